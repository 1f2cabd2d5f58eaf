"""Classical Chinese: entries segmented by pattern files, facts extracted and given their
subjects (read, store), the timeline biography, the Verifier and Solvers (verify), questions
and answers (write), and the relation extractors (relations)."""
