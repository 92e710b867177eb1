"""Hand-typed names for the round-13 set, by locale.

Each line: locale | script | order | later | given names | family names. Order: GF (given first), FG (family
first in both scripts), NF (family first in the native script, given first in the transliteration). Later: how
a person is called on later mentions (family or given). Items are `native=latin` where the locale has a native
script; a trailing `*` marks a feminine form, `^` a masculine one (family names so marked only go with a given
name of the same mark; unmarked ones go with any).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

NAMES_TEXT = """
en-CA|Latn|GF|family|Brynn*,Colby,Tessa*,Garnet,Hope*,Dawson,Marlee*,Tanner|Fairweather,Rivers,Hope,Winter,Sterling,Pottinger,Strickland,Pardy,MacAulay,Coldwell,Lane
en-US|Latn|GF|family|Summer*,Hunter,Destiny*,Chase,Autumn*,Will,Dakota*,Royce|Frost,Banks,Goodnight,Merriweather,Honeycutt,Bishop,Lane,Moody,Rainwater,Church
fr-CA|Latn|GF|family|Maëlle*,Éloi,Rosalie*,Ghislain,Anaïs*,Thierry,Solange*,Jérémie|Bolduc,Thibodeau,Lachance,Desjardins,Beauchemin,Vachon,Pelletier-Rioux,Larivière
en-GB|Latn|GF|family|Imogen*,Rupert,Poppy*,Alfie,Harriet*,Ellis|Blenkinsop,Winterbottom,Sparrow,Pennington,Fairbairn,Lane
en-IE|Latn|GF|family|Ciarán,Niamh*,Fionn,Gráinne*,Declan|Fitzmaurice,Kinsella,O'Dwyer,Gilhooly,Mulqueen
ga|Latn|GF|family|Caoimhe*,Oisín,Saoirse*,Tadhg,Aoibheann*|Ó Séaghdha^,Ní Shéaghdha*,Mac Suibhne^,Nic Shuibhne*,Ó Muircheartaigh^,Ní Mhuircheartaigh*
cy|Latn|GF|family|Rhiannon*,Iestyn,Eleri*,Dafydd|Prydderch,ap Siôn^,Bowen,Gruffudd
gd|Latn|GF|family|Mòrag*,Ruaridh,Ealasaid*,Calum|MacLachlainn,NicLeòid*,MacLeòid^,Caimbeul
en-AU|Latn|GF|family|Matilda*,Lachlan,Sienna*,Brodie|Treloar,Pascoe,McInerney,Bottrill,Stone
en-NZ|Latn|GF|family|Ruby*,Finn,Isla*,Hamish|Pritchard,Wallbank,Hunt,Tuck
en-JM|Latn|GF|family|Shanique*,Delroy,Tamika*,Omari,Kerry-Ann*|Grandison,McFarlane,Stennett,Bembridge,Rowe
en-TT|Latn|GF|family|Kerwin,Aaliyah*,Rondell,Anisha*|Ramdial,Sookdeo,Alleyne,De Freitas
en-IN|Latn|GF|family|Rohan,Ananya*,Kabir,Meher*|Contractor,Engineer,Batliwala,Mistry,Dastur
fr|Latn|GF|family|Clémence*,Aurélien,Margaux*,Baptiste|de Lagrave,Fauconnier,Lemaire,Vasseur,Rigal
de|Latn|GF|family|Friederike*,Jannik,Wiebke*,Malte|von Ahlefeldt,Brinkmann,Kötter,Heßler,Grünewald
nl|Latn|GF|family|Femke*,Joost,Marieke*,Sietse|van Ommeren,ter Horst,de Gooijer,Bakhuizen,Tjoelker
sv|Latn|GF|family|Linnea*,Hampus,Ebba*,Viggo|Sjöberg,Öhman,Ekdahl,Wahlgren
nb|Latn|GF|family|Ingrid*,Sindre,Tuva*,Eirik|Haugland,Fjeldstad,Søvik,Brekke
da|Latn|GF|family|Freja*,Rasmus,Ida*,Mikkel|Kjærgaard,Østergaard,Bech,Lund
fi|Latn|GF|family|Aino*,Eetu,Veera*,Joonas|Kettunen,Lahtinen,Väisänen,Rautio
is|Latn|GF|given|Sigrún*,Hrafn,Katla*,Einar|Ólafsdóttir*,Gunnarsson^,Þórsdóttir*,Magnússon^
pl|Latn|GF|family|Zuzanna*,Bartosz,Oliwia*,Wiktor,Małgorzata*|Wróblewska*,Wróblewski^,Kaczmarczyk,Szymańska*,Szymański^,Pietrzak
cs|Latn|GF|family|Ondřej,Kateřina*,Vojtěch,Markéta*|Bláha^,Bláhová*,Procházka^,Procházková*,Šťastný^,Šťastná*
hu|Latn|FG|family|Réka*,Bence,Zsófia*,Levente|Bognár,Fekete,Lakatos,Szilágyi
ro|Latn|GF|family|Ioana*,Radu,Bianca*,Tudor|Dumitrescu,Munteanu,Stoica,Vlădescu
hr|Latn|GF|family|Ivana*,Luka,Petra*,Dario|Horvat,Babić,Jurić,Matijević
lt|Latn|GF|family|Rūta*,Mantas,Gintarė*,Vytautas|Kazlauskienė*,Kazlauskas^,Petrauskaitė*,Petrauskas^,Žukauskienė*,Žukauskas^
lv|Latn|GF|family|Līga*,Māris,Ilze*,Kārlis|Bērziņa*,Bērziņš^,Ozoliņa*,Ozoliņš^,Kalniņa*,Kalniņš^
it|Latn|GF|family|Ludovica*,Tommaso,Beatrice*,Gianluca|Sangiorgi,Cavallaro,Lo Presti,Degli Esposti,Monaco
es-MX|Latn|GF|family|Ximena*,Emiliano,Itzel*,Santiago|Villaseñor,Barragán,de la Cruz,Zamudio,Arreola
es-CO|Latn|GF|family|Valentina*,Juan Esteban,Manuela*,Sebastián|Restrepo Uribe,Gaviria,Osorio,Cárdenas Mejía
es-PE|Latn|GF|family|Milagros*,Renzo,Rosario*,Piero|Quispe Tito,Huamaní,Condori,Paucar
pt-BR|Latn|GF|family|Thaís*,Caio,Luana*,Rodrigo|dos Anjos,Bittencourt,Figueiredo,Nogueira,Cavalcanti
ca|Latn|GF|family|Jordi,Núria*,Pau,Montserrat*|Puigdomènech,Vilaró,Casademunt,Soler
mt|Latn|GF|family|Marija*,Ġorġ,Rebekka*,Kurt|Camilleri,Farrugia,Zammit,Grech
sq|Latn|GF|family|Besa*,Arben,Drita*,Ilir|Krasniqi,Gashi,Shala,Morina
tr|Latn|GF|family|Elif*,Berk,Zeynep*,Emre|Karakaya,Özdemir,Çelikkol,Ağaoğlu
az|Latn|GF|family|Aysel*,Elvin,Günay*,Rauf|Məmmədova*,Məmmədov^,Əliyeva*,Əliyev^,Hüseynli
tl|Latn|GF|family|Maricel*,Jomar,Liezl*,Rodel|dela Peña,Macaraeg,Villanueva,Tolentino,Dimaculangan
id|Latn|GF|family|Putri*,Rizky,Ayu*,Bagus|Setiawan,Wibowo,Kusumawardhani,Nugroho
ms|Latn|GF|given|Nurul Huda*,Faiz,Siti Aishah*,Haziq|binti Kamaruddin*,bin Rosli^,binti Hashim*,bin Zainal^
vi|Latn|FG|given|Bảo Ngọc*,Minh Triết,Khánh Linh*,Gia Huy,Thiên Ân|Quách,Lương,Đinh,Tôn,Kiều
oj|Latn|GF|family|Biidaaban,Giizhig,Nimkii,Ziigwan*|Wabanosse,Kakegamic,Meekis,Nahwegahbow
moh|Latn|GF|family|Kawennanoron*,Ohontsaiens,Tekaronhiaken,Kaieríthon*|Deer,Diabo,Montour,Horn,Lazare
mic|Latn|GF|family|Mali*,Piel,Sapet*,Kesu|Sylliboy,Googoo,Knockwood,Doucette
haw|Latn|GF|family|Kealoha,Noelani*,Makoa,Leimomi*|Kahananui,Kaleikini,Apana,Nāone
sm|Latn|GF|family|Iosefa,Losa*,Tavita,Lagi*|Tuiasosopo,Leiataua,Fa'alogo,Aumua
to|Latn|GF|family|Sione,Mele*,Viliami,Salote*|Taufa,Fifita,Havili,Vainikolo
fj|Latn|GF|family|Litia*,Jone,Seru,Mereoni*|Vakaloloma,Tuilevu,Naivalu,Ratuvou
mi|Latn|GF|family|Aroha*,Wiremu,Hinemoa*,Tamati|Te Rangi,Tipene,Waaka,Te Huia,Ruakere
af|Latn|GF|family|Zelda*,Jaco,Ronel*,Francois|Steenkamp,du Preez,van der Walt,Oosthuizen
zu|Latn|GF|family|Nomvula*,Sibusiso,Thandeka*,Lwazi|Mkhize,Ngcobo,Shezi,Zungu
xh|Latn|GF|family|Nosipho*,Siyabonga,Asanda*,Luvo|Mqhayi,Ntsebeza,Sigcau,Zondani
yo|Latn|GF|family|Oluwaseun,Adebimpe*,Tolulope*,Folarin|Akinwale,Ogunbiyi,Olaniyan,Adewumi
ig|Latn|GF|family|Chiamaka*,Obinna,Adaeze*,Ikenna|Obiora,Nwankwo,Anyanwu,Ezeudu
ha|Latn|GF|family|Hadiza*,Sani,Rukayya*,Bashir|Danjuma,Yakasai,Abdullahi,Gwarzo
ak|Latn|GF|family|Kwabena,Akosua*,Yaw,Adwoa*|Boateng,Owusu-Ansah,Asamoah,Frimpong
sw|Latn|GF|family|Neema*,Baraka,Zawadi*,Juma|Mwakyusa,Shauri,Mbwana,Salim
ki|Latn|GF|family|Wanjiru*,Kamau,Njeri*,Gitau|Kariuki,Wainaina,Ndung'u,Muriithi
luo|Latn|GF|family|Achieng*,Ochieng,Adhiambo*,Omondi|Odhiambo,Owino,Onyango,Oduya
so|Latn|GF|family|Hodan*,Abdirahman,Sahra*,Mukhtar|Warsame,Farah,Jama,Hersi
om|Latn|GF|family|Chaltu*,Gemechu,Lalise*,Tolosa|Tufa,Gudina,Jiregna,Wakjira
rw|Latn|GF|family|Keza*,Ishimwe,Umutoni*,Ganza|Habimana,Niyonsaba,Uwimana,Nsengiyumva
wo|Latn|GF|family|Awa*,Mamadou,Fatou*,Cheikh|Ndiaye,Sarr,Faye,Gueye
ht|Latn|GF|family|Wideline*,Jean-Robert,Marlène*,Frantzy|Pierre-Louis,Saintil,Desrosiers,Belizaire
zh-CN|Hans|FG|family|婉清=Wanqing,子墨=Zimo,思远=Siyuan,雨桐=Yutong*,浩然=Haoran,晓岚=Xiaolan*|乔=Qiao,龚=Gong,邵=Shao,阎=Yan,聂=Nie,葛=Ge
zh-TW|Hant|NF|family|柏翰=Po-han,怡君=Yi-chun*,冠宇=Kuan-yu,雅婷=Ya-ting*,承恩=Cheng-en|簡=Chien,蕭=Hsiao,賴=Lai,詹=Chan,游=Yu
zh-HK|Hant|FG|family|嘉欣=Ka Yan*,俊傑=Chun Kit,詠詩=Wing Sze*,家豪=Ka Ho,卓琳=Cheuk Lam*|麥=Mak,區=Au,譚=Tam,馮=Fung,岑=Sham
ja|Jpan|NF|family|陽菜=Hina*,湊=Minato,結衣=Yui*,颯太=Sota,千尋=Chihiro*|鷲尾=Washio,榊原=Sakakibara,三輪=Miwa,早乙女=Saotome,砂川=Sunagawa,宇佐美=Usami
ko|Hang|NF|family|서윤=Seo-yun*,도현=Do-hyeon,하은=Ha-eun*,지환=Ji-hwan,예린=Ye-rin*|봉=Bong,탁=Tak,변=Byeon,여=Yeo,남궁=Namgung
th|Thai|GF|given|สุนิสา=Sunisa*,ณัฐวุฒิ=Nattawut,พิมพ์ชนก=Pimchanok*,กิตติพัฒน์=Kittiphat|ศรีสุวรรณ=Srisuwan,บุญเรือง=Boonruang,แก้วมณี=Kaewmanee,วงศ์ไทย=Wongthai
lo|Laoo|GF|given|ສົມພອນ=Somphone,ບຸນມີ=Bounmy,ນາລີ=Naly*|ພົມມະຈັນ=Phommachanh,ແກ້ວມະນີ=Keomany,ວົງສາ=Vongsa
km|Khmr|FG|given|សុភា=Sophea*,វណ្ណា=Vanna,ដារ៉ា=Dara,បុប្ផា=Bopha*|សុខ=Sok,ជា=Chea,ហេង=Heng,ម៉ៅ=Mao
hi|Deva|GF|family|अनिरुद्ध=Aniruddh,तनिष्का=Tanishka*,विहान=Vihaan,इशिता=Ishita*,ऋत्विक=Ritvik|सक्सेना=Saxena,बघेल=Baghel,चतुर्वेदी=Chaturvedi,पाठक=Pathak
mr|Deva|GF|family|सायली=Sayali*,ओंकार=Omkar,मृणाल=Mrunal*,अथर्व=Atharva|गोखले=Gokhale,कुलकर्णी=Kulkarni,देशपांडे=Deshpande,साठे=Sathe
ne|Deva|GF|family|सृजना=Srijana*,बिशाल=Bishal,प्रकृति=Prakriti*,निरज=Niraj|श्रेष्ठ=Shrestha,अधिकारी=Adhikari,गुरुङ=Gurung,भण्डारी=Bhandari
pa|Guru|GF|family|ਹਰਲੀਨ=Harleen*,ਜਸਕਰਨ=Jaskaran,ਨਵਨੀਤ=Navneet*,ਗੁਰਸ਼ਰਨ=Gursharan|ਸੰਧੂ=Sandhu,ਬਰਾੜ=Brar,ਢਿੱਲੋਂ=Dhillon,ਗਰੇਵਾਲ=Grewal
gu|Gujr|GF|family|હેતલ=Hetal*,પાર્થ=Parth,ધ્રુવી=Dhruvi*,કૃણાલ=Krunal|પંડ્યા=Pandya,ત્રિવેદી=Trivedi,દેસાઈ=Desai,ચૌહાણ=Chauhan
bn|Beng|GF|family|অরিত্র=Aritra,সুচিস্মিতা=Suchismita*,তন্ময়=Tanmoy,ফারহানা=Farhana*|বন্দ্যোপাধ্যায়=Bandyopadhyay,চৌধুরী=Chowdhury,হোসেন=Hossain,মুখার্জি=Mukherjee
ta|Taml|GF|family|கயல்விழி=Kayalvizhi*,அருள்மொழி=Arulmozhi*,செந்தில்=Senthil,நிலா=Nila*,இளங்கோ=Ilango|ராமலிங்கம்=Ramalingam,சுப்பையா=Subbiah,வேலாயுதம்=Velayutham,பழனிசாமி=Palanisamy
te|Telu|GF|family|శ్రావ్య=Sravya*,వంశీ=Vamsi,హారిక=Harika*,చైతన్య=Chaitanya|కొండపల్లి=Kondapalli,వేమూరి=Vemuri,పోలవరపు=Polavarapu,అల్లూరి=Alluri
kn|Knda|GF|family|ಅಕ್ಷತಾ=Akshata*,ಪ್ರಜ್ವಲ್=Prajwal,ಸಿಂಚನಾ=Sinchana*,ಮಂಜುನಾಥ=Manjunath|ಹೆಗ್ಡೆ=Hegde,ಶೆಟ್ಟಿ=Shetty,ಗೌಡ=Gowda,ಕಾಮತ್=Kamath
ml|Mlym|GF|family|അനഘ=Anagha*,ജിതിൻ=Jithin,നിവേദ്യ=Nivedya*,അശ്വിൻ=Ashwin|പണിക്കർ=Panicker,കുര്യൻ=Kurian,വർഗീസ്=Varghese,മേനോൻ=Menon
si|Sinh|GF|family|දිල්ශාන්=Dilshan,නිමාෂා=Nimasha*,කසුන්=Kasun,තරින්දි=Tharindi*|ජයසූරිය=Jayasuriya,රණසිංහ=Ranasinghe,පෙරේරා=Perera,දිසානායක=Dissanayake
ur|Arab|GF|family|زینب=Zainab*,حمزہ=Hamza,مہوش=Mahvish*,عثمان=Usman|قریشی=Qureshi,بٹ=Butt,چوہدری=Chaudhry,ملک=Malik
ar|Arab|GF|family|ريم=Reem*,يزن=Yazan,لجين=Lujain*,طارق=Tariq,هديل=Hadeel*|الحداد=Al-Haddad,الشامي=Al-Shami,العبيدي=Al-Obaidi,النجار=Al-Najjar,الزعبي=Al-Zoubi
fa|Arab|GF|family|نیلوفر=Niloufar*,آرش=Arash,شیرین=Shirin*,کاوه=Kaveh|رضایی=Rezaei,کیانی=Kiani,صدری=Sadri,میرزایی=Mirzaei
ps|Arab|GF|family|زرمینه=Zarmina*,وحید=Wahid,شکیلا=Shakila*,نجیب=Najib|ستانکزی=Stanekzai,وردګ=Wardak,پوپلزی=Popalzai,مومند=Momand
he|Hebr|GF|family|נועה=Noa*,איתי=Itai,שירה=Shira*,עומר=Omer,טליה=Talia*|בן־עמי=Ben-Ami,גולדשטיין=Goldstein,אזולאי=Azoulay,שטרן=Stern
ru|Cyrl|GF|family|Всеволод=Vsevolod,Ульяна=Ulyana*,Ярослав=Yaroslav,Таисия=Taisiya*|Белоусова=Belousova*,Белоусов=Belousov^,Черных=Chernykh,Долгих=Dolgikh,Мороз=Moroz
uk|Cyrl|GF|family|Олеся=Olesia*,Богдан=Bohdan,Соломія=Solomiia*,Тарас=Taras|Ковальчук=Kovalchuk,Гнатюк=Hnatiuk,Дорошенко=Doroshenko,Савчук=Savchuk
sr|Cyrl|GF|family|Милица=Milica*,Душан=Dušan,Јована=Jovana*,Стефан=Stefan|Ђорђевић=Đorđević,Радовановић=Radovanović,Лукић=Lukić,Стојковић=Stojković
mn|Cyrl|FG|given|Ганзориг=Ganzorig,Номин=Nomin*,Тэмүүлэн=Temuulen,Сарангэрэл=Sarangerel*|Батсүх=Batsükh,Энхбаяр=Enkhbayar,Дорж=Dorj,Цэрэн=Tseren
el|Grek|GF|family|Σταυρούλα=Stavroula*,Παναγιώτης=Panagiotis,Ευανθία=Evanthia*,Λευτέρης=Lefteris|Αντωνίου=Antoniou,Χριστοδούλου=Christodoulou,Ζαχαρίου=Zachariou,Χατζηγεωργίου=Chatzigeorgiou
hy|Armn|GF|family|Անահիտ=Anahit*,Տիգրան=Tigran,Լուսինե=Lusine*,Գոռ=Gor|Պետրոսյան=Petrosyan,Մկրտչյան=Mkrtchyan,Հովհաննիսյան=Hovhannisyan,Ղազարյան=Ghazaryan
ka|Geor|GF|family|ნინო=Nino*,ლევან=Levan,თამარ=Tamar*,გიორგი=Giorgi|ბერიძე=Beridze,ჯაფარიძე=Japaridze,ლომიძე=Lomidze,ცხადაძე=Tskhadadze
am|Ethi|GF|given|ሰላማዊት=Selamawit*,ዮናስ=Yonas,ሜሮን=Meron*,ቢኒያም=Biniam|ተስፋዬ=Tesfaye,ገብረመድህን=Gebremedhin,ወልደማርያም=Woldemariam,አለሙ=Alemu
ti|Ethi|GF|given|ሳባ=Saba*,ዳዊት=Dawit,ፍዮሪ=Fiyori*,ሃብቶም=Habtom|ተኽለ=Tekle,ኣብርሃ=Abraha,ዘርኣይ=Zerai,ሃይለ=Haile
iu|Cans|GF|family|ᐊᐳᑎ=Aputi*,ᑕᕿᐊᓗᒃ=Taqialuk,ᓄᕙᓕᖓ=Nuvalinga*,ᐅᑲᓕᖅ=Ukaliq|ᑭᓚᐳᒃ=Kilabuk,ᖃᐅᓇᖅ=Qaunaq,ᐊᖕᓇᑲᒃ=Angnakak,ᑐᓗᒐᖅ=Tulugaq
"""

TIGHT = {"Hans", "Hant", "Jpan", "Hang"}


@dataclass(frozen=True)
class Person:
    loc: str
    script: str
    order: str
    later_by: str
    given: str
    family: str
    ngiven: str = ""
    nfamily: str = ""

    @property
    def latin(self) -> str:
        return f"{self.family} {self.given}" if self.order == "FG" else f"{self.given} {self.family}"

    @property
    def western(self) -> str:
        return f"{self.given} {self.family}"

    @property
    def native(self) -> str:
        if not self.nfamily:
            return ""
        join = "" if self.script in TIGHT else " "
        if self.order in ("FG", "NF"):
            return self.nfamily + join + self.ngiven
        return self.ngiven + join + self.nfamily

    @property
    def later(self) -> str:
        return self.given if self.later_by == "given" else self.family

    @property
    def caps(self) -> str:
        if self.later_by == "given":
            return self.latin.upper()
        return f"{self.family.upper()}, {self.given}"

    @property
    def comma(self) -> str:
        return self.latin if self.later_by == "given" else f"{self.family}, {self.given}"

    def _key_initial(self) -> str:
        words = [w for w in re.split(r"[ -]", self.family) if w[:1].isupper()]
        return (words[-1] if words else self.family)[0]

    @property
    def initial_form(self) -> str:
        first = ".".join(w[0] for w in re.split(r"[ -]", self.given) if w[:1].isupper()) + "."
        return f"{first} {self.family}"

    @property
    def initials(self) -> str:
        letters = [w[0] for w in re.split(r"[ -]", self.given) if w[:1].isupper()] + [self._key_initial()]
        return ".".join(letters) + "."

    @property
    def handle(self) -> str:
        return self.given.split()[0].split("-")[0].lower()

    @property
    def ascii_family(self) -> str:
        folded = unicodedata.normalize("NFKD", self.family.replace("ß", "ss"))
        return "".join(c for c in folded if c.isascii() and c.isalpha())

    @property
    def ascii_given(self) -> str:
        folded = unicodedata.normalize("NFKD", self.given)
        return "".join(c for c in folded if c.isascii() and c.isalpha())


def _items(field: str) -> list[tuple[str, str, str]]:
    out = []
    for raw in field.split(","):
        raw = raw.strip()
        mark = raw[-1] if raw[-1] in "*^" else ""
        raw = raw.rstrip("*^")
        native, _, latin = raw.partition("=") if "=" in raw else ("", "", raw)
        out.append((native, latin, mark))
    return out


def _parse() -> dict[str, dict]:
    table = {}
    for line in NAMES_TEXT.strip().splitlines():
        loc, script, order, later, given, family = line.split("|")
        table[loc] = {
            "script": script,
            "order": order,
            "later": later,
            "given": _items(given),
            "family": _items(family),
        }
    return table


LOCALES = _parse()
SCRIPT = {loc: v["script"] for loc, v in LOCALES.items()}


def make_person(rng, loc: str) -> Person:
    entry = LOCALES[loc]
    ngiven, given, gmark = rng.choice(entry["given"])
    want = "*" if gmark == "*" else "^"
    families = [f for f in entry["family"] if f[2] in ("", want)]
    nfamily, family, _ = rng.choice(families)
    return Person(loc, entry["script"], entry["order"], entry["later"], given, family, ngiven, nfamily)
