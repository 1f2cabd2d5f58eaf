"""Posts listed after an appointing clause, each in a clause of its own (累迁A，B，C): read as that
appointment's posts, judged where its verb stands, and written with it. Invented text, the shape
of the Southern and Northern histories."""

from __future__ import annotations

from conftest import rules_biography

from shiguan.lang.zh.attribute import attribute
from shiguan.lang.zh.extract import extract_facts, opening_sentence_end
from shiguan.lang.zh.subjects import SubjectTracker

PREFER = ("梁", "宋", "齐")


def posts(text: str, rules) -> list[tuple[str, str]]:
    facts = extract_facts(text, 0, len(text), rules, PREFER)
    return [(f.value, f.detail) for f in facts if f.relation == "任职"]


def test_posts_listed_after_the_verb_are_read_with_it(extract_rules):
    text = "甲乙，某郡人也。累迁中军某王法曹行参军，太子舍人，某王主簿。除太子洗马，某郡太守，政有能名。"
    assert posts(text, extract_rules) == [
        ("中军某王法曹行参军", "累迁"), ("太子舍人", "累迁"), ("某王主簿", "累迁"),
        ("太子洗马", "除"), ("某郡太守", "除")]


def test_a_list_the_next_clause_undoes_is_not_read(extract_rules):
    # 征为A，B，并不就: he took neither post
    assert posts("甲乙，某郡人也。征为中书郎，太子中庶子，并不就。", extract_rules) == []
    # with four, the reversal stands past the two clauses after B that reversals.undone looks at:
    # the list itself sees it, and a reversal of several (并不就) undoes A too
    text = "甲乙，某郡人也。征为中书郎，太子中庶子，某王主簿，某州别驾，并不就。"
    assert posts(text, extract_rules) == []


def test_what_is_no_bare_post_stops_the_list(extract_rules):
    # a grant (给鼓吹一部), a post with its own verb (俄迁), an honour (加), another man's post (丙丁为)
    text = "甲乙，某郡人也。出为某州刺史，给鼓吹一部。迁侍中，俄迁某州刺史。为太常卿，加散骑常侍，丙丁为司空。"
    evidence = [(f.value, text[f.evidence.start:f.evidence.end])
                for f in extract_facts(text, 0, len(text), extract_rules, PREFER) if f.relation == "任职"]
    assert evidence == [("某州刺史", "出为某州刺史"), ("侍中", "迁侍中"), ("某州刺史", "迁某州刺史"),
                        ("太常卿", "为太常卿"), ("司空", "丙丁为司空")]


def test_a_listed_post_is_judged_where_its_verb_stands(extract_rules, subject_rules):
    # read alone, 「黄门侍郎」 looks like a title before an unnamed man; it is his, as 秘书丞 is
    text = "甲乙，某郡人也。累迁秘书丞，黄门侍郎。"
    tracker = SubjectTracker(text, subject_rules, ["甲乙"])
    clauses = tracker.track(0, len(text), ["甲乙", "乙"], opening_sentence_end(text, 0, len(text)))
    facts = attribute(extract_facts(text, 0, len(text), extract_rules, PREFER), clauses, tracker, ["甲乙", "乙"])
    assert {f.value: f.subject.who for f in facts if f.relation == "任职"} == {"秘书丞": "self", "黄门侍郎": "self"}


def test_the_biography_writes_the_listed_posts_with_their_verb(tmp_path):
    text = ("列传第一\n"
            "柳文通\n"
            "柳文通，字季达，某郡某县人也。起家某王国常侍，累迁秘书丞，黄门侍郎，太子中庶子。"
            "出为某郡太守，卒于郡，时年五十。\n")
    bio = rules_biography(tmp_path, text, "柳文通")
    assert "累迁秘书丞、黄门侍郎、太子中庶子" in bio, bio


def test_a_post_named_over_a_list_of_places_is_one_post_among_the_others(extract_rules):
    # before, one piece without a post's ending made the whole run one "post" (too long: none read)
    text = "甲乙，某郡人也。出为持节、都督青、冀二州诸军事、信武将军、青、冀二州刺史。迁刑、兵二部尚书。"
    assert [v for v, _ in posts(text, extract_rules)] == [
        "都督青、冀二州诸军事", "信武将军", "青、冀二州刺史", "刑、兵二部尚书"]
    # a run that ends in no post is still one piece, and then no post
    assert posts("甲乙，某郡人也。授使持节。", extract_rules) == []


def test_posts_of_the_southern_histories_the_reader_missed(extract_rules):
    # 起家著作佐郎 (the first post of many a career), 太子率更令 (率 there leads no men), and the
    # verbs 以为, 引为, 板为, 辟为 at a clause's start
    text = ("甲乙，某郡人也。起家著作佐郎，迁著作郎。寻除太子率更令。某王为州，引为主簿，"
            "板为中兵参军。又以为太子洗马。州辟为西曹书佐。")
    assert [v for v, _ in posts(text, extract_rules)] == [
        "著作佐郎", "著作郎", "太子率更令", "主簿", "中兵参军", "太子洗马"]
    assert posts("甲乙，某郡人也。率兵三千讨之。", extract_rules) == []


def test_a_post_his_name_opens_is_written_with_its_verb_not_a_character_of_the_name(tmp_path):
    text = ("列传第一\n刘季连\n刘季连，字惠续，彭城人也。宋世为某王行参军。齐永明三年，季连为尚书左丞，江夏内史。"
            "建武二年，季连为太子中庶子。卒于家。\n")
    bio = rules_biography(tmp_path, text, "刘季连")
    assert "为尚书左丞、江夏内史" in bio and "为太子中庶子" in bio, bio
    assert "季尚书" not in bio and "季太子" not in bio, bio


def test_a_clause_a_man_or_a_kinsman_opens_keeps_its_own_reading(extract_rules, subject_rules):
    # 弟丙戊某郡太守 is his brother's post: never read as one listed after his; and a listed clause
    # the tracker reads as another's is not judged at the verb before it
    text = "甲乙，字丙丁，某郡人也。累迁中书侍郎，弟丙戊某郡太守。"
    assert [v for v, _ in posts(text, extract_rules)] == ["中书侍郎"]
    text = "甲乙，字季达，某郡人也。与张丙戊相知。累迁中书侍郎，张丙戊太子洗马。"
    tracker = SubjectTracker(text, subject_rules, ["甲乙"])
    clauses = tracker.track(0, len(text), ["甲乙", "乙"], opening_sentence_end(text, 0, len(text)))
    facts = attribute(extract_facts(text, 0, len(text), extract_rules, PREFER), clauses, tracker, ["甲乙", "乙"])
    assert [f.subject.who for f in facts if f.relation == "任职" and "洗马" in f.value] == []


def test_a_listed_clause_a_name_the_entry_wrote_before_opens_is_not_his(extract_rules):
    # 张丁 (a surname and a one-character given name) and 丁 alone: another man's post, not a list
    for lead in ("张丁", "丁"):
        text = f"甲乙，某郡人也。与张丁相知。累迁尚书左丞，{lead}吏部尚书。"
        assert [v for v, _ in posts(text, extract_rules)] == ["尚书左丞"], lead


def test_a_clause_that_only_ends_like_a_post_is_not_listed(extract_rules):
    text = ("甲乙，某郡人也。后转某郡太守，稍习法令。迁侍中，卒于道。出为某州刺史，实封千户。"
            "拜太子詹事，聚徒教授。除中书令，罢侍讲。为某州刺史，归本镇。")
    assert [v for v, _ in posts(text, extract_rules)] == ["某郡太守", "侍中", "某州刺史", "太子詹事", "中书令",
                                                          "某州刺史"]


def test_a_grant_an_abolition_or_a_charge_after_a_post_is_no_listed_post(extract_rules):
    text = ("甲乙，某省某县人。起甘肃按察使，旋赐三品卿。调江南提督，赏轻车都尉。改江运同知，裁丹阳县丞。"
            "授户部尚书，总理陕西巡抚。")
    assert [v for v, _ in posts(text, extract_rules)] == ["甘肃按察使", "江南提督", "江运同知", "户部尚书"]


def test_a_listed_clause_a_time_word_opens_is_no_bare_post(extract_rules):
    # 时司徒左长史: "at the time" a post (of his, or of the man the sentence goes on with); 后军将军 is
    # still a post listed after his
    for time in ("时", "顷之，", "既而"):
        text = f"甲乙，某郡人也。累迁太子舍人，{time}司徒左长史。"
        assert [v for v, _ in posts(text, extract_rules)] == ["太子舍人"], time
    text = "甲乙，某郡人也。累迁太子舍人，后军将军。"
    assert [v for v, _ in posts(text, extract_rules)] == ["太子舍人", "后军将军"]


def test_the_post_he_reached_written_with_wei_alone(extract_rules):
    # 位某州刺史 (the 北史's and 南史's shorthand for 位至) opens a clause; 位望 is no post
    text = "甲乙，某郡人也。仕梁，位某部尚书。封某县公，位某州刺史。位望隆重，位在诸王上。"
    assert posts(text, extract_rules) == [("某部尚书", "位"), ("某州刺史", "位")]


def test_a_kinsmans_entry_keeps_his_post_and_not_his_fathers_or_brothers(tmp_path):
    text = ("列传第一\n裴仲衡\n"
            "裴仲衡，字文度，某郡某县人也。兄伯衡，位某郡太守。仲衡仕梁，位某部尚书。封某县公，位某州刺史。卒。\n"
            "子叔良，袭爵，位某卫将军。\n")
    bio = rules_biography(tmp_path / "a", text, "裴仲衡")
    assert "位某部尚书" in bio and "位某州刺史" in bio, bio
    assert "太守" not in bio and "卫将军" not in bio, bio
    assert "位某卫将军" in rules_biography(tmp_path / "b", text, "叔良")


def test_a_post_in_a_sentence_a_named_kinsman_opens_is_not_read(extract_rules):
    # 某弟某，位某官 and 某宗人某字某，…，位某官: the kinsman's post, whoever the subject rules carry on;
    # his own 长子某，位某官 and 子某，袭爵，位某官 are read
    for sentence in ("丙丁弟戊己，位某州刺史。", "丙丁宗人戊己字庚辛，颇有文义，位某部尚书。"):
        assert posts(f"甲乙，某郡人也。位某郡太守。{sentence}", extract_rules) == [("某郡太守", "位")], sentence
    for sentence in ("长子戊己，位某州刺史。", "子戊己，袭爵，位某州刺史。"):
        assert posts(f"甲乙，某郡人也。{sentence}", extract_rules) == [("某州刺史", "位")], sentence


def test_a_sons_post_in_a_list_of_sons_is_not_the_fathers(tmp_path, extract_rules):
    # 有子三人：长曰某，位某官；次曰某，位某官 (and 二子：长某，位…; 长子某，次某，位…): each son's post
    for sons in ("有子三人：长曰戊己，位某州刺史；次曰戊庚，位某郡太守。",
                 "二子：长戊己，位某州刺史；次戊庚，位某郡太守。",
                 "有三子，长曰戊己，位某州刺史。", "长子戊己，次戊庚，位某州刺史。"):
        assert posts(f"甲乙，某郡人也。卒。{sons}", extract_rules) == [], sons
    text = ("列传第一\n张乙丙\n张乙丙，字子文，某郡人也。为某郡太守。卒。"
            "有子三人：长曰戊己，位某州刺史；次曰戊庚，位某县令。\n")
    bio = rules_biography(tmp_path, text, "张乙丙")
    assert "某郡太守" in bio and "刺史" not in bio and "县令" not in bio, bio


def test_wei_before_a_verb_or_a_degree_word_is_no_post(extract_rules):
    # 位居大臣, 位登列卿, 位不过县令: no post; 位止某郡太守 reads as 位至 (the bare post)
    for clause in ("位居大臣", "位登列卿", "位不过县令", "位未至侍中而卒"):
        assert posts(f"甲乙，某郡人也。仕梁，{clause}。", extract_rules) == [], clause
    assert posts("甲乙，某郡人也。不慧，位止某郡太守。", extract_rules) == [("某郡太守", "位止")]


def test_a_zi_or_a_name_holding_a_kinship_character_keeps_his_own_post(extract_rules):
    # 子 in his 字 (字子恭) or in his name (丙子丁, 公孙丁) is no kinsman: his own post is read
    for name, opening in (("王丁", "王丁字子恭，某郡人也，仕梁，"), ("丙子丁", "丙子丁，字景乔，少好学，"),
                          ("公孙丁", "公孙丁，字景乔，仕梁，")):
        text = f"{opening}位某州刺史。"
        facts = extract_facts(text, 0, len(text), extract_rules, PREFER, own=(name, name[-1]))
        assert [f.value for f in facts if f.relation == "任职"] == ["某州刺史"], name
    text = "甲乙，某郡人也。丙丁弟戊己，字子恭，位某州刺史。"  # a kinsman's post stays his kinsman's
    assert posts(text, extract_rules) == []
