-- SYNC-4: a 100% sync unlocked in one campaign also counts for the earlier campaigns played
-- with the same box, so their Diaries may take its sticker too. Such a sticker belongs to
-- no attempt of the campaign that shows it (that campaign may never have played the
-- memory), so it has its own table: one sticker per campaign and memory, the colour earned
-- (SYNC-2) and the campaign it came from. The source's name is kept as well, so the note
-- "from <campaign>" survives that campaign's deletion, as a sticker on paper would.
CREATE TABLE diary_sync_stickers (
  id                  INTEGER PRIMARY KEY,
  campaign_id         INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  memory_id           TEXT    NOT NULL CHECK (length(memory_id) BETWEEN 1 AND 12),
  sticker             TEXT    NOT NULL CHECK (sticker IN ('red', 'gray')),
  from_campaign_id    INTEGER REFERENCES campaigns (id) ON DELETE SET NULL,
  from_campaign_name  TEXT    NOT NULL CHECK (length(from_campaign_name) BETWEEN 1 AND 80),
  UNIQUE (campaign_id, memory_id)
);
CREATE INDEX diary_sync_stickers_from ON diary_sync_stickers (from_campaign_id);
