import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import type { CreateCampaignRequest } from '../../shared/campaigns/campaign-channels.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { checkNewCampaign, firstMemory, startingLevel } from '../../shared/campaigns/party-setup.js';

/** Inserts the campaign and its party; the caller records it as a command. Returns the id. */
export function createCampaign(db: Db, pack: ContentPack, request: CreateCampaignRequest, now: Date): number {
  const refusal = checkNewCampaign({ ...request, playerCount: request.playerNames.length }, pack.characters);
  if (refusal) failRefusal(refusal);

  const stamp = now.toISOString();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO campaigns (name, player_count, player_names, difficulty, box, current_memory, starting_level, created_at, last_played_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      request.name,
      request.playerNames.length,
      JSON.stringify(request.playerNames),
      request.difficulty,
      request.box,
      firstMemory(request.box),
      startingLevel(request.box),
      stamp,
      stamp,
    );
  const campaignId = Number(lastInsertRowid);
  const addMember = db.prepare('INSERT INTO party_members (campaign_id, character_id, seat, position) VALUES (?, ?, ?, ?)');
  request.party.forEach((member, position) => addMember.run(campaignId, member.characterId, member.seat, position));
  return campaignId;
}
