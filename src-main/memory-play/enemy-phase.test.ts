import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReinforcementCard } from '../../shared/memory-play/enemy-box-data.js';
import type { EnemyStageInput } from '../../shared/memory-play/enemy-phase.js';
import type { DieFace } from '../../shared/dice/dice.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import type { BoardCampaign } from '../test-support/board-fixtures.js';
import { applySteps, campaignWithMap, miniatureOf, startTestPlay, WHOLE_TURN } from './test-support/play-fixtures.js';

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  t = await openTestCore(undefined, { now: steppingClock() });
  c = await campaignWithMap(t);
});
afterEach(async () => {
  await t.dispose();
});

/** Test cards as a group would type them from its box (values chosen for the test). */
const reinforcementCard = (id: string): ReinforcementCard => ({
  assassins: 2,
  id,
  inactive: [{ letter: 'A', count: 1, guardType: 'crossbowman' }],
  active: [{ letter: 'B', count: 2, guardType: 'crossbowman' }],
  backTriangle: null,
});
const crossbowCard = { guardType: 'crossbowman', health: 1, blackDice: 1, weapon: 'ranged' as const, ignoresLadders: false, notes: '' };

describe('enemy-phase cards as box data (UNK-5, UNK-6, UNK-7)', () => {
  it('UNK-7, UNK-6, UNK-5: enemy, reinforcement and event cards are kept, exported and imported back unchanged', async () => {
    await t.call('box-data/save-enemy-card', { previousGuardType: null, card: crossbowCard });
    await t.call('box-data/save-reinforcement-card', { previous: null, card: reinforcementCard('1') });
    const saved = await t.call('box-data/save-event-card', { previousId: null, card: { id: '0.1/3', name: 'Dark night', direction: '?' } });
    expect(saved.enemyCards).toEqual([crossbowCard]);
    expect(saved.reinforcementCards).toEqual([reinforcementCard('1')]);
    expect(saved.eventCards).toEqual([{ id: '0.1/3', name: 'Dark night', direction: '?' }]);
    const { json } = await t.call('box-data/export', {});
    await t.call('box-data/remove-enemy-card', { guardType: 'crossbowman' });
    const imported = await t.call('box-data/import', { json });
    expect(imported.enemyCards).toEqual([crossbowCard]);
    expect(imported.reinforcementCards).toEqual([reinforcementCard('1')]);
  });

  it('SET-4: a reinforcement deck takes 8 cards, not a ninth', async () => {
    for (let n = 1; n <= 8; n += 1) await t.call('box-data/save-reinforcement-card', { previous: null, card: reinforcementCard(String(n)) });
    const error = await t.refuseUnchanged('box-data/save-reinforcement-card', { previous: null, card: reinforcementCard('9') });
    expect(error.field).toBe('card.assassins');
  });

  it('an imported file with an enemy card of another weapon is refused, naming the field', async () => {
    const file = JSON.parse((await t.call('box-data/export', {})).json) as { data: Record<string, unknown> };
    file.data.enemyCards = [{ ...crossbowCard, weapon: 'cannon' }];
    const error = await t.refuseUnchanged('box-data/import', { json: JSON.stringify(file) });
    expect(error.field).toBe('data.enemyCards.0.weapon');
  });
});

describe('the enemy step through the app', () => {
  it('REI-2, ENM-1: the preview through IPC is what applying the step does; one undo takes the whole step back', async () => {
    await t.call('box-data/save-enemy-card', { previousGuardType: null, card: crossbowCard });
    for (let n = 1; n <= 8; n += 1) await t.call('box-data/save-reinforcement-card', { previous: null, card: reinforcementCard(String(n)) });
    const view = await startTestPlay(t, c.campaignId);
    const playId = view.play.playId;
    const before = await applySteps(t, c.campaignId, playId, WHOLE_TURN.slice(0, 3));
    const input: EnemyStageInput = {};
    let preview = await t.call('memory-play/preview-enemy-step', { campaignId: c.campaignId, playId, stage: 'reinforcement', input });
    // The entered deck is drawn by the app: entrance A (A1, A2) gets one crossbowman each.
    expect(preview.reinforcement).toMatchObject({ side: 'A', column: 'inactive', entries: [{ letter: 'A', count: 1, guardType: 'crossbowman' }] });
    expect(preview.arrivals.map((arrival) => arrival.square)).toEqual(['A1', 'A2']);
    if (preview.status === 'rolls') {
      const rolls: Record<string, DieFace[]> = Object.fromEntries(preview.tests.map((test) => [test.id, Array<DieFace>(test.count).fill('blank')]));
      preview = await t.call('memory-play/preview-enemy-step', { campaignId: c.campaignId, playId, stage: 'reinforcement', input: { rolls } });
      input.rolls = rolls;
    }
    expect(preview.status).toBe('ready');
    const applied = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'enemy-stage', stage: 'reinforcement', input } });
    expect(applied.events).toEqual(preview.events);
    expect(applied.change.state.enemyStage).toBe('movement');
    await t.call('history/undo', {});
    const undone = await t.call('memory-play/get', { campaignId: c.campaignId, playId });
    expect(undone.state).toEqual(before.state);
  });

  it('REI-2: a step applied without the reinforcement card is refused naming what is missing, and nothing changes', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const playId = view.play.playId;
    await applySteps(t, c.campaignId, playId, WHOLE_TURN.slice(0, 3));
    const error = await t.refuseUnchanged('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'enemy-stage', stage: 'reinforcement', input: {} } });
    expect([error.rule, error.params]).toEqual(['REI-2', { field: 'reinforcementCard' }]);
  });
});

describe('box data and a running memory agree (UNK-7)', () => {
  /** The combat step due with Claudio exposed among the 2 crossbowmen of C1, no enemy card entered when the play began. */
  async function combatDue() {
    const view = await startTestPlay(t, c.campaignId);
    const playId = view.play.playId;
    const claudio = Object.values(view.state.miniatures).find((m) => m.kind === 'assassin' && m.characterId === 'claudio')!.id;
    await applySteps(t, c.campaignId, playId, [
      WHOLE_TURN[0]!,
      WHOLE_TURN[1]!,
      { kind: 'move-miniature', miniatureId: claudio, side: 'A', square: 'C1' },
      { kind: 'attach-red-base', miniatureId: claudio },
      WHOLE_TURN[2]!,
      WHOLE_TURN[3]!,
      WHOLE_TURN[4]!,
    ]);
    return { playId, claudio };
  }

  it('UNK-7, CMB-4: an enemy card entered in box data while the memory runs reaches its next enemy step at once, and the logged step keeps the values it used', async () => {
    const { playId } = await combatDue();
    const pool = (preview: { combat: readonly { shares: readonly { dice: number }[] }[] }) => preview.combat.flatMap((target) => target.shares).reduce((sum, share) => sum + share.dice, 0);
    // CF-CHR-13: without a card, the rulebook's 1 black die per crossbowman: 2 for the two of C1.
    const rulebook = await t.call('memory-play/preview-enemy-step', { campaignId: c.campaignId, playId, stage: 'combat', input: {} });
    expect(rulebook.missingCards).toEqual([]);
    expect(pool(rulebook)).toBe(2);

    await t.call('box-data/save-enemy-card', { previousGuardType: null, card: { ...crossbowCard, blackDice: 2 } });
    const preview = await t.call('memory-play/preview-enemy-step', { campaignId: c.campaignId, playId, stage: 'combat', input: {} });
    expect(preview.missingCards).toEqual([]);
    // CMB-4: 2 crossbowmen with 2 black dice each on their card pool 4 dice.
    const rolls: Record<string, DieFace[]> = Object.fromEntries(preview.combat.flatMap((target) => target.shares).map((share) => [share.rollId, Array<DieFace>(share.dice).fill('enemy-fail')]));
    expect(Object.values(rolls).flat()).toHaveLength(4);
    await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'enemy-stage', stage: 'combat', input: { rolls } } });
    const [logged] = await t.call('memory-play/log', { campaignId: c.campaignId, playId, fromSeq: 8, limit: 1 });
    expect(logged!.step).toMatchObject({ kind: 'enemy-stage', stage: 'combat', input: { cards: { crossbowman: { health: 1, blackDice: 2, weapon: 'ranged', ignoresLadders: false } } } });

    // Changed in box data afterwards, the card does not change what the logged step did: undo and redo give it back the same.
    await t.call('box-data/save-enemy-card', { previousGuardType: 'crossbowman', card: { ...crossbowCard, blackDice: 3 } });
    const before = await t.call('memory-play/get', { campaignId: c.campaignId, playId });
    await t.call('history/undo', {});
    await t.call('history/undo', {});
    await t.call('history/redo', {});
    await t.call('history/redo', {});
    expect((await t.call('memory-play/get', { campaignId: c.campaignId, playId })).state).toEqual(before.state);
  });

  it('UNK-7: an enemy card entered in box data mid-stage reaches the stage shown at once, and its undo takes it back', async () => {
    const { playId } = await combatDue();
    const shown = async () => (await t.call('memory-play/get', { campaignId: c.campaignId, playId })).enemyStage?.preview;
    const pool = (preview: { combat: readonly { shares: readonly { dice: number }[] }[] } | null | undefined) => (preview?.combat ?? []).flatMap((target) => target.shares).reduce((sum, share) => sum + share.dice, 0);
    // CF-CHR-13: the rulebook's 1 black die per crossbowman.
    expect(pool(await shown())).toBe(2);
    await t.call('box-data/save-enemy-card', { previousGuardType: null, card: { ...crossbowCard, blackDice: 2 } });
    expect(pool(await shown())).toBe(4);
    await t.call('history/undo', {});
    expect(pool(await shown())).toBe(2);
  });

  it('UNK-7: a card typed at the table for this step comes before box data', async () => {
    const { playId } = await combatDue();
    await t.call('box-data/save-enemy-card', { previousGuardType: null, card: { ...crossbowCard, blackDice: 2 } });
    const typed = { crossbowman: { health: 1, blackDice: 1, weapon: 'ranged' as const, ignoresLadders: false } };
    const preview = await t.call('memory-play/preview-enemy-step', { campaignId: c.campaignId, playId, stage: 'combat', input: { cards: typed } });
    expect(preview.combat.flatMap((target) => target.shares).reduce((sum, share) => sum + share.dice, 0)).toBe(2);
  });
});

describe('the enemy stage’s answers kept in the play, through the app (GEN-1, ENM-1)', () => {
  it('GEN-1, REI-2: an answer is one step; the play read again (a reload) shows the stage as answered so far; confirming applies the answers and logs the whole stage', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const playId = view.play.playId;
    const due = await applySteps(t, c.campaignId, playId, WHOLE_TURN.slice(0, 3));
    // No deck entered: the card is typed at the table (REI-2).
    expect(due.enemyStage).toMatchObject({ stage: 'reinforcement', refusal: null, preview: { status: 'input', missingInput: ['reinforcementCard'] } });
    const card: EnemyStageInput = { reinforcementCard: { entries: [{ letter: 'A', count: 1, guardType: 'crossbowman' }] } };
    const answered = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'answer-enemy-stage', stage: 'reinforcement', answer: card } });
    expect(answered.events).toEqual([]);
    expect(answered.change.state.openStage).toEqual({ stage: 'reinforcement', answers: card });
    const shown = answered.change.enemyStage!.preview!;
    expect(shown.arrivals.map((arrival) => arrival.square)).toEqual(['A1', 'A2']);

    const reloaded = await t.call('memory-play/get', { campaignId: c.campaignId, playId });
    expect(reloaded.state.openStage).toEqual({ stage: 'reinforcement', answers: card });
    expect(reloaded.enemyStage).toEqual(answered.change.enemyStage);

    let answers: EnemyStageInput = card;
    let preview = shown;
    for (const test of preview.status === 'rolls' ? preview.tests : []) {
      const rolls = { [test.id]: Array<DieFace>(test.count).fill('blank') };
      const step = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'answer-enemy-stage', stage: 'reinforcement', answer: { rolls } } });
      preview = step.change.enemyStage!.preview!;
      answers = { ...answers, rolls: { ...answers.rolls, ...rolls } };
    }
    expect(preview.status).toBe('ready');
    const confirmed = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'enemy-stage', stage: 'reinforcement' } });
    expect(confirmed.events).toEqual(preview.events);
    expect(confirmed.change.state.openStage).toBeUndefined();
    expect(confirmed.change.step.step).toEqual({ kind: 'enemy-stage', stage: 'reinforcement', input: answers });
    // The movement stage is due next, in the same answer.
    expect(confirmed.change.enemyStage?.stage).toBe('movement');

    // Undo takes back the confirmation, then one answer at a time.
    await t.call('history/undo', {});
    expect((await t.call('memory-play/get', { campaignId: c.campaignId, playId })).state.openStage).toEqual({ stage: 'reinforcement', answers });
  });

  it('ACT-MOV-1: a step answers with the preview of the assassin the board shows, as memory-play/preview would', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const playId = view.play.playId;
    await applySteps(t, c.campaignId, playId, WHOLE_TURN.slice(0, 1));
    const claudio = Object.values(view.state.miniatures).find((m) => m.kind === 'assassin' && m.characterId === 'claudio')!.id;
    const applied = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: WHOLE_TURN[1]!, preview: { miniatureId: claudio } });
    expect(applied.next.preview).toEqual(await t.call('memory-play/preview', { campaignId: c.campaignId, playId, miniatureId: claudio }));
    expect(applied.next.preview?.assassin?.miniatureId).toBe(claudio);
    // Not asked, not worked out.
    const plain = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'set-alert', side: 'A', alert: 'active' } });
    expect(plain.next.preview).toBeNull();
  });
});
