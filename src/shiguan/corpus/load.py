"""Read corpus files (.txt, .md, .pdf) into text, telling the user exactly why a file can't be used."""

from __future__ import annotations

import codecs
import hashlib
import heapq
import io
import logging
import os
import re
import shlex
import stat
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from shiguan.errors import InputError

log = logging.getLogger("shiguan.corpus")

SUPPORTED_SUFFIXES = (".txt", ".md", ".pdf")
# Documents people keep their texts in, and a command that makes UTF-8 text of each: pandoc reads
# the open formats; only LibreOffice reads old Word and RTF well.
_PANDOC = "pandoc -t plain --wrap=none -o {txt} {file}"
_CONVERTERS = {
    **dict.fromkeys((".docx", ".odt", ".epub", ".html", ".htm", ".xhtml", ".fb2"), _PANDOC),
    **dict.fromkeys((".doc", ".rtf", ".wps"), "soffice --headless --convert-to 'txt:Text (encoded):UTF8' {file}"),
}

# Larger files are refused: a corpus chapter is well under a megabyte, and a bound keeps a wrongly
# named disk image (or anything that grows while read) from exhausting memory.
MAX_FILE_BYTES = 64 * 1024 * 1024
# Byte-order marks of the UTF-16/32 text Windows editors save as "Unicode" (UTF-32 first: its
# little-endian mark starts with UTF-16's).
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
_SNIFF_BYTES = 8192
_MAX_CONTROL_SHARE = 0.10
# Every byte except the C0 controls that never occur in text (tab, LF, CR and form feed do).
_NOT_STRAY_CONTROL = bytes(b for b in range(256) if b >= 0x20 or b in b"\t\n\r\f")
_LEGACY_ENCODINGS = ("gb18030", "big5")  # order matters: on a tie the first wins
# Chinese in a legacy encoding is mostly bytes >= 0x80; a file that is almost all ASCII and not
# UTF-8 is Western text with a few curly quotes or dashes in Windows-1252 (older Gutenberg texts).
_WESTERN_MAX_HIGH_SHARE = 0.05
_ASCII = bytes(range(128))

# Frequent hanzi in simplified script (modern and classical usage) ...
_COMMON_SIMPLIFIED = (
    "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么"
    "心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分"
    "将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重"
    "被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住"
    "员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制"
    "解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非"
    "流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量"
    "空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委"
    "早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴切怕故吗注根且云乐罗唱"
    "曰乃遂帝臣州府授擢卒谥复旗御督抚巡营署赐卿奏疏皆亦遣攻败贼围击斩克退拒守援迁官吏尚侍郎吾汝尔矣焉哉乎兮耳莫"
    "勿毋弗尝岂奈孰谓诏谕旨敕封爵侯伯帅宗庙朝廷丞尉仆射副参护卫绿粮饷漕盐河湖陕甘滇黔闽浙粤桂蜀鄂湘赣皖豫鲁晋冀"
    "辽吉蒙藏苗"
)
# ... and the traditional forms of those that differ, so both scripts score alike.
_COMMON_TRADITIONAL = (
    "這來國個說們為爲時會著過學對裏裡後麼沒於還發當無開見經頭從動兩長樣現將與進實點種聲話兒問機給幾業間電門東聽"
    "氣關並內卻軍產萬體別處總場師書員華報馬張難數車應計親務臺記邊風戰幹許覺題統請愛讓認論喫義術結連遠資隊帶條變"
    "聯權該領傳紅決達辦運強區轉眾衆輕語滿寫識極黃臉錢黨設雙歷廣議際則單據導網專誰讀飛觀爭組視濟離雖壞興嗎雲樂羅"
    "諡復撫營賜敗賊圍擊斬遷爾嘗豈謂詔諭帥廟僕參護衛綠糧餉鹽陝閩粵贛魯晉遼髮乾隻颱麵誌曆鍾"
)
_COMMON_PUNCTUATION = "，。、；：？！「」『』（）《》〈〉“”‘’…—·"
_PLAUSIBLE = frozenset(_COMMON_SIMPLIFIED + _COMMON_TRADITIONAL + _COMMON_PUNCTUATION)
# Other hanzi and CJK/general punctuation are expected too, just less telling; kana, Greek, Cyrillic,
# bopomofo or accented Latin amid Chinese usually mean a wrong decoding.
_NEUTRAL = re.compile(
    r"[\u2000-\u206f\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef\U00020000-\U0003134f]"
)
_UNLIKELY_WEIGHT = 1
# Private-use, unassigned and control characters are what a wrong legacy decoding produces.
_JUNK_CATEGORIES = frozenset({"Co", "Cn", "Cc"})
_JUNK_WEIGHT = 3
_SCORED_CHARS = 50_000


@dataclass(frozen=True)
class LoadedText:
    """A corpus file as text; `sha256` lets a project notice when the file on disk has changed."""

    path: Path
    text: str  # line ends normalised to "\n", leading BOM removed: offsets are counted on this
    encoding: str  # "utf-8", "utf-16", "utf-32", "gb18030", "big5", "cp1252" or "pdf"
    sha256: str  # hex digest of the raw file bytes


def display_name(path: Path | str) -> str:
    """The path as printable text: bytes of a file name that are not UTF-8 (kept by Python as lone
    surrogates, which can be neither printed nor stored) are written as backslash escapes."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def load_file(path: Path) -> LoadedText | None:
    """Returns None for an empty file (zero bytes, or only whitespace after decoding) after logging a
    warning via the `logging` module (logger name "shiguan.corpus"). Raises shiguan.errors.InputError
    for anything that can't be used."""
    _check_suffix(path)
    raw = _read_bytes(path)
    if not raw:
        log.warning("%s: file is empty; skipped", display_name(path))
        return None
    if path.suffix.lower() == ".pdf":
        text, encoding = _pdf_text(path, raw), "pdf"
    else:
        text, encoding = _decode_text(path, raw)
    text = _normalise_text(text)
    if not text.strip():
        _warn_blank(path, encoding)
        return None
    return LoadedText(path=path, text=text, encoding=encoding, sha256=hashlib.sha256(raw).hexdigest())


class CorpusFiles:
    """The files with a supported suffix (case-insensitive) under the paths given, in sorted
    order, each file once. Iterating walks the directories again, holding only the directory
    being listed, so that a corpus of a million files costs no memory per file; `total_bytes`
    walks them once more, for progress. The paths are checked when this is made: a missing path
    or an explicitly named unsupported file is an error, since the user asked for it; unsupported
    or hidden files inside directories are skipped, the unsupported ones told to `on_skip` so
    that a folder of .docx files is not silently "0 added"."""

    def __init__(self, paths: Iterable[Path], on_skip: Callable[[Path], None] | None = None) -> None:
        """`on_skip(path)`: each file a walk passes over for its suffix (a .docx, an .epub), once."""
        self._on_skip = on_skip
        given = list(paths)
        for path in given:
            if not path.exists():
                raise InputError(f"{display_name(path)}: no such file or directory")
            if not path.is_dir():
                _check_suffix(path)
        dirs = [(path, path.resolve()) for path in given if path.is_dir()]
        self._dirs: dict[Path, Path] = {}  # resolved -> as given: the directories walked
        for path, real in dirs:  # not one inside another, whose walk reaches it
            if not any(_walks(other, real) for _, other in dirs if other != real):
                self._dirs.setdefault(real, path)
        self._files: dict[Path, Path] = {}  # resolved -> as given: the files named that no walk reaches
        for path in given:
            if not path.is_dir() and not self._walked(real := path.resolve()):
                self._files.setdefault(real, path)

    def __iter__(self) -> Iterator[Path]:
        return self._paths(self._on_skip)

    def total_bytes(self) -> int:
        return sum(file_size(path) for path in self._paths(None))

    def _paths(self, on_skip: Callable[[Path], None] | None) -> Iterator[Path]:
        outside: set[Path] = set()  # targets of links out of the walks, yielded once
        walks = (self._walk(path, outside, on_skip) for path in self._dirs.values())
        return heapq.merge(*walks, sorted(self._files.values()))

    def _walk(self, directory: Path, outside: set[Path], on_skip: Callable[[Path], None] | None) -> Iterator[Path]:
        """Depth first, each directory's names sorted (the order of sorted paths), without
        following links to directories. FIFOs, devices and broken links are yielded: load_file
        refuses them with a message. A link to a file read anyway is that file named twice."""
        with os.scandir(directory) as listing:
            entries = sorted((e.name, e.is_dir(follow_symlinks=False), _leads_to_dir(e), e.is_symlink())
                             for e in listing if not e.name.startswith("."))
        for name, real_dir, any_dir, link in entries:
            path = directory / name
            if real_dir:
                yield from self._walk(path, outside, on_skip)
            elif not any_dir and path.suffix.lower() not in SUPPORTED_SUFFIXES:
                if on_skip:
                    on_skip(path)
            elif not any_dir:
                target = _resolved(path) if link else None
                if target is not None and (target in self._files or self._walked(target) or target in outside):
                    continue
                if target is not None:
                    outside.add(target)
                yield path

    def relative(self, path: Path) -> str:
        """`path`'s name relative to the root of its corpus: the directory given it was found
        under, or, for a file given by name, its name."""
        for given in self._dirs.values():
            if path.is_relative_to(given):
                return display_name(path.relative_to(given).as_posix())
        return display_name(path.name)

    def _walked(self, real: Path) -> bool:
        return any(_walks(directory, real) for directory in self._dirs)


def _leads_to_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()
    except OSError:  # a link that loops
        return False


def _walks(directory: Path, real: Path) -> bool:
    """Whether walking the resolved `directory` reaches the resolved path `real`: it lies inside,
    under no hidden name, and is a directory or has a supported suffix (a resolved path goes
    through no link, so a walk that does not follow links still reaches it)."""
    if directory not in real.parents:
        return False
    inside = real.relative_to(directory)
    return not _is_hidden(inside) and (real.is_dir() or real.suffix.lower() in SUPPORTED_SUFFIXES)


def _resolved(path: Path) -> Path | None:
    """None for a link that loops (load_file then refuses it, with a message)."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return None


def file_size(path: Path) -> int:
    """For progress only: a broken link or a vanished file counts as empty rather than failing."""
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _is_hidden(relative: Path) -> bool:
    return any(part.startswith(".") for part in relative.parts)


def _check_suffix(path: Path) -> None:
    if path.suffix.lower() not in SUPPORTED_SUFFIXES:
        hint = conversion_hint(path)
        raise InputError(
            f"{display_name(path)}: unsupported file type {display_name(path.suffix) or '(no suffix)'}; "
            f"supported: {', '.join(SUPPORTED_SUFFIXES)}" + (f"; convert it to text first: {hint}" if hint else "")
        )


def conversion_hint(path: Path) -> str:
    """A command that turns a document of this kind into a .txt shiguan reads ("" when none is known)."""
    tool = _CONVERTERS.get(path.suffix.lower())
    if tool is None:
        return ""
    target = shlex.quote(display_name(path.with_suffix(".txt").name))
    return tool.format(file=shlex.quote(display_name(path.name)), txt=target)


def _read_bytes(path: Path) -> bytes:
    """Only a regular file is read, and at most MAX_FILE_BYTES of it: opening without blocking and
    checking the open file means a FIFO can't hang the run nor a link to /dev/zero fill memory."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise _unreadable(path, exc.strerror or str(exc)) from exc
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise _unreadable(path, f"it is {_kind(mode)}, not a regular file")
        with os.fdopen(fd, "rb", closefd=False) as file:
            raw = file.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise _unreadable(path, exc.strerror or str(exc)) from exc
    finally:
        os.close(fd)
    if len(raw) > MAX_FILE_BYTES:
        raise InputError(f"{display_name(path)}: file is larger than {MAX_FILE_BYTES // 2**20} MiB; "
                         "split it into smaller files")
    return raw


def _unreadable(path: Path, reason: str) -> InputError:
    return InputError(f"{display_name(path)}: cannot read file ({reason}); shiguan reads regular files "
                      "that exist and are readable")


def _kind(mode: int) -> str:
    kinds = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"),
             (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"))
    return next((name for test, name in kinds if test(mode)), "a special file")


def _normalise_text(text: str) -> str:
    """Offsets are counted on this form, so line ends and a BOM must not vary between files."""
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def _warn_blank(path: Path, encoding: str) -> None:
    if encoding == "pdf":
        log.warning("%s: PDF has no text layer (probably scanned); it may need OCR; skipped", display_name(path))
    else:
        log.warning("%s: file contains only whitespace; skipped", display_name(path))


def _decode_text(path: Path, raw: bytes) -> tuple[str, str]:
    """A UTF-16/32 byte-order mark decides; else strict UTF-8 first (it almost never decodes by
    accident); then Windows-1252 for text that is almost all ASCII; otherwise the more plausible of
    the Chinese legacy encodings."""
    if (marked := _bom_encoding(raw)) is not None:
        if (text := _strict_decode(raw, marked)) is None:
            raise InputError(f"{display_name(path)}: starts with a {marked.upper()} byte-order mark but is not "
                             f"valid {marked.upper()}; save it again as UTF-8")
        return text, marked
    if _looks_binary(raw):
        raise InputError(
            f"{display_name(path)}: looks like a binary file, not text; "
            "shiguan reads UTF-8, UTF-16, GB18030 or Big5 text, .md and .pdf"
        )
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    if len(raw.translate(None, delete=_ASCII)) <= _WESTERN_MAX_HIGH_SHARE * len(raw):
        if (western := _strict_decode(raw, "cp1252")) is not None:
            return western, "cp1252"
    decoded = {enc: text for enc in _LEGACY_ENCODINGS if (text := _strict_decode(raw, enc)) is not None}
    if not decoded:
        raise InputError(
            f"{display_name(path)}: cannot decode as UTF-8, GB18030 or Big5; convert the file to UTF-8 "
            f"(for example: iconv -f SOURCE_ENCODING -t UTF-8 {display_name(path.name)} > "
            f"{display_name(path.stem)}.utf8.txt)"
        )
    # max() keeps the first of equal scores, so a tie goes to gb18030.
    encoding = max(decoded, key=lambda enc: _plausibility(decoded[enc]))
    return decoded[encoding], encoding


def _bom_encoding(raw: bytes) -> str | None:
    return next((encoding for bom, encoding in _BOMS if raw.startswith(bom)), None)


def _looks_binary(raw: bytes) -> bool:
    head = raw[:_SNIFF_BYTES]
    if b"\x00" in head:
        return True
    stray_controls = len(head.translate(None, delete=_NOT_STRAY_CONTROL))
    return stray_controls > _MAX_CONTROL_SHARE * len(head)


def _strict_decode(raw: bytes, encoding: str) -> str | None:
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError:
        return None


def _plausibility(text: str) -> float:
    """Score how much `text` looks like real Chinese: the share of its non-ASCII characters that are
    common hanzi or punctuation, minus penalties for what a wrong decoding tends to produce."""
    non_ascii = [ch for ch in text[:_SCORED_CHARS] if ord(ch) > 0x7F]
    if not non_ascii:
        return 0.0
    return sum(_char_score(ch) for ch in non_ascii) / len(non_ascii)


def _char_score(ch: str) -> float:
    if ch in _PLAUSIBLE:
        return 1
    if _NEUTRAL.match(ch):
        return 0
    if unicodedata.category(ch) in _JUNK_CATEGORIES:
        return -_JUNK_WEIGHT
    return -_UNLIKELY_WEIGHT


def _pdf_text(path: Path, raw: bytes) -> str:
    """Join page texts with a blank line; a form feed between pages would only get in the way."""
    from pypdf import PdfReader  # here, not above: pypdf costs every command's start a tenth of a second
    from pypdf.errors import FileNotDecryptedError

    try:
        reader = PdfReader(io.BytesIO(raw))
        return "\n\n".join(page.extract_text() or "" for page in reader.pages)
    except FileNotDecryptedError as exc:
        raise InputError(
            f"{display_name(path)}: the PDF could not be read: it is encrypted and needs a password ({exc}); "
            "save an unencrypted copy and add that instead"
        ) from exc
    except Exception as exc:  # pypdf signals malformed input with many exception types
        raise InputError(f"{display_name(path)}: the PDF could not be read: {exc}") from exc
