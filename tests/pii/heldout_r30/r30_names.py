"""Round-30 name stock in the Latin script: ``locale|men|women|families`` (a family written ``m/f`` where the
feminine form differs). Written fresh for this round."""

from __future__ import annotations

LATIN_TABLE = """
en_CA|Brennan,Colby,Everett,Quinlan|Marisa,Delaney,Joanne,Kendra|Ashcroft,Thibodeau-Ward,Munroe,Kilbride,Fenwick
en_US|Travis,Dalton,Jarrett,Lonnie|Brianna,Kaylee,Rhonda,Dawn|Pritchett,Vandermolen,Haskins,Dunleavy,Carraway
en_GB|Barnaby,Tobias,Gareth,Ellis|Rosamund,Felicity,Georgina,Nell|Attwood,Pilkington,Hargreaves,Sowerby,Catchpole
ga_IE|Tadhg,Oisín,Ruairí,Darragh|Caoimhe,Siobhán,Gráinne,Róisín|Ó Ceallaigh/Ní Cheallaigh,Mac Cárthaigh/Nic Cárthaigh,Ó Briain/Ní Bhriain,Ó Súilleabháin/Ní Shúilleabháin
en_IE|Declan,Fergal,Colm,Killian|Aisling,Orla,Sinéad,Niamh|Brennock,Fitzmaurice,Kinsella,Dolan
en_AU|Brodie,Kieran,Lockie,Jarrah|Tahlia,Bronte,Shannon,Kristy|Featherstone,Goodwin-Parr,Lockyer,McInerney
en_NZ|Wiremu,Campbell,Rawiri,Finnegan|Ngaire,Briar,Kahurangi,Aroha|Tautahi,Ruawai,Hetaraka,Gillespie
mi_NZ|Tamati,Hemi,Rangi,Piripi|Huia,Mere,Anahera,Tui|Ngata,Tuhiwai,Parata,Rehutai
en_ZA|Jaco,Lwazi,Brandon,Riaan|Zanele,Chantelle,Busisiwe,Marlize|Pillay,Botha,Khumalo,Naidoo
af_ZA|Wessel,Hendrik,Gerrit,Francois|Elmarie,Riana,Annelie,Sunette|Du Plessis,Swanepoel,Oosthuizen,Van Wyk
zu_ZA|Sibusiso,Mandla,Themba,Sanele|Thandeka,Nokuthula,Zodwa,Lindiwe|Mthembu,Zungu,Ngcobo,Shabalala
xh_ZA|Lunga,Siyabonga,Athenkosi,Mzwandile|Nosipho,Ayanda,Unathi,Zintle|Mahlangu,Sokhela,Ntshangase,Mabandla
yo_NG|Olumide,Adewale,Tunde,Femi|Funmilayo,Adebola,Yewande,Titilayo|Ogunleye,Adebayo,Oyelaran,Akinola
ig_NG|Obinna,Chinedu,Emeka,Uchenna|Chiamaka,Ifeoma,Nneka,Amarachi|Okafor,Nwosu,Eze-Okoro,Onyekachi
ha_NG|Abubakar,Sani,Nasiru,Lawal|Zainab,Hauwa,Rukayya,Maryam|Danjuma,Bello,Garba,Abdullahi
sw_KE|Baraka,Juma,Omondi,Kiprotich|Wambui,Nyokabi,Achieng,Zawadi|Njoroge,Wekesa,Ochieng,Karanja
ak_GH|Kwame,Kojo,Kwesi,Yaw|Ama,Adwoa,Akua,Esi|Appiah,Ofori,Amoako,Darko
ee_GH|Selorm,Elikem,Dela,Mawuli|Enyonam,Sena,Dzifa,Yayra|Agbeko,Adzo,Kpodo,Gbedemah
en_JM|Andre,Tyrone,Dwight,Rohan|Shantelle,Kimoy,Latoya,Tanisha|Whyte,Gayle,McKenzie,Ebanks
en_TT|Ravi,Dexter,Kareem,Sheldon|Anushka,Keisha,Candice,Sasha|Maharaj,Charles,Boodram,De Freitas
en_BB|Jamal,Corey,Shane,Ricardo|Krystal,Danielle,Tricia,Nikita|Griffith,Harewood,Boyce,Greaves
ms_MY|Hafiz,Azlan,Faizal,Syafiq|Nurul Ain,Siti Hajar,Farah,Aisyah|bin Hamzah/binti Hamzah,bin Razak/binti Razak,bin Osman/binti Osman,bin Yusof/binti Yusof
id_ID|Agus,Bambang,Dedi,Rizky|Putri,Dewi,Intan,Sri Wahyuni|Santoso,Wibowo,Hidayat,Kusuma
tl_PH|Rommel,Jericho,Danilo,Efren|Lorna,Analyn,Rosalie,Janelle|Mangubat,Dela Paz,Sarmiento,Panganiban
ceb_PH|Junrey,Rustom,Alvin,Ramil|Kimberly,Merlyn,Ailyn,Rhea|Cabahug,Lapinig,Tabañag,Ompad
vi_VN|Minh Quân,Đức Anh,Hoàng Long,Văn Tài|Thu Trang,Ngọc Ánh,Thị Hương,Bảo Ngân|Nguyễn,Trần,Phạm,Huỳnh
fr_CA|Jérôme,Sébastien,Mathieu,Benoît|Isabelle,Maude,Catherine,Véronique|Bergeron,Pelletier,Lévesque,Ouellet,Desrosiers
fr_FR|Baptiste,Gauthier,Romain,Clément|Capucine,Bérénice,Élodie,Agathe|Marchand,Giraud,Rousseau,Leclerc
fr_BE|Grégoire,Maxence,Florian,Benoît|Anaïs,Justine,Coralie,Margaux|Vandamme,Jacobs,Lemaire,Dewulf
fr_CH|Gilles,Valentin,Joël,Cyril|Mélanie,Lorène,Fanny,Coraline|Maillard,Cuendet,Jaquier,Blanchoud
ht_HT|Jean-Baptiste,Ricardo,Fritznel,Wisly|Marie-Ange,Nathalie,Guerda,Mirlande|Jean-Louis,Saint-Fleur,Dorvil,Augustin
wo_SN|Mamadou,Ibrahima,Alioune,Babacar|Khady,Mariama,Ndeye,Coumba|Diallo,Gueye,Mbaye,Thiam
fr_CI|Koffi,Yao,Didier,Serge|Adjoua,Aya,Rosine,Clarisse|Kouassi,Konan,Bamba,Yao-N'Guessan
ln_CD|Patrice,Jean-Marie,Fiston,Héritier|Bijou,Grâce,Nathalie,Francine|Mbuyi,Kabongo,Tshibangu,Mukendi
es_MX|Alejandro,Emiliano,Octavio,Saúl|Fernanda,Paloma,Mariana,Citlali|Ramírez Ortega,Solís,Treviño,Garza Leal
es_ES|Jorge,Sergio,Alberto,Unai|Lucía,Irene,Carmen,Maite|Sánchez Prieto,Molina,Iglesias,Arrieta
es_AR|Santiago,Lautaro,Ezequiel,Nahuel|Camila,Rocío,Valentina,Luciana|Ferraro,Acosta,Giménez,Bianchi
es_CO|Sebastián,Camilo,Duván,Yeison|Daniela,Natalia,Yurany,Alejandra|Bedoya,Giraldo,Montoya,Arango
es_VE|Luis Alfredo,Rafael,Yorman,Jesús|Génesis,Yusmary,Andreína,María Gabriela|Rondón,Pacheco,Colmenares,Briceño
es_PE|Renzo,Alonso,Franco,Edwin|Karina,Lizbeth,Milagros,Gianella|Vargas Ccahua,Chumpitaz,Ccori,Paredes
es_SV|Wilber,Melvin,Nelson,Kevin|Xiomara,Jazmín,Sonia,Katherine|Menjívar,Alfaro,Portillo,Rivas
es_HN|Elvin,Osman,Norlan,Josué|Dania,Karla,Iris,Suyapa|Zelaya,Banegas,Maradiaga,Lagos
es_PR|Yadiel,Javier,Ángel,Héctor|Yarelis,Nilda,Mariela,Keishla|Colón,Rivera Ortiz,Santiago,Matos
es_CU|Yoel,Alexei,Reinier,Dariel|Yaima,Odalys,Yudith,Lisandra|Cárdenas,Fleitas,Hechavarría,Tamayo
es_GT|Marvin,Rony,Estuardo,Otto|Brenda,Mildred,Wendy,Ingrid|Chávez,Coyoy,Tzoc,Morales Ixcot
es_EC|Darwin,Fabián,Patricio,Washington|Mayra,Gissela,Tatiana,Verónica|Guamán,Cevallos,Naranjo,Sarango
pt_BR|Rafael,Gustavo,Vinícius,Murilo|Juliana,Camila,Letícia,Bianca|Albuquerque,Siqueira,Moura,Cavalcanti
pt_PT|Rodrigo,Afonso,Diogo,Rui|Beatriz,Carolina,Madalena,Joana|Teixeira,Fonseca,Lourenço,Antunes
pt_CV|Elton,Nilton,Adilson,Hélder|Jandira,Sónia,Ivone,Zenaida|Tavares,Semedo,Monteiro,Lopes
pt_MZ|Celso,Arsénio,Benedito,Jacinto|Lurdes,Felismina,Argentina,Cremilde|Macuácua,Mabote,Nhantumbo,Cossa
it_IT|Lorenzo,Matteo,Giacomo,Raffaele|Chiara,Federica,Ilaria,Giorgia|Esposito,Colombo,Marchetti,Barbieri
de_DE|Jannik,Florian,Moritz,Hauke|Annika,Franziska,Svenja,Katrin|Schulte,Brandt,Vogel,Hoffmann-Kern
de_AT|Florian,Lukas,Matthias,Wolfgang|Theresa,Magdalena,Verena,Birgit|Gruber,Pichler,Leitner,Huber
de_CH|Urs,Beat,Reto,Silvan|Regula,Corinne,Nadja,Flurina|Brunner,Meier,Zbinden,Baumgartner
nl_NL|Sander,Joost,Bram,Wouter|Femke,Marloes,Anouk,Ilse|de Vries,van Dijk,Visser,Bakker
nl_BE|Wout,Jens,Pieter-Jan,Stijn|Lotte,Elke,Sofie,Griet|Peeters,Maes,Willems,Janssens
da_DK|Mikkel,Rasmus,Søren,Anders|Mette,Signe,Camilla,Trine|Mortensen,Kristiansen,Bech,Frandsen
sv_SE|Oskar,Gustav,Linus,Henrik|Ebba,Linnea,Maja,Frida|Lindgren,Bergström,Sjöberg,Åkesson
nb_NO|Eirik,Sindre,Håkon,Torbjørn|Ingrid,Solveig,Ragnhild,Marte|Haugen,Bakke,Solberg,Strand
fi_FI|Juha,Mikko,Antti,Ville|Aino,Hanna,Johanna,Satu|Korhonen,Virtanen,Mäkinen,Laitinen
is_IS|Gunnar,Einar,Sigurður,Ólafur|Guðrún,Sigríður,Katrín,Hildur|Jónsson/Jónsdóttir,Magnússon/Magnúsdóttir,Helgason/Helgadóttir
et_EE|Margus,Rein,Tarmo,Priit|Kadri,Triin,Liis,Mari|Tamm,Saar,Sepp,Mägi
lv_LV|Jānis,Andris,Mārtiņš,Edgars|Ilze,Inese,Līga,Dace|Bērziņš/Bērziņa,Kalniņš/Kalniņa,Ozols/Ozola
lt_LT|Mindaugas,Tomas,Darius,Vytautas|Rūta,Eglė,Jurgita,Aistė|Kazlauskas/Kazlauskaitė,Petrauskas/Petrauskaitė,Jankauskas/Jankauskaitė
pl_PL|Krzysztof,Paweł,Tomasz,Bartłomiej|Agnieszka,Magdalena,Katarzyna,Joanna|Wiśniewski/Wiśniewska,Zieliński/Zielińska,Kowalczyk,Wójcik,Nowak
cs_CZ|Jiří,Petr,Ondřej,Lukáš|Lenka,Tereza,Markéta,Veronika|Novák/Nováková,Svoboda/Svobodová,Dvořák/Dvořáková
sk_SK|Marek,Juraj,Peter,Miroslav|Zuzana,Mária,Lucia,Katarína|Horváth/Horváthová,Kováč/Kováčová,Baláž/Balážová
hu_HU|Zoltán,Gábor,László,Bence|Zsófia,Eszter,Katalin,Réka|Nagy,Kovács,Szabó,Tóth
ro_RO|Andrei,Mihai,Cătălin,Bogdan|Ioana,Andreea,Roxana,Mihaela|Popescu,Ionescu,Dumitrescu,Stănescu
hr_HR|Ivan,Marko,Tomislav,Dario|Ivana,Petra,Maja,Ana|Horvat,Babić,Marić,Jurić
sl_SI|Matej,Rok,Jure,Blaž|Nina,Tjaša,Urška,Špela|Novak,Krajnc,Zupančič,Kovačič
sq_AL|Arben,Ermal,Gentian,Besnik|Elira,Anila,Mirela,Blerina|Hoxha,Shehu,Dervishi,Gashi
bs_BA|Emir,Adnan,Haris,Kenan|Amra,Lejla,Selma,Aida|Hodžić,Delić,Mehmedović,Begić
tr_TR|Emre,Burak,Mehmet,Oğuz|Elif,Zeynep,Büşra,Gülşen|Yılmaz,Öztürk,Aydın,Çelik
az_AZ|Elvin,Rauf,Tural,Orxan|Günel,Aynur,Leyla,Nərmin|Məmmədov/Məmmədova,Əliyev/Əliyeva,Həsənov/Həsənova
uz_UZ|Jasur,Otabek,Sherzod,Bekzod|Dilnoza,Nilufar,Gulnora,Malika|Karimov/Karimova,Rahimov/Rahimova,Tursunov/Tursunova
mt_MT|Jean Paul,Kurt,Clayton,Nikolai|Roberta,Stephanie,Marija,Rebekah|Camilleri,Borg,Vella,Farrugia
cy_GB|Dafydd,Rhodri,Iwan,Gethin|Ffion,Carys,Nia,Seren|Pritchard,Llywelyn,Prydderch,Rhys
gd_GB|Lachlann,Ruaraidh,Calum,Seumas|Mòrag,Ealasaid,Catriona,Iseabail|MacLeòid,MacAoidh,Moireach,Caimbeul
eu_ES|Aitor,Iker,Gorka,Mikel|Amaia,Itziar,Leire,Maialen|Agirre,Etxeberria-Larrañaga,Zubizarreta,Goikoetxea
ca_ES|Jordi,Pau,Oriol,Arnau|Montserrat,Núria,Laia,Mireia|Puig,Vilaseca,Soler,Casals
gl_ES|Xosé,Brais,Uxío,Antón|Uxía,Antía,Iria,Sabela|Castro,Rodríguez Varela,Outeiro,Vilanova
sm_WS|Sione,Tavita,Faleolo,Ioane|Losa,Malia,Sieni,Lagi|Tuilagi,Fa'asalele,Leota,Sapolu
to_TO|Viliami,Sione,Tevita,Siaosi|Mele,Lesieli,Ana,Salote|Taufa,Fifita,Havili,Vaipulu
fj_FJ|Josefa,Waisale,Apisai,Semi|Litia,Mereoni,Salote,Vika|Ratu-Naivalu,Tikoisuva,Waqa,Rokotuiwai
so_SO|Abdirahman,Mahad,Yusuf,Guled|Hodan,Faadumo,Ayaan,Hibaaq|Warsame,Jama,Farah,Nuur
rw_RW|Jean de Dieu,Emmanuel,Eric,Olivier|Uwase,Aline,Clarisse,Diane|Nshimiyimana,Uwimana,Habimana,Mukamana
lg_UG|Ssemakula,Kato,Mukasa,Lubega|Nakato,Namuli,Nansubuga,Babirye|Ssekandi,Kiwanuka,Nsubuga,Musoke
om_ET|Gemechu,Lemma,Tolera,Abdisa|Chaltu,Lensa,Ayantu,Bontu|Gudina,Tolosa,Wakjira,Dinsa
mg_MG|Rivo,Haja,Tiana,Andry|Voahangy,Lalao,Hanitra,Fara|Rakotomalala,Andrianarisoa,Razafindrabe,Ranaivo
qu_PE|Wayra,Inti,Amaru,Kusi|Killa,Sisa,Nayra,Ayelen|Quispe Mamani,Huallpa,Yupanqui,Apaza
nv_US|Darrell,Lorenzo,Wilson,Tyrell|Loretta,Shandiin,Darlene,Nizhoni|Begay,Yazzie,Tsosie,Benally
"""


def _names(cell):
    return [x.strip() for x in cell.split(",") if x.strip()]


def _families(cell):
    out = []
    for item in _names(cell):
        m, _, f = item.partition("/")
        out.append((m, f or m))
    return out


LATIN = {}
for _row in LATIN_TABLE.strip().splitlines():
    _code, _men, _women, _fams = _row.split("|")
    LATIN[_code] = {"men": _names(_men), "women": _names(_women), "families": _families(_fams)}
