"""Names written in another script inside Latin-script legal text: "Witnesses: 王秀英", "Client | ਮਨਦੀਪ ਸੰਧੂ".

In an English or French document a short run of Han, Hangul, Gurmukhi, Arabic, Cyrillic or Canadian
syllabics letters is, far more often than anything else, a person's name written as that person writes
it. The Latin rules never see such runs (no capitals, no given-name list), and the NER model was not
trained on them. A run counts when the document is mostly Latin, the run is short (a name, not a
sentence), written on its own (not a clause of a passage in that script), and is not an organisation,
a court or a place by its own words.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from quilltune.prepare.pii.person_words import FIRM_AFTER
from quilltune.prepare.pii.script_labels import LABEL_WORDS
from quilltune.prepare.pii.spans import Span

# Blocks whose letters are never Latin (Greek through Hangul, Kana, CJK, Ethiopic, syllabics).
_BLOCKS = (
    (0x0370, 0x03FF), (0x0400, 0x052F), (0x0530, 0x058F), (0x0590, 0x05FF), (0x0600, 0x06FF),
    (0x0750, 0x077F), (0x08A0, 0x08FF), (0x0900, 0x0DFF), (0x0E00, 0x0EFF), (0x1000, 0x109F),
    (0x10A0, 0x10FF), (0x1100, 0x11FF), (0x1200, 0x137F), (0x1400, 0x167F), (0x1780, 0x17FF),
    (0x1F00, 0x1FFF), (0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7AF),
    (0xF900, 0xFAFF),
    # Round 19: Syriac, Thaana, N'Ko, Tibetan, Cherokee, Mongolian, Tifinagh, Vai and Cherokee's
    # lower case: names of Dhivehi, Tibetan, Cherokee, Amazigh and West African writers.
    (0x0700, 0x074F), (0x0780, 0x07FF), (0x0F00, 0x0FFF), (0x13A0, 0x13FF), (0x1800, 0x18FF),
    (0x2D30, 0x2D7F), (0xA500, 0xA63F), (0xAB70, 0xABBF),
)  # fmt: skip

# Han and Kana names run together (family and given name in 2-6 characters, no space): a longer run
# is a word or a phrase.
_UNSPACED = ((0x3040, 0x30FF), (0x3400, 0x9FFF), (0xF900, 0xFAFF))


@cache
def _letter_class() -> str:
    """A regex class of the letters and combining marks of ``_BLOCKS`` (digits and punctuation left out)."""
    ranges, start, prev = [], None, None
    for lo, hi in _BLOCKS:
        for cp in range(lo, hi + 1):
            if unicodedata.category(chr(cp))[0] in "LM":
                if start is None:
                    start = cp
                elif cp != prev + 1:
                    ranges.append((start, prev))
                    start = cp
                prev = cp
    ranges.append((start, prev))
    return "[" + "".join(chr(a) if a == b else f"{chr(a)}-{chr(b)}" for a, b in ranges) + "]"


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    letter = _letter_class()
    # Tibetan writes a tsheg (U+0F0B) between the syllables of one name ("པདྨ་ལྷ་མོ").
    word = f"{letter}+(?:[-'’\u0f0b]{letter}+)*\u0f0b?"
    # Up to four words, one space apart; a comma only between two ("לוי, נועה", "Волкова, Анастасия").
    # Not part of a longer run of words in that script: a name, not a sentence.
    run = re.compile(
        rf"(?<!{letter})(?<!{letter}[ \t]){word}(?:,[ \t]{word}(?![ \t]?{letter})|(?:[ \t]{word}){{0,3}})"
        rf"(?![ \t]?{letter})"
    )
    return re.compile(letter), run


_BEYOND_LATIN = re.compile("[\u0370-\u1fff\u2d30-\u2d7f\u3040-\ufaff]")
_LATIN = re.compile(r"[A-Za-zÀ-ɏḀ-ỿ]")

# Fullwidth and CJK punctuation, the Arabic comma and semicolon, the Devanagari danda, the Greek
# question mark and Armenian full stop: beside one of these the run is a clause of a passage in that
# script, not a name set in Latin text.
_PASSAGE_PUNCT = frozenset("、。，．：；！？「」『』（）《》〈〉【】〔〕・،؛؟۔।॥\u037e\u0589")

# Words that make a run an organisation, a court, a law or a place, not a person.
_NOT_PERSON_PARTS = (
    "公司", "会社", "株式", "有限", "集团", "集團", "大学", "大學", "学院", "學院", "法院", "法庭", "银行", "銀行",
    "政府", "委员会", "委員会", "協会", "协会", "事務所", "事务所", "医院", "醫院", "市役所", "県庁", "法律", "法人",
    # Single place characters that no common Han or Japanese name holds (not 市, 部, 道 or 法: 市川,
    # 阿部, 道子, 法子 are names).
    "省", "区", "區", "县", "縣", "路", "街", "号", "號",
    "회사", "주식", "대학", "법원", "은행", "병원", "정부", "위원회", "시청", "구청",
    "ООО", "ОАО", "ЗАО", "ПАО", "АО", "ТОВ", "Суд", "суд", "Закон", "закон", "Кодекс", "Банк", "банк", "улица", "ул.",
    "город", "Министерство", "Федерации", "Республики", "Общество", "Україн", "Росси",
    "Δικαστήρι", "δικεί", "Εφετεί", "Υπουργεί", "Πανεπιστήμ", "Νόμος", "ΑΕ", "ΕΠΕ", "Τράπεζα", "Υπουργείο", "οδός",
    "شركة", "محكمة", "قانون", "وزارة", "بنك", "مصرف", "جامعة", "شارع",
    "חברה", "בית משפט", "חוק", "בע\"מ", "משרד", "רחוב", "בנק",
    "ᐃᓄᒃᑎᑐᑦ", "ᓄᓇᕗᑦ", "姓名", "氏名", "名前", "이름", "성명", "ФИО", "Имя", "Фамилия", "Όνομα", "Επώνυμο", "الاسم",
)  # fmt: skip

# "姓名 / Name:", "המצהיר/ה:": a bilingual form's label, not its value.
_LABEL_AFTER = re.compile(r"[ \t]*[/:：]")
_CASED = re.compile(r"[\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u1f00-\u1fff]")

_MAX_WORD_CHARS = 14
_MAX_UNSPACED_CHARS = 6
_MIN_LATIN_SHARE = 0.5


def _unspaced(ch: str) -> bool:
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in _UNSPACED)


def names_a_body(value: str) -> bool:
    """Whether a value holds a non-Latin word for a company, court, law, office or place ("有限公司",
    "Πρωτοδικείο", "ООО"): whatever rule proposed it, it is not a person."""
    return bool(_BEYOND_LATIN.search(value)) and any(part in value for part in _NOT_PERSON_PARTS)


def _is_name_shaped(value: str) -> bool:
    words = value.replace(",", " ").split()
    if names_a_body(value) or value in LABEL_WORDS:
        return False
    for w in words:
        limit = _MAX_UNSPACED_CHARS if _unspaced(w[0]) else _MAX_WORD_CHARS
        # One letter is a symbol ("Δ6", "β-blocker"), not a name.
        if len(w) > limit or len(w) < 2:
            return False
        # Greek, Cyrillic and Armenian have capitals: a name starts with one.
        if _CASED.match(w) and not w[0].isupper():
            return False
    return True


def _beside_passage(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 2) : start].strip()
    after = text[end : end + 2].strip()
    return bool(before and before[-1] in _PASSAGE_PUNCT) or bool(after and after[0] in _PASSAGE_PUNCT)


def script_names(text: str) -> list[Span]:
    """PERSON spans for short non-Latin runs in a mostly Latin document (none when it has none)."""
    # Two plain ranges first (fast in the regex engine); the letter class only where they hit.
    if not _BEYOND_LATIN.search(text):
        return []
    any_letter, run = _patterns()
    if not any_letter.search(text):
        return []
    foreign = len(any_letter.findall(text))
    latin = len(_LATIN.findall(text))
    if latin < _MIN_LATIN_SHARE * (latin + foreign):
        return []
    return [
        Span(m.start(), m.end(), "PERSON")
        for m in run.finditer(text)
        if _is_name_shaped(m.group())
        and not _LABEL_AFTER.match(text, m.end())
        and not _beside_passage(text, m.start(), m.end())
        and not FIRM_AFTER.match(text, m.end())
    ]
