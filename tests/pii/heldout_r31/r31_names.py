"""Round-31 Latin-script name stock, written fresh for this round: ``locale|men|women|families``; a family
written ``M/F`` has a feminine form. Every locale here is written in the Latin script."""

from __future__ import annotations

LATIN_TABLE = """
en_CA|Brendan,Curtis,Owen,Garrett|Kayla,Meghan,Shannon,Brianna|MacNeil,Fraser,Kowalchuk,Henderson,Sawatzky
fr_CA|Mathis,Jérémie,Étienne,Raphaël|Maude,Laurence,Noémie,Rosalie|Gagnon,Bouchard,Côté,Pelletier,Ouellet
oj_CA|Makwa,Nigig,Migizi|Waabigwan,Ziigwan,Giizhig|Kakegamic,Meekis,Sainnawap,Keeskitay
en_US|Tyler,Dustin,Marcus,Wesley|Ashley,Courtney,Brittany,Jasmine|Whitaker,Caldwell,Jennings,Holloway,Barrett
es_US|Jesús,Ulises,Efraín,Rogelio|Yesenia,Marisol,Araceli,Guadalupe|Villanueva,Zamora,Cisneros,Quintanilla
en_GB|Callum,Rhys,Alfie,Toby|Imogen,Phoebe,Harriet,Niamh|Pemberton,Ashworth,Bramley,Thistlethwaite
gd_GB|Calum,Ruairidh,Tormod|Ealasaid,Mòrag,Seonag|MacLeòid,MacAoidh,Moireasdan,Caimbeul
cy_GB|Iolo,Gethin,Dafydd|Eirlys,Angharad,Seren|Pritchard,Llewellyn,Prosser,Bowen
en_IE|Cian,Oisín,Darragh|Aoife,Clodagh,Saoirse|Ó Briain,Mac Cárthaigh,Fitzgerald,Ó Súilleabháin
en_AU|Lachlan,Bailey,Jarrah|Tahlia,Kirra,Brooke|Gallagher,McKinnon,Pappas,Thorburn
mi_NZ|Tāmati,Rāwiri,Hēmi|Mere,Hine,Ngaio|Te Whata,Ngata,Parata,Tawhiri
en_NZ|Hamish,Blair,Fergus|Greer,Isla,Maddison|McAlister,Rutherford,Hollis,Sinclair
sm_WS|Sione,Falaniko,Tavita|Losa,Malia,Fetu|Leota,Tuiasosopo,Faleolo,Seiuli
to_TO|Siosaia,Viliami,Tevita|Mele,Salote,Lesieli|Fifita,Vaipulu,Havili,Taufa
fj_FJ|Jone,Isikeli,Waisale|Litiana,Makereta,Vasemaca|Naivalu,Tuilagi,Ravouvou,Qalo
haw_US|Keoni,Kainoa,Makana|Leilani,Noelani,Kalena|Kahananui,Kealoha,Akana,Kamakau
af_ZA|Jaco,Riaan,Wian|Anneke,Elmarie,Lize|van der Merwe,Pretorius,Oosthuizen,du Plessis
zu_ZA|Sipho,Thabo,Bongani|Nomvula,Zanele,Thandiwe|Dlamini,Mkhize,Ngcobo,Zungu
xh_ZA|Lwazi,Siyabonga,Luvuyo|Nosipho,Ayanda,Lindiwe|Mahlangu,Qwabe,Dyantyi,Mqhayi
st_LS|Teboho,Tumelo,Katleho|Palesa,Mpho,Nthabiseng|Mokoena,Mofokeng,Letsie,Molapo
sw_KE|Baraka,Juma,Omondi|Zawadi,Neema,Imani|Mwangi,Otieno,Wanjiru,Kamau
ki_KE|Njoroge,Kariuki,Mugo|Wambui,Njeri,Wairimu|Gitau,Kinyanjui,Mwaura,Ndungu
lg_UG|Ssemakula,Kato,Mukasa|Nakato,Namubiru,Nabirye|Ssekandi,Kiwanuka,Lubega,Mutebi
yo_NG|Adebayo,Olumide,Tunde|Folake,Ayomide,Yewande|Adeyemi,Ogunleye,Balogun,Oyelaran
ig_NG|Chukwuemeka,Ikenna,Obinna|Chiamaka,Ngozi,Adaeze|Okafor,Nwosu,Eze,Nnamdi
ha_NG|Abubakar,Sani,Yusuf|Hauwa,Zainab,Amina|Danjuma,Garba,Bello,Lawal
ak_GH|Kwame,Kofi,Yaw|Akosua,Abena,Adwoa|Mensah,Boateng,Asante,Owusu
ee_GH|Selorm,Edem,Senyo|Esinam,Dzifa,Xorlali|Agbeko,Dzokoto,Amegashie,Kpodo
wo_SN|Mamadou,Cheikh,Ousmane|Awa,Fatou,Ndèye|Ndiaye,Diop,Faye,Sarr
so_SO|Abdirahman,Mahad,Liban|Hodan,Sagal,Ifrah|Warsame,Farah,Abdi,Jama
om_ET|Gemechu,Lelisa,Tolera|Chaltu,Hawi,Obse|Tolessa,Gudeta,Bekele,Dinsa
rw_RW|Jean-Bosco,Olivier,Emmanuel|Uwase,Ineza,Ishimwe|Habimana,Mugisha,Niyonzima,Uwimana
ln_CD|Patrice,Didier,Fiston|Nadège,Grâce,Merveille|Kabongo,Mbuyi,Tshibangu,Ilunga
mg_MG|Tahina,Fanomezantsoa,Rija|Voahangy,Hanta,Mialy|Rakotomalala,Randriamanana,Rasoanaivo,Andrianina
ht_HT|Wilner,Jean-Robert,Frantz|Mirlande,Widline,Guerline|Pierre-Louis,Jean-Baptiste,Dorvil,Desrosiers
es_MX|Ángel,Emiliano,Santiago|Ximena,Renata,Valeria|Hernández,Cervantes,Ibarra,Lozano
es_CO|Juan Camilo,Andrés Felipe,Sebastián|Daniela,Natalia,Manuela|Restrepo,Ospina,Cardona,Giraldo
es_AR|Facundo,Agustín,Tomás|Florencia,Micaela,Agustina|Fernández,Benítez,Acosta,Sosa
es_PE|Renzo,Piero,Jhonatan|Milagros,Rosmery,Kiara|Mamani,Huamán,Condori,Chávez
es_CL|Benjamín,Vicente,Cristóbal|Constanza,Javiera,Catalina|Muñoz,Rojas,Soto,Contreras
es_VE|Yorman,Wilmer,Jhoan|Yuleidy,Oriana,Génesis|Parra,Briceño,Colmenares,Zambrano
es_CU|Yoandy,Yunior,Dairon|Yaneisy,Dayana,Yudith|Pupo,Betancourt,Sardiñas,Echevarría
es_DO|Yeison,Rafelito,Wander|Yokasta,Rosanna,Altagracia|Peralta,Almonte,Tejada,De la Rosa
es_GT|Byron,Édgar,Otto|Glenda,Ingrid,Heidy|Chavajay,Ajú,Tzoc,Xicará
es_SV|Nelson,Wilfredo,Mauricio|Roxana,Yesica,Karla|Portillo,Argueta,Menjívar,Alvarenga
qu_PE|Amaru,Inti,Wayra|Killa,Sumaq,Nina|Huaraca,Ccori,Yupanqui,Quispe
gn_PY|Arami,Tupã,Ñamandu|Jasy,Yvoty,Porã|Benítez Ñumbay,Aquino,Giménez,Ojeda
eu_ES|Iker,Unai,Aitor|Ane,Itziar,Nerea|Etxeberria,Zubizarreta,Goikoetxea,Arrieta
ca_ES|Jordi,Pau,Oriol|Montserrat,Núria,Laia|Puigdemont,Vilanova,Casals,Ferrer
gl_ES|Xoán,Brais,Anxo|Uxía,Iria,Antía|Castro,Otero,Vázquez,Lema
es_ES|Álvaro,Iván,Rubén|Lucía,Paula,Irene|García,Martínez,Navarro,Romero
pt_BR|Thiago,Gustavo,Felipe|Larissa,Camila,Bruna|Souza,Oliveira,Carvalho,Ribeiro
pt_PT|Duarte,Tiago,Rodrigo|Inês,Leonor,Beatriz|Ferreira,Magalhães,Sequeira,Antunes
pt_AO|Nelo,Adilson,Kiluanje|Yola,Nzinga,Edvânia|dos Santos,Lourenço,Kassoma,Muteka
fr_FR|Baptiste,Clément,Quentin|Manon,Camille,Océane|Lefèvre,Rousseau,Garnier,Mercier
fr_BE|Maxime,Florian,Arnaud|Amandine,Justine,Élodie|Dubois,Lambert,Dupont,Renard
nl_BE|Wout,Pieter-Jan,Jelle|Lotte,Fien,Marieke|Vermeulen,De Smet,Claes,Goossens
nl_NL|Bram,Thijs,Jesse|Sanne,Fleur,Anouk|de Vries,Bakker,Visser,van Dijk
lb_LU|Jang,Mett,Pit|Joëlle,Nadine,Lis|Schmit,Weber,Hoffmann,Wagner
de_DE|Jonas,Lukas,Florian|Lena,Hannah,Katharina|Schneider,Fischer,Becker,Hoffmann
de_AT|Florian,Stefan,Matthias|Magdalena,Theresa,Johanna|Gruber,Huber,Pichler,Moser
de_CH|Reto,Urs,Beat|Seraina,Nadja,Corina|Müller,Brunner,Keller,Baumgartner
it_IT|Lorenzo,Matteo,Alessandro|Giulia,Chiara,Francesca|Esposito,Romano,Colombo,Ricci
it_CH|Gianluca,Davide,Fabio|Elisa,Ilaria,Michela|Bernasconi,Galli,Pedrazzini,Rusconi
mt_MT|Kurt,Ryan,Clayton|Rebecca,Maria,Denise|Borg,Camilleri,Vella,Farrugia
sv_SE|Oskar,Viktor,Anton|Elin,Ebba,Wilma|Lindqvist,Bergström,Nyström,Sandberg
nb_NO|Sindre,Eirik,Magnus|Ingrid,Ragnhild,Solveig|Haugen,Bakken,Solberg,Lunde
da_DK|Rasmus,Mikkel,Frederik|Mette,Signe,Freja|Mikkelsen,Kjær,Thomsen,Dalgaard
fi_FI|Juho,Eetu,Ville|Aino,Venla,Sanna|Virtanen,Korhonen,Mäkinen,Heikkinen
is_IS|Gunnar,Einar,Hrafn|Guðrún,Sigríður,Hildur|Jónsson/Jónsdóttir,Ólafsson/Ólafsdóttir,Einarsson/Einarsdóttir
se_NO|Áilu,Niillas,Ánde|Elle,Risten,Sárá|Sara,Eira,Gaup,Somby
kl_GL|Aputsiaq,Nuka,Malik|Nivi,Pipaluk,Aviaja|Kleist,Lynge,Olsen,Motzfeldt
et_EE|Rasmus,Kaspar,Tõnis|Kadri,Liis,Triin|Tamm,Saar,Sepp,Mägi
lv_LV|Jānis,Artūrs,Edgars|Ilze,Laura,Dace|Bērziņš/Bērziņa,Kalniņš/Kalniņa,Ozols/Ozola,Liepiņš/Liepiņa
lt_LT|Mantas,Tadas,Lukas|Gintarė,Rūta,Austėja|Kazlauskas/Kazlauskienė,Petrauskas/Petrauskienė,Jankauskas/Jankauskienė
pl_PL|Kacper,Bartosz,Mateusz|Zuzanna,Wiktoria,Natalia|Wiśniewski/Wiśniewska,Zieliński/Zielińska,Kamiński/Kamińska,Lewandowski/Lewandowska
cs_CZ|Ondřej,Vojtěch,Matěj|Tereza,Kateřina,Barbora|Novák/Nováková,Svoboda/Svobodová,Dvořák/Dvořáková,Procházka/Procházková
sk_SK|Marek,Juraj,Peter|Zuzana,Lucia,Veronika|Horváth/Horváthová,Kováč/Kováčová,Baláž/Balážová,Varga/Vargová
hu_HU|Bence,Levente,Zsolt|Réka,Boglárka,Eszter|Nagy,Kovács,Szabó,Tóth
ro_RO|Andrei,Mihai,Ionuț|Ioana,Alexandra,Raluca|Popescu,Ionescu,Constantinescu,Dumitrescu
hr_HR|Luka,Ivan,Marko|Petra,Ana,Lucija|Horvat,Babić,Kovačević,Marić
sl_SI|Žiga,Matic,Jaka|Nika,Maša,Špela|Novak,Kranjc,Zupančič,Potočnik
bs_BA|Adnan,Emir,Haris|Amra,Lejla,Selma|Hodžić,Begić,Mehmedović,Delić
sq_AL|Arben,Ermal,Dritan|Blerina,Elira,Fjolla|Hoxha,Shehu,Gjoka,Berisha
tr_TR|Emre,Burak,Oğuz|Elif,Zeynep,Büşra|Yılmaz,Öztürk,Aydın,Çelik
ku_TR|Rojhat,Dilovan,Berxwedan|Rojda,Berfin,Zozan|Aslan,Demir,Kaya,Ekinci
az_AZ|Elvin,Rəşad,Tural|Aysel,Günay,Nərmin|Məmmədov/Məmmədova,Əliyev/Əliyeva,Hüseynov/Hüseynova
uz_UZ|Jasur,Otabek,Sardor|Dilnoza,Gulnoza,Shahnoza|Karimov/Karimova,Yusupov/Yusupova,Rashidov/Rashidova
vi_VN|Quang,Tuấn,Minh Khôi|Thảo,Ngọc Anh,Phương|Phạm,Huỳnh,Đặng,Bùi
fil_PH|Rommel,Jhun,Arnel|Maricel,Lovely,Rowena|Dela Cruz,Bautista,Macaraeg,Villanueva
ceb_PH|Junrey,Rolando,Dodong|Rhea,Jinky,Gemma|Cabahug,Alcantara,Baguio,Sumalpong
ms_MY|Faizal,Hafiz,Amirul|Nurul Ain,Siti Aisyah,Farah|bin Ismail/binti Ismail,bin Razak/binti Razak,bin Hamzah/binti Hamzah
id_ID|Budi,Agus,Rizky|Dewi,Putri,Intan|Santoso,Wijaya,Halim,Saputra
"""


def _forms(family):
    m, _, f = family.partition("/")
    return (m, f or m)


def _parse(table):
    out = {}
    for row in table.strip().splitlines():
        loc, men, women, fams = row.split("|")
        out[loc] = {
            "men": men.split(","),
            "women": women.split(","),
            "families": [_forms(x) for x in fams.split(",")],
        }
    return out


LATIN = _parse(LATIN_TABLE)
