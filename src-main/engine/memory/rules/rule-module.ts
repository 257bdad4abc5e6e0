import type { Decision, Refusal } from '../../../../shared/ipc/refusal.js';
import type { AttackParticipantContext, BossRemoval } from '../../../../shared/memory-play/decisions.js';
import type { AttackParticipant, Step } from '../../../../shared/memory-play/moves/index.js';
import type { BoardSquare, Miniature, MiniatureKind, PlayState, TowerTopPlace } from '../../../../shared/memory-play/play-state.js';
import type { ModuleId, ModuleOptions, ModuleSlices } from '../../../../shared/memory-play/rule-slices.js';
import type { TableEvent } from '../../../../shared/memory-play/table-events.js';
import type { Change, PlayCtx } from '../context.js';
import type { PlaySetup } from '../play-setup.js';
import type { Arrival } from '../arrival.js';

/**
 * A rule module: one family of rules that only some memories play (a boss, an escorted ally, two
 * maps side by side; later a memory's special rules and the Apocalypse's), switched on by the
 * memory's setup and plugged into the few moments every rule hooks into: the setup, a character
 * or enemy reaching a square, the end of a turn, whether a step is allowed, and what the core
 * asks of a special piece. The core never tests for a special piece's kind itself: it asks the
 * hooks of the module that owns the piece.
 */

/** What a module reads of a setup to know whether it is on: the map, what the group switched on, the boss cards named. */
export type SetupFacts = Pick<PlaySetup, 'map' | 'rules' | 'bossCards'>;

/** END-4: one effect of the end of turn, placed by its id in the play's order (end-of-turn.ts). */
export interface EndOfTurnEffect {
  id: string;
  /** The rules it plays, for the rules-coverage report and refusals. */
  rules: readonly string[];
  run(ctx: PlayCtx): void;
}

/** BOSS-4: a piece on an attack's target square that keeps its damage, with the health left on its card. */
export interface HitTarget {
  miniatureId: string;
  health: number;
}

/**
 * ESC-3, COORD-2: the limits every attacker's weapon meets (a hiding spot, a canal, its dice, the
 * target in reach), as attack-steps.ts checks them for an assassin; `dice` names the rule a
 * refused number of dice cites and its parameters.
 */
export type ReachCheck = (attacker: Miniature, at: BoardSquare, participant: AttackParticipant, dice: { rule: string; params: Record<string, string | number> }) => Decision<number>;

/** COORD-4: a piece named among a coordinated attack's participants, and what the core checks for it. */
export interface JoiningAttack {
  state: PlayState;
  piece: Miniature;
  participant: AttackParticipant;
  all: readonly AttackParticipant[];
  target: BoardSquare;
  field: (name: string) => string;
  reach: ReachCheck;
}

/**
 * What the core asks of a special piece where the rules treat it apart from assassins and guards.
 * Absent: the piece does not do that (no hits count on it, it does not join attacks, it is never
 * tested, enemies do not attack it).
 */
export interface PieceHooks {
  /** ACT-WPN-5, BOSS-4: on an attack's target square, the health the hits must beat; null when none is left or known. */
  hitTarget?(piece: Miniature): HitTarget | null;
  /** BOSS-4, BOSS-5, COORD-5, BOSS-7: the health the players chose to remove from it. */
  removeHealth?(state: PlayState, removal: BossRemoval, coordinated: boolean): Change;
  /** COORD-4: whether and with what dice it joins a coordinated attack; it spends no action cube. */
  joinsAttack?(join: JoiningAttack): Decision<AttackParticipantContext>;
  /** STL-1: it can be incognito, and so tested by enemies. */
  isTestedCharacter?(piece: Miniature): boolean;
  /** CMB-1, CMB-5, RET-2: enemies attack it when it is exposed. */
  combatTarget?(piece: Miniature): boolean;
  /** CMB-6, CMB-7, RET-4: `hits` taken, never below 0 health; null when nothing changes. `rule` names the hits' rule on the table change. */
  takeHits?(piece: Miniature, hits: number, rule: string): { piece: Miniature; events: TableEvent[] } | null;
  /** UNK-7, UNK-8: the key its card's values are found by (`boss:<name>`). */
  cardKey?(piece: Miniature): string;
  /** The rule that puts its health on its card, named when the players type it (BOSS-1, ESC-4). */
  healthOnCard?: string;
}

export interface RuleModule<Id extends ModuleId = ModuleId> {
  id: Id;
  /** The rule families it plays (for the rules-coverage report and the board's legend). */
  rules: readonly string[];
  /** Switched on by the memory's setup (what the group switched on, or what its map shows); null: off. */
  enabledBy(setup: SetupFacts): ModuleOptions[Id] | null;
  /**
   * The kinds of piece it owns: a piece of one of them on the board (added by hand, GEN-6, in a
   * play whose setup did not bring it) switches it on as well, and the core asks these hooks of it.
   */
  pieceKinds?: readonly MiniatureKind[];
  pieces?: PieceHooks;
  /** A refusal, naming the field, of what the setup says for it (its cards, its options beyond their shape). */
  checkSetup?(setup: PlaySetup): Refusal | null;
  /** Its slice of the play state (`state.modules[id]`), and anything it places at setup. */
  setup(ctx: PlayCtx, options: ModuleOptions[Id], setup: PlaySetup): ModuleSlices[Id];
  /** Its slice in a play set up before modules existed (nothing placed). */
  sliceBefore(): ModuleSlices[Id];
  /** A character or enemy reached a square (arrive.ts). */
  onArrive?(ctx: PlayCtx, arrival: Arrival, slice: ModuleSlices[Id]): void;
  /** Its effects of the end of turn, by id, for the END-4 order (end-of-turn.ts). */
  endOfTurn?: readonly EndOfTurnEffect[];
  /** Whether a step is allowed (allowed.ts): a refusal naming the rule, or null. */
  allow?(state: PlayState, step: Step, slice: ModuleSlices[Id]): Refusal | null;
}

/** Declares a module, keeping its literal id for the slice and options types. */
export function defineModule<const Id extends ModuleId>(module: RuleModule<Id>): RuleModule<Id> {
  return module;
}
