"""Reading English text: dates, people and facts for the knowledge graph (issue 17)."""
