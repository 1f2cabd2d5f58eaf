"""Issue 43: "What trade did he learn?" asks which calling; a deed learned ("learned to use the
axe") or a school ("went to a business college") names none, so neither answers it, while "the
printing business" does, and a question asking what he learned still takes the deed. Invented text."""

from __future__ import annotations

from conftest import ingested_text

from shiguan.lang.en.write.answer import answer

LIFE = ("THE LIFE OF BEN WELLER\n\n\n\nCHAPTER I\n\nI was born in Perth in 1820. In 1836 I went to a business "
        "college on the High Street. In the woods of Maine I learned to use the axe.\n")


def test_a_deed_or_a_school_is_no_trade(tmp_path):
    project = ingested_text(tmp_path, LIFE, "weller.txt")
    try:
        assert not answer(project, "What trade did Ben Weller learn?", None).answered
        learned = answer(project, "What did Ben Weller learn?", None)
        assert learned.answered and "axe" in learned.answer
    finally:
        project.close()


def test_a_trade_learned_answers(tmp_path):
    project = ingested_text(tmp_path, LIFE.replace("I learned to use the axe", "I learned the printing business"),
                            "weller.txt")
    try:
        assert "printing business" in answer(project, "What trade did Ben Weller learn?", None).answer
    finally:
        project.close()
