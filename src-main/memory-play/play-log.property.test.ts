import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayView } from '../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../shared/memory-play/moves/index.js';
import { ENEMY_STAGES, EVENT_DIRECTIONS, PHASES } from '../../shared/memory-play/play-types.js';
import * as engine from '../../shared/memory-play/play-state.js';
import { replay } from '../engine/memory/replay.js';
import type { PlaySetup } from '../engine/memory/setup.js';
import type { Step } from '../../shared/memory-play/moves/index.js';
import { boardCampaign } from '../test-support/board-fixtures.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { SNAPSHOT_EVERY } from './play-rows.js';
import { viewState } from './read-play.js';
import { startTestPlay, TEST_MAP_TEXT } from './test-support/play-fixtures.js';

/**
 * Random sessions at the table, sent through the app like the screen sends them: manual moves
 * (some refused, as a misclick would be), the tracker moving the turn on, and undo/redo in
 * between. Whatever happened, the save must hold a log that replays to its snapshot (and past it, to the play shown).
 */

type Action =
  | { kind: 'tracker'; direction: (typeof EVENT_DIRECTIONS)[number] }
  | { kind: 'move'; pick: number; square: number }
  | { kind: 'add-guard'; square: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'body'; pick: number; body: boolean }
  | { kind: 'alert'; active: boolean }
  | { kind: 'health'; pick: number; health: number }
  | { kind: 'undo' }
  | { kind: 'redo' };

/** The test map's 36 squares, and one that is not on it (a misclick the reducer refuses). */
const SQUARES = [...'ABCDEF'].flatMap((col) => [1, 2, 3, 4, 5, 6].map((row) => `${col}${row}`)).concat('G7');

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('tracker' as const), direction: fc.constantFrom(...EVENT_DIRECTIONS) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), square: fc.nat({ max: SQUARES.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add-guard' as const), square: fc.nat({ max: SQUARES.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), pick: fc.nat(), body: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('alert' as const), active: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('health' as const), pick: fc.nat(), health: fc.integer({ min: 0, max: 4 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
);

/** The step an action stands for in the play as it is now (ids resolved against the current miniatures). */
function stepFor(view: PlayView, a: Exclude<Action, { kind: 'undo' | 'redo' }>): StepRequest | null {
  const ids = Object.keys(view.state.miniatures).sort();
  const pick = (n: number) => ids[n % ids.length]!;
  switch (a.kind) {
    case 'tracker': {
      const next = view.nextUp;
      if (next.kind === 'decide') return { kind: 'choose', decisionId: next.decision.id, optionId: next.decision.options[0]!.id };
      if (next.kind !== 'tracker') return null;
      if (next.move === 'begin-event-phase') return { kind: 'begin-event-phase', events: [{ side: 'A', direction: a.direction }] };
      if (next.move === 'end-enemy-stage') return { kind: 'end-enemy-stage', stage: view.state.enemyStage ?? 'reinforcement' };
      return next.move === 'end-memory' ? null : { kind: next.move };
    }
    case 'move':
      return { kind: 'move-miniature', miniatureId: pick(a.pick), side: 'A', square: SQUARES[a.square]! };
    case 'add-guard':
      return { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: SQUARES[a.square]! };
    case 'remove':
      return { kind: 'remove-miniature', miniatureId: pick(a.pick) };
    case 'body':
      return { kind: 'set-body', miniatureId: pick(a.pick), body: a.body };
    case 'alert':
      return { kind: 'set-alert', side: 'A', alert: a.active ? 'active' : 'inactive' };
    case 'health':
      return { kind: 'set-health', miniatureId: pick(a.pick), health: a.health };
  }
}

let t: TestCore;
beforeAll(async () => {
  t = await openTestCore();
  await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
});
afterAll(async () => {
  await t.dispose();
});

/** A fresh campaign and play for each run, so runs never see each other's steps. */
async function freshPlay(): Promise<{ campaignId: number; playId: number }> {
  const { campaignId } = await boardCampaign(t);
  const view = await startTestPlay(t, campaignId);
  return { campaignId, playId: view.play.playId };
}

/** Plays the actions; refused steps and empty undo/redo are part of the session and change nothing. */
async function play(campaignId: number, playId: number, actions: Action[]): Promise<void> {
  for (const a of actions) {
    const view = await t.call('memory-play/get', { campaignId, playId });
    if (a.kind === 'undo' || a.kind === 'redo') {
      // Undo stops at the play's first step: further back lies the start of the play itself.
      if (a.kind === 'redo' || view.play.steps > 0) await t.core.dispatch(`history/${a.kind}`, {});
      continue;
    }
    const step = stepFor(view, a);
    if (step !== null) await t.core.dispatch('memory-play/apply-step', { campaignId, playId, step });
  }
}

/** The play's rows as the file holds them, read beside the running app. */
function storedPlay(playId: number): { setup: PlaySetup; steps: Step[]; snapshot: { seq: number; state_json: string } } {
  const db = new Database(t.core.info.savePath, { readonly: true });
  try {
    const { setup_json } = db.prepare('SELECT setup_json FROM memory_plays WHERE id = ?').get(playId) as { setup_json: string };
    const rows = db.prepare('SELECT seq, step_json FROM memory_play_steps WHERE play_id = ? ORDER BY seq').all(playId) as { seq: number; step_json: string }[];
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
    const snapshot = db.prepare('SELECT seq, state_json FROM memory_play_snapshots WHERE play_id = ?').get(playId) as { seq: number; state_json: string };
    return { setup: JSON.parse(setup_json) as PlaySetup, steps: rows.map((row) => JSON.parse(row.step_json) as Step), snapshot };
  } finally {
    db.close();
  }
}

describe('the log of a play (property)', () => {
  it('the contract’s constants are the engine’s, in the same order (ENM-1 keeps its steps in order)', () => {
    expect([PHASES, ENEMY_STAGES, EVENT_DIRECTIONS]).toEqual([engine.PHASES, engine.ENEMY_STAGES, engine.EVENT_DIRECTIONS]);
  });

  it('after any session with undo and redo, replaying the stored log gives exactly the stored snapshot and the play shown', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        const { campaignId, playId } = await freshPlay();
        await play(campaignId, playId, actions);
        const { setup, steps, snapshot } = storedPlay(playId);
        // The snapshot is of the log's last multiple of SNAPSHOT_EVERY, and the fold of the log up to there is that snapshot.
        expect(snapshot.seq).toBe(steps.length - (steps.length % SNAPSHOT_EVERY));
        expect(replay(setup, steps.slice(0, snapshot.seq))).toEqual({ ...JSON.parse(snapshot.state_json), map: setup.map });
        expect((await t.call('memory-play/get', { campaignId, playId })).state).toEqual(viewState(replay(setup, steps)));
      }),
      { numRuns: 25 },
    );
  });

  it('undoing the last steps and redoing them gives back the very same play', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action.filter((a) => a.kind !== 'undo' && a.kind !== 'redo'), { minLength: 1, maxLength: 12 }), fc.nat({ max: 6 }), async (actions, back) => {
        const { campaignId, playId } = await freshPlay();
        await play(campaignId, playId, actions);
        const before = await t.call('memory-play/get', { campaignId, playId });
        const undoable = Math.min(back, before.play.steps);
        // As the board sends them: undo and redo of the campaign on screen (other runs' campaigns keep their own undone steps).
        const scope = { kind: 'campaign', campaignId } as const;
        for (let n = 0; n < undoable; n++) await t.call('history/undo', { scope });
        expect((await t.call('memory-play/get', { campaignId, playId })).play.steps).toBe(before.play.steps - undoable);
        for (let n = 0; n < undoable; n++) await t.call('history/redo', { scope });
        expect(await t.call('memory-play/get', { campaignId, playId })).toEqual(before);
      }),
      { numRuns: 20 },
    );
  });
});
