import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHANNEL_NAMES } from '../../shared/ipc/channels.js';
import type { CreateCampaignRequest } from '../../shared/campaigns/campaign-channels.js';
import { ERROR_CODES } from '../../shared/ipc/errors.js';
import { firstIssue } from './validation.js';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';

let t: TestCore;
beforeAll(async () => {
  t = await openTestCore();
  await t.call('campaign/create', twoPlayerCampaign('Venezia'));
});
afterAll(async () => {
  await t.dispose();
});

const create = (change: Partial<Record<keyof CreateCampaignRequest, unknown>> & Record<string, unknown>) => ({
  ...twoPlayerCampaign('Firenze'),
  ...change,
});
const withoutName = (() => {
  const { name: _omitted, ...rest } = twoPlayerCampaign();
  return rest;
})();

describe('malformed requests are refused with the path of the field at fault', () => {
  it.each([
    ['a missing name', 'campaign/create', withoutName, 'name', 'This field is required.'],
    ['a name that is empty once trimmed', 'campaign/create', create({ name: '   ' }), 'name', 'The name cannot be empty.'],
    ['an 81-character name', 'campaign/create', create({ name: 'x'.repeat(81) }), 'name', 'The name can have at most 80 characters.'],
    ['5 players', 'campaign/create', create({ playerNames: ['A', 'B', 'C', 'D', 'E'] }), 'playerNames', 'At most 4 players.'],
    ['no players', 'campaign/create', create({ playerNames: [] }), 'playerNames', 'At least 1 player.'],
    ['a blank player name', 'campaign/create', create({ playerNames: ['Anna', ' '] }), 'playerNames.1', 'A player name cannot be empty.'],
    ['seat 0', 'campaign/create', create({ party: [{ characterId: 'claudio', seat: 0 }, { characterId: 'daria', seat: 2 }] }), 'party.0.seat', undefined],
    ['seat 5', 'campaign/create', create({ party: [{ characterId: 'claudio', seat: 1 }, { characterId: 'daria', seat: 5 }] }), 'party.1.seat', undefined],
    ['an unknown extra key', 'campaign/create', create({ admin: true }), 'admin', 'Unknown field: admin.'],
    ['an unknown key inside the party', 'campaign/create', create({ party: [{ characterId: 'claudio', seat: 1, level: 4 }] }), 'party.0.level', 'Unknown field: level.'],
    ['a name of the wrong type', 'campaign/create', create({ name: 42 }), 'name', 'This field should be a string.'],
    ['a party that is not an array', 'campaign/create', create({ party: 'claudio' }), 'party', 'This field should be an array.'],
    ['a character id of the wrong type', 'campaign/create', create({ party: [{ characterId: 7, seat: 1 }] }), 'party.0.characterId', 'This field should be a string.'],
    ['an unknown difficulty', 'campaign/create', create({ difficulty: 'nightmare' }), 'difficulty', undefined],
    ['a campaign id given as text', 'campaign/rename', { campaignId: '1', name: 'Roma' }, 'campaignId', 'This field should be a number.'],
    ['a negative campaign id', 'campaign/rename', { campaignId: -1, name: 'Roma' }, 'campaignId', undefined],
    ['a fractional campaign id', 'campaign/delete', { campaignId: 1.5 }, 'campaignId', undefined],
    ['an empty new name', 'campaign/duplicate', { campaignId: 1, name: '' }, 'name', 'The name cannot be empty.'],
    ['a history limit above 500', 'history/list', { campaignId: null, limit: 501 }, 'limit', undefined],
    ['arguments to a request that takes none', 'history/undo', { steps: 3 }, 'steps', 'Unknown field: steps.'],
    ['an unsupported language', 'settings/set-language', { language: 'de' }, 'language', undefined],
    ['three XP thresholds', 'box-data/set-xp-thresholds', { track: 'core', thresholds: [1, 2, 3] }, 'thresholds', undefined],
    ['a card in an unknown slot', 'box-data/save-equipment-card', { previousId: null, card: { id: '1', name: 'Boots', slot: 'feet', dice: null, reusable: true } }, 'card.slot', undefined],
    ['a backup id that climbs out of the folder', 'backup/restore', { backupId: '../campaigns.sqlite' }, 'backupId', 'Unknown backup.'],
  ] as const)('%s', async (_case, channel, args, field, message) => {
    const error = await t.refuseUnchanged(channel, args);
    expect(error).toMatchObject({ code: 'invalid-request', field });
    if (message) expect(error.message).toBe(message);
  });

  it('refuses arguments that are not an object at all', async () => {
    for (const args of ['campaign', 7, [twoPlayerCampaign()]]) {
      expect(await t.refuseUnchanged('campaign/create', args)).toMatchObject({ code: 'invalid-request', field: '' });
    }
  });

  it('answers an unknown channel without touching anything', async () => {
    expect(await t.refuseUnchanged('campaign/drop-table', {})).toMatchObject({ code: 'unknown-channel' });
    expect(await t.refuseUnchanged('toString', {})).toMatchObject({ code: 'unknown-channel' });
  });

  it('never throws on arbitrary input, and a refused request changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CHANNEL_NAMES), fc.anything(), async (channel, args) => {
        const before = await t.state();
        const outcome = await t.core.dispatch(channel, args);
        if (outcome.ok) return;
        expect(ERROR_CODES).toContain(outcome.error.code);
        expect(outcome.error.message).toEqual(expect.any(String));
        expect(outcome.error.code).not.toBe('internal');
        expect(await t.state()).toEqual(before);
      }),
      // BOV_FUZZ_RUNS raises the count for a long run (the fault suite's 10,000).
      { numRuns: Number(process.env.BOV_FUZZ_RUNS ?? 300) },
    );
  });
});

describe('game rules are refused as rule violations naming the rule', () => {
  const party = (...members: [string, number][]) => members.map(([characterId, seat]) => ({ characterId, seat }));
  const solo = ['Anna'];
  const pair = ['Anna', 'Bartek'];
  const trio = ['Anna', 'Bartek', 'Celina'];

  it.each([
    ['SET-8: a solo player must control at least 2 assassins', { playerNames: solo, party: party(['claudio', 1]) }, 'SET-8', { context: 'partySize', min: 2, max: 4 }, 'party'],
    ['SET-8: with 2 players, player 2 needs an assassin', { playerNames: pair, party: party(['claudio', 1], ['daria', 1]) }, 'SET-8', { context: 'noAssassin', seat: 2 }, 'party'],
    [
      'SET-8: no player controls 3 assassins',
      { playerNames: pair, party: party(['alessandra', 1], ['bastiano', 1], ['claudio', 1], ['daria', 2]) },
      'SET-8',
      { context: 'tooMany', seat: 1, max: 2 },
      'party',
    ],
    [
      'SET-8: at most 4 assassins are in play',
      { playerNames: trio, box: 'apocalypse', party: party(['alessandra', 1], ['bastiano', 1], ['claudio', 2], ['daria', 2], ['clara', 3]) },
      'SET-8',
      { context: 'partySize', min: 2, max: 4 },
      'party',
    ],
    ['SET-8: an assassin cannot be seated at an empty chair', { playerNames: pair, party: party(['claudio', 1], ['daria', 3]) }, 'SET-8', { context: 'seat', seat: 3, players: 2 }, 'party.1.seat'],
    [
      'APX-SET-1: Alessandra and Alif share an initial, so not both in Apocalypse',
      { box: 'apocalypse', party: party(['alessandra', 1], ['alif', 2]) },
      'APX-SET-1',
      { assassin: 'Alif', other: 'Alessandra', initial: 'A' },
      'party.1.characterId',
    ],
    ['APX-SET-1: Alif plays only in an Apocalypse campaign', { party: party(['alif', 1], ['daria', 2]) }, 'APX-SET-1', { context: 'apocalypseOnly', assassin: 'Alif' }, 'party.0.characterId'],
    ['DIFF-L-1: legendary difficulty needs Apocalypse', { difficulty: 'legendary' }, 'DIFF-L-1', {}, 'difficulty'],
    ['CMP-3: the same assassin cannot be picked twice', { party: party(['claudio', 1], ['claudio', 2]) }, 'CMP-3', { assassin: 'Claudio' }, 'party.1.characterId'],
    ['CMP-3: an apprentice is not an assassin', { party: party(['claudio', 1], ['apprentice-2', 2]) }, 'CMP-3', { context: 'notAssassin', characterId: 'apprentice-2' }, 'party.1.characterId'],
  ] as const)('%s', async (_rule, change, rule, params, field) => {
    expectRefusal(await t.refuseUnchanged('campaign/create', create(change)), rule, params, field);
  });
});

describe('firstIssue', () => {
  const schema = z.object({ party: z.array(z.object({ seat: z.number() }).strict()) }).strict();
  const issueOf = (input: unknown) => {
    const parsed = schema.safeParse(input, { reportInput: true });
    if (parsed.success) throw new Error('expected the parse to fail');
    return firstIssue(parsed.error);
  };

  it('tells a missing field from one of the wrong type', () => {
    expect(issueOf({ party: [{}] })).toEqual({ field: 'party.0.seat', message: 'This field is required.' });
    expect(issueOf({ party: [{ seat: 'two' }] })).toEqual({ field: 'party.0.seat', message: 'This field should be a number.' });
  });

  it('names an unknown key by its own path and lists every unknown key', () => {
    expect(issueOf({ party: [{ seat: 1, x: 1, y: 2 }] })).toEqual({ field: 'party.0.x', message: 'Unknown fields: x, y.' });
  });

  it('falls back to a general sentence for an error without issues', () => {
    expect(firstIssue(new z.ZodError([]))).toEqual({ field: '', message: 'The request is not valid.' });
  });
});
