import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withChange, type PlayView } from '../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../shared/memory-play/moves/index.js';
import { boardCampaign, newCard, writeSave } from '../test-support/board-fixtures.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import type { BoardCampaign } from '../test-support/board-fixtures.js';
import { applySteps, campaignWithMap, miniatureOf, startTestPlay, stepOn, TEST_MEMORY, WHOLE_TURN } from './test-support/play-fixtures.js';
import { SNAPSHOT_EVERY } from './play-rows.js';

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  t = await openTestCore(undefined, { now: steppingClock() });
  c = await campaignWithMap(t);
});
afterEach(async () => {
  await t.dispose();
});

const assassins = (view: PlayView) => Object.values(view.state.miniatures).filter((m) => m.kind === 'assassin');
/** The step the save's snapshot row is of, read beside the running app. */
function storedSnapshotSeq(playId: number): number {
  const db = new Database(t.core.info.savePath, { readonly: true });
  try {
    return (db.prepare('SELECT seq FROM memory_play_snapshots WHERE play_id = ?').get(playId) as { seq: number }).seq;
  } finally {
    db.close();
  }
}
/** A step on the play as it stands, its answer patched onto the view read just before (as the board screen does). */
const step = async (view: PlayView, s: StepRequest) => stepOn(t, c.campaignId, await t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId }), s);

describe('starting a play (SET-1…8)', () => {
  it('SET-7, EQP-6: each assassin in play starts with its board: health, max health with the worn armor, and the cards in its slots with their icon, armor health and box data facts', async () => {
    // HLT-1, EQP-6: armor with 2 health makes Claudio's max health 5; he has lost 1 of it.
    await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Test armor', 'armor', 2), to: { place: 'board', memberId: c.member.claudio!, slot: 'armor' } });
    // UNK-4, EQP-5: the sword picked from the box data, where it is entered as light-gray.
    await t.call('box-data/save-equipment-card', { previousId: null, card: { id: 'T/1', name: 'Test sword', slot: 'melee', dice: 2, reusable: true, armorHealth: 0, notes: '' } });
    await t.call('board/add-card', { campaignId: c.campaignId, card: { ...newCard('Test sword', 'melee'), boxCardId: 'T/1' }, to: { place: 'board', memberId: c.member.claudio!, slot: 'melee' } });
    await t.call('board/set-health', { campaignId: c.campaignId, memberId: c.member.claudio!, health: 4 });

    const view = await startTestPlay(t, c.campaignId);
    const claudio = assassins(view).find((a) => a.kind === 'assassin' && a.characterId === 'claudio');
    expect(claudio).toMatchObject({ memberId: c.member.claudio, health: 4, maxHealth: 5, initial: 'C', apprentice: false });
    expect(claudio?.kind === 'assassin' && [...claudio.equipment].sort((a, b) => a.slot.localeCompare(b.slot))).toEqual([
      { slot: 'armor', name: 'Test armor', cardType: 'armor', armorHealth: 2 },
      { slot: 'melee', name: 'Test sword', cardType: 'melee', reusable: true },
    ]);
    // SET-1: one assassin entry on the diagram, so both start there.
    expect(assassins(view).map((a) => a.place)).toEqual([
      { on: 'square', side: 'A', square: 'A5' },
      { on: 'square', side: 'A', square: 'A5' },
    ]);
    expect(view.play).toMatchObject({ campaignId: c.campaignId, memoryId: TEST_MEMORY, status: 'playing', outcome: null, steps: 0 });
    expect(view.state).toMatchObject({ memoryId: TEST_MEMORY, box: 'core', difficulty: 'normal', turn: 1, phase: 'event' });
  });

  it('EQP-3: a card carried in the inventory keeps its icon from the board, so the engine refuses it in a slot of another type', async () => {
    await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Test crossbow', 'ranged'), to: { place: 'board', memberId: c.member.claudio!, slot: 'inventory-1' } });
    const view = await startTestPlay(t, c.campaignId);
    const claudio = assassins(view).find((a) => a.kind === 'assassin' && a.characterId === 'claudio')!.id;
    const playing = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' }]);
    const error = await t.refuseUnchanged('memory-play/apply-step', {
      campaignId: c.campaignId,
      playId: playing.play.playId,
      step: { kind: 'move-card', miniatureId: claudio, from: 'inventory-1', to: 'melee' },
    });
    expectRefusal(error, 'EQP-3', { context: 'ranged', card: 'Test crossbow' }, 'to');
  });

  it('SET-1: the diagram’s guards start on their squares', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const guardsOn = (square: string) => Object.values(view.state.miniatures).filter((m) => m.kind === 'guard' && m.place.on === 'square' && m.place.square === square).length;
    expect([guardsOn('C1'), guardsOn('D5'), guardsOn('E3')]).toEqual([2, 3, 1]);
  });

  it('UNK-18: a memory whose map was never entered cannot start, and nothing changes', async () => {
    const error = await t.refuseUnchanged('memory-play/start', { campaignId: c.campaignId, memoryId: '2.1' });
    expectRefusal(error, 'UNK-18', { memoryId: '2.1' }, 'memoryId');
  });

  it('END-4: a start whose end-of-turn order leaves the cleanup before another effect is refused naming the field, and nothing changes', async () => {
    const error = await t.refuseUnchanged('memory-play/start', { campaignId: c.campaignId, memoryId: TEST_MEMORY, endOfTurnOrder: ['cleanup', 'critical-deadline', 'outcome-check'] });
    expectRefusal(error, 'END-4', { effect: 'outcome-check' }, 'endOfTurnOrder');
  });

  it('ESC-1, END-4: the rule modules the group switches on and its end-of-turn order are kept in the play it starts', async () => {
    const order = ['outcome-check', 'critical-deadline', 'cleanup'];
    const view = await startTestPlay(t, c.campaignId, { rules: { 'escorted-allies': {} }, endOfTurnOrder: order });
    expect(view.state.modules).toMatchObject({ 'escorted-allies': {} });
    expect(view.state.endOfTurnOrder).toEqual(order);
  });

  it('what the group switches on at the start is checked where the request enters: an unknown rule module is refused naming the field', async () => {
    const error = await t.refuseUnchanged('memory-play/start', { campaignId: c.campaignId, memoryId: TEST_MEMORY, rules: { sandstorm: {} } } as never);
    expect(error).toMatchObject({ code: 'invalid-request', field: 'rules.sandstorm' });
  });

  it('a campaign plays one memory at a time: a second start is refused naming the open play', async () => {
    const open = await startTestPlay(t, c.campaignId);
    const error = await t.refuseUnchanged('memory-play/start', { campaignId: c.campaignId, memoryId: TEST_MEMORY });
    expectRefusal(error, 'PLAY-OPEN', { memoryId: TEST_MEMORY, playId: open.play.playId }, 'memoryId');
  });

  it('SET-8, PLY-5: only the assassins in play enter the memory; one who left the party sits it out', async () => {
    const withThree = await boardCampaign(t, {
      party: [
        { characterId: 'claudio', seat: 1 },
        { characterId: 'daria', seat: 2 },
        { characterId: 'alessandra', seat: 2 },
      ],
    });
    await t.call('party/leave', { campaignId: withThree.campaignId, memberId: withThree.member.alessandra! });
    const view = await startTestPlay(t, withThree.campaignId);
    expect(assassins(view).map((a) => a.kind === 'assassin' && a.characterId).sort()).toEqual(['claudio', 'daria']);
  });
});

describe('steps (GEN-6 manual moves, TURN-1 the tracker)', () => {
  it('GEN-6: a guard moved by hand is on its new square, and the step says what changed', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const guard = miniatureOf(view, 'guard', 'agile');
    const applied = await step(view, { kind: 'move-miniature', miniatureId: guard, side: 'A', square: 'F3' });
    expect(applied.view.state.miniatures[guard]?.place).toEqual({ on: 'square', side: 'A', square: 'F3' });
    expect(applied.events).toContainEqual(expect.objectContaining({ type: 'miniature-moved', miniatureId: guard, fromSquare: 'E3', toSquare: 'F3' }));
    expect(applied.view.play.steps).toBe(1);
    expect(applied.view.recentSteps.map((s) => s.step)).toEqual([{ kind: 'move-miniature', miniatureId: guard, side: 'A', square: 'F3' }]);
  });

  it('a step answers only what it changed: without the map and the older steps, and patched onto the view before it, it is the view read afterwards', async () => {
    const before = await applySteps(t, c.campaignId, (await startTestPlay(t, c.campaignId)).play.playId, [WHOLE_TURN[0]!, WHOLE_TURN[1]!]);
    const guard = miniatureOf(before, 'guard', 'agile');
    const { change } = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId: before.play.playId, step: { kind: 'move-miniature', miniatureId: guard, side: 'A', square: 'F3' } });
    expect(change).not.toHaveProperty('map');
    expect(change.state).not.toHaveProperty('map');
    expect(change.step.seq).toBe(3);
    const read = await t.call('memory-play/get', { campaignId: c.campaignId, playId: before.play.playId });
    expect(withChange(before, change)).toEqual(read);
    // A view that missed a step (another window's) is not patched: the screen reads the play again.
    expect(withChange({ ...before, play: { ...before.play, steps: 1 } }, change)).toBeNull();
  });

  it('CAP-1: the reducer’s refusal crosses IPC with its rule and parameters, and nothing changes', async () => {
    const view = await startTestPlay(t, c.campaignId);
    await step(view, { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'D5' });
    const error = await t.refuseUnchanged('memory-play/apply-step', {
      campaignId: c.campaignId,
      playId: view.play.playId,
      step: { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'D5' },
    });
    expectRefusal(error, 'CAP-1', { side: 'A', square: 'D5', count: 4, capacity: 4 }, 'square');
  });

  it('TURN-1: a tracker step out of its phase is refused naming the phase, and nothing changes', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const error = await t.refuseUnchanged('memory-play/apply-step', { campaignId: c.campaignId, playId: view.play.playId, step: { kind: 'end-turn' } });
    expectRefusal(error, 'TURN-1', { step: 'end-turn', phase: 'event', expected: 'end', turn: 1 });
  });

  it('a step of the wrong shape is refused before the reducer, naming the field', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const args = { campaignId: c.campaignId, playId: view.play.playId };
    expect(await t.refuseUnchanged('memory-play/apply-step', { ...args, step: { kind: 'set-alert', side: 'C', alert: 'active' } })).toMatchObject({
      code: 'invalid-request',
      field: 'step.side',
    });
    expect(await t.refuseUnchanged('memory-play/apply-step', { ...args, step: { kind: 'move-miniature', miniatureId: 'g1', side: 'A', square: 'B2', extra: 1 } })).toMatchObject({
      code: 'invalid-request',
      field: 'step.extra',
    });
    expect(await t.refuseUnchanged('memory-play/apply-step', { ...args, step: { kind: 'teleport' } })).toMatchObject({ code: 'invalid-request', field: 'step.kind' });
  });

  it('a play of another campaign is not found, naming the play', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const other = await t.call('campaign/create', { name: 'Other', playerNames: ['A', 'B'], difficulty: 'normal', box: 'core', party: [{ characterId: 'alessandra', seat: 1 }, { characterId: 'bastiano', seat: 2 }] });
    expect(await t.refuse('memory-play/get', { campaignId: other.id, playId: view.play.playId })).toMatchObject({ code: 'not-found', field: 'playId' });
  });

  it('EVT-1, ASP-2, END-2: a whole turn moves the tracker round to the next event phase, saying what comes next at each step', async () => {
    const view = await startTestPlay(t, c.campaignId);
    expect(view.nextUp).toEqual({ kind: 'tracker', move: 'begin-event-phase', rule: 'EVT-2' });
    const nextSteps: string[] = [];
    for (const s of WHOLE_TURN) {
      const applied = await step(view, s);
      nextSteps.push(applied.view.nextUp.kind === 'tracker' ? applied.view.nextUp.move : applied.view.nextUp.kind);
      if (s.kind === 'begin-event-phase') expect(assassins(applied.view).map((a) => a.kind === 'assassin' && a.cubes)).toEqual([3, 3]);
      if (s.kind === 'end-assassin-phase') expect(assassins(applied.view).map((a) => a.kind === 'assassin' && a.cubes)).toEqual([0, 0]);
    }
    expect(nextSteps).toEqual(['begin-assassin-phase', 'end-assassin-phase', 'end-enemy-stage', 'end-enemy-stage', 'end-enemy-stage', 'end-turn', 'begin-event-phase']);
    const after = await t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId });
    expect(after.state).toMatchObject({ turn: 2, phase: 'event', currentEvents: [] });
  });

  it('each step is one line in the campaign’s history', async () => {
    const view = await startTestPlay(t, c.campaignId);
    await step(view, { kind: 'set-alert', side: 'A', alert: 'active' });
    const [last, first] = await t.call('history/list', { campaignId: c.campaignId, limit: 2 });
    expect(last).toMatchObject({ summaryKey: 'memoryPlay.history.step.set-alert', summaryParams: { memoryId: TEST_MEMORY, turn: 1, alert: 'active' } });
    // One map: the alert is named without its map's letter (TWO-1), and no id of the play is recorded.
    expect(last?.summaryParams).not.toHaveProperty('side');
    expect(first).toMatchObject({ summaryKey: 'memoryPlay.history.playStarted', summaryParams: { memoryId: TEST_MEMORY } });
  });
});

describe('a correction by hand (GEN-6)', () => {
  it('GEN-6, ACT-MOV-1: the board asks what a move would do without keeping it, and a correction is logged and listed in the history as one, naming the rule it sets aside', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const playing = await applySteps(t, c.campaignId, view.play.playId, WHOLE_TURN.slice(0, 2));
    const claudio = assassins(playing).find((a) => a.kind === 'assassin' && a.characterId === 'claudio')!.id;
    // C3 is two squares and a wall away from A5: the rule-checked move is refused, and nothing is written.
    const tried = await t.call('memory-play/try-step', { campaignId: c.campaignId, playId: view.play.playId, step: { kind: 'move', miniatureId: claudio, side: 'A', square: 'C3' } });
    expect(tried.refusal).toMatchObject({ rule: 'ACT-MOV-1', params: { square: 'C3', fromSquare: 'A5' } });
    expect((await t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId })).play.steps).toBe(playing.play.steps);
    // A nearby square is tried as legal.
    expect((await t.call('memory-play/try-step', { campaignId: c.campaignId, playId: view.play.playId, step: { kind: 'move', miniatureId: claudio, side: 'A', square: 'A6' } })).refusal).toBeNull();

    const corrected = await step(playing, { kind: 'move-miniature', miniatureId: claudio, side: 'A', square: 'C3', setsAside: 'ACT-MOV-1' });
    expect(corrected.events).toMatchObject([{ type: 'miniature-moved', toSquare: 'C3', rule: 'GEN-6', setsAside: 'ACT-MOV-1' }]);
    const [entry] = await t.call('history/list', { campaignId: c.campaignId, limit: 1 });
    expect(entry).toMatchObject({
      summaryKey: 'memoryPlay.history.step.move-miniature',
      summaryParams: { memoryId: TEST_MEMORY, turn: 1, piece: 'assassin:claudio', where: 'C3', setsAside: 'ACT-MOV-1', context: 'correction' },
    });
    const [logged] = await t.call('memory-play/log', { campaignId: c.campaignId, playId: view.play.playId, fromSeq: corrected.view.play.steps, limit: 1 });
    expect(logged!.step).toEqual({ kind: 'move-miniature', miniatureId: claudio, side: 'A', square: 'C3', setsAside: 'ACT-MOV-1' });
  });
});

describe('the save of a play', () => {
  it('a restart mid-turn reads the same play: state, what comes next and the log', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const guard = miniatureOf(view, 'guard', 'agile');
    const before = await applySteps(t, c.campaignId, view.play.playId, [
      WHOLE_TURN[0]!,
      WHOLE_TURN[1]!,
      { kind: 'move-miniature', miniatureId: guard, side: 'A', square: 'F3' },
      { kind: 'set-alert', side: 'A', alert: 'active' },
    ]);
    t = await t.reopen();
    const after = await t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId });
    expect(after).toEqual(before);
    expect(after.state).toMatchObject({ turn: 1, phase: 'assassin', alerts: { A: 'active' } });
    expect(after.nextUp).toEqual({ kind: 'tracker', move: 'end-assassin-phase', rule: 'ASP-2' });
  });

  it('undo takes back the last three steps one at a time, and redo puts them back exactly, across a step that moved the snapshot', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const guard = miniatureOf(view, 'guard', 'agile');
    const views = [view];
    // The tracker into the assassin phase, then the agile guard moved there and back (GEN-6),
    // one step past the snapshot of step SNAPSHOT_EVERY.
    const steps: StepRequest[] = [WHOLE_TURN[0]!, WHOLE_TURN[1]!];
    while (steps.length <= SNAPSHOT_EVERY) steps.push({ kind: 'move-miniature', miniatureId: guard, side: 'A', square: steps.length % 2 === 0 ? 'F3' : 'E3' });
    for (const s of steps) views.push((await step(view, s)).view);
    const last = steps.length;
    const snapshotOf = (seq: number) => seq - (seq % SNAPSHOT_EVERY);
    expect(storedSnapshotSeq(view.play.playId)).toBe(SNAPSHOT_EVERY);
    const get = () => t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId });
    for (let undone = 1; undone <= 3; undone++) {
      await t.call('history/undo', {});
      const now = await get();
      expect(now.play.steps).toBe(last - undone);
      expect(now.state).toEqual(views[last - undone]!.state);
      // The change log put the previous snapshot back with the step that had moved it.
      expect(storedSnapshotSeq(view.play.playId)).toBe(snapshotOf(last - undone));
    }
    for (let redone = 1; redone <= 3; redone++) {
      await t.call('history/redo', {});
      expect(await get()).toEqual(views[last - 3 + redone]);
      expect(storedSnapshotSeq(view.play.playId)).toBe(snapshotOf(last - 3 + redone));
    }
  });

  it('EVT-6: a card drawn from the entered deck is drawn again identically on redo, never re-drawn', async () => {
    const eventCards = Array.from({ length: 8 }, (_, index) => ({ id: `E${index + 1}`, direction: (['N', 'E', 'S', 'W'] as const)[index % 4]! }));
    const view = await startTestPlay(t, c.campaignId, { eventCards });
    const drawn = await step(view, { kind: 'begin-event-phase', events: [{ side: 'A', fromDeck: true }] });
    const card = drawn.view.state.currentEvents[0]!;
    expect(eventCards.map((e) => e.id)).toContain(card.cardId);
    expect(drawn.view.recentSteps.at(-1)!.events).toContainEqual(expect.objectContaining({ type: 'event-card-drawn', cardId: card.cardId }));

    await t.call('history/undo', {});
    expect((await t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId })).state.currentEvents).toEqual([]);
    await t.call('history/redo', {});
    const redone = await t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId });
    expect(redone).toEqual(drawn.view);
    expect(redone.state.currentEvents).toEqual([card]);
  });

  it('the stored states are the truth: the snapshot of an earlier step and each later step’s stored change give the play; one ahead of the log, or lost, is not needed', async () => {
    // The point of this test is the file itself (a snapshot left behind by a crash or an
    // older version), so it writes the snapshot straight into the save.
    const view = await startTestPlay(t, c.campaignId);
    const playId = view.play.playId;
    const played = await applySteps(t, c.campaignId, playId, WHOLE_TURN.slice(0, 3));
    const get = () => t.call('memory-play/get', { campaignId: c.campaignId, playId });
    const writeSnapshot = (seq: number, state: object) =>
      writeSave(t, (db) => db.prepare('UPDATE memory_play_snapshots SET seq = ?, state_json = ? WHERE play_id = ?').run(seq, JSON.stringify({ ...state, map: undefined }), playId));

    // Ahead of the log: not used; the state as set up and the steps' stored changes give the play.
    writeSnapshot(5, { ...played.state, turn: 99 });
    expect((await get()).state).toEqual(played.state);
    writeSave(t, (db) => db.prepare('DELETE FROM memory_play_snapshots WHERE play_id = ?').run(playId));
    expect((await get()).state).toEqual(played.state);

    // Of step 1, as the app would have kept it: trusted, which is what makes reading a long play cheap.
    const atOne = await t.call('memory-play/state-at', { campaignId: c.campaignId, playId, seq: 1 });
    writeSave(t, (db) => db.prepare('INSERT INTO memory_play_snapshots (campaign_id, play_id, seq, state_json) VALUES (?, ?, 1, ?)').run(c.campaignId, playId, JSON.stringify({ ...atOne.state, map: undefined, turn: 7 })));
    expect((await get()).state).toEqual({ ...played.state, turn: 7 });

    // The next step starts from the state read and is taken as usual.
    const next = await step(view, { kind: 'end-enemy-stage', stage: 'reinforcement' });
    expect(next.view.state).toMatchObject({ turn: 7, phase: 'enemy', enemyStage: 'movement' });
  });

  it('finished plays are kept and listed newest first; a new play may start once the last one ended', async () => {
    const first = await startTestPlay(t, c.campaignId);
    await t.call('memory-play/end', { campaignId: c.campaignId, playId: first.play.playId, outcome: 'failure' });
    const second = await startTestPlay(t, c.campaignId);
    const list = await t.call('memory-play/list', { campaignId: c.campaignId });
    expect(list.map((p) => [p.playId, p.status, p.outcome])).toEqual([
      [second.play.playId, 'playing', null],
      [first.play.playId, 'ended', 'failure'],
    ]);
    expect(list[1]!.endedAt).not.toBeNull();
  });

  it('duplicating a campaign copies its plays with their logs', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const played = await applySteps(t, c.campaignId, view.play.playId, WHOLE_TURN.slice(0, 3));
    const copy = await t.call('campaign/duplicate', { campaignId: c.campaignId, name: 'Copy' });
    const [copied] = await t.call('memory-play/list', { campaignId: copy.id });
    const copiedView = await t.call('memory-play/get', { campaignId: copy.id, playId: copied!.playId });
    expect(copiedView.state).toEqual(played.state);
    expect(copiedView.play.steps).toBe(3);
  });
});

describe('ending a memory and review', () => {
  it('END-3, DIARY-2: ending in success pre-fills the diary from the board: objectives and their XP, chests, the sticker', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const objective = view.state.objectives.find((o) => o.square === 'C2')!;
    const chest = view.state.chests[0]!;
    await applySteps(t, c.campaignId, view.play.playId, [
      { kind: 'set-objective', objectiveId: objective.id, completed: true },
      { kind: 'set-chest', chestId: chest.id, opened: true },
    ]);
    const ended = await t.call('memory-play/end', { campaignId: c.campaignId, playId: view.play.playId, outcome: 'success' });
    expect(ended.prefill).toMatchObject({
      memoryId: TEST_MEMORY,
      outcome: 'success',
      easyUsed: false,
      stickerIfSynced: 'red',
      objectives: [{ objectiveId: objective.id, label: 'the letter', xp: 3, mandatory: true }],
      chestsOpened: [{ chestId: chest.id, side: 'A', square: 'F1' }],
      eliminatedMemberIds: [],
    });
    expect(ended.view.play).toMatchObject({ status: 'ended', outcome: 'success' });
    expect(ended.view.prefill).toEqual(ended.prefill);
    expect(ended.view.nextUp).toEqual({ kind: 'ended', outcome: 'success' });
  });

  it('DIFF-3: a memory played on easy at any moment pre-fills the gray sticker', async () => {
    const view = await startTestPlay(t, c.campaignId);
    await applySteps(t, c.campaignId, view.play.playId, [
      { kind: 'set-difficulty', difficulty: 'easy' },
      { kind: 'set-difficulty', difficulty: 'normal' },
    ]);
    const ended = await t.call('memory-play/end', { campaignId: c.campaignId, playId: view.play.playId, outcome: 'success' });
    expect(ended.prefill).toMatchObject({ difficulty: 'normal', easyUsed: true, stickerIfSynced: 'gray' });
  });

  it('an ended memory takes no more steps; undoing the end reopens it', async () => {
    const view = await startTestPlay(t, c.campaignId);
    await t.call('memory-play/end', { campaignId: c.campaignId, playId: view.play.playId, outcome: 'failure' });
    const error = await t.refuseUnchanged('memory-play/apply-step', { campaignId: c.campaignId, playId: view.play.playId, step: { kind: 'set-alert', side: 'A', alert: 'active' } });
    expectRefusal(error, 'PLAY-ENDED', { outcome: 'failure' });
    await t.call('history/undo', {});
    const reopened = await t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId });
    expect(reopened.play).toMatchObject({ status: 'playing', outcome: null, endedAt: null });
    expect(reopened.prefill).toBeNull();
  });

  it('review: the state after each step is the state the players saw then', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const guard = miniatureOf(view, 'guard', 'agile');
    const seen = [view.state];
    for (const s of [...WHOLE_TURN.slice(0, 2), { kind: 'move-miniature', miniatureId: guard, side: 'A', square: 'F3' } as const]) seen.push((await step(view, s)).view.state);
    await t.call('memory-play/end', { campaignId: c.campaignId, playId: view.play.playId, outcome: 'success' });
    for (const [seq, state] of seen.entries()) {
      const at = await t.call('memory-play/state-at', { campaignId: c.campaignId, playId: view.play.playId, seq });
      expect(at.state).toEqual(state);
      expect(at.steps).toBe(4);
      expect(at.step?.seq ?? 0).toBe(seq);
    }
    const log = await t.call('memory-play/log', { campaignId: c.campaignId, playId: view.play.playId, fromSeq: 2, limit: 2 });
    expect(log.map((entry) => [entry.seq, entry.step.kind])).toEqual([
      [2, 'begin-assassin-phase'],
      [3, 'move-miniature'],
    ]);
    expect(await t.refuse('memory-play/state-at', { campaignId: c.campaignId, playId: view.play.playId, seq: 5 })).toMatchObject({ code: 'not-found', field: 'seq' });
  });
});
