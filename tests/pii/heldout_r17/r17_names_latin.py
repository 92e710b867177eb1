"""Hand-typed Latin-script name locales for round 17.

One line per locale: ``code order later flags | female | male | family``. ``order`` is gf (given first) or fg
(family first); ``later`` is s (later mentions use the family name) or g (the given name); flags: ``-`` none,
``pat`` (Icelandic patronymic stems: -dóttir / -son). An underscore stands for a space inside one name.
"""

LATIN_TEXT = """
en-CA gf s - | Kaitlyn Shauna Marnie Brielle | Tavis Corey Dalton Rory | MacEachern Kowalczyk Pelletier Vandermeer Hounsell Strachan
en-US gf s - | Delaney Kendra LaToya Brooke | Tyrell Garrett Dwight Cody | Whitcomb Hollis Dombrowski Tillman Pruitt Castellano
fr-CA gf s - | Maude Josiane Ariane Noémie | Étienne Jean-Sébastien Mathieu Olivier | Tremblay Gagnon Bérubé Desrosiers Lévesque Ouellet
fr gf s - | Séverine Apolline Margaux | Thibault Grégoire Baptiste | Lefebvre Marchand Dubreuil Rousseau
es-MX gf s - | Guadalupe Ximena Itzel | Jesús Rodrigo Emiliano | Hernández_Cruz Zamora Villaseñor Ochoa_Ríos
es-ES gf s - | Nerea Ainhoa Montserrat | Íñigo Álvaro Sergio | García_Lorente Etxeberria Casals Moreno_Pardo
es-CO gf s - | Yurani Valentina Daniela | Jhon_Fredy Andrés Cristian | Restrepo_Gómez Valencia Cardona Arango
es-US gf s - | Yesenia Marisol Araceli | Osvaldo Gerardo Rigoberto | Quintanilla Saldaña Navarrete
pt-BR gf s - | Thaís Luana Gabriela | João_Vitor Thiago Rodrigo | Nascimento Carvalho dos_Santos Araújo
pt-PT gf s - | Inês Leonor Filipa | Duarte Tiago Rui | Magalhães Figueiredo da_Costa Antunes
it gf s - | Chiara Ilaria Benedetta | Lorenzo Matteo Davide | Ferraro De_Luca Bianchi Esposito Dell'Acqua
de gf s - | Annika Friederike Lena | Jörg Maximilian Florian | Schäfer Köhler Baumgartner von_Hagen Weiß
nl gf s - | Femke Sanne Anouk | Joris Bram Sjoerd | van_der_Veen de_Graaf Bakker Visser van_Dijk
pl gf s - | Agnieszka Małgorzata Zofia | Krzysztof Grzegorz Paweł | Wiśniewski Zieliński Szymańska Wójcik
cs gf s - | Tereza Kateřina Lucie | Jiří Ondřej Vojtěch | Dvořák Procházka Novotný Kučera
sk gf s - | Zuzana Lucia | Marek Tomáš | Horváth Kováč Baláž
hu fg s - | Zsófia Réka Eszter | Bence Levente Gergő | Szabó Nagy Tóth Kovács
ro gf s - | Ioana Andreea Bianca | Mihai Bogdan Radu | Popescu Ionescu Stănescu Dumitru
hr gf s - | Ivana Mateja | Luka Ante | Horvat Babić Jurić Knežević
sl gf s - | Nika Špela | Žiga Matej | Novak Kranjc Zupančič
sr gf s - | Jelena Milica | Nemanja Stefan | Petrović Jovanović Nikolić
lt gf s - | Rūta Aistė | Mantas Tomas | Kazlauskas Petrauskas Jankauskas
lv gf s - | Ilze Līga | Jānis Mārtiņš | Bērziņš Kalniņš Ozoliņš
et gf s - | Kadri Triin | Tarmo Rein | Tamm Saar Sepp Mägi
fi gf s - | Aino Tuulikki Satu | Juha Teemu Petteri | Virtanen Korhonen Mäkinen Heikkinen
sv gf s - | Ebba Ingrid Linnea | Gustav Anders Oskar | Lindqvist Bergström Sjöberg Åkesson
nb gf s - | Ingrid Solveig | Håkon Eirik | Haugen Fjeld Sørensen Nilsen
da gf s - | Mette Signe | Rasmus Søren | Kjærgaard Mortensen Thomsen
is gf g pat | Guðrún Sigríður Hildur | Gunnar Einar Snorri | Jóns Sigurðar Ólafs Magnús
ga gf s - | Aoife Siobhán Niamh | Cian Oisín Pádraig | Ó_Súilleabháin Ní_Bhriain Mac_Giolla Ó_Dochartaigh
cy gf s - | Angharad Eleri Ffion | Rhodri Gethin Iwan | ap_Rhys Llewellyn Pritchard Vaughan
gd gf s - | Mòrag Catrìona | Calum Ruairidh | MacLeòid NicDhòmhnaill MacAoidh
en-GB gf s - | Harriet Imogen Philippa | Alistair Rupert Callum | Pemberton Ashworth Featherstone Cartwright
en-IE gf s - | Clodagh Gráinne Orla | Declan Eoin Colm | Fitzgerald O'Sullivan Kavanagh McGettigan
en-AU gf s - | Chelsea Tahnee Kirra | Brodie Lachlan Jarrah | Fitzpatrick Whitlock Spencer McAllister
en-NZ gf s - | Aroha Kiri Hayley | Tama Nikau Blair | Hemi Tipene Cooper Ranginui
en-ZA gf s - | Marike Charlize Thandeka | Pieter Francois Sipho | Janse_van_Rensburg Botha du_Plessis Naidoo
af gf s - | Elmarie Anika | Jaco Riaan | van_der_Merwe Steenkamp Pretorius
zu gf s - | Nomvula Zanele Thandiwe | Sibusiso Mandla Bongani | Dlamini Nkosi Zulu Mthembu
xh gf s - | Nosipho Lindiwe | Lwazi Siyabonga | Mthethwa Ngcobo Qwabe
yo gf s - | Adunni Folasade Oluwaseun | Babatunde Olumide Adewale | Adeyemi Olatunji Ogunleye Akinola
ig gf s - | Chiamaka Ngozi Adaeze | Chukwuemeka Obinna Ikenna | Okonkwo Nwosu Eze Okafor
ha gf s - | Zainab Hadiza | Abubakar Sani | Bello Shehu Danjuma
ak gf s - | Akosua Abena Efua | Kwabena Kofi Yaw | Mensah Owusu Boateng Asante
ee gf s - | Dzifa Enyonam | Sena Selorm | Agbeko Kpodo Amegashie
sw gf s - | Zawadi Neema Rehema | Baraka Juma Hamisi | Mwangi Otieno Wanjiru Kariuki
ki gf s - | Wambui Njeri | Kamau Githinji | Ng'ang'a Muthoni Kimani
luo gf s - | Akinyi Atieno | Odhiambo Ochieng' | Onyango Omondi Owino
so gf s - | Hodan Faadumo Ubah | Abdirahman Mahad Liban | Warsame Farah Hirsi Dirie
om gf g - | Chaltu Lensa | Gemechu Tolasa | Gudina Bekele Tufa
tl gf s - | Maricel Jocelyn Rowena | Rommel Jericho Arnel | Dela_Cruz Macaraeg Bautista Villanueva
ceb gf s - | Ligaya Jennelyn | Junrey Dodong | Tumulak Cabahug Alcantara
id gf g - | Dewi Sri_Wahyuni Putri | Agus Bambang Hendra | Setiawan Wibowo Kusuma Santoso
ms gf g - | Nurul_Ain Siti_Aminah | Muhammad_Hafiz Azlan | binti_Ismail bin_Razak bin_Osman
vi fg g - | Thị_Lan Ngọc_Anh Thu_Hà | Văn_Minh Quốc_Bảo Đức_Huy | Nguyễn Trần Phạm Lê Huỳnh
tr gf s - | Elif Zeynep Büşra | Emre Oğuz Murat | Yılmaz Öztürk Çelik Kaya
az gf s - | Aysel Günay | Elvin Rauf | Məmmədov Əliyev Hüseynli
uz gf s - | Dilnoza Gulnora | Sardor Jasur | Karimov Tursunov Yusupov
sq gf s - | Blerta Arjeta | Arben Dritan | Krasniqi Hoxha Gashi
mt gf s - | Marija Rebekka | Ġorġ Kurt | Borg Camilleri Vella Farrugia
ht gf s - | Nadège Widline Mirlande | Wilner Jean-Robert Frantz | Pierre-Louis Joseph Étienne Désir
mi gf s - | Mereana Hine Anahera | Wiremu Rawiri Tāne | Te_Rangi Walker Ngata Parata
haw gf s - | Leilani Kalena Noelani | Keoni Kaimana Makoa | Kahananui Kealoha Akana
sm gf s - | Lu'isa Sina Malia | Tavita Sione Ioane | Fa'amausili Tuilagi Leota
to gf s - | Salote Mele | Sione Viliami | Taufa Fifita Havili
fj gf s - | Litia Adi_Vasemaca | Josefa Semisi | Nakarawa Naivalu Tuberi
cr gf s - | Mistahi Kisikaw Wapun | Peyasiw Mahihkan Sakimes | Moosomin Whitecalf Nepinak Bigsky
oj gf s - | Nimkii Waabigwan Giizhigookwe | Makwa Ogimaa Animikii | Kakegamic Meekis Nanowin Sakanee
moh gf s - | Kahentinetha Konwatsitsawi Tsiothwatasé | Tehoronhiathe Karonhiakta Sakoieta | Deer Horn Jacobs Montour
mic gf s - | Kji'qun Maliaw Nukumi | Ta'n Kisiku Saqamaw | Paul Denny Marshall Googoo Francis
dak gf s - | Winona Tate Zitkala | Chaska Tatanka Mato | Red_Tail Two_Bulls Eagle_Heart
nv gf s - | Shándíín Nizhoni Bidziil | Hastiin Naabaahii Tsosie | Begay Yazzie Tsinajinnie Benally
qu gf s - | Killa Sisa Urpi | Inti Amaru Wayra | Mamani Quispe Huamán Condori
en-JM gf s - | Shaneka Tamoy Kerry-Ann | Dwayne Tyrone Oneil | Clarke Grant Thompson-Bailey Ebanks
en-TT gf s - | Anisha Kerlyn | Kerwin Aldon | Ramdass Maharaj Baptiste Gopaul
en-IN gf s - | Anjali Pooja | Rohit Vikram | Iyer Banerjee Mukherjee Kapoor
en-SG gf s - | Rachel Hui_Min Charmaine | Marcus Wei_Jie Darren | Tan Lim Goh Koh
en-NG gf s - | Blessing Precious Favour | Emmanuel Godwin Tobechukwu | Oyelaran Ibekwe Ademola Oduya
en-GH gf s - | Patience Gifty | Kwame Samuel | Amoako Osei Quaye
ln gf s - | Mbuyi Nsimba | Kabasele Mukendi | Ilunga Mbala Tshibangu
rw gf s - | Uwase Mukamana | Habimana Ntwari | Niyonsaba Uwimana Mugisha
wo gf s - | Awa Ndèye Coumba | Moussa Ousmane Cheikh | N'Diaye Diop Sow Faye
ff gf s - | Aissatou Kadiatou | Mamadou Alpha | Diallo Bah Barry
hmn gf s - | Mai_Nou Pa_Houa | Tou_Ger Neng | Vang Xiong Thao Lor
eu gf s - | Maite Edurne | Iker Unai | Agirre Goikoetxea Urrutia
ca gf s - | Montse Núria | Jordi Pau | Puigvert Vilanova Soler_i_Roca
ku gf s - | Berfîn Rojîn | Azad Rêbaz | Ahmed Hawrami Şêxmûs
"""
