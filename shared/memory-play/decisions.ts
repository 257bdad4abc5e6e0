import type { DieFace } from '../dice/dice.js';
import type { SideId, SquareRef } from './map/map-types.js';

/**
 * GEN-1: when the rules leave a choice to the players, the engine stops at a pending decision
 * listing every legal option, and the next step must answer it (`choose`). Nothing is
 * auto-picked. Like a boardgame.io stage, a decision narrows what may happen next to one
 * kind of step; unlike one, it carries its options as data, so the screen can list them and
 * a logged answer replays without asking again.
 *
 * Each kind (which guards hunt, where hits go, how dice split, a roll to type or let the app
 * make) lists its options here and is answered in its own module.
 */

/** An option that is a square of the map. */
export interface SquareOption {
  /** `A:B3`: stable, so an answer can name it. */
  id: string;
  side: SideId;
  square: SquareRef;
}

interface DecisionBase {
  /** Unique within the play (`d1`, `d2`…), so a stale answer cannot answer a newer decision. */
  id: string;
  /** The rule that asks the question; GEN-1 makes it the players'. */
  rule: string;
}

/**
 * SET-1, ENT-1: the map offers several squares where the assassins enter; the players say
 * where this assassin starts.
 */
export interface PlaceAssassinDecision extends DecisionBase {
  kind: 'place-assassin';
  miniatureId: string;
  options: readonly SquareOption[];
}

/** An option that is a group of miniatures, e.g. the guards that hunt (HUNT-1). */
export interface MiniaturesOption {
  /** The ids joined by `+`, in the order listed: stable, so an answer can name it. */
  id: string;
  miniatureIds: readonly string[];
}

/**
 * HUNT-1: one way the hunt can go: the hunters (`miniatureIds`), the bodies on the destination
 * that give way to them and go back to the reserve (CAP-2), and the guards there put on the free
 * spaces of its objective base (MOV-6); absent lists are empty.
 */
export interface HuntOption extends MiniaturesOption {
  givingWay?: readonly string[];
  onObjectiveBase?: readonly string[];
}

/**
 * HUNT-1, GEN-1: an exposed assassin left a square with enemies; `count` of them (half, rounded
 * up, as far as the mobile ones and the destination's spaces allow, HUNT-2) follow it. Each
 * option is one legal group of hunters, with the bodies giving way and the objective spaces
 * taken when the table has a choice there too.
 */
export interface HuntDecision extends DecisionBase {
  kind: 'hunt';
  /** The hunted assassin. */
  miniatureId: string;
  side: SideId;
  fromSquare: SquareRef;
  toSquare: SquareRef;
  count: number;
  options: readonly HuntOption[];
}

/** DET-4: one character's (or one body's) dice in a detection test. */
export interface DetectionDiceSet {
  miniatureId: string;
  /** DET-6: a body's result triggers the alert instead of exposing. */
  involved: 'character' | 'body';
  dice: number;
}

/**
 * DET-1…8: a detection test waiting for its red dice, typed from the physical dice or rolled by
 * the app (answered by a `roll` step carrying the faces). The faces of the red die are box data;
 * `exposingFaces` says which faces count, so the screen computes the exact chance
 * (shared/dice/dice-odds.ts). No option to choose: `options` stays empty.
 */
export interface DetectionRollDecision extends DecisionBase {
  kind: 'detection-roll';
  side: SideId;
  square: SquareRef;
  die: 'red';
  /** The dice of each involved character and body, in the order the faces are given. */
  sets: readonly DetectionDiceSet[];
  /** The total number of dice: the sum of the sets. */
  count: number;
  /** DET-5, DET-8: `eye`, plus `eye-alert` when the alert was already active as the test began. */
  exposingFaces: readonly DieFace[];
  /** DET-8: the alert as it was when the trigger began. */
  alertWasActive: boolean;
  /** MAP-TWR-6: a leap of faith waits on this test; the leaper goes into the spot only if it stays incognito. */
  intoHidingSpot?: string;
  options: readonly never[];
}

/** ACT-WPN-1: the attack being resolved, carried from one of its steps to the next. */
export interface AttackContext {
  /** The attacker. */
  miniatureId: string;
  slot: 'melee' | 'ranged' | 'hidden-blade';
  side: SideId;
  /** The target square (ACT-WPN-2). */
  square: SquareRef;
  /** ACT-WPN-7: the icons on the weapon card, as typed. */
  eyeIcon: boolean;
  alertIcon: boolean;
  /**
   * COORD-1…3: a coordinated attack's participants, in the order their dice are given; the
   * first is `miniatureId`. Absent for an attack by one assassin.
   */
  participants?: readonly AttackParticipantContext[];
}

/** COORD-2: one participant's weapon, dice and icons. */
export interface AttackParticipantContext {
  miniatureId: string;
  slot: 'melee' | 'ranged' | 'hidden-blade';
  dice: number;
  eyeIcon: boolean;
  alertIcon: boolean;
}

/** ACT-WPN-3: the white dice of an attack, answered by a `roll` with their faces. */
export interface AttackRollDecision extends DecisionBase {
  kind: 'attack-roll';
  attack: AttackContext;
  die: 'white';
  count: number;
  options: readonly never[];
}

/** BOSS-4, BOSS-5: the health an attack's hits remove from one boss, one after another, from `from`. */
export interface BossRemoval {
  miniatureId: string;
  removed: number;
  /** The boss's health before the attack. */
  from: number;
}

/**
 * ACT-WPN-5, BOSS-5: one way the hits fall: the guards eliminated (`miniatureIds`) and the health
 * removed from bosses (absent when none). Its id joins `<boss>x<removed>` parts, then the guard
 * ids, with `+`: stable, so a logged answer replays.
 */
export interface HitsOption extends MiniaturesOption {
  bosses?: readonly BossRemoval[];
}

/**
 * ACT-WPN-5, GEN-1: the players say which guards of the target square the hits eliminate (the
 * guards' health is on their cards). Each option is one group of at most `hits` guards; `none`
 * keeps them all standing. BOSS-4, BOSS-5, COORD-5: with bosses of known health there, options
 * also remove boss health, each removal costing the boss's current health in hits; the hits
 * left may still eliminate guards.
 */
export interface AssignHitsDecision extends DecisionBase {
  kind: 'assign-hits';
  attack: AttackContext;
  hits: number;
  /** ACT-WPN-4: a `special` face triggers the weapon's ability once (played by hand). */
  special: boolean;
  /** COORD-2 [AMB]: in a coordinated attack, the participants whose weapon's ability triggers (once each). */
  specialFrom?: readonly string[];
  /** RET-1: an `X` was rolled. */
  failures: number;
  /**
   * ACT-WPN-5, UNK-7: the guards there whose card health is not known: no option eliminates
   * them (the app never assumes a health); typed in the attack form, they count.
   */
  unknownHealth?: readonly string[];
  options: readonly HitsOption[];
}

/**
 * RET-1…3, RET-6: the enemies of the target square that retaliate against the attacker. Their
 * black dice are on their cards: the players roll them and give the faces; each `hit` costs the
 * attacker 1 health (CMB-4…7). `rangeFromCard` lists enemies at a distance whose card weapon is
 * not known, so whether they shoot is the players' to read (RET-3).
 */
export interface RetaliationRollDecision extends DecisionBase {
  kind: 'retaliation-roll';
  attack: AttackContext;
  retaliators: readonly string[];
  rangeFromCard: readonly string[];
  /**
   * RET-2, CMB-4: the black dice this roll takes, when every retaliator's card is known (box
   * data, typed at the table, or the rulebook, CF-CHR-13/14); the faces must be exactly this
   * many. Absent, the players count them from the cards. COORD-3: in a coordinated attack, the
   * share dealt to `target`.
   */
  count?: number;
  /**
   * COORD-3, RET-4: the participant this roll hits (absent: the attacker). A coordinated attack's
   * retaliation dice are dealt out among the participants the retaliators reach, one roll each;
   * `next` lists the participants still to roll for, with their share.
   */
  target?: string;
  next?: readonly { target: string; retaliators: readonly string[]; rangeFromCard: readonly string[]; count?: number }[];
  /** COORD-3: the whole deal, every participant's share in roll order, so each share and its odds show before any roll. */
  shares?: readonly RetaliationShare[];
  die: 'black';
  options: readonly never[];
}

/** COORD-3: the black dice dealt to one participant of a coordinated attack. */
interface RetaliationShare {
  miniatureId: string;
  dice: number;
}

/** COORD-3: one legal deal of the pooled retaliation dice; its id joins `<participant>x<dice>` with `+`. */
export interface RetaliationDealOption {
  id: string;
  shares: readonly RetaliationShare[];
}

/**
 * COORD-3, RET-2, RET-3, GEN-1: a coordinated attack's retaliation. Each enemy able to reach a
 * participant retaliates once; the dice are pooled and dealt out as evenly as possible among the
 * exposed participants, each enemy's dice only to the participants it reaches (melee: those on
 * its square). When several deals are as even as that, the players pick one.
 */
export interface RetaliationDealDecision extends DecisionBase {
  kind: 'retaliation-deal';
  attack: AttackContext;
  /** The enemies retaliating, and how many black dice they pool. */
  retaliators: readonly string[];
  pool: number;
  /** Each participant that can be hit, with the retaliators that reach it. */
  reach: readonly { miniatureId: string; retaliators: readonly string[] }[];
  options: readonly RetaliationDealOption[];
}

export type PendingDecision = PlaceAssassinDecision | HuntDecision | DetectionRollDecision | AttackRollDecision | AssignHitsDecision | RetaliationRollDecision | RetaliationDealDecision;

export const squareOptionId = (square: { side: SideId; square: SquareRef }): string => `${square.side}:${square.square}`;
