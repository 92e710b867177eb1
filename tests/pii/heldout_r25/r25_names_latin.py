"""Latin-script locales typed for round 25: code|order|later|masculine given|feminine given|family.
order: gf given name first, fg family name first, mono one name, bin given + bin/binti + father's name.
later: s the surname, g the given name. ``_`` is a space; ``M/F`` a family name with a feminine form."""

LATIN = """
en-CA|gf|s|Brennan Calloway Dorian Fitzgerald|Brielle Kendra Saoirse Thea|MacInnis Oulton Pettigrew Haldane Rutledge-Ng
fr-CA|gf|s|Jean-Sébastien Mathis Éloi Félix-Antoine|Maïka Rosalie Anne-Sophie Élodie|Bélanger-Roy Thibodeau Ouellette Desrosiers Lachance
iu-Latn|gf|s|Joanasie Pauloosie Jaypeetee|Oopah Leesee Sheojuk|Akeeagok Qaqqasiq Ningeocheak Ipeelee
cr-Latn|gf|s|Darcy Wesley Clifford|Roseanne Delphine Shania|Kakakaway Wapass Ahenakew Sewepagaham
oj-Latn|gf|s|Nodin Makwa Giizhig|Waaseyaa Ziigwan Biidaaban|Kakegamic Meekis Ningewance Assinewe
mic|gf|s|Nolan Tyrone Jesse|Nadine Cheryl Marlena|Googoo Denny Paul-Gould Francis-Augustine
moh|gf|s|Karonhiaktatie Teioswathe Aronhiawakon|Kahsennenhawe Konwatsitsawi Tewentahawihta|Diabo Montour McComber Jacobs-Horn
den|gf|s|Noel Raymond Archie|Bernadette Lorraine Therese|Catholique Drygeese Mandeville Lafferty
crg|gf|s|Ambroise Louison Pascal|Marie-Rose Philomène Angélique|Laframboise Dumontier Falcon Pelletier-Boyer
haw|gf|s|Keoni Kainoa Makoa|Leilani Noelani Mahina|Kahananui Kealoha Nakoa Kamakau
nv|gf|s|Darrell Kee Lorenzo|Shandiin Nizhoni Doli|Benally Yellowhair Tsinajinnie Etsitty
lkt|gf|s|Russell Darnell Chaske|Winona Tasina Wichapi|Two_Bulls Iron_Shell Janis Brave_Heart
en-US|gf|s|Tucker Grayson Holden Beauregard|Paisley Marlee Kinsley Delaney|Whitacre Pendergrass Hollister Okafor-Burke Tillman
es-PR|gf|s|Yadiel Jeremías Ángel_Luis|Keishla Yarimar Nilsa|Rivera_Cintrón Vélez_Quiñones Marrero_Ayala
es-SV|gf|s|Kevin_Alexander Josué Wilfredo|Yesenia Marleny Glenda|Alvarenga_Chicas Portillo_Argueta Menjívar_Cruz
es-HN|gf|s|Darwin Elvin Nahúm|Dilcia Xiomara Keyla|Banegas_Flores Maradiaga_Sierra Rosales_Paz
ht|gf|s|Fritznel Lesly Ricardo|Marjorie Kettly Roseline|Lamothe Étienne Bellegarde Jean-Charles Delva
es-MX|gf|s|Abundio Rutilio Heriberto|Yazmín Itzel Rosalba|Huerta_Galindo Cervantes_Moreno Olvera_Peña
es-ES|gf|s|Borja Rubén Hugo|Almudena Begoña Lucía|Gallardo_Ferrer Montero_Prieto Herrera_Campos
ca|gf|s|Quim Marçal Guillem|Mireia Roser Aina|Roig_Planas Ribas_Soler Bosch_Vidal
eu|gf|s|Iker Gorka Jon|Maialen Garazi Irati|Agirre_Lasa Mendizabal_Iriarte Larrañaga_Elorza
gl|gf|s|Anxo Roi Fiz|Sabela Noa Alba|Seoane_Vilas Loureiro_Pazos Carballo_Sanmartín
pt-PT|gf|s|Rui Vasco Nuno|Carolina Joana Mafalda|Cardoso_Pinheiro Tavares_Seixas Carvalho_Lopes
pt-BR|gf|s|Anderson Cleiton Jefferson|Daiane Kátia Raíssa|Souza_Barbosa Moreira_Dantas Cavalcanti_Neves
pt-AO|gf|s|Adilson Manuel Kiala|Luzia Esperança Ndalu|Mbemba Cassule Nzau Kiluange
es-AR|gf|s|Nahuel Lautaro Franco|Candela Agustina Julieta|Ferreyra_Aguilar Rossi_Benítez Ledesma_Paz
es-CO|gf|s|Yeison Duván Hernán|Leidy Yurani Paola|Montoya_Gaviria Ríos_Betancur Salazar_Quintero
es-PE|gf|s|Jhonatan Wilber Amaru|Yeni Milagros Rosaura|Ticona_Apaza Chambi_Coaquira Huanca_Layme
es-CL|gf|s|Vicente Bastián Joaquín|Antonia Fernanda Trinidad|Fuentes_Muñoz Oyarzún_Soto Henríquez_Vergara
es-VE|gf|s|Wuilmer Jesús_Alberto Reinaldo|Yeraldín Mariángel Zuleima|Marcano_Rojas Villarroel_Parra Lugo_Salcedo
es-CU|gf|s|Yoandri Lázaro Dairon|Yanelis Dayamí Arletys|Hechavarría_Soler Betancourt_Garcés Milián_Ortega
es-DO|gf|s|Anyelo Starlin Kelvin|Yanilsa Rosanna Dilenia|Peralta_Jiménez Guzmán_Castillo Féliz_Mateo
es-GT|gf|s|Mynor Selvin Ottoniel|Wendy Lesbia Irma|Cojtí_Sajché Son_Turnil Morales_Pop
qu|gf|s|Wayra Inti Yupanki|Killa Sisa Nina|Huallpa_Tupa Choquehuanca_Cusi Sullca_Ayma
es-PY|gf|s|Osvaldo Derlis Ever|Lilian Nidia Mirna|Cabañas_Giménez Ortiz_Acosta Villalba_Duarte
en-JM|gf|s|Dwayne Kemar Rushane|Shanice Tashana Kerry-Ann|Morrison-Beckford Thwaites Chambers Ebanks
en-TT|gf|s|Akiel Keron Nigel|Kerisha Anya Sherlan|Rampersad Boodoo Maharaj-Ali Joseph-Cudjoe
en-GB|gf|s|Rupert Ollie Callum|Imogen Poppy Tabitha|Hargreaves Pilkington Entwistle Cartwright Ogunleye-Smith
en-IE|gf|s|Cathal Oisín Fiachra|Aoife Niamh Caoimhe|Brophy Tierney Costigan Mac_Suibhne
gd|gf|s|Ruairidh Calum Seumas|Màiri Ealasaid Oighrig|MacDhòmhnaill Moireach Caimbeul
cy|gf|s|Rhodri Iwan Gareth|Lowri Nia Catrin|Huws Parry Jenkins-Rees ab_Owain
en-AU|gf|s|Lachlan Hamish Brodie|Matilda Georgie Tegan|Pearce Lovegrove Dunstan Vella-Hartigan
en-NZ|gf|s|Fraser Nico Ihaia|Georgia Mereana Kauri|Parata-Hughes Sinclair Te_Whata Bidois
mi|gf|s|Wiremu Rāwiri Hēmi|Mere Hine Anahera|Pōtaka Tūhiwai Maniapoto Kereama
sm|gf|s|Tavita Fa'amoe Siaosi|Losa Sieni Malia|Leota Fonoti Sapolu Aumua
to|gf|s|Sione Tevita Viliami|Mele Salote Ana|Fifita Havili Taufa Lolohea
fj|gf|s|Jone Semisi Waisale|Litia Mereseini Unaisi|Tuivaga Vakacegu Naisoro Delana
en-ZA|gf|s|Riaan Duncan Grant|Chantelle Bianca Candice|Abrahams Fortuin Daniels Petersen
af|gf|s|Wikus Hendrik Jaco|Marelize Annelie Elmarie|du_Toit Venter Oosthuizen Steyn
zu|gf|s|Sibusiso Mandla Bongani|Nomvula Thandeka Zanele|Dlamini Mkhize Ngcobo Mthembu
xh|gf|s|Lwazi Siyabonga Luvuyo|Asanda Ntombizodwa Lindiwe|Qwabe Gxowa Ntshona Dyantyi
st|gf|s|Thabo Teboho Mpho|Palesa Lerato Dineo|Mokoena Mofokeng Moloi Letsie
yo|gf|s|Adebayo Olumide Babatunde|Folasade Temitope Abimbola|Adeyemi Ogunbiyi Akinwale Oyelaran
ig|gf|s|Chinedu Obinna Ikechukwu|Ngozi Adaeze Chiamaka|Nwosu Eze Anyanwu Obiora
ha|gf|s|Abubakar Usman Sani|Zainab Hauwa Rakiya|Danjuma Bello Abdullahi Garba
tw|gf|s|Kwame Kofi Yaw|Ama Akosua Abena|Mensah Asante Owusu Boateng
ee|gf|s|Kodzo Selasi Elikem|Dzifa Enyonam Akpene|Agbeko Kpodo Dzidzienyo Adzraku
wo|gf|s|Moustapha Cheikh Ibrahima|Aminata Ndèye Awa|Ndiaye Diop Faye Gueye
sw|gf|s|Baraka Juma Hamisi|Neema Rehema Zawadi|Mwakyusa Kimaro Massawe Lyimo
ki|gf|s|Kamau Njoroge Mwangi|Wanjiru Nyambura Wambui|Kariuki Gitau Waweru Muriuki
luo|gf|s|Otieno Ochieng Onyango|Akinyi Atieno Awino|Odhiambo Owino Oduor Ouma
so|gf|s|Abdirahman Liban Farhan|Hodan Faduma Ayaan|Warsame Jama Egal Nuur
mg|gf|s|Andry Tahina Hery|Voahangy Hanta Lalao|Rakotomalala Randriamampianina Rasoanaivo Andrianarisoa
rw|gf|s|Olivier Innocent Aimable|Clarisse Vestine Solange|Nsengiyumva Habimana Niyonzima Bizimana
ln|gf|s|Dieudonné Blaise Fiston|Grâce Ornella Bijou|Tshibangu Kalonji Ilunga Mukendi
fr-FR|gf|s|Timothée Gaspard Loïc|Solène Bérénice Clémence|Fontaine-Lebrun Giraud Maréchal Chevallier Perrin
fr-BE|gf|s|Jérôme Quentin Benoît|Aurore Laurence Coralie|Dethier Henrotte Vanderelst Colignon
fr-CH|gf|s|Yannick Cyril Loris|Mégane Séverine Laetitia|Rochat Favre Perroud Cuennet
br|gf|s|Yann Goulven Erwan|Nolwenn Gwenaëlle Maïwenn|Le_Gall Kerjean Le_Bihan Quéré
de-DE|gf|s|Dirk Torsten Lennart|Heike Antje Britta|Pfannkuch Böttcher Hellwig Ziegenbein Seidel-Kraus
de-AT|gf|s|Lukas Dominik Harald|Johanna Gerlinde Sabine|Auer Hinterberger Wallner Zangerl
de-CH|gf|s|Adrian Fabian Cla|Ladina Rahel Fränzi|Zürcher Graf Caduff Odermatt
lb|gf|s|Mett Jos Raoul|Nathalie Mady Colette|Reuter Wagner-Hoffmann Ries Kieffer
rm|gf|s|Men Gian Flurin|Annatina Mengia Ursina|Casty Bezzola Vital Padrutt
nl-NL|gf|s|Koen Ruud Hidde|Sanne Jorien Eline|van_Dam Verbeek de_Wit Mulder-Hendriks
nl-BE|gf|s|Wout Stijn Jens|Lotte Febe Ine|Vermeulen Claes De_Smet Van_Acker
fy|gf|s|Hylke Jelle Douwe|Tryntsje Antsje Gerbrich|Hoekstra Wiersma Postma
it-IT|gf|s|Gennaro Carmine Davide|Chiara Serena Assunta|Esposito Lombardi Cirillo Paternò-Ruggieri
mt|gf|s|Karmenu Ġorġ Kurt|Josette Ġanna Doreen|Borg Camilleri Farrugia Żammit
pl|gf|s|Tadeusz Krystian Mirosław|Jadwiga Halina Ewelina|Jabłoński/Jabłońska Wróbel Pawlak Sikora
cs|gf|s|Jiří Radek Ondřej|Lenka Jitka Zuzana|Dvořák/Dvořáková Procházka/Procházková Černý/Černá Kratochvíl/Kratochvílová
sk|gf|s|Marek Peter Juraj|Katarína Janka Ľubica|Horváth/Horváthová Kováč/Kováčová Šimko/Šimková
hu|fg|s|Zoltán Gábor Levente|Erzsébet Ildikó Zsófia|Nagy Kovács Tóth Szabó-Fekete Halász
ro|gf|s|Ionuț Mihai Bogdan|Ioana Andreea Roxana|Popescu Ionescu Dumitrescu Munteanu
sl|gf|s|Matej Rok Gašper|Špela Nika Urška|Novak Kos Zupančič Krajnc
hr|gf|s|Tomislav Dario Ante|Ivona Mateja Dubravka|Babić Jurić Knežević Perić
bs|gf|s|Emir Adnan Haris|Amra Lejla Selma|Hodžić Mehmedović Delić Begović
sr-Latn|gf|s|Vuk Dejan Stefan|Jovana Tijana Milena|Đorđević Ilić Pavlović Lazić
sq|gf|s|Arben Fatos Dritan|Mimoza Elira Blerta|Krasniqi Gashi Shehu Dervishi
lt|gf|s|Mindaugas Darius Tomas|Rūta Aistė Jurgita|Kazlauskas/Kazlauskienė Petrauskas/Petrauskienė Jankauskas/Jankauskienė
lv|gf|s|Jānis Kārlis Edgars|Ilze Līga Dace|Bērziņš/Bērziņa Ozoliņš/Ozoliņa Kalniņš/Kalniņa
et|gf|s|Margus Tõnu Rein|Kadri Triin Maarika|Tamm Saar Sepp Mägi
fi|gf|s|Juhani Teemu Ville|Aino Satu Tuulikki|Virtanen Mäkinen Heikkinen Järvinen
sv|gf|s|Björn Anders Linus|Ebba Sigrid Linnea|Lindberg Åkesson Nyström Sandell
nb|gf|s|Eirik Håkon Sindre|Ingrid Ragnhild Synnøve|Haugen Bakken Solberg Kvalheim
da|gf|s|Mads Rasmus Søren|Mette Signe Karoline|Mikkelsen Østergaard Thomsen Kjærgaard
is|gf|g|Gunnar Þórður Einar|Sigríður Guðrún Katrín|Magnússon/Magnúsdóttir Sigurðsson/Sigurðardóttir Ólafsson/Ólafsdóttir
tr|gf|s|Emre Burak Onur|Elif Zeynep Gülşen|Yılmaz Demir Şahin Çelik Öztürk
az|gf|s|Elvin Rauf Tural|Aygün Leyla Nərmin|Məmmədov/Məmmədova Əliyev/Əliyeva Hüseynov/Hüseynova
uz|gf|s|Jasur Sardor Bekzod|Dilnoza Malika Shahlo|Karimov/Karimova Rashidov/Rashidova Yusupov/Yusupova
ku|gf|s|Şêrko Azad Rojhat|Berfîn Rojda Nûjiyan|Xelîl Baran Serhed Rêber
kab|gf|s|Mohand Lounès Arezki|Tassadit Lynda Ouardia|Aït_Kaci Ouali Hamdi Belkacem
ar-MA|gf|s|Hicham Abdelilah Driss|Khadija Salma Ghizlane|El_Idrissi Benjelloun Alaoui Tazi
vi|fg|g|Văn_Minh Đức_Tuấn Quang_Huy|Thị_Hương Ngọc_Anh Thu_Trang|Trần Lê Phạm Hoàng Vũ
id|gf|s|Budi Agus Hendra|Dewi Ratna Sri_Wahyuni|Santoso Wijaya Kurniawan Hidayat
jv|mono|g|Suparman Slamet Tugiyo|Sumarni Painem Tukiyem|-
ms|bin|g|Hafiz Faizal Azlan|Nurul_Aina Siti_Khadijah Farah|Ismail Rahman Osman Hashim
tl|gf|s|Rodel Jericho Marvin|Maricel Jonalyn Rowena|Dimaculangan Macaraeg Pangilinan Buenaventura
ceb|gf|s|Junrey Rolando Cresente|Gemma Lourdes Analyn|Cabahug Sumalinog Tampus Lapiz
en-IN|gf|s|Rohan Siddharth Karan|Ananya Ishita Kavya|Kapoor Malhotra Iyer Bhattacharya
en-SG|fg|s|Wei_Jie Jun_Hao Kok_Leong|Hui_Min Xin_Yi Pei_Shan|Tan Lim Goh Teo
"""
