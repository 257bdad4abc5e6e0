import type { ChannelName } from '../../shared/ipc/channels.js';
import type { AppError } from '../../shared/ipc/errors.js';
import type { Db } from '../db/db.js';
import { statement } from '../db/statements.js';

/**
 * Every request that names a campaign (`campaignId`, `scope.campaignId`,
 * `targetCampaignIds.2`…) is checked here, once, before its handler runs: a campaign the
 * save does not hold is answered `not-found` naming the field, on every channel, so no
 * handler can meet it as a foreign-key failure halfway through its transaction. The
 * history of a deleted campaign is still there to read and undo (its deletion included),
 * so history requests may name a campaign that only the history remembers.
 */
export function missingCampaign(db: Db, channel: ChannelName, request: unknown): AppError | null {
  const historyKnows = channel.startsWith('history/');
  for (const { id, field } of campaignReferences(request, [])) {
    if (statement(db, 'SELECT 1 FROM campaigns WHERE id = ?').get(id) !== undefined) continue;
    if (historyKnows && statement(db, 'SELECT 1 FROM history WHERE campaign_id = ? LIMIT 1').get(id) !== undefined) continue;
    return {
      code: 'not-found',
      message: 'This campaign does not exist (it may have been deleted).',
      field,
    };
  }
  return null;
}

const NAMES_A_CAMPAIGN = /campaignIds?$/i;

function* campaignReferences(value: unknown, path: readonly (string | number)[]): Generator<{ id: number; field: string }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* campaignReferences(item, [...path, index]);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (NAMES_A_CAMPAIGN.test(key)) {
      const ids = Array.isArray(item) ? item.map((id, index) => ({ id, at: [...here, index] })) : [{ id: item, at: here }];
      for (const { id, at } of ids) if (typeof id === 'number') yield { id, field: at.join('.') };
    } else {
      yield* campaignReferences(item, here);
    }
  }
}
