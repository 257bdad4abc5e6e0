import Database from 'better-sqlite3';
import { DIE_FACE_TYPES } from '../../../shared/box-data/box-data-schema.js';
import type { DieFace } from '../../../shared/dice/dice.js';
import type { EnemyStageInput, EnemyStagePreview } from '../../../shared/memory-play/enemy-phase.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { PlayView } from '../../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../../shared/memory-play/moves/index.js';
import type { ActionPreview, PlayPreview } from '../../../shared/memory-play/action-preview.js';
import { nextInt, seedRng, type RngState } from '../../engine/rng.js';
import { boardCampaign, newCard } from '../../test-support/board-fixtures.js';
import { steppingClock } from '../../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../../test-support/temp-core.js';

/**
 * Records plays as the app stored them before the engine's reshaping, for the test that every
 * such log still replays to the same states (log-fixture.test.ts). A seeded driver plays through
 * the real handlers what a group does at the table: manual corrections, the tracker, moves and
 * actions from the acting assassin's preview, choices, rolls typed and rolled by the app, enemy
 * steps planned from their previews (typed cards, answers, app and typed dice), and undo/redo.
 * The die faces and cards are test values a group might type from its box.
 *
 * Kept as it was run when the fixture was recorded (see the fixture's `recordedAt`); it uses the
 * channels of that version.
 */

export interface LoggedRow {
  seq: number;
  step: unknown;
  events: unknown;
}

export interface FixturePlay {
  name: string;
  setup: unknown;
  rows: LoggedRow[];
  /** The state after step `seq` as the app held it (folded by that version), every few steps and the last. */
  states: { seq: number; state: PlayState }[];
}

const RED: DieFace[] = ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'];
const WHITE: DieFace[] = ['hit', 'hit', 'special', 'hit', 'x', 'x'];
const BLACK: DieFace[] = ['hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail', 'enemy-fail'];

/** A 6×6 two-sided memory with a boss, an ally, a restricted square and a naga (test values). */
const TWO_SIDED_MAP = `memory 2.1
title Two yards
side A 4x4
   A    B    C    D
1  s1   s1   s2   s2
2  s1   s1   s2   s2
3  s3   s3   r4   r4
4  s3   s3   r4   r4
hide D2 haystack
naga C3 D3 C4 D4
chest A4
entrance A A1
objective B2 cost 1 xp 2 mandatory "the seal"
restricted C2
guard C1 crossbowman x2
guard B3 agile
boss D4 "Test captain"
ally A3 "Test friend"
travel A3
assassins A2
side B 3x3
   A    B    C
1  s1   s1   s2
2  s1   s1   s3
3  s4   s5   s6
hide B2 cart
entrance B C3
guard C1 crossbowman x2
travel A1
`;

class Driver {
  private rng: RngState;
  constructor(seed: number) {
    this.rng = seedRng(seed);
  }
  int(bound: number): number {
    const [value, next] = nextInt(this.rng, Math.max(1, bound));
    this.rng = next;
    return value;
  }
  chance(percent: number): boolean {
    return this.int(100) < percent;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  faces(die: 'red' | 'white' | 'black', count: number): DieFace[] {
    return Array.from({ length: count }, () => this.pick(DIE_FACE_TYPES[die]));
  }
}

async function tryCall<T>(t: TestCore, channel: string, args: unknown): Promise<T | null> {
  const outcome = await t.core.dispatch(channel as never, args as never);
  return outcome.ok ? (outcome.value as T) : null;
}

/** One answer to the decision waiting: an option, or faces typed or rolled by the app. */
async function answerDecision(t: TestCore, d: Driver, play: { campaignId: number; playId: number }, view: PlayView): Promise<void> {
  const pending = view.pending!;
  if (pending.kind === 'detection-roll' || pending.kind === 'attack-roll' || pending.kind === 'retaliation-roll') {
    const count = pending.kind === 'retaliation-roll' ? (pending.count ?? 1 + d.int(3)) : pending.count;
    if (d.chance(50)) {
      const rolled = await tryCall(t, 'memory-play/app-roll', { ...play, decisionId: pending.id, ...(pending.kind === 'retaliation-roll' && pending.count === undefined ? { count } : {}) });
      if (rolled !== null) return;
    }
    await tryCall(t, 'memory-play/apply-step', { ...play, step: { kind: 'roll', decisionId: pending.id, mode: 'entered', faces: d.faces(pending.die, count) } });
    return;
  }
  const options = pending.options as readonly { id: string }[];
  await tryCall(t, 'memory-play/apply-step', { ...play, step: { kind: 'choose', decisionId: pending.id, optionId: d.pick(options).id } });
}

/** The enemy step due, planned from its previews as the board does, then confirmed (or advanced by hand now and then). */
async function playEnemyStage(t: TestCore, d: Driver, play: { campaignId: number; playId: number }, view: PlayView, step: 'reinforcement' | 'movement' | 'combat'): Promise<void> {
  if (d.chance(10)) {
    await tryCall(t, 'memory-play/apply-step', { ...play, step: { kind: 'end-enemy-stage', stage: step } });
    return;
  }
  let input: EnemyStageInput = {};
  for (let asked = 0; asked < 60; asked++) {
    const preview = await tryCall<EnemyStagePreview>(t, 'memory-play/preview-enemy-step', { ...play, stage: step, input });
    if (preview === null) return;
    switch (preview.status) {
      case 'ready':
        await tryCall(t, 'memory-play/apply-step', { ...play, step: { kind: 'enemy-stage', stage: step, input } });
        return;
      case 'question':
        input = { ...input, choices: { ...input.choices, [preview.question!.id]: d.pick(preview.question!.options).id } };
        break;
      case 'cards': {
        const cards = Object.fromEntries(preview.missingCards.map((key) => [key, { health: 1 + d.int(2), blackDice: 1 + d.int(2), weapon: d.pick(['melee', 'ranged'] as const), ignoresLadders: d.chance(30) }]));
        input = { ...input, cards: { ...input.cards, ...cards } };
        break;
      }
      case 'input': {
        const field = preview.missingInput[0]!;
        if (field === 'reinforcementCard') input = { ...input, reinforcementCard: { entries: [{ letter: d.pick(['A', 'B'] as const), count: 1 + d.int(2), guardType: 'crossbowman' }] } };
        else if (field === 'reinforcementSide') input = { ...input, reinforcementSide: d.pick(view.state.map.sides).id };
        else if (field.startsWith('directions.')) input = { ...input, directions: { ...input.directions, [field.slice('directions.'.length)]: d.pick(['N', 'E', 'S', 'W'] as const) } };
        else return;
        break;
      }
      case 'rolls': {
        const test = preview.tests.find((candidate) => candidate.faces === null);
        const share = preview.combat.flatMap((target) => target.shares).find((candidate) => candidate.faces === null && candidate.dice > 0);
        const rollId = test?.id ?? share!.rollId;
        let faces: DieFace[] | null = null;
        if (d.chance(50)) faces = (await tryCall<{ faces: DieFace[] }>(t, 'memory-play/roll-enemy-dice', { ...play, step, input, rollId }))?.faces ?? null;
        faces ??= test ? d.faces('red', test.count) : d.faces('black', share!.dice);
        input = { ...input, rolls: { ...input.rolls, [rollId]: faces }, diceMode: 'entered' };
        break;
      }
    }
  }
}

/** UNK-7: the health of each enemy type on the target typed in the attack form (test values), when box data has none. */
function cardsOn(view: PlayView, target: { side: string; square: string }): { cards?: Record<string, { health: number }> } {
  if (view.state.enemyCards !== undefined && Object.keys(view.state.enemyCards).length > 0) return {};
  const cards: Record<string, { health: number }> = {};
  for (const piece of Object.values(view.state.miniatures)) {
    if (piece.place.on !== 'square' || piece.place.side !== target.side || piece.place.square !== target.square) continue;
    if (piece.kind === 'guard' && !piece.body) cards[piece.guardType] = { health: piece.guardType === 'agile' ? 2 : 1 };
  }
  return Object.keys(cards).length > 0 ? { cards } : {};
}

/** One action of an assassin, as its preview offers it; false when nothing was taken. */
/** The field of an action's form its move's preview offers, if any. */
const choice = (action: ActionPreview, field: string) => action.fields.find((offered) => offered.field === field);

async function act(t: TestCore, d: Driver, play: { campaignId: number; playId: number }, view: PlayView): Promise<boolean> {
  const assassins = Object.values(view.state.miniatures).filter((m) => m.kind === 'assassin' && m.place.on !== 'off-map' && m.condition !== 'eliminated' && m.condition !== 'critical');
  if (assassins.length === 0) return false;
  // The assassin with an enemy on its square (an attack to make) is the one the table moves first, now and then.
  const previews: { assassin: (typeof assassins)[number]; preview: PlayPreview }[] = [];
  for (const candidate of assassins) {
    const preview = await tryCall<PlayPreview>(t, 'memory-play/preview', { ...play, miniatureId: candidate.id });
    if (preview?.assassin) previews.push({ assassin: candidate, preview });
  }
  const attacking = previews.filter(({ preview }) => preview.assassin!.actions.some((action) => action.kind === 'attack' && action.refusal === null));
  const chosen = attacking.length > 0 && d.chance(60) ? d.pick(attacking) : previews.length > 0 ? d.pick(previews) : null;
  if (chosen === null) return false;
  const assassin = chosen.assassin;
  const offered = chosen.preview.assassin!;
  const id = assassin.id;
  const saved = assassin.kind === 'assassin' && assassin.savedCube && d.chance(50) ? { useSavedCube: true } : {};
  const steps: StepRequest[] = [];
  for (const destination of offered.destinations) {
    if (destination.refusal !== null) continue;
    // Moves into guards and away from them (a test, a hunt) come up more often, as in a tense memory.
    const weight = destination.detection !== null || destination.hunt !== null ? 4 : 1;
    for (let n = 0; n < weight; n++) steps.push({ kind: 'move', miniatureId: id, side: destination.side, square: destination.square, ...saved });
  }
  for (const action of offered.actions) {
    if (action.refusal !== null) continue;
    switch (action.kind) {
      case 'attack':
        for (const weapon of action.weapons ?? []) {
          for (const target of weapon.targets) for (let n = 0; n < 6; n++) steps.push({ kind: 'attack', miniatureId: id, slot: weapon.slot, dice: 1 + d.int(3), eyeIcon: d.chance(20), side: target.side, square: target.square, ...cardsOn(view, target), ...saved });
        }
        break;
      case 'coordinated-attack': {
        const joiner = action.joiners?.[0];
        const own = offered.actions.find((candidate) => candidate.kind === 'attack')?.weapons?.find((weapon) => weapon.targets.length > 0);
        const theirs = joiner?.weapons.find((weapon) => weapon.targets.length > 0);
        const target = own?.targets.find((candidate) => theirs?.targets.some((other) => other.side === candidate.side && other.square === candidate.square));
        if (joiner && own && theirs && target) {
          for (let n = 0; n < 4; n++) steps.push({
            kind: 'coordinated-attack',
            participants: [
              { miniatureId: id, slot: own.slot, dice: 1 + d.int(2) },
              { miniatureId: joiner.miniatureId, slot: theirs.slot, dice: 1 + d.int(2) },
            ],
            side: target.side,
            square: target.square,
            ...cardsOn(view, target),
          });
        }
        break;
      }
      case 'work-objective':
        if (action.step.kind === 'work-objective') steps.push({ ...action.step, cubes: 1, ...saved });
        break;
      case 'open-chest':
      case 'save-cube':
      case 'enter-hiding-spot':
      case 'leave-hiding-spot':
      case 'synchronize':
        steps.push({ kind: action.kind, miniatureId: id } as StepRequest);
        break;
      case 'hide-bodies':
        steps.push({ kind: 'hide-bodies', miniatureId: id, searched: Math.min(choice(action, 'searched')?.max ?? 0, d.int(2)), ...saved });
        break;
      case 'trade':
        if ((action.partners ?? []).length > 0) steps.push({ kind: 'trade', miniatureId: id, withIds: [action.partners![0]!], criticalAgrees: true, ...saved });
        break;
      case 'climb-tower':
        steps.push({ kind: 'climb-tower', miniatureId: id, ...(choice(action, 'tower') ? { tower: Number(choice(action, 'tower')!.value) } : {}), ...saved });
        break;
      case 'leap-of-faith':
        steps.push({ kind: 'leap-of-faith', miniatureId: id, ...(choice(action, 'square') ? { square: String(d.pick(choice(action, 'square')!.options!).value) } : {}) });
        break;
      case 'fast-travel':
        for (const station of action.stations ?? []) if (station.refusal === null) steps.push({ kind: 'fast-travel', miniatureId: id, returnTo: { side: station.side, square: station.square }, ...saved });
        if (action.warning === null && d.chance(10)) steps.push({ kind: 'fast-travel', miniatureId: id, ...saved });
        break;
      case 'use-card':
        steps.push({ kind: 'use-card', miniatureId: id, card: 'Test smoke', cost: d.int(2), eyeIcon: d.chance(30), alertIcon: d.chance(20), ...saved });
        break;
      case 'equip':
        steps.push({ kind: 'equip', miniatureId: id, card: { name: 'Test dagger', cardType: 'none' }, slot: 'inventory-2' });
        break;
      case 'move-card':
        if ((action.cards ?? []).length > 0 && (action.freeSlots ?? []).length > 0) steps.push({ kind: 'move-card', miniatureId: id, from: action.cards![0]!.slot, to: action.freeSlots![0]!, ...saved });
        break;
    }
  }
  if (steps.length === 0) return false;
  const step = d.pick(steps);
  return (await tryCall(t, 'memory-play/apply-step', { ...play, step })) !== null;
}

/** A correction by hand (GEN-6), on a random piece or square. */
async function correct(t: TestCore, d: Driver, play: { campaignId: number; playId: number }, view: PlayView): Promise<void> {
  const side = d.pick(view.state.map.sides);
  const square = d.pick(side.squares).ref;
  const pieces = Object.values(view.state.miniatures).filter((m) => m.place.on === 'square');
  const piece = pieces.length > 0 ? d.pick(pieces) : null;
  const options: StepRequest[] = [
    { kind: 'add-miniature', miniature: { kind: 'guard', guardType: d.pick(['crossbowman', 'agile']) }, side: side.id, square },
    { kind: 'set-alert', side: side.id, alert: d.pick(['active', 'inactive'] as const) },
    { kind: 'place-red-base', side: side.id, square },
  ];
  if (piece) {
    options.push({ kind: 'move-miniature', miniatureId: piece.id, side: side.id, square }, { kind: 'attach-red-base', miniatureId: piece.id }, { kind: 'set-body', miniatureId: piece.id, body: d.chance(50) });
    if (piece.kind === 'assassin') options.push({ kind: 'set-health', miniatureId: piece.id, health: d.int(piece.maxHealth + 1) }, { kind: 'set-cubes', miniatureId: piece.id, cubes: d.int(4), savedCube: false });
  }
  await tryCall(t, 'memory-play/apply-step', { ...play, step: d.pick(options) });
}

/** The next thing the table does, from the view. */
async function turn(t: TestCore, d: Driver, play: { campaignId: number; playId: number }, view: PlayView, enteredDeck: boolean): Promise<void> {
  if (d.chance(4) && view.play.steps > 0) {
    await tryCall(t, 'history/undo', { scope: { kind: 'campaign', campaignId: play.campaignId } });
    if (d.chance(70)) await tryCall(t, 'history/redo', { scope: { kind: 'campaign', campaignId: play.campaignId } });
    return;
  }
  if (view.pending !== null) return answerDecision(t, d, play, view);
  if (d.chance(3)) return correct(t, d, play, view);
  const next = view.nextUp;
  if (next.kind !== 'tracker') return;
  if (next.enemyStage !== undefined) return playEnemyStage(t, d, play, view, next.enemyStage);
  switch (next.move) {
    case 'begin-event-phase': {
      const events = view.state.map.sides.map((side) => (enteredDeck ? { side: side.id, fromDeck: true as const } : { side: side.id, direction: d.pick(['N', 'S', 'E', 'W', '?'] as const) }));
      await tryCall(t, 'memory-play/apply-step', { ...play, step: { kind: 'begin-event-phase', events } });
      return;
    }
    case 'end-assassin-phase':
      if (d.chance(92) && (await act(t, d, play, view))) return;
      await tryCall(t, 'memory-play/apply-step', { ...play, step: { kind: 'end-assassin-phase' } });
      return;
    case 'end-turn':
      if (view.state.phase === 'enemy' && d.chance(30) && (await act(t, d, play, view))) return;
      await tryCall(t, 'memory-play/apply-step', { ...play, step: { kind: 'end-turn' } });
      return;
    case 'end-memory':
      return;
    default:
      await tryCall(t, 'memory-play/apply-step', { ...play, step: { kind: next.move } });
  }
}

/** The stored rows of a play and its states, read as the app reads them. */
function storedRows(t: TestCore, playId: number): { setup: unknown; rows: LoggedRow[] } {
  const db = new Database(t.core.info.savePath, { readonly: true });
  try {
    const { setup_json } = db.prepare('SELECT setup_json FROM memory_plays WHERE id = ?').get(playId) as { setup_json: string };
    const rows = db.prepare('SELECT seq, step_json, events_json FROM memory_play_steps WHERE play_id = ? ORDER BY seq').all(playId) as { seq: number; step_json: string; events_json: string }[];
    return { setup: JSON.parse(setup_json), rows: rows.map((row) => ({ seq: row.seq, step: JSON.parse(row.step_json), events: JSON.parse(row.events_json) })) };
  } finally {
    db.close();
  }
}

async function recordPlay(name: string, seed: number, options: { mapText: string; memoryId: string; enteredDecks: boolean; steps: number; opening: StepRequest[] }): Promise<FixturePlay> {
  const t = await openTestCore(undefined, { now: steppingClock() });
  try {
    const d = new Driver(seed);
    for (const [die, faces] of [['red', RED], ['white', WHITE], ['black', BLACK]] as const) await t.call('box-data/set-die-faces', { die, faces });
    await t.call('box-data/import-memory-map-text', { text: options.mapText });
    const c = await boardCampaign(t);
    for (const [member, cards] of [
      [c.member.claudio!, [newCard('Test sword', 'melee'), newCard('Test crossbow', 'ranged')]],
      [c.member.daria!, [newCard('Test blade', 'hidden-blade'), newCard('Test mace', 'melee')]],
    ] as const) {
      for (const card of cards) await t.call('board/add-card', { campaignId: c.campaignId, card, to: { place: 'board', memberId: member, slot: card.cardType as 'melee' } });
    }
    if (options.enteredDecks) {
      await t.call('box-data/save-enemy-card', { previousGuardType: null, card: { guardType: 'crossbowman', health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false, notes: '' } });
      await t.call('box-data/save-enemy-card', { previousGuardType: null, card: { guardType: 'agile', health: 2, blackDice: 2, weapon: 'melee', ignoresLadders: true, notes: '' } });
      for (let n = 1; n <= 8; n++) {
        await t.call('box-data/save-reinforcement-card', {
          previous: null,
          card: { assassins: 2, id: String(n), inactive: [{ letter: 'A', count: 1 + (n % 2), guardType: 'crossbowman' }], active: [{ letter: n % 3 === 0 ? 'A' : 'B', count: 2, guardType: n % 4 === 0 ? 'agile' : 'crossbowman' }], backTriangle: null },
        });
      }
    }
    const eventCards = options.enteredDecks ? ['N', 'E', '?', 'S', 'W', 'N', 'S', 'E'].map((direction, index) => ({ id: `t${index + 1}`, direction: direction as 'N' })) : undefined;
    const started = await t.call('memory-play/start', { campaignId: c.campaignId, memoryId: options.memoryId, ...(eventCards ? { eventCards } : {}) });
    const play = { campaignId: c.campaignId, playId: started.play.playId };
    // The table as the memory's diagram and the first cards left it: guards beside the assassins (GEN-6).
    for (const step of options.opening) await tryCall(t, 'memory-play/apply-step', { ...play, step });
    for (let n = 0; n < options.steps * 8; n++) {
      const view = await t.call('memory-play/get', play);
      if (view.play.steps >= options.steps || view.state.outcome !== null) break;
      await turn(t, d, play, view, options.enteredDecks);
    }
    const { setup, rows } = storedRows(t, play.playId);
    const states: FixturePlay['states'] = [];
    for (const row of rows) {
      if (row.seq % 10 !== 0 && row.seq !== rows.length) continue;
      // That version's review carried the whole state, its generator included (today's leaves it out).
      states.push({ seq: row.seq, state: (await t.call('memory-play/state-at', { ...play, seq: row.seq })).state as PlayState });
    }
    return { name, setup, rows, states };
  } finally {
    await t.dispose();
  }
}

const guardOn = (side: 'A' | 'B', square: string, guardType: string): StepRequest => ({ kind: 'add-miniature', miniature: { kind: 'guard', guardType }, side, square });

/** The fixture's plays: one with every deck entered and drawn by the app, one two-sided memory typed at the table. */
export async function recordLogFixture(): Promise<{ recordedAt: string; plays: FixturePlay[] }> {
  const { TEST_MAP_TEXT } = await import('./play-test-data.js');
  return {
    recordedAt: 'main at 28c191e (the rulebook fixes merged), before the engine was reshaped',
    plays: [
      await recordPlay('courtyard, entered decks', 1903, {
        mapText: TEST_MAP_TEXT,
        memoryId: '1.1',
        enteredDecks: true,
        steps: 260,
        opening: [guardOn('A', 'A5', 'crossbowman'), guardOn('A', 'B5', 'crossbowman'), guardOn('A', 'B5', 'crossbowman'), guardOn('A', 'A4', 'agile')],
      }),
      await recordPlay('courtyard, a tower and a hiding spot', 3903, {
        mapText: TEST_MAP_TEXT,
        memoryId: '1.1',
        enteredDecks: false,
        steps: 200,
        opening: [
          { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
          { kind: 'begin-assassin-phase' },
          ...(['B5', 'C5', 'C4'] as const).map((square): StepRequest => ({ kind: 'move', miniatureId: 'a1', side: 'A', square })),
          { kind: 'move', miniatureId: 'a2', side: 'A', square: 'A4' },
          guardOn('A', 'A4', 'crossbowman'),
          { kind: 'set-body', miniatureId: 'g7', body: true },
          { kind: 'hide-bodies', miniatureId: 'a2', searched: 1 },
          { kind: 'end-assassin-phase' },
          { kind: 'end-enemy-stage', stage: 'reinforcement' },
          { kind: 'end-enemy-stage', stage: 'movement' },
          { kind: 'end-enemy-stage', stage: 'combat' },
          { kind: 'end-turn' },
          { kind: 'begin-event-phase', events: [{ side: 'A', direction: '?' }] },
          { kind: 'begin-assassin-phase' },
          { kind: 'climb-tower', miniatureId: 'a1' },
          { kind: 'synchronize', miniatureId: 'a1' },
          { kind: 'leap-of-faith', miniatureId: 'a1' },
          { kind: 'leave-hiding-spot', miniatureId: 'a1' },
          { kind: 'enter-hiding-spot', miniatureId: 'a1' },
          { kind: 'glide', miniatureId: 'a2', card: 'Test parachute', cost: 1, side: 'A', square: 'B3', strandedConfirmed: true },
          { kind: 'move-card', miniatureId: 'a2', from: 'melee', to: 'inventory-1' },
          { kind: 'set-difficulty', difficulty: 'easy' },
          { kind: 'set-objective', objectiveId: 'A:E4', completed: true },
          { kind: 'set-chest', chestId: 'A:F1', opened: true },
          guardOn('A', 'B3', 'agile'),
        ],
      }),
      await recordPlay('two yards, typed at the table', 2903, {
        mapText: TWO_SIDED_MAP,
        memoryId: '2.1',
        enteredDecks: false,
        steps: 260,
        opening: [guardOn('A', 'A2', 'crossbowman'), guardOn('A', 'A1', 'crossbowman'), guardOn('A', 'B1', 'agile'), guardOn('B', 'A1', 'crossbowman')],
      }),
      await recordPlay('two yards, a second evening', 4903, {
        mapText: TWO_SIDED_MAP,
        memoryId: '2.1',
        enteredDecks: false,
        steps: 200,
        opening: [guardOn('A', 'A2', 'agile'), guardOn('A', 'A2', 'crossbowman'), guardOn('A', 'B1', 'crossbowman')],
      }),
    ],
  };
}
