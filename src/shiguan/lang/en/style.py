"""How shiguan writes English, and speaks of it to a model (lang.Style)."""

from __future__ import annotations

from .. import Style

STYLE = Style(
    quotes="“”", one_line=True, joiner=" ", length_unit="words",
    refusal="Cannot answer: the sources hold nothing that answers this question, and shiguan does not guess.",
    prompt_name="English",
    sources={"source_language": "English", "sources": "English sources", "sources_named": "English sources",
             "keyword_words": "one to four English words that the sources themselves would use (names, places, "
                              "organisations, events)",
             "keyword_form": "one to four English words",
             "query_form": "A query is one to four English words the sources themselves would use (names, "
                           "places, organisations, events).",
             "history": "history"},
)
