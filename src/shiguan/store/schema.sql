-- The whole current schema of a project database: a new database is made from this file, and
-- store/migrations.py brings an older one to the same tables, column for column (the columns a
-- migration added stand last in their table, where ALTER TABLE puts them).

CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- The named migrations this database has had, in the order applied (store/migrations.py).
CREATE TABLE migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    applied_at TEXT                -- NULL: applied before migrations were recorded by name
);

-- The corpus ---------------------------------------------------------------------------------

CREATE TABLE documents (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL,
    sha256 TEXT NOT NULL UNIQUE,
    encoding TEXT NOT NULL,
    chars INTEGER NOT NULL,
    text TEXT NOT NULL,
    norm_text TEXT,            -- simplified form for indexing; NULL when equal to text
    added_at TEXT NOT NULL
);
CREATE INDEX documents_path ON documents(path);

CREATE TABLE entities (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    type TEXT NOT NULL DEFAULT 'person',
    -- '' for the people of the entry index, 'doc:<id>' for a person the model found in one
    -- document and no name index knows: a name alone never makes two documents' people one.
    scope TEXT NOT NULL DEFAULT ''
);
CREATE INDEX entities_name ON entities(name);

CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    heading TEXT NOT NULL,
    name TEXT NOT NULL,
    start INTEGER NOT NULL,
    end INTEGER NOT NULL,
    pattern TEXT NOT NULL,
    kinship TEXT NOT NULL DEFAULT '',
    relative_of TEXT NOT NULL DEFAULT '',
    entity_id INTEGER NOT NULL REFERENCES entities(id)
);
CREATE INDEX entries_entity ON entries(entity_id);
CREATE INDEX entries_document ON entries(document_id);

CREATE TABLE chunks (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    start INTEGER NOT NULL,
    end INTEGER NOT NULL,
    kind TEXT NOT NULL,
    entry_id INTEGER REFERENCES entries(id) ON DELETE CASCADE
);
CREATE INDEX chunks_entry ON chunks(entry_id);
CREATE INDEX chunks_doc ON chunks(document_id, start);
CREATE VIRTUAL TABLE chunk_fts USING fts5(text, tokenize='trigram');

-- The graph read by patterns: names, facts and where names occur ----------------------------

CREATE TABLE aliases (
    id INTEGER PRIMARY KEY,
    entity_id INTEGER NOT NULL REFERENCES entities(id),
    entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    form TEXT NOT NULL,
    kind TEXT NOT NULL,
    scope TEXT NOT NULL,
    start INTEGER,
    end INTEGER,
    rule TEXT NOT NULL DEFAULT ''
);
CREATE INDEX aliases_form ON aliases(form);
CREATE INDEX aliases_entity ON aliases(entity_id);

CREATE TABLE triples (
    id INTEGER PRIMARY KEY,
    head_id INTEGER NOT NULL REFERENCES entities(id),
    relation TEXT NOT NULL,
    tail_text TEXT NOT NULL,
    tail_id INTEGER REFERENCES entities(id),
    entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    start INTEGER NOT NULL,        -- evidence span
    end INTEGER NOT NULL,
    value_start INTEGER NOT NULL,  -- where tail_text itself stands
    value_end INTEGER NOT NULL,
    method TEXT NOT NULL,
    score REAL NOT NULL,
    when_text TEXT NOT NULL DEFAULT '',
    when_start INTEGER,
    when_end INTEGER,
    year INTEGER,
    detail TEXT NOT NULL DEFAULT '',
    -- Whose fact is it (kg/subjects.py): how the person a triple is stored under was decided
    -- (opening | carried | name | appointee | kinsman | aside | official | undecided, or '' for
    -- rows read before subjects were tracked), who it is about as the text writes it, the span of
    -- the words that decided it, and the era of a bare year (十八年 of 乾隆).
    basis TEXT NOT NULL DEFAULT '',
    about TEXT NOT NULL DEFAULT '',
    cue_start INTEGER,
    cue_end INTEGER,
    note TEXT NOT NULL DEFAULT '',
    era TEXT NOT NULL DEFAULT ''
);
CREATE INDEX triples_head ON triples(head_id);
CREATE INDEX triples_document ON triples(document_id, start);
CREATE INDEX triples_tail ON triples(tail_id);
CREATE INDEX triples_head_relation ON triples(head_id, relation, tail_text);

-- Whom each clause of a document's entries is about (lang/zh/subjects.py, read at ingest), for
-- articles that gather a topic's sentences across biographies: a JSON list of
-- [start, end, who, name, basis] per clause, in order (one row a document).
CREATE TABLE clauses (
    document_id INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
    clauses_json TEXT NOT NULL
);

CREATE TABLE mentions (
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    entity_id INTEGER NOT NULL,
    form TEXT NOT NULL,
    kind TEXT NOT NULL,
    start INTEGER NOT NULL,
    end INTEGER NOT NULL
);
CREATE INDEX mentions_entity ON mentions(entity_id);
CREATE INDEX mentions_chunk ON mentions(chunk_id);

-- Relations the model read (kg/llm_extract), and entities merged into one -------------------

CREATE TABLE extracted_chunks (
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    extractor TEXT NOT NULL,       -- rules | classifier | llm
    passages INTEGER NOT NULL,
    edges INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (chunk_id, extractor)
);

CREATE TABLE extractions (
    id INTEGER PRIMARY KEY,
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    start INTEGER NOT NULL,        -- the passage the model read (document offsets)
    end INTEGER NOT NULL,
    method TEXT NOT NULL,          -- regex | cot | rules | none
    score REAL,                    -- process-supervision total out of 10 (NULL: not scored)
    steps TEXT NOT NULL            -- JSON: the model's reasoning steps, rubric and rejections
);
CREATE INDEX extractions_chunk ON extractions(chunk_id);

CREATE TABLE edges (
    id INTEGER PRIMARY KEY,
    extraction_id INTEGER NOT NULL REFERENCES extractions(id) ON DELETE CASCADE,
    head_id INTEGER NOT NULL REFERENCES entities(id),
    relation TEXT NOT NULL,
    tail_id INTEGER NOT NULL REFERENCES entities(id),
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    head_start INTEGER NOT NULL,
    head_end INTEGER NOT NULL,
    tail_start INTEGER NOT NULL,
    tail_end INTEGER NOT NULL,
    start INTEGER NOT NULL,        -- evidence: the sentence holding both ends
    end INTEGER NOT NULL,
    method TEXT NOT NULL,
    score REAL,
    kept INTEGER NOT NULL          -- 0: below the score threshold, stored for inspection only
);
CREATE INDEX edges_head ON edges(head_id);
CREATE INDEX edges_tail ON edges(tail_id);
CREATE INDEX edges_document ON edges(document_id);

CREATE TABLE entity_merges (
    from_id INTEGER PRIMARY KEY,   -- merged away: its edges now point at into_id
    into_id INTEGER NOT NULL,
    method TEXT NOT NULL,          -- variant | alias | model
    reason TEXT NOT NULL DEFAULT ''
);

-- Vectors ----------------------------------------------------------------------------------

-- A fitted embedder (TF-IDF + SVD), so that vectors made later are in the space of those stored.
CREATE TABLE fitted_embedders (
    kind TEXT PRIMARY KEY,         -- tfidf: one fit per project, replaced by a refit
    name TEXT NOT NULL,            -- the embedder name its vectors are stored under
    state BLOB NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE chunk_vectors (
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    embedder TEXT NOT NULL,        -- vectors of two embedders are never compared
    vector BLOB NOT NULL,          -- float32, L2-normalised
    PRIMARY KEY (chunk_id, embedder)
);

-- Vectors of texts outside the corpus (a narrative's passages), keyed by the text's hash.
CREATE TABLE passage_vectors (
    sha256 TEXT NOT NULL,
    embedder TEXT NOT NULL,
    vector BLOB NOT NULL,
    PRIMARY KEY (sha256, embedder)
);

-- Model calls, checked claims, the review queue and written outputs --------------------------

CREATE TABLE llm_calls (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL,             -- hash of the full request (model, messages, settings)
    stage TEXT NOT NULL,
    backend TEXT NOT NULL,
    model TEXT NOT NULL,
    request TEXT NOT NULL,         -- JSON
    response TEXT NOT NULL,
    ok INTEGER NOT NULL,           -- 0: the call failed (error says why)
    error TEXT NOT NULL DEFAULT '',
    tokens_in INTEGER NOT NULL DEFAULT 0,
    tokens_out INTEGER NOT NULL DEFAULT 0,
    ms INTEGER NOT NULL DEFAULT 0,
    hits INTEGER NOT NULL DEFAULT 0,  -- times the response was served from this row as a cache
    created_at TEXT NOT NULL
);
CREATE INDEX llm_calls_key ON llm_calls(key);

CREATE TABLE checks (
    id INTEGER PRIMARY KEY,
    entity_id INTEGER,
    claim TEXT NOT NULL,
    verdict TEXT NOT NULL,
    mode TEXT NOT NULL,
    json TEXT NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE reviews (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,      -- person + relation + the conflicting readings
    entity_id INTEGER NOT NULL,
    relation TEXT NOT NULL,
    claim TEXT NOT NULL,
    readings TEXT NOT NULL,        -- JSON list of {value, citation}
    status TEXT NOT NULL,          -- open | resolved
    decision TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    resolved_at TEXT,
    sentence TEXT NOT NULL DEFAULT ''  -- as a reviewer rewrote it ('' when only a reading was chosen)
);

-- A reviewer's decision on one fact (`review --import`): it outranks the rules. Keyed by where the
-- fact stands (document sha256, relation, value span), so it finds its fact again after a reread.
CREATE TABLE fact_reviews (
    key TEXT PRIMARY KEY,
    document_sha TEXT NOT NULL,
    relation TEXT NOT NULL,
    value_start INTEGER NOT NULL,
    value_end INTEGER NOT NULL,
    entity_id INTEGER NOT NULL,    -- whose the fact is
    decision TEXT NOT NULL,        -- accept | reject | correct | choose | superseded (another reading chosen)
    value TEXT NOT NULL DEFAULT '',  -- the corrected value ('': as read)
    note TEXT NOT NULL DEFAULT '',
    reviewer TEXT NOT NULL,
    decided_at TEXT NOT NULL,
    when_text TEXT NOT NULL DEFAULT '',  -- the corrected date as written ('': as read)
    year INTEGER                   -- its Gregorian year
);
CREATE INDEX fact_reviews_document ON fact_reviews(document_sha);
CREATE INDEX fact_reviews_entity ON fact_reviews(entity_id);

CREATE TABLE outputs (
    id INTEGER PRIMARY KEY,
    entity_id INTEGER,
    kind TEXT NOT NULL,
    mode TEXT NOT NULL,
    created_at TEXT NOT NULL,
    markdown TEXT NOT NULL,
    json TEXT NOT NULL
);
