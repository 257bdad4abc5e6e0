import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { twoPlayerApocalypseCampaign } from '../../shared/test-support/campaign-builders.js';
import type { MissingFor } from '../../shared/box-data/box-data-missing.js';
import {
  CONTRACT_TWO,
  finishAssignment,
  firstAssignmentDone,
  hqStory,
  laterAssignment,
  layOutFirstAssignment,
  play,
  playPrologue,
  startAssignment,
  unlock,
  type HqStory,
} from '../test-support/hq-story.js';

/*
 * "What is still missing for what you play next", built only through the
 * commands a group gives. Brown-card numbers typed here are test values, not the game's.
 */

let t: TestCore;
let story: HqStory;
beforeEach(async () => {
  t = await openTestCore();
  story = await hqStory(t);
});
afterEach(async () => {
  await t.dispose();
});

const missing = () => t.call('box-data/missing', {});
const forResolution = async (): Promise<MissingFor['values']> =>
  (await missing()).find((m) => m.campaignId === story.campaignId && m.play === 'hq-resolution')?.values ?? [];
const resolution = () => t.call('hq/get-resolution', { campaignId: story.campaignId });

describe('the next memory (UNK-2)', () => {
  it('LVL-1: a campaign whose XP track is empty needs its thresholds before its next memory; entering them clears it', async () => {
    const apocalypse = await t.call('campaign/create', twoPlayerApocalypseCampaign('Second group'));
    const list = await missing();
    // The core track was entered by the story's set-up; nothing is missing for its next memory.
    expect(list.some((m) => m.campaignId === story.campaignId && m.play === 'next-memory')).toBe(false);
    expect(list.find((m) => m.campaignId === apocalypse.id && m.play === 'next-memory')?.values).toEqual([{ kind: 'xp-thresholds', track: 'apocalypse' }]);
    // An Apocalypse campaign has no headquarters, so nothing is listed for one.
    expect(list.some((m) => m.campaignId === apocalypse.id && m.play === 'hq-resolution')).toBe(false);
    await t.call('box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: [4, 9, 16, 30] });
    expect((await missing()).some((m) => m.campaignId === apocalypse.id)).toBe(false);
  });
});

describe('the next HQ resolution (UNK-11, UNK-12)', () => {
  it('HQ-HOS-2, HQ-SHP-2: with nobody on a red space the caregiver is not asked for; the shop staff is', async () => {
    await firstAssignmentDone(story);
    const view = await resolution();
    const [caregiver] = view.hospital.caregivers;
    const [shopStaff] = view.shop.staff;
    expect(view.hospital.patients).toEqual([]);
    const values = await forResolution();
    expect(values).toContainEqual({ kind: 'ally-card', staffId: shopStaff, value: 'shopKeep' });
    expect(values.some((v) => v.kind === 'ally-card' && v.staffId === caregiver)).toBe(false);
    // CF-CRD-10: contract 1's hits are printed in the rulebook, so the command room needs nothing.
    expect(values.some((v) => v.kind === 'contract-hits')).toBe(false);

    // The hospital then resolves without its caregiver's card (nothing typed).
    await play(story, '1.1');
    await t.call('hq/resolve-hospital', { campaignId: story.campaignId, ezioMode: view.hospital.ezio ? 'hospital' : null });
    expect((await resolution()).nextStep).toBe('workshop');
  });

  it('HQ-HOS-1: a patient on a red space makes the caregiver\'s brown card needed, until it is entered', async () => {
    await playPrologue(story, [story.claudio]);
    await unlock(story);
    await startAssignment(story);
    await t.call('hq/hospitalise', { campaignId: story.campaignId, memberId: story.claudio, baggedCardId: null });
    await layOutFirstAssignment(story);
    await finishAssignment(story);
    const [caregiver] = (await resolution()).hospital.caregivers;
    expect(await forResolution()).toContainEqual({ kind: 'ally-card', staffId: caregiver, value: 'hospital' });

    await t.call('box-data/save-ally-card', {
      card: { characterId: caregiver!, hospital: { kind: 'per-level', health: [2, null, null, null] }, workshopReduction: null, shopKeep: null, commandRoomDice: null, mapNote: '' },
    });
    expect((await forResolution()).some((v) => v.kind === 'ally-card' && v.staffId === caregiver && v.value === 'hospital')).toBe(false);
  });

  it('HQ-RES-1: a building already resolved needs nothing more', async () => {
    await firstAssignmentDone(story);
    await play(story, '1.1');
    const [shopStaff] = (await resolution()).shop.staff;
    await t.call('hq/resolve-hospital', { campaignId: story.campaignId, ezioMode: (await resolution()).hospital.ezio ? 'hospital' : null });
    await t.call('hq/resolve-workshop', { campaignId: story.campaignId, build: false });
    expect(await forResolution()).toContainEqual({ kind: 'ally-card', staffId: shopStaff, value: 'shopKeep' });
    await t.call('hq/resolve-shop', { campaignId: story.campaignId, typed: [{ staffId: shopStaff!, value: 0 }] });
    expect((await forResolution()).some((v) => v.kind === 'ally-card' && v.value === 'shopKeep')).toBe(false);
  });

  it('HQ-CMD-2, UNK-12: the command room needs the hits of the contract on top when they are not entered', async () => {
    await laterAssignment(story, [['apprentice-1', 'command-room']]);
    // The group had typed contract 2 without its hits (a later box-data edit clears them).
    await t.call('box-data/save-contract', { previousNumber: 2, contract: { ...CONTRACT_TWO, requiredHits: null } });
    expect(await forResolution()).toContainEqual({ kind: 'contract-hits', contract: 2 });
    await t.call('box-data/save-contract', { previousNumber: 2, contract: CONTRACT_TWO });
    expect((await forResolution()).some((v) => v.kind === 'contract-hits')).toBe(false);
  });
});
