"""Hand-typed Latin-script name lists, one locale a line: `code order later flags | F: ... | M: ... | S: ...`.
order: gf (given first) or fg (family first); later: s (surname) or g (given name) for later mentions;
flags: `-` or `fa` (feminine -a on -ov/-ev/-in surnames). `_` stands for a space inside a name."""

LATIN_TEXT = """
en-CA gf s - | F: Brianne Kelsey Shauna Tamsin Nicolette | M: Garrett Dalton Rhys Tobias Wendell | S: MacPhail Lavallee Tremblett Oickle Fitzhugh Penney
en-US gf s - | F: Dakota Shelby Latoya Kaylee Brandi | M: Tucker Dwayne Cody Terrell Bryce | S: Hollingsworth Sizemore Pruitt Whitfield Stallings Burkhalter
en-GB gf s - | F: Philippa Imogen Harriet Gemma Rosalind | M: Alistair Rupert Nigel Callum Jolyon | S: Ainsworth Pemberton Huxtable Threlfall Ormerod Cholmondeley
en-IE gf s - | F: Aoife Niamh Sinead Orla Clodagh | M: Cathal Donal Eoin Fergal Padraig | S: O'Dwyer McGettigan Cusack Tierney Ní_Bhriain Geraghty
en-AU gf s - | F: Tegan Kirra Jacinta Shanae Leonie | M: Lachlan Brodie Darcy Hamish Kobe | S: Blackwood Treloar Kingsford Pettigrew Lockyer Dwyer
en-NZ gf s - | F: Aroha Kiri Briar Ngaio Marama | M: Tane Rawiri Hemi Ropata Nikau | S: Tuhiwai Parata Ratana Henare Paewai Kereama
en-ZA gf s - | F: Thandeka Charlize Lerato Chantelle Bongiwe | M: Sipho Wessel Themba Riaan Kagiso | S: Janse_van_Rensburg Mokoena Nkosi Pretorius Bezuidenhout
en-JM gf s - | F: Shantel Tamika Kerry-Ann Sashana Marcia | M: Delroy Fitzroy Orville Kemar Dwight | S: Gayle Brissett McKenzie Ebanks Blagrove Grizzle
en-TT gf s - | F: Kerlene Nalini Sherissa Afiya Dixie | M: Ravindra Akeem Jomo Kerwin Shivnarine | S: Rampersad Ramkissoon Baptiste Mohammed-Ali Persad Sealy
en-NG gf s - | F: Blessing Precious Ifeoma Temitope Comfort | M: Emeka Chidi Segun Godspower Uche | S: Okonkwo Adeyemi Eze Okafor Nwosu Olatunji
en-GH gf s - | F: Akosua Efua Abena Dzifa Adjoa | M: Kwame Kofi Yaw Kojo Ebo | S: Mensah Boateng Asante Owusu Darko Quaye
en-SG gf s - | F: Shermaine Valerie Jolene Clarissa | M: Desmond Wilfred Jonathan Marcus | S: Tan Goh Lim Teo Chua Seah
fr-CA gf s - | F: Geneviève Marie-Ève Josée Mélodie Nathalie | M: Jean-François Sylvain Étienne Réjean Gaétan | S: Gagnon Bouchard Thibodeau Lévesque Côté Paquette
fr gf s - | F: Ségolène Margaux Clémence Apolline Maëlle | M: Thibault Grégoire Baptiste Aurélien Loïc | S: Lefèvre Dubois Moreau Chevalier Delacroix Fournier
ht gf s - | F: Widlyne Nadège Fabiola Mirlande Guerda | M: Wilner Jacquelin Frantz Ronel Dieunel | S: Jean-Baptiste Pierre-Louis Dorvil Célestin Toussaint Exantus
es-MX gf s - | F: Guadalupe Ximena Itzel Rocío Citlali | M: Jesús Eduardo Humberto Tonatiuh Rogelio | S: Hernández_López Cuauhtémoc Zavala Ibarra Villaseñor Ochoa
es-US gf s - | F: Marisol Yesenia Migdalia Coral Nilda | M: Javier Wilfredo Edwin Ángel Nelson | S: Rivera_Colón Santiago Quiñones Vázquez Ortiz-Rosario Maldonado
es-CO gf s - | F: Yuliana Lorena Dayana Catalina Marcela | M: Jhon Fredy Wilmer Andrés Duván | S: Restrepo Quintero Cárdenas Montoya Gaviria Mosquera
es-ES gf s - | F: Nerea Ainhoa Begoña Macarena Lucía | M: Íñigo Álvaro Borja Gonzalo Ignacio | S: García_de_la_Fuente Echeverría Sáez Morales Prieto Roldán
es-AR gf s - | F: Florencia Agustina Milagros Romina | M: Facundo Gonzalo Nahuel Lisandro | S: Bianchi Ferreyra Benedetti Acosta Gauna
pt-BR gf s - | F: Thaís Luana Jéssica Raíssa Gabriela | M: João_Pedro Cauã Wesley Rodrigo Thiago | S: dos_Santos Nascimento Carvalho Araújo da_Silva_Pinto
pt-PT gf s - | F: Inês Leonor Beatriz Conceição Filipa | M: Duarte Gonçalo Rui Tiago Nuno | S: Magalhães Fontoura Rebelo Teixeira Brandão
it gf s - | F: Giulia Chiara Federica Annunziata Ilaria | M: Salvatore Gennaro Lorenzo Matteo Davide | S: Esposito Dell'Aquila Russo Lo_Bianco Caruso Ferraro
de gf s - | F: Sabine Friederike Annegret Jutta Mareike | M: Jörg Matthias Wolfgang Henrik Lutz | S: Schäfer Müller-Lüdenscheidt Brandstätter von_Ahlefeldt Weißgerber
nl gf s - | F: Femke Anouk Marieke Sanne Lotte | M: Joost Maarten Thijs Sjoerd Pieter | S: van_der_Heijden de_Vries Bakker Smits van_Leeuwen Kuipers
pl gf s - | F: Małgorzata Agnieszka Wiktoria Zofia Bożena | M: Grzegorz Krzysztof Wojciech Łukasz Przemysław | S: Wiśniewski Kowalczyk Wójcik Zieliński Szymański Dąbrowski
cs gf s - | F: Zdeňka Lucie Markéta Kateřina | M: Jiří Tomáš Radek Vojtěch | S: Dvořák Novotný Procházka Černý Kučera
sk gf s - | F: Zuzana Lenka Jana Ľubica | M: Ľuboš Marek Juraj Matúš | S: Horváth Kováč Baláž Šimko Hudák
hu fg s - | F: Zsófia Erzsébet Ildikó Réka | M: Gábor Zoltán Levente Bence | S: Nagy Szabó Tóth Kiss Farkas Vörös
ro gf s - | F: Ioana Mihaela Roxana Andreea | M: Mihai Bogdan Răzvan Ionuț | S: Popescu Constantinescu Ionescu Stoica Dumitrescu
hr gf s - | F: Ivana Mirjana Snježana Dunja | M: Tomislav Krešimir Dražen Zvonimir | S: Horvat Kovačević Babić Marić Jurić
sl gf s - | F: Špela Mojca Nataša Urška | M: Matjaž Rok Blaž Primož | S: Novak Krajnc Zupančič Potočnik Kovačič
lt gf s - | F: Rūta Dalia Giedrė Aušra | M: Mindaugas Tadas Darius Žygimantas | S: Kazlauskas Jankauskas Petrauskas Vaitkus Žukauskas
lv gf s - | F: Ilze Liene Baiba Inese | M: Jānis Mārtiņš Edgars Kārlis | S: Bērziņš Kalniņš Ozols Liepiņš Krūmiņš
et gf s - | F: Kadri Triin Maarja Liis | M: Tõnu Jaanus Priit Rasmus | S: Tamm Saar Sepp Mägi Kask
fi gf s - | F: Tuulikki Satu Hanna-Leena Aino | M: Jussi Kalle Pekka Väinö | S: Virtanen Mäkinen Nieminen Hämäläinen Koskinen
sv gf s - | F: Linnéa Ingrid Elsa Majken | M: Björn Fredrik Gustav Sixten | S: Lindqvist Bergström Sjöberg Åkesson Nyström
nb gf s - | F: Solveig Ingeborg Siri Tuva | M: Håkon Øystein Sindre Eirik | S: Haugland Fjeldstad Solberg Berntsen Ødegård
da gf s - | F: Mette Birgitte Signe Karen | M: Søren Mads Rasmus Anders | S: Kjærgaard Mortensen Vestergaard Sørensen Bach
is gf g - | F: Guðrún Sigríður Hildur Ásdís | M: Gunnar Ólafur Sigurður Þórður | S: Jónsdóttir Sigurðardóttir Einarsson Þórsson Guðmundsson
ga gf s - | F: Gráinne Caoimhe Síle Bríd | M: Tadhg Ruairí Pádraig Colm | S: Ó_Súilleabháin Mac_Giolla_Bhríde Ní_Dhomhnaill Ó_Ceallaigh
cy gf s - | F: Angharad Ffion Nia Gwenllian | M: Dafydd Iwan Gethin Rhodri | S: ap_Rhys Llewellyn Pritchard Bowen Prosser
gd gf s - | F: Mòrag Ealasaid Seonag Catrìona | M: Ruaraidh Tormod Iain Dòmhnall | S: MacLeòid MacAoidh Mac_an_t-Saoir Caimbeul
tr gf s - | F: Elif Zeynep Şule Gülşen | M: Mehmet Emre Oğuz Kerem | S: Yılmaz Öztürk Çelik Şahin Aydın
az gf s - | F: Aynur Günel Ləman Nərmin | M: Elvin Rəşad Tural Vüqar | S: Məmmədov Əliyev Hüseynov Quliyev
uz gf s fa | F: Dilnoza Gulnora Shahnoza | M: Sardor Jasur Bekzod | S: Karimov Rashidov Tursunov Yusupov
sq gf s - | F: Arbenita Vjosa Mimoza Drita | M: Artan Besnik Ilir Fatmir | S: Hoxha Krasniqi Berisha Gashi Shehu
mt gf s - | F: Marthese Doreen Rita Carmen | M: Joseph_Mario Carmel Ġorġ Nazzareno | S: Borg Camilleri Farrugia Xuereb Żammit
ca gf s - | F: Montserrat Núria Meritxell Laia | M: Jordi Oriol Pau Arnau | S: Puigdemont Casals Vilaró Ferrer_i_Bosch
eu gf s - | F: Maite Itziar Garazi Edurne | M: Iker Unai Aitor Koldo | S: Etxeberria Goikoetxea Agirre Zubizarreta
tl gf s - | F: Maricel Rowena Jocelyn Divina | M: Rodel Jericho Ramil Arnel | S: Dimaculangan Macaraeg Bautista Pangilinan dela_Cruz
ceb gf s - | F: Lorna Gemma Rhodora Cherry | M: Junrey Rolando Jessie Dindo | S: Cabahug Abellana Pepito Lumapas Dagatan
id gf g - | F: Wulandari Ayu Rahmawati Kartika | M: Budi Agus Rizky Dimas | S: Setiawan Suryadi Hidayat Nugroho Pratama
ms gf g - | F: Nurul_Aina Siti_Khadijah Farah | M: Muhammad_Hafiz Amirul Zulkifli | S: bin_Ismail binti_Razak bin_Othman binti_Yusof
vi fg g - | F: Thị_Hương Ngọc_Anh Thu_Trang Bích_Ngọc | M: Văn_Đức Minh_Tuấn Quốc_Bảo Hữu_Phước | S: Nguyễn Trần Lê Phạm Huỳnh Võ
yo gf s - | F: Folasade Adebola Titilayo Yetunde | M: Babatunde Oluwaseun Adewale Femi | S: Adebayo Ogunleye Akinola Oyelaran Adesanya
ig gf s - | F: Chiamaka Ngozi Adaeze Obiageli | M: Chukwudi Ikenna Obinna Nnamdi | S: Okeke Nwachukwu Obi Ezeani Anyanwu
ha gf s - | F: Hauwa Zainab Amina Rakiya | M: Abubakar Sani Musa Ibrahim | S: Danjuma Bello Yar'Adua Shehu-Usman Garba
sw gf s - | F: Neema Rehema Zawadi Imani | M: Baraka Juma Hamisi Jabari | S: Mwangi Odhiambo Wanjiru Kipchumba Mwakilema
ki gf s - | F: Wambui Nyambura Wanjiku Wairimu | M: Kamau Njoroge Kariuki Gitau | S: Ng'ang'a Muthoni Kinyanjui Mugo
luo gf s - | F: Akinyi Atieno Adhiambo Awino | M: Otieno Ochieng' Omondi Owino | S: Oduya Onyango Ouma Okoth
zu gf s - | F: Nomvula Thandiwe Zanele Lindiwe | M: Sibusiso Mandla Bongani Lungelo | S: Dlamini Zungu Mthembu Ngcobo Khumalo
xh gf s - | F: Nomsa Ayanda Siphokazi Unathi | M: Luvuyo Xolani Anele Lwazi | S: Mbeki Qwabe Ndzimande Gqirana
af gf s - | F: Marike Elsabé Annelie Ilse | M: Johannes Pieter-Jan Wynand Dirk | S: van_Wyk du_Plessis Venter Steenkamp Erasmus
st gf s - | F: Palesa Mpho Refiloe Nthabiseng | M: Teboho Tumelo Thabo Lehlohonolo | S: Mofokeng Molefe Ramokgopa Tsotetsi
ak gf s - | F: Afua Ama Yaa Akua | M: Kwabena Kwaku Kwesi Fiifi | S: Appiah Ofori Antwi Frimpong Nkansah
ee gf s - | F: Elikem Dela Enyonam Sena | M: Selorm Edem Kekeli Senyo | S: Agbeko Dzokoto Amegashie Kpodo
so gf s - | F: Hodan Faadumo Sahra Ubah | M: Abdirahman Liban Mahad Abdiweli | S: Warsame Farah Jama Hirsi Abdullahi
om gf g - | F: Chaltu Bontu Lensa Obsinet | M: Gemechu Tolosa Lelisa Abdisa | S: Gudina Dinsa Tufa Bekele
ff gf s - | F: Fatoumata Kadiatou Mariama Aissatou | M: Mamadou Oumar Alpha Boubacar | S: Diallo Barry Bah Sow Baldé
wo gf s - | F: Ndèye Astou Coumba Khady | M: Moussa Cheikh Abdoulaye Serigne | S: Ndiaye N'Diaye Diop Faye Mbaye
ln gf s - | F: Nsimba Mbuyi Bijou Ngalula | M: Kabongo Tshilombo Mwamba Lukusa | S: Kabasele Mbuyamba Tshibanda Ilunga
rw gf s - | F: Uwase Ingabire Mukamana Umutoni | M: Habimana Niyonsenga Mugisha Kwizera | S: Nshimiyimana Uwimana Bizimana Ndayisaba
mi gf s - | F: Ariana Mereana Huia Kahurangi | M: Wiremu Manaia Tamati Kauri | S: Te_Whata Ngata Pōtiki Tawhiri Rangihuna
sm gf s - | F: Losa Sina Fetu Malia | M: Tavita Sefo Ioane Pita | S: Fa'amausili Tuiasosopo Leota Aiono Sapolu
to gf s - | F: Lu'isa Mele Salote Ana | M: Sione Viliami Tevita Siosaia | S: Taufa Fifita Tonga Vaipulu Havili
haw gf s - | F: Leilani Kalena Noelani Makana | M: Keoni Kainoa Makoa Ikaika | S: Kahananui Kealoha Nakamoto Kamakana Akana
fj gf s - | F: Litia Adi_Mere Salote Vani | M: Jone Ratu_Epeli Semisi Vilimone | S: Naivalu Tuilau Rokodi Ravouvou
qu gf s - | F: Killa Nayra Sisa Wayra | M: Inti Amaru Kusi Waman | S: Mamani Quispe Huamán Condori Ccori
nah gf s - | F: Xóchitl Citlalli Yoloxóchitl Nenetzin | M: Cuauhtli Tlacaélel Ehécatl Mazatl | S: Tepoztécatl Cuautle Xicoténcatl Tlaseca
moh gf s - | F: Kahentawaks Tekahionwake Kawennanoron Karonhiaroroks | M: Tehoronhiathe Rarihokwats Aronhiakon Sakoieta | S: Deer Horn Two-Axe Jacobs Montour
mic gf s - | F: Kji'qun Mali Pesesk Malia | M: Sapatis Kitpu Mise'l Piel | S: Paul Francis Marshall Googoo Sylliboy
oj gf s - | F: Waabigwan Giizhigookwe Nimkiikwe Ogimaakwe | M: Makwa Ogimaa Animikii Miigwans | S: Kakegamic Meekis Fiddler Sainnawap Kwandibens
cr gf s - | F: Wapun Cheyanne Marlene Tansy | M: Kisik Delbert Mistahimaskwa Awasis | S: Bigstone Muskego Okimaw Sinclair Mosquito
dak gf s - | F: Wiyaka Winona Tasina Hantaywee | M: Chaska Takoda Wahchinksapa Ohanzee | S: Two_Bulls Red_Cloud LaPointe Iron_Shell Blue_Arm
nv gf s - | F: Shandiin Nizhoni Dezbah Haseya | M: Hastiin Tsosie Naalnish Atsidi | S: Begay Yazzie Benally Nez Tsinajinnie
hmn gf s - | F: Pa_Nhia Mai_Yer Youa Zoua | M: Tou_Fue Cha Nou Xeng | S: Vang Xiong Thao Lor Moua
ku gf s - | F: Berfîn Jiyan Rojîn Dilan | M: Azad Rêzan Serhat Baran | S: Zana Bozarslan Doğan_Bedirxan Kaya
"""
