"""Hand-typed Latin-script name lists for round 21 (one locale a line).

``code|order|custom|female|male|family``: order ``gf`` (given first) or ``fg``; custom says how a later
mention is written (``s`` surname, ``g`` whole given name, ``gl`` last given token, ``w`` whole name), with
``+m`` when some people of the locale carry a single name. ``_`` joins the words of one name; ``A/B`` is a
masculine/feminine family pair.
"""

LATIN_TEXT = """
en-US|gf|s|Brianna Shauna Kaylee LaToya Marisela|Dustin Tremaine Colby Garrett Quentin|Whitacre Pruitt Haverford Stroud McCallister Delacroix-Hale Yancey
en-CA|gf|s|Mackenzie Chantal Rhiannon Tamsin|Brayden Lachlan Emmett Corwin|Archambault-Kerr Pickering MacInnis Dunphy Sauvé-Kim Lockyer
en-GB|gf|s|Philippa Imogen Siân Harriet|Rupert Alfie Declan Ollie|Pemberton Ashworth Featherstone Bagshaw Thistlewood Cholmondeley
en-IE|gf|s|Aoife Caoimhe Róisín Sinéad|Cathal Oisín Ciarán Donnacha|O'Shaughnessy Fitzgibbon Kinsella Ó_Dálaigh/Ní_Dhálaigh Mac_Cárthaigh/Nic_Cárthaigh
en-AU|gf|s|Shaylee Kirra Jacinta Brooke|Lachie Bodhi Jarrah Darcy|Threlfall Kingsford-Nunn Wardle Pettigrew Coulter Mulvany
en-NZ|gf|s|Tegan Libby Ngaio Josie|Hamish Fergus Nikau Corey|Fairbairn Ruddell Gillespie-Reti Brunskill Waddell McCaw
en-ZA|gf|s|Candice Tarryn Shanice Bronwyn|Shaun Wayne Reagan Cheslin|Adonis Jacobs-Februarie Hendricks Naidoo-Moodley Fortuin Pillay
en-NG|gf|s|Temperance Divine Goodness Praise|Godwin Kingsley Sunday Ekpeyong|Edet Etim Bassey Ekanem Effiong Okon
en-GH|gf|s|Gifty Nhyira Ewurabena Theodora|Fiifi Ebo Ekow Kojo|Quartey Lamptey Tagoe Sowah Ankrah Quaynor
ak|gf|s|Akosua Efua Abena Adwoa Yaa|Kwabena Yaw Kofi Kwasi|Asante Boateng Owusu-Ansah Darko Ofori Frimpong
en-JM|gf|s|Shanique Tameka Kimoy Sashana|Oneil Dwayne Romaine Jermaine|Beckford Samuda Bogle Mattis Clarke-Wint Pusey
en-TT|gf|s|Anushka Keisha Nalini Renelle|Kerwin Ravindra Akeel Jabari|Ramdial Mohammed-Joseph Boodoosingh Dookeran Ragoonanan Alleyne
en-IN|gf|s|Shalini Tanvi Rhea Nikita|Rohan Siddharth Kunal Varun|D'Souza Fernandes Menezes-Rao Iyer Banerjee Pinto
en-SG|gf|s|Jocelyn Germaine Shermaine Clarissa|Kelvin Bryan Marcus Wilfred|Goh Teo Ong Quek Sim Lim-Sng
fr-CA|gf|s|Marie-Ève Geneviève Maude Roxanne|Jean-Sébastien Mathieu Étienne Yannick|Bouchard Gagnon-Pelletier Lévesque Thibodeau Desrosiers Bérubé
fr|gf|s|Séverine Apolline Clémence Nolwenn|Grégoire Aurélien Thibault Loïc|de_la_Roche Duhamel Lefèvre Rousseau-Vidal Le_Goff Chevallier
ht|gf|s|Widline Mirlande Fabiola Nadège|Wisly Frantz Jean-Robert Dieuseul|Jean-Baptiste Exantus Pierre-Louis Dorvil Célestin Saint-Fleur
es-MX|gf|s|Guadalupe Ximena Itzel Araceli|Uriel Joaquín Efraín Heriberto|Villaseñor Ocampo_Zúñiga Ibarra_Lozano Cisneros Huerta Méndez
es-US|gf|s|Yesenia Jazmín Nayeli Brisa|Osvaldo Brayan Adrián Jairo|Quintanilla Barajas Escobedo Sandoval Carrillo-Reyes Montes
es-PR|gf|s|Yamilet Coralis Nilda Zuleyka|Yadiel Edgardo Noel Wilfredo|Rivera_Cintrón Colón Pagán Santiago_Ortiz Maldonado Quiñones
es-CO|gf|s|Luz_Dary Yurany Marcela Leidy|Jhon_Fredy Duván Yeison Hernando|Cardona Arango Zuluaga Ospina_Giraldo Restrepo Gaviria
es-AR|gf|s|Agustina Milagros Florencia Rocío|Facundo Gonzalo Nahuel Lautaro|Pereyra Acuña Benítez Figueroa Giménez Sosa-Lagos
es-ES|gf|s|Begoña Nerea Maite Inmaculada|Íñigo Borja Álvaro Jacinto|Fernández_de_Córdoba Echeverría Gil_Sanz Robles Quesada Urrutia
es-PE|gf|s|Yuliana Rosmery Flor_de_María Nélida|Percy Wilber Ítalo Edson|Huamán Chávez Condori Palomino Ticona Salazar
es-VE|gf|s|Yorgelis Yusmary Oriana Andreína|Yonaiker Jesús_Alberto Freddy Wuilmer|Urdaneta Pernía Briceño Rangel Colmenares Lugo
es-HN|gf|s|Dilcia Suyapa Xiomara Glenda|Wilmer Melvin Ever Selvin|Zelaya Mejía Banegas Cálix Funes Erazo
es-CU|gf|s|Yanelis Mileidys Odalys Dayana|Yoandri Osmany Yunior Alexis|Valdés Cárdenas Hechavarría Fonseca Alfonso Betancourt
es-CL|gf|s|Javiera Catalina Constanza Millaray|Benjamín Cristóbal Matías Ignacio|Aravena Contreras Cifuentes Huenchullán Painemal Gutiérrez
pt-BR|gf|s|Thaís Luana Raíssa Jéssica|Thiago Wellington Caio Guilherme|dos_Santos Nascimento Araújo Cavalcanti de_Oliveira_Lima Figueiredo
pt-PT|gf|s|Inês Leonor Matilde Joana|Duarte Tomás Gonçalo Rui|Magalhães Sequeira Brito Carvalhal Vasconcelos Teixeira_da_Mota
it|gf|s|Ginevra Ludovica Benedetta Concetta|Gianluca Raffaele Salvatore Edoardo|Dell'Acqua Esposito Lo_Presti Sangiorgi Di_Matteo Barbieri
de|gf|s|Annegret Friederike Mareike Ulrike|Wolfgang Joachim Malte Jörg|Schäfer Brandstätter von_Bülow Hoffmeister Kühn Weißenborn
de-AT|gf|s|Theresia Johanna Kathrin Resi|Florian Alois Leopold Sepp|Gruber Pichler Hinterleitner Moser Wallner Steinbauer
de-CH|gf|s|Regula Vreni Seraina Flurina|Urs Beat Reto Ueli|Baumgartner Brunner Zürcher Niederhauser Tschopp Gisler
nl|gf|s|Femke Annelies Marloes Sanne|Joost Maarten Sjoerd Bram|van_den_Heuvel de_Wit ter_Horst Verhoeven van_Dijk Bakker-Smit
af|gf|s|Marike Annelie Elmarie Riana|Jaco Wessel Hennie Gerhard|Janse_van_Rensburg Steyn Oosthuizen Swanepoel le_Roux Bezuidenhout
sv|gf|s|Linnéa Sigrid Ebba Maja|Anders Björn Oskar Viktor|Lindqvist Bergström Sjöberg Åkesson Holmgren Ekdahl
nb|gf|s|Ingrid Solveig Tuva Ragnhild|Håkon Eirik Trygve Sindre|Haugen Bakke Solberg Østby Fjeld Myklebust
da|gf|s|Mette Signe Birgitte Karoline|Mads Søren Rasmus Jeppe|Kjærgaard Mortensen Thygesen Vestergaard Dalsgaard Bech
fi|gf|s|Aino Liisa Satu Helmi|Juha Eero Ilkka Tapio|Mäkelä Korhonen Heikkinen Väisänen Lehtonen Nieminen
is|gf|g|Guðrún Sigríður Hrafnhildur Ásdís|Gunnar Þórður Einar Ragnar|Jónsson/Jónsdóttir Stefánsson/Stefánsdóttir Magnússon/Magnúsdóttir Ólafsson/Ólafsdóttir Hauksson/Hauksdóttir
et|gf|s|Kadri Liis Triin Maarja|Tõnu Priit Rein Margus|Tamm Saar Kask Põder Mägi Lepik
lv|gf|s|Ilze Baiba Inese Zane|Jānis Mārtiņš Edgars Kaspars|Bērziņš/Bērziņa Kalniņš/Kalniņa Ozols/Ozola Liepiņš/Liepiņa Krūmiņš/Krūmiņa
lt|gf|s|Rasa Eglė Aušra Gintarė|Mindaugas Šarūnas Darius Vytautas|Kazlauskas/Kazlauskienė Petrauskas/Petrauskienė Jankauskas/Jankauskaitė Žukauskas/Žukauskienė Balčiūnas/Balčiūnienė
pl|gf|s|Małgorzata Agnieszka Katarzyna Jadwiga|Grzegorz Przemysław Tomasz Wojciech|Wiśniewski/Wiśniewska Zieliński/Zielińska Wójcik Kamiński/Kamińska Szczepański/Szczepańska Dąbrowski/Dąbrowska
cs|gf|s|Zdeňka Lenka Markéta Jitka|Jiří Ondřej Vojtěch Radek|Dvořák/Dvořáková Novotný/Novotná Procházka/Procházková Černý/Černá Kučera/Kučerová
sk|gf|s|Zuzana Ľubica Katarína Mária|Ľubomír Marek Juraj Milan|Horváth/Horváthová Kováč/Kováčová Baláž/Balážová Oravec/Oravcová Hudák/Hudáková
hu|fg|s|Zsófia Erzsébet Réka Csilla|Gergely Zoltán Levente Bence|Nagy Szabó Kovács Farkas Vörös Bíró
ro|gf|s|Ioana Andreea Mihaela Roxana|Răzvan Bogdan Ionuț Cătălin|Popescu Dumitrescu Ionescu Vasilescu Constantinescu Munteanu
hr|gf|s|Ivana Snježana Vesna Mirela|Krešimir Dražen Zvonimir Tomislav|Horvat Babić Marić Jurić Kovačević Perković
sl|gf|s|Špela Urška Tjaša Mojca|Matej Rok Žiga Primož|Novak Krajnc Potočnik Zupančič Kovačič Mlakar
sq|gf|s|Arjeta Blerta Drita Vjollca|Arben Besnik Dritan Ilir|Hoxha Gashi Berisha Krasniqi Shehu Dervishi
tr|gf|s|Gülşen Zeynep Elif Şükran|Mehmet Emre Oğuzhan Barış|Yılmaz Öztürk Çelik Aydın Kılıç Şahin
az|gf|s|Günel Aygün Leyla Nərmin|Elçin Rəşad Tural Orxan|Məmmədov/Məmmədova Əliyev/Əliyeva Hüseynov/Hüseynova Quliyev/Quliyeva Həsənov/Həsənova
uz|gf|s|Dilnoza Gulnora Nodira Shahnoza|Sherzod Jasur Bekzod Otabek|Karimov/Karimova Yusupov/Yusupova Rahimov/Rahimova Tursunov/Tursunova Ergashev/Ergasheva
eu|gf|s|Itziar Ainhoa Leire Nekane|Iker Aitor Unai Gorka|Etxeberria Agirre Goikoetxea Zubizarreta Arrieta Olaizola
ca|gf|s|Montserrat Núria Mireia Laia|Jordi Oriol Pau Arnau|Puig Casals Vilaró Ferrer_i_Soler Serra Pujol
gl|gf|s|Uxía Antía Iria Sabela|Xoán Brais Anxo Roi|Outeiro Lema Vilas Piñeiro Rial Souto
cy|gf|s|Angharad Bethan Gwenllian Eirlys|Dafydd Iolo Rhodri Gethin|ap_Rhys Llewellyn Pritchard Vaughan Gruffydd Bowen
ga|gf|s|Siobhán Gráinne Niamh Clodagh|Pádraig Seán Tadhg Ruairí|Ó_Súilleabháin/Ní_Shúilleabháin Mac_Giolla_Phádraig/Nic_Giolla_Phádraig Ó_Ceallaigh/Ní_Cheallaigh Breathnach Ó_Murchú/Ní_Mhurchú
gd|gf|s|Mòrag Catrìona Seonag Ealasaid|Calum Tormod Ruairidh Dòmhnall|MacLeòid/NicLeòid MacDhòmhnaill/NicDhòmhnaill Moireasdan Caimbeul MacAoidh/NicAoidh
mt|gf|s|Marthese Doriana Pawlina Ġużeppina|Ġorġ Ċensu Pawlu Salvu|Borg Camilleri Vella Farrugia Xuereb Zammit
vi|fg|gl|Thị_Hương Ngọc_Ánh Thu_Trang Bảo_Châu|Văn_Hùng Minh_Tuấn Quốc_Bảo Đức_Anh|Nguyễn Trần Lê Phạm Hoàng Võ Đặng
tl|gf|s|Maricel Rowena Analyn Marites|Reynaldo Jomar Efren Dindo|dela_Cruz Macaraeg Villanueva Bautista Pangilinan Dimaculangan
ilo|gf|s|Lorna Jovelyn Agrifina Marivic|Rogelio Nestor Bonifacio Crisanto|Agbayani Pascua Galinato Ramones Tabangcura Ulep
ceb|gf|s|Jennelyn Charmaine Rubylyn Glaiza|Junrey Rolando Niño Jhunjie|Abellana Cabahug Ouano Cañete Dumdum Sarausad
id|gf|g+m|Sri_Wahyuni Dewi Ratna Kartika|Bambang Agus Hendra Wahyu|Santoso Wijaya Hidayat Nugroho Saputra Siregar
jv|gf|w+m|Sulastri Wulandari Endang Tumini|Sugeng Slamet Joko Paijo|Sastrowardoyo Hadiwijoyo
ms|gf|g|Nur_Aisyah Siti_Hajar Farah_Nabila Nurul_Izzah|Muhammad_Hafiz Amirul Syafiq Khairul_Anuar|bin_Ismail/binti_Ismail bin_Abdullah/binti_Abdullah bin_Osman/binti_Osman bin_Razak/binti_Razak bin_Hamzah/binti_Hamzah
sw|gf|s|Neema Zawadi Rehema Imani|Baraka Juma Hamisi Bakari|Mwakyusa Kimaro Mrema Massawe Shirima Mushi
yo|gf|s|Adéọlá Folasade Olamide Tèmítọ́pẹ́|Babatunde Olúwasèun Ayodeji Kolawole|Adebayo-Ogunleye Oyelowo Olaniyan Akinwande Fashola Adeyemi-Coker
ig|gf|s|Chiamaka Ngozi Ifeoma Obiageli|Chukwuemeka Obinna Ikechukwu Nnamdi|Okonkwo Ezeh Nwachukwu Anyanwu Obi-Okafor Udeh
ha|gf|s|Aisha Hauwa Zainab Rabi|Abubakar Sani Usman Garba|Danjuma Gwarzo Dan-Musa Bako Sa'idu Lawal
zu|gf|s|Nomvula Thandeka Zanele Lindiwe|Sibusiso Mandla Bongani Themba|Dlamini Ngcobo Mkhize Buthelezi Ndlovu Khumalo
xh|gf|s|Nomsa Siphokazi Ayanda Lulama|Luthando Siyabonga Xolani Mzwandile|Gqirana Mdaka Sonjica Mabandla Ntshona Qoboshiyane
so|gf|s|Hodan Ifrah Faadumo Sagal|Abdirahman Mukhtar Guled Bashiir|Warsame Cabdi Xirsi Jaamac Cilmi Faarax
om|gf|g|Caaltuu Lalisee Gaaddisee Hawwii|Tolasaa Gammachuu Chaalaa Abdiisaa|Tufaa Badhaasaa Gurmeessaa Fayyisaa Waaqoo Dabalaa
rw|gf|s|Claudine Solange Aline Ange|Jean_de_Dieu Théoneste Olivier Aimable|Uwimana Niyonsaba Habimana Mukeshimana Nsengiyumva Bizimana
lg|gf|s|Nakato Nabukenya Nalubega Namusoke|Kato Wasswa Kizito Lubega|Ssemakula Mukiibi Kiggundu Ssentongo Lwanga Nsubuga
sn|gf|s|Rutendo Chipo Nyasha Tariro|Tendai Farai Tinashe Kudakwashe|Chiweshe Mapfumo Mutasa Gumbo Chikwanha Madziva
ny|gf|s|Chikondi Tiwonge Mphatso Lusungu|Chisomo Kondwani Dalitso Mayeso|Banda Phiri Mwale Chirwa Nyirenda Kachingwe
wo|gf|s|Fatou Awa Ndèye Khady|Moustapha Cheikh Mamadou Ibrahima|N'Diaye Sène Fall Mbaye Gueye Diouf
ff|gf|s|Kadiatou Mariama Aïssatou Djenabou|Boubacar Alpha Oumar Saïkou|Diallo Bah Barry Sow Baldé Jalloh
bm|gf|s|Oumou Fanta Assitan Salimata|Seydou Bakary Modibo Souleymane|Traoré Keïta Coulibaly Diarra Konaté Sissoko
ln|gf|s|Mbuyi Kapinga Ngalula Nsimba|Kabongo Ilunga Tshibangu Mpiana|Kalala Lukusa Mwamba Bokolo Makiese Nzuzi
mg|gf|s|Voahangy Hanitra Lalao Volana|Rivo Haja Tsiry Fidy|Randriamanantena Rakotoarisoa Rasoanaivo Andrianjafy Razafindrakoto Ratsimbazafy
ee|gf|s|Dzifa Enyonam Sena Esinam|Selorm Elikem Kwashie Mawuli|Agbeko Dzidzornu Kpodo Amegashie Tsikata Agbenyega
kab|gf|s|Tassadit Dihya Tiziri Ouiza|Amayas Idir Yuba Aksel|Aït_Kaci Ouali Hamadouche Ferhani Kaci-Saïd Belkacem
haw|gf|s|Leilani Kawehi Noelani Puanani|Kekoa Makana Kaleo Keoni|Kahananui Nāone Keawe Kamakea Ka‘auwai Kahale
mi|gf|s|Aroha Mereana Whetu Kahurangi|Tamati Wiremu Rāwiri Hemi|Te_Awa Pōtae Tawhiri Hēnare Rangihuna Te_Rangi
sm|gf|s|Losaline Malia Fetū Lagi|Tavita Ioane Mikaele Pita|Tuiasosopo Leota Faleolo Sapolu Pa'u Toleafoa
to|gf|s|Mele Losana Luseane Kalolaine|Siaosi Viliami Sione Tevita|Fifita Vaipulu Moala Hufanga Tu'akoi Latu
fj|gf|s|Litia Mereoni Akosita Vasemaca|Josefa Jone Isoa Eparama|Naivalu Ravuvu Tuilovoni Nacola Baleiwai Koroi
qu|gf|s|Killa Ch'aska Sisa Wayta|Inti Amaru Kusi Waman|Mamani Quispe Ccama Apaza Yupanqui Taipe
nah|gf|s|Xóchitl Citlali Yaretzi Metztli|Tonatiuh Yaotl Itzcóatl Tenoch|Tepoxteco Tlacotempa Xolocotzi Tecuapetla Cuapio Tlaseca
moh|gf|s|Kaniehtiio Kahente Karonhiio Wahiakeron|Tekarihwakeron Kanatiio Teiowisonte Sakoieta|Diabo Montour Two-Axe McComber Lazare Kirby
oj|gf|s|Waaseyaa Giizhigookwe Ziigwan Aanjiikwe|Migizi Giizhig Nigaan Makoons|Kejick Meekis Kakepetum Kenequanash Masakeyash Sakanee
mic|gf|s|Mali Kateri Ansale Sapet|Tuma Piel Sulian Kaleb|Googoo Sylliboy Denny Prosper Bernard-Julien Toney
dak|gf|s|Winona Wicahpi Darla Sharice|Wanbli Tate Duane Corbin|Redday LaBatte Cloud Goodteacher Whipple Blue_Arm
nv|gf|s|Shandiin Nizhoni Doli Mariah|Ahiga Delbert Kee Lanston|Begay Yazzie Tsosie Benally Nez Manygoats
kl|gf|s|Najaaraq Aviaaja Nivi Paninnguaq|Aqqaluk Kaali Malik Ujarak|Kleist Lynge Petersen Berthelsen Heilmann Motzfeldt
se|gf|s|Máret Ánne Sire Elle|Niillas Ánte Máhtte Jovnna|Gaup Sara Somby Eira Hætta Buljo
hmn|gf|s|Mai_Nou Pa_Chia Youa Kia|Tou Pao Xeng Chue|Vang Xiong Thao Yang Lor Moua
luo|gf|s|Akinyi Achieng Atieno Adhiambo|Otieno Omondi Odhiambo Onyango|Owino Okoth Ouma Oduor Amolo Obuya
ki|gf|s|Wanjiru Wambui Njeri Wairimu|Kamau Mwangi Njoroge Kariuki|Wang'ombe Gĩthĩnji Kĩmani Ndũng'ũ Macharia Waweru
kam|gf|s|Mwende Syokau Ndinda Mutheu|Mutua Mwanzia Kioko Muli|Kilonzo Nzioka Wambua Mutiso Makau Muthama
tn|gf|s|Boitumelo Kgomotso Masego Lesedi|Tshepo Kagiso Thabo Oratile|Molefe Sebego Kgosana Motsumi Dintwe Letsholo
st|gf|s|Palesa Nthabiseng Mpho Lineo|Teboho Katleho Tumelo Neo|Mokoena Mofokeng Letsie Sello Moloi Nthako
ku|gf|s|Rojda Berfîn Nûjiyan Zelal|Dilovan Azad Serhat Şervan|Amedî Zaxoyî Botanî Dêrsimî Mistefa Ebdullah
"""
