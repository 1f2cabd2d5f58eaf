"""How shiguan writes classical Chinese, and speaks of it to a model (lang.Style)."""

from __future__ import annotations

from .. import Style

STYLE = Style(
    quotes="「」", one_line=False, joiner="", length_unit="characters",
    refusal="无法回答：知识图谱中没有足以回答这个问题的信息，为免生成错误信息，不作回答。",
    prompt_name="modern written Chinese (现代汉语, simplified characters)",
    sources={"source_language": "classical Chinese", "sources": "classical Chinese sources",
             "sources_named": "classical Chinese sources (the Draft History of Qing)",
             "keyword_words": "words of two to six Chinese characters that the sources themselves would use (names, "
                              "places, offices, events), simplified characters",
             "keyword_form": "two to six simplified Chinese characters",
             "query_form": "A query is two to six Chinese characters of words the sources themselves would use "
                           "(names, places, offices, events), in simplified characters.",
             "history": "Chinese history"},
)
