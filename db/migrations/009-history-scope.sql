-- Undo and redo act on one history at a time: a campaign's own, the campaign
-- list's (creating, renaming, duplicating, deleting campaigns) or box data's. Each entry names its own.
ALTER TABLE history ADD COLUMN scope TEXT NOT NULL DEFAULT 'campaign-list';

UPDATE history SET scope = CASE
  WHEN category = 'box-data' THEN 'box-data'
  WHEN campaign_id IS NULL OR summary_key IN ('campaignCreated', 'campaignRenamed', 'campaignDuplicated', 'campaignDeleted') THEN 'campaign-list'
  ELSE 'campaign:' || campaign_id
END;

CREATE INDEX history_by_scope ON history (scope, id);
