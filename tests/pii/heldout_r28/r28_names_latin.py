"""Round-28 Latin-script name tables: ``F`` given names of women, ``M`` of men, ``S`` family names (``m/f`` where
the feminine form differs). An underscore stands for a space inside one name. Written fresh for this round."""

from __future__ import annotations

LATIN = {
    # North America and the Caribbean
    "en-CA": "F Brielle Kendra Maddison Shauna Tamsin|M Corbin Declan Garrett Rowan Tavish"
    "|S Ferrier MacAskill Pettigrew Lockhart Sayward Tremblett",
    "fr-CA": "F Maëlle Rosalie Anne-Sophie Laurence Gabrielle|M Jérémie Félix-Antoine Mathis Olivier Étienne"
    "|S Desrosiers Thibodeau Lachance Bergeron Carrier-Roy Pelletier",
    "en-US": "F Kaylee Dolores Shonda Marybeth Tanisha|M Dwayne Colton Jerome Bradley Terrence"
    "|S Pruitt Whitaker Holloway Dunbar Merriweather Castleberry",
    "es-US": "F Yesenia Marisol Araceli Jazmín Leticia|M Jesús Osvaldo Rigoberto Efraín Ulises"
    "|S Villarreal Treviño Zamora Cárdenas Olivares Saucedo",
    "ht-HT": "F Nadège Rosemène Fabienne Wideline Guerda|M Wislet Jean-Robert Frantz Dieunel Kervens"
    "|S Pierre-Louis Jean-Baptiste Dorsainvil Célestin Fleurimond Auguste",
    "cr-CA": "F Delphine Autumn Kaylyn Marlene Sage|M Wesley Colby Dakota Lyle Brandon"
    "|S Ermineskin Kakakaway Sewepagaham Okemaw Moosomin Kitchemonia",
    "moh-CA": "F Kaniehtiio Kahente Iehnhotonkwas Karonhienhawi|M Wahiakeron Tehoniehtathe Kanentokon Aronhiatekha"
    "|S Diabo Montour McComber Delisle Jacobs Horn",
    "en-JM": "F Shanique Tamara Kerry-Ann Simone Latoya|M Jermaine Delroy Kemar Andre Rohan"
    "|S Barrett Bogle McFarlane Reid Lindo Gayle",
    "kl-GL": "F Naja Paninnguaq Ivalo Nivi Arnaq|M Aqqaluk Kuupik Malik Pavia Minik"
    "|S Kleist Lynge Kristiansen Berthelsen Olsen Petersen",
    # Latin America
    "es-MX": "F Ximena Guadalupe Itzel Xóchitl Abril|M Emiliano Uriel Cuauhtémoc Eduardo Iker"
    "|S Hernández Ocampo Villanueva Cervantes Tapia Quiroz",
    "es-GT": "F Heidy Glenda Sindy Brenda Mirna|M Byron Estuardo Erwin Selvin Fredy"
    "|S Ajú Tzul Chávez Barrios Monterroso Pirir",
    "es-SV": "F Roxana Karla Xiomara Yanira Marleny|M Wilber Nelson Edwin Ever Mauricio"
    "|S Menjívar Alvarenga Portillo Argueta Chicas Rivas",
    "es-HN": "F Dania Lesbia Suyapa Merlin Ingrid|M Darwin Olvin Marvin Elvin Yony"
    "|S Zelaya Funes Mejía Ordóñez Padilla Banegas",
    "es-NI": "F Fátima Yahoska Tania Aracely Scarleth|M Róger Álvaro Danilo Bayardo Franklin"
    "|S Urbina Gaitán Téllez Membreño Obando Sequeira",
    "es-CR": "F Mariela Yorleny Viviana Hazel Melissa|M Randall Esteban Minor Greivin Warner"
    "|S Solano Quesada Vargas Chaves Alfaro Mora",
    "es-PA": "F Yaritza Anabel Yamileth Kathia Edilsa|M Eric Abdiel Ricaurte Omar Aristides"
    "|S Castillero Batista De_Gracia Him Córdoba Pinzón",
    "es-CU": "F Yanelis Daimí Yusleidy Odalys Mayelin|M Yoandri Osmany Yunier Reinier Lázaro"
    "|S Fonseca Arencibia Betancourt Valdés Cabrera Leyva",
    "es-DO": "F Yokasta Rosanna Altagracia Milagros Yaniris|M Wander Yefri Ramón Julio Anderson"
    "|S Peña Rosario Then Almonte Báez Santana",
    "es-PR": "F Coralis Ivelisse Nilda Yahaira Zuleyka|M Javier Ángel Yadiel Edgardo Wilfredo"
    "|S Rivera Colón Quiñones Negrón Irizarry Torres",
    "es-CO": "F Natalia Leidy Yuliana Marcela Luz_Dary|M Jhon_Jairo Andrés Camilo Yeison Hernán"
    "|S Restrepo Ospina Cardona Giraldo Zuluaga Arango",
    "es-VE": "F Yusmary Oriana Marbelys Daniela Génesis|M Yorman Leonel Ender Wuilmer Gustavo"
    "|S Briceño Guédez Mendoza Colmenares Uzcátegui Linares",
    "es-EC": "F Jessenia Mayra Gissela Maribel Janeth|M Wilson Fausto Segundo Kléber Holger"
    "|S Guamán Chimbo Quishpe Andrade Zambrano Loor",
    "es-PE": "F Flor Zoila Yesenia Gladys Rocío|M Wálter Percy Alberto Jhonatan Hugo"
    "|S Quispe Huamán Condori Apaza Ticona Salazar",
    "es-BO": "F Wendy Lidia Ximena Roxana Inés|M Grover Freddy Marcelo Remberto Álvaro"
    "|S Mamani Choque Limachi Vargas Zurita Paredes",
    "es-CL": "F Javiera Constanza Francisca Catalina Millaray|M Benjamín Cristóbal Matías Vicente Nahuel"
    "|S Fuentealba Huenchumán Carrasco Sepúlveda Contreras Navarrete",
    "es-AR": "F Florencia Agustina Micaela Lucila Romina|M Facundo Gastón Leandro Ezequiel Nahuel"
    "|S Bianchi Ferreyra Gutiérrez Acosta Benítez Sosa",
    "es-UY": "F Lucía Rocío Jimena Natalia Mariana|M Santiago Ignacio Gonzalo Rodrigo Federico"
    "|S Olivera Pereyra De_León Techera Silveira Amaral",
    "gn-PY": "F Jasy Ara Nimia Liz Concepción|M Blas Isidro Arsenio Teodoro Edelio"
    "|S Giménez Ayala Villalba Cáceres Riveros Benítez",
    "qu-PE": "F Killa Sisa Nina Urpi Rosa|M Amaru Inti Wayra Atoq Kusi"
    "|S Huamaní Yupanqui Ccahuana Puma Cusi Huaraca",
    "pt-BR": "F Ana_Beatriz Thaís Gabriela Luana Jéssica|M João_Pedro Thiago Caio Rafael Wellington"
    "|S Nascimento Cavalcanti Albuquerque Moreira Figueiredo Sampaio",
    # Europe
    "en-GB": "F Philippa Gemma Imogen Harriet Lorna|M Alistair Rupert Gareth Callum Nigel"
    "|S Pemberton Ashdown Fairclough Whitworth Ravenscroft Haddow",
    "en-IE": "F Aoife Niamh Siobhán Clodagh Gráinne|M Cathal Eoin Pádraig Ciarán Donnacha"
    "|S O'Driscoll Mulcahy Fitzgerald Hegarty Moriarty Brennan",
    "ga-IE": "F Caoimhe Bríd Síle Méabh Orlaith|M Tadhg Ruairí Colm Fiachra Oisín"
    "|S Ó_Floinn/Ní_Fhloinn Mac_Cárthaigh/Nic_Cárthaigh Ó_Briain/Ní_Bhriain Ó_Ceallaigh/Ní_Cheallaigh",
    "cy-GB": "F Angharad Eleri Gwenllian Nia Rhiannon|M Dafydd Emyr Gethin Iwan Rhodri"
    "|S Prydderch Llywelyn Pugh Bowen Gruffydd Meredith",
    "gd-GB": "F Mòrag Catrìona Ealasaid Seonag Mairead|M Ruaraidh Calum Dòmhnall Iain Seumas"
    "|S MacLeòid/NicLeòid MacAoidh/NicAoidh Moireasdan MacDhòmhnaill/NicDhòmhnaill Caimbeul",
    "fr-FR": "F Clémence Solène Apolline Ségolène Margaux|M Baptiste Aurélien Timothée Grégoire Enzo"
    "|S Lemaire Fontaine Mercier Chevallier Duval Garnier",
    "fr-BE": "F Manon Élodie Coralie Maïté Justine|M Maxime Quentin Arnaud Cédric Thibaut"
    "|S Lambert Renard Dumont Jacquet Wauters Hennebert",
    "fr-CH": "F Léonie Noémie Aline Valentine Loïse|M Loïc Gaëtan Yannick Lionel Jérôme"
    "|S Rochat Favre Perrin Bonvin Jaquier Cuénod",
    "lb-LU": "F Joëlle Romy Tessy Mia Liz|M Mett Gilles Jeff Pit Marc"
    "|S Kieffer Thill Goergen Reuter Schroeder Muller",
    "de-DE": "F Friederike Annika Svenja Henrike Mareike|M Jannik Malte Hendrik Torsten Lennart"
    "|S Brinkmann Schäfer Vogt Hartmann Lindemann Krüger",
    "de-AT": "F Theresa Magdalena Verena Johanna Leonie|M Florian Stefan Lukas Bernhard Valentin"
    "|S Gruber Huber Wimmer Steiner Pichler Hofbauer",
    "de-CH": "F Seraina Nadja Corina Ladina Andrea|M Reto Urs Beat Gian Silvan"
    "|S Brunner Zürcher Gerber Baumgartner Imhof Käser",
    "it-IT": "F Chiara Federica Ilaria Benedetta Ludovica|M Lorenzo Matteo Gianluca Tommaso Davide"
    "|S Esposito Colombo Ferraro Marchetti Fontana Galli",
    "it-CH": "F Nives Morena Romina Ivana Lorena|M Fabio Moreno Ivo Sandro Lino"
    "|S Pedrazzini Bernasconi Lepori Cattaneo Poretti Ghisletta",
    "nl-NL": "F Femke Sanne Lieke Marloes Anouk|M Joost Maarten Thijs Sjoerd Bram"
    "|S de_Vries van_Dijk Bakker Visser Mulder Smit",
    "nl-BE": "F Lotte Ine Griet Elke Hanne|M Wout Jens Pieter-Jan Brecht Stijn"
    "|S Peeters Janssens Maes Claes Vermeulen Goossens",
    "sv-SE": "F Linnéa Ebba Maja Ingrid Saga|M Oskar Viktor Anton Gustav Elias"
    "|S Lindqvist Bergström Sjöberg Nyström Åkesson Holmgren",
    "nb-NO": "F Ingvild Sigrid Tuva Solveig Kari|M Sindre Eirik Håkon Øyvind Torbjørn"
    "|S Haugland Solberg Bakke Strand Nygaard Eide",
    "da-DK": "F Mette Signe Freja Karoline Birgitte|M Mads Rasmus Søren Jeppe Kasper"
    "|S Kjærgaard Mortensen Thomsen Rasmussen Dalsgaard Holm",
    "fi-FI": "F Aino Kerttu Sanni Riikka Tuulia|M Eero Juho Ville Lauri Aleksi"
    "|S Virtanen Mäkinen Heikkinen Koskinen Järvinen Laaksonen",
    "is-IS": "F Sigríður Guðrún Hrafnhildur Ásta Katrín|M Gunnar Hjörtur Sigurður Ólafur Einar"
    "|S Jónsson/Jónsdóttir Magnússon/Magnúsdóttir Þórsson/Þórsdóttir Gunnarsson/Gunnarsdóttir",
    "fo-FO": "F Rannvá Sunneva Turið Bára Jórunn|M Rógvi Sjúrður Jóannes Bárður Heðin"
    "|S Joensen Poulsen Jacobsen Dam Olsen Petersen",
    "se-NO": "F Ánne Risten Máret Elle Ingá|M Ánte Niillas Mihkkal Jovnna Piera|S Sara Gaup Eira Somby Bongo Hætta",
    "et-EE": "F Kadri Triin Liis Maarja Kertu|M Margus Rein Tanel Priit Siim|S Tamm Saar Sepp Mägi Kask Rebane",
    "lv-LV": "F Ilze Līga Dace Inese Zane|M Jānis Andris Kārlis Mārtiņš Edgars"
    "|S Bērziņš/Bērziņa Kalniņš/Kalniņa Ozoliņš/Ozoliņa Krūmiņš/Krūmiņa Vītols/Vītola",
    "lt-LT": "F Eglė Rūta Gintarė Austėja Jurgita|M Mindaugas Tomas Darius Vytautas Giedrius"
    "|S Kazlauskas/Kazlauskienė Petrauskas/Petrauskaitė Jankauskas/Jankauskienė Žukauskas/Žukauskaitė",
    "pl-PL": "F Zuzanna Małgorzata Agnieszka Katarzyna Weronika|M Paweł Grzegorz Krzysztof Mikołaj Wojciech"
    "|S Kowalczyk Wiśniewski/Wiśniewska Zieliński/Zielińska Szymański/Szymańska Woźniak Dąbrowski/Dąbrowska",
    "cs-CZ": "F Tereza Kateřina Lucie Markéta Eliška|M Jiří Vojtěch Ondřej Lukáš Tomáš"
    "|S Dvořák/Dvořáková Procházka/Procházková Černý/Černá Svoboda/Svobodová Kučera/Kučerová",
    "sk-SK": "F Zuzana Lenka Veronika Dominika Janka|M Marek Juraj Matúš Ľubomír Peter"
    "|S Horváth/Horváthová Kováč/Kováčová Baláž/Balážová Tóth/Tóthová Molnár/Molnárová",
    "hu-HU": "F Zsófia Réka Eszter Boglárka Anikó|M Bence Levente Gergely Zoltán Ákos"
    "|S Kovács Szabó Farkas Balogh Takács Vörös",
    "ro-RO": "F Ioana Andreea Bianca Roxana Mădălina|M Andrei Mihai Bogdan Ionuț Răzvan"
    "|S Popescu Ionescu Dumitrescu Stănescu Munteanu Constantinescu",
    "ro-MD": "F Doina Cristina Nadejda Olesea Lilia|M Vasile Ion Serghei Nicolae Dorin"
    "|S Rusu Ciobanu Ceban Lungu Cojocaru Plămădeală",
    "hr-HR": "F Petra Ivana Lucija Mirela Nikolina|M Luka Ivan Domagoj Krešimir Hrvoje"
    "|S Horvat Kovačević Babić Marić Jurić Novak",
    "sl-SI": "F Nina Urška Špela Maja Tjaša|M Žiga Matej Rok Jure Blaž|S Kranjc Zupančič Potočnik Kos Vidmar Golob",
    "bs-BA": "F Amra Lejla Emina Selma Merima|M Adnan Emir Haris Kenan Mirza"
    "|S Hodžić Begović Delić Mehmedović Hasanović Salihović",
    "sq-AL": "F Era Jonida Elira Blerta Anila|M Arben Besnik Gentian Ilir Dritan|S Hoxha Shehu Dervishi Leka Marku Çela",
    "mt-MT": "F Kirsty Rita Doreen Graziella Marthese|M Ġorġ Ċensu Clayton Mario Joseph"
    "|S Borg Camilleri Vella Farrugia Zammit Galea",
    "es-ES": "F Lucía Nerea Carmen Alba Rocío|M Álvaro Íñigo Sergio Hugo Rubén"
    "|S Navarro Ruiz Gallego Herrero Moreno Iglesias",
    "ca-ES": "F Montserrat Núria Laia Mireia Meritxell|M Jordi Pau Oriol Arnau Marc|S Puig Vilaró Ferrer Soler Casals Bosch",
    "eu-ES": "F Ainhoa Itziar Amaia Leire Irati|M Iker Unai Asier Gorka Ander"
    "|S Etxeberria Goikoetxea Agirre Urrutia Zubizarreta Arrieta",
    "gl-ES": "F Uxía Antía Iria Sabela Noa|M Brais Xoán Anxo Iago Roi|S Castro Otero Varela Lamas Piñeiro Souto",
    "pt-PT": "F Inês Beatriz Leonor Matilde Carolina|M Duarte Tiago Gonçalo Rodrigo Afonso"
    "|S Carvalho Ferreira Marques Tavares Gaspar Pinheiro",
    "tr-TR": "F Elif Zeynep Büşra Gizem Özlem|M Emre Burak Oğuz Serkan Yiğit|S Yılmaz Kaya Demir Şahin Çelik Aydın",
    "az-AZ": "F Aysel Günel Leyla Nigar Səbinə|M Elvin Rəşad Tural Orxan Kamran"
    "|S Məmmədov/Məmmədova Əliyev/Əliyeva Hüseynov/Hüseynova Quliyev/Quliyeva Həsənov/Həsənova",
    "uz-UZ": "F Dilnoza Nilufar Shahnoza Madina Zarina|M Jasur Sardor Bekzod Rustam Sherzod"
    "|S Karimov/Karimova Tursunov/Tursunova Yusupov/Yusupova Rahimov/Rahimova Xolmatov/Xolmatova",
    "tk-TM": "F Ogulgerek Aýna Jeren Gözel Bahar|M Serdar Merdan Döwlet Batyr Arslan"
    "|S Annaýew/Annaýewa Orazow/Orazowa Berdiýew/Berdiýewa Nurmuhammedow/Nurmuhammedowa",
    # Africa
    "af-ZA": "F Annelie Elmarie Riana Marike Charlize|M Pieter Johan Wian Riaan Hendrik"
    "|S van_der_Merwe Botha Pretorius du_Plessis Venter Joubert",
    "en-ZA": "F Chantelle Lizelle Bronwyn Megan Tracey|M Ryan Wayne Grant Dylan Craig"
    "|S Naidoo Pillay Abrahams Hendricks Daniels February",
    "zu-ZA": "F Nomvula Thandeka Zanele Lindiwe Nokuthula|M Sipho Bongani Mandla Sifiso Themba"
    "|S Dlamini Ngcobo Mkhize Khumalo Ndlovu Mthembu",
    "xh-ZA": "F Nosipho Asanda Siphokazi Ayanda Thandiswa|M Lwazi Lunga Mzwandile Siyabonga Xolani"
    "|S Ntshona Gqola Makhaya Mqhayi Jaca Nqweniso",
    "st-LS": "F Palesa Lineo Mpho Refiloe Nthabiseng|M Thabo Tumelo Teboho Katleho Neo"
    "|S Mokoena Ramakatane Molapo Thamae Sekhesa Nthako",
    "tn-BW": "F Masego Kelebogile Boitumelo Onalenna Naledi|M Kagiso Tshepo Kabelo Oratile Mpho"
    "|S Mothibi Kgosidintsi Molefhe Sebina Tau Moagi",
    "sn-ZW": "F Rudo Tendai Chipo Nyasha Tsitsi|M Tafadzwa Tinashe Farai Kudakwashe Tatenda"
    "|S Chikwanha Mutasa Madziva Makoni Gumbo Nyathi",
    "ny-MW": "F Chikondi Thokozani Tiwonge Chisomo Mphatso|M Chimwemwe Kondwani Limbani Yamikani Madalitso"
    "|S Banda Phiri Mwale Chirwa Gondwe Kamanga",
    "sw-KE": "F Zawadi Neema Imani Rehema Subira|M Baraka Juma Hamisi Bakari Jabari"
    "|S Omari Salim Athumani Mrisho Kassim Hamadi",
    "sw-TZ": "F Mwanaisha Rukia Zuhura Tatu Pendo|M Rajabu Shabani Idrisa Mussa Abdallah"
    "|S Mwakyusa Kisanga Mollel Lyimo Massawe Shirima",
    "ki-KE": "F Wanjiru Wambui Njeri Nyambura Wairimu|M Kamau Njoroge Mwangi Kariuki Githinji"
    "|S Kimani Gachanja Ndung'u Wachira Muriuki Karanja",
    "luo-KE": "F Akinyi Achieng Atieno Adhiambo Awino|M Otieno Ochieng Omondi Odhiambo Owino"
    "|S Okoth Onyango Ouma Oduor Ogola Were",
    "lg-UG": "F Nakato Nalubega Namazzi Nabukenya Nassali|M Kato Ssali Mukasa Kizito Lubega"
    "|S Ssemakula Kiggundu Mukiibi Ssebunya Lwanga Nsubuga",
    "rw-RW": "F Uwase Ineza Umutoni Mukamana Uwimana|M Mugisha Habimana Niyonzima Hakizimana Irakoze"
    "|S Nshimiyimana Bizimana Ndayisaba Twagirayezu Uwamahoro Munyaneza",
    "yo-NG": "F Adeola Oluwaseun Titilayo Folasade Morenike|M Babatunde Olumide Adewale Oluwafemi Kayode"
    "|S Adeyemi Ogunleye Olaniyan Adebayo Oyelaran Akinola",
    "ig-NG": "F Chiamaka Ngozi Adaeze Chidinma Ifeoma|M Chukwuemeka Obinna Ikenna Nnamdi Chinedu"
    "|S Nwachukwu Okafor Nwosu Okeke Anyanwu Ezeigwe",
    "ha-NG": "F Hauwa Zainab Rukayya Hadiza Amina|M Abubakar Usman Sani Musa Ibrahim"
    "|S Bello Danjuma Garba Abdullahi Yakubu Umar",
    "ak-GH": "F Akosua Abena Ama Afua Efua|M Kwame Kofi Yaw Kwabena Kwaku|S Mensah Asante Boateng Owusu Agyeman Osei",
    "ee-GH": "F Esinam Enyonam Dzifa Elikem Sena|M Selorm Eli Edem Mawuli Senyo"
    "|S Agbeko Amegashie Dzokoto Kpodo Adzraku Fiadzigbe",
    "wo-SN": "F Fatou Aminata Awa Ndèye Khady|M Mamadou Cheikh Modou Ousmane Babacar"
    "|S Diop Ndiaye Sow Fall Gueye Mbaye",
    "fr-CI": "F Adjoua Affoué Ahou Mariam Rachelle|M Koffi Kouassi Yao Serge Didier"
    "|S Kouamé Konan N'Guessan Bamba Coulibaly Kouadio",
    "fr-CM": "F Carine Estelle Bernadette Laure Murielle|M Jean-Claude Emmanuel Hervé Blaise Fabrice"
    "|S Mbarga Ngono Fotso Tchinda Kamga Nkoulou",
    "ln-CD": "F Grâce Bijou Mamie Falonne Nathalie|M Patient Héritier Dieudonné Trésor Junior"
    "|S Mukendi Kabeya Tshibanda Lukusa Mbuyi Ilunga",
    "so-SO": "F Hodan Faadumo Sahra Ubah Ifrah|M Abdirahman Cabdi Liban Mahad Yusuf"
    "|S Warsame Jama Farah Guled Hirsi Omar",
    "om-ET": "F Chaltu Lalise Bontu Ayantu Hawi|M Gemechu Tolosa Lencho Abdisa Chala"
    "|S Gudina Fayisa Tufa Dinsa Bekele Kebede",
    "mg-MG": "F Hanitra Voahangy Lalao Fanja Mialy|M Rivo Tahina Haja Andry Fidy"
    "|S Rakotomalala Andrianarisoa Razafindrakoto Randriamampionona Rasolofoniaina Rabemananjara",
    "pt-AO": "F Esperança Domingas Teresa Luzia Isabel|M Domingos Adão Fernando Gaspar Kiluanje"
    "|S dos_Santos Neto Kiala Mateus Cassule Lukamba",
    "pt-MZ": "F Celeste Albertina Graça Anastácia Lurdes|M Armando Celso Tomás Jaime Hélder"
    "|S Macuácua Cossa Nhantumbo Sitoe Mabunda Langa",
    "kea-CV": "F Nilza Ilda Edna Zenaida Dulce|M Nelson Adilson Euclides Érico Ivanildo"
    "|S Tavares Semedo Lopes Fortes Monteiro Spencer",
    # Asia and the Pacific
    "tl-PH": "F Maricel Rowena Jonalyn Marites Kristine|M Reynaldo Jomar Rodel Bienvenido Arnel"
    "|S Dimaculangan Macaraeg Bautista Villanueva Dela_Cruz Manalastas",
    "ceb-PH": "F Rhea Jocelyn Cherry Marjorie Ritchel|M Junrey Jeric Alvin Reynante Elmer"
    "|S Cabahug Lumapas Ybañez Tumulak Gantuangco Alcoseba",
    "id-ID": "F Putri Ayu Sekar Dewi Indah|M Bayu Rizky Adi Fajar Dimas|S Saputra Wibowo Hidayat Kusuma Santoso Nugroho",
    "jv-ID": "F Sri_Wahyuni Endang Sulastri Tutik Wulan|M Slamet Bambang Sugeng Joko Suparman"
    "|S Sutrisno Prasetyo Suharjo Wiyono Darmawan Purnomo",
    "ms-MY": "F Nurul_Aina Siti_Hajar Aisyah Farah Nur_Izzati|M Muhammad_Haziq Ahmad_Faiz Amirul Hafiz Khairul"
    "|S Ismail Rahman Hamid Zakaria Yusof Kamarudin",
    "vi-VN": "F Thị_Hồng Ngọc_Ánh Thu_Trang Thị_Mai Bảo_Châu|M Văn_Hùng Minh_Tuấn Quốc_Bảo Đức_Anh Hoàng_Nam"
    "|S Nguyễn Trần Lê Phạm Huỳnh Võ",
    "en-SG": "F Wei_Ling Hui_Min Xiu_Ying Jia_Hui Shu_Fen|M Wei_Jie Jun_Hao Zhi_Wei Kok_Leong Boon_Kiat"
    "|S Tan Lim Ng Goh Teo Chua",
    "en-IN": "F Priyanka Shalini Ananya Deepika Meenakshi|M Rohan Arjun Karthik Siddharth Vikram"
    "|S Iyer Menon Kulkarni Chatterjee Bhatt Deshpande",
    "mi-NZ": "F Aroha Mere Hine Kiri Ataahua|M Tama Wiremu Rāwiri Hēmi Nikau"
    "|S Ngata Parata Tipene Wāititi Hōhaia Kereama",
    "sm-WS": "F Malia Losa Sina Fetu Lupe|M Tavita Sione Iosefa Pita Ioane|S Faleolo Tuilagi Leota Fuimaono Sapolu Aiono",
    "to-TO": "F Mele Salote Losaline Seini Ana|M Sione Tevita Viliami Siaosi Pita|S Fifita Havili Taufa Vea Kioa Maka",
    "fj-FJ": "F Litia Asenaca Mereoni Vasiti Unaisi|M Jone Isoa Seru Tevita Waisake"
    "|S Naivalu Vunibola Raduva Tuilevuka Koroi Ravulo",
    "en-AU": "F Brooke Kylie Tahlia Jacinta Shannon|M Lachlan Brodie Jarrod Hamish Darcy"
    "|S Treloar Gallagher Hensley Pittard Maddern Cosgrove",
    "en-NZ": "F Briar Hayley Kirsten Paige Rosalind|M Blair Logan Corey Dion Grant"
    "|S McKenzie Bisset Galbraith Tonkin Dunlop Harland",
}

# Family name first in the Latin form; names carried by the father's name (``bin``/``binti``).
FAMILY_FIRST = {"hu-HU", "vi-VN", "en-SG"}
PATRONYMIC = {"ms-MY": ("bin", "binti")}
# Two family names (father's and mother's) are common.
DOUBLE = {"es-MX", "es-GT", "es-SV", "es-HN", "es-CO", "es-PE", "es-CL", "es-ES", "es-EC", "pt-BR", "es-CU"}


def parse(spec):
    out = {}
    for part in spec.split("|"):
        key, names = part.split(" ", 1)
        out[key] = [n.replace("_", " ") for n in names.split()]
    return out
