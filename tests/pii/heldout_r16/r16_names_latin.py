"""Hand-typed Latin-script name lists: ``locale|order|later|female|male|family`` (comma-separated)."""

LATIN_TEXT = """
en-CA|gf|fam|Grace, Summer, Brielle, Kenzie, Maddox-Rae, Harlow|Hunter, Tanner, Brody, Declan, Rhett, Colby|Hope, Lane, Winter, Bell, Cook, Young, Fairbairn, MacIsaac, Gillis, Tremblay-Ross
en-US|gf|fam|Savannah, Kaylee, Dakota, Journey, Tiffani, Brandi|Chase, Dwayne, Cody, Travis, Jaxon, Tucker|Cash, Rich, Strong, Sweet, Goodnight, Wheeler, Pettigrew, Dunaway, Scroggins, Belcher
en-GB|gf|fam|Poppy, Imogen, Harriet, Philippa, Tamsin, Jessamy|Rupert, Alfie, Barnaby, Crispin, Hamish, Tarquin|Shepherd, Fletcher, Bowyer, Thwaite, Heseltine, Pugsley, Ramsbottom, Featherstonehaugh, Oddie, Crossley
en-IE|gf|fam|Aoife, Clodagh, Saoirse, Niamh, Gráinne, Orla|Cathal, Donnacha, Tadhg, Ruairí, Fiachra, Oisín|O'Shaughnessy, Mac Giolla Phádraig, Ní Bhriain, Ó Súilleabháin, Cullinane, Kinsella, McGrath, O'Dea
en-AU|gf|fam|Matilda, Shaylee, Bindi, Kirrily, Tahnee, Jacinta|Bodhi, Lachlan, Darcy, Brayden, Kye, Fletcher|Hatchett, Sculthorpe, Wigg, Pyke, Cornish, Doolan, Tuckwell, Quinlivan
en-NZ|gf|fam|Aroha, Kiri, Ngaire, Rochelle, Brooke, Ashleigh|Tama, Hemi, Corey, Wiremu, Jayden, Rewi|Tipene, Horomona, Whaanga, Pomare, McKenzie, Goodwin, Tuhiwai, Rangi
en-ZA|gf|fam|Thandiwe, Chantelle, Zanele, Marike, Lindiwe, Nokuthula|Sipho, Thabo, Pieter, Mandla, Riaan, Tshepo|Janse van Rensburg, Nel, Mokoena, du Preez, Dlamini-Pillay, van Wyk, Ngcobo, Oosthuizen
en-JM|gf|fam|Shanice, Kerry-Ann, Tashieka, Marsha, Latoya, Sherine|Damion, Kemar, Omari, Fitzroy, Delroy, Rohan|Bogle, Campbell-Reid, Grizzle, McFarlane, Ebanks, Blagrove, Lindo, Heron
en-TT|gf|fam|Keisha, Anisa, Tricia-Ann, Marisa, Rhonda, Candice|Kheron, Rajesh, Shiva, Jabari, Marlon, Akil|Ramdeen, Baptiste, Mohammed-Ali, Persad, Lezama, Ramcharan, de Freitas, Sookdeo
en-BB|gf|fam|Rihanna, Shontelle, Nikita, Cherise, Tameka, Antoinette|Kemar, Jamar, Shamar, Dwight, Romario, Kirk|Greenidge, Alleyne, Holder, Cumberbatch, Blackman, Clarke-Gittens, Weekes, Boyce
en-GH|gf|fam|Akosua, Efua, Abena, Adwoa, Esi, Yaa|Kwabena, Kofi, Yaw, Kwame, Kojo, Fiifi|Boateng, Owusu-Ansah, Asante, Mensah, Agyeman, Ofori-Atta, Quaye, Nkansah
en-NG|gf|fam|Chiamaka, Adaeze, Funmilayo, Ngozi, Blessing, Precious|Chukwuemeka, Oluwaseun, Babatunde, Emeka, Ikenna, Godspower|Okonkwo, Adebayo-Lawal, Eze, Nwachukwu, Ogunleye, Akinwande, Obi, Yar'Adua
en-KE|gf|fam|Wanjiku, Akinyi, Chebet, Nyokabi, Wairimu, Nafula|Kiprono, Otieno, Kamau, Mwangi, Odhiambo, Kibet|Ng'ang'a, Ochieng', Njoroge, Wambugu, Kiplagat, Mutua, Onyango, Kariuki
en-SG|gf|fam|Germaine, Cheryl, Valerie, Joanne, Priscilla, Jolene|Darren, Benedict, Ignatius, Nigel, Terence, Desmond|Teo, Goh, Lim, Sim, Quek, Ng, Chua, Ong
en-IN|gf|fam|Ananya, Deepika, Kavya, Shreya, Ishita, Pooja|Rohit, Vikram, Siddharth, Arjun, Karthik, Aniket|Iyer, Menon, Banerjee, Deshpande, Kulkarni, Chatterjee, Nair, Reddy
fr-CA|gf|fam|Maëlle, Océane, Marie-Ève, Rosalie, Noémie, Chloé|Jean-Sébastien, Maxime, Gabriel, Félix, Olivier, Mathis|Bouchard, Gagnon, Lévesque, Bélanger, D'Amours, Gauthier-Leclerc, Pelletier, Côté
fr|gf|fam|Clémence, Apolline, Capucine, Solène, Ségolène, Margaux|Aurélien, Gaspard, Baptiste, Timothée, Anatole, Éloi|de La Rochefoucauld, Lefèvre, Marchand, Dubois-Vasseur, Fontaine, Chevalier, Rousseau, Barbier
es-MX|gf|fam|Guadalupe, Ximena, Itzel, Fernanda, Citlali, Araceli|Jesús, Alejandro, Emiliano, Rodrigo, Tonatiuh, Joaquín|Hernández Ruiz, García Lozano, Cuauhtémoc, Treviño Garza, Villaseñor, Ochoa Pérez, Zavala, Quintero
es-US|gf|fam|Yesenia, Marisol, Brianna, Nayeli, Araceli, Daisy|Brandon, Christian, Anthony, Jonathan, Kevin, Luis|Ramírez, Gutiérrez, Salazar, Delgado, Morales-Ortiz, Sandoval, Padilla, Campos
es-ES|gf|fam|Nerea, Itziar, Lucía, Macarena, Almudena, Paloma|Íñigo, Borja, Gonzalo, Álvaro, Iker, Jacobo|Fernández de Córdoba, López-Aranguren, Iglesias Blanco, Martín Sanz, Echeverría, Gómez de la Serna, Ruiz, Navarro
es-CO|gf|fam|Valentina, Mariana, Yuliana, Luz Marina, Daniela, Sofía|Santiago, Jhon Jairo, Andrés Felipe, Sebastián, Camilo, Duván|Restrepo Echeverri, Cardona, Londoño, Ospina, Arango Vélez, Betancur, Quintero, Zuluaga
es-AR|gf|fam|Milagros, Agustina, Florencia, Rocío, Belén, Camila|Facundo, Joaquín, Thiago, Matías, Lautaro, Nahuel|Fernández Irigoyen, Bustos, Pereyra, Sosa, Etchegaray, Ledesma, Olmedo, Aguirre
es-PE|gf|fam|Yoselin, Milagros, Rosa Elvira, Nataly, Sheyla, Kiara|Jhonatan, Wilmer, Percy, Renzo, Yerson, Edwin|Quispe Mamani, Huamán, Condori, Ccahuana, Chávez, Paucar, Layme, Torres
qu|gf|fam|Killa, Sisa, Nina, Illari, Pacha, Yuraq|Amaru, Inti, Wayra, Kusi, Rumi, Atoq|Quispe, Mamani, Huillca, Apaza, Ccori, Yupanqui, Sullca, Cusi
pt-BR|gf|fam|Thaís, Luana, Giovanna, Rayssa, Jéssica, Vitória|Thiago, Caio, Luiz Henrique, Rafael, Wesley, Kauã|da Silva Santos, dos Reis, Albuquerque, Nascimento, de Souza, Carvalho, Pereira da Costa, Lima
pt-PT|gf|fam|Inês, Leonor, Beatriz, Matilde, Carolina, Francisca|Duarte, Tomás, Rodrigo, Gonçalo, Martim, Afonso|dos Santos Ferreira, Magalhães, Sequeira, da Cunha, Pinto Basto, Figueiredo, Lobo Antunes, Vasconcelos
pt-AO|gf|fam|Esperança, Domingas, Luzia, Isabel, Celestina, Madalena|Adilson, Manuel, Osvaldo, Nelson, Fenda, Kiamuangana|dos Santos, Kiala, Nzinga, da Conceição, Muanza, Lukamba, Cassule, Tchissola
it|gf|fam|Chiara, Ludovica, Benedetta, Ginevra, Arianna, Gaia|Lorenzo, Tommaso, Edoardo, Jacopo, Gianluca, Pierluigi|Dell'Orto, Lo Presti, La Rosa, Esposito, De Luca, Bianchi, D'Alessandro, Mastroianni
de|gf|fam|Annika, Friederike, Wiebke, Leonie, Svenja, Henrike|Jannik, Lukas, Malte, Bastian, Fiete, Ole|von Hohenstein, Müller-Lüdenscheidt, Schröder, Weißmann, Brückner, Krause, zu Dohna, Pfeiffer
nl|gf|fam|Femke, Sanne, Lieke, Marloes, Ilse, Maartje|Joost, Sjoerd, Thijs, Maarten, Gijs, Bram|van der Veen, de Jong, Bakker, van den Heuvel, Visser, ter Horst, Dijkstra, Schouten
da|gf|fam|Sigrid, Mette, Frederikke, Ida, Asta, Karoline|Mads, Rasmus, Anders, Søren, Magnus, Emil|Kjærgaard, Østergaard, Mikkelsen, Bjørnholm, Lund, Frandsen, Damgaard, Holm
sv|gf|fam|Ebba, Saga, Linnea, Wilma, Tuva, Alva|Hugo, Viggo, Elis, Gustav, Sixten, Axel|Lindqvist, Sjöberg, Åkesson, Bergström, Nyström, Engdahl, Ekholm, Hedlund
nb|gf|fam|Ingrid, Solveig, Tiril, Maren, Ragnhild, Sunniva|Håkon, Sindre, Eivind, Torstein, Audun, Vegard|Haugland, Bakke, Strøm, Solberg, Aasen, Fjeld, Myrvold, Rønning
is|gf|giv|Guðrún, Sigríður, Hrafnhildur, Þórunn, Ásdís, Bryndís|Sigurður, Þórður, Hrafn, Gunnar, Ólafur, Einar|@patronymic
fi|gf|fam|Aino, Venla, Iida, Pihla, Siiri, Ulla|Eero, Juho, Onni, Lauri, Väinö, Aleksi|Mäkelä, Heikkinen, Virtanen, Järvinen, Koskinen, Lehtonen, Kärkkäinen, Ahonen
et|gf|fam|Kertu, Maarja, Liis, Triin, Helen, Kadri|Rasmus, Mart, Tõnis, Priit, Indrek, Siim|Tamm, Saar, Kask, Põder, Mägi, Kuusk, Rebane, Ilves
lv|gf|fam|Ilze, Dace, Agnese, Līga, Baiba, Zane|Jānis, Mārtiņš, Edgars, Kaspars, Raitis, Uldis|Bērziņš, Kalniņa, Ozols, Liepiņa, Krūmiņš, Vītola, Zariņš, Priede
lt|gf|fam|Gintarė, Rūta, Eglė, Aušra, Ieva, Vaida|Mindaugas, Darius, Tomas, Vytautas, Žygimantas, Linas|Kazlauskienė, Petrauskas, Jankauskaitė, Stankevičius, Žukauskas, Paulauskienė, Vasiliauskas, Butkus
pl|gf|fam|Agnieszka, Małgorzata, Zofia, Katarzyna, Jadwiga, Bożena|Grzegorz, Krzysztof, Wojciech, Przemysław, Szymon, Mikołaj|Wiśniewska, Brzęczyszczykiewicz, Kowalczyk, Szczepańska, Wójcik, Grabowski, Pietrzak, Zieliński
cs|gf|fam|Tereza, Kateřina, Barbora, Markéta, Zuzana, Lucie|Jiří, Ondřej, Vojtěch, Radek, Matěj, Přemysl|Dvořáková, Novotný, Procházka, Černá, Kučera, Svobodová, Veselý, Růžička
sk|gf|fam|Lenka, Miroslava, Ľubica, Zuzana, Dominika, Silvia|Ľuboš, Marek, Štefan, Juraj, Branislav, Dušan|Horváthová, Kováč, Baláž, Tóthová, Lukáč, Šimko, Oravec, Bartošová
hu|fg|fam|Eszter, Zsófia, Réka, Boglárka, Enikő, Csilla|Bence, Levente, Zsolt, Gergő, Ákos, Botond|Nagy, Kovács, Szabó, Tóth, Vörös, Fekete, Szűcs, Halász
ro|gf|fam|Ioana, Andreea, Mihaela, Raluca, Oana, Bianca|Mihai, Bogdan, Sorin, Cătălin, Radu, Ovidiu|Popescu, Ionescu, Dumitrescu, Constantinescu, Stoica, Țăranu, Munteanu, Vlădescu
hr|gf|fam|Ivana, Marija, Petra, Dunja, Mateja, Lucija|Krešimir, Ivan, Domagoj, Tomislav, Hrvoje, Luka|Horvat, Kovačević, Babić, Jurić, Knežević, Vuković, Marić, Perić
sl|gf|fam|Špela, Nina, Maja, Urška, Tjaša, Anja|Matej, Žiga, Rok, Gašper, Jure, Blaž|Novak, Kranjc, Zupančič, Potočnik, Vidmar, Kos, Mlakar, Žagar
sq|gf|fam|Arta, Blerta, Drita, Elira, Fjolla, Mimoza|Arben, Besnik, Dritan, Fatos, Gëzim, Ilir|Hoxha, Krasniqi, Berisha, Gashi, Shala, Kelmendi, Dervishi, Bytyqi
tr|gf|fam|Elif, Zeynep, Şule, Gülşen, Ayşegül, Dilara|Emre, Çağan, Barış, Oğuz, Mert, Tuğrul|Yılmaz, Öztürk, Şahin, Çelik, Aydın, Kılıç, Doğan, Güneş
az|gf|fam|Günay, Aysel, Nərmin, Leyla, Səbinə, Könül|Elvin, Rəşad, Tural, Orxan, Kamran, Anar|Əliyev, Məmmədova, Hüseynov, Quliyeva, Cəfərov, Rəhimova, Babayev, Nəsibova
uz|gf|fam|Dilnoza, Gulnora, Malika, Nodira, Shahnoza, Zarina|Bobur, Jasur, Otabek, Sardor, Ulugbek, Javlon|Karimova, Yusupov, Rakhimova, Tashkentov, Usmonov, Ergasheva, Nazarov, Sobirova
ms|gf|giv|Nurul Aisyah, Siti Hajar, Farah Nadia, Nor Azizah, Puteri, Aina|Muhammad Hafiz, Ahmad Zaki, Amirul, Faizal, Khairul Anuar, Hakim|binti Abdullah, bin Ismail, binti Yusof, bin Hashim, binti Osman, bin Rahman, binti Salleh, bin Kassim
id|gf|giv|Sari, Dewi, Wulan, Ayu Lestari, Kartika, Ratna|Budi, Agus, Bambang, Wahyu, Eko Prasetyo, Joko|Suharto, Wijaya, Santoso, Kusuma, Hidayat, Setiawan, , 
tl|gf|fam|Maricel, Rowena, Jhoanna, Liezel, Kristine, Maria Cristina|Jun-Jun, Rodelio, Arnel, Jomar, Danilo, Reynaldo|Dela Cruz, Macaraeg, Bautista, Dimaculangan, Sarmiento, Pangilinan, de los Santos, Manalo
ceb|gf|fam|Jovelyn, Marites, Gemma, Analyn, Cherry Mae, Ligaya|Rolando, Junrey, Dodong, Reynante, Elmer, Nonoy|Cabahug, Tagalog, Alcoseba, Pepito, Labajo, Ybañez, Cañete, Sumalpong
vi|fg|giv|Thị Lan, Thu Hằng, Ngọc Ánh, Phương Thảo, Minh Châu, Hồng Nhung|Văn Hùng, Đức Anh, Quang Minh, Hữu Phước, Thanh Tùng, Công Danh|Nguyễn, Trần, Lê, Phạm, Huỳnh, Võ, Đặng, Bùi
ht|gf|fam|Widline, Nadège, Rose-Darline, Guerline, Mirlande, Fabiola|Wisler, Jean-Robert, Frantz, Kervens, Wilner, Dieuseul|Pierre-Louis, Jean-Baptiste, Désir, Saint-Fleur, Joseph, Toussaint, Dorvilien, Célestin
so|gf|fam|Hodan, Faadumo, Sagal, Ubah, Ifrah, Nimco|Abdirahman, Mohamed, Guled, Liban, Abdiqani, Yusuf|Warsame, Abdi, Hirsi, Farah, Jama, Cali, Nur, Ismaaciil
sw|gf|fam|Neema, Rehema, Zawadi, Imani, Baraka, Mwanaisha|Juma, Baraka, Bakari, Jabari, Hamisi, Salim|Mwinyi, Shaaban, Kombo, Mrisho, Mfinanga, Kiwelu, Massawe, Lyimo
yo|gf|fam|Adunni, Folasade, Ayomide, Morenike, Titilayo, Oluwakemi|Adewale, Olumide, Ayodele, Babajide, Kolawole, Tunde|Adeyemi, Ogunbiyi, Ajayi, Oyelaran, Olatunji, Fashola, Bamidele, Akande
ig|gf|fam|Chinwe, Ifeoma, Nneka, Obiageli, Adanna, Ugochi|Chidi, Obinna, Nnamdi, Uchenna, Kelechi, Tochukwu|Nwosu, Okafor, Anyanwu, Chukwu, Nwankwo, Udeh, Ezeh, Onwuachi
ha|gf|fam|Aisha, Hauwa, Zainab, Amina, Rakiya, Hadiza|Abubakar, Sani, Aminu, Bashir, Usman, Musa|Bello, Danjuma, Lawal, Ibrahim, Garba, Sule, Shehu, Dantata
ak|gf|fam|Ama, Akua, Afia, Adjoa, Afua, Aba|Kwaku, Kwasi, Kwadwo, Kwesi, Yaw, Kobina|Antwi, Appiah, Darko, Frimpong, Sarpong, Osei-Bonsu, Acheampong, Badu
ee|gf|fam|Dzifa, Enyonam, Sena, Elikem, Mawuena, Xoese|Kodzo, Komla, Selorm, Edem, Yao, Dela|Agbeko, Amedzro, Dzokoto, Kpodo, Tsikata, Agbodeka, Gbeho, Adzoa
ff|gf|fam|Aissatou, Mariama, Djeneba, Kadiatou, Hawa, Fanta|Mamadou, Oumar, Alpha, Thierno, Boubacar, Ousmane|Diallo, Bah, Barry, Sow, Ba, Sall, Kane, Jalloh
wo|gf|fam|Awa, Fatou, Ndeye, Coumba, Astou, Khady|Modou, Cheikh, Babacar, Ibrahima, Serigne, Moussa|N'Diaye, Diop, Faye, Gueye, Mbaye, Ndour, Seck, Sarr
zu|gf|fam|Nomvula, Thandeka, Zodwa, Lungile, Sibongile, Nozipho|Sibusiso, Bongani, Themba, Lwazi, Mthokozisi, Sandile|Zungu, Mkhize, Ndlovu, Shabalala, Khumalo, Mthembu, Buthelezi, Nxumalo
xh|gf|fam|Nomsa, Ayanda, Sinazo, Lulama, Nolitha, Yonela|Lukhanyo, Siyabonga, Luyolo, Mzwandile, Xolani, Athi|Mbeki, Qwabe, Mgqwetho, Ntsebeza, Jali, Mabandla, Ngqula, Gxowa
rw|gf|fam|Uwase, Ineza, Keza, Umutoni, Mukamana, Gisubizo|Habimana, Ishimwe, Mugisha, Nshuti, Kwizera, Niyonzima|Uwimana, Nsengiyumva, Bizimana, Mukeshimana, Hakizimana, Twagirayezu, Ndayisaba, Uwizeye
ln|gf|fam|Mbuyi, Nsimba, Grâce, Exaucée, Mamie, Bijou|Dieumerci, Kabongo, Patience, Fiston, Héritier, Trésor|Mbala, Kabila-Nzeza, Lukusa, Tshimanga, Kalonji, Ilunga, Mutombo, Mpiana
om|gf|giv|Chaltu, Gadise, Hawi, Obse, Lalise, Bontu|Gemechu, Lencho, Tolossa, Dawit, Biftu, Chala|@patronymic
mi|gf|fam|Hine, Mere, Ataahua, Kahurangi, Maioha, Tui|Rawiri, Tamati, Manaia, Nikau, Te Rangi, Whetu|Te Whata, Ngata, Parata, Rapana, Tāwhiri, Wharekura, Kereama, Poutama
haw|gf|fam|Leilani, Kalena, Noelani, Malia, Keala, Mahina|Kekoa, Makoa, Ikaika, Kainoa, Keoni, Nainoa|Kahananui, Kealoha, Nakamura-Kahale, Akana, Kamakau, Kahale, Makaiwi, Palakiko
sm|gf|fam|Lagi, Losana, Sieni, Malia, Tusi, Ana|Sione, Faleolo, Tavita, Pita, Iosefa, Lemalu|Fa'amausili, Tuilagi, Leota, Aiono, Seiuli, Fuimaono, Tuiasosopo, Pouono
to|gf|fam|Mele, Salote, Losaline, Lu'isa, Fifita, Siosaia|Sione, Tevita, Viliami, Siaosi, Latu, Semisi|Taufa, Havili, Fifita, Vaipulu, Kaufusi, Moala, Tonga, Fonua
fj|gf|fam|Adi Litia, Unaisi, Salote, Mereoni, Akanisi, Ana|Jone, Ratu Epeli, Semi, Waisea, Sitiveni, Josaia|Naivalu, Qarase, Vunibaka, Ratuva, Tuinamata, Nasilivata, Koroi, Matanitobua
moh|gf|fam|Kahentinetha, Tekahionwake, Kawennanoron, Karonhiio, Iakonikonriiosta, Konwenni|Tekaronhiake, Rarihokwats, Atsenhaienton, Ohahase, Karhiio, Tehoragwanegen|Deer, Horn, Montour, Jacobs, Diabo, McComber, Rice, Two-Axe
mic|gf|fam|Mali'sit, Annie Mae, Jo-Anne, Emmalee, Kateri, Suliana|Noel, Kji'qun, Dwayne, Saqamaw, Tuma, Piel|Paul, Googoo, Francis, Marshall, Bernard, Sylliboy, Gould, Prosper
oj|gf|fam|Ziigwan, Nibiinaabe, Miskwaadesi, Waabigwan, Ogimaakwe, Biidaaban|Makwa, Ziibi, Niigaan, Giizhig, Animikii, Migizi|Beardy, Kakegamic, Meekis, Fiddler, Sakanee, Moonias, Kejick, Whitehead-Keesick
cr|gf|fam|Wapun, Nipiy, Sâkihito, Kîsikâw, Mahihkan, Piyesiw|Kâ-kîsikâw, Mistatim, Wâpastim, Misko, Pîsim, Kisik|Cardinal, Loonskin, Whitecalf, Bull, Okemaw, Ahenakew, Badger, Thunderchild
dak|gf|fam|Wičhápi, Winona, Tȟašína, Ziŋtkála, Hinhan, Wakinyan|Mahpiya, Tatanka, Wambdi, Čhetáŋ, Ohiyesa, Hokshila|Red Cloud, Two Bulls, Brings Plenty, Iron Shell, Janis, Little Thunder, Black Elk-Morrison, Yellow Hawk
nv|gf|fam|Nizhoni, Shándíín, Ahiga, Doli, Yanaba, Bidziil|Hastiin, Naalnish, Tsosie, Atsidi, Hosteen, Shilah|Begay, Tsosie, Yazzie, Benally, Nez, Etsitty, Tohee, Largo
ga|gf|fam|Sadhbh, Caoimhe, Éabha, Síofra, Muireann, Bláthnaid|Pádraig, Ciarán, Colm, Diarmuid, Seosamh, Tomás|Ní Mhurchú, Mac an tSaoir, Ó Ceallaigh, Nic Aodha, de Barra, Breathnach, Ó Dálaigh, Mac Amhlaoibh
gd|gf|fam|Mòrag, Catrìona, Eilidh, Seonaid, Ealasaid, Ishbel|Alasdair, Ruaraidh, Calum, Tormod, Dòmhnall, Seumas|MacLeòid, MacAoidh, MacDhòmhnaill, Mhoireach, MacIver, MacRae, Buchanan, Matheson
cy|gf|fam|Angharad, Cerys, Nia, Gwenllian, Rhiannon, Eleri|Rhodri, Iestyn, Gethin, Emyr, Dafydd, Aneurin|ap Gruffydd, Llewellyn, Bevan, Prys, Jenkins, Pugh, Rhys-Evans, Vaughan
eu|gf|fam|Ainhoa, Itxaso, Miren, Nahia, Edurne, Garazi|Aitor, Unai, Gorka, Xabier, Ander, Koldo|Etxeberria, Goikoetxea, Arrieta, Zubizarreta, Agirre, Urrutia, Elizondo, Larrañaga
ca|gf|fam|Núria, Montserrat, Laia, Meritxell, Roser, Queralt|Jordi, Pau, Oriol, Arnau, Xavier, Pol|Puigdemont, Casals i Vidal, Vilaró, Ferrer, Llorens, Soler, Fàbregas, Pujol
mt|gf|fam|Marija, Ġorġina, Rita, Antonella, Doreen, Karmen|Ġużeppi, Ċensu, Mikiel, Toni, Ġwann, Pawlu|Borg, Camilleri, Vella, Grech, Azzopardi, Xuereb, Żammit, Mifsud
af|gf|fam|Elmarie, Anneke, Riana, Liezl, Mariska, Wilna|Gerhard, Hendrik, Schalk, Wynand, Jaco, Frikkie|Steyn, Pretorius, Botha, van der Merwe, Coetzee, Engelbrecht, Potgieter, de Villiers
st|gf|fam|Palesa, Mpho, Lerato, Dineo, Puleng, Refiloe|Thabiso, Teboho, Lehlohonolo, Mosa, Katleho, Tumelo|Mokoena, Moloi, Sello, Mofokeng, Letsie, Ramaboa, Motaung, Lekhanya
ki|gf|fam|Wambui, Njeri, Muthoni, Wangari, Nyambura, Waithira|Kimani, Kinyua, Gitau, Karanja, Macharia, Mugo|Githinji, Wachira, Ndung'u, Gachanja, Kamau, Mbugua, Waweru, Maina
luo|gf|fam|Achieng, Adhiambo, Atieno, Awuor, Anyango, Akoth|Ouma, Owino, Okoth, Omondi, Ochieng, Oduor|Oloo, Odinga-Mak'Oloo, Onyango, Otieno, Obura, Ogola, Opiyo, Nyamweya
ckb|gf|fam|Shilan, Rozhan, Bahar, Nazdar, Dilan, Shirin|Karwan, Rebwar, Sherko, Hiwa, Dlshad, Aram|Mahmoud, Rashid, Barzani-Amin, Talabani, Qadir, Saleh, Hawrami, Jalal
hmn|gf|fam|Paj, Nou, Mai, Yer, Ntxhi, Maiv|Tou, Vang Pao, Xeng, Neng, Kou, Chue|Xiong, Vang, Thao, Lor, Yang, Moua, Lee, Hang
en-BS|gf|fam|Tamika, Kendra, Shavonne, Lakeisha, Deandra, Ornella|Dion, Tavares, Kendrick, Shavargo, Renaldo, Prince|Rolle, Knowles, Ferguson, Sands, Bethel, Cartwright, Pinder, Saunders
en-MT|gf|fam|Gracie, Joyce, Justine, Hope, Amber, Heather|Jeremy, Clint, Neville, Keith, Dwayne, Kurt|Farrugia, Spiteri, Attard, Galea, Bonello, Cassar, Caruana, Debono
"""
