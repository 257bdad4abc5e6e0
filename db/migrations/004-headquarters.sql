-- The Headquarters.

-- campaign_cards is rebuilt (SQLite cannot change a CHECK constraint in place) to add:
-- * the HQ main hall as a place for cards (HQ-A1-4, HQ-ANY-1), held like the villa store;
-- * `kind`: what sort of small card it is. The workshop takes equipment, reward, chest and
--   special cards as payment (HQ-WRK-2); clue cards pay for journeys (CLUE-1, EXP-4);
-- * `reusable`: white (reusable, 1) or black (consumable, 0) card, null when not known.
--   The workshop cost counts them separately (HQ-WRK-2, HQ-WRK-8).
CREATE TABLE campaign_cards_new (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  name          TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  box_card_id   TEXT,
  card_type     TEXT    NOT NULL CHECK (card_type IN ('melee', 'ranged', 'hidden-blade', 'armor', 'none')),
  armor_health  INTEGER NOT NULL DEFAULT 0 CHECK (armor_health BETWEEN 0 AND 9),
  kind          TEXT    NOT NULL DEFAULT 'equipment' CHECK (kind IN ('equipment', 'reward', 'chest', 'special', 'clue', 'hash', 'other')),
  reusable      INTEGER CHECK (reusable IS NULL OR reusable IN (0, 1)),
  location      TEXT    NOT NULL CHECK (location IN ('board', 'villa', 'bag', 'main-hall')),
  member_id     INTEGER REFERENCES party_members (id) ON DELETE CASCADE,
  slot          TEXT    CHECK (slot IS NULL OR slot IN ('melee', 'ranged', 'hidden-blade', 'armor',
                                 'inventory-1', 'inventory-2', 'inventory-3', 'inventory-4', 'inventory-5')),
  CHECK ((location IN ('villa', 'main-hall') AND member_id IS NULL AND slot IS NULL)
      OR (location = 'bag' AND member_id IS NOT NULL AND slot IS NULL)
      OR (location = 'board' AND member_id IS NOT NULL AND slot IS NOT NULL))
);
INSERT INTO campaign_cards_new (id, campaign_id, name, box_card_id, card_type, armor_health, location, member_id, slot)
  SELECT id, campaign_id, name, box_card_id, card_type, armor_health, location, member_id, slot FROM campaign_cards;
DROP TABLE campaign_cards;
ALTER TABLE campaign_cards_new RENAME TO campaign_cards;
CREATE UNIQUE INDEX campaign_cards_one_per_slot ON campaign_cards (member_id, slot) WHERE location = 'board';
CREATE INDEX campaign_cards_by_campaign ON campaign_cards (campaign_id, location);

-- HQ-GEN-1: the HQ board of a campaign, once unlocked (after memory 0.4), and its version,
-- which decides whether the 4 allies are courtesans or mercenaries.
CREATE TABLE hq_boards (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL UNIQUE REFERENCES campaigns (id) ON DELETE CASCADE,
  version      TEXT    NOT NULL CHECK (version IN ('courtesan', 'mercenary')),
  unlocked_at  TEXT    NOT NULL
);

-- HQ-GEN-3, HQ-A1, HQ-AS: one row per assignment step, kept after it is finished so that a
-- memory gets exactly one and a restart resumes an unfinished one. `completed_memories` is
-- how many diary boxes were completed when it started: it tells which memory it prepares.
-- The steps whose progress is not visible in other tables are flags here.
CREATE TABLE hq_assignments (
  id                  INTEGER PRIMARY KEY,
  campaign_id         INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  kind                TEXT    NOT NULL CHECK (kind IN ('first', 'later')),
  completed_memories  INTEGER NOT NULL CHECK (completed_memories >= 0),
  before_memory       TEXT    CHECK (before_memory IS NULL OR length(before_memory) BETWEEN 1 AND 12),
  blueprint_done      INTEGER NOT NULL DEFAULT 0 CHECK (blueprint_done IN (0, 1)),
  contract_done       INTEGER NOT NULL DEFAULT 0 CHECK (contract_done IN (0, 1)),
  started_at          TEXT    NOT NULL,
  finished_at         TEXT,
  UNIQUE (campaign_id, completed_memories)
);
CREATE INDEX hq_assignments_by_campaign ON hq_assignments (campaign_id, id);

-- HQ-CAP-1, HQ-A1-5, HQ-AS-1/5/6: one row per placed miniature. An assassin is a party
-- member (member_id); the others are base-pack miniatures (character_id: apprentice-n,
-- courtesan-n, mercenary-n, ezio). An apprentice in the memory group stands in for a
-- hospitalised assassin (APP-3, APP-7). A patient keeps the extra card it bagged (HQ-AS-1
-- [PL]) and the slot it came from, so taking it back out of the hospital re-equips it.
-- The resolution clears each building's rows (HQ-RES-1).
CREATE TABLE hq_placements (
  id                INTEGER PRIMARY KEY,
  campaign_id       INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  member_id         INTEGER REFERENCES party_members (id) ON DELETE CASCADE,
  character_id      TEXT    CHECK (character_id IS NULL OR character_id IN (
                      'apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4',
                      'courtesan-1', 'courtesan-2', 'courtesan-3', 'courtesan-4',
                      'mercenary-1', 'mercenary-2', 'mercenary-3', 'mercenary-4', 'ezio')),
  place             TEXT    NOT NULL CHECK (place IN ('memory-group', 'hospital-patient', 'hospital-caregiver', 'workshop', 'shop', 'command-room')),
  stands_in_for     INTEGER REFERENCES party_members (id) ON DELETE CASCADE,
  bagged_card_id    INTEGER REFERENCES campaign_cards (id) ON DELETE SET NULL,
  bagged_from_slot  TEXT    CHECK (bagged_from_slot IS NULL OR bagged_from_slot IN ('melee', 'ranged', 'armor')),
  CHECK ((member_id IS NULL) <> (character_id IS NULL)),
  CHECK (member_id IS NULL OR place IN ('memory-group', 'hospital-patient')),
  CHECK (place <> 'hospital-patient' OR member_id IS NOT NULL),
  CHECK (stands_in_for IS NULL OR (place = 'memory-group' AND character_id LIKE 'apprentice-%'))
);
CREATE UNIQUE INDEX hq_placements_one_per_member ON hq_placements (member_id) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX hq_placements_one_per_miniature ON hq_placements (campaign_id, character_id) WHERE character_id IS NOT NULL;
CREATE INDEX hq_placements_by_campaign ON hq_placements (campaign_id, place);
