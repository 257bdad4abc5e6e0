-- The Headquarters (issue 3).

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

-- The HQ tables follow (filled in by the HQ work).
