"""Latin-script locales typed for round 26: code|order|masculine given|feminine given|family names.
``+`` is a space inside one name, ``M~F`` a family name with a feminine form. order: gf (given family), gff (given
and two family names), fg (family first), bin (given, then bin/binti and the father's name)."""

LATIN = """
en-CA|gf|Brendan Garrett Colin Duncan Trevor Kyle|Shannon Kelsey Brianne Meaghan Tara Lindsay|Fitzgerald MacIsaac Henderson Beaton Chisholm Sinclair Dwyer
en-US|gf|Travis Dustin Cody Brandon Marcus Wesley|Brittany Courtney Whitney Amber Kayla Destiny|Whitaker Holcomb Pruitt Sizemore Yancey Dalton
en-GB|gf|Alistair Rupert Callum Oliver Jamie Toby|Harriet Imogen Phoebe Gemma Keeley Poppy|Ashworth Pennington Thwaite Braithwaite Hartley Greenhalgh
en-IE|gf|Cillian Darragh Eoin Fionn Ronan Tadhg|Aoife Niamh Saoirse Clodagh Sinéad Orla|Brennan Cullinane Mulcahy Fennelly Geraghty Ó+Conchúir
en-AU|gf|Lachlan Brodie Mitchell Hamish Jarrah Kurt|Matilda Tegan Skye Chloe Jacinta Brooke|Treloar Kennealy Pickering Lowndes McGuigan Tulloch
en-NZ|gf|Quinn Regan Jory Hayden Fraser Corey|Paige Ashlee Shona Renee Jodie Kimberley|Haddon Rennie Sutherland Wylie Gillespie Tait
en-ZA|gf|Craig Warrick Shaun Dale Grant Ryan|Candice Natasha Kirsten Tammy Bronwyn Leigh|Whitehead Lottering Abrahams Adonis Daniels Moodley
en-JM|gf|Dwayne Kemar Omari Tyrone Andre Garfield|Shanice Tashana Keisha Latoya Shauna Jodian|Brissett Thelwell McFarlane Wint Gayle Morrison
en-TT|gf|Kerwin Akeem Jabari Nkosi Rishi Devon|Shernelle Kezia Nadira Chantal Anisa Ria|Ramoutar Baptiste Phillip Sookdeo Alleyne Charles
fr-CA|gf|Étienne Mathieu Jean-Sébastien Olivier Guillaume Félix|Mélanie Annie Marie-Ève Catherine Geneviève Roxanne|Bouchard Lachance Thibodeau Pelletier Boucher Desrosiers Bergeron
fr-FR|gf|Thibault Aurélien Baptiste Romain Quentin Gaëtan|Margaux Clémence Océane Solène Capucine Amandine|Lefèvre Guérin Chevallier Fontaine Mercier Rousseau
fr-BE|gf|Maxime Arnaud Cédric Grégory Benoît Loïc|Florence Delphine Aurélie Stéphanie Justine Pauline|Lambert Lemaire Dupont Collignon Wathelet Delvaux
fr-CH|gf|Yannick Cyril Joël Fabien Raphaël Mathias|Séverine Carole Nadège Coralie Sandrine Mélissa|Rochat Favre Bonvin Perrin Burnier Jaquier
ht|gf|Wilner Jean-Robert Frantz Ricardo Jocelyn Widlin|Mirlande Guerline Rose-Andrée Fabiola Ketly Marjorie|Saint-Fleur Exantus Dorvil Célestin Jean-Louis Augustin
es-MX|gff|Jesús Armando Alejandro Emiliano Ulises Rogelio|Guadalupe Ximena Citlali Fernanda Itzel Araceli|Hernández Ramírez Vázquez Zepeda Cervantes Orozco
es-ES|gff|Íñigo Álvaro Javier Borja Sergio Rubén|Lucía Nerea Ainhoa Cristina Begoña Rocío|Fernández Sánchez Iglesias Navarro Domínguez Gil
es-CO|gff|Andrés Camilo Julián Sebastián Yeison Mauricio|Valentina Daniela Paola Yuliana Natalia Marcela|Restrepo Cardona Quintero Londoño Ospina Marulanda
es-AR|gff|Facundo Agustín Gonzalo Leandro Matías Ezequiel|Florencia Micaela Agustina Camila Romina Luciana|Acosta Benítez Medina Sosa Ferreyra Quiroga
es-PE|gff|Renzo Jhonatan Piero Anthony Christian Brayan|Milagros Rosa+Elvira Maricielo Yessenia Katherine Nataly|Huamán Condori Rojas Vilca Paredes Quispe
es-CL|gff|Benjamín Vicente Cristóbal Ignacio Tomás Joaquín|Constanza Javiera Francisca Catalina Antonia Trinidad|Muñoz Contreras Soto Araya Valenzuela Fuentes
es-CU|gff|Yoandri Yunier Osmany Reinier Alexei Dairo|Yusleidy Yanet Yamilé Dayana Mailín Lisandra|Cabrera Leyva Batista Fonseca Quiñones Pupo
es-SV|gff|Nelson Wilber Edwin Balmore Jonathan Kevin|Xiomara Glenda Yesenia Marleny Roxana Jennifer|Argueta Menjívar Alvarado Portillo Chicas Villatoro
es-HN|gff|Wilmer Elvin Darwin Marvin Cristian Olvin|Dania Heidy Suyapa Keila Nohemí Sindy|Zelaya Paz Mejía Bonilla Cálix Matute
es-VE|gff|Yorman Eliezer Freddy Argenis Oswaldo Richard|Mariangel Yusmary Oriana Rosángela Génesis Yuleisi|Rengifo Briceño Colmenares Guerrero Pacheco Zambrano
es-EC|gff|Byron Geovanny Wladimir Jairo Klever Fausto|Mishel Gissela Jessenia Tatiana Lorena Maritza|Guamán Pazmiño Vera Jaramillo Tenesaca Caicedo
es-BO|gff|Marcelo Limbert Reynaldo Wálter Grover Fredy|Jhenny Miriam Wendy Mónica Gladys Sonia|Choque Apaza Ticona Villca Condarco Saavedra
es-PR|gff|Yadiel Edgardo Héctor Kelvin Luis+Ángel Omar|Yarelis Nilsa Keishla Zuleika Yamaris Lizmarie|Colón Rivera Ortiz Torres Nieves Maldonado
es-NI|gff|Harold Noel Dagoberto Róger Ervin Walter|Fátima Karla Ivania Scarleth Ingrid Martha+Lorena|Blandón Espinoza Lacayo Aráuz Talavera Zeledón
es-CR|gff|Esteban Fabián Greivin Mainor Randall Jafet|Hazel Priscilla Yendry Fiorella Marianela Stephanie|Solano Alfaro Chaves Mora Quesada Vargas
es-UY|gff|Washington Gastón Maximiliano Nicolás Rodrigo Bruno|Rossana Cecilia Valeria Soledad Mariela Inés|Techera Olivera Pereyra Silveira Correa Barrios
pt-BR|gff|João+Victor Thiago Lucas Rafael Wellington Gustavo|Thaís Larissa Bruna Jéssica Letícia Raíssa|Oliveira Souza Lima Carvalho Ribeiro Nascimento Barbosa
pt-PT|gff|Duarte Tiago Gonçalo Rui Nuno Vasco|Inês Leonor Beatriz Mafalda Joana Filipa|Figueiredo Magalhães Cardoso Teixeira Correia Pinto
pt-AO|gf|Adilson Edvaldo Domingos Kiala Armindo Lukeny|Eunice Lurdes Nzinga Josefa Celeste Delfina|Cassoma Sebastião Neto Mbala Cangombe Quiala
it-IT|gf|Gianluca Matteo Lorenzo Stefano Davide Alessio|Chiara Federica Giulia Martina Ilaria Serena|Esposito Colombo Ricci Marino Greco Galli Conti
de-DE|gf|Jonas Lukas Florian Tobias Sebastian Malte|Johanna Friederike Lena Katharina Svenja Wiebke|Schneider Hoffmann Becker Wagner Schulz Neumann
de-AT|gf|Gernot Wolfgang Clemens Valentin Maximilian Florian|Theresa Magdalena Veronika Elisabeth Christina Barbara|Gruber Huber Moser Pichler Steiner Hofer
de-CH|gf|Reto Urs Beat Jürg Nils Severin|Corinne Nadja Regula Seraina Fabienne Ursina|Meier Brunner Käser Zürcher Baumann Gerber
nl-NL|gf|Daan Sem Bram Thijs Joost Ruben|Anouk Fleur Lotte Marieke Sanne Femke|de+Vries van+Dijk Bakker Visser Smit Mulder
nl-BE|gf|Wout Jens Pieter Arne Stijn Brecht|Elke Lien Annelies Griet Hanne Sofie|Peeters Janssens Maes Claes Goossens Wouters
da|gf|Mads Rasmus Mikkel Frederik Kasper Anders|Mette Line Signe Ida Camilla Trine|Jørgensen Kristensen Mortensen Thomsen Poulsen Madsen
sv|gf|Oskar Emil Viktor Linus Gustav Axel|Ebba Maja Linnea Frida Wilma Astrid|Lindqvist Holmberg Sandberg Bergström Nyström Åberg
nb|gf|Sindre Eirik Håkon Torbjørn Vegard Espen|Ingrid Silje Hedda Marte Tuva Synnøve|Haugen Bakke Strand Solberg Nygård Lunde
fi|gf|Juho Eero Matias Antti Ville Joonas|Aino Eveliina Hanna Kaisa Noora Sanni|Korhonen Virtanen Mäkinen Nieminen Heikkinen Laaksonen
is|gf|Guðmundur Sigurður Kristján Einar Hrafn Ólafur|Guðrún Sigríður Katrín Ásdís Hildur Ragnheiður|Jónsson~Jónsdóttir Stefánsson~Stefánsdóttir Gunnarsson~Gunnarsdóttir Magnússon~Magnúsdóttir Árnason~Árnadóttir
fo|gf|Rógvi Jógvan Heðin Bárður Sjúrður Eyðun|Rannvá Bára Sunneva Ragnhild Jóhanna Turið|Joensen Dam Nolsøe Djurhuus Ziska Rasmussen
et|gf|Kristjan Tõnis Rein Marko Siim Priit|Kadri Liis Triin Maarja Kärt Piret|Tamm Saar Sepp Mägi Kask Kukk
lv|gf|Jānis Kārlis Edgars Mārtiņš Raimonds Valdis|Ilze Līga Inese Dace Zane Kristīne|Bērziņš~Bērziņa Kalniņš~Kalniņa Ozoliņš~Ozoliņa Krūmiņš~Krūmiņa Vītols~Vītola
lt|gf|Mantas Tomas Darius Giedrius Vytautas Rokas|Eglė Rasa Ieva Gintarė Aistė Jurgita|Kazlauskas~Kazlauskienė Petrauskas~Petrauskienė Jankauskas~Jankauskienė Žukauskas~Žukauskienė Paulauskas~Paulauskienė
pl|gf|Bartosz Mateusz Krzysztof Paweł Łukasz Wojciech|Agnieszka Małgorzata Katarzyna Joanna Zofia Magdalena|Kowalczyk Wiśniewski~Wiśniewska Zieliński~Zielińska Lewandowski~Lewandowska Dąbrowski~Dąbrowska Woźniak
cs|gf|Jakub Ondřej Vojtěch Petr Tomáš Jiří|Tereza Veronika Lucie Kateřina Barbora Markéta|Novák~Nováková Dvořák~Dvořáková Černý~Černá Procházka~Procházková Kučera~Kučerová
sk|gf|Marek Juraj Matej Michal Peter Lukáš|Zuzana Martina Lenka Simona Ivana Monika|Horváth~Horváthová Kováč~Kováčová Varga~Vargová Tóth~Tóthová Baláž~Balážová
sl|gf|Luka Matic Žiga Rok Jure Gašper|Nina Špela Tjaša Urška Maja Mojca|Novak Horvat Krajnc Zupančič Kovačič Potočnik
hr|gf|Ivan Marko Ante Josip Tomislav Dario|Ivana Lucija Petra Mateja Ivona Martina|Babić Jurić Knežević Vuković Matić Perić
bs|gf|Amar Adnan Emir Haris Kenan Dino|Amra Lejla Selma Ajla Emina Merima|Hodžić Hadžić Kovačević Begić Mujić Delić
sq|gf|Arben Besnik Dritan Ermal Gent Ilir|Blerta Drita Elira Flutura Mimoza Teuta|Hoxha Krasniqi Berisha Gashi Shala Morina
ro|gf|Andrei Bogdan Mihai Radu Ionuț Cătălin|Ioana Andreea Alexandra Roxana Mădălina Oana|Popescu Ionescu Dumitrescu Stan Munteanu Constantinescu
hu|fg|Bence Levente Gergely Balázs Zoltán Ádám|Eszter Réka Zsófia Krisztina Anikó Boglárka|Nagy Kovács Szabó Molnár Farkas Balogh
mt|gf|Clayton Keith Jurgen Matthew Karl Nicholas|Charmaine Graziella Yvette Roberta Antonella Kimberly|Borg Camilleri Vella Farrugia Zammit Galea
ga|gf|Pádraig Séamus Diarmuid Colm Tomás Ruairí|Siobhán Gráinne Máire Bríd Caoimhe Deirbhile|Ó+Flaithearta~Ní+Fhlaithearta Mac+Donncha~Nic+Dhonncha Ó+Murchú~Ní+Mhurchú Ó+Conghaile~Ní+Chonghaile
cy|gf|Dafydd Rhodri Iestyn Gethin Aled Emyr|Cerys Eleri Angharad Nia Ffion Seren|Pritchard Bowen Llewellyn Prosser Gwynne Vaughan
gd|gf|Ruairidh Dòmhnall Iain Seumas Tormod Calum|Catrìona Mòrag Ealasaid Seonag Peigi Anna|MacAoidh~NicAoidh MacLeòid~NicLeòid MacDhòmhnaill~NicDhòmhnaill Caimbeul
eu|gff|Aitor Unai Iker Gorka Jon Asier|Amaia Leire Itziar Maite Nekane Garazi|Etxeberria Agirre Goikoetxea Urrutia Zubizarreta Arrieta
ca|gff|Jordi Pau Oriol Arnau Marc Roger|Montserrat Núria Mireia Laia Berta Queralt|Puig Vila Soler Ferrer Casals Roca
gl|gff|Xosé Brais Uxío Antón Breixo Xabier|Uxía Antía Iria Sabela Xiana Noa|Castro Otero Varela Couto Lorenzo Pazos
lb|gf|Gilles Tun Pit Luc Jos Yves|Jil Tessy Joëlle Mandy Manon Sandy|Schmit Muller Reuter Thill Kremer Wagener
fy|gf|Sjoerd Tjeerd Wopke Hessel Jelle Douwe|Sytske Baukje Tsjitske Aukje Jeltje Hiske|Hoekstra Dijkstra Bosma Postma Terpstra Wiersma
tr|gf|Emre Burak Serkan Onur Volkan Cem|Elif Zeynep Büşra Ebru Gizem Merve|Yılmaz Demir Aydın Çelik Öztürk Kaya
az|gf|Elvin Rauf Tural Orxan Nihad Rəşad|Aynur Günay Nərmin Ləman Səbinə Fidan|Məmmədov~Məmmədova Əliyev~Əliyeva Hüseynov~Hüseynova Quliyev~Quliyeva Həsənov~Həsənova
uz|gf|Jasur Sardor Bekzod Otabek Sherzod Jahongir|Dilnoza Shahnoza Nodira Gulnora Zarina Malika|Karimov~Karimova Rahimov~Rahimova Yusupov~Yusupova Tursunov~Tursunova Ergashev~Ergasheva
ku|gf|Azad Baran Rojhat Şêrko Dilovan Zagros|Berfîn Rojda Jiyan Nazdar Hêvî Dilan|Mistefa Xelîl Îbrahîm Hesen Ebdo Silêman
vi|fg|Minh+Tuấn Văn+Hùng Quốc+Bảo Đức+Anh Thành+Long Hoàng+Nam|Thị+Hồng Ngọc+Ánh Thu+Trang Phương+Linh Bảo+Châu Thị+Mai|Nguyễn Trần Lê Phạm Võ Đặng Bùi
id|gf|Budi Agus Rizky Hendra Dedi Fajar|Dewi Sri Rina Ayu Putri Wulan|Santoso Wijaya Setiawan Hidayat Kusuma Saputra
ms|bin|Ahmad+Firdaus Muhammad+Haziq Mohd+Faizal Hafiz Amirul Irfan|Siti+Aminah Nurul+Huda Farah Syahirah Aina Nur+Izzati|Ismail Rahman Yusof Othman Hamzah Zakaria
tl|gf|Rodel Jomar Arnel Reynaldo Marlon Jerome|Maricel Lovely Jennilyn Rowena Cherry+Mae Analyn|Dela+Cruz Bautista Villanueva Macaraeg Manalo Tolentino
haw|gf|Kainoa Keoni Makana Kekoa Ikaika Kalani|Leilani Noelani Keala Kamalei Pua Mahina|Kahananui Kealoha Akana Palakiko Kauhane Makekau
sm|gf|Tavita Sione Iosefa Pita Falaniko Tasi|Losa Mele Fa'afetai Lagi Siniva Tala|Tuiasosopo Leota Fa'alogo Sapolu Aumua Faleolo
to|gf|Viliami Tevita Sitiveni Semisi Lopeti Hufanga|Salote Lesieli Ana Kalolaine Seini Mele|Fifita Taufa Vaipulu Latu Moala Helu
mi|gf|Wiremu Tāne Rāwiri Hēmi Nikau Tamati|Aroha Mereana Kahurangi Hinewai Ngaio Anahera|Te+Rangi Parata Tipene Huata Paewai Tawhiri
yo|gf|Oluwaseun Adebayo Babatunde Olumide Ayodele Kunle|Folasade Adeola Omolara Yetunde Funmilayo Titilayo|Adeyemi Ogunleye Olawale Adebisi Akinwande Oyelaran
ig|gf|Chukwuemeka Obinna Ikenna Chinedu Ebuka Somtochukwu|Chiamaka Ngozi Adaeze Ifeoma Chidinma Nneka|Okafor Nwosu Eze Anyanwu Onyekachi Chukwu
ha|gf|Abubakar Sani Yakubu Aminu Kabiru Garba|Hauwa Zainab Amina Hadiza Rukayya Bilkisu|Bello Danjuma Musa Shehu Lawal Aliyu
sw|gf|Baraka Juma Hamisi Jabari Rashidi Bakari|Amani Neema Zawadi Rehema Imani Mwanaisha|Mwakyusa Kimaro Massawe Shirima Mrisho Mfinanga
ki|gf|Kamau Njoroge Mwangi Kariuki Githinji Waweru|Wanjiru Wambui Nyambura Wairimu Njeri Wangari|Kinyanjui Gachanja Mureithi Ndung'u Wachira Gitau
luo|gf|Otieno Ochieng Onyango Odhiambo Omondi Owino|Akinyi Achieng Atieno Adhiambo Awino Anyango|Oduor Okoth Ouma Ogola Opiyo Oloo
zu|gf|Sibusiso Thulani Mandla Sipho Bongani Lwazi|Nomvula Thandeka Zanele Lindiwe Nokuthula Sibongile|Dlamini Ngcobo Mkhize Khumalo Ntuli Mthembu
xh|gf|Luvuyo Siyabonga Lwando Xolani Mzwandile Asanda|Nomsa Zintle Ayanda Nosipho Siphokazi Unathi|Mdingi Jali Ntshona Bikitsha Qwabe Gqola
af|gf|Pieter Johannes Hendrik Gerrit Wynand Francois|Marietjie Annelie Elmarie Carina Liezl Riana|van+der+Merwe Botha Du+Toit Pretorius Steyn Coetzee
st|gf|Thabo Tumelo Teboho Katleho Mpho Tshepo|Palesa Dineo Nthabiseng Lineo Refiloe Puleng|Mokoena Mofokeng Molefe Sello Ramoeletsi Tsotetsi
sn|gf|Tendai Tatenda Farai Kudakwashe Tinashe Blessing|Rutendo Nyasha Chipo Tsitsi Vimbai Rumbidzai|Moyo Chiweshe Mutasa Gumbo Marufu Chikore
so|gf|Abdirahman Abdiqani Mahad Liban Guled Hamse|Hodan Sahra Ifrah Fardowsa Nasteho Ubah|Warsame Abdi Farah Hirsi Jama Egal
om|gf|Gemechu Tolera Abdisa Lencho Chala Dereje|Chaltu Hawi Bontu Ayantu Obse Lalise|Gudeta Bekele Tolosa Dinka Fufa Debele
wo|gf|Mamadou Cheikh Ousmane Babacar Modou Pape|Aïssatou Ndeye+Fatou Coumba Awa Mariama Khady|Ndiaye Diop Fall Gueye Mbaye Seck
ln|gf|Jean-Claude Héritier Fiston Patrick Trésor Glody|Grâce Bénie Merveille Divine Gloire Espérance|Mbuyi Kabongo Ilunga Tshibangu Lukusa Nkulu
lg|gf|Kato Wasswa Musisi Kizito Lubega Ssali|Nakato Babirye Nabukenya Namubiru Nalwoga Nansubuga|Ssemakula Kiwanuka Mukasa Lwanga Ssentongo Kiggundu
ak|gf|Kwame Kofi Kwabena Yaw Kwaku Kojo|Ama Akosua Abena Adwoa Yaa Afia|Mensah Boateng Asante Owusu Ofori Amoako
ee|gf|Kodjo Selorm Edem Mawuli Elikem Dela|Enyonam Esinam Dzifa Mawusi Sename Akpene|Agbeko Dzamesi Kpodo Amedzro Adzoe Tsikata
mg|gf|Andry Hery Tahina Rivo Mamy Faly|Fanja Haingo Voahangy Lalao Tiana Nirina|Rakotomalala Randrianarisoa Rasoanaivo Andriamihaja Razafindrakoto Rabemananjara
ff|gf|Boubacar Alpha Thierno Souleymane Oumar Ibrahima|Kadiatou Hadja Oumou Fatoumata Diariatou Bintou|Diallo Barry Bah Baldé Jalloh Sidibé
bm|gf|Seydou Bakary Moussa Drissa Lassana Adama|Kadidia Assitan Djeneba Nana Salimata Mariam|Traoré Keïta Coulibaly Diarra Konaté Sangaré
ny|gf|Chikondi Chimwemwe Mphatso Kondwani Yamikani Limbani|Tiwonge Thoko Chisomo Madalitso Tadala Atupele|Banda Phiri Mwale Chirwa Nyirenda Mvula
nv|gf|Delbert Leland Darrell Kee Lorenzo Roland|Shandiin Nizhoni Loretta Bernadine Verna Marlene|Begay Yazzie Tsosie Benally Nez Etsitty
mic|gf|Terrance Noel Darcy Joey Roddie Lawrence|Mary+Rose Tanya Cheryl Darlene Bernadette Sheila|Googoo Sylliboy Knockwood Prosper Denny Julian
"""
