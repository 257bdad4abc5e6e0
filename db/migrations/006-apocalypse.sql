-- Apocalypse campaigns: Shao Jun and the end-of-memory phase.

-- SJ-1..8: Shao Jun, once she joined an Apocalypse campaign (one row per campaign; the
-- campaign book says when she joins, so the players record it). Her maximum health is box
-- data (UNK-35), so her health is kept as what she lost, like the assassins'.
-- `eliminated_in`: where she lost her last health. 'memory': the memory fails (SJ-6) and she
-- comes back with 1 health in the end-of-memory phase (EOM-5). 'exploration': she starts
-- the next memory with 1 health (EXC-6, SJ-7).
CREATE TABLE shao_jun (
  id                     INTEGER PRIMARY KEY,
  campaign_id            INTEGER NOT NULL UNIQUE REFERENCES campaigns (id) ON DELETE CASCADE,
  health_lost            INTEGER NOT NULL DEFAULT 0 CHECK (health_lost BETWEEN 0 AND 99),
  eliminated_in          TEXT    CHECK (eliminated_in IS NULL OR eliminated_in IN ('memory', 'exploration')),
  -- The failed attempt in which she was eliminated, once it is recorded (SJ-6, EOM-5).
  eliminated_attempt_id  INTEGER REFERENCES memory_attempts (id) ON DELETE SET NULL,
  joined_at              TEXT    NOT NULL
);

-- EOM-1..5: the end-of-memory phase the players finished after an attempt. The phase after
-- the campaign's latest attempt is pending until its row exists; the exploration phase
-- (EXP-1) may start only once it does.
CREATE TABLE end_of_memory_phases (
  id              INTEGER PRIMARY KEY,
  campaign_id     INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  attempt_id      INTEGER NOT NULL UNIQUE REFERENCES memory_attempts (id) ON DELETE CASCADE,
  -- EOM-1: how many medicine cards were used in the phase (the health each gave is typed,
  -- UNK-37, and applied to the boards).
  medicines_used  INTEGER NOT NULL DEFAULT 0 CHECK (medicines_used BETWEEN 0 AND 99),
  -- EOM-3: the assassins who came back, as a JSON array of party member ids.
  returned_json   TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(returned_json)),
  -- EOM-5: whether Shao Jun came back with 1 health in this phase.
  shao_jun_back   INTEGER NOT NULL DEFAULT 0 CHECK (shao_jun_back IN (0, 1)),
  finished_at     TEXT    NOT NULL
);
CREATE INDEX end_of_memory_phases_by_campaign ON end_of_memory_phases (campaign_id, attempt_id);
