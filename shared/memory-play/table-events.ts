import type { Difficulty } from '../campaigns/campaign.js';
import type { BoardSlot, HealthState } from '../boards/board.js';
import type { DieFace } from '../dice/dice.js';
import type { SideId, SquareRef } from './map/map-types.js';
import type { AlertState, EnemyStage, EventDirection, MiniatureKind, Phase, PlayOutcome } from './play-state.js';

/**
 * What an accepted step changed on the table, so the group can move the physical miniatures
 * and tokens to match ("Guard g3 moved B3 → B4", "Alert on map A is now active"). Plain data:
 * a `type` and flat parameters, worded by the renderer in English or Polish from
 * `playEvents.<type>`. `rule` names the rule that caused the change when a rule did (EVT-1
 * cubes, ASP-2 lost cubes, END-2 red bases removed), so the screen can cite it.
 */

/** Who a miniature is, for the sentence: `guard` + `crossbowman`, `assassin` + `Bastiano`'s character id. */
interface Who {
  miniatureId: string;
  miniatureKind: MiniatureKind;
  /** Guard type, boss/ally/machine name, or the assassin's character id. */
  label: string;
}

interface Cause {
  rule?: string;
}

/** A square spelled for the sentence; `null` side/square means off the map. */
interface Where {
  side: SideId | null;
  square: SquareRef | null;
}

export type TableEvent =
  | ({ type: 'miniature-added'; body: boolean } & Who & Where & Cause)
  /** `setsAside`: moved by hand as a correction (GEN-6, then `rule`), setting aside that rule. */
  | ({ type: 'miniature-moved'; fromSide: SideId | null; fromSquare: SquareRef | null; toSide: SideId; toSquare: SquareRef; setsAside?: string } & Who & Cause)
  | ({ type: 'miniature-removed'; fromSide: SideId | null; fromSquare: SquareRef | null; toReserve: boolean } & Who & Cause)
  | ({ type: 'body-changed'; body: boolean } & Who & Where & Cause)
  | ({ type: 'health-changed'; from: number | null; to: number; maxHealth: number | null; condition: HealthState | null } & Who & Cause)
  | ({ type: 'assassin-eliminated'; toBag?: string[] } & Who & Cause)
  | ({ type: 'cubes-changed'; cubes: number; savedCube: boolean; fromCubes: number; fromSavedCube: boolean } & Who & Cause)
  | ({ type: 'alert-changed'; side: SideId; alert: AlertState } & Cause)
  | ({ type: 'red-base-attached'; redBaseId: string; substitute: boolean; fromSide: SideId | null; fromSquare: SquareRef | null } & Who & Cause)
  | ({ type: 'red-base-detached'; redBaseId: string; substitute: boolean; side: SideId; square: SquareRef } & Who & Cause)
  | ({ type: 'red-base-placed'; redBaseId: string; substitute: boolean; side: SideId; square: SquareRef } & Cause)
  | ({ type: 'red-base-removed'; redBaseId: string; substitute: boolean } & Where & Cause)
  | ({ type: 'objective-changed'; objectiveId: string; side: SideId; square: SquareRef; completed: boolean } & Cause)
  | ({ type: 'chest-changed'; chestId: string; side: SideId; square: SquareRef; opened: boolean } & Cause)
  | ({ type: 'difficulty-changed'; difficulty: Difficulty; easyUsed: boolean } & Cause)
  | ({ type: 'easy-used-changed'; easyUsed: boolean } & Cause)
  | ({ type: 'event-card-drawn'; side: SideId; direction: EventDirection; cardId: string | null } & Cause)
  | ({ type: 'event-deck-reshuffled'; cards: number } & Cause)
  | ({ type: 'event-card-discarded'; side: SideId; direction: EventDirection; cardId: string | null } & Cause)
  | ({ type: 'phase-changed'; turn: number; phase: Phase; enemyStage: EnemyStage | null } & Cause)
  | ({ type: 'turn-started'; turn: number } & Cause)
  | ({ type: 'memory-ended'; outcome: PlayOutcome } & Cause)
  | ({ type: 'objective-progress'; objectiveId: string; side: SideId; square: SquareRef; cubes: number; cost: number } & Cause)
  | ({ type: 'fast-travelled'; fromSide: SideId; fromSquare: SquareRef; toSide: SideId | null; toSquare: SquareRef | null } & Who & Cause)
  | ({ type: 'attack-rolled'; side: SideId; square: SquareRef; faces: DieFace[]; hits: number; special: boolean; failures: number } & Who & Cause)
  | ({ type: 'retaliation-rolled'; faces: DieFace[]; damage: number } & Who & Cause)
  | ({ type: 'bodies-searched'; side: SideId; square: SquareRef; searched: number; bodies: number } & Who & Cause)
  | ({ type: 'traded'; withIds: string[] } & Who & Cause)
  | ({ type: 'card-used'; card: string; cost: number } & Who & Cause)
  | ({ type: 'detection-rolled'; side: SideId; square: SquareRef; faces: DieFace[]; exposedIds: string[]; alertTriggered: boolean } & Cause)
  /** MAP-HID-2, MAP-HID-5, MAP-HID-6, MAP-TWR-6: the miniature goes into or comes out of the hiding spot of its square. */
  | ({ type: 'hiding-spot-entered'; side: SideId; square: SquareRef } & Who & Cause)
  | ({ type: 'hiding-spot-left'; side: SideId; square: SquareRef } & Who & Cause)
  /** MAP-TWR-1: up the tower standing by `fromSquare`; MAP-TWR-6: down onto `toSquare`. */
  | ({ type: 'tower-climbed'; side: SideId; fromSquare: SquareRef } & Who & Cause)
  | ({ type: 'tower-leapt'; side: SideId; toSquare: SquareRef } & Who & Cause)
  /** MAP-TWR-4: reveal the large tower card of this map. */
  | ({ type: 'tower-synchronized'; side: SideId } & Who & Cause)
  /** EQP-2…5: a card put on the board (`from` null: gained), moved between slots, or discarded (`to` null) to the discard pile or back to the box. */
  | ({ type: 'card-moved'; card: string; from: BoardSlot | null; to: BoardSlot | null; discardTo: 'discard-pile' | 'box' | null } & Who & Cause)
  /** REI-2: the reinforcement card used (typed: `cardId` null), its column, and per letter how many of which type. */
  | ({ type: 'reinforcement-drawn'; side: SideId; column: AlertState; cardId: string | null; entries: string } & Cause)
  /** REI-8: the reinforcement discards shuffled into a new deck. */
  | ({ type: 'reinforcement-deck-reshuffled'; cards: number } & Cause)
  /** MOV-7: the card checked in the event deck for a `?` direction, and the direction it shows. */
  | ({ type: 'direction-checked'; side: SideId; direction: string; cardId: string | null } & Cause)
  /** LACK-1: the missing-guard markers now on the reinforcement deck (a second one fails the memory). */
  | ({ type: 'missing-guard-marker'; markers: number } & Cause)
  /** MOV-6, REI-7: a guard put on a free space of an objective's base. */
  | ({ type: 'guard-on-objective-space'; objectiveId: string; side: SideId; square: SquareRef } & Who & Cause)
  /** GEN-6: a guard taken off the objective base by hand; it stands on the square. */
  | ({ type: 'guard-off-objective-space'; objectiveId: string; side: SideId; square: SquareRef } & Who & Cause)
  /** CMB-6, CMB-7: a character's black dice in the combat step, its hits and the hits lost once critical. */
  | ({ type: 'combat-rolled'; side: SideId; square: SquareRef; faces: DieFace[]; hits: number; lost: number } & Who & Cause);

