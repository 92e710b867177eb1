"""Round-31 name stock in scripts other than Latin, written fresh for this round:
``locale|script|order|joiner|men|women|families``. Each name is a ``NATIVE=Latin`` pair; a family written
``Nm/Nf=Lm/Lf`` has a feminine form. ``order`` is ``native:latin`` with ``gf`` (given name first) or ``fg``;
``joiner`` is ``s`` (a space between the native names) or ``n`` (none)."""

from __future__ import annotations

from r31_names import LATIN

NATIVE_TABLE = """
ru_RU|Cyrl|gf:gf|s|Алексей=Alexei,Максим=Maksim,Игорь=Igor|Анастасия=Anastasia,Екатерина=Ekaterina,Дарья=Darya|Смирнов/Смирнова=Smirnov/Smirnova,Кузнецов/Кузнецова=Kuznetsov/Kuznetsova,Соколов/Соколова=Sokolov/Sokolova,Волков/Волкова=Volkov/Volkova
uk_UA|Cyrl|gf:gf|s|Андрій=Andrii,Тарас=Taras,Богдан=Bohdan|Оксана=Oksana,Ірина=Iryna,Марія=Mariia|Шевченко=Shevchenko,Бондаренко=Bondarenko,Мельник=Melnyk,Коваленко=Kovalenko
bg_BG|Cyrl|gf:gf|s|Димитър=Dimitar,Христо=Hristo,Николай=Nikolay|Десислава=Desislava,Галина=Galina,Радка=Radka|Иванов/Иванова=Ivanov/Ivanova,Петров/Петрова=Petrov/Petrova,Димитров/Димитрова=Dimitrov/Dimitrova
sr_RS|Cyrl|gf:gf|s|Никола=Nikola,Милош=Miloš,Душан=Dušan|Јелена=Jelena,Милица=Milica,Ана=Ana|Јовановић=Jovanović,Петровић=Petrović,Николић=Nikolić,Ђорђевић=Đorđević
mk_MK|Cyrl|gf:gf|s|Горан=Goran,Бојан=Bojan,Александар=Aleksandar|Биљана=Biljana,Марија=Marija,Ивана=Ivana|Стојановски/Стојановска=Stojanovski/Stojanovska,Трајковски/Трајковска=Trajkovski/Trajkovska
be_BY|Cyrl|gf:gf|s|Андрэй=Andrei,Павел=Pavel,Уладзімір=Uladzimir|Вольга=Volha,Святлана=Sviatlana,Наталля=Natallia|Казлоў/Казлова=Kazlou/Kazlova,Каваленка=Kavalenka,Шэўчык=Shauchyk
ky_KG|Cyrl|gf:gf|s|Нурбек=Nurbek,Азамат=Azamat,Бакыт=Bakyt|Айпери=Aiperi,Жылдыз=Zhyldyz,Бурул=Burul|Асанов/Асанова=Asanov/Asanova,Токтогулов/Токтогулова=Toktogulov/Toktogulova
tg_TJ|Cyrl|gf:gf|s|Фирдавс=Firdavs,Рустам=Rustam,Шерзод=Sherzod|Нигина=Nigina,Малика=Malika,Зарина=Zarina|Раҳимов/Раҳимова=Rahimov/Rahimova,Назаров/Назарова=Nazarov/Nazarova,Шарипов/Шарипова=Sharipov/Sharipova
mn_MN|Cyrl|gf:gf|s|Тэмүүлэн=Temuulen,Ганбаатар=Ganbaatar,Билгүүн=Bilguun|Сарангэрэл=Sarangerel,Оюунчимэг=Oyunchimeg,Уянга=Uyanga|Дорж=Dorj,Батбаяр=Batbayar,Цэрэн=Tseren
kk_KZ|Cyrl|gf:gf|s|Арман=Arman,Ерлан=Yerlan,Асқар=Askar|Айгерім=Aigerim,Жанар=Zhanar,Гүлнара=Gulnara|Оспанов/Оспанова=Ospanov/Ospanova,Жақыпов/Жақыпова=Zhakypov/Zhakypova,Әбенов/Әбенова=Abenov/Abenova
el_GR|Grek|gf:gf|s|Δημήτρης=Dimitris,Γιώργος=Giorgos,Νικόλαος=Nikolaos|Ελένη=Eleni,Κατερίνα=Katerina,Μαρία=Maria|Παπαδόπουλος/Παπαδοπούλου=Papadopoulos/Papadopoulou,Οικονόμου=Oikonomou,Καραγιάννης/Καραγιάννη=Karagiannis/Karagianni,Βλάχος/Βλάχου=Vlachos/Vlachou
el_CY|Grek|gf:gf|s|Ανδρέας=Andreas,Χρίστος=Christos,Μάριος=Marios|Άντρη=Andri,Ελένα=Elena,Χρυσταλλένη=Chrystalleni|Γεωργίου=Georgiou,Ιωάννου=Ioannou,Κωνσταντίνου=Konstantinou
hy_AM|Armn|gf:gf|s|Տիգրան=Tigran,Նարեկ=Narek,Գոռ=Gor|Անի=Ani,Լուսինե=Lusine,Նունե=Nune|Հակոբյան=Hakobyan,Սարգսյան=Sargsyan,Պետրոսյան=Petrosyan,Վարդանյան=Vardanyan
ka_GE|Geor|gf:gf|s|გიორგი=Giorgi,ნიკა=Nika,დავით=Davit|ნინო=Nino,თამარ=Tamar,მარიამ=Mariam|ბერიძე=Beridze,კაპანაძე=Kapanadze,გელაშვილი=Gelashvili,მაისურაძე=Maisuradze
he_IL|Hebr|gf:gf|s|יונתן=Yonatan,אורי=Uri,גיל=Gil|מיכל=Michal,נועה=Noa,תמר=Tamar|לוי=Levi,מזרחי=Mizrahi,פרץ=Peretz,כהן=Cohen
yi_US|Hebr|gf:gf|s|משה=Moshe,יעקב=Yankev,הערשל=Hershel|חיה=Chaya,פערל=Perel,רבקה=Rivke|פרידמאן=Friedman,גאלדשטיין=Goldshtein,ווייס=Weiss
ar_LB|Arab|gf:gf|s|جورج=Georges,كريم=Karim,رامي=Rami|نادين=Nadine,ريتا=Rita,لارا=Lara|حداد=Haddad,خوري=Khoury,عون=Aoun,نصر=Nasr
ar_MA|Arab|gf:gf|s|يوسف=Youssef,المهدي=El Mehdi,أنس=Anas|خديجة=Khadija,سناء=Sanae,إكرام=Ikram|بنعلي=Benali,العلوي=El Alaoui,التازي=Tazi
ar_SD|Arab|gf:gf|s|عثمان=Osman,الطيب=Eltayeb,مجتبى=Mujtaba|أميرة=Amira,هبة=Hiba,سارة=Sara|عبدالرحمن=Abdelrahman,الأمين=Elamin,إدريس=Idris
ar_JO|Arab|gf:gf|s|زيد=Zaid,ليث=Laith,عمر=Omar|رزان=Razan,تالا=Tala,لين=Leen|العمري=Al-Omari,الزعبي=Al-Zoubi,حجازي=Hijazi
fa_AF|Arab|gf:gf|s|فرید=Farid,جاوید=Javid,سهراب=Sohrab|فرشته=Freshta,ناهید=Nahid,شبنم=Shabnam|رحیمی=Rahimi,حیدری=Haidari,نوری=Noori
fa_IR|Arab|gf:gf|s|آرش=Arash,پویا=Pouya,سیاوش=Siavash|نگار=Negar,پریسا=Parisa,شیرین=Shirin|کریمی=Karimi,محمدی=Mohammadi,رستمی=Rostami
ur_PK|Arab|gf:gf|s|فیصل=Faisal,عمران=Imran,بلال=Bilal|عائشہ=Ayesha,سدرہ=Sidra,مہوش=Mehwish|قریشی=Qureshi,ملک=Malik,چوہدری=Chaudhry
ckb_IQ|Arab|gf:gf|s|ئاراس=Aras,ڕێبوار=Rebwar,هێمن=Hemin|ژینا=Zhina,شیلان=Shilan,ڤیان=Vian|کەریم=Karim,ئەحمەد=Ahmed,مەحموود=Mahmud
ug_CN|Arab|gf:gf|s|ئەركىن=Erkin,ئالىم=Alim,ئابدۇۋەلى=Abduweli|گۈلنار=Gulnar,مېھرىبان=Mehriban,ئايگۈل=Aygul|تۇرسۇن=Tursun,قادىر=Qadir,ئەمەت=Emet
ps_AF|Arab|gf:gf|s|ذبیح=Zabih,حکمت=Hekmat,میرویس=Mirwais|پلوشه=Palwasha,نازو=Nazo,ګلالۍ=Gulalai|وردک=Wardak,مومند=Momand,یوسفزی=Yousafzai
syr_IQ|Syrc|gf:gf|s|ܐܫܘܪ=Ashur,ܢܝܢܘܣ=Ninos,ܣܪܓܘܢ=Sargon|ܫܡܝܪܡ=Shamiram,ܢܝܢܘܐ=Ninve,ܡܪܝܡ=Maryam|ܥܘܕܝܫܘ=Odisho,ܒܢܝܡܝܢ=Benyamin,ܚܘܫܒܐ=Khoshaba
hi_IN|Deva|gf:gf|s|राहुल=Rahul,अमित=Amit,विकास=Vikas|प्रिया=Priya,नेहा=Neha,अंजलि=Anjali|शर्मा=Sharma,वर्मा=Verma,गुप्ता=Gupta,मिश्रा=Mishra
ne_NP|Deva|gf:gf|s|बिकास=Bikash,सन्तोष=Santosh,राजेश=Rajesh|सरिता=Sarita,अनिता=Anita,पूजा=Puja|गुरुङ=Gurung,थापा=Thapa,अधिकारी=Adhikari,राई=Rai
mr_IN|Deva|gf:gf|s|सचिन=Sachin,महेश=Mahesh,प्रशांत=Prashant|प्राजक्ता=Prajakta,मानसी=Manasi,सायली=Sayali|जोशी=Joshi,भोसले=Bhosale,शिंदे=Shinde,पवार=Pawar
bn_BD|Beng|gf:gf|s|আরিফ=Arif,মাহমুদ=Mahmud,ইমরান=Imran|তাসলিমা=Taslima,রুমানা=Rumana,শারমিন=Sharmin|ইসলাম=Islam,আহমেদ=Ahmed,সরকার=Sarkar,মিয়া=Mia
as_IN|Beng|gf:gf|s|দীপাংকৰ=Dipankar,প্ৰাঞ্জল=Pranjal,ভাস্কৰ=Bhaskar|পূৰ্ণিমা=Purnima,জোনালী=Jonali,মৌচুমী=Mousumi|বৰুৱা=Barua,গগৈ=Gogoi,শইকীয়া=Saikia,বৰা=Bora
pa_IN|Guru|gf:gf|s|ਗੁਰਪ੍ਰੀਤ=Gurpreet,ਹਰਜੀਤ=Harjit,ਅਮਰਿੰਦਰ=Amrinder|ਹਰਪ੍ਰੀਤ=Harpreet,ਜਸਲੀਨ=Jasleen,ਰਾਜਵਿੰਦਰ=Rajwinder|ਬਰਾੜ=Brar,ਗਰੇਵਾਲ=Grewal,ਧਾਲੀਵਾਲ=Dhaliwal,ਸੇਖੋਂ=Sekhon
gu_IN|Gujr|gf:gf|s|નિલેશ=Nilesh,કેતન=Ketan,ધર્મેશ=Dharmesh|ફાલ્ગુની=Falguni,ભૂમિ=Bhoomi,રિદ્ધિ=Riddhi|ત્રિવેદી=Trivedi,પંડ્યા=Pandya,ચૌધરી=Chaudhari
or_IN|Orya|gf:gf|s|ବିଶ୍ୱଜିତ=Biswajit,ଅଭିଷେକ=Abhishek,ସୌମ୍ୟ=Soumya|ସ୍ମିତା=Smita,ପ୍ରିୟଙ୍କା=Priyanka,ଇତିଶ୍ରୀ=Itishree|ମିଶ୍ର=Mishra,ଦାସ=Das,ନାୟକ=Nayak,ପଣ୍ଡା=Panda
ta_IN|Taml|gf:gf|s|அருண்=Arun,விக்னேஷ்=Vignesh,பிரகாஷ்=Prakash|லட்சுமி=Lakshmi,ஐஸ்வர்யா=Aishwarya,தீபா=Deepa|வேலு=Velu,கிருஷ்ணன்=Krishnan,அண்ணாமலை=Annamalai
ta_LK|Taml|gf:gf|s|சுதர்சன்=Sutharsan,நிரோஷன்=Niroshan,கஜேந்திரன்=Gajendran|சாந்தினி=Santhini,நிவேதா=Niveda,மதுமிதா=Madhumitha|செல்வராஜா=Selvarajah,பாலசிங்கம்=Balasingham,தம்பிராஜா=Thambirajah
te_IN|Telu|gf:gf|s|ప్రవీణ్=Praveen,మహేష్=Mahesh,కిరణ్=Kiran|లావణ్య=Lavanya,సుజాత=Sujatha,హారిక=Harika|చౌదరి=Chowdary,వర్మ=Varma,గౌడ్=Goud
kn_IN|Knda|gf:gf|s|ಸಂತೋಷ್=Santosh,ನವೀನ್=Naveen,ಸುರೇಶ್=Suresh|ರಮ್ಯಾ=Ramya,ಸೌಮ್ಯಾ=Soumya,ಪೂಜಾ=Pooja|ಭಟ್=Bhat,ರಾವ್=Rao,ಕಾಮತ್=Kamath
ml_IN|Mlym|gf:gf|s|രാഹുൽ=Rahul,ജിതിൻ=Jithin,അരുൺ=Arun|ലക്ഷ്മി=Lakshmi,ആതിര=Athira,നീതു=Neethu|പിള്ള=Pillai,വർഗീസ്=Varghese,ജോസഫ്=Joseph
si_LK|Sinh|gf:gf|s|කසුන්=Kasun,චමින්ද=Chaminda,නුවන්=Nuwan|නිලූකා=Niluka,සඳමාලි=Sandamali,ඉෂාරා=Ishara|පෙරේරා=Perera,බණ්ඩාර=Bandara,රත්නායක=Ratnayake,ගුණසේකර=Gunasekara
th_TH|Thai|gf:gf|s|ธนากร=Thanakorn,ศุภชัย=Supachai,วีรยุทธ=Weerayut|ปิยะนุช=Piyanuch,กาญจนา=Kanjana,อรทัย=Orathai|ศรีสุข=Srisuk,บุญมา=Boonma,แก้วมณี=Kaewmanee,ทองดี=Thongdee
lo_LA|Laoo|gf:gf|s|ສົມພອນ=Somphone,ບຸນມີ=Bounmy,ຄຳພັນ=Khamphanh|ມະນີວັນ=Manivanh,ແສງຈັນ=Sengchanh,ດາວວອນ=Daovone|ພົມມະຈັນ=Phommachanh,ສີສຸວັນ=Sisouvanh,ວົງສາ=Vongsa
my_MM|Mymr|gf:gf|n|အောင်ကျော်=Aung Kyaw,ဇော်မင်း=Zaw Min,ထက်နိုင်=Htet Naing|ခင်မာ=Khin Mar,နှင်းဝေ=Hnin Wai,သီတာ=Thida|ထွန်း=Tun,ဝင်း=Win,လွင်=Lwin,မြင့်=Myint
km_KH|Khmr|fg:fg|s|ដារ៉ា=Dara,រិទ្ធី=Rithy,វិចិត្រ=Vichet|សុភាព=Sopheap,ចន្ធូ=Chanthou,បុប្ផា=Bopha|សុខ=Sok,ចាន់=Chan,ហេង=Heng,ម៉ៅ=Mao
am_ET|Ethi|gf:gf|s|ዳዊት=Dawit,ብርሃኑ=Birhanu,ተስፋዬ=Tesfaye|ሰላማዊት=Selamawit,መቅደስ=Mekdes,ሄለን=Helen|ገብረመድህን=Gebremedhin,ወልደማርያም=Woldemariam,ታደሰ=Tadesse,አበበ=Abebe
ti_ER|Ethi|gf:gf|s|ዮናስ=Yonas,ሰሎሞን=Solomon,ኣማኑኤል=Amanuel|ሳባ=Saba,ፊዮሪ=Fiori,ሩት=Ruth|ተኽለ=Tekle,ገብረሂወት=Gebrehiwet,ሃብተ=Habte
zh_CN|Hans|fg:fg|n|浩然=Haoran,子轩=Zixuan,宇航=Yuhang|梓涵=Zihan,欣怡=Xinyi,雨桐=Yutong|周=Zhou,吴=Wu,徐=Xu,孙=Sun
zh_TW|Hant|fg:gf|n|冠宇=Kuan-yu,柏翰=Po-han,承恩=Cheng-en|詠晴=Yung-ching,宜蓁=Yi-chen,品妍=Pin-yen|賴=Lai,許=Hsu,蔡=Tsai,謝=Hsieh
zh_HK|Hant|fg:fg|n|家豪=Ka-ho,志明=Chi-ming,俊傑=Chun-kit|嘉欣=Ka-yan,詠詩=Wing-sze,凱琳=Hoi-lam|梁=Leung,鄭=Cheng,麥=Mak,葉=Yip
ja_JP|Jpan|fg:gf|n|大輔=Daisuke,翔太=Shota,健太=Kenta|美咲=Misaki,陽菜=Hina,結衣=Yui|佐々木=Sasaki,松本=Matsumoto,井上=Inoue,木村=Kimura
ko_KR|Hang|fg:fg|n|도현=Do-hyun,승민=Seung-min,재원=Jae-won|하은=Ha-eun,수빈=Su-bin,예진=Ye-jin|윤=Yoon,장=Jang,임=Lim,한=Han
bo_CN|Tibt|gf:gf|s|བསྟན་འཛིན=Tenzin,རྡོ་རྗེ=Dorje,བཀྲ་ཤིས=Tashi|པདྨ=Pema,སྒྲོལ་མ=Dolma,དབྱངས་ཅན=Yangchen|ནོར་བུ=Norbu,རྒྱ་མཚོ=Gyatso,ཚེ་རིང=Tsering
iu_CA|Cans|gf:gf|s|ᐸᐅᓗᓯ=Pauloosie,ᑕᒐᒃ=Tagak,ᐃᐲᓕ=Ipeelee|ᐅᓖᐲᑲ=Ooleepeeka,ᓄᕙᓕᖓ=Nuvalinga,ᒪᓚᔭ=Malaya|ᑭᓚᐳᒃ=Kilabuk,ᐊᕐᓇᑦᓯᐊᖅ=Arnatsiaq,ᖃᖅᑲᓯᖅ=Qaqqasiq,ᐊᑲᕙᒃ=Akavak
chr_US|Cher|gf:gf|s|ᏩᏯ=Waya,ᎢᏃᎳ=Inola,ᏣᎵ=Tsali|ᎠᏲᎦ=Ahyoka,ᎦᎵᎳᎯ=Galilahi,ᎠᎹ=Ama|ᏥᏍᏆ=Tsisqua,ᏩᎴᎳ=Walela,ᎧᏄᎾ=Kanuna
tzm_MA|Tfng|gf:gf|s|ⵢⵓⴱⴰ=Yuba,ⵉⴷⵉⵔ=Idir,ⴰⴽⵙⵉⵍ=Aksil|ⵜⵉⵣⵉⵔⵉ=Tiziri,ⴷⵉⵀⵢⴰ=Dihya,ⵜⴰⵏⵉⵏⴰ=Tanina|ⴰⵎⵖⴰⵔ=Amghar,ⴰⵙⵉⴼ=Assif,ⴰⴷⵔⴰⵔ=Adrar
"""


def _pair(item):
    native, _, latin = item.partition("=")
    return native, latin


def _family(item):
    native, latin = _pair(item)
    nm, _, nf = native.partition("/")
    lm, _, lf = latin.partition("/")
    return (nm, nf or nm), (lm, lf or lm)


def _parse(table):
    out = {}
    for row in table.strip().splitlines():
        loc, script, order, joiner, men, women, fams = row.split("|")
        native_order, latin_order = order.split(":")
        out[loc] = {
            "script": script,
            "native_order": native_order,
            "latin_order": latin_order,
            "joiner": " " if joiner == "s" else "",
            "men": [_pair(x) for x in men.split(",")],
            "women": [_pair(x) for x in women.split(",")],
            "families": [_family(x) for x in fams.split(",")],
        }
    return out


NATIVE = _parse(NATIVE_TABLE)
SCRIPT = {**{loc: "Latn" for loc in LATIN}, **{loc: v["script"] for loc, v in NATIVE.items()}}
