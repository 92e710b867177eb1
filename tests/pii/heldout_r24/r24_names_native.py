"""Native-script locales typed for round 24: code|script|order|later|given|family, each name NATIVE=Latin.
``f:`` marks a feminine given name; ``M/F=M/F`` a family name with a feminine form; ``-`` no family name.
order: gf, fg (family first, spaced), fgc (family first, written together), mono (one name)."""

NATIVE = """
zh-CN|Han|fgc|s|浩然=Haoran f:梦琪=Mengqi 子轩=Zixuan f:思琪=Siqi 俊杰=Junjie|孙=Sun 周=Zhou 吴=Wu 郑=Zheng 冯=Feng
yue|Han|fgc|s|家輝=Ka-fai f:美玲=Mei-ling 志明=Chi-ming f:詠詩=Wing-sze|梁=Leung 何=Ho 鄭=Cheng 譚=Tam
ja|Han|fg|s|翔太=Shota f:結衣=Yui 拓海=Takumi f:陽菜=Hina|佐藤=Sato 高橋=Takahashi 伊藤=Ito 松本=Matsumoto
ko|Hangul|fgc|s|도윤=Doyun f:하은=Haeun 시우=Siwoo f:지아=Jia|김=Kim 이=Lee 윤=Yoon 강=Kang 조=Cho
ru|Cyrillic|gf|s|Кирилл=Kirill Станислав=Stanislav f:Ксения=Kseniya f:Вероника=Veronika|Кузнецов/Кузнецова=Kuznetsov/Kuznetsova Воробьёв/Воробьёва=Vorobyov/Vorobyova Медведев/Медведева=Medvedev/Medvedeva
uk|Cyrillic|gf|s|Остап=Ostap Ярослав=Yaroslav f:Соломія=Solomiia f:Ганна=Hanna|Коваленко=Kovalenko Бондаренко=Bondarenko Мельник=Melnyk
be|Cyrillic|gf|s|Алесь=Ales Змітрок=Zmitrok f:Святлана=Sviatlana|Лукашэвіч=Lukashevich Дамброўскі/Дамброўская=Dambrouski/Dambrouskaya
bg|Cyrillic|gf|s|Стоян=Stoyan Димитър=Dimitar f:Цветелина=Tsvetelina|Стоянов/Стоянова=Stoyanov/Stoyanova Христов/Христова=Hristov/Hristova
sr-Cyrl|Cyrillic|gf|s|Душан=Dušan Бранко=Branko f:Драгана=Dragana f:Милица=Milica|Петровић=Petrović Стојановић=Stojanović Марковић=Marković
mk|Cyrillic|gf|s|Александар=Aleksandar Горан=Goran f:Билјана=Biljana|Трајковски/Трајковска=Trajkovski/Trajkovska Николовски/Николовска=Nikolovski/Nikolovska
kk|Cyrillic|gf|s|Нұрлан=Nurlan Ержан=Yerzhan f:Айгүл=Aigul f:Жанар=Zhanar|Сәрсенбаев/Сәрсенбаева=Sarsenbayev/Sarsenbayeva Оспанов/Оспанова=Ospanov/Ospanova
mn|Cyrillic|gf|g|Батбаяр=Batbayar Ганбаатар=Ganbaatar f:Сарангэрэл=Sarangerel f:Оюунчимэг=Oyunchimeg|Дорж=Dorj Болд=Bold Цэрэн=Tseren
el|Greek|gf|s|Γιώργος=Giorgos Νικόλαος=Nikolaos f:Ελένη=Eleni f:Δέσποινα=Despoina|Παπαδόπουλος/Παπαδοπούλου=Papadopoulos/Papadopoulou Καραγιάννης/Καραγιάννη=Karagiannis/Karagianni Οικονόμου=Oikonomou
he|Hebrew|gf|s|אביתר=Evyatar יונתן=Yonatan f:נועה=Noa f:שירה=Shira|כהן=Cohen לוי=Levi מזרחי=Mizrahi פרץ=Peretz
yi|Hebrew|gf|s|יאנקל=Yankel שמואל=Shmuel f:פערל=Perel f:גיטל=Gitel|ווייס=Weiss גרינבערג=Grinberg
ar|Arabic|gf|s|يوسف=Youssef خالد=Khaled f:ليلى=Layla f:مريم=Mariam|الحسيني=Al-Husseini العمري=Al-Omari حداد=Haddad النجار=Al-Najjar
fa|Arabic|gf|s|داریوش=Dariush کوروش=Kourosh f:شیرین=Shirin f:پریسا=Parisa|رضایی=Rezaei حسینی=Hosseini کریمی=Karimi
ur|Arabic|gf|s|عمران=Imran بلال=Bilal f:سائرہ=Saira f:نادیہ=Nadia|قریشی=Qureshi چودھری=Chaudhry ملک=Malik
ps|Arabic|gf|s|احمد=Ahmad وحید=Wahid f:ملالۍ=Malalai|ځدراڼ=Zadran پوپلزی=Popalzai
hi|Devanagari|gf|s|अर्जुन=Arjun विक्रम=Vikram f:प्रिया=Priya f:अंजलि=Anjali|शर्मा=Sharma वर्मा=Verma त्रिपाठी=Tripathi
mr|Devanagari|gf|s|सचिन=Sachin ओंकार=Omkar f:स्नेहा=Sneha f:मृणाल=Mrinal|कुलकर्णी=Kulkarni देशपांडे=Deshpande जोशी=Joshi
ne|Devanagari|gf|s|बिकास=Bikash सुमन=Suman f:सरिता=Sarita|श्रेष्ठ=Shrestha गुरुङ=Gurung तामाङ=Tamang
bn|Bengali|gf|s|সৌমিত্র=Soumitra অভিজিৎ=Abhijit f:মৌমিতা=Moumita f:তানিয়া=Tania|চট্টোপাধ্যায়=Chattopadhyay রহমান=Rahman
pa|Gurmukhi|gf|s|ਹਰਪ੍ਰੀਤ=Harpreet ਗੁਰਵਿੰਦਰ=Gurvinder f:ਜਸਲੀਨ=Jasleen f:ਮਨਪ੍ਰੀਤ=Manpreet|ਸੰਧੂ=Sandhu ਗਿੱਲ=Gill ਢਿੱਲੋਂ=Dhillon
gu|Gujarati|gf|s|હાર્દિક=Hardik કેતન=Ketan f:હેતલ=Hetal f:ધ્વનિ=Dhwani|પટેલ=Patel શાહ=Shah દેસાઈ=Desai
ta|Tamil|gf|s|கார்த்திக்=Karthik செந்தில்=Senthil f:கவிதா=Kavitha f:மீனாட்சி=Meenakshi|சுப்பிரமணியன்=Subramanian ராமசாமி=Ramasamy
te|Telugu|gf|s|శ్రీనివాస్=Srinivas వెంకట్=Venkat f:లక్ష్మి=Lakshmi|రెడ్డి=Reddy నాయుడు=Naidu
kn|Kannada|gf|s|ಮಂಜುನಾಥ್=Manjunath ರಾಘವ=Raghava f:ಶ್ವೇತಾ=Shwetha|ಗೌಡ=Gowda ಹೆಗ್ಡೆ=Hegde
ml|Malayalam|gf|s|അനൂപ്=Anoop ജിതിൻ=Jithin f:ദിവ്യ=Divya|നായർ=Nair മേനോൻ=Menon
or|Oriya|gf|s|ସୁଭାଷ=Subhash f:ସସ୍ମିତା=Sasmita|ମହାପାତ୍ର=Mohapatra ପଣ୍ଡା=Panda
si|Sinhala|gf|s|චමින්ද=Chaminda f:නිලූකා=Niluka|පෙරේරා=Perera ජයසූරිය=Jayasuriya
th|Thai|gf|g|สมชาย=Somchai ธนากร=Thanakorn f:สุดารัตน์=Sudarat f:พิมพ์ชนก=Pimchanok|ศรีสุข=Srisuk วงศ์ไทย=Wongthai
lo|Lao|gf|g|ສົມພອນ=Somphone f:ບົວພັນ=Bouaphanh|ພົມມະຈັນ=Phommachanh ສີສຸວົງ=Sisouvong
km|Khmer|fg|g|សុភា=Sophea វណ្ណៈ=Vannak f:ស្រីនិច=Sreynich|ហេង=Heng សុខ=Sok
my|Myanmar|mono|g|ဇော်မင်း=Zaw_Min ကျော်ဇင်=Kyaw_Zin f:နှင်းဝေ=Hnin_Wai f:သီတာ=Thida|-
ka|Georgian|gf|s|გიორგი=Giorgi ლევან=Levan f:ნინო=Nino f:თამარ=Tamar|ბერიძე=Beridze კაპანაძე=Kapanadze
hy|Armenian|gf|s|Արամ=Aram Տիգրան=Tigran f:Անի=Ani f:Լուսինե=Lusine|Պետրոսյան=Petrosyan Հակոբյան=Hakobyan
am|Ethiopic|gf|g|ዳዊት=Dawit ሰለሞን=Solomon f:ሕይወት=Hiwot f:መሰረት=Meseret|ታደሰ=Tadesse በቀለ=Bekele
ti|Ethiopic|gf|g|ተስፋይ=Tesfay f:ለተ=Lete f:ሳባ=Saba|ገብረሚካኤል=Gebremichael ሃይለ=Haile
bo|Tibetan|mono|g|བསྟན་འཛིན་ནོར་བུ=Tenzin_Norbu ཚེ་རིང་དོན་གྲུབ=Tsering_Dhondup f:པདྨ་སྒྲོལ་མ=Pema_Dolma|-
dv|Thaana|gf|s|އަޙްމަދު=Ahmed f:އާމިނަތު=Aminath|ރަޝީދު=Rasheed ޙަސަން=Hassan
iu|Canadian|gf|s|ᐃᐲᓕ=Ipeelee ᒨᓯᓯ=Moosesee f:ᐊᓚᓯ=Alasi f:ᐊᓗᑭ=Alookie|ᑭᓚᐳᒃ=Kilabuk ᓄᑕᕋᖅ=Nutaraq
cr|Canadian|gf|s|ᒪᐢᑿ=Maskwa ᑮᐍᑎᐣ=Kiwetin f:ᐱᓯᒼ=Pisim|ᐊᐢᑭ=Aski ᑮᓯᐢ=Kisis
chr|Cherokee|gf|s|ᎤᏬᏚᎯ=Uwoduhi ᏩᏯ=Waya f:ᎠᏯ=Aya|ᏣᎳᎩ=Tsalagi ᎦᏙᎯ=Gadohi
syr|Syriac|gf|s|ܐܦܪܝܡ=Aphrem ܝܘܚܢܢ=Yohanan f:ܫܡܘܢܝ=Shmuni f:ܡܪܬܐ=Martha|ܒܪܨܠܝܒܐ=Barsaliba ܫܡܥܘܢ=Shamoun
nqo|Nko|gf|s|ߡߊߡߊߘߎ=Mamadu f:ߝߊߕߎߡߊߕߊ=Fatumata|ߞߎߦߊߕߋ=Kuyate ߞߊߡߊߙߊ=Kamara
tzm|Tifinagh|gf|s|ⵢⵓⴱⴰ=Yuba ⵎⴰⵙⵉⵏⵉⵙⴰ=Masinissa f:ⵜⵉⵍⴻⵍⵍⵉ=Tilelli f:ⵜⵉⵍⴰ=Tila|ⴰⴳⵍⵍⵉⴷ=Agellid ⵓⵎⴰⵔ=Oumar
"""
