"""Native-script locales, typed for round 23: code|script|order|later|given|family, each name NATIVE=Latin,
``f:`` for a feminine given name, ``M/F=M/F`` for a family name with a feminine form."""

NATIVE = """
zh|Han|fgc|s|建华=Jianhua f:丽娟=Lijuan 志强=Zhiqiang f:雪梅=Xuemei|刘=Liu 陈=Chen 赵=Zhao 黄=Huang
zh-TW|Han|fgc|s|f:怡君=Yi-chun 家豪=Chia-hao f:淑芬=Shu-fen|林=Lin 張=Chang 蔡=Tsai
ja|Han|fg|s|健太=Kenta f:美咲=Misaki 大輔=Daisuke|中村=Nakamura 小林=Kobayashi 渡辺=Watanabe
ko|Hangul|fgc|s|민준=Minjun f:서연=Seoyeon 지훈=Jihoon|박=Park 최=Choi 정=Jung
ru|Cyrillic|gf|s|Алексей=Aleksei Дмитрий=Dmitrii f:Ольга=Olga f:Татьяна=Tatiana|Смирнов/Смирнова=Smirnov/Smirnova Кузнецов/Кузнецова=Kuznetsov/Kuznetsova
uk|Cyrillic|gf|s|Тарас=Taras Богдан=Bohdan f:Оксана=Oksana f:Ірина=Iryna|Шевченко=Shevchenko Коваленко=Kovalenko Мельник=Melnyk
bg|Cyrillic|gf|s|Георги=Georgi Иван=Ivan f:Десислава=Desislava|Петров/Петрова=Petrov/Petrova Димитров/Димитрова=Dimitrov/Dimitrova
sr|Cyrillic|gf|s|Милош=Milos Немања=Nemanja f:Јелена=Jelena|Јовановић=Jovanovic Николић=Nikolic
mn|Cyrillic|fg|g|Батбаяр=Batbayar f:Оюунчимэг=Oyuunchimeg Ганболд=Ganbold|Дорж=Dorj Түмэн=Tumen
el|Greek|gf|s|Γιώργος=Giorgos Νίκος=Nikos f:Ελένη=Eleni f:Κατερίνα=Katerina|Οικονόμου=Oikonomou Γεωργίου=Georgiou Αντωνίου=Antoniou
he|Hebrew|gf|s|יוסי=Yossi f:אביגיל=Avigail נועם=Noam|כהן=Cohen לוי=Levi מזרחי=Mizrahi
ar|Arabic|gf|s|محمد=Mohammed f:فاطمة=Fatima عمر=Omar f:ليلى=Layla|منصور=Mansour حداد=Haddad الخطيب=Al-Khatib
fa|Arabic|gf|s|رضا=Reza f:مریم=Maryam علی=Ali f:شیرین=Shirin|حسینی=Hosseini رضایی=Rezaei کریمی=Karimi
ur|Arabic|gf|s|عمران=Imran f:عائشہ=Ayesha بلال=Bilal|قریشی=Qureshi چوہدری=Chaudhry ملک=Malik
hi|Devanagari|gf|s|राहुल=Rahul f:प्रिया=Priya अमित=Amit f:सुनीता=Sunita|शर्मा=Sharma वर्मा=Verma गुप्ता=Gupta
mr|Devanagari|gf|s|f:स्नेहा=Sneha संदीप=Sandeep|कुलकर्णी=Kulkarni देशपांडे=Deshpande
ne|Devanagari|gf|s|f:सीता=Sita रमेश=Ramesh|श्रेष्ठ=Shrestha थापा=Thapa
bn|Bengali|gf|s|f:রুমানা=Rumana সৌরভ=Sourav f:তানিয়া=Tania|চৌধুরী=Chowdhury রহমান=Rahman বসু=Basu
pa|Gurmukhi|gf|s|ਹਰਪ੍ਰੀਤ=Harpreet ਗੁਰਵਿੰਦਰ=Gurvinder f:ਮਨਦੀਪ=Mandeep|ਸਿੱਧੂ=Sidhu ਗਿੱਲ=Gill ਸੰਧੂ=Sandhu
gu|Gujarati|gf|s|f:હેતલ=Hetal જીગ્નેશ=Jignesh|પટેલ=Patel શાહ=Shah દેસાઈ=Desai
ta|Tamil|gf|s|கார்த்திக்=Karthik f:மீனா=Meena f:லக்ஷ்மி=Lakshmi|முருகன்=Murugan ராஜேந்திரன்=Rajendran
te|Telugu|gf|s|వెంకట్=Venkat f:శ్రావ్య=Sravya|రెడ్డి=Reddy నాయుడు=Naidu
kn|Kannada|gf|s|f:ಅನಿತಾ=Anitha ಪ್ರಕಾಶ್=Prakash|ಹೆಗ್ಡೆ=Hegde ಗೌಡ=Gowda
ml|Malayalam|gf|s|f:അഞ്ജു=Anju ജോസഫ്=Joseph|നായർ=Nair മേനോൻ=Menon
or|Oriya|gf|s|ସୁରେଶ=Suresh f:ପ୍ରିୟଙ୍କା=Priyanka|ମହାପାତ୍ର=Mohapatra ଦାସ=Das
si|Sinhala|gf|s|කසුන්=Kasun f:නිලූකා=Niluka|පෙරේරා=Perera සිල්වා=Silva
th|Thai|gf|g|สมชาย=Somchai f:สุดารัตน์=Sudarat f:นภา=Napha|ศรีสุข=Srisuk บุญมี=Boonmee
lo|Lao|gf|g|ສົມພອນ=Somphone f:ບົວພັນ=Bouaphanh|ພົມມະຈັນ=Phommachanh ສີສຸວັນ=Sisouvanh
km|Khmer|fg|s|ដារ៉ា=Dara f:សុភា=Sophea|សុខ=Sok ចាន់=Chan
my|Myanmar|mono|g|အောင်ကျော်=Aung_Kyaw f:ခင်မာဝင်း=Khin_Mar_Win f:သီတာ=Thida|
bo|Tibetan|mono|g|བསྟན་འཛིན=Tenzin f:སྒྲོལ་མ=Dolma ཚེ་རིང=Tsering|
ka|Georgian|gf|s|გიორგი=Giorgi f:ნინო=Nino ლევანი=Levani|ბერიძე=Beridze კაპანაძე=Kapanadze
hy|Armenian|gf|s|Արամ=Aram f:Անահիտ=Anahit Տիգրան=Tigran|Սարգսյան=Sargsyan Հակոբյան=Hakobyan
am|Ethiopic|gf|g|አበበ=Abebe f:መሰረት=Meseret f:ሰላም=Selam|ከበደ=Kebede ተስፋዬ=Tesfaye
ti|Ethiopic|gf|g|f:ሳባ=Saba ዳዊት=Dawit|ሃይለ=Haile ተኽለ=Tekle
dv|Thaana|gf|g|އަޙްމަދު=Ahmed f:އާމިނަތު=Aminath|ރަޝީދު=Rasheed ނަސީމް=Naseem
iu|Canadian Syllabics|gf|s|ᑯᑉᓗ=Kublu ᐃᐱᓕ=Ipeelee f:ᐋᓂ=Annie|ᐊᑲᕙᒃ=Akavak ᕿᓪᓚᖅ=Qillaq
"""
