"""Another man's death and honours inside the entry are not the subject's (issue 41): a death or
honour carried on after another man's part, another death or an unnamed kinsman's sentence stays
undecided; his own death and the court's honours after it stay his. Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import SELF, UNDECIDED


def _entry(rules, body: str) -> dict[str, tuple[str, str]]:
    return facts_of_entry(rules, f"列传第一\n陶季直\n陶季直字某，丹阳人也。迁某州刺史。{body}\n", "陶季直")


def _not_his(found: dict[str, tuple[str, str]], value: str) -> bool:
    return found[value][0] != SELF or found[value][1] == UNDECIDED


@pytest.mark.parametrize("body, value", [
    ("王德裕为贼所败，投水死。", "投水死"),  # a named man's defeat closes his part, not his death
    ("江德裕赴水死，事闻，赠太傅。", "太傅"),  # another man's death, then the court hears of it
    ("诏褒其长史死节，赠太常。", "太常"),  # the court praises a subordinate's death
    ("时王德裕犹卧后阁，亦伏诛。", "伏诛"),  # 亦: he too died, after another man's death
    ("帝遣王德裕讨贼。德裕从军三十年，卒。", "卒"),  # his given name, then his years: no era
    ("帝遣王德裕讨贼。德裕为郡三十年，卒。", "卒"),  # a charge held, then its years
    ("帝遣王德裕讨贼。德裕典兵三十年，卒。", "卒"),
    ("王德裕为贼所败，投水死，时年三十，赠太常。", "三十"),  # the age and 赠 of a death kept out
    ("王德裕为贼所败，投水死，时年三十，赠太常。", "太常"),
    ("与王德裕同守城。城陷，德裕死之。事闻，赠太常，谥曰忠。", "太常"),  # the sentence after his death
    ("与王德裕同守城。城陷，德裕死之。事闻，赠太常，谥曰忠。", "忠"),
    ("帝遣王德裕讨贼。德裕战殁。赠太常。", "太常"),
    ("贼至，士卒死者大半，力战，卒于阵，赠太常。", "太常"),  # the honour of an undecided death
    ("其父卒，赠太常。", "太常"),  # a kinsman's own death
    ("其子卒，赠太常。", "太常"),
    ("伯父亡。居数月，卒。", "卒"),
    ("季直部将王德裕战殁，赠太常。", "太常"),  # his name as a possessor names another man
    ("季直长史王德裕死节，赠太常。", "太常"),
    ("与王德裕善。德裕坐事下狱，诏赐死。", "赐死"),  # the court's death for the man just charged
    ("王德裕坐事下狱，诏赐死，赠太常。", "太常"),
    ("初，开善寺藏法师与季直遇于秦望，后还都，卒于钟山。", "卒于钟山"),  # he is only the man met
    ("季直次子令则，以罪徙边。后太子废，被诛。", "被诛"),  # a son named where the reader read no name
    ("子令则嗣。卒。", "卒"),
])
def test_a_death_or_honour_after_another_mans_part_or_death_is_not_his(rules, body, value):
    found = _entry(rules, body)
    assert _not_his(found, value), found


@pytest.mark.parametrize("opening", ["其父", "季直父", "其子", "叔父", "季直孙"])
def test_a_death_and_honour_after_an_unnamed_kinsmans_sentence_are_not_his(rules, opening):
    found = _entry(rules, f"{opening}以老去官。居数月，卒，赠太常。")
    assert _not_his(found, "卒") and _not_his(found, "太常"), found


@pytest.mark.parametrize("body, values", [
    ("贼大至，季直力战，死之。赠太常。", ("死之", "太常")),
    ("十年，卒于家，时年七十五。赠侍中。", ("卒于家", "七十五", "侍中")),
    ("普通三年，卒。诏赠车骑将军，谥曰襄。", ("车骑将军", "襄")),
    ("从军三十年，卒。", ("卒",)),
    ("为郡三十年，卒。", ("卒",)),
    ("侯景乱，季直避难还乡，未至，卒于夏口，时年七十二。", ("卒于夏口", "七十二")),  # named nearer
    ("季直与开善寺藏法师遇于秦望，后还都，卒于钟山。", ("卒于钟山",)),  # he meets the other man
    ("贼至，季直遂与诸将俱战，卒于阵。", ("卒于阵",)),
    # the throne, the court or a crowd deals with him, or 与 is "gave to" (review of zhdeath)
    ("上素与季直善，征为侍中，未至，卒于道。", ("卒于道",)),
    ("朝廷每与季直议事，多见纳用，年七十，卒于官。", ("卒于官",)),
    ("时人皆与季直交，后还都，卒。", ("卒",)),
    ("诏给与季直钱十万，未几卒。", ("卒",)),
    ("齐受禅，卒于家。", ("卒于家",)),  # an accession tells when
    ("贼至，季直期以必死，遂为贼所害，时年三十三。", ("三十三",)),  # a resolve to die is no death
    ("及玄感败，伏诛。", ("伏诛",)),  # another man's fall as a time
    ("入为某官，卒。大学士王德裕等奏请加赠，诏赠著作郎。", ("著作郎",)),  # a plea for his honour
    ("季直还京师。后归乡里，亦为贼所害。", ("为贼所害",)),  # 亦 after his own name
    ("帝改署宾客。郁郁不得意卒，赠太保。", ("太保",)),  # a doubled word is no man
    ("卒。后王德裕死，诏赐季直遗表恩泽，谥曰文。", ("文",)),  # named nearer, as the one granted
    ("与王德裕同守城，城陷，德裕战死，乃收余众力战，死之，时年四十，赠太常。", ("死之", "四十", "太常")),
    ("母年老，乞归养，诏许之。卒于家。", ("卒于家",)),  # a kinsman's sentence that ends no part of his
    ("母年八十，乞归养。卒于家，赠太常。", ("卒于家", "太常")),
    ("王德裕谮之，诏赐死。", ("赐死",)),  # another man's slander, then the court's death is his
    ("母殁，负土为坟，悒悒而卒。", ("悒悒而卒",)),  # his death after his mother's in one sentence
    ("其子追及，问以家事，不答。后召还。数日卒，年五十三。", ("卒", "五十三")),  # a verb after 其子, no son named
    ("民有父子坐系，而子获免。后召还。数日卒。", ("卒",)),
    ("贼犯城，回战于某河，死之。赠都统衔，谥壮节。", ("都统衔", "壮节")),  # no man named before
    ("王德裕犯城，回战于某河，死之。赠都统衔。", ("都统衔",)),  # a death left open is no other man's
])
def test_his_own_death_and_the_courts_honours_stay_his(rules, body, values):
    found = _entry(rules, body)
    for value in values:
        assert found[value][0] == SELF and found[value][1] != UNDECIDED, found
