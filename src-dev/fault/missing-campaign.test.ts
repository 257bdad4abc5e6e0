import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { CHANNEL_NAMES, channels, type ChannelName } from '../../shared/ipc/channels.js';
import { arbitraryFor, schemaType, validRequests, type RequestPath } from '../../src-main/test-support/request-arbitrary.js';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../../src-main/test-support/temp-core.js';

/**
 * A request about a campaign the save does not hold (never made, or just deleted) is
 * answered `not-found` naming the field, on every channel of the contract, and changes
 * nothing. The channels and their campaign fields are read from the contract itself, so a
 * channel added later is covered without touching this test.
 */

/** A number that names a campaign: `campaignId`, `scope.campaignId`, `targetCampaignIds.0`… */
const isCampaignField = (path: RequestPath, schema: z.ZodType) => {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  return key !== undefined && /campaignIds?$/i.test(key) && schemaType(schema) === 'number';
};

/** Every path of `schema` that names a campaign, found by building requests and noting where the hint was asked. */
function campaignFieldsOf(schema: z.ZodType): string[] {
  const seen = new Set<string>();
  fc.sample(
    arbitraryFor(schema, (path, field) => {
      if (isCampaignField(path, field)) seen.add(path.join('.'));
      return undefined;
    }),
    { seed: 1, numRuns: 30 },
  );
  return [...seen];
}

const NEVER_MADE = 987_654;
let t: TestCore;
let existing: number;
let deleted: number;

beforeAll(async () => {
  t = await openTestCore();
  existing = (await t.call('campaign/create', twoPlayerCampaign('Venezia'))).id;
  deleted = (await t.call('campaign/create', twoPlayerCampaign('Doomed'))).id;
  await t.call('campaign/delete', { campaignId: deleted });
});
afterAll(() => t.dispose());

/** A request the schema accepts with `missing` at `field` and the existing campaign at every other campaign field. */
function requestWith(channel: ChannelName, field: string, missing: number): unknown {
  const schema = channels[channel].request as z.ZodType;
  const hint = (path: RequestPath, fieldSchema: z.ZodType) => {
    if (!isCampaignField(path, fieldSchema)) return undefined;
    return fc.constant(path.join('.') === field ? missing : existing);
  };
  // Only a request that names the missing campaign at that field (an optional scope may be left out).
  const namesIt = (request: unknown) => field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], request) === missing;
  const [request] = validRequests(schema, 1, 7, hint, namesIt);
  if (request === undefined) throw new Error(`Could not build a valid ${channel} request: teach request-arbitrary.ts what its schema needs.`);
  return request;
}

it('NOT-FOUND: every channel that names a campaign answers not-found with the field for a campaign that was never made or was deleted', async () => {
  const answers: string[] = [];
  let asked = 0;
  for (const channel of CHANNEL_NAMES) {
    for (const field of campaignFieldsOf(channels[channel].request as z.ZodType)) {
      // The history of a deleted campaign is still the players' to read and undo (its deletion included).
      const missingIds = channel.startsWith('history/') ? [NEVER_MADE] : [NEVER_MADE, deleted];
      for (const missing of missingIds) {
        asked++;
        const before = await t.state();
        const outcome = await t.core.dispatch(channel, requestWith(channel, field, missing));
        const changed = JSON.stringify(await t.state()) !== JSON.stringify(before);
        // An array's field is named by its first element: every element is the missing campaign.
        if (outcome.ok) answers.push(`${channel} ${field}=${missing}: answered ok${changed ? ' and changed the save' : ''}`);
        else if (outcome.error.code !== 'not-found' || outcome.error.field !== field || changed) {
          answers.push(`${channel} ${field}=${missing}: ${outcome.error.code} ${outcome.error.field ?? ''} ${outcome.error.message}${changed ? ' (changed the save)' : ''}`);
        }
      }
    }
  }
  console.log(`missing-campaign: ${asked} requests naming a missing campaign; ${answers.length} not answered not-found with the field`);
  expect(asked).toBeGreaterThan(100);
  expect(answers.join("\n")).toBe("");
}, 60_000);
