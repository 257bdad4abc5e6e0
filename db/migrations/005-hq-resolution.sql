-- HQ resolution: the contract deck and its attempts, the blueprints the party
-- owns, and the resolution step's progress. The HQ level is not stored: it is read from the
-- back of the top contract (HQ-LVL-1), i.e. from `top_position` and the contract facts.

-- HQ-CON-5, HQ-A1-3, HQ-AS-3, HQ-CMD-2..4: one never-shuffled deck per campaign.
-- `started_after_attempt` is the last diary attempt recorded when the deck came into play
-- (first HQ assignment; null if none): resolution steps are due only after later attempts
-- (HQ-GEN-4). A foreign key, so a duplicated campaign points at its own copy.
CREATE TABLE hq_contract_deck (
  id                     INTEGER PRIMARY KEY,
  campaign_id            INTEGER NOT NULL UNIQUE REFERENCES campaigns (id) ON DELETE CASCADE,
  top_position           INTEGER NOT NULL DEFAULT 1 CHECK (top_position >= 1),
  revealed               INTEGER NOT NULL DEFAULT 0 CHECK (revealed IN (0, 1)),
  second_attempt         INTEGER NOT NULL DEFAULT 0 CHECK (second_attempt IN (0, 1)),
  started_after_attempt  INTEGER REFERENCES memory_attempts (id),
  CHECK (second_attempt = 0 OR revealed = 1)
);

-- HQ-CMD-1..4: each time the command room played a contract.
CREATE TABLE hq_contract_attempts (
  id              INTEGER PRIMARY KEY,
  campaign_id     INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  position        INTEGER NOT NULL CHECK (position >= 1),
  attempt_number  INTEGER NOT NULL CHECK (attempt_number IN (1, 2)),
  hits_needed     INTEGER NOT NULL CHECK (hits_needed >= 0),
  dice            INTEGER NOT NULL CHECK (dice >= 0),
  roll_id         INTEGER REFERENCES dice_rolls (id),
  automatic       INTEGER NOT NULL CHECK (automatic IN (0, 1)),
  hits            INTEGER NOT NULL CHECK (hits >= 0),
  outcome         TEXT    NOT NULL CHECK (outcome IN ('success', 'failure')),
  memory_attempt  INTEGER NOT NULL REFERENCES memory_attempts (id) ON DELETE CASCADE,
  CHECK (automatic = 0 OR roll_id IS NULL)
);
CREATE INDEX hq_contract_attempts_by_campaign ON hq_contract_attempts (campaign_id, id);

-- BP-1/2, HQ-AS-2, HQ-WRK-6/7: blueprints the party owns: face up in the main hall, in the
-- workshop, or built (then `card_id` is its special-equipment card in campaign_cards, null
-- once the players discard that card).
CREATE TABLE hq_blueprints (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  blueprint_id  TEXT    NOT NULL CHECK (length(blueprint_id) BETWEEN 1 AND 40),
  state         TEXT    NOT NULL CHECK (state IN ('main-hall', 'workshop', 'built')),
  card_id       INTEGER REFERENCES campaign_cards (id) ON DELETE SET NULL,
  UNIQUE (campaign_id, blueprint_id),
  CHECK (state = 'built' OR card_id IS NULL)
);
CREATE UNIQUE INDEX hq_blueprints_one_in_workshop ON hq_blueprints (campaign_id) WHERE state = 'workshop';

-- HQ-GEN-4, HQ-RES-1: the resolution after a memory attempt that completed a memory, and
-- the next building to resolve (hospital → workshop → shop → command room → done).
CREATE TABLE hq_resolutions (
  id              INTEGER PRIMARY KEY,
  campaign_id     INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  memory_attempt  INTEGER NOT NULL UNIQUE REFERENCES memory_attempts (id) ON DELETE CASCADE,
  next_step       TEXT    NOT NULL CHECK (next_step IN ('hospital', 'workshop', 'shop', 'command-room', 'done'))
);
