-- The end of a memory on the board, written back to the campaign (END-3, FAIL-1): what it
-- changed (health, cards, the eliminated and their bags, chest cards), kept with the play so
-- the ended board can show it and the diary's record can take the chest cards' names from it.
ALTER TABLE memory_plays ADD COLUMN write_back_json TEXT CHECK (write_back_json IS NULL OR json_valid(write_back_json));
-- DIARY-2/3: the attempt the diary recorded from this play, so the board stops offering to record it.
ALTER TABLE memory_plays ADD COLUMN attempt_id INTEGER REFERENCES memory_attempts (id) ON DELETE SET NULL;
