import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import { parseStep } from '../engine/memory/parse-step.js';
import { reduce } from '../engine/memory/reduce.js';
import { createPlay, type PlaySetup } from '../engine/memory/setup.js';
import type { FixturePlay } from './test-support/record-log-fixture.js';

/**
 * Plays stored before the engine was reshaped (recorded through the app of that version by
 * test-support/record-log-fixture.ts): every logged step must still be accepted, report the
 * same table changes, and lead to the same states. A group's play in progress, or a finished
 * one opened for review, must read exactly as it was played.
 */

const fixture = JSON.parse(readFileSync(new URL('./fixtures/log-before-reshaping.json', import.meta.url), 'utf8')) as { recordedAt: string; plays: FixturePlay[] };

describe('a play log written before the engine was reshaped', () => {
  for (const play of fixture.plays) {
    it(`replays step by step to the recorded states and table changes: ${play.name} (${play.rows.length} steps)`, () => {
      const created = createPlay(play.setup as PlaySetup);
      if (!created.ok) throw new Error(created.refusal.message);
      let state: PlayState = created.value;
      const recorded = new Map(play.states.map((entry) => [entry.seq, entry.state]));
      for (const row of play.rows) {
        // Through the log's read path: the stored step's shape is checked where it enters.
        const step = parseStep(row.step);
        if (!step.ok) throw new Error(`step ${row.seq} is malformed: ${step.refusal.message}`);
        const result = reduce(state, step.value);
        if (!result.ok) throw new Error(`step ${row.seq} (${step.value.kind}) refused: ${result.refusal.rule} ${result.refusal.message}`);
        expect(result.events, `events of step ${row.seq}`).toEqual(row.events);
        state = result.state;
        if (recorded.has(row.seq)) expect(state, `state after step ${row.seq}`).toEqual(recorded.get(row.seq));
      }
    });
  }
});
