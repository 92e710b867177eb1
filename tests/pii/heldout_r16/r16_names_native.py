"""Hand-typed native-script names: ``@locale script order later joiner``, then ``F``/``M``/``S`` lines of
``NATIVE=Latin`` pairs (``_`` stands for a space; an ``S`` line of ``-`` means the custom has no family name)."""

NATIVE_TEXT = """
@ar Arab gf fam sp
F ريم=Reem هالة=Hala سلمى=Salma نور=Nour لبنى=Lubna
M طارق=Tariq ياسر=Yasser مازن=Mazen كريم=Karim فراس=Firas
S الحسيني=al-Husseini الزعبي=al-Zoubi حداد=Haddad النجار=al-Najjar الخطيب=el-Khatib
@fa Arab gf fam sp
F شیرین=Shirin مهسا=Mahsa نگار=Negar پریسا=Parisa
M بهرام=Bahram آرش=Arash کاوه=Kaveh فرهاد=Farhad
S رضایی=Rezaei تهرانی=Tehrani کاظمی=Kazemi صدری=Sadri
@ur Arab gf fam sp
F عائشہ=Ayesha ثنا=Sana مہوش=Mehwish
M عمران=Imran بلال=Bilal فیصل=Faisal
S قریشی=Qureshi چوہدری=Chaudhry بٹ=Butt
@ps Arab gf fam sp
F ملالۍ=Malalai زرغونه=Zarghuna
M احمد_شاه=Ahmad_Shah نجیب=Najib
S یوسفزی=Yousafzai کاکړ=Kakar
@ru Cyrl gf fam sp
F Анастасия=Anastasia Ксения=Kseniya Ольга=Olga Дарья=Darya
M Святослав=Svyatoslav Игорь=Igor Алексей=Aleksei Тимофей=Timofei
S Кузнецова=Kuznetsova Воробьёв=Vorobyov Лебедева=Lebedeva Зайцев=Zaitsev
@uk Cyrl gf fam sp
F Оксана=Oksana Соломія=Solomiia Ганна=Hanna
M Богдан=Bohdan Тарас=Taras Остап=Ostap
S Шевчук=Shevchuk Коваленко=Kovalenko Мельник=Melnyk Бондаренко=Bondarenko
@sr Cyrl gf fam sp
F Јелена=Jelena Милица=Milica Драгана=Dragana
M Немања=Nemanja Душан=Dušan Милош=Miloš
S Јовановић=Jovanović Петровић=Petrović Николић=Nikolić
@bg Cyrl gf fam sp
F Десислава=Desislava Цветелина=Tsvetelina
M Стоян=Stoyan Веселин=Veselin
S Георгиева=Georgieva Тодоров=Todorov
@kk Cyrl gf fam sp
F Айгерім=Aigerim Динара=Dinara
M Нұрлан=Nurlan Ерлан=Yerlan
S Сейітова=Seiitova Жұмабаев=Zhumabayev
@mn Cyrl gf giv sp
F Оюунчимэг=Oyunchimeg Сарангэрэл=Sarangerel
M Батбаяр=Batbayar Ганзориг=Ganzorig
S Дорж=Dorj Болд=Bold
@hi Deva gf fam sp
F प्रिया=Priya सुनीता=Sunita अनुराधा=Anuradha
M राजेश=Rajesh अमित=Amit विवेक=Vivek
S शर्मा=Sharma वर्मा=Verma त्रिपाठी=Tripathi
@ne Deva gf fam sp
F सरिता=Sarita बिना=Bina
M सुमन=Suman प्रकाश=Prakash
S श्रेष्ठ=Shrestha थापा=Thapa गुरुङ=Gurung
@mr Deva gf fam sp
F मृणाल=Mrunal स्मिता=Smita
M सचिन=Sachin अजय=Ajay
S पाटील=Patil जोशी=Joshi
@zh-CN Hans fg giv no
F 丽娟=Lijuan 雪梅=Xuemei 婷=Ting 思雨=Siyu
M 建国=Jianguo 浩然=Haoran 伟=Wei 子轩=Zixuan
S 王=Wang 李=Li 张=Zhang 刘=Liu 欧阳=Ouyang
@zh-TW Hant fg giv no
F 怡君=Yi-chun 雅婷=Ya-ting 淑芬=Shu-fen
M 志明=Chih-ming 家豪=Chia-hao 俊傑=Chun-chieh
S 陳=Chen 林=Lin 黃=Huang 蔡=Tsai
@zh-HK Hant fg giv no
F 嘉欣=Ka-yan 詠詩=Wing-sze 美玲=Mei-ling
M 家樂=Ka-lok 志強=Chi-keung 浩賢=Ho-yin
S 陳=Chan 黃=Wong 張=Cheung 梁=Leung
@ja Jpan fg fam no
F 陽子=Yoko 美咲=Misaki 千尋=Chihiro
M 健太=Kenta 翔=Sho 大輔=Daisuke
S 佐藤=Sato 高橋=Takahashi 渡辺=Watanabe 小林=Kobayashi
@ko Hang fg fam no
F 서연=Seo-yeon 지아=Ji-a 하은=Ha-eun 민지=Min-ji
M 민준=Min-jun 도윤=Do-yun 현우=Hyun-woo 준호=Jun-ho
S 김=Kim 박=Park 최=Choi 정=Jung 윤=Yoon
@am Ethi gf giv sp
F ሐና=Hanna ብርቱካን=Birtukan መሰረት=Meseret ትዕግስት=Tigist
M ዳዊት=Dawit ተስፋዬ=Tesfaye ሰለሞን=Solomon አበበ=Abebe
S ገብረመድህን=Gebremedhin ወልደማርያም=Woldemariam ታደሰ=Tadesse በቀለ=Bekele
@ti Ethi gf giv sp
F ሳባ=Saba ለምለም=Lemlem ሰላም=Selam
M ሙሴ=Muse ፍስሃ=Fisseha ዮናስ=Yonas
S ተኽለ=Tekle ገብረሂወት=Gebrehiwet ሃብተ=Habte
@gu Gujr gf fam sp
F હેતલ=Hetal નિશા=Nisha કિંજલ=Kinjal
M હાર્દિક=Hardik જીગર=Jigar મિતેશ=Mitesh
S પટેલ=Patel દેસાઈ=Desai શાહ=Shah મહેતા=Mehta
@ta Taml gf fam sp
F கவிதா=Kavitha மீனாட்சி=Meenakshi தேன்மொழி=Thenmozhi
M செந்தில்=Senthil முருகன்=Murugan கார்த்திக்=Karthik
S சுப்பிரமணியம்=Subramaniam ராஜேந்திரன்=Rajendran பாலசுப்பிரமணியன்=Balasubramanian
@bn Beng gf fam sp
F তানিয়া=Tania সুমাইয়া=Sumaiya রুমানা=Rumana
M তানভীর=Tanvir রাকিব=Rakib সৌমিত্র=Soumitra
S চৌধুরী=Chowdhury হোসেন=Hossain মুখার্জি=Mukherjee
@pa Guru gf fam sp
F ਹਰਪ੍ਰੀਤ=Harpreet ਜਸਲੀਨ=Jasleen ਨਵਨੀਤ=Navneet
M ਗੁਰਵਿੰਦਰ=Gurwinder ਮਨਜੀਤ=Manjeet ਹਰਜੀਤ=Harjeet
S ਕੌਰ=Kaur ਸਿੰਘ=Singh ਸੰਧੂ=Sandhu ਗਿੱਲ=Gill
@my Mymr gf giv sp
F ခင်မာလွင်=Khin_Mar_Lwin သီတာဦး=Thida_Oo
M အောင်ကျော်=Aung_Kyaw ဇော်မင်းထွန်း=Zaw_Min_Tun
S -
@hy Armn gf fam sp
F Անահիտ=Anahit Լիլիթ=Lilit Նարինե=Narine
M Արամ=Aram Տիգրան=Tigran Վահե=Vahe
S Պետրոսյան=Petrosyan Հակոբյան=Hakobyan Սարգսյան=Sargsyan
@km Khmr fg giv sp
F សុភា=Sophea ចាន់ធី=Chanthy
M វិចិត្រ=Vichet សុខា=Sokha
S សុខ=Sok ចាន់=Chan ហេង=Heng
@te Telu gf fam sp
F లావణ్య=Lavanya శ్రావ్య=Sravya
M వెంకట్=Venkat శ్రీనివాస్=Srinivas
S రెడ్డి=Reddy నాయుడు=Naidu
@el Grek gf fam sp
F Ελένη=Eleni Δέσποινα=Despoina Αικατερίνη=Aikaterini
M Σπύρος=Spyros Θανάσης=Thanasis Γιώργος=Giorgos
S Παπαδοπούλου=Papadopoulou Οικονόμου=Oikonomou Καραγιάννης=Karagiannis
@ml Mlym gf fam sp
F അനുപമ=Anupama ലക്ഷ്മി=Lakshmi
M സുരേഷ്=Suresh അജിത്=Ajith
S നായർ=Nair പിള്ള=Pillai മേനോൻ=Menon
@lo Laoo gf giv sp
F ນົງລັກ=Nongluck ພອນສະຫວັນ=Phonsavanh
M ສົມພອນ=Somphone ບຸນມີ=Bounmy
S ພົມມະຈັນ=Phommachanh ສີສຸວັນ=Sisouvanh
@ka Geor gf fam sp
F ნინო=Nino თამარ=Tamar მაკა=Maka
M გიორგი=Giorgi ლევან=Levan დავით=Davit
S ბერიძე=Beridze კაპანაძე=Kapanadze გელაშვილი=Gelashvili
@th Thai gf giv sp
F สุภาพร=Supaporn นภัสสร=Napatsorn
M ธนากร=Thanakorn สมชาย=Somchai
S ศรีสุข=Srisuk วงศ์สวัสดิ์=Wongsawat
@bo Tibt gf giv sp
F དོལ་མ=Dolma ཡང་ཆེན=Yangchen
M བསྟན་འཛིན=Tenzin ཀུན་དགའ=Kunga
S -
@dv Thaa gf giv sp
F އާމިނަތު=Aminath ޝިފާ=Shifa
M އިބްރާހީމް=Ibrahim ޙުސައިން=Hussain
S ރަޝީދު=Rasheed ނަސީމް=Naseem
@he Hebr gf fam sp
F נועה=Noa שירה=Shira תמר=Tamar
M איתי=Itai עומר=Omer יונתן=Yonatan
S כהן=Cohen לוי=Levi אברהמי=Avrahami
@or Orya gf fam sp
F ସ୍ମିତା=Smita ପ୍ରିୟଙ୍କା=Priyanka
M ସୌମ୍ୟ=Soumya ଦେବାଶିଷ=Debasish
S ମହାପାତ୍ର=Mohapatra ପଣ୍ଡା=Panda
@kn Knda gf fam sp
F ಅರ್ಚನಾ=Archana ರಶ್ಮಿ=Rashmi
M ಮಂಜುನಾಥ=Manjunath ಪ್ರಶಾಂತ್=Prashanth
S ಗೌಡ=Gowda ಹೆಗ್ಡೆ=Hegde
@si Sinh gf fam sp
F නිලූකා=Niluka දිල්රුක්ෂි=Dilrukshi
M චමින්ද=Chaminda නුවන්=Nuwan
S පෙරේරා=Perera ජයසූරිය=Jayasuriya
@iu Cans gf fam sp
F ᐊᓗᓐᓇ=Aluuna ᓯᐊᓚ=Siala ᓄᕙᕋᓇ=Nuvarana
M ᐃᓄᒃᓱᒃ=Inuksuk ᐱᐅᓯ=Piusi ᑕᑯ=Taqqu
S ᐊᕐᓇᖅ=Arnaq ᑭᓪᓚᖅ=Killaq ᐃᓕᓐᓂᐊᖅ=Ilinniaq
"""
