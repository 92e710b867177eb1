"""Hand-typed names of locales with a native script, one locale a line:
`code script order later joiner flags | F: NATIVE=Latin ... | M: ... | S: ...`.
joiner: `sp` (space between native given and family name) or `none` (written together, family first);
an empty S list means the locale's names carry no family name. `_` stands for a space inside a name."""

NATIVE_TEXT = """
ar Arab gf s sp - | F: فاطمة=Fatima ليلى=Layla مريم=Maryam هبة=Hiba | M: أحمد=Ahmad خالد=Khaled يوسف=Youssef طارق=Tariq | S: الحسيني=Al-Husseini حداد=Haddad منصور=Mansour الخطيب=Al-Khatib عبيدات=Obeidat
fa Arab gf s sp - | F: پریسا=Parisa نسرین=Nasrin شیرین=Shirin مهسا=Mahsa | M: داریوش=Dariush بهرام=Bahram کاوه=Kaveh رضا=Reza | S: رضایی=Rezaei کریمی=Karimi تهرانی=Tehrani موسوی=Mousavi
ur Arab gf s sp - | F: عائشہ=Ayesha صائمہ=Saima نادیہ=Nadia | M: عمران=Imran فیصل=Faisal بلال=Bilal | S: چوہدری=Chaudhry قریشی=Qureshi بٹ=Butt ملک=Malik
ps Arab gf s sp - | F: ملالۍ=Malalai زرغونه=Zarghuna | M: نجیب=Najib حمید=Hamid | S: یوسفزی=Yousafzai افریدی=Afridi پوپلزی=Popalzai
ru Cyrl gf s sp fa | F: Ольга=Olga Татьяна=Tatiana Ксения=Ksenia | M: Дмитрий=Dmitry Алексей=Alexei Игорь=Igor | S: Смирнов=Smirnov Волков=Volkov Кузнецов=Kuznetsov Лебедев=Lebedev
uk Cyrl gf s sp - | F: Оксана=Oksana Ганна=Hanna Ірина=Iryna | M: Тарас=Taras Богдан=Bohdan Андрій=Andriy | S: Шевчук=Shevchuk Коваленко=Kovalenko Бондаренко=Bondarenko Мельник=Melnyk
bg Cyrl gf s sp fa | F: Радка=Radka Цветелина=Tsvetelina | M: Стоян=Stoyan Христо=Hristo | S: Петков=Petkov Димитров=Dimitrov Стефанов=Stefanov
sr Cyrl gf s sp - | F: Јелена=Jelena Милица=Milica | M: Немања=Nemanja Душан=Dušan | S: Јовановић=Jovanović Петровић=Petrović Николић=Nikolić
kk Cyrl gf s sp fa | F: Айгерім=Aigerim Динара=Dinara | M: Нұрлан=Nurlan Ерлан=Yerlan | S: Жумабаев=Zhumabayev Сейткали=Seitkali Омаров=Omarov
mn Cyrl gf g sp - | F: Сарангэрэл=Sarangerel Оюунаа=Oyunaa | M: Батбаяр=Batbayar Ганболд=Ganbold | S: Цэрэн=Tseren Мөнх=Munkh Дорж=Dorj
zh-CN Hans fg s none - | F: 秀英=Xiuying 丽娟=Lijuan 晓燕=Xiaoyan 雨欣=Yuxin | M: 建国=Jianguo 志强=Zhiqiang 浩然=Haoran 俊杰=Junjie | S: 王=Wang 李=Li 张=Zhang 刘=Liu 赵=Zhao
zh-TW Hant fg s none - | F: 淑芬=Shu-fen 雅婷=Ya-ting 怡君=Yi-chun | M: 志明=Chih-ming 家豪=Chia-hao 冠宇=Kuan-yu | S: 林=Lin 蔡=Tsai 許=Hsu 鄭=Cheng 謝=Hsieh
zh-HK Hant fg s none - | F: 嘉欣=Ka_Yan 詠詩=Wing_Sze 美玲=Mei_Ling | M: 偉明=Wai_Ming 家俊=Ka_Chun 志偉=Chi_Wai | S: 陳=Chan 黃=Wong 梁=Leung 鄧=Tang 何=Ho
ja Jpan fg s none - | F: 美咲=Misaki 陽子=Yoko 七海=Nanami | M: 大輔=Daisuke 翔太=Shota 健一=Kenichi | S: 佐藤=Sato 鈴木=Suzuki 高橋=Takahashi 渡辺=Watanabe 山本=Yamamoto
ko Hang fg s none - | F: 지은=Ji-eun 서연=Seo-yeon 민지=Min-ji | M: 민준=Min-jun 현우=Hyun-woo 성민=Sung-min | S: 김=Kim 박=Park 최=Choi 정=Jung 강=Kang
hi Deva gf s sp - | F: प्रिया=Priya अनीता=Anita सुनीता=Sunita | M: राहुल=Rahul विकास=Vikas अमित=Amit | S: शर्मा=Sharma वर्मा=Verma गुप्ता=Gupta त्रिपाठी=Tripathi
mr Deva gf s sp - | F: स्नेहा=Sneha माधुरी=Madhuri | M: सचिन=Sachin प्रसाद=Prasad | S: देशपांडे=Deshpande कुलकर्णी=Kulkarni जोशी=Joshi पाटील=Patil
ne Deva gf s sp - | F: सरिता=Sarita बिमला=Bimala | M: रमेश=Ramesh बिकास=Bikash | S: श्रेष्ठ=Shrestha गुरुङ=Gurung थापा=Thapa अधिकारी=Adhikari
bn Beng gf s sp - | F: মৌসুমী=Mousumi তানিয়া=Tania | M: সৌরভ=Sourav রাকিব=Rakib | S: চট্টোপাধ্যায়=Chattopadhyay রহমান=Rahman হোসেন=Hossain দাস=Das
pa Guru gf s sp - | F: ਜਸਲੀਨ=Jasleen ਮਨਜੀਤ=Manjit ਹਰਲੀਨ=Harleen | M: ਗੁਰਪ੍ਰੀਤ=Gurpreet ਹਰਜੀਤ=Harjit ਬਲਵਿੰਦਰ=Balwinder | S: ਸੰਧੂ=Sandhu ਗਿੱਲ=Gill ਢਿੱਲੋਂ=Dhillon ਗਰੇਵਾਲ=Grewal
gu Gujr gf s sp - | F: હેતલ=Hetal ધ્રુવી=Dhruvi | M: જિગ્નેશ=Jignesh નિલેશ=Nilesh | S: પટેલ=Patel શાહ=Shah દેસાઈ=Desai મહેતા=Mehta
ta Taml gf s sp - | F: கவிதா=Kavitha மீனாட்சி=Meenakshi | M: செந்தில்=Senthil அருண்=Arun | S: சுப்பிரமணியம்=Subramaniam ராஜேந்திரன்=Rajendran கிருஷ்ணன்=Krishnan முருகன்=Murugan
te Telu gf s sp - | F: లావణ్య=Lavanya శ్రీదేవి=Sridevi | M: వెంకటేష్=Venkatesh శ్రీనివాస్=Srinivas | S: రెడ్డి=Reddy నాయుడు=Naidu రావు=Rao
kn Knda gf s sp - | F: ಸುಮಾ=Suma ರೇಖಾ=Rekha | M: ಮಂಜುನಾಥ=Manjunath ಪ್ರಕಾಶ್=Prakash | S: ಗೌಡ=Gowda ಹೆಗ್ಡೆ=Hegde ಶೆಟ್ಟಿ=Shetty
ml Mlym gf s sp - | F: അനുപമ=Anupama ദിവ്യ=Divya | M: സുരേഷ്=Suresh അജയ്=Ajay | S: നായർ=Nair മേനോൻ=Menon പിള്ള=Pillai
or Orya gf s sp - | F: ସସ୍ମିତା=Sasmita ଲିପି=Lipi | M: ଦେବାଶିଷ=Debasish ସୁଭାଷ=Subhash | S: ମହାପାତ୍ର=Mohapatra ପଣ୍ଡା=Panda ସାହୁ=Sahu
si Sinh gf s sp - | F: නිලූෂා=Nilusha දිල්රුක්ෂි=Dilrukshi | M: චමින්ද=Chaminda නුවන්=Nuwan | S: පෙරේරා=Perera ජයසූරිය=Jayasuriya සිල්වා=Silva
th Thai gf g sp - | F: สมศรี=Somsri กัญญา=Kanya | M: สมชาย=Somchai ประเสริฐ=Prasert | S: ศรีสุข=Srisuk วงศ์ใหญ่=Wongyai จันทร์เพ็ญ=Chanphen
lo Laoo gf g sp - | F: ບົວພັນ=Bouaphanh ແສງດາວ=Sengdao | M: ສົມພອນ=Somphone ບຸນມີ=Bounmy | S: ພົມມະຈັນ=Phommachanh ສີສຸວັນ=Sisouvanh ວົງສາ=Vongsa
km Khmr fg g sp - | F: សុភា=Sophea ចាន់ធូ=Chanthou | M: វិចិត្រ=Vichet សុខា=Sokha | S: សុខ=Sok ហេង=Heng ម៉ៅ=Mao
my Mymr gf g sp - | F: အေးအေးခိုင်=Aye_Aye_Khaing သီတာဝင်း=Thida_Win | M: ကျော်ဇော=Kyaw_Zaw အောင်မျိုးမင်း=Aung_Myo_Min | S:
bo Tibt gf g sp - | F: ཚེ་རིང་སྒྲོལ་མ=Tsering_Dolma པདྨ་ལྷ་མོ=Pema_Lhamo | M: བསྟན་འཛིན་ནོར་བུ=Tenzin_Norbu ཀུན་དགའ་རྡོ་རྗེ=Kunga_Dorje | S:
dv Thaa gf g sp - | F: އާމިނަތު=Aminath ފާތިމަތު=Fathimath | M: މުހައްމަދު=Mohamed އިބްރާހީމް=Ibrahim | S: ރަޝީދު=Rasheed ޝަރީފް=Shareef ނަސީމް=Naseem
am Ethi gf g sp - | F: ሰላም=Selam ትዕግስት=Tigist መሰረት=Meseret | M: ዳዊት=Dawit ሳምሶን=Samson ተስፋዬ=Tesfaye | S: አበበ=Abebe ተሾመ=Teshome ወልደማርያም=Woldemariam
ti Ethi gf g sp - | F: ሳባ=Saba ሉላ=Lula | M: ዮናስ=Yonas ኣማኑኤል=Amanuel | S: ገብረሚካኤል=Gebremichael ተኽለ=Tekle ሃይለ=Haile
he Hebr gf s sp - | F: נועה=Noa תמר=Tamar שירה=Shira | M: אורי=Uri יונתן=Yonatan איתי=Itai | S: כהן=Cohen לוי=Levi מזרחי=Mizrahi פרידמן=Friedman
el Grek gf s sp - | F: Ελένη=Eleni Κατερίνα=Katerina | M: Γιώργος=Giorgos Νίκος=Nikos | S: Οικονόμου=Oikonomou Γεωργίου=Georgiou Αντωνίου=Antoniou
hy Armn gf s sp - | F: Անի=Ani Նարինե=Narine | M: Արամ=Aram Տիգրան=Tigran | S: Պետրոսյան=Petrosyan Հովհաննիսյան=Hovhannisyan Սարգսյան=Sargsyan
ka Geor gf s sp - | F: ნინო=Nino ქეთევან=Ketevan | M: გიორგი=Giorgi ლევან=Levan | S: ბერიძე=Beridze მაისურაძე=Maisuradze კაპანაძე=Kapanadze
iu Cans gf s sp - | F: ᐋᓃ=Annie ᐃᓕᓴᐱ=Elisapee ᓂᕕ=Nivi | M: ᓘᑳᓯ=Lucassie ᐱᑕ=Pita ᔮᐃᑲ=Jaaika | S: ᑯᓱᒐᖅ=Kusugak ᖃᖅᑲᖅ=Qaqqaq ᐊᕐᓇᑦᓯᐊᖅ=Arnatsiaq
chr Cher gf s sp - | F: ᎺᎵ=Meli ᏌᎳ=Sala ᎠᏓᏯ=Adaya | M: ᏣᏂ=Tsani ᏩᏯ=Waya ᎦᏙ=Gado | S: ᏐᏈᎵ=Sogwili ᏩᎭᏯ=Wahaya ᏥᏍᏆ=Tsisqua
zgh Tfng gf s sp - | F: ⵜⵉⵍⵍⵉ=Tilelli ⴷⵉⵀⵢⴰ=Dihya ⵜⴰⵏⵉⵔⵜ=Tanirt | M: ⵎⴰⵙⵉⵏⵉⵙⴰ=Massinissa ⵢⵓⴱⴰ=Yuba ⴰⴽⵙⵉⵍ=Aksil | S: ⴰⵎⵖⴰⵔ=Amghar ⵓⵍⵃⴰⵊ=Oulhaj ⵎⵓⵃⴰ=Moha
"""
