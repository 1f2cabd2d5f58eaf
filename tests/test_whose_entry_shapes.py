"""Whose clause, and whose entry, in the shapes issue 41's readers and its reviewer found
(invented chapters in the manner of the histories, no bench text, read without a store): a son
brought in as 其子X年N岁; paragraphs that open no man's entry (an age, a prince at his post, a
people) or a kinsman's (A子B); and another entry's man named in the subject's entry (a father, an
official, a namesake brother, a man brought in by his native place), who takes none of the
subject's posts or death."""

from __future__ import annotations

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import OTHER, SELF, UNDECIDED


def facts(rules, text: str, name: str) -> dict[str, tuple[str, str]]:
    """Value → (who, basis) of the facts of `name`'s entry in `text`."""
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {f.value: (f.subject.who, f.subject.basis) for f in entry.facts}


def _who(rules, text: str, name: str) -> dict[str, tuple[str, str]]:
    """Value → (who, name) of the facts of `name`'s entry in `text`."""
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {f.value: (f.subject.who, f.subject.name) for f in entry.facts}


def test_a_fathers_name_in_his_sons_entry_takes_none_of_the_sons_posts(rules):
    """三年，父卒，袭爵，除某官 in the son's entry (the father with an entry of his own): the son
    inherits and is appointed; neither goes to the dead father."""
    text = ("列传第一\n周道之\n周道之，字彦远，略阳人也。少倜傥，仕为宣威将军，封建昌侯。\n子景庆，少有气干。\n"
            "三年，道之卒，袭爵，除散骑侍郎。\n初，道之镇合肥，以为主簿，委以军事。\n")
    found = _who(rules, text, "景庆")
    for value in ("袭爵", "散骑侍郎", "主簿"):
        assert found[value][0] != OTHER, value


def test_a_time_then_an_entry_mans_name_does_not_make_the_paragraph_his(rules):
    """是岁，X表荐之，拜某官 / 三年，X为某州刺史，引为司马 in the subject's entry, X with an entry of
    his own: the subject is recommended and appointed; only X's own post is his."""
    text = ("列传第一\n杜元方 许仲远\n杜元方，字伯达，吴郡人也。少有志节，仕为建安令。\n"
            "许仲远，字彦和，略阳人也。少倜傥。\n是岁，杜元方表荐之，拜中书侍郎。\n"
            "三年，杜元方为荆州刺史，引为司马。\n")
    found = _who(rules, text, "许仲远")
    assert found["中书侍郎"][0] == SELF
    assert found["荆州刺史"] == (OTHER, "杜元方")
    assert found["司马"][0] != OTHER


def test_a_brothers_given_name_is_not_another_entrys_man(rules):
    """弟某之 … 某之历某郡太守，卒，谥曰某 in one entry, while another entry's man is also 某之: the
    brother's post, death and 谥 are not that other man's."""
    text = ("列传第一\n郑恭之 孔德成\n郑恭之，字彦和，略阳人也。少倜傥，仕为宣威将军。\n"
            "孔德成，字伯达，吴郡人也。少有志节，仕为建安令。弟恭之，亦有才干。\n"
            "恭之历吴兴太守，卒于官，谥曰恭子。\n德成迁扬州刺史。\n")
    found = _who(rules, text, "孔德成")
    for value in ("吴兴太守", "卒于官", "恭子"):
        assert found[value][1] != "郑恭之", value


def test_the_subjects_death_after_another_entrys_deed_stays_his(rules):
    """贼寇某地，X击破之。久之，卒于官，时年N，谥曰某 (X with an entry): the subject's death."""
    text = ("列传第一\n杜元方 许仲远\n杜元方，字伯达，吴郡人也。少有志节，仕为建安令。\n"
            "许仲远，字彦和，略阳人也。少倜傥，仕为宣威将军。\n贼寇合肥，杜元方击破之。久之，卒于官，时年六十，谥曰壮侯。\n")
    found = _who(rules, text, "许仲远")
    assert found["壮侯"][0] == SELF and found["六十"][0] == SELF


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
    """魏虏 / 西北诸戎: a people, not a person; its deeds go to no one (nor to the man whose entry
    stands before it)."""
    text = ("列传第一\n段文远 北虏 西南诸戎\n段文远，字子文，辽西人也。少好学。\n"
            "北虏，匈奴种也。虏攻司州，烧居民。\n西南诸戎，汉世始通，或遣侍子。\n")
    entries = read_chinese_entries(rules, text)
    assert [e.heading.name for e in entries] == ["段文远"]
    assert not any(f.value.startswith("攻司州") for f in entries[0].facts)


def test_a_mans_line_that_gives_his_stock_opens_his_entry(rules):
    """X，某地杂胡也 / X，某地羌种也: a man's own line, saying his stock; his entry and deeds stay."""
    for stock in ("营州杂胡也", "南安赤亭羌种也"):
        text = (f"列传第一\n杜元方 石怀义\n杜元方，字伯达，吴郡人也。少有志节，仕为建安令。\n"
                f"石怀义，{stock}。少骁勇，拜平西将军，封西平公。卒，年七十，谥曰景。\n")
        assert _headings(rules, text) == ["杜元方", "石怀义"]
        assert _who(rules, text, "石怀义")["平西将军"][0] == SELF


def test_a_man_brought_in_by_his_native_place_takes_not_the_subjects_capture_of_him(rules):
    """时有某地人X聚众作乱，讨擒X，以功封某侯: the subject puts down X and is rewarded."""
    text = ("列传第一\n杜元方 许仲远\n杜元方，字伯达，吴郡人也。少有志节，仕为建安令。\n"
            "许仲远，字彦和，略阳人也。少倜傥。\n时有陇西人高文成聚众作乱，讨擒文成，以功封建昌侯，拜汝南太守。\n")
    found = _who(rules, text, "许仲远")
    for value in ("建昌侯", "汝南太守"):
        assert found[value][1] != "高文成", value
