import random

import pytest

from shiguan.corpus import normalize
from shiguan.corpus.normalize import to_simplified

TRADITIONAL = (
    "兆惠，字和甫，吳雅氏，滿洲正黃旗人，孝恭仁皇后族孫。父佛標，官至都統。兆惠，以筆帖式直軍機處。"
    "七遷至刑部侍郎、正黃旗滿洲副都統、鑲紅旗護軍統領。乾隆十三年，命兼領戶部侍郎。"
)
SIMPLIFIED = (
    "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。父佛标，官至都统。兆惠，以笔帖式直军机处。"
    "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领。乾隆十三年，命兼领户部侍郎。"
)


def test_phrases_are_converted_in_context():
    assert to_simplified("崇禎三年，乾隆元年，國家") == "崇祯三年，乾隆元年，国家"


def test_paragraph_converts_line_by_line():
    text = TRADITIONAL.replace("。", "。\n")
    assert to_simplified(text) == SIMPLIFIED.replace("。", "。\n")


def test_simplified_text_is_unchanged():
    text = SIMPLIFIED + "\n\nPlain ASCII, 1795; 乾隆六十年。\n"
    assert to_simplified(text) == text


def test_random_mixtures_keep_their_length():
    alphabet = list("乾隆淨崇禎於國們說個發後裏著覆藉鍾瞭麼臺這来国们说个发后里着复借钟了么台这") + list(
        "abcXYZ 019，。、；：！？「」（）\n\r\t\ufeff\u3000") + ["\U00020000", "\U0002a6a5", "\uf900", "\ufa0a"]
    rng = random.Random(20240501)
    for _ in range(400):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 60)))
        assert len(to_simplified(text)) == len(text), text


def test_lone_surrogates_are_kept_and_the_rest_converted():
    text = "國\ud800家，潔淨"
    assert to_simplified(text) == "国\ud800家，洁净"


def fake_t2s(text: str) -> str:
    """A converter that, unlike today's OpenCC tables, changes length: 哩 -> 英里 (longer), 一二 -> 一 (shorter)."""
    return text.replace("一二", "一").replace("哩", "英里").replace("國", "国")


@pytest.fixture
def length_changing_converter(monkeypatch):
    monkeypatch.setattr(normalize, "_opencc_t2s", lambda: fake_t2s)


@pytest.mark.usefixtures("length_changing_converter")
def test_fallback_keeps_offsets_when_a_line_changes_length():
    text = "國家，三哩路。國人\n一二國"
    result = to_simplified(text)
    assert len(result) == len(text)
    # The clause "三哩路" cannot keep its length, so it is converted character by character and 哩 stays;
    # clauses that fit are converted whole; "一二國" shrinks as a whole and is redone per character.
    assert result == "国家，三哩路。国人\n一二国"


@pytest.mark.usefixtures("length_changing_converter")
def test_fallback_only_touches_the_line_that_changes():
    assert to_simplified("國一二\n國家") == "国一二\n国家"
