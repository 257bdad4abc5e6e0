import type { Db } from '../db/open-save.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { fail } from '../../shared/ipc/errors.js';
import { assassinName } from './read-boards.js';

/**
 * The name of a campaign's party member (its character's name), for history lines and
 * refusals. The one place that turns a member id into a name; an id that is not a member of
 * this campaign is not-found, naming the request field that carried it.
 */
export function memberName(ctx: { db: Db; pack: ContentPack }, campaignId: number, memberId: number, field = 'memberId'): string {
  const row = ctx.db.prepare('SELECT character_id FROM party_members WHERE id = ? AND campaign_id = ?').get(memberId, campaignId) as
    | { character_id: string }
    | undefined;
  if (!row) fail('not-found', 'This assassin is not in this campaign.', { field });
  return assassinName(ctx.pack, row.character_id);
}
