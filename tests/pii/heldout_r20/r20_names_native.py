"""Hand-typed names in native scripts, each `NATIVE=Latin`, comma-separated.

Fields: locale | order (gf, fg, n: no family name) | later mention (s, g, f: the whole name) | script |
female | male | family | optional feminine family forms. A `*` after the script: the native full name is
written without a space (Chinese, Japanese, Korean)."""

NATIVE_TEXT = """
ar|gf|s|Arab|ليلى=Layla,هبة=Heba,مريم=Maryam,رنا=Rana,سلمى=Salma|أحمد=Ahmad,يوسف=Youssef,خالد=Khaled,طارق=Tarek,سامر=Samer|حداد=Haddad,خوري=Khoury,المصري=Al-Masri,النجار=Al-Najjar,الشامي=Al-Shami,عبيد=Obeid,سلامة=Salameh
fa|gf|s|Arab|شیرین=Shirin,مهسا=Mahsa,نگار=Negar,پریسا=Parisa,آزاده=Azadeh|کاوه=Kaveh,بهرام=Bahram,حمید=Hamid,مهرداد=Mehrdad,آرش=Arash|رضایی=Rezaei,محمدی=Mohammadi,کریمی=Karimi,نوری=Nouri,تهرانی=Tehrani,صادقی=Sadeghi,جعفری=Jafari
ur|gf|s|Arab|عائشہ=Ayesha,ثمینہ=Samina,نادیہ=Nadia,رابعہ=Rabia,صبا=Saba|عمران=Imran,فیصل=Faisal,بلال=Bilal,عاصم=Asim,کامران=Kamran|قریشی=Qureshi,چوہدری=Chaudhry,ملک=Malik,اعوان=Awan,مرزا=Mirza,راجپوت=Rajput,بٹ=Butt
ps|gf|s|Arab|زرغونه=Zarghona,پلوشه=Palwasha,شبنم=Shabnam,ملالۍ=Malalai|اجمل=Ajmal,ذبیح=Zabih,نورالله=Noorullah,وحید=Wahid|خټک=Khattak,افریدی=Afridi,مومند=Mohmand,شینواري=Shinwari,وزیر=Wazir
ru|gf|s|Cyrl|Ольга=Olga,Татьяна=Tatiana,Екатерина=Ekaterina,Светлана=Svetlana,Людмила=Lyudmila|Дмитрий=Dmitry,Алексей=Alexei,Сергей=Sergei,Николай=Nikolai,Павел=Pavel|Смирнов=Smirnov,Кузнецов=Kuznetsov,Соколов=Sokolov,Лебедев=Lebedev,Морозов=Morozov,Волков=Volkov,Фёдоров=Fyodorov|Смирнова=Smirnova,Кузнецова=Kuznetsova,Соколова=Sokolova,Лебедева=Lebedeva,Морозова=Morozova,Волкова=Volkova,Фёдорова=Fyodorova
uk|gf|s|Cyrl|Оксана=Oksana,Наталія=Nataliia,Олена=Olena,Ірина=Iryna,Галина=Halyna|Тарас=Taras,Богдан=Bohdan,Андрій=Andrii,Олександр=Oleksandr,Василь=Vasyl|Шевчук=Shevchuk,Коваленко=Kovalenko,Бондаренко=Bondarenko,Мельник=Melnyk,Ткаченко=Tkachenko,Олійник=Oliinyk,Кравець=Kravets
sr|gf|s|Cyrl|Јелена=Jelena,Милица=Milica,Драгана=Dragana,Снежана=Snežana|Милош=Miloš,Небојша=Nebojša,Дејан=Dejan,Зоран=Zoran|Јовановић=Jovanović,Петровић=Petrović,Николић=Nikolić,Ђорђевић=Đorđević,Стојановић=Stojanović,Илић=Ilić
bg|gf|s|Cyrl|Десислава=Desislava,Цветелина=Tsvetelina,Радка=Radka,Милена=Milena|Христо=Hristo,Стоян=Stoyan,Пламен=Plamen,Веселин=Veselin|Петров=Petrov,Георгиев=Georgiev,Димитров=Dimitrov,Тодоров=Todorov,Стоянов=Stoyanov,Колев=Kolev|Петрова=Petrova,Георгиева=Georgieva,Димитрова=Dimitrova,Тодорова=Todorova,Стоянова=Stoyanova,Колева=Koleva
kk|gf|s|Cyrl|Айгерим=Aigerim,Динара=Dinara,Жанар=Zhanar,Гүлнар=Gulnar|Ерлан=Yerlan,Нұрлан=Nurlan,Асхат=Askhat,Бауыржан=Bauyrzhan|Омаров=Omarov,Жұмабеков=Zhumabekov,Серікбаев=Serikbayev,Ахметов=Akhmetov,Байжанов=Baizhanov|Омарова=Omarova,Жұмабекова=Zhumabekova,Серікбаева=Serikbayeva,Ахметова=Akhmetova,Байжанова=Baizhanova
mn|fg|g|Cyrl|Сарнай=Sarnai,Оюунчимэг=Oyuunchimeg,Номин=Nomin,Туяа=Tuyaa|Батбаяр=Batbayar,Ганзориг=Ganzorig,Тэмүүлэн=Temuulen,Болд=Bold|Дорж=Dorj,Гантулга=Gantulga,Эрдэнэ=Erdene,Мөнх=Munkh,Нямдорж=Nyamdorj
he|gf|s|Hebr|נועה=Noa,תמר=Tamar,שירה=Shira,מיכל=Michal,יעל=Yael|יונתן=Yonatan,איתי=Itai,אורי=Uri,עומר=Omer,אביב=Aviv|כהן=Cohen,מזרחי=Mizrahi,פרץ=Peretz,ביטון=Biton,אזולאי=Azoulay,פרידמן=Friedman,שפירא=Shapira
el|gf|s|Grek|Ελένη=Eleni,Κατερίνα=Katerina,Δέσποινα=Despoina,Βασιλική=Vasiliki|Γιώργος=Giorgos,Κωνσταντίνος=Konstantinos,Σπύρος=Spyros,Θανάσης=Thanasis|Παπαδόπουλος=Papadopoulos,Οικονόμου=Oikonomou,Καραγιάννης=Karagiannis,Μαυρίδης=Mavridis,Αθανασίου=Athanasiou|Παπαδοπούλου=Papadopoulou,Οικονόμου=Oikonomou,Καραγιάννη=Karagianni,Μαυρίδου=Mavridou,Αθανασίου=Athanasiou
hi|gf|s|Deva|अंजलि=Anjali,सुनीता=Sunita,कविता=Kavita,नेहा=Neha,पूजा=Pooja|राहुल=Rahul,अमित=Amit,विकास=Vikas,संजय=Sanjay,अर्जुन=Arjun|शर्मा=Sharma,त्रिपाठी=Tripathi,मिश्रा=Mishra,यादव=Yadav,चौहान=Chauhan,श्रीवास्तव=Srivastava
ne|gf|s|Deva|सीता=Sita,सरिता=Sarita,पुष्पा=Pushpa,बिमला=Bimala|हरि=Hari,बिकास=Bikash,सुरेश=Suresh,दीपक=Dipak|श्रेष्ठ=Shrestha,गुरुङ=Gurung,तामाङ=Tamang,अधिकारी=Adhikari,पौडेल=Poudel
mr|gf|s|Deva|अश्विनी=Ashwini,मनीषा=Manisha,स्वाती=Swati,रुपाली=Rupali|सचिन=Sachin,महेश=Mahesh,प्रशांत=Prashant,योगेश=Yogesh|कुलकर्णी=Kulkarni,देशपांडे=Deshpande,जोशी=Joshi,पाटील=Patil,गायकवाड=Gaikwad
zh-CN|fg|s|Hans*|秀英=Xiuying,丽娟=Lijuan,婷婷=Tingting,海燕=Haiyan,静怡=Jingyi|建国=Jianguo,志强=Zhiqiang,浩然=Haoran,俊杰=Junjie,明辉=Minghui|王=Wang,张=Zhang,刘=Liu,杨=Yang,赵=Zhao,黄=Huang,周=Zhou
zh-TW|fg|s|Hant*|淑芬=Shu-fen,雅婷=Ya-ting,怡君=Yi-chun,美玲=Mei-ling|志明=Chih-ming,家豪=Chia-hao,俊傑=Chun-chieh,冠宇=Kuan-yu|林=Lin,蔡=Tsai,許=Hsu,鄭=Cheng,謝=Hsieh,吳=Wu
zh-HK|fg|s|Hant*|嘉欣=Ka Yan,詠詩=Wing Sze,寶儀=Po Yee,曉彤=Hiu Tung|家明=Ka Ming,志偉=Chi Wai,國強=Kwok Keung,偉倫=Wai Lun|陳=Chan,黃=Wong,張=Cheung,梁=Leung,麥=Mak,鄧=Tang
ja|fg|s|Jpan*|恵子=Keiko,美咲=Misaki,陽子=Yoko,さくら=Sakura,真由美=Mayumi|健太=Kenta,大輔=Daisuke,拓也=Takuya,浩二=Koji,翔太=Shota|佐藤=Sato,鈴木=Suzuki,高橋=Takahashi,渡辺=Watanabe,山本=Yamamoto,中村=Nakamura,小林=Kobayashi
ko|fg|s|Hang*|민지=Min-ji,서연=Seo-yeon,지은=Ji-eun,수빈=Su-bin|민준=Min-jun,도윤=Do-yun,현우=Hyun-woo,재원=Jae-won|김=Kim,박=Park,최=Choi,정=Jung,강=Kang,윤=Yoon,임=Lim
am|gf|g|Ethi|መሰረት=Meseret,ትዕግስት=Tigist,ሰላማዊት=Selamawit,ብርቱካን=Birtukan|ዳዊት=Dawit,ተስፋዬ=Tesfaye,ሙሉጌታ=Mulugeta,ዮሐንስ=Yohannes|ገብረመድህን=Gebremedhin,ወልደማርያም=Woldemariam,ታደሰ=Tadesse,በቀለ=Bekele,አለሙ=Alemu,ደምሴ=Demisse
ti|gf|g|Ethi|ኤልሳ=Elsa,ሉላ=Lula,ፍረወይኒ=Freweini,ሰናይት=Senait|ኣማኑኤል=Amanuel,ሚኪኤል=Mikiel,ብርሃነ=Berhane,ተኽለ=Tekle|ገብረሂወት=Gebrehiwet,ሃይለ=Haile,ተስፋማርያም=Tesfamariam,ኪዳነ=Kidane,ወልዱ=Weldu
gu|gf|s|Gujr|હેતલ=Hetal,નિશા=Nisha,ભાવના=Bhavna,કિંજલ=Kinjal|હાર્દિક=Hardik,જીગ્નેશ=Jignesh,ચિરાગ=Chirag,નિલેશ=Nilesh|પટેલ=Patel,દેસાઈ=Desai,મહેતા=Mehta,ત્રિવેદી=Trivedi,પંડ્યા=Pandya
pa|gf|s|Guru|ਹਰਪ੍ਰੀਤ=Harpreet,ਮਨਦੀਪ=Mandeep,ਜਸਲੀਨ=Jasleen,ਗੁਰਲੀਨ=Gurleen|ਗੁਰਪ੍ਰੀਤ=Gurpreet,ਹਰਜੀਤ=Harjeet,ਜਸਵਿੰਦਰ=Jaswinder,ਬਲਜੀਤ=Baljeet|ਸੰਧੂ=Sandhu,ਗਿੱਲ=Gill,ਢਿੱਲੋਂ=Dhillon,ਗਰੇਵਾਲ=Grewal,ਸਿੱਧੂ=Sidhu,ਬਰਾੜ=Brar
bn|gf|s|Beng|তাসলিমা=Taslima,ফারহানা=Farhana,সুমাইয়া=Sumaiya,মৌমিতা=Moumita|রাকিব=Rakib,সৌমিত্র=Soumitra,তানভীর=Tanvir,অনির্বাণ=Anirban|চৌধুরী=Chowdhury,মুখার্জি=Mukherjee,হোসেন=Hossain,রহমান=Rahman,দাস=Das
ta|gf|s|Taml|கயல்விழி=Kayalvizhi,மீனாட்சி=Meenakshi,வள்ளி=Valli,தமிழ்செல்வி=Tamilselvi|செந்தில்=Senthil,கார்த்திக்=Karthik,முருகன்=Murugan,அருண்=Arun|சுப்பிரமணியம்=Subramaniam,கணேசன்=Ganesan,சிவகுமார்=Sivakumar,நடராஜன்=Natarajan,ராஜரத்தினம்=Rajaratnam
te|gf|s|Telu|లక్ష్మి=Lakshmi,శ్రావణి=Sravani,దీప్తి=Deepthi,హారిక=Harika|వెంకట్=Venkat,శ్రీనివాస్=Srinivas,రవితేజ=Raviteja,కిరణ్=Kiran|రెడ్డి=Reddy,నాయుడు=Naidu,రావు=Rao,చౌదరి=Chowdary,గౌడ్=Goud
kn|gf|s|Knda|ಅನುಷಾ=Anusha,ಸೌಮ್ಯ=Sowmya,ರಕ್ಷಿತಾ=Rakshitha,ಪವಿತ್ರ=Pavithra|ಮಂಜುನಾಥ್=Manjunath,ಪ್ರಕಾಶ್=Prakash,ಸಂತೋಷ್=Santhosh,ಗಿರೀಶ್=Girish|ಹೆಗ್ಡೆ=Hegde,ಶೆಟ್ಟಿ=Shetty,ಗೌಡ=Gowda,ಭಟ್=Bhat,ಕಾಮತ್=Kamath
ml|gf|s|Mlym|അനു=Anu,ദിവ്യ=Divya,ആതിര=Athira,രേഷ്മ=Reshma|അനിൽ=Anil,ജോജി=Joji,ബിജു=Biju,സുരേഷ്=Suresh|നായർ=Nair,മേനോൻ=Menon,പിള്ള=Pillai,കുര്യൻ=Kurian,ചാക്കോ=Chacko
si|gf|s|Sinh|නිලූකා=Niluka,සඳුනි=Sanduni,චමරි=Chamari,දිල්රුක්ෂි=Dilrukshi|චමින්ද=Chaminda,ලසිත්=Lasith,නුවන්=Nuwan,තිලින=Thilina|පෙරේරා=Perera,ගුණවර්ධන=Gunawardena,හේරත්=Herath,බණ්ඩාර=Bandara,රත්නායක=Ratnayake
th|gf|g|Thai|สมศรี=Somsri,นภา=Napa,กนกวรรณ=Kanokwan,พิมพ์ชนก=Pimchanok|สมชาย=Somchai,ธนากร=Thanakorn,วีระพงษ์=Weerapong,อนุชา=Anucha|ศรีสุข=Srisuk,วงศ์สวัสดิ์=Wongsawat,แสงทอง=Saengthong,บุญมา=Boonma,ทองดี=Thongdee
lo|gf|g|Laoo|ແສງຈັນ=Sengchanh,ພອນທິບ=Phonethip,ມະນີວອນ=Manivone,ນ້ອຍ=Noy|ສົມສັກ=Somsack,ບຸນມີ=Bounmy,ຄຳພອນ=Khamphone,ວິໄລ=Vilay|ພົມມະຈັນ=Phommachanh,ສີສຸວັນ=Sisouvanh,ແກ້ວມະນີ=Keomany,ວົງສະຫວັນ=Vongsavanh,ອິນທະວົງ=Inthavong
km|fg|g|Khmr|ចាន់ថា=Chantha,ស្រីមុំ=Sreymom,ធីតា=Thida,សុភា=Sophea|សុខា=Sokha,វិចិត្រ=Vichet,ដារ៉ា=Dara,រតនា=Rathana|សុខ=Sok,ជា=Chea,ហេង=Heng,ម៉ៅ=Mao,លី=Ly
my|n|f|Mymr|ခင်မာအေး=Khin Mar Aye,သီတာထွန်း=Thida Tun,နီလာဝင်း=Nila Win,မြတ်နိုး=Myat Noe|အောင်ကျော်=Aung Kyaw,ဇော်မင်း=Zaw Min,ကျော်စွာ=Kyaw Swar,ထက်နိုင်=Htet Naing|
bo|n|f|Tibt|བསོད་ནམས་སྒྲོལ་མ=Sonam Dolma,ཚེ་རིང་ལྷ་མོ=Tsering Lhamo,པདྨ་དབྱངས་ཅན=Pema Yangchen,བདེ་སྐྱིད=Dekyi|བསྟན་འཛིན་ནོར་བུ=Tenzin Norbu,ཀུན་དགའ=Kunga,བློ་བཟང་ཚེ་རིང=Lobsang Tsering,ཐུབ་བསྟན=Thubten|
ka|gf|s|Geor|ნინო=Nino,მარიამ=Mariam,ეკა=Eka,ქეთევან=Ketevan|გიორგი=Giorgi,დავით=Davit,ლევან=Levan,ირაკლი=Irakli|ბერიძე=Beridze,კაპანაძე=Kapanadze,გელაშვილი=Gelashvili,მაისურაძე=Maisuradze,ლომიძე=Lomidze
hy|gf|s|Armn|Անի=Ani,Նարե=Nare,Լուսինե=Lusine,Սոնա=Sona|Արամ=Aram,Տիգրան=Tigran,Հայկ=Hayk,Գևորգ=Gevorg|Պետրոսյան=Petrosyan,Հովհաննիսյան=Hovhannisyan,Ղազարյան=Ghazaryan,Մկրտչյան=Mkrtchyan,Աբրահամյան=Abrahamyan
iu|gf|s|Cans|ᓇᐅᔭ=Nauja,ᐊᓗ=Alu,ᑲᓇᔪᖅ=Kanajuq,ᓯᓚ=Sila|ᐸᐅᓗᓯ=Paulusi,ᓴᒥ=Sami,ᑐᒪᓯ=Tumasi,ᐃᓗᒃ=Iluk|ᐊᕐᓇᑦᓯᐊᖅ=Arnatsiaq,ᑭᓚᐳᒃ=Kilabuk,ᐱᑦᓯᐅᓛᒃ=Pitsiulaaq,ᐊᒃᐸᓕᐊᓗᒃ=Akpalialuk,ᖃᖅᑲᓯᖅ=Qaqqasiq,ᐃᓱᓗᑕᖅ=Ishulutaq
zgh|gf|s|Tfng|ⵜⴰⵙⵉⵍⴰ=Tasila,ⵜⵉⵍⵍⴰ=Tilla,ⵜⵉⵏⵉⵀⵉⵏⴰⵏ=Tinhinan,ⵜⴰⵏⵉⵔⵜ=Tanirt|ⵢⵓⴳⵓⵔⵜⴰ=Yugurta,ⴰⵎⴰⵣⵉⵖ=Amazigh,ⴰⵙⵉⴼ=Assif,ⵎⴰⵙⵉⵏ=Massin|ⴰⵎⵖⴰⵔ=Amghar,ⵓⵍⵃⴰⵊ=Oulhaj,ⴰⵢⵜ ⵄⵍⵉ=Ait Ali,ⵓⵛⵏ=Ouchen
dv|gf|g|Thaa|ފާތިމަތު=Fathimath,އާމިނަތު=Aminath,ޢާއިޝަތު=Aishath,މަރްޔަމް=Mariyam|އަޙްމަދު=Ahmed,އިބްރާހީމް=Ibrahim,ޙުސައިން=Hussain,އާދަމް=Adam|ޝަރީފް=Shareef,ރަޝީދު=Rasheed,ވަޙީދު=Waheed,ނަސީމް=Naseem
or|gf|s|Orya|ସୁପ୍ରିୟା=Supriya,ଲିପିକା=Lipika,ମମତା=Mamata,ସସ୍ମିତା=Sasmita|ପ୍ରଦୀପ=Pradeep,ସୁଶାନ୍ତ=Sushant,ଦେବାଶିଷ=Debasish,ଶୁଭମ=Subham|ମହାପାତ୍ର=Mohapatra,ପଟ୍ଟନାୟକ=Pattnaik,ଦାଶ=Dash,ସାହୁ=Sahoo,ପଣ୍ଡା=Panda
chr|gf|s|Cher|ᎺᎵ=Meli,ᏌᎳ=Sala,ᎡᎵᏏ=Elisi,ᎠᏂ=Ani|ᏣᏂ=Tsani,ᏫᎵ=Wili,ᏔᎹᏏ=Tamasi,ᏥᎻ=Tsimi|ᏩᏯ=Waya,ᏐᏈᎵ=Sogwili,ᎤᏍᏗ=Usdi,ᎦᏙᎦ=Gadoga
""".strip()
