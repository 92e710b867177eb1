"""The fresh sets (tests/pii/tuning/build_fresh.py, names typed by hand, none from Faker): ``fresh_tune`` is
tuned on, ``fresh_dev`` (the other half of a seeded hash split) is only checked.

Floors: the tune half at issue 15's targets; the dev half just under what it measured when first scored
with this round's detector (benchmarks/NOTES.md, 2026-12-02), so they catch a regression without being
tuned to. The general cues found here are also asserted on sentences of their own."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from quilltune.prepare.pii.scoring import load_cases, score

HERE = Path(__file__).with_name("tuning")


def test_fresh_sets_rebuild_byte_for_byte(tmp_path):
    before = {p: p.read_bytes() for p in (HERE / "fresh_tune.jsonl", HERE / "fresh_dev.jsonl")}
    try:
        subprocess.run([sys.executable, str(HERE / "build_fresh.py")], check=True, capture_output=True)
        for path, data in before.items():
            assert path.read_bytes() == data, f"{path.name} is stale: rerun build_fresh.py and commit it"
    finally:
        for path, data in before.items():
            path.write_bytes(data)


def _figures(rows, detector):
    r = score(rows, detector.detect)
    return r, {
        "person_r": r.labels["PERSON"].recall,
        "person_p": r.labels["PERSON"].precision,
        "dob": r.labels["DATE_OF_BIRTH"].recall,
        "address": r.labels["ADDRESS"].recall,
        "url": r.labels["URL"].recall,
        "decoys": r.decoys_kept / r.decoys,
    }


def test_fresh_sets_are_disjoint_halves():
    tune, dev = load_cases(HERE / "fresh_tune.jsonl"), load_cases(HERE / "fresh_dev.jsonl")
    assert len(tune) + len(dev) >= 280 and min(len(tune), len(dev)) >= 120
    assert not {c["id"] for c in tune} & {c["id"] for c in dev}
    locales = {t for c in tune + dev for t in c["tags"] if t.startswith("locale:")}
    assert len(locales) >= 25, locales


def test_fresh_tune_figures_hold(detector):
    r, f = _figures(load_cases(HERE / "fresh_tune.jsonl"), detector)
    floors = {"person_r": 0.95, "person_p": 0.95, "dob": 0.9, "address": 0.9, "url": 0.9, "decoys": 0.98}
    assert all(f[k] >= v for k, v in floors.items()), (f, r.errors[:20])


def test_fresh_dev_figures_do_not_regress(detector):
    r, f = _figures(load_cases(HERE / "fresh_dev.jsonl"), detector)
    floors = {"person_r": 0.95, "person_p": 0.95, "dob": 0.95, "address": 0.95, "url": 0.6, "decoys": 0.9}
    assert all(f[k] >= v for k, v in floors.items()), f


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Insured: Gülşah Öztoprak     Policy: HX-44120-B", "Gülşah Öztoprak"),  # a field word once lost
        ("Accused: Velmora Draxmoor", "Velmora Draxmoor"),
        ("Contact person: Oğuzhan at 312.555.0191", "Oğuzhan"),
        ("Nom du demandeur : Tarquil Oberwyn", "Tarquil Oberwyn"),
        ("AFFIDAVIT OF Zbysław Kotuła\n\nI am the applicant's neighbour.", "Zbysław Kotuła"),
        ("The tribunal accepts Osrik Kelldrin's account of the meeting.", "Osrik Kelldrin"),
        ("The letter was addressed to Quenby Thorvale at her former address.", "Quenby Thorvale"),
        ("Good morning Lisandre, the adjuster would like your statement.", "Lisandre"),
        ("Address for service of Corina Țurcanu: 2642 Wellington Crescent, Winnipeg", "Corina Țurcanu"),
        (
            "Mailing address\nÞórhallur Ólafsdóttir\n298, rue Saint-Denis, Montréal (Québec) H2J 2L3",
            "Þórhallur Ólafsdóttir",
        ),
        ('2025-03-14 09:12:44 INFO login ok user=x@example.org name="Osrik O\'Dwyer"', "Osrik O'Dwyer"),
        ('{"patient_name": "Quenby Draxmoor", "dob": "1969/12/01"}', "Quenby Draxmoor"),
        ("Counsel cross-examined Juma ter Mwangi at length.", "Juma ter Mwangi"),
        ("The applicant, Mirelo al-Vantrusk, filed the notice late.", "Mirelo al-Vantrusk"),
        ("Subject: Lease renewal for Søren Bækgaard", "Søren Bækgaard"),
        ("The respondent, DONG-HYUN JUNG, did not appear.", "DONG-HYUN JUNG"),
        ("ESTATE OF AOI SHIMIZU, deceased", "AOI SHIMIZU"),
        ("/s/ Gry Fønss\nGry Fønss, Chief Financial Officer", "Gry Fønss"),
        ("In cross-examination, Velmora Draxmoor conceded that the log was incomplete.", "Velmora Draxmoor"),
        ("Justice Sopinka found that Tarquil Oberwyn had not been served.", "Tarquil Oberwyn"),
        ("The court heard from Osrik Kelldrin and two other witnesses.", "Osrik Kelldrin"),
        ("Aoife Ó Súilleabháin told the officers that the car was not hers.", "Aoife Ó Súilleabháin"),
    ],
)
def test_general_cues_find_names_no_list_holds(detector, text, name):
    found = [text[s.start : s.end] for s in detector.detect(text) if s.label == "PERSON"]
    assert name in found, found


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("Date of Birth (YYYY/MM/DD): 1969/12/01", "1969/12/01", "DATE_OF_BIRTH"),
        ("DOB: 14DEC1996", "14DEC1996", "DATE_OF_BIRTH"),
        ("She was born on the 3rd of March 1962 in Sudbury.", "the 3rd of March 1962", "DATE_OF_BIRTH"),
        ("DOB 3/3/62", "3/3/62", "DATE_OF_BIRTH"),
        ("Date of birth: Tuesday, 3 March 1962", "3 March 1962", "DATE_OF_BIRTH"),
        (
            "Exhibit C is https://portal.example-clinic.ca/patients/osrik-kelldrin/records.",
            "https://portal.example-clinic.ca/patients/osrik-kelldrin/records",
            "URL",
        ),
        (
            "See https://drive.example.com/files/CV_Osrik_Kelldrin.pdf today.",
            "https://drive.example.com/files/CV_Osrik_Kelldrin.pdf",
            "URL",
        ),
        (
            "Write to osrik.kelldrin@example.ca or see http://osrik-kelldrin.example.net/blog.",
            "http://osrik-kelldrin.example.net/blog",
            "URL",
        ),
        ("Tel: 020 7946 0958", "020 7946 0958", "PHONE"),
        ("Mobile: 07700 900123", "07700 900123", "PHONE"),
        ("Please call Samira Haddadin on 0491 570 877 after 5 p.m.", "0491 570 877", "PHONE"),
        ("Phone: 4165550123", "4165550123", "PHONE"),
        ("NHS number: 943 476 5919", "943 476 5919", "HEALTH_CARD"),
    ],
)
def test_formats_of_dates_and_urls(detector, text, value, label):
    assert (value, label) in [(text[s.start : s.end], s.label) for s in detector.detect(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Upgrade the controller firmware to 4.18.2.1 before the audit.",
        "Counsel: Osler, Hoskin & Harcourt LLP, for the applicant.",
        "Subject: Annual Report",
        "Respondent: CANADA REVENUE AGENCY",
        "The amount was 0491 570 156 units; court file 020 7946 0958.",
        "See Miranda v. Arizona, 384 U.S. 436 (1966).",
        "Le Protocole de Montréal est entré en vigueur.",
        "The Winnipeg Free Press reported that the Bank of Montreal raised its prime rate.",
        "The Minister is satisfied that Atomic Energy of Canada Limited may incorporate a corporation.",
    ],
)
def test_decoys_stay(detector, text):
    assert detector.detect(text) == []
