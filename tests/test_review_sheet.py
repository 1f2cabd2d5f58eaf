"""One review sheet for a batch (`review --export / --import`): the round trip of issue 38."""

from __future__ import annotations

import csv
from collections import Counter

import pytest
from exchange_helpers import example_project
from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.exchange.cbdb import write_cbdb
from shiguan.ingest import ingest, reread
from shiguan.kg.graph import build_graph
from shiguan.lang.zh.write.biography import write_rules_biography
from shiguan.retrieve.person import lookup

runner = CliRunner()


@pytest.fixture
def examples(tmp_path):
    p = example_project(tmp_path / "project")
    yield p
    p.close()


def _read(path):
    with path.open(encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def _write(path, rows):
    with path.open("w", encoding="utf-8-sig", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


def _cbdb(project, out):
    """(table, fact key) → value, of every fact row the CBDB export writes."""
    write_cbdb(project.store, out)
    found = {}
    for path in out.glob("*.csv"):
        rows = _read(path) if path.stat().st_size else []
        for row in rows:
            if row.get("shiguan_fact", "").count(":") == 3:
                value = row.get("shiguan_value") or next(
                    row[c] for c in ("c_alt_name_chn", "shiguan_addr_chn", "shiguan_entry_chn", "shiguan_office_chn",
                                     "shiguan_kin_name", "c_supplement", "c_event") if c in row)
                found[(path.stem, row["shiguan_fact"])] = value
    return found


def _facts(project, name):
    r = lookup(project, name)
    return ({(t.relation, t.tail_text, t.value_start) for t in r.facts},
            {(t.relation, t.tail_text, t.value_start) for t in r.undecided})


def _choose_twenty(rows, people):
    """8 rejected and 6 corrected decided facts, and 6 undecided ones accepted, of people with an
    entry: each the only fact of its person with that value, so that its effect can be seen."""
    count = Counter((r["person_id"], r["relation"], r["value"]) for r in rows)
    unique = [r for r in rows if count[(r["person_id"], r["relation"], r["value"])] == 1 and r["value"]
              and int(r["person_id"]) in people]
    decided = [r for r in unique if r["basis"] != "undecided" and r["relation"] in ("任职", "事件", "封爵", "谥号")]
    undecided = [r for r in unique if r["basis"] == "undecided"]
    chosen = []
    for r in decided[:8]:
        r["decision"] = "reject"
        chosen.append(r)
    for r in decided[8:14]:
        r["decision"], r["corrected_value"] = "correct", r["value"] + "（校）"
        chosen.append(r)
    for r in undecided[:6]:
        r["decision"], r["note"] = "accept", "his, read on"
        chosen.append(r)
    assert len(chosen) == 20
    return chosen


def test_round_trip_of_twenty_decisions(examples, tmp_path):
    sheet = tmp_path / "review.csv"
    result = runner.invoke(app, ["review", str(examples.root), "--export", str(sheet)])
    assert result.exit_code == 0, result.output
    rows = _read(sheet)
    assert len(rows) == len(examples.store.all_triples())
    chosen = _choose_twenty(rows, {i for i, _, _ in examples.store.people(0, 1000)})
    people = {r["person"] for r in chosen}
    before_graph = Counter((e.source, e.relation, e.target) for e in build_graph(examples.store).edges)
    before_cbdb = _cbdb(examples, tmp_path / "cbdb-before")
    before_people = {name: _facts(examples, name) for name in people}
    before_bios = {name: write_rules_biography(examples, lookup(examples, name), 100000) for name in people}
    _write(sheet, rows)

    result = runner.invoke(app, ["review", str(examples.root), "--import", str(sheet), "--reviewer", "tester"])
    assert result.exit_code == 0, result.output
    assert result.output.count("changed: ") == 20

    # the graph: rejected edges gone, corrected ones pointing at the corrected value, nothing else
    after_graph = Counter((e.source, e.relation, e.target) for e in build_graph(examples.store).edges)
    gone, came = before_graph - after_graph, after_graph - before_graph
    rejected = [r for r in chosen if r["decision"] == "reject"]
    corrected = [r for r in chosen if r["decision"] == "correct"]
    assert sum(gone.values()) == len(rejected) + len(corrected)
    assert sorted(target.split(":", 2)[2] for _, _, target in came) == sorted(r["corrected_value"] for r in corrected)

    # the CBDB export: the same twenty rows and no other changed
    after_cbdb = _cbdb(examples, tmp_path / "cbdb-after")
    changed_keys = {k for k in set(before_cbdb) | set(after_cbdb) if before_cbdb.get(k) != after_cbdb.get(k)}
    assert {key for _, key in changed_keys} == {r["fact"] for r in chosen}
    for r in rejected:
        assert not any(key == r["fact"] for _, key in after_cbdb)
    for r in corrected:
        assert r["corrected_value"] in {v for (_, key), v in after_cbdb.items() if key == r["fact"]}
    for r in chosen:
        if r["decision"] == "accept":
            assert ("UNDECIDED", r["fact"]) in before_cbdb and ("UNDECIDED", r["fact"]) not in after_cbdb

    # person: exactly these facts moved
    for name in people:
        facts, undecided = _facts(examples, name)
        old_facts, old_undecided = before_people[name]
        mine = [r for r in chosen if r["person"] == name]
        expect = set(old_facts)
        for r in mine:
            key = (r["relation"], r["value"], int(r["fact"].rsplit(":", 2)[1]))
            if r["decision"] == "reject":
                expect.discard(key)
            elif r["decision"] == "correct":
                expect.discard(key)
                expect.add((r["relation"], r["corrected_value"], key[2]))
            else:
                expect.add(key)
        assert facts == expect
        assert undecided == old_undecided - {(r["relation"], r["value"], int(r["fact"].rsplit(":", 2)[1]))
                                             for r in mine if r["decision"] == "accept"}

    # bio: no rejected fact is written, a corrected one is written as corrected, the rest stay
    for name in people:
        bio = write_rules_biography(examples, lookup(examples, name), 100000)
        clauses = {c.triple_id: c for s in bio.sentences for c in s.clauses}
        old = {c.triple_id: c for s in before_bios[name].sentences for c in s.clauses}
        ids = {r["fact"]: t.id for t in examples.store.all_triples(as_read=True)
               for r in chosen if r["fact"].endswith(f":{t.relation}:{t.value_start}:{t.value_end}")}
        for r in chosen:
            if r["person"] != name:
                continue
            if r["decision"] == "reject":
                assert ids[r["fact"]] not in clauses
            if r["decision"] == "correct" and ids[r["fact"]] in clauses:
                assert r["corrected_value"] in clauses[ids[r["fact"]]].text
        untouched = set(old) - set(ids.values())
        assert untouched <= set(clauses)

    # a second import of the same file changes nothing
    result = runner.invoke(app, ["review", str(examples.root), "--import", str(sheet), "--reviewer", "tester"])
    assert result.exit_code == 0 and "changed: " not in result.output and "20 already so" in result.output
    assert _cbdb(examples, tmp_path / "cbdb-again") == after_cbdb

    # the decisions outrank the rules after a reread
    examples.reader_fingerprint = "another reader"
    ingest(examples, [])
    assert reread(examples)
    assert _cbdb(examples, tmp_path / "cbdb-reread") == after_cbdb


def test_a_stale_row_is_refused_and_nothing_is_applied(examples, tmp_path):
    sheet = tmp_path / "review.xlsx"
    pytest.importorskip("openpyxl")
    assert runner.invoke(app, ["review", str(examples.root), "--export", str(sheet), "--person", "兆惠"]).exit_code == 0
    import openpyxl

    book = openpyxl.load_workbook(sheet)
    ws = book.active
    header = [c.value for c in ws[1]]
    col = {name: header.index(name) + 1 for name in header}
    ws.cell(2, col["decision"], "reject")
    ws.cell(3, col["decision"], "accept")
    stale_key = ws.cell(3, col["fact"]).value
    ws.cell(4, col["decision"], "correct")  # no corrected value: malformed
    book.save(sheet)
    # the fact of row 3 is read otherwise after the export
    sha, relation, start, end = stale_key.split(":")
    with examples.store.transaction():
        examples.store.db.execute("UPDATE triples SET basis='undecided' WHERE relation=? AND value_start=? "
                                  "AND value_end=?", (relation, int(start), int(end)))
    result = runner.invoke(app, ["review", str(examples.root), "--import", str(sheet), "--reviewer", "t"])
    assert result.exit_code == 1
    assert "refused row 3" in result.output and "stale" in result.output
    assert "refused row 4" in result.output and "corrected_value" in result.output
    assert "nothing applied" in result.output
    assert examples.store.all_fact_decisions() == []
    result = runner.invoke(app, ["review", str(examples.root), "--import", str(sheet), "--reviewer", "t",
                                 "--apply-valid"])
    assert result.exit_code == 1 and result.output.count("changed: ") == 1
    assert [d.decision for d in examples.store.all_fact_decisions()] == ["reject"]


def test_choose_settles_a_conflict_and_the_review_queue(disputed, tmp_path):
    sheet = tmp_path / "review.csv"
    assert runner.invoke(app, ["review", str(disputed.root), "--export", str(sheet), "--conflicts"]).exit_code == 0
    rows = _read(sheet)
    fathers = [r for r in rows if r["relation"] == "父"]
    assert {r["value"] for r in fathers} == {"文颖", "文英"} and all(r["conflict"] for r in fathers)
    entity = int(fathers[0]["person_id"])
    with disputed.store.transaction():
        item = disputed.store.open_review("k", entity, "父", "父文颖", '[{"value": "文颖"}, {"value": "文英"}]')
    pick = next(r for r in fathers if r["value"] == "文英")
    pick["decision"] = "choose"
    _write(sheet, rows)
    result = runner.invoke(app, ["review", str(disputed.root), "--import", str(sheet), "--reviewer", "t"])
    assert result.exit_code == 0, result.output
    assert {t.tail_text for t in lookup(disputed, "赵尔丰").facts if t.relation == "父"} == {"文英"}
    assert disputed.store.review(item.id).decision == "文英"


def test_a_sheet_that_is_not_one_is_refused(examples, tmp_path):
    bad = tmp_path / "notes.csv"
    bad.write_text("a,b\n1,2\n", encoding="utf-8")
    result = runner.invoke(app, ["review", str(examples.root), "--import", str(bad)])
    assert result.exit_code == 2 and "not a review sheet" in result.output
    result = runner.invoke(app, ["review", str(examples.root), "--export", str(tmp_path / "x.txt")])
    assert result.exit_code == 2 and ".csv or an .xlsx" in result.output


def test_a_correction_may_date_a_fact(examples, tmp_path):
    """corrected_date: the reviewer's date and its Gregorian year replace the reader's, in the
    facts, in the rules biography (his words, not the source's) and in the sheet's reviewed
    column; a date whose era cannot be told is refused; a sheet without the column still imports."""
    sheet = tmp_path / "review.csv"
    assert runner.invoke(app, ["review", str(examples.root), "--export", str(sheet), "--person", "兆惠"]).exit_code == 0
    rows = _read(sheet)
    dated = next(r for r in rows if r["year"] and r["basis"] != "undecided" and r["relation"] == "任职")
    dated["decision"], dated["corrected_date"], dated["note"] = "correct", "乾隆三十年", "实录"
    _write(sheet, rows)
    result = runner.invoke(app, ["review", str(examples.root), "--import", str(sheet), "--reviewer", "t"])
    assert result.exit_code == 0, result.output
    assert "dated 乾隆三十年" in result.output
    fact = next(t for t in lookup(examples, "兆惠").facts if t.relation == "任职"
                and dated["fact"].endswith(f":{t.value_start}:{t.value_end}"))
    assert (fact.when_text, fact.year, fact.tail_text) == ("乾隆三十年", 1765, dated["value"])
    bio = write_rules_biography(examples, lookup(examples, "兆惠"), 100000)
    clause = next(c for s in bio.sentences for c in s.clauses if c.triple_id == fact.id)
    assert "乾隆三十年（1765）" in clause.text and dated["when"] not in clause.text
    again = tmp_path / "again.csv"
    assert runner.invoke(app, ["review", str(examples.root), "--export", str(again), "--person", "兆惠"]).exit_code == 0
    assert "dated 乾隆三十年" in next(r for r in _read(again) if r["fact"] == dated["fact"])["reviewed"]

    rows = _read(again)
    other = next(r for r in rows if r["fact"] != dated["fact"] and r["basis"] != "undecided")
    other["decision"], other["corrected_date"] = "correct", "某年"
    old = [{k: v for k, v in r.items() if k != "corrected_date"} for r in rows]
    _write(again, rows)
    result = runner.invoke(app, ["review", str(examples.root), "--import", str(again), "--reviewer", "t"])
    assert result.exit_code == 1 and "corrected_date 「某年」" in result.output
    old_sheet = tmp_path / "old.csv"
    next(r for r in old if r["fact"] == other["fact"])["decision"] = "reject"
    _write(old_sheet, old)
    result = runner.invoke(app, ["review", str(examples.root), "--import", str(old_sheet), "--reviewer", "t"])
    assert result.exit_code == 0 and result.output.count("changed: ") == 1, result.output


def test_a_rejected_or_corrected_value_leaves_the_relations_values(examples, tmp_path):
    """tail_texts (the places an article knows as native places) reads the facts as reviewed."""
    sheet = tmp_path / "review.csv"
    assert runner.invoke(app, ["review", str(examples.root), "--export", str(sheet)]).exit_code == 0
    rows = _read(sheet)
    count = Counter(r["value"] for r in rows if r["relation"] == "籍贯")
    places = [r for r in rows if r["relation"] == "籍贯" and count[r["value"]] == 1]
    assert len(places) >= 2
    places[0]["decision"] = "reject"
    places[1]["decision"], places[1]["corrected_value"] = "correct", "某府（校）"
    _write(sheet, rows)
    before = set(examples.store.tail_texts("籍贯"))
    assert {places[0]["value"], places[1]["value"]} <= before
    assert runner.invoke(app, ["review", str(examples.root), "--import", str(sheet), "--reviewer", "t"]).exit_code == 0
    after = set(examples.store.tail_texts("籍贯"))
    assert after == before - {places[0]["value"], places[1]["value"]} | {"某府（校）"}
