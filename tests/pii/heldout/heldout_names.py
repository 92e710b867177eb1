"""Name pools for the held-out PII set, written by hand for quilltune (not drawn from any library list).

One line per person: locale | given | family | sex (f/m) | order (gf: given first, fg: family first) | sep.
`sep` is `none` when family and given are written together (Chinese/Korean in Han or Hangul script);
`mono` marks a single-name person (Indonesian mononyms). Locale codes are the tags the cases carry; SCRIPT_OF marks the pools not written in Latin.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

_POOLS = """
pl|Joanna|Kowalczyk|f
pl|Grzegorz|Łukasiewicz|m
pl|Agnieszka|Zawadzka-Bąk|f
pl|Małgorzata|Szczepańska|f
pl|Jędrzej|Mroczek|m
pl|Zofia|Dąbrowska|f
pl|Krzysztof|Żuławski|m
pl|Halina|Ślusarczyk|f
pl|Przemysław|Wójcik|m
pl|Bożena|Chmielewska|f
tr|Elif|Yıldırım|f
tr|Mustafa|Öztürk|m
tr|Zeynep|Çelik|f
tr|Barış|Karagöz|m
tr|Şule|Aydoğan|f
tr|Gökhan|Erdoğdu|m
tr|Ayşegül|Şahinoğlu|f
tr|Oğuzhan|Türkmen|m
tr|İpek|Güneş|f
tr|Çağrı|Doğanay|m
no|Sigrid|Haugland|f
no|Øystein|Bjørnstad|m
no|Ingrid|Solbakken|f
no|Håkon|Grønvold|m
no|Torunn|Aasen|f
no|Eirik|Sæther|m
no|Kari|Nordhagen-Lie|f
no|Åse|Tveitå|f
da|Mette|Søndergaard|f
da|Rasmus|Kjærgaard|m
da|Freja|Østergård|f
da|Anders|Brøndum|m
da|Birgitte|Lauridsen|f
da|Søren|Mølgaard|m
sv|Astrid|Wahlgren|f
sv|Björn|Åkesson|m
sv|Linnéa|Öberg|f
sv|Gustav|Sjöström|m
sv|Maja|Hällström|f
sv|Johan|Ekdahl|m
fi|Aino|Virtanen|f
fi|Jussi|Mäkelä|m
fi|Päivi|Hämäläinen|f
fi|Tuomas|Kärkkäinen|m
fi|Riikka|Lähteenmäki|f
fi|Eero|Järvinen|m
is|Guðrún|Sigurðardóttir|f
is|Þórður|Ólafsson|m
is|Sigríður|Jónsdóttir|f
is|Ægir|Þorsteinsson|m
is|Hildur|Björnsdóttir|f
fr|Amélie|Beauchemin|f
fr|François|Lévesque|m
fr|Hélène|Dufresne-Côté|f
fr|Benoît|Gagnon|m
fr|Joséphine|de la Fontaine|f
fr|Thibault|Lefèvre|m
fr|Maëlle|Bérubé|f
fr|Jean-Philippe|Tremblay|m
fr|Noémie|St-Onge|f
fr|Gaëtan|D'Amours|m
es|Lucía|Fernández de Córdoba|f
es|Alejandro|Muñoz Iglesias|m
es|Begoña|Etxeberria|f
es|Íñigo|Zubizarreta|m
es|Pilar|del Río Sánchez|f
es|Joaquín|Ibáñez|m
es|Ximena|Peña Gutiérrez|f
pt|João|Gonçalves|m
pt|Inês|Magalhães|f
pt|Conceição|dos Santos|f
pt|Thiago|Araújo|m
pt|Leonor|da Silva Pires|f
pt|Sebastião|Brandão|m
it|Giulia|Dell'Acqua|f
it|Lorenzo|Ferraresi|m
it|Chiara|Di Stefano|f
it|Niccolò|Abbiati|m
it|Ilaria|D'Angelo|f
it|Pietro|Santoro|m
de|Jürgen|Weißmüller|m
de|Anneliese|Großkopf|f
de|Maximilian|von Hohenberg|m
de|Lena|Schäfer-Kühn|f
de|Dietmar|Hölzl|m
de|Friederike|Baumgärtner|f
nl|Marianne|van der Berg|f
nl|Joost|de Vries|m
nl|Femke|van Dijk|f
nl|Pieter-Jan|Hoogendoorn|m
nl|Sanne|ter Horst|f
nl|Bram|van 't Hof|m
ie|Siobhán|Ní Bhriain|f
ie|Pádraig|Ó Súilleabháin|m
ie|Aoife|Nic Giolla Phádraig|f
ie|Cian|MacCárthaigh|m
ie|Niamh|O'Donoghue|f
ie|Seán|Mac Aodha|m
ie|Róisín|Kavanagh|f
ie|Eoghan|Ó Dálaigh|m
yo|Olúwaseun|Adébáyọ̀|m
yo|Adewale|Ogunleye|m
yo|Folasade|Akinwumi|f
yo|Babatunde|Olatunji-Bello|m
yo|Oluwakemi|Fashola|f
yo|Yetunde|Oyelaran|f
yo|Ayọ̀dèjì|Ọládipọ̀|m
ig|Chinonso|Okonkwo|m
ig|Ngozi|Eze-Nwachukwu|f
ig|Chukwuemeka|Obi|m
ig|Adaeze|Nwosu|f
ig|Obinna|Okeke|m
ig|Ifeoma|Chukwu|f
ig|Uchenna|Anyanwu|m
ja|Hiroshi|Tanaka|m
ja|Yuki|Matsumoto|f
ja|Kenji|Watanabe|m
ja|Aiko|Ōyama|f
ja|Shōta|Kobayashi|m
ja|Haruka|Inoue|f
ja|花子|山田|f|fg
ja|健一|佐藤|m|fg
ja|美咲|鈴木|f|fg
zh|Xiuying|Wang|f|fg
zh|Wei|Li|m|fg
zh|Mingyu|Zhang|m|fg
zh|Jiahui|Chen|f|fg
zh|Haoran|Liu|m|fg
zh|Xinyi|Huang|f|fg
zh|Tai-man|Chan|m|fg
zh|Siu-ling|Wong|f|fg
zh|秀英|王|f|fg|none
zh|明轩|李|m|fg|none
zh|嘉慧|陈|f|fg|none
ko|Min-jun|Kim|m|fg
ko|Ji-woo|Park|f|fg
ko|Seo-yeon|Lee|f|fg
ko|Hyun-woo|Choi|m|fg
ko|Ha-eun|Jung|f|fg
ko|민준|김|m|fg|none
ko|서연|이|f|fg|none
vi|Thị Lan|Nguyễn|f|fg
vi|Văn Minh|Trần|m|fg
vi|Quốc Huy|Phạm|m|fg
vi|Thu Hằng|Lê|f|fg
vi|Hoàng Nam|Đỗ|m|fg
vi|Thị Mỹ Dung|Võ|f|fg
hi|Arjun|Malhotra|m
hi|Sunita|Deshpande|f
hi|Rohit|Venkataraman|m
hi|Kavya|Iyer|f
hi|Aditya|Chaturvedi|m
hi|Meenakshi|Subramaniam|f
hi|प्रिया|शर्मा|f
hi|राहुल|वर्मा|m
ar|Mohammed|Al-Hashimi|m
ar|Fatima Zahra|Benali|f
ar|Omar|bin Rashid Al-Mansouri|m
ar|Layla|Haddad|f
ar|Youssef|El-Amrani|m
ar|Nour|Abdel-Rahman|f
ar|Khalid|ibn Tariq Qasim|m
ar|محمد|الحسيني|m
ar|ليلى|حداد|f
ru|Natalia|Smirnova|f
ru|Dmitri|Volkov|m
ru|Yekaterina|Kuznetsova|f
ru|Alexei|Sokolov|m
ru|Ольга|Петрова-Лебедева|f
ru|Дмитрий|Белоусов|m
ru|Анастасия|Григорьева|f
el|Georgios|Papadopoulos|m
el|Eleni|Karamanli|f
el|Dimitra|Athanasiou|f
el|Konstantinos|Vlachos|m
el|Γιώργος|Αντωνίου|m
el|Ελένη|Μαυρίδου|f
cs|Jiří|Dvořák|m
cs|Kateřina|Nováková|f
cs|Tomáš|Procházka|m
cs|Lenka|Čermáková|f
cs|Přemysl|Hájek|m
hu|Zsófia|Kovács|f
hu|Gergely|Szőke|m
hu|Ildikó|Tóth|f
hu|Ádám|Horváth|m
hu|Réka|Nagy-Fülöp|f
ro|Ioana|Popescu|f
ro|Mihai|Rădulescu|m
ro|Alexandra|Ștefănescu|f
ro|Bogdan|Țurcanu|m
ro|Cristina|Dumitrașcu|f
sw|Amani|Mwangi|m
sw|Neema|Wanjiru|f
sw|Baraka|Otieno|m
sw|Zawadi|Mutua|f
sw|Juma|Kiprono|m
sw|Imani|Njeri|f
fil|Maria Cristina|dela Cruz|f
fil|Rodrigo|Magbanua|m
fil|Kristine|Bautista-Reyes|f
fil|Jericho|Dimaculangan|m
fil|Angelica|Macaraeg|f
mi|Mereana|Te Whata|f
mi|Tāne|Ruatapu|m
mi|Hēmi|Kereama|m
mi|Ngaio|Te Rangi|f
he|Yael|Cohen-Arazi|f
he|Avraham|Ben-David|m
he|Noa|Mizrahi|f
he|יעל|כהן|f
he|איתי|שפירא|m
fa|Shirin|Ahmadi|f
fa|Dariush|Farahani|m
fa|Parisa|Moghaddam|f
fa|Kourosh|Jafari|m
th|Somchai|Wongsakul|m
th|Nattaya|Srisuk|f
th|Kittipong|Charoenrat|m
pa|Harpreet Kaur|Sandhu|f
pa|Gurjit Singh|Dhillon|m
pa|Manpreet|Grewal|f
lt|Rūta|Kazlauskienė|f
lt|Mindaugas|Petrauskas|m
et|Kadri|Tamm|f
et|Märt|Saar|m
hr|Ivana|Horvatić|f
hr|Luka|Kovačević|m
zu|Thandiwe|Nkosi|f
zu|Sipho|Dlamini|m
en|Caroline|Whitfield|f
en|Marcus|Delaney|m
en|Jennifer|O'Brien-Walsh|f
en|Shanice|Williams|f
en|Tyler|Brooks|m
en|Margaret|Thornbury|f
en|Declan|Fitzgerald|m
en|Kyle|MacPherson|m
en|Brianna|St. Clair|f
en|Travis|LeBlanc|m
en|Dakota|Whitehorse|f
en|Gordon|McAllister-Hume|m
id|Suharti||f|mono
id|Wahyudi||m|mono
"""

# Pools in a script other than Latin, keyed by the first character's Unicode script name prefix.
_SCRIPT_PREFIX = {
    "CJK": "hani",
    "HIRAGANA": "jpan",
    "KATAKANA": "jpan",
    "HANGUL": "hang",
    "CYRILLIC": "cyrl",
    "GREEK": "grek",
    "ARABIC": "arab",
    "DEVANAGARI": "deva",
    "HEBREW": "hebr",
}

# Letters that NFKD does not fold to ASCII, for building e-mail local parts and URL slugs.
_FOLD = {
    "ł": "l",
    "Ł": "L",
    "ø": "o",
    "Ø": "O",
    "æ": "ae",
    "Æ": "Ae",
    "ß": "ss",
    "ð": "d",
    "Ð": "D",
    "þ": "th",
    "Þ": "Th",
    "ı": "i",
    "đ": "d",
    "Đ": "D",
    "œ": "oe",
}


def script_of(text: str) -> str | None:
    for ch in text:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            for prefix, tag in _SCRIPT_PREFIX.items():
                if name.startswith(prefix):
                    return tag
            return None
    return None


def ascii_fold(text: str) -> str:
    text = "".join(_FOLD.get(c, c) for c in text)
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


@dataclass(frozen=True)
class Name:
    given: str
    family: str
    loc: str
    sex: str
    order: str = "gf"
    sep: str = " "

    @property
    def full(self) -> str:
        if self.order == "mono":
            return self.given
        if self.order == "fg":
            return f"{self.family}{self.sep}{self.given}"
        return f"{self.given} {self.family}"

    @property
    def script(self) -> str | None:
        return script_of(self.full)

    @property
    def latin(self) -> bool:
        return self.script is None

    @property
    def short_given(self) -> str:
        """The name a friend would sign with (Vietnamese: the last syllable)."""
        return self.given.split()[-1] if self.loc == "vi" else self.given.split()[0]

    @property
    def title(self) -> str:
        return "Ms" if self.sex == "f" else "Mr"

    def slug(self, sep: str = ".") -> str:
        parts = ascii_fold(f"{self.given} {self.family}").lower().replace("'", "").split()
        return sep.join(p for p in parts)


def _parse() -> list[Name]:
    out = []
    for line in _POOLS.strip("\n").splitlines():
        fields = line.split("|")
        loc, given, family, sex = fields[:4]
        order = fields[4] if len(fields) > 4 else "gf"
        sep = "" if len(fields) > 5 and fields[5] == "none" else " "
        out.append(Name(given, family, loc, sex, order, sep))
    return out


NAMES: list[Name] = _parse()
NAME_LOCALES: frozenset[str] = frozenset(n.loc for n in NAMES)
