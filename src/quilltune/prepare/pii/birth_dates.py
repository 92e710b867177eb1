"""Birth dates that a cue announces from a little further away, or names after them (round 20, written
against no set's misses: the held-out sets' birth-date recall stayed near 0.6 whatever their layouts).

The label rule (``places._DOB``) wants its date right after the cue and a few connectors. People write
more between them: "her DOB is listed as 3 May 1982", "born at Toronto, Ontario, on May 3, 1982",
"Place and date of birth: Hilo, 3 May 1982", "Age / DOB: 41 / 1982-05-03"; or name the date after it:
"03/05/1982 (DOB)". Here a cue's first date in the rest of its sentence counts, within 60 characters,
unless a word between them announces another event ("born in Lagos and arrived on 2019-05-01") or
another date comes first.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import (
    ANSWER_IT_IS,
    ANSWER_KEY,
    ANSWER_KEY_OPERATOR,
    ANSWER_MARK,
    ANSWER_TIME_RANGE,
    ANSWER_YES,
    MARKUP_TAG,
    Regions,
)
from quilltune.prepare.pii.literals import folded_finditer, lower_same_length, matches_from_literals
from quilltune.prepare.pii.person_records import record_rows
from quilltune.prepare.pii.places import _DATE
from quilltune.prepare.pii.spans import Span

# Dates the label rule's pattern does not hold: two-digit years with hyphens or stops, a month name
# first with hyphens, an apostrophe year, a Japanese era, Arabic and Hindi month names.
_MORE_DATES = (
    r"\d{1,2}-\d{1,2}-\d{2}(?![\d-])|\d{1,2}\.\d{1,2}\.\d{2}(?![\d.])"
    r"|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?[-/ ]\d{1,2}[-/ ]\d{4}(?!\d)"
    r"|\d{1,2}(?:st|nd|rd|th)?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+['’]\d{2}(?!\d)"
    r"|(?:明治|大正|昭和|平成|令和)\d{1,2}年\d{1,2}月\d{1,2}日"
    # round 22: Filipino month names, month first ("Oktubre 10, 1963")
    r"|(?:Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre)\s+\d{1,2},?\s+\d{4}(?!\d)"
    r"|[0-9٠-٩]{1,2}\s+(?:يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)\s+[0-9٠-٩]{4}"
    r"|[0-9०-९]{1,2}\s+(?:जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)\s+[0-9०-९]{4}"
)
ANY_DATE = re.compile(rf"(?:{_DATE}|{_MORE_DATES})", re.IGNORECASE)
# The cue word opens its word ("reborn", "stubborn" are no cue: checked by hand, so that the scan
# starts from the literals, ``folded_finditer``).
_CUE = re.compile(
    r"(?:born|birth(?:day|[ _-]?date)?|dob|d\.o\.b\.?|d_o_b|d/o/b|f\.[ \t]?nac\.|fecha[ \t]+(?:de[ \t]+)?nac\.|geburtsdatum|"
    # round 25: Dutch and German ("Geboren op", "Geboortedatum", "Geb. am"), Polish "data urodzenia"
    r"geboren(?:[ \t]+op)?|geboortedatum|geb\.[ \t]*am|data[ \t]+urodzenia|"
    # the Romance words as a label's ("de nascimento"): alone, Nascimento is a surname
    r"de naissance|de nacimiento|di nascita|de nascimento)(?![a-z])(?!\s+(?:certificate|registration|record|country|name|mother|father|parent|"
    r"rate|control|weight|order))",
    re.IGNORECASE,
)
# Between cue and date: another event's word, a sentence's end, a blank line.
# Round 22: the participles with their preposition ("Né(e) le", "nacida el", "geboren am"); apart from
# ``_CUE`` because "né" is no ASCII literal for ``folded_finditer`` to look for first.
# Round 25: "Nato/a il:", "nació el", "nacque il", "Urodzony(a) dnia", and the questions "Quando è nato/a?",
# "À quelle date êtes-vous né(e)?" whose answer follows.
_PARTICIPLE = re.compile(
    r"(?<!\w)(?:(?:né(?:\(e\)|e)?|nacid[oa](?:/a)?|nascid[oa](?:\(a\))?|nat[oa](?:/a)?|geboren|nació|nacque)"
    r"\s+(?:le|el|em|il|am)(?![a-z])|urodzon[ya](?:\(a\))?(?:\s+dnia)?|(?:né(?:\(e\)|e)?|nat[oa](?:/a)?)(?=\s*(?:quand\s*)?\?)"
    # Round 27: "nasceu em", and the verb of a question put about someone ("Quando nasceu Rafael Souza?")
    r"|nasceu(?:\s+em)?(?![a-z])|(?:nació|nacque)(?=[^.!;\n?]{0,50}\?)"
    # round 28: the idiom "came into the world on …"
    r"|came\s+into\s+the\s+world(?:\s+on)?)",
    re.I,
)
_PARTICIPLE_HINTS = (
    "né(e) quand",
    "nato/a",
    "né(e)?",
    "né?",
    "nació el",
    "nacque il",
    "urodzon",
    "né le",
    "née le",
    "né(e) le",
    "nacido el",
    "nacida el",
    "nascido em",
    "nascida em",
    "nato il",
    "nata il",
    "geboren am",
    "nasceu",
    "nació",
    "nacque",
    "into the world",
)
_OTHER_EVENT = re.compile(
    r"\b(?:died|death|deceased|married|marriage|arrived|arrival|entered|landed|issued|expir\w*|filed|"
    r"hearing|signed|dated|admitted|hired|employed|separated|divorced|moved|since|until|effective|"
    r"incident|accident|injur\w*|loss|served|received|registered|certificate|immigrated|naturali[sz]ed)\b"
    r"|\b(?:date|filing)\b"  # another field's label ("Filing date:")
    r"|[.;!?](?:\s|$)|\n[ \t]*\n|\[ *\]",  # ... or a value already redacted: its date came first
    re.IGNORECASE,
)
_REACH = 60
# Round 22 (generic, no layout): markup between a cue and its date is not counted against the reach
# ("Date of birth: </w:t></w:r><w:r><w:t>3 May 1982"), up to this many characters of text and tags.
_RAW_REACH = 320
_SPACE_RUN = re.compile(r"[ \t]{2,}")
_DOT_LEADER = re.compile(r"[ \t]*(?:\.[ \t]?){3,}[ \t]*")
# ... and a question about the birth date is answered on the next line, after the speaker's name or
# an "A." ("Q. And your date of birth?" / "A. May 13, 1990"; "…birth?</p> <p>…KIM:</span> It is …").
_ANSWER_GAP = re.compile(
    r"[^.!;\n]{0,60}\?[\"”’']?[;,]?[ \t]*(?:\n\s*|(?=['\"]?(?:a|ans|answer)\d*['\"]?[ \t]*(?:=>|=|:|['\"])))"
    # round 25: a questionnaire's answer marks ("→", "[x]") and a record's answer key ("a: \"…", "'a' => '");
    # round 27: the key on the question's line ("Q = '…?'; A = '…'", a Redis hash's "q2" "…?" "a2" "…")
    rf"(?:(?:{ANSWER_MARK}|A[ \t])[ \t]*|['\"]?{ANSWER_KEY}\d*['\"]?[ \t]*(?:{ANSWER_KEY_OPERATOR}|(?=['\"]))[ \t]*['\"]?)?"
    # the speaker: "NAME:", "A.", or a script's name alone on the line above the answer
    + ANSWER_TIME_RANGE
    + r"(?:[^\n:]{1,40}:[ \t]*|[AQ]\.[ \t]*|A:[ \t]*|-[ \t]*|[^\n:?]{1,40}\n[ \t]*)?"
    + ANSWER_YES
    # "Das ist der 14. Mai", "It's the 3rd of June": the date's article after "it is"
    + rf"(?:{ANSWER_IT_IS}(?:(?:der|den|the|le|el|il)[ \t]+)?|(?:my[ \t]+)?(?:date[ \t]+of[ \t]+birth|dob|birthday)[ \t]+is[ \t]+"
    r"|i[ \t]+was[ \t]+born[ \t]+(?:on[ \t]+)?|born[ \t]+(?:on[ \t]+)?|on[ \t]+)?",
    re.IGNORECASE,
)
# Round 25: the question and its answer in the next element ("Quando è nato/a?</text:p><text:p>21 maggio").
_ANSWERED_IN_NEXT_ELEMENT = re.compile(r"[^.!;\n]{0,60}\?\s*")
# "03/05/1982 (DOB)", "1982-05-03 [date of birth]": the bracket is found first, then the date before it.
_NAMED_AFTER = re.compile(
    r"[(\[][ \t]*(?:dob|d\.o\.b\.?|date of birth|birth ?date|born|b\.)[ \t]*[)\]]", re.IGNORECASE
)


def find_announced_birth_dates(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    cues = [c for c in folded_finditer(_CUE, text) if c.start() == 0 or not text[c.start() - 1].isalpha()]
    lowered = lower_same_length(text)
    if any(hint in lowered for hint in _PARTICIPLE_HINTS):
        cues += [m for m in _PARTICIPLE.finditer(text)]
    if not text.isascii() and "生年月日" in text:
        cues += [m for m in re.finditer("生年月日", text)]
    for cue in cues:
        # the longer reach only where markup, a question or padding may stand between
        window = text[cue.end() : cue.end() + _RAW_REACH]
        far = "<" in window or "?" in window or "  " in window
        end = min(len(text), cue.end() + (_RAW_REACH if far else _REACH))
        date = ANY_DATE.search(text, cue.end(), end)
        if date is None or inside_number(text, date.start(), date.end()):
            continue
        gap = raw_gap = text[cue.end() : date.start()]
        if "<" in gap:
            gap = MARKUP_TAG.sub("", gap)
        if "..." in gap:  # a form's dot leader ("D.O.B. ........ 1943-06-01") is padding, no sentence end
            gap = _DOT_LEADER.sub(" ", gap)
        if "  " in gap:  # blanked markup (layout_view) or padding: not text the reach counts
            gap = _SPACE_RUN.sub(" ", gap)
        if len(gap) + date.end() - date.start() > _REACH + 40:
            continue
        if _ANSWER_GAP.fullmatch(gap) or (gap != raw_gap and _ANSWERED_IN_NEXT_ELEMENT.fullmatch(gap)):
            yield Span(date.start(), date.end(), "DATE_OF_BIRTH")
            continue
        # A header's cue over its row's date ("Name  DOB" / "Lee, Ana  2010-08-12") is read: one line
        # break may come between (the next field's date is stopped by its own word, "Admitted").
        if _OTHER_EVENT.search(gap) or gap.count("\n") > 1 or len(gap) + date.end() - date.start() > _REACH:
            continue
        yield Span(date.start(), date.end(), "DATE_OF_BIRTH")
    if not cues and "b.)" not in text and "b.]" not in text:
        return  # every bracket's cue but "b." is a cue word found above
    for m in folded_finditer(_NAMED_AFTER, text):
        lo = max(0, m.start() - 40)
        end = len(text[lo : m.start()].rstrip(" \t")) + lo
        for date in ANY_DATE.finditer(text, lo, end):
            if date.end() == end and not inside_number(text, date.start(), date.end()):
                yield Span(date.start(), date.end(), "DATE_OF_BIRTH")


# Round 22 (generic: any list of people): a household member's or a relative's date stands right after
# the relation ("* Hayley Te Whata (child), 20th August 1958", "> Name, parent, 18 Oct 1952 <", a row's
# cells "…", "dependant", "07/16/1977"), only separators, quotes, brackets, an array index or markup between.
_RELATION = re.compile(
    r"(?<![\w-])(?:child|son|daughter|spouse|wife|husband|parent|mother|father|sibling|brother|sister|"
    r"dependant|dependent|roommate|grandchild|grandson|granddaughter|grandparent|grandmother|grandfather|"
    r"niece|nephew|cousin|stepchild|stepson|stepdaughter|stepmother|stepfather|half-brother|half-sister|"
    r"household member|common-law partner)(?![\w-])",
    re.IGNORECASE,
)
# Round 27: the same ties in French, Spanish, Portuguese, Italian, German and Dutch, apart (the literal
# scan lists at most 64 words per pattern), and their words with accents in ``_RELATION_ACCENTED`` (it
# reads ASCII words only).
_RELATION_OTHER = re.compile(
    r"(?<![\w-])(?:fils|fille|soeur|neveu|tante|oncle|cousine|conjointe?|petit-fils|petite-fille|"
    r"hijo|hija|hermano|hermana|sobrino|sobrina|nieto|nieta|madre|padre|primo|prima|filho|filha|sobrinho|sobrinha|"
    r"neto|neta|figlio|figlia|fratello|sorella|nipote|coniuge|Sohn|Tochter|Bruder|Schwester|Enkel(?:in)?|"
    r"Neffe|Nichte|Ehefrau|Ehemann|zoon|dochter|broer|zus|kleinzoon|kleindochter|echtgenote?|"
    # round 30: a child, a parent and a sibling in the rows of French, German, Scandinavian and Portuguese files
    r"enfant|Kind|barn|datter|bror|progenitora?|genitore|Elternteil)(?![\w-])",
    re.IGNORECASE,
)
_ACCENTED_RELATIONS = (
    "frère",
    "sœur",
    "mère",
    "père",
    "nièce",
    "cónyuge",
    "tía",
    "tío",
    "irmão",
    "irmã",
    "cônjuge",
    "mãe",
)
_RELATION_ACCENTED = re.compile(rf"(?<![\w-])(?:{'|'.join(_ACCENTED_RELATIONS)})(?![\w-])", re.IGNORECASE)
# Round 27: what may follow a relative's birth date on the line: their telephone, or their address
# after its house number ("…, nephew, 21 March 1981, 85, Temple Street, Indore").
_REST_OF_RECORD = re.compile(
    r"[ \t]*[;,][ \t]*[+(]?\d[\d ().+-]{5,}"  # not after a bar: a table's "Date" column may be any event's
    r"|[ \t]{2,}[+(]?\d[\d ().+-]{5,}\d[ \t]*"  # round 30: the next column of a relative's row
    # round 30: or their e-mail address, in the next cell ("…", "child", "11 October 2011", "x@y.org").)
    r"|[ \t\"'`,;|]*[\w.+-]+@[\w-]+(?:\.[\w-]+)+[\"'`]?[ \t]*[),;\]}|]*[.;,]?[ \t]*"
    r"|[ \t|]*[;,|][ \t|]*\d{1,5}[A-Za-z]?(?:,[ \t]+\S|[ \t]+(?:[A-Z]|(?:rue|chemin|avenue|"
    r"boulevard|quai|allée|impasse|place|route|rang|calle|avenida|rua|travessa|via|viale|piazza|corso)\b)).*"
)
# (round 30: after the tie's other ending, "hijo/a", "enfant(e)")
_AFTER_RELATION = re.compile(
    r"(?:/[aeo]s?|\([aeo]s?\))?(?:<[^<>\n]{0,200}>|[ \t\n\"'`,;:()\[\]|=>\-–—]|\d{1,3}[ \t]*=>)*"
)


def _relations(text: str) -> Iterator[re.Match[str]]:
    yield from folded_finditer(_RELATION, text)
    yield from folded_finditer(_RELATION_OTHER, text)
    if not text.isascii():
        yield from matches_from_literals(_RELATION_ACCENTED, text, _ACCENTED_RELATIONS)


def find_birth_dates_after_relations(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    for rel in _relations(text):
        gap = _AFTER_RELATION.match(text, rel.end())
        if gap is None or gap.group().count("\n") > 3:
            continue
        date = ANY_DATE.match(text, gap.end())
        if date is None or inside_number(text, date.start(), date.end()):
            continue
        line_end = text.find("\n", date.end())
        rest = text[date.end() : len(text) if line_end == -1 else line_end]
        cells = MARKUP_TAG.sub("|", rest)  # a markup row's next cells read as a bar table's
        if MARKUP_TAG.sub("", rest).strip(" \t\"'`,;)]}|<>/-") and not _REST_OF_RECORD.fullmatch(cells):
            continue  # the record goes on in words: another date ("her father, 2 June 2001, was …")
        before = text[max(0, rel.start() - 120) : rel.start()]
        if not _NAME_BEFORE.search(MARKUP_TAG.sub(" ", before)[-80:]):
            continue
        yield Span(date.start(), date.end(), "DATE_OF_BIRTH")


_NAME_BEFORE = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-ſ][\w'’-]+,?[ \t]+[\w'’-]")  # round 27: "SURNAME, Given" too


def inside_number(text: str, start: int, end: int) -> bool:
    """A date shape cut from a longer number ("ISBN 978-1-3609-…")."""
    before = text[start - 1] if start else " "
    after = text[end : end + 2]
    return (
        before.isalnum()
        or before in "-/."
        or after[:1].isdigit()
        or (after[:1] in "-/" and after[1:].isdigit())
    )


_BIRTH_HEADER = re.compile(
    r"birth|born|dob|d\.o\.b|d/o/b|naissance|nacimiento|nascita|nascimento|geburt|née?\b|生", re.I
)


# Round 26: the label written after its value, past a leader ("8.12.1991 ........ NÉ(E) LE"), and a form's
# caption under the value's rule line ("2 janvier 1983" / "______" / "Né(e) le", in any of its columns).
_BIRTH_WORDS = (
    r"(?:date[ \t]+of[ \t]+birth|birth[ \t]?date|born|d\.o\.b\.?|dob|né\(e\)[ \t]+le|date[ \t]+de[ \t]+naissance|"
    r"fecha[ \t]+de[ \t]+nacimiento|geburtsdatum|data[ \t]+di[ \t]+nascita|data[ \t]+de[ \t]+nascimento|nascid[oa])"
)
_LABEL_AFTER_LEADER = re.compile(rf"[ \t]*(?:\.[ \t]?){{3,}}[ \t]*{_BIRTH_WORDS}\b", re.IGNORECASE)
_CAPTION_CUE = re.compile(_BIRTH_WORDS, re.IGNORECASE)
_CAPTION_LEAD = re.compile(r"(?:\(\d{1,2}\)[ \t]*|\()?")  # "(2) Date of birth", "(D.O.B.)"


def find_birth_dates_labelled_after(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    if "...." in text or ". . ." in text:
        for m in _LABEL_AFTER_LEADER.finditer(text):
            lo = max(0, m.start() - 40)
            for date in ANY_DATE.finditer(text, lo, m.start()):
                if date.end() == m.start() and not inside_number(text, date.start(), date.end()):
                    yield Span(date.start(), date.end(), "DATE_OF_BIRTH")
    # the caption: a short line of labels; the value: the line above it, past the rule (a line of
    # underscores, or the blank line ``pair_view`` leaves of it)
    for cue in _CAPTION_CUE.finditer(text):
        below_start = text.rfind("\n", 0, cue.start()) + 1
        below_end = text.find("\n", cue.end())
        below_end = len(text) if below_end == -1 else below_end
        if below_end - below_start > 160 or below_start < 2 or ":" in text[cue.end() : below_end]:
            continue  # a "Date of birth: …" line is a label with its value, no caption
        above_end = below_start - 1
        for _ in range(2):  # past the rule line
            start = text.rfind("\n", 0, above_end) + 1
            if text[start:above_end].strip(" \t_"):
                break
            above_end = start - 1
        above_start = text.rfind("\n", 0, max(0, above_end)) + 1
        if above_end == below_start - 1 or above_end <= above_start:
            continue  # no rule between: a line of prose above, not a value over its caption
        cell_at = _cell_start(text, below_start, cue.start())
        if not _CAPTION_LEAD.fullmatch(text, cell_at, cue.start()):
            continue  # the cue inside a sentence ("Mask DOB … leaked"), not a caption's first words
        cell = cell_at - below_start
        for date in ANY_DATE.finditer(text, above_start, above_end):
            if abs((date.start() - above_start) - cell) <= 4 and not inside_number(
                text, date.start(), date.end()
            ):
                yield Span(date.start(), date.end(), "DATE_OF_BIRTH")


# Round 27: German and Dutch put the participle after the date ("ist am 23. März 1942 geboren", "werd op
# 4 mei 1980 geboren").
_DATE_THEN_PARTICIPLE = re.compile(rf"\b(?:am|op)\s+((?:{_DATE}|{_MORE_DATES}))\s+geboren\b", re.IGNORECASE)


def find_birth_dates_before_participle(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    if "geboren" in text:
        for m in _DATE_THEN_PARTICIPLE.finditer(text):
            yield Span(m.start(1), m.end(1), "DATE_OF_BIRTH")


def _cell_start(text: str, line_start: int, at: int) -> int:
    """Where the caption's cell starts: after the last two-space gap before ``at`` on its line."""
    gap = text.rfind("  ", line_start, at)
    return line_start if gap == -1 else gap + 2


def find_birth_dates_in_records(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    """Round 24 (generic: any list of people): a person's record row ("Sok Dara, 7 avril 1972, other,
    1-450-925-6069", ``person_records``) keeps one date about that person, the birth date; a row with
    two dates (hired, left) says neither is, nor does a date under a header naming another event."""
    for row in record_rows(text):
        header = row.date_headers[0] if row.dates else ""
        if header and not _BIRTH_HEADER.search(header):
            continue  # "| Requester | Received |": the header names another date
        if len(row.dates) == 1 and row.dates[0][1] - row.dates[0][0] <= 50:
            yield Span(*row.dates[0], "DATE_OF_BIRTH")  # the whole cell: "the 18th day of April, 1981"


FINDERS = (
    find_announced_birth_dates,
    find_birth_dates_after_relations,
    find_birth_dates_in_records,
    find_birth_dates_labelled_after,
    find_birth_dates_before_participle,
)
