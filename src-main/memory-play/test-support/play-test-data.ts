import type { StepRequest } from '../../../shared/memory-play/moves/index.js';

/** Test data of a play, free of test-runner imports so the bench can use it too. */

/**
 * A memory map as a group would type it from the campaign book's diagram (the book's maps are
 * not in the rulebooks, UNK-18, so this one is made up for the tests): 36 squares in 8 tiles,
 * a wall, two ladders, a tower with its hiding spot, two entrances, two objectives, a chest,
 * two triangles, 6 guards and the assassins' entry. Numbers (costs, XP) are test values.
 */
export const TEST_MAP_TEXT = `memory 1.1
title The test courtyard

side A 6x6
   A    B    C    D    E    F
1  s1   s1   s2   s2 H r3   r3
2  s1   s1   s2   s2   r3   r3
   .    -    .    .    .    .
3  s4   s4 | s5   s5   m6   m6
4  s4   s4   s5   s5   m6   m6
5  s7   s7   s7 H r8   r8   r8
6  s7   s7   s7   r8   r8   r8
tile 5 tower
hide D4 haystack
tower C3 D3 C4 D4 foot D4
chest F1
triangle A1
triangle A6 leave
entrance A A1 A2
entrance B F6 F5
objective C2 cost 2 xp 3 mandatory "the letter"
objective E4 cost 1 xp ? optional
guard C1 crossbowman x2
guard D5 crossbowman x3
guard E3 agile
assassins A5
`;

export const TEST_MEMORY = '1.1';

/** TURN-1: the tracker steps of one whole turn of a one-map memory with all three enemy steps. */
export const WHOLE_TURN: StepRequest[] = [
  { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
  { kind: 'begin-assassin-phase' },
  { kind: 'end-assassin-phase' },
  { kind: 'end-enemy-stage', stage: 'reinforcement' },
  { kind: 'end-enemy-stage', stage: 'movement' },
  { kind: 'end-enemy-stage', stage: 'combat' },
  { kind: 'end-turn' },
];
