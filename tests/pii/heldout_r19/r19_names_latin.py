"""Hand-typed Latin-script name lists, one locale a line.

``code | order | later | flags | female names | male names | family names``; order ``gf`` (given first) or
``fg`` (family first); later mentions use the family name (``f``), the given name (``g``) or the whole name
(``n``); flags: ``b`` (Malay ``bin``/``binti``), ``p`` (Icelandic patronymic stem + ``son``/``dóttir``), ``-``
none. A family entry ``Male/Female`` has a feminine form.
"""

LATIN_TEXT = """
en-CA|gf|f|-|Brianna, Meaghan, Kaitlyn, Summer|Brody, Connor, Tyler, Hunter|MacInnis, Fairbairn, Pettipas, Lalonde-Hart, Baker
en-US|gf|f|-|Destiny, Kendra, Madison, Shelby|Tanner, DeShawn, Colby, Dakota|Whitfield, Barksdale, Goodnight, Pruett, Bishop
en-GB|gf|f|-|Imogen, Harriet, Poppy|Alfie, Rupert, Callum|Ashworth, Penhaligon, Featherstone, Rose
en-IE|gf|f|-|Aisling, Clodagh, Orla|Cathal, Donncha, Eoin|Fitzgerald, Kinsella, Mulcahy, Brosnan
en-AU|gf|f|-|Tegan, Kirra, Matilda|Lachlan, Bodhi, Jarrah|Blackwood, Tregear, Pendergast, McAlister
en-NZ|gf|f|-|Briar, Kaia, Sophie|Hamish, Fraser, Jed|Ruddenklau, McSkimming, Kettlewell, Guthrie
en-ZA|gf|f|-|Chantelle, Bianca, Tamsin|Brandon, Werner, Ruan|Heathcote, Fortuin, Pillay, Naidoo
en-NG|gf|f|-|Precious, Favour, Goodness|Godspower, Kingsley, Daniel|Bassey, Ekpo, Etim, Akpan
en-GH|gf|f|-|Gifty, Comfort, Patience|Godwin, Nana Yaw, Ebo|Quaye, Tetteh, Ankrah, Lamptey
en-JM|gf|f|-|Shanique, Kadian, Tanisha|Dwayne, Kemar, Ricardo|Brissett, McKenzie, Ffrench, Gayle
en-TT|gf|f|-|Sherry-Ann, Kerlyn, Natalie|Keston, Darrell, Shiva|Ramdass, Baptiste, Ragoonanan, Mohammed
en-SG|gf|f|-|Rachel, Cheryl, Vanessa|Marcus, Desmond, Jun Wei|Goh, Teo, Ong, Chua
en-IN|gf|f|-|Priyanka, Deepika, Ananya|Rohit, Karthik, Sandeep|Iyer, Menon, Banerjee, Kulkarni
mi|gf|f|-|Aroha, Mereana, Huia|Wiremu, Tamati, Rangi|Te Whata, Ngata, Parata, Tawhiri
af|gf|f|-|Annelie, Marlize, Elmarie|Pieter, Jaco, Hennie|Janse van Rensburg, Du Toit, Oosthuizen, Steenkamp
zu|gf|f|-|Nomvula, Thandeka, Zanele|Sipho, Bongani, Themba|Dlamini, Mthembu, Ngcobo, Zungu
xh|gf|f|-|Nomsa, Lulama, Asanda|Luvo, Siyabonga, Mandla|Ngqola, Mgijima, Qwabe, Sobekwa
st|gf|f|-|Palesa, Lineo, Mpho|Teboho, Tumelo, Kabelo|Mokoena, Moloi, Letsie, Ramakatane
tn|gf|f|-|Boitumelo, Onalenna, Naledi|Tshepo, Kagiso, Oratile|Molefe, Mogale, Seretse, Kgosietsile
yo|gf|f|-|Adebimpe, Folasade, Ifeoluwa|Oluwaseun, Adekunle, Babatunde|Adeyemi, Ogunleye, Olatunji, Akinola
ig|gf|f|-|Chiamaka, Ngozi, Adaeze|Chukwuemeka, Ikenna, Obinna|Okonkwo, Nwachukwu, Eze, Obiora
ha|gf|f|-|Hauwa, Zainab, Hadiza|Abubakar, Sani, Musa|Danjuma, Yar'Adua, Garba, Bello
ff|gf|f|-|Aminata, Kadiatou, Mariama|Boubacar, Thierno, Alpha|Diallo, Barry, Sow, Bah
wo|gf|f|-|Awa, Ndeye, Fatou|Cheikh, Mamadou, Ousmane|Ndiaye, Diop, Faye, Sarr
ak|gf|f|-|Akosua, Abena, Efua|Kwame, Kofi, Yaw|Mensah, Boateng, Owusu, Asante
ee|gf|f|-|Dzifa, Esinam, Enyonam|Kodzo, Selorm, Edem|Agbeko, Dzokoto, Amedzro, Kpodo
sw|gf|f|-|Neema, Rehema, Zawadi|Baraka, Juma, Omari|Mwinyi, Salim, Bakari, Mfinanga
ki|gf|f|-|Wanjiru, Njeri, Wambui|Kamau, Njoroge, Mwangi|Kariuki, Gitau, Wainaina, Ng'ang'a
luo|gf|f|-|Akinyi, Atieno, Adhiambo|Otieno, Onyango, Ouma|Odhiambo, Owino, Oduor, Ochieng'
so|gf|f|-|Hodan, Ayaan, Ubah|Abdirahman, Mahad, Liban|Warsame, Farah, Hersi, Jama
om|gf|g|-|Chaltu, Lensa, Obse|Gemechu, Tolosa, Lammii|Gudina, Dinsa, Tufa, Bekele
rw|gf|f|-|Uwase, Ingabire, Mukamana|Habimana, Nshuti, Mugisha|Niyonzima, Bizimana, Nsengiyumva, Uwimana
ln|gf|f|-|Mpiana, Kapinga, Mbombo|Kabongo, Tshilombo, Lukusa|Mukendi, Kalonji, Ilunga, Tshibanda
ny|gf|f|-|Chisomo, Thokozani, Tiwonge|Chikondi, Mphatso, Kondwani|Banda, Phiri, Mwale, Chirwa
sn|gf|f|-|Rudo, Tendai, Nyasha|Tatenda, Farai, Tinashe|Chikwanha, Mutasa, Makoni, Gumbo
mg|gf|f|-|Voahangy, Hanitra, Lalao|Hery, Fanomezana, Andry|Rakotomalala, Randriamanana, Rasoanaivo, Andrianarisoa
ht|gf|f|-|Widelene, Mirlande, Guerline|Jean-Robert, Wisly, Fritznel|Pierre-Louis, Désir, Jean-Baptiste, Saint-Fleur
fr|gf|f|-|Clémence, Solène, Maëlle|Grégoire, Thibault, Aurélien|Lefèvre, Rousseau, Chevallier, Delacroix
fr-CA|gf|f|-|Geneviève, Maude, Josée|Étienne, Mathieu, Jean-Sébastien|Tremblay, Bouchard, Ouellet-Lavoie, Gauthier
es-MX|gf|f|-|Guadalupe, Ximena, Itzel|Jesús, Fernando, Rodrigo|Hernández Ruiz, Zavala, Cervantes, Olvera Domínguez
es-US|gf|f|-|Yesenia, Maritza, Marisol|Jorge Luis, Efraín, Ismael|Villarreal, Ybarra, Saldaña, Treviño
es-CO|gf|f|-|Luz Dary, Yuliana, Marcela|Jhon Fredy, Andrés Felipe, Wilmer|Restrepo Gómez, Ospina, Cardona, Zuluaga
es-ES|gf|f|-|Nerea, Ainhoa, Rocío|Íñigo, Álvaro, Sergio|Iglesias, Garrido, Montalbán, Echeverría
es-AR|gf|f|-|Florencia, Agustina, Milagros|Facundo, Gonzalo, Joaquín|Pereyra, Sosa, Quiroga, Benítez
es-CL|gf|f|-|Constanza, Javiera, Catalina|Matías, Benjamín, Vicente|Contreras, Pizarro, Fuentealba, Sepúlveda
es-CU|gf|f|-|Yanelis, Dayana, Yamilé|Yoandry, Osniel, Reinier|Cabrera, Castellanos, Valdés, Portuondo
es-DO|gf|f|-|Yokasta, Altagracia, Ruth Esther|Yunior, Wander, Radhamés|Almonte, Peralta, Rosario, Encarnación
es-PR|gf|f|-|Yarimar, Zuleyka, Nilsa|Edgardo, Wilfredo, Heriberto|Colón, Quiñones, Rivera Santiago, Figueroa
pt-BR|gf|f|-|Thaís, Luana, Gabriela|Thiago, Rafael, Caio|dos Santos Oliveira, Ferreira, Carvalho, Nascimento
pt-PT|gf|f|-|Inês, Leonor, Beatriz|Duarte, Tiago, Gonçalo|Magalhães, Sousa Pinto, Rebelo, Vasconcelos
it|gf|f|-|Chiara, Ludovica, Benedetta|Matteo, Lorenzo, Ettore|Esposito, Dell'Aquila, Lo Russo, Bianchi
de|gf|f|-|Annika, Friederike, Lena|Jannik, Lukas, Tobias|Schäfer, Großmann, von Ahlefeldt, Brandt
nl|gf|f|-|Femke, Sanne, Lieke|Joost, Bram, Sander|van der Veen, de Groot, Bakker, Hoekstra
sv|gf|f|-|Linnéa, Saga, Ebba|Viktor, Oskar, Hampus|Lindqvist, Bergström, Åberg, Sjöberg
nb|gf|f|-|Ingrid, Sigrid, Marte|Eirik, Håkon, Sindre|Haugland, Solberg, Bakke, Østby
da|gf|f|-|Mette, Signe, Freja|Mads, Rasmus, Søren|Kjærgaard, Mortensen, Lund, Bech
fi|gf|f|-|Aino, Siiri, Venla|Eero, Juho, Ville|Virtanen, Mäkinen, Heikkilä, Laaksonen
is|gf|g|p|Guðrún, Sólveig, Hrafnhildur|Sigurður, Einar, Þórir|Jóns, Magnús, Ólafs, Hauks
pl|gf|f|-|Agnieszka, Małgorzata, Zofia|Grzegorz, Wojciech, Łukasz|Wiśniewski/Wiśniewska, Zieliński/Zielińska, Kowalczyk, Dąbrowski/Dąbrowska
cs|gf|f|-|Kateřina, Lucie, Tereza|Jiří, Ondřej, Vojtěch|Dvořák/Dvořáková, Novotný/Novotná, Procházka/Procházková, Černý/Černá
sk|gf|f|-|Zuzana, Katarína, Janka|Marek, Miroslav, Juraj|Kováč/Kováčová, Baláž/Balážová, Tóth/Tóthová, Hudec/Hudecová
hu|fg|f|-|Zsófia, Réka, Boglárka|Bence, Levente, Gergely|Szabó, Kovács, Nagy, Farkas
ro|gf|f|-|Ioana, Andreea, Mihaela|Bogdan, Răzvan, Ștefan|Popescu, Dumitrescu, Constantinescu, Ionescu
hr|gf|f|-|Ivana, Marija, Petra|Ivan, Luka, Dario|Kovačević, Babić, Jurić, Marković
sl|gf|f|-|Nina, Maja, Urška|Matej, Rok, Žiga|Krajnc, Zupančič, Potočnik, Kranjc
sq|gf|f|-|Arta, Blerina, Drita|Besnik, Arben, Gëzim|Hoxha, Krasniqi, Berisha, Shala
lt|gf|f|-|Rūta, Eglė, Gintarė|Mindaugas, Tomas, Darius|Kazlauskas/Kazlauskienė, Petrauskas/Petrauskienė, Jankauskas/Jankauskienė, Vaitkus/Vaitkienė
lv|gf|f|-|Ilze, Līga, Kristīne|Jānis, Mārtiņš, Andris|Bērziņš/Bērziņa, Kalniņš/Kalniņa, Ozols/Ozola, Liepiņš/Liepiņa
et|gf|f|-|Kadri, Triin, Liis|Tõnis, Priit, Margus|Tamm, Saar, Sepp, Mägi
mt|gf|f|-|Ritianne, Doris, Josette|Ġorġ, Ċensu, Mario|Borg, Camilleri, Vella, Farrugia
tr|gf|f|-|Elif, Zeynep, Büşra|Emre, Mert, Oğuz|Yılmaz, Kaya, Demir, Öztürk
az|gf|f|-|Aysel, Günay, Nigar|Elvin, Rəşad, Tural|Məmmədov/Məmmədova, Əliyev/Əliyeva, Hüseynov/Hüseynova, Quliyev/Quliyeva
uz|gf|f|-|Dilnoza, Gulnora, Madina|Jasur, Bekzod, Sardor|Karimov/Karimova, Tursunov/Tursunova, Rahimov/Rahimova, Yusupov/Yusupova
ku|gf|f|-|Rojda, Berfin, Nazdar|Azad, Rênas, Şoreş|Zaxoyî, Amedî, Silêvanî, Duhokî
tl|gf|f|-|Maricel, Rowena, Jenalyn|Rodel, Jomar, Noel|Macaraeg, Dimaculangan, Bautista, Dela Peña
ceb|gf|f|-|Jovelyn, Mary Grace, Cherry|Junrey, Jeric, Dodong|Abellana, Cabahug, Tampus, Ybañez
ilo|gf|f|-|Rosalinda, Jocelyn, Mylene|Rolando, Efren, Ariel|Agbayani, Pagaduan, Ragasa, Bumanglag
ms|gf|g|b|Nurul Aina, Siti Aishah, Farah Hanim|Muhammad Haziq, Ahmad Faris, Amirul Hakim|Ismail, Zulkifli, Hashim, Rahman
id|gf|g|-|Dewi, Ratna, Putri|Agus, Budi, Wahyu|Santoso, Wijaya, Hartono, Gunawan
vi|fg|g|-|Thị Hoa, Ngọc Anh, Thu Trang|Văn Hùng, Minh Tuấn, Quốc Bảo|Nguyễn, Trần, Phạm, Huỳnh
hmn|gf|f|-|Pa Nhia, Mai Yer, Kia|Tou, Pao, Xeng|Vang, Xiong, Thao, Moua
haw|gf|f|-|Leilani, Kalena, Noelani|Keoni, Makoa, Kanoa|Kahananui, Kealoha, Kaleikini, Nakamoto-Kahale
sm|gf|f|-|Sina, Fetu, Malia|Tavita, Ioane, Sefo|Fa'asavalu, Leiataua, Tuilagi, Seumalo
to|gf|f|-|Salote, Losaline, Mele|Sione, Viliami, Tevita|Havili, Taufa, Fifita, Vainikolo
fj|gf|f|-|Litia, Mereoni, Unaisi|Jone, Isoa, Semi|Naivalu, Vakaloloma, Tuidraki, Koroivuki
qu|gf|f|-|Killa, Sisa, Kusi|Inti, Amaru, Wayra|Mamani, Quispe, Huamán, Condori
nah|gf|f|-|Xochitl, Citlali, Yaretzi|Tonatiuh, Cuauhtli, Ehecatl|Tepoz, Xicoténcatl, Tlatelpa, Coyotl
nv|gf|f|-|Shandiin, Nizhoni, Dezbah|Ahiga, Naalnish, Yiska|Begay, Yazzie, Tsosie, Benally
dak|gf|f|-|Winona, Wicahpi, Tasina|Ohiyesa, Mato, Wanbli|Two Bulls, Eagle Heart, Iron Cloud, Red Owl
chr|gf|f|-|Ayita, Galilahi, Salali|Waya, Kanuna, Tsiyi|Sixkiller, Hummingbird, Ketcher, Soap
oj|gf|f|-|Giizhigookwe, Zhaawano, Mino|Niigaan, Makwa, Animikii|Kakegamic, Meekis, Keesick, Fiddler
cr|gf|f|-|Pisim, Wapun, Sakihtowin|Mahihkan, Kisik, Asiniy|Bigstone, Moosomin, Wapass, Cardinal
moh|gf|f|-|Kahentiiosta, Kawennahere, Konwatsitsa|Tehoronhiathe, Aronhiawakon, Karonhiaktatie|Montour, Diabo, Delisle, Stacey
mic|gf|f|-|Mali, Suliyan, Nataliya|Sapatis, Piel, Wunaqi|Googoo, Sylliboy, Denny, Augustine
kl|gf|f|-|Nivi, Paninnguaq, Aviaja|Kunuk, Malik, Inuk|Kleist, Lynge, Petersen, Heilmann
se|gf|f|-|Máret, Elle, Sunná|Ánte, Niillas, Jovnna|Sara, Gaup, Hætta, Eira
gd|gf|f|-|Ealasaid, Mòrag, Catrìona|Ruairidh, Tormod, Seumas|MacAoidh, Mac an t-Saoir, Caimbeul, MacDhòmhnaill
cy|gf|f|-|Angharad, Nia, Ffion|Rhodri, Dafydd, Iolo|ap Gruffydd, Llewellyn, Pugh, Vaughan-Jones
ga|gf|f|-|Gráinne, Sadhbh, Clíodhna|Pádraig, Tadhg, Ruairí|Ó Dónaill, Mac Suibhne, Ó Ceallaigh, de Búrca
eu|gf|f|-|Miren, Itziar, Amaia|Iker, Aitor, Unai|Etxeberria, Goikoetxea, Arrizabalaga, Urrutia
ca|gf|f|-|Montserrat, Núria, Mireia|Jordi, Pau, Oriol|Vilaró, Casals, Soler, Riera
"""
