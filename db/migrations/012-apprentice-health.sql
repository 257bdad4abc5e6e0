-- APP-4: an apprentice standing in has its own health (3 + the board's armor), which
-- exploration cards and the threat gauge change like an assassin's (EXC-6, THR-2, LOC-6).
-- Its wounds belong to one stand-in: the attempt its assassin was eliminated in
-- (eliminated_attempt_id when they were taken). A later stand-in starts unhurt, so no other
-- command has to clear them.
ALTER TABLE party_members ADD COLUMN apprentice_health_lost INTEGER NOT NULL DEFAULT 0 CHECK (apprentice_health_lost >= 0);
ALTER TABLE party_members ADD COLUMN apprentice_wounds_attempt_id INTEGER REFERENCES memory_attempts (id) ON DELETE SET NULL;
