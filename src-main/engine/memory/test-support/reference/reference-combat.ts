import type { SquareRef } from '../../../../../shared/memory-play/map/map-types.js';
import { neighbours, standingOn, type RefBoard, type RefCharacter, type RefEnemy } from './reference-board.js';

/**
 * The enemy combat step's targets, pools and shares (rule 30, "3. Enemy combat"; CMB-1…7) as the
 * rulebooks tell it, for the differential properties:
 * - CMB-1: with exposed characters on the map, every enemy that can reach one attacks once.
 * - CMB-2/3: the enemies on one square act as a group and target one square: their own, when it
 *   holds exposed characters; otherwise one nearby square holding some, with the group's
 *   ranged enemies only (melee ones attack only their own square). When the group could shoot at
 *   several squares, the players choose which.
 * - CMB-4: each targeted square gathers the black dice on the cards of all enemies attacking it.
 * - CMB-5: the pool is divided evenly among the exposed characters there; the dice left over are
 *   the players' to give, in any way (no rule limits one character to one of them).
 *
 * A character counts as a target when it is exposed, has health left (HLT-4: a critical one has
 * lost its red base) and, for an ally, has health on its card at all (ESC-4).
 */

export interface ReferenceGroup {
  /** The square the group stands on. */
  square: SquareRef;
  /** The enemies of the group that attack (all of them on their own square; the ranged ones otherwise). */
  attackers: RefEnemy[];
  /** The squares it may target: its own, or the nearby ones holding targets (the players pick one when several). */
  targets: SquareRef[];
}

export const isTarget = (character: RefCharacter): boolean => character.exposed && !character.hidden && character.health !== null && character.health > 0;

export const targetsOn = (board: RefBoard, square: SquareRef): RefCharacter[] => board.characters.filter((character) => character.square === square && isTarget(character));

/** CMB-2/3: the groups that attack and where each may aim. */
export function referenceGroups(board: RefBoard): ReferenceGroup[] {
  const squares = [...new Set(board.enemies.filter((enemy) => !enemy.body).map((enemy) => enemy.square))].sort();
  const groups: ReferenceGroup[] = [];
  for (const square of squares) {
    const group = standingOn(board.enemies, square);
    if (targetsOn(board, square).length > 0) {
      groups.push({ square, attackers: group, targets: [square] });
      continue;
    }
    const ranged = group.filter((enemy) => board.cards[enemy.type]?.weapon === 'ranged');
    const aims = neighbours(board.side, square).filter((near) => targetsOn(board, near).length > 0);
    if (ranged.length > 0 && aims.length > 0) groups.push({ square, attackers: ranged, targets: aims.sort() });
  }
  return groups;
}

export interface ReferencePool {
  square: SquareRef;
  attackerIds: string[];
  pool: number;
  /** The characters sharing the pool. */
  characterIds: string[];
  /** CMB-5: the dice each gets before the leftover is given. */
  even: number;
  leftover: number;
}

/** CMB-4/5: the pool of each targeted square once every group's aim is known (`aims`: group square → target). */
export function referencePools(board: RefBoard, groups: readonly ReferenceGroup[], aims: ReadonlyMap<SquareRef, SquareRef>): ReferencePool[] {
  const pools = new Map<SquareRef, RefEnemy[]>();
  for (const group of groups) {
    const target = group.targets.length === 1 ? group.targets[0]! : aims.get(group.square);
    if (target === undefined) throw new Error(`no aim given for the group on ${group.square}`);
    pools.set(target, [...(pools.get(target) ?? []), ...group.attackers]);
  }
  return [...pools]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([square, attackers]) => {
      const pool = attackers.reduce((sum, enemy) => sum + (board.cards[enemy.type]?.blackDice ?? 0), 0);
      const characterIds = targetsOn(board, square).map((character) => character.id).sort();
      return { square, attackerIds: attackers.map((enemy) => enemy.id).sort(), pool, characterIds, even: Math.floor(pool / characterIds.length), leftover: pool % characterIds.length };
    });
}

/** CMB-5: every way the players may give `leftover` dice among `characters` (dice per character, in their order). */
export function leftoverShares(characters: number, leftover: number): number[][] {
  if (characters === 1) return [[leftover]];
  const shares: number[][] = [];
  for (let first = leftover; first >= 0; first -= 1) for (const rest of leftoverShares(characters - 1, leftover - first)) shares.push([first, ...rest]);
  return shares;
}
