"""Hand-typed native-script name lists for round 21, each name paired with its Latin transliteration.

``code|script|order|custom|sep|female|male|family``: ``NATIVE=Latin`` pairs, ``_`` joins words inside one
Latin name, ``A/B`` is a masculine/feminine pair on both sides. ``order`` is the native order, with
``:gf`` when Latin documents put the given name first; ``sep`` is ``-`` when the native name is written
without a space between family and given name. Burmese and Tibetan names have no family part.
"""

NATIVE_TEXT = """
zh-CN|Hans|fg|s|-|秀英=Xiuying 丽娟=Lijuan 婷婷=Tingting 雪梅=Xuemei|建国=Jianguo 志强=Zhiqiang 浩然=Haoran 俊杰=Junjie|王=Wang 张=Zhang 刘=Liu 陈=Chen 杨=Yang 赵=Zhao 黄=Huang
zh-TW|Hant|fg|s|-|淑芬=Shu-fen 美玲=Mei-ling 怡君=Yi-chun 雅婷=Ya-ting|志明=Chih-ming 建宏=Chien-hung 俊傑=Chun-chieh 家豪=Chia-hao|林=Lin 許=Hsu 蔡=Tsai 鄭=Cheng 謝=Hsieh 賴=Lai
zh-HK|Hant|fg|s|-|嘉欣=Ka-yan 詠詩=Wing-sze 凱琳=Hoi-lam 穎欣=Wing-yan|偉強=Wai-keung 家輝=Ka-fai 志偉=Chi-wai 國雄=Kwok-hung|陳=Chan 黃=Wong 梁=Leung 何=Ho 吳=Ng 鄧=Tang
ja|Jpan|fg:gf|s| |陽子=Yoko 美咲=Misaki 由美=Yumi 恵子=Keiko|健太=Kenta 大輔=Daisuke 翔太=Shota 誠=Makoto|佐藤=Sato 鈴木=Suzuki 高橋=Takahashi 渡辺=Watanabe 伊藤=Ito 小林=Kobayashi
ko|Hang|fg|s|-|지은=Ji-eun 서연=Seo-yeon 민지=Min-ji 수빈=Su-bin|민준=Min-jun 성호=Seong-ho 재현=Jae-hyun 동욱=Dong-uk|김=Kim 이=Lee 박=Park 최=Choi 정=Jung 강=Kang 윤=Yoon
ar|Arab|gf|s| |فاطمة=Fatima مريم=Maryam نور=Nour ليلى=Layla|أحمد=Ahmed خالد=Khaled يوسف=Youssef عمر=Omar|الحسيني=Al-Husseini حداد=Haddad الخطيب=Al-Khatib منصور=Mansour العلي=Al-Ali سليمان=Suleiman
fa|Arab|gf|s| |زهرا=Zahra شیرین=Shirin پریسا=Parisa نگار=Negar|علیرضا=Alireza مهدی=Mehdi امیر=Amir بهرام=Bahram|رضایی=Rezaei حسینی=Hosseini کریمی=Karimi موسوی=Mousavi جعفری=Jafari
ur|Arab|gf|s| |عائشہ=Ayesha صبا=Saba ثمینہ=Samina حنا=Hina|عمران=Imran بلال=Bilal فیصل=Faisal عثمان=Usman|قریشی=Qureshi چوہدری=Chaudhry ملک=Malik شیخ=Sheikh مرزا=Mirza اعوان=Awan
ps|Arab|gf|s| |زرغونه=Zarghona پلوشه=Palwasha شبنم=Shabnam مرسل=Mursal|اجمل=Ajmal نصیر=Nasir شفیق=Shafiq وحید=Wahid|خټک=Khattak مومند=Momand وزیر=Wazir افریدی=Afridi
he|Hebr|gf|s| |נועה=Noa תמר=Tamar מיכל=Michal יעל=Yael|איתי=Itai יונתן=Yonatan אבישי=Avishai ערן=Eran|כהן=Cohen לוי=Levi מזרחי=Mizrahi פרץ=Peretz ביטון=Biton אברהמי=Avrahami
ru|Cyrl|gf|s| |Екатерина=Yekaterina Ольга=Olga Светлана=Svetlana Наталья=Natalya|Дмитрий=Dmitry Сергей=Sergey Алексей=Alexei Андрей=Andrei|Смирнов/Смирнова=Smirnov/Smirnova Кузнецов/Кузнецова=Kuznetsov/Kuznetsova Волков/Волкова=Volkov/Volkova Соколов/Соколова=Sokolov/Sokolova Лебедев/Лебедева=Lebedev/Lebedeva
uk|Cyrl|gf|s| |Оксана=Oksana Олена=Olena Ірина=Iryna Тетяна=Tetiana|Олександр=Oleksandr Богдан=Bohdan Тарас=Taras Володимир=Volodymyr|Шевчук=Shevchuk Коваленко=Kovalenko Бондаренко=Bondarenko Ткаченко=Tkachenko Мельник=Melnyk Кравчук=Kravchuk
bg|Cyrl|gf|s| |Десислава=Desislava Цветелина=Tsvetelina Радостина=Radostina Петя=Petya|Стоян=Stoyan Христо=Hristo Георги=Georgi Николай=Nikolay|Петров/Петрова=Petrov/Petrova Иванов/Иванова=Ivanov/Ivanova Димитров/Димитрова=Dimitrov/Dimitrova Тодоров/Тодорова=Todorov/Todorova
sr|Cyrl|gf|s| |Јелена=Jelena Милица=Milica Драгана=Dragana Сања=Sanja|Милош=Miloš Небојша=Nebojša Душан=Dušan Бранислав=Branislav|Јовановић=Jovanović Петровић=Petrović Николић=Nikolić Ђорђевић=Đorđević Стојановић=Stojanović Илић=Ilić
mn|Cyrl|fg|g| |Оюунчимэг=Oyunchimeg Сарантуяа=Sarantuya Энхжаргал=Enkhjargal Наранцэцэг=Narantsetseg|Батбаяр=Batbayar Ганбаатар=Ganbaatar Тэмүүлэн=Temuulen Мөнхбат=Munkhbat|Болдын=Boldyn Доржийн=Dorjiin Батын=Batyn Цэрэнгийн=Tserengiin Сүхийн=Sukhiin
kk|Cyrl|gf|s| |Айгерім=Aigerim Гүлнар=Gulnar Динара=Dinara Жанар=Zhanar|Нұрлан=Nurlan Ерлан=Yerlan Дәурен=Dauren Асқар=Askar|Сейітов/Сейітова=Seitov/Seitova Жұмабаев/Жұмабаева=Zhumabayev/Zhumabayeva Омаров/Омарова=Omarov/Omarova Ахметов/Ахметова=Akhmetov/Akhmetova
el|Grek|gf|s| |Αικατερίνη=Aikaterini Δέσποινα=Despoina Σοφία=Sofia Ελένη=Eleni|Γεώργιος=Georgios Κωνσταντίνος=Konstantinos Δημήτρης=Dimitris Νικόλαος=Nikolaos|Παπαδόπουλος/Παπαδοπούλου=Papadopoulos/Papadopoulou Οικονόμου=Oikonomou Γεωργίου=Georgiou Καραγιάννης/Καραγιάννη=Karagiannis/Karagianni Βασιλείου=Vasileiou
hi|Deva|gf|s| |प्रिया=Priya सुनीता=Sunita अंजलि=Anjali पूजा=Pooja|राहुल=Rahul अमित=Amit संजय=Sanjay विकास=Vikas|शर्मा=Sharma वर्मा=Verma गुप्ता=Gupta त्रिपाठी=Tripathi श्रीवास्तव=Srivastava मिश्रा=Mishra
mr|Deva|gf|s| |स्नेहा=Sneha अश्विनी=Ashwini मानसी=Manasi सायली=Sayali|प्रथमेश=Prathamesh ओंकार=Omkar मंगेश=Mangesh तुषार=Tushar|देशपांडे=Deshpande कुलकर्णी=Kulkarni जोशी=Joshi पाटील=Patil गायकवाड=Gaikwad
ne|Deva|gf|s| |सरिता=Sarita बिमला=Bimala गीता=Gita कमला=Kamala|बिकास=Bikas सुरेश=Suresh दिपक=Dipak रमेश=Ramesh|श्रेष्ठ=Shrestha थापा=Thapa गुरुङ=Gurung तामाङ=Tamang अधिकारी=Adhikari पौडेल=Poudel
bn|Beng|gf|s| |সুমাইয়া=Sumaiya ফারজানা=Farzana রুমানা=Rumana শ্রাবন্তী=Srabonti|রফিক=Rafiq তানভীর=Tanvir সুমন=Sumon অনির্বাণ=Anirban|চৌধুরী=Chowdhury হোসেন=Hossain রহমান=Rahman মুখার্জি=Mukherjee দাস=Das সরকার=Sarkar
pa|Guru|gf|s| |ਹਰਪ੍ਰੀਤ=Harpreet ਜਸਲੀਨ=Jasleen ਮਨਦੀਪ=Mandeep ਗੁਰਲੀਨ=Gurleen|ਗੁਰਪ੍ਰੀਤ=Gurpreet ਹਰਜੀਤ=Harjit ਬਲਵਿੰਦਰ=Balwinder ਅਮਨਦੀਪ=Amandeep|ਸੰਧੂ=Sandhu ਢਿੱਲੋਂ=Dhillon ਬਰਾੜ=Brar ਸਿੱਧੂ=Sidhu ਰੰਧਾਵਾ=Randhawa ਸਿੰਘ/ਕੌਰ=Singh/Kaur
gu|Gujr|gf|s| |હેતલ=Hetal ધ્વનિ=Dhwani કિંજલ=Kinjal ભૂમિ=Bhoomi|જિગ્નેશ=Jignesh ચિરાગ=Chirag હાર્દિક=Hardik ભાવેશ=Bhavesh|પટેલ=Patel શાહ=Shah દેસાઈ=Desai મહેતા=Mehta પંડ્યા=Pandya ત્રિવેદી=Trivedi
ta|Taml|gf|s| |கலைச்செல்வி=Kalaiselvi கவிதா=Kavitha மீனாட்சி=Meenakshi தமிழ்செல்வி=Tamilselvi|முருகன்=Murugan செந்தில்=Senthil கார்த்திக்=Karthik அருண்=Arun|சுப்பிரமணியம்=Subramaniam ராஜேந்திரன்=Rajendran வேலுசாமி=Velusamy கண்ணன்=Kannan பாலசுப்ரமணியன்=Balasubramanian
te|Telu|gf|s| |లక్ష్మి=Lakshmi స్వాతి=Swathi శ్రావ్య=Sravya సుధ=Sudha|వెంకటేష్=Venkatesh శ్రీనివాస్=Srinivas రవి=Ravi కిరణ్=Kiran|రెడ్డి=Reddy నాయుడు=Naidu రావు=Rao చౌదరి=Chowdary వర్మ=Varma
kn|Knda|gf|s| |ಸೌಮ್ಯ=Soumya ಅರ್ಪಿತಾ=Arpitha ಶ್ವೇತಾ=Shwetha ರಮ್ಯಾ=Ramya|ಮಂಜುನಾಥ್=Manjunath ಪ್ರಶಾಂತ್=Prashanth ನಾಗರಾಜ್=Nagaraj ಸುದೀಪ್=Sudeep|ಗೌಡ=Gowda ಹೆಗ್ಡೆ=Hegde ಶೆಟ್ಟಿ=Shetty ಭಟ್=Bhat ಕಾಮತ್=Kamath
ml|Mlym|gf|s| |അഞ്ജു=Anju ശ്രീദേവി=Sreedevi ആതിര=Athira നിമിഷ=Nimisha|അനൂപ്=Anoop ജിതിൻ=Jithin ബിജു=Biju രാജീവ്=Rajeev|നായർ=Nair മേനോൻ=Menon പിള്ള=Pillai കുര്യൻ=Kurian വർഗീസ്=Varghese
or|Orya|gf|s| |ସୁସ୍ମିତା=Susmita ପ୍ରିୟଙ୍କା=Priyanka ଲିପିକା=Lipika ସସ୍ମିତା=Sasmita|ଦେବାଶିଷ=Debasish ପ୍ରଦୀପ=Pradeep ସୁବ୍ରତ=Subrat ଅଭିଜିତ=Abhijit|ମହାପାତ୍ର=Mohapatra ସାହୁ=Sahu ପଟ୍ଟନାୟକ=Pattnaik ବେହେରା=Behera ପାତ୍ର=Patra
si|Sinh|gf|s| |නිමාලි=Nimali දිල්රුක්ෂි=Dilrukshi සඳමාලි=Sandamali ඉෂාරා=Ishara|කසුන්=Kasun චමින්ද=Chaminda ලහිරු=Lahiru තිලක්=Thilak|පෙරේරා=Perera සිල්වා=Silva රත්නායක=Rathnayake බණ්ඩාර=Bandara දිසානායක=Dissanayake
th|Thai|gf|g| |สุภาพร=Supaporn นภัสสร=Napatsorn กาญจนา=Kanchana วิไลวรรณ=Wilaiwan|สมชาย=Somchai ธนากร=Thanakorn ประเสริฐ=Prasert อนุชา=Anucha|ศรีสุข=Srisuk วงศ์สวัสดิ์=Wongsawat แก้วมณี=Kaewmanee บุญมา=Boonma ทองดี=Thongdee
lo|Laoo|gf|g| |ວິໄລວັນ=Vilayvanh ສຸດາລັດ=Soudalath ແສງຈັນ=Sengchanh|ສົມພອນ=Somphone ບຸນມີ=Bounmy ຄຳພັນ=Khamphanh ທອງລາ=Thongla|ພົມມະຈັນ=Phommachanh ແກ້ວມະນີ=Keomany ວົງສາ=Vongsa ສີຫາລາດ=Sihalath ພັນທະວົງ=Phanthavong
km|Khmr|fg|g| |សុភា=Sophea ស្រីពៅ=Sreypov ចាន់ធី=Chanthy ធីតា=Thida|សុខា=Sokha ដារ៉ា=Dara ពិសិដ្ឋ=Piseth វណ្ណា=Vanna|សុខ=Sok ជា=Chea ឈឹម=Chhim ញឹក=Nhek ព្រហ្ម=Prum
my|Mymr|gf|w| |ခင်မာလာ=Khin_Mar_Lar စုမြတ်နိုး=Su_Myat_Noe ဝင်းဝင်းမြင့်=Win_Win_Myint ယဉ်ယဉ်အေး=Yin_Yin_Aye|အောင်ကျော်မိုး=Aung_Kyaw_Moe ဇော်မင်းထွန်း=Zaw_Min_Htun ကျော်ဇင်=Kyaw_Zin မင်းသူ=Min_Thu|
bo|Tibt|gf|w| |ཚེ་རིང་ལྷ་མོ=Tsering_Lhamo བདེ་སྐྱིད=Dekyi སྒྲོལ་མ=Dolma པདྨ་ཡང་ཆེན=Pema_Yangchen|བསྟན་འཛིན་ནོར་བུ=Tenzin_Norbu བཀྲ་ཤིས=Tashi ཀུན་དགའ=Kunga ཐུབ་བསྟན=Thubten|
am|Ethi|gf|g| |መሰረት=Meseret ትዕግስት=Tigist ሰላማዊት=Selamawit ብርቱካን=Birtukan|ዳዊት=Dawit ሰለሞን=Solomon ተስፋዬ=Tesfaye ዮሐንስ=Yohannes|በቀለ=Bekele ታደሰ=Tadesse አለሙ=Alemu ወልደማርያም=Woldemariam ጌታቸው=Getachew
ti|Ethi|gf|g| |ለምለም=Lemlem ፍረወይኒ=Freweini ሳምራዊት=Samrawit ኣስቴር=Aster|ተኽለ=Tekle ሃብቶም=Habtom ኪዳነ=Kidane ምሕረትኣብ=Mehretab|ገብረሂወት=Gebrehiwet ተስፋማርያም=Tesfamariam ወልደሚካኤል=Woldemichael ዘርኡ=Zeru ኣስመሮም=Asmerom
hy|Armn|gf|s| |Անի=Ani Նարինե=Narine Լուսինե=Lusine Գայանե=Gayane|Արամ=Aram Տիգրան=Tigran Դավիթ=Davit Վահե=Vahe|Հակոբյան=Hakobyan Պետրոսյան=Petrosyan Սարգսյան=Sargsyan Մկրտչյան=Mkrtchyan Ավետիսյան=Avetisyan
ka|Geor|gf|s| |ნინო=Nino მაკა=Maka ეკა=Eka ნათია=Natia|გიორგი=Giorgi ლაშა=Lasha ლევან=Levan ზურაბ=Zurab|ბერიძე=Beridze კაპანაძე=Kapanadze გელაშვილი=Gelashvili მაისურაძე=Maisuradze ლომიძე=Lomidze
iu|Cans|gf|s| |ᐃᓕᓴᐱ=Elisapee ᓘᓯ=Luusi ᒥᐊᓕ=Miali|ᐸᐅᓗᓯ=Pauloosie ᔮᔨ=Jaaji ᐃᓐᓄᒃ=Innuk|ᑭᓚᐳᒃ=Kilabuk ᐊᕐᓇᖁᖅ=Arnaquq ᐊᒃᐸᓕᐊᓗᒃ=Akpalialuk ᖃᑉᐱᒃ=Qappik ᐆᑐᕙ=Ootoova
chr|Cher|gf|s| |ᎺᎵ=Meli ᏌᎵ=Sali ᎾᏏ=Nasi|ᏣᏂ=Tsani ᏫᎵ=Wili ᏥᎻ=Jimi|ᏌᎶᎵ=Saloli ᏖᎯ=Tehee ᏔᎵᏍᎩ=Talisgi ᎪᏍᏓ=Kosda
dv|Thaa|gf|g| |ޢާއިޝަތު=Aishath ފާޠިމަތު=Fathimath މަރިޔަމް=Mariyam|ޙުސައިން=Hussain އިބްރާހީމް=Ibrahim މުޙައްމަދު=Mohamed|ޝިހާމް=Shiham ނަސީމް=Naseem ޒާހިރު=Zahir ރަޝީދު=Rasheed
zgh|Tfng|gf|s| |ⵜⵉⵍⵉⵍⴰ=Tilila ⵜⵉⵏⵀⵉⵏⴰⵏ=Tinhinane ⵜⴰⵙⵍⵉⵜ=Taslit|ⵎⴰⵙⵉⵏ=Massin ⴰⵖⵉⵍⴰⵙ=Aghilas ⵎⴰⵣⵉⵖ=Mazigh|ⴰⵎⵣⴰⵍ=Amzal ⵓⴱⵍⵍⴰ=Oubella ⴰⵙⵙⵓ=Assou ⴰⴽⵏⵓⵛ=Aknouch
"""
