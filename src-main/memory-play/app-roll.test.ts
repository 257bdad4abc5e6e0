import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIE_FACE_TYPES } from '../../shared/box-data/box-data-schema.js';
import type { WeaponPreview } from '../../shared/memory-play/action-preview.js';
import type { PlayView } from '../../shared/memory-play/play-view.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';
import { newCard, type BoardCampaign } from '../test-support/board-fixtures.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { applySteps, campaignWithMap, patched, startTestPlay } from './test-support/play-fixtures.js';

/**
 * Rolls made by the app during a play, and the previews, through the whole stack. The red
 * die's faces are test values typed as a group would from its box (2 plain eyes, CF-DIE-3).
 */

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  t = await openTestCore(undefined, { now: steppingClock() });
  c = await campaignWithMap(t);
});
afterEach(async () => {
  await t.dispose();
});

/** Claudio and Daria enter on A5 (the test map's entry); a guard stands by hand on B5; Claudio walks in. */
async function detectionWaiting(): Promise<PlayView> {
  const view = await startTestPlay(t, c.campaignId);
  const claudio = Object.values(view.state.miniatures).find((m) => m.kind === 'assassin' && m.characterId === 'claudio')!.id;
  return applySteps(t, c.campaignId, view.play.playId, [
    { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'B5' },
    { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
    { kind: 'begin-assassin-phase' },
    { kind: 'move', miniatureId: claudio, side: 'A', square: 'B5' },
  ]);
}

describe('the app rolls the dice waiting (DET-4)', () => {
  it('DET-4: the app rolls one red die per enemy from the entered faces, and the faces are in the logged step', async () => {
    await t.call('box-data/set-die-faces', { die: 'red', faces: ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'] });
    const waiting = await detectionWaiting();
    expect(waiting.pending).toMatchObject({ kind: 'detection-roll', count: 1 });
    const preview = await t.call('memory-play/preview', { campaignId: c.campaignId, playId: waiting.play.playId, miniatureId: null });
    expect(preview.roll).toMatchObject({ kind: 'detection', count: 1, characters: [{ chance: { favourable: 2, total: 6 } }] });

    const answer = await t.call('memory-play/app-roll', { campaignId: c.campaignId, playId: waiting.play.playId, decisionId: waiting.pending!.id });
    const rolled = { ...answer, view: patched(waiting, answer.change) };
    const logged = rolled.view.recentSteps.at(-1)!;
    expect(logged.step).toMatchObject({ kind: 'roll', mode: 'app', decisionId: waiting.pending!.id });
    const faces = logged.step.kind === 'roll' ? logged.step.faces : [];
    expect(faces).toHaveLength(1);
    expect(DIE_FACE_TYPES.red).toContain(faces[0]);
    expect(rolled.events[0]).toMatchObject({ type: 'detection-rolled', faces });

    // Undo then redo: the same faces come back, never rolled again.
    await t.call('history/undo', {});
    expect((await t.call('memory-play/get', { campaignId: c.campaignId, playId: waiting.play.playId })).pending?.id).toBe(waiting.pending!.id);
    await t.call('history/redo', {});
    const redone = await t.call('memory-play/get', { campaignId: c.campaignId, playId: waiting.play.playId });
    expect(redone.recentSteps.at(-1)!.step).toEqual(logged.step);
    expect(redone.state).toEqual(rolled.view.state);
  });

  it('UNK-1: without the red die’s faces the app does not roll, and nothing changes', async () => {
    const waiting = await detectionWaiting();
    const error = await t.refuseUnchanged('memory-play/app-roll', { campaignId: c.campaignId, playId: waiting.play.playId, decisionId: waiting.pending!.id });
    expectRefusal(error, 'UNK-1', { context: 'red' }, 'roll.mode');
  });

  it('a roll for a decision no longer waiting is refused, naming the one that waits', async () => {
    await t.call('box-data/set-die-faces', { die: 'red', faces: ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'] });
    const waiting = await detectionWaiting();
    const error = await t.refuseUnchanged('memory-play/app-roll', { campaignId: c.campaignId, playId: waiting.play.playId, decisionId: 'd99' });
    expectRefusal(error, 'PLAY-DECISION', { decisionId: 'd99', pendingId: waiting.pending!.id }, 'decisionId');
  });
});

describe('previews through the app', () => {
  it('ACT-MOV-1, DET-4: the selected assassin’s destinations and actions are worked out without changing the play', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const claudio = Object.values(view.state.miniatures).find((m) => m.kind === 'assassin' && m.characterId === 'claudio')!.id;
    const ready = await applySteps(t, c.campaignId, view.play.playId, [
      { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'B5' },
      { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
      { kind: 'begin-assassin-phase' },
    ]);
    const preview = await t.call('memory-play/preview', { campaignId: c.campaignId, playId: view.play.playId, miniatureId: claudio });
    expect(preview.steps).toBe(3);
    expect(preview.assassin!.destinations.map((d) => d.square).sort()).toEqual(['A4', 'A6', 'B5']);
    expect(preview.assassin!.destinations.find((d) => d.square === 'B5')!.detection).toMatchObject({ count: 1, characters: [{ miniatureId: claudio, chance: null }] });
    const after = await t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId });
    expect(after.state).toEqual(ready.state);
    expect(after.play.steps).toBe(3);
  });
});

/**
 * ACT-WPN-3: the white dice of an attack come from the weapon card as the players entered it
 * (UNK-4), else as they typed them at the last attack with it: typed once, kept between attacks.
 * The sword and its dice are test values.
 */
async function swordPlay(): Promise<{ view: PlayView; claudio: string }> {
  await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Test sword', 'melee'), to: { place: 'board', memberId: c.member.claudio!, slot: 'melee' } });
  const view = await startTestPlay(t, c.campaignId);
  const claudio = Object.values(view.state.miniatures).find((m) => m.kind === 'assassin' && m.characterId === 'claudio')!.id;
  // A crossbowman by hand on the assassins' square A5, to attack there.
  const ready = await applySteps(t, c.campaignId, view.play.playId, [
    { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'A5' },
    { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
    { kind: 'begin-assassin-phase' },
  ]);
  return { view: ready, claudio };
}

async function sword(view: PlayView, claudio: string): Promise<WeaponPreview> {
  const preview = await t.call('memory-play/preview', { campaignId: c.campaignId, playId: view.play.playId, miniatureId: claudio });
  return preview.assassin!.actions.find((action) => action.kind === 'attack')!.weapons!.find((weapon) => weapon.slot === 'melee')!;
}

const boxSword = (dice: number | null) => ({ id: 'T/1', name: 'Test sword', slot: 'melee' as const, dice, reusable: true, armorHealth: 0, notes: '' });

describe('the dice of a weapon (ACT-WPN-3)', () => {
  it('UNK-4: entered on the weapon’s box data card, they are the attack’s dice', async () => {
    await t.call('box-data/save-equipment-card', { previousId: null, card: boxSword(3) });
    const { view, claudio } = await swordPlay();
    expect(await sword(view, claudio)).toMatchObject({ card: 'Test sword', dice: 3, diceFrom: 'card', targets: [{ square: 'A5', enemies: 1 }] });
  });

  it('UNK-4: a box data card without its dice asks for them once, and names the card they are kept on', async () => {
    await t.call('box-data/save-equipment-card', { previousId: null, card: boxSword(null) });
    const { view, claudio } = await swordPlay();
    expect(await sword(view, claudio)).toMatchObject({ dice: null, diceFrom: null, boxCardToComplete: 'T/1' });
  });

  it('ACT-WPN-3: without a card in box data, the dice typed at the last attack with the weapon are kept for the next', async () => {
    const { view, claudio } = await swordPlay();
    expect(await sword(view, claudio)).toMatchObject({ dice: null, diceFrom: null });
    const attacked = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'attack', miniatureId: claudio, slot: 'melee', dice: 4, side: 'A', square: 'A5' }]);
    // The roll waits; once rolled (4 hits: the crossbowman falls), the next attack starts from 4 dice.
    let rolled = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'roll', decisionId: attacked.pending!.id, mode: 'entered', faces: ['hit', 'hit', 'hit', 'hit'] }]);
    // ACT-WPN-5: the players say where the hits fall.
    if (rolled.pending?.kind === 'assign-hits') rolled = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'choose', decisionId: rolled.pending.id, optionId: rolled.pending.options[0]!.id }]);
    expect(rolled.pending).toBeNull();
    expect(await sword(rolled, claudio)).toMatchObject({ dice: 4, diceFrom: 'last-attack' });
  });
});
