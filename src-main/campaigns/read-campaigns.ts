import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { Box, CampaignSummary, Difficulty } from '../../shared/campaigns/campaign.js';

interface CampaignRow {
  id: number;
  name: string;
  player_count: number;
  player_names: string;
  difficulty: Difficulty;
  box: Box;
  current_memory: string | null;
  xp: number;
  starting_level: number;
  created_at: string;
  last_played_at: string;
}

function toSummary(row: CampaignRow, party: CampaignSummary['party']): CampaignSummary {
  return {
    id: row.id,
    name: row.name,
    playerCount: row.player_count,
    playerNames: JSON.parse(row.player_names) as string[],
    difficulty: row.difficulty,
    box: row.box,
    currentMemory: row.current_memory,
    xp: row.xp,
    startingLevel: row.starting_level,
    party,
    createdAt: row.created_at,
    lastPlayedAt: row.last_played_at,
  };
}

/** Most recently played first: the campaign a group comes back to is at the top. */
export function listCampaigns(db: Db): CampaignSummary[] {
  const rows = db.prepare('SELECT * FROM campaigns ORDER BY last_played_at DESC, id DESC').all() as CampaignRow[];
  const members = db
    .prepare("SELECT campaign_id, character_id, seat FROM party_members WHERE status = 'in-play' ORDER BY campaign_id, position")
    .all() as { campaign_id: number; character_id: string; seat: number }[];
  return rows.map((row) =>
    toSummary(
      row,
      members.filter((m) => m.campaign_id === row.id).map((m) => ({ characterId: m.character_id, seat: m.seat })),
    ),
  );
}

export function getCampaign(db: Db, campaignId: number): CampaignSummary {
  const row = db.prepare('SELECT * FROM campaigns WHERE id = ?').get(campaignId) as CampaignRow | undefined;
  if (!row) fail('not-found', 'This campaign does not exist (it may have been deleted).', { field: 'campaignId' });
  const party = db
    .prepare("SELECT character_id, seat FROM party_members WHERE campaign_id = ? AND status = 'in-play' ORDER BY position")
    .all(campaignId) as { character_id: string; seat: number }[];
  return toSummary(row, party.map((m) => ({ characterId: m.character_id, seat: m.seat })));
}
