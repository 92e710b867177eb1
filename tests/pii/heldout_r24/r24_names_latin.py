"""Latin-script locales typed for round 24: code|order|later|masculine given|feminine given|family.
order: gf given first, fg family first, mono a single name; later: s surname, g given name. ``_`` is a space."""

LATIN = """
en-CA|gf|s|Garrick Everett Quinlan Rowan|Marlowe Juniper Delphine Hollis|Ashworth Tremblay-Kerr Gillanders Moffatt Sproule Vickery
fr-CA|gf|s|Rémi Anatole Gaëtan Maxence|Océane Ginette Béatrice Loïane|Beauchemin Trottier Lévesque-Paré Gauvreau Boisvert Marchildon
en-US|gf|s|Harlan Colby Desmond Augustus|Shelby Rosalyn Tierney Margot|Kowalczyk-Hayes Benningfield Stroud Mayweather Culpepper Lindqvist
en-GB|gf|s|Alastair Jolyon Barnaby Toby|Philippa Clemency Rosamund Harriet|Fenwick Whitlock Throssell Cattermole Ridgeway Pagett
en-IE|gf|s|Ronan Tadhg Colm Eoin|Siobhán Gráinne Clodagh Sorcha|Ó_Súilleabháin Geraghty Mulcahy Mac_Giolla_Bhríde Hanratty Cusack
en-AU|gf|s|Kieran Rhys Baxter Jedda|Sienna Brianna Elke Tahlia|Ferraro-Lang Kingsbury Mulligan Treloar Doolan Cheeseman
en-NZ|gf|s|Nikau Angus Tamati Corey|Ngaire Maisie Kaia Briar|Ruawai McAlpine Gillespie-Taane Hurndell Torrance Weaver
cy|gf|s|Dafydd Iestyn Gethin Emyr|Ffion Angharad Eleri Gwenllian|ap_Rhys Pritchard Llewellyn Bowen Vaughan-Price Gruffydd
gd|gf|s|Tormod Dòmhnall Alasdair|Ciorstaidh Catrìona Peigi|MacAoidh NicCoinnich Mac_a'_Phearsain MacIlleathain
fr-FR|gf|s|Thibault Aurélien Grégoire Baptiste|Ségolène Capucine Mathilde Apolline|Vasseur Lemaire-Collin Delacourt Rivoal Moulinier Chabert
fr-BE|gf|s|Cédric Arnaud Lucien|Maëva Delphine Noémie|Vandenbroucke Dewulf Lambotte Verhaegen-Pire Goossens
de-DE|gf|s|Jörg Wolfram Henrik Malte|Wiebke Annegret Friederike Svenja|Brandstätter Oberhauser Kühnel Wendt-Lorenz Haberkorn Schlüter
de-AT|gf|s|Florian Leopold Gernot|Theresia Magdalena Veronika|Pichler Gruber-Haslinger Steinwender Moosbrugger Kofler
de-CH|gf|s|Reto Urs Beat Mattia|Seraina Corinne Nadja|Hürlimann Bachmann Zwicky Tschudi-Vogt Gisler
nl-NL|gf|s|Joost Maarten Sjoerd Bram|Femke Anouk Lieke Marieke|van_der_Heijden de_Groot Wijnands Kuipers-Bosch Meulenbelt Brouwer
lb|gf|s|Gilles Pitt Jhemp|Mireille Josée Fernande|Weydert Thill Kremer Schmit-Feltgen
fy|gf|s|Wytse Sjoerd Tsjalling|Jeltsje Froukje Baukje|Hiemstra Dijkstra Zijlstra-Bakker
it-IT|gf|s|Lorenzo Gianmarco Ettore Rocco|Ludovica Benedetta Ilaria Vittoria|Santangelo Bonfiglio Carrozza Ferrante-Lupo Marchetti Scapinelli
es-ES|gf|s|Íñigo Álvaro Jacobo Sergio|Itziar Macarena Covadonga Rocío|Villalobos_Ortega Sáez_Muñoz Carretero_Gil Ibarra_Pons Lozano_Vela
ca|gf|s|Jordi Oriol Pau Arnau|Montserrat Núria Meritxell Laia|Puigdemont_Serra Vilaró_Roca Casals_Ferrer Balcells_Pujol
eu|gf|s|Aitor Unai Mikel|Amaia Nerea Ainhoa|Etxeberria_Urkiola Goikoetxea_Arrieta Zubizarreta_Olano
gl|gf|s|Xoán Brais Uxío|Uxía Antía Iria|Outeiriño_Castro Feixoo_Rial Barreiro_Lema
pt-PT|gf|s|Duarte Tomás Gonçalo Afonso|Leonor Matilde Inês Beatriz|Magalhães_Antunes Sequeira_Lobo Quintela_Rebelo Vasconcelos_Amaral
pt-BR|gf|s|Thiago Caio Rodrigo Wellington|Thaís Lorena Fernanda Jussara|Albuquerque_Prado Nogueira_Campos Figueiredo_Lins Bittencourt_Rocha
es-MX|gf|s|Ulises Rigoberto Emiliano Isidro|Guadalupe Ximena Citlali Araceli|Castañeda_Ruiz Zavala_Ortiz Bustamante_León Villaseñor_Tapia
es-AR|gf|s|Facundo Gonzalo Agustín|Florencia Milagros Rocío|Bianchi_Aguirre Sosa_Giménez Pereyra_Lamas
es-CO|gf|s|Jhon_Fredy Wilmer Esteban|Yuliana Maritza Lorena|Cárdenas_Ospina Restrepo_Zuluaga Arboleda_Henao
es-PE|gf|s|Percy Edwin Yuri|Roxana Maribel Kely|Quispe_Mamani Huamán_Condori Ccahuana_Flores
es-CL|gf|s|Matías Benjamín Cristóbal|Javiera Constanza Catalina|Fuenzalida_Rojas Valdivia_Contreras Sepúlveda_Araya
es-VE|gf|s|Yorman Deivis Leonel|Yusmary Dayana Oriana|Guerrero_Briceño Chacón_Pernía Rondón_Mata
es-CU|gf|s|Yasiel Reinier Osmany|Yudelkis Mailén Odalys|Valdés_Pupo Fonseca_Peña Rivero_Cruz
es-DO|gf|s|Yunior Rafael Wander|Yokasta Altagracia Nairoby|Polanco_Reyes Almonte_Batista Tejada_Ureña
es-GT|gf|s|Edgar Byron Otto|Ingrid Heidy Sulma|Xicará_López Ajanel_Tzoc Barrios_Us
ht|gf|s|Wilner Jean-Robert Frantz|Mirlande Guerline Nadège|Pierre-Louis Désir Jean-Baptiste Saint-Fleur Dorsainvil
pap|gf|s|Shurendy Jurick Ruthmer|Shudeyra Giselle Raysa|Martis Rosaria Hooker Statia
pl|gf|s|Grzegorz Bartłomiej Wojciech Przemysław|Agnieszka Małgorzata Katarzyna Dorota|Wiśniewski Zając-Nowak Szczepański Grabowski Kaczmarek
cs|gf|s|Jiří Vojtěch Zdeněk|Kateřina Zuzana Radka|Dvořák Procházka Kratochvíl Šťastný
sk|gf|s|Matúš Ľubomír Radoslav|Ľubica Zdenka Miroslava|Kováč Horváth Baláž Oravec
hu|fg|s|Levente Zsolt Bence|Réka Zsófia Boglárka|Szabó Kovács Farkas Tóth-Vörös
ro|gf|s|Mihai Bogdan Sorin Dorin|Ioana Roxana Mădălina Irina|Popescu Constantinescu Dumitrașcu Munteanu
hr|gf|s|Krešimir Domagoj Tvrtko|Ivana Marija Snježana|Horvat Kovačević Babić Jurić
sl|gf|s|Matej Rok Gašper|Špela Tjaša Urška|Novak Krajnc Zupančič Potočnik
bs|gf|s|Adnan Emir Haris|Amra Selma Lejla|Hadžić Begović Mehmedović Kurtović
sq|gf|s|Arben Besnik Dritan|Blerina Elona Mimoza|Hoxha Krasniqi Berisha Gashi
lt|gf|s|Mindaugas Žygimantas Darius|Rūta Eglė Gintarė|Kazlauskas Petrauskas Jankauskas Žukauskas
lv|gf|s|Jānis Māris Edgars|Ilze Līga Zane|Bērziņš Kalniņš Ozoliņš Liepiņš
et|gf|s|Tõnis Margus Rasmus|Kadri Triin Liis|Tamm Saar Sepp Mägi
fi|gf|s|Juhani Tapio Eero Ville|Aino Kirsi Päivi Sanna|Heikkinen Koskinen Järvinen Lehtonen
sv|gf|s|Björn Anders Leif Gustav|Ingrid Sigrid Linnea Astrid|Lundqvist Bergström Holmberg Sjöberg
nb|gf|s|Eirik Sindre Ola Håkon|Solveig Tone Ragnhild Ingvild|Haugen Bakken Solberg Hovland
da|gf|s|Søren Jesper Mikkel|Mette Signe Ditte|Kjærgaard Mortensen Vestergaard Lauridsen
is|gf|g|Gunnar Sigurður Einar|Guðrún Sigríður Hildur|Þórsdóttir Jónsson Ragnarsdóttir Magnússon
fo|gf|s|Rógvi Sjúrður Bárður|Rannvá Guðrið Marjun|Joensen Hansen Poulsen Dahl
mt|gf|s|Ġorġ Ċensu Pawlu|Marija Rita Doris|Camilleri Borg Vella Farrugia
tr|gf|s|Emre Burak Kaan Oğuz|Elif Zeynep Gülşen Derya|Yılmaz Öztürk Çelik Aydoğan
az|gf|s|Elçin Rəşad Tural|Aytən Günel Sevinc|Məmmədov Əliyeva Hüseynov Quliyev
uz|gf|s|Otabek Sardor Jasur|Dilnoza Gulnora Nodira|Karimov Tursunova Yusupov Rahimov
vi|fg|s|Tuấn Dũng Khoa Minh|Thảo Ngọc Hương Trang|Nguyễn Trần Phạm Đặng
tl|gf|s|Rodel Jomar Arnel Dindo|Marites Jocelyn Rowena Lilibeth|Dimaculangan Macaraeg Bautista-Lim Pangilinan Dizon
ceb|gf|s|Junrey Ramil Nonoy|Cherry_Mae Lovely Ritchel|Abella Cabahug Labrador Ybañez
id|gf|s|Adi Bambang Rizky|Dewi Siti_Rahayu Putri|Wibowo Susanto Kusumawati Hidayat
ms|gf|g|Faizal Hafiz Azlan|Nurul Aisyah Farah|bin_Rahman binti_Ismail bin_Yusof binti_Hamid
jv|mono|g|Sutrisno Wagiman Suparno Mulyono|Sumarni Tukiyem Painem Suwarni|-
sw|gf|s|Baraka Juma Athumani|Neema Rehema Zawadi|Mwakyusa Kimaro Mollel Nyamwezi
yo|gf|s|Oluwaseun Babatunde Ayodeji|Titilayo Omolara Folasade|Adeyemi Olanrewaju Akinola Ogunleye
ig|gf|s|Chukwuemeka Obinna Ikenna|Ngozi Chiamaka Adaeze|Okonkwo Nwachukwu Eze Obi-Anyanwu
ha|gf|s|Abubakar Sani Musa|Hadiza Zainab Aisha|Danjuma Bello Garba Usman
zu|gf|s|Sipho Thulani Mandla|Nomvula Thandiwe Zanele|Dlamini Mkhize Zulu Ngcobo
xh|gf|s|Lwazi Siyabonga Luthando|Nomsa Ayanda Nosipho|Mthembu Nqadini Mbeki-Sotha Gqirana
af|gf|s|Pieter Johannes Hendrik|Annelie Marietjie Elmarie|van_Rensburg Botha Pretorius du_Plessis
so|gf|g|Abdirahman Liban Farhan|Hodan Ifrah Sahra|Warsame Farah Guled Jama
om|gf|g|Gemechu Tolosa Lemma|Chaltu Bontu Hawi|Gudina Fayisa Tufa
rw|gf|s|Jean_de_Dieu Eric Olivier|Uwase Mukamana Ingabire|Habimana Niyonzima Uwimana
ln|gf|s|Fiston Héritier Glody|Merveille Grâce Nathalie|Mbuyi Kabongo Lukusa-Mpoyi
wo|gf|s|Moussa Cheikh Mamadou|Awa Khady Ndèye|Ndiaye Diop Sow Faye
tw|gf|s|Kwame Kofi Yaw|Akosua Ama Abena|Mensah Asante Boateng Owusu
ee|gf|s|Selorm Elikem Dzifa|Enyonam Esinam Dzidzor|Agbeko Amegashie Kpodo
mg|gf|s|Hery Tiana Fidy|Voahangy Lalao Hanta|Rakotomalala Andrianarivo Razafindrabe
haw|gf|s|Kekoa Makana Ikaika|Leilani Noelani Malia|Kahananui Kealoha Akana
sm|gf|s|Tavita Sione Faleolo|Losaline Mele Sina|Tuilagi Fa'amausili Leota
to|gf|s|Sione Tevita Viliami|Salote Lesieli Ana|Taufa Fifita Havili
mi|gf|s|Wiremu Rāwiri Hēmi|Mereana Hinewai Ātaahua|Te_Whata Rangihuna Paewai
fj|gf|s|Josefa Ratu_Seru Mosese|Adi_Litia Mereani Salanieta|Naivalu Tuilevuka Raduva
iu-Latn|gf|s|Joanasie Pauloosie Tommy|Leetia Meeka Annie|Akavak Qillaq Nuqingaq
cr-Latn|gf|s|Kenneth Wayne Darcy|Delphine Charlene Loretta|Cardinal Bearshield Badger Kakakaway
oj-Latn|gf|s|Waabanong Dwayne Leon|Giizhigokwe Tina Roxanne|Nahwegahbow Pelletier Migwans Ashkewe
moh|gf|s|Tehoniehtathe Wahéhshon Karonhiio|Kahentinetha Kawennanoron Tsiorakwisen|Diabo Jacobs McComber
mic|gf|s|Noel Alwin Blaise|Mary_Rose Starr Kaylee|Paul Sylliboy Francis Googoo
nv|gf|s|Hosteen Delbert Kee|Darlene Bernadine Verna|Begay Yazzie Tsosie Benally
qu|gf|s|Wayra Illari Amaru|Killa Sisa Inti|Quispe_Huamán Mamani_Yupanqui Ccori
gn|gf|s|Arami Tupã Ñandu|Jasy Porã Yvoty|Benítez_Aquino Ramírez_Ortellado
kea|gf|s|Djon Nelson Zezinho|Nha_Fátima Lurdes Dany|Tavares Fortes Semedo
rm|gf|s|Gion Curdin Men|Ladina Chatrina Mengia|Caviezel Sialm Tuor
br|gf|s|Yann Gwenolé Erwan|Gwenaëlle Nolwenn Soazig|Le_Goff Kerbrat Le_Bihan
co|gf|s|Ghjuvan Paulu Ghjiseppu|Maria_Ghjuvanna Ghjulia|Santoni Colonna_d'Istria Paoli
"""
