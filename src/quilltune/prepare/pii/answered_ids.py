"""Identifiers given as the answer to a question that names them (round 22, written against no
layout: transcripts, interviews, chat logs and questionnaires of any syntax; round 25: answer marks
and a record's answer key).

"…And the health card on the forms?" / "MAGALHÃES: It is 6097-163-429": the label rules read a label
and its value on one line; here the label is in the question and the value opens the next line's
answer, after the speaker's name (or "A.") and a lead-in ("Yes, it is", "It's", "My licence is").
Markup on either line is read past, so captions and exports in XML count as plain lines do.
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
from quilltune.prepare.pii.phones_world import is_phone
from quilltune.prepare.pii.spans import Span

# What a question names, by label; the value's shape that label allows.
_ASKED = (
    (
        "HEALTH_CARD",
        re.compile(
            r"health[ -]?(?:card|number|insurance|plan)|\bohip\b|\bramq\b|medicare|carte[ -]santé|\bphn\b",
            re.I,
        ),
        re.compile(r"[A-Z]{4}[ -]?\d{4}[ -]?\d{4}(?![\w-])|\d(?:[ -]?\d){8,11}(?![\w-])"),
    ),
    (
        "DRIVERS_LICENSE",
        # round 26: "What is the number on your licence?", "Quel est le numéro de votre permis?", "Welche
        # Nummer hat Ihr Führerschein?"
        re.compile(
            r"driv(?:er['’]?s|ing)[ -]licen[cs]e|licen[cs]e (?:number|no\b)|permis de conduire|"
            r"number on (?:your|the|his|her|their) licen[cs]e|numéro de (?:votre |son |sa )?permis|führerschein|"
            r"licencia de (?:manejo|conducir)|carteira de habilitação|rijbewijs|carta de condução",
            re.I,
        ),
        re.compile(r"(?=[A-Z0-9 -]*\d)[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){5,19}(?![\w-])"),
    ),
    (
        "BANK_ACCOUNT",
        # round 25: "Into which account should payments go?", "¿En qué cuenta …?", "Quel compte …?"
        re.compile(
            r"(?:bank|chequing|checking|savings|deposit|salary|payroll) account|account number|which account|"
            r"what account|(?:qué|que|cuál|cual) cuenta|cuenta bancaria|quel compte|compte bancaire",
            re.I,
        ),
        re.compile(r"\d(?:[ -]?\d){5,16}(?![\w-])"),
    ),
    (
        "SIN",
        re.compile(r"(?i:social insurance)|\bSIN\b|\bNAS\b"),
        re.compile(r"\d{3}([ .-]?)\d{3}\1\d{3}(?![\w-])"),
    ),
    (
        "SSN",
        re.compile(
            r"(?i:social security|seguro social)|\bSSN\b"
        ),  # round 28: "¿Cuál es su número de Seguro Social?"
        re.compile(r"\d{3}[ -]?\d{2}[ -]?\d{4}(?![\w-])"),
    ),
    (
        # round 25: "What is your phone number?", "Is there another number we can try?", "A quale numero
        # possiamo chiamarla?", "Unter welcher Nummer sind Sie erreichbar?"; the value is checked by
        # ``phones_world.is_phone`` (some country's numbering plan) before it is taken.
        "PHONE",
        re.compile(
            r"phone|telephone|téléphone|telefon|teléfono|telefono|number (?:we|i) (?:can|could|should) "
            r"(?:call|try|reach)|number to call|best number|another number|call you|reach you|"
            r"(?:qué|que) número|numero possiamo|quel numéro|welcher nummer|erreichbar",
            re.I,
        ),
        re.compile(r"\+?\(?\d[\d ().-]{5,18}\d(?![\w-])"),
    ),
)
# The answer's opening: a speaker's name or "A.", agreement, then a lead-in that names nothing else.
_LEAD = re.compile(
    # round 25: a questionnaire's answer marks ("→ 8626358", "[x] 332714062", "> …") and a record's answer
    # key in any syntax ("'a' => 'M9817625',", "a = \"1696025\";", "answer: …")
    rf"[ \t|]*(?:(?:{ANSWER_MARK}|A[ \t]{{2}})[ \t]*"
    rf"|['\"]?{ANSWER_KEY}['\"]?[ \t]*{ANSWER_KEY_OPERATOR}[ \t]*['\"]?)?"
    + ANSWER_TIME_RANGE
    + r"(?:[^\n:?]{1,40}:[ \t]*|[AR]\.[ \t]*|A:[ \t]*|-[ \t]*)?"
    + ANSWER_YES
    + rf"(?:(?:{ANSWER_IT_IS})(?:(?:number|le|el|o|il)[ \t]+)?"
    r"|(?:my|the)[ \t]+[\w'’ -]{1,30}?(?:[ \t]+(?:is|was)[ \t]+|,[ \t]*|:[ \t]*)|i[ \t]+have[ \t]+|number[ \t]+)?",
    re.IGNORECASE,
)


# Round 27: the answer on the question's own line, after the pair's operator or the answer's key
# (Kotlin's ``"…?" to "X"``, PowerShell's ``Q = '…?'; A = 'X'``, a Redis hash's ``"…?" "a2" "X"``).
_INLINE_ANSWER = re.compile(
    r"""["'”’]?[;,]?[ \t]*(?:(?:to|->|=>|:)[ \t]*|["']?(?:a|ans|answer)\d*["']?[ \t]*(?:=>|=|:)?[ \t]*)["']""",
    re.IGNORECASE,
)


def _visible(text: str, lo: int, hi: int) -> tuple[str, list[int]]:
    """``text[lo:hi]`` without its markup tags, and each kept character's offset in ``text``."""
    chars, where, pos = [], [], lo
    for m in MARKUP_TAG.finditer(text, lo, hi):
        chars.append(text[pos : m.start()])
        where.extend(range(pos, m.start()))
        pos = m.end()
    chars.append(text[pos:hi])
    where.extend(range(pos, hi))
    return "".join(chars), where


def find_answered_ids(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    if "?" not in text:
        return
    for q in re.finditer(r"\?", text):
        line_start = text.rfind("\n", 0, q.start()) + 1
        question, _ = _visible(text, max(line_start, q.start() - 300), q.start())
        question = question[-160:]
        question = question[question.rfind("?") + 1 :]  # round 28: not the question before it on its line
        asked = [(label, shape) for label, cue, shape in _ASKED if cue.search(question)]
        if len(asked) != 1:
            continue  # none named, or two: which one the answer gives is not known
        label, shape = asked[0]
        # round 26: the answer in the next element of the question's own line ("…licence?</p><p class="a">X")
        line_end = text.find("\n", q.end())
        line_end = len(text) if line_end == -1 else line_end
        rest, rest_where = _visible(text, q.end(), line_end)
        inline = _INLINE_ANSWER.match(rest)
        if ("<" in text[q.end() : line_end] or inline) and rest.strip():
            lead = _LEAD.match(rest, inline.end() if inline else 0)
            m = shape.match(rest, lead.end()) if lead else None
            if m is not None and (label != "PHONE" or is_phone(m.group().rstrip(" -"))):
                value = m.group().rstrip(" -")
                yield Span(rest_where[m.start()], rest_where[m.start() + len(value) - 1] + 1, label)
            continue
        # the answer: the next line that holds visible text
        at = text.find("\n", q.end())
        while at != -1:
            end = text.find("\n", at + 1)
            end = len(text) if end == -1 else end
            line, where = _visible(text, at + 1, end)
            if line.strip():
                break
            at = end if end < len(text) else -1
        if at == -1:
            continue
        lead = _LEAD.match(line)
        m = shape.match(line, lead.end()) if lead else None
        if m is None or not where:
            continue
        value = m.group().rstrip(" -")
        if label == "PHONE" and not is_phone(value):
            continue
        start = where[m.start()]
        yield Span(start, where[m.start() + len(value) - 1] + 1, label)


FINDERS = (find_answered_ids,)
