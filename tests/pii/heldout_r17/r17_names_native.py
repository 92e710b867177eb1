"""Hand-typed native-script name locales for round 17.

One line per locale: ``code script order later joiner flags | female | male | family`` with ``NATIVE=Latin``
pairs; joiner ``sp`` (space) or ``nj`` (no space between native family and given name); flags ``-`` or ``ova``
(Russian feminine family names add -а / -a). A family list of ``-`` means names without a family name (the
given name is the whole name). An underscore stands for a space inside one name.
"""

NATIVE_TEXT = """
ar Arab gf s sp - | مريم=Maryam ليلى=Layla نور=Nour | يوسف=Youssef عمر=Omar طارق=Tarek | حداد=Haddad منصور=Mansour الخطيب=al-Khatib السعدي=al-Saadi
fa Arab gf s sp - | شیرین=Shirin نسرین=Nasrin | بهرام=Bahram کاوه=Kaveh | رضایی=Rezaei کریمی=Karimi احمدی=Ahmadi
ur Arab gf s sp - | عائشہ=Ayesha ثمینہ=Samina | عمران=Imran فیصل=Faisal | قریشی=Qureshi چوہدری=Chaudhry ملک=Malik
ps Arab gf s sp - | زرمینه=Zarmina پلوشه=Palwasha | احمد=Ahmad ننګیالی=Nangialai | وردګ=Wardak ستانکزی=Stanikzai
ru Cyrl gf s sp ova | Анна=Anna Екатерина=Yekaterina Ольга=Olga | Дмитрий=Dmitry Сергей=Sergei Алексей=Alexei | Соколов=Sokolov Морозов=Morozov Волков=Volkov
uk Cyrl gf s sp - | Оксана=Oksana Олена=Olena | Тарас=Taras Богдан=Bohdan | Шевчук=Shevchuk Бондаренко=Bondarenko Мельник=Melnyk
mn Cyrl gf g sp - | Сарантуяа=Sarantuya Оюун=Oyuun | Батбаяр=Batbayar Ганбаатар=Ganbaatar | Дорж=Dorj Батаа=Bataa
el Grek gf s sp - | Ελένη=Eleni Δήμητρα=Dimitra | Γιώργος=Giorgos Νίκος=Nikos | Παπαδόπουλος=Papadopoulos Κωνσταντίνου=Konstantinou Αντωνίου=Antoniou
he Hebr gf s sp - | נועה=Noa תמר=Tamar | אבי=Avi יונתן=Yonatan | כהן=Cohen לוי=Levi מזרחי=Mizrahi
hy Armn gf s sp - | Անի=Ani Նարինե=Narine | Արամ=Aram Տիգրան=Tigran | Պետրոսյան=Petrosyan Հովհաննիսյան=Hovhannisyan Սարգսյան=Sargsyan
ka Geor gf s sp - | ნინო=Nino თამარ=Tamar | გიორგი=Giorgi ლევან=Levan | ბერიძე=Beridze კაპანაძე=Kapanadze მაისურაძე=Maisuradze
hi Deva gf s sp - | प्रिया=Priya सुनीता=Sunita | राहुल=Rahul अमित=Amit | शर्मा=Sharma वर्मा=Verma त्रिपाठी=Tripathi
ne Deva gf s sp - | सरिता=Sarita बिनिता=Binita | बिकास=Bikash सुदीप=Sudip | श्रेष्ठ=Shrestha थापा=Thapa
mr Deva gf s sp - | स्नेहा=Sneha मधुरा=Madhura | सचिन=Sachin अजय=Ajay | कुलकर्णी=Kulkarni देशपांडे=Deshpande
bn Beng gf s sp - | তানিয়া=Tania রুমানা=Rumana | রাকিব=Rakib সৌমিত্র=Soumitra | চৌধুরী=Chowdhury হোসেন=Hossain বসু=Basu
pa Guru gf s sp - | ਹਰਪ੍ਰੀਤ=Harpreet ਜਸਲੀਨ=Jasleen | ਗੁਰਦੀਪ=Gurdeep ਮਨਜੀਤ=Manjit | ਸੰਧੂ=Sandhu ਗਿੱਲ=Gill ਢਿੱਲੋਂ=Dhillon
gu Gujr gf s sp - | હેતલ=Hetal ધ્વનિ=Dhwani | જીગ્નેશ=Jignesh હાર્દિક=Hardik | પટેલ=Patel દેસાઈ=Desai શાહ=Shah
ta Taml gf s sp - | கவிதா=Kavitha மீனா=Meena | செந்தில்=Senthil அருண்=Arun | சுப்பிரமணியம்=Subramaniam ராஜேந்திரன்=Rajendran
te Telu gf s sp - | లక్ష్మి=Lakshmi శ్రావణి=Sravani | వెంకట్=Venkat రవి=Ravi | రెడ్డి=Reddy నాయుడు=Naidu
kn Knda gf s sp - | ಅನಿತಾ=Anitha ರಶ್ಮಿ=Rashmi | ಪ್ರಕಾಶ್=Prakash ಕಿರಣ್=Kiran | ಗೌಡ=Gowda ಹೆಗ್ಡೆ=Hegde
ml Mlym gf s sp - | അനു=Anu ദിവ്യ=Divya | ജോസഫ്=Joseph സുരേഷ്=Suresh | നായർ=Nair മേനോൻ=Menon
or Orya gf s sp - | ସୁପ୍ରିୟା=Supriya ଲିପି=Lipi | ସୌମ୍ୟ=Soumya ବିକାଶ=Bikash | ମହାପାତ୍ର=Mohapatra ପଟ୍ଟନାୟକ=Pattnaik
si Sinh gf s sp - | නිලූකා=Niluka දිල්රුක්ෂි=Dilrukshi | චමින්ද=Chaminda නුවන්=Nuwan | පෙරේරා=Perera ගුණවර්ධන=Gunawardena
am Ethi gf g sp - | ሄለን=Helen ቤተልሔም=Betelhem | ዳዊት=Dawit ሰለሞን=Solomon | ተስፋዬ=Tesfaye ገብሬ=Gebre ወልደ=Welde
ti Ethi gf g sp - | ሳባ=Saba ሉላ=Lula | ዮናስ=Yonas ሙሴ=Muse | ተኽለ=Tekle ሃብተ=Habte
th Thai gf g sp - | สมศรี=Somsri มาลี=Malee | สมชาย=Somchai ธนา=Thana | ศรีสุข=Srisuk วงศ์ไทย=Wongthai
lo Laoo gf g sp - | ມະນີ=Many ຈັນທາ=Chantha | ສົມພອນ=Somphone ບຸນມີ=Bounmy | ພົມມະຈັນ=Phommachanh ສີສະຫວາດ=Sisavath
km Khmr fg g sp - | សុភា=Sophea ចាន់ធី=Chanthy | វិចិត្រ=Vichet ដារ៉ា=Dara | សុខ=Sok ចាន់=Chan ហេង=Heng
my Mymr gf g sp - | သီတာ=Thida နန္ဒာ=Nanda | ကျော်ဇော=Kyaw_Zaw မင်းထွန်း=Min_Htun | -
bo Tibt gf g sp - | ཚེ་རིང་_སྒྲོལ་མ=Tsering_Dolma པདྨ=Pema | ཀུན་དགའ=Kunga བསོད་ནམས=Sonam | -
dv Thaa gf g sp - | އައިޝަތު_ޝިފާ=Aishath_Shifa | އަހުމަދު_ނަސީމް=Ahmed_Naseem | -
iu Cans gf s sp - | ᐊᓂ=Annie ᒥᐊᓕ=Miali | ᐱᑕ=Pita ᓗᐃ=Looee | ᐊᑕᒍᑦᑕᓗᒃ=Atagutaluk ᐅᓪᓗᕆᐊᖅ=Ulluriaq
zh-CN Hans fg s nj - | 秀英=Xiuying 丽娟=Lijuan | 志强=Zhiqiang 建华=Jianhua | 王=Wang 刘=Liu 陈=Chen 张=Zhang
zh-TW Hant fg s nj - | 怡君=Yi-chun 淑芬=Shu-fen | 家豪=Chia-hao 志明=Chih-ming | 林=Lin 黃=Huang 蔡=Tsai
zh-HK Hant fg s nj - | 嘉欣=Ka-yan 詠詩=Wing-sze | 家輝=Ka-fai 偉強=Wai-keung | 陳=Chan 黃=Wong 李=Lee
ja Jpan fg s nj - | 美咲=Misaki 陽子=Yoko | 健太=Kenta 大輔=Daisuke | 佐藤=Sato 鈴木=Suzuki 高橋=Takahashi
ko Hang fg s nj - | 지은=Ji-eun 서연=Seo-yeon | 민준=Min-jun 성호=Seong-ho | 김=Kim 박=Park 최=Choi
"""
