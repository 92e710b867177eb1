"""Name pools for ``build_round7.py``, typed by hand for quilltune's seventh PII round (2026-12-02).

No Faker, no list copied from another case file: common, rare and invented names of 42 locales,
written as each language writes them (letters outside ASCII, apostrophes, hyphens, particles,
combining tone marks). Vietnamese, Hungarian and Japanese-in-Japan order put the surname first;
the builder follows ``SURNAME_FIRST``.
"""

from __future__ import annotations

# locale: (given names, surnames), space-separated; "_" stands for a space inside one name.
POOLS: dict[str, tuple[str, str]] = {
    "pl": (
        "Wojsław Grażyna Bogumił Jadwiga Ksawery Halszka",
        "Ślusarczyk Gołębiewska Kędzierski Brzęczek Wójcik-Łata Żurawiecka",
    ),
    "tr": (
        "Ebru Kıvanç Çağla Ömer_Faruk Şeyma Tuğrul",
        "Kahveci Gündoğdu Öztürkmen Eşsiz Çalışkan Yıldırımoğlu",
    ),
    "no": ("Åsmund Tordis Sigve Gudrun Kjellaug Trygve", "Brekkå Østvold Røsjø Haugerud Skåtøy Lillevik"),
    "sv": ("Märta Ulf Agneta Kerstin Björn Sölve", "Grönqvist Ekström Hägglund Näslund Sjöberg-Falk Åström"),
    "da": ("Bodil Jørgen Lærke Palle Tove Kasper", "Søgaard Fjelsted Kjeldsen Dybbøl Thygesen Munk-Ravn"),
    "is": (
        "Hjördís Þráinn Vigdís Ragnar Sæunn Kolbeinn",
        "Eyjólfsdóttir Þórðarson Hreiðarsdóttir Brynjólfsson Sigfúsdóttir Jökulsson",
    ),
    "fi": (
        "Terhi Onni Riitta Lauri Päivi Kalevi",
        "Heikkilä Jääskeläinen Nieminen Tähtinen Väätäinen Lönnqvist",
    ),
    "fr": (
        "Maëlle Thibault Gwenaëlle Aurélien Solène Loïc",
        "Delacroix-Brûlé Lefèbvre Thériault Dauphinais Chênevert Roussel",
    ),
    "qc": (
        "Marie-Ève Jean-François Ginette Réjean Mélodie Yannick",
        "Tremblay-Bérubé Gosselin Ouellet Létourneau Pépin Desjardins",
    ),
    "es": (
        "Begoña Íñigo Nieves Jesús_María Pilar Gonzalo",
        "Ibáñez_Ortuño Muñoz Echevarría de_la_Fuente Peñalver Quiñones",
    ),
    "mx": (
        "Guadalupe Xóchitl Citlali Ximena Cuauhtémoc Rigoberto",
        "Hernández_Tapia Cázares Nava Zúñiga Ordóñez Villaseñor",
    ),
    "pt": (
        "João Conceição Gonçalo Inês Joaquim Leonor",
        "Magalhães Gonçalves Brandão dos_Anjos Sequeira Araújo",
    ),
    "it": (
        "Gianluca Ludovica Niccolò Benedetta Raffaele Ottavia",
        "D'Alessandro Lo_Presti Carbonaro Sciarra Dell'Orto Bellomo",
    ),
    "de": (
        "Jürgen Gudrun Lothar Wiebke Jörg Friedhelm",
        "Schäfer Großmann Köhler von_Bülow Brüggemann Weißenborn",
    ),
    "nl": (
        "Femke Joost Sietske Maarten Anouk Gerrit",
        "van_den_Broek de_Wit Vermeulen van_der_Heijden Kuijpers Schuurmans",
    ),
    "cs": ("Jiří Radka Vojtěch Zdeňka Bořivoj Kateřina", "Dvořák Procházková Šťastný Kučera Říhová Čermák"),
    "hu": ("Zsófia Levente Ildikó Gergely Erzsébet Botond", "Szőke Bíró Kovács-Tóth Vörös Gulyás Fülöp"),
    "ro": (
        "Ioana Mircea Ștefania Radu Lăcrămioara Tudor",
        "Dumitrescu Popescu-Ciobanu Ștefănescu Mănescu Vlădescu Țurcanu",
    ),
    "hr": ("Željko Snježana Dražen Ivana Krešimir Mirjana", "Horvatić Đurić Kovačević Babić Šimunović Žagar"),
    "lt": (
        "Rūta Vytautas Gintarė Saulius Dalia Žygimantas",
        "Kazlauskienė Petrauskas Žukauskas Jankūnaitė Vaitkus Grybauskas",
    ),
    "lv": ("Ilze Jānis Līga Aivars Dace Mārtiņš", "Bērziņa Kalniņš Ozoliņš Liepiņa Krūmiņš Zariņa"),
    "et": ("Triin Jaanus Kadri Tõnu Maarja Priit", "Tamm Saar Kask Õunapuu Mägi Sepp"),
    "el": (
        "Eleftheria Stavros Chrysoula Panagiotis Despoina Vangelis",
        "Papadopoulou Karamanlis Theodorakis Anagnostou Mavridis Zervou",
    ),
    "ga": (
        "Siobhán Ruairí Caoimhe Donnchadh Sadhbh Tadhg",
        "Ó_Súilleabháin Ní_Bhriain Mac_Cárthaigh O'Donoghue Ní_Mhurchú Ó_Ceallaigh",
    ),
    "gd": (
        "Eilidh Ruaridh Mòrag Calum Seonag Alasdair",
        "MacAulay MacLeòid Mac_an_t-Saoir NicDhòmhnaill Morrison MacKinnon",
    ),
    "yo": (
        "Oluwaseun Adébáyọ̀ Olúwatóyìn Ìbùkún Ọlámídé Tèmítọ́pẹ́",
        "Adéyẹmí Ògúnlẹ́yè Olúwọlé Àjàyí Fálọlá Okonjo",
    ),
    "ig": ("Chiamaka Obinna Ngozi Ikenna Adaeze Chukwuemeka", "Okafor Nwachukwu Eze Obiora Uzoma Nwosu-Ike"),
    "sw": ("Wanjiru Baraka Neema Juma Zawadi Kamau", "Otieno Mwangi Wafula Achieng Njoroge Kiprotich"),
    "so": ("Hodan Abdirahman Faadumo Cabdi Ubah Liban", "Warsame Cali Xirsi Guleed Jaamac Farah"),
    "am": (
        "Selamawit Tesfaye Meseret Dawit Tigist Yohannes",
        "Gebremedhin Haile Tadesse Wolde Kebede Alemayehu",
    ),
    "ar": ("Rania Yousef Layla Khaled Nour Abdelkader", "El-Amin Al-Haddad Benali Saadi Haddad Bouzid"),
    "fa": (
        "Shirin Dariush Golnaz Kourosh Parisa Arash",
        "Tavakoli Rahimzadeh Karimi Hosseini Moradi Farahani",
    ),
    "hi": (
        "Ananya Rohit Priyanka Siddharth Kavita Vikram",
        "Chaturvedi Deshpande Iyer Bhattacharya Sinha Mukherjee",
    ),
    "ta": (
        "Kavitha Senthil Lakshmi Murugan Revathi Arul",
        "Subramaniam Ramasamy Krishnamoorthy Palanisamy Venkatesan Sundaram",
    ),
    "vi": ("Thị_Hồng Văn_Đức Ngọc_Ánh Minh_Tuấn Thu_Trang Quốc_Bảo", "Nguyễn Trần Lê Phạm Huỳnh Đặng"),
    "ja": ("Haruto Yūko Kōji Sakura Shōhei Aoi", "Takahashi Yamaguchi Ōtsuka Kobayashi Saitō Nakamura"),
    "ko": ("Min-jun Seo-yeon Ji-hoon Ha-eun Do-yun Su-bin", "Kim Lee Choi Jung Kang Yoon"),
    "zh": ("Wei Xiaoling Jianguo Meihua Zhiqiang Yuting", "Zhang Liu Chen Huang Zhao Wu"),
    "tl": (
        "Maricel Rodel Jhoanna Arnel Luzviminda Bienvenido",
        "Dela_Cruz Bautista Macaraeg Villanueva Pangilinan Dimaculangan",
    ),
    "id": ("Sri Agus Dewi Budi Wahyuni Hendra", "Wibowo Santoso Kusuma Hidayat Pratama Siregar"),
    "he": ("Noa Yossi Tamar Eitan Shira Avraham", "Ben-David Mizrahi Peretz Friedman Azoulay Shapiro"),
    "mi": ("Aroha Wiremu Mereana Tamati Hine Rawiri", "Ngata Te_Rangi Parata Tāwhiri Waititi Henare"),
}

SURNAME_FIRST = frozenset({"vi", "hu"})

LOCALES = sorted(POOLS)


def pool(locale: str) -> tuple[list[str], list[str]]:
    given, surnames = POOLS[locale]
    return [g.replace("_", " ") for g in given.split()], [s.replace("_", " ") for s in surnames.split()]


# Full names in their own scripts (slot ``{X}``): Cyrillic, Greek, Arabic, Hebrew, Devanagari, Han,
# Hangul and kana; Han, Hangul and Japanese names are written surname first without a space.
SCRIPT_NAMES: tuple[str, ...] = (
    "Анна Кузнецова",
    "Дмитрий Орлов",
    "Ольга Лебедева",
    "Ελένη Παπαδάκη",
    "Νίκος Οικονόμου",
    "Κατερίνα Αλεξίου",
    "ليلى منصور",
    "يوسف الخطيب",
    "מרים כהן",
    "איתן פרץ",
    "प्रिया वर्मा",
    "अर्जुन जोशी",
    "王芳",
    "陈静怡",
    "김민준",
    "박서연",
    "佐藤花子",
    "鈴木健一",
)
