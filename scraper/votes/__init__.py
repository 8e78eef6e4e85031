"""Reading votes: the rules profile, the grammar of vote phrases, the extractor."""
