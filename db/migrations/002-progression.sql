-- Campaign progression: the Diary of Memories and its attempts, the assassins'
-- boards (health, elimination and apprentice stand-ins, skill choices) and the cards the
-- party carries, in the villa or in the assassins' plastic bags.

-- Rules options of a campaign, and whether the Headquarters exists yet (VILLA-3: from the
-- first HQ assignment on, the villa is gone and the hospital takes eliminated assassins).
ALTER TABLE campaigns ADD COLUMN gray_after_easy_failure INTEGER NOT NULL DEFAULT 0 CHECK (gray_after_easy_failure IN (0, 1));
ALTER TABLE campaigns ADD COLUMN hq_established INTEGER NOT NULL DEFAULT 0 CHECK (hq_established IN (0, 1));

-- PLY-5: an assassin who left keeps its row (its skills and bag stay with it) so it can
-- come back at the party's level (PLY-3).
ALTER TABLE party_members ADD COLUMN status TEXT NOT NULL DEFAULT 'in-play' CHECK (status IN ('in-play', 'left'));
-- HLT-1..4: health is kept as what was lost, so a change of armor moves the maximum only.
ALTER TABLE party_members ADD COLUMN health_lost INTEGER NOT NULL DEFAULT 0 CHECK (health_lost >= 0);
-- The HQ hospital; kept here because the board shows it.
ALTER TABLE party_members ADD COLUMN in_hospital INTEGER NOT NULL DEFAULT 0 CHECK (in_hospital IN (0, 1));

-- DIARY-1: one row per memory box the players have used (26 at most) in the order they
-- reached them. OPT-1: an optional memory can be skipped for good.
CREATE TABLE diary_memories (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  box_index    INTEGER NOT NULL CHECK (box_index BETWEEN 1 AND 26),
  memory_id    TEXT    NOT NULL CHECK (length(memory_id) BETWEEN 1 AND 12),
  title        TEXT    CHECK (title IS NULL OR length(title) <= 120),
  optional     INTEGER NOT NULL DEFAULT 0 CHECK (optional IN (0, 1)),
  skipped      INTEGER NOT NULL DEFAULT 0 CHECK (skipped IN (0, 1)),
  UNIQUE (campaign_id, memory_id),
  UNIQUE (campaign_id, box_index)
);

-- One row per attempt (REPLAY-1..5: at most two per memory). What the players entered is
-- kept as entered; xp_awarded and sticker are what the rules made of it when recorded.
CREATE TABLE memory_attempts (
  id               INTEGER PRIMARY KEY,
  campaign_id      INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  diary_memory_id  INTEGER NOT NULL REFERENCES diary_memories (id) ON DELETE CASCADE,
  attempt_number   INTEGER NOT NULL CHECK (attempt_number IN (1, 2)),
  outcome          TEXT    NOT NULL CHECK (outcome IN ('success', 'failure')),
  difficulty       TEXT    NOT NULL CHECK (difficulty IN ('easy', 'normal', 'legendary')),
  easy_used        INTEGER NOT NULL CHECK (easy_used IN (0, 1)),
  objectives_json  TEXT    NOT NULL CHECK (json_valid(objectives_json)),
  bosses_json      TEXT    NOT NULL CHECK (json_valid(bosses_json)),
  other_xp         INTEGER NOT NULL DEFAULT 0 CHECK (other_xp >= 0),
  chests_json      TEXT    NOT NULL CHECK (json_valid(chests_json)),
  rewards_json     TEXT    NOT NULL CHECK (json_valid(rewards_json)),
  sync_achieved    INTEGER NOT NULL CHECK (sync_achieved IN (0, 1)),
  xp_awarded       INTEGER NOT NULL CHECK (xp_awarded >= 0),
  sticker          TEXT    CHECK (sticker IS NULL OR sticker IN ('red', 'gray')),
  notes            TEXT    NOT NULL DEFAULT '' CHECK (length(notes) <= 4000),
  played_on        TEXT    NOT NULL,
  recorded_at      TEXT    NOT NULL,
  UNIQUE (diary_memory_id, attempt_number)
);
CREATE INDEX memory_attempts_by_campaign ON memory_attempts (campaign_id, id);

-- HLT-8..10, APP-1..6: set while an apprentice stands in for an eliminated assassin; the
-- attempt in which the assassin was eliminated.
ALTER TABLE party_members ADD COLUMN eliminated_attempt_id INTEGER REFERENCES memory_attempts (id) ON DELETE SET NULL;

-- HLT-8: who was eliminated in which attempt, kept after the assassin is back.
CREATE TABLE attempt_eliminations (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  attempt_id   INTEGER NOT NULL REFERENCES memory_attempts (id) ON DELETE CASCADE,
  member_id    INTEGER NOT NULL REFERENCES party_members (id) ON DELETE CASCADE,
  UNIQUE (attempt_id, member_id)
);

-- LVL-3: the one skill card chosen per assassin and level (names are box data or typed).
CREATE TABLE skill_choices (
  id                 INTEGER PRIMARY KEY,
  campaign_id        INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  member_id          INTEGER NOT NULL REFERENCES party_members (id) ON DELETE CASCADE,
  level              INTEGER NOT NULL CHECK (level BETWEEN 1 AND 4),
  name               TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  hq_level_required  INTEGER CHECK (hq_level_required IS NULL OR hq_level_required BETWEEN 1 AND 4),
  UNIQUE (member_id, level)
);

-- EQP-1..6, VILLA-2, HLT-9: every card the party owns and where it is. On a board it has
-- a slot; in the villa or in a plastic bag it has none.
CREATE TABLE campaign_cards (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  name          TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  box_card_id   TEXT,
  card_type     TEXT    NOT NULL CHECK (card_type IN ('melee', 'ranged', 'hidden-blade', 'armor', 'none')),
  armor_health  INTEGER NOT NULL DEFAULT 0 CHECK (armor_health BETWEEN 0 AND 9),
  location      TEXT    NOT NULL CHECK (location IN ('board', 'villa', 'bag')),
  member_id     INTEGER REFERENCES party_members (id) ON DELETE CASCADE,
  slot          TEXT    CHECK (slot IS NULL OR slot IN ('melee', 'ranged', 'hidden-blade', 'armor',
                                 'inventory-1', 'inventory-2', 'inventory-3', 'inventory-4', 'inventory-5')),
  CHECK ((location = 'villa' AND member_id IS NULL AND slot IS NULL)
      OR (location = 'bag' AND member_id IS NOT NULL AND slot IS NULL)
      OR (location = 'board' AND member_id IS NOT NULL AND slot IS NOT NULL))
);
CREATE UNIQUE INDEX campaign_cards_one_per_slot ON campaign_cards (member_id, slot) WHERE location = 'board';
CREATE INDEX campaign_cards_by_campaign ON campaign_cards (campaign_id, location);
