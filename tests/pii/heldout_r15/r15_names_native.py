"""Hand-typed names of locales with a native script: `N:` pairs `gender NATIVE=Given/Family` (Family may be
empty where the custom has no family name), optional Latin-only `F:`/`M:`/`S:` lists."""

NATIVE_TEXT = """
@zh-CN Hans fg fam
N: f 王丽娟=Lijuan/Wang; m 陈建国=Jianguo/Chen; f 刘晓燕=Xiaoyan/Liu; m 赵志强=Zhiqiang/Zhao; f 黄美玲=Meiling/Huang; m 周浩然=Haoran/Zhou; f 吴静怡=Jingyi/Wu; m 孙立伟=Liwei/Sun; f 郭雨桐=Yutong/Guo; m 马俊杰=Junjie/Ma
F: Xinyi; Ruoxi; Shuang
M: Zihan; Yufei; Peng
S: Fang; Dong; Xie; Cao; Tang
@zh-TW Hant fg fam
N: f 林怡君=Yi-chun/Lin; m 張家豪=Chia-hao/Chang; f 蔡佩珊=Pei-shan/Tsai; m 許志明=Chih-ming/Hsu; f 鄭雅婷=Ya-ting/Cheng; m 謝宗翰=Tsung-han/Hsieh
@zh-HK Hant fg fam
N: f 陳嘉欣=Ka-yan/Chan; m 黃志偉=Chi-wai/Wong; f 李詠詩=Wing-sze/Lee; m 梁家駿=Ka-chun/Leung; f 何美華=Mei-wah/Ho; m 鄧國強=Kwok-keung/Tang
F: Winnie; Cherry; Bonnie
M: Kelvin; Ivan; Dickson
S: Cheung; Yeung; Fung; Kwok; Tse
@ja Jpan fg fam
N: f 佐藤美咲=Misaki/Sato; m 鈴木健太=Kenta/Suzuki; f 高橋陽菜=Hina/Takahashi; m 田中翔太=Shota/Tanaka; f 伊藤結衣=Yui/Ito; m 渡辺大輔=Daisuke/Watanabe; f 山本彩花=Ayaka/Yamamoto; m 中村拓海=Takumi/Nakamura
@ko Hang fg fam
N: f 김서연=Seo-yeon/Kim; m 박지훈=Ji-hoon/Park; f 이하은=Ha-eun/Lee; m 최민준=Min-jun/Choi; f 정수빈=Su-bin/Jung; m 강도윤=Do-yoon/Kang; f 윤지아=Ji-a/Yoon; m 장현우=Hyun-woo/Jang; f 한예린=Ye-rin/Han; m 오승민=Seung-min/Oh
F: Da-eun; Yu-na
M: Tae-yang; Jae-sung
S: Shin; Baek; Seo; Hwang
@ar Arab gf fam
N: f ليلى حداد=Layla/Haddad; m عمر الخطيب=Omar/al-Khatib; f نور الهدى منصور=Nour al-Huda/Mansour; m يوسف بن علي=Youssef/Ben Ali; m خالد الزهراني=Khaled/al-Zahrani; f سلمى عبد الرحمن=Salma/Abdel Rahman; m طارق النجار=Tarek/al-Najjar; f ريم السعدي=Reem/al-Saadi
F: Rania; Hala; Dalia
M: Bassam; Ziad; Hisham
S: bin Saif al-Mazrouei; Abu Ghazaleh; el-Sayed; Shalhoub
@fa Arab gf fam
N: f مریم احمدی=Maryam/Ahmadi; m علی رضایی=Ali/Rezaei; f نگار موسوی=Negar/Mousavi; m رضا کریمی=Reza/Karimi; f شیرین جعفری=Shirin/Jafari; m بهرام صادقی=Bahram/Sadeghi
@ur Arab gf fam
N: m عمران قریشی=Imran/Qureshi; f عائشہ صدیقی=Ayesha/Siddiqui; m فیصل چوہدری=Faisal/Chaudhry; f سدرہ ملک=Sidra/Malik; m حمزہ بٹ=Hamza/Butt; f زینب اعوان=Zainab/Awan
@ps Arab gf fam
N: m احمد شاه پوپلزی=Ahmad Shah/Popalzai; f زرمینه احمدزۍ=Zarmina/Ahmadzai; m نجیب الله سلطانی=Najibullah/Sultani; f پلوشه خروټی=Palwasha/Kharoti
@ckb Arab gf fam
N: m ئاراس کەریم=Aras/Karim; f شیلان محەمەد=Shilan/Mohammed; m هێمن ئەحمەد=Hemin/Ahmed; f ڕۆژان عوسمان=Rozhan/Osman
@ru Cyrl gf fam
N: f Анна Смирнова=Anna/Smirnova; m Дмитрий Волков=Dmitry/Volkov; f Екатерина Соколова=Yekaterina/Sokolova; m Алексей Кузнецов=Alexei/Kuznetsov; f Ольга Морозова=Olga/Morozova; m Сергей Лебедев=Sergei/Lebedev; f Наталья Павлова=Natalya/Pavlova
@uk Cyrl gf fam
N: f Оксана Шевчук=Oksana/Shevchuk; m Тарас Бондаренко=Taras/Bondarenko; f Ірина Коваленко=Iryna/Kovalenko; m Андрій Мельник=Andriy/Melnyk; f Галина Ткаченко=Halyna/Tkachenko; m Богдан Кравчук=Bohdan/Kravchuk
@bg Cyrl gf fam
N: f Десислава Петрова=Desislava/Petrova; m Георги Димитров=Georgi/Dimitrov; f Цветелина Иванова=Tsvetelina/Ivanova; m Стоян Николов=Stoyan/Nikolov
@sr Cyrl gf fam
N: m Милош Јовановић=Miloš/Jovanović; f Јелена Петровић=Jelena/Petrović; m Никола Стојановић=Nikola/Stojanović; f Драгана Илић=Dragana/Ilić
@kk Cyrl gf fam
N: f Айгерім Сейтқали=Aigerim/Seitkali; m Нұрлан Жұмабаев=Nurlan/Zhumabayev; f Динара Оспанова=Dinara/Ospanova
@mn Cyrl fg given
N: m Ганбаатар Бат-Эрдэнэ=Bat-Erdene/Ganbaatar; f Батболд Оюунчимэг=Oyunchimeg/Batbold; m Дорж Тэмүүлэн=Temuulen/Dorj
@hi Deva gf fam
N: f प्रिया शर्मा=Priya/Sharma; m राहुल वर्मा=Rahul/Verma; f अंजलि गुप्ता=Anjali/Gupta; m विकास यादव=Vikas/Yadav; f नेहा मिश्रा=Neha/Mishra; m अमित त्रिपाठी=Amit/Tripathi
F: Pooja; Divya
M: Rohit; Karan
S: Saxena; Agarwal; Bhatt
@mr Deva gf fam
N: f स्नेहा कुलकर्णी=Sneha/Kulkarni; m अनिकेत देशपांडे=Aniket/Deshpande; f मृणाल जोशी=Mrunal/Joshi; m सचिन पाटील=Sachin/Patil
@ne Deva gf fam
N: m बिकाश श्रेष्ठ=Bikash/Shrestha; f सुनिता गुरुङ=Sunita/Gurung; m रमेश थापा=Ramesh/Thapa; f पेमा तामाङ=Pema/Tamang
@pa Guru gf fam
N: m ਹਰਪ੍ਰੀਤ ਸਿੰਘ ਗਿੱਲ=Harpreet Singh/Gill; f ਜਸਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ=Jaspreet Kaur/Sandhu; m ਗੁਰਵਿੰਦਰ ਸਿੰਘ ਧਾਲੀਵਾਲ=Gurwinder Singh/Dhaliwal; f ਮਨਦੀਪ ਕੌਰ ਬਰਾੜ=Mandeep Kaur/Brar; m ਅਮਨਦੀਪ ਸਿੰਘ ਗਰੇਵਾਲ=Amandeep Singh/Grewal; f ਸਿਮਰਨ ਕੌਰ ਸਿੱਧੂ=Simran Kaur/Sidhu
F: Navneet Kaur; Rupinder Kaur
M: Balraj Singh; Kulwant Singh
S: Bains; Johal; Cheema; Toor
@gu Gujr gf fam
N: m રાજેશ પટેલ=Rajesh/Patel; f હેતલ શાહ=Hetal/Shah; m ચિરાગ દેસાઈ=Chirag/Desai; f નિશા મહેતા=Nisha/Mehta; m કેતન પંડ્યા=Ketan/Pandya
@bn Beng gf fam
N: f রুমানা আক্তার=Rumana/Akter; m তানভীর হোসেন=Tanvir/Hossain; f শর্মিলা চক্রবর্তী=Sharmila/Chakraborty; m সৌমিত্র বন্দ্যোপাধ্যায়=Soumitra/Bandyopadhyay; f ফারহানা ইসলাম=Farhana/Islam
@ta Taml gf fam
N: f கவிதா சுப்பிரமணியம்=Kavitha/Subramaniam; m அருண் ராஜேந்திரன்=Arun/Rajendran; f மீனாட்சி சுந்தரம்=Meenakshi/Sundaram; m செந்தில் குமார்=Senthil/Kumar; f தர்ஷினி நடராஜா=Dharshini/Nadarajah; m கஜன் சிவலிங்கம்=Gajan/Sivalingam
@te Telu gf fam
N: m శ్రీనివాస్ రెడ్డి=Srinivas/Reddy; f లావణ్య నాయుడు=Lavanya/Naidu; m వెంకట్ రావు=Venkat/Rao; f సుజాత చౌదరి=Sujatha/Chowdary
@kn Knda gf fam
N: m ಮಂಜುನಾಥ ಗೌಡ=Manjunath/Gowda; f ಶ್ವೇತಾ ಹೆಗ್ಡೆ=Shwetha/Hegde; m ಪ್ರಕಾಶ ಶೆಟ್ಟಿ=Prakash/Shetty
@ml Mlym gf fam
N: f അനിത വർഗീസ്=Anitha/Varghese; m ജോസഫ് കുര്യൻ=Joseph/Kurian; f ലക്ഷ്മി നായർ=Lakshmi/Nair; m സുരേഷ് പിള്ള=Suresh/Pillai
@or Orya gf fam
N: m ସୁବ୍ରତ ମହାପାତ୍ର=Subrat/Mohapatra; f ପ୍ରିୟଙ୍କା ଦାସ=Priyanka/Das; m ଅଭିଷେକ ପଣ୍ଡା=Abhishek/Panda
@si Sinh gf fam
N: m නුවන් පෙරේරා=Nuwan/Perera; f දිල්රුක්ෂි ජයසූරිය=Dilrukshi/Jayasuriya; m කසුන් සිල්වා=Kasun/Silva; f තරුෂි වීරසිංහ=Tharushi/Weerasinghe
@am Ethi gf given
N: m አበበ ተስፋዬ=Abebe/Tesfaye; f መሰረት ኃይሉ=Meseret/Hailu; m ዳዊት ገብረመድህን=Dawit/Gebremedhin; f ትዕግስት አለሙ=Tigist/Alemu; m ዮሐንስ በቀለ=Yohannes/Bekele; f ሰላማዊት ታደሰ=Selamawit/Tadesse
@ti Ethi gf given
N: m ተስፋልደት ገብረሂወት=Tesfaldet/Gebrehiwet; f ሳባ ኣስመሮም=Saba/Asmerom; m ብርሃነ ተኽለ=Berhane/Tekle; f ሄለን ገብረሚካኤል=Helen/Gebremichael
@he Hebr gf fam
N: f נועה לוי=Noa/Levi; m איתי כהן=Itai/Cohen; f שירה פרידמן=Shira/Friedman; m יואב ברק=Yoav/Barak; f מיכל אזולאי=Michal/Azoulay
@el Grek gf fam
N: f Ελένη Παπαδοπούλου=Eleni/Papadopoulou; m Γιώργος Αντωνίου=Giorgos/Antoniou; f Κατερίνα Οικονόμου=Katerina/Oikonomou; m Νίκος Καραγιάννης=Nikos/Karagiannis
@hy Armn gf fam
N: f Անի Հովհաննիսյան=Ani/Hovhannisyan; m Արամ Պետրոսյան=Aram/Petrosyan; f Լուսինե Գրիգորյան=Lusine/Grigoryan; m Տիգրան Սարգսյան=Tigran/Sargsyan
@ka Geor gf fam
N: f ნინო ბერიძე=Nino/Beridze; m გიორგი კაპანაძე=Giorgi/Kapanadze; f თამარ გელაშვილი=Tamar/Gelashvili; m ლევან ჯაფარიძე=Levan/Japaridze
@th Thai gf given
N: f สมศรี ใจดี=Somsri/Jaidee; m ธนากร ศรีสุข=Thanakorn/Srisuk; f พิมพ์ชนก วงศ์ใหญ่=Pimchanok/Wongyai; m อนุชา บุญมา=Anucha/Boonma
@lo Laoo gf given
N: m ສົມພອນ ພົມມະຈັນ=Somphone/Phommachanh; f ບົວພັນ ສີສຸວັນ=Bouaphanh/Sisouvanh; m ແກ້ວ ໄຊຍະວົງ=Keo/Xayavong
@km Khmr fg given
N: m សុខ វណ្ណា=Vanna/Sok; f ចាន់ សុភា=Sophea/Chan; m ហេង ដារ៉ា=Dara/Heng; f លី ស្រីមុំ=Sreymom/Ly
@my Mymr gf given
N: f ခင်မာဝင်း=Khin Mar Win/; m ဇော်မင်းထွန်း=Zaw Min Tun/; f နှင်းဝေ=Hnin Wai/; m ကျော်ဇင်=Kyaw Zin/
@bo Tibt gf given
N: m བསྟན་འཛིན་ནོར་བུ=Tenzin Norbu/; f པདྨ་ལྷ་མོ=Pema Lhamo/; m ཚེ་རིང་དོན་གྲུབ=Tsering Dhondup/; f སྒྲོལ་མ=Dolma/
@dv Thaa gf given
N: m އަހުމަދު ނަސީމް=Ahmed/Naseem; f އައިޝަތު ޝިފާ=Aishath/Shifa; m މުހައްމަދު ރަޝީދު=Mohamed/Rasheed
@iu Cans gf fam
N: f ᓂᕕ ᑯᓄᒃ=Nivi/Kunuk; m ᐃᐲᓖ ᕿᓪᓚᖅ=Ipeelee/Qillaq; f ᐊᐳᑎ ᑭᓚᐳᒃ=Aputi/Kilabuk; m ᐸᐅᓘᓯ ᐅᔭᕋᒃ=Pauloosie/Ujarak; f ᑕᐱᓴ ᓄᓇ=Tapisa/Nuna
"""
