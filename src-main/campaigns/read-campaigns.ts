import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { Box, CampaignSummary, Difficulty } from '../../shared/campaigns/campaign.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { partyLevel } from '../diary/party-level.js';

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
  /** The memory of the most recently recorded attempt (read with the row). */
  last_memory: string | null;
}

/** Each campaign row with the memory of its latest recorded attempt. */
const SELECT_CAMPAIGNS = `SELECT c.*, (
    SELECT d.memory_id FROM memory_attempts a JOIN diary_memories d ON d.id = a.diary_memory_id
    WHERE a.campaign_id = c.id ORDER BY a.id DESC LIMIT 1
  ) AS last_memory FROM campaigns c`;

function toSummary(db: Db, row: CampaignRow, party: CampaignSummary['party'], boxData: BoxData): CampaignSummary {
  return {
    id: row.id,
    name: row.name,
    playerCount: row.player_count,
    playerNames: JSON.parse(row.player_names) as string[],
    difficulty: row.difficulty,
    box: row.box,
    currentMemory: row.current_memory,
    lastMemory: row.last_memory,
    xp: row.xp,
    startingLevel: row.starting_level,
    level: partyLevel(db, row, boxData),
    party,
    createdAt: row.created_at,
    lastPlayedAt: row.last_played_at,
  };
}

/** Most recently played first: the campaign a group comes back to is at the top. */
export function listCampaigns(db: Db): CampaignSummary[] {
  const rows = db.prepare(`${SELECT_CAMPAIGNS} ORDER BY c.last_played_at DESC, c.id DESC`).all() as CampaignRow[];
  const boxData = readBoxData(db);
  const members = db
    .prepare("SELECT campaign_id, character_id, seat FROM party_members WHERE status = 'in-play' ORDER BY campaign_id, position")
    .all() as { campaign_id: number; character_id: string; seat: number }[];
  return rows.map((row) =>
    toSummary(
      db,
      row,
      members.filter((m) => m.campaign_id === row.id).map((m) => ({ characterId: m.character_id, seat: m.seat })),
      boxData,
    ),
  );
}

export function getCampaign(db: Db, campaignId: number): CampaignSummary {
  const row = db.prepare(`${SELECT_CAMPAIGNS} WHERE c.id = ?`).get(campaignId) as CampaignRow | undefined;
  if (!row) fail('not-found', 'This campaign does not exist (it may have been deleted).', { field: 'campaignId' });
  const party = db
    .prepare("SELECT character_id, seat FROM party_members WHERE campaign_id = ? AND status = 'in-play' ORDER BY position")
    .all(campaignId) as { character_id: string; seat: number }[];
  return toSummary(db, row, party.map((m) => ({ characterId: m.character_id, seat: m.seat })), readBoxData(db));
}
