import { describe, expect, it } from 'vitest';
import type { SquareRef } from '../../../../../shared/memory-play/map/map-types.js';
import { sideFromGrid } from '../../../../../shared/memory-play/map/test-support/map-builders.js';
import { boardKey, type RefBoard, type RefCharacter, type RefEnemy } from './reference-board.js';
import { leftoverShares, referenceGroups, referencePools } from './reference-combat.js';
import { huntGroups, referenceArrival, referenceHunt } from './reference-hunt.js';
import { referenceMovement } from './reference-movement.js';

// rule-id-scan: examples only — these tests check the test oracle against the rulebooks' worked
// examples; they test the reference in this folder, not the app, so coverage leaves them out.

/**
 * Before the reference judges the engine, it must get the rulebooks' own worked examples right.
 * Each board below is the example's situation; the expected numbers are the example's.
 */

const CARDS: RefBoard['cards'] = {
  crossbowman: { health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false },
  agile: { health: 1, blackDice: 2, weapon: 'melee', ignoresLadders: true },
};

let serial = 0;
const guards = (square: SquareRef, count: number, type = 'crossbowman', extra: Partial<RefEnemy> = {}): RefEnemy[] =>
  Array.from({ length: count }, () => ({ id: `g${++serial}`, kind: 'guard', type, body: false, square, objectiveSpace: null, ...extra }));
const assassin = (id: string, square: SquareRef, exposed: boolean): RefCharacter => ({ id, kind: 'assassin', square, exposed, hidden: false, health: 3 });

function board(grid: string, enemies: RefEnemy[], characters: RefCharacter[] = []): RefBoard {
  const side = sideFromGrid(grid);
  const redBases = characters.filter((character) => character.exposed).map((character) => ({ square: character.square, attachedTo: character.id }));
  return {
    side,
    enemies,
    characters,
    redBases,
    redBaseSquares: new Set(redBases.map((base) => base.square)),
    objectiveBases: side.features.flatMap((feature) => (feature.type === 'objective' ? [{ id: `A:${feature.square}`, square: feature.square }] : [])),
    restricted: new Set(side.features.flatMap((feature) => (feature.type === 'restricted' ? [feature.square] : []))),
    cards: CARDS,
  };
}

describe('the reference reproduces the rulebooks’ worked examples', () => {
  it('MOV-4, MOV-5, MOV-9a, MOV-9d, CAP-2 (001, movement example under "Cień"): edge, wall, base spaces and a body', () => {
    // North is up. A1 holds 1 guard and a body at the map's edge; A2 4 guards; B2 a guard under a
    // wall; C2 an objective base with 3 guards on its spaces and a 4th beside them.
    const example = board(
      `
      1  s1   s2   s3
         .    -    .
      2  s4   s5   s6
      objective C2 cost 1 xp ? optional
      `,
      [...guards('A1', 1), ...guards('A1', 1, 'crossbowman', { body: true }), ...guards('A2', 4), ...guards('B2', 1), ...guards('C2', 3, 'crossbowman', { objectiveSpace: 'A:C2' }), ...guards('C2', 1)],
    );
    const answer = referenceMovement(example, 'N');
    if (answer.kind !== 'reference') throw new Error(answer.why);
    // 1: no square north; 2: only 3 of A2's guards fit beside A1's guard, and the body goes back to
    // the reserve after its test; 3: the wall; 4: only the guard off the base's spaces moves.
    expect([...answer.outcomes.keys()]).toEqual([
      boardKey([...guards('A1', 4), ...guards('A2', 1), ...guards('B2', 1), ...guards('C1', 1), ...guards('C2', 3, 'crossbowman', { objectiveSpace: 'A:C2' })]),
    ]);
    expect(answer.tests).toEqual(new Map([['A1', []]]));
  });

  it('CAP-2 (001, "4 agile guards must enter a square holding 1 crossbowman and 3 bodies"): 3 bodies go, 3 guards enter, the 4th stays', () => {
    const example = board('1  s1\n2  s2', [...guards('A1', 1), ...guards('A1', 3, 'crossbowman', { body: true }), ...guards('A2', 4, 'agile')]);
    const answer = referenceMovement(example, 'N');
    if (answer.kind !== 'reference') throw new Error(answer.why);
    expect([...answer.outcomes.keys()]).toEqual([boardKey([...guards('A1', 1), ...guards('A1', 3, 'agile'), ...guards('A2', 1, 'agile')])]);
  });

  it('MOV-9c, MAP-ROOF-2: a crossbowman needs a ladder between street and roof; an agile guard does not', () => {
    const example = board(
      `
      1  r1   r2
      2  s3   s4
      3  s5   s6
         H    .
      4  r7   r8
      `,
      [...guards('A2', 1), ...guards('B2', 1, 'agile'), ...guards('A4', 1)],
    );
    const answer = referenceMovement(example, 'N');
    if (answer.kind !== 'reference') throw new Error(answer.why);
    // A2's crossbowman stays below the roof; the agile guard climbs to B1; A4's crossbowman takes the ladder down to A3.
    expect([...answer.outcomes.keys()]).toEqual([boardKey([...guards('A2', 1), ...guards('B1', 1, 'agile'), ...guards('A3', 1)])]);
  });

  it('MOV-1, MOV-2: an enemy nearby two red-base squares leaves the choice to the players', () => {
    const example = board('1  s1   s2   s3', guards('B1', 1), [assassin('a1', 'A1', true), assassin('a2', 'C1', true)]);
    expect(referenceMovement(example, 'N').kind).toBe('choice');
  });

  it('CMB-8 (001, Alessandra and Claudio): an agile guard on their square and 3 crossbowmen nearby make 5 dice, 2 each and the odd one to either', () => {
    const example = board(
      `
      1  s1   s2   s3
      2  s4   s5   s6
      `,
      [...guards('B2', 1, 'agile'), ...guards('A2', 1), ...guards('B1', 1), ...guards('C2', 1)],
      [assassin('alessandra', 'B2', true), assassin('claudio', 'B2', true)],
    );
    const groups = referenceGroups(example);
    expect(groups.map((group) => [group.square, group.targets])).toEqual([
      ['A2', ['B2']],
      ['B1', ['B2']],
      ['B2', ['B2']],
      ['C2', ['B2']],
    ]);
    const [pool] = referencePools(example, groups, new Map());
    expect(pool).toMatchObject({ square: 'B2', pool: 5, characterIds: ['alessandra', 'claudio'], even: 2, leftover: 1 });
    expect(leftoverShares(2, 1)).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('CMB-2, CMB-3: melee enemies attack only their own square; a ranged group nearby two exposed squares may aim at either', () => {
    const example = board('1  s1   s2   s3\n2  s4   s5   s6', [...guards('B1', 1, 'agile'), ...guards('B2', 2)], [assassin('a1', 'A2', true), assassin('a2', 'C2', true)]);
    expect(referenceGroups(example).map((group) => [group.square, group.attackers.length, group.targets])).toEqual([['B2', 2, ['A2', 'C2']]]);
    expect(leftoverShares(3, 2)).toHaveLength(6);
  });

  it('HUNT-1, HUNT-4, MOV-9e (001, Daria and Bastiano): 2 of 3 enemies hunt, test Bastiano; with his red base there, nobody hunts again', () => {
    // Daria, exposed on A1 with an elite and 2 crossbowmen, steps to B1 where Bastiano is incognito.
    const example = board('1  s1   s2   s3', [...guards('A1', 1, 'agile'), ...guards('A1', 2)], [assassin('daria', 'A1', true), assassin('bastiano', 'B1', false)]);
    const hunt = referenceHunt(example, 'daria', 'B1');
    expect(hunt).toMatchObject({ half: 2, room: 4, count: 2 });
    expect(huntGroups(hunt)).toHaveLength(3);
    expect(referenceArrival(example, 'daria', 'B1', 2)).toMatchObject({ tested: ['bastiano'], stillExposed: true });
    // The hunters exposed Bastiano; Daria steps on to C1: his red base holds them (MOV-9e), and she is incognito there (STL-6).
    const later = board('1  s1   s2   s3', [...guards('A1', 1, 'agile'), ...guards('B1', 2)], [assassin('daria', 'B1', true), assassin('bastiano', 'B1', true)]);
    expect(referenceHunt(later, 'daria', 'C1')).toMatchObject({ half: 1, mobile: [], count: 0 });
    expect(referenceArrival(later, 'daria', 'C1', 0)).toMatchObject({ stillExposed: false, tested: [] });
  });

  it('HUNT-2, CAP-2, MOV-6: guards on base spaces stay, bodies ahead give way, and hunters take free base spaces', () => {
    const example = board(
      '1  s1   s2',
      [...guards('A1', 2, 'crossbowman', { objectiveSpace: 'A:A1' }), ...guards('A1', 2), ...guards('B1', 3, 'crossbowman', { body: true })],
      [assassin('a1', 'A1', true)],
    );
    const withBases = { ...example, objectiveBases: [{ id: 'A:A1', square: 'A1' }, { id: 'A:B1', square: 'B1' }] };
    // 4 enemies: half is 2; the 2 off the spaces can follow; bodies do not take the room.
    expect(referenceHunt(withBases, 'a1', 'B1')).toMatchObject({ half: 2, room: 4, count: 2 });
    expect(referenceArrival(withBases, 'a1', 'B1', 2)).toMatchObject({ bodiesLeft: 2, onSpaces: 2, bodiesTested: true });
  });
});
