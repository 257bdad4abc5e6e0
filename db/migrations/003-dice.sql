-- Dice.

-- A campaign's preferred way to roll. 'entered' by default: the app rolls a die only once
-- the players have typed its faces in Box data (UNK-1), so a new campaign starts by typing
-- what its physical dice show. Any single roll may still use the other way.
ALTER TABLE campaigns ADD COLUMN dice_mode TEXT NOT NULL DEFAULT 'entered' CHECK (dice_mode IN ('app', 'entered'));

-- Every roll the app made or the players typed, so it can be shown again and, for app
-- rolls, replayed from its seed.
CREATE TABLE dice_rolls (
  id           INTEGER PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  die          TEXT    NOT NULL CHECK (die IN ('white', 'black', 'red', 'poison')),
  count        INTEGER NOT NULL CHECK (count BETWEEN 1 AND 20),
  mode         TEXT    NOT NULL CHECK (mode IN ('app', 'entered')),
  seed         INTEGER CHECK (seed IS NULL OR seed >= 0),
  faces_json   TEXT    NOT NULL CHECK (json_valid(faces_json) AND json_array_length(faces_json) = count),
  purpose      TEXT    NOT NULL CHECK (length(purpose) BETWEEN 1 AND 80),
  rolled_at    TEXT    NOT NULL,
  CHECK ((mode = 'app') = (seed IS NOT NULL))
);
CREATE INDEX dice_rolls_by_campaign ON dice_rolls (campaign_id, id);
