"""Round-27 locales written in their own scripts: ``code|script|order|men|women|families`` where each name is
``NATIVE=Latin`` (``A~B`` masculine and feminine forms; ``_`` a space). Order ``gf``/``fg`` is the Latin order;
``fg0`` writes the native name family-first with no space."""

ROWS = """
ru|Cyrillic|gf|Дмитрий=Dmitry Алексей=Aleksei Сергей=Sergei|Ольга=Olga Татьяна=Tatiana Ксения=Ksenia|Кузнецов~Кузнецова=Kuznetsov~Kuznetsova Морозов~Морозова=Morozov~Morozova Волков~Волкова=Volkov~Volkova
uk|Cyrillic|gf|Тарас=Taras Богдан=Bohdan Остап=Ostap|Оксана=Oksana Соломія=Solomiia Галина=Halyna|Шевчук=Shevchuk Бондаренко=Bondarenko Ткаченко=Tkachenko
bg|Cyrillic|gf|Георги=Georgi Стоян=Stoyan Христо=Hristo|Десислава=Desislava Радка=Radka Милена=Milena|Димитров~Димитрова=Dimitrov~Dimitrova Стоянов~Стоянова=Stoyanov~Stoyanova Колев~Колева=Kolev~Koleva
sr|Cyrillic|gf|Милош=Miloš Вук=Vuk Небојша=Nebojša|Јелена=Jelena Драгана=Dragana Снежана=Snežana|Јовановић=Jovanović Павловић=Pavlović Стојковић=Stojković
kk|Cyrillic|gf|Нұрлан=Nurlan Асқар=Asqar Ерлан=Erlan|Айгүл=Aigul Жанар=Zhanar Әсел=Asel|Жұмабаев~Жұмабаева=Zhumabaev~Zhumabaeva Омаров~Омарова=Omarov~Omarova Сейтқали=Seitkali
mn|Cyrillic|gf|Батбаяр=Batbayar Ганбаатар=Ganbaatar Тэмүүлэн=Temuulen|Сарангэрэл=Sarangerel Оюунчимэг=Oyunchimeg Номин=Nomin|Дорж=Dorj Болд=Bold Сүхбаатар=Sukhbaatar
el|Greek|gf|Γιώργος=Giorgos Νικόλαος=Nikolaos Σπύρος=Spyros|Ελένη=Eleni Δέσποινα=Despoina Χρυσούλα=Chrysoula|Παπαδόπουλος~Παπαδοπούλου=Papadopoulos~Papadopoulou Οικονόμου=Oikonomou Καραγιάννης~Καραγιάννη=Karagiannis~Karagianni
ar-EG|Arabic|gf|محمود=Mahmoud طارق=Tarek شريف=Sherif|منى=Mona ياسمين=Yasmin هبة=Heba|الشناوي=El-Shenawy المصري=El-Masry حسنين=Hassanein
ar-SY|Arabic|gf|خالد=Khaled باسل=Basel فراس=Firas|رهف=Rahaf لمى=Lama ديما=Dima|الحلبي=Al-Halabi قباني=Kabbani الأتاسي=Al-Atassi
ar-MA|Arabic|gf|يوسف=Youssef أنور=Anouar إدريس=Driss|سناء=Sanaa نادية=Nadia فاطمة=Fatima|بنجلون=Benjelloun العلوي=El_Alaoui التازي=Tazi
fa|Arabic|gf|داریوش=Dariush کوروش=Kourosh بهرام=Bahram|شیرین=Shirin نسرین=Nasrin پریسا=Parisa|رضایی=Rezaei تهرانی=Tehrani کریمی=Karimi
ur|Arabic|gf|عمران=Imran فیصل=Faisal عدنان=Adnan|عائشہ=Ayesha صائمہ=Saima نادیہ=Nadia|چوہدری=Chaudhry قریشی=Qureshi ملک=Malik
ps|Arabic|gf|زلمی=Zalmai حمید=Hamid وحید=Wahid|ملالۍ=Malalai پلوشه=Palwasha زرغونه=Zarghuna|پوپلزی=Popalzai وردک=Wardak ستانکزی=Stanekzai
he|Hebrew|gf|אבי=Avi יונתן=Yonatan איתי=Itai|נועה=Noa שירה=Shira מיכל=Michal|לוי=Levi פרידמן=Friedman אזולאי=Azoulay
hi|Devanagari|gf|राहुल=Rahul अमित=Amit विकास=Vikas|प्रिया=Priya सुनीता=Sunita अंजलि=Anjali|शर्मा=Sharma वर्मा=Verma गुप्ता=Gupta
mr|Devanagari|gf|सचिन=Sachin गणेश=Ganesh मंगेश=Mangesh|स्नेहा=Sneha माधुरी=Madhuri अश्विनी=Ashwini|पाटील=Patil देशमुख=Deshmukh कुलकर्णी=Kulkarni
ne|Devanagari|gf|सुमन=Suman प्रकाश=Prakash दीपक=Deepak|सरिता=Sarita गीता=Gita कमला=Kamala|श्रेष्ठ=Shrestha थापा=Thapa गुरुङ=Gurung
bn|Bengali|gf|সৌমিত্র=Soumitra অরিন্দম=Arindam তানভীর=Tanvir|মৌসুমী=Mousumi রুমানা=Rumana শর্মিলা=Sharmila|চক্রবর্তী=Chakraborty হোসেন=Hossain মুখার্জি=Mukherjee
pa|Gurmukhi|gf|ਗੁਰਪ੍ਰੀਤ=Gurpreet ਹਰਜੀਤ=Harjit ਮਨਦੀਪ=Mandeep|ਜਸਪ੍ਰੀਤ=Jaspreet ਕਿਰਨਦੀਪ=Kirandeep ਸਿਮਰਨ=Simran|ਸੰਧੂ=Sandhu ਗਿੱਲ=Gill ਢਿੱਲੋਂ=Dhillon
gu|Gujarati|gf|હાર્દિક=Hardik જિગ્નેશ=Jignesh કેતન=Ketan|હેતલ=Hetal ધ્વનિ=Dhvani ફાલ્ગુની=Falguni|પટેલ=Patel શાહ=Shah દેસાઈ=Desai
ta|Tamil|gf|முருகன்=Murugan கார்த்திக்=Karthik செந்தில்=Senthil|கவிதா=Kavitha மீனாட்சி=Meenakshi லட்சுமி=Lakshmi|சுப்பிரமணியம்=Subramaniam ராஜேந்திரன்=Rajendran வேலுசாமி=Velusamy
te|Telugu|gf|వెంకట్=Venkat శ్రీనివాస్=Srinivas రవి=Ravi|లావణ్య=Lavanya శిరీష=Sirisha పద్మ=Padma|రెడ్డి=Reddy నాయుడు=Naidu రావు=Rao
kn|Kannada|gf|ಪ್ರಶಾಂತ್=Prashant ಮಂಜುನಾಥ್=Manjunath ಶಿವು=Shivu|ಅರ್ಚನಾ=Archana ಭವ್ಯ=Bhavya ಸುಮಾ=Suma|ಗೌಡ=Gowda ಹೆಗ್ಡೆ=Hegde ಶೆಟ್ಟಿ=Shetty
ml|Malayalam|gf|അനൂപ്=Anoop ബിജു=Biju ജിതിൻ=Jithin|ദിവ്യ=Divya അഞ്ജു=Anju രേഷ്മ=Reshma|നായർ=Nair മേനോൻ=Menon പിള്ള=Pillai
or|Oriya|gf|ସୁଜିତ=Sujit ଦେବାଶିଷ=Debasish ପ୍ରଦୀପ=Pradeep|ସୁସ୍ମିତା=Susmita ଲିପି=Lipi ମମତା=Mamata|ମହାପାତ୍ର=Mohapatra ପଣ୍ଡା=Panda ଦାସ=Das
si|Sinhala|gf|නුවන්=Nuwan චමින්ද=Chaminda ලසිත්=Lasith|දිල්රුක්ෂි=Dilrukshi නිරෝෂා=Nirosha සඳමාලි=Sandamali|පෙරේරා=Perera ජයසූරිය=Jayasuriya බණ්ඩාර=Bandara
th|Thai|gf|สมชาย=Somchai ธนากร=Thanakorn วีระ=Weera|สุดารัตน์=Sudarat กาญจนา=Kanchana พิมพ์ชนก=Pimchanok|ศรีสุข=Srisuk วงศ์สวัสดิ์=Wongsawat ทองดี=Thongdee
lo|Lao|gf|ສົມພອນ=Somphone ບຸນມີ=Bounmy ວັນໄຊ=Vanxay|ມະນີວອນ=Manivone ແສງເດືອນ=Sengdeuane ອາລຸນີ=Alouny|ພົມມະຈັນ=Phommachanh ສີຫາລາດ=Sihalath ແກ້ວມະນີ=Keomany
km|Khmer|fg|វិចិត្រ=Vichet ដារ៉ា=Dara សុភ័ក្ត្រ=Sopheak|សុភា=Sophea ចន្ទា=Chanda ស្រីនាង=Sreyneang|សុខ=Sok ចាន់=Chan ហេង=Heng
ka|Georgian|gf|გიორგი=Giorgi ლევანი=Levani დავითი=Daviti|ნინო=Nino თამარი=Tamari მარიამი=Mariami|ბერიძე=Beridze კაპანაძე=Kapanadze გელაშვილი=Gelashvili
hy|Armenian|gf|Արամ=Aram Տիգրան=Tigran Գևորգ=Gevorg|Անի=Ani Լուսինե=Lusine Նարինե=Narine|Հակոբյան=Hakobyan Պետրոսյան=Petrosyan Սարգսյան=Sargsyan
am|Ethiopic|gf|አበበ=Abebe ተስፋዬ=Tesfaye ዳዊት=Dawit|ሰላም=Selam ትዕግስት=Tigist መሰረት=Meseret|ከበደ=Kebede ገብረመድህን=Gebremedhin ወልደማርያም=Woldemariam
ti|Ethiopic|gf|ሃብቶም=Habtom ተኽለ=Tekle ሙሴ=Muse|ሳባ=Saba ለተብርሃን=Letebrhan ኤልሳ=Elsa|ገብረሂወት=Gebrehiwet ተወልደ=Tewelde ኪዳነ=Kidane
ko|Hangul|fg0|민준=Minjun 도현=Dohyun 성호=Sungho|서연=Seoyeon 지은=Jieun 하은=Haeun|김=Kim 박=Park 정=Jung
zh-CN|CJK|fg0|建国=Jianguo 志强=Zhiqiang 浩然=Haoran|丽华=Lihua 雪梅=Xuemei 婉清=Wanqing|王=Wang 刘=Liu 陈=Chen
zh-TW|CJK|fg0|家豪=Chia-hao 冠宇=Kuan-yu 俊傑=Chun-chieh|怡君=Yi-chun 淑芬=Shu-fen 雅婷=Ya-ting|林=Lin 黃=Huang 吳=Wu
ja|CJK|fg|健太=Kenta 翔=Sho 大輔=Daisuke|美咲=Misaki 陽子=Yoko 彩花=Ayaka|佐藤=Sato 鈴木=Suzuki 高橋=Takahashi
bo|Tibetan|gf|བསྟན་འཛིན=Tenzin བཀྲ་ཤིས=Tashi ཕུན་ཚོགས=Phuntsok|སྒྲོལ་མ=Dolma ལྷ་མོ=Lhamo པདྨ=Pema|རྡོ་རྗེ=Dorje ནོར་བུ=Norbu རྒྱལ་མཚན=Gyaltsen
dv|Thaana|gf|އަޙްމަދު=Ahmed މުޙައްމަދު=Mohamed ޢަލީ=Ali|އާމިނަތު=Aminath ފާޠިމަތު=Fathimath މަރިޔަމް=Mariyam|ރަޝީދު=Rasheed ޙަސަން=Hassan ނަސީމް=Naseem
""".strip()
