"""The name index the mention pass scans with, packed so that the ingest writer's memory does not
grow with the corpus, and the streamed reads it is built from (on either backend)."""

from __future__ import annotations

from shiguan.kg.resolve import NameIndex, leftmost_longest, name_slices, scan_mentions
from shiguan.store import dialect
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


def test_slices_hold_at_most_so_many_forms_and_never_split_a_form():
    slices = [(sorted(names.automaton.keys()), more, [list(names.owners(o)) for o in range(len(names))])
              for names, more in name_slices(ROWS, 2)]
    assert slices == [(["兆惠", "和甫"], True, [[(1, "name"), (7, "attached")], [(1, "字")]]),
                      (["佛", "佛标"], False, [[(2, "name")], [(9, "surname")]])]
    assert list(name_slices([], 2)) == []


def test_a_slice_read_back_from_disk_answers_as_the_one_saved(tmp_path):
    names = NameIndex(ROWS)
    again = names.save(tmp_path / "slice0")()
    text = "兆惠字和甫，父佛标"
    assert ([(s, e, f, list(again.owners(o))) for s, e, f, o in leftmost_longest(again, text)]
            == [(s, e, f, list(names.owners(o))) for s, e, f, o in leftmost_longest(names, text)])


def test_the_mention_pass_finds_the_same_in_slices_as_with_every_name_at_once(project):
    """A corpus with more names than a slice holds scans with several, saved and read back for
    each block of chunks; the mentions, and their order, do not change."""
    store = project.store
    whole = [values(m) for m in scan_mentions(store)]
    forms = len({form for form, _, _ in store.global_alias_owners()})
    assert forms > 4
    sliced = [values(m) for m in scan_mentions(store, max_names=2, block=3)]
    assert whole and sliced == whole


def test_emptying_a_table_takes_every_row_whatever_the_slice(project, monkeypatch):
    store = project.store
    monkeypatch.setattr(dialect, "DELETE_SLICE", 7)
    assert store.db.execute("SELECT count(*) FROM mentions").fetchone()[0] > 7
    with store.transaction():
        store.dialect.delete_all(store.db, "mentions")
    assert store.db.execute("SELECT count(*) FROM mentions").fetchone()[0] == 0
