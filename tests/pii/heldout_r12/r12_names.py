"""Hand-typed names by locale.

Each line of NAMES_TEXT (";"-separated): locale, ISO-15924 script of the native form, Latin order ("gs" given first, "sg" surname
first), native join ("-" none, "_" a space), later-mention custom ("s" surname, "g" given), female given names,
male given names, surnames. Items are separated by "|"; "Latin=Native" gives a native-script form;
"A/B" gives male/female forms of a surname; "Name~Nick" gives a nickname.
"""

from __future__ import annotations

from dataclasses import dataclass

NAMES_TEXT = """
en-CA;Latn;gs;_;s;Megan|Shannon~Shan|Brianna|Heather;Tyler|Dustin|Garrett~Gary|Colin;MacKinnon|Boychuk|Sinclair-Hawley|Pettigrew|Fennimore
en-US;Latn;gs;_;s;Kayla~Kay|Dolores~Dee|Tamika|Brooke;Dwayne|Cody|Everett~Rett|Lamar;Whitfield|Brannigan|Pruitt|Kowalczyk-Reyes|Hollister
en-GB;Latn;gs;_;s;Harriet|Imogen|Gemma|Philippa~Pippa;Alistair|Rupert|Callum|Nigel;Pennington|Ashworth|Blackwood|Thorne-Ellis
en-IE;Latn;gs;_;s;Aoife|Niamh|Orla;Cathal|Fergal|Declan;O'Donoghue|Fitzgerald|Kinsella|Mulcahy
ga;Latn;gs;_;s;Gráinne|Sadhbh|Caoimhe;Tadhg|Ruairí|Pádraig;Ó Ceallaigh|Mac Giolla Bhríde|Ó Súilleabháin
en-AU;Latn;gs;_;s;Kylie|Tegan|Shanelle;Brodie|Lachlan~Lachie|Jarrod;Tregonning|Farquhar|Dunstan|Kilpatrick
en-NZ;Latn;gs;_;s;Hayley|Courtney;Blair|Quentin;Tuckwell|Mulholland|Gillespie
mi;Latn;gs;_;s;Aroha|Mereana|Huia;Wiremu|Tama|Rāwiri;Te Whata|Ngata|Parata|Hēnare
fr-CA;Latn;gs;_;s;Geneviève|Maude|Josée|Marie-Ève;Benoît|Étienne|Jean-François|Luc;Gagnon-Lévesque|Thériault|Bélanger|Ouellet|Saint-Onge
fr;Latn;gs;_;s;Clémence|Solène;Gaëtan|Thibault;Lefèvre|de Villeneuve|Duchêne
es-MX;Latn;gs;_;s;Guadalupe~Lupe|Ximena|Itzel;Joaquín|Rodrigo|Héctor;Hernández Ruiz|de la Garza|Villaseñor|Ochoa
es-CO;Latn;gs;_;s;Valentina|Yesenia;Andrés Felipe|Jhon Jairo;Londoño|Zuluaga|Cárdenas
pt-BR;Latn;gs;_;s;Thaís|Luana|Raíssa;João Pedro|Caio|Thiago;da Silva Moreira|Gonçalves|Assunção
it;Latn;gs;_;s;Giulia|Ornella|Chiara;Salvatore~Totò|Gianluca|Piergiorgio;Lo Russo|Di Benedetto|Sciarra|Ferraro
de;Latn;gs;_;s;Anneliese|Friederike;Jörg|Matthias;von Ahlefeldt|Großmann|Brüggemann|Kettler
nl;Latn;gs;_;s;Femke|Marieke;Joost|Sander;van der Wal|de Groot|Verhoeven|van den Heuvel
pl;Latn;gs;_;s;Agnieszka|Małgorzata;Grzegorz|Wojciech;Nowak|Wójcik|Kaczmarek|Zieliński/Zielińska
ro;Latn;gs;_;s;Ioana|Mădălina;Bogdan|Tudor;Popescu|Dumitrașcu|Ionescu-Vlad
tr;Latn;gs;_;s;Ayşe|Elif|Gülşen;Mehmet Can|Oğuz;Yılmaz|Öztürk|Karaca
vi;Latn;sg;_;g;Ngọc Anh|Thu Hà|Bích Ngân;Minh Tuấn|Quốc Bảo|Văn Hùng;Nguyễn|Trần|Phạm|Lê
tl;Latn;gs;_;s;Maricel|Rowena|Jhoanna;Rommel|Jericho|Arnel;dela Cruz|Macaraeg|Bautista|de los Santos
ms;Latn;gs;_;g;Nurul Aina|Siti Hajar;Muhammad Faiz|Ahmad Zulkifli;Ismail|Abdul Rahman|Hamzah
id;Latn;gs;_;s;Dewi|Ratna;Bambang|Agus;Susanto|Wibowo|Hartono
sw;Latn;gs;_;s;Zawadi|Neema;Baraka|Juma;Said|Mbwana|Kombo
ki;Latn;gs;_;s;Wanjiru|Nyambura;Kamau|Njoroge;Kariuki|Gitau|Mugo
luo;Latn;gs;_;s;Akinyi|Atieno;Otieno|Ochieng;Odhiambo|Owino|Onyango
yo;Latn;gs;_;s;Folasade~Sade|Oluwaseun;Babatunde~Tunde|Olumide;Adeyemi|Ogunleye|Ọlárẹ̀wájú
ig;Latn;gs;_;s;Chiamaka|Ngozi;Chukwuemeka~Emeka|Obinna;Okafor|Nwachukwu|Ezeudu
ha;Latn;gs;_;s;Hauwa|Zainab;Abubakar|Sani;Danjuma|Usman|Bello
ak;Latn;gs;_;s;Akosua|Efua;Kwame|Yaw;Mensah|Boateng|Asante
zu;Latn;gs;_;s;Nomvula|Thandeka;Sipho|Bongani;Dlamini|Mthembu|Ndlovu
xh;Latn;gs;_;s;Nosipho|Ayanda;Lwazi|Xolani;Ntshona|Qwabe|Gqirana
af;Latn;gs;_;s;Marike|Elsabé;Pieter-Jan|Gerrit;van Wyk|du Plessis|Swanepoel|Oosthuizen
cy;Latn;gs;_;s;Eirlys|Angharad;Iolo|Gethin;ap Rhys|Llewelyn|Prydderch
gd;Latn;gs;_;s;Catrìona|Mairead;Calum|Ruaridh;MacLeod|MacAskill|Mac an t-Saoir
is;Latn;gs;_;g;Guðrún|Sigríður;Þórður|Einar;Jóns|Magnús|Halldórs
fi;Latn;gs;_;s;Aino|Marjatta;Jussi|Veikko;Häkkinen|Korhonen|Mäkelä
hu;Latn;gs;_;s;Zsófia|Réka;Bence|Gergő;Szabó|Kovács|Tóth-Horváth
cs;Latn;gs;_;s;Zdeňka|Lucie;Radek|Ondřej;Dvořák/Dvořáková|Svoboda|Procházka/Procházková
hr;Latn;gs;_;s;Ivana|Mirjana;Zvonimir|Dražen;Horvat|Kovačević|Babić
lt;Latn;gs;_;s;Rūta|Gintarė;Darius|Mindaugas;Kazlauskas/Kazlauskienė|Petrauskas/Petrauskienė
lv;Latn;gs;_;s;Ilze|Liene;Jānis|Raimonds;Bērziņš/Bērziņa|Kalniņš/Kalniņa
sv;Latn;gs;_;s;Ingrid|Linnea;Björn|Torsten;Sjöberg|Åkesson|Holmgren
nb;Latn;gs;_;s;Solveig|Ingvild;Øyvind|Håkon;Haugland|Bråthen|Eide
da;Latn;gs;_;s;Mette|Sidsel;Søren|Anders;Kjærgaard|Thygesen|Østergaard
so;Latn;gs;_;s;Hodan|Faadumo|Ubah;Abdirahman|Liibaan|Mahad;Warsame|Farah|Xirsi
oj;Latn;gs;_;s;Charlene|Waaseyaa;Migizi|Darrell;Kakegamic|Meekis|Keeshig|Beardy
moh;Latn;gs;_;s;Kahentinetha|Konwenni;Tehoniehtathe|Karonhiaktatie;Diabo|Montour|Two-Axe
mic;Latn;gs;_;s;Kateri|Noelle;Silas|Roderick;Sylliboy|Googoo|Gould
haw;Latn;gs;_;s;Leilani|Kalena;Kealoha|Makoa;Kahananui|Akana|Kamaka
sm;Latn;gs;_;s;Losa|Fetu;Tavita|Lealofi;Faleolo|Tuilagi|Leiataua
to;Latn;gs;_;s;Mele|Ana;Sione|Viliami;Fifita|Taufa|Vainikolo
en-JM;Latn;gs;_;s;Shanique|Tanesha|Kerry-Ann;Devon|Orville|Rushane;McKenzie|Wynter|Chambers|Grizzle
en-IN;Latn;gs;_;s;Roshni|Deepa;Rohan|Sandeep;D'Souza|Fernandes|Pereira
ar;Arab;gs;_;s;Layla=ليلى|Rania=رانيا|Huda=هدى;Omar=عمر|Tariq=طارق|Yousef=يوسف;Haddad=حداد|Al-Khatib=الخطيب|Mansour=منصور|Saadeh=سعادة
fa;Arab;gs;_;s;Shirin=شیرین|Maryam=مریم|Parisa=پریسا;Reza=رضا|Kaveh=کاوه|Dariush=داریوش;Tehrani=تهرانی|Ahmadi=احمدی|Moradi=مرادی
ur;Arab;gs;_;s;Ayesha=عائشہ|Sana=ثناء|Mehwish=مہوش;Imran=عمران|Bilal=بلال|Faisal=فیصل;Qureshi=قریشی|Chaudhry=چوہدری|Siddiqui=صدیقی
ru;Cyrl;gs;_;s;Yekaterina=Екатерина|Olga=Ольга|Svetlana=Светлана;Dmitri=Дмитрий|Alexei=Алексей|Pavel=Павел;Sokolov/Sokolova=Соколов/Соколова|Morozov/Morozova=Морозов/Морозова|Kuznetsov/Kuznetsova=Кузнецов/Кузнецова
uk;Cyrl;gs;_;s;Oksana=Оксана|Nataliia=Наталія|Iryna=Ірина;Taras=Тарас|Bohdan=Богдан|Andrii=Андрій;Shevchuk=Шевчук|Kovalenko=Коваленко|Bondarenko=Бондаренко|Melnyk=Мельник
sr;Cyrl;gs;_;s;Jelena=Јелена|Milica=Милица;Nemanja=Немања|Dragan=Драган;Petrović=Петровић|Jovanović=Јовановић|Nikolić=Николић
el;Grek;gs;_;s;Eleni=Ελένη|Vasiliki=Βασιλική|Despina=Δέσποινα;Giorgos=Γιώργος|Nikos=Νίκος|Stavros=Σταύρος;Papadopoulos/Papadopoulou=Παπαδόπουλος/Παπαδοπούλου|Georgiou=Γεωργίου|Antonopoulos/Antonopoulou=Αντωνόπουλος/Αντωνοπούλου
he;Hebr;gs;_;s;Noa=נועה|Tamar=תמר|Shira=שירה;Eitan=איתן|Yonatan=יונתן|Avi=אבי;Mizrahi=מזרחי|Friedman=פרידמן|Ben-David=בן-דוד|Shapira=שפירא
hy;Armn;gs;_;s;Anahit=Անահիտ|Lusine=Լուսինե|Narine=Նարինե;Armen=Արմեն|Tigran=Տիգրան|Vahe=Վահե;Petrosyan=Պետրոսյան|Hakobyan=Հակոբյան|Sargsyan=Սարգսյան
ka;Geor;gs;_;s;Nino=ნინო|Tamar=თამარ|Eka=ეკა;Giorgi=გიორგი|Levan=ლევან|Davit=დავით;Beridze=ბერიძე|Kapanadze=კაპანაძე|Lomidze=ლომიძე
am;Ethi;gs;_;g;Selamawit=ሰላማዊት|Meron=ሜሮን|Tigist=ትዕግስት;Dawit=ዳዊት|Yonas=ዮናስ|Tesfaye=ተስፋዬ;Bekele=በቀለ|Alemu=አለሙ|Gebremedhin=ገብረመድኅን
hi;Deva;gs;_;s;Priya=प्रिया|Sunita=सुनीता|Kavita=कविता;Rajesh=राजेश|Amit=अमित|Vikram=विक्रम;Sharma=शर्मा|Verma=वर्मा|Agarwal=अग्रवाल|Mishra=मिश्रा
mr;Deva;gs;_;s;Madhuri=माधुरी|Snehal=स्नेहल;Sachin=सचिन|Prasad=प्रसाद;Kulkarni=कुलकर्णी|Deshpande=देशपांडे|Patil=पाटील
ne;Deva;gs;_;s;Sabina=सबिना|Anjali=अञ्जली;Bishnu=विष्णु|Suman=सुमन;Gurung=गुरुङ|Shrestha=श्रेष्ठ|Thapa=थापा
pa;Guru;gs;_;s;Harpreet=ਹਰਪ੍ਰੀਤ|Gurleen=ਗੁਰਲੀਨ|Simran=ਸਿਮਰਨ;Jaswinder=ਜਸਵਿੰਦਰ|Manpreet=ਮਨਪ੍ਰੀਤ|Baljit=ਬਲਜੀਤ;Sandhu=ਸੰਧੂ|Gill=ਗਿੱਲ|Dhaliwal=ਧਾਲੀਵਾਲ|Grewal=ਗਰੇਵਾਲ
gu;Gujr;gs;_;s;Hetal=હેતલ|Nisha=નિશા|Falguni=ફાલ્ગુની;Jignesh=જીગ્નેશ|Hardik=હાર્દિક|Bhavesh=ભાવેશ;Patel=પટેલ|Desai=દેસાઈ|Mehta=મહેતા
bn;Beng;gs;_;s;Nusrat=নুসরাত|Farzana=ফারজানা|Rupa=রূপা;Tanvir=তানভীর|Arif=আরিফ|Sourav=সৌরভ;Chowdhury=চৌধুরী|Rahman=রহমান|Bhattacharya=ভট্টাচার্য|Hossain=হোসেন
ta;Taml;gs;_;s;Kavitha=கவிதா|Meenakshi=மீனாட்சி|Revathi=ரேவதி;Senthil=செந்தில்|Karthik=கார்த்திக்|Murugan=முருகன்;Subramaniam=சுப்பிரமணியம்|Rajendran=ராஜேந்திரன்|Krishnan=கிருஷ்ணன்
te;Telu;gs;_;s;Lakshmi=లక్ష్మి|Sravani=శ్రావణి;Srinivas=శ్రీనివాస్|Venkatesh=వెంకటేష్;Reddy=రెడ్డి|Naidu=నాయుడు|Rao=రావు
ml;Mlym;gs;_;s;Anjana=അഞ്ജന|Reshma=രേഷ്മ;Anoop=അനൂപ്|Jithin=ജിതിൻ;Nair=നായർ|Menon=മേനോൻ|Pillai=പിള്ള
si;Sinh;gs;_;s;Dilini=දිලිනි|Nadeesha=නදීෂා;Chaminda=චමින්ද|Ruwan=රුවන්;Perera=පෙරේරා|Bandara=බණ්ඩාර|Dissanayake=දිසානායක
th;Thai;gs;_;g;Siriporn=ศิริพร|Kanya=กัญญา|Pimchanok=พิมพ์ชนก;Somchai=สมชาย|Anan=อนันต์|Thanakorn=ธนกร;Srisuk=ศรีสุข|Wongsawat=วงศ์สวัสดิ์|Chaiyaporn=ชัยพร
km;Khmr;sg;_;s;Sokha=សុខា|Sreymom=ស្រីមុំ;Dara=ដារ៉ា|Vuthy=វុឌ្ឍី;Chan=ចាន់|Sok=សុខ|Heng=ហេង
zh-CN;Hans;sg;-;s;Xiaoling=晓玲|Yuting=雨婷|Jing=静;Wei=伟|Haoran=浩然|Jianguo=建国;Zhang=张|Liu=刘|Chen=陈|Zhao=赵
zh-HK;Hant;sg;-;s;Ka Yan=嘉欣|Wing Sze=詠詩|Mei Ling=美玲;Chi Keung=志強|Ka Ho=家豪|Tsz Hin=梓軒;Chan=陳|Wong=黃|Leung=梁|Cheung=張
zh-TW;Hant;sg;-;s;Yi-Chun=怡君|Shu-Fen=淑芬;Chien-Hung=建宏|Chih-Ming=志明;Lin=林|Huang=黃|Tsai=蔡
ja;Jpan;gs;-;s;Haruka=遥|Yumiko=由美子|Aoi=葵;Takeshi=武|Kenta=健太|Daisuke=大輔;Tanaka=田中|Watanabe=渡辺|Kobayashi=小林|Yamamoto=山本
ko;Hang;sg;-;s;Ji-yeon=지연|Seo-yeon=서연|Eun-ji=은지;Min-jun=민준|Sung-ho=성호|Dong-hyun=동현;Kim=김|Park=박|Choi=최|Jung=정
iu;Cans;gs;_;s;Susie=ᓲᓯ|Leetia=ᓖᑎᐊ;Jaaka=ᔮᑲ|Pauloosie=ᐸᐅᓗᓯ;Kilabuk=ᑭᓚᐳᒃ|Akeeagok=ᐊᑮᐊᒍᒃ|Qaqqasiq=ᖃᖅᑲᓯᖅ
"""


def _parse(text: str) -> list[tuple]:
    rows = []
    for line in text.strip().splitlines():
        loc, script, order, join, call, fem, male, surs = line.split(";")
        rows.append((loc, script, order, " " if join == "_" else "", call, fem, male, surs))
    return rows


RAW = _parse(NAMES_TEXT)


def _split(item: str) -> tuple[str, str]:
    latin, _, native = item.partition("=")
    return latin, native


@dataclass(frozen=True)
class Person:
    loc: str
    script: str
    order: str
    join: str
    call_by: str
    given: str
    sur: str
    given_n: str
    sur_n: str
    female: bool
    nick: str

    def full(self) -> str:
        if self.order == "sg":
            return f"{self.sur} {self.given}"
        return f"{self.given} {self.sur}"

    def native(self) -> str:
        if not self.given_n:
            return ""
        if self.order == "sg" or self.loc in ("ja", "zh-CN"):
            return f"{self.sur_n}{self.join}{self.given_n}"
        return f"{self.given_n}{self.join}{self.sur_n}"

    def call(self) -> str:
        return self.given if self.call_by == "g" else self.sur

    def initials(self) -> str:
        parts = self.given.replace("-", " ").split()
        return "".join(p[0].upper() + "." for p in parts) + " " + self.sur

    def sur_given(self, caps: bool) -> str:
        return f"{self.sur.upper() if caps else self.sur}, {self.given}"


def _gendered(item: str, female: bool) -> str:
    if "/" in item:
        male, fem = item.split("/", 1)
        return fem if female else male
    return item


def make_person(entry: tuple, gi: int, si: int, female: bool) -> Person:
    loc, script, order, join, call_by, fem, male, surs = entry
    givens = (fem if female else male).split("|")
    g_item = givens[gi % len(givens)]
    nick = ""
    if "~" in g_item:
        g_item, nick = g_item.split("~", 1)
    given, given_n = _split(g_item)
    s_items = surs.split("|")
    sur_l, sur_n = _split(s_items[si % len(s_items)])
    sur = _gendered(sur_l, female)
    sur_n = _gendered(sur_n, female) if sur_n else ""
    if loc == "ms":
        sur = ("binti " if female else "bin ") + sur
    elif loc == "is":
        sur = sur + ("dóttir" if female else "son")
    return Person(loc, script, order, join, call_by, given, sur, given_n, sur_n, female, nick)


LOCALES = {entry[0]: entry for entry in RAW}
SCRIPT = {entry[0]: entry[1] for entry in RAW}
