import type { DiceMode, DieFace } from '../dice/dice.js';
import type { EnemyCardValues, ReinforcementEntry } from './enemy-box-data.js';
import type { Direction, SideId } from './map/map-types.js';

/**
 * ENM-1: what the table gives an enemy stage (typed cards, directions, answers, dice), kept by the
 * play while the stage is answered (`PlayState.openStage`) and logged whole with the stage.
 */

/** REI-2: the column the players read from the physical reinforcement card (the one matching the alert). */
export interface TypedReinforcementCard {
  entries: ReinforcementEntry[];
}

/**
 * DET-4, CMB-6, UNK-1: a roll of an enemy stage made by the app. Main adds the six faces of its
 * die from box data (`die`); planning the stage draws the faces from the play's generator in
 * plan order, so the preview shows the faces confirming applies, and the live generator moves
 * only when the stage is confirmed. The logged stage keeps what was drawn (`drawn`), which
 * replay draws again and checks.
 */
export interface EnemyAppRoll {
  mode: 'app';
  die?: DieFace[];
  drawn?: DieFace[];
}

/** The die of an enemy stage's roll, by its id: a character's black combat dice (`combat:…`, CMB-6), else a detection test's red dice (`detect:…`, DET-4). */
export const enemyRollDie = (rollId: string): 'red' | 'black' => (rollId.startsWith('combat:') ? 'black' : 'red');

export interface EnemyStageInput {
  /** REI-2: typed from the physical card; absent when the app draws the entered deck. */
  reinforcementCard?: TypedReinforcementCard;
  /** REI-9, TWO-4: with two maps, the map the triangle on the reinforcement deck's back points to. */
  reinforcementSide?: SideId;
  /** MOV-7: the direction read from the event deck for a `?` card, when the app cannot draw it. */
  directions?: Partial<Record<SideId, Direction>>;
  /** UNK-7, UNK-8: card values typed at the table for types without an entered card (`boss:<name>` for a boss). */
  cards?: Readonly<Record<string, EnemyCardValues>>;
  /** GEN-1: the players' answer to each question, by question id. */
  choices?: Readonly<Record<string, string>>;
  /**
   * DET-4, CMB-6: each roll, by roll id: the faces typed from the physical dice, or a roll the app
   * makes (`EnemyAppRoll`). A stage logged before the reducer drew the dice holds the app's faces
   * as typed ones.
   */
  rolls?: Readonly<Record<string, DieFace[] | EnemyAppRoll>>;
  /** Whether the faces were read off the physical dice or rolled by the app (shown in the log). */
  diceMode?: DiceMode;
}
