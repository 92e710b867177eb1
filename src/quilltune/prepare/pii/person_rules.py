"""Legal-context rules for PERSON: where a name is announced, and where a name is not private.

Rules find names announced by a cue (honorific, police rank, role, signature field, a known given
name) and veto names that are not private individuals: judges and officials acting in office,
parties inside case names and citations (R. v. Jordan), laws, buildings, streets, companies,
anonymising initials. The words and name shapes they read are in ``person_words``; names that a
document's layout puts on a line of their own are found by ``person_layout``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from itertools import accumulate

from quilltune.prepare.pii.context import DOTTED_DATE
from quilltune.prepare.pii.person_cues import _ENUMERATOR_M, is_cued
from quilltune.prepare.pii.person_public import named_as_thing_after, named_in_office_or_honours
from quilltune.prepare.pii.person_roles import CAPITALISED_ROLES
from quilltune.prepare.pii.person_words import (
    _CAPITAL_RUN,
    _HONORIFIC,
    _HONORIFICS,
    _LAW_OR_ORGANISATION,
    _NOT_A_PERSON,
    _NOT_NAME_WORDS,
    _RANK,
    _RANKS,
    _ROLE,
    _SALUTATION,
    _SP,
    NAME,
    given_names,
    known_pair,
)
from quilltune.prepare.pii.spans import Span

# "Jane Doe, counsel for the applicant" / "John Smith (the plaintiff)".
# Lower-case roles only: "Inventions Developed by Employee" is a heading, not a person.
_ROLE_TAIL = re.compile(rf",?{_SP}\(?(?:(?:a|the|our|his|her|their){_SP})?(?:[a-z]+{_SP})?{_ROLE}\b")

# Round 27: judges and registrars in the other languages, as a word before a name or opening a run.
_FOREIGN_OFFICES = (
    r"juges?|greffi(?:er|ère)|juez|jueza|magistrad[oa]|juiz|juíza|giudice|(?:kinder|kanton)?rechter|"
    r"(?:bezirks|amts|land|familien)?richter(?:in)?|rechtspfleger(?:in)?|gerichtskommissär(?:in)?|griffier"
)
_OFFICE_FIRST = re.compile(_FOREIGN_OFFICES)
# At most one line break between the title and the name: a wrapped "Justice\nJane Smith" is an
# official, but a court heading "COURT OF JUSTICE" followed by a blank line and the plaintiff's
# name on the caption is not "Justice Mei Lavoie".
_OFFICIAL_BEFORE = re.compile(
    r"\b(?:justice|judge|j\.|honourable|honorable|hon\.|minister|registrar|master|senator|premier|"
    r"mayor|president|chief|commissioner|chairperson|chair|speaker|governor|coroner|magistrate|"
    r"adjudicator|arbitrator|(?<!family )member|deputy|associate|(?:court|deputy|county|city|town|municipal|district|"
    r"circuit|registry|chief|law|sessional|committee|legislative)[ \t]+clerk|her majesty|his majesty|king|queen|"
    r"v\.|vs\.|re|case|in|ombudsperson|ombudsman|public guardian|public trustee|medical officer|"
    r"medical examiner|children['’]s advocate|fire marshal|"
    # Round 27: the tribunal's officers in English, and judges and registrars in the other languages
    # ("la juge administrative", "Bezirksrichterin", "il giudice", "greffière en chef", "Rechtspflegerin").
    r"(?:hearings?|presiding|asylum|immigration)[ \t]+officer|"
    rf"(?:{_FOREIGN_OFFICES})"
    r"(?:[ \t]+(?:administrati(?:f|ve)|des[ \t]+tutelles|de[ \t]+paix|en[ \t]+chef|adjointe?|principal|de[ \t]+direito|"
    r"mr\.))?)"
    r"(?:[ \t]+dr\.)?(?:[ \t]+|[ \t]*\n[ \t]*)(?:the(?:[ \t]+|[ \t]*\n[ \t]*))?\Z"
    # Round 15: a minister's portfolio before the name ("Minister of Labour Dario Pellegrini").
    r"|\bminister[ \t]+(?:of|for)[ \t]+(?:the[ \t]+)?(?:(?!(?:to|with|from|by|and|met|told|said)\b)[a-z]+[ \t]+){0,3}\Z"
    # a judge's initials ("the Honourable Justice M. Szabó": the "M." is no honorific)
    r"|\b(?:justice|judge|honourable|honorable|hon\.)[ \t]+(?:[a-z]\.[ \t]*){1,2}\Z",
)
# Round 27: a street written type first, as the Romance languages write it, and a named storm: the name
# after the word is a street's or a storm's ("Rua Sete de Setembro", "Calle Benito Juárez", "Cyclone Gabrielle").
_NAMED_THING_OPENERS = frozenset(
    """Rua Avenida Av. Travessa Calle Carrera Alameda Estrada Rodovia Praça Largo Paseo Camino Callejón Via Viale
    Piazza Corso Rue Chemin Boulevard Allée Storm Cyclone Hurricane Typhoon""".split()
)
_NAMED_THING_BEFORE = re.compile(
    r"(?<![\w.])(?:" + "|".join(re.escape(w) for w in sorted(_NAMED_THING_OPENERS)) + r")[ \t]+\Z"
)
# "v." or "c." alone on its line between two parties of a style of cause: the second party, not a
# case name cited in a sentence ("R. v. Jordan").
_STYLE_OF_CAUSE_V = re.compile(r"\n[ \t]*(?:v|vs|c)\.?[ \t]*\n[ \t]*\Z")
# Officials signing for a state ("FOR THE GOVERNMENT OF CANADA: Michael Wilson") act in office;
# "the City of Jacques Cartier" is a place.
_ON_BEHALF_OF_STATE = re.compile(
    r"(?:for|on behalf of) (?:the )?(?:government|her majesty|his majesty|the crown|the state)[^\n]*\n?[^\n]*$"
    r"|(?:city|town|township|village|county|district|municipality|port) of\s+$"
)
_OFFICIAL_AFTER = re.compile(
    r"^(?:,?\s*(?:J\.A\.|J\.|JJ\.A?\.|C\.J\.[A-Z.]*|A\.C\.J\.[A-Z.]*|J\.P\.|Q\.C\.|K\.C\.|M\.P\.|MPP)"
    r"|\s+v\.?\s|\s+vs\.?\s|\s+et al|\s*\(Re\)|,?\s+\d{4}\s+[A-Z]{2,}|,?\s+\[\d{4}\]|'s (?:Law|Principle|Rule)"
    # The court's composition in a judgment's opening: "Jane Doe, President," / "…, judges," /
    # "and John Roe, Section Registrar,": judges and registrars in office.
    r"|,[ \t]*(?:President|Vice-President|judges?|ad[ \t]+hoc[ \t]+judge|(?:Deputy[ \t]+)?(?:Section[ \t]+)?Registrar)"
    r",?[ \t]*(?:\n|$))"
)
# "sitting as a Chamber composed of:" opens the list of the judges who decide the case, one per line.
_BENCH_LIST = "composed of:"
_FIRM_AFTER = re.compile(
    # "Osler, Hoskin & Harcourt LLP": the firm's first name, then its other names.
    r"^,?(?:[ \t]*(?:&|and|[A-Z][\w'’.-]*,?)){0,3}[ \t]+(?:LLP|LLC|Inc\.?|Ltd\.?|s\.r\.l\.|S\.E\.N\.C\.R\.L\.|P\.C\.|PLLC|Corp\.?|"
    # The company forms of other jurisdictions ("Groupe Laurentide ltée", "Sorvik Energi AS", "Nordvik
    # Analytics AS"), not when capitals go on ("JANE ROE AS EXECUTOR" is a caption).
    r"(?:[Ll]tée|[Ll]imitée|GmbH|AG|SA|S\.A\.|SpA|S\.p\.A\.|BV|B\.V\.|NV|N\.V\.|AS|ASA|AB|Oyj?|A/S|ApS|"
    r"SARL|S\.A\.R\.L\.|SAS|S\.A\.S\.|K\.K\.|Pty|Pte|Bhd|plc|PLC|LP|L\.P\.|Ltda|S\.L\.|SRL|s\.r\.o\.|a\.s\.|"
    r"Kft|Zrt|d\.o\.o\.|A\.Ş\.|AŞ|KG|e\.V\.|Sp\.[ \t]+z[ \t]+o\.o\.)(?!\w)(?![ \t]+[A-Z]{2}))(?!\w)"
)
_TITLE_BEFORE = re.compile(rf"(?:\b{_HONORIFIC}|\b{_RANK}|\bDear|\bHi|\bHello)[ \t]+$")
_HONORIFIC_PREFIX = re.compile(rf"^(?:{_HONORIFIC}|{_RANK})[ \t]+")


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop a leading honorific or field label, trailing possessive, and stop words at the edges."""
    value = text[start:end]
    m = _HONORIFIC_PREFIX.match(value)
    if m:
        start += m.end()
    inner = _POSSESSIVE_INSIDE.search(text, start, end) if "s " in value else None
    if inner:
        end = inner.start()  # a name ends at its possessive: "M. Vasileva's Social Insurance Number"
    elif text[start:end].endswith(("'s", "’s")):
        end -= 2
    words = list(_NON_SPACE.finditer(text[start:end]))
    last_stop = _LAW_OR_ORGANISATION if words and words[0].group() in given_names() else _NOT_A_PERSON
    while (
        words
        and words[-1].group().rstrip(".,") in last_stop
        and not korean_surname_last([w.group() for w in words[-2:]])
    ):
        words.pop()
    while (
        words
        and words[0].group().rstrip(".,") in _NOT_A_PERSON
        and not (len(words) > 1 and korean_given_after(words[0].group(), words[1].group()))
    ):
        words.pop(0)
    # A name never ends with an initial: "Martin J." is a judge's designation, "John A." a fragment.
    while len(words) > 1 and _LONE_INITIAL.fullmatch(words[-1].group()):
        words.pop()
    if not words:
        return start, start
    return start + words[0].start(), start + words[-1].end()


_LONE_INITIAL = re.compile(r"[A-Z]\.")
_POSSESSIVE_INSIDE = re.compile(r"['’]s(?=[ \t])")
_NEXT_WORD = re.compile(r"[ \t]([A-Z][a-z]+)")


def _bare(word: str) -> str:
    """A word without trailing punctuation and possessive: "Parks" stays "Parks" ("Park" is a stop word)."""
    word = word.rstrip(".,;:")
    return word[:-2] if word.endswith(("'s", "’s")) else word


def announced_by_title(text: str, start: int) -> bool:
    """True when an honorific or rank stands right before ``start`` ("Mr. Chen", "Sgt. Grant")."""
    if _ENUMERATOR_M.search(text, max(0, start - 40), start):
        return False
    return _TITLE_BEFORE.search(text[max(0, start - 30) : start]) is not None


def is_private_person(
    text: str, start: int, end: int, *, allow_caps: bool = False, confirmed: bool = False
) -> bool:
    """The legal-context veto: False for officials, case names, laws, places, companies, initials.

    ``confirmed``: the same full name was already judged a private person elsewhere in the
    document. Then the word after it ("John Smith Court File No…", a line break lost in
    extraction) no longer vetoes it: leaking a confirmed name costs more than over-redacting a
    building or a firm named after that person.
    """
    value = text[start:end]
    words = value.replace("’", "'").split()
    if not words or not (
        any(ch.islower() for ch in value) or (allow_caps and len(words) > 1) or _uncased(value)
    ):
        return False  # empty, or initials only (J.D., A.B.)
    if allow_caps:
        words = [w.capitalize() for w in words]
    # A known given name first ("Christopher Hall") outweighs a place-like surname, not a law word.
    known = words[0] in given_names() or (len(words) > 1 and known_pair(words[0], words[-1]))
    stop = _LAW_OR_ORGANISATION if known else _NOT_A_PERSON
    if len(words) > 1 and korean_given_after(words[0], words[1]):
        words = words[1:]  # "Park Ji-woo", "Park Minjun": a Korean surname, not a park
    elif korean_surname_last(words):
        words = words[:-1]  # "Hye-jin Park": the same surname after the given name
    if any(_bare(w) in stop for w in words):
        return False
    if len(words) > 1 and _OFFICE_FIRST.fullmatch(words[0].lower()):
        return False  # "Bezirksrichterin Hermine Gruber": the office opens the run
    if words[0] in _NAMED_THING_OPENERS or _NAMED_THING_BEFORE.search(text, max(0, start - 12), start):
        return False  # "Rua das Palmeiras", "Avenida Getúlio Vargas", "Storm Ciarán": a street, a storm
    if in_bench_list(text, start):
        return False  # a judge's name in the court's composition
    head = text[max(0, start - 80) : start].lower()
    # Round 21: a court's clerk is named "Clerk Jane Roe" or "court clerk …"; a payroll or store
    # clerk is a private person ("accounts payable clerk Nikolai Kuznetsov").
    if (
        text.endswith("Clerk ", max(0, start - 6), start)
        or (_OFFICIAL_BEFORE.search(head[-30:]) and not _STYLE_OF_CAUSE_V.search(head[-12:]))
        or (_ON_BEHALF_OF_STATE.search(head) and not _LIST_ITEM.search(head))
    ):
        return False
    if named_in_office_or_honours(text, start, end, head):
        return False  # "R. v. Jordan"-like runs, "Sir John A. Macdonald", "The Lord Chancellor, X,"
    tail = text[end : end + 40]
    if confirmed:
        return True
    if _VERSION_AFTER.match(tail) or (len(words) == 1 and _BARE_POSSESSIVE.match(tail)):
        return False  # "Clio Manage 24.18": software; "Employer: Harvey's": a business, nothing possessed
    if _OFFICIAL_AFTER.match(tail) or named_as_thing_after(text, start, end, head):
        return False
    nxt = _NEXT_WORD.match(tail)  # one space: a form's next column is no part of it
    if nxt and nxt.group(1) in _NOT_A_PERSON:
        return False  # "Jane Smith Building", "Jordan Act"
    firm = _FIRM_AFTER.match(tail)
    # After a comma only a single word starts a firm's name ("Osler, Hoskin & Harcourt LLP"); a full
    # name there is a lawyer and their firm ("Marc Tremblay, Tremblay Avocats LLP").
    if firm and not (tail.startswith(",") and len(words) > 1) and not announced_by_title(text, start):
        return False  # "Tremblay Avocats LLP", "Morrison & Lee LLP": a firm named after people
    return True


# Round 24: a version number closing the value names a program ("generated_with = "Clio Manage 24.18""),
# one space after the name (a statement's amount stands apart: "INTERAC RCV MAKANA AKANA  102.90").
_VERSION_AFTER = re.compile(
    rf" v?(?!{DOTTED_DATE})\d{{1,3}}\.\d{{1,3}}(?:\.\d{{1,4}})*(?:[\"'<)]|[ \t]*(?:\n|$))"
)
# ... and a possessive with nothing after it, a shop's or a restaurant's name ("__McDonald's____").
_BARE_POSSESSIVE = re.compile(r"['’]s(?=[ \t]*(?:$|[\n_<\"'.,;)]))")


def _uncased(value: str) -> bool:
    """A name in a script without capitals ("김민준", "王芳"): no letter has a case to read."""
    return not any(ch.isupper() for ch in value) and any(ch.isalpha() for ch in value)


def in_bench_list(text: str, start: int) -> bool:
    """``start`` lies in the list of judges after "composed of:" (the list ends at a blank line)."""
    bench = text.rfind(_BENCH_LIST, max(0, start - 1200), start)
    return bench != -1 and "\n\n" not in text[bench:start]


# A romanised Korean given name: two syllables joined by a hyphen, the second in lower case.
_KOREAN_GIVEN = re.compile(r"[A-Z][a-z]{1,5}-[a-z]{2,5}[,.;:]?")
# Korean surnames that are also English words or place words ("Park", "Song", "Ha"): after a
# hyphenated Korean given name (Western order, "Hye-jin Park") they end a name, not a place.
_KOREAN_SURNAMES = frozenset(
    "Park Song Ha Ma Do Sun Gong Ko Oh Bang Moon Yang Han Min Nam Jin Ji Seo".split()
)


# Round 24: the same given name written as one word ("Park Minjun", "Song Seoyeon"): two romanised
# syllables (an initial, a vowel, a final), and not an English word's silent "e" ("Lane", "Gate").
_SYLLABLE = r"(?:kk|tt|pp|ss|jj|ch|[gkndrmbsjhtpl])?(?:yeo|yoo|woo|eo|eu|ae|oe|oo|wa|wo|wi|ui|ye|yu|yo|ya|[aeiou])(?:ng|n|m|l|k|p)?"
_TWO_SYLLABLES = re.compile(f"(?:{_SYLLABLE}){{2}}")


def korean_given_after(surname: str, word: str) -> bool:
    """``word`` after ``surname`` is a romanised Korean given name: "Park Ji-woo", "Park Minjun"."""
    if _KOREAN_GIVEN.fullmatch(word):
        return True
    bare = word.rstrip(",.;:")
    return (
        surname.rstrip(".,") in _KOREAN_SURNAMES
        and len(bare) > 3
        and bare[0].isupper()
        and bare[1:].islower()
        and _TWO_SYLLABLES.fullmatch(bare.lower()) is not None
        and re.search(r"[^aeiouy]e$", bare) is None
    )


def korean_surname_last(words: list[str]) -> bool:
    """``words`` end with a hyphenated Korean given name and a Korean surname ("Hye-jin Park")."""
    return (
        len(words) > 1
        and words[-1].rstrip(".,;:'’s") in _KOREAN_SURNAMES
        and _KOREAN_GIVEN.fullmatch(words[-2]) is not None
    )


_LIST_ITEM = re.compile(r"\n[ \t]*(?:\d{1,3}[.)]|[-*•])[ \t]+\Z")


_NON_SPACE = re.compile(r"\S+")


_INNER_CUES = (
    _HONORIFICS
    | {h + "." for h in _HONORIFICS}
    | _RANKS
    | {"Detective", "Staff", "Special", "Deputy", "Dear", "Hi", "Hello", "M.", "Attention", "Attn", "Attn."}
    | _SALUTATION
    | CAPITALISED_ROLES  # round 21: "Worker Guled Jama", "Notary Public Zhao Tingting"
)


Run = tuple[int, int, list[tuple[int, str]]]


def capital_runs(text: str) -> list[Run]:
    """Runs of capitalised words on one line, with their words' offsets: found once, read by both
    the cue rules and the model's candidate list."""
    runs = []
    for run in _CAPITAL_RUN.finditer(text):
        run_start, run_end = run.span()
        chunk = run.group()
        if " " in chunk or "\t" in chunk:
            # Words are joined by exactly one space or tab (see _CAPITAL_RUN): offsets follow from
            # the lengths, summed in C, instead of a regex scan per run.
            parts = chunk.replace("\t", " ").split(" ")
            # (accumulate yields one offset more than there are words: zip stops at the words.)
            words = list(zip(accumulate([len(w) + 1 for w in parts], initial=run_start), parts, strict=False))
        else:
            words = [(run_start, chunk)]
        runs.append((run_start, run_end, words))
    return runs


def _pair_follows(word: str, words: list[tuple[int, str]], i: int) -> bool:
    """A known given name, maybe middle initials, then a known surname: "Arttu B. Haavisto"."""
    for _, nxt in words[i + 1 : i + 4]:
        if len(nxt) == 2 and nxt[1] == ".":
            continue
        return known_pair(word, nxt)
    return False


def rule_candidates(text: str, runs: list[Run] | None = None) -> Iterator[Span]:
    """Names announced by a cue, starting with a known given name, or followed by a role."""
    names = given_names()
    for _run_start, run_end, words in runs if runs is not None else capital_runs(text):
        for i, (pos, word) in enumerate(words):
            if word in _NOT_A_PERSON and not (
                i + 1 < len(words) and korean_given_after(word, words[i + 1][1])
            ):
                continue  # "The", "Court", "Article": _trim would drop it from a name's start anyway
            # Inside a run the word before is capitalised: it can only be a cue when it is a title,
            # a salutation or ends a label or role (":" or ","), which skips most calls on
            # name- and court-dense text ("Diyarbakır State Security Court").
            if i and words[i - 1][1] not in _INNER_CUES and words[i - 1][1][-1] not in ":,":
                cued = False
            else:
                cued = is_cued(text, pos)
            # A name pair from the gazetteer must start its run: in "New York Mellon" it does not.
            if not cued and (
                len(words) == 1 or (word not in names and (i or not _pair_follows(word, words, i)))
            ):
                continue  # an uncued name needs a known given name and a surname after it
            m = NAME.match(text, pos, run_end)
            if m is None:
                continue
            s, e = _trim(text, m.start(), m.end())
            if e > s and (cued or " " in text[s:e]):
                yield Span(s, e, "PERSON")
        if _ROLE_TAIL.match(text, run_end):
            for pos, _ in words:
                if NAME.fullmatch(text, pos, run_end) is not None:
                    s, e = _trim(text, pos, run_end)
                    if e > s:
                        yield Span(s, e, "PERSON")
                    break


def trim_entity(text: str, start: int, end: int) -> tuple[int, int]:
    """Apply the same edge trimming to a span proposed by the NER model, which may cross a line."""
    newline = text.find("\n", start, end)
    return _trim(text, start, newline if newline > 0 else end)


@lru_cache(maxsize=1)
def document_tokens(text: str) -> frozenset[str]:
    """The document's whitespace-separated tokens (a C-speed split), built once per document for
    both readers: the common-noun filter and the model's candidate list."""
    return frozenset(text.split())


def written_lower(word: str, tokens: set[str] | frozenset[str]) -> bool:
    """``word`` stands in ``tokens`` (a document's split) alone or with trailing punctuation."""
    return any(word + p in tokens for p in ("", ",", ".", ";", ":", ")"))


_RUN_PARTICLES = frozenset(
    "van von der den de da das dos di del della dela le la los las du bin binti bint ibn ap ter ten te zu af av "
    "'t ’t Ó".split()
)


def _possessives_closed(run_words: list[tuple[int, str]], end: int) -> list[tuple[int, str]]:
    """The run's words and a closing empty word, with one more after each possessive: a name's
    possessive ends it ("Torvald K. Haugland's Social Security number"), so the words after it
    cannot make it read as an institution's name."""
    if len(run_words) < 3 or not any(raw.endswith(("'s", "’s")) for _, raw in run_words[:-1]):
        return [*run_words, (end, "")]
    out = []
    for pos, raw in run_words:
        out.append((pos, raw))
        if raw.endswith(("'s", "’s")):
            out.append((pos + len(raw), ""))
    return [*out, (end, "")]


def unclaimed_candidates(text: str, runs: list[Run] | None = None) -> list[int]:
    """Start offsets of runs of two or more capitalised words that could be a name: every
    multi-word person name lies in one, cued or not, whatever its alphabet. Cheap to find; the
    model decides on them. Left out: runs with a known non-name word, runs with a word this document
    also writes in lower case ("Business Profits" beside "business profits": a heading), and runs
    that fill a whole line (headings; the layout rules judge names standing alone on a line)."""
    out = []
    lower_words: set[str] | None = None
    for a, b, run_words in runs if runs is not None else capital_runs(text):
        if len(run_words) < 2:
            continue
        # A run filling its line is a heading, unless capitals open it ("AFFIDAVIT OF Jane Doe").
        fills_line = (a == 0 or text[a - 1] == "\n") and (b == len(text) or text[b] == "\n")
        streak: list[tuple[int, str]] = []
        for pos, raw in _possessives_closed(run_words, b) if len(run_words) > 2 else [*run_words, (b, "")]:
            word = raw.rstrip(".,;:'’")
            if streak and word in _RUN_PARTICLES:
                continue  # "Sjoerd van der Meulen": a particle inside a name
            if streak and len(raw) == 2 and raw[1] == "." and raw[0].isupper():
                continue  # a middle initial ("Aigerim K. Nurlanova") neither counts nor breaks the run
            if word[:3] in ("al-", "el-", "ul-"):
                word = word[3:]  # "Mirelo al-Vantrusk"
            if (
                len(word) > 1
                and not word.isupper()
                and word[0].isupper()
                and (
                    word not in _NOT_NAME_WORDS
                    or (streak and word in _KOREAN_SURNAMES and _KOREAN_GIVEN.fullmatch(streak[-1][1]))
                )
            ):
                streak.append((pos, word))
                continue
            # A streak that a non-name word continues ("Air Travellers Security Charge Act",
            # "Economic Development Agency") begins an institution's or a law's name.
            if (
                len(streak) >= 2
                and word not in _NOT_NAME_WORDS
                and not (fills_line and (streak[0][0] == a or not text[a : streak[0][0]].isupper()))
            ):
                if lower_words is None:
                    lower_words = document_tokens(text)
                if not any(written_lower(w.lower(), lower_words) for _, w in streak):
                    out.append(streak[0][0])
            streak = []
    return out
