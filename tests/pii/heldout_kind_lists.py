"""Round 22's document-kind and layout lists, for the r22 file test and later rounds (kept out of
heldout_file_checks.py, which must stay under 500 lines).

Only the kinds that test_heldout_r22_file.py names are here: the r22 test and README list no other r22 kinds, so
later file tests also compare against the ``kind:`` tags of the r22 file itself."""

from __future__ import annotations

R22_KINDS = frozenset(
    """qc_ivac_demande_prestations qc_tat_decision qc_certificat_recherche_testamentaire
    fr_declaration_main_courante""".split()
)

R22_SHAPES = frozenset(
    """fountain_screenplay typst_markup tiddlywiki_tid psql_expanded mysql_vertical docbook_xml spreadsheetml_2003
    php_var_export http_json_post""".split()
)
