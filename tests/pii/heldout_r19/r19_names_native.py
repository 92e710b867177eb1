"""Hand-typed native-script name lists with their Latin transliterations, one locale a line.

``code | script | order | later | joiner | female | male | family``; each name is ``NATIVE=Latin``, separated by
``;``; joiner ``s`` writes the native parts with a space, ``-`` without one (Chinese, Korean); a family entry
``NativeM/NativeF=LatinM/LatinF`` has a feminine form; an empty family list means no family name (Burmese,
Tibetan: the whole name is given).
"""

NATIVE_TEXT = """
ar|Arab|gf|f|s|فاطمة=Fatima; ليلى=Layla; مريم=Maryam|يوسف=Youssef; خالد=Khaled; عمر=Omar|الحسيني=Al-Husseini; حداد=Haddad; منصور=Mansour; العتيبي=Al-Otaibi
fa|Arab|gf|f|s|نسرین=Nasrin; شیرین=Shirin; پریسا=Parisa|بهرام=Bahram; کاوه=Kaveh; آرش=Arash|رضایی=Rezaei; موسوی=Mousavi; کریمی=Karimi; تهرانی=Tehrani
ur|Arab|gf|f|s|عائشہ=Ayesha; ثناء=Sana; حمیرا=Humaira|عمران=Imran; بلال=Bilal; فیصل=Faisal|چوہدری=Chaudhry; قریشی=Qureshi; بٹ=Butt; ملک=Malik
ps|Arab|gf|f|s|زرغونه=Zarghona; پلوشه=Palwasha; شبنم=Shabnam|نجیب=Najib; وحید=Wahid; ذبیح الله=Zabihullah|یوسفزی=Yousafzai; احمدزی=Ahmadzai; پوپل=Popal; کاکړ=Kakar
he|Hebr|gf|f|s|נועה=Noa; תמר=Tamar; שירה=Shira|איתי=Itai; יונתן=Yonatan; עומר=Omer|כהן=Cohen; לוי=Levi; פרידמן=Friedman; אזולאי=Azoulay
zh-CN|Hans|fg|f|-|丽娜=Lina; 晓燕=Xiaoyan; 婷=Ting|伟=Wei; 浩然=Haoran; 建国=Jianguo|王=Wang; 李=Li; 张=Zhang; 陈=Chen; 刘=Liu
zh-TW|Hant|fg|f|-|怡君=Yi-Chun; 淑芬=Shu-Fen; 雅婷=Ya-Ting|志明=Chih-Ming; 家豪=Chia-Hao; 冠宇=Kuan-Yu|林=Lin; 黃=Huang; 蔡=Tsai; 許=Hsu
zh-HK|Hant|fg|f|-|嘉欣=Ka Yan; 詠詩=Wing Sze; 美玲=Mei Ling|家樂=Ka Lok; 志偉=Chi Wai; 俊傑=Chun Kit|陳=Chan; 黃=Wong; 何=Ho; 梁=Leung
ja|Jpan|fg|f|s|美咲=Misaki; 陽菜=Hina; 由美子=Yumiko|翔太=Shota; 健一=Kenichi; 大輔=Daisuke|佐藤=Sato; 高橋=Takahashi; 渡辺=Watanabe; 山本=Yamamoto
ko|Hang|fg|f|-|지은=Ji-eun; 서연=Seo-yeon; 민지=Min-ji|민준=Min-jun; 현우=Hyun-woo; 성민=Seong-min|김=Kim; 이=Lee; 박=Park; 최=Choi
ru|Cyrl|gf|f|s|Анастасия=Anastasia; Екатерина=Ekaterina; Ольга=Olga|Дмитрий=Dmitry; Алексей=Alexei; Сергей=Sergei|Смирнов/Смирнова=Smirnov/Smirnova; Волков/Волкова=Volkov/Volkova; Кузнецов/Кузнецова=Kuznetsov/Kuznetsova; Соколов/Соколова=Sokolov/Sokolova
uk|Cyrl|gf|f|s|Оксана=Oksana; Ірина=Iryna; Наталія=Nataliia|Тарас=Taras; Богдан=Bohdan; Андрій=Andrii|Шевчук=Shevchuk; Коваленко=Kovalenko; Бондаренко=Bondarenko; Ткаченко=Tkachenko
bg|Cyrl|gf|f|s|Десислава=Desislava; Милена=Milena; Радослава=Radoslava|Георги=Georgi; Стоян=Stoyan; Явор=Yavor|Иванов/Иванова=Ivanov/Ivanova; Петков/Петкова=Petkov/Petkova; Димитров/Димитрова=Dimitrov/Dimitrova
sr|Cyrl|gf|f|s|Јелена=Jelena; Милица=Milica; Драгана=Dragana|Немања=Nemanja; Милош=Miloš; Душан=Dušan|Јовановић=Jovanović; Петровић=Petrović; Николић=Nikolić; Ђорђевић=Đorđević
mn|Cyrl|fg|g|s|Сарантуяа=Sarantuya; Оюунчимэг=Oyunchimeg; Алтанцэцэг=Altantsetseg|Батбаяр=Batbayar; Ганбаатар=Ganbaatar; Тэмүүлэн=Temuulen|Дорж=Dorj; Болд=Bold; Энхтөр=Enkhtur; Пүрэв=Purev
kk|Cyrl|gf|f|s|Айгерим=Aigerim; Динара=Dinara; Жанар=Zhanar|Ерлан=Yerlan; Нұрлан=Nurlan; Асхат=Askhat|Абдрахманов/Абдрахманова=Abdrakhmanov/Abdrakhmanova; Жумабаев/Жумабаева=Zhumabayev/Zhumabayeva; Нуртазин/Нуртазина=Nurtazin/Nurtazina
el|Grek|gf|f|s|Ελένη=Eleni; Δέσποινα=Despoina; Αικατερίνη=Aikaterini|Γιώργος=Giorgos; Νικόλαος=Nikolaos; Σπύρος=Spyros|Παπαδόπουλος/Παπαδοπούλου=Papadopoulos/Papadopoulou; Οικονόμου=Oikonomou; Καραγιάννης/Καραγιάννη=Karagiannis/Karagianni; Βλάχος/Βλάχου=Vlachos/Vlachou
hy|Armn|gf|f|s|Անի=Ani; Նարինե=Narine; Լուսինե=Lusine|Արամ=Aram; Տիգրան=Tigran; Գևորգ=Gevorg|Պետրոսյան=Petrosyan; Հակոբյան=Hakobyan; Սարգսյան=Sargsyan; Ավետիսյան=Avetisyan
ka|Geor|gf|f|s|ნინო=Nino; ეკატერინე=Ekaterine; ქეთევან=Ketevan|გიორგი=Giorgi; ლევან=Levan; დავით=Davit|ბერიძე=Beridze; კაპანაძე=Kapanadze; გელაშვილი=Gelashvili; მაისურაძე=Maisuradze
hi|Deva|gf|f|s|प्रिया=Priya; अंजलि=Anjali; सुनीता=Sunita|राहुल=Rahul; अमित=Amit; विकास=Vikas|शर्मा=Sharma; वर्मा=Verma; गुप्ता=Gupta; त्रिपाठी=Tripathi
mr|Deva|gf|f|s|स्नेहा=Sneha; ऋतुजा=Rutuja; मधुरा=Madhura|प्रथमेश=Prathamesh; सौरभ=Saurabh; निखिल=Nikhil|देशपांडे=Deshpande; जोशी=Joshi; पाटील=Patil; गायकवाड=Gaikwad
ne|Deva|gf|f|s|सरिता=Sarita; बिनिता=Binita; पुष्पा=Pushpa|सुमन=Suman; राजेश=Rajesh; दिपेन्द्र=Dipendra|श्रेष्ठ=Shrestha; गुरुङ=Gurung; तामाङ=Tamang; अधिकारी=Adhikari
bn|Beng|gf|f|s|সুমাইয়া=Sumaiya; তানজিলা=Tanzila; রুমানা=Rumana|রাকিব=Rakib; তানভীর=Tanvir; সাকিব=Sakib|হোসেন=Hossain; চৌধুরী=Chowdhury; ইসলাম=Islam; সরকার=Sarkar
pa|Guru|gf|f|s|ਹਰਪ੍ਰੀਤ=Harpreet; ਮਨਜੀਤ=Manjit; ਸਿਮਰਨ=Simran|ਗੁਰਪ੍ਰੀਤ=Gurpreet; ਹਰਜਿੰਦਰ=Harjinder; ਜਸਪਾਲ=Jaspal|ਸੰਧੂ=Sandhu; ਗਿੱਲ=Gill; ਢਿੱਲੋਂ=Dhillon; ਗਰੇਵਾਲ=Grewal
gu|Gujr|gf|f|s|હેતલ=Hetal; પૂજા=Pooja; નિરાલી=Nirali|જીગ્નેશ=Jignesh; હાર્દિક=Hardik; ભાવેશ=Bhavesh|પટેલ=Patel; શાહ=Shah; દેસાઈ=Desai; મહેતા=Mehta
ta|Taml|gf|f|s|கவிதா=Kavitha; மீனாட்சி=Meenakshi; தேன்மொழி=Thenmozhi|கார்த்திக்=Karthikeyan; செந்தில்=Senthil; முருகன்=Murugan|சுப்பிரமணியம்=Subramaniam; ராஜேந்திரன்=Rajendran; கணேசன்=Ganesan; பழனிசாமி=Palanisamy
te|Telu|gf|f|s|లావణ్య=Lavanya; శ్రావ్య=Sravya; హారిక=Harika|వెంకటేష్=Venkatesh; శ్రీనివాస్=Srinivas; సాయికిరణ్=Saikiran|రెడ్డి=Reddy; నాయుడు=Naidu; చౌదరి=Chowdary; రావు=Rao
kn|Knda|gf|f|s|ಅರ್ಪಿತಾ=Arpitha; ಶ್ವೇತಾ=Shwetha; ರಮ್ಯಾ=Ramya|ಪ್ರಜ್ವಲ್=Prajwal; ಮಂಜುನಾಥ್=Manjunath; ಕಿರಣ್=Kiran|ಗೌಡ=Gowda; ಹೆಗ್ಡೆ=Hegde; ಶೆಟ್ಟಿ=Shetty; ಭಟ್=Bhat
ml|Mlym|gf|f|s|അനുശ്രീ=Anusree; ലക്ഷ്മി=Lakshmi; ആതിര=Athira|അഭിലാഷ്=Abhilash; ജിതിൻ=Jithin; സനൽ=Sanal|നായർ=Nair; പിള്ള=Pillai; കുറുപ്പ്=Kurup; വർഗീസ്=Varghese
si|Sinh|gf|f|s|නිමාෂා=Nimasha; දිල්රුක්ෂි=Dilrukshi; සඳුනි=Sanduni|කසුන්=Kasun; චමින්ද=Chaminda; ලහිරු=Lahiru|පෙරේරා=Perera; ජයසූරිය=Jayasuriya; බණ්ඩාර=Bandara; ෆොන්සේකා=Fonseka
or|Orya|gf|f|s|ସସ୍ମିତା=Sasmita; ମମତା=Mamata; ଲିପିକା=Lipika|ସୌମ୍ୟ=Soumya; ଦେବାଶିଷ=Debasish; ପ୍ରଦୀପ=Pradeep|ମହାପାତ୍ର=Mohapatra; ପଟ୍ଟନାୟକ=Pattnaik; ଦାଶ=Dash; ସାହୁ=Sahu
th|Thai|gf|g|s|สุภาพร=Supaporn; กัญญา=Kanya; ปิยะนุช=Piyanuch|สมชาย=Somchai; ธนากร=Thanakorn; วีระพงษ์=Weerapong|ศรีสุข=Srisuk; วงศ์ใหญ่=Wongyai; จันทร์เพ็ญ=Chanpen; บุญมา=Boonma
lo|Laoo|gf|g|s|ສຸດາ=Suda; ນາລີ=Naly; ພອນ=Phone|ບຸນມີ=Bounmy; ສົມພອນ=Somphone; ວັນໄຊ=Vanxay|ພົມມະຈັນ=Phommachanh; ສີສຸວັນ=Sisouvanh; ແກ້ວມະນີ=Keomany; ວົງສາ=Vongsa
km|Khmr|fg|g|s|សុភា=Sophea; ចាន់ធា=Chantha; ស្រីពៅ=Sreypov|វិចិត្រ=Vichet; សុខា=Sokha; ដារ៉ា=Dara|សុខ=Sok; កែវ=Keo; ហេង=Heng; ម៉ៅ=Mao
my|Mymr|gf|n|s|အေးမြတ်သူ=Aye Myat Thu; နှင်းဝေ=Hnin Wai; ခင်မာလာ=Khin Mar Lar|ကျော်ဇော=Kyaw Zaw; အောင်ကိုကို=Aung Ko Ko; ဇော်မင်းထွန်း=Zaw Min Htun|
bo|Tibt|gf|n|s|བཀྲ་ཤིས་སྒྲོལ་མ=Tashi Dolma; ཚེ་རིང་དབྱངས་ཅན=Tsering Yangchen; པདྨ་ལྷ་མོ=Pema Lhamo|བསྟན་འཛིན་ནོར་བུ=Tenzin Norbu; བློ་བཟང་ཆོས་འཕེལ=Lobsang Choephel; ཀུན་དགའ་ཉི་མ=Kunga Nyima|
dv|Thaa|gf|g|s|އައިޝަތު=Aishath; މަރިޔަމް=Mariyam; ފާތިމަތު=Fathimath|އަޙްމަދު=Ahmed; މުޙައްމަދު=Mohamed; އިބްރާހީމް=Ibrahim|ރަޝީދު=Rasheed; ޝަރީފް=Shareef; ނަސީމް=Naseem; ޒާހިރު=Zahir
am|Ethi|gf|g|s|ሰላማዊት=Selamawit; ትዕግስት=Tigist; መቅደስ=Meqdes|ዳዊት=Dawit; ዮናስ=Yonas; ብርሃኑ=Birhanu|ተስፋዬ=Tesfaye; ገብረመድህን=Gebremedhin; አለሙ=Alemu; ወልደማርያም=Woldemariam
ti|Ethi|gf|g|s|ፍሬወይኒ=Freweini; ሉላ=Lula; ሰናይት=Senait|ተስፋልደት=Tesfaldet; ሃብቶም=Habtom; ፍስሃ=Fisseha|ገብረሂወት=Gebrehiwet; ተኽለሃይማኖት=Teklehaimanot; ኪዳነ=Kidane; ዘርኣይ=Zerai
iu|Cans|gf|f|s|ᓰᓚ=Siila; ᐅᓛᔪ=Ulaayu; ᒫᑕ=Maata|ᐸᐅᓗᓯ=Paulusi; ᔮᓂ=Jaani; ᐃᖃᓗᒃ=Iqaluk|ᐊᕐᓇᖁᖅ=Arnaquq; ᐱᑦᓯᐅᓚᒃ=Pitsiulak; ᓄᕿᖓᖅ=Nuqingaq; ᐊᑲᕙᒃ=Akavak
zgh|Tfng|gf|f|s|ⵜⵉⵣⵉⵔⵉ=Tiziri; ⴷⵉⵀⵢⴰ=Dihya; ⵜⴰⵏⵉⵏⴰ=Tanina|ⴰⵎⴰⵢⴰⵙ=Amayas; ⵢⵓⴱⴰ=Yuba; ⵉⴷⵉⵔ=Idir|ⴰⵎⵔⵓⵛ=Amrouche; ⵡⴰⵍⵉ=Ouali; ⵎⴰⵎⵎⴻⵔⵉ=Mammeri; ⴰⵢⵜ ⵎⵏⴳⵍⴰⵜ=Ait Mengellet
"""
