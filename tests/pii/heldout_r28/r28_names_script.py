"""Round-28 names in scripts other than Latin, each with its transliteration (``native=Latin``; ``m/f`` forms are
written ``nm/nf=Lm/Lf``). Fields: script code | order (``gf`` given first, ``ff`` family first, ``mono`` no family
name) | joiner between the native parts (``_`` a space, ``0`` nothing, ``・`` a middle dot) | F | M | S | P (a middle
name or patronymic for women ``Pf`` and men ``Pm``)."""

from __future__ import annotations

SCRIPTED = {
    "zh-CN": "Hani|ff|0|F 丽华=Lihua 雨桐=Yutong 欣怡=Xinyi 梦洁=Mengjie 婉婷=Wanting"
    "|M 浩然=Haoran 子轩=Zixuan 志强=Zhiqiang 俊杰=Junjie 宇航=Yuhang|S 王=Wang 李=Li 张=Zhang 刘=Liu 陈=Chen 杨=Yang",
    "zh-TW": "Hani|ff|0|F 怡君=Yi-chun 雅婷=Ya-ting 淑芬=Shu-fen 佳穎=Chia-ying|M 志豪=Chih-hao 冠宇=Kuan-yu 承恩=Cheng-en"
    "|S 林=Lin 黃=Huang 吳=Wu 蔡=Tsai 許=Hsu",
    "yue-HK": "Hani|ff|0|F 嘉欣=Ka_Yan 詠詩=Wing_Sze 美玲=Mei_Ling|M 家樂=Ka_Lok 志偉=Chi_Wai 俊傑=Chun_Kit"
    "|S 陳=Chan 黃=Wong 李=Lee 張=Cheung 梁=Leung",
    "ja-JP": "Jpan|ff|_|F 美咲=Misaki 陽菜=Hina 結衣=Yui 由美子=Yumiko|M 健太=Kenta 翔太=Shōta 大輔=Daisuke 拓也=Takuya"
    "|S 佐藤=Satō 鈴木=Suzuki 高橋=Takahashi 渡辺=Watanabe 山本=Yamamoto",
    "ja-BR": "Kana|gf|・|F マリア=Maria アナ=Ana ジュリア=Julia|M カルロス=Carlos ジョルジ=Jorge パウロ=Paulo"
    "|S ヤマダ=Yamada タナカ=Tanaka ナカムラ=Nakamura オオシロ=Oshiro",
    "ko-KR": "Hang|ff|0|F 서연=Seo-yeon 지우=Ji-woo 하은=Ha-eun 민지=Min-ji|M 민준=Min-jun 도윤=Do-yoon 현우=Hyun-woo 준호=Jun-ho"
    "|S 김=Kim 이=Lee 박=Park 최=Choi 정=Jung 강=Kang",
    "ar-EG": "Arab|gf|_|F منى=Mona ياسمين=Yasmin نور=Nour هبة=Heba|M أحمد=Ahmed محمود=Mahmoud كريم=Karim يوسف=Youssef"
    "|S حسن=Hassan فهمي=Fahmy الجمال=El-Gamal منصور=Mansour",
    "ar-LB": "Arab|gf|_|F ريما=Rima نادين=Nadine جنى=Jana|M جورج=Georges إيلي=Elie رامي=Rami طوني=Tony"
    "|S حداد=Haddad خوري=Khoury سعادة=Saadeh معلوف=Maalouf",
    "ar-MA": "Arab|gf|_|F سلمى=Salma خديجة=Khadija هاجر=Hajar|M ياسين=Yassine عمر=Omar مهدي=Mehdi"
    "|S العلوي=Alaoui بنعلي=Benali الإدريسي=Idrissi",
    "ar-SY": "Arab|gf|_|F رهف=Rahaf لمى=Lama دانة=Dana|M ماجد=Majed باسل=Basel طارق=Tarek"
    "|S الأحمد=Al-Ahmad الحلبي=Al-Halabi قباني=Kabbani",
    "fa-IR": "Arab|gf|_|F مریم=Maryam نگار=Negar شیرین=Shirin پریسا=Parisa|M امیر=Amir رضا=Reza آرش=Arash بهرام=Bahram"
    "|S حسینی=Hosseini رضایی=Rezaei کریمی=Karimi موسوی=Mousavi",
    "fa-AF": "Arab|gf|_|F فرشته=Freshta زهرا=Zahra مرسل=Mursal|M فرید=Farid نجیب=Najib شکیب=Shakib"
    "|S احمدی=Ahmadi نوری=Noori صدیقی=Sediqi",
    "ps-AF": "Arab|gf|_|F پلوشه=Palwasha شبنم=Shabnam|M زلمی=Zalmai ننګیالی=Nangialai اجمل=Ajmal"
    "|S خټک=Khattak اڅکزی=Achakzai پوپلزی=Popalzai",
    "ur-PK": "Arab|gf|_|F عائشہ=Ayesha مہوش=Mehwish سدرہ=Sidra|M بلال=Bilal فہد=Fahad حمزہ=Hamza"
    "|S قریشی=Qureshi چودھری=Chaudhry ملک=Malik بٹ=Butt",
    "ckb-IQ": "Arab|gf|_|F ژیلا=Zhila ڤیان=Vian نازدار=Nazdar|M ئاراس=Aras هێمن=Hemin ڕێبوار=Rebwar"
    "|S هەورامی=Hawrami شوانی=Shwani کەریم=Karim",
    "he-IL": "Hebr|gf|_|F נועה=Noa תמר=Tamar שירה=Shira מיכל=Michal|M איתי=Itai יונתן=Yonatan עומר=Omer אורי=Uri"
    "|S כהן=Cohen לוי=Levi מזרחי=Mizrahi פרץ=Peretz אברהם=Avraham",
    "ru-RU": "Cyrl|gf|_|F Анна=Anna Екатерина=Yekaterina Дарья=Darya Ольга=Olga"
    "|M Дмитрий=Dmitry Алексей=Alexey Сергей=Sergey Иван=Ivan"
    "|S Смирнов/Смирнова=Smirnov/Smirnova Волков/Волкова=Volkov/Volkova Кузнецов/Кузнецова=Kuznetsov/Kuznetsova"
    " Соколов/Соколова=Sokolov/Sokolova Морозов/Морозова=Morozov/Morozova"
    "|Pf Сергеевна=Sergeyevna Игоревна=Igorevna|Pm Андреевич=Andreyevich Викторович=Viktorovich",
    "uk-UA": "Cyrl|gf|_|F Оксана=Oksana Ірина=Iryna Софія=Sofiia Юлія=Yuliia|M Андрій=Andrii Олександр=Oleksandr Тарас=Taras"
    " Богдан=Bohdan|S Бондаренко=Bondarenko Коваленко=Kovalenko Ткачук=Tkachuk Мельник=Melnyk Шевчук=Shevchuk",
    "bg-BG": "Cyrl|gf|_|F Десислава=Desislava Мария=Maria Цветелина=Tsvetelina|M Николай=Nikolay Стоян=Stoyan Калоян=Kaloyan"
    "|S Иванов/Иванова=Ivanov/Ivanova Петров/Петрова=Petrov/Petrova Георгиев/Георгиева=Georgiev/Georgieva",
    "sr-RS": "Cyrl|gf|_|F Јелена=Jelena Милица=Milica Ана=Ana|M Никола=Nikola Стефан=Stefan Марко=Marko Душан=Dušan"
    "|S Јовановић=Jovanović Петровић=Petrović Николић=Nikolić Марковић=Marković Ђорђевић=Đorđević",
    "mk-MK": "Cyrl|gf|_|F Ивана=Ivana Елена=Elena Билјана=Biljana|M Горан=Goran Александар=Aleksandar Дејан=Dejan"
    "|S Стојановски/Стојановска=Stojanovski/Stojanovska Трајковски/Трајковска=Trajkovski/Trajkovska",
    "kk-KZ": "Cyrl|gf|_|F Айгерім=Aigerim Дана=Dana Жанар=Zhanar|M Ержан=Yerzhan Асхат=Askhat Данияр=Daniyar"
    "|S Нұрланов/Нұрланова=Nurlanov/Nurlanova Серікбаев/Серікбаева=Serikbaev/Serikbaeva",
    "mn-MN": "Cyrl|ff|_|F Энхжаргал=Enkhjargal Сарантуяа=Sarantuya Оюунчимэг=Oyuunchimeg"
    "|M Тэмүүлэн=Temuulen Болд=Bold Мөнхбат=Munkhbat|S Батбаяр=Batbayar Ганбаатар=Ganbaatar Лхагвасүрэн=Lkhagvasuren",
    "be-BY": "Cyrl|gf|_|F Алеся=Alesia Святлана=Sviatlana Кацярына=Katsiaryna|M Алесь=Ales Уладзімір=Uladzimir Павел=Paval"
    "|S Кавалёў/Кавалёва=Kavaliou/Kavaliova Новік=Novik Жук=Zhuk",
    "ky-KG": "Cyrl|gf|_|F Айпери=Aiperi Нургүл=Nurgul|M Бакыт=Bakyt Эрлан=Erlan Азамат=Azamat"
    "|S Асанов/Асанова=Asanov/Asanova Токтогулов/Токтогулова=Toktogulov/Toktogulova",
    "mn-CN": "Mong|gf|_|F ᠰᠠᠷᠠᠨ=Saran ᠨᠠᠷᠠᠨ=Naran|M ᠪᠠᠲᠤ=Batu ᠲᠡᠮᠦᠷ=Temür|S ᠪᠣᠷᠵᠢᠭᠢᠨ=Borjigin ᠬᠣᠷᠴᠢᠨ=Khorchin",
    "el-GR": "Grek|gf|_|F Ελένη=Eleni Κατερίνα=Katerina Δέσποινα=Despoina Σοφία=Sofia"
    "|M Γιώργος=Giorgos Νίκος=Nikos Δημήτρης=Dimitris Κωνσταντίνος=Konstantinos"
    "|S Παπαδόπουλος/Παπαδοπούλου=Papadopoulos/Papadopoulou Οικονόμου=Oikonomou Νικολάου=Nikolaou"
    " Καραγιάννης/Καραγιάννη=Karagiannis/Karagianni",
    "el-CY": "Grek|gf|_|F Άντρη=Andri Στέλλα=Stella Μαρίνα=Marina|M Ανδρέας=Andreas Μάριος=Marios Χρίστος=Christos"
    "|S Χριστοδούλου=Christodoulou Κωνσταντίνου=Konstantinou Χαραλάμπους=Charalambous",
    "hi-IN": "Deva|gf|_|F प्रिया=Priya अंजलि=Anjali नेहा=Neha पूजा=Pooja|M राहुल=Rahul अमित=Amit विकास=Vikas सुनील=Sunil"
    "|S शर्मा=Sharma वर्मा=Verma गुप्ता=Gupta सिंह=Singh यादव=Yadav",
    "mr-IN": "Deva|gf|_|F स्नेहा=Sneha माधुरी=Madhuri अश्विनी=Ashwini|M प्रसाद=Prasad संदीप=Sandeep मंगेश=Mangesh"
    "|S पाटील=Patil जोशी=Joshi देशमुख=Deshmukh गायकवाड=Gaikwad",
    "ne-NP": "Deva|gf|_|F सुनिता=Sunita बिना=Bina सरिता=Sarita|M रमेश=Ramesh बिकास=Bikash सन्जय=Sanjay"
    "|S श्रेष्ठ=Shrestha थापा=Thapa गुरुङ=Gurung तामाङ=Tamang अधिकारी=Adhikari",
    "bn-BD": "Beng|gf|_|F নুসরাত=Nusrat ফারহানা=Farhana তাসলিমা=Taslima|M রাকিব=Rakib তানভীর=Tanvir সাকিব=Sakib"
    "|S রহমান=Rahman হোসেন=Hossain ইসলাম=Islam আহমেদ=Ahmed চৌধুরী=Chowdhury",
    "bn-IN": "Beng|gf|_|F সুস্মিতা=Susmita মৌমিতা=Moumita অর্পিতা=Arpita|M অভিজিৎ=Abhijit সৌরভ=Sourav দেবাশিস=Debasish"
    "|S বন্দ্যোপাধ্যায়=Bandyopadhyay মুখার্জী=Mukherjee দত্ত=Dutta ঘোষ=Ghosh",
    "as-IN": "Beng|gf|_|F জোনালী=Jonali মৃদুস্মিতা=Mridusmita|M ভাস্কৰ=Bhaskar জ্যোতিষ=Jyotish"
    "|S বৰুৱা=Baruah গগৈ=Gogoi শইকীয়া=Saikia",
    "pa-IN": "Guru|gf|_|F ਹਰਪ੍ਰੀਤ=Harpreet ਜਸਲੀਨ=Jasleen ਮਨਦੀਪ=Mandeep|M ਗੁਰਪ੍ਰੀਤ=Gurpreet ਹਰਜੀਤ=Harjit ਬਲਵਿੰਦਰ=Balwinder"
    "|S ਸੰਧੂ=Sandhu ਗਿੱਲ=Gill ਢਿੱਲੋਂ=Dhillon ਗਰੇਵਾਲ=Grewal|Pf ਕੌਰ=Kaur|Pm ਸਿੰਘ=Singh",
    "gu-IN": "Gujr|gf|_|F હેતલ=Hetal ધારા=Dhara નિશા=Nisha|M હાર્દિક=Hardik ચિરાગ=Chirag કેતન=Ketan"
    "|S પટેલ=Patel શાહ=Shah દેસાઈ=Desai મહેતા=Mehta",
    "ta-IN": "Taml|gf|_|F கவிதா=Kavitha பிரியா=Priya மீனா=Meena|M கார்த்திக்=Karthik செந்தில்=Senthil அருண்=Arun"
    "|S ராமசாமி=Ramasamy சுப்பிரமணியன்=Subramanian கிருஷ்ணன்=Krishnan",
    "ta-LK": "Taml|gf|_|F தர்சினி=Tharshini சங்கீதா=Sangeetha|M சுதர்சன்=Sutharsan நிரோஜன்=Nirojan"
    "|S சிவகுமார்=Sivakumar யோகராஜா=Yogarajah பாலசுப்பிரமணியம்=Balasubramaniam",
    "te-IN": "Telu|gf|_|F లక్ష్మి=Lakshmi స్రవంతి=Sravanthi దీప్తి=Deepthi|M శ్రీనివాస్=Srinivas వెంకట్=Venkat ప్రవీణ్=Praveen"
    "|S రెడ్డి=Reddy నాయుడు=Naidu రావు=Rao చౌదరి=Chowdary",
    "kn-IN": "Knda|gf|_|F ಕಾವ್ಯ=Kavya ಅಕ್ಷತಾ=Akshata ಸುಮಾ=Suma|M ಮಂಜುನಾಥ=Manjunath ಕಿರಣ್=Kiran ಪ್ರಶಾಂತ್=Prashanth"
    "|S ಗೌಡ=Gowda ಹೆಗ್ಡೆ=Hegde ಶೆಟ್ಟಿ=Shetty ಭಟ್=Bhat",
    "ml-IN": "Mlym|gf|_|F അഞ്ജു=Anju ലക്ഷ്മി=Lakshmi ആതിര=Athira|M അനൂപ്=Anoop രാഹുൽ=Rahul ജിതിൻ=Jithin"
    "|S നായർ=Nair മേനോൻ=Menon പിള്ള=Pillai കുര്യൻ=Kurian",
    "or-IN": "Orya|gf|_|F ସୁଭଶ୍ରୀ=Subhashree ଲିପିକା=Lipika|M ସୌମ୍ୟ=Soumya ଦେବାଶିଷ=Debashish"
    "|S ମହାପାତ୍ର=Mohapatra ପଣ୍ଡା=Panda ଦାସ=Das ସାହୁ=Sahu",
    "si-LK": "Sinh|gf|_|F නිමාෂා=Nimasha දිල්රුක්ෂි=Dilrukshi සචිනි=Sachini|M කසුන්=Kasun චමින්ද=Chaminda නුවන්=Nuwan"
    "|S පෙරේරා=Perera ෆර්නැන්ඩෝ=Fernando ජයසූරිය=Jayasuriya බණ්ඩාර=Bandara",
    "th-TH": "Thai|gf|_|F สุภาพร=Supaporn กนกวรรณ=Kanokwan ปิยะนุช=Piyanuch|M สมชาย=Somchai ธนากร=Thanakorn วีระพงษ์=Weerapong"
    "|S ศรีสุข=Srisuk วงศ์สวัสดิ์=Wongsawat ทองดี=Thongdee แสงทอง=Saengthong",
    "lo-LA": "Laoo|gf|_|F ມະນີວອນ=Manivone ສຸດາລັດ=Soudalath|M ສົມພອນ=Somphone ບຸນມີ=Bounmy ທອງສຸກ=Thongsouk"
    "|S ພົມມະວົງ=Phommavong ສີສຸວັນ=Sisouvanh ແກ້ວມະນີ=Keomany",
    "km-KH": "Khmr|ff|_|F ស្រីពៅ=Sreypov សុភា=Sophea ចន្ថា=Chantha|M វិចិត្រ=Vichet ដារ៉ា=Dara សុផល=Sophal"
    "|S សុខ=Sok ចាន់=Chan ហេង=Heng គឹម=Kim",
    "my-MM": "Mymr|mono|0|F ခင်မာလာ=Khin_Mar_Lar နန္ဒာဝင်း=Nanda_Win သီတာအောင်=Thida_Aung ဇာခြည်ဦး=Zar_Chi_Oo"
    "|M အောင်ကျော်မိုး=Aung_Kyaw_Moe ဇော်မင်းထွန်း=Zaw_Min_Htun ကျော်ဇင်ဦး=Kyaw_Zin_Oo မင်းခန့်စိုး=Min_Khant_Soe|S",
    "am-ET": "Ethi|gf|_|F ሰላም=Selam ትዕግስት=Tigist መስከረም=Meskerem ህይወት=Hiwot|M ዳዊት=Dawit ዮሐንስ=Yohannes ሚካኤል=Mikael"
    " ብርሃኑ=Birhanu|S ተስፋዬ=Tesfaye ታደሰ=Tadesse በቀለ=Bekele ኃይሌ=Haile አበበ=Abebe",
    "ti-ER": "Ethi|gf|_|F ሳባ=Saba ሉላ=Lula ዮርዳኖስ=Yordanos|M ሰመረ=Semere ኣማኑኤል=Amanuel ዳንኤል=Daniel"
    "|S ተኽለ=Tekle ገብረሂወት=Gebrehiwet ወልደሚካኤል=Woldemichael",
    "ka-GE": "Geor|gf|_|F ნინო=Nino თამარ=Tamar ანა=Ana მარიამ=Mariam|M გიორგი=Giorgi ლევან=Levan დავით=Davit ლაშა=Lasha"
    "|S ბერიძე=Beridze კაპანაძე=Kapanadze გელაშვილი=Gelashvili მაისურაძე=Maisuradze",
    "hy-AM": "Armn|gf|_|F Անի=Ani Լուսինե=Lusine Նարե=Nare Մարիամ=Mariam|M Արամ=Aram Տիգրան=Tigran Դավիթ=Davit Վահե=Vahe"
    "|S Հովհաննիսյան=Hovhannisyan Սարգսյան=Sargsyan Պետրոսյան=Petrosyan Գրիգորյան=Grigoryan",
    "bo-CN": "Tibt|mono|0|F བཀྲ་ཤིས་སྒྲོལ་མ=Tashi_Dolma བདེ་སྐྱིད=Dekyi ཚེ་རིང་ཡང་འཛོམས=Tsering_Yangzom"
    "|M བསྟན་འཛིན་ནོར་བུ=Tenzin_Norbu ཀུན་དགའ=Kunga ཆོས་གྲགས=Chodrak|S",
    "dv-MV": "Thaa|gf|_|F ޢާއިޝަތު=Aishath މަރިޔަމް=Mariyam ފާޠިމަތު=Fathimath|M އަޙްމަދު=Ahmed މުޙައްމަދު=Mohamed އިބްރާހީމް=Ibrahim"
    "|S ރަޝީދު=Rasheed ޝަރީފް=Shareef ނަސީމް=Naseem",
    "iu-CA": "Cans|gf|_|F ᓂᕕᐊᖅ=Niviaq ᐊᓗᑭ=Aluki ᓴᐅᓂᖅ=Sauniq|M ᐱᐅᓯ=Piusi ᔪᐊᓯ=Juasi ᐃᓄᒃᓱᒃ=Inuksuk"
    "|S ᑭᓚᐳᒃ=Kilabuk ᐊᕐᓇᖁᖅ=Arnaquq ᐊᑯᓕ=Akuli",
    "tzm-MA": "Tfng|gf|_|F ⵜⵉⵍⴻⵍⵍⵉ=Tilelli ⵜⵉⵣⵉⵔⵉ=Tiziri ⵜⴰⵙⵍⵉⵜ=Taslit|M ⵉⴷⵉⵔ=Idir ⴰⴽⵙⵉⵍ=Aksil ⵎⴰⵙⵉⵏ=Masin"
    "|S ⴰⴱⴰⵔⵔⴰⵏ=Abarran ⴰⵎⵣⵢⴰⵏ=Amezyan ⵓⵍⵃⴰⵊ=Oulhaj",
    "syr-IQ": "Syrc|gf|_|F ܫܡܝܪܡ=Shamiram ܢܝܢܘܐ=Ninwa|M ܐܫܘܪ=Ashur ܣܪܓܘܢ=Sargon ܐܦܪܝܡ=Aprim"
    "|S ܝܘܚܢܢ=Youkhana ܫܡܥܘܢ=Shimun ܒܬܘ=Bato",
}


def parse_scripted(spec):
    """(script, order, joiner, {"F": [...], "M": [...], "S": [...], "Pf": [...], "Pm": [...]}) of one entry; each
    name is (native, Latin) or, for a family name with a feminine form, ((native m, native f), (Latin m, Latin f))."""
    script, order, joiner, *parts = spec.split("|")
    table: dict[str, list] = {"F": [], "M": [], "S": [], "Pf": [], "Pm": []}
    for part in parts:
        key, _, names = part.partition(" ")
        for item in names.split():
            native, latin = item.split("=")
            latin = latin.replace("_", " ")
            if "/" in native:
                table[key].append((tuple(native.split("/")), tuple(latin.split("/"))))
            else:
                table[key].append((native, latin))
    glue = {"_": " ", "0": ""}.get(joiner, joiner)
    return script, order, glue, table
