import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import { MAX_LOG_PAGE } from '../../shared/memory-play/play-view.js';
import { parseStep } from '../engine/memory/parse-step.js';
import { reduce } from '../engine/memory/reduce.js';
import { createPlay, type PlaySetup } from '../engine/memory/setup.js';
import { boardCampaign, writeSave } from '../test-support/board-fixtures.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore } from '../test-support/temp-core.js';
import { upgradeEvents, upgradeSetup, upgradeStep } from './log-format.js';
import { viewState } from './read-play.js';
import type { FixturePlay } from './test-support/record-log-fixture.js';

/**
 * Plays stored before the engine was reshaped (recorded through the app of that version by
 * test-support/record-log-fixture.ts): every logged step, read as the log is read (today's
 * words, its shape checked), must still be accepted, report the same table changes, and lead
 * to the same states. A group's play in progress, or a finished one opened for review, must
 * read exactly as it was played.
 *
 * The only differences allowed are the words the engine now uses: an enemy sub-phase is a
 * stage, not a step. `asToday` below says them once, written from that list, not from the
 * code that upgrades the log. And one rule changed since the recording, said once in
 * `withStageCards`: a state folded by today's rules keeps the cards an enemy stage was given.
 */

const fixture = JSON.parse(readFileSync(new URL('./fixtures/log-before-reshaping.json', import.meta.url), 'utf8')) as { recordedAt: string; plays: FixturePlay[] };

const RENAMED_KEYS: Readonly<Record<string, string>> = { enemyStep: 'enemyStage', enemyStepsPlayed: 'enemyStagesPlayed', enemySteps: 'enemyStages' };
const RENAMED_KINDS: Readonly<Record<string, string>> = { 'enemy-step': 'enemy-stage', 'end-enemy-step': 'end-enemy-stage' };

/** A recorded value (a state, a step, its events, the setup) in today's words. */
function asToday(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asToday);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const stageStep = typeof record.kind === 'string' && RENAMED_KINDS[record.kind] !== undefined;
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => {
      if (stageStep && key === 'kind') return [key, RENAMED_KINDS[inner as string]];
      if (stageStep && key === 'step') return ['stage', inner];
      // The map and the table cards hold players' data, never the engine's words.
      if (key === 'map' || key === 'tableCards') return [key, inner];
      return [RENAMED_KEYS[key] ?? key, asToday(inner)];
    }),
  );
}

type Row = FixturePlay['rows'][number];

/**
 * The rule modules (the special pieces' rules) are new: a state folded today says which are on
 * (`modules`), a recorded one does not. They are compared apart: a play's special pieces switch
 * on the modules that own them, written here from the map, not from the engine.
 */
function withoutModules<T>(state: T): T {
  const { modules: _modules, ...rest } = state as T & { modules?: unknown };
  return rest as T;
}

/** The modules the map of a play brings: a boss (BOSS-1), an ally (ESC-*), two maps (TWO-1, none dismantled), each with its slice. */
function modulesOfMap(setup: unknown): Record<string, unknown> {
  const map = (setup as { map: { sides: { miniatures: { type: string }[] }[] } }).map;
  const shows = (type: string) => map.sides.some((side) => side.miniatures.some((start) => start.type === type));
  return {
    ...(shows('boss') ? { bosses: {} } : {}),
    ...(shows('ally') ? { 'escorted-allies': {} } : {}),
    ...(map.sides.length === 2 ? { 'two-maps': { dismantled: [] } } : {}),
  };
}

/**
 * UNK-7, UNK-8 (changed since the recording): the enemy cards an enemy stage was given (typed at
 * the table, a boss's too) hold for the rest of the memory, as an attack's always did: a state
 * folded by today's rules over the steps after `fromSeq` up to `seq` keeps them, newest typing
 * first, field by field. The recording's version kept only an attack's. Written from the rule
 * and the logged steps, not from the engine.
 */
function withStageCards(expected: unknown, rows: readonly Row[], fromSeq: number, seq: number): unknown {
  const typed: Record<string, Record<string, unknown>> = {};
  for (const row of rows) {
    const step = row.step as { kind?: string; input?: { cards?: Record<string, Record<string, unknown>> } };
    if (row.seq <= fromSeq || row.seq > seq || step.kind !== 'enemy-step' || step.input?.cards === undefined) continue;
    for (const [key, values] of Object.entries(step.input.cards)) typed[key] = { ...typed[key], ...values };
  }
  if (Object.keys(typed).length === 0) return expected;
  const state = expected as { tableCards?: Record<string, Record<string, unknown>> };
  const tableCards = { ...state.tableCards };
  for (const [key, values] of Object.entries(typed)) tableCards[key] = { ...tableCards[key], ...values };
  return { ...state, tableCards };
}

describe('a play log written before the engine was reshaped', () => {
  for (const play of fixture.plays) {
    it(`replays step by step to the recorded states and table changes: ${play.name} (${play.rows.length} steps)`, () => {
      const setup = upgradeSetup(play.setup);
      expect(setup).toEqual(asToday(play.setup));
      const created = createPlay(setup as PlaySetup);
      if (!created.ok) throw new Error(created.refusal.message);
      let state: PlayState = created.value;
      const recorded = new Map(play.states.map((entry) => [entry.seq, asToday(entry.state)]));
      for (const row of play.rows) {
        // Through the log's read path: today's words, then the shape checked where it enters.
        const upgraded = upgradeStep(row.step);
        expect(upgraded, `step ${row.seq} in today's words`).toEqual(asToday(row.step));
        const step = parseStep(upgraded);
        if (!step.ok) throw new Error(`step ${row.seq} is malformed: ${step.refusal.message}`);
        const result = reduce(state, step.value);
        if (!result.ok) throw new Error(`step ${row.seq} (${step.value.kind}) refused: ${result.refusal.rule} ${result.refusal.message}`);
        expect(result.events, `events of step ${row.seq}`).toEqual(asToday(row.events));
        expect(upgradeEvents(row.events), `stored events of step ${row.seq} as the log reads them`).toEqual(result.events);
        state = result.state;
        if (recorded.has(row.seq)) expect(withoutModules(state), `state after step ${row.seq}`).toEqual(withStageCards(recorded.get(row.seq), play.rows, 0, row.seq));
        expect(state.modules, `modules after step ${row.seq}`).toEqual(modulesOfMap(play.setup));
      }
    });
  }
});

describe('the same plays in a save written by that version', () => {
  for (const play of fixture.plays) {
    it(`open at the recorded state, from the setup and from a snapshot of that version, and list their steps in today's words: ${play.name}`, async () => {
      let t = await openTestCore(undefined, { now: steppingClock() });
      try {
        // Two copies of the play, each in a campaign of its own (a campaign plays one memory at a time).
        const campaignIds = [(await boardCampaign(t)).campaignId, (await boardCampaign(t)).campaignId];
        const last = play.states.at(-1)!;
        const lastSeq = play.rows.at(-1)!.seq;
        expect(last.seq).toBe(lastSeq);
        const outcome = last.state.outcome;
        // The snapshot that version kept: a state of its shape (format 1), without the map, at a step it recorded.
        const snapshot = play.states.filter((entry) => entry.seq % 8 === 0 && entry.seq < lastSeq).at(-1);
        expect(snapshot, 'the fixture records a state at a multiple of 8').toBeDefined();
        const plays: { campaignId: number; playId: number }[] = [];
        writeSave(t, (db) => {
          for (const [index, campaignId] of campaignIds.entries()) {
            const withSnapshot = index === 1;
            const { lastInsertRowid } = db
              .prepare('INSERT INTO memory_plays (campaign_id, memory_id, setup_json, status, outcome, created_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
              .run(campaignId, last.state.memoryId, JSON.stringify(play.setup), outcome === null ? 'playing' : 'ended', outcome, '2025-01-01T10:00:00.000Z', outcome === null ? null : '2025-01-01T12:00:00.000Z');
            const playId = Number(lastInsertRowid);
            plays.push({ campaignId, playId });
            const insertStep = db.prepare('INSERT INTO memory_play_steps (campaign_id, play_id, seq, step_json, events_json, created_at) VALUES (?, ?, ?, ?, ?, ?)');
            for (const row of play.rows) insertStep.run(campaignId, playId, row.seq, JSON.stringify(row.step), JSON.stringify(row.events), '2025-01-01T11:00:00.000Z');
            if (withSnapshot) {
              const { map: _map, ...stored } = snapshot!.state;
              db.prepare('INSERT INTO memory_play_snapshots (campaign_id, play_id, seq, state_json, state_format) VALUES (?, ?, ?, ?, 1)').run(campaignId, playId, snapshot!.seq, JSON.stringify(stored));
            }
          }
        });
        t = await t.reopen();
        for (const [index, { campaignId, playId }] of plays.entries()) {
          // Folded by today's rules from the setup, or from that version's snapshot on.
          const foldedFrom = (seq: number): number => (index === 1 && seq >= snapshot!.seq ? snapshot!.seq : 0);
          const view = await t.call('memory-play/get', { campaignId, playId });
          expect(withoutModules(view.state)).toEqual(viewState(withStageCards(asToday(last.state), play.rows, foldedFrom(lastSeq), lastSeq) as PlayState));
          // Set up today, the play says its modules; opened from that version's snapshot, what its map shows says them.
          expect(view.state.modules).toEqual(index === 1 ? undefined : modulesOfMap(play.setup));
          expect(view.unreplayable).toBeUndefined();
          // Review: a state at the snapshot, and one before it (folded from the setup).
          for (const entry of [snapshot!, play.states[0]!]) {
            const expected = viewState(withStageCards(asToday(entry.state), play.rows, foldedFrom(entry.seq), entry.seq) as PlayState);
            expect(withoutModules((await t.call('memory-play/state-at', { campaignId, playId, seq: entry.seq })).state), `review of step ${entry.seq}`).toEqual(expected);
          }
          const logged: unknown[] = [];
          for (let from = 1; from <= lastSeq; from += MAX_LOG_PAGE) logged.push(...(await t.call('memory-play/log', { campaignId, playId, fromSeq: from, limit: MAX_LOG_PAGE })));
          expect(logged).toEqual(play.rows.map((row) => ({ seq: row.seq, step: asToday(row.step), events: asToday(row.events), createdAt: '2025-01-01T11:00:00.000Z' })));
        }
      } finally {
        await t.dispose();
      }
    });
  }
});
