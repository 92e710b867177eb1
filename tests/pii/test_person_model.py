"""The shipped PERSON model (issue 15, fifth round): the stock NER fine-tuned by
``scripts/train_person_ner.py`` on generated legal sentences, with offices, bodies, laws, companies,
places and statute lines as negatives. Strings here were written for this test: none of the names is
in the gazetteer's pairs or a scoring set, and the frames differ from the training frames."""

from __future__ import annotations

import pytest

# Names with no cue before them, in sentences whose verbs the rules do not read.
UNCUED = [
    "The boat was later sold to {n} for $9,000.",
    "A second quote came from {n}, whose price was higher.",
    "Rent for June was deposited by {n} two weeks late.",
    "{n} kept the receipts in a shoebox.",
    "The keys to the storage unit stayed with {n}.",
]
NAMES = [
    "Bożena Wróblewska",  # Polish
    "Gülşen Karakaya",  # Turkish
    "Sigrún Hallgrímsdóttir",  # Icelandic
    "Aurélien Beauchêne",  # French
    "Maite Etxeberria",  # Basque/Spanish
    "Caoimhe Ní Dhomhnaill",  # Irish
    "Folasade Ogunleye",  # Yoruba
    "Takumi Morikawa",  # Japanese romanisation
    "Zsófia Vámosi",  # Hungarian
    "Tamar Kvaratskhelia",  # Georgian romanisation
]
# Things in the same slots that are not people.
NOT_PEOPLE = [
    "the Chief Statistician",
    "the Official Languages Commissioner",
    "the Copyright Board",
    "Rivière-du-Loup",
    "Port Colborne",
    "the Navigable Waters Protection Act",
    "Bluecrest Aggregates Ltd.",
]


def _persons(detector, text: str) -> list[str]:
    return [text[s.start : s.end] for s in detector.detect(text) if s.label == "PERSON"]


def test_the_model_ships_as_one_small_ner_component_read_from_the_package():
    from quilltune.prepare.pii.person_ner import PERSON_MODEL, load_person_nlp

    assert PERSON_MODEL is not None and PERSON_MODEL.is_dir()
    size = sum(p.stat().st_size for p in PERSON_MODEL.rglob("*") if p.is_file())
    assert size < 10_000_000, size
    nlp = load_person_nlp()
    assert nlp.pipe_names == ["ner"]
    assert nlp.meta["name"] == "quilltune_person_ner"


def test_names_without_a_cue_are_found_in_most_sentences(detector):
    found = total = 0
    for i, name in enumerate(NAMES):
        for frame in (UNCUED[i % len(UNCUED)], UNCUED[(i + 2) % len(UNCUED)]):
            text = frame.format(n=name)
            total += 1
            found += any(name in p or p in name and " " in p for p in _persons(detector, text))
    assert found >= 0.8 * total, (found, total)


@pytest.mark.parametrize("value", NOT_PEOPLE)
def test_offices_bodies_laws_places_and_firms_in_the_same_slots_are_not_people(detector, value):
    for frame in UNCUED:
        text = frame.format(n=value)
        text = text[0].upper() + text[1:]
        assert _persons(detector, text) == [], text
