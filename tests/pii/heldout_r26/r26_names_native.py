"""Native-script locales typed for round 26: code|script|native order|Latin order|given|family.
Every name is NATIVE=Latin; ``*`` marks a feminine given name, ``M/F=M/F`` a family name with a feminine form,
``_`` a space in the Latin form. Orders: gf (given family), fg (family given, spaced), fgc (family and given
written together), mono (two given names, no family name)."""

NATIVE = """
zh-CN|Han|fgc|gf|伟=Wei 浩然=Haoran 子轩=Zixuan 俊杰=Junjie *静=Jing *梓涵=Zihan *丽娟=Lijuan *思琪=Siqi|王=Wang 张=Zhang 李=Li 赵=Zhao 周=Zhou 吴=Wu
zh-HK|Han|fgc|fg|家明=Ka-ming 志偉=Chi-wai 嘉豪=Ka-ho *美玲=Mei-ling *詠詩=Wing-sze *嘉欣=Ka-yan|陳=Chan 黃=Wong 張=Cheung 梁=Leung 何=Ho
ja|Han|fg|gf|翔太=Shota 拓也=Takuya 悠斗=Yuto 直樹=Naoki *陽菜=Hina *真由美=Mayumi *結衣=Yui *さくら=Sakura|佐藤=Sato 鈴木=Suzuki 高橋=Takahashi 伊藤=Ito 加藤=Kato 吉田=Yoshida
ko|Hangul|fgc|gf|도윤=Doyun 지호=Jiho 성민=Sungmin *하은=Haeun *수빈=Subin *은지=Eunji|김=Kim 이=Lee 윤=Yoon 강=Kang 장=Jang 임=Lim
ru|Cyrillic|gf|gf|Сергей=Sergei Никита=Nikita Игорь=Igor Артём=Artyom *Екатерина=Yekaterina *Ольга=Olga *Анастасия=Anastasia *Светлана=Svetlana|Иванов/Иванова=Ivanov/Ivanova Кузнецов/Кузнецова=Kuznetsov/Kuznetsova Смирнов/Смирнова=Smirnov/Smirnova Волков/Волкова=Volkov/Volkova Морозов/Морозова=Morozov/Morozova
uk|Cyrillic|gf|gf|Олександр=Oleksandr Василь=Vasyl Микола=Mykola Дмитро=Dmytro *Наталія=Nataliia *Галина=Halyna *Юлія=Yuliia *Софія=Sofiia|Коваленко=Kovalenko Мельник=Melnyk Савченко=Savchenko Поліщук=Polishchuk Лисенко=Lysenko
be|Cyrillic|gf|gf|Аляксандр=Aliaksandr Сяргей=Siarhei Уладзімір=Uladzimir *Алена=Alena *Вольга=Volha *Ганна=Hanna|Навумчык=Navumchyk Кавалёў/Кавалёва=Kavaliou/Kavaliova Шыманскі/Шыманская=Shymanski/Shymanskaya
sr|Cyrillic|gf|gf|Милош=Miloš Ненад=Nenad Душан=Dušan Стефан=Stefan *Јелена=Jelena *Милица=Milica *Драгана=Dragana *Тамара=Tamara|Јовановић=Jovanović Петровић=Petrović Николић=Nikolić Илић=Ilić Ђорђевић=Đorđević
mk|Cyrillic|gf|gf|Горан=Goran Бојан=Bojan Зоран=Zoran *Билјана=Biljana *Весна=Vesna *Снежана=Snežana|Стојановски/Стојановска=Stojanovski/Stojanovska Трајковски/Трајковска=Trajkovski/Trajkovska Николовски/Николовска=Nikolovski/Nikolovska
bg|Cyrillic|gf|gf|Стоян=Stoyan Цветан=Tsvetan Явор=Yavor *Гергана=Gergana *Цветелина=Tsvetelina *Милена=Milena|Димитров/Димитрова=Dimitrov/Dimitrova Стоянов/Стоянова=Stoyanov/Stoyanova Ангелов/Ангелова=Angelov/Angelova
kk|Cyrillic|gf|gf|Нұрлан=Nurlan Ерлан=Yerlan Данияр=Daniyar *Айгерім=Aigerim *Гүлнара=Gulnara *Жанар=Zhanar|Омаров/Омарова=Omarov/Omarova Серікбаев/Серікбаева=Serikbayev/Serikbayeva Жұмабеков/Жұмабекова=Zhumabekov/Zhumabekova
mn|Cyrillic|fg|gf|Батбаяр=Batbayar Ганбаатар=Ganbaatar Тэмүүлэн=Temuulen *Оюунчимэг=Oyuunchimeg *Сарангэрэл=Sarangerel *Номин=Nomin|Болд=Bold Ганбат=Ganbat Цэрэн=Tseren
el|Greek|gf|gf|Γιάννης=Giannis Νικόλαος=Nikolaos Αλέξανδρος=Alexandros Παναγιώτης=Panagiotis *Ελένη=Eleni *Σοφία=Sofia *Δέσποινα=Despoina *Βασιλική=Vasiliki|Παπαδόπουλος/Παπαδοπούλου=Papadopoulos/Papadopoulou Οικονόμου=Oikonomou Καραγιάννης/Καραγιάννη=Karagiannis/Karagianni Μαυρίδης/Μαυρίδου=Mavridis/Mavridou
he|Hebrew|gf|gf|יונתן=Yonatan נועם=Noam אלון=Alon דניאל=Daniel *נועה=Noa *שירה=Shira *יעל=Yael *רותם=Rotem|כהן=Cohen לוי=Levi מזרחי=Mizrahi שפירא=Shapira גולן=Golan
yi|Hebrew|gf|gf|הערשל=Hershl לייב=Leyb זלמן=Zalmen *חיה=Chaye *בלומע=Blume *פֿריידע=Freyde|ראָזענבערג=Rozenberg גאָלדשטיין=Goldshteyn ווײַס=Vays
ar|Arabic|gf|gf|يوسف=Youssef خالد=Khaled حسام=Hossam كريم=Karim *لينا=Lina *ياسمين=Yasmine *نور=Nour *سلمى=Salma|حداد=Haddad العلي=Al-Ali صالح=Saleh الحسيني=Al-Husseini
fa|Arabic|gf|gf|امیر=Amir رضا=Reza کاوه=Kaveh *مریم=Maryam *پریسا=Parisa *شیرین=Shirin|رضایی=Rezaei حسینی=Hosseini کریمی=Karimi موسوی=Mousavi
ur|Arabic|gf|gf|عمران=Imran بلال=Bilal زاہد=Zahid *فاطمہ=Fatima *مہوش=Mahwish *رابعہ=Rabia|قریشی=Qureshi چوہدری=Chaudhry ملک=Malik
ps|Arabic|gf|gf|اجمل=Ajmal وحید=Wahid *نازنین=Nazanin *زرغونه=Zarghuna|پوپلزی=Popalzai کاکړ=Kakar
ug|Arabic|gf|gf|ئەركىن=Erkin ئابدۇرېھىم=Abdurehim *گۈلنار=Gulnar *مەھرىبان=Mehriban|ئىمىن=Imin تۇرسۇن=Tursun
hi|Devanagari|gf|gf|अमित=Amit विकास=Vikas संजय=Sanjay *प्रिया=Priya *अंजलि=Anjali *कविता=Kavita|शर्मा=Sharma वर्मा=Verma सिंह=Singh यादव=Yadav
mr|Devanagari|gf|gf|मंगेश=Mangesh प्रसाद=Prasad *स्नेहा=Sneha *मानसी=Manasi|कुलकर्णी=Kulkarni देशपांडे=Deshpande पाटील=Patil
ne|Devanagari|gf|gf|बिनोद=Binod सुमन=Suman *सरिता=Sarita *गीता=Gita|श्रेष्ठ=Shrestha गुरुङ=Gurung तामाङ=Tamang
bn|Bengali|gf|gf|সৌরভ=Sourav আরিফ=Arif *মৌমিতা=Moumita *ফারহানা=Farhana|চৌধুরী=Chowdhury দাস=Das রহমান=Rahman
pa|Gurmukhi|gf|gf|ਗੁਰਪ੍ਰੀਤ=Gurpreet ਹਰਜੀਤ=Harjit *ਮਨਪ੍ਰੀਤ=Manpreet *ਜਸਲੀਨ=Jasleen|ਢਿੱਲੋਂ=Dhillon ਸੰਧੂ=Sandhu ਗਿੱਲ=Gill
gu|Gujarati|gf|gf|હાર્દિક=Hardik જીગ્નેશ=Jignesh *હેતલ=Hetal *દિશા=Disha|પટેલ=Patel શાહ=Shah દેસાઈ=Desai
ta|Tamil|gf|gf|கார்த்திக்=Karthik செந்தில்=Senthil *மீனா=Meena *தேவி=Devi|சுப்ரமணியன்=Subramanian ராமசாமி=Ramasamy
te|Telugu|gf|gf|శ్రీనివాస్=Srinivas వెంకట్=Venkat *లక్ష్మి=Lakshmi *పద్మ=Padma|రెడ్డి=Reddy నాయుడు=Naidu
kn|Kannada|gf|gf|ರಾಘವೇಂದ್ರ=Raghavendra ಮಂಜುನಾಥ್=Manjunath *ಶ್ವೇತಾ=Shwetha *ಕಾವ್ಯ=Kavya|ಗೌಡ=Gowda ಹೆಗ್ಡೆ=Hegde
ml|Malayalam|gf|gf|അജിത്=Ajith ജോസഫ്=Joseph *ദിവ്യ=Divya *ലക്ഷ്മി=Lakshmi|നായർ=Nair മേനോൻ=Menon വർഗീസ്=Varghese
or|Oriya|gf|gf|ସୁଦୀପ୍ତ=Sudipta ପ୍ରଦୀପ=Pradeep *ସ୍ମିତା=Smita *ମମତା=Mamata|ମହାପାତ୍ର=Mohapatra ଦାସ=Das
si|Sinhala|gf|gf|චමින්ද=Chaminda ලහිරු=Lahiru *නිලූකා=Niluka *ඉෂාරා=Ishara|පෙරේරා=Perera ජයසූරිය=Jayasuriya
th|Thai|gf|gf|สมชาย=Somchai ธนากร=Thanakorn *สุดารัตน์=Sudarat *ปิยะนุช=Piyanuch|ศรีสุข=Srisuk วงศ์สวัสดิ์=Wongsawat
lo|Lao|gf|gf|ສົມພອນ=Somphone ຄຳຫຼ້າ=Khamla *ແສງດາວ=Sengdao *ນາລີ=Nalee|ພົມມະຈັນ=Phommachanh ວົງສາ=Vongsa
km|Khmer|fg|fg|សុផល=Sophal ពិសិដ្ឋ=Piseth *បុប្ផា=Bopha *ស្រីមុំ=Sreymom|ហេង=Heng សុខ=Sok គឹម=Kim
my|Myanmar|mono|mono|သီဟ=Thiha ဇော်မင်း=Zaw_Min ဝင်းနိုင်=Win_Naing *နီလာ=Nilar *သန္တာ=Thandar *ဖြူဖြူ=Phyu_Phyu|-
am|Ethiopic|gf|gf|ዮናስ=Yonas ሰለሞን=Solomon ብርሃኑ=Birhanu *ሄለን=Helen *ማህሌት=Mahlet *ቤተልሔም=Betelhem|ታደሰ=Tadesse ሀይሌ=Haile አለሙ=Alemu
ti|Ethiopic|gf|gf|ሙሴ=Muse ዮሃንስ=Yohannes ብርሃነ=Berhane *ኤልሳ=Elsa *ፍረወይኒ=Frewoyni *ሰላም=Selam|ገብረሚካኤል=Gebremichael ተስፋማርያም=Tesfamariam ኪዳነ=Kidane
ka|Georgian|gf|gf|დავით=Davit ნიკოლოზ=Nikoloz ზურაბ=Zurab *თამარ=Tamar *ანა=Ana *ეკატერინე=Ekaterine|მაისურაძე=Maisuradze ლომიძე=Lomidze ჯაფარიძე=Japaridze
hy|Armenian|gf|gf|Արամ=Aram Գոռ=Gor Հայկ=Hayk *Նարինե=Narine *Մարիամ=Mariam *Արմինե=Armine|Գրիգորյան=Grigoryan Հարությունյան=Harutyunyan Ավետիսյան=Avetisyan
dv|Thaana|gf|gf|އިބްރާހީމް=Ibrahim ހަސަން=Hassan ހުސައިން=Hussain *މަރިޔަމް=Mariyam *އާމިނަތު=Aminath *ހަވްވާ=Hawwa|ރަޝީދު=Rasheed ނަސީމް=Naseem މަނިކު=Manik
syr|Syriac|gf|gf|ܢܝܢܘܣ=Ninos ܐܫܘܪ=Ashur ܣܪܓܘܢ=Sargon *ܫܡܝܪܡ=Shamiram *ܢܗܪܝܢ=Nahrain *ܢܝܢܘܐ=Ninwe|ܝܘܚܢܢ=Youkhana ܓܘܪܓܝܣ=Gewargis ܒܢܝܡܝܢ=Benyamin
bo|Tibetan|gf|gf|བསྟན་འཛིན=Tenzin བཀྲ་ཤིས=Tashi ནོར་བུ=Norbu ཟླ་བ=Dawa *སྒྲོལ་མ=Dolma *ལྷ་མོ=Lhamo *པདྨ=Pema *དབྱངས་ཅན=Yangchen|ཚེ་རིང=Tsering བསོད་ནམས=Sonam ཕུན་ཚོགས=Phuntsok རྡོ་རྗེ=Dorjee
iu|Canadian_Aboriginal|gf|gf|ᐸᐅᓗᓯ=Paulusi ᓯᒥᐅᓂ=Simiuni ᐊᐳᑎ=Aputi *ᓂᕕ=Nivi *ᖃᐅᓇᖅ=Qaunaq *ᐅᓕᐱᑲ=Ulipika|ᐊᕐᓇᑲᖅ=Arnakak ᕿᑦᓱᐊᓕᒃ=Qitsualik ᐃᓄᒃᓱᒃ=Inuksuk ᐱᑦᓯᐅᓚᒃ=Pitsiulak
"""
