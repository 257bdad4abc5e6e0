import type { SquareRef } from '../../../../../shared/memory-play/map/map-types.js';
import { CAPACITY, bodiesOn, freeSpaces, ignoresLadders, ladderStops, standingOn, wallBetween, type RefBoard, type RefEnemy } from './reference-board.js';

/**
 * A hunt (HUNT-1…4, with MOV-6, MOV-9, CAP-2) as the rulebooks tell it, for the differential
 * properties. 000 "Hunt": "When an exposed assassin leaves a square containing any enemies, they
 * are immediately hunted by half of them (round up). Choose which enemies hunt among those who can
 * move. A guard on an objective space or on a square with any red bases does not move." HUNT-2:
 * wall, ladder and capacity limits apply (MOV-9), and the half is taken of all the enemies on the
 * square, filled from those able to move (the digest's default reading).
 */

export interface ReferenceHunt {
  /** HUNT-1: half the enemies on the square, rounded up. */
  half: number;
  /** The enemies able to follow (HUNT-2, MOV-9). */
  mobile: RefEnemy[];
  /** CAP-1/2: room on the destination (bodies there give way). */
  room: number;
  /** How many hunt: the half, as far as the mobile ones and the room allow. */
  count: number;
}

/** The hunt when `assassinId` (exposed) steps from its square to `to`. */
export function referenceHunt(board: RefBoard, assassinId: string, to: SquareRef): ReferenceHunt {
  const assassin = board.characters.find((character) => character.id === assassinId)!;
  const from = assassin.square;
  const present = standingOn(board.enemies, from);
  const half = Math.ceil(present.length / 2);
  // MOV-9e: another red base left on the square (another exposed figure's, or a loose one) holds them all.
  const otherRedBase = board.redBases.some((base) => base.square === from && base.attachedTo !== assassinId);
  const mobile = otherRedBase
    ? []
    : present.filter((enemy) => enemy.objectiveSpace === null && !wallBetween(board.side, from, to) && !ladderStops(board.side, from, to, ignoresLadders(board, enemy)));
  const room = CAPACITY - standingOn(board.enemies, to).length;
  return { half, mobile, room, count: Math.max(0, Math.min(half, mobile.length, room)) };
}

/** Every group of `count` of the mobile enemies (by id): the players' choice (HUNT-1, GEN-1). */
export function huntGroups(hunt: ReferenceHunt): string[][] {
  const groups: string[][] = [];
  const ids = hunt.mobile.map((enemy) => enemy.id).sort();
  const walk = (start: number, chosen: string[]) => {
    if (chosen.length === hunt.count) {
      groups.push(chosen);
      return;
    }
    for (let index = start; index < ids.length; index += 1) walk(index + 1, [...chosen, ids[index]!]);
  };
  walk(0, []);
  return groups;
}

export interface HuntArrival {
  /** CAP-2: how many bodies stay on the destination once the hunters are in. */
  bodiesLeft: number;
  /** MOV-6: how many hunters stand on the destination base's spaces (the players choose which when fewer spaces than hunters). */
  onSpaces: number;
  /** HUNT-3, STL-6: the hunted assassin stays exposed only with enemies on its new square. */
  stillExposed: boolean;
  /** HUNT-4, DET-1: the characters the hunters' arrival tests (none in a restricted area, RST-2). */
  tested: string[];
  /** HUNT-4, DET-6: whether bodies are tested too. */
  bodiesTested: boolean;
  /** RST-2: the characters exposed at once by hunters entering their restricted square. */
  exposedAtOnce: string[];
  /** RST-2: hunters entered a restricted square holding characters or bodies: the alert becomes active. */
  alertAtOnce: boolean;
}

/** What the hunters' arrival does on `to` (the hunted assassin itself excluded from the tests: it is exposed). */
export function referenceArrival(board: RefBoard, assassinId: string, to: SquareRef, hunters: number): HuntArrival {
  const standing = standingOn(board.enemies, to).length + hunters;
  const bodies = bodiesOn(board.enemies, to).length;
  const base = freeSpaces(board, board.enemies, to);
  const incognito = board.characters.filter((character) => character.square === to && character.id !== assassinId && !character.exposed);
  const restricted = board.restricted.has(to);
  return {
    bodiesLeft: Math.min(bodies, CAPACITY - standing),
    onSpaces: board.enemies.filter((enemy) => enemy.square === to && enemy.objectiveSpace !== null).length + (base === null ? 0 : Math.min(base.free, hunters)),
    stillExposed: standing > 0,
    tested: hunters === 0 || restricted ? [] : incognito.filter((character) => !character.hidden).map((character) => character.id).sort(),
    bodiesTested: hunters > 0 && !restricted && bodies > 0,
    exposedAtOnce: hunters > 0 && restricted ? incognito.map((character) => character.id).sort() : [],
    alertAtOnce: hunters > 0 && restricted && (incognito.length > 0 || bodies > 0),
  };
}
