import time
from pathlib import Path

import pytest

from shiguan.corpus.language import detect_language, language_of
from shiguan.corpus.load import load_file

BENCH = Path("/work/shared/bench")

# The opening line of an entry in the bench corpus (清史稿·列传·卷一百).
CLASSICAL = ("兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。父佛标，官至都统。兆惠，以笔帖式直军机处。"
             "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领。乾隆十三年，命兼领户部侍郎。")
ENGLISH = (
    "I was born in the spring of 1801 in a stone house above the river, the third son of a miller and his "
    "wife. My father had come from the coast as a young man, and he built the house with his own hands. "
    "At twelve years of age I was put to work in the mill, where I learned to dress the stones and to keep "
    "the wheel in order; and there I stayed until the great flood of 1819 carried the house away.\n"
)
FRENCH = (
    "Je suis né au printemps de 1801 dans une maison de pierre au-dessus de la rivière, troisième fils d'un "
    "meunier et de sa femme. Mon père était venu de la côte quand il était jeune, et il avait bâti la maison "
    "de ses propres mains. À douze ans, on me mit au travail dans le moulin, où j'appris à tailler les meules "
    "et à tenir la roue en bon état ; et j'y restai jusqu'à ce que la grande crue emportât la maison.\n"
)
GERMAN = (
    "Ich wurde im Frühjahr 1801 in einem steinernen Haus über dem Fluss geboren, als dritter Sohn eines "
    "Müllers und seiner Frau. Mein Vater war als junger Mann von der Küste gekommen, und er hatte das Haus "
    "mit eigenen Händen gebaut. Mit zwölf Jahren musste ich in der Mühle arbeiten, wo ich lernte, was man "
    "mit den Steinen tut und wie man das Rad in Ordnung hält, bis die große Flut das Haus fortriss.\n"
)
# Dutch shares more function words with English than most ("was", "had", "is", "we").
DUTCH = (
    "Ik werd in het voorjaar van 1801 geboren in een stenen huis boven de rivier, als derde zoon van een "
    "molenaar en zijn vrouw. Mijn vader was als jonge man van de kust gekomen, en hij had het huis met zijn "
    "eigen handen gebouwd. Toen ik twaalf jaar oud was, moest ik in de molen werken, waar ik leerde de stenen "
    "te scherpen en het rad in orde te houden, tot de grote vloed het huis wegnam.\n"
)
SPANISH = (
    "Nací en la primavera de 1801 en una casa de piedra sobre el río, tercer hijo de un molinero y su mujer. "
    "Mi padre había venido de la costa cuando era joven, y había construido la casa con sus propias manos. "
    "A los doce años me pusieron a trabajar en el molino, donde aprendí a picar las piedras y a mantener la "
    "rueda en orden, hasta que la gran crecida se llevó la casa.\n"
)
JAPANESE = "私は千八百一年の春に川の上の石の家で生まれた。父は若い頃に海辺から来て、自分の手で家を建てた。"
GUTENBERG_HEADER = (
    "The Project Gutenberg eBook of Mémoires d'un meunier\n\nThis eBook is for the use of anyone anywhere "
    "in the United States and most other parts of the world at no cost and with almost no restrictions "
    "whatsoever. You may copy it, give it away or re-use it under the terms of the Project Gutenberg License "
    "included with this eBook or online at www.gutenberg.org.\n\n"
    "*** START OF THE PROJECT GUTENBERG EBOOK MÉMOIRES D'UN MEUNIER ***\n\n"
)
GUTENBERG_LICENCE = (
    "\n*** END OF THE PROJECT GUTENBERG EBOOK MÉMOIRES D'UN MEUNIER ***\n\n"
    "Updated editions will replace the previous one and the old editions will be renamed. Creating the works "
    "from print editions not protected by U.S. copyright law means that no one owns a United States copyright "
    "in these works, so the Foundation (and you!) can copy and distribute it in the United States without "
    "permission and without paying copyright royalties.\n"
) * 8


@pytest.mark.parametrize(("text", "code"), [
    (CLASSICAL, "zh"),
    (ENGLISH, "en"),
    (FRENCH, "other"),
    (GERMAN, "other"),
    (DUTCH, "other"),
    (SPANISH, "other"),
    (JAPANESE, "other"),
])
def test_language_of_a_paragraph(text, code):
    assert detect_language(text) == code
    assert detect_language(text * 500) == code  # and when sampled in windows


def test_chinese_with_some_english_is_chinese():
    """A Han character weighs as much as a word: a few English phrases don't outweigh the Chinese."""
    text = CLASSICAL + " (Zhaohui, a Manchu general of the Qianlong reign; see the English summary.) " + CLASSICAL
    assert detect_language(text) == "zh"
    assert language_of(text).reason.startswith("Han characters are ")


def test_english_with_a_few_chinese_names_is_english():
    assert detect_language(ENGLISH + "His teacher wrote his name as 兆惠 and 阿桂. " + ENGLISH) == "en"


@pytest.mark.parametrize("text", ["", "   \n\n", "1801, 1819, 1820."])
def test_no_letters_at_all_is_other(text):
    language = language_of(text)
    assert language.code == "other" and language.reason.startswith("too little text")


@pytest.mark.parametrize(("text", "code"), [("The mill.", "en"), ("兆惠", "zh"), ("兆惠，字和甫。", "zh")])
def test_too_little_text_to_tell_is_read_by_its_script(text, code):
    language = language_of(text)
    assert language.code == code and language.reason.startswith("a short text")


def test_the_gutenberg_header_and_licence_are_not_sampled():
    """Their English wraps books in every language."""
    book = GUTENBERG_HEADER + FRENCH * 3 + GUTENBERG_LICENCE
    assert detect_language(book) == "other"
    assert "English function words are only" in language_of(book).reason
    assert detect_language(GUTENBERG_HEADER + ENGLISH * 3 + GUTENBERG_LICENCE) == "en"


def test_a_large_text_is_read_through_a_bounded_sample():
    big = GUTENBERG_HEADER + ENGLISH * 100_000 + GUTENBERG_LICENCE  # about 40 MB
    started = time.perf_counter()
    assert detect_language(big) == "en"
    assert time.perf_counter() - started < 0.2  # scanning it all would take seconds
    assert language_of(big).reason.endswith("Latin-script words sampled")


@pytest.mark.parametrize("pattern", ["narratives/*.txt", "corpus/*.txt"])
def test_bench_documents(pattern):
    paths = sorted(BENCH.glob(pattern))[:6]
    if not paths:
        pytest.skip(f"no {BENCH / pattern}")
    expected = "en" if pattern.startswith("narratives") else "zh"
    for path in paths:
        loaded = load_file(path)
        assert loaded is not None
        assert detect_language(loaded.text) == expected, path
