"""Name pools for ``build_fresh.py``, typed by hand for quilltune (no Faker, no copied list).

The gazetteer (``src/quilltune/prepare/pii/name_gazetteer.txt``) is built from Faker's lists, and the
earlier tuning sets draw their names from Faker too, so a set drawn from Faker cannot show how the
detector does on a name it has never listed. These pools mix common names with rare and invented
ones, in 30 locales; letters outside ASCII, apostrophes, hyphens and particles are written as each
language writes them.
"""

from __future__ import annotations

# locale: (given names, surnames)
POOLS: dict[str, tuple[str, str]] = {
    "pl": (
        "Zbysław Wiesława Przemko Bożenna Jarogniew Ludmiła",
        "Kotuła Wrzesiński Grzegorczyk-Pała Żmuda Dębowiak Szczygłowska",
    ),
    "tr": (
        "Gülşah Oğuzhan Yiğitcan Şükriye Ilgaz Nebahat",
        "Karagöz Yücebaş Çiftçioğlu Dağdelen Öztoprak Şahbaz",
    ),
    "no": (
        "Solveig Torbjørn Ingeborg Haakon Ragnhild Eilert",
        "Ødegård Bjørnstad Haugland Skjærvø Tveitan Rølvåg",
    ),
    "da": ("Mette Søren Ditlev Jytte Asbjørn Gry", "Kjærsgaard Møllerup Bækgaard Lindhøj Fønss Ravnkilde"),
    "sv": ("Ylva Göran Linnéa Torvald Siv Elof", "Åkerlund Bergqvist Öhrvall Sjödahl Lindgårdh Tjärnström"),
    "fi": (
        "Aino Jyrki Päivikki Veikko Sirpa Eetu",
        "Väisänen Kärkkäinen Hyvönen Pöllänen Rautiainen Mäkelä-Ojala",
    ),
    "is": (
        "Sigurrós Þórhallur Guðrún Hrafnkell Ásdís Bjarki",
        "Þorsteinsdóttir Hallgrímsson Ólafsdóttir Guðmundsson Hjaltalín Sæmundsen",
    ),
    "fr": (
        "Zoë Anaïs Hervé Clotilde Gaëtan Bénédicte",
        "Lefèvre-Thibodeau Desrosiers Ménard Bélanger-Côté Lévesque Gagnonville",
    ),
    "es": (
        "Begoña Iñaki Xiomara Rodrigo Itziar Fulgencio",
        "Ibáñez Zubizarreta Peñalosa Echeverría Muñoz-Ortega Garcilaso",
    ),
    "pt": (
        "Conceição João Inês Joaquim Graça Tiago",
        "Gonçalves Magalhães Sampaio Brandão Figueiró Assunção",
    ),
    "ie": (
        "Siobhán Pádraig Aoife Ruairí Niamh Tadhg",
        "O'Neill Ó Súilleabháin Mac Giolla Phádraig McGillycuddy Ní Bhriain O'Dwyer",
    ),
    "yo": (
        "Olamide Adebayo Folasade Oluwaseun Yetunde Babatunde",
        "Adeyemi Ogunleye Olatunji Akinwande Oyelaran Adesanmi",
    ),
    "ig": (
        "Chidinma Obinna Ngozi Ikenna Adaeze Chukwuemeka",
        "Okonkwo Nwachukwu Eze Obiora Nnamdi Okafor-Uche",
    ),
    "ja": ("Haruto Yui Sota Misaki Takumi Aoi", "Takahashi Nakamura Kobayashi Fujiwara Shimizu Hasegawa"),
    "zh": ("Wei Xiuying Jianguo Meiling Zhiwei Yufei", "Zhang Liu Chen Huang Zhou Xu"),
    "ko": ("Ji-hoon Seo-yeon Min-jun Ha-eun Dong-hyun Yoo-jin", "Kim Park Choi Jung Kang Yoon"),
    "vi": ("Nguyễn Thị Lan Trần Văn Minh Phạm Thu Hà", "Nguyễn Trần Phạm Lê Hoàng Đặng"),
    "hi": (
        "Ananya Vikram Priyanka Rohan Sunita Arjun",
        "Raghunathan Chaudhary Venkataraman Bhattacharya Iyer Deshpande",
    ),
    "ar": ("Youssef Layla Karim Nour Tariq Samira", "El-Haddad Al-Masri Benali Haddadin Abou-Khalil Qasim"),
    "fa": (
        "Dariush Shirin Kourosh Parisa Behrouz Nasrin",
        "Rahimzadeh Farahani Tehrani Moghaddam Ghorbani Esfandiari",
    ),
    "he": ("Yael Avraham Noa Itamar Tamar Eliav", "Ben-Ami Rosenzweig Shapira Katzenelson Avidan Peretz"),
    "ru": (
        "Yevgeniya Dmitriy Oksana Vsevolod Lyudmila Arkadiy",
        "Kuznetsova Zhdanov Prokhorova Belousov Yefremova Shcherbakov",
    ),
    "uk": (
        "Bohdan Olena Taras Khrystyna Yaroslav Iryna",
        "Shevchuk Kovalenko Hrytsenko Tkachuk Bondarenko Melnychuk",
    ),
    "cs": (
        "Jiřina Bořivoj Květoslava Radek Zdeňka Vojtěch",
        "Dvořáková Procházka Růžička Kříž Šťastná Vondráček",
    ),
    "hu": ("Zsófia Levente Ildikó Bence Erzsébet Gergő", "Szőke Kovácsné Fehérvári Bánfalvi Győri Hódosi"),
    "ro": (
        "Ioana Mircea Răzvan Corina Ștefan Viorica",
        "Diaconescu Popescu-Vlad Țurcanu Ionescu Bălănescu Mureșan",
    ),
    "de": (
        "Jörg Hannelore Lutz Friederike Götz Rosemarie",
        "Müller-Lüdenscheidt Schäfer Großkopf von Bredow Weißhaupt Kühnert",
    ),
    "nl": (
        "Sjoerd Marijke Joost Femke Gijs Anneke",
        "van der Meulen de Vries Bakker van den Berg Verhoeven Hoekstra",
    ),
    "it": (
        "Gianluca Ornella Pierluigi Donatella Ottavio Rosalba",
        "D'Alessandro Sciacca Lo Bianco Mazzantini Cusumano Pellegrini",
    ),
    "el": (
        "Eleftheria Stavros Despina Panagiotis Chrysoula Vangelis",
        "Papadopoulou Karamanlis Georgiou Antonopoulos Tsakalidou Vlachos",
    ),
    "sw": ("Amani Wanjiru Baraka Njeri Juma Zawadi", "Mwangi Otieno Kamau Wafula Achieng Mutua"),
    "en": (
        "Dwayne Brendan Krystal Tamsin Jolene Rhys",
        "Achterberg Pettigrew Fairweather Hollingsworth Blackwood Cartwright",
    ),
    # Invented: no list holds them, so only the context or the name's shape can find them.
    "xx": (
        "Velmora Tarquil Osrik Quenby Lisandre Mirelo",
        "Vantrusk Oberwyn Kelldrin Thorvale Maspeth-Quill Draxmoor",
    ),
}


def pool(locale: str) -> tuple[list[str], list[str]]:
    given, surnames = POOLS[locale]
    if locale == "vi":  # written family name first; each triple is one given name
        words = given.split()
        return [" ".join(words[i + 1 : i + 3]) for i in range(0, len(words), 3)], surnames.split()
    if locale == "ie":
        return given.split(), [
            "O'Neill",
            "Ó Súilleabháin",
            "Mac Giolla Phádraig",
            "McGillycuddy",
            "Ní Bhriain",
            "O'Dwyer",
        ]
    if locale == "nl":
        return given.split(), [
            "van der Meulen",
            "de Vries",
            "Bakker",
            "van den Berg",
            "Verhoeven",
            "Hoekstra",
        ]
    if locale == "it":
        return given.split(), ["D'Alessandro", "Sciacca", "Lo Bianco", "Mazzantini", "Cusumano", "Pellegrini"]
    if locale == "de":
        return given.split(), [
            "Müller-Lüdenscheidt",
            "Schäfer",
            "Großkopf",
            "von Bredow",
            "Weißhaupt",
            "Kühnert",
        ]
    return given.split(), surnames.split()


LOCALES = sorted(POOLS)
