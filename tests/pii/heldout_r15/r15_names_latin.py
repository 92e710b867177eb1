"""Hand-typed names of Latin-script locales (`@locale script order later-mention`, F:/M: given, S: surnames)."""

LATIN_TEXT = """
@en-CA Latn gf fam
F: Brielle; Kendra; Marguerite; Tamsin; Joy; Dawn; Lorelei
M: Callum; Desmond; Garnet; Hunter; Wendell; Chase; Lachlan
S: Thibodeau; Cowan; Pettigrew; Swift; Bellamy; Frost; Lamb; Mulroney-Hatch; Kitchen
@en-US Latn gf fam
F: Shawna; Lakeisha; Destiny; June; Amberly; Cheyenne; Summer
M: Tyrell; Bradley; Dwayne; Colby; Royce; Hank; Justice
S: Whitfield; Hollister; Bush; Price; Moody; Cash; Banks; Woodard; Love
@fr-CA Latn gf fam
F: Marie-Ève; Gabrielle; Maude; Noémie; Ginette; Josée; Rosalie
M: Jean-Philippe; Éloi; Mathis; Réjean; Ghislain; Benoît; Yannick
S: Gagnon-Lévesque; Ouellette; Bélanger; Desrosiers; Charbonneau; Lapointe; St-Onge; Marcoux; D'Aoust
@es-MX Latn gf fam
F: Guadalupe; Ximena; María José; Citlali; Araceli; Itzel
M: Juan Pablo; Cuauhtémoc; Rodrigo; Efraín; Jesús; Ulises
S: Hernández Ocampo; Ramírez de la Garza; Villaseñor Ruiz; Cervantes Olmos; Zúñiga Téllez; Quiroga Ponce
@es-CO Latn gf fam
F: Yuliana; Marisol; Catalina; Leidy Johana; Valentina
M: Jhon Fredy; Andrés Felipe; Wilmer; Camilo; Hernán
S: Restrepo Arango; Osorio Giraldo; Cardona Salazar; Bedoya Henao; Londoño Ríos
@es-PE Latn gf fam
F: Rosa Elvira; Milagros; Yesenia; Flor de María
M: Walter; Percy; Alipio; Renzo
S: Huamán Quispe; Mamani Choque; Condori Ticona; Vilca Apaza; Chávez Yupanqui
@es-ES Latn gf fam
F: Nerea; Ainhoa; Rocío; Montserrat; Begoña
M: Íñigo; Álvaro; Borja; Jordi; Sergio
S: Fernández de Córdoba; Iglesias Prado; Moreno Salas; Gil-Robles; Abad Seoane
@es-US Latn gf fam
F: Yesenia; Marisela; Araceli; Dulce; Esperanza
M: Reynaldo; Osvaldo; Gilberto; Jairo; Nestor
S: Delgado; Villanueva; Ochoa; Saldaña; Treviño; Cantú
@pt-BR Latn gf fam
F: Luana; Thaís; Raíssa; Jaqueline; Iracema
M: Thiago; Wellington; Cauã; Gustavo; Edvaldo
S: dos Santos Pereira; da Silva Lima; Nascimento; Cavalcanti; de Oliveira Rocha; Figueiredo
@pt-PT Latn gf fam
F: Inês; Leonor; Beatriz; Madalena
M: Tomás; Duarte; Gonçalo; Rui
S: Magalhães da Costa; Sousa Tavares; Antunes; dos Reis Pinto; Vasconcelos
@pt-AO Latn gf fam
F: Esperança; Domingas; Isabel
M: Adérito; Januário; Manuel
S: Cassule; Kiala; Neto Sebastião; Bumba
@it Latn gf fam
F: Chiara; Giuseppina; Ludovica; Ornella; Benedetta
M: Gianluca; Salvatore; Ettore; Raffaele; Cosimo
S: D'Alessandro; Lo Bianco; Esposito; Caruso; Dell'Orto; La Rosa; Bellini
@de Latn gf fam
F: Annegret; Frauke; Liesel; Mareike
M: Jörg; Wolfram; Heiko; Till
S: von Hagen; Schreiber; Fuchs; Wagenknecht; Müller-Lüdenscheidt; Koch
@nl Latn gf fam
F: Marieke; Femke; Annelies; Sanne
M: Joost; Maarten; Pieter-Jan; Sjoerd
S: van der Linde; de Groot; van den Broek; ter Horst; Bakhuizen; Visser
@fr Latn gf fam
F: Ségolène; Apolline; Margaux; Clémence
M: Gaëtan; Florian; Aurélien; Hervé
S: Lefebvre; de la Tour d'Auvergne; Rousseau; Mercier; Poulain
@pl Latn gf fam
F: Agnieszka; Małgorzata; Zofia; Katarzyna
M: Grzegorz; Przemysław; Wojciech; Łukasz
S: Wiśniewska; Szczepański; Kowalczyk; Brzęczyszczykiewicz; Zając; Wróbel
@cs Latn gf fam
F: Kateřina; Lenka; Zdeňka
M: Jiří; Vojtěch; Ondřej
S: Dvořák; Procházková; Kučera; Novotný; Černá
@sk Latn gf fam
F: Zuzana; Miroslava; Ľubica
M: Ľubomír; Marek; Dušan
S: Kováčová; Hudák; Baláž; Slobodník
@hu Latn fg fam
F: Erzsébet; Zsófia; Réka
M: Gergely; Bence; Levente
S: Kovács; Szűcs; Fehér; Tóth-Nagy; Halász
@ro Latn gf fam
F: Ioana; Mădălina; Florentina
M: Mihai; Bogdan; Ștefan
S: Popescu; Dumitrescu; Munteanu; Stoica; Țăranu
@hr Latn gf fam
F: Ivana; Mirjana; Snježana
M: Krešimir; Tomislav; Zvonimir
S: Horvat; Knežević; Babić; Jurić
@sl Latn gf fam
F: Špela; Mojca; Nuša
M: Matjaž; Primož; Rok
S: Kranjc; Zupančič; Vidmar; Potočnik
@lt Latn gf fam
F: Eglė; Rūta; Gintarė
M: Mindaugas; Žygimantas; Tomas
S: Kazlauskienė; Petrauskas; Jankauskas; Vasiliauskaitė
@lv Latn gf fam
F: Ilze; Baiba; Laima
M: Jānis; Māris; Edgars
S: Bērziņš; Kalniņa; Ozols; Liepiņa
@et Latn gf fam
F: Kadri; Triin; Liis
M: Priit; Tõnu; Rasmus
S: Tamm; Saar; Sepp; Mägi; Kask
@fi Latn gf fam
F: Aino; Sirpa; Tuulikki
M: Jukka; Veikko; Onni
S: Virtanen; Mäkelä; Heikkinen; Koskinen; Järvelä
@sv Latn gf fam
F: Ingrid; Linnéa; Sigrid
M: Björn; Gustav; Anders
S: Lindqvist; Bergström; Åkesson; Sjöberg
@nb Latn gf fam
F: Solveig; Ragnhild; Ingvild
M: Håkon; Øystein; Torbjørn
S: Haugen; Bakke; Solberg; Ødegård
@da Latn gf fam
F: Mette; Signe; Birgitte
M: Søren; Mads; Rasmus
S: Kjærgaard; Sørensen; Mølgaard; Lund
@is Latn gf given
F: Sigríður; Ásdís; Hrafnhildur; Þórunn
M: Guðmundur; Einar; Kjartan; Þorsteinn
S: Jónsdóttir; Magnúsdóttir; Gunnarsson; Ólafsson; Sigurðardóttir; Hauksson
@ga Latn gf fam
F: Siobhán; Aoife; Niamh; Caoimhe; Gráinne
M: Pádraig; Tadhg; Ciarán; Oisín; Donncha
S: Ní Bhriain; Ó Súilleabháin; Mac Giolla Phádraig; O'Dowd; Nic Aodha; Ó Murchú
@gd Latn gf fam
F: Mhairi; Eilidh; Catriona; Seonaid
M: Ruairidh; Calum; Murdo; Alasdair
S: MacLeod; McIlwraith; MacAulay; NicLeòid; Macrae; McTavish
@cy Latn gf fam
F: Angharad; Eirlys; Ffion; Bethan
M: Rhodri; Iolo; Gruffydd; Emyr
S: ap Rhys; Pritchard; Llewellyn; Prosser; Vaughan-Thomas
@en-IE Latn gf fam
F: Orla; Sinéad; Deirdre; Roisin
M: Cathal; Declan; Fergal; Colm
S: O'Halloran; McGuinness; Fitzgerald-Byrne; Nolan; Keogh; Crean
@en-GB Latn gf fam
F: Philippa; Harriet; Imogen; Poppy
M: Rupert; Alistair; Nigel; Jolyon
S: Featherstonehaugh; Ashdown; Hope; Carver; Church; Marchbanks
@en-AU Latn gf fam
F: Kylie; Shae; Tegan; Brooke
M: Brodie; Darcy; Jarrah; Lachie
S: Quartermaine; Judge; Cottee; Woolmer; Street
@en-NZ Latn gf fam
F: Aroha; Kiri; Mackenzie
M: Rewi; Blair; Taine
S: Fenwick; Tapsell; Gillies; Short
@en-JM Latn gf fam
F: Tashika; Shelly-Ann; Patience; Kerene
M: Oneil; Romaine; Delroy; Kemar
S: McKenzie-Reid; Blackwood; Gayle; Morrison; Bogle
@en-TT Latn gf fam
F: Kern-Marie; Anushka; Cherisse
M: Nirmal; Keston; Rondell
S: Ramdial; Baptiste; Seemungal; Mohammed-Joseph
@en-BB Latn gf fam
F: Shaquana; Marcia; Rihanne
M: Ryan-Lee; Carlisle; Akeem
S: Greaves; Worrell; Clarke-Holder; Bourne
@en-ZA Latn gf fam
F: Charmaine; Lerato; Chantelle
M: Riaan; Thabo; Morné
S: Pretorius; van Wyk; Mokoena; du Plessis
@af Latn gf fam
F: Anneke; Marietjie; Elsabé
M: Hendrik; Jaco; Wessel
S: Janse van Rensburg; Oosthuizen; Coetzee; le Roux; Steyn
@zu Latn gf fam
F: Nomvula; Thandeka; Zanele; Nokuthula
M: Sibusiso; Mandla; Bongani; Themba
S: Dlamini; Ngcobo; Khumalo; Mthembu; Zungu
@xh Latn gf fam
F: Nomsa; Siphokazi; Lindiwe
M: Luthando; Xolani; Sizwe
S: Mgqibisa; Qwabe; Nqakula; Mbeki-Hlongwa
@st Latn gf fam
F: Palesa; Mpho; Dineo
M: Tshepo; Teboho; Lerato
S: Mokhele; Lekhanya; Moshoeshoe-Ntsane
@yo Latn gf fam
F: Adebola; Oluwaseun; Titilayo; Morenike
M: Babatunde; Oluwafemi; Ayodele; Kolawole
S: Adeyemi-Okafor; Ogunleye; Balogun; Fashola; Akinwande
@ig Latn gf fam
F: Chiamaka; Ngozi; Adaeze; Ifeoma
M: Chukwuemeka; Obinna; Ikechukwu; Nnamdi
S: Okonkwo; Eze; Nwachukwu; Obiora; Uzodinma
@ha Latn gf fam
F: Hauwa; Zainab; Amina; Hadiza
M: Abubakar; Musa; Sani; Garba
S: Danjuma; Bello; Yar'Adua; Abdullahi; Shehu
@ak Latn gf fam
F: Akosua; Abena; Efua; Precious
M: Kwabena; Kofi; Yaw; Kwame
S: Asante; Boateng; Owusu-Ansah; Mensah; Agyeman
@ee Latn gf fam
F: Esinam; Dzifa; Enyonam
M: Kodjo; Selorm; Elikem
S: Agbeko; Dzokoto; Kpodo; Amenyo
@sw Latn gf fam
F: Neema; Rehema; Zawadi; Mwanaisha
M: Baraka; Juma; Rashidi; Hamisi
S: Mwakyusa; Kiwelu; Shirima; Mwinyi
@ki Latn gf fam
F: Wanjiru; Nyambura; Wambui; Njeri
M: Kamau; Mwangi; Njoroge; Gitau
S: Kariuki; Muriithi; Wainaina; Githongo; Ng'ang'a
@luo Latn gf fam
F: Achieng; Awino; Atieno; Adhiambo
M: Otieno; Ouma; Okoth; Omondi
S: Odhiambo; Onyango; Ochieng'; Owuor
@so Latn gf fam
F: Hodan; Faadumo; Ubah; Sahra; Ifrah
M: Abdirahman; Liban; Mahad; Cabdi; Guled
S: Warsame; Cali Xuseen; Jama; Farah; Maxamed; Samatar
@om Latn gf given
F: Chaltu; Lalise; Bontu
M: Gemechu; Tolosa; Abdissa
S: Gudina; Dinsa; Kenenisa; Tufa
@rw Latn gf fam
F: Uwimana; Mukamana; Ingabire
M: Habimana; Nkurunziza; Mugisha
S: Niyonsenga; Uwase; Bizimana; Hakizimana
@ln Latn gf fam
F: Mbuyi; Nsimba; Nzuzi
M: Kabongo; Lukusa; Mpiana
S: Tshisekedi-Mbala; Kalala; Ilunga; Mukendi
@wo Latn gf fam
F: Awa; Ndeye Fatou; Aminata; Khady
M: Mamadou; Cheikh; Abdoulaye; Babacar
S: N'Diaye; Diop; Faye; Mbaye; Sarr
@ff Latn gf fam
F: Hawa; Kadiatou; Djenabou
M: Oumar; Alpha; Thierno
S: Diallo; Bah; Barry; Sow
@ht Latn gf fam
F: Widelene; Nadège; Manoucheka; Guerline
M: Wesner; Frantz; Jean-Robert; Wilguens
S: Pierre-Louis; Dorvilier; Jean-Baptiste; Casimir; Desrameaux; Mérisier
@tl Latn gf fam
F: Maricel; Rowena; Jocelyn; Divina
M: Rodel; Jericho; Arnel; Bienvenido
S: dela Cruz; Macapagal-Santos; Villanueva; Bautista; Dimaculangan; Pangilinan
@ceb Latn gf fam
F: Lourdes; Rhea Mae; Cherry Lyn
M: Junrey; Anecito; Dodong
S: Cabahug; Ybañez; Sumalinog; Lapinig
@vi Latn fg given
F: Thị Hồng Nhung; Ngọc Anh; Thu Trang; Mỹ Linh
M: Văn Hùng; Minh Tuấn; Quốc Bảo; Đức Thịnh
S: Nguyễn; Trần; Lê; Phạm; Huỳnh; Võ; Đặng
@id Latn gf given
F: Dewi; Ratna; Sri Wahyuni; Putri
M: Bambang; Agus; Eko Prasetyo; Joko
S: Susanto; Hartono; Wijaya; Siregar; Nainggolan
@ms Latn gf given
F: Nur Aisyah; Siti Hajar; Farah Nadia
M: Ahmad Faizal; Mohd Hafiz; Khairul Anuar
S: binti Ismail; bin Abdullah; binti Othman; bin Yusof
@tr Latn gf fam
F: Zeynep; Elif; Gülşen; Ayşe
M: Mehmet; Emre; Oğuz; Barış
S: Yılmaz; Öztürk; Çelik; Aydın; Şahin
@az Latn gf fam
F: Günel; Leyla; Aysel
M: Elnur; Rauf; Tural
S: Məmmədova; Əliyev; Hüseynov; Quliyeva
@uz Latn gf fam
F: Dilnoza; Gulnora; Madina
M: Jasur; Sherzod; Bekzod
S: Karimova; Rakhimov; Yusupov; Tashkentova
@sq Latn gf fam
F: Drita; Mimoza; Blerta
M: Arben; Gëzim; Ilir
S: Hoxha; Berisha; Krasniqi; Gashi
@mt Latn gf fam
F: Marija; Graziella; Antonella
M: Ġorġ; Ċensu; Pawlu
S: Camilleri; Borg; Xuereb; Azzopardi; Vella; Grech
@eu Latn gf fam
F: Miren; Itziar; Amaia
M: Iñaki; Xabier; Gorka
S: Etxeberria; Goikoetxea; Urrutia; Aguirrezabala
@ca Latn gf fam
F: Núria; Montse; Mireia
M: Jordi; Pau; Oriol
S: Puigdemont i Soler; Ferrer; Vilaseca; Casals
@qu Latn gf fam
F: Killa; Sisa; Nina
M: Inti; Amaru; Wayra
S: Quispe Huallpa; Mamani; Ccori; Sullca
@mi Latn gf fam
F: Anahera; Moana; Hinewai
M: Tamati; Wiremu; Rangi
S: Te Whata; Ngata; Parata; Te Kanawa-Hohaia
@sm Latn gf fam
F: Fetu; Malia; Losana
M: Tavita; Sione; Faleolo
S: Leiataua; Tuilagi; Soliai; Fa'amausili
@to Latn gf fam
F: Mele; Salote; 'Ana
M: Viliami; Sione; Tevita
S: Fifita; Taufa; Lolohea; Vaipulu
@fj Latn gf fam
F: Losalini; Mereoni; Litia
M: Josefa; Epeli; Semisi
S: Naivalu; Tuilau; Ravouvou; Vakacegu
@haw Latn gf fam
F: Leilani; Malia; Kapua
M: Keoni; Kawika; Makana
S: Kahananui; Nakamura-Kealoha; Kekumu; Ka'ahanui
@moh Latn gf fam
F: Kahentinetha; Konwenniio; Tehahenteh
M: Rarihokwats; Tekaronhiakhwa; Sakoieta
S: Horn; Deer; Jacobs; Montour; Diabo; Two Axe
@cr Latn gf fam
F: Wapun; Mahikan; Nipiy
M: Peyasiw; Kisik; Wapistan
S: Cardinal; Sinclair; Bear-Chief; Kakekayash; Ahenakew
@oj Latn gf fam
F: Waasanoode; Ziigwan; Biidaaban
M: Makwa; Migizi; Nodin
S: Kakegamic; Meekis; Bearskin; Mamakwa; Fiddler
@mic Latn gf fam
F: Mali; Sulian; Kesu
M: Piel; Noel; Saqamaw
S: Paul; Christmas; Prosper; Marshall-Doucette; Denny
@dak Latn gf fam
F: Wiyaka; Winona; Tate
M: Mato; Chaska; Hotah
S: Runs Through; Two Bulls; Iron Cloud; Yellow Hawk; Little Thunder
@nv Latn gf fam
F: Shandiin; Nizhoni; Haseya
M: Ahiga; Bidziil; Hastiin
S: Begay; Tsosie; Yazzie; Nez; Bitsui
@hmn Latn gf fam
F: Paj; Nplooj; Mai Nou
M: Txiv Fwb; Tou; Kou
S: Vang; Xiong; Thao; Lor; Moua
"""
