import type { ExactChance } from '../dice/dice-odds.js';
import type { DieFace } from '../dice/dice.js';
import type { Refusal } from '../ipc/refusal.js';
import type { BoardSlot } from '../boards/board.js';
import type { SideId, SquareRef } from './map/map-types.js';
import type { ActionStep, FormField, PanelKind, WeaponSlot } from './moves/index.js';

/** The actions the acting assassin's panel lists with their cost and whether they may be taken now (a move and a glide are offered on the map: their declarations say so). */
export type PreviewActionKind = PanelKind;

/**
 * What an action would do before the players take it, worked
 * out in main by trying the step on the current state with the reducer and keeping nothing:
 * the screen shows it and never applies a rule of its own.
 */

/**
 * DET-4, DET-5: the exact chance one character of a test is exposed: at least one of its red
 * dice shows an exposing face. Null when the red die's faces were never entered (UNK-1).
 */
interface ExposureOdds {
  miniatureId: string;
  dice: number;
  chance: ExactChance | null;
}

/** DET-1…6: the detection test a step starts, with each character's odds of being exposed. */
export interface DetectionPreview {
  count: number;
  exposingFaces: readonly DieFace[];
  alertWasActive: boolean;
  characters: readonly ExposureOdds[];
  /** DET-6: dice rolled for bodies: their results trigger the alert only. */
  bodyDice: number;
}

/** HUNT-1, HUNT-2: how many enemies follow the assassin, and whether the players choose which. */
interface HuntPreview {
  count: number;
  /** Enemies on the square left. */
  enemies: number;
  choose: boolean;
}

/** One square the assassin may move to (ACT-MOV-1) and what arriving there triggers. */
export interface DestinationPreview {
  side: SideId;
  square: SquareRef;
  /** Why the move is refused now (no cube left, ASP-1; critical, HLT-4…); null when it may be taken. */
  refusal: Refusal | null;
  detection: DetectionPreview | null;
  hunt: HuntPreview | null;
  /** STL-6: an exposed assassin arriving where no enemy stands is incognito again. */
  incognitoAgain: boolean;
  /** RST-2: an incognito assassin entering a restricted area among enemies is exposed at once, with no test. */
  exposedAtOnce: boolean;
}

/** ACT-WPN-1, ACT-WPN-2: a weapon slot holding a card, and the squares with enemies in its reach. */
export interface WeaponPreview {
  slot: WeaponSlot;
  card: string;
  targets: readonly { side: SideId; square: SquareRef; enemies: number }[];
  /** APP-5 and the like: this weapon cannot be used at all. */
  refusal: Refusal | null;
  /**
   * ACT-WPN-3: the white dice the card shows, as the app knows them: from the card's box data
   * (`card`, UNK-4), else as typed at this play's last attack with the weapon (`last-attack`);
   * null when neither, and the players type them.
   */
  dice: number | null;
  diceFrom: 'card' | 'last-attack' | null;
  /** UNK-4: the box data card of this weapon whose dice are not entered yet: the dice typed now are kept on it. */
  boxCardToComplete?: string;
}

/** A choice in an action's form: its value, and the values its words take when the field declares words for its options. */
export interface FieldOption {
  value: string | number;
  params?: Record<string, string | number>;
}

/**
 * What one field of an action's form may take now, as the move's preview in main found it:
 * the choices (the first the one tried), or a number's bounds, and the value the form starts
 * with; `params` fill the label's {{placeholders}}.
 */
export interface FieldOffer {
  value: string | number;
  options?: readonly FieldOption[];
  min?: number;
  max?: number;
  params?: Record<string, string | number>;
}

/** A field of an action's form as declared with its move, with what it may take now. */
export type OfferedField = FormField & FieldOffer;

/** What an action's own form reads (board/forms/<kind>.svelte): what a list of fields cannot say. */
export interface OwnFormData {
  /** trade: the other assassins on the square. */
  partners?: readonly string[];
  /** attack: the weapons in their slots. */
  weapons?: readonly WeaponPreview[];
  /** fast-travel, ACT-FTS-1 (b), ACT-FTS-3: the station squares to come back on at once, each tried. */
  stations?: readonly { side: SideId; square: SquareRef; refusal: Refusal | null }[];
  /** coordinated-attack, COORD-1: the other assassins who could join, each with its weapons and their targets. */
  joiners?: readonly { miniatureId: string; weapons: readonly WeaponPreview[] }[];
  /** move-card, EQP-4: the cards on the board's slots, and the free slots they may go to. */
  cards?: readonly { slot: BoardSlot; name: string }[];
  freeSlots?: readonly BoardSlot[];
}

/**
 * One action of the selected assassin, as its move's preview offers it: its cost in cubes and,
 * when refused, the rule; the step main tried, which the form sends with the values the players
 * give; the form's fields (as the move declares them) with what each may take now.
 */
export interface ActionPreview extends OwnFormData {
  kind: PreviewActionKind;
  /** ASP-1: cubes; null when printed on the card (use-card). */
  cost: number | null;
  refusal: Refusal | null;
  /** A warning the players confirm before the action (END-5: the last assassin leaving with objectives open). */
  warning: Refusal | null;
  /** The step as tried (SAVE-3: with the saved cube when the players pay with it; with the confirmation when a warning is shown). */
  step: ActionStep;
  /** The declared fields that have something to choose or type now, in order; the others keep the step's value. */
  fields: readonly OfferedField[];
  /** The button's words, `memoryPlay.board.act.<submit>`; null: "Do it". */
  submit: string | null;
  /** Its form is its own (board/forms/<kind>.svelte). */
  own: boolean;
}

export interface AssassinPreview {
  miniatureId: string;
  /** SAVE-3: every move and action was tried paying one cube of its cost with the saved cube. */
  savedCube: boolean;
  /** UNK-1: the white die's faces entered in box data, for an attack's odds before the cube is spent; null when never entered. */
  whiteFaces: readonly DieFace[] | null;
  destinations: readonly DestinationPreview[];
  actions: readonly ActionPreview[];
}

/** ACT-WPN-3, ACT-WPN-4: an attack's white dice, with `hitsNeeded` to eliminate every guard on the target. */
export interface AttackOdds {
  count: number;
  guards: number;
  /** ACT-WPN-5: the hits that eliminate every guard there, the sum of their cards' health; null while a health is not known. */
  hitsNeeded: number | null;
  /** At least `hitsNeeded` hits (a special counts as one); null when that or the white faces are not known. */
  allGuards: ExactChance | null;
  /** At least one X: retaliation from the enemies left (RET-1). */
  anyFailure: ExactChance | null;
}

/** The exact chances of the roll waiting, shown before it is made. */
export type RollOdds = ({ kind: 'detection' } & DetectionPreview) | ({ kind: 'attack' } & AttackOdds) | { kind: 'retaliation' };

/** The answer of `memory-play/preview`: for the play after step `steps`. */
export interface PlayPreview {
  steps: number;
  assassin: AssassinPreview | null;
  roll: RollOdds | null;
  /** UNK-1: the six faces of the die the waiting roll uses, as entered in box data; null when never entered. */
  rollFaces: readonly DieFace[] | null;
}
