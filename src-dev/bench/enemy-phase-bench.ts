/**
 * `npm run bench -- engine`: an assassin step and the enemy phase on a full
 * board. A four-assassin play of a 36-square map with 40 guards (the core box's 30 crossbowmen
 * and 10 elite, SET-5; at most 4 to a square, CAP-1) is set up through the app; then the bench
 * times, with the engine alone, a move into guards with its detection test answered (aim:
 * under 50 µs a step) and each of the three enemy steps (aim: under 100 µs), and the three enemy steps through the bridge with the save, each one undone again so
 * every round plays the same phase (aim: within 3× a bare commit of the same run).
 */
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import type { DieFace } from '../../shared/dice/dice.js';
import type { EnemyStageInput, EnemyStagePreview } from '../../shared/memory-play/enemy-phase.js';
import { withChange, type PlayView, type StepApplied } from '../../shared/memory-play/play-view.js';
import type { EnemyStage, PlayState } from '../../shared/memory-play/play-state.js';
import type { EnemyPhaseStep, Step } from '../../shared/memory-play/moves/index.js';
import { twoPlayerCoreCampaign } from '../../shared/test-support/campaign-builders.js';
import type { AppCore } from '../../src-main/app-core.js';
import { planEnemyStage } from '../../src-main/engine/memory/enemy/enemy-stage.js';
import { reduce } from '../../src-main/engine/memory/reduce.js';
import { seedRng } from '../../src-main/engine/rng.js';
import { TEST_ENEMY_CARDS } from '../../src-main/engine/memory/test-support/enemy-builders.js';
import type { BridgeClient } from './bridge-client.js';
import { valueOf } from './bridge-client.js';
import type { DirectCommits } from './direct-baseline.js';
import { summarize, timeEach, type LatencyStats } from './latency-stats.js';
import { benchSideGrid } from './memory-board-bench.js';

export const ENEMY_BENCH_GUARDS = 40;
const ENEMY_BENCH_MEMORY = '2.4';
/**
 * The engine series are microseconds, and V8 needs several hundred runs of a step before its code
 * is fully compiled: with fewer, the median measures the compiler more than the engine and moves
 * by half from one run to the next. The series time compiled code; the first steps of an evening
 * cost more (a few milliseconds at worst, as the p99 of a short warm-up shows).
 */
export const ENGINE_WARM_UP = 1000;
const ENGINE_RUNS = 300;
const COLD_RUNS = 20;
const BRIDGED_ROUNDS = 60;
const BRIDGE_WARM_UP_ROUNDS = 5;
const ENEMY_STAGES: readonly EnemyStage[] = ['reinforcement', 'movement', 'combat'];

/** Squares of entrance A, each with 4 crossbowmen that the setup lays down as bodies (CAP-2 makes room for arrivals). */
const BODY_SQUARES = ['A1', 'A2'];
/** Two standing guards on each: 22 crossbowmen, then the 10 elite (agile) guards. */
const GUARDED_SQUARES = ['B2', 'C2', 'D2', 'E2', 'F2', 'B3', 'D3', 'F3', 'A4', 'C4', 'E4', 'B5', 'D5', 'F5', 'C6', 'E6'];

/**
 * Bench data, not the campaign book's: one 6×6 map of nine 2×2 tiles, two entrances, an
 * objective, and the box's 40 guards: 8 at entrance A (laid down as bodies by the setup), the
 * others two to a square.
 */
export function enemyBenchMapText(): string {
  const guards = [
    ...BODY_SQUARES.map((square) => `guard ${square} crossbowman x4`),
    ...GUARDED_SQUARES.map((square, n) => `guard ${square} ${n < 11 ? 'crossbowman' : 'agile'} x2`),
  ];
  return [
    `memory ${ENEMY_BENCH_MEMORY}`,
    'title Bench: forty guards, four assassins',
    ...benchSideGrid('A'),
    'entrance A A1 A2',
    'entrance B F6 F5',
    'objective C5 cost 2 xp 3 mandatory "the ledger"',
    ...guards,
    'assassins A6',
    '',
  ].join('\n');
}

/** The four core assassins, one player each. */
function fourPlayerCoreCampaign(name: string) {
  return {
    ...twoPlayerCoreCampaign(name),
    playerNames: ['Anna', 'Bartek', 'Celina', 'Dawid'],
    party: (['alessandra', 'bastiano', 'claudio', 'daria'] as const).map((characterId, index) => ({ characterId, seat: index + 1 })),
  };
}

/** Faces the bench "reads off the dice": blanks for detection tests (no one exposed), hits and misses by turns in combat. */
function facesFor(preview: EnemyStagePreview): Record<string, DieFace[]> {
  const rolls: Record<string, DieFace[]> = {};
  for (const test of preview.tests) if (test.faces === null) rolls[test.id] = Array<DieFace>(test.count).fill('blank');
  for (const target of preview.combat) {
    for (const share of target.shares) {
      if (share.faces === null && share.dice > 0) rolls[share.rollId] = Array.from({ length: share.dice }, (_, n): DieFace => (n % 2 === 0 ? 'hit' : 'enemy-fail'));
    }
  }
  return rolls;
}

/**
 * The step as the table would confirm it: the reinforcement card typed, each question answered
 * with its first option (GEN-1), each roll read, until the preview is ready.
 */
function readyEnemyStage(state: PlayState, step: EnemyStage): { step: EnemyPhaseStep; preview: EnemyStagePreview; after: PlayState } {
  let input: EnemyStageInput = step === 'reinforcement' ? { reinforcementCard: { entries: [{ letter: 'A', count: 3, guardType: 'crossbowman' }] }, diceMode: 'entered' } : { diceMode: 'entered' };
  for (let asked = 0; asked < 100; asked++) {
    const planned = planEnemyStage(state, { kind: 'enemy-stage', stage: step, input });
    if (!planned.ok) throw new Error(`The bench's ${step} step was refused: ${planned.refusal.rule} ${planned.refusal.message}`);
    const { preview } = planned.value;
    if (preview.status === 'ready') return { step: { kind: 'enemy-stage', stage: step, input }, preview, after: planned.value.state };
    if (preview.status === 'question') input = { ...input, choices: { ...input.choices, [preview.question!.id]: preview.question!.options[0]!.id } };
    else if (preview.status === 'rolls') input = { ...input, rolls: { ...input.rolls, ...facesFor(preview) } };
    else throw new Error(`The bench's ${step} step still needs ${preview.status}: ${[...preview.missingCards, ...preview.missingInput].join(', ')}`);
  }
  throw new Error(`The bench's ${step} step kept asking.`);
}

/**
 * The play the engine series start from: the view's state, with a generator of the bench's own in
 * place of the play's, which stays in main (no screen gets it). The bench's steps draw nothing
 * from it: cards typed, directions given, dice read.
 */
function engineState(view: PlayView): PlayState {
  return { ...view.state, rng: seedRng(1) };
}

function reduced(state: PlayState, step: Step): PlayState {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`The bench's ${step.kind} step was refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result.state;
}

export interface EnemyPhaseFigures {
  /** The report's lines of the engine and bridge series. */
  lines: string[];
  bridged: { step: EnemyStage; stats: LatencyStats }[];
  /** The bare commits made right after each bridged enemy step. */
  direct: LatencyStats;
}

/** Runs the series and returns the report's lines, each series formatted by `row`; `direct` commits beside each bridged step. */
export async function runEnemyPhaseBench(core: AppCore, client: BridgeClient, row: (label: string, stats: LatencyStats) => string, direct: DirectCommits): Promise<EnemyPhaseFigures> {
  const dispatch = async <T>(channel: string, args: unknown): Promise<T> => valueOf<T>(await core.dispatch(channel as never, args as never), channel);
  // UNK-7: the enemy cards as a group types them (bench values, like the tests').
  const { enemyCards } = await dispatch<{ enemyCards: { guardType: string }[] }>('box-data/get', {});
  for (const card of TEST_ENEMY_CARDS) {
    if (!enemyCards.some((entered) => entered.guardType === card.guardType)) await dispatch('box-data/save-enemy-card', { previousGuardType: null, card });
  }
  await dispatch('box-data/import-memory-map-text', { text: enemyBenchMapText() });

  /**
   * A play of the bench map brought to the assassin phase, in a campaign of its own (a campaign
   * plays one memory at a time). The board as the table left it, set by hand: bodies at entrance
   * A, two assassins exposed among guards, two incognito beside them; then the turn up to the
   * assassin phase. Each answer is patched onto the view before it, as the board screen does.
   */
  const playToAssassinPhase = async (name: string) => {
    const { id: campaignId } = await dispatch<CampaignDetail>('campaign/create', fourPlayerCoreCampaign(name));
    const started = await dispatch<PlayView>('memory-play/start', { campaignId, memoryId: ENEMY_BENCH_MEMORY });
    const playId = started.play.playId;
    const pieces = Object.values(started.state.miniatures);
    const guards = pieces.filter((piece) => piece.kind === 'guard' && piece.place.on === 'square');
    const assassins = pieces.filter((piece) => piece.kind === 'assassin').map((piece) => piece.id);
    if (guards.length !== ENEMY_BENCH_GUARDS || assassins.length !== 4) throw new Error(`The enemy bench has ${guards.length} guards and ${assassins.length} assassins.`);
    const bodies = guards.filter((guard) => guard.place.on === 'square' && BODY_SQUARES.includes(guard.place.square));
    const [exposed1, exposed2, incognito1, incognito2] = assassins as [string, string, string, string];
    const setupSteps: Step[] = [
      ...bodies.map((guard): Step => ({ kind: 'set-body', miniatureId: guard.id, body: true })),
      { kind: 'move-miniature', miniatureId: exposed1, side: 'A', square: 'D3' },
      { kind: 'attach-red-base', miniatureId: exposed1 },
      { kind: 'move-miniature', miniatureId: exposed2, side: 'A', square: 'E4' },
      { kind: 'attach-red-base', miniatureId: exposed2 },
      { kind: 'move-miniature', miniatureId: incognito1, side: 'A', square: 'C3' },
      { kind: 'move-miniature', miniatureId: incognito2, side: 'A', square: 'B6' },
      { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
      { kind: 'begin-assassin-phase' },
    ];
    let view = started;
    for (const step of setupSteps) {
      const { change } = await dispatch<StepApplied>('memory-play/apply-step', { campaignId, playId, step });
      const next = withChange(view, change);
      if (next === null) throw new Error(`The bench's step ${change.step.seq} does not follow its view.`);
      view = next;
    }
    return { campaignId, playId, view, incognito: incognito1 };
  };
  const first = await playToAssassinPhase('Enemy bench');
  const incognito1 = first.incognito;

  // An assassin step, engine alone: the incognito assassin moves into two crossbowmen
  // (ACT-MOV-1), which asks for a detection test (DET-1), and the roll answers it (DET-4).
  const inAssassinPhase = engineState(first.view);
  const move: Step = { kind: 'move', miniatureId: incognito1, side: 'A', square: 'C4' };
  const moved = reduced(inAssassinPhase, move);
  const test = moved.pending;
  if (test?.kind !== 'detection-roll') throw new Error(`The bench's move asked for ${test?.kind ?? 'nothing'}, not a detection test.`);
  const answer: Step = { kind: 'roll', decisionId: test.id, mode: 'entered', faces: Array<DieFace>(test.count).fill('blank') };
  reduced(moved, answer);
  await timeEach(ENGINE_WARM_UP, () => void reduce(inAssassinPhase, move));
  const moveStats = summarize(await timeEach(ENGINE_RUNS, () => void reduce(inAssassinPhase, move)));
  await timeEach(ENGINE_WARM_UP, () => void reduce(moved, answer));
  const rollStats = summarize(await timeEach(ENGINE_RUNS, () => void reduce(moved, answer)));

  // The enemy phase, each step made ready as the table would, engine alone.
  const enemyPhaseOf = (state: PlayState) => {
    const phase: { step: EnemyPhaseStep; before: PlayState; preview: EnemyStagePreview }[] = [];
    for (const enemyStage of ENEMY_STAGES) {
      const ready = readyEnemyStage(state, enemyStage);
      phase.push({ step: ready.step, before: state, preview: ready.preview });
      state = ready.after;
    }
    return phase;
  };
  const phase = enemyPhaseOf(reduced(engineState(first.view), { kind: 'end-assassin-phase' }));
  const engineStats: LatencyStats[] = [];
  const coldStats: LatencyStats[] = [];
  for (const { step, before } of phase) {
    // At the table each enemy step runs once a turn, before V8 has compiled it: its first runs are shown too.
    coldStats.push(summarize(await timeEach(COLD_RUNS, () => void reduced(before, step))));
    await timeEach(ENGINE_WARM_UP, () => void reduced(before, step));
    engineStats.push(summarize(await timeEach(ENGINE_RUNS, () => void reduce(before, step))));
  }

  // The same three steps through the bridge with the save, each round in a play of its own,
  // right after its assassin phase ends (untimed), as a table plays them: nothing undone between.
  const rounds = [first];
  for (let n = 1; n < BRIDGE_WARM_UP_ROUNDS + BRIDGED_ROUNDS; n++) rounds.push(await playToAssassinPhase(`Enemy bench ${n}`));
  const bridgedSamples: number[][] = ENEMY_STAGES.map(() => []);
  const directSamples: number[] = [];
  for (const [index, { campaignId, playId, view }] of rounds.entries()) {
    const timed = index >= BRIDGE_WARM_UP_ROUNDS;
    valueOf(await client.invoke('memory-play/apply-step', { campaignId, playId, step: { kind: 'end-assassin-phase' } }), 'memory-play/apply-step');
    // Each play drew its own seed, so its steps are made ready from its own state.
    for (const [at, { step, preview }] of enemyPhaseOf(reduced(engineState(view), { kind: 'end-assassin-phase' })).entries()) {
      const started = performance.now();
      const applied = valueOf<StepApplied>(await client.invoke('memory-play/apply-step', { campaignId, playId, step }), 'memory-play/apply-step');
      const took = performance.now() - started;
      const bare = direct.time();
      if (timed) {
        bridgedSamples[at]!.push(took);
        directSamples.push(bare);
      }
      if (applied.events.length !== preview.events.length) throw new Error('The applied enemy step differs from its preview.');
    }
  }
  const bridged = bridgedSamples.map(summarize);
  const directStats = summarize(directSamples);

  const [rei, mov, cmb] = phase.map((entry) => entry.preview) as [EnemyStagePreview, EnemyStagePreview, EnemyStagePreview];
  const lines = [
    row('engine: assassin move into guards (DET test)', moveStats),
    row('engine: its detection roll answered', rollStats),
    ...ENEMY_STAGES.map((step, index) => row(`engine: enemy ${step} step`, engineStats[index]!)),
    ...ENEMY_STAGES.map((step, index) => row(`  ${step}: its first ${COLD_RUNS} runs (not yet compiled)`, coldStats[index]!)),
    ...ENEMY_STAGES.map((step, index) => row(`enemy ${step} step via bridge (apply-step)`, bridged[index]!)),
    row('  direct UPDATE commit after each enemy step', directStats),
    `  (enemy phase on 36 squares, ${ENEMY_BENCH_GUARDS} guards, 4 assassins: ${rei.arrivals.length} arrivals, ${rei.displacedBodies.length} bodies displaced, ${rei.tests.length} tests; ` +
      `${mov.moves.filter((m) => m.to !== null).length} of ${mov.moves.length} enemies move, ${mov.tests.length} tests; ` +
      `${cmb.combat.length} target squares, ${cmb.combat.reduce((dice, target) => dice + target.pool, 0)} black dice)`,
  ];
  return { lines, bridged: ENEMY_STAGES.map((step, index) => ({ step, stats: bridged[index]! })), direct: directStats };
}
