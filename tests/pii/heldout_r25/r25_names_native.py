"""Native-script locales typed for round 25: code|script|order|later|given|family, each name NATIVE=Latin.
``f:`` marks a feminine given name; ``M/F=M/F`` a family name with a feminine form; ``-`` no family name; ``_``
a space in the Latin form. order: gf, fg (family first, spaced), fgc (family first, written together), mono."""

NATIVE = """
zh-CN|Han|fgc|s|志强=Zhiqiang 国华=Guohua 建平=Jianping f:雨涵=Yuhan f:欣怡=Xinyi f:晓燕=Xiaoyan|刘=Liu 黄=Huang 林=Lin 罗=Luo 谢=Xie
zh-TW|Han|fgc|s|冠宇=Guan-yu 家豪=Chia-hao 柏翰=Po-han f:怡君=Yi-chun f:淑芬=Shu-fen f:雅婷=Ya-ting|陳=Chen 許=Hsu 蔡=Tsai 楊=Yang
ja|Han|fg|s|大輔=Daisuke 健太=Kenta 亮介=Ryosuke f:美咲=Misaki f:彩花=Ayaka f:千尋=Chihiro|山本=Yamamoto 中村=Nakamura 小林=Kobayashi 渡辺=Watanabe
ko|Hangul|fgc|s|민준=Minjun 서준=Seojun 현우=Hyunwoo f:서연=Seoyeon f:지민=Jimin f:예린=Yerin|박=Park 정=Jung 최=Choi 한=Han 오=Oh
ru|Cyrillic|gf|s|Дмитрий=Dmitry Алексей=Aleksei Егор=Yegor f:Татьяна=Tatyana f:Наталья=Natalya f:Дарья=Darya|Соколов/Соколова=Sokolov/Sokolova Лебедев/Лебедева=Lebedev/Lebedeva Орлов/Орлова=Orlov/Orlova
uk|Cyrillic|gf|s|Тарас=Taras Богдан=Bohdan Андрій=Andrii f:Оксана=Oksana f:Ірина=Iryna f:Олена=Olena|Шевченко=Shevchenko Ткаченко=Tkachenko Кравчук=Kravchuk Бойко=Boiko
bg|Cyrillic|gf|s|Георги=Georgi Ивайло=Ivaylo Калоян=Kaloyan f:Радост=Radost f:Десислава=Desislava|Петков/Петкова=Petkov/Petkova Илиев/Илиева=Iliev/Ilieva Тодоров/Тодорова=Todorov/Todorova
ky|Cyrillic|gf|s|Азамат=Azamat Бакыт=Bakyt f:Айпери=Aiperi f:Нурзада=Nurzada|Осмонов/Осмонова=Osmonov/Osmonova Токтогулов/Токтогулова=Toktogulov/Toktogulova Абдылдаев/Абдылдаева=Abdyldaev/Abdyldaeva
tg|Cyrillic|gf|s|Фирдавс=Firdavs Рустам=Rustam f:Нилуфар=Nilufar f:Мадина=Madina|Шарипов/Шарипова=Sharipov/Sharipova Назаров/Назарова=Nazarov/Nazarova
el|Greek|gf|s|Κωνσταντίνος=Konstantinos Δημήτρης=Dimitris Σπύρος=Spyros f:Μαρία=Maria f:Αικατερίνη=Aikaterini f:Χαρίκλεια=Chariklia|Γεωργίου=Georgiou Παπαδάκης/Παπαδάκη=Papadakis/Papadaki Βλάχος/Βλάχου=Vlachos/Vlachou
he|Hebrew|gf|s|אריאל=Ariel עומר=Omer איתי=Itai f:תמר=Tamar f:מיכל=Michal f:הדס=Hadas|אזולאי=Azoulay ביטון=Biton פרידמן=Friedman אוחיון=Ohayon
ar|Arabic|gf|s|عمر=Omar طارق=Tarek سامر=Samer f:هدى=Huda f:رانيا=Rania f:ريم=Reem|الخطيب=Al-Khatib منصور=Mansour الشامي=Al-Shami
fa|Arabic|gf|s|بهرام=Bahram مهدی=Mehdi f:نسرین=Nasrin f:فرشته=Fereshteh|محمدی=Mohammadi احمدی=Ahmadi جعفری=Jafari
ur|Arabic|gf|s|فیصل=Faisal حمزہ=Hamza f:عائشہ=Ayesha f:ثناء=Sana|بٹ=Butt شیخ=Sheikh اعوان=Awan
ps|Arabic|gf|s|نجیب=Najib ذبیح=Zabih f:زرمینه=Zarmina f:پلوشه=Palwasha|احمدزی=Ahmadzai شینواری=Shinwari
ckb|Arabic|gf|s|هێمن=Hemin ئاسۆ=Aso f:ژیلا=Zhila f:شنە=Shna|کەریم=Karim ڕەشید=Rashid
hi|Devanagari|gf|s|राहुल=Rahul आदित्य=Aditya f:पूजा=Pooja f:नेहा=Neha|गुप्ता=Gupta मिश्रा=Mishra अग्रवाल=Agarwal
ne|Devanagari|gf|s|राजेश=Rajesh दीपक=Deepak f:सुनिता=Sunita f:अनिता=Anita|थापा=Thapa अधिकारी=Adhikari
bn|Bengali|gf|s|রাকিব=Rakib তানভীর=Tanvir f:নুসরাত=Nusrat f:সুমাইয়া=Sumaiya|হোসেন=Hossain ইসলাম=Islam বিশ্বাস=Biswas
pa|Gurmukhi|gf|s|ਅਮਨਦੀਪ=Amandeep ਰਾਜਵੀਰ=Rajveer f:ਕਿਰਨਦੀਪ=Kirandeep f:ਹਰਲੀਨ=Harleen|ਬਰਾੜ=Brar ਗਰੇਵਾਲ=Grewal ਸਿੱਧੂ=Sidhu
gu|Gujarati|gf|s|ભાવેશ=Bhavesh નિરવ=Nirav f:કૃપા=Krupa f:ફાલ્ગુની=Falguni|મહેતા=Mehta ત્રિવેદી=Trivedi ચૌહાણ=Chauhan
ta|Tamil|gf|s|அருண்=Arun விஜய்=Vijay f:ஐஸ்வர்யா=Aishwarya f:லாவண்யா=Lavanya|கிருஷ்ணன்=Krishnan முருகன்=Murugan
te|Telugu|gf|s|రవి=Ravi సాయి=Sai f:స్వాతి=Swathi f:హారిక=Harika|రావు=Rao చౌదరి=Chowdary
kn|Kannada|gf|s|ಪ್ರಕಾಶ್=Prakash ಸಂತೋಷ್=Santosh f:ರಮ್ಯಾ=Ramya f:ಸುಮಾ=Suma|ಶೆಟ್ಟಿ=Shetty ಭಟ್=Bhat
ml|Malayalam|gf|s|സുരേഷ്=Suresh ബിനു=Binu f:അനുപമ=Anupama f:രേഷ്മ=Reshma|പിള്ള=Pillai കുര്യൻ=Kurian
or|Oriya|gf|s|ଅଭିଷେକ=Abhishek ସୌମ୍ୟ=Soumya f:ପ୍ରିୟଙ୍କା=Priyanka f:ଲିପ୍ସା=Lipsa|ସାହୁ=Sahu ବେହେରା=Behera
si|Sinhala|gf|s|නුවන්=Nuwan කසුන්=Kasun f:දිල්රුක්ෂි=Dilrukshi f:සඳුනි=Sanduni|ගුණවර්ධන=Gunawardena සිල්වා=Silva
th|Thai|gf|g|ณัฐพล=Nattapon วีระ=Weera f:กมลชนก=Kamonchanok f:อรอุมา=On-uma|ทองดี=Thongdee แก้วมณี=Kaewmanee
lo|Lao|gf|g|ບຸນມີ=Bounmy ສົມສັກ=Somsak f:ວັນນາ=Vanna f:ມະນີ=Manee|ສີພັນດອນ=Siphandone ແສງອາລຸນ=Sengaloun
km|Khmer|fg|g|ដារា=Dara វិចិត្រ=Vichet f:សុខា=Sokha f:ចន្ទ្រា=Chantrea|ឈឹម=Chhim ម៉ៅ=Mao
my|Myanmar|mono|g|အောင်ကိုကို=Aung_Ko_Ko မျိုးမင်းထွန်း=Myo_Min_Htun f:ခင်မာလာ=Khin_Mar_Lar f:နန္ဒာ=Nanda|-
am|Ethiopic|gf|s|አበበ=Abebe ተስፋዬ=Tesfaye f:ትዕግስት=Tigist f:መሰረት=Meseret|ከበደ=Kebede ግርማ=Girma ወልደማርያም=Woldemariam
ti|Ethiopic|gf|s|ዳዊት=Dawit ሚካኤል=Mikael f:ሳባ=Saba f:ሉላ=Lula|ተኽለ=Tekle ሃብተ=Habte
ka|Georgian|gf|s|გიორგი=Giorgi ლევან=Levan f:ნინო=Nino f:მაკა=Maka|ბერიძე=Beridze კაპანაძე=Kapanadze გელაშვილი=Gelashvili
hy|Armenian|gf|s|Դավիթ=Davit Տիգրան=Tigran f:Անահիտ=Anahit f:Լուսինե=Lusine|Սարգսյան=Sargsyan Հովհաննիսյան=Hovhannisyan Պետրոսյան=Petrosyan
bo|Tibetan|gf|g|བསྟན་འཛིན=Tenzin ནོར་བུ=Norbu f:སྒྲོལ་མ=Dolma f:པདྨ=Pema|ཚེ་རིང=Tsering བཀྲ་ཤིས=Tashi
iu|Canadian Syllabics|gf|s|ᐸᐅᓗᓯ=Paulusi ᓴᐃᒧᓐ=Saimun f:ᐃᓕᓴᐱ=Ilisapi f:ᓗᓯ=Lusi|ᑯᓄᒃ=Kunuk ᐱᑦᓯᐅᓚᒃ=Pitsiulak ᖃᕙᕙᐅ=Qavavau
dv|Thaana|gf|s|އިބްރާހީމް=Ibrahim ހަސަން=Hassan f:އާމިނަތު=Aminath f:މަރިޔަމް=Mariyam|ޝަރީފް=Shareef ރަޝީދު=Rasheed ނަސީމް=Naseem
syr|Syriac|gf|s|ܝܘܚܢܢ=Yohanan ܫܡܥܘܢ=Shimon f:ܫܡܝܪܡ=Shamiram f:ܡܪܬܐ=Marta|ܥܘܕܝܫܘ=Odisho ܒܢܝܡܝܢ=Benyamin
nqo|NKo|gf|s|ߡߊߡߊߘߎ=Mamadu ߛߊߟߌߝߎ=Salifu f:ߝߊߕߎߡߊߕߊ=Fatumata f:ߡߊߙߌߦߊߡߊ=Mariyama|ߞߋߌߕߊ=Keita ߕߙߊߏߙߋ=Traore ߞߎߦߊߕߋ=Kuyate
tzm|Tifinagh|gf|s|ⵎⴰⵙⵉⵏⵉⵙⴰ=Massinissa ⵢⵓⴳⵓⵔⵜⴻⵏ=Yugurten f:ⵜⵉⵍⴻⵍⵍⵉ=Tilelli f:ⴷⵉⵀⵢⴰ=Dihya|ⴰⵎⵔⴰⵏⵉ=Amrani ⵓⵍⵃⴰⵊ=Oulhaj
ff-Adlm|Adlam|gf|s|𞤀𞤥𞤢𞤣𞤵=Amadu 𞤀𞤤𞤬𞤢=Alfa f:𞤑𞤢𞤣𞤭𞤴𞤢𞤼𞤵=Kadiyatu f:𞤖𞤢𞤱𞤢=Hawa|𞤄𞤢𞤸=Bah 𞤔𞤢𞤤𞤤𞤮=Jallo 𞤅𞤮𞤱=Sow
chr|Cherokee|gf|s|ᏫᎵ=Wili ᏌᎶᎵ=Saloli f:ᎠᏱᏔ=Ayita f:ᎠᎹ=Ama|ᎤᏬᏘ=Uwoti ᏆᏍᏗ=Quasdi
"""
