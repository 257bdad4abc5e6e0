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
  const known = (id: number) =>
    statement(db, 'SELECT 1 FROM campaigns WHERE id = ?').get(id) !== undefined ||
    (historyKnows && statement(db, 'SELECT 1 FROM history WHERE campaign_id = ? LIMIT 1').get(id) !== undefined);
  const field = firstUnknown(request, [], known);
  return field === null ? null : { code: 'not-found', message: 'This campaign does not exist (it may have been deleted).', field };
}

const NAMES_A_CAMPAIGN = /campaignIds?$/i;

/**
 * The field of the first campaign id in `value` that `known` refuses, in the order the request's
 * fields come (depth first), or null. Every request is walked, so the walk allocates nothing on
 * the way: `path` is the one list of keys above `value`, and a field's name is joined only for
 * the id it reports.
 */
function firstUnknown(value: unknown, path: (string | number)[], known: (id: number) => boolean): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      const field = firstUnknown(value[index], path, known);
      path.pop();
      if (field !== null) return field;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    let field: string | null = null;
    path.push(key);
    if (!NAMES_A_CAMPAIGN.test(key)) {
      field = firstUnknown(item, path, known);
    } else if (Array.isArray(item)) {
      for (let index = 0; index < item.length && field === null; index++) {
        const id: unknown = item[index];
        if (typeof id === 'number' && !known(id)) field = [...path, index].join('.');
      }
    } else if (typeof item === 'number' && !known(item)) {
      field = path.join('.');
    }
    path.pop();
    if (field !== null) return field;
  }
  return null;
}
