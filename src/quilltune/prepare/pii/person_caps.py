"""Names in capitals made of words no English dictionary holds: "MERON ALEMAYEHU", "Victim KOUROSH TEHRANI (DOB".

Captions, signature blocks, affidavit headings and police reports set a party's name in capitals,
often with no cue the cue rules know. In capitals a name cannot be told from a heading by its shape,
but it can by its words: "NOTICE OF APPLICATION" is dictionary English, "OMAR BIN SALEH" is not. A run
of two to four capitalised words, each outside the lower-case entries of Webster's Second (public
domain, shipped by ``english-words``; proper nouns are capitalised there, so names, places and brands
are not in the set), is a name candidate; places, organisations and the legal veto
(``is_private_person``) decide.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from bisect import bisect_left
from functools import cache

from english_words import get_english_words_set

from quilltune.prepare.pii.caps_vocabulary import foreign_word
from quilltune.prepare.pii.person_rules import document_tokens, is_private_person, written_lower
from quilltune.prepare.pii.person_words import _UP, FIRM_AFTER
from quilltune.prepare.pii.spans import Span

# Words newer than the dictionary (1934), and the French of bilingual Canadian captions and headings
# ("COUR SUPÉRIEURE", "DÉCLARATION SOUS SERMENT"): words, not names.
_MORE_WORDS = """onboarding checklist website webpage smartphone laptop healthcare email e-mail online offline
login logout username password workflow timesheet spreadsheet dashboard download upload app apps covid
cellphone voicemail videoconference livestream hashtag selfie blog podcast wifi bic swift iban
cour supérieure supérieur superieure suprême appel division chambre civile criminelle pénale familiale
jeunesse tribunal administratif québec gouvernement province ministère procureur procureure général
générale sous la le les des du de au aux et ou en par pour sur avec sans entre contre dans une un
présidence honorable juge greffier greffière déclaration serment affidavit formulaire accueil demande
requête avis motifs jugement arrêt décision ordonnance dossier numéro district montréal demandeur
demanderesse défendeur défenderesse requérant requérante intimé intimée appelant appelante mis cause
partie parties foi quoi fait signé signée témoin témoins soussigné soussignée nom prénom adresse date
naissance téléphone courriel client cliente contrat bail locataire locateur propriétaire règlement loi
code article annexe section chapitre titre preuve pièce exhibit république royaume états unis
has is was were are am been being did does done had having went gone said made took taken got its his hers
theirs ours yours whom whose uk eu eea usa un ceo cfo coo cto hr pii gdpr ccpa sms api url faq ai id tv pc
nato llc llp inc ltd""".split()


@cache
def dictionary_keys() -> array:
    """The lower-case English words (common nouns, verbs, adjectives; a name is not one of them) as
    sorted 64-bit ``hash`` values (built and read in the same process). A set of 200,000 strings
    would cost every full garbage collection of the process a walk over it (measured: the detector
    ~10 % slower just for holding one); an array of integers holds no Python objects."""
    words = get_english_words_set(["web2"], lower=False, alpha=True)
    return array("q", sorted({hash(w) for w in words if w.islower()} | {hash(w) for w in _MORE_WORDS}))


def _known(word: str) -> bool:
    keys = dictionary_keys()
    key = hash(word)
    i = bisect_left(keys, key)
    return i < len(keys) and keys[i] == key


_WORD = rf"[{_UP}](?:[{_UP}\u0300-\u036f]|['’-](?=[{_UP}]))+"
_WORDS = re.compile(rf"(?<![\w'’-]){_WORD}(?:[ \t]+{_WORD})*(?![\w'’-])")
_CAPS_PAIR = re.compile(rf"[{_UP}]{{2,}}[ \t]+[{_UP}]{{2,}}")

_PARTICLES = frozenset(
    "BIN BINTI IBN BINT DE DA DI DEL DELLA DOS DAS DU LA LE VAN VON DER DEN TER TEN AL EL ABU ABOU AP".split()
)

# Canada's provinces and territories, the US states, and the places a caption or an address puts in
# capitals that no dictionary holds: a place, not a party.
PLACES = frozenset(
    """ALBERTA COLUMBIA BRUNSWICK NEWFOUNDLAND LABRADOR SCOTIA ONTARIO QUEBEC QUÉBEC SASKATCHEWAN MANITOBA YUKON
    NUNAVUT TORONTO MONTREAL MONTRÉAL VANCOUVER OTTAWA CALGARY EDMONTON WINNIPEG HALIFAX REGINA SASKATOON VICTORIA
    HAMILTON MISSISSAUGA BRAMPTON SURREY LAVAL GATINEAU LONGUEUIL SHERBROOKE MONCTON FREDERICTON CHARLOTTETOWN
    WHITEHORSE YELLOWKNIFE IQALUIT BURNABY RICHMOND MARKHAM VAUGHAN OSHAWA WINDSOR KITCHENER WATERLOO GUELPH SUDBURY
    ALABAMA ALASKA ARIZONA ARKANSAS CALIFORNIA COLORADO CONNECTICUT DELAWARE FLORIDA GEORGIA HAWAII IDAHO ILLINOIS
    INDIANA IOWA KANSAS KENTUCKY LOUISIANA MAINE MARYLAND MASSACHUSETTS MICHIGAN MINNESOTA MISSISSIPPI MISSOURI
    MONTANA NEBRASKA NEVADA HAMPSHIRE JERSEY MEXICO YORK CAROLINA DAKOTA OHIO OKLAHOMA OREGON PENNSYLVANIA RHODE
    TENNESSEE TEXAS UTAH VERMONT VIRGINIA WASHINGTON WISCONSIN WYOMING CANADA AMERICA ENGLAND WALES SCOTLAND
    IRELAND BRITAIN BRITISH LONDON DUBLIN DELHI MUMBAI SINGAPORE AUSTRALIA ZEALAND AFRICA EUROPE STRASBOURG
    CUBA IRAN IRAQ SYRIA RUSSIA BELARUS UKRAINE CRIMEA KOREA CHINA JAPAN INDIA PAKISTAN AFGHANISTAN NIGERIA KENYA
    GHANA ETHIOPIA SOMALIA SUDAN EGYPT LIBYA YEMEN LEBANON ISRAEL JORDAN TURKEY GREECE ITALY SPAIN PORTUGAL FRANCE
    GERMANY POLAND ROMANIA HUNGARY SERBIA CROATIA NORWAY SWEDEN FINLAND DENMARK ICELAND BRAZIL ARGENTINA CHILE PERU
    COLOMBIA VENEZUELA JAMAICA HAITI PHILIPPINES VIETNAM THAILAND MALAYSIA INDONESIA BANGLADESH NEPAL MYANMAR""".split()
)

# Words after the run that make it an office holder acting as such: "JANE ROE, United States District
# Judge:", a proclamation's "ADRIENNE CLARKSON [L.S.]", "MYLES KIRVAN / Acting Deputy Attorney General".
_OFFICE_AFTER = re.compile(
    r"[ \t]*(?:,[ \t]*|\n[ \t/]*){0,3}(?:\[L\.S\.\]|(?:(?:United[ \t]+States|Chief|Senior|Associate|Acting|Deputy|"
    r"Assistant|District|Circuit|Magistrate|Bankruptcy|Puisne|Presiding)[ \t]+)*(?:Judge|Justice|J\.|JJ\.|J\.A\.|"
    r"C\.J\.|J\.C\.S\.|Registrar|Commissioner|Minister|Clerk|Governor|Secretary|Attorney|Deputy|Sheriff|Mayor|"
    r"Speaker|For[ \t]+the[ \t]+Government|Pour[ \t]+le[ \t]+Gouvernement)|\[Privy[ \t]+seal\])",
    re.IGNORECASE,
)
# A signatory for a government or by command: "By Command,\nKATHLEEN …", "Pelo Governo Português\nLUIS …".
_OFFICE_BEFORE = re.compile(
    r"(?:By[ \t]+Command|Govern(?:ment|o|ement)\b[^\n]*|Gobierno\b[^\n]*),?[ \t]*(?:\n[ \t]*){0,3}\Z",
    re.IGNORECASE,
)
# A quoted expression ("the expression “U.S. PCAOB GAAS” has the meaning"), not a person; an opening
# quote only: the closing one of `("Sila") AND` ends a defined name.
_QUOTED = re.compile(r"(?:^|(?<=[\s(\[]))[“\"][^“”\"\n]{0,8}\Z")
# Words after the run that make it a firm or a company: "TREMBLAY LAVOIE LLP".
_ORG_BEFORE = re.compile(r"&[ \t]*\Z")


# Inflected and British forms of a dictionary word (it lists lemmas in US spelling):
# "OCCURS", "SIGNED", "ORGANISATION", "LABOUR" are words.
_ENDINGS = (
    ("ies", "y"), ("ied", "y"), ("ing", ""), ("ing", "e"), ("ed", ""), ("ed", "e"), ("es", ""), ("s", ""),
    ("isation", "ization"), ("isations", "ization"), ("ise", "ize"), ("ised", "ize"), ("ising", "ize"),
    ("our", "or"), ("ours", "or"), ("tre", "ter"), ("tres", "ter"), ("ence", "ense"), ("ogue", "og"),
    ("ly", ""), ("ally", ""), ("er", ""), ("ers", ""),
)  # fmt: skip


def _is_word(part: str) -> bool:
    if _known(part) or foreign_word(part):
        return True
    return any(
        part.endswith(end) and len(part) - len(end) >= 3 and _known(part[: len(part) - len(end)] + repl)
        for end, repl in _ENDINGS
    )


# word -> answer; str keys and bool values keep the dict out of the garbage collector's walks.
_ANSWERS: dict[str, bool] = {}


def outside_dictionary(word: str) -> bool:
    """Whether no part of ``word`` is an English word in any of its forms, and it is shaped like a
    name (a vowel; no letter three times running, as a bank's BIC padded with X's has)."""
    answer = _ANSWERS.get(word)
    if answer is None:
        if len(_ANSWERS) > 100_000:
            _ANSWERS.clear()
        answer = _ANSWERS[word] = _outside_dictionary(word)
    return answer


def _outside_dictionary(word: str) -> bool:
    parts = [p for p in re.split(r"['’.-]", word.lower()) if p]
    # Vowels read without their marks: Vietnamese "Đặng", "Ngọc" stack two on one letter.
    if not parts or not any(ch in "aeiouyæø" for ch in unicodedata.normalize("NFKD", word.lower())):
        return False
    return any(not _is_word(p) for p in parts) and not re.search(r"(.)\1\1", word)


def _segments(text: str, m: re.Match[str]) -> list[tuple[int, int]]:
    """Maximal runs of 2-4 words inside ``m`` that are outside the dictionary (particles inside)."""
    out, run = [], []
    for w in re.finditer(r"\S+", m.group()):
        value = w.group()
        name_like = value not in PLACES and outside_dictionary(value)
        if name_like or (run and value in _PARTICLES):
            run.append(w)
            continue
        out.append(run)
        run = []
    out.append(run)
    spans = []
    for run in out:
        while run and run[-1].group() in _PARTICLES:
            run.pop()
        if 2 <= len(run) <= 4:
            spans.append((m.start() + run[0].start(), m.start() + run[-1].end()))
    return spans


def _caps_lines(text: str) -> list[tuple[int, int]]:
    """The lines that hold two capitalised words in a row: the only places a run can be, found with
    one scan instead of trying the run pattern at every position of the text."""
    lines: list[tuple[int, int]] = []
    for m in _CAPS_PAIR.finditer(text):
        if lines and m.start() < lines[-1][1]:
            continue
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        lines.append((start, len(text) if end == -1 else end))
    return lines


def caps_names(text: str) -> list[Span]:
    """PERSON spans for capitalised runs of non-dictionary words that pass the legal veto."""
    found, tokens = [], None
    for line_start, line_end in _caps_lines(text):
        for m in _WORDS.finditer(text, line_start, line_end):
            if " " not in m.group() and "\t" not in m.group():
                continue
            for start, end in _segments(text, m):
                if FIRM_AFTER.match(text, end) or _OFFICE_AFTER.match(text, end):
                    continue
                tokens = document_tokens(text) if tokens is None else tokens
                if _words_of_the_text(text[start:end], tokens) or _PREPOSITIONS & set(
                    text[start:end].split()
                ):
                    continue
                head = text[max(0, start - 80) : start]
                if _ORG_BEFORE.search(head) or _OFFICE_BEFORE.search(head) or _QUOTED.search(head):
                    continue
                if is_private_person(text, start, end, allow_caps=True):
                    found.append(Span(start, end, "PERSON"))
    return found


# Round 30: prepositions of other languages that no name holds (not "DE", "DU", "VAN", "VON": particles): a run
# of capitals with one is a heading's phrase ("ALEJAMIENTO POR ACOSO", "SEM CONSENTIMENTO").
_PREPOSITIONS = frozenset(
    "POR PARA CONTRA SOBRE CON SIN SUR POUR CONTRE AVEC SANS AUF FÜR ÜBER GEGEN WEGEN ZUR ZUM VOOR TEGEN MET "
    "SEM COM PELA PELO CONTRO SENZA DELLE DEGLI".split()
)
_LOWER_PARTICLES = frozenset(
    {"dela", "della", "delle", "van", "von", "der", "den", "des", "ibn", "bint", "binti"}
)


def _words_of_the_text(value: str, tokens: frozenset[str]) -> bool:
    """Round 29: a heading's run whose words the document also writes in lower case ("MATIÈRE DE
    LOGEMENT" over "le logement", "CONSENTEMENT SPÉCIAL" before "le consentement spécial"): words of
    its language, not a name, in whatever language it is written."""
    words = [w for w in value.split() if len(w) >= 4 and w.lower() not in _LOWER_PARTICLES]
    lower = sum(written_lower(w.lower(), tokens) for w in words)
    return bool(words) and 2 * lower >= len(words) + (len(words) == 1)
