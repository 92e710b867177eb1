"""Hand-typed Latin-script name lists, one locale a line.

Fields: locale | order (gf: given first, fg: family first) | later mention (s: surname, g: given name) |
female given names | male given names | family names | optional feminine family forms (same order)."""

LATIN_TEXT = """
en-CA|gf|s|Brianne Kirsten Heather Lindsay Mackenzie|Garrett Dustin Curtis Travis Lyle|Fairbairn Dunphy McCrimmon Tremblett Strachan Rideout Pottle Hiebert
en-US|gf|s|Tamika Kaylee Brittany Shonda Madison Crystal|Tyrone Cody Brandon DeShawn Hunter Wesley|Whitlock Pettigrew Haskins Dillard Broussard Yoder Stallworth Honeycutt
en-GB|gf|s|Philippa Gemma Imogen Siobhan Harriet|Alistair Rhys Nigel Callum Tobias|Ashworth Pennington Braithwaite Fenwick Oakley Cartwright Thistlethwaite Lumb
en-IE|gf|s|Aoife Niamh Sorcha Clodagh Róisín|Cathal Darragh Oisín Fiachra Colm|Ó Súilleabháin,Mac Giolla Phádraig,Breathnach,Fitzgerald,Moriarty,Cronin,Kinsella,Ó Dubhghaill
en-AU|gf|s|Kylie Shannon Tegan Jacinta Bronwyn|Lachlan Brodie Shane Darcy Jarrod|Fitzsimons Bligh Cavanagh Treloar Hocking Pemberton Lowrie Stubbs
en-NZ|gf|s|Aroha Kiri Hayley Courtney Marama|Hamish Nikau Blair Tane Corey|Pomare Gillespie Tuhiwai McKenzie Rangihuna Whitcombe Ngata Bracewell
en-ZA|gf|s|Lindiwe Charlene Zanele Marietjie Refilwe|Thabo Pieter Sipho Jacobus Kagiso|Janse van Vuuren,Mahlangu,Pretorius,Ntuli,Swanepoel,Botha,Nkosi,Steenkamp
en-NG|gf|s|Chiamaka Blessing Temitope Ifeoma Funmilayo|Emeka Oluwaseun Godspower Chinedu Tunde|Okonkwo Adeyemi Nwachukwu Bello Eze Ogunleye Onyekachi Adebayo
en-GH|gf|s|Akosua Efua Abena Adwoa Yaa|Kwabena Kofi Kwame Yaw Kojo|Mensah Owusu Asante Boateng Ofori Darko Agyeman Amoako
en-JM|gf|s|Shanique Tashana Kerry-Ann Nadine Latoya|Dwayne Kemar Orville Delroy Jermaine|Grant Bailey McFarlane Thompson Gayle Bogle Reid Chambers
en-TT|gf|s|Natalia Shivanie Kezia Arianne Candice|Marlon Kavir Akil Rondell Shiva|Ramkissoon Boodram Joseph Mohammed Persad Baptiste Charles Maharaj
en-SG|gf|s|Germaine Priscilla Felicia Shermaine Audrey|Darren Jonathan Benedict Ivan Marcus|Tan Lim Goh Ong Teo Koh Chua Seah
fr-CA|gf|s|Marie-Ève Geneviève Josée Mélanie Chantal Maude|Jean-François Sylvain Étienne Mathieu Benoît Yannick|Bouchard Gagnon Lavoie Pelletier Thibodeau Desrosiers Beaulieu Ouellet
fr|gf|s|Élodie Camille Sandrine Ségolène Aurélie|Thibault Grégoire Loïc Baptiste Mathis|Lefebvre Garnier Rousseau Chevalier Mercier Faure Barbier Lemaire
es-MX|gf|s|Guadalupe Ximena Araceli Itzel Yolanda|Jesús Rigoberto Octavio Ulises Humberto|Hernández Villaseñor Zúñiga Cárdenas Pacheco Ibarra Salgado Olvera
es-US|gf|s|Yesenia Marisol Daisy Leticia Jazmín|Cristian Efraín Nelson Adrián Osvaldo|Gutiérrez Montoya Quintanilla Arredondo Treviño Saldívar Villarreal Esparza
es-CO|gf|s|Yuliana Marcela Catalina Lina Paola|Jhon Wilmer Andrés Yeison Sebastián|Restrepo Londoño Ospina Cardona Giraldo Zapata Valencia Arango
es-PR|gf|s|Yaritza Nilda Migdalia Coral Keishla|Edgardo,Yadiel,Luis Ángel,Heriberto,Wilfredo|Rivera Colón Figueroa Santiago Velázquez Maldonado Rosado Negrón
es-CU|gf|s|Yusimí Odalys Mayelín Yanelis Dayana|Yoandri Osniel Raidel Yunier Lázaro|Fuentes Leyva Céspedes Labrada Pupo Cabrera Batista Guerra
es-DO|gf|s|Altagracia Yokasta Milagros Yudelka Anyelina|Fausto Ramón Wascar Yeury Nelson|Peña Encarnación Almonte Paulino Ventura Mejía Taveras Báez
es-AR|gf|s|Florencia Agustina Micaela Romina Valeria|Facundo Gonzalo Matías Leandro Ezequiel|Pereyra Benítez Aguirre Sosa Ferreyra Quiroga Acosta Medina
es-ES|gf|s|Nerea Ainhoa Montserrat Inmaculada Rocío|Íñigo Alejandro Borja Jordi Álvaro|Fernández de Castro,Sáez,Iglesias,Garrido,Lozano,Cuesta,Vidal,Arroyo
es-PE|gf|s|Rosmery Maribel Yessenia Milagros Ruth|Percy,Wilber,Édison,Julio César,Nilton|Quispe Mamani Huamán Condori Chávez Ccahuana Flores Inga
es-SV|gf|s|Xiomara Karla Yanira Morena Delmy|Nelson Wilfredo Mauricio Salvador Jaime|Alvarenga Mejía Portillo Hernández Ayala Reyes Orellana Menjívar
es-GT|gf|s|Sucely Ingrid Heidy Lesbia Floridalma|Byron Erick Otto Marvin Selvin|Coyoy Tzoc Ixcot Morales Pérez Sicán Ajú Chumil
pt-BR|gf|s|Thaís Letícia Jéssica Raquel Francisca|Thiago Wellington Caio Renato Anderson|Nascimento Cavalcanti Rodrigues Bezerra Albuquerque Moura Siqueira Teixeira
pt-PT|gf|s|Inês Beatriz Leonor Matilde Joana|Duarte Tiago Gonçalo Rui Vasco|Magalhães Carvalho Sequeira Pinto Antunes Lourenço Frade Quaresma
it|gf|s|Federica Ilaria Giorgia Serena Nicoletta|Gianluca Massimo Fabrizio Raffaele Ettore|Dell'Orto,Caruso,Santoro,Bianchi,Ferraro,Lombardo,Mancini,Lo Bianco
de|gf|s|Annika Franziska Svenja Ingrid Katrin|Jörg Matthias Kai-Uwe Florian Wolfgang|Schäfer Hoffmann Brückner Vogt Krüger Zimmermann Weiß Haas
nl|gf|s|Femke Marloes Annelies Sanne Ineke|Joost Pieter-Jan Bram Wouter Gijs|van den Berg,de Vries,Bakker,Janssen,Visser,van Dijk,Smit,Mulder
pl|gf|s|Agnieszka Małgorzata Katarzyna Zofia Joanna|Grzegorz Krzysztof Wojciech Tomasz Łukasz|Wiśniewski Kowalczyk Zieliński Szymański Woźniak Dąbrowski Kamiński Lewandowski|Wiśniewska Kowalczyk Zielińska Szymańska Woźniak Dąbrowska Kamińska Lewandowska
cs|gf|s|Lenka Jana Tereza Kateřina Petra|Jiří Ondřej Vojtěch Radek Miroslav|Dvořák Novotný Procházka Kučera Veselý Horák Černý Pokorný|Dvořáková Novotná Procházková Kučerová Veselá Horáková Černá Pokorná
sk|gf|s|Zuzana Veronika Ľubica Martina Silvia|Ľubomír Peter Marek Dušan Juraj|Kováč Baláž Horváth Šimko Hudák Kollár Tóth Oravec|Kováčová Balážová Horváthová Šimková Hudáková Kollárová Tóthová Oravcová
hu|fg|s|Zsófia Ildikó Krisztina Erzsébet Réka|Gábor Zoltán Bence Levente Csaba|Nagy Kovács Szabó Farkas Balogh Papp Takács Vörös
ro|gf|s|Ioana Andreea Mihaela Roxana Cristina|Bogdan Mihai Radu Ionuț Cătălin|Popescu Ionescu Dumitrescu Stoica Munteanu Constantin Moldovan Ciobanu
hr|gf|s|Ivana Marija Petra Snježana Dubravka|Goran Krešimir Hrvoje Damir Zvonimir|Horvat Babić Jurić Knežević Kovačević Marić Vuković Perić
sl|gf|s|Nataša Urška Špela Mojca Tjaša|Matjaž Rok Primož Blaž Aleš|Novak Kranjc Zupančič Potočnik Mlakar Vidmar Kos Golob
sq|gf|s|Arbëresha Elira Mirela Drita Blerta|Arben Ilir Dritan Besnik Gëzim|Hoxha Krasniqi Shehu Gashi Berisha Dervishi Leka Kelmendi
lt|gf|s|Rūta Aistė Giedrė Inga Eglė|Mindaugas Darius Tomas Žygimantas Rimantas|Kazlauskas Petrauskas Jankauskas Stankevičius Vasiliauskas Žukauskas Butkus Paulauskas|Kazlauskienė Petrauskienė Jankauskienė Stankevičienė Vasiliauskienė Žukauskienė Butkienė Paulauskienė
lv|gf|s|Ilze Kristīne Baiba Līga Zane|Jānis Māris Andris Edgars Valdis|Bērziņš Kalniņš Ozoliņš Liepiņš Krūmiņš Zariņš Pētersons Vītols|Bērziņa Kalniņa Ozoliņa Liepiņa Krūmiņa Zariņa Pētersone Vītola
et|gf|s|Kadri Triinu Liis Maarja Piret|Tõnu Rein Priit Margus Siim|Tamm Saar Sepp Mägi Kask Rebane Ilves Kukk
fi|gf|s|Päivi Satu Tuulikki Riikka Hannele|Jukka Teemu Ville Pekka Antti|Virtanen Mäkinen Heikkinen Koskinen Järvinen Lehtonen Hämäläinen Salminen
sv|gf|s|Ingela Malin Åsa Sofie Linnea|Björn Pelle Mattias Göran Anders|Lindqvist Söderberg Bergström Nyström Åkesson Sundberg Forsberg Holmgren
nb|gf|s|Solveig Ingvild Tonje Kari Marit|Eirik Håkon Sindre Øyvind Torstein|Haugen Bakken Solberg Strand Kvamme Lien Ødegård Berntsen
da|gf|s|Mette Rikke Signe Lærke Birgitte|Søren Rasmus Mads Jesper Kasper|Sørensen Nørgaard Kjær Thygesen Bækgaard Lund Dalsgaard Vestergaard
is|gf|g|Guðrún Sigríður Ásdís Hrafnhildur Þórdís|Sigurður Guðmundur Þórður Kjartan Ólafur|Jónsdóttir Sigurðardóttir Ragnarsdóttir Magnússon Einarsson Þórhallsson Gíslason Hauksdóttir
ga|gf|s|Gráinne Saoirse Méabh Caoimhe Síle|Pádraig Ruairí Séamus Tadhg Donncha|Ó Flaithearta,Mac Con Iomaire,Ó Céidigh,Ó Murchú,Ó Gallchóir,Mac Fhlannchadha,Ó Conghaile,Mac Donncha|Ní Fhlaithearta,Nic Con Iomaire,Ní Chéidigh,Ní Mhurchú,Ní Ghallchóir,Nic Fhlannchadha,Ní Chonghaile,Nic Dhonncha
gd|gf|s|Seonag Mòrag Ceitidh Anndra Catrìona|Dòmhnall Calum Iain Ruairidh Coinneach|MacLeòid,MacAoidh,Moireasdan,MacDhòmhnaill,Caimbeul,MacIlleathain,Mac an t-Saoir,Friseal
cy|gf|s|Angharad Eleri Nia Seren Llinos|Dafydd Gruffydd Iwan Emyr Rhodri|ap Gwilym,Prydderch,Llewellyn,Bowen,Parry,Pugh,Vaughan,Gruffudd
mt|gf|s|Marija Josette Doreen Rita Antonella|Ġorġ Mario Kurt Ċensu Rodrick|Camilleri Borg Zammit Vella Farrugia Grech Micallef Azzopardi
eu|gf|s|Amaia Itziar Nahia Garazi Miren|Iker Unai Aitor Gorka Xabier|Etxeberria Agirre Goikoetxea Zubizarreta Arrieta Urrutia Elizondo Olaizola
ca|gf|s|Núria Montse Mireia Laia Meritxell|Jordi Pau Oriol Quim Arnau|Puigvert Vilaseca Ferrer Soler Rovira Casals Bosch Pujol
tr|gf|s|Ayşe Zeynep Gülşen Elif Şebnem|Mehmet Oğuz Emre Barış Cengiz|Yılmaz Öztürk Çelik Aydın Şahin Doğan Kılıç Arslan
az|gf|s|Günel Aytən Leyla Nərmin Səbinə|Elvin Rəşad Orxan Tural Vüqar|Məmmədov Əliyev Hüseynov Quliyev Həsənov Rzayev İsmayılov Cəfərov|Məmmədova Əliyeva Hüseynova Quliyeva Həsənova Rzayeva İsmayılova Cəfərova
uz|gf|s|Dilnoza Gulnora Shahnoza Malika Nodira|Jasur Otabek Sardor Bekzod Shuhrat|Karimov Rahimov Yusupov Tursunov Ergashev Saidov Nazarov Qodirov|Karimova Rahimova Yusupova Tursunova Ergasheva Saidova Nazarova Qodirova
tl|gf|s|Maricel Rowena Analyn Divina Lorna|Rommel Jericho Arnel Dondon Reynaldo|Dimaculangan Macaraeg Santiago Bautista Pangilinan Lacsamana Dizon Manalastas
ceb|gf|s|Jinky,Rubylyn,Cherry Mae,Glaiza,Lovely|Junrey Roel Jhonrey Ariel Nonito|Cabahug Alferez Tabanao Lumapas Dagatan Cuizon Gabutan Bacalso
ilo|gf|s|Marites Floresita Jovelyn Remedios Lorie|Domingo Arsenio Romeo Jovito Eduardo|Agbayani Pascua Ragasa Tabaquero Bumanglag Galapon Ramos Ulep
id|gf|g|Siti Dewi Ratna Wulan Endah|Bambang Agus Budi Dimas Eko|Susanto Wijaya Hartono Nugroho Setiawan Kusuma Pratama Santoso
ms|gf|g|Nurul Aisyah,Siti Hajar,Farah Aminah,Nur Izzati,Aina Sofea|Ahmad Faizal,Muhammad Hafiz,Zulkifli,Amirul Hakim,Mohd Azlan|bin Ismail,bin Hassan,bin Abdullah,bin Yusof,bin Razak,bin Omar,bin Salleh,bin Rahman|binti Ismail,binti Hassan,binti Abdullah,binti Yusof,binti Razak,binti Omar,binti Salleh,binti Rahman
vi|fg|g|Thị Lan,Ngọc Anh,Thu Hằng,Mai Phương,Thanh Tâm|Văn Hùng,Minh Tuấn,Quốc Bảo,Đức Thắng,Hoàng Nam|Nguyễn,Trần,Lê,Phạm,Huỳnh,Võ,Đặng,Bùi
sw|gf|s|Neema Zawadi Rehema Mwanaisha Subira|Baraka Juma Hamisi Omari Bakari|Mwakilema Kombo Mwinjuma Said Msuya Lyimo Mrema Kitwana
ki|gf|s|Wanjiru Nyambura Wairimu Njeri Wangari|Kamau Njoroge Mwangi Kariuki Gitau|Ng'ang'a Kiprono Muriuki Waweru Gichuki Kinyanjui Macharia Ndung'u
luo|gf|s|Akinyi Atieno Adhiambo Awino Achieng|Otieno Odhiambo Onyango Ouma Okoth|Ochieng' Owino Oduor Omondi Ogola Obiero Okello Oyugi
yo|gf|s|Adeola Folasade Oluwakemi Yetunde Morenike|Babatunde Olumide Ayodele Oluwafemi Kayode|Adeyinka Oyelaran Fasanmi Oyediran Akinola Ogundipe Olatunji Adesanya
ig|gf|s|Ngozi Adaeze Chinwe Obiageli Nkechi|Ikenna Obinna Chukwuemeka Nnamdi Uchenna|Okafor Obi Nwosu Anyanwu Igwe Okeke Ezeani Nwankwo
ha|gf|s|Hauwa Zainab Hadiza Amina Rabi|Abubakar Usman Sani Musa Garba|Danjuma Yar'Adua Abdullahi Bello Sule Lawal Shehu Dankwambo
ak|gf|s|Akua Ama Afua Esi Adjoa|Kwaku Kwasi Kobina Fiifi Yaw|Antwi Frimpong Sarpong Adjei Opoku Gyamfi Appiah Bonsu
ee|gf|s|Enyonam Elikem Dzifa Sena Mawuena|Selorm Kafui Edem Senyo Delali|Agbeko Amenyo Kpodo Dzokoto Ahiable Tsikata Gbedemah Kuadey
zu|gf|s|Nomvula Thandeka Nonhlanhla Sibongile Zodwa|Sibusiso Themba Mandla Bongani Sifiso|Dlamini Zungu Mthembu Ngcobo Khumalo Shezi Cele Mkhize
xh|gf|s|Nomsa Lulama Ayanda Siphokazi Nosipho|Lwazi Luyolo Xolani Mzwandile Siyabonga|Mbekweni Qwabe Ngqula Mgwebi Sonjica Nqayi Dyantyi Mjoli
st|gf|s|Palesa Lerato Mpho Puleng Dineo|Teboho Tumelo Lehlohonolo Thabiso Rethabile|Mokoena Mofokeng Motaung Nthako Ramokhele Mohale Sello Letsie
tn|gf|s|Boitumelo Onalenna Kelebogile Tshegofatso Neo|Kabelo Tshepo Kgosi Oratile Lesego|Molefe Seretse Mothibi Kgosana Moagi Sebego Modise Tau
sn|gf|s|Rumbidzai Tendai Nyasha Chipo Tsitsi|Tafadzwa Tinashe Farai Takudzwa Kudakwashe|Moyo Chikwanha Mutasa Makoni Chigumba Mapfumo Zvavahera Marufu
ny|gf|s|Chikondi Tiyamike Madalitso Thokozani Mphatso|Chisomo Kondwani Yamikani Limbani Dalitso|Banda Phiri Mwale Chirwa Kalua Nyirenda Gondwe Mkandawire
so|gf|s|Hodan Faduma Ayaan Sahra Ubah|Abdirahman Mahad Liban Abdiwali Guled|Warsame Jama Farah Dualeh Hirsi Egal Abdi Samatar
om|gf|g|Chaltu Lalise Hawi Bontu Ebise|Gemechu Tolera Abdi Chala Lelisa|Gudina Tolosa Bekele Dibaba Fayisa Gutema Jaldessa Merga
wo|gf|s|Ndeye Aminata Fatou Khady Adama|Modou Cheikh Abdoulaye Babacar Ousmane|Ndiaye Diop Sarr Fall Mbaye Gueye Seck Thiam
ff|gf|s|Mariama Kadiatou Hawa Djenabou Aissatou|Mamadou Alpha Thierno Oumar Boubacar|Diallo Barry Bah Sow Baldé Jallow Kane Sy
ln|gf|s|Mbuyi Nsimba Ngalula Mbombo Kapinga|Tshibangu Kabasele Lokwa Ilunga Mbemba|Mukendi Kabongo Nsenga Mulumba Kalonji Mputu Bolamba Ekofo
rw|gf|s|Uwimana Mukamana Ingabire Umutoni Nyiraneza|Habimana Niyonzima Mugisha Nsengiyumva Bizimana|Hakizimana Ndayisaba Munyaneza Uwizeye Karangwa Rwigema Gatera Nshimiyimana
mg|gf|s|Voahangy Hanitra Lalaina Fara Tiana|Haja Rivo Mamy Tojo Hery|Rakotomalala Andrianarisoa Razafindrakoto Randriamampionona Rabemananjara Rasoanaivo Ravelomanana Andriamihaja
af|gf|s|Elmarie Riana Anneke Lientjie Sunette|Gert Johannes Wynand Hendrik Francois|du Toit,van der Merwe,Coetzee,Fourie,Oosthuizen,Venter,Nel,le Roux
ht|gf|s|Guerline Nadège Fabiola Widline Roseline|Wilguens Jean-Robert Frantz Ti-Jean Ricardo|Pierre-Louis Dorvil Exantus Jean-Baptiste Laguerre Saintil Desir Cadet
haw|gf|s|Leilani Kalani Noelani Keala Maile|Kekoa Kaimana Keoni Makoa Ikaika|Kahananui Kealoha Nakamura-Kahale Keawe Kamakau Kanahele Akana Kauwila
sm|gf|s|Lu'isa Fetu Salamasina Malia Siniva|Tavita Ioane Faleolo Sione Fa'afetai|Tuilagi Fa'alogo Leota Seiuli Afamasaga Tuiasosopo Mauga Leiataua
to|gf|s|Mele Salote Losaline Ana Heilala|Sione Tevita Viliami Siaosi Taniela|Fifita Tu'ipulotu Vaipulu Fonua Havili Moala Taufa Kioa
fj|gf|s|Litia Salote Makereta Losana Unaisi|Josefa Epeli Apisai Jone Waisale|Vunibola Naivalu Ravuvu Tuisawau Qalo Naisoro Delai Matanitobua
mi|gf|s|Huia Hinemoa Mereana Kahurangi Ngaire|Wiremu Rawiri Hemi Tamati Piripi|Te Whata,Parata,Rangitauira,Te Kani,Hēnare,Kereama,Tipene,Te Rangi
moh|gf|s|Kahentinetha Karonhienhawi Tehonikonrathe Kawennahere Onerahtokha|Tekaronhiake Kanentakeron Tehoragwanegen Aronhiawakon Rarihokwats|Deer Jacobs Horne Montour Diabo Lazare Norton Stacey
mic|gf|s|Mi'sel Mali Anne-Marie Pelagie Nancy|Sa'n Piel Wayne Noel Tuma|Paul Francis Marshall Prosper Gould Denny Bernard Doucette
oj|gf|s|Waaseyaa Ziibiwan Giizhigookwe Ogimaakwe Niibin|Migizi Makwa Animikii Waabishki Zhaawan|Kakegamic Meekis Sakchekapo Kejick Sutherland Beardy Fiddler Quequish
dak|gf|s|Winona Tasina Wakanyeja Chumani Hinto|Mato Wambli Tatanka Hehaka Ohitika|Two Crow,Brave Heart,Iron Hawk,Little Thunder,Yellow Bird,Good Shield,Runs Above,Fool Bull
nv|gf|s|Nizhoni Shandiin Yanaba Doli Ahiga|Hastiin Atsidi Naalnish Kee Delbert|Begaye Yazzie Tsosie Benally Nez Etsitty Bitsui Manygoats
qu|gf|s|Killa Sisa Inti Qori Wayta|Amaru Yupanqui Wayra Rumi Kusi|Huallpa Ttito Apaza Ccori Sutta Ayma Ccallo Mayta
nah|gf|s|Xochitl Citlali Yoloxochitl Nenetzin Metzli|Cuauhtli Tonatiuh Ehecatl Citlalli Itzcoatl|Tepoz Cuautle Tlatelpa Xicotencatl Ixtlahuac Texis Coyotl Ocelotl
kl|gf|s|Aviâja Naja Paninnguaq Arnaq Nivi|Aqqaluk Kaali Hans-Peter Inuteq Nuka|Lyberth Kleist Heilmann Petrussen Olsvig Motzfeldt Kristiansen Berthelsen
se|gf|s|Ánne Máret Risten Elle Sunná|Niillas Áslat Máhtte Ovllá Jovnna|Sara Gaup Eira Balto Hætta Utsi Somby Påve
ku|gf|s|Rojda Berivan Jiyan Dilan Hêvî|Rênas Zana Şêrko Azad Dilşad|Hesen Ehmed Berwarî Kurdî Zêbarî Tahir Mistefa Silêman
""".strip()
