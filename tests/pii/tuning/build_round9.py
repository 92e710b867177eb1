"""Build ``round9_tune.jsonl``: a tuning set for issue 15's ninth PII round, one frame family per miss
class read in ``heldout_r8/cases.jsonl`` (which became a tuning set in this round), written anew: other
frames, other names and values (typed by hand below; none copied from a case file).

    python tests/pii/tuning/build_round9.py [--check]

No third-party dependency; fixed seed, so the file rebuilds byte for byte (``--check`` compares).
Row schema as ``tuning.jsonl``: ``{id, tags, text, spans, decoys}``. Classes: national phone numbers of
many countries after a cue or in a phone column (every number valid in its country's plan, checked once
with ``phonenumbers`` when this file was written); health numbers listed after one label, US Medicare
MBIs; bank-account columns; birth dates in more languages and forms (genitive months, a cue after the
date, Korean, "two thousand", a "Born" column, a deposition's answer); names with a quoted nickname,
deposition speakers, kinship lists, "X, born …", "known only as", an age in apposition, a relation
before a name (any script), name fields in other languages, minutes' attendees, surname-first names;
and as decoys: dates after a calling verb, bodies "to be known as" something.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

SEED = 20261209
HERE = Path(__file__).resolve().parent
OUT = HERE / "round9_tune.jsonl"
RENDERS = 3
_SLOT = re.compile(r"\{(\w+)\}")

P = "PERSON"
# Each frame: (class tag, template, {slot: (gold label or None for a decoy, tag or decoy kind, choices)}).
FRAMES: list[tuple[str, str, dict[str, tuple[str | None, str, list[str]]]]] = [
    ("phone_cue", "Witness contact\nName: {N}\ntlf. {T}\nAddress on file.",
     {"N": (P, "loc:no", ["Sigve Rørvik"]), "T": ("PHONE", "phone:no", ["23 45 67 89"])}),
    ("phone_cue", "Kind regards,\n{N}\nSolicitor | Keating Byrne LLP\nT: {T} | M: {M}\n",
     {"N": (P, "loc:ga", ["Orla Keating"]), "T": ("PHONE", "phone:ie", ["(01) 872 4410"]), "M": ("PHONE", "phone:ie", ["087 214 6630"])}),
    ("phone_cue", "On 3 March I rang Bongani on {T} and left a message.",
     {"T": ("PHONE", "phone:za", ["012 430 7781"])}),
    ("phone_cue", "Wnioskodawca zamieszkały w Krakowie, tel. {T}, wnosi o zabezpieczenie.",
     {"T": ("PHONE", "phone:pl", ["58 340 12 77", "+48 512 330 871"])}),
    ("phone_cue", "Davacı vekili, telefon {T}, duruşmaya katıldı.",
     {"T": ("PHONE", "phone:tr", ["0216 455 12 90", "+90 532 418 77 01"])}),
    ("phone_cue", "連絡先\n電話：{T}\n以上",
     {"T": ("PHONE", "phone:jp", ["06-3312-4478", "+81 90-4471-2286"])}),
    ("phone_cue", "Tenant contact details\nMobile: {T}\nNotices by e-mail.",
     {"T": ("PHONE", "phone:sg", ["9123 4567", "6250 3318"])}),
    ("phone_cue", "Next of kin: {N} ({T})\nAdmitted 14:20.",
     {"N": (P, "loc:ki", ["Wanjiru Kamau"]), "T": ("PHONE", "phone:ke", ["0722 481 336"])}),
    ("phone_column", "id,client,telephone,matter\n1,{N},{T},File 2219\n2,{O},{U},File 2230\n",
     {"N": (P, "loc:sm", ["Tavita Leota"]), "O": (P, "loc:mi", ["Hemi Walker"]), "T": ("PHONE", "phone:nz", ["(04) 472 8815"]), "U": ("PHONE", "phone:nz", ["021 655 0193"])}),
    ("phone_column", "| Witness | Phone |\n|---|---|\n| {N} | {T} |\n| {O} | {U} |\n",
     {"N": (P, "loc:ga", ["Ciarán Doyle"]), "O": (P, "loc:ga", ["Maeve Quinlan"]), "T": ("PHONE", "phone:gb", ["0113 392 4417"]), "U": ("PHONE", "phone:gb", ["07724 318605"])}),
    ("phone_decoy", "Please call me after the hearing on {D}.\nThanks, Ines",
     {"D": (None, "date", ["2021-03-15", "2022-11-08"])}),
    ("health_list", "The patients' health numbers are {A} and {B}, both current.",
     {"A": ("HEALTH_CARD", "hc:au", ["3172 45518 2"]), "B": ("HEALTH_CARD", "hc:nhs", ["485 777 3456"])}),
    ("health_mbi", "Beneficiary: {N}\nMedicare no.: {A}\nPlan: Part B",
     {"N": (P, "loc:es", ["Dolores Quintero"]), "A": ("HEALTH_CARD", "hc:mbi", ["5RT9-PW3-HX41", "7CE2-HK4-NA18"])}),
    ("bank_column", "payroll run 12\nstaff\tname\tbank_account\nS1\t{N}\t{A}\nS2\t{O}\t{B}\n",
     {"N": (P, "loc:no", ["Marit Haugland"]), "O": (P, "loc:no", ["Odd Bakke"]), "A": ("BANK_ACCOUNT", "bank", ["004417829361"]), "B": ("BANK_ACCOUNT", "bank", ["31277-004-8812093"])}),
    ("dob_language", "Wnioskodawczyni {N}, ur. {D}, zam. w Gdańsku.",
     {"N": (P, "loc:pl", ["Zofia Lis"]), "D": ("DATE_OF_BIRTH", "dob:pl", ["12 września 1968", "3 lutego 1974"])}),
    ("dob_language", "Истец: {N}, {D} года рождения, проживает в Самаре.",
     {"N": (P, "loc:ru", ["Павел Орлов"]), "D": ("DATE_OF_BIRTH", "dob:ru", ["3 марта 1971", "19 ноября 1985"])}),
    ("dob_language", "Αιτών: {N}\nΗμερομηνία γέννησης: {D}\n",
     {"N": (P, "loc:el", ["Σπύρος Λάμπρου"]), "D": ("DATE_OF_BIRTH", "dob:el", ["9 Μαΐου 1980"])}),
    ("dob_language", "申请人：{N}，男，{D}出生，住北京市。",
     {"N": (P, "loc:zh", ["周敏"]), "D": ("DATE_OF_BIRTH", "dob:zh", ["1982年3月4日"])}),
    ("dob_language", "성명: {N}\n생년월일: {D}\n",
     {"N": (P, "loc:ko", ["박서준"]), "D": ("DATE_OF_BIRTH", "dob:ko", ["1975년 11월 2일"])}),
    ("dob_language", "Žalobce {N}, nar. {D}, bytem Olomouc.",
     {"N": (P, "loc:cs", ["Tomáš Dvořák"]), "D": ("DATE_OF_BIRTH", "dob:cs", ["5. května 1966"])}),
    ("dob_language", "Davacı {N}, doğum tarihi {D}, İzmir.",
     {"N": (P, "loc:tr", ["Kemal Arslan"]), "D": ("DATE_OF_BIRTH", "dob:tr", ["12 Ekim 1974"])}),
    ("dob_words", "Patient: {N}\nDOB: {D}\nWard 7",
     {"N": (P, "loc:en", ["Rosalind Achebe"]), "D": ("DATE_OF_BIRTH", "dob:words", ["the ninth day of June, two thousand"])}),
    ("dob_qa", "Q. And your date of birth?\nA. {D}.\nQ. Thank you.",
     {"D": ("DATE_OF_BIRTH", "dob:qa", ["4 December 1979", "1988-07-21"])}),
    ("dob_column", "| Name | Born | Role |\n|---|---|---|\n| {N} | {D} | tenant |\n",
     {"N": (P, "loc:sr", ["Teodora Ilić"]), "D": ("DATE_OF_BIRTH", "dob:column", ["17 May 1983", "02/11/1990"])}),
    ("nickname", "3. I LEAVE my boat to my nephew {N}, and the rest to my wife.",
     {"N": (P, "loc:mixed", ['Teodor "Bolo" Wiśniewski', 'Kwabena "Kobby" Asante', 'Aigerim "Ace" Nurlanova'])}),
    ("speaker", "EXAMINATION BY MS. {A}:\nQ. Where were you on the night?\n{B}: Objection.\nTHE COURT: Overruled.",
     {"A": (P, "loc:caps", ["NDLOVU-KHUMALO", "ÅBERG"]), "B": (P, "loc:caps", ["MR. KOWALCZYK"])}),
    ("kin_list", "He is survived by his daughters {A}, {B} and {C}.",
     {"A": (P, "loc:nl", ["Anneke"]), "B": (P, "loc:nl", ["Femke"]), "C": (P, "loc:nl", ["Lotte"])}),
    ("born_after", "The mother has two children: {N}, born {E}, and {A}, born {D}.",
     {"N": (P, "loc:pt", ["Rafael Souza"]), "E": ("DATE_OF_BIRTH", "dob:iso", ["2012-01-09"]), "A": (P, "loc:ga", ["Oisín", "Caoimhe"]), "D": ("DATE_OF_BIRTH", "dob:en", ["4 May 2015"])}),
    ("alias", "The complainant's cousin, known only as {A}, did not attend.",
     {"A": (P, "loc:mixed", ["Tupac", "Adaeze"])}),
    ("age", "Neighbour {A}, 64, told the officers she heard shouting.",
     {"A": (P, "loc:no", ["Halvard Strand", "Ingunn Moe"])}),
    ("kin_cue", "2. I APPOINT my daughter {A} to be the executor of this Will.",
     {"A": (P, "loc:mixed", ["Ingrid Solberg", "王芳", "Fatima Zahra Benali"])}),
    ("kin_field", "Claim form\nSpouse: {A}\nOther driver: {B}\n",
     {"A": (P, "loc:tr", ["Ayşe Demirtaş"]), "B": (P, "loc:tl", ["Rowena dela Paz"])}),
    ("name_field", "{L}: {A}\n",
     {"L": (None, "section", ["Name"]), "A": (P, "loc:script", ["สุดา มณีรัตน์", "אורי לוי", "ليلى حداد"])}),
    ("attendees", "Minutes of the board\nPresent: {A} (Chair), {B}, {C}\nRegrets: {D}\n",
     {"A": (P, "loc:no", ["Jorunn Vik"]), "B": (P, "loc:fi", ["Matti Laine"]), "C": (P, "loc:zh", ["陈静"]),
      "D": (P, "loc:ig", ["OKONJO, Adaeze"])}),
    ("surname_first", "emp\tfull_name\tstart\nA1\t{A}\t2019-04-01\n",
     {"A": (P, "loc:hu", ["HORVÁTH, Zsófia", "MÄKINEN, Eero"])}),
    ("surname_first", "Tenants: {N}; {A}\nUnit: 4B",
     {"N": (P, "loc:hr", ["Marta Kovač"]), "A": (P, "loc:fr", ["DUBOIS, Margaux", "LEFEBVRE, Julien"])}),
    ("known_as_decoy", "A corporation to be known as the {D} is established.",
     {"D": (None, "institution", ["Harbourside Heritage Trust"])}),
]  # fmt: skip


def render(frame: str, values: dict[str, tuple[str | None, str, str]]) -> tuple[str, list, list, list]:
    text, spans, decoys, tags, at = "", [], [], [], 0
    for m in _SLOT.finditer(frame):
        text += frame[at : m.start()]
        label, tag, value = values[m.group(1)]
        start = len(text)
        text += value
        if label:
            # A speaker label's title is not part of the name ("MR. KOWALCZYK" -> "KOWALCZYK").
            skip = len(value) - len(value.split(". ", 1)[-1]) if value.startswith(("MR. ", "MS. ")) else 0
            spans.append({"start": start + skip, "end": len(text), "label": label})
            tags.append(tag)
        elif tag != "section":
            decoys.append({"start": start, "end": len(text), "kind": tag})
        at = m.end()
    text += frame[at:]
    return text, spans, decoys, tags


def build() -> str:
    rng = random.Random(SEED)
    rows, seen = [], set()
    for i, (kind, frame, slots) in enumerate(FRAMES):
        for r in range(RENDERS):
            values = {k: (label, tag, rng.choice(choices)) for k, (label, tag, choices) in slots.items()}
            text, spans, decoys, tags = render(frame, values)
            if text in seen:  # a frame with fewer values than renders: each text once
                continue
            seen.add(text)
            row = {
                "id": f"r9-{i:02d}-{r}",
                "tags": [kind, *dict.fromkeys(tags), *(["has_decoys"] if decoys else [])],
                "text": text,
                "spans": spans,
                "decoys": decoys,
            }
            rows.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(rows) + "\n"


def main(argv: list[str]) -> int:
    content = build()
    if "--check" in argv:
        same = OUT.read_text("utf-8") == content
        print("identical" if same else "differs")
        return 0 if same else 1
    OUT.write_text(content, "utf-8")
    print(f"wrote {content.count(chr(10))} cases to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
