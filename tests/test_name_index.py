"""The name index the mention pass scans with, packed so that the ingest writer's memory does not
grow with the corpus, and the streamed reads it is built from (on either backend)."""

from __future__ import annotations

from shiguan.kg.resolve import NameIndex, leftmost_longest, scan_mentions
from shiguan.store.rows import values

ROWS = [  # (form, entity_id, kind), a form's rows together, as the store gives them
    ("兆惠", 1, "name"),
    ("兆惠", 7, "attached"),
    ("和甫", 1, "字"),
    ("佛标", 2, "name"),
    ("佛", 9, "surname"),
]


def test_each_form_answers_with_its_own_people_and_kinds():
    names = NameIndex(ROWS)
    assert len(names) == 4
    found = {form: list(names.owners(ordinal)) for _, _, form, ordinal in leftmost_longest(names, "兆惠字和甫，父佛标")}
    assert found == {"兆惠": [(1, "name"), (7, "attached")], "和甫": [(1, "字")], "佛标": [(2, "name")]}


def test_a_longer_name_wins_over_a_shorter_one_inside_it_and_a_refused_hit_does_not_cover():
    names = NameIndex(ROWS)
    hits = [(start, end, form) for start, end, form, _ in leftmost_longest(names, "佛标佛")]
    assert hits == [(0, 2, "佛标"), (2, 3, "佛")]
    refused = [form for _, _, form, _ in leftmost_longest(names, "佛标", lambda s, e, f: f == "佛标")]
    assert refused == ["佛"]


def test_no_names_finds_nothing():
    names = NameIndex([])
    assert len(names) == 0
    assert list(leftmost_longest(names, "兆惠")) == []


def test_the_store_gives_each_alias_once_with_a_forms_rows_together(project):
    rows = list(project.store.global_alias_owners())
    assert len(rows) == len(set(rows))
    forms = [form for form, _, _ in rows]
    seen: set[str] = set()
    for previous, form in zip([None, *forms], forms, strict=False):
        if form != previous:
            assert form not in seen, f"{form}'s rows are split"
            seen.add(form)


def test_the_mention_pass_finds_what_the_stored_index_holds(project):
    store = project.store
    stored = store.db.execute('SELECT chunk_id, entity_id, form, kind, start, "end" FROM mentions').fetchall()
    scanned = [values(m) for m in scan_mentions(store)]
    assert scanned and sorted(scanned) == sorted(tuple(r) for r in stored)


def test_a_streamed_read_goes_on_while_the_same_connection_writes(project):
    """As the mention pass does: chunk texts are read while mention rows are written."""
    store = project.store
    every = dict(store.db.execute("SELECT rowid, text FROM chunk_fts").fetchall())
    read = {}
    with store.transaction():
        for chunk_id, text in store.iter_chunk_texts():
            read[chunk_id] = text
            store.set_meta("last_chunk_read", str(chunk_id))
    assert read == every
    assert dict(store.iter_chunk_texts()) == every  # and outside a transaction
