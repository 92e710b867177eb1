"""Street addresses, Canadian postal codes, and dates marked as birth dates.

A Canadian postal code is its own span (the address stops before it); a US ZIP code is part of
the address it ends.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import Regions, lines_holding, table_cells
from quilltune.prepare.pii.literals import literal_finditer, lower_same_length
from quilltune.prepare.pii.markup_tables import markup_table_cells
from quilltune.prepare.pii.places_blocks import find_block_address
from quilltune.prepare.pii.spans import Span

_POSTAL = re.compile(
    r"[ABCEGHJ-NPRSTVXY](?<![\w-][A-Z])\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d(?![\w-])"
)

_STREET_TYPES = (
    r"Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Drive|Dr\.?|Lane|Ln\.?|Court|Crt\.?|Ct\.?|"
    r"Crescent|Cres\.?|Way|Place|Pl\.?|Terrace|Parkway|Pkwy\.?|Highway|Hwy\.?|Circle|Cir\.?|Trail|"
    r"Square|Sq\.?|Row|Gate|Heights|Grove|Close|Path|Line|Sideroad|Concession|Rue|Chemin|Route"
)
_DIRECTION = r"(?:\s+(?:(?:East|West|North|South|NE|NW|SE|SW)\b|[ENWS]\b\.?))?"
_PROVINCES = (
    r"Ontario|Quebec|Québec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|"
    r"Newfoundland and Labrador|Prince Edward Island|Yukon|Northwest Territories|Nunavut|"
    r"ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU"
)
_STATE_NAMES = (
    r"Alabama|Alaska|Arizona|California|Colorado|Connecticut|Delaware|Florida|Georgia|Illinois|"
    r"Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|"
    r"Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|"
    r"North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|"
    r"South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming"
)
_STATES = (
    r"AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|"
    rf"NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|{_STATE_NAMES}"
)
_UNIT = r"(?:(?:Suite|Unit|Apt\.?|Apartment|Room|Floor|#)\s*[\w-]+)"
_FIRST_WORD = r"(?:[A-Z][\w'’.-]*|\d{1,3}(?:st|nd|rd|th))"
_NAME_WORD = rf"(?:{_FIRST_WORD}|de|du|la|of|the)"
_CITY = r"[A-Z][a-zA-Zéèêç'’.-]+(?:[ -][A-Z][a-zA-Zéèêç'’.-]+){0,2}"

_ADDRESS = re.compile(
    r"\d(?<![\w$.,/-]\d)\d{0,5}[A-Za-z]?(?:-\d{1,6})?[ \t]+"  # civic number, 5-123 form
    # The street name stays on the civic number's line: across lines "25\nOrder of Court" is a
    # statute's section number and heading.
    rf"(?:{_FIRST_WORD}[ \t]+(?:{_NAME_WORD}[ \t]+){{0,3}}?(?:{_STREET_TYPES})(?![\w])"
    rf"|(?:Rue|Chemin|Boulevard|Avenue|Route|Place|Côte)[ \t]+(?:{_NAME_WORD}[ -]){{0,3}}{_FIRST_WORD})"
    + _DIRECTION
    + rf"(?:,?\s+{_UNIT})?"
    rf"(?:,\s*{_CITY}(?=,|\s+(?:{_PROVINCES}|{_STATES})\b|\s+[A-Z]\d[A-Z]|[.;)]?(?:\s|$))"
    # ... or the city on the next line / after a space, when a province or state follows it
    rf"|(?:[ \t]*\n[ \t]*|[ \t]+){_CITY}(?=,?[ \t]+(?:{_PROVINCES}|{_STATES})\b))?"
    rf"(?:,?\s*(?:{_PROVINCES}|{_STATES})\b)?"
    r"(?:,?\s+\d{5}(?:-\d{4})?(?!\d))?"
)
_UNIT_BEFORE = re.compile(rf"{_UNIT}[ \t]*[,\-–]?\s*$")
# Québec style: "4512, rue Saint-Denis, Montréal (Québec)", "1200, boul. René-Lévesque Ouest, app. 4".
_FR_STREET_HINT = re.compile(r"\d,? (?:rue|av|bou|blvd|ch|rang|place|côte|mont|route|all|imp|prom)")
_FR_WORD = r"[A-ZÀ-Ý](?:[\w'’-]|\.(?=[\w-]))*(?:(?<=\bSt)\.|(?<=\bSte)\.)?"
_FR_ADDRESS = re.compile(
    r"\d(?<![\w$.,/-]\d)\d{0,5}[A-Za-z]?(?:-\d{1,6})?,?[ \t]+"
    r"(?:rue|avenue|av\.|boulevard|boul\.|blvd\.?|chemin|ch\.|rang|place|côte|montée|route|allée|impasse|promenade)[ \t]+"
    # (a full stop inside a word or after "St"/"Ste", not a sentence's: "4 rue Mance. La résidence …", round 30)
    rf"(?:(?:de la|de l['’]|du|des|de|d['’])[ \t]*)?{_FR_WORD}(?:[ -](?:{_FR_WORD}|de|du|la))"
    r"{0,3}(?:[ \t]+(?:Est|Ouest|Nord|Sud))?"
    r"(?:,[ \t]*(?:app\.|appartement|bureau|suite|unité)[ \t]*[\w-]+)?"
    rf"(?:,[ \t]*{_CITY}(?:[ \t]*\((?:Québec|Quebec|Ontario|Nouveau-Brunswick|Manitoba|QC|ON|NB)\))?)?"
)  # "Unit 5, 123 Main Street": the unit comes first
_U = "A-ZÀ-ÖØ-ÞĀ-Ž"  # capitals of the Latin alphabets that addresses in Europe are written in
_W = rf"[{_U}][\w'’.-]*"
_NAME_PART = (
    rf"(?:{_W}|de|del|della|di|da|do|dos|das|la|le|les|du|des|von|van|der|den|y|e|el|los|las|am|an|im|"
    # street words written in lower case after the name: "Bygdøy allé", "Storgata", "Kongens gate"
    rf"allé|alle|gate|gata|gatan|vei|veien|vej|vägen|väg|tie|utca|út|sokak|caddesi|straat|weg|laan|plein)"
)
_CITY_U = rf"{_W}(?:[ -](?:{_W}|am|an|der|sur|en|de|la|le|im|bei)){{0,3}}"
# European addresses: a street (any name, its number after it, or a French number first), then a
# postcode and a town: "Schleichstraße 12, 78876 Gelnhausen", "Via Roma 10, 00184 Roma",
# "Kerkstraat 12, 1017 GB Amsterdam", "ul. Miodowa 10/4, 00-251 Warszawa", "12 rue de la Paix, 75002 Paris".
# The postcode and town after the street are what make it an address, whatever the street is called.
_EU_POSTCODE = r"(?:\d{2}-\d{3}|\d{4}[ \t]?[A-Z]{2}(?![\w])|[A-Z]{1,2}-\d{4,5}|\d{3}[ \t]\d{2}|\d{4,5})"
_EU_ADDRESS = re.compile(
    rf"(?:(?:ul\.|al\.|pl\.|os\.)[ \t]*{_NAME_PART}(?:[ \t]+{_NAME_PART}){{0,3}}"
    rf"|{_W}(?:[ \t]+{_NAME_PART}){{0,4}}"
    rf")[ \t]+\d{{1,4}}[a-zA-Z]?(?:[/-](?:\d{{1,4}}[a-zA-Z]?|[IVX]{{1,4}}|hg|huis|bis))?"
    rf"(?:,?[ \t]+(?:app\.|apt\.|Apt\.|bus|Whg\.|piso|scala|int\.|m\.|lok\.)[ \t]*[\w-]+)?"
    # a Spanish floor and door: "27, 3.º izquierda", "12, 2ª B"
    rf"(?:,[ \t]*\d{{1,2}}\.?[ºª°](?:[ \t]*(?:izquierda|derecha|izda\.?|dcha\.?|centro|[A-Z]\b))?)?"
    rf",[ \t]*{_EU_POSTCODE}[ \t]+{_CITY_U}"
    rf"|\d(?<![\w$.,/-]\d)\d{{0,3}}(?:[ \t]?(?:bis|ter))?,?[ \t]+(?:rue|avenue|boulevard|bd|chemin|place|impasse|allée|"
    rf"quai|cours|route|square|Rue|Avenue|Boulevard|Chemin|Place|Impasse|Allée|Quai|Cours)"
    rf"(?:[ \t]+{_NAME_PART}){{1,5}},[ \t]*{_EU_POSTCODE}[ \t]+{_CITY_U}"
)
_AU_STATES = r"(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)"
# "9/133 Glebe Point Road, Glebe NSW 2037", "Unit 2, 76 Kingsway, Glen Waverley VIC 3150": a civic
# number (maybe a unit before a slash), the street, then a suburb, a state and a four-digit postcode.
_AU_ADDRESS = re.compile(
    r"(?<![\w$.,/-])(?:\d{1,4}[A-Za-z]?/)?\d{1,5}[A-Za-z]?[ \t]+(?:[A-Z][\w'’.-]*[ \t]+){0,4}[A-Z][\w'’.-]*"
    rf",?[ \t]+{_CITY}[ \t]+{_AU_STATES}[ \t]+\d{{4}}(?!\d)"
)
_AU_HINT = re.compile(rf"{_AU_STATES}[ \t]+\d{{4}}(?!\d)")  # the full pattern checks the word boundary
# "25 Ashgrove Park, Ballincollig, Co. Cork, P31 X2K7": Irish addresses end with a county and an Eircode.
_EIRCODE = r"[AC-FHKNPRTV-Y]\d[\dW][ \t]?[AC-FHKNPRTV-Y0-9]{4}(?![\w])"
_IE_ADDRESS = re.compile(
    r"\d(?<![\w$.,/-]\d)\d{0,4}[A-Za-z]?[ \t]+(?:[A-Z][\w'’.-]*[ \t]+){0,4}[A-Z][\w'’.-]*"
    rf"(?:,[ \t]*{_CITY_U}){{0,2}},[ \t]*(?:Co\.|County)[ \t]+[A-Z][a-z]+(?:,?[ \t]+{_EIRCODE})?"
)
# Indian addresses (eighth round): "Flat No. 669, Shanti Apartments, 9th Cross, Jayanagar, Bengaluru
# 560068": a flat, house or plot number, then up to five comma-separated parts (a building, a cross or
# main road, a locality), then a city and a six-digit PIN code, which is what makes it an address.
_IN_PART = (
    r"(?:\d{1,3}(?:st|nd|rd|th)[ \t]+)?[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*){0,3}(?:[ \t]+\d{1,3}(?![\d ]))?"
)
_IN_ADDRESS = re.compile(
    r"(?<![\w$.,/-])(?:(?:Flat|House|Plot|Door|Shop|Villa|Block)[ \t]+(?:No\.?[ \t]*)?|No\.[ \t]*|#[ \t]*)?"
    rf"\d{{1,4}}[A-Za-z]?(?:[/-]\d{{1,4}}[A-Za-z]?)?,?[ \t]+{_IN_PART}(?:,[ \t]*{_IN_PART}){{0,5}}"
    r"[ \t]*[-–,]?[ \t]*\d{3}[ \t]?\d{3}(?![\w-])"
)
# A PIN code (first digit 1-8) after a town's last letter or a dash; the lookbehinds run only after
# six digits matched, so the scan costs about half of a plain six-digit search on statutes.
_IN_HINT = re.compile(
    r"[1-8]\d\d[ \t]?\d{3}(?![\w-])"
    r"(?:(?<=[a-z][ \t]\d{6})|(?<=[a-z][ \t]\d{3} \d{3})|(?<=[a-z],\d{6})|(?<=[ \t][-–][ \t]\d{6}))"
)
_IE_HINT = re.compile(r",[ \t]*(?:Co\.|County)[ \t]+[A-Z][a-z]+")
# The hint starts with the comma so the regex engine skips ahead fast; the full pattern runs near each.
_EU_HINT = re.compile(rf",[ \t]*{_EU_POSTCODE}[ \t]+[{_U}]")
# North American addresses whose street word no list holds ("6317 Patricia Loaf", "88 Owens Squares"):
# a civic number and capitalised words, then a city and a state with its ZIP code or a province
# with its postal code. The tail is what makes it an address.
_UK_POSTCODE = r"(?<![\w-])[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}(?![\w-])"
_NA_TAIL_ADDRESS = re.compile(
    r"\d(?<![\w$.,/-]\d)\d{0,5}[A-Za-z]?(?:-\d{1,6})?[ \t]+(?:[A-Z][\w'’.-]*[ \t]+){0,4}[A-Z][\w'’.-]*"
    rf"(?:,?[ \t]+{_UNIT})?(?:,[ \t]*|[ \t]*\n[ \t]*){_CITY},?[ \t]+"
    rf"(?:(?:{_STATES})[ \t]+\d{{5}}(?:-\d{{4}})?(?!\d)|(?:{_PROVINCES})(?=[ \t]+[A-Z]\d[A-Z]))"
    # ... or a British town and postcode ("2 Wood Union, East Kerrytown M9A 8SP")
    rf"|\d(?<![\w$.,/-]\d)\d{{0,4}}[A-Za-z]?[ \t]+(?:[A-Z][\w'’.-]*[ \t]+){{0,4}}[A-Z][\w'’.-]*"
    rf"(?:,[ \t]*|[ \t]*\n[ \t]*){_CITY}(?:,)?[ \t]+{_UK_POSTCODE}"
)
# ", OK 74105", ", Ontario M5S 1G5", ", London NW1 6XE": a comma, maybe a town or a state, then a ZIP
# or postal code. Starting with the comma lets the regex engine skip ahead fast.
_NA_HINT = re.compile(
    r",[ \t]*(?:[A-Z][\w'’.-]*(?:[ \t-][A-Z][\w'’.-]*){0,2}[ \t]+)?"
    r"(?:\d{5}(?!\d)|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}(?![\w-]))"
)
# Words that make "Article 5, 2006 Code" or "Section 12, 1000 Brussels" a reference, not an address.
_NOT_STREET = frozenset(
    """Article Articles Section Sections Regulation Regulations Rule Rules Schedule Part Chapter Act Acts Code
    Paragraph Clause Item Table Figure Appendix Annex Volume Page Note Form Order Directive Protocol Case
    Application Decision Judgment Exhibit Tab No Number SCC ONCA BCCA FCA QCCA ABCA EWCA UKSC""".split()
)
_PO_BOX = re.compile(
    r"P(?<![\w]P)(?:\.?\s?O\.?\s?Box|ost Office Box)\s+\d{1,6}"
    rf"(?:,\s*(?:Station|Stn\.?)\s+[\w ]{{1,20}}?)?(?:,\s*{_CITY})?(?:,?\s*(?:{_PROVINCES}|{_STATES})\b)?"
    r"(?:,?\s+\d{5}(?:-\d{4})?(?!\d))?"
)

_MONTH = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan\.?|Feb\.?|Mar\.?|Apr\.?|Jun\.?|Jul\.?|Aug\.?|Sept?\.?|Oct\.?|Nov\.?|Dec\.?)"
)
_MONTH_FR = r"(?:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre)"
# Spanish, Portuguese, Italian, German and Dutch month names (birth dates in foreign records and forms).
_MONTH_OTHER = (
    r"(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|"
    r"janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|"
    r"gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|"
    r"Januar|Jänner|Februar|März|Juni|Juli|Oktober|Dezember|januari|februari|maart|mei|juni|juli|augustus|oktober|"
    # Nordic, Romanian, Turkish; then the genitive forms that Polish, Czech, Croatian, Russian, Ukrainian
    # and Greek use in a date ("7 sierpnia 1973", "10 сентября 1992", "2 Σεπτεμβρίου 1954").
    r"tammikuuta|helmikuuta|maaliskuuta|huhtikuuta|toukokuuta|kesäkuuta|heinäkuuta|elokuuta|syyskuuta|"
    r"lokakuuta|marraskuuta|joulukuuta|marts|desember|"
    r"augusti|maj|april|september|november|december|ianuarie|februarie|martie|aprilie|iunie|iulie|august|"
    # Round 27: Swahili and Indonesian months ("6 Machi 2022", "17 Agustus 1985").
    r"machi|aprili|julai|agosti|septemba|oktoba|novemba|desemba|maret|agustus|"
    r"septembrie|octombrie|noiembrie|decembrie|ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|"
    r"kasım|aralık|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|"
    r"listopada|grudnia|ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|"
    r"siječnja|veljače|ožujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|listopada|studenoga|prosinca|"
    r"января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|січня|лютого|"
    r"березня|квітня|травня|червня|липня|серпня|вересня|жовтня|грудня|ιανουαρίου|φεβρουαρίου|μαρτίου|"
    r"απριλίου|μαΐου|ιουνίου|ιουλίου|αυγούστου|σεπτεμβρίου|οκτωβρίου|νοεμβρίου|δεκεμβρίου)"
)
_MONTH_FR_ABBR = r"(?:janv|févr|fevr|avr|juil|sept|oct|nov|déc|dec)\."
# Hungarian writes the year first ("1982. május 3."); Finnish, Danish and Norwegian months in a date.
_MONTH_HU = (
    r"(?:január|február|március|április|május|június|július|augusztus|szeptember|október|november|december)"
)
_YEAR_WORDS = (
    r"(?:nineteen|two thousand(?: and)?)(?:[ -](?:and[ -])?(?:hundred|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    r"twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|"
    r"seventy|eighty|ninety)(?![a-z])){1,4}|two thousand\b(?![ -]\w)"  # the year 2000 itself: "two thousand"
    # round 22: the years after 2009 said as two numbers ("twenty twelve", "twenty twenty-one")
    r"|twenty[ -](?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|thirty|"
    r"twenty(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?)(?![a-z])"
)
_DAY_WORD = (
    r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|"
    r"fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-\w+|thirtieth|thirty-first)"
)
_YEAR = rf"(?:\d{{4}}|{_YEAR_WORDS})"
_DATE = (
    rf"(?:{_MONTH}\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?,?\s+{_YEAR}"
    rf"|\d{{1,2}}(?:st|nd|rd|th|\.)?\s+(?:day\s+of\s+)?{_MONTH},?\s+{_YEAR}"
    rf"|(?:the\s+)?{_DAY_WORD}\s+day\s+of\s+{_MONTH},?\s+{_YEAR}"
    rf"|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)\s+(?:day\s+)?of\s+{_MONTH},?\s+{_YEAR}"
    rf"|(?:1er|\d{{1,2}})\.?\s+(?:{_MONTH_FR}|{_MONTH_FR_ABBR})\s+\d{{4}}"
    rf"|\d{{1,2}}\.?\s+(?:de\s+)?{_MONTH_OTHER}\s+(?:de\s+)?\d{{4}}"
    rf"|\d{{1,2}}[-/ ]{_MONTH}[-/ ]\d{{4}}"
    # Round 20 (formats, not layouts): "3-May-82", "1982-May-03", "third of May, nineteen eighty-two",
    # "May the third, 1982", "3 V 1982", "03 05 1982", "1982. május 3.".
    rf"|\d{{1,2}}[-/ ]{_MONTH}[-/ ]\d{{2}}(?![\d/-])|\d{{4}}[-/ ]{_MONTH}[-/ ]\d{{1,2}}(?!\d)"
    rf"|(?:the\s+)?{_DAY_WORD}\s+of\s+{_MONTH},?\s+{_YEAR}|{_MONTH}\s+(?:the\s+)?{_DAY_WORD},?\s+{_YEAR}"
    r"|\d{1,2}[-. /](?-i:I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)[-. /]\d{4}(?!\d)|\d{2} \d{2} \d{4}(?!\d)"
    rf"|\d{{4}}\.\s?{_MONTH_HU}\s\d{{1,2}}\.?"
    r"|\d{1,2}\. \d{1,2}\. \d{4}(?!\d)"  # round 22: Czech, Slovak, German with spaces ("5. 3. 1981")
    r"|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4}|\d{1,2}/\d{1,2}/\d{2}(?![\d/])|\d{1,2}-\d{1,2}-\d{4}|\d{4}/\d{1,2}/\d{1,2}|\d{1,2}\.\d{1,2}\.\d{4}"
    r"|\d{2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:19|20)\d{2}(?!\d)"
    r"|\d{4}\.\d{2}\.\d{2}|(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?!\d)"
    r"|\d{4}年\d{1,2}月\d{1,2}日|\d{4}년\s?\d{1,2}월\s?\d{1,2}일"
    # Round 27: Vietnamese ("ngày 16 tháng 1 năm 1978"), and a Romance month first ("Enero 11, 1976").
    rf"|ngày\s+\d{{1,2}}\s+tháng\s+\d{{1,2}},?\s+năm\s+\d{{4}}|{_MONTH_OTHER}\s+\d{{1,2}},\s+\d{{4}})"
)
# Every language's words for a birth date, before its value (``_DOB``) or as a caption after it
# (``captioned_values``).
DOB_LABEL = (
    r"(?:\bborn(?:\s+on)?(?:\s+or\s+about)?|\bdate\s+of\s+birth|\bdateofbirth|\bbirth\s*date|\bbirthdate|\bd\.?o\.?b\.?|\bdob|\bd0b|"
    r"\bdate\s+de\s+naissance|\bnée?\s+le|\bné\s+le|\bné\(e\)\s+le|\bdate_of_birth|\bbirth_date|\bbirthday|\bb\.(?=\s*(?:\d|the\s|[A-Z][a-z]+\.?\s+\d))|"
    r"\bgeburtsdatum|\bgeboren(?:\s+am)?|\bfecha\s+de\s+nacimiento|\bnacid[oa](?:\([oa]\))?(?:\s+el)?|\bdata\s+di\s+nascita|"
    r"\bnat[oa]\s+il|\bdata\s+de\s+nascimento|\bgeboortedatum|\bdatum\s+narozen[íi]|"
    r"\bnacid[oa]/[oa](?:\s+el)?|\bur\.|\burodzon[ya](?:\s+dnia)?|\bdata\s+urodzenia|\bdoğum\s+tarihi|"
    r"\bfødselsdato|\bfødt|\bfödelsedatum|\bfödd|\bsyntymäaika|\bszületési\s+(?:idő|dátum)|\bdata\s+nașterii|"
    r"\bdatum\s+rođenja|生年月日|出生日期|\bbday|"
    # Round 20: abbreviated labels ("Fecha de nac.", "Date naiss.", "DDN", "d/o/b") and Korean.
    r"\bfecha\s+de\s+nac\.|\bf\.\s?nac\.|\bdate\s+(?:de\s+)?naiss\.?|\bddn\b|\bd/o/b|출생(?:일)?|"
    # Round 27: more of the forms' abbreviations ("B/D", "Naiss.", "Nasc.", "Dt. nasc.", "Geb.datum").
    r"\bb/d\b|\bnaiss\.|\b(?:dt\.\s?)?nasc\.|\bgeb\.?\s?datum|"
    # Round 9: more languages' birth cues (Portuguese, Romanian, Czech, Croatian, German "geb.", Russian,
    # Greek, Korean, Hindi, Bengali, Arabic, Hebrew, Thai) and a deposition's "date of birth? A."
    r"\bnascid[oa]\s+em|\bnăscut[ăa]?\s+(?:la|în)|\bnar\.|\bnarozen[aá]?|\brođen[aoi]?|\bgeb\.(?:\s+am)?|"
    r"\bдата\s+рождения|(?:\bημερομηνία\s+)?γέννησης|생년월일|जन्म\s+तिथि|জন্ম\s+তারিখ|تاريخ\s+الميلاد|תאריך\s+לידה|วันเกิด|"
    # Round 22 (vocabulary, no set read): the label in more of the languages a claimant may write.
    r"\bngày\s+sinh|\btanggal\s+lahir|\btarikh\s+lahir|\bpetsa\s+ng\s+kapanganakan|\btarehe\s+ya\s+kuzaliwa|"
    r"\bdátum\s+narodenia|\bdatum\s+rojstva|\bgimimo\s+data|\bdzimšanas\s+datums|\bsünni(?:aeg|kuupäev)|"
    r"\bdata\s+de\s+naixement|\bjaiotze\s+data|\bfæðingardag(?:ur)?|\bdata\s+e\s+lindjes|\bdatëlindja|"
    r"дата\s+народження|датум\s+рођења|дата\s+на\s+раждане|туған\s+күні|төрсөн\s+огноо|تاریخ\s+تولد|"
    r"تاریخ\s+پیدائش|የትውልድ\s+ቀን|பிறந்த\s+தேதி|ਜਨਮ\s+ਮਿਤੀ|જન્મ\s+તારીખ|დაბადების\s+თარიღი|ծննդյան\s+ամսաթիվ)"
)
_DOB = re.compile(
    DOB_LABEL + r"(?:[?.]\s*(?:a\.|a:|answer:))?"
    # Round 20: a label's qualifier before its colon ("Date of birth of the child:", "DOB/Age:",
    # "Birth Date/Place:").
    r"(?:[ \t]*(?:/|of\b|and\b|&)[ \t]*[A-Za-z][A-Za-z' ]{0,20}?(?=[ \t]*[:(]))?"
    # Round 15: an HTML table's cells ("<th>Date of birth</th><td>January 12, 1939").
    r"(?:\s*</?(?:t[hd]|d[td]|stentry)[^<>\n]{0,20}>)*"  # round 27: a definition list's <dt>/<dd>
    # Round 14: a JSON key's quotes ("dob": "1949-11-12").
    rf"[\"'`]?\s*(?:\([^()\n]{{1,20}}\)\s*)?(?:[:=>\-–—,：(|{{\[]\s*){{0,2}}[\"'`]?(?:is\s+|was\s+|"
    # Round 17: "DOB on the form is 2006-01-22".
    r"on\s+(?:the\s+)?(?:form|file|record|application|card|id|licen[cs]e)\s+(?:is|was)\s+|"
    rf"of\s+|as\s+|on\s+|the\s+(?=\d{{1,2}}[ \t]+[A-Za-z]|[A-Za-z]+\.?[ \t]+\d)|being\s+|in\s+\w+\s+on\s+|:\s*)*"
    rf"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?({_DATE})",
    re.IGNORECASE,
)


# Case-sensitive spellings: a case-insensitive scan of every document costs more than the rest of
# this finder.
_NAMED_POSTCODE = re.compile(
    r"(?:[Pp]ost[ -]?[Cc]ode|POST[ -]?CODE|[Pp]ostal[ \t]+[Cc]ode|POSTAL[ \t]+CODE|ZIP(?:[ \t]+CODE)?|"
    r"[Zz]ip(?:[ \t]+[Cc]ode)?|[Cc]ode[ \t]+postal|PLZ)"
    r"(?:[ \t]+(?:is|was|as|of))?[ \t]*[:#]?[ \t]*"
    r"([A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}(?![\w-])|\d{4}[ \t]?[A-Z]{2}(?![\w-])|\d{5}(?:-\d{4})?(?![\d-]))"
)


def find_postal_code(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    for m in _POSTAL.finditer(text):
        yield Span(m.start(), m.end(), "POSTAL_CODE")
    # The label's words are found on a lower-cased copy (C speed); the pattern runs only there.
    lowered = lower_same_length(text)
    for word in _POSTCODE_WORDS:
        at = lowered.find(word)
        while at != -1:
            m = None if at and lowered[at - 1].isalpha() else _NAMED_POSTCODE.match(text, at)
            if m is not None:
                yield Span(m.start(1), m.end(1), "POSTAL_CODE")
            at = lowered.find(word, at + 1)


_POSTCODE_WORDS = ("post", "zip", "plz", "code postal")


# "s. 48 of the Highway Traffic Act" and "page 12 Main Street" are references, not civic numbers.
_REFERENCE_BEFORE = re.compile(
    r"(?:\b(?:s|ss|c|ch|art|r|no|p|pp|para|item)\.|section|subsection|paragraph|rule|page|part)\s*$",
    re.IGNORECASE,
)


def _hinted(pattern: re.Pattern[str], hint: re.Pattern[str], text: str, back: int) -> Iterator[re.Match[str]]:
    """Matches of ``pattern`` that end at a ``hint`` (a postcode tail): the text before each rare hint
    is searched, not the whole document."""
    done = -1
    for h in literal_finditer(hint, text):
        if h.start() < done:
            continue
        for m in pattern.finditer(text, max(0, h.start() - back, done), min(len(text), h.end() + 40)):
            if m.start() <= h.start() < m.end():
                done = m.end()
                yield m
                break


def _is_reference(value: str) -> bool:
    return any(w.strip(".,;:") in _NOT_STREET for w in value.split())


# "Dated November 5, 2016   Giorgos Georgiou": a month and a day read as a street and its number, the
# year as a postcode, the signatory as a town (round 13).
_MONTH_DAY_YEAR = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?[ \t]+\d{1,2},[ \t]*(?:1[89]|20)\d\d\b"
)


def find_address(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001 (civic numbers are short)
    matches: list[re.Match[str]] = [*_ADDRESS.finditer(text), *_PO_BOX.finditer(text)]
    if _FR_STREET_HINT.search(text):
        matches += _FR_ADDRESS.finditer(text)
    matches += (m for m in _hinted(_NA_TAIL_ADDRESS, _NA_HINT, text, 120) if not _is_reference(m.group()))
    matches += (m for m in _hinted(_EU_ADDRESS, _EU_HINT, text, 90) if not _is_reference(m.group()))
    matches += (m for m in _hinted(_AU_ADDRESS, _AU_HINT, text, 120) if not _is_reference(m.group()))
    matches += (m for m in _hinted(_IE_ADDRESS, _IE_HINT, text, 140) if not _is_reference(m.group()))
    matches += (
        m
        for m in _hinted(_IN_ADDRESS, _IN_HINT, text, 160)
        if not _is_reference(m.group().replace("No.", ""))
    )
    for m in matches:
        head = text[max(0, m.start() - 30) : m.start()]
        if _REFERENCE_BEFORE.search(head[-12:]) or _MONTH_DAY_YEAR.search(m.group()):
            continue
        unit = _UNIT_BEFORE.search(head)
        start = m.start() - (len(head) - unit.start()) if unit else m.start()
        value = m.group().rstrip(" ,")
        if re.search(r"[a-z]{4,}\.$", value):  # a sentence end, not an abbreviation like "St."
            value = value[:-1]
        yield Span(start, m.start() + len(value), "ADDRESS")


_DOB_HINT = re.compile(
    r"born|birth|dob|d0b|d\.o\.b|bday|naissance|né|b\.|geburt|geboren|nacimiento|nacid|nascita|nat[oa] il|nascimento|geboorte|narozen|"
    r"ur\.|urodz|doğum|fødsels|født|födelse|född|syntymä|születési|nașterii|rođenja|生年月日|出生日期|"
    r"nascid|născut|nar\.|narozen|rođen|geb\.|nac\.|naiss|ddn|d/o/b|b/d|nasc\.|geb|"
    r"sinh|lahir|kapanganakan|tarehe ya kuzaliwa|narodenia|rojstva|gimimo|dzimšanas|sünni|naixement|jaiotze|fæðingar|lindj"
)
# Cues in other scripts, in a pattern of their own: its first characters are rare in Latin text, so the
# regex engine skips to them at C speed (added to ``_DOB_HINT`` they slowed every statute by a third of it).
# One character of those scripts anywhere (a character-class scan, stopped at the first hit): Latin text
# with accents or curly quotes skips the cue scan altogether.
_OTHER_SCRIPT = re.compile(
    "[\u0370-\u03ff\u0400-\u04ff\u0530-\u06ff\u0900-\u0bff\u0e00-\u0e7f\u10a0-\u10ff\u1200-\u137f"
    "\u3040-\u9fff\uac00-\ud7af]"
)
_DOB_HINT_SCRIPTS = re.compile(
    r"рожд|γέννησης|생년월일|출생|जन्म|জন্ম|الميلاد|לידה|วันเกิด|出生|"
    r"народж|рођења|раждане|туған|төрсөн|تولد|پیدائش|ትውልድ|பிறந்த|ਜਨਮ|જન્મ|დაბადების|ծննդյան"
)
# Cues written after the date: Russian "10 сентября 1992 года рождения", Chinese "1935年6月19日出生".
_DOB_AFTER = re.compile(rf"({_DATE})\s*(?:г(?:ода|\.)?\s*рождения|г\.\s?р\.|出生(?!日期))", re.IGNORECASE)


def find_date_of_birth(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    # A case-insensitive scan of the whole text is slow; find the cue words on a lower-cased copy,
    # then match the full pattern only around them.
    lowered = lower_same_length(text)
    seen = -1
    hints = list(literal_finditer(_DOB_HINT, lowered))
    if not text.isascii() and _OTHER_SCRIPT.search(text):
        hints = sorted(hints + list(_DOB_HINT_SCRIPTS.finditer(lowered)), key=lambda h: h.start())
    for hint in hints:
        m = _DOB.search(text, max(0, hint.start() - 9, seen), min(len(text), hint.end() + 90))
        if m is None and hint.group() in ("рожд", "出生"):
            m = _DOB_AFTER.search(text, max(0, hint.start() - 40, seen), hint.end() + 12)
        if m is not None and m.start(1) >= seen:
            seen = m.end(1)
            yield Span(m.start(1), m.end(1), "DATE_OF_BIRTH")


_CSV_DOB_HEADER = re.compile(
    r"(?:date[ _]of[ _]birth|dob|birth[ _]?date|d\.o\.b\.?|birthday|date[ _](?:de[ _])?naissance|"
    r"fecha[ _](?:de[ _])?nacimiento|geburtsdatum)\b|^born$"  # a witness list's "Born" column
    # Round 27: the headings shortened ("Naiss.", "DDN", "FN", "Nasc.", "B/D", "Geb.datum") and in more languages.
    r"|^(?:date[ _](?:de[ _])?)?naiss\.?$|^ddn$|^fn$|^dn$|^f\.?[ _]?nac\.?$|^nasc\.?$|^b/d$|^born\b|^geb\.?(?:[ _-]?dat(?:um|\.))?$"
    r"|data[ _]d[ei][ _]nasc|geboortedatum|nascimento|nascita"
    # Round 29: any heading the birth-date label reader knows ("Nacido/a el", "Föd.dat.", "Geboren op").
    rf"|{DOB_LABEL}|\bföd\.?[ _]?dat\.?|\bbreith\b"
    # Round 30: a column headed by the birth's noun alone ("Nacimiento", "Naissance", "Geboren", "Født")
    r"|^(?:nacimiento|naissance|nascimento|nascita|geboren|geburt|født|född|fødsel|urodzon[ya]|doğum)$"
)
_CSV_HEADER_HINT = re.compile(
    r"birth|dob|d\.o\.b|naiss|nacimiento|geburt|born|ddn|\bfn\b|\bdn\b|nasc|nac\.|b/d|geb|geboorte|nacid|föd|fødsel|født|"
    r"urodz|doğum|syntym|születés|naște|rođenja|narozen|breith|生|출생"
)
_CSV_DATE = re.compile(rf"(?:{_DATE})", re.IGNORECASE)


def find_csv_date_of_birth(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    """A table whose header names a birth-date column: that column's dates, row by row."""
    header = lambda c: bool(_CSV_DOB_HEADER.search(c))  # noqa: E731
    for _, start, end in table_cells(text, _CSV_HEADER_HINT, header, plain_text=True, boxed=True):
        if _CSV_DATE.fullmatch(text, start, end):
            yield Span(start, end, "DATE_OF_BIRTH")
    if "<" in text and _CSV_HEADER_HINT.search(lower_same_length(text)):
        for _, start, end in markup_table_cells(text, header):
            if _CSV_DATE.fullmatch(text, start, end):
                yield Span(start, end, "DATE_OF_BIRTH")


# "Dependants: Jane Roe (2012-05-09); Tom Roe (2020-12-12)": a list of a family's children or
# dependants gives each one's birth date in brackets after the name.
_DEPENDANTS_LINE = re.compile(
    r"^[ \t•*-]*(?:dependants?|dependents?|children|child|minor children|kids|enfants|personnes à charge)"
    r"[ \t]*(?:\([^()\n]{1,20}\))?[ \t]*[:—–-]",
    re.IGNORECASE | re.MULTILINE,
)
_BRACKETED_DATE = re.compile(rf"\(({_DATE})\)", re.IGNORECASE)


def find_dependant_birth_dates(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    lowered = lower_same_length(text)
    if (
        "depend" not in lowered
        and "child" not in lowered
        and "kids" not in lowered
        and "enfants" not in lowered
    ):
        return
    for line in _DEPENDANTS_LINE.finditer(text):
        end = text.find("\n", line.end())
        for m in _BRACKETED_DATE.finditer(text, line.end(), len(text) if end == -1 else end):
            yield Span(m.start(1), m.end(1), "DATE_OF_BIRTH")


# Round 15: a fixed-width sheet ("Time    Patient    DOB    Reason"): the dates that start under the
# birth-date column's header, row by row down to a blank line.
_FIXED_DOB_HEADER = re.compile(
    r"(?:^|(?<=[ \t]{2}))(?:DOB|D\.O\.B\.|Date of birth|Birth date|Born)(?=[ \t]{2}|$)", re.M
)


def find_fixed_width_date_of_birth(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    if "  " not in text:
        return
    for line_start, line_end in lines_holding(text, ("dob", "d.o.b.", "birth", "born")):
        header = _FIXED_DOB_HEADER.search(text, line_start, line_end)
        if header is None or "  " not in text[line_start:line_end]:
            continue
        column = header.start() - line_start
        at = text.find("\n", header.end())
        while at != -1 and at + 1 < len(text) and text[at + 1] != "\n":
            row_end = text.find("\n", at + 1)
            row_end = len(text) if row_end == -1 else row_end
            cell = at + 1 + column
            if cell < row_end and (text[cell - 2 : cell] in ("  ", "\t ") or text[cell - 1 : cell] == "\t"):
                m = _CSV_DATE.match(text, cell, row_end)
                if m is not None:
                    yield Span(m.start(), m.end(), "DATE_OF_BIRTH")
            at = row_end if row_end < len(text) else -1


FINDERS = (
    find_postal_code,
    find_address,
    find_block_address,
    find_date_of_birth,
    find_csv_date_of_birth,
    find_fixed_width_date_of_birth,
    find_dependant_birth_dates,
)
