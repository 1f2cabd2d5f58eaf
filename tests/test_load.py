import hashlib
import logging
import os
from pathlib import Path

import pytest
from reportlab.lib.pdfencrypt import StandardEncryption
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfgen import canvas

from shiguan.corpus.load import SUPPORTED_SUFFIXES, CorpusFiles, LoadedText, load_file
from shiguan.errors import InputError

SIMPLIFIED = (
    "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。父佛标，官至都统。兆惠，以笔帖式直军机处。"
    "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领。乾隆十三年，命兼领户部侍郎。"
)
TRADITIONAL = (
    "兆惠，字和甫，吳雅氏，滿洲正黃旗人，孝恭仁皇后族孫。父佛標，官至都統。兆惠，以筆帖式直軍機處。"
    "七遷至刑部侍郎、正黃旗滿洲副都統、鑲紅旗護軍統領。乾隆十三年，命兼領戶部侍郎。"
)


def write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def load(path: Path) -> LoadedText:
    loaded = load_file(path)
    assert loaded is not None
    return loaded


def test_utf8_text_and_hash(tmp_path):
    raw = "甲\n乙 plain ASCII\n".encode()
    loaded = load(write(tmp_path / "a.txt", raw))
    assert loaded == LoadedText(
        path=tmp_path / "a.txt", text="甲\n乙 plain ASCII\n", encoding="utf-8", sha256=hashlib.sha256(raw).hexdigest()
    )


def test_utf8_bom_is_removed_but_hashed(tmp_path):
    raw = b"\xef\xbb\xbf" + "兆惠".encode()
    loaded = load(write(tmp_path / "bom.md", raw))
    assert (loaded.text, loaded.encoding) == ("兆惠", "utf-8")
    assert loaded.sha256 == hashlib.sha256(raw).hexdigest()


def test_line_ends_are_normalised(tmp_path):
    loaded = load(write(tmp_path / "crlf.txt", "一\r\n二\r三\n四\r\n".encode()))
    assert loaded.text == "一\n二\n三\n四\n"


def test_gb18030_paragraph(tmp_path):
    loaded = load(write(tmp_path / "gb.txt", SIMPLIFIED.encode("gb18030")))
    assert (loaded.encoding, loaded.text) == ("gb18030", SIMPLIFIED)


def test_gb18030_with_crlf(tmp_path):
    text = SIMPLIFIED.replace("。", "。\r\n")
    loaded = load(write(tmp_path / "gb.txt", text.encode("gb18030")))
    assert (loaded.encoding, loaded.text) == ("gb18030", SIMPLIFIED.replace("。", "。\n"))


def test_big5_paragraph(tmp_path):
    loaded = load(write(tmp_path / "b5.txt", TRADITIONAL.encode("big5")))
    assert (loaded.encoding, loaded.text) == ("big5", TRADITIONAL)


# Most Big5 byte pairs are also valid GB18030 (and vice versa), so the choice rests on which decoding
# reads as Chinese. Measured on random snippets of the Qing corpus this is reliable from ~10 characters;
# at 2-8 characters a few percent of samples are genuinely ambiguous, so no shorter case is promised.
@pytest.mark.parametrize(
    ("text", "encoding"),
    [
        ("乾隆十三年，命兼領戶部侍郎。", "big5"),
        ("父佛標，官至都統。以筆帖式直軍機處。", "big5"),
        ("乾隆十三年，命兼领户部侍郎。", "gb18030"),
        ("父佛标，官至都统。以笔帖式直军机处。", "gb18030"),
    ],
)
def test_short_legacy_sentences(tmp_path, text, encoding):
    loaded = load(write(tmp_path / "short.txt", text.encode(encoding)))
    assert (loaded.encoding, loaded.text) == (encoding, text)


# Fixed 8-character snippets that each need one part of the score to be detected correctly:
# the common-hanzi share, the private-use penalty, and the penalty for kana/Greek/bopomofo.
@pytest.mark.parametrize(
    ("text", "encoding"),
    [("尊崇達賴喇嘛法教", "big5"), ("俱奉貢賦，遵約束", "big5"), ("赉妇酒食，具鼓吹", "gb18030")],
)
def test_short_snippets_need_every_signal(tmp_path, text, encoding):
    loaded = load(write(tmp_path / "snippet.txt", text.encode(encoding)))
    assert (loaded.encoding, loaded.text) == (encoding, text)


def test_tie_goes_to_gb18030(tmp_path):
    raw = "啊埃".encode("gb18030")  # equally (im)plausible either way: Big5 reads these bytes as 陛除
    assert raw.decode("big5") == "陛除"
    assert load(write(tmp_path / "tie.txt", raw)).encoding == "gb18030"


def test_traditional_text_in_gb18030_stays_gb18030(tmp_path):
    loaded = load(write(tmp_path / "trad-gb.txt", TRADITIONAL.encode("gb18030")))
    assert (loaded.encoding, loaded.text) == ("gb18030", TRADITIONAL)


@pytest.mark.parametrize(
    "raw", [b"", b" \n\t\r\n  ", "\u3000\n".encode()], ids=["zero-bytes", "ascii-space", "ideographic-space"]
)
def test_empty_files_warn_and_return_none(tmp_path, caplog, raw):
    path = write(tmp_path / "empty.txt", raw)
    with caplog.at_level(logging.WARNING, logger="shiguan.corpus"):
        assert load_file(path) is None
    assert [r.name for r in caplog.records] == ["shiguan.corpus"]
    assert "empty.txt" in caplog.records[0].getMessage()


@pytest.mark.parametrize(
    "raw",
    [
        bytes(range(256)) * 10,
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10",
        bytes(range(1, 32)) * 50,  # no NUL, but mostly stray control bytes
    ],
    ids=["all-bytes", "png-header", "controls"],
)
def test_binary_file_is_rejected(tmp_path, raw):
    path = write(tmp_path / "picture.txt", raw)
    with pytest.raises(InputError, match="picture.txt: looks like a binary file"):
        load_file(path)


def test_text_with_a_few_controls_is_not_binary(tmp_path):
    text = "第一页\f第二页\x1b" + "正文" * 20
    assert load(write(tmp_path / "ff.txt", text.encode())).text == text


def test_western_text_in_windows_1252(tmp_path):
    """Older Gutenberg texts (Douglass's Narrative): ASCII but for curly quotes and dashes."""
    text = ("I have no accurate knowledge of my age, never having seen any authentic record containing it. "
            "By far the larger part of the slaves know as little of their ages as horses know of theirs, "
            "and it is the wish of most masters within my knowledge to keep them thus ignorant. "
            "“I was born in Tuckahoe,” he wrote — it’s near Hillsborough.\n")
    loaded = load(write(tmp_path / "narrative.txt", text.encode("cp1252")))
    assert (loaded.encoding, loaded.text) == ("cp1252", text)


def test_undecodable_file_is_rejected(tmp_path):
    raw = b"caf\xe9 \xff\xfe\x80"
    for encoding in ("utf-8", "gb18030", "big5"):
        with pytest.raises(UnicodeDecodeError):
            raw.decode(encoding)
    path = write(tmp_path / "latin1.txt", raw)
    with pytest.raises(InputError) as excinfo:
        load_file(path)
    message = str(excinfo.value)
    assert "cannot decode as UTF-8, GB18030 or Big5" in message
    assert "iconv -f SOURCE_ENCODING -t UTF-8 latin1.txt > latin1.utf8.txt" in message


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions that bind")
def test_unreadable_file_is_rejected(tmp_path):
    path = write(tmp_path / "secret.txt", b"text")
    path.chmod(0)
    try:
        with pytest.raises(InputError, match="secret.txt: cannot read file"):
            load_file(path)
    finally:
        path.chmod(0o600)


def test_path_that_cannot_be_read_as_a_file_is_rejected(tmp_path):
    (tmp_path / "folder.txt").mkdir()
    with pytest.raises(InputError, match="folder.txt: cannot read file"):
        load_file(tmp_path / "folder.txt")


def test_unsupported_suffix_is_rejected_by_load_file(tmp_path):
    with pytest.raises(InputError, match=r"notes\.docx.*\.txt, \.md, \.pdf"):
        load_file(write(tmp_path / "notes.docx", b"text"))


def make_pdf(path: Path, pages: list[tuple[str, str]], encrypt: StandardEncryption | str | None = None) -> Path:
    pdf = canvas.Canvas(str(path), encrypt=encrypt)
    for font, line in pages:
        pdf.setFont(font, 12)
        pdf.drawString(72, 720, line)
        pdf.showPage()
    pdf.save()
    return path


def test_pdf_text_is_extracted_per_page(tmp_path):
    pages = [("Helvetica", "The Grand Council met at dawn."), ("Helvetica", "Second page.")]
    path = make_pdf(tmp_path / "doc.pdf", pages)
    loaded = load(path)
    assert loaded.encoding == "pdf"
    assert "The Grand Council met at dawn." in loaded.text
    first, second = loaded.text.split("\n\n", 1)
    assert "Grand Council" in first and "Second page." in second
    assert "\f" not in loaded.text
    assert loaded.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()


def test_pdf_with_chinese_text(tmp_path):
    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    loaded = load(make_pdf(tmp_path / "zh.PDF", [("STSong-Light", "兆惠，字和甫，吴雅氏，满洲正黄旗人。")]))
    assert "兆惠，字和甫，吴雅氏，满洲正黄旗人。" in loaded.text


def test_pdf_with_owner_password_only_opens(tmp_path):
    encryption = StandardEncryption("", ownerPassword="owner", canPrint=0)
    loaded = load(make_pdf(tmp_path / "locked.pdf", [("Helvetica", "Readable anyway.")], encrypt=encryption))
    assert "Readable anyway." in loaded.text


def test_pdf_with_user_password_is_rejected(tmp_path):
    path = make_pdf(tmp_path / "private.pdf", [("Helvetica", "Hidden.")], encrypt="secret")
    with pytest.raises(InputError, match="private.pdf: the PDF could not be read: it is encrypted"):
        load_file(path)


def test_corrupt_pdf_is_rejected(tmp_path):
    path = write(tmp_path / "broken.pdf", b"%PDF-1.4 garbage")
    with pytest.raises(InputError, match="broken.pdf: the PDF could not be read: .+"):
        load_file(path)


def test_pdf_without_text_layer_warns_about_ocr(tmp_path, caplog):
    path = tmp_path / "scan.pdf"
    blank = canvas.Canvas(str(path))
    blank.rect(72, 72, 200, 200, fill=1)
    blank.showPage()
    blank.save()
    with caplog.at_level(logging.WARNING, logger="shiguan.corpus"):
        assert load_file(path) is None
    message = caplog.records[0].getMessage()
    assert "scan.pdf" in message and "no text layer" in message and "OCR" in message


def test_corpus_files_walks_directories(tmp_path):
    corpus = tmp_path / "corpus"
    (corpus / "sub").mkdir(parents=True)
    (corpus / ".git").mkdir()
    for name in ["b.txt", "A.TXT", "sub/c.md", "sub/d.Pdf", "e.docx", "sub/f", ".hidden.txt", ".git/g.txt"]:
        (corpus / name).write_text("x")
    extra = write(tmp_path / "extra.md", b"x")

    found = CorpusFiles([corpus, extra, corpus / "b.txt"])

    expected = [corpus / "A.TXT", corpus / "b.txt", corpus / "sub/c.md", corpus / "sub/d.Pdf", extra]
    assert list(found) == sorted(expected)
    assert list(found) == sorted(expected)  # walked again, the same
    assert found.total_bytes() == 5


def test_corpus_files_come_in_sorted_order_without_a_list(tmp_path):
    """The walk yields what sorting every path would, names that are prefixes of others included."""
    names = ["b/c.txt", "b.txt", "b-c/d.md", "b/a/z.txt", "a.md", "B.txt", "b0.txt", "x/y/z/w.txt", "x/y.txt"]
    for name in names:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")

    assert list(CorpusFiles([tmp_path / "x", tmp_path])) == sorted(tmp_path / name for name in names)


def test_corpus_files_read_a_file_named_two_ways_once(tmp_path):
    corpus = tmp_path / "corpus"
    (corpus / "sub").mkdir(parents=True)
    (corpus / "sub" / "a.txt").write_text("x")
    (corpus / "b.txt").symlink_to(corpus / "sub" / "a.txt")  # a link to a file the walk reads anyway
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("y")
    (corpus / "c.txt").symlink_to(outside)
    (corpus / "d.txt").symlink_to(outside)  # the same file outside, linked twice: read once
    (corpus / "loop.txt").symlink_to(corpus / "loop.txt")  # yielded: load_file refuses it

    found = list(CorpusFiles([corpus / "sub", corpus, tmp_path / "corpus/../corpus/sub/a.txt"]))

    assert found == [corpus / "c.txt", corpus / "loop.txt", corpus / "sub" / "a.txt"]


def test_corpus_files_missing_path(tmp_path):
    with pytest.raises(InputError, match="nowhere.txt"):
        CorpusFiles([tmp_path / "nowhere.txt"])


def test_corpus_files_explicit_unsupported_file(tmp_path):
    path = write(tmp_path / "report.docx", b"x")
    with pytest.raises(InputError) as excinfo:
        CorpusFiles([path])
    message = str(excinfo.value)
    assert "report.docx" in message
    assert all(suffix in message for suffix in SUPPORTED_SUFFIXES)
