"""Hand-typed private-person names by locale (no generator, no package lists)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

# locale -> (script code, name order, joiner).  "gf": given first; "fg": family first.
LOCALES: dict[str, tuple[str, ...]] = {
    "en-CA": ("Latn", "gf", " "),
    "en-US": ("Latn", "gf", " "),
    "en-GB": ("Latn", "gf", " "),
    "en-AU": ("Latn", "gf", " "),
    "en-IE": ("Latn", "gf", " "),
    "en-IN": ("Latn", "gf", " "),
    "ga-IE": ("Latn", "gf", " "),
    "fr-CA": ("Latn", "gf", " "),
    "fr-FR": ("Latn", "gf", " "),
    "ht-HT": ("Latn", "gf", " "),
    "es-MX": ("Latn", "gf", " "),
    "es-ES": ("Latn", "gf", " "),
    "pt-BR": ("Latn", "gf", " "),
    "it-IT": ("Latn", "gf", " "),
    "de-DE": ("Latn", "gf", " "),
    "nl-NL": ("Latn", "gf", " "),
    "af-ZA": ("Latn", "gf", " "),
    "zu-ZA": ("Latn", "gf", " "),
    "pl-PL": ("Latn", "gf", " "),
    "cs-CZ": ("Latn", "gf", " "),
    "hr-HR": ("Latn", "gf", " "),
    "ro-RO": ("Latn", "gf", " "),
    "tr-TR": ("Latn", "gf", " "),
    "nb-NO": ("Latn", "gf", " "),
    "da-DK": ("Latn", "gf", " "),
    "sv-SE": ("Latn", "gf", " "),
    "fi-FI": ("Latn", "gf", " "),
    "is-IS": ("Latn", "gf", " "),
    "yo-NG": ("Latn", "gf", " "),
    "ig-NG": ("Latn", "gf", " "),
    "sw-KE": ("Latn", "gf", " "),
    "so-SO": ("Latn", "gf", " "),
    "ja-Latn": ("Latn", "gf", " "),
    "ko-Latn": ("Latn", "gf", " "),
    "zh-Latn": ("Latn", "fg", " "),
    "vi-VN": ("Latn", "fg", " "),
    "fil-PH": ("Latn", "gf", " "),
    "ms-MY": ("Latn", "gf", " "),
    "ar-Latn": ("Latn", "gf", " "),
    "pa-Latn": ("Latn", "gf", " "),
    "uk-Latn": ("Latn", "gf", " "),
    "mi-NZ": ("Latn", "gf", " "),
    "cr-CA": ("Latn", "gf", " "),
    "iu-Latn": ("Latn", "gf", " "),
    "ru-RU": ("Cyrl", "gf", " "),
    "uk-UA": ("Cyrl", "gf", " "),
    "el-GR": ("Grek", "gf", " "),
    "he-IL": ("Hebr", "gf", " "),
    "ar-SA": ("Arab", "gf", " "),
    "fa-IR": ("Arab", "gf", " "),
    "ur-PK": ("Arab", "gf", " "),
    "hi-IN": ("Deva", "gf", " "),
    "pa-IN": ("Guru", "gf", " "),
    "ta-IN": ("Taml", "gf", " "),
    "bn-BD": ("Beng", "gf", " "),
    "zh-CN": ("Hani", "fg", ""),
    "zh-HK": ("Hani", "fg", ""),
    "ko-KR": ("Hang", "fg", ""),
    "ja-JP": ("Jpan", "fg", " "),
    "th-TH": ("Thai", "gf", " "),
    "am-ET": ("Ethi", "gf", " "),
    "iu-CA": ("Cans", "gf", " "),
}

_RAW: dict[str, str] = {
    "en-CA": "Brittany/Fraser; Connor/Gillis; Meaghan/McNeil; Tyler/Pottie; Shauna/Sinclair; Darryl/Hiebert",
    "en-US": "Dashawn/Whitaker; Kayleigh/Pruitt; Travis/Greenlee; Latoya/Mabry; Brandon/Stovall; Corinne/Haskell",
    "en-GB": "Harriet/Ashworth; Callum/Pilkington; Imogen/Thwaite; Rhys/Roebuck; Pippa/Entwistle; Gareth/Lloyd-Pryce",
    "en-AU": "Kylie/Cartwright; Brodie/Doolan; Shane/Pettigrew; Tegan/Kearns; Lachlan/Sorensen; Jacinta/Mullaly",
    "en-IE": "Niamh/O'Neill; Declan/MacNamara; Orla/O'Driscoll; Eoin/Cullinane; Gráinne/D'Arcy; Fergal/McGettigan",
    "en-IN": "Priya/Venkataraman; Arjun/Mehta; Kavitha/Iyer; Rohit/Deshpande; Sneha/Chatterjee; Aniket/Kulkarni",
    "ga-IE": "Aoife/Ó Súilleabháin; Pádraig/Mac Giolla Phádraig; Siobhán/Ní Bhriain; Ciarán/Ó Dónaill; Bríd/Nic Aodha",
    "fr-CA": "Marie-Ève/Bélanger; Jean-François/Gagnon-Lévesque; Geneviève/Thibodeau; Étienne/Côté; Maude/Ouellet; Rosaire/Boucher",
    "fr-FR": "Élodie/Lefèvre; Benoît/Marchand; Anaïs/de la Roche; Loïc/Dufresne; Solène/Garnier",
    "ht-HT": "Wilnès/Jean-Baptiste; Marie-Carmel/Désir; Jocelyne/Pierre-Louis; Frantz/Auguste; Nadège/Célestin",
    "es-MX": "José Luis/Hernández Ruiz; Ximena/Peña; Guadalupe/de la Cruz; Andrés/Olvera; Itzel/Ibáñez Tapia",
    "es-ES": "Íñigo/Etxeberria; Begoña/Muñoz; Nuria/Zubizarreta; Álvaro/Castaño; Montserrat/Villanueva",
    "pt-BR": "João/Araújo; Conceição/dos Santos; Thiago/Magalhães; Luíza/Simões; Gonçalo/Brandão",
    "it-IT": "Giuseppina/D'Amico; Raffaele/Esposito; Chiara/Lo Presti; Matteo/Bruni; Ornella/Cavalcanti",
    "de-DE": "Jürgen/Weißmüller; Annegret/Schäfer; Lukas/von Ahlen; Henrike/Brückner; Till/Oßwald",
    "nl-NL": "Femke/van der Berg; Joost/de Vries; Sanne/van den Heuvel; Maarten/ter Horst; Ilse/Bakker",
    "af-ZA": "Pieter/van der Merwe; Annelie/du Plessis; Jaco/Steyn; Riana/Oosthuizen; Wessel/Coetzee",
    "zu-ZA": "Thandeka/Dlamini; Sipho/Ndlovu; Nomvula/Khumalo; Bongani/Mthembu; Zanele/Ngcobo",
    "pl-PL": "Stanisław/Kotuła; Małgorzata/Wiśniewska; Grzegorz/Przybylski; Jadwiga/Szczęsna; Wojciech/Łukasik; Żaneta/Kołodziej",
    "cs-CZ": "Kateřina/Dvořáková; Jiří/Procházka; Zdeněk/Růžička; Lenka/Šťastná",
    "hr-HR": "Đurđica/Kovačević; Tomislav/Babić; Ivana/Jurić-Šarić; Krešimir/Matić",
    "ro-RO": "Ștefan/Popescu; Ioana/Dumitrescu; Răzvan/Țurcanu; Mădălina/Ionescu",
    "tr-TR": "Şebnem/Yılmaz; Oğuz/Öztürk; Gülşen/Karaağaç; Çağrı/Şahin; İlkay/Güneş",
    "nb-NO": "Ståle/Bjørnstad; Bjørg/Haugen; Øystein/Sæther; Solveig/Løvås; Kåre/Nygård",
    "da-DK": "Søren/Kjærgaard; Mette/Østergaard; Jørgen/Møller; Birthe/Dahl; Asger/Bækgaard",
    "sv-SE": "Åsa/Åström; Göran/Lindqvist; Linnéa/Bergström; Björn/Sjöberg; Märta/Ekdahl",
    "fi-FI": "Päivi/Mäkelä; Jyrki/Häkkinen; Säde/Väisänen; Ilkka/Korhonen; Aino/Räsänen",
    "is-IS": "Þórdís/Guðmundsdóttir; Guðmundur/Sigurðsson; Ásdís/Þórsdóttir; Sigurður/Jónsson; Hrafnhildur/Ólafsdóttir",
    "yo-NG": "Olúwaṣeun/Adéyẹmí; Fọláṣadé/Ọlánrewájú; Tèmítọ́pẹ́/Àjàyí; Adebayo/Ogunleye; Ibukun/Babatunde; Adéolá/Ògúnlẹ́yẹ",
    "ig-NG": "Chiamaka/Nwachukwu; Obinna/Eze; Ngozi/Okafor; Chukwuemeka/Nwosu; Adaeze/Onyekachi",
    "sw-KE": "Wanjiru/Kamau; Otieno/Ochieng; Akinyi/Odhiambo; Kiprono/Chebet; Nyambura/Mwangi",
    "so-SO": "Faadumo/Warsame; Cabdiraxmaan/Xirsi; Hodan/Cismaan; Maxamed/Faarax; Ubax/Jaamac",
    "ja-Latn": "Haruto/Takahashi; Yūko/Ōtsuka; Shōta/Satō; Mayumi/Nakamura; Ryōsuke/Hasegawa",
    "ko-Latn": "Min-ji/Kim; Seo-jun/Park; Ha-eun/Lee; Do-yoon/Choi; Ji-woo/Jeong",
    "zh-Latn": "Jingyi/Chen; Zhiqiang/Li; Xiuying/Wang; Hui Min/Tan; Ka Yan/Chan; Chi Ming/Wong",
    "vi-VN": "Thị Thu Hà/Nguyễn; Văn Đức/Trần; Minh Tuấn/Phạm; Ngọc Ánh/Lê; Quốc Bảo/Đặng",
    "fil-PH": "Maricel/dela Cruz; Rodel/Macaraeg; Ma. Theresa/Bautista; Jericho/Pangilinan; Lorna/Dimaculangan",
    "ms-MY": "Nurul Aisyah/binti Rahman; Mohd Faiz/bin Ismail; Siti Hajar/binti Yusof; Ahmad Zaki/bin Abdullah",
    "ar-Latn": "Mahmoud/al-Haddad; Rania/El-Sayed; Khalid/Abou Chakra; Yasmine/al-Rashidi; Omar/Haddad",
    "pa-Latn": "Harpreet/Kaur Gill; Gurjit/Singh Sandhu; Manjinder/Dhaliwal; Navdeep/Grewal; Simranjit/Kaur Brar",
    "uk-Latn": "Oleksandr/Kovalenko; Yevheniia/Tkachuk; Bohdan/Bondarenko; Iryna/Hnatiuk; Taras/Melnychuk",
    "mi-NZ": "Aroha/Te Rangi; Tamati/Kereama; Hinewai/Pōmare; Rāwiri/Tāwhiri; Mereana/Whaanga",
    "cr-CA": "Theresa/Bighetty; Ernest/Kakakaway; Kîsikâw/Cardinal; Norman/Muskego; Peyasiw/Sewepagaham",
    "iu-Latn": "Elisapee/Karetak; Jaypetee/Akpaliapik; Saali/Inuksuk; Maitusi/Allooloo",
    "ru-RU": "Анастасия/Воронцова; Дмитрий/Кузнецов; Евгения/Белоусова; Ярослав/Щербаков",
    "uk-UA": "Олександра/Ковальчук; Богдан/Гнатюк; Ірина/Марченко; Юрій/Ткачук",
    "el-GR": "Παναγιώτης/Παπαδόπουλος; Ευαγγελία/Κωνσταντίνου; Σπυρίδων/Λαμπράκης; Χρυσούλα/Μαυρίδου",
    "he-IL": "אביגיל/שפירא; יונתן/פרידמן; מיכל/בן-דוד; אורי/לוינסון",
    "ar-SA": "سارة/الحداد; يوسف/المنصوري; ريم/عبد الله; خالد/الشمري",
    "fa-IR": "مریم/حسینی; رضا/کاظمی; نسرین/طاهری; امیرحسین/رستمی",
    "ur-PK": "عائشہ/ملک; عمران/چودھری; فرحانہ/قریشی",
    "hi-IN": "अनुराधा/शर्मा; राजेश/कुमार; प्रियंका/त्रिपाठी; विवेक/मिश्रा",
    "pa-IN": "ਹਰਪ੍ਰੀਤ/ਕੌਰ ਗਿੱਲ; ਗੁਰਜੀਤ/ਸਿੰਘ ਸੰਧੂ; ਨਵਦੀਪ/ਗਰੇਵਾਲ",
    "ta-IN": "கார்த்திகேயன்/சுப்பிரமணியம்; மீனாட்சி/ராஜேந்திரன்; செல்வி/அருணாசலம்",
    "bn-BD": "তানভীর/হাসান; নুসরাত/জাহান; রফিকুল/ইসলাম",
    "zh-CN": "秀英/王; 志强/李; 静怡/陈; 建华/刘",
    "zh-HK": "嘉欣/陳; 志明/黃; 詠詩/梁",
    "ko-KR": "민지/김; 서준/박; 하은/이; 도윤/최",
    "ja-JP": "美咲/佐藤; 翔太/高橋; さくら/鈴木; ゆうと/渡辺",
    "th-TH": "สมชาย/ใจดี; พรทิพย์/ศรีสุข; วีรยุทธ/บุญมา; กาญจนา/แก้วมณี",
    "am-ET": "ሳራ/ተስፋዬ; ዮሐንስ/ገብረመድህን; ሕይወት/አለሙ",
    "iu-CA": "ᐃᓕᓴᐱ/ᑲᕆᑕᖅ; ᓵᓚ/ᐊᒃᐸᓕᐊᐱᒃ; ᒪᐃᑐᓯ/ᐊᓗᓗ",
}

_CASED = ("Latn", "Cyrl", "Grek")
_FOLD = str.maketrans(
    {
        "ł": "l",
        "Ł": "L",
        "ø": "o",
        "Ø": "O",
        "æ": "ae",
        "Æ": "AE",
        "ð": "d",
        "Ð": "D",
        "þ": "th",
        "Þ": "Th",
        "ß": "ss",
        "ı": "i",
        "đ": "d",
        "Đ": "D",
        "'": "",
        " ": "",
        "-": "",
    }
)


@dataclass(frozen=True)
class Name:
    given: str
    family: str
    loc: str

    @property
    def script(self) -> str:
        return LOCALES[self.loc][0]

    def full(self) -> str:
        _, order, joiner = LOCALES[self.loc]
        if order == "fg":
            return self.family + joiner + self.given
        return self.given + " " + self.family

    def form(self, form: str) -> str:
        cased = self.script in _CASED
        if form == "full":
            return self.full()
        if form == "caps":
            return self.full().upper() if cased else self.full()
        if form == "caps_family":
            return self.family.upper() if cased else self.family
        if form == "sf":
            if not cased:
                return self.full()
            return (
                f"{self.family.upper()}, {self.given}"
                if self.script == "Latn"
                else f"{self.family}, {self.given}"
            )
        if form == "sf_plain":
            return f"{self.family}, {self.given}" if cased else self.full()
        if form == "init":
            if not cased:
                return self.full()
            inits = "".join(p[0].upper() + "." for p in self.given.replace("-", " ").split())
            return f"{inits} {self.family}"
        if form == "family":
            return self.family
        if form == "given":
            return self.given
        raise ValueError(form)

    def slug(self, sep: str = ".") -> str:
        """An ASCII e-mail/URL handle built from the name (Latin script only)."""

        def fold(s: str) -> str:
            s = unicodedata.normalize("NFKD", s.translate(_FOLD))
            return "".join(c for c in s if c.isascii() and c.isalnum()).lower()

        return fold(self.given) + sep + fold(self.family)


def _parse() -> dict[str, list[Name]]:
    out: dict[str, list[Name]] = {}
    for loc, raw in _RAW.items():
        out[loc] = [Name(*pair.strip().split("/"), loc) for pair in raw.split(";")]
    return out


NAMES: dict[str, list[Name]] = _parse()
LATIN = [loc for loc in NAMES if LOCALES[loc][0] == "Latn"]


class Pool:
    """Hands out names, cycling every locale so that coverage is guaranteed."""

    def __init__(self, rng) -> None:
        self.rng = rng
        self._order: list[str] = []
        self._latin: list[str] = []

    def _next(self, bag: list[str], source: list[str]) -> str:
        if not bag:
            bag.extend(source)
            self.rng.shuffle(bag)
        return bag.pop()

    def any(self) -> Name:
        loc = self._next(self._order, list(NAMES))
        return self.rng.choice(NAMES[loc])

    def latin(self) -> Name:
        loc = self._next(self._latin, LATIN)
        return self.rng.choice(NAMES[loc])

    def of(self, *locs: str) -> Name:
        return self.rng.choice(NAMES[self.rng.choice(locs)])
