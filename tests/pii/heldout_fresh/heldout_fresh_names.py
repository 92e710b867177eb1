"""Synthetic given names and surnames by locale for the fresh held-out set.

Written by hand for this set (2026-12-02), independently of the detector, its word lists and the
other PII case files. The combinations the builder draws name nobody; any likeness is chance.

Each locale: (given names, surnames, order) where order is "gs" (given surname), "sg" (surname
given, with a space) or "sg0" (surname given, no space: Han and Hangul full names).
"""

from __future__ import annotations

LOCALES: dict[str, tuple[tuple[str, ...], tuple[str, ...], str]] = {
    # Latin script, English-speaking jurisdictions
    "en_ca": (
        ("Brayden", "Tessa", "Marlowe", "Keegan", "Delphine", "Corbin"),
        ("Achterberg", "Fairweather", "MacKinnon", "Tremblett", "Whitcombe", "Dunphy"),
        "gs",
    ),
    "en_us": (
        ("Dwayne", "Shaniqua", "Tucker", "Marisol", "Colby", "LaToya"),
        ("Whitfield", "Brannigan", "Okafor-Reyes", "Pettigrew", "Haskins", "Vandermeer"),
        "gs",
    ),
    "en_gb": (
        ("Imogen", "Rhys", "Tamsin", "Alistair", "Bethan", "Hamish"),
        ("Featherstonehaugh", "Ashdown", "Pryce-Jones", "Entwistle", "Loxley", "Cholmondeley"),
        "gs",
    ),
    "en_au": (
        ("Lachlan", "Kirra", "Bronte", "Jarrah", "Mackenzie", "Tahlia"),
        ("Bancroft", "Goolagong", "Treloar", "Hinchcliffe", "McAuliffe", "Stringer"),
        "gs",
    ),
    "ga": (
        ("Aoife", "Siobhán", "Pádraig", "Oisín", "Niamh", "Caoimhe"),
        ("O'Sullivan", "Ní Bhriain", "Mac Giolla Phádraig", "Ó Conaill", "O'Dwyer", "McGillicuddy"),
        "gs",
    ),
    # Latin script with diacritics, Europe
    "fr": (
        ("Amélie", "Étienne", "Hélène", "François", "Benoît", "Maëlle"),
        ("Lefèvre", "Bélanger", "Côté", "Desrochers", "Dupré-Lacroix", "Gauthier"),
        "gs",
    ),
    "es": (
        ("Ximena", "Íñigo", "Begoña", "Joaquín", "Nuria", "Araceli"),
        ("Ibáñez", "Peñalosa Ruiz", "Quiñones", "Etxeberria", "Muñiz", "Garcés de la Vega"),
        "gs",
    ),
    "pt": (
        ("João", "Conceição", "Thiago", "Graça", "Estêvão", "Luíza"),
        ("Gonçalves", "Araújo", "Magalhães", "Brandão", "Simões", "da Conceição"),
        "gs",
    ),
    "it": (
        ("Giuseppe", "Chiara", "Niccolò", "Raffaella", "Gianluca", "Ludovica"),
        ("D'Angelo", "Lo Bianco", "Santoro", "Mazzarò", "Dell'Orto", "Fumagalli"),
        "gs",
    ),
    "de": (
        ("Jürgen", "Anneliese", "Maximilian", "Gudrun", "Lukas", "Henrike"),
        ("Weißmüller", "Großkopf", "Hölderlin", "Schäfer", "von Brünning", "Kühnert"),
        "gs",
    ),
    "nl": (
        ("Maarten", "Sanne", "Joost", "Femke", "Thijs", "Anouk"),
        ("van der Berg", "de Vries", "Bakker", "van 't Hek", "Wijnaldum", "Kooistra"),
        "gs",
    ),
    "pl": (
        ("Agnieszka", "Wojciech", "Małgorzata", "Grzegorz", "Jadwiga", "Przemysław"),
        ("Kotuła", "Wróblewski", "Zięba", "Szczęsny", "Dąbrowska", "Chmielewska"),
        "gs",
    ),
    "cs": (
        ("Jiří", "Kateřina", "Tomáš", "Zdeňka", "Radek", "Markéta"),
        ("Dvořák", "Nováková", "Procházka", "Šťastná", "Kříž", "Růžička"),
        "gs",
    ),
    "hu": (
        ("Zsófia", "Ferenc", "Gergő", "Réka", "Bálint", "Ildikó"),
        ("Szőke", "Kővári", "Tóth", "Vörös", "Fekete", "Bárány"),
        "gs",
    ),
    "ro": (
        ("Ștefan", "Ioana", "Mihai", "Cătălina", "Răzvan", "Oana"),
        ("Țăranu", "Bălănescu", "Popescu", "Stănescu", "Dumitrașcu", "Vlădoiu"),
        "gs",
    ),
    "tr": (
        ("Ayşe", "Mehmet", "Gülşen", "Çağrı", "Oğuz", "İlknur"),
        ("Yılmaz", "Öztürk", "Şahin", "Karaağaç", "Güneş", "Çelik"),
        "gs",
    ),
    "nb": (
        ("Sølvi", "Bjørn", "Åse", "Torbjørn", "Ingvild", "Eirik"),
        ("Ødegård", "Fjeldstad", "Haugland", "Bråten", "Sæther", "Løvås"),
        "gs",
    ),
    "sv": (
        ("Åsa", "Linnéa", "Göran", "Björn", "Märta", "Östen"),
        ("Lindqvist", "Sjöberg", "Åkesson", "Häggström", "Nyström", "Öberg"),
        "gs",
    ),
    "fi": (
        ("Päivi", "Jussi", "Sanna", "Veli-Matti", "Aino", "Tuomas"),
        ("Järvinen", "Mäkelä", "Hämäläinen", "Kärkkäinen", "Virtanen", "Nieminen"),
        "gs",
    ),
    "is": (
        ("Guðrún", "Þórður", "Sigríður", "Ragnar", "Hildur", "Ásgeir"),
        ("Sigurðardóttir", "Jónsson", "Þorsteinsdóttir", "Magnússon", "Guðmundsdóttir", "Ólafsson"),
        "gs",
    ),
    "vi": (
        ("Hương", "Minh", "Thảo", "Dũng", "Ngọc Anh", "Quốc Bảo"),
        ("Nguyễn Thị", "Trần Văn", "Lê", "Phạm", "Đặng", "Võ"),
        "sg",
    ),
    # Africa, Asia, Pacific in Latin script
    "yo": (
        ("Olúwaseun", "Adébáyọ̀", "Folake", "Temitope", "Babatunde", "Olamide"),
        ("Ogunleye", "Adéwálé", "Olatunji", "Akinwande", "Adeyemi", "Ìdòwú"),
        "gs",
    ),
    "ig": (
        ("Chukwuemeka", "Ngozi", "Chiamaka", "Obinna", "Adaeze", "Ikenna"),
        ("Nwosu", "Eze", "Okonkwo", "Anyanwu", "Obi-Nnadi", "Chukwu"),
        "gs",
    ),
    "sw": (
        ("Wanjiru", "Otieno", "Akinyi", "Kiprono", "Njeri", "Baraka"),
        ("Kamau", "Odhiambo", "Mwangi", "Chepkoech", "Wekesa", "Kariuki"),
        "gs",
    ),
    "tl": (
        ("Maricel", "Rodrigo", "Jhoanna", "Dante", "Lorna", "Bienvenido"),
        ("Dela Cruz", "Bautista", "Macaraeg", "Villanueva", "Dimaculangan", "Sta. Maria"),
        "gs",
    ),
    "hi_latn": (
        ("Aarav", "Priya", "Rohan", "Ananya", "Vikram", "Sunita"),
        ("Raghunathan", "Mehta", "Chattopadhyay", "Iyer", "Deshpande", "Banerjee"),
        "gs",
    ),
    "pa_latn": (
        ("Gurpreet", "Harjit", "Manpreet", "Jaswinder", "Navneet", "Amandeep"),
        ("Dhaliwal", "Sandhu", "Grewal", "Sidhu", "Brar", "Gill"),
        "gs",
    ),
    "ta_latn": (
        ("Senthil", "Lakshmi", "Karthikeyan", "Meenakshi", "Arul", "Vaishnavi"),
        ("Kumaraswamy", "Venkataraman", "Subramaniam", "Ramalingam", "Palanisamy", "Natarajan"),
        "gs",
    ),
    "ja_latn": (
        ("Haruto", "Sakura", "Ryōta", "Yūko", "Kenji", "Aoi"),
        ("Takahashi", "Watanabe", "Inoue", "Yamaguchi", "Ōishi", "Matsuzaki"),
        "gs",
    ),
    "zh_latn": (
        ("Wei", "Jing", "Xiaoming", "Li Na", "Zhiqiang", "Yuting"),
        ("Zhang", "Liu", "Chen", "Huang", "Xu", "Zhou"),
        "gs",
    ),
    "ko_latn": (
        ("Min-jun", "Seo-yeon", "Ji-hoon", "Hye-jin", "Dong-hyun", "Su-bin"),
        ("Kim", "Park", "Choi", "Jeong", "Kang", "Yoon"),
        "gs",
    ),
    "ar_latn": (
        ("Youssef", "Layla", "Khalid", "Noor", "Tariq", "Rania"),
        ("Al-Mansouri", "Haddad", "El-Sayed", "Bou Khalil", "Al-Qahtani", "Nasrallah"),
        "gs",
    ),
    "fa_latn": (
        ("Shirin", "Dariush", "Parisa", "Kourosh", "Golnaz", "Babak"),
        ("Ahmadi", "Tehrani", "Mohammadzadeh", "Rostami", "Farahani", "Ghorbani"),
        "gs",
    ),
    "he_latn": (
        ("Avi", "Noa", "Yossi", "Tamar", "Eitan", "Shira"),
        ("Ben-David", "Rosenzweig", "Mizrahi", "Katzenelson", "Peretz", "Halevi"),
        "gs",
    ),
    # other scripts
    "ru": (
        ("Александр", "Наталья", "Дмитрий", "Ольга", "Сергей", "Екатерина"),
        ("Петров", "Смирнова", "Волков", "Кузнецова", "Соколов", "Лебедева"),
        "gs",
    ),
    "uk": (
        ("Олена", "Тарас", "Оксана", "Богдан", "Ірина", "Юрій"),
        ("Коваленко", "Шевчук", "Бондаренко", "Ткаченко", "Мельник", "Кравчук"),
        "gs",
    ),
    "el": (
        ("Γεώργιος", "Ελένη", "Νικόλαος", "Αικατερίνη", "Δημήτρης", "Σοφία"),
        ("Παπαδόπουλος", "Κωνσταντίνου", "Οικονόμου", "Γεωργίου", "Νικολάου", "Μαυρίδης"),
        "gs",
    ),
    "ar": (
        ("محمد", "فاطمة", "أحمد", "مريم", "خالد", "ليلى"),
        ("العلي", "حسن", "الحداد", "المنصوري", "عبد الله", "الخطيب"),
        "gs",
    ),
    "he": (
        ("נועה", "יוסף", "תמר", "אבי", "שירה", "דוד"),
        ("כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם"),
        "gs",
    ),
    "hi": (
        ("राजेश", "प्रिया", "अनिल", "सुनीता", "विकास", "कविता"),
        ("कुमार", "शर्मा", "वर्मा", "गुप्ता", "मिश्रा", "यादव"),
        "gs",
    ),
    "zh": (
        ("伟", "娜", "丽华", "建国", "晓明", "秀英"),
        ("王", "李", "张", "刘", "陈", "杨"),
        "sg0",
    ),
    "ja": (
        ("花子", "健一", "美咲", "翔太", "由美", "大輔"),
        ("山田", "佐藤", "鈴木", "高橋", "田中", "渡辺"),
        "sg",
    ),
    "ko": (
        ("민준", "서연", "지훈", "혜진", "동현", "수빈"),
        ("김", "이", "박", "최", "정", "강"),
        "sg0",
    ),
}

SCRIPTS = {
    "ru": "cyrillic",
    "uk": "cyrillic",
    "el": "greek",
    "ar": "arabic",
    "he": "hebrew",
    "hi": "devanagari",
    "zh": "han",
    "ja": "han",
    "ko": "hangul",
}

# Locales whose names read naturally inside English/French legal prose in Latin script.
LATIN = tuple(k for k in LOCALES if k not in SCRIPTS)

# Fictional judges (names written for this set) used only with a judicial title: decoys.
JUDGES = (
    "Thibodeau",
    "Abernathy",
    "Okonjo-Baird",
    "Lindström",
    "Farrow",
    "Kapadia",
    "Mercier-Lavoie",
    "Wexford",
    "Szabó",
    "Delacroix",
)

COMPANIES = (
    "Kowalczyk & Partners LLP",
    "Adeyemi Holdings Inc.",
    "Wiśniewski Construction Ltd.",
    "Haugland Marine AS",
    "Tremblay Frères Inc.",
    "Nguyen Trading Pty Ltd",
    "Mehta Logistics Private Limited",
    "O'Dwyer Roofing Limited",
    "Sato Kogyo K.K.",
    "Fairweather Capital LP",
    "Santoro Importazioni S.r.l.",
    "Bergström Fastigheter AB",
)

PLACES = (
    "Mississauga",
    "Saint-Jean-sur-Richelieu",
    "Trois-Rivières",
    "Moose Jaw",
    "Kelowna",
    "Thunder Bay",
    "Fort Lauderdale",
    "Baton Rouge",
    "Milton Keynes",
    "Wagga Wagga",
    "Ballarat",
    "Chandigarh",
    "Düsseldorf",
    "Kraków",
    "Tromsø",
    "Gatineau",
)
