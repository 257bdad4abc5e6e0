import type { BoardSquare, TowerTopPlace } from '../../../shared/memory-play/play-state.js';

/*
 * What an arrival says happened (arrive.ts). Kept apart from `arrive` so a rule module can read
 * an arrival without importing the rules that start from it.
 */

/**
 * How a character reached its square: a move (ACT-MOV-1), a fast travel back onto the map
 * (ACT-FTS-1 b), a glide (MAP-TWR-8), a leap of faith (MAP-TWR-6), out of a hiding spot onto the
 * same square (MAP-HID-5), or set down at setup (SET-1).
 */
export type CharacterWay = 'move' | 'fast-travel' | 'glide' | 'leap' | 'hiding-spot-left' | 'placement';

/**
 * How enemies reached their square: hunting an exposed assassin (HUNT-1), moving in the enemy
 * phase's movement stage (MOV-1, MOV-3), or placed by a reinforcement card (REI-3).
 */
export type EnemyWay = 'hunt' | 'enemy-move' | 'reinforcement';

/** A character (today always one) reaching a square. */
export interface CharacterArrival {
  how: CharacterWay;
  /** The character, already standing on `at` in the context's state. */
  who: readonly [string];
  at: BoardSquare;
  /** Where it came from; for a move, the square a hunt starts from (HUNT-1). Null from off the map or a tower top. */
  from: BoardSquare | null;
  /** Whether it was exposed as it set off (STL-6, HUNT-1). */
  exposed: boolean;
  /** MAP-TWR-6: it lands in the free hiding spot of `at`, once a test there (if any) leaves it incognito. */
  intoHidingSpot?: boolean;
}

/** An assassin reaching the top of a tower (MAP-TWR-1): not a square (MAP-TWR-3). */
export interface TowerArrival {
  how: 'tower';
  who: readonly [string];
  at: TowerTopPlace;
  /** The square it climbed from. */
  from: BoardSquare;
}

/** Enemies reaching a square together. */
export interface EnemyArrival {
  how: EnemyWay;
  /** The enemies, already standing on `at`. */
  who: readonly string[];
  at: BoardSquare;
  /** The square they all left; null when they came from the reserve or from several squares. */
  from: BoardSquare | null;
  /** CAP-2: the bodies that gave way to them; tested with those left (DET-1 d, DET-6). */
  displacedBodyIds: readonly string[];
  /** HUNT-4: the assassin the hunters followed, who came with them and is not tested by them. */
  hunted?: string;
}

export type Arrival = CharacterArrival | TowerArrival | EnemyArrival;
