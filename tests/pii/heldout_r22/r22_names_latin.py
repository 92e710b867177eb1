"""Hand-typed Latin-script name lists for round 22: ``locale|flags|female ; male|families``.

Flags: ``sg`` family name written first, ``G`` later mentions use the given name, ``1`` one name only.
``_`` joins a multi-word family name; ``a/b`` is a masculine/feminine family pair."""

LATIN_TEXT = """
en-CA||Shauna Brielle Kristen Darlene Tamsin ; Garrett Dwayne Lachlan Brent Mitchell|Lefurgey McCallum Pettipas Brodeur-Hale Kowalchuk Tremblett
en-US||Kayleigh Marisol Tonya Brianna LaToya ; Tyrone Dustin Cody Jamal Wesley|Haskins Pruitt Whitfield Abernathy Delacroix-Boone Yoder
fr-CA||Maude Josiane Ariane Geneviève Noémie ; Étienne Jean-Sébastien Mathis Rémi Ghislain|Thibodeau Lachance Bergeron-Roy Gauthier Ouellet Pelletier
en-GB||Imogen Philippa Niamh Harriet Gemma ; Rupert Callum Alfie Desmond Ewan|Ainsworth Pemberton Thistlewood Hargreaves Oakley-Finch Braithwaite
en-IE||Aoife Siobhán Gráinne Clodagh Róisín ; Cathal Donncha Eoin Fiachra Tadhg|O'Donoghue Ní_Bhriain Mac_Giolla Keogh Fitzgerald Ó_Súilleabháin
en-AU||Tahlia Kirra Jacinta Brooke Shannon ; Lachlan Darcy Bodhi Kieran Brodie|Whitlam-Rees Carmody Tregear Moncrieff Pask Dunstan
en-NZ||Aroha Mereana Kiri Hayley Paige ; Wiremu Tane Corey Nikau Brayden|Ngata Te_Whata Pomare Hoskins Tamihana Rangi
cy||Eluned Gwenllian Ffion Angharad Nia ; Gruffydd Iolo Rhodri Dafydd Emrys|ap_Rhys Llewelyn Prydderch Bowen Cadwaladr Pugh
gd||Mòrag Catriona Eilidh Seonag Ishbel ; Ruaraidh Calum Tormod Dòmhnall Iain|MacLeòid Nic_a'_Phearsain MacAoidh Matheson Buchanan Urquhart
af||Anneke Elize Marlien Retha Suné ; Jaco Pieter-Jan Wikus Deon Hendrik|van_der_Merwe Steyn Botha Oosthuizen du_Plessis Cronjé
zu||Nomvula Thandeka Zanele Ayanda Lindiwe ; Sipho Bongani Mandla Themba Sandile|Dlamini Mthembu Zulu Ngcobo Khumalo Mkhize
xh||Nosipho Asanda Lulama Zodwa Siphokazi ; Luvuyo Xolani Mzwandile Lwazi Vuyani|Mbeki-Ntsho Qwabe Ndamase Gqirana Sigcau Nqweniso
yo||Adeola Folasade Yetunde Omolara Titilayo ; Babatunde Olumide Ayodeji Kehinde Oluwaseun|Adebayo Ogunleye Adeyemi Oyelaran Akinwande Balogun
ig||Chiamaka Ngozi Ifeoma Adaeze Uchechi ; Chukwuemeka Obinna Ikenna Nnamdi Ifeanyi|Okonkwo Nwosu Eze Obi-Okafor Chukwu Anyanwu
ha||Hauwa Zainab Fatima Amina Hadiza ; Abubakar Ibrahim Musa Sani Yusuf|Bello Danjuma Lawal Abdullahi Garba Usman
sw||Neema Rehema Zawadi Imani Amani ; Baraka Juma Hamisi Jabari Bakari|Mwakilema Salim Kombo Mrema Juma-Omari Lyimo
ki||Wanjiru Nyambura Wambui Njeri Wairimu ; Kamau Mwangi Njoroge Kariuki Gitau|Kimani Muriuki Ngugi Wachira Macharia Gathoni
luo||Akinyi Atieno Awuor Adhiambo Achieng ; Otieno Ochieng Onyango Odhiambo Owino|Oduya Ouma Okoth Omondi Were Ogola
ak||Akosua Abena Yaa Efua Ama ; Kwame Kofi Kwabena Yaw Kwaku|Mensah Boateng Asante Owusu Agyeman-Duah Ofori
ee||Enyonam Dzifa Sena Elikem Mawuena ; Kodzo Selasi Edem Senyo Komla|Agbeko Dzokoto Ahiabor Kpodo Amegashie Tsikata
so|G|Hodan Faadumo Sahra Ubah Ifrah ; Abdirahman Mahad Liban Guled Cabdi|Warsame Farah Jama Ismaaciil Cilmi Xasan
om|G|Caaltuu Lensa Biftu Hawi Obse ; Gammachuu Tolosa Abdiisa Lammii Boonsaa|Gudeta Tafarra Waaqjira Dhugumaa Birraa Jaatani
wo||Ndeye Awa Fatou Khady Mariama ; Moustapha Cheikh Abdoulaye Modou Serigne|Ndiaye Diop Faye Sarr Mbaye Gueye
ff||Kadiatou Hawa Oumou Djeneba Assanatou ; Mamadou Alpha Thierno Boubacar Ousmane|Diallo Barry Bah Sow Baldé Jalloh
ln||Mbuyi Nsimba Kalala Mpia Bolingo ; Kabongo Mukendi Lukusa Ilunga Nzuzi|Tshimanga Kasongo Mbala Nkongolo Lumbala Mulumba
rw||Uwase Mukamana Ingabire Umutoni Keza ; Habimana Niyonzima Mugisha Nshuti Hakizimana|Uwimana Nsengiyumva Bizimana Twagirayezu Rukundo Gatera
es-MX||Guadalupe Itzel Xóchitl Ximena Araceli ; Juan_Pablo Eduardo Joaquín Rigoberto Octavio|Hernández_Zamora Villaseñor Cuauhtémoc Ibarra Téllez Ochoa_Ruiz
es-ES||Begoña Nerea Itziar Rocío Montserrat ; Íñigo Álvaro Gonzalo Borja Fermín|García-Alcalá Echeverría del_Olmo Roldán Quintanilla Sáez_de_Ibarra
es-CO||Yuliana Marcela Paola Leidy Daniela ; Jhon_Fredy Wilmer Andrés Yesid Hernán|Restrepo Zuluaga Cárdenas Ospina Giraldo Arango_Vélez
es-AR||Agustina Florencia Milagros Lucía Romina ; Facundo Gastón Santiago Matías Nahuel|Fernández_Pizarro Benedetti Iturralde Sosa Pereyra Galarza
pt-BR||Thaís Luana Jéssica Raíssa Fernanda ; João_Victor Thiago Caio Rodrigo Washington|da_Silva Nascimento Gonçalves dos_Santos Carvalho_Lima Albuquerque
pt-PT||Inês Leonor Beatriz Matilde Carolina ; Duarte Tomás Rui Nuno Gonçalo|Magalhães Sousa_Tavares Rebelo Figueiredo Meireles de_Castro
it||Chiara Giulia Ilaria Benedetta Federica ; Lorenzo Matteo Gianluca Alessio Pierpaolo|Ferraro De_Luca Esposito Lombardi D'Alessandro Marchetti
de||Annika Friederike Mareike Sabine Jutta ; Jannik Torsten Florian Wolfgang Lukas|Schröder Weißmann von_Bülow Hoffmann-Krüger Brandt Zimmermann
nl||Femke Sanne Marieke Lotte Ilse ; Joost Bram Thijs Maarten Sjoerd|van_den_Broek de_Wit Jansen Bakker Visser van_Dijk
fr-FR||Clémence Margaux Solène Anaïs Éloïse ; Baptiste Timothée Hugo Aurélien Bastien|Lefebvre Rousseau Du_Pont Fournier Mercier-Lambert Chevalier
ht||Widline Nadège Mirlande Fabiola Guerline ; Wilner Jean-Robert Fritzner Ricardo Jocelyn|Pierre-Louis Jean-Baptiste Désir Charles Dorvil Célestin
pl||Agnieszka Małgorzata Katarzyna Zofia Joanna ; Grzegorz Krzysztof Piotr Wojciech Mateusz|Kowalski/Kowalska Wiśniewski/Wiśniewska Nowak Zieliński/Zielińska Wójcik Dąbrowski/Dąbrowska
cs||Markéta Lenka Tereza Zuzana Hana ; Jiří Ondřej Tomáš Vojtěch Radek|Dvořák/Dvořáková Novotný/Novotná Černý/Černá Procházka/Procházková Svoboda/Svobodová Kučera/Kučerová
sk||Lucia Miroslava Zuzana Katarína Jana ; Marek Ľubomír Peter Juraj Štefan|Horváth/Horváthová Kováč/Kováčová Varga/Vargová Baláž/Balážová Tóth/Tóthová Molnár/Molnárová
hu|sg|Zsófia Réka Eszter Boglárka Ildikó ; Bence Levente Zoltán Gergely Attila|Nagy Szabó Kovács Farkas Molnár Balogh
ro||Ioana Andreea Bianca Raluca Mihaela ; Mihai Bogdan Răzvan Sorin Cătălin|Popescu Ionescu Dumitrescu Stănescu Vasilescu Munteanu
hr||Ivana Marija Petra Dunja Mirela ; Ivan Tomislav Luka Darko Krešimir|Horvat Kovačević Babić Marić Jurić Novak
sl||Špela Nina Urška Maja Tjaša ; Matej Rok Gašper Jure Blaž|Kranjc Potočnik Zupančič Kovačič Mlakar Vidmar
lt||Rūta Eglė Gintarė Aistė Ieva ; Mindaugas Tomas Darius Vytautas Žygimantas|Kazlauskas/Kazlauskienė Petrauskas/Petrauskienė Jankauskas/Jankauskienė Stankevičius/Stankevičienė Vasiliauskas/Vasiliauskienė Žukauskas/Žukauskienė
lv||Ilze Līga Kristīne Dace Baiba ; Jānis Andris Mārtiņš Edgars Valdis|Bērziņš/Bērziņa Kalniņš/Kalniņa Ozoliņš/Ozoliņa Liepiņš/Liepiņa Krūmiņš/Krūmiņa Zariņš/Zariņa
et||Kadri Triin Piret Liis Kairi ; Tõnis Rein Margus Priit Indrek|Tamm Saar Sepp Mägi Kask Rebane
fi||Aino Noora Satu Päivi Hanna ; Juho Eetu Matti Janne Tapio|Virtanen Mäkinen Korhonen Nieminen Heikkilä Järvinen
sv||Linnéa Ebba Ingrid Maja Sofia ; Oskar Björn Gustav Linus Viktor|Lindqvist Bergström Åkesson Nyström Sjöberg Holm
no||Ingvild Solveig Kari Sigrid Ragnhild ; Håkon Eirik Sindre Øyvind Torbjørn|Haugen Bakke Solberg Hagen Strand Lie
da||Mette Signe Ditte Trine Birgitte ; Søren Rasmus Mads Jesper Kasper|Østergaard Nørgaard Mikkelsen Kjær Dahl Bech
is|G|Guðrún Sigríður Hrafnhildur Ásdís Þórdís ; Sigurður Gunnar Þórarinn Kristján Ólafur|Jónsdóttir Sigurðardóttir Magnússon Einarsson Þorsteinsdóttir Gíslason
eu||Ainhoa Nahia Irati Maialen Garazi ; Aitor Unai Gorka Ibai Mikel|Etxeberria Agirre Zubizarreta Goikoetxea Urrutia Larrañaga
ca||Montse Núria Laia Mireia Roser ; Jordi Pau Oriol Arnau Xavier|Puig Vilaró Casals i_Ferrer Bosch Soler
tr||Elif Zeynep Büşra Gülşen Ayşe ; Mehmet Emre Oğuz Burak Çağlar|Yılmaz Öztürk Çelik Şahin Aydın Kılıç
az||Aysel Günel Leyla Nərmin Səbinə ; Elvin Rəşad Orxan Tural Kamran|Məmmədov/Məmmədova Əliyev/Əliyeva Hüseynov/Hüseynova Quliyev/Quliyeva Həsənov/Həsənova Rzayev/Rzayeva
uz||Dilnoza Nilufar Gulnora Madina Sevara ; Jasur Sardor Otabek Bekzod Rustam|Karimov/Karimova Yusupov/Yusupova Toshmatov/Toshmatova Rahimov/Rahimova Aliqulov/Aliqulova Ergashev/Ergasheva
sq||Arta Besjana Drita Mimoza Vjosa ; Arben Driton Gentian Ilir Valon|Hoxha Krasniqi Berisha Gashi Shala Dervishi
bs||Amra Lejla Selma Merima Emina ; Adnan Haris Kenan Mirza Edin|Hadžić Begović Mehmedović Delić Kovač Husić
mt||Marija Rebekka Graziella Doreen Ritianne ; Ġorġ Kurt Mattew Ċensu Joseph|Borg Camilleri Vella Farrugia Grech Azzopardi
tl||Marites Rowena Jhoanna Precious Lovely ; Rodel Jomar Noel Ariel Bong|dela_Cruz Bautista Macaraeg Santiago Villanueva Dimaculangan
id|1|Sri_Wahyuni Rahayu Kartini Puspita Wulandari ; Suharto Budiman Joko Bambang Slamet|
jv|1|Sutinah Sumarni Tukiyem Painem Wagiyem ; Sutrisno Paiman Karto Ngatimin Sukardi|
ms|G|Nurul_Aisyah Siti_Hajar Farah Azlina Noraini ; Muhammad_Hafiz Ahmad_Fauzi Khairul Faizal Amirul|bin_Ismail binti_Rahman bin_Hassan binti_Osman bin_Yusof binti_Abdullah
vi|sgG|Thị_Lan Ngọc_Ánh Thu_Hà Bảo_Ngọc Minh_Thư ; Văn_Hùng Quốc_Bảo Đức_Anh Minh_Tuấn Thanh_Tùng|Nguyễn Trần Lê Phạm Hoàng Võ
haw||Leilani Malia Noelani Kalena Makana ; Kainoa Keola Ikaika Kekoa Nohea|Kahananui Kealoha Kamakau Nakoa Kahale Kaleikini
sm||Malia Losana Tupe Fetu Sina ; Tavita Iosefa Sione Pita Faleolo|Tuilagi Leota Fa'amausili Sapolu Tautolo Aumua
to||Mele Salote Lupe Ana Seini ; Sione Tevita Viliami Siaosi Manu|Tupou Fifita Vaipulu Taufa Havili Latu
fj||Adi_Litia Mereoni Salote Vasiti Kelera ; Josaia Ratu_Epeli Viliame Jone Semi|Tuivaga Ravuvu Naivalu Qaranivalu Nakarawa Raduva
qu||Wayra Killa Sisa Nina Urpi ; Inti Amaru Kusi Wayna Ataw|Mamani Quispe Huamán Condori Ccahuana Yupanqui
gn||Jasy Ara Yvoty Mbyja Poty ; Arandu Tupã Ñamandu Karai Yvága|Benítez Aquino Ñamandú Cabañas Giménez Ortiz
oj||Biidaaban Niigaanii Waabigwan Ogimaakwe Migizikwe ; Makwa Ogimaa Miigwans Nigig Ma'iingan|Kakegamic Fiddler Meekis Beardy Kenequanash Morriseau
moh||Kahentiiosta Karonhiakta Kawennatakie Teiohontathe Kaniehtiio ; Tekaronhiake Ratsenhaienton Tehoniehtatshon Kanietakeron Aronhiatekha|Deer McComber Diabo Horn Sky Montour
cr||Kîsik Nîpin Wâpan Mîkisis Pîsim ; Maskwa Mahihkan Kinosew Okimâw Peyasiw|Cardinal Littlechild Ermineskin Bull Saddleback Buffalo
mi||Hinewai Mere Ngaio Tūī Hine ; Rāwiri Tamati Hemi Rangi Piripi|Te_Rangi Tūhoe Paewai Ngāwhika Horomona Tautahi
ga||Máire Sadhbh Caoimhe Bríd Éabha ; Pádraig Seosamh Conchúr Oisín Ruairí|Mac_Cárthaigh Ó_Briain Ní_Mhurchú Breathnach Mag_Uidhir Ó_Ceallaigh
lb||Léonie Maïté Joëlle Carine Tessy ; Jempi Gilles Yannick Pit Claude|Weber Schmit Hoffmann Kieffer Muller Thill
fo||Rannvá Sunneva Ragna Turið Bjørg ; Rógvi Jógvan Heðin Súni Hallur|Joensen Hansen Poulsen Jacobsen Dam Petersen
""".strip()
