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

# Round 23's lists, copied out of test_heldout_r23_file.py (which now imports them): the four French kinds it
# names and its nine new layouts. Later file tests also compare against the r23 file's own ``kind:`` tags.
R23_KINDS = frozenset(
    """qc_demande_resiliation_bail_tal qc_saaq_demande_indemnite qc_curateur_rapport_inaptitude
    fr_requete_prudhommes""".split()
)

R23_SHAPES = frozenset(
    """psformat_list groff_ms sbv_captions hocr_html kdl_document lua_table tei_xml edn_data
    fortran_namelist""".split()
)
