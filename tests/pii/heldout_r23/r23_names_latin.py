"""Latin-script locales, typed for round 23: code|order|later|given names|family names.
order: gf (given first), fg (family first), mono (one name); later: s (surname) or g (given name)."""

LATIN = """
en-CA|gf|s|Brennan Tamsin Corbin Wren Lachlan Maddox Odessa|Fairweather Kilbride Pettigrew Ashdown Lunney Brackett
fr-CA|gf|s|Étienne Maëlle Anaïs Rosalie Jérémie Ludovic|Bélanger-Roy Desrochers Thibodeau Gingras Lapointe Sirois
en-US|gf|s|Dashiell Marisol Tucker Kendra Beau Lorraine|Whitcomb Delacroix-Hale Vandermeer Ostrander Pruitt McCaskey
en-GB|gf|s|Imogen Rupert Hattie Ewan Felicity Crispin|Blythe-Warren Oakhurst Pennock Tremayne Haverfield Colquhoun
en-AU|gf|s|Kirra Bodhi Jarrah Shannae Lachie Tegan|Wetherall Coombe Strachan Dunstall Pybus Hiscock
en-NZ|gf|s|Aroha_Jane Fletcher Manaia Greer Tui Hamish|McElwee Rangiwai Saxby Tait-Rowe Brunton Pringle
en-IE|gf|s|Aoife Cathal Niamh Donnacha Orla Fiachra|Ó_Briain MacCarthaigh Duignan Keohane Ní_Fhlaithearta Brosnan
gd|gf|s|Eilidh Calum Mòrag Ruairidh Seònaid|MacDhòmhnaill Mac_an_t-Saoir Caimbeul NicLeòid
cy|gf|s|Gwenllian Iolo Efa Rhodri Cerys Gethin|Pryce-Jenkins ap_Dafydd Llewellyn Prydderch Bowen
es-MX|gf|s|Citlali Xóchitl Fermín Itzel Abundio Yolotzin|Huerta_Cantú Zepeda Villaseñor Tlapa Orozco Bautista
es-CO|gf|s|Yurani Jhon_Fredy Leidy Wílmar Daissy Yeison|Cárdenas_Rubio Mosquera Ocampo Valencia_Ríos
es-AR|gf|s|Agustina Facundo Milagros Gonzalo Ludmila|Bianchi_Otamendi Zabala Echeverría Giménez
es-ES|gf|s|Iñaki Begoña Rocío Álvaro Montserrat Ximena|García-Ochoa Albarracín Lekuona Sepúlveda Iturbe
es-PE|gf|s|Yupanqui Rosmery Wáshington Nayeli|Quispe_Mamani Huamán Condori Ccahuana
es-CU|gf|s|Yusniel Dayamí Osmany Yaimara|Cabrera_Lastre Portuondo Fajardo Sotolongo
es-DO|gf|s|Yokasta Wandy Yaritza Deivi|Peña_Almonte Taveras Rosario Minaya
pt-BR|gf|s|Thiago Luana Jéssica Wellington Raíssa Cauã|Nascimento_Paiva Albuquerque Cavalcanti Rocha_Lima Barbosa
pt-PT|gf|s|Inês Duarte Leonor Tomás Matilde Gonçalo|Magalhães_Correia Sampaio Vasconcelos Teixeira
pt-AO|gf|s|Nzinga Adilson Yolanda Kiesse|Kiala Mbemba dos_Santos_Neto Capita
fr-FR|gf|s|Apolline Gaspard Clémence Baptiste Solène Aurélien|Lefebvre-Moreau Chassagne Pelletier Rouquette Vasseur
fr-BE|gf|s|Wendy Jérôme Maïté Quentin|Vanderhaeghen Lambotte Dumoulin Coppens
fr-SN|gf|s|Aminata Cheikh Fatou Ousmane Mariama|Diop Ndiaye Sarr Faye Gueye
ht|gf|s|Wisly Nadège Fritzner Roseline Jean-Wilner|Louissaint Pierre-Louis Dorvil Célestin Jean-Baptiste
de-DE|gf|s|Jannik Lotte Fynn Henrike Mattis Wiebke|Brandstätter Kühnel Oberhauser Weißgerber Schmitz
de-AT|gf|s|Florian Theresa Valentin Magdalena|Gruber_Pöll Hofstätter Leitner Wallner
de-CH|gf|s|Reto Seraina Urs Nadja Jonas|Bachmann Zürcher Ammann_Frei Gisler
nl-NL|gf|s|Sanne Joris Femke Thijs Marloes|van_der_Wiel de_Boer Kuipers Hoekstra Brouwer
nl-BE|gf|s|Lieselot Wout Elke Stijn|Vermeulen De_Smet Claeys Goossens
da|gf|s|Mikkel Signe Rasmus Ida Kasper|Søndergaard Kjærgaard Østergaard Dalsgaard
sv|gf|s|Linnéa Oskar Ebba Viggo Saga|Lindqvist Åkesson Bergström Nyberg
nb|gf|s|Sindre Ingrid Håkon Solveig Eirik|Bråthen Haugland Fjeldstad Røed
fi|gf|s|Aino Eetu Veera Joonas Helmi|Räsänen Kettunen Väisänen Heikkilä
is|gf|g|Guðrún Sigurður Ásdís Kjartan|Þórsdóttir Gunnarsson Björnsdóttir Ólafsson
et|gf|s|Kadri Rasmus Liis Tanel|Tamm Saar Kask Mägi
lv|gf|s|Ilze Mārtiņš Zane Edgars|Bērziņa Kalniņš Ozola Liepiņš
lt|gf|s|Rūta Mantas Gintarė Karolis|Kazlauskaitė Petrauskas Jankauskienė Stankevičius
pl|gf|s|Zofia Bartosz Agnieszka Przemysław Małgorzata|Wróblewska Szczepański Kowalczyk Dąbrowska Grzelak
cs|gf|s|Tereza Ondřej Kateřina Jiří|Dvořáková Procházka Kučerová Novotný
sk|gf|s|Lucia Matej Zuzana Marek|Horváthová Kováč Baláž Šimková
sl|gf|s|Nika Žan Tjaša Luka|Kovačič Zupan Horvat Potočnik
hr|gf|s|Ivana Dario Mateja Krešimir|Babić Jurić Marković Tomljenović
bs|gf|s|Amra Edin Lejla Haris|Hodžić Begović Mehmedović Softić
sq|gf|s|Arbëresha Besnik Drita Ilir|Hoxha Berisha Krasniqi Gashi
ro|gf|s|Ioana Bogdan Andreea Mihai|Popescu-Vlad Ionescu Dumitrescu Stănescu
hu|fg|s|Zsófia Bence Réka Levente|Kovács Szabó Tóth Varga
mt|gf|s|Maria_Dolores Kurt Charmaine Jean_Paul|Borg Camilleri Vella Grech
it|gf|s|Ludovica Tommaso Chiara Gianluca Benedetta|Esposito Ferraro Lombardi Santoro Bellucci
ca|gf|s|Jordi Montse Pau Núria Arnau|Puigdemont_Vila Soler Ferrer Casals
eu|gf|s|Ane Unai Nerea Aitor|Etxeberria Goikoetxea Arrieta Urkiza
gl|gf|s|Uxía Brais Antía Xoán|Outeiro Castiñeira Barreiro Pazos
tr|gf|s|Elif Burak Zeynep Emre Ayşegül|Yıldırım Öztürk Çelik Aydın Şahin
az|gf|s|Aysel Elvin Günel Rəşad|Məmmədova Əliyev Hüseynova Quliyev
uz|gf|s|Dilnoza Jasur Nodira Sardor|Karimova Tursunov Yusupova Rashidov
vi|fg|g|Thị_Hương Văn_Minh Ngọc_Anh Quốc_Bảo|Nguyễn Trần Phạm Lê Hoàng
tl|gf|s|Maricel Jericho Rowena Dindo Lovely|Dimaculangan Macaraeg Bautista-Dizon Pangilinan
ceb|gf|s|Jennelyn Rodel Kristine Junrey|Cabahug Sumalpong Tampus Alcoseba
id|mono|g|Wahyuningsih Suharto Kurniawati Budiono Sulastri|
ms|gf|g|Nurul_Aisyah Muhammad_Hafiz Siti_Hajar Amirul|binti_Kamaruddin bin_Zulkifli binti_Rahim bin_Hashim
jv|mono|g|Sutrisno Wulandari Sugiharto Rahayu|
haw|gf|s|Keola Leilani Kawika Noelani|Kahananui Kealoha Akana Kamakau
sm|gf|s|Tavita Losa Sione Malia|Faleolo Tuiasosopo Leiataua Sapolu
to|gf|s|Siosaia Mele Tevita Salote|Fifita Taufa Vaipulu Havili
mi|gf|s|Wiremu Hine Rawiri Mereana|Te_Whata Parata Ngata Tawhiri
fj|gf|s|Ratu_Josefa Litia Epeli Salanieta|Vakaloloma Naivalu Tuilau Rokodi
sw|gf|s|Neema Baraka Zawadi Juma Imani|Mwakilema Otieno Wanjiru Kiprotich Mwangi
yo|gf|s|Adebayo Folasade Oluwaseun Temitope Babatunde|Adeyemi Ogunleye Olawale Akinola
ig|gf|s|Chinonso Ngozi Obinna Adaeze Ikenna|Okonkwo Eze Nwosu Obi-Anyanwu
ha|gf|s|Abubakar Hauwa Sani Zainab|Bello Danjuma Garba Usman
zu|gf|s|Sipho Nomvula Thandeka Bongani|Dlamini Ndlovu Zulu Mkhize
xh|gf|s|Lwazi Nolitha Siyabonga Ayanda|Mbeki-Nqoko Gcaba Tshabalala Jonas
af|gf|s|Wynand Marietjie Hendrik Elna|van_Zyl Botha Steyn du_Plessis
st|gf|s|Palesa Teboho Mpho Lerato|Mokoena Molefe Nthako Letsie
so|gf|g|Hodan Abdirahman Sahra Liban|Warsame Farah Abdullahi Jama
om|gf|g|Chaltu Gemechu Lensa Tolessa|Bekele Dinka Gudina Tufa
rw|gf|s|Uwase Jean_Bosco Mugisha Iradukunda|Habimana Niyonzima Uwimana Nshimiyimana
lg|gf|s|Nakato Ssemakula Nabirye Kato|Mukasa Ssebunya Nalwoga Kiwanuka
ak|gf|s|Kwame Akosua Yaw Abena Kofi|Mensah Asante Boateng Owusu
ee|gf|s|Selorm Edem Mawuli Esinam|Agbeko Dzokoto Kpodo Amegashie
wo|gf|s|Moustapha Astou Modou Ndèye|Mbaye Diagne Seck Thiam
ln|gf|s|Gloire Merveille Dieudonné Exaucée|Mbuyi Kabongo Lukusa Tshimanga
mg|gf|s|Fanja Hery Voahangy Tiana|Rakotomalala Andrianarivo Razafindrabe Ravelo
qu|gf|s|Sumaq Inti Killa Amaru|Mamani_Quispe Huarachi Apaza Ccori
gn|gf|s|Arami Tupã Jasy Ñandu|Benítez_Ocampos Cáceres Aquino Villalba
pap|gf|s|Shurendy Giselle Rignald Quensly|Martina Kook Isenia Doran
kl|gf|s|Aputsiaq Naja Malik Pipaluk|Kleist Lynge Olsen_Petrussen Heilmann
se|gf|s|Máret Ánte Elle Niillas|Somby Gaup Eira Sara
cr-Latn|gf|s|Wapun Mahihkan Nipin Sîsîp|Cardinal Bellerose Badger Ahenakew
oj-Latn|gf|s|Migizi Waabigwan Ogimaa Giizhig|Meshake Kakegamic Beardy Sagutcheway
moh|gf|s|Kahentinetha Tekarontake Kanerahtiio Karonhiakta|Deer Jacobs Montour Diabo
"""
