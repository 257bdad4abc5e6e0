-- The Apocalypse exploration phase: what the physical region map shows, per
-- campaign and region, kept as rows (not a blob) so the printed diary can list it, and
-- so undo restores one step at a time. Region maps themselves are box data (box_data rows
-- `regions.<id>`); `region_id` names one of them.

-- EXP-1..4, EXP-END-1/2: one row per exploration phase.
CREATE TABLE exploration_phases (
  id                 INTEGER PRIMARY KEY,
  campaign_id        INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  region_id          TEXT    NOT NULL,
  -- EXP-1: the attempt (a success or a second failure) the phase follows.
  after_attempt_id   INTEGER REFERENCES memory_attempts (id) ON DELETE SET NULL,
  start_location     INTEGER NOT NULL,
  current_location   INTEGER NOT NULL,
  -- EXP-3, CF-LIM-26: the journey cubes placed at the start, and those not yet spent.
  cubes_start        INTEGER NOT NULL CHECK (cubes_start BETWEEN 0 AND 9),
  cubes_left         INTEGER NOT NULL CHECK (cubes_left BETWEEN 0 AND cubes_start),
  -- LOC-6, CF-LIM-29: the one healer used in this phase.
  healer_location    INTEGER,
  -- EXP-4 step 4: a location reached whose symbol is not resolved yet.
  unresolved_location INTEGER,
  -- LOC-4, EXP-END-1: the next memory, once its location is discovered.
  discovered_memory_id TEXT,
  discovered_location  INTEGER,
  ended              INTEGER NOT NULL DEFAULT 0 CHECK (ended IN (0, 1)),
  -- EXP-END-2: whether card A#24 was put into the bag when the phase ended.
  a24_given          INTEGER NOT NULL DEFAULT 0 CHECK (a24_given IN (0, 1)),
  started_at         TEXT    NOT NULL
);
CREATE INDEX exploration_phases_by_campaign ON exploration_phases (campaign_id, id);
CREATE UNIQUE INDEX exploration_phases_one_open ON exploration_phases (campaign_id) WHERE ended = 0;

-- EXP-4 step 2: the lines drawn on the map, in order. LOC-5: a free jump between activated
-- observation points is recorded too (payment 'free-jump'). THR-2: a tick on a full gauge
-- is paid with health ('gauge-full-health').
CREATE TABLE exploration_journeys (
  id             INTEGER PRIMARY KEY,
  campaign_id    INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  region_id      TEXT    NOT NULL,
  phase_id       INTEGER NOT NULL REFERENCES exploration_phases (id) ON DELETE CASCADE,
  seq            INTEGER NOT NULL CHECK (seq >= 1),
  from_location  INTEGER NOT NULL,
  to_location    INTEGER NOT NULL CHECK (to_location <> from_location),
  payment        TEXT    NOT NULL CHECK (payment IN ('cube', 'clue', 'gauge', 'free-jump', 'gauge-full-health')),
  -- CLUE-1: the clue card used up, by name (the card row itself is removed).
  clue_card_name TEXT,
  UNIQUE (phase_id, seq)
);
CREATE INDEX exploration_journeys_by_region ON exploration_journeys (campaign_id, region_id, id);

-- EXP-4 step 3: the location stickers peeled and placed. LOC-4: the code under it, when typed.
CREATE TABLE exploration_stickers (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  region_id     TEXT    NOT NULL,
  location      INTEGER NOT NULL,
  phase_id      INTEGER REFERENCES exploration_phases (id) ON DELETE SET NULL,
  sticker_code  TEXT    CHECK (sticker_code IS NULL OR length(sticker_code) = 4),
  UNIQUE (campaign_id, region_id, location)
);

-- LOC-5..7: observation points, healers and forges activated (white icon).
CREATE TABLE exploration_activations (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  region_id    TEXT    NOT NULL,
  location     INTEGER NOT NULL,
  kind         TEXT    NOT NULL CHECK (kind IN ('observation', 'healer', 'forge')),
  phase_id     INTEGER REFERENCES exploration_phases (id) ON DELETE SET NULL,
  UNIQUE (campaign_id, region_id, location)
);

-- LOC-1..4, LOC-8: locations that can no longer be explored.
CREATE TABLE exploration_exhausted (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  region_id    TEXT    NOT NULL,
  location     INTEGER NOT NULL,
  phase_id     INTEGER REFERENCES exploration_phases (id) ON DELETE SET NULL,
  UNIQUE (campaign_id, region_id, location)
);

-- LOC-4: the black memory-number stickers placed next to a location.
CREATE TABLE exploration_memory_stickers (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  region_id    TEXT    NOT NULL,
  location     INTEGER NOT NULL,
  memory_id    TEXT    NOT NULL CHECK (length(memory_id) BETWEEN 1 AND 12),
  phase_id     INTEGER REFERENCES exploration_phases (id) ON DELETE SET NULL,
  UNIQUE (campaign_id, region_id, location),
  UNIQUE (campaign_id, memory_id)
);

-- THR-1/2: every tick of a region's threat gauge. `box_index` counts from 1; null for a tick
-- after the gauge was full (paid with health, THR-2). `hash_card` is the `#` card the box
-- gave (THR-1, SLOTX-1).
CREATE TABLE exploration_gauge_ticks (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  region_id    TEXT    NOT NULL,
  phase_id     INTEGER NOT NULL REFERENCES exploration_phases (id) ON DELETE CASCADE,
  journey_id   INTEGER REFERENCES exploration_journeys (id) ON DELETE CASCADE,
  box_index    INTEGER CHECK (box_index IS NULL OR box_index >= 1),
  hash_card    TEXT
);
CREATE UNIQUE INDEX exploration_gauge_one_tick_per_box ON exploration_gauge_ticks (campaign_id, region_id, box_index) WHERE box_index IS NOT NULL;

-- LOC-1..4, LOC-8, EXC-*: the exploration cards drawn and what the players recorded from
-- them (outcome_json: health per assassin and Shao Jun, cards gained, notes).
CREATE TABLE exploration_draws (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  region_id     TEXT    NOT NULL,
  phase_id      INTEGER NOT NULL REFERENCES exploration_phases (id) ON DELETE CASCADE,
  location      INTEGER NOT NULL,
  deck          TEXT    NOT NULL CHECK (deck IN ('encounter', 'ruins', 'mystery', 'hash')),
  card          TEXT    NOT NULL CHECK (length(card) BETWEEN 1 AND 60),
  outcome_json  TEXT    CHECK (outcome_json IS NULL OR json_valid(outcome_json))
);
CREATE INDEX exploration_draws_by_phase ON exploration_draws (phase_id, id);

-- LOC-7: blueprints crafted at a forge, and the `#` card that replaced each.
CREATE TABLE exploration_crafts (
  id              INTEGER PRIMARY KEY,
  campaign_id     INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  phase_id        INTEGER NOT NULL REFERENCES exploration_phases (id) ON DELETE CASCADE,
  location        INTEGER NOT NULL,
  blueprint_name  TEXT    NOT NULL CHECK (length(blueprint_name) BETWEEN 1 AND 60),
  crafted_name    TEXT    NOT NULL CHECK (length(crafted_name) BETWEEN 1 AND 60)
);
