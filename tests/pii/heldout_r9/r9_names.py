"""Hand-typed names for the round-9 held-out PII set (no generator, nothing taken from the repository).

Each locale: (script, order, names). ``order`` is "gf" (given first) or "fg" (family first, written
without a space for Han, Hangul and Japanese). Names are "Given/Family" pairs separated by ";"; a third
field gives the Latin handle used for e-mail addresses when the script is not Latin.
"""

from __future__ import annotations

LOCALES: dict[str, tuple[str, str, str]] = {
    "en_ca": (
        "Latn",
        "gf",
        "Brendan/MacKinnon; Shauna/Fitzgerald-Hale; Colin/Dunphy; Kayla/Rideout; Travis/Bourque",
    ),
    "en_us": (
        "Latn",
        "gf",
        "Dwight/Hollister; Tamika/Washburn; Garrett/Pruitt; Shelby/Vandermeer; Marcus/Okonkwo-Bell",
    ),
    "fr_qc": (
        "Latn",
        "gf",
        "Jean-François/Bouchard; Marie-Ève/Gagnon-Tremblay; Réjean/Lévesque; Geneviève/Côté; "
        "Étienne/Desrosiers; Mélodie/St-Pierre; Ghislain/Thériault",
    ),
    "fr_ht": (
        "Latn",
        "gf",
        "Jocelyne/Pierre-Louis; Wilner/Désir; Marie-Carmelle/Joseph; Fritzner/Augustin; Nadège/Célestin",
    ),
    "cr": ("Latn", "gf", "Winona/Kakakaway; Darcy/Sinclair-Moosomin; Roseanne/Ahenakew; Cody/Kiskotagan"),
    "oj": ("Latn", "gf", "Waabigwan/Assinewe; Dennis/Kejick; Charlene/Manitowabi; Mskwaa/Nahwegahbow"),
    "moh": (
        "Latn",
        "gf",
        "Kahentiiosta/Deer; Tekaronhiake/Montour; Kawennanoron/Jacobs; Karonhienhawi/Diabo",
    ),
    "iu": ("Cans", "gf", "ᐱᐅᓯ/ᐊᒃᓴᔪᖅ/piusi.aksajuq; ᓴᓗᒥ/ᑭᓇᓗ/salumi.kinalu; ᐊᓇ/ᓄᓇᕗ/ana.nunavu"),
    "pa": (
        "Latn",
        "gf",
        "Harpreet/Kaur Dhillon; Gurvinder/Sandhu; Jaspreet/Grewal; Manjit/Sidhu; Navjot/Brar",
    ),
    "pa_guru": ("Guru", "gf", "ਹਰਪ੍ਰੀਤ/ਕੌਰ/harpreet.kaur; ਗੁਰਪ੍ਰੀਤ/ਸਿੰਘ/gurpreet.singh; ਮਨਦੀਪ/ਸੰਧੂ/mandeep.sandhu"),
    "zh_latn": ("Latn", "gf", "Xiaoming/Zhou; Meiling/Chen; Jianguo/Liang; Wing-Yan/Lau; Hao/Tsang"),
    "zh_hans": (
        "Hani",
        "fg",
        "秀英/王/wang.xiuying; 志强/陈/chen.zhiqiang; 晓梅/李/li.xiaomei; 建华/黄/huang.jianhua",
    ),
    "tl": (
        "Latn",
        "gf",
        "Maricel/Dela Cruz; Rodelio/Bautista; Jennylyn/Macaraeg; Arnel/Villanueva; Liezel/Sta. Maria",
    ),
    "vi": ("Latn", "fg_sp", "Thị Lan/Nguyễn; Văn Minh/Trần; Thu/Phạm; Quốc Bảo/Lê; Thị Hương/Đặng"),
    "so": ("Latn", "gf", "Hodan/Warsame Abdi; Abdirahman/Farah; Ifrah/Mohamed Hirsi; Liban/Egal; Sahra/Jama"),
    "uk": (
        "Latn",
        "gf",
        "Oksana/Kowalchuk; Taras/Hnatyshyn; Nadia/Melnyk-Boyko; Yaroslav/Fedoriw; Halyna/Sawchuk",
    ),
    "uk_cyrl": (
        "Cyrl",
        "gf",
        "Олена/Коваленко/olena.kovalenko; Тарас/Шевчук/taras.shevchuk; Ірина/Бондар/iryna.bondar",
    ),
    "es_mx": (
        "Latn",
        "gf",
        "Guadalupe/Hernández Ruiz; José Luis/Ramírez Ochoa; Ximena/de la Garza; Itzel/Cuauhtli Mendoza; Rubén/Zúñiga",
    ),
    "yo": (
        "Latn",
        "gf",
        "Olúwaṣeun/Adébáyọ̀; Folasade/Ogunleye; Babatunde/Akinwale; Títílayọ̀/Ọládipọ̀; Kehinde/Adeyemo",
    ),
    "ig": (
        "Latn",
        "gf",
        "Chukwuemeka/Nwosu; Ngozi/Okafor-Eze; Ikenna/Obi; Adaeze/Nwachukwu; Chidubem/Anyanwu",
    ),
    "ar_latn": (
        "Latn",
        "gf",
        "Youssef/El-Khoury; Rania/Haddad; Omar/bin Saleh; Layla/Al-Tamimi; Karim/Abou Jaoude",
    ),
    "ar": ("Arab", "gf", "ليلى/حداد/layla.haddad; يوسف/منصور/youssef.mansour; سلمى/خوري/salma.khoury"),
    "ko_latn": ("Latn", "gf", "Min-jun/Park; Seo-yeon/Choi; Ji-hoon/Yoon; Hye-jin/Kang; Dong-wook/Shin"),
    "ko_hang": (
        "Hang",
        "fg",
        "민준/김/kim.minjun; 서연/박/park.seoyeon; 지훈/이/lee.jihoon; 수아/최/choi.sua",
    ),
    "it": ("Latn", "gf", "Giuseppina/D'Alessandro; Lorenzo/Di Stefano; Carmela/Esposito; Salvatore/La Rocca"),
    "pt": ("Latn", "gf", "João/da Silva Medeiros; Conceição/Rebelo; Rui/Fernandes Gouveia; Inês/Carvalhal"),
    "pl": (
        "Latn",
        "gf",
        "Małgorzata/Wiśniewska; Grzegorz/Kotuła; Zbigniew/Szczepański; Agnieszka/Żółkiewska",
    ),
    "tr": ("Latn", "gf", "Şebnem/Yıldırım; Oğuzhan/Çelik; Gülşen/Öztürk; İlker/Kaçar"),
    "nb": ("Latn", "gf", "Zoë/Ødegård; Håkon/Bjørnstad; Sigrid/Løvås; Eirik/Haugland"),
    "sv": ("Latn", "gf", "Åsa/Lindqvist; Björn/Sjöberg; Linnéa/Åkerlund; Gustav/Ek"),
    "is": ("Latn", "gf", "Guðrún/Þórðardóttir; Sigurður/Ólafsson; Ásdís/Björnsdóttir"),
    "ga": (
        "Latn",
        "gf",
        "Siobhán/Ní Bhriain; Pádraig/Ó Súilleabháin; Aoife/Mac Giolla Phádraig; Caoimhe/O'Donoghue",
    ),
    "gd": ("Latn", "gf", "Mairead/MacLeòid; Iain/MacAoidh; Ealasaid/Dhòmhnallach"),
    "de": (
        "Latn",
        "gf",
        "Jürgen/Weißenböck; Anneliese/von Hartmann; Klaus-Dieter/Schäfer; Friederike/Müller-Lüdenscheidt",
    ),
    "nl": ("Latn", "gf", "Joost/van der Heijden; Marieke/de Vries; Pieter/van den Broek; Femke/ter Horst"),
    "el": ("Grek", "gf", "Γιώργος/Παπαδόπουλος/g.papadopoulos; Ελένη/Κωνσταντίνου/eleni.konstantinou"),
    "el_latn": ("Latn", "gf", "Stavroula/Papadakis; Dimitrios/Karamanlis-Vlachos; Eleni/Georgiou"),
    "he": ("Hebr", "gf", "נועה/לוי/noa.levi; אביגיל/כהן/avigail.cohen; יונתן/פרידמן/yonatan.friedman"),
    "ja_latn": ("Latn", "gf", "Haruto/Takahashi; Yui/Nakamura; Kenta/Shimizu; Aiko/Fujiwara"),
    "ja": ("Jpan", "fg", "花子/佐藤/sato.hanako; 健太/山本/yamamoto.kenta; 美咲/高橋/takahashi.misaki"),
    "hi": ("Latn", "gf", "Priyanka/Raghunathan; Arjun/Mehta; Sunita/Venkataraman; Rohit/Bhattacharya"),
    "hi_deva": ("Deva", "gf", "प्रिया/शर्मा/priya.sharma; अर्जुन/मेहता/arjun.mehta; सुनीता/वर्मा/sunita.verma"),
    "ta": ("Latn", "gf", "Kavitha/Subramaniam; Thirumalai/Rajaratnam; Nirmala/Pathmanathan"),
    "fa": ("Latn", "gf", "Shirin/Ghorbani; Dariush/Farahani; Nasrin/Mohammadzadeh; Kourosh/Tehrani"),
    "ur": ("Latn", "gf", "Ayesha/Siddiqui; Faisal/Qureshi; Sana/Chaudhry; Bilal/Rana"),
    "am": ("Latn", "gf", "Selamawit/Tesfaye; Dawit/Gebremedhin; Meron/Alemayehu"),
    "ru_cyrl": ("Cyrl", "gf", "Дмитрий/Соколов/d.sokolov; Анастасия/Волкова/a.volkova"),
    "hu": ("Latn", "fg_sp", "Zsófia/Kovács; Levente/Szabó; Réka/Tóth-Horváth"),
    "th": ("Thai", "gf", "สมชาย/ใจดี/somchai.jaidee; มาลี/ศรีสุข/malee.srisuk"),
    "mi": ("Latn", "gf", "Aroha/Te Whata; Wiremu/Ngata-Parata; Hinemoa/Tūhoe Rangi"),
    "sm": ("Latn", "gf", "Losaline/Tuilagi; Fa'amoana/Leota; Sione/Fonoti"),
    "af": ("Latn", "gf", "Annelie/van Rensburg; Hendrik/du Plessis; Marelize/Oosthuizen"),
    "zu": ("Latn", "gf", "Nomvula/Dlamini; Sipho/Mthembu; Thandeka/Ngcobo"),
    "cs": ("Latn", "gf", "Kateřina/Dvořáková; Jiří/Procházka; Zdeněk/Růžička"),
    "ro": ("Latn", "gf", "Ioana/Țăranu; Mihai/Dumitrescu; Ștefania/Popescu-Lungu"),
}

# Locales most often met in Canadian and US files; world frames draw from every locale.
NORTH_AMERICA = (
    "en_ca en_us fr_qc fr_ht cr oj moh iu pa pa_guru zh_latn zh_hans tl vi so uk uk_cyrl es_mx yo ig "
    "ar_latn ar ko_latn ko_hang it pt pl ta fa ur am hi el_latn"
).split()


def parsed() -> dict[str, tuple[str, str, list[tuple[str, str, str]]]]:
    """locale -> (script, order, [(given, family, handle)])."""
    out = {}
    for loc, (script, order, raw) in LOCALES.items():
        names = []
        for item in raw.split(";"):
            fields = [f.strip() for f in item.split("/")]
            handle = fields[2] if len(fields) > 2 else ""
            names.append((fields[0], fields[1], handle))
        out[loc] = (script, order, names)
    return out
