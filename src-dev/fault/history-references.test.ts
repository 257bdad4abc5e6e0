import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HistoryScope, HistoryStatus } from '../../shared/history/history.js';
import type { AppError } from '../../shared/ipc/errors.js';
import { snapshotSave } from '../../src-main/test-support/save-snapshot.js';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../../src-main/test-support/temp-core.js';

/**
 * Undo history that outlives what it points to: random sequences of campaigns created,
 * played (a blueprint gained), renamed and deleted, box-data blueprints saved and removed,
 * and undos and redos in every history (a campaign's, the list's, box data's, the whole
 * save's). No request may fail on a reference to something gone (a foreign key) or on a
 * row another step has taken since: a step that cannot be taken is refused naming what is
 * missing and changes nothing of the game, and a redo refused so is not offered again.
 */

const seed = Number(process.env.BOV_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 32));
const BLUEPRINTS = ['flying-machine', 'bp-alpha', 'bp-beta'] as const;

type Action =
  | { do: 'create' }
  | { do: 'delete' | 'rename'; pick: number }
  | { do: 'gain'; pick: number; blueprint: (typeof BLUEPRINTS)[number] }
  | { do: 'save-blueprint' | 'remove-blueprint'; blueprint: (typeof BLUEPRINTS)[number] }
  | { do: 'undo' | 'redo'; scope: 'whole save' | 'list' | 'box-data' | { pick: number } };

const pick = fc.nat({ max: 6 });
const blueprint = fc.constantFrom(...BLUEPRINTS);
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.constant({ do: 'create' as const }), weight: 2 },
  { arbitrary: fc.record({ do: fc.constantFrom('delete' as const, 'rename' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ do: fc.constant('gain' as const), pick, blueprint }), weight: 3 },
  { arbitrary: fc.record({ do: fc.constantFrom('save-blueprint' as const, 'remove-blueprint' as const), blueprint }), weight: 2 },
  {
    arbitrary: fc.record({
      do: fc.constantFrom('undo' as const, 'redo' as const),
      scope: fc.oneof(fc.constantFrom('whole save' as const, 'list' as const, 'box-data' as const), fc.record({ pick })),
    }),
    weight: 6,
  },
);

let t: TestCore;
const logged: string[] = [];
/** Every campaign id the run has made, deleted ones included: a pick names one of them. */
const made: number[] = [];

beforeAll(async () => {
  t = await openTestCore(undefined, { log: (message, error) => logged.push(`${message} ${String(error ?? '')}`) });
});
afterAll(() => t.dispose());

/** Counted from the newest, so most picks name a campaign still in play and some a deleted one. */
const campaignAt = (index: number): number => made[made.length - 1 - (index % Math.max(made.length, 1))] ?? 1;

function scopeOf(scope: Extract<Action, { scope: unknown }>['scope']): HistoryScope | undefined {
  if (scope === 'whole save') return undefined;
  if (scope === 'list') return { kind: 'campaign-list' };
  if (scope === 'box-data') return { kind: 'box-data' };
  return { kind: 'campaign', campaignId: campaignAt(scope.pick) };
}

/** The entry the history would undo or redo next, as the top bar offers it (none for a campaign the save never had). */
async function offeredStep(args: { scope?: HistoryScope }, direction: 'undo' | 'redo') {
  const status = await t.core.dispatch('history/status', args);
  return status.ok ? (status.value as HistoryStatus)[direction] : null;
}

async function perform(step: Action, n: number): Promise<{ channel: string; error: AppError | null }> {
  const send = async (channel: string, args: unknown) => {
    const outcome = await t.core.dispatch(channel, args);
    return { channel, error: outcome.ok ? null : outcome.error, value: outcome.ok ? outcome.value : null };
  };
  switch (step.do) {
    case 'create': {
      const sent = await send('campaign/create', twoPlayerCampaign(`Campaign ${n}`));
      if (sent.value !== null) made.push((sent.value as { id: number }).id);
      return sent;
    }
    case 'delete':
      return send('campaign/delete', { campaignId: campaignAt(step.pick) });
    case 'rename':
      return send('campaign/rename', { campaignId: campaignAt(step.pick), name: `Renamed ${n}` });
    case 'gain':
      return send('hq/gain-blueprint', { campaignId: campaignAt(step.pick), blueprintId: step.blueprint });
    case 'save-blueprint':
      return send('box-data/save-blueprint', { previousId: null, blueprint: { id: step.blueprint, name: `Blueprint ${n}`, whiteCost: 1, blackCost: 1 } });
    case 'remove-blueprint':
      return send('box-data/remove-blueprint', { id: step.blueprint });
    case 'undo':
    case 'redo': {
      const scope = scopeOf(step.scope);
      const args = scope === undefined ? {} : { scope };
      const before = snapshotSave(t.core.info.savePath);
      const offered = await offeredStep(args, step.do);
      const sent = await send(`history/${step.do}`, args);
      if (sent.error !== null) {
        // A refused step changes nothing of the game, and one refused for something missing is not offered again.
        expect(snapshotSave(t.core.info.savePath), `${step.do} refused (${sent.error.code}) but the save changed`).toEqual(before);
        if (sent.error.params?.dropped === true && offered !== null) {
          const next = await offeredStep(args, step.do);
          expect(next?.id, `the ${step.do} refused for a missing ${String(sent.error.params.missing)} is still offered`).not.toBe(offered.id);
        }
      }
      return sent;
    }
  }
}

it('HISTORY-REFS: random commands, deletions, undos and redos never fail on a reference to something gone', async () => {
  console.log(`history-references: seed ${seed} (replay with BOV_FAULT_SEED=${seed})`);
  const answers: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 40 }), async (actions) => {
      for (const [n, step] of actions.entries()) {
        const { channel, error } = await perform(step, n);
        const missing = error?.params?.missing;
        const answer = `${channel} ${error?.code ?? 'ok'}${missing === undefined ? '' : ` (missing ${String(missing)})`}`;
        answers[answer] = (answers[answer] ?? 0) + 1;
        expect(error?.code, `${channel}: ${error?.message ?? ''} ${error?.code === 'internal' ? logged.at(-1) : ''}`).not.toBe('internal');
      }
    }),
    { seed, numRuns: Number(process.env.BOV_FUZZ_RUNS ?? 40) },
  );
  const refusedForMissing = Object.entries(answers).filter(([answer]) => answer.includes('(missing'));
  console.log(`history-references: ${JSON.stringify(answers)}; steps refused and dropped for something missing: ${JSON.stringify(refusedForMissing)}`);
  expect(logged.filter((line) => /FOREIGN KEY/i.test(line))).toEqual([]);
}, 120_000);
