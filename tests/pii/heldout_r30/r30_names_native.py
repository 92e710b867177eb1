"""Round-30 name stock in other scripts: ``locale|script|native order:Latin order|joiner|men|women|families``,
each name a ``NATIVE=Latin`` pair (a family ``Nm/Nf=Lm/Lf`` where the feminine form differs; order ``gf`` given
name first, ``fg`` family name first; joiner ``_`` a space, ``-`` none). Written fresh for this round."""

from __future__ import annotations

from r30_names import LATIN

NATIVE_TABLE = """
ru_RU|Cyrl|gf:gf|_|Станислав=Stanislav,Арсений=Arseny,Глеб=Gleb|Вероника=Veronika,Полина=Polina,Ксения=Ksenia|Лебедев/Лебедева=Lebedev/Lebedeva,Новиков/Новикова=Novikov/Novikova,Федоров/Федорова=Fedorov/Fedorova,Зайцев/Зайцева=Zaitsev/Zaitseva
uk_UA|Cyrl|gf:gf|_|Ярослав=Yaroslav,Остап=Ostap,Дмитро=Dmytro|Соломія=Solomiia,Христина=Khrystyna,Олена=Olena|Ткаченко=Tkachenko,Кравчук=Kravchuk,Савчук=Savchuk,Гнатюк=Hnatiuk
bg_BG|Cyrl|gf:gf|_|Пламен=Plamen,Ивайло=Ivaylo,Цветан=Tsvetan|Милена=Milena,Цветелина=Tsvetelina,Борислава=Borislava|Стоянов/Стоянова=Stoyanov/Stoyanova,Георгиев/Георгиева=Georgiev/Georgieva,Тодоров/Тодорова=Todorov/Todorova
sr_RS|Cyrl|gf:gf|_|Вук=Vuk,Стефан=Stefan,Лазар=Lazar|Драгана=Dragana,Катарина=Katarina,Сања=Sanja|Стојановић=Stojanović,Марковић=Marković,Илић=Ilić,Павловић=Pavlović
kk_KZ|Cyrl|gf:gf|_|Ержан=Yerzhan,Дәурен=Dauren,Серік=Serik|Мадина=Madina,Әсел=Assel,Динара=Dinara|Нұрланов/Нұрланова=Nurlanov/Nurlanova,Сәрсенов/Сәрсенова=Sarsenov/Sarsenova,Бекенов/Бекенова=Bekenov/Bekenova
mn_MN|Cyrl|fg:gf|_|Түвшинбаяр=Tuvshinbayar,Энхболд=Enkhbold,Мөнх-Очир=Munkh-Ochir|Номин=Nomin,Ариунаа=Ariunaa,Солонго=Solongo|Ганзориг=Ganzorig,Батсүх=Batsukh,Пүрэвдорж=Purevdorj
el_GR|Grek|gf:gf|_|Στέλιος=Stelios,Θανάσης=Thanasis,Παναγιώτης=Panagiotis|Δέσποινα=Despoina,Βασιλική=Vasiliki,Αγγελική=Angeliki|Αλεξίου=Alexiou,Μαυρίδης/Μαυρίδου=Mavridis/Mavridou,Σταυρόπουλος/Σταυροπούλου=Stavropoulos/Stavropoulou,Λαμπράκης/Λαμπράκη=Lamprakis/Lampraki
el_CY|Grek|gf:gf|_|Κυριάκος=Kyriakos,Σάββας=Savvas,Λοΐζος=Loizos|Ραφαέλλα=Rafaella,Στάλω=Stalo,Παναγιώτα=Panagiota|Χαραλάμπους=Charalambous,Παπαναστασίου=Papanastasiou,Ευαγγέλου=Evangelou
hy_AM|Armn|gf:gf|_|Հայկ=Hayk,Արտակ=Artak,Վահե=Vahe|Մարինե=Marine,Սոնա=Sona,Գայանե=Gayane|Մկրտչյան=Mkrtchyan,Գրիգորյան=Grigoryan,Ավետիսյան=Avetisyan,Բաղդասարյան=Baghdasaryan
ka_GE|Geor|gf:gf|_|ირაკლი=Irakli,ზურაბ=Zurab,ლაშა=Lasha|ქეთევან=Ketevan,სალომე=Salome,ეკა=Eka|ჯაფარიძე=Japaridze,წერეთელი=Tsereteli,ხარაიშვილი=Kharaishvili,ნოზაძე=Nozadze
he_IL|Hebr|gf:gf|_|איתן=Eitan,עומר=Omer,נדב=Nadav|שירה=Shira,יעל=Yael,הדס=Hadas|אברהמי=Avrahami,שפירא=Shapira,ביטון=Biton,גולדברג=Goldberg
ar_EG|Arab|gf:gf|_|طارق=Tarek,حازم=Hazem,مصطفى=Moustafa|دينا=Dina,منى=Mona,سلمى=Salma|عبد العزيز=Abdel Aziz,الجمال=El-Gamal,فهمي=Fahmy,رضوان=Radwan
ar_SY|Arab|gf:gf|_|وسيم=Wassim,مازن=Mazen,يزن=Yazan|ريم=Reem,هالة=Hala,نور=Nour|الخطيب=Al-Khatib,الشامي=Al-Shami,درويش=Darwish,عيسى=Issa
ar_IQ|Arab|gf:gf|_|حيدر=Haider,علي=Ali,مصطفى=Mustafa|زهراء=Zahraa,رسل=Rusul,شهد=Shahad|الجبوري=Al-Jubouri,العبيدي=Al-Obaidi,الساعدي=Al-Saadi
fa_IR|Arab|gf:gf|_|بهرام=Bahram,کاوه=Kaveh,امید=Omid|مهسا=Mahsa,ستاره=Setareh,یاسمن=Yasaman|جعفری=Jafari,نوروزی=Norouzi,صادقی=Sadeghi,طاهری=Taheri
ur_PK|Arab|gf:gf|_|عدنان=Adnan,کاشف=Kashif,حمزہ=Hamza|ثمینہ=Samina,رابعہ=Rabia,نادیہ=Nadia|اعوان=Awan,شیخ=Sheikh,راجپوت=Rajput,خٹک=Khattak
ps_AF|Arab|gf:gf|_|نجیب=Najib,وحید=Wahid,شفیق=Shafiq|زرغونه=Zarghona,مرسل=Mursal,ملالۍ=Malalai|پوپلزی=Popalzai,ستانکزی=Stanikzai,احمدزی=Ahmadzai
dv_MV|Thaa|gf:gf|_|އަހުމަދު=Ahmed,މުހައްމަދު=Mohamed,އިބްރާހީމް=Ibrahim|ފާތިމަތު=Fathimath,އާމިނަތު=Aminath,މަރިޔަމް=Mariyam|ރަޝީދު=Rasheed,ޙަސަން=Hassan,ނާޝިދު=Nashid
hi_IN|Deva|gf:gf|_|विनोद=Vinod,मनोज=Manoj,आदित्य=Aditya|रेखा=Rekha,पूनम=Poonam,श्वेता=Shweta|त्रिपाठी=Tripathi,चौहान=Chauhan,श्रीवास्तव=Srivastava,यादव=Yadav
ne_NP|Deva|gf:gf|_|सुदीप=Sudip,प्रकाश=Prakash,रोशन=Roshan|सविता=Sabita,कल्पना=Kalpana,सुष्मा=Sushma|श्रेष्ठ=Shrestha,तामाङ=Tamang,भट्टराई=Bhattarai,पौडेल=Poudel
mr_IN|Deva|gf:gf|_|संदीप=Sandeep,अमोल=Amol,निखिल=Nikhil|स्नेहा=Sneha,अश्विनी=Ashwini,मृणाल=Mrunal|पाटील=Patil,देशमुख=Deshmukh,कुलकर्णी=Kulkarni,गायकवाड=Gaikwad
bn_BD|Beng|gf:gf|_|তানভীর=Tanvir,শাকিল=Shakil,রাকিব=Rakib|নুসরাত=Nusrat,ফারজানা=Farzana,সাদিয়া=Sadia|হোসেন=Hossain,রহমান=Rahman,চৌধুরী=Chowdhury,আকন্দ=Akand
bn_IN|Beng|gf:gf|_|সৌমিত্র=Soumitra,অরিজিৎ=Arijit,দেবাশীষ=Debashis|ঋতুপর্ণা=Rituparna,শ্রেয়া=Shreya,মৌমিতা=Moumita|বন্দ্যোপাধ্যায়=Banerjee,মুখোপাধ্যায়=Mukherjee,দত্ত=Dutta,ঘোষ=Ghosh
pa_IN|Guru|gf:gf|_|ਜਸਵਿੰਦਰ=Jaswinder,ਮਨਦੀਪ=Mandeep,ਬਲਜੀਤ=Baljit|ਸਿਮਰਨ=Simran,ਕਿਰਨਦੀਪ=Kirandeep,ਨਵਜੋਤ=Navjot|ਸਿੱਧੂ=Sidhu,ਗਿੱਲ=Gill,ਸੰਧੂ=Sandhu,ਢਿੱਲੋਂ=Dhillon
gu_IN|Gujr|gf:gf|_|હાર્દિક=Hardik,જીગ્નેશ=Jignesh,ભાવેશ=Bhavesh|હેતલ=Hetal,દિપાલી=Dipali,કિંજલ=Kinjal|પટેલ=Patel,દેસાઈ=Desai,શાહ=Shah,મહેતા=Mehta
or_IN|Orya|gf:gf|_|ସୁବ୍ରତ=Subrata,ପ୍ରଶାନ୍ତ=Prashant,ଦେବାଶିଷ=Debashish|ଲିପିକା=Lipika,ସସ୍ମିତା=Sasmita,ମମତା=Mamata|ମହାପାତ୍ର=Mohapatra,ପଟ୍ଟନାୟକ=Pattanaik,ସାହୁ=Sahu
ta_IN|Taml|gf:gf|_|கார்த்திக்=Karthik,செந்தில்=Senthil,முருகன்=Murugan|கவிதா=Kavitha,மீனா=Meena,பவித்ரா=Pavithra|சுப்பிரமணியம்=Subramaniam,ராமசாமி=Ramasamy,கணேசன்=Ganesan
ta_LK|Taml|gf:gf|_|தர்ஷன்=Tharshan,பிரதீபன்=Pratheepan,கஜன்=Kajan|தர்ஷினி=Tharshini,கஜனி=Kajani,நிலானி=Nilani|சிவகுமார்=Sivakumar,நடராஜா=Nadarajah,யோகநாதன்=Yoganathan
te_IN|Telu|gf:gf|_|శ్రీనివాస్=Srinivas,వెంకటేష్=Venkatesh,రవితేజ=Raviteja|శ్రావణి=Sravani,దివ్య=Divya,పద్మ=Padma|రెడ్డి=Reddy,నాయుడు=Naidu,రావు=Rao
kn_IN|Knda|gf:gf|_|ಮಂಜುನಾಥ್=Manjunath,ಪ್ರಕಾಶ್=Prakash,ರಾಘವೇಂದ್ರ=Raghavendra|ಶ್ವೇತಾ=Shwetha,ಅನುಷಾ=Anusha,ಕಾವ್ಯ=Kavya|ಗೌಡ=Gowda,ಹೆಗಡೆ=Hegde,ಶೆಟ್ಟಿ=Shetty
ml_IN|Mlym|gf:gf|_|അനൂപ്=Anoop,ബിജു=Biju,സുനിൽ=Sunil|അഞ്ജു=Anju,രേഷ്മ=Reshma,ശ്രീജ=Sreeja|നായർ=Nair,മേനോൻ=Menon,കുര്യൻ=Kurian
si_LK|Sinh|gf:gf|_|නුවන්=Nuwan,චමින්ද=Chaminda,කසුන්=Kasun|නිරෝෂා=Nirosha,සඳුනි=Sanduni,දිල්රුක්ෂි=Dilrukshi|පෙරේරා=Perera,බණ්ඩාර=Bandara,විජේසිංහ=Wijesinghe
th_TH|Thai|gf:gf|_|ธนากร=Thanakorn,วิชัย=Wichai,ณัฐพล=Nattapon|สุภาพร=Supaporn,นภัสสร=Napatsorn,กมลชนก=Kamonchanok|ศรีสุข=Srisuk,วงศ์สวัสดิ์=Wongsawat,ทองดี=Thongdee,แก้วมณี=Kaewmanee
lo_LA|Laoo|gf:gf|_|ສົມພອນ=Somphone,ບຸນມີ=Bounmy,ຄຳຫລ້າ=Khamla|ແສງຈັນ=Sengchanh,ມະນີວັນ=Manivanh,ພອນສະຫວັນ=Phonesavanh|ພົມມະຈັນ=Phommachanh,ສີຫາລາດ=Sihalath,ແກ້ວມະນີ=Keomany
km_KH|Khmr|fg:fg|_|ដារ៉ា=Dara,វិបុល=Vibol,សុខា=Sokha|សុភា=Sophea,ស្រីមុំ=Srey Mom,ចន្ថា=Chantha|គឹម=Kim,ហេង=Heng,សៅ=Sao
my_MM|Mymr|gf:gf|_|အောင်=Aung,မင်း=Min,ကျော်=Kyaw|ခင်=Khin,နန္ဒာ=Nanda,သီတာ=Thida|ထွန်းဝင်း=Htun Win,ဇော်မိုး=Zaw Moe,မြင့်ဆွေ=Myint Swe
bo_CN|Tibt|gf:gf|_|བསྟན་འཛིན=Tenzin,ཚེ་རིང=Tsering,བཀྲ་ཤིས=Tashi|སྒྲོལ་མ=Dolma,པདྨ=Pema,ལྷ་མོ=Lhamo|རྡོ་རྗེ=Dorje,ནོར་བུ=Norbu,རྣམ་རྒྱལ=Namgyal
zh_CN|Hani|fg:fg|-|浩然=Haoran,志强=Zhiqiang,建华=Jianhua|雨欣=Yuxin,婷婷=Tingting,秀英=Xiuying|王=Wang,张=Zhang,刘=Liu,赵=Zhao
zh_TW|Hani|fg:gf|-|冠宇=Kuan-Yu,家豪=Chia-Hao,志明=Chih-Ming|怡君=Yi-Chun,雅婷=Ya-Ting,淑芬=Shu-Fen|陳=Chen,林=Lin,蔡=Tsai,黃=Huang
zh_HK|Hani|fg:gf|-|家明=Ka Ming,志偉=Chi Wai,俊傑=Chun Kit|嘉欣=Ka Yan,美玲=Mei Ling,詠詩=Wing Sze|陳=Chan,黃=Wong,梁=Leung,張=Cheung
ja_JP|Jpan|fg:gf|_|翔太=Shota,大輔=Daisuke,健一=Kenichi|美咲=Misaki,陽菜=Hina,真由美=Mayumi|佐藤=Sato,高橋=Takahashi,渡辺=Watanabe,小林=Kobayashi
ko_KR|Hang|fg:gf|-|민준=Min-jun,지훈=Ji-hoon,성민=Seong-min|서연=Seo-yeon,지은=Ji-eun,수빈=Su-bin|김=Kim,박=Park,최=Choi,정=Jung
am_ET|Ethi|gf:gf|_|አበበ=Abebe,ተስፋዬ=Tesfaye,ዳዊት=Dawit|መሠረት=Meseret,ሕይወት=Hiwot,ፍቅርተ=Fikirte|ወልደማርያም=Woldemariam,ታደሰ=Tadesse,በቀለ=Bekele
ti_ER|Ethi|gf:gf|_|ዮናስ=Yonas,ሳምሶን=Samson,ሚኪኤል=Mikiel|ሰላም=Selam,ኤልሳ=Elsa,ሳባ=Saba|ተኽለ=Tekle,ሃብተ=Habte,ገብረሂወት=Gebrehiwet
iu_CA|Cans|gf:gf|_|ᔫᓯᐱ=Joosipi,ᓴᐃᒧᓐ=Saimon,ᐱᐅᓯ=Piusi|ᒪᓕ=Mali,ᐃᓗᐃᓴ=Iluisa,ᓯᐊᓚ=Siala|ᑯᓱᒐᖅ=Kusugaq,ᐊᕐᓇᑦᓯᐊᖅ=Arnatsiaq,ᐱᑦᓯᐅᓚᒃ=Pitsiulak
mn_CN|Mong|gf:gf|_|ᠪᠠᠲᠤ=Batu,ᠲᠡᠮᠦᠷ=Temur,ᠪᠠᠶᠠᠷ=Bayar|ᠰᠠᠷᠠᠨ=Saran,ᠨᠠᠷᠠᠨ=Naran,ᠰᠣᠶᠣᠯ=Soyol|ᠪᠣᠷᠵᠢᠭᠢᠨ=Borjigin,ᠬᠣᠩᠭᠢᠷᠠᠳ=Khongirad,ᠵᠠᠯᠠᠶᠢᠷ=Jalair
tzm_MA|Tfng|gf:gf|_|ⴰⵎⴰⵢⴰⵙ=Amayas,ⵉⴷⵉⵔ=Idir,ⵢⵓⴱⴰ=Yuba|ⵜⵉⵣⵉⵔⵉ=Tiziri,ⵜⴰⵏⵉⵏⴰ=Tanina,ⵎⴰⵙⵉⵍⵢⴰ=Masilya|ⴰⵎⵔⴰⵏ=Amrane,ⵓⵎⴰⵍⵓ=Oumalou,ⴰⵢⵜ ⵄⵍⵉ=Ait Ali
"""


def _pairs(cell):
    out = []
    for item in cell.split(","):
        native, _, latin = item.strip().partition("=")
        nm, _, nf = native.partition("/")
        lm, _, lf = latin.partition("/")
        out.append(((nm, lm), (nf or nm, lf or lm)))
    return out


NATIVE = {}
for _row in NATIVE_TABLE.strip().splitlines():
    _code, _script, _order, _join, _men, _women, _fams = _row.split("|")
    _nat, _lat = _order.split(":")
    NATIVE[_code] = {
        "script": _script,
        "native_order": _nat,
        "latin_order": _lat,
        "joiner": " " if _join == "_" else "",
        "men": [p[0] for p in _pairs(_men)],
        "women": [p[0] for p in _pairs(_women)],
        "families": _pairs(_fams),
    }

SCRIPT = {code: "Latn" for code in LATIN}
SCRIPT.update({code: entry["script"] for code, entry in NATIVE.items()})
