"""Writing classical Chinese: the timeline biography (by rules, or each step by the model),
free sentence-by-sentence writing, and answers to questions."""
