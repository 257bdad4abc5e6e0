-- Playing a memory. A play is stored as its setup plus the ordered log of the
-- steps the players took; the current state is the fold of the engine's reducer over the
-- log. A cached snapshot of that fold spares reading a long log every time.
--
-- Every table is captured by the change log like any other (src-main/db/change-capture.ts):
-- a step is one command that inserts its log row and updates the snapshot row, so undo
-- drops the step and puts the previous snapshot back, and redo restores both exactly as
-- they were, without reducing (or drawing) again. Each table has `id` and `campaign_id` so
-- duplicating a campaign copies its plays too (src-main/campaigns/duplicate-campaign.ts).
--
-- Memory maps themselves are box data (box_data rows `memoryMaps.<memory id>`).

-- One play of a memory; finished plays are kept so the whole play can be reviewed.
CREATE TABLE memory_plays (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  memory_id    TEXT    NOT NULL CHECK (length(memory_id) BETWEEN 1 AND 16),
  -- The engine's PlaySetup (map, assassins, difficulty, box, seed…): createPlay(setup) is
  -- the state before the first step.
  setup_json   TEXT    NOT NULL CHECK (json_valid(setup_json)),
  status       TEXT    NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'ended')),
  -- END-3, FAIL-1: chosen by the players when they end the memory.
  outcome      TEXT    CHECK (outcome IS NULL OR outcome IN ('success', 'failure')),
  created_at   TEXT    NOT NULL,
  ended_at     TEXT,
  CHECK ((status = 'playing') = (outcome IS NULL)),
  CHECK ((status = 'playing') = (ended_at IS NULL))
);
CREATE INDEX memory_plays_by_campaign ON memory_plays (campaign_id, id);
-- A campaign plays one memory at a time.
CREATE UNIQUE INDEX memory_plays_one_open ON memory_plays (campaign_id) WHERE status = 'playing';

-- The log: step `seq` (1, 2, 3…) of a play, as the engine's Step JSON, with the table
-- changes the reducer reported for it (what was drawn, what moved), kept for review.
CREATE TABLE memory_play_steps (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  play_id      INTEGER NOT NULL REFERENCES memory_plays (id) ON DELETE CASCADE,
  seq          INTEGER NOT NULL CHECK (seq >= 1),
  step_json    TEXT    NOT NULL CHECK (json_valid(step_json)),
  events_json  TEXT    NOT NULL CHECK (json_valid(events_json)),
  created_at   TEXT    NOT NULL,
  UNIQUE (play_id, seq)
);

-- The fold of a play's log up to step `seq` (0 = the setup alone), without the map (it is
-- in the setup). When `seq` is not the log's last, the reader folds the log from scratch.
CREATE TABLE memory_play_snapshots (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  play_id      INTEGER NOT NULL UNIQUE REFERENCES memory_plays (id) ON DELETE CASCADE,
  seq          INTEGER NOT NULL CHECK (seq >= 0),
  state_json   TEXT    NOT NULL CHECK (json_valid(state_json))
);
