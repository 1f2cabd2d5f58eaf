"""Whose clause, and whose entry, in the shapes issue 41's readers found on main (invented
chapters in the manner of the histories, no bench text, read without a store): another entry's
subject named by his given name alone, a son brought in as 其子X年N岁, a man brought in by his
native place (时有某地人X); and paragraphs that open no man's entry (an age, a prince at his post,
a people) or a kinsman's (A子B)."""

from __future__ import annotations

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF, UNDECIDED


def facts(rules, text: str, name: str) -> dict[str, tuple[str, str]]:
    """Value → (who, basis) of the facts of `name`'s entry in `text`."""
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {f.value: (f.subject.who, f.subject.basis) for f in entry.facts}


_CHAPTER = ("韩德成、沈守之\n韩德成，字文远，吴郡人也。少有志节，仕为建安令。\n"
            "沈守之，字彦和，略阳人也。少倜傥。守之迁宣威将军、钟离太守。守之驰使以闻。\n"
            "弟望之，骁勇有气力，以为积弩将军。死，追赠冀州刺史。\n"
            "二年，守之坐论功免官。复为游击将军，领南东海太守。进号宁朔将军。其年卒，时年七十，谥曰壮侯。\n")


def test_the_main_man_named_alone_after_his_brothers_account_is_not_the_brothers(rules):
    """守之 of 沈守之 opens a paragraph after a time: his career, not 望之's."""
    found = facts(rules, _CHAPTER, "望之")
    assert found["积弩将军"][0] == SELF and found["冀州刺史"][0] == SELF
    for post in ("游击将军", "南东海太守", "宁朔将军", "壮侯"):  # nor his death, age and 谥 (the last death)
        assert post not in found or found[post][1] == UNDECIDED, post
    assert facts(rules, _CHAPTER, "沈守之")["驰使以闻"][0] == SELF  # his own clause stays his


def test_a_son_introduced_after_his_and_his_age_is_named_alone_after(rules):
    """其子仆年九岁 … 仆以夫人之功，封信都侯: the son's title, not his mother's."""
    text = ("列传第一\n冼夫人\n冼夫人者，高凉冼氏之女也。夫人幼贤明，多筹略。及宝卒，夫人怀集百越，数州晏然。"
            "至陈永定二年，其子仆年九岁，遣帅诸首领朝于京师，起家拜阳春郡守。后广州刺史欧阳纥谋反，召仆至高安，"
            "诱与为乱。仆遣使归告夫人，夫人曰： 我为忠贞，不能惜汝。 遂发兵拒境，纥徒溃散。仆以夫人之功，封信都侯，"
            "转石龙太守。夫人寻卒。\n")
    found = facts(rules, text, "冼夫人")
    for value in ("信都侯", "石龙太守"):
        assert found[value][1] == UNDECIDED, value
    assert found["寻卒"][0] == SELF


def _headings(rules, text: str) -> list[str]:
    return [e.heading.name for e in read_chinese_entries(rules, text)]


def test_an_age_or_a_princes_post_opening_a_paragraph_is_no_entry(rules):
    """年六岁，拜为皇太子 is the subject's age and his title, no son named 年六岁; 子明在荆州 is a
    prince at his post, no son named 明在荆州."""
    text = ("列传第一\n萧文远\n萧文远，字子文，吴郡人也。少好学。\n年六岁，拜为皇太子，中庶子入直永福省。\n"
            "子明在荆州，好辞赋，数集僚友，文远尤被赏爱。\n")
    assert _headings(rules, text) == ["萧文远"]


def test_a_surname_and_given_name_then_a_kinsman_term_heads_the_kinsmans_entry(rules):
    """祖文弟云，字罗汉: 云, the brother of 祖文, not a Mr 祖文弟云."""
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。少好学。\n祖文弟云，字罗汉，颇有风尚，位南兗州刺史。\n")
    assert _headings(rules, text)[-1] == "云"


def test_a_peoples_account_opens_no_mans_entry(rules):
    """高车，盖古赤狄之余种也 / 魏虏 / 西北诸戎: a people, not a person; its deeds go to no one (nor to
    the man whose entry stands before it)."""
    text = ("列传第一\n段文远 高狄 北虏 西南诸戎\n段文远，字子文，辽西人也。少好学。\n"
            "高狄，盖古赤狄之余种也。其语略与匈奴同。狄率众寇边，破其三城。\n"
            "北虏，匈奴种也。虏攻司州，烧居民。\n西南诸戎，汉世始通，或遣侍子。\n")
    entries = read_chinese_entries(rules, text)
    assert [e.heading.name for e in entries] == ["段文远"]
    assert not any(f.value.startswith(("率众寇边", "攻司州")) for f in entries[0].facts)


def test_a_man_brought_in_by_his_native_place_owns_the_clauses_after_him(rules):
    """时有天水人吕伯成…，后与兄聚众讨贼。战败，奔于胡某: 吕伯成's revolt and flight, not the
    subject's; the subject named again is his."""
    text = ("列传第一\n萧文远\n萧文远，字子文，吴郡人也。为大都督，西征。\n"
            "时有天水人吕伯成兄弟始共贼同逆，后与兄聚众讨贼。战败，奔于胡琛。伯成乃背胡琛。文远进讨，大破之。\n")
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == "萧文远")
    who = {text[c.start:c.end]: c.subject for c in entry.clauses}
    assert who["时有天水人吕伯成兄弟始共贼同逆"].name == "吕伯成"
    for clause in ("后与兄聚众讨贼", "战败", "奔于胡琛"):
        assert who[clause].who != SELF, clause
    assert who["文远进讨"].who == SELF
