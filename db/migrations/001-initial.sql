-- The first schema: campaigns, their party, the players' box data, settings, and the
-- command history with the row-level change log that undo and redo replay.

-- AUTOINCREMENT: a campaign id is never reused, so the history of a deleted campaign can
-- never be shown as a later campaign's.
CREATE TABLE campaigns (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  name             TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  player_count     INTEGER NOT NULL CHECK (player_count BETWEEN 1 AND 4),
  player_names     TEXT    NOT NULL CHECK (json_valid(player_names)),
  difficulty       TEXT    NOT NULL CHECK (difficulty IN ('easy', 'normal', 'legendary')),
  box              TEXT    NOT NULL CHECK (box IN ('core', 'apocalypse')),
  current_memory   TEXT,
  xp               INTEGER NOT NULL DEFAULT 0 CHECK (xp >= 0),
  starting_level   INTEGER NOT NULL DEFAULT 0 CHECK (starting_level BETWEEN 0 AND 4),
  created_at       TEXT    NOT NULL,
  last_played_at   TEXT    NOT NULL
);

CREATE TABLE party_members (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  character_id  TEXT    NOT NULL,
  seat          INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
  position      INTEGER NOT NULL,
  UNIQUE (campaign_id, character_id)
);
CREATE INDEX party_members_by_campaign ON party_members (campaign_id, position);

-- One row per box-data part ('dice.white', 'xp.core', 'equipment.<id>' ...), so that the
-- change log records exactly the part a player edited.
CREATE TABLE box_data (
  id          INTEGER PRIMARY KEY,
  key         TEXT NOT NULL UNIQUE,
  value_json  TEXT NOT NULL CHECK (json_valid(value_json))
);

CREATE TABLE settings (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);

CREATE TABLE history (
  id              INTEGER PRIMARY KEY,
  campaign_id     INTEGER,  -- no foreign key: the entry outlives a deleted campaign so the delete can be undone
  category        TEXT    NOT NULL,
  summary_key     TEXT    NOT NULL,
  summary_params  TEXT    NOT NULL CHECK (json_valid(summary_params)),
  created_at      TEXT    NOT NULL,
  undone          INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1))
);
CREATE INDEX history_by_campaign ON history (campaign_id, id);

CREATE TABLE change_log (
  id           INTEGER PRIMARY KEY,
  history_id   INTEGER NOT NULL REFERENCES history (id) ON DELETE CASCADE,
  table_name   TEXT    NOT NULL,
  op           TEXT    NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
  row_id       INTEGER NOT NULL,
  before_json  TEXT,
  after_json   TEXT
);
CREATE INDEX change_log_by_history ON change_log (history_id, id);
