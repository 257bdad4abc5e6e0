import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EnemyCard } from '../../shared/memory-play/enemy-box-data.js';
import type { PlayView } from '../../shared/memory-play/play-view.js';
import { newCard, type BoardCampaign } from '../test-support/board-fixtures.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { applySteps, campaignWithMap, startTestPlay } from './test-support/play-fixtures.js';

/**
 * UNK-7: a retaliation reads the enemy cards as the rest of the play does: box data entered or
 * corrected while the memory runs, cards typed at the table, then the rulebook (CF-CHR-13: the
 * crossbowman shoots with 1 black die), never only the copy made when the play began. The
 * cards' numbers here are test values a group types from its box (a card beats the rulebook, GEN-6).
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

const crossbowman = (blackDice: number): EnemyCard => ({ guardType: 'crossbowman', health: 1, blackDice, weapon: 'ranged', ignoresLadders: false, notes: '' });

async function saveCrossbowman(blackDice: number, previous: 'crossbowman' | null = null) {
  await t.call('box-data/save-enemy-card', { previousGuardType: previous, card: crossbowman(blackDice) });
}

/** Claudio and Daria, each with a sword, on A5 (the test map's entry) with a crossbowman put there by hand, in the assassin phase. */
async function yard(): Promise<{ view: PlayView; claudio: string; daria: string }> {
  for (const member of [c.member.claudio!, c.member.daria!]) await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Test sword', 'melee'), to: { place: 'board', memberId: member, slot: 'melee' } });
  const started = await startTestPlay(t, c.campaignId);
  const id = (characterId: string) => Object.values(started.state.miniatures).find((m) => m.kind === 'assassin' && m.characterId === characterId)!.id;
  const view = await applySteps(t, c.campaignId, started.play.playId, [
    { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'A5' },
    { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
    { kind: 'begin-assassin-phase' },
  ]);
  return { view, claudio: id('claudio'), daria: id('daria') };
}

/** Claudio attacks A5 with 1 die and rolls an X: nobody falls, so the crossbowman retaliates (RET-1). */
async function attackMissed(view: PlayView, claudio: string): Promise<PlayView> {
  const attacked = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'attack', miniatureId: claudio, slot: 'melee', dice: 1, side: 'A', square: 'A5' }]);
  return applySteps(t, c.campaignId, view.play.playId, [{ kind: 'roll', decisionId: attacked.pending!.id, mode: 'entered', faces: ['x'] }]);
}

describe('a retaliation reads the cards as they are now (UNK-7, RET-2)', () => {
  it('RET-2, CF-CHR-13: with no card anywhere, the crossbowman retaliates with the rulebook’s 1 black die', async () => {
    const { view, claudio } = await yard();
    expect((await attackMissed(view, claudio)).pending).toMatchObject({ kind: 'retaliation-roll', rule: 'RET-2', count: 1 });
  });

  it('RET-2, UNK-7: a card entered in box data after the memory began sets the retaliation’s black dice', async () => {
    const { view, claudio } = await yard();
    await saveCrossbowman(2);
    expect((await attackMissed(view, claudio)).pending).toMatchObject({ kind: 'retaliation-roll', rule: 'RET-2', count: 2 });
  });

  it('RET-2, UNK-7: a card corrected in box data while the memory runs beats the copy the play began with', async () => {
    await saveCrossbowman(2);
    const { view, claudio } = await yard();
    await saveCrossbowman(3, 'crossbowman');
    expect((await attackMissed(view, claudio)).pending).toMatchObject({ kind: 'retaliation-roll', count: 3 });
  });

  it('RET-2, UNK-7: the logged attack carries the card it used, so the play folded again from its log is the same after box data changes again', async () => {
    const { view, claudio } = await yard();
    await saveCrossbowman(2);
    const missed = await attackMissed(view, claudio);
    const [attack] = await t.call('memory-play/log', { campaignId: c.campaignId, playId: view.play.playId, fromSeq: view.play.steps + 1, limit: 1 });
    expect(attack!.step).toMatchObject({ kind: 'attack', cards: { crossbowman: { health: 1, blackDice: 2, weapon: 'ranged' } } });
    await saveCrossbowman(4, 'crossbowman');
    const retaliated = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'roll', decisionId: missed.pending!.id, mode: 'entered', faces: ['enemy-fail', 'enemy-fail'] }]);
    // Review folds the log again up to the missed roll: the retaliation still waits on the 2 dice the attack carried.
    const folded = await t.call('memory-play/state-at', { campaignId: c.campaignId, playId: view.play.playId, seq: retaliated.play.steps - 1 });
    expect(folded.state).toEqual(missed.state);
  });

  it('COORD-3, UNK-7: a coordinated attack deals out the black dice of the card entered in box data after the memory began', async () => {
    const { view, claudio, daria } = await yard();
    await saveCrossbowman(2);
    const participants = [claudio, daria].map((miniatureId) => ({ miniatureId, slot: 'melee' as const, dice: 1 }));
    const attacked = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'coordinated-attack', participants, side: 'A', square: 'A5' }]);
    const rolled = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'roll', decisionId: attacked.pending!.id, mode: 'entered', faces: ['x', 'x'] }]);
    // COORD-3: 2 dice (not the rulebook's 1) among the 2 exposed participants: one deal, 1 each, rolled one after the other.
    expect(rolled.pending).toMatchObject({ kind: 'retaliation-roll', rule: 'COORD-3', count: 1 });
    expect(rolled.pending?.kind === 'retaliation-roll' ? rolled.pending.shares : null).toEqual([
      { miniatureId: claudio, dice: 1 },
      { miniatureId: daria, dice: 1 },
    ]);
  });

  it('COORD-3, CF-CHR-13: with no card anywhere, the rulebook’s 1 die goes to the participant the players choose', async () => {
    const { view, claudio, daria } = await yard();
    const participants = [claudio, daria].map((miniatureId) => ({ miniatureId, slot: 'melee' as const, dice: 1 }));
    const attacked = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'coordinated-attack', participants, side: 'A', square: 'A5' }]);
    const rolled = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'roll', decisionId: attacked.pending!.id, mode: 'entered', faces: ['x', 'x'] }]);
    expect(rolled.pending).toMatchObject({ kind: 'retaliation-deal', rule: 'COORD-3', pool: 1 });
  });

  it('ACT-WPN-5, UNK-7: the odds of the attack roll waiting count a guard’s health entered in box data after the memory began', async () => {
    await t.call('box-data/set-die-faces', { die: 'white', faces: ['hit', 'hit', 'special', 'hit', 'x', 'x'] });
    const { view, claudio } = await yard();
    await t.call('box-data/save-enemy-card', { previousGuardType: null, card: { ...crossbowman(1), health: 2 } });
    const attacked = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'attack', miniatureId: claudio, slot: 'melee', dice: 2, side: 'A', square: 'A5' }]);
    const preview = await t.call('memory-play/preview', { campaignId: c.campaignId, playId: view.play.playId, miniatureId: null });
    // ACT-WPN-5: the crossbowman's 2 health (box data) takes 2 hits: both dice must hit, (4/6)² = 16/36.
    expect(preview.roll).toMatchObject({ kind: 'attack', count: 2, guards: 1, hitsNeeded: 2, allGuards: { favourable: 16, total: 36 } });
    expect(attacked.pending).toMatchObject({ kind: 'attack-roll', count: 2 });
  });
});
