"""Hand-typed native-script names for round 22: ``locale|script|flags|female ; male|families``,
each name written ``NATIVE=Latin``; flags as in ``r22_names_latin`` (``n`` no space between family and given)."""

NATIVE_TEXT = """
ar|Arab||فاطمة=Fatima ليلى=Layla رنا=Rana هبة=Heba ; محمد=Mohammed ياسر=Yasser عمر=Omar طارق=Tariq|الحسيني=Al-Husseini منصور=Mansour حداد=Haddad الخطيب=Al-Khatib سليمان=Suleiman
fa|Arab||شیرین=Shirin نسرین=Nasrin مهسا=Mahsa ; رضا=Reza کاوه=Kaveh بهرام=Bahram|رضایی=Rezaei کریمی=Karimi تهرانی=Tehrani مرادی=Moradi
ur|Arab||صائمہ=Saima نادیہ=Nadia ; عمران=Imran بلال=Bilal|قریشی=Qureshi چوہدری=Chaudhry ملک=Malik
ps|Arab||ملالۍ=Malalai زرمینه=Zarmina ; احمد=Ahmad شاه_ولي=Shah_Wali|یوسفزی=Yousafzai احمدزی=Ahmadzai
ru|Cyrl||Наталья=Natalya Ольга=Olga Светлана=Svetlana ; Алексей=Aleksei Дмитрий=Dmitry Игорь=Igor|Смирнов/Смирнова=Smirnov/Smirnova Волков/Волкова=Volkov/Volkova Соколов/Соколова=Sokolov/Sokolova
uk|Cyrl||Олена=Olena Ірина=Iryna Оксана=Oksana ; Тарас=Taras Богдан=Bohdan Андрій=Andrii|Шевченко=Shevchenko Коваленко=Kovalenko Мельник=Melnyk Бондаренко=Bondarenko
bg|Cyrl||Мария=Mariya Десислава=Desislava ; Георги=Georgi Стоян=Stoyan|Иванов/Иванова=Ivanov/Ivanova Димитров/Димитрова=Dimitrov/Dimitrova
sr|Cyrl||Јелена=Jelena Милица=Milica ; Милош=Miloš Небојша=Nebojša|Јовановић=Jovanović Петровић=Petrović Николић=Nikolić
kk|Cyrl||Айгүл=Aigul Динара=Dinara ; Нұрлан=Nurlan Ержан=Yerzhan|Омаров/Омарова=Omarov/Omarova Сейтқали=Seitkali
mn|Cyrl|sgG|Оюунчимэг=Oyuunchimeg Сарангэрэл=Sarangerel ; Батбаяр=Batbayar Ганбаатар=Ganbaatar|Доржийн=Dorjiin Болдын=Boldyn Цэрэнгийн=Tserengiin
el|Grek||Ελένη=Eleni Κατερίνα=Katerina Δέσποινα=Despoina ; Γιώργος=Giorgos Νίκος=Nikos Σπύρος=Spyros|Παπαδόπουλος/Παπαδοπούλου=Papadopoulos/Papadopoulou Οικονόμου=Oikonomou Αντωνίου=Antoniou
he|Hebr||נועה=Noa מיכל=Michal שירה=Shira ; איתי=Itai יואב=Yoav עומר=Omer|כהן=Cohen לוי=Levi מזרחי=Mizrahi פרידמן=Friedman
yi|Hebr||חיה=Chaya רבקה=Rivka ; משה=Moshe יצחק=Yitzchok|גאלדבערג=Goldberg ווייס=Weiss
hy|Armn||Անի=Ani Նարինե=Narine ; Արամ=Aram Տիգրան=Tigran|Պետրոսյան=Petrosyan Հակոբյան=Hakobyan Սարգսյան=Sargsyan
ka|Geor||ნინო=Nino თამარ=Tamar ; გიორგი=Giorgi ლევან=Levan|ბერიძე=Beridze კაპანაძე=Kapanadze გელაშვილი=Gelashvili
hi|Deva||प्रिया=Priya सुनीता=Sunita ; राहुल=Rahul अमित=Amit|शर्मा=Sharma वर्मा=Verma गुप्ता=Gupta त्रिपाठी=Tripathi
mr|Deva||स्नेहा=Sneha मृणाल=Mrunal ; अनिकेत=Aniket सौरभ=Saurabh|पाटील=Patil देशमुख=Deshmukh कुलकर्णी=Kulkarni
ne|Deva||बिनिता=Binita सरिता=Sarita ; सुमन=Suman बिकास=Bikas|श्रेष्ठ=Shrestha थापा=Thapa गुरुङ=Gurung
bn|Beng||তানিয়া=Tania মৌমিতা=Moumita ; অর্ণব=Arnab সৌমিক=Soumik|চক্রবর্তী=Chakraborty রহমান=Rahman বসু=Basu
pa|Guru||ਹਰਜੀਤ=Harjeet ਮਨਦੀਪ=Mandeep ; ਗੁਰਪ੍ਰੀਤ=Gurpreet ਜਸਵੀਰ=Jasvir|ਸਿੱਧੂ=Sidhu ਗਿੱਲ=Gill ਸੰਧੂ=Sandhu ਢਿੱਲੋਂ=Dhillon
gu|Gujr||કિંજલ=Kinjal હેતલ=Hetal ; હિરેન=Hiren ચિરાગ=Chirag|પટેલ=Patel શાહ=Shah દેસાઈ=Desai
ta|Taml||மீனா=Meena கவிதா=Kavitha ; கார்த்திக்=Karthik செல்வம்=Selvam|சுப்பிரமணியம்=Subramaniam கிருஷ்ணன்=Krishnan ராஜா=Raja
te|Telu||లక్ష్మి=Lakshmi స్వాతి=Swathi ; వెంకట్=Venkat శ్రీనివాస్=Srinivas|రెడ్డి=Reddy నాయుడు=Naidu రావు=Rao
kn|Knda||ಕಾವ್ಯಾ=Kavya ಅನಿತಾ=Anitha ; ಮಂಜುನಾಥ್=Manjunath ಪ್ರಶಾಂತ್=Prashanth|ಗೌಡ=Gowda ಹೆಗ್ಡೆ=Hegde ಶೆಟ್ಟಿ=Shetty
ml|Mlym||ദിവ്യ=Divya അഞ്ജു=Anju ; അനൂപ്=Anoop ജിതിൻ=Jithin|നായർ=Nair മേനോൻ=Menon കുര്യൻ=Kurian
or|Orya||ପ୍ରିୟଙ୍କା=Priyanka ସସ୍ମିତା=Sasmita ; ସୁବ୍ରତ=Subrat ଦେବାଶିଷ=Debashish|ମହାପାତ୍ର=Mohapatra ଦାସ=Das ପଣ୍ଡା=Panda
si|Sinh||දිල්රුක්ෂි=Dilrukshi සඳමාලි=Sandamali ; නුවන්=Nuwan චමින්ද=Chaminda|පෙරේරා=Perera ජයසූරිය=Jayasuriya බණ්ඩාර=Bandara
zh|Hans|sgn|芳=Fang 丽娜=Lina 静怡=Jingyi ; 伟=Wei 建国=Jianguo 浩然=Haoran|王=Wang 李=Li 张=Zhang 刘=Liu 陈=Chen
zh-TW|Hant|sgn|淑芬=Shu-fen 怡君=Yi-chun ; 志明=Chih-ming 家豪=Chia-hao|林=Lin 黃=Huang 蔡=Tsai
ja|Jpan|sg|美咲=Misaki さくら=Sakura 陽菜=Hina ; 翔太=Shota 健一=Ken'ichi 大輔=Daisuke|佐藤=Sato 鈴木=Suzuki 高橋=Takahashi 渡辺=Watanabe
ko|Hang|sgn|서연=Seo-yeon 지유=Ji-yu ; 민준=Min-jun 지훈=Ji-hoon|김=Kim 박=Park 최=Choi 정=Jung
th|Thai|G|สุดารัตน์=Sudarat กาญจนา=Kanchana ; สมชาย=Somchai ณัฐพล=Nattapon|ศรีสุข=Srisuk วงศ์สวัสดิ์=Wongsawat แก้วมณี=Kaewmanee
lo|Laoo|G|ບົວພັນ=Bouaphanh ມະນີວອນ=Manivone ; ສົມພອນ=Somphone ຄຳແພງ=Khamphaeng|ພົມມະວົງ=Phommavong ສີສຸວົງ=Sisouvong
km|Khmr|sg|ចាន់ថា=Chantha សុភា=Sophea ; សុខា=Sokha វណ្ណៈ=Vannak|សុខ=Sok ចាន់=Chan ហេង=Heng
my|Mymr|1|သီတာဝင်း=Thida_Win ခင်မာ=Khin_Mar ; အောင်ကျော်=Aung_Kyaw မင်းထွန်း=Min_Htun|
bo|Tibt|1|ཚེ་རིང་སྒྲོལ་མ=Tsering_Dolma པདྨ=Pema ; བསྟན་འཛིན་རྡོ་རྗེ=Tenzin_Dorje བློ་བཟང=Lobsang|
am|Ethi|G|ሰላም=Selam ሕይወት=Hiwot ; ዳዊት=Dawit ዮሐንስ=Yohannes|አበበ=Abebe ተስፋዬ=Tesfaye ግርማ=Girma
ti|Ethi|G|ሳባ=Saba ሉላ=Lula ; ሚካኤል=Mikael ፍሰሃ=Fisseha|ገብረሂወት=Gebrehiwet ተኽለ=Tekle
iu|Cans||ᓇᓐᓯ=Nanci ᓂᕕ=Nivi ; ᔪᐊᓇᓯ=Joanasi ᒪᑭᓯ=Makasi|ᑭᓚᐳᒃ=Kilabuk ᐊᑭᐊᒍᖅ=Akeeagok ᓇᑲᓱᒃ=Nakasuk
chr|Cher||ᏌᎳ=Sala ᎹᎦ=Maga ; ᏩᏯ=Waya ᎦᏬᏂ=Gawoni|ᏔᎵ=Tali ᎠᏓᏅ=Adanv
dv|Thaa|G|ފާތިމަތު=Fathimath މަރިޔަމް=Mariyam ; އަޙްމަދު=Ahmed އިބްރާހީމް=Ibrahim|ރަޝީދު=Rasheed ނަސީމް=Naseem
zgh|Tfng||ⵜⵉⵍⴻⵍⵍⵉ=Tilelli ⵜⴰⵙⵍⵉⵜ=Taslit ; ⵎⴰⵙⵉⵏⵉⵙⴰ=Masinissa ⵢⵓⴳⵓⵔⵜⴻⵏ=Yugurten|ⴰⵎⵔⵓⵛ=Amrouche ⴱⵓⵍⵉⴼⴰ=Boulifa
""".strip()
