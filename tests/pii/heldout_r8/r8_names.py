"""Hand-typed names for the round-8 held-out set: one row per locale.

Each row: locale code, script, order, given names, surnames ("|"-separated, so a given name or a
surname may hold spaces or particles). Order "gf" is given-then-family; "fg" is family-first with a
space; "fg0" is family-first written without a space (Han, Hangul, Japanese).
"""

from __future__ import annotations

# fmt: off
ROWS: tuple[tuple[str, str, str, str, str], ...] = (
    ("en_ca", "Latn", "gf", "Dwayne|Brianna|Marc-André|Kayla|Graham|Tessa", "Achterberg|MacIsaac|Tremblay-Gagnon|Okafor-Reid|Desrochers|FitzPatrick"),
    ("en_us", "Latn", "gf", "Tyrone|Madison|Ezekiel|Shaniqua|Brent|Harper", "Pettigrew|McAllister|Delgado|Kowalczyk|O'Hare|Lindgren"),
    ("en_gb", "Latn", "gf", "Alistair|Philippa|Callum|Imogen|Rhys|Beatrix", "Pemberton|Fitzwilliam|Ashworth-Hale|Cholmondeley|Penhaligon|Featherstonehaugh"),
    ("ga", "Latn", "gf", "Siobhán|Pádraig|Aoife|Cathal|Niamh|Donncha", "O'Sullivan|Ní Bhriain|Mac Giolla Phádraig|Ó Dónaill|Fitzgerald|McGrath"),
    ("en_au", "Latn", "gf", "Lachlan|Matilda|Hamish|Kirra|Bronte|Jarrah", "Ashcroft|Pellegrino|Nguyen-Tran|Blackwood|Trevaskis|Carmody"),
    ("mi", "Latn", "gf", "Aroha|Tama|Mere|Wiremu|Ngaire|Rangi", "Te Whata|Parata|Ngata|Horomona|Te Rangi|Pōmare"),
    ("en_in", "Latn", "gf", "Priyanka|Venkatesh|Harpreet|Arjun|Lakshmi|Siddharth", "Raghunathan|Bhattacharya|Deshpande|Iyer|Chaudhary|Menon"),
    ("zu", "Latn", "gf", "Thandiwe|Sipho|Nomvula|Bongani|Lerato|Mpho", "Dlamini|Nkosi|Mokoena|Khumalo|Mthembu|Zulu-Ndlovu"),
    ("af", "Latn", "gf", "Johannes|Marietjie|Pieter|Annelie|Hennie", "van der Westhuizen|du Plessis|Steyn|le Roux|Janse van Rensburg"),
    ("zh_sg", "Latn", "fg", "Wei Ling|Jun Jie|Hui Min|Kok Wah|Shu Fen", "Tan|Lim|Ng|Goh|Teo"),
    ("ms", "Latn", "gf", "Nur Aisyah|Muhammad Hafiz|Farah Adibah|Zulkifli|Nurul Izzah", "bin Ismail|binti Rahman|bin Osman|binti Yusof|bin Abdullah"),
    ("zh_hk", "Latn", "fg", "Ka-wai|Siu-ming|Wing-yan|Chi-keung|Mei-ling", "Chan|Wong|Cheung|Leung|Yeung"),
    ("yo", "Latn", "gf", "Olamide|Adebayo|Folasade|Oluwaseun|Temitope|Babatunde", "Adeyemi|Ogunleye|Oyelaran|Adewale-Bakare|Olatunji|Akinwande"),
    ("ig", "Latn", "gf", "Chinonso|Ngozi|Emeka|Chiamaka|Obinna", "Okonkwo|Nwachukwu|Eze|Okafor|Nnamdi-Obi"),
    ("ha", "Latn", "gf", "Aminu|Hadiza|Abubakar|Zainab|Sani", "Danjuma|Bello|Usman|Abdullahi|Garba"),
    ("sw", "Latn", "gf", "Wanjiru|Kamau|Achieng|Otieno|Njeri|Kiprotich", "Mwangi|Odhiambo|Wafula|Chebet|Kipchumba|Njoroge"),
    ("fr_ca", "Latn", "gf", "Geneviève|Jean-François|Mélanie|Stéphane|Josée", "Bouchard|Côté|Lévesque|St-Onge|Gagnon-Bélanger"),
    ("fr", "Latn", "gf", "Hélène|Loïc|Anaïs|Benoît|Solène", "Dumoulin|Lefèvre|d'Aubigné|Marchetti|de la Roche-Aymon"),
    ("de", "Latn", "gf", "Lukas|Friederike|Günther|Maike|Jörg", "Schäfer|Großmann|von Bülow|Hoffmann-Kühn|Brückner"),
    ("nl", "Latn", "gf", "Pieter|Femke|Joost|Anouk|Sjoerd", "van der Berg|de Vries|van den Heuvel|Bakker|ter Horst"),
    ("pl", "Latn", "gf", "Małgorzata|Wojciech|Agnieszka|Grzegorz|Zofia|Bartłomiej", "Kowalska|Wiśniewski|Kotuła|Szczepańska|Dąbrowski|Żurawska"),
    ("tr", "Latn", "gf", "Ayşe|Mehmet|Gülşen|Çağrı|Özlem|İbrahim", "Yılmaz|Öztürk|Çelik|Şahin|Doğan|Kılıç"),
    ("is", "Latn", "gf", "Sigríður|Þórður|Hrafnhildur|Ástráður|Björk", "Jónsdóttir|Þorsteinsson|Halldórsdóttir|Guðmundsson|Ægisdóttir"),
    ("no", "Latn", "gf", "Ingrid|Øystein|Solveig|Håkon|Ragnhild", "Ødegård|Bjørnstad|Haugen|Kvåle|Sæther"),
    ("sv", "Latn", "gf", "Åsa|Linnéa|Göran|Märta|Sven-Erik", "Lindqvist|Åkesson|Sjöberg|Nyström|Öberg"),
    ("da", "Latn", "gf", "Mette|Søren|Ditte|Rasmus|Signe", "Jørgensen|Møller|Kjærgaard|Østergaard|Bech-Nielsen"),
    ("fi", "Latn", "gf", "Päivi|Jussi|Sirkka|Aleksi|Tuulikki", "Mäkinen|Häkkinen|Virtanen|Järvelä|Kärkkäinen"),
    ("es", "Latn", "gf", "José Luis|María del Carmen|Íñigo|Begoña|Alejandro", "Fernández Ortega|de la Cruz|Muñoz Ibáñez|Etxeberria|Gutiérrez Soler"),
    ("es_mx", "Latn", "gf", "Guadalupe|Xóchitl|Ramón|Itzel|Jesús", "Sánchez Villalobos|Ortiz Zamora|Peña|Castañeda|Hernández de León"),
    ("pt_br", "Latn", "gf", "João|Conceição|Thiago|Luíza|Sebastião", "da Silva|Gonçalves|Araújo|dos Santos|Magalhães"),
    ("pt", "Latn", "gf", "Inês|Duarte|Leonor|Gonçalo|Matilde", "Sousa|Brandão|Lourenço|Pinto de Figueiredo|Vasconcelos"),
    ("it", "Latn", "gf", "Giuseppina|Raffaele|Chiara|Nicolò|Ludovica", "Esposito|De Luca|Ricciardi|D'Angelo|Lo Presti"),
    ("ro", "Latn", "gf", "Ioana|Ștefan|Mădălina|Răzvan|Andreea", "Popescu|Dumitrescu|Țurcanu|Bălan|Ionescu-Vlad"),
    ("cs", "Latn", "gf", "Jiří|Kateřina|Tomáš|Zdeňka|Ondřej", "Dvořáková|Novotný|Černá|Procházka|Růžička"),
    ("hu", "Latn", "gf", "Zsófia|Gergő|Erzsébet|Ferenc|Réka", "Szabó|Kovács|Nagy-Tóth|Fülöp|Bárány"),
    ("hr", "Latn", "gf", "Ivana|Dražen|Snježana|Krešimir|Mirela", "Horvat|Babić|Kovačević|Jurić|Šimić"),
    ("vi", "Latn", "fg", "Thị Thu Hà|Văn Minh|Ngọc Anh|Quốc Bảo|Thanh Hương", "Nguyễn|Trần|Lê|Phạm|Đặng"),
    ("tl", "Latn", "gf", "Ma. Cristina|Rommel|Jocelyn|Bienvenido|Marites", "dela Cruz|Bautista|Villanueva|de Guzman|Manalastas"),
    ("el_latn", "Latn", "gf", "Giorgos|Eleni|Dimitrios|Vasiliki", "Papadopoulos|Karagianni|Oikonomou|Stavropoulou"),
    ("ru_latn", "Latn", "gf", "Anastasia|Vladimir|Yekaterina|Dmitriy", "Kuznetsova|Volkov|Belousova|Zakharov"),
    ("zh_latn", "Latn", "gf", "Xiuying|Haoran|Jingyi|Zihan|Yuxuan", "Wang|Zhang|Liu|Ouyang|Zhao"),
    ("ja_latn", "Latn", "gf", "Haruto|Yui|Sōta|Aoi|Ren", "Yamamoto|Takahashi|Nakamura|Kobayashi|Ōshima"),
    ("ko_latn", "Latn", "gf", "Min-jun|Seo-yeon|Ji-hoon|Ha-eun|Do-yoon", "Kim|Park|Choi|Jeong|Hwang"),
    ("ar_latn", "Latn", "gf", "Mohammed|Fatima|Khalid|Layla|Yousef", "al-Farsi|Al-Mansouri|bin Salem|El-Sayed|Haddad"),
    ("fa_latn", "Latn", "gf", "Shirin|Dariush|Parisa|Kourosh|Nasrin", "Farahani|Mohammadi|Karimi|Shahbazi|Rezaei"),
    ("he_latn", "Latn", "gf", "Yael|Avraham|Noa|Itzik|Tamar", "Ben-David|Friedman|Mizrahi|Peretz|Shapira"),
    ("th_latn", "Latn", "gf", "Somchai|Sudarat|Prasert|Wilaiwan", "Srisuk|Wongsawat|Boonma|Jaidee"),
    ("el", "Grek", "gf", "Γιώργος|Ελένη|Δημήτρης|Αικατερίνη|Νικόλαος", "Παπαδόπουλος|Καραγιάννη|Οικονόμου|Βασιλείου|Γεωργίου"),
    ("ru", "Cyrl", "gf", "Анна|Дмитрий|Екатерина|Сергей|Наталья", "Петрова|Кузнецов|Смирнова|Волков|Соколова"),
    ("uk", "Cyrl", "gf", "Олена|Тарас|Оксана|Богдан|Ірина", "Шевчук|Коваленко|Ткаченко|Бондаренко|Мельник"),
    ("bg", "Cyrl", "gf", "Цветелина|Георги|Радостина|Стоян", "Иванова|Димитров|Петкова|Стоянов"),
    ("zh", "Hani", "fg0", "秀英|伟|静怡|浩然|子涵", "王|李|张|刘|欧阳"),
    ("ja", "Jpan", "fg", "花子|さくら|太郎|ゆうき|美咲|ケンタ", "山田|佐藤|鈴木|高橋|渡辺|中村"),
    ("ko", "Hang", "fg0", "민준|서연|지훈|하은|도윤", "김|이|박|최|정"),
    ("ar", "Arab", "gf", "محمد|فاطمة|أحمد|مريم|خالد", "الأحمد|العتيبي|الحسيني|بن سالم|الشامي"),
    ("fa", "Arab", "gf", "زهرا|علی|مریم|رضا|نگار", "محمدی|حسینی|رضایی|کریمی|تهرانی"),
    ("hi", "Deva", "gf", "राजेश|प्रिया|अनीता|विकास|सुनीता", "शर्मा|वर्मा|गुप्ता|यादव|मिश्रा"),
    ("bn", "Beng", "gf", "তানভীর|সুমাইয়া|রফিক|নুসরাত", "রহমান|চৌধুরী|হোসেন|ইসলাম"),
    ("he", "Hebr", "gf", "דוד|רחל|יוסף|נועה|אבי", "לוי|כהן|מזרחי|פרידמן|אברהם"),
    ("th", "Thai", "gf", "สมชาย|สุดารัตน์|ประเสริฐ|วิไลวรรณ", "ใจดี|ศรีสุข|วงศ์สวัสดิ์|บุญมา"),
    ("am", "Ethi", "gf", "አበበ|ሰላም|ተስፋዬ|ሜሮን", "በቀለ|ገብረመድህን|ኃይሌ|ታደሰ"),
    ("ka", "Geor", "gf", "ნინო|გიორგი|თამარი|ლევანი", "ბერიძე|კაპანაძე|გელაშვილი|ჯაფარიძე"),
)
# fmt: on
"""Every locale of the set; Latin rows cover diacritics, particles, hyphenated and double surnames."""

# Transliterations printed beside a native-script name in translated documents ("Анна Петрова
# (Anna Petrova)"): the native row's code maps to its Latin row.
LATIN_OF: dict[str, str] = {
    "el": "el_latn",
    "ru": "ru_latn",
    "zh": "zh_latn",
    "ja": "ja_latn",
    "ko": "ko_latn",
    "ar": "ar_latn",
    "fa": "fa_latn",
    "he": "he_latn",
    "th": "th_latn",
}

NICKNAMES: tuple[str, ...] = (
    "Bobby",
    "Kiki",
    "Sunny",
    "Tex",
    "Dolly",
    "Jojo",
    "Buster",
    "Ziggy",
    "Lulu",
    "Chip",
)
"""Nicknames written in quotes between given name and surname."""
