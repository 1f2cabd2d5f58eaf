"""`shiguan check`: the Verifier and Router on one claim about a person, without generation.

A claim is treated like a generated sentence: every atomic fact gets a verdict with evidence,
the Router says what it would do with each failure, and the Solvers' correction (when the
sources allow one) is offered as a suggestion, itself verified.
"""

from __future__ import annotations

from ....llm import LLM
from ....project import Project
from ....retrieve.citations import Citer
from ....retrieve.person import PersonResult
from ....verify.verdicts import ClaimCheck
from .solvers import Solvers, route
from .verifier import Verifier

_WHAT_ROUTER_DOES = {
    "keep": "kept",
    "regenerate": "not in the sources: a biography would regenerate this sentence, then drop it",
}


def check_claim(project: Project, found: PersonResult, claim: str, llm: LLM | None = None) -> ClaimCheck:
    assert found.resolved is not None
    citer = Citer(project)
    verifier = Verifier(project, found, citer, llm)
    solvers = Solvers(project, found.resolved.entity_id, found.resolved.name, llm)
    result = ClaimCheck(found.resolved.name, found.resolved.entity_id, claim, verifier.mode, verifier.check(claim))
    repair = solvers.repair(claim, result.check)
    result.actions = [note or _WHAT_ROUTER_DOES[route(fc)] for fc, note in zip(result.check.facts, repair.notes)]
    result.review_ids = repair.review_ids
    if repair.text != claim:
        result.suggestion = repair.text
        result.suggestion_check = verifier.check(repair.text)
    return result
