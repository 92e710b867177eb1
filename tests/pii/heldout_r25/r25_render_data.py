"""Data layouts of round 25: an Erlang term, a Jsonnet object, a MongoDB shell insert and an Elasticsearch bulk
request. All four write the same tree of a ``Spec``; only the syntax differs."""

from __future__ import annotations

import json

from r25_doc import Doc, Raw


def tree(spec, g):
    """Nodes: ('map', [(key, node)]) with fixed keys, ('pairs', [(label, node)]) keyed by labels,
    ('list', [node]), ('str', pieces)."""
    secs = []
    for sec in spec.sections:
        items = [("heading", ("str", sec.heading))]
        if sec.kind == "rows":
            items.append(("fields", ("pairs", [(lab, ("str", v)) for _, lab, v in sec.body])))
        elif sec.kind == "people":
            labels, table = sec.body
            if g.rng.random() < 0.5:
                items.append(("columns", ("list", [("str", lab) for lab in labels])))
                items.append(("rows", ("list", [("list", [("str", c) for c in row]) for row in table])))
            else:
                people = [
                    ("pairs", [(lab, ("str", c)) for lab, c in zip(labels, row, strict=True)])
                    for row in table
                ]
                items.append(("people", ("list", people)))
        elif sec.kind == "qa":
            items.append(
                ("exchange", ("list", [("map", [("q", ("str", q)), ("a", ("str", a))]) for q, a in sec.body]))
            )
        elif sec.kind == "prose":
            items.append(("paragraphs", ("list", [("str", p) for p in sec.body])))
        else:
            items.append(("log", ("list", [("str", ln) for ln in sec.body])))
        secs.append(("map", items))
    return [
        ("title", ("str", spec.title)),
        ("header", ("pairs", [(lab, ("str", v)) for lab, v in spec.header])),
        ("sections", ("list", secs)),
        ("closing", ("list", [("str", c) for c in spec.closing])),
    ]


def _unique(pairs):
    keys = [k for k, _ in pairs]
    return len(keys) == len(set(keys))


class Writer:
    """Walks the tree; subclasses give the syntax."""

    def __init__(self, d, indent="  "):
        self.d, self.unit = d, indent

    def nl(self, depth):
        self.d.write("\n" + self.unit * depth)

    def string(self, value):
        self.d.write(self.open_q)
        self.d.emit(value)
        self.d.write(self.close_q)

    def node(self, node, depth):
        tag, body = node
        if tag == "str":
            self.string(body)
        elif tag == "list":
            self.seq(body, depth)
        elif tag == "map":
            self.mapping([(k, v) for k, v in body], depth, fixed=True)
        else:
            self.labelled(body, depth)

    def seq(self, items, depth):
        if not items:
            self.d.write(self.empty_list)
            return
        self.d.write(self.list_open)
        for i, item in enumerate(items):
            self.nl(depth + 1)
            self.node(item, depth + 1)
            if i < len(items) - 1 or self.trailing:
                self.d.write(",")
        self.nl(depth)
        self.d.write(self.list_close)

    def mapping(self, items, depth, fixed):
        self.d.write(self.map_open)
        for i, (k, v) in enumerate(items):
            self.nl(depth + 1)
            self.key(k, fixed)
            self.node(v, depth + 1)
            if i < len(items) - 1 or self.trailing:
                self.d.write(",")
        self.nl(depth)
        self.d.write(self.map_close)


class Erlang(Writer):
    open_q, close_q = '<<"', '"/utf8>>'
    list_open, list_close, empty_list, map_open, map_close, trailing = "[", "]", "[]", "#{", "}", False

    def key(self, k, fixed):
        if fixed:
            self.d.write(f"{k} => ")
        else:
            self.string(k)
            self.d.write(" => ")

    def labelled(self, pairs, depth):
        self.d.write("[")
        for i, (k, v) in enumerate(pairs):
            self.nl(depth + 1)
            self.d.write("{")
            self.string(k)
            self.d.write(", ")
            self.node(v, depth + 1)
            self.d.write("}" + ("," if i < len(pairs) - 1 else ""))
        self.nl(depth)
        self.d.write("]")


class Jsonnet(Writer):
    open_q = close_q = '"'
    list_open, list_close, empty_list, map_open, map_close, trailing = "[", "]", "[]", "{", "}", True

    def key(self, k, fixed):
        if fixed:
            self.d.write(f"{k}: ")
        else:
            self.string(k)
            self.d.write(": ")

    def labelled(self, pairs, depth):
        if _unique(pairs):
            self.mapping(pairs, depth, fixed=False)
        else:
            self.seq([("list", [("str", k), v]) for k, v in pairs], depth)


class Mongo(Writer):
    open_q = close_q = "'"
    list_open, list_close, empty_list, map_open, map_close, trailing = "[", "]", "[]", "{", "}", False

    def key(self, k, fixed):
        self.d.write(f"{k}: ")

    def labelled(self, pairs, depth):
        self.seq([("map", [("label", ("str", k)), ("value", v)]) for k, v in pairs], depth)


def _esc_double(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def _esc_single(s):
    return s.replace("\\", "\\\\").replace("'", "\\'")


def erlang_term(spec, g):
    d = Doc(esc=_esc_double)
    d.line("%% -*- coding: utf-8 -*-")
    d.line(Raw("%% exported by casefile-sync; load with file:consult/1"))
    w = Erlang(d, "    ")
    w.mapping(tree(spec, g), 0, fixed=True)
    d.write(".\n")
    return d


def jsonnet_object(spec, g):
    d = Doc(esc=_esc_double)
    d.line(Raw("// jsonnet -S record.jsonnet | jq ."))
    d.write("local record = ")
    Jsonnet(d).mapping(tree(spec, g), 0, fixed=True)
    d.write(";\n\nrecord\n")
    return d


def mongo_shell_insert(spec, g):
    d = Doc(esc=_esc_single)
    d.line(Raw(f"use {g.rng.choice(['casefiles', 'intake', 'matters_prod', 'legacy_import'])};"))
    d.write(f"db.{g.rng.choice(['records', 'submissions', 'files'])}.insertOne(")
    Mongo(d).mapping(tree(spec, g), 0, fixed=True)
    d.write(");\n")
    return d


def _json_esc(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def es_bulk_ndjson(spec, g):
    d = Doc(esc=_json_esc)
    index = g.rng.choice(["matter-intake", "legal-docs-2024", "case-records", "review-set-a"])
    parts = [
        (
            "header",
            [
                ("title", ("str", spec.title)),
                ("header", ("pairs", [(lab, ("str", v)) for lab, v in spec.header])),
            ],
        )
    ]
    for sub in tree(spec, g)[2][1][1]:
        parts.append(("section", sub[1]))
    if spec.closing:
        parts.append(("closing", [("closing", ("list", [("str", c) for c in spec.closing]))]))
    for n, (kind, items) in enumerate(parts, 1):
        d.line(Raw(json.dumps({"index": {"_index": index, "_id": f"{kind}-{n}"}}, separators=(",", ":"))))
        _flat_json(d, ("map", items))
        d.write("\n")
    return d


def _flat_json(d, node):
    tag, body = node
    if tag == "str":
        d.write('"')
        d.emit(body)
        d.write('"')
    elif tag == "list":
        d.write("[")
        for i, item in enumerate(body):
            d.write("," if i else "")
            _flat_json(d, item)
        d.write("]")
    elif tag == "map" or _unique(body):
        d.write("{")
        for i, (k, v) in enumerate(body):
            d.write("," if i else "")
            d.write(json.dumps(k, ensure_ascii=False) + ":")
            _flat_json(d, v)
        d.write("}")
    else:
        _flat_json(d, ("list", [("map", [("label", ("str", k)), ("value", v)]) for k, v in body]))


DATA = {
    "erlang_term": erlang_term,
    "jsonnet_object": jsonnet_object,
    "mongo_shell_insert": mongo_shell_insert,
    "es_bulk_ndjson": es_bulk_ndjson,
}
