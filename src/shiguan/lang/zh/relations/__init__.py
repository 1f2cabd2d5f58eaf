"""Relations between people, places, offices and groups read from classical Chinese sentences
(`shiguan extract`): by sentence patterns, by the trained classifier, or by the model."""
