-- A play step's id is never given again (AUTOINCREMENT). Undo and redo act per campaign
-- (009): a step undone in one campaign must keep its id free, or a step played in another
-- campaign would take it and the first campaign's redo would be refused as blocked.
CREATE TABLE memory_play_steps_new (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  play_id      INTEGER NOT NULL REFERENCES memory_plays (id) ON DELETE CASCADE,
  seq          INTEGER NOT NULL CHECK (seq >= 1),
  step_json    TEXT    NOT NULL CHECK (json_valid(step_json)),
  events_json  TEXT    NOT NULL CHECK (json_valid(events_json)),
  created_at   TEXT    NOT NULL,
  UNIQUE (play_id, seq)
);
INSERT INTO memory_play_steps_new (id, campaign_id, play_id, seq, step_json, events_json, created_at)
  SELECT id, campaign_id, play_id, seq, step_json, events_json, created_at FROM memory_play_steps;
DROP TABLE memory_play_steps;
ALTER TABLE memory_play_steps_new RENAME TO memory_play_steps;
-- Ids a step held before this version, which an undone entry may still bring back, are
-- never given again either: the counter starts above every id the change log remembers.
UPDATE sqlite_sequence
SET seq = max(seq, coalesce((SELECT max(row_id) FROM change_log WHERE table_name = 'memory_play_steps'), 0))
WHERE name = 'memory_play_steps';
INSERT INTO sqlite_sequence (name, seq)
SELECT 'memory_play_steps', coalesce((SELECT max(row_id) FROM change_log WHERE table_name = 'memory_play_steps'), 0)
WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'memory_play_steps');
