"""Biographies written in the background, one at a time, with progress the browser can follow.

A model-written biography takes minutes (every sentence is generated, verified and perhaps
repaired), so the request only starts a job; the job page follows it through server-sent
events. Jobs run one after another because a local model holds the CPU and its memory.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from .. import api

ModelOpener = Callable[[api.Project], api.LLM | None]
QUEUED, RUNNING, DONE, FAILED = "queued", "running", "done", "failed"


@dataclass
class Job:
    id: str
    entity_id: int
    person: str
    with_model: bool
    state: str = QUEUED
    error: str = ""
    output_id: int | None = None
    started: float = field(default_factory=time.monotonic)
    finished: float | None = None
    llm: api.LLM | None = None

    @property
    def finished_work(self) -> bool:
        return self.state in (DONE, FAILED)

    def progress(self) -> dict[str, object]:
        """What the job page shows: state, time taken, model calls so far (and how many of them a
        rerun replayed from the log), the result."""
        end = self.finished if self.finished is not None else time.monotonic()
        return {
            "state": self.state, "person": self.person, "seconds": round(end - self.started, 1),
            "model_calls": self.llm.calls if self.llm else 0,
            "cache_hits": self.llm.cache_hits if self.llm else 0, "error": self.error,
            "output_url": f"/outputs/{self.output_id}" if self.output_id is not None else None,
        }


class Jobs:
    def __init__(self, root: Path, open_model: ModelOpener):
        self.root = root
        self.open_model = open_model
        self.jobs: dict[str, Job] = {}
        self.lock = threading.Lock()
        self.pool = ThreadPoolExecutor(1, thread_name_prefix="shiguan-biography")

    def start(self, entity_id: int, person: str, with_model: bool) -> Job:
        job = Job(secrets.token_urlsafe(12), entity_id, person, with_model)
        with self.lock:
            self.jobs[job.id] = job
        self.pool.submit(self._run, job)
        return job

    def get(self, job_id: str) -> Job | None:
        with self.lock:
            return self.jobs.get(job_id)

    def _run(self, job: Job) -> None:
        job.state = RUNNING
        project = None
        try:
            project = api.open_project(self.root)  # its own connection: requests go on meanwhile
            if job.with_model:
                job.llm = self.open_model(project)
                if job.llm is None:
                    raise api.ShiguanError("no model is configured ([llm] in shiguan.toml)")
            found = api.person_by_id(project, job.entity_id)
            if found is None:
                raise api.ShiguanError(f"{job.person} (id {job.entity_id}) is no longer in the knowledge graph")
            _, job.output_id = api.biography(project, found, job.llm)
            job.state = DONE
        except Exception as exc:  # noqa: BLE001 - the job page reports any failure instead of hiding it
            job.error = str(exc) or type(exc).__name__
            job.state = FAILED
        finally:
            job.finished = time.monotonic()
            if project is not None:
                project.close()

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
