"""Segmentation of a chapter into per-person entries, and chunking of entries."""

from __future__ import annotations

import dataclasses

import pytest

from shiguan.lang.zh.segment import SegmentRules, chunk, segment
from shiguan.rules import load_rules

# 清史稿 列传 卷一百 (abridged: one or two sentences per entry, one line per paragraph).
CHAPTER = (
    "兆惠阿里衮子丰升额布彦达赉舒赫德子舒常\n"
    "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。父佛标，官至都统。\n"
    "兆惠，以笔帖式直军机处。七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领。\n"
    "兆惠自伊犁将五百人逐捕，经济尔哈朗至鄂垒紥拉图，与达什策零战，大败之。\n"
    "子紥兰泰，尚高宗女和硕和恪公主，袭爵，授额驸。\n"
    "阿里衮，字松崖，钮祜禄氏，满洲正白旗人，尹德第四子，而讷亲弟也。\n"
    "丰升额，自三等侍卫袭封一等公，擢领侍卫内大臣，署兵部尚书、镶蓝旗蒙古都统。\n"
    "布彦达赉，自三等侍卫累迁武备院卿。五年，卒，赠太子太保，谥恭勤。\n"
    "舒赫德，字伯容，舒穆鲁氏，满洲正白旗人，徐元梦孙也。\n"
    "子舒常，始为侍卫。乾隆二十三年二月，命释还。\n"
    "论曰：兆惠再就围中受爵，得援师克竟其功。\n"
)


def line_start(text: str, prefix: str) -> int:
    """Offset of the line that starts with `prefix`."""
    at = text.find("\n" + prefix)
    assert at >= 0, prefix
    return at + 1


def entries(segs):
    return [s for s in segs if s.kind == "entry"]


def test_heading_line_gives_one_entry_per_subject_at_line_starts(seg_rules):
    segs = segment(CHAPTER, seg_rules)
    found = entries(segs)
    assert [s.heading for s in found] == ["兆惠", "子紥兰泰", "阿里衮", "丰升额", "布彦达赉", "舒赫德", "子舒常"]
    for s in found:
        assert s.start == line_start(CHAPTER, s.heading + "，")
        assert CHAPTER[s.start:].startswith(s.heading + "，")
        # 子紥兰泰 is not listed: his line is an attached biography after his father's life
        assert s.pattern == ("kin-line" if s.heading == "子紥兰泰" else "subject-line")
    # each entry runs to the end of the line before the next entry (or the commentary)
    starts = [s.start for s in found] + [line_start(CHAPTER, "论曰")]
    for s, nxt in zip(found, starts[1:]):
        assert s.end == nxt - 1
        assert CHAPTER[s.end] == "\n"
    # the heading line itself is a paragraph, not an entry
    assert segs[0].kind == "paragraph" and segs[0].pattern == "heading"
    assert (segs[0].start, segs[0].end) == (0, CHAPTER.index("\n"))


def test_kinship_line_opens_an_entry(seg_rules):
    found = entries(segment(CHAPTER, seg_rules))
    son = found[-1]
    assert son.heading == "子舒常"
    assert CHAPTER[son.start:son.end] == "子舒常，始为侍卫。乾隆二十三年二月，命释还。"


def test_subject_name_line_inside_entry_does_not_open_a_new_one(seg_rules):
    found = entries(segment(CHAPTER, seg_rules))
    zhaohui = found[0]
    body = CHAPTER[zhaohui.start:zhaohui.end]
    # "兆惠，以笔帖式…" and "兆惠自伊犁…" both stay inside 兆惠's single entry
    assert [s.heading for s in found].count("兆惠") == 1
    assert "兆惠，以笔帖式直军机处。" in body
    assert "兆惠自伊犁将五百人逐捕" in body
    # "子紥兰泰，…" is his son's attached biography, not part of his life
    assert body.endswith("大败之。")
    assert "紥兰泰" not in body


def test_commentary_is_its_own_segment(seg_rules):
    segs = segment(CHAPTER, seg_rules)
    last = segs[-1]
    assert last.kind == "commentary"
    assert CHAPTER[last.start:last.end] == "论曰：兆惠再就围中受爵，得援师克竟其功。"
    shuchang = entries(segs)[-1]
    assert "论曰" not in CHAPTER[shuchang.start:shuchang.end]
    assert shuchang.end < last.start


def test_commentary_closes_an_entry_and_following_text_is_not_in_it(seg_rules):
    text = (
        "严烺\n"
        "严烺，字小农，浙江仁和人。嘉庆中，入赀为通判。\n"
        "按：此传据国史本。\n"
        "后有补记。\n"
    )
    segs = segment(text, seg_rules)
    assert [(s.kind, text[s.start:s.end]) for s in segs] == [
        ("paragraph", "严烺"),
        ("entry", "严烺，字小农，浙江仁和人。嘉庆中，入赀为通判。"),
        ("commentary", "按：此传据国史本。\n后有补记。"),
    ]


def test_heading_with_commas_and_enumeration(seg_rules):
    text = (
        "孔有德全节耿仲明子继茂，继茂子昭忠、聚忠尚可喜子之孝\n"
        "孔有德，辽东人。太祖克辽东，与乡人耿仲明奔皮岛。\n"
        "耿仲明，辽东人。与有德同起。\n"
        "子继茂，袭爵。\n"
        "尚可喜，辽东人。\n"
    )
    segs = segment(text, seg_rules)
    assert segs[0].pattern == "heading"
    found = entries(segs)
    assert [s.heading for s in found] == ["孔有德", "耿仲明", "子继茂", "尚可喜"]
    assert [text[s.start:s.end] for s in found] == [
        "孔有德，辽东人。太祖克辽东，与乡人耿仲明奔皮岛。",
        "耿仲明，辽东人。与有德同起。",
        "子继茂，袭爵。",
        "尚可喜，辽东人。",
    ]


def test_openers_without_heading_line(seg_rules):
    text = (
        "严烺，字小农，浙江仁和人。嘉庆中，入赀为通判。\n"
        "张文浩，顺天大兴人。嘉庆中，授知县。\n"
        "○洪耀 以兵从征。\n"
        "其后事不详。\n"
    )
    segs = segment(text, seg_rules)
    found = entries(segs)
    assert [(s.heading, s.pattern) for s in found] == [
        ("严烺", "name-zi"), ("张文浩", "name-place"), ("洪耀", "circle-marker"),
    ]
    assert found[0].start == 0
    assert found[1].start == line_start(text, "张文浩")
    assert found[2].start == line_start(text, "○洪耀")
    # a following line without an opener belongs to the entry before it
    assert text[found[2].start:found[2].end] == "○洪耀 以兵从征。\n其后事不详。"
    assert len(segs) == 3


def test_a_date_line_does_not_open_an_entry(seg_rules):
    text = (
        "天聪八年，举人凡十六人，汉人习汉书者，齐国儒、朱灿然、罗绣锦，得八人。\n"
        "其军制，以八旗为本。\n"
    )
    segs = segment(text, seg_rules)
    assert entries(segs) == []
    assert [(s.kind, s.start, s.end) for s in segs] == [("paragraph", 0, len(text) - 1)]


def test_date_line_stays_inside_the_current_entry(seg_rules):
    text = (
        "严烺，字小农，浙江仁和人。\n"
        "天聪八年，举人凡十六人，汉人习汉书者。\n"
    )
    found = entries(segment(text, seg_rules))
    assert len(found) == 1
    assert found[0].end == len(text) - 1


def test_variant_biography_of_the_same_subject_opens_again(seg_rules):
    text = (
        "松寿赵尔丰\n"
        "赵尔丰，字季和，汉军正蓝旗人。以山西知县累保道员。\n"
        "按；赵尔丰传，关内本与关外一次本相同。\n"
        "赵尔丰，字季和，汉军正蓝旗人。父文颖，见忠义传。\n"
    )
    segs = segment(text, seg_rules)
    assert [s.kind for s in segs] == ["paragraph", "entry", "commentary", "entry"]
    assert [s.heading for s in entries(segs)] == ["赵尔丰", "赵尔丰"]


# -- chunking -------------------------------------------------------------------------------


def small_rules(rules: SegmentRules, max_chars: int) -> SegmentRules:
    return dataclasses.replace(rules, max_chars=max_chars)


LONG_ENTRY = (
    "兆惠\n"
    "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。父佛标，官至都统。兆惠，以笔帖式直军机处。"
    "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领。乾隆十三年，命兼领户部侍郎。赴金川督粮运，"
    "疏论粮运事，并言诸将惟乌尔登，哈攀龙勇往，并及诸行省遣兵多不实。上命告经略傅恒覈实。\n"
    "时阿睦尔撒纳北遁哈萨克，定西将军达尔党阿逐捕未得，上命还师。\n"
    "兆惠自伊犁将五百人逐捕经济尔哈朗至鄂垒紥拉图与达什策零战大败之逐贼战於库图齐再战於达勒奇杀贼数千\n"
    "   二十二年正月，至乌鲁木齐。  \n"
    "论曰：兆惠再就围中受爵。\n"
)


@pytest.mark.parametrize("max_chars", [20, 37, 60, 100])
def test_long_entry_is_cut_into_chunks_inside_it(seg_rules, max_chars):
    rules = small_rules(seg_rules, max_chars)
    segs = segment(LONG_ENTRY, rules)
    index = next(i for i, s in enumerate(segs) if s.kind == "entry")
    entry = segs[index]
    assert entry.end - entry.start > max_chars
    drafts = chunk(LONG_ENTRY, segs, rules)
    mine = [d for d in drafts if d.segment_index == index]
    assert len(mine) > 1
    covered: set[int] = set()
    for d in mine:
        assert entry.start <= d.start < d.end <= entry.end
        assert d.end - d.start <= max_chars
        assert d.kind == "entry"
        piece = LONG_ENTRY[d.start:d.end]
        assert piece == piece.strip()  # whitespace is trimmed at both ends
        covered.update(range(d.start, d.end))
    # non-overlapping and in order
    for a, b in zip(mine, mine[1:]):
        assert a.end <= b.start
    # every non-whitespace character of the entry is in some chunk
    missing = [i for i in range(entry.start, entry.end) if not LONG_ENTRY[i].isspace() and i not in covered]
    assert missing == []


def test_all_chunks_are_inside_one_segment_and_non_overlapping(seg_rules):
    rules = small_rules(seg_rules, 30)
    segs = segment(CHAPTER, rules)
    drafts = chunk(CHAPTER, segs, rules)
    for d in drafts:
        seg = segs[d.segment_index]
        assert seg.start <= d.start < d.end <= seg.end
        assert d.kind == "entry" if seg.kind == "entry" else d.kind in ("paragraph", "window")
    assert all(a.end <= b.start for a, b in zip(drafts, drafts[1:]))
    assert {d.segment_index for d in drafts} == set(range(len(segs)))


def test_short_entry_is_one_chunk(seg_rules):
    segs = segment(CHAPTER, seg_rules)
    drafts = chunk(CHAPTER, segs, seg_rules)
    assert len(drafts) == len(segs)
    for d, s in zip(drafts, segs):
        assert (d.start, d.end) == (s.start, s.end)
    kinds = [d.kind for d in drafts]
    assert kinds[0] == "paragraph" and kinds[-1] == "paragraph"  # heading line, commentary
    assert set(kinds[1:-1]) == {"entry"}


def test_run_without_punctuation_is_cut_into_windows(seg_rules):
    text = "其" + "甲" * 94 + "。\n"  # a paragraph (the 。 keeps it from being a heading line)
    rules = small_rules(seg_rules, 40)
    segs = segment(text, rules)
    assert [(s.kind, s.pattern) for s in segs] == [("paragraph", "paragraph")]
    drafts = chunk(text, segs, rules)
    assert [(d.kind, d.start, d.end) for d in drafts] == [("window", 0, 40), ("window", 40, 80), ("window", 80, 96)]


# -- project override -----------------------------------------------------------------------


def test_project_override_changes_max_chars_and_keeps_other_keys(tmp_path, seg_rules):
    (tmp_path / "segment.toml").write_text("[chunking]\nmax_chars = 45\n", encoding="utf-8")
    merged = load_rules("segment.toml", tmp_path)
    rules = SegmentRules.from_dict(merged)
    assert rules.max_chars == 45
    assert seg_rules.max_chars != 45
    # the rest of [chunking] and the other keys are still the shipped ones
    assert merged["chunking"]["sentence_end"] == load_rules("segment.toml")["chunking"]["sentence_end"]
    assert rules.openers == seg_rules.openers
    segs = segment(LONG_ENTRY, rules)
    assert all(d.end - d.start <= 45 for d in chunk(LONG_ENTRY, segs, rules))
    assert len(chunk(LONG_ENTRY, segs, rules)) > len(chunk(LONG_ENTRY, segs, seg_rules))


def test_project_override_replaces_openers(tmp_path, seg_rules):
    text = "严烺，字小农，浙江仁和人。\n张文浩，顺天大兴人。\n"
    (tmp_path / "segment.toml").write_text(
        '[[openers]]\nname = "name-zi"\nregex = "^(?P<name>[\\\\u3400-\\\\u9fff]{2,4})，字"\n',
        encoding="utf-8",
    )
    rules = SegmentRules.from_dict(load_rules("segment.toml", tmp_path))
    assert [s.heading for s in entries(segment(text, rules))] == ["严烺"]
    assert [s.heading for s in entries(segment(text, seg_rules))] == ["严烺", "张文浩"]


def test_project_without_override_uses_shipped_rules(tmp_path):
    assert load_rules("segment.toml", tmp_path) == load_rules("segment.toml")


def test_project_override_through_project(tmp_path):
    from shiguan.lang.zh.rules import chinese_rules
    from shiguan.project import Project

    project = Project.init(tmp_path / "p")
    try:
        (project.root / "segment.toml").write_text("[chunking]\nmax_chars = 33\n", encoding="utf-8")
        assert chinese_rules(project).segment.max_chars == 33
    finally:
        project.close()


@pytest.mark.parametrize("text", [
    # 清史稿 卷二百八十八, 李世熊
    "李世熊谈迁\n李世熊，字元仲，宁化人。\n甲申后，自号寒支道人，屏居不见客。\n",
    # 清史稿 卷二百八十六, 吕联珠
    "吕联珠，字星五，汉军正黄旗人，隶盛京内务府。\n联珠笃行，式於乡人。治程、朱之学，乡人奉其教。\n",
], ids=["甲申后", "联珠笃行"])
def test_sentence_ending_in_ren_inside_entry_does_not_open_one(seg_rules, text):
    found = entries(segment(text, seg_rules))
    assert len(found) == 1
    assert found[0].end == len(text) - 1


@pytest.mark.parametrize("line", [
    "践阼，迁太子舍人，领军如故。",  # the accession, and a post: no name
    "高祖受禅，以功封江安县侯，时人荣之。",
    "晋安帝，以为参军，吴郡人。",  # a ruler
    "有司，奏免官，郡中人。",  # 有司: the officials
])
def test_an_accession_or_a_ruler_at_a_line_start_opens_no_entry(seg_rules, line):
    text = f"王文远，字子明，吴郡人也。仕为建安令。\n{line}\n"
    found = entries(segment(text, seg_rules))
    assert [s.heading for s in found] == ["王文远"]


def test_a_son_who_succeeds_is_named_without_li(seg_rules):
    text = "王文远，字子明，吴郡人也。仕为建安令。\n子国安立，改元建兴。\n"
    found = entries(segment(text, seg_rules))
    assert [s.heading for s in found] == ["王文远", "子国安"]


def test_a_fathers_line_inside_an_entry_opens_none(seg_rules):
    text = "王文远，字子明，吴郡人也。\n父穆之，字思静，晋司空六世孙。\n"
    found = entries(segment(text, seg_rules))
    assert [s.heading for s in found] == ["王文远"]


def test_a_listed_fathers_account_stays_in_the_sons_entry(seg_rules):
    """王某（父某）: the father's account (父成，为郡小吏…) comes before the son's career goes on
    (文远，举进士…), inside the son's entry; read as the father's entry, it took that career."""
    text = ("范文甲王文远（父成）\n范文甲字某，某州人。\n王文远字齐物，并州祁人。\n"
            "父成，为郡小吏，以母老解职归。\n文远，举进士，为秘书郎。\n")
    found = entries(segment(text, seg_rules))
    assert [s.heading for s in found] == ["范文甲", "王文远"]
    assert text[found[1].start:found[1].end].endswith("为秘书郎。")


def test_a_listed_fathers_account_before_the_sons_line_is_not_the_last_mans(seg_rules):
    """The father's line before his son's opening: the entry open is another man's, and the
    father is not that man's kinsman, so the line is not folded into it."""
    text = ("范文甲王文远（父成）\n范文甲字某，某州人。迁太尉，卒。\n"
            "父成，为郡小吏，以母老解职归，卒于家。\n王文远字齐物，并州祁人。举进士。\n")
    found = entries(segment(text, seg_rules))
    assert text[found[0].start:found[0].end].endswith("迁太尉，卒。")
    assert found[-1].heading == "王文远"


def test_a_kinsmans_one_character_name_and_zi_open_his_life(seg_rules):
    """洪皓（子适遵迈）: 适字景伯 opens his son's life, which the father's entry took (拜中书舍人 …
    in 洪皓's biography were his sons' posts); the kinship is the heading's, the anchor the man
    the bracket follows. 遵, listed with no word before him, takes the one his first clause tells
    (皓仲子也: 洪皓 has opened)."""
    text = ("洪皓（子适遵迈）\n洪皓，字光弼，番易人。政和五年，登进士第。\n"
            "适字景伯，皓长子也。拜中书舍人。\n遵字景严，皓仲子也。知徽州。\n")
    found = entries(segment(text, seg_rules))
    assert [(s.heading, s.pattern, s.kinship, s.kin_of) for s in found] == [
        ("洪皓", "subject-line", "", ""), ("适", "given-zi", "子", ""), ("遵", "given-zi", "子", "皓")]


def test_a_one_character_name_no_heading_lists_opens_nothing(seg_rules):
    text = "李穆\n李穆字显庆，少明敏。\n贤字托贤，志业通敏。\n"
    assert [s.heading for s in entries(segment(text, seg_rules))] == ["李穆"]


def test_listed_kinship_names_the_man_before_the_word(seg_rules):
    text = ("李穆子浑穆兄子询询弟崇\n李穆字显庆，少明敏。\n浑字金才，穆第十子也。\n"
            "询字孝询。父贤。\n崇字永隆，英果有筹算。\n")
    found = entries(segment(text, seg_rules))
    assert [(s.heading, s.kinship, s.kin_of) for s in found] == [
        ("李穆", "", ""), ("浑", "子", "穆"), ("询", "兄子", "穆"), ("崇", "弟", "询")]


def test_an_opened_mans_given_name_and_a_kinship_word_lead_a_kinsmans_line(seg_rules):
    # 炽兄善: 窦炽's elder brother 善, not a man called 炽兄
    text = ("窦炽兄子毅于翼\n窦炽字光成，扶风平陵人也。\n"
            "炽兄善，以中军大都督从魏孝武西迁。谥曰忠。炽兄子毅。\n于翼字文若，太师谨之子也。\n")
    assert [s.heading for s in entries(segment(text, seg_rules))] == ["窦炽", "炽兄善", "于翼"]


@pytest.mark.parametrize("line", [
    "突厥者，盖匈奴之别种，姓阿史那氏。", "鄯善，古楼兰国也。东去长安五千里。", "女国，在葱岭之南，其国代以女为王。",
    "米国，都那密水西，旧康居之地也。", "铁勒之先，匈奴之苗裔也，种类最多。"])
def test_a_peoples_or_a_kingdoms_account_is_no_mans_entry(seg_rules, line):
    name = line[:2]
    text = f"{name}宇文福\n{line}{name}王遣使朝贡。\n宇文福，其先南单于之远属也。少骁果。\n"
    found = entries(segment(text, seg_rules))
    assert [s.heading for s in found] == ["宇文福"]  # his 其先 is a man's forebears


def test_a_sentence_of_kinship_before_a_one_character_name_and_zi_opens_his_life(seg_rules):
    """播弟椿。椿字延寿: 杨椿's life, which ran on in his nephew's entry before it."""
    text = "杨播子侃\n杨播，字延庆，弘农华阴人也。\n侃字士业，颇爱琴书。\n播弟椿。椿字延寿，性宽谨。为内给事。\n"
    found = entries(segment(text, seg_rules))
    assert [(s.heading, s.kinship, s.kin_of) for s in found] == [
        ("杨播", "", ""), ("侃", "子", "播"), ("椿", "弟", "播")]
    assert text[found[2].start:found[2].end].startswith("播弟椿。")


def test_where_no_heading_lists_anyone_a_name_and_zi_or_descent_opens_his_life(seg_rules):
    """The 新唐书 heads a chapter with its kind (奸臣上) and lists no one: 柳璨字炤之 (no comma before
    字) and 李林甫，…曾孙。 open their lives, which ran on in the man's before them; 尝侍宴，… ("once, at a
    banquet") goes on with his."""
    text = ("奸臣上\n许敬宗，字延族，杭州新城人。敬宗幼善属文。\n"
            "李林甫，长平肃王叔良曾孙。林甫善音律。\n尝侍宴，帝语山东及关中人，意有同异。林甫对曰：善。\n"
            "柳璨字炤之，公绰族孙也。璨少孤贫。\n")
    assert [s.heading for s in entries(segment(text, seg_rules))] == ["许敬宗", "李林甫", "柳璨"]


def test_where_a_heading_lists_the_men_an_unlisted_zi_line_stays_attached(seg_rules):
    text = "何胤\n何胤，字子季，庐江人。胤少好学。\n何炯字士光，胤从弟也。炯年十五，从胤受业。\n"
    assert [s.heading for s in entries(segment(text, seg_rules))] == ["何胤"]


def test_a_listed_name_leading_a_line_before_his_own_opening_goes_on_with_the_last_life(seg_rules):
    """石介有名山东，自介而下皆以先生事复 tells 孙复's life; 石介，字守道… is his own entry."""
    text = ("孙明石守\n孙明，字某，某州人。举进士不第。\n石守有名山东，自守而下皆以先生事明。石守执杖立侍明左右。\n"
            "石守，字某，某州人。进士及第。\n")
    found = entries(segment(text, seg_rules))
    assert [s.heading for s in found] == ["孙明", "石守"]
    assert "执杖立侍" in text[found[0].start:found[0].end]
