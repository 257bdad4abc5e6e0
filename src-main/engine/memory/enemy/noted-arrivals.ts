import type { BoardSquare } from '../../../../shared/memory-play/play-state.js';
import { squareOptionId } from '../../../../shared/memory-play/decisions.js';

/**
 * DET-8: in an enemy stage, the arrivals of enemies are noted as they happen and tested together
 * at the stage's end (one test per square entered, DET-3), with the alert as the stage began.
 */

/** What entered one square during the stage. */
export interface SquareArrivals {
  at: BoardSquare;
  entering: number;
  /** CAP-2: bodies removed from it to make room; they are tested too (DET-6). */
  displacedBodyIds: string[];
}

/** The squares entered, in the order they were first entered (the order their tests are planned in). */
export type ArrivalLog = Map<string, SquareArrivals>;

export function noteArrival(log: ArrivalLog, at: BoardSquare, entering: number, displacedBodyIds: readonly string[] = []): void {
  const key = squareOptionId(at);
  const entry = log.get(key) ?? { at, entering: 0, displacedBodyIds: [] };
  entry.entering += entering;
  entry.displacedBodyIds.push(...displacedBodyIds);
  log.set(key, entry);
}
