"""Hand-typed name pools for the round-14 set (fresh people; no name generator or package list).

Line format: `locale|script|order|later|given;given;...|family;family;...` where an item is `Native=Latin` for
locales with a native script. `order` is GF (given first) or FG (family first); `later` is S (surname on later
mentions) or G (given name on later mentions)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

NAMES_TEXT = """
en-CA|Latn|GF|S|Brayden;Kenzie;Rowan;Tamsin;Faith;Grant|Lafrenière;Tremblett;Fairweather;Brook;MacInnis;Stone
fr-CA|Latn|GF|S|Maélie;Anthony;Rosalie;Jérémie;Laurence;Félix|Beaudoin-Leclerc;Gagné;Brisebois;Dufresne;Labelle;Papineau-Roy
en-US|Latn|GF|S|Kaylee;Tanner;Brooklyn;Dashiell;Sunny;Austin|Whitcomb;Meadows;Pruitt;Glass;Haverford;Gold
es-US|Latn|GF|S|Yesenia;Osvaldo;Marisela;Brayan|Villarreal;Quintanilla;Zamora;Ochoa
en-GB|Latn|GF|S|Imogen;Alfie;Poppy;Rupert;Ivy|Pemberton;Ashdown;Threlfall;Marsh;Baker
en-AU|Latn|GF|S|Lachlan;Matilda;Darcy;Indigo|Treloar;Kilpatrick;Haddow;Pearce
en-NZ|Latn|GF|S|Nikau;Ruby;Hamish;Sage|Rutherford-Tane;McAlister;Gillies;Pratt
en-IE|Latn|GF|S|Cian;Saoirse;Oisín;Aoife|Donnellan;Heffernan;Brannigan;Culleton
ga|Latn|GF|S|Éanna;Caoimhe;Ruairí|Ní Bhraonáin;Mac Giolla Phádraig;Ó Dubhghaill
cy|Latn|GF|S|Rhodri;Eluned;Gethin|ap Rhys;Prydderch;Llewelyn-Bowen
gd|Latn|GF|S|Iain;Mairead;Calum|MacLeòid;NicIlleathain;Moireach
en-JM|Latn|GF|S|Shanique;Dwayne;Tajay;Kimone|Grizzle;McFarlane-Bent;Blackwood;Lindo
en-TT|Latn|GF|S|Kerwin;Anisha;Darnell;Vashti|Ramlogan;Baptiste-Joseph;Maharaj;Sookdeo
en-BS|Latn|GF|S|Tavaris;Latoya;Kendrick|Rolle;Bethel;Ferguson-Knowles
en-IN|Latn|GF|S|Rohan;Ishita;Karan|Malhotra;Sehgal;Venkataraman
en-SG|Latn|GF|S|Jun Wei;Shermaine;Darren|Teo;Kwek;Seah
af|Latn|GF|S|Jandré;Elmarie;Wikus|van Rensburg;Oosthuizen;du Preez
zu|Latn|GF|S|Sibusiso;Nomvula;Thandeka|Mkhize;Ngcobo;Zungu
xh|Latn|GF|S|Lwazi;Nosipho;Ayanda|Mtshali;Qwabe;Ntshona
st|Latn|GF|S|Palesa;Teboho;Lerato|Mokoena;Letsie;Moloi
yo|Latn|GF|S|Adebola;Olamide;Temitope|Ogunbiyi;Adeyemo;Fashola
ig|Latn|GF|S|Chidera;Obinna;Ifeoma|Nwachukwu;Okafor-Eze;Anyanwu
ha|Latn|GF|S|Aminu;Hauwa;Sani|Danjuma;Bello;Garba
ak|Latn|GF|S|Kwabena;Akosua;Yaw|Asante;Boateng;Ofori-Atta
ee|Latn|GF|S|Elikem;Dzifa;Sena|Agbeko;Kpodo;Amegashie
sw|Latn|GF|S|Baraka;Neema;Juma|Mwakilema;Salim;Chacha
ki|Latn|GF|S|Wanjiru;Kamau;Nyambura|Gichuru;Mwangi;Kariuki
luo|Latn|GF|S|Achieng;Otieno;Awino|Odhiambo;Ouma;Okoth
so|Latn|GF|G|Hodan;Abdirahman;Faadumo|Warsame;Hirsi;Jama
rw|Latn|GF|S|Uwase;Ishimwe;Mugisha|Niyonzima;Habimana;Uwimana
ln|Latn|GF|S|Grâce;Patience;Christian|Mbuyi;Kabongo;Lukusa
wo|Latn|GF|S|Mame Diarra;Ousmane;Khady|Ndiaye;Faye;Sarr
ff|Latn|GF|S|Hawa;Mamadou;Kadiatou|Diallo;Barry;Bah
tl|Latn|GF|S|Jhunrey;Maricel;Rodelio;Liezl|Dimaculangan;dela Paz;Macaraeg;Bautista
ceb|Latn|GF|S|Kimberly Joy;Rolando;Jesseca|Cabahug;Alburo;Pepito
id|Latn|GF|G|Wahyu;Ratna;Agus|Setiawan;Kusumawati;Nugroho
ms|Latn|GF|G|Syafiq;Nurul Ain;Hafiz|bin Zulkifli;binti Rosli;bin Kamaruddin
vi|Latn|FG|G|Thảo;Quang Huy;Bảo Ngọc|Lương;Trịnh;Đặng
mi|Latn|GF|S|Tamati;Aroha;Wiremu|Ngata;Tāwhiri;Herewini
sm|Latn|GF|S|Leota;Sina;Fetu|Tuilagi;Fa'amausili;Sapolu
to|Latn|GF|S|Sione;Mele;Tevita|Taufa;Fifita;Vainikolo
fj|Latn|GF|S|Jone;Litia;Ratu Seru|Naivalu;Ravouvou;Tuidraki
haw|Latn|GF|S|Keoni;Leilani;Makana|Kahananui;Akana;Kealoha
mic|Latn|GF|S|Mi'sel;Kalolin;Piel|Paul-Gould;Sylliboy;Googoo
oj|Latn|GF|S|Nodin;Migizi;Waaseyaa|Keeshig;Wabasse;Nahwegahbow
moh|Latn|GF|S|Karonhiaké:ron;Tehahenteh;Kanenhariyo|Deer-Jacobs;Montour;Horne-Skye
de|Latn|GF|S|Lennart;Friederike;Malte|von Ascheberg;Rößler;Kühnel
nl|Latn|GF|S|Maaike;Thijs;Femke|van Rijswijk;ter Velde;Bosman
fr|Latn|GF|S|Capucine;Baptiste;Solène|Lemaître;de La Rochère;Fauchon
it|Latn|GF|S|Ludovica;Tommaso;Ginevra|Zanetti;Della Rovere;Quaglia
es|Latn|GF|S|Itziar;Gonzalo;Nerea|de la Vega Ruiz;Albiol;Cuadrado
pt-BR|Latn|GF|S|Thiago;Larissa;Rafaela|dos Anjos;Siqueira Campos;Moura
pt-PT|Latn|GF|S|Duarte;Inês;Tomás|Magalhães;Sá Carneiro;Quintela
es-MX|Latn|GF|S|Ximena;Emiliano;Itzel|Cervantes Olvera;Huerta;Zúñiga
es-CO|Latn|GF|S|Valentina;Santiago;Manuela|Arango Restrepo;Cardona;Ospina
es-AR|Latn|GF|S|Agustina;Facundo;Milagros|Lombardi;Etcheverry;Pereyra
ca|Latn|GF|S|Jordi;Montserrat;Pau|Puigdemont;Vilaró;Casals i Ferrer
eu|Latn|GF|S|Ander;Ainhoa;Iker|Etxeberria;Goikoetxea;Aranburu
pl|Latn|GF|S|Zuzanna;Bartłomiej;Wiktoria|Wróblewski;Szczepańska;Kaczmarek
cs|Latn|GF|S|Vojtěch;Kateřina;Ondřej|Dvořák;Procházka;Kučera
sk|Latn|GF|S|Matúš;Zuzana;Lukáš|Horváth;Baláž;Kováčik
hu|Latn|FG|S|Bence;Réka;Levente|Szabó;Kovács-Tóth;Fekete-Nagy
ro|Latn|GF|S|Ioana;Mihai;Andreea|Constantinescu;Dumitrescu;Ionescu
hr|Latn|GF|S|Luka;Ivana;Matej|Horvatinčić;Kovačević;Babić
sl|Latn|GF|S|Žiga;Urška;Nejc|Potočnik;Zupančič;Kralj
lt|Latn|GF|S|Mantas;Gintarė;Dovydas|Kazlauskas;Petrauskaitė;Žukauskas
lv|Latn|GF|S|Kristaps;Ilze;Artūrs|Bērziņš;Kalniņa;Ozols
et|Latn|GF|S|Kaspar;Liis;Rasmus|Tamm;Saar;Kask
fi|Latn|GF|S|Eero;Aino;Onni|Järvinen;Kettunen;Heikkilä
sv|Latn|GF|S|Linnea;Gustav;Elsa|Lindqvist;Sjöberg;Bergström
nb|Latn|GF|S|Sindre;Ingrid;Eirik|Haugland;Fjeldstad;Solberg
da|Latn|GF|S|Mads;Sofie;Rasmus|Kjærgaard;Østergaard;Lund
is|Latn|GF|G|Sigrún;Ragnar;Hrafnhildur|Sigrúnardóttir;Ólafsson;Kristjánsdóttir
tr|Latn|GF|S|Elif;Mert;Zeynep|Aydın;Çelik;Öztürk
az|Latn|GF|S|Aysel;Rauf;Nigar|Məmmədov;Əliyeva;Hüseynov
sq|Latn|GF|S|Arbër;Elira;Dritan|Hoxha;Krasniqi;Berisha
mt|Latn|GF|S|Ġorġ;Marija;Kurt|Camilleri;Grech;Vella
ht|Latn|GF|S|Widlyne;Jean-Robert;Fabienne|Pierre-Louis;Désir;Jean-Baptiste
uz|Latn|GF|S|Jasur;Dilnoza;Otabek|Karimov;Yusupova;Rahimov
qu|Latn|GF|S|Wayra;Killa;Inti|Mamani;Quispe;Condori
zh-CN|Hans|FG|S|晓岚=Xiaolan;俊豪=Junhao;思源=Siyuan;雨桐=Yutong|贺=He;邝=Kuang;屈=Qu;乔=Qiao
zh-TW|Hant|FG|S|冠廷=Kuan-ting;佩珊=Pei-shan;柏翰=Po-han|簡=Chien;賴=Lai;溫=Wen
zh-HK|Hant|FG|S|嘉欣=Ka-yan;偉倫=Wai-lun;詠詩=Wing-sze|麥=Mak;區=Au;冼=Sin
ja|Jpan|FG|S|颯太=Sota;真央=Mao;陽菜=Hina|小野寺=Onodera;三浦=Miura;今井=Imai
ko|Hang|FG|S|도윤=Do-yun;하은=Ha-eun;준서=Jun-seo|탁=Tak;염=Yeom;변=Byun
ar|Arab|GF|S|سلمى=Salma;طارق=Tariq;رنا=Rana|الشامي=Al-Shami;القاسم=Al-Qasim;درويش=Darwish
fa|Arab|GF|S|شیرین=Shirin;کاوه=Kaveh;نیلوفر=Niloufar|رستمی=Rostami;کرمانی=Kermani;زندی=Zandi
ur|Arab|GF|S|عمران=Imran;ثمینہ=Sameena;فیصل=Faisal|قریشی=Qureshi;بٹ=Butt;ملک=Malik
ps|Arab|GF|S|ګل=Gul;وحید=Wahid;زرغونه=Zarghuna|ستانکزی=Stanekzai;وردګ=Wardak;پوپلزی=Popalzai
ru|Cyrl|GF|S|Аркадий=Arkady;Злата=Zlata;Тимофей=Timofey|Вершинин=Vershinin;Лаптев=Laptev;Ким=Kim
uk|Cyrl|GF|S|Остап=Ostap;Соломія=Solomiia;Богдан=Bohdan|Гнатюк=Hnatiuk;Мельничук=Melnychuk;Кравець=Kravets
bg|Cyrl|GF|S|Благой=Blagoy;Цветелина=Tsvetelina;Радослав=Radoslav|Славов=Slavov;Гечев=Gechev;Тодоров=Todorov
sr|Cyrl|GF|S|Небојша=Nebojša;Јелена=Jelena;Душан=Dušan|Ђорђевић=Đorđević;Милосављевић=Milosavljević;Лазић=Lazić
mn|Cyrl|GF|G|Батбаяр=Batbayar;Оюунчимэг=Oyuunchimeg;Тэмүүлэн=Temuulen|Ганбаатар=Ganbaatar;Эрдэнэ=Erdene;Сүхээ=Sukhee
kk|Cyrl|GF|S|Нұрлан=Nurlan;Айгерім=Aigerim;Ерлан=Yerlan|Жақыпов=Zhakypov;Сейітов=Seitov;Әбілов=Abilov
hi|Deva|GF|S|अनिरुद्ध=Aniruddh;पल्लवी=Pallavi;विवेक=Vivek|त्रिवेदी=Trivedi;सक्सेना=Saxena;भटनागर=Bhatnagar
mr|Deva|GF|S|सायली=Sayali;ओंकार=Omkar;मृणाल=Mrunal|कुलकर्णी=Kulkarni;गोखले=Gokhale;देशपांडे=Deshpande
ne|Deva|GF|S|सुजन=Sujan;बिनिता=Binita;प्रबिन=Prabin|थापा=Thapa;गुरुङ=Gurung;भण्डारी=Bhandari
bn|Beng|GF|S|তানভীর=Tanvir;নুসরাত=Nusrat;অর্ণব=Arnab|চৌধুরী=Chowdhury;মজুমদার=Majumdar;তালুকদার=Talukdar
pa|Guru|GF|S|ਹਰਪ੍ਰੀਤ=Harpreet;ਗੁਰਜੋਤ=Gurjot;ਨਵਨੀਤ=Navneet|ਸੰਧੂ=Sandhu;ਗਰੇਵਾਲ=Grewal;ਢਿੱਲੋਂ=Dhillon
gu|Gujr|GF|S|હાર્દિક=Hardik;ધ્વનિ=Dhvani;ચિરાગ=Chirag|ઠક્કર=Thakkar;પંડ્યા=Pandya;વ્યાસ=Vyas
ta|Taml|GF|S|கார்த்திக்=Karthik;மீனாட்சி=Meenakshi;செந்தில்=Senthil|ராஜேந்திரன்=Rajendran;சுப்பிரமணியம்=Subramaniam;இளங்கோவன்=Ilangovan
te|Telu|GF|S|శ్రీనివాస్=Srinivas;లావణ్య=Lavanya;రవితేజ=Raviteja|రెడ్డి=Reddy;నాయుడు=Naidu;చౌదరి=Chowdary
kn|Knda|GF|S|ಪ್ರಜ್ವಲ್=Prajwal;ಸಂಜನಾ=Sanjana;ನಿತಿನ್=Nitin|ಹೆಗ್ಡೆ=Hegde;ಶೆಟ್ಟಿ=Shetty;ಗೌಡ=Gowda
ml|Mlym|GF|S|അനൂപ്=Anoop;ദിവ്യ=Divya;ജിതിൻ=Jithin|മേനോൻ=Menon;നമ്പ്യാർ=Nambiar;പണിക്കർ=Panicker
si|Sinh|GF|S|චමින්ද=Chaminda;නිලූෂා=Nilusha;දිනේෂ්=Dinesh|පෙරේරා=Perera;ජයවර්ධන=Jayawardena;ගුණසේකර=Gunasekara
or|Orya|GF|S|ସୌମ୍ୟ=Soumya;ଅଭିଷେକ=Abhishek;ଲିପିକା=Lipika|ମହାପାତ୍ର=Mohapatra;ପଟ୍ଟନାୟକ=Pattnaik;ଦାଶ=Dash
th|Thai|GF|G|สมชาย=Somchai;กัลยา=Kanlaya;ธนากร=Thanakorn|วงศ์สวัสดิ์=Wongsawat;ศรีสุข=Srisuk;บุญมา=Boonma
lo|Laoo|GF|G|ສົມພອນ=Somphone;ນ້ອຍ=Noy;ບຸນມີ=Bounmy|ພົມມະຈັນ=Phommachanh;ສີສຸວັນ=Sisouvanh;ແກ້ວມະນີ=Keomany
km|Khmr|FG|G|សុខា=Sokha;ចាន់ថា=Chantha;វិចិត្រ=Vichet|សុខ=Sok;ហេង=Heng;ជា=Chea
my|Mymr|GF|G|အောင်=Aung;သီတာ=Thida;ဇော်=Zaw|ကျော်=Kyaw;မြင့်=Myint;ထွန်း=Htun
am|Ethi|GF|G|ሰላማዊት=Selamawit;ዮናስ=Yonas;ቤተልሔም=Betelhem|ተክሌ=Tekle;ገብረመድህን=Gebremedhin;አለሙ=Alemu
ti|Ethi|GF|G|ሳባ=Saba;ዳዊት=Dawit;ሕርየት=Hiryet|ተስፋይ=Tesfay;ገብረሂወት=Gebrehiwet;ኪዳነ=Kidane
he|Hebr|GF|S|נועה=Noa;איתי=Itai;שירה=Shira|בן־עמי=Ben-Ami;אלמוג=Almog;שטרן=Stern
el|Grek|GF|S|Σταύρος=Stavros;Ευανθία=Evanthia;Νικηφόρος=Nikiforos|Παπαδάκης=Papadakis;Κουτσούρης=Koutsouris;Λαμπράκης=Lambrakis
hy|Armn|GF|S|Արամ=Aram;Լուսինե=Lusine;Տիգրան=Tigran|Հովհաննիսյան=Hovhannisyan;Պետրոսյան=Petrosyan;Սարգսյան=Sargsyan
ka|Geor|GF|S|ნინო=Nino;ლევან=Levan;თამარ=Tamar|ბერიძე=Beridze;კაპანაძე=Kapanadze;ჯაფარიძე=Japaridze
iu|Cans|GF|S|ᐋᓚᓯ=Aalasi;ᐹᓗᓯ=Pauloosie;ᐃᓕᓴᐱ=Elisapee|ᖃᐅᓇᖅ=Qaunaq;ᑭᓚᐳᒃ=Kilabuk;ᓄᔭᓕᐊ=Nuyalia
bo|Tibt|GF|G|བསྟན་འཛིན=Tenzin;སྒྲོལ་མ=Dolma;ཀུན་དགའ=Kunga|ཆོས་འཕེལ=Choephel;ནོར་བུ=Norbu;དབང་མོ=Wangmo
"""

_TIGHT = ("Hans", "Hant", "Jpan", "Hang")


def _pairs(field: str) -> list[tuple[str, str | None]]:
    out = []
    for item in field.split(";"):
        native, _, latin = item.partition("=")
        out.append((latin, native) if latin else (native, None))
    return out


POOLS: dict[str, tuple[str, str, str, list, list]] = {}
SCRIPT: dict[str, str] = {}
for _line in NAMES_TEXT.strip().splitlines():
    _loc, _script, _order, _later, _given, _family = _line.split("|")
    POOLS[_loc] = (_script, _order, _later, _pairs(_given), _pairs(_family))
    SCRIPT[_loc] = _script
LOCALES = list(POOLS)


def ascii_fold(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.replace("ø", "o").replace("ß", "ss").replace("ı", "i"))
    return "".join(c for c in folded if c.isascii() and (c.isalnum() or c in " -'"))


@dataclass
class Person:
    loc: str
    script: str
    order: str
    later: str
    given: str
    family: str
    ngiven: str | None
    nfamily: str | None

    def full(self) -> str:
        return f"{self.family} {self.given}" if self.order == "FG" else f"{self.given} {self.family}"

    def native(self) -> str | None:
        if not self.ngiven:
            return None
        j = "" if self.script in _TIGHT else " "
        if self.order == "FG":
            return f"{self.nfamily}{j}{self.ngiven}"
        return f"{self.ngiven}{j}{self.nfamily}"

    def short(self) -> str:
        return self.given if self.later == "G" else self.family

    def caps(self) -> str:
        return self.full().upper()

    def sur_given(self, caps: bool = True) -> str:
        return f"{self.family.upper() if caps else self.family}, {self.given}"

    def initials(self) -> str:
        parts = self.given.replace("-", " ").split()
        return ".".join(p[0] for p in parts) + "."

    def init_surname(self) -> str:
        return f"{self.initials()} {self.family}"

    def initials_only(self) -> str:
        fam = [p for p in self.family.replace("-", " ").split() if p[0].isupper()] or [self.family]
        return self.initials() + fam[-1][0] + "."

    def chat(self) -> str:
        return ascii_fold(self.given).lower().replace(" ", "").replace("'", "") or "user"

    def handle(self, sep: str = ".") -> str:
        g = ascii_fold(self.given).lower().replace(" ", "").replace("'", "")
        f = ascii_fold(self.family).lower().replace(" ", "").replace("'", "")
        return f"{g}{sep}{f}"
