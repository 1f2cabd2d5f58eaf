import pytest

from shiguan.era import (
    EraDate,
    convert,
    find_era_dates,
    load_eras,
    parse_year_number,
    resolve_bare_years,
    year_of,
)

# 清史稿·列传·卷一百 (兆惠, then the end of 兆惠's and the start of 阿里衮's biographies).
ZHAOHUI = (
    "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。父佛标，官至都统。兆惠，以笔帖式直军机处。"
    "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领。乾隆十三年，命兼领户部侍郎。赴金川督粮运，"
    "疏论粮运事，并言诸将惟乌尔登，哈攀龙勇往，并及诸行省遣兵多不实。上命告经略傅恒覈实。师还，"
    "命覈军需。调户部侍郎。赴山东按传钞尚书孙嘉淦伪疏稿，暂署巡抚。十八年，命赴西藏防准噶尔。"
    "十九年，议用兵，命协理北路军务，并督粮运。二十年，命驻乌里雅苏台。"
)
ALIGUN = (
    "二十九年十一月，卒。上临其丧，赠太保，谥文襄。嘉庆元年十一月，命配享太庙。\n"
    "子紥兰泰，尚高宗女和硕和恪公主，袭爵，授额驸。\n"
    "阿里衮，字松崖，钮祜禄氏，满洲正白旗人，尹德第四子，而讷亲弟也。乾隆初，自二等侍卫授总管内务府大臣。"
    "迁侍郎，历兵、户二部。五年，命与佥都御史朱必堦如山东勘巡抚硕色报歉收失实状。"
)
# Durations from other 清史稿 volumes (卷一百零七, 卷一百三十四, 卷一百二十二).
DURATIONS = (
    "道光三年，内召，授头等侍卫，仍兼提督衔。以熟悉南山情形，未几，复授西安镇总兵。"
    "在任凡十年，擢贵州提督，调浙江提督。二十年，英吉利兵陷定海。"
    "永贵条上八事，俾文武互任其责，下部议行。居三年，命真除。"
    "伊勒图在边二十馀年，诸所经画，缜密垂久远。"
)


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("崇祯三年", 1630),
        ("顺治十八年", 1661),
        ("乾隆元年", 1736),
        ("道光二十年", 1840),
        ("明崇祯三年", 1630),
        ("崇禎三年", 1630),
        ("大清道光二十年", 1840),
        ("清乾隆十三年", 1748),
        ("康熙六十一年", 1722),
        ("光绪三十四年", 1908),
        ("光緒三十四年", 1908),
        ("宣统三年", 1911),
        ("万历四十八年", 1620),
        ("天命元年", 1616),
        ("洪武三十五年", 1402),  # 洪武 as continued by 永乐 after 建文
        ("开元元年", 713),
        ("建安元年", 196),
        ("汉建安十三年", 208),  # 汉 stands for 东汉
        ("宋元嘉三年", 426),  # 宋 stands for 刘宋
        ("顺治18年", 1661),
    ],
)
def test_convert(text: str, year: int) -> None:
    date = convert(text)
    assert date.gregorian == year
    assert (date.text, date.start, date.end) == (text, 0, len(text))


def test_convert_fields() -> None:
    date = convert("顺治十八年")
    assert (date.era, date.year_in_era) == ("顺治", 18)
    assert [(era.name, era.simplified, era.dynasty, era.calendar) for era in date.candidates] == [
        ("順治", "顺治", "清", "china")
    ]


def test_convert_offsets_skip_surrounding_space() -> None:
    date = convert("  明崇祯三年 ")
    assert (date.text, date.start, date.end) == ("明崇祯三年", 2, 7)


def test_zhenguan_is_shared_with_xixia_and_japan() -> None:
    # Japan's 貞観 (859) gives way to the Chinese eras; 唐 and 西夏 stay undecided.
    date = convert("贞观元年")
    assert (date.years(), date.rule) == ([627, 1101], "undecided")
    assert (convert("贞观元年", prefer=("唐",)).gregorian, convert("贞观元年", prefer=("唐",)).rule) == (627, "project")
    assert (convert("唐贞观元年").gregorian, convert("唐贞观元年").rule) == (627, "prefix")
    assert convert("日本贞观元年").gregorian == 859


def test_ambiguous_era_without_dynasty() -> None:
    date = convert("永和三年")
    assert date.gregorian is None
    assert date.years() == [138, 347]
    assert {era.dynasty for era in date.candidates} == {"东汉", "晋"}
    assert convert("永和三年", prefer=("晋",)).gregorian == 347
    assert convert("晋永和三年").gregorian == 347
    assert convert("東漢永和三年").gregorian == 138


def test_prefer_ignored_when_no_candidate_matches() -> None:
    assert convert("永和三年", prefer=("清",)).years() == [138, 347]


@pytest.mark.parametrize(
    ("text", "year", "rule"),
    [
        # 元年 is the era's first year, not the year its emperor acceded (1398, 1402).
        ("永乐元年", 1403, "chinese"),  # Goguryeo's 永樂 (391) gives way
        ("建文元年", 1399, "only"),
        ("建文四年", 1402, "only"),
        ("永乐二十二年", 1424, "chinese"),
        ("洪武三十五年", 1402, "only"),
        # a dynasty, a period or a later name written before the era
        ("明永乐十一年", 1413, "prefix"),
        ("西晋建兴四年", 316, "prefix"),
        ("西晉建興四年", 316, "prefix"),
        ("北宋乾德四年", 966, "prefix"),
        ("唐太和九年", 835, "prefix"),  # 太 for 大: 唐's 大和
        ("五代后汉天福十二年", 947, "prefix"),  # 后汉 kept 后晋's 天福
        ("后晋天福三年", 938, "prefix"),
        ("南宋绍兴三十二年", 1162, "prefix"),
        ("蜀汉建兴五年", 227, "prefix"),
        ("绍武元年", 1646, "only"),  # Southern Ming, missing from sanmiao
    ],
)
def test_era_first_years_and_the_rule_that_decided(text: str, year: int, rule: str) -> None:
    date = convert(text)
    assert (date.gregorian, date.rule) == (year, rule)


def test_a_year_row_earlier_than_the_first_year_is_kept_as_accession() -> None:
    (yongle,) = convert("明永乐元年").candidates
    assert (yongle.start_year, yongle.accession_year, yongle.max_year) == (1403, 1402, 22)
    assert "五代" in convert("后汉天福十二年").candidates[0].also
    with pytest.raises(ValueError, match="beyond 永乐"):
        convert("明永乐二十三年")


def test_document_dates_decide_a_shared_era() -> None:
    # 永和 alone is 东汉 or 晋; a 晋 date in the same text decides it.
    dates = find_era_dates("永和三年，桓温伐蜀。升平元年，…")
    assert [(d.gregorian, d.rule) for d in dates] == [(347, "document"), (357, "only")]
    assert find_era_dates("永和三年，…")[0].rule == "undecided"


def test_year_beyond_some_candidates_narrows() -> None:
    # 东汉's 永和 lasted 6 years and Japan's 5, so only 晋's 永和 had a tenth year.
    assert convert("永和十年").gregorian == 354


def test_out_of_range_year_names_the_range() -> None:
    with pytest.raises(ValueError, match=r"崇祯.*1628–1644.*17 years"):
        convert("崇祯二十年")


@pytest.mark.parametrize("text", ["你好", "崇祯", "崇祯三", "乾隆初", "正年", "三年", "hello崇祯三年"])
def test_not_an_era_date(text: str) -> None:
    with pytest.raises(ValueError):
        convert(text)


def test_prefix_of_the_wrong_dynasty() -> None:
    with pytest.raises(ValueError, match="唐"):
        convert("清开元三年")


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("元", 1), ("一", 1), ("九", 9), ("十", 10), ("十一", 11), ("二十", 20), ("二十三", 23),
        ("廿", 20), ("廿三", 23), ("卅", 30), ("卅一", 31), ("三十", 30), ("四十八", 48),
        ("六十", 60), ("18", 18), ("１８", 18),
    ],
)
def test_parse_year_number(text: str, number: int) -> None:
    assert parse_year_number(text) == number


@pytest.mark.parametrize("text", ["正", "", "0", "十十", "二二", "百", "三年", "元年"])
def test_parse_year_number_rejects(text: str) -> None:
    assert parse_year_number(text) is None


def test_year_of() -> None:
    assert year_of("崇祯", 3) == [1630]
    assert year_of("崇禎", 3) == [1630]
    assert year_of("永和", 3) == [138, 347]  # Japan's 永和 (1377) gives way to Chinese eras
    assert year_of("永和", 3, prefer=("晋",)) == [347]
    assert year_of("崇祯", 18) == []
    with pytest.raises(ValueError):
        year_of("你好", 1)


def test_table_rows() -> None:
    eras = {(era.simplified, era.dynasty): era for era in load_eras()}
    assert len(load_eras()) > 1000
    assert eras["宣统", "清"].name == "宣統"
    assert eras["乾隆", "清"].start_year == 1736
    assert eras["至治", "元"].max_year == 3  # corrected: sanmiao has an end year of 1223


def test_find_era_dates_in_corpus_passage() -> None:
    dates = find_era_dates(ZHAOHUI)
    assert [(d.text, d.gregorian) for d in dates] == [("乾隆十三年", 1748)]
    assert all(ZHAOHUI[d.start : d.end] == d.text for d in dates)


def test_find_era_dates_with_prefix_and_traditional() -> None:
    text = "父崇简，明崇祯十六年进士。顺治二年，授官。光緒元年，卒。"
    dates = find_era_dates(text)
    assert [(d.text, d.era, d.gregorian) for d in dates] == [
        ("明崇祯十六年", "崇祯", 1643), ("顺治二年", "顺治", 1645), ("光緒元年", "光緒", 1875),
    ]
    assert all(text[d.start : d.end] == d.text for d in dates)


def test_find_era_dates_needs_a_year() -> None:
    assert find_era_dates("天下太平，天命所归。乾隆初，入朝。崇祯二十年。") == []


def test_find_era_dates_keeps_ambiguity_unless_preferred() -> None:
    [date] = find_era_dates("正德三年，召还。")
    assert date.years() == [1129, 1508]  # not Japan's 正徳 (1713)
    [date] = find_era_dates("正德三年，召还。", prefer=("清", "明", "南明"))
    assert date.gregorian == 1508


def test_resolve_bare_years_in_corpus_passage() -> None:
    dates = resolve_bare_years(ZHAOHUI)
    assert [(d.text, d.era, d.year_in_era, d.gregorian) for d in dates] == [
        ("乾隆十三年", "乾隆", 13, 1748),
        ("十八年", "乾隆", 18, 1753),
        ("十九年", "乾隆", 19, 1754),
        ("二十年", "乾隆", 20, 1755),
    ]
    assert all(ZHAOHUI[d.start : d.end] == d.text for d in dates)


def test_era_named_without_a_year_starts_a_context() -> None:
    dates = resolve_bare_years(ALIGUN, prefer=("清",))
    # 二十九年 precedes any era name; 五年 follows 乾隆初, not 嘉庆元年 (嘉庆 is also Japanese).
    assert [(d.text, d.era, d.gregorian) for d in dates] == [
        ("嘉庆元年", "嘉庆", 1796),
        ("五年", "乾隆", 1740),
    ]


def test_resolve_bare_years_rejects_durations() -> None:
    dates = resolve_bare_years(DURATIONS)
    assert [(d.text, d.gregorian) for d in dates] == [("道光三年", 1823), ("二十年", 1840)]


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        ("，三年，卒。", [1630]),
        ("。三年春，卒。", [1630]),
        ("，三年五月，卒。", [1630]),
        ("，至十年，卒。", [1637]),
        ("，十年，还。二年，卒。", [1637, 1629]),  # histories may go back in time
        ("，居三年，卒。", []),
        ("，凡十年，卒。", []),
        ("，越二年，卒。", []),
        ("，逾年，卒。", []),
        ("，数年，卒。", []),
        ("，十余年，卒。", []),
        ("，二十馀年，卒。", []),
        ("，三年不调。", []),
        ("，卒，年十八。", []),
        ("，改十年号。", []),
        ("，二十年，卒。", [None]),  # 崇祯 had only 17 years: a year of no era
    ],
)
def test_bare_year_rule(tail: str, expected: list[int]) -> None:
    dates = resolve_bare_years("崇祯元年，入仕" + tail)
    assert [d.gregorian for d in dates[1:]] == expected


def test_bare_year_without_preceding_era_is_skipped() -> None:
    assert resolve_bare_years("三年，卒。乾隆元年，生。") == [
        EraDate("乾隆元年", 5, 9, "乾隆", 1, convert("乾隆元年").candidates)
    ]


def test_an_earlier_era_named_in_passing_does_not_reset_bare_years():
    # 松筠's entry (清史稿 卷一百二十九): after 嘉庆四年 … 七年, "乾隆中" recalls the past; 十六年 is 嘉庆十六年.
    text = "嘉庆四年春，召为户部尚书。七年，擢伊犁将军。乾隆中屡诏伊犁屯田。十六年，调两广总督。"
    years = {d.text: d.gregorian for d in resolve_bare_years(text, ("清",))}
    assert years["七年"] == 1802 and years["十六年"] == 1811


def test_an_era_named_without_a_year_still_starts_a_context():
    years = {d.text: d.gregorian for d in resolve_bare_years("康熙十年，授编修。乾隆初，起用。三年，卒。", ("清",))}
    assert years["三年"] == 1738


def test_an_era_changing_sets_the_era_of_later_bare_years():
    # 周家楣 (卷二百二十九): 咸丰九年 … 光绪改元 … 八年 is 光绪八年, not 咸丰八年
    years = {d.text: d.gregorian
             for d in resolve_bare_years("咸丰九年进士。光绪改元，除少卿。八年，再授府尹。", ("清",))}
    assert years["八年"] == 1882


def test_an_era_named_in_a_quotation_dates_only_the_quotation():
    # 程祖洛: a memorial recalls 乾隆五十九年; the 七年 after it is still 道光七年
    text = "道光二年，擢巡抚。疏言： 漳水自乾隆五十九年南徙，二年，又溢。 七年，署侍郎。"
    start = text.index(" ")
    quoted = [(start, text.index(" ", start + 1) + 1)]
    years = {d.text: d.gregorian for d in resolve_bare_years(text, ("清",), quoted)}
    assert years["七年"] == 1827
    assert years["二年"] == 1737  # inside the memorial, its own era
    assert {d.text: d.gregorian for d in resolve_bare_years(text, ("清",))}["七年"] == 1742  # without the quote
