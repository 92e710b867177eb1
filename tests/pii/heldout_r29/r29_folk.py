"""Round-29 name stock: Latin-script locales (``code|men|women|families``, a family ``m/f`` where the feminine
differs) and locales in other scripts (``NATIVE=Latin`` pairs). Written fresh for this round."""

from __future__ import annotations

LATIN = """
en_CA|Garrett,Desmond,Wilfred|Rosalind,Maxine,Tamsin|Pettigrew,Ashdown,Carrow,Lindqvist-Hale
en_US|Dwayne,Cody,Marshall|Shelby,Corinne,Tawny|Huckaby,Stoddard,Pruitt,Wexley
en_GB|Rupert,Alistair,Crispin|Imogen,Philippa,Harriet|Fothergill,Bramwell,Ketteridge,Waddington
en_IE|Cathal,Donnacha,Fiachra|Aoibheann,Clodagh,Saoirse|Ó Dálaigh,Mac Giolla,Breathnach,Nic Amhlaoibh
en_AU|Lachlan,Bryce,Fletcher|Tegan,Kirra,Jacinta|Whitely,Pendergast,Coombes,Blanchflower
en_NZ|Nikau,Hamish,Tane|Aroha,Mereana,Libby|Te Whata,Rangihuna,McAlister,Paewai
en_ZA|Thabo,Sipho,Pieter|Lerato,Nomvula,Anke|Mokoena,Dlamini,Van der Merwe,Ndlovu
en_NG|Chukwuemeka,Babatunde,Ikenna|Ngozi,Folake,Adaeze|Okonkwo,Adeyemi,Nwachukwu,Eze
en_KE|Kiprono,Otieno,Mwangi|Wanjiru,Akinyi,Chebet|Kamau,Odhiambo,Mutua,Kiptoo
en_GH|Kwabena,Kofi,Yaw|Abena,Akosua,Efua|Mensah,Asante,Boateng,Owusu
en_JM|Desroy,Kemar,Oneil|Shanique,Tamika,Kerry-Ann|Grizzle,McFarlane,Brissett,Campbell-Reid
en_SG|Jun Jie,Wei Ming,Darren|Hui Min,Shermaine,Xin Yi|Tan,Goh,Lim,Teo
en_IN|Anand,Vikram,Rohit|Deepika,Ananya,Kavitha|Iyer,Bhatt,Pillai,Chatterjee
en_PH|Jomar,Rodel,Arnel|Maricel,Rowena,Jocelyn|Dimaculangan,Bautista,Macaraeg,Villanueva
en_TT|Rajesh,Kerwin,Marlon|Natasha,Renee,Aleema|Ramdass,Baptiste,Mohammed-Ali,Sealy
fr_CA|Régis,Ghislain,Maxime|Geneviève,Mélodie,Josée|Tremblay,Gagnon,Bouchard,Larochelle
fr_FR|Thibault,Aurélien,Gaspard|Clémence,Solène,Maëlle|Lefebvre,Moreau,Duchêne,Vasseur
fr_BE|Quentin,Arnaud,Cédric|Manon,Delphine,Laure|Dubois,Lambert,Claes,Vandenbroucke
fr_CH|Loïc,Yannick,Blaise|Noémie,Séverine,Aline|Rochat,Favre,Perrenoud,Chappuis
fr_HT|Jean-Robert,Wilner,Frantz|Guerline,Nadège,Roseline|Pierre-Louis,Joseph,Étienne,Désir
fr_SN|Moussa,Cheikh,Ousmane|Aminata,Fatou,Awa|Diop,Ndiaye,Sow,Faye
fr_CM|Jean-Claude,Hervé,Samuel|Brigitte,Chantal,Estelle|Mbarga,Nkoulou,Tchoumi,Essomba
es_MX|Ulises,Joaquín,Rodrigo|Guadalupe,Ximena,Itzel|Hernández Ruiz,Zúñiga,Villaseñor,Cervantes
es_ES|Íñigo,Borja,Álvaro|Nerea,Begoña,Ainhoa|Etxeberria,Fernández de Lara,Gallego,Quintana
es_AR|Facundo,Gonzalo,Agustín|Florencia,Milagros,Agustina|Benedetti,Sosa,Ledesma,Iturralde
es_CO|Wilmer,Jhon Fredy,Andrés|Yuliana,Marcela,Leidy|Ospina,Cardona,Restrepo,Zuluaga
es_CL|Matías,Cristóbal,Benjamín|Javiera,Constanza,Catalina|Fuenzalida,Araya,Contreras,Valdés
es_PE|Percy,Walter,Julio César|Rosa María,Yesenia,Milagros|Quispe,Huamán,Mamani,Condori
es_CU|Yoandri,Yasmany,Osvaldo|Yanelis,Mailén,Dayana|Llanes,Rodríguez Pino,Betancourt,Sotolongo
es_GT|Byron,Edgar,Selvin|Heidy,Lesbia,Glenda|Xicará,Ajanel,Batz,Tzul
es_DO|Yefri,Raysel,Wander|Yokasta,Arisleida,Yuderka|Almonte,Peralta,De los Santos,Tejada
pt_BR|Thiago,Caio,Leandro|Thaís,Larissa,Raíssa|Nascimento,Carvalho,Figueiredo,Brandão
pt_PT|Duarte,Tomás,Gonçalo|Inês,Leonor,Matilde|Magalhães,Sequeira,Pimentel,Vasconcelos
pt_AO|Adilson,Nelson,Osvaldo|Eunice,Celestina,Albertina|Kiala,Mabiala,Neto,Capitango
pt_MZ|Arsénio,Celso,Hélio|Lurdes,Amélia,Deolinda|Macuácua,Chissano,Sitoe,Mondlane
it_IT|Gianluca,Ettore,Raffaele|Ludovica,Benedetta,Ornella|Castellani,Bruschi,Lombardo,D'Alessio
de_DE|Jörg,Malte,Till|Birgit,Wiebke,Annika|Brandstätter,Oldenburg,Kühnel,Wegmann
de_AT|Florian,Lukas,Andreas|Theresa,Johanna,Magdalena|Hinterberger,Pichler,Leitgeb,Oberhauser
de_CH|Urs,Beat,Reto|Regula,Vreni,Corinne|Zürcher,Bühlmann,Inäbnit,Gerber
nl_NL|Joost,Sander,Wouter|Femke,Marieke,Sanne|Van der Linden,Bakker,Visser,De Groot
nl_BE|Pieter-Jan,Jens,Stijn|Lotte,Evelien,Griet|Verstraete,Peeters,Maes,De Smet
da_DK|Mikkel,Rasmus,Søren|Mette,Sidsel,Ida|Kjærgaard,Mortensen,Østergaard,Lund
sv_SE|Björn,Linus,Anton|Ebba,Saga,Maja|Lindgren,Sjöberg,Åkesson,Nyström
nb_NO|Håkon,Eirik,Sindre|Ingrid,Solveig,Tuva|Haugland,Bakke,Sæther,Fjeld
fi_FI|Juha,Kalle,Teemu|Aino,Riikka,Sanna|Virtanen,Mäkinen,Häkkinen,Koskinen
is_IS|Guðmundur,Einar,Þórður|Sigríður,Hildur,Ásta|Jónsdóttir,Magnússon,Þorsteinsdóttir,Gunnarsson
et_EE|Tarmo,Rein,Indrek|Kadri,Triin,Maarja|Tamm,Saar,Kask,Põder
lv_LV|Jānis,Kārlis,Edgars|Ilze,Līga,Zane|Bērziņš/Bērziņa,Kalniņš/Kalniņa,Ozols/Ozola
lt_LT|Mindaugas,Tomas,Darius|Rūta,Eglė,Gintarė|Kazlauskas/Kazlauskienė,Petrauskas/Petrauskienė
pl_PL|Grzegorz,Wojciech,Przemysław|Agnieszka,Małgorzata,Zofia|Wiśniewski/Wiśniewska,Zieliński/Zielińska,Nowak
cs_CZ|Jiří,Ondřej,Vojtěch|Kateřina,Zuzana,Markéta|Dvořák/Dvořáková,Procházka/Procházková,Černý/Černá
sk_SK|Marek,Ľubomír,Juraj|Ľubica,Katarína,Jana|Hudák/Hudáková,Kováčik/Kováčiková
hu_HU|Zoltán,Levente,Gábor|Zsófia,Réka,Ildikó|Kovács,Szabó,Tóth,Farkas
ro_RO|Mihai,Bogdan,Sorin|Ioana,Roxana,Andreea|Popescu,Dumitrescu,Ionescu,Stănescu
hr_HR|Ivan,Tomislav,Krunoslav|Ivana,Mirjana,Lucija|Horvat,Babić,Kovačević,Jurić
sl_SI|Matej,Rok,Uroš|Špela,Nina,Tjaša|Novak,Krajnc,Zupančič,Kos
sq_AL|Arben,Gëzim,Ilir|Blerina,Mirela,Elona|Hoxha,Shehu,Krasniqi,Dervishi
tr_TR|Mehmet,Emre,Barış|Ayşe,Elif,Gülşen|Yılmaz,Öztürk,Çelik,Karaoğlu
az_AZ|Elvin,Rəşad,Orxan|Aynur,Günel,Ləman|Məmmədov/Məmmədova,Əliyev/Əliyeva
vi_VN|Quang,Tuấn,Dũng|Lan,Thảo,Ngọc Ánh|Nguyễn,Trần,Phạm,Lê
id_ID|Budi,Agus,Hendra|Siti,Dewi,Ratna|Santoso,Wijaya,Hidayat,Kusuma
ms_MY|Azlan,Faizal,Hafiz|Nurul,Siti Aisyah,Farah|bin Ismail/binti Ismail,bin Osman/binti Osman
tl_PH|Danilo,Rommel,Efren|Luzviminda,Marites,Divina|Dela Cruz,Mangubat,Sison,Tolentino
sw_TZ|Baraka,Juma,Hamisi|Neema,Rehema,Zawadi|Mwakyusa,Lyimo,Massawe,Shirima
yo_NG|Oluwaseun,Adewale,Tunde|Funmilayo,Temitope,Yetunde|Ogunleye,Adebayo,Olaniyan,Afolabi
ig_NG|Obinna,Chinedu,Emeka|Chiamaka,Ifeoma,Nneka|Okafor,Nwosu,Eze-Uzor,Obi
zu_ZA|Mandla,Sibusiso,Themba|Thandeka,Zanele,Nokuthula|Zulu,Mthembu,Khumalo,Ngcobo
ha_NG|Abubakar,Usman,Sani|Hauwa,Zainab,Amina|Bello,Abdullahi,Danjuma,Garba
so_SO|Abdirahman,Mohamed,Yusuf|Hodan,Faadumo,Sahra|Warsame,Farah,Jama,Abdi
mt_MT|Ġużeppi,Karmenu,Ċensu|Marija,Ġorġa,Rita|Borg,Camilleri,Vella,Farrugia
cy_GB|Dafydd,Gethin,Iwan|Angharad,Ffion,Seren|Llewelyn,Pritchard,Prydderch,Gruffydd
gd_GB|Ruairidh,Calum,Seumas|Ealasaid,Mòrag,Catrìona|MacLeòid,Dòmhnallach,MacAoidh,Caimbeul
eu_ES|Unai,Aitor,Gorka|Maite,Irati,Leire|Agirre,Zubizarreta,Urrutia,Garmendia
ca_ES|Jordi,Pau,Oriol|Montserrat,Núria,Mireia|Puigdemont,Vilaró,Soler,Ferrer
haw_US|Keoni,Kainoa,Makoa|Leilani,Malia,Kaiulani|Kahananui,Keawe,Kealoha,Akana
mi_NZ|Wiremu,Rawiri,Hemi|Hine,Moana,Ngaio|Tipene,Te Rangi,Ngata,Waaka
iu_CA|Pauloosie,Jaypetee,Simeonie|Annie,Leesee,Oopik|Akeeagok,Qaqqasiq,Nakashuk,Kilabuk
cr_CA|Wapistan,Mistatim,Okimaw|Wapun,Kisik,Pimatisiwin|Sinclair-Cardinal,Nepinak,Moosomin,Starblanket
""".strip()

# code, script, men, women, families (family ``m/f`` where the feminine differs), family-first order
OTHER = """
zh_CN|Hani|建国=Jianguo,晓明=Xiaoming,志强=Zhiqiang|丽华=Lihua,静怡=Jingyi,秀英=Xiuying|王=Wang,陈=Chen,赵=Zhao|ff
zh_TW|Hani|志豪=Chih-hao,冠宇=Kuan-yu,俊傑=Chun-chieh|雅婷=Ya-ting,怡君=Yi-chun,淑芬=Shu-fen|林=Lin,黃=Huang,蔡=Tsai|ff
zh_HK|Hani|家豪=Ka-ho,偉強=Wai-keung,志明=Chi-ming|嘉欣=Ka-yan,詠詩=Wing-sze,美玲=Mei-ling|陳=Chan,黃=Wong,梁=Leung|ff
ja_JP|Hani|健太=Kenta,翔太=Shota,大輔=Daisuke|花子=Hanako,美咲=Misaki,由美=Yumi|佐藤=Sato,鈴木=Suzuki,高橋=Takahashi|ff
ja_KANA|Kana|ハルト=Haruto,ケンジ=Kenji,マサオ=Masao|ユイ=Yui,サクラ=Sakura,エミ=Emi|ヤマダ=Yamada,タナカ=Tanaka,ナカムラ=Nakamura|ff
ko_KR|Hang|민준=Minjun,지호=Jiho,성민=Seongmin|서연=Seoyeon,지은=Jieun,하은=Haeun|김=Kim,박=Park,정=Jung|ff
ar_EG|Arab|أحمد=Ahmed,يوسف=Youssef,كريم=Karim|مريم=Mariam,نور=Nour,سلمى=Salma|حسن=Hassan,منصور=Mansour,سالم=Salem|
ar_LB|Arab|جورج=Georges,وليد=Walid,رامي=Rami|ريتا=Rita,لينا=Lina,هالة=Hala|حداد=Haddad,خوري=Khoury,نصار=Nassar|
fa_IR|Arab|رضا=Reza,داریوش=Dariush,بهرام=Bahram|نسرین=Nasrin,شیرین=Shirin,مهسا=Mahsa|احمدی=Ahmadi,کریمی=Karimi,رستمی=Rostami|
ur_PK|Arab|عمران=Imran,بلال=Bilal,فیصل=Faisal|عائشہ=Ayesha,ثناء=Sana,حنا=Hina|قریشی=Qureshi,چوہدری=Chaudhry,ملک=Malik|
he_IL|Hebr|איתי=Itai,יונתן=Yonatan,עומר=Omer|נועה=Noa,תמר=Tamar,שירה=Shira|כהן=Cohen,לוי=Levi,מזרחי=Mizrahi|
ru_RU|Cyrl|Дмитрий=Dmitry,Алексей=Aleksei,Игорь=Igor|Наталья=Natalya,Ольга=Olga,Ксения=Kseniya|Белых=Belykh,Черных=Chernykh,Седых=Sedykh|
uk_UA|Cyrl|Тарас=Taras,Богдан=Bohdan,Остап=Ostap|Оксана=Oksana,Леся=Lesia,Дарина=Daryna|Шевченко=Shevchenko,Коваленко=Kovalenko,Бондаренко=Bondarenko|
sr_RS|Cyrl|Милош=Miloš,Драган=Dragan,Небојша=Nebojša|Јелена=Jelena,Снежана=Snežana,Милица=Milica|Петровић=Petrović,Јовановић=Jovanović,Николић=Nikolić|
el_GR|Grek|Νίκος=Nikos,Γιώργος=Giorgos,Σπύρος=Spyros|Ελένη=Eleni,Κατερίνα=Katerina,Δήμητρα=Dimitra|Παπαδόπουλος/Παπαδοπούλου=Papadopoulos/Papadopoulou,Οικονόμου=Oikonomou|
hi_IN|Deva|अमित=Amit,राहुल=Rahul,संजय=Sanjay|प्रिया=Priya,सुनीता=Sunita,नेहा=Neha|शर्मा=Sharma,वर्मा=Verma,गुप्ता=Gupta|
mr_IN|Deva|विनायक=Vinayak,अजय=Ajay,मंगेश=Mangesh|माधुरी=Madhuri,स्मिता=Smita,अश्विनी=Ashwini|देशपांडे=Deshpande,कुलकर्णी=Kulkarni,जोशी=Joshi|
ne_NP|Deva|बिकाश=Bikash,सुदीप=Sudip,रमेश=Ramesh|सरिता=Sarita,अनिता=Anita,पूजा=Puja|श्रेष्ठ=Shrestha,थापा=Thapa,गुरुङ=Gurung|
bn_BD|Beng|রফিক=Rafiq,সুমন=Sumon,তানভীর=Tanvir|নুসরাত=Nusrat,শারমিন=Sharmin,তাসলিমা=Taslima|রহমান=Rahman,চৌধুরী=Chowdhury,হোসেন=Hossain|
pa_IN|Guru|ਗੁਰਪ੍ਰੀਤ=Gurpreet,ਹਰਜੀਤ=Harjit,ਜਸਵੀਰ=Jasvir|ਮਨਪ੍ਰੀਤ=Manpreet,ਰਾਜਵਿੰਦਰ=Rajwinder,ਸਿਮਰਨ=Simran|ਗਿੱਲ=Gill,ਸੰਧੂ=Sandhu,ਧਾਲੀਵਾਲ=Dhaliwal|
gu_IN|Gujr|જયેશ=Jayesh,હાર્દિક=Hardik,કેતન=Ketan|હેતલ=Hetal,નિશા=Nisha,ભાવના=Bhavna|પટેલ=Patel,શાહ=Shah,દેસાઈ=Desai|
ta_IN|Taml|கார்த்திக்=Karthik,செந்தில்=Senthil,முருகன்=Murugan|மீனா=Meena,கவிதா=Kavitha,லதா=Latha|சுப்பிரமணியன்=Subramanian,ராஜன்=Rajan,வேலு=Velu|
te_IN|Telu|శ్రీనివాస్=Srinivas,వెంకట్=Venkat,రవి=Ravi|లక్ష్మి=Lakshmi,సుజాత=Sujatha,పద్మ=Padma|రెడ్డి=Reddy,నాయుడు=Naidu,రావు=Rao|
kn_IN|Knda|ಮಂಜುನಾಥ್=Manjunath,ಪ್ರಕಾಶ್=Prakash,ಗಿರೀಶ್=Girish|ಶೋಭಾ=Shobha,ರೇಖಾ=Rekha,ಸುಮಾ=Suma|ಹೆಗಡೆ=Hegde,ಗೌಡ=Gowda,ಶೆಟ್ಟಿ=Shetty|
ml_IN|Mlym|അജിത്=Ajith,രാജേഷ്=Rajesh,സുനിൽ=Sunil|ദിവ്യ=Divya,അനു=Anu,രമ്യ=Ramya|നായർ=Nair,മേനോൻ=Menon,കുറുപ്പ്=Kurup|
or_IN|Orya|ସୁରେଶ=Suresh,ଦେବାଶିଷ=Debasish,ପ୍ରଦୀପ=Pradeep|ପ୍ରିୟଙ୍କା=Priyanka,ସୁଜାତା=Sujata,ମମତା=Mamata|ମହାପାତ୍ର=Mohapatra,ଦାସ=Das,ପଣ୍ଡା=Panda|
si_LK|Sinh|නුවන්=Nuwan,චමින්ද=Chaminda,කසුන්=Kasun|දිල්රුක්ෂි=Dilrukshi,නිලූකා=Nilooka,සඳුනි=Sanduni|පෙරේරා=Perera,සිල්වා=Silva,ජයසූරිය=Jayasuriya|
th_TH|Thai|สมชาย=Somchai,ธนากร=Thanakorn,วิชัย=Wichai|สุดารัตน์=Sudarat,มาลี=Malee,อรุณี=Arunee|ศรีสุข=Srisuk,วงศ์ใหญ่=Wongyai,บุญมา=Boonma|
lo_LA|Laoo|ສົມພອນ=Somphone,ບຸນມີ=Bounmy,ຄຳຫລ້າ=Khamla|ຄຳແພງ=Khamphaeng,ນ້ອຍ=Noy,ມະນີ=Manee|ພົມມະຈັນ=Phommachanh,ສີສຸວັນ=Sisouvanh,ແກ້ວມະນີ=Keomany|
km_KH|Khmr|សុខា=Sokha,វិចិត្រ=Vichet,ដារ៉ា=Dara|ចន្ធូ=Chanthou,ស្រីពៅ=Sreypov,សុភា=Sophea|ចាន់=Chan,សុខ=Sok,ហេង=Heng|ff
my_MM|Mymr|အောင်ကျော်=Aung Kyaw,ဇော်မင်း=Zaw Min,သိန်းထိုက်=Thein Htaik|ခင်မာ=Khin Ma,နွယ်နီ=Nwe Ni,သီတာ=Thida|ဝင်း=Win,မြင့်=Myint,ထွန်း=Htun|
ka_GE|Geor|გიორგი=Giorgi,ლევან=Levan,დავით=Davit|ნინო=Nino,თამარ=Tamar,ეკატერინე=Ekaterine|ბერიძე=Beridze,კაპანაძე=Kapanadze,გელაშვილი=Gelashvili|
hy_AM|Armn|Արամ=Aram,Տիգրան=Tigran,Գոռ=Gor|Անի=Ani,Լիլիթ=Lilit,Նարինե=Narine|Պետրոսյան=Petrosyan,Հակոբյան=Hakobyan,Սարգսյան=Sargsyan|
am_ET|Ethi|ዳዊት=Dawit,ሰለሞን=Solomon,ብርሃኑ=Birhanu|ማርታ=Marta,ሰላም=Selam,ትዕግስት=Tigist|ተስፋዬ=Tesfaye,ገብሬ=Gebre,አበበ=Abebe|
bo_CN|Tibt|བསྟན་འཛིན=Tenzin,ཀུན་དགའ=Kunga,ཚེ་རིང=Tsering|སྒྲོལ་མ=Dolma,པདྨ=Pema,ལྷ་མོ=Lhamo|ནོར་བུ=Norbu,རྡོ་རྗེ=Dorje,བཀྲ་ཤིས=Tashi|
dv_MV|Thaa|އަޙްމަދު=Ahmed,އިބްރާހީމް=Ibrahim,ހުސައިން=Hussain|އާއިޝަތު=Aishath,މަރިޔަމް=Mariyam,ފާޠިމަތު=Fathimath|ރަޝީދު=Rasheed,ނަސީމް=Naseem,ޝަރީފް=Shareef|
""".strip()

SCRIPT: dict[str, str] = {}
STOCK: dict[str, dict] = {}


def _family(entry):
    if "/" in entry:
        m, f = entry.split("/")
        return (m, f)
    return (entry, entry)


for _row in LATIN.splitlines():
    _code, _men, _women, _fams = _row.split("|")
    SCRIPT[_code] = "Latn"
    STOCK[_code] = {
        "m": [(g, None) for g in _men.split(",")],
        "f": [(g, None) for g in _women.split(",")],
        "fam": [(_family(f), None) for f in _fams.split(",")],
        "ff": _code in ("vi_VN", "hu_HU"),
    }

for _row in OTHER.splitlines():
    _code, _script, _men, _women, _fams, _order = _row.split("|")

    def _pairs(text):
        out = []
        for item in text.split(","):
            native, latin = item.split("=")
            out.append((latin, native))
        return out

    _fam = []
    for _item in _fams.split(","):
        _native, _latin = _item.split("=")
        _fam.append((_family(_latin), _family(_native)))
    SCRIPT[_code] = _script
    STOCK[_code] = {"m": _pairs(_men), "f": _pairs(_women), "fam": _fam, "ff": _order == "ff"}

TIGHT = {"Hani", "Kana", "Hang"}  # no space between family and given name in the native script
