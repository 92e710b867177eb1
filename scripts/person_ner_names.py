"""Names typed by hand for the person NER's training sentences (issue 15, fifth round): traditions that
Faker's locale lists (and so the gazetteer) do not cover, romanised as they appear in Canadian and US
court files. Written for this script; not taken from any scoring set, and the 11 locales that
``broad_dev`` draws from (Georgian, Armenian, Swahili, Hausa, Igbo, Uzbek, Sinhala, Nepali,
Icelandic, Macedonian, Kenyan English) are left out so that set still measures unseen locales.

Each entry: (given names, surnames) of one tradition. Given and surname are drawn within a tradition.
"""

from __future__ import annotations

TRADITIONS: dict[str, tuple[str, str]] = {
    "somali": (
        "Hodan Abdirahman Faadumo Liban Ayaan Guled Hibaaq Warsame Sagal Mahad Ubah Abdiwali",
        "Warsame Farah Jama Egal Hirsi Dualeh Omar Samatar Ugaas Gedi Barre Nuur",
    ),
    "amharic_tigrinya": (
        "Selamawit Tesfaye Meseret Abebe Genet Dawit Tsehay Yonas Mulu Berhane Hiwot Kidane",
        "Gebremedhin Haile Tadesse Woldemariam Alemu Gebreyesus Bekele Tsegaye Ayele Mengistu Desta Negash",
    ),
    "tamil_telugu": (
        "Kavitha Murugan Sivakami Venkatesh Thenmozhi Karthikeyan Anbarasi Srinivas Lakshmi Ilango Vasuki Raghunath",
        "Subramaniam Ramasamy Thangavel Venkataraman Kandasamy Annamalai Reddy Naidu Pillai Chettiar Gounder Rajaratnam",
    ),
    "pashto_dari": (
        "Zarmina Hamidullah Freshta Wahidullah Nazifa Sayed Lida Mirwais Shabnam Zabihullah Parwin Ajmal",
        "Popal Durrani Wardak Stanikzai Ahmadzai Hotak Sultani Karimi Mohmand Safi Noorzai Amiri",
    ),
    "kurdish": (
        "Rojda Dilan Hêvî Berzan Nazdar Sherko Jiyan Azad Zozan Rebwar Evîn Kawa",
        "Barzani Xoshnaw Hawrami Zebari Berwari Dosky Bradosti Jaf Talabani Goran Sindi Mizuri",
    ),
    "mongolian_kazakh": (
        "Oyunchimeg Batbayar Enkhjargal Gansukh Saule Nurlan Aigerim Yerlan Dinara Zhanibek Solongo Temuulen",
        "Ganbold Dorjsuren Tserendorj Bayarsaikhan Nurpeisov Zhaksybekov Abenova Seitkali Tuleubayev Munkhbat Enkhbold Kassymova",
    ),
    "maori_pacific": (
        "Hinemoa Wiremu Aroha Tamati Mereana Rawiri Losa Sione Mele Tevita Salote Filipo",
        "Ngata Tapsell Parata Herewini Waititi Tuhiwai Fonoti Tuilagi Havili Taumoepeau Vainikolo Fifita",
    ),
    "inuit_first_nations": (
        "Aputiarjuk Nivi Pauloosie Siqiniq Tagak Qilak Mikisi Kenojuak Wapun Nokomis Migizi Ziigwan",
        "Qumuatuq Arnakaq Kilabuk Ittusardjuat Angnakak Pootoogook Kakfwi Manitowabi Nahwegahbow Sinclair Peltier Paul",
    ),
    "khmer_lao_burmese": (
        "Sokha Chanthy Phalla Vannak Bounmy Souksavanh Khin Thandar Aung Zaw Nwe Myint",
        "Chhun Sok Pheng Keo Phommachanh Vongsay Sengdara Htun Kyaw Oo Thein Win",
    ),
    "malay_javanese": (
        "Nurul Haziq Siti Faizal Wan Azlina Sri Budiono Dewi Bambang Rini Joko",
        "Abdullah Rahman Ismail Mohd Yusof Hashim Wibowo Susanto Hartono Suharti Purnomo Setiawan",
    ),
    "wolof_fula": (
        "Awa Mamadou Fatou Cheikh Ndeye Ousmane Khady Moussa Aissatou Boubacar Mariama Alpha",
        "Ndiaye Diop Sow Fall Mbaye Gueye Diallo Ba Barry Bah Sy Thiam",
    ),
    "akan_ewe": (
        "Akosua Kwabena Efua Kojo Ama Yaw Abena Kwame Esi Kofi Adjoa Selorm",
        "Ofori-Atta Boateng Asamoah Owusu Agyeman Mensah Amenyo Kpodo Dzidzienyo Agbeko Fiagbe Nyarko",
    ),
    "shona_xhosa_tswana": (
        "Tendai Rudo Tatenda Nyasha Nomvula Sipho Lindiwe Thabo Kagiso Boitumelo Naledi Lerato",
        "Moyo Chikwanha Mutasa Chiweshe Ndlovu Mbeki Dlamini Molefe Mokoena Kgosi Sebego Mothibi",
    ),
    "malagasy": (
        "Hery Voahangy Mamy Lalao Tiana Fara Rivo Nirina Haja Sitraka Andry Mialy",
        "Rakotomalala Andrianarisoa Razafindrakoto Randriamampionona Rasoanaivo Ravelomanana Andriamihaja Rabemananjara",
    ),
    "haitian": (
        "Wisline Jean-Robert Nadège Fritznel Guerline Ti-Jacques Marlène Wilfrid Rose-Mina Dieunel Mirlande Ernso",
        "Pierre-Louis Désir Saint-Fleur Jean-Baptiste Célestin Dorvilus Bélizaire Joseph Exantus Lafontant Noël Thermidor",
    ),
    "quechua_aymara": (
        "Yupanqui Nayra Wayra Kusi Inti Killa Sumaq Amaru Tupac Illari Quispe Huaman",
        "Mamani Quispe Condori Huanca Choque Ticona Apaza Cusi Huarachi Chambi Ccori Yucra",
    ),
    "basque_catalan_galician": (
        "Aitor Nerea Iñaki Leire Jordi Montserrat Xosé Uxía Oriol Mireia Xabier Ainhoa",
        "Goikoetxea Urrutia Arrieta Aizpurua Puigdemont Casals Ferrer Vilaró Outeiro Castelao Figueiras Barreiro",
    ),
    "welsh_gaelic_breton": (
        "Rhiannon Gwilym Eluned Iolo Morag Ruairidh Seonag Tormod Yann Gwenaëlle Maelys Ewen",
        "Prydderch Llewellyn Vaughan MacAoidh MacLeòid Caimbeul Moireach Kerhervé Tanguy Quéméner Gwenn Bodiou",
    ),
    "maltese_albanian": (
        "Ġużeppi Marija Ċensu Rita Arbën Blerta Dritan Mimoza Gentian Elira Fatmir Valbona",
        "Borġ Camilleri Farrugia Grech Vella Xuereb Hoxha Krasniqi Berisha Gashi Shehu Dervishi",
    ),
    "bosnian_belarusian": (
        "Emina Haris Amra Edin Selma Mirza Alesia Ales Volha Siarhei Hanna Uladzimir",
        "Hadžić Begović Mehmedović Kovačević Salihović Delić Lukashevich Karatkevich Bahdanovich Zhuk Shushkevich Sapega",
    ),
    "punjabi_gujarati_marathi": (
        "Harpreet Gurinder Manjit Jaspal Kuldeep Sukhwinder Hetal Jignesh Bhavna Mehul Aparna Vaibhav",
        "Sandhu Dhillon Grewal Gill Sidhu Brar Patel Desai Mehta Joshi Kulkarni Deshpande",
    ),
    "bengali_urdu": (
        "Tahmina Shafiqul Nusrat Rezaul Farhana Mizanur Ayesha Tanveer Sadia Imran Rubina Kamran",
        "Chowdhury Hossain Talukder Sarkar Bhuiyan Qureshi Siddiqui Chaudhry Butt Malik Mirza Rizvi",
    ),
    "filipino_vietnamese": (
        "Maricel Jericho Rosalinda Ferdinand Lovely Jomar Thuy Hoang Linh Quang Thao Duc",
        "Dimaculangan Macapagal Bautista Villanueva Soriano Panganiban Tran Pham Vu Dang Bui Huynh",
    ),
}


def pools() -> list[tuple[list[str], list[str]]]:
    out = []
    for given, surnames in TRADITIONS.values():
        out.append((given.split(), surnames.split()))
    return out
