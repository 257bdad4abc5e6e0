import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DieFace } from '../../shared/content/pack-schema.js';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import { rollFaces } from '../engine/roll-dice.js';
import { readRoll } from '../../shared/dice/dice-reading.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';

// Made-up faces for the tests: the real split is box data the players enter (UNK-1).
const WHITE: DieFace[] = ['hit', 'hit', 'special', 'x', 'x', 'x'];

let t: TestCore;
let campaignId: number;
beforeEach(async () => {
  t = await openTestCore();
  campaignId = (await t.call('campaign/create', twoPlayerCampaign())).id;
});
afterEach(async () => {
  await t.dispose();
});

const freeRoll = (input: { mode: 'app' } | { mode: 'entered'; faces: DieFace[] }, count = 3) => ({
  campaignId,
  die: 'white' as const,
  count,
  purpose: 'Exploration card 12',
  reading: 'hits' as const,
  input,
});

describe('dice settings', () => {
  it('UNK-1: a new campaign types its dice, and no die is known to the app yet', async () => {
    expect(await t.call('dice/get-settings', { campaignId })).toEqual({
      mode: 'entered',
      facesKnown: { white: false, black: false, red: false, poison: false },
    });
    await t.call('box-data/set-die-faces', { die: 'white', faces: WHITE });
    expect((await t.call('dice/get-settings', { campaignId })).facesKnown.white).toBe(true);
  });

  it('switching to app rolls is one undoable command that survives a restart', async () => {
    expect((await t.call('dice/set-mode', { campaignId, mode: 'app' })).mode).toBe('app');
    const [entry] = await t.call('history/list', { campaignId });
    expect(entry).toMatchObject({ summaryKey: 'dice.history.modeSet', summaryParams: { mode: 'app' }, campaignId });

    t = await t.reopen();
    expect((await t.call('dice/get-settings', { campaignId })).mode).toBe('app');
    await t.call('history/undo', {});
    expect((await t.call('dice/get-settings', { campaignId })).mode).toBe('entered');
    await t.call('history/redo', {});
    expect((await t.call('dice/get-settings', { campaignId })).mode).toBe('app');
  });

  it('setting the mode a campaign already has leaves no history entry', async () => {
    const before = await t.call('history/list', { campaignId });
    await t.call('dice/set-mode', { campaignId, mode: 'entered' });
    expect(await t.call('history/list', { campaignId })).toEqual(before);
  });

  it('refuses an unknown campaign', async () => {
    expect((await t.refuseUnchanged('dice/set-mode', { campaignId: 999, mode: 'app' })).code).toBe('not-found');
    expect((await t.refuse('dice/get-settings', { campaignId: 999 })).code).toBe('not-found');
  });
});

describe('dice/roll', () => {
  it('UNK-1: the app refuses to roll a die whose faces were never entered', async () => {
    const error = await t.refuseUnchanged('dice/roll', freeRoll({ mode: 'app' }));
    expectRefusal(error, 'UNK-1', { context: 'white' }, 'roll.mode');
  });

  it('UNK-1: the app rolls only faces the players entered, and records a seed that replays the roll', async () => {
    await t.call('box-data/set-die-faces', { die: 'white', faces: WHITE });
    const { roll, result } = await t.call('dice/roll', freeRoll({ mode: 'app' }, 5));
    expect(roll).toMatchObject({ die: 'white', count: 5, mode: 'app', purpose: 'Exploration card 12' });
    expect(roll.seed).toEqual(expect.any(Number));
    expect(roll.faces).toEqual(rollFaces(WHITE, 5, roll.seed!));
    expect(result).toBe(readRoll('hits', roll.faces));
  });

  it('HQ-CMD-2: typed faces are read with a special face as one hit, without any box data', async () => {
    const { roll, result } = await t.call('dice/roll', freeRoll({ mode: 'entered', faces: ['special', 'x', 'hit'] }));
    expect(roll).toMatchObject({ mode: 'entered', seed: null, faces: ['special', 'x', 'hit'] });
    expect(result).toBe(2);
  });

  it('EXC-2: an exploration detection roll counts only plain eyes', async () => {
    const { result } = await t.call('dice/roll', {
      campaignId,
      die: 'red',
      count: 3,
      purpose: 'Detection test',
      reading: 'exposure',
      input: { mode: 'entered', faces: ['eye', 'eye-alert', 'blank'] },
    });
    expect(result).toBe(1);
  });

  it('CF-DIE-1: typed faces must be one per die, naming the field at fault', async () => {
    expect(await t.refuseUnchanged('dice/roll', freeRoll({ mode: 'entered', faces: ['hit', 'hit'] }))).toMatchObject({
      code: 'invalid-request',
      field: 'roll.faces',
    });
  });

  it('CF-DIE-1: a typed face the die does not carry is refused, naming which die', async () => {
    const error = await t.refuseUnchanged('dice/roll', freeRoll({ mode: 'entered', faces: ['hit', 'eye', 'x'] }));
    expect(error).toMatchObject({ code: 'invalid-request', field: 'roll.faces.1' });
    expect(error.message).toContain('white die has no "eye" face');
  });

  it('refuses a reading meant for another die', async () => {
    const request = { ...freeRoll({ mode: 'entered', faces: ['hit', 'hit', 'x'] }), reading: 'exposure' };
    expect(await t.refuseUnchanged('dice/roll', request)).toMatchObject({ code: 'invalid-request', field: 'reading' });
  });

  it('refuses more dice than a free roll holds', async () => {
    expect(await t.refuseUnchanged('dice/roll', freeRoll({ mode: 'app' }, 13))).toMatchObject({ code: 'invalid-request', field: 'count' });
  });

  it('lists rolls newest first, and undo takes a roll back', async () => {
    await t.call('dice/roll', freeRoll({ mode: 'entered', faces: ['hit'] }, 1));
    await t.call('dice/roll', freeRoll({ mode: 'entered', faces: ['x', 'x'] }, 2));
    const rolls = await t.call('dice/list-rolls', { campaignId, limit: 10 });
    expect(rolls.map((r) => r.faces)).toEqual([['x', 'x'], ['hit']]);
    expect(await t.call('dice/list-rolls', { campaignId, limit: 1 })).toHaveLength(1);
    expect((await t.call('history/list', { campaignId }))[0]).toMatchObject({ summaryKey: 'dice.history.rolled', summaryParams: { die: 'white', count: 2 } });

    await t.call('history/undo', {});
    expect((await t.call('dice/list-rolls', { campaignId, limit: 10 })).map((r) => r.faces)).toEqual([['hit']]);
  });

  it('rolls go with their campaign when it is deleted', async () => {
    await t.call('dice/roll', freeRoll({ mode: 'entered', faces: ['hit'] }, 1));
    const other = (await t.call('campaign/create', twoPlayerCampaign('Other'))).id;
    await t.call('campaign/delete', { campaignId });
    expect(await t.call('dice/list-rolls', { campaignId: other, limit: 10 })).toEqual([]);
    expect((await t.refuse('dice/list-rolls', { campaignId, limit: 10 })).code).toBe('not-found');
  });
});

describe('a duplicated campaign', () => {
  it('keeps its dice mode and its rolls', async () => {
    await t.call('dice/set-mode', { campaignId, mode: 'app' });
    await t.call('dice/roll', freeRoll({ mode: 'entered', faces: ['hit'] }, 1));
    const copy = await t.call('campaign/duplicate', { campaignId, name: 'Copy' });
    expect((await t.call('dice/get-settings', { campaignId: copy.id })).mode).toBe('app');
    expect((await t.call('dice/list-rolls', { campaignId: copy.id, limit: 5 })).map((r) => r.faces)).toEqual([['hit']]);
  });
});
