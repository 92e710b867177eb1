"""Hand-typed person names by locale.

LOCALES maps a locale to (ISO-15924 script code, name order, joiner). Order "gs" writes the given name
first, "sg" the surname first. Each NAMES entry is "G given/surname" where G is F or M; a non-Latin
element is written "native|latin". Locales in GENDERED keep each given name with its own surname.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from r11_doc import Mark

LOCALES: dict[str, tuple[str, str, str]] = {
    "en-CA": ("Latn", "gs", " "),
    "en-US": ("Latn", "gs", " "),
    "fr-CA": ("Latn", "gs", " "),
    "en-GB": ("Latn", "gs", " "),
    "en-IE": ("Latn", "gs", " "),
    "ga": ("Latn", "gs", " "),
    "cy": ("Latn", "gs", " "),
    "gd": ("Latn", "gs", " "),
    "en-AU": ("Latn", "gs", " "),
    "mi": ("Latn", "gs", " "),
    "haw": ("Latn", "gs", " "),
    "vi": ("Latn", "sg", " "),
    "yo": ("Latn", "gs", " "),
    "ig": ("Latn", "gs", " "),
    "ha": ("Latn", "gs", " "),
    "ak": ("Latn", "gs", " "),
    "luo": ("Latn", "gs", " "),
    "ki": ("Latn", "gs", " "),
    "sw": ("Latn", "gs", " "),
    "zu": ("Latn", "gs", " "),
    "xh": ("Latn", "gs", " "),
    "af": ("Latn", "gs", " "),
    "tl": ("Latn", "gs", " "),
    "ms": ("Latn", "gs", " "),
    "tr": ("Latn", "gs", " "),
    "pl": ("Latn", "gs", " "),
    "cs": ("Latn", "gs", " "),
    "hu": ("Latn", "sg", " "),
    "is": ("Latn", "gs", " "),
    "fi": ("Latn", "gs", " "),
    "sv": ("Latn", "gs", " "),
    "nb": ("Latn", "gs", " "),
    "da": ("Latn", "gs", " "),
    "de": ("Latn", "gs", " "),
    "nl": ("Latn", "gs", " "),
    "it": ("Latn", "gs", " "),
    "es-MX": ("Latn", "gs", " "),
    "pt-BR": ("Latn", "gs", " "),
    "ro": ("Latn", "gs", " "),
    "hr": ("Latn", "gs", " "),
    "lt": ("Latn", "gs", " "),
    "so": ("Latn", "gs", " "),
    "en-IN": ("Latn", "gs", " "),
    "cr": ("Latn", "gs", " "),
    "oj": ("Latn", "gs", " "),
    "moh": ("Latn", "gs", " "),
    "mic": ("Latn", "gs", " "),
    "en-JM": ("Latn", "gs", " "),
    "zh-SG": ("Latn", "sg", " "),
    "am": ("Ethi", "gs", " "),
    "ar": ("Arab", "gs", " "),
    "fa": ("Arab", "gs", " "),
    "ur": ("Arab", "gs", " "),
    "ru": ("Cyrl", "sg", " "),
    "uk": ("Cyrl", "gs", " "),
    "sr": ("Cyrl", "gs", " "),
    "el": ("Grek", "gs", " "),
    "he": ("Hebr", "gs", " "),
    "hi": ("Deva", "gs", " "),
    "mr": ("Deva", "gs", " "),
    "ne": ("Deva", "gs", " "),
    "ta": ("Taml", "gs", " "),
    "bn": ("Beng", "gs", " "),
    "pa": ("Guru", "gs", " "),
    "gu": ("Gujr", "gs", " "),
    "ko": ("Hang", "sg", ""),
    "zh-CN": ("Hans", "sg", ""),
    "zh-HK": ("Hant", "sg", ""),
    "zh-TW": ("Hant", "sg", ""),
    "ja": ("Jpan", "sg", ""),
    "th": ("Thai", "gs", " "),
    "ka": ("Geor", "gs", " "),
    "hy": ("Armn", "gs", " "),
    "iu": ("Cans", "gs", " "),
}

# Locales whose people are referred to by the given name (or its last word) after first mention.
SHORT_GIVEN = {"is": "g", "th": "g", "am": "g", "ms": "g", "vi": "gl"}
GENDERED = {"pl", "cs", "lt", "ru", "el", "is", "ms", "ga", "sr", "uk"}

NAMES: dict[str, str] = {
    "en-CA": "F Hope/Rice; M Victor/Hunter; F Grace/Young; M Tyler/Bird; F Brianne/Rose; M Connor/MacKinnon;"
    " F Kayla/McAllister; M Dylan/O'Neill; F Destiny/Gallant; M Brent/Whitehead; F Rowan/Penney",
    "en-US": "F Faith/Washington; M DeShawn/Long; F Joy/Major; M Cody/Strong; F Tanisha/Freeman;"
    " M Tucker/Pruitt; F Autumn/Hollis; M Marcus/Banks; F Shelby/Little; F Dakota/Love; M Hunter/Sweet",
    "fr-CA": "F Marie-Ève/Tremblay; M Jean-François/Gagnon; F Geneviève/Bouchard; M Stéphane/Côté;"
    " F Mélanie/Lévesque; M Benoît/Bélanger; F Josée/Thériault; M Réjean/St-Pierre; F Chloé/D'Amours;"
    " M Étienne/Lachance; F Nathalie/Desrosiers",
    "en-GB": "M Oliver/Ashworth; F Harriet/Higginbottom; M Alfie/Featherstone; F Imogen/Cook;"
    " M Jonty/Baker; F Poppy/Fletcher; M Callum/Wainwright; F Jemima/Bird",
    "en-IE": "M Ciarán/O'Brien; F Sinéad/O'Sullivan; M Declan/McGrath; F Gráinne/Fitzgerald;"
    " M Eoin/Byrne; F Orla/Kavanagh",
    "ga": "F Siobhán/Ní Bhriain; M Pádraig/Ó Súilleabháin; F Aoife/Nic Aodha; M Oisín/Ó Ceallaigh;"
    " F Caoimhe/Ní Mhurchú; M Tadhg/Mac Cárthaigh",
    "cy": "F Gwenllian/Pritchard; M Dafydd/ap Gruffydd; F Rhiannon/Llewelyn; M Iolo/Vaughan;"
    " F Eluned/Bowen; M Geraint/Rhys",
    "gd": "F Eilidh/MacLeod; M Hamish/Mackintosh; F Mhairi/Urquhart; M Ruaraidh/MacAulay;"
    " F Morag/Sutherland; M Lachlann/Grant",
    "en-AU": "M Lachlan/Cartwright; M Brodie/Doolan; F Matilda/Brennan; F Kirra/Farrelly;"
    " M Jarrah/Thorne; F Tahlia/Hawke",
    "mi": "F Aroha/Ngata; F Mere/Te Whata; M Tama/Parata; M Wiremu/Tamihana; M Hēmi/Te Rangi;"
    " F Ngaio/Pōmare; M Rāwiri/Horomona; F Kahurangi/Hēnare",
    "haw": "F Leilani/Kealoha; M Kawika/Kahananui; F Noelani/Akana; M Keoni/Kamakau;"
    " F Māhealani/Keliʻihoʻomalu; M Kaleo/Nāone",
    "vi": "F Thị Lan/Nguyễn; M Văn Hùng/Trần; F Minh Châu/Lê; F Thu Hằng/Phạm; M Quốc Bảo/Hoàng;"
    " F Ngọc Ánh/Võ; M Đức Anh/Đặng; M Gia Huy/Bùi",
    "yo": "M Adébáyọ̀/Ògúnlẹ́yẹ; M Olúwaṣeun/Adéwálé; F Fúnmiláyọ̀/Olúwọlé; F Ìbùkún/Àjàyí;"
    " M Ọlálékan/Babátúndé; F Tèmítọ́pẹ́/Ọládipọ̀",
    "ig": "M Chinedu/Okafor; F Ngozi/Eze; M Chukwuemeka/Nwosu; F Adaeze/Okonkwo; M Obinna/Nwachukwu;"
    " F Chiamaka/Okeke; F Ifeoma/Anyanwu",
    "ha": "M Aminu/Bello; F Hauwa/Danjuma; M Abubakar/Yusuf; F Zainab/Garba; M Sani/Abdullahi;"
    " F Halima/Suleiman",
    "ak": "M Kwame/Mensah; F Akosua/Boateng; M Kofi/Owusu; F Ama/Asante; M Yaw/Agyeman; F Abena/Ofori;"
    " M Kwabena/Darko; F Efua/Appiah",
    "luo": "F Achieng/Odhiambo; M Otieno/Onyango; F Akinyi/Okoth; M Omondi/Ouma; F Awino/Owino;"
    " M Ochieng/Oduya",
    "ki": "F Wanjiru/Kamau; M Mwangi/Njoroge; F Njeri/Kimani; M Kariuki/Githinji; F Wambui/Mwangi",
    "sw": "M Baraka/Mwinyi; F Neema/Salim; M Juma/Bakari; F Rehema/Hamisi; F Imani/Athumani;"
    " F Zawadi/Mohamedi",
    "zu": "M Sipho/Dlamini; F Nomvula/Ndlovu; F Thandeka/Khumalo; M Bongani/Mthembu; F Lindiwe/Ngcobo;"
    " M Sibusiso/Shabalala; F Zanele/Zulu",
    "xh": "M Lwazi/Ngcukana; F Nosipho/Qoboshiyane; M Siyabonga/Mqhayi; F Ayanda/Sotashe;"
    " M Xolani/Booi; F Thembeka/Ntshona",
    "af": "M Pieter/van der Merwe; F Annelie/du Plessis; M Johannes/Botha; F Marietjie/le Roux;"
    " M Riaan/Pretorius; F Elsabé/van Wyk; M Wynand/de Villiers",
    "tl": "F Ma. Cristina/dela Cruz; M Rodel/Santos; F Rowena/Bautista; M Dindo/Villanueva;"
    " F Marites/de los Reyes; M Jun/Dimaculangan; F Analyn/Macapagal",
    "ms": "F Nurul Aina/binti Ismail; M Ahmad Faiz/bin Rahman; F Siti Khadijah/binti Hassan;"
    " M Muhammad Haziq/bin Abdullah; F Nur Izzati/binti Yusof; M Mohd Firdaus/bin Osman",
    "tr": "M Çağrı/Yıldız; F Şükran/Öztürk; M Gökhan/Çelik; F İrem/Şahin; M Barış/Aydın;"
    " F Ayşegül/Doğan; M Ümit/Kılıç",
    "pl": "F Małgorzata/Kowalczyk; M Paweł/Wójcik; F Agnieszka/Dąbrowska; M Grzegorz/Szczepański;"
    " F Zofia/Łukasiewicz; M Jędrzej/Brzęczyszczykiewicz; F Łucja/Wróbel",
    "cs": "M Jiří/Dvořák; F Kateřina/Nováková; M Tomáš/Procházka; F Lenka/Černá; M Přemysl/Svoboda;"
    " F Markéta/Kučerová",
    "hu": "F Zsófia/Nagy; M Bence/Kovács; F Réka/Szabó; M Gergő/Tóth; F Ildikó/Horváth; M Levente/Varga",
    "is": "F Guðrún/Sigurðardóttir; M Þórður/Ólafsson; F Sigríður/Jónsdóttir; M Ragnar/Þorsteinsson;"
    " F Hildur/Guðmundsdóttir; M Eyþór/Kristjánsson",
    "fi": "F Aino/Järvinen; M Juha/Mäkelä; F Päivi/Heikkinen; M Mikko/Virtanen; F Tuulikki/Leppänen",
    "sv": "F Åsa/Lindqvist; M Björn/Ångström; F Linnéa/Sjöberg; M Göran/Öberg; F Maja/Hellström",
    "nb": "M Ståle/Bjørnstad; F Solveig/Økland; M Håkon/Lie; F Ingrid/Sæther",
    "da": "M Søren/Kjærgaard; F Mette/Østergaard; M Anders/Ræbild; F Birthe/Løvgren",
    "de": "M Jürgen/Weiß; F Annegret/Schäfer; M Lukas/Großmann; F Sophie/von Bülow; M Dieter/Köhler",
    "nl": "M Maarten/van der Berg; F Femke/de Jong; M Sjoerd/van den Heuvel; F Anouk/Bakker;"
    " M Joost/ter Horst",
    "it": "F Giuseppina/Esposito; M Salvatore/D'Angelo; F Chiara/Lo Russo; M Matteo/De Luca;"
    " F Francesca/Colombo",
    "es-MX": "F Xóchitl/Hernández Ortega; M José Luis/Ramírez; F Guadalupe/de la Cruz Méndez;"
    " M Jesús/Ibáñez; F Citlali/Núñez Peña",
    "pt-BR": "M João/Gonçalves; F Conceição/Araújo; M Thiago/da Silva; F Luíza/Magalhães;"
    " M Sebastião/dos Santos",
    "ro": "M Ștefan/Popescu; F Ioana/Rădulescu; F Andreea/Țurcanu; M Mihai/Dumitrescu",
    "hr": "F Ivana/Kovačević; M Željko/Jurić; F Mateja/Božić; M Tomislav/Šarić",
    "lt": "F Rūta/Kazlauskienė; M Mindaugas/Petrauskas; F Gintarė/Žukauskaitė; M Vytautas/Šimkus",
    "so": "F Hodan/Warsame; M Abdirahman/Farah; F Fadumo/Jama; M Mahad/Osman; F Ifrah/Mohamud",
    "en-IN": "F Aditi/Iyer; M Karthik/Nair; F Sneha/Reddy; M Rohan/Mehta; F Lakshmi/Venkataraman;"
    " M Farhan/Qureshi",
    "cr": "F Tanis/Littlechild; M Jordan/Wuttunee; F Cheyenne/Kakakaway; M Delbert/Bigstone;"
    " F Marlene/Okimaw; F Shawna/Cardinal",
    "oj": "F Ziigwan/Keeshig; M Nodin/Morningstar; F Waabigwan/Manitowabi; M Marcus/Kejick;"
    " F Lorraine/Assinewe",
    "moh": "F Karonhiio/Deer; M Tekaronhiake/Jacobs; F Kahsennenhawe/Sky-Deer; F Otsitsa/Montour;"
    " M Kawenniiostha/Diabo",
    "mic": "F Mali/Sylliboy; M Piel/Googoo; F Ane/Denny; M Sa'n/Prosper",
    "en-JM": "M Delroy/Brown; F Shanique/Campbell; M Kemar/Reid; F Tamoy/Bailey; M Andre/Wright",
    "zh-SG": "F Wei Ling/Tan; M Jun Jie/Lim; F Hui Min/Goh; M Kok Wah/Ng; F Shu Fen/Teo; M Zhi Hao/Ong",
    "am": "F መሰረት|Meseret/ገብረመድህን|Gebremedhin; M ዮሐንስ|Yohannes/ኃይሉ|Hailu;"
    " F ትዕግስት|Tigist/ወልደማርያም|Woldemariam; M አበበ|Abebe/በቀለ|Bekele",
    "ar": "M محمد|Mohammed/الحسيني|Al-Husseini; F فاطمة|Fatima/الزهراني|Al-Zahrani;"
    " M يوسف|Youssef/حداد|Haddad; F ليلى|Layla/منصور|Mansour; M عمر|Omar/الخطيب|Al-Khatib;"
    " F رنا|Rana/عبد الله|Abdullah",
    "fa": "F مریم|Maryam/حسینی|Hosseini; M علیرضا|Alireza/رضایی|Rezaei; F نگار|Negar/کریمی|Karimi;"
    " M بهرام|Bahram/موسوی|Mousavi",
    "ur": "F عائشہ|Ayesha/صدیقی|Siddiqui; M عمران|Imran/قریشی|Qureshi; F ثناء|Sana/چوہدری|Chaudhry;"
    " M بلال|Bilal/ملک|Malik",
    "ru": "F Ирина|Irina/Соколова|Sokolova; M Дмитрий|Dmitry/Волков|Volkov;"
    " F Наталья|Natalya/Кузнецова|Kuznetsova; M Алексей|Alexei/Смирнов|Smirnov;"
    " F Екатерина|Ekaterina/Морозова|Morozova",
    "uk": "F Оксана|Oksana/Шевчук|Shevchuk; M Богдан|Bohdan/Коваленко|Kovalenko;"
    " F Олена|Olena/Бондаренко|Bondarenko; M Тарас|Taras/Мельник|Melnyk",
    "sr": "M Милош|Miloš/Јовановић|Jovanović; F Драгана|Dragana/Петровић|Petrović;"
    " M Небојша|Nebojša/Стојановић|Stojanović",
    "el": "M Γιώργος|Giorgos/Παπαδόπουλος|Papadopoulos; F Ελένη|Eleni/Παπαδοπούλου|Papadopoulou;"
    " M Δημήτρης|Dimitris/Οικονόμου|Oikonomou; F Κατερίνα|Katerina/Αντωνίου|Antoniou",
    "he": "F נועה|Noa/כהן|Cohen; F אביגיל|Avigail/לוי|Levi; M יונתן|Yonatan/מזרחי|Mizrahi;"
    " F תמר|Tamar/פרץ|Peretz; M איתי|Itai/ביטון|Biton",
    "hi": "F प्रिया|Priya/शर्मा|Sharma; M राहुल|Rahul/वर्मा|Verma; F अनीता|Anita/गुप्ता|Gupta;"
    " M विकास|Vikas/यादव|Yadav; F सुनीता|Sunita/मिश्रा|Mishra",
    "mr": "F अश्विनी|Ashwini/देशपांडे|Deshpande; M सचिन|Sachin/कुलकर्णी|Kulkarni;"
    " F माधुरी|Madhuri/जोशी|Joshi; M प्रसाद|Prasad/पाटील|Patil",
    "ne": "M सुजन|Sujan/श्रेष्ठ|Shrestha; F बिनिता|Binita/गुरुङ|Gurung; M राजेश|Rajesh/थापा|Thapa;"
    " F सरिता|Sarita/अधिकारी|Adhikari",
    "ta": "M ஆனந்த்|Anand/சுப்பிரமணியம்|Subramaniam; F கவிதா|Kavitha/ராஜேந்திரன்|Rajendran;"
    " M செல்வம்|Selvam/முருகன்|Murugan; F மீனா|Meena/கிருஷ்ணன்|Krishnan",
    "bn": "F অনিন্দিতা|Anindita/চট্টোপাধ্যায়|Chattopadhyay; M সৌমিত্র|Soumitra/বন্দ্যোপাধ্যায়|Bandyopadhyay;"
    " F তাসনিম|Tasnim/রহমান|Rahman; M রাকিব|Rakib/হোসেন|Hossain",
    "pa": "F ਹਰਪ੍ਰੀਤ|Harpreet/ਸੰਧੂ|Sandhu; M ਗੁਰਵਿੰਦਰ|Gurvinder/ਗਿੱਲ|Gill; F ਮਨਜੀਤ|Manjeet/ਢਿੱਲੋਂ|Dhillon;"
    " F ਜਸਪ੍ਰੀਤ|Jaspreet/ਗਰੇਵਾਲ|Grewal; M ਅਮਨਦੀਪ|Amandeep/ਬਰਾੜ|Brar",
    "gu": "M ધ્રુવ|Dhruv/પટેલ|Patel; F હેતલ|Hetal/શાહ|Shah; M જીગ્નેશ|Jignesh/દેસાઈ|Desai; F નીતા|Nita/મહેતા|Mehta",
    "ko": "M 민준|Min-jun/김|Kim; F 서연|Seo-yeon/이|Lee; M 지훈|Ji-hoon/박|Park; F 하은|Ha-eun/최|Choi;"
    " M 도윤|Do-yun/정|Jung",
    "zh-CN": "M 小明|Xiaoming/王|Wang; F 丽华|Lihua/李|Li; M 建国|Jianguo/张|Zhang; F 雪梅|Xuemei/刘|Liu;"
    " M 志强|Zhiqiang/陈|Chen; F 欣怡|Xinyi/欧阳|Ouyang",
    "zh-HK": "F 嘉欣|Ka Yan/陳|Chan; M 家豪|Ka Ho/黃|Wong; F 詠詩|Wing Sze/李|Lee; M 志偉|Chi Wai/張|Cheung;"
    " F 美玲|Mei Ling/梁|Leung",
    "zh-TW": "F 怡君|Yi-chun/林|Lin; M 冠宇|Kuan-yu/蔡|Tsai; F 雅婷|Ya-ting/許|Hsu",
    "ja": "M 翔太|Shota/佐藤|Sato; F 美咲|Misaki/鈴木|Suzuki; M 大輔|Daisuke/高橋|Takahashi;"
    " F さくら|Sakura/田中|Tanaka; M 健一|Ken'ichi/渡辺|Watanabe",
    "th": "M สมชาย|Somchai/ใจดี|Jaidee; F นภัสสร|Napatsorn/ศรีสุข|Srisuk;"
    " M วรวุฒิ|Worawut/พงษ์ศักดิ์|Phongsak; F กมลวรรณ|Kamonwan/สุวรรณรัตน์|Suwannarat",
    "ka": "F ნინო|Nino/ბერიძე|Beridze; M გიორგი|Giorgi/კაპანაძე|Kapanadze; F თამარ|Tamar/ლომიძე|Lomidze;"
    " M დავით|Davit/მელაძე|Meladze",
    "hy": "F Անահիտ|Anahit/Հովհաննիսյան|Hovhannisyan; M Արամ|Aram/Պետրոսյան|Petrosyan;"
    " F Լուսինե|Lusine/Սարգսյան|Sargsyan; M Տիգրան|Tigran/Գրիգորյան|Grigoryan",
    "iu": "F ᐊᐳᑎ|Aputi/ᐊᑲᕙᒃ|Akavak; M ᐲᑕ|Piita/ᑭᓚᐳᒃ|Kilabuk; F ᒫᑕ|Maata/ᓇᑲᓱᒃ|Nakasuk;"
    " F ᓯᓚ|Sila/ᐊᕐᓇᖁᖅ|Arnaquq",
}


def _parse(entry: str) -> tuple[str, tuple[str, str], tuple[str, str]]:
    gender, rest = entry.strip().split(" ", 1)
    given, surname = rest.split("/")
    g_native, g_latin = given.split("|") if "|" in given else (given, given)
    s_native, s_latin = surname.split("|") if "|" in surname else (surname, surname)
    return gender, (g_native, g_latin), (s_native, s_latin)


ENTRIES = {loc: [_parse(e) for e in NAMES[loc].split(";")] for loc in LOCALES}

_FOLD = str.maketrans(
    {
        "ł": "l",
        "Ł": "L",
        "đ": "d",
        "Đ": "D",
        "ø": "o",
        "Ø": "O",
        "æ": "ae",
        "ß": "ss",
        "ð": "d",
        "þ": "th",
        "Þ": "Th",
        "ı": "i",
        "ʻ": "",
        "'": "",
        " ": "",
    }
)


def ascii_fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in text if c.isascii() and (c.isalnum() or c in ".-_")).lower()


@dataclass(frozen=True)
class Person:
    loc: str
    gender: str
    given: str
    surname: str
    given_l: str
    surname_l: str

    @property
    def script(self) -> str:
        return LOCALES[self.loc][0]

    def _join(self, given: str, surname: str) -> str:
        _, order, joiner = LOCALES[self.loc]
        if self.script != "Latn" and given.isascii():
            joiner = " "
        return joiner.join((surname, given) if order == "sg" else (given, surname))

    def text(self, form: str = "full") -> str:
        if form in ("lgiven", "lref"):
            return self.text(form[1:]).lower()
        latin = self.script == "Latn"
        given, surname = (
            (self.given, self.surname) if form in ("full", "native") else (self.given_l, self.surname_l)
        )
        if form in ("full", "native", "latin"):
            return self._join(given, surname)
        if form == "upper":
            return self._join(given, surname).upper()
        if form == "lower":
            return self._join(given, surname).lower()
        if form == "comma":
            return f"{surname.upper()}, {given}"
        if form == "comma_mixed":
            return f"{surname}, {given}"
        if form == "init":
            if SHORT_GIVEN.get(self.loc):
                return self._join(given, surname)
            initials = " ".join(w[0] + "." for w in given.replace("-", " ").split() if w[0].isalpha())
            return f"{initials} {surname}"
        if form == "given":
            return given
        if form == "surname":
            return surname
        if form == "ref":
            how = SHORT_GIVEN.get(self.loc, "s")
            return surname if how == "s" else given if how == "g" else given.split()[-1]
        if form == "ocr":
            return self._join(given, surname).replace(" ", "\n", 1) if latin else self._join(given, surname)
        raise ValueError(form)

    def __call__(self, form: str = "full") -> Mark:
        return Mark(self.text(form), label="PERSON", loc=self.loc)

    def intro(self, r, formal: bool = False) -> list:
        """First mention: a non-Latin name is given with its transliteration."""
        if self.script == "Latn":
            return [self("upper" if formal else "full")]
        if r.random() < 0.5:
            return [self("native"), " (", self("latin"), ")"]
        return [self("latin"), " (", self("native"), ")"]

    def title(self, fr: bool = False) -> str:
        if fr:
            return "Mme" if self.gender == "F" else "M."
        return "Ms." if self.gender == "F" else "Mr."
