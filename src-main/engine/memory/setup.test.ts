import { describe, expect, it } from 'vitest';
import { validateMap } from '../../../shared/memory-play/map/map-validation.js';
import type { AssassinPiece, GuardPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import { createPlay } from './setup.js';
import { gridSide, sixBySixSide, startPlay, testAssassins, testMap, testSetup } from './test-support/play-builders.js';

const assassins = (state: PlayState) => Object.values(state.miniatures).filter((m): m is AssassinPiece => m.kind === 'assassin');
const guards = (state: PlayState) => Object.values(state.miniatures).filter((m): m is GuardPiece => m.kind === 'guard');

function refusalOf(result: ReturnType<typeof createPlay>) {
  if (result.ok) throw new Error('expected the setup to be refused');
  return result.refusal;
}

describe('setting up a memory (SET-4…9)', () => {
  it('the test map is a playable map by the builder’s own checks', () => {
    expect(validateMap(testMap([sixBySixSide('A'), sixBySixSide('B')]))).toEqual([]);
  });

  it('SET-1: the diagram’s guards stand on their squares with stable ids', () => {
    const state = startPlay();
    expect(guards(state).map((g) => [g.id, g.guardType, g.place])).toEqual([
      ['g1', 'crossbowman', { on: 'square', side: 'A', square: 'C2' }],
      ['g2', 'crossbowman', { on: 'square', side: 'A', square: 'C2' }],
      ['g3', 'crossbowman', { on: 'square', side: 'A', square: 'D4' }],
      ['g4', 'crossbowman', { on: 'square', side: 'A', square: 'D4' }],
      ['g5', 'crossbowman', { on: 'square', side: 'A', square: 'D4' }],
      ['g6', 'agile', { on: 'square', side: 'A', square: 'E5' }],
    ]);
  });

  it('SET-4: the reinforcement deck is the one for the number of assassins in play', () => {
    expect(startPlay(testSetup({ assassins: testAssassins(3) })).reinforcementDeckFor).toBe(3);
    expect(startPlay(testSetup({ assassins: testAssassins(2) })).reinforcementDeckFor).toBe(2);
  });

  it('SET-5: the core reserve is 30 crossbowmen and 10 elites of the memory’s type, less the starting guards', () => {
    // The test map starts with 5 crossbowmen and 1 agile guard.
    expect(startPlay().reserve).toEqual({ crossbowman: 25, agile: 9 });
    expect(startPlay(testSetup({ eliteType: 'agile' })).reserve).toEqual({ crossbowman: 25, agile: 9 });
  });

  it('SET-5: alert tokens start inactive', () => {
    expect(startPlay().alerts).toEqual({ A: 'inactive' });
  });

  it('SET-5: a map with two elite types needs the players to say which one the reserve holds', () => {
    const side = gridSide({ width: 3, height: 3, miniatures: [
      { type: 'guard', square: 'A1', guardType: 'agile', count: 1 },
      { type: 'guard', square: 'B1', guardType: 'brute', count: 1 },
    ] });
    expect(refusalOf(createPlay(testSetup({ map: testMap([side]) })))).toMatchObject({ rule: 'SET-5', field: 'eliteType' });
    expect(startPlay(testSetup({ map: testMap([side]), eliteType: 'brute' })).reserve).toEqual({ crossbowman: 30, brute: 9 });
  });

  it('SET-5: a map needing more crossbowmen than the reserve holds is refused', () => {
    const miniatures = Array.from({ length: 8 }, (_, index) => ({ type: 'guard' as const, square: `${'ABCDEFGH'[index]}1`, guardType: 'crossbowman', count: 4 }));
    const side = gridSide({ width: 8, height: 1, miniatures });
    expect(refusalOf(createPlay(testSetup({ map: testMap([side]) })))).toMatchObject({ rule: 'SET-5', params: { guardType: 'crossbowman', reserve: 2, needed: 4 } });
  });

  it('APX-SET-5: an Apocalypse reserve is 15 stalkers and 7 vipers', () => {
    const side = gridSide({ width: 3, height: 3, miniatures: [{ type: 'guard', square: 'A1', guardType: 'stalker', count: 2 }] });
    expect(startPlay(testSetup({ box: 'apocalypse', map: testMap([side]) })).reserve).toEqual({ stalker: 13, viper: 7 });
  });

  it('SET-7: boards keep their health and max health; cubes are placed at the event phase, not at setup', () => {
    const party = testAssassins(2);
    party[1] = { ...party[1]!, health: 2, maxHealth: 4 };
    const [first, second] = assassins(startPlay(testSetup({ assassins: party })));
    expect(first).toMatchObject({ id: 'a1', characterId: 'alessandra', health: 3, maxHealth: 3, condition: 'full', cubes: 0, savedCube: false });
    expect(second).toMatchObject({ id: 'a2', characterId: 'bastiano', health: 2, maxHealth: 4, condition: 'injured' });
  });

  it('SET-7, SAVE-1: the 4th action cube is in play from memory 0.3 on', () => {
    const at = (memoryId: string) => startPlay(testSetup({ memoryId, map: testMap([sixBySixSide()], memoryId), enemyStages: memoryId === '0.2' ? ['movement'] : undefined })).saveCubeInPlay;
    expect(at('0.1')).toBe(false);
    expect(at('0.2')).toBe(false);
    expect(at('0.3')).toBe(true);
    expect(at('2.4')).toBe(true);
  });

  it('SET-8: 2 to 4 assassins are in play', () => {
    expect(refusalOf(createPlay(testSetup({ assassins: testAssassins(1) })))).toMatchObject({ rule: 'SET-8', params: { count: 1 } });
    expect(createPlay(testSetup({ assassins: testAssassins(4) })).ok).toBe(true);
  });

  it('HLT-1: a board’s health lies within 0 and its max, which is at least the base 3', () => {
    const tooMuch = testAssassins(2);
    tooMuch[0] = { ...tooMuch[0]!, health: 4 };
    expect(refusalOf(createPlay(testSetup({ assassins: tooMuch })))).toMatchObject({ rule: 'HLT-1', field: 'assassins.0.health', params: { health: 4, maxHealth: 3 } });
    const lowMax = testAssassins(2);
    lowMax[1] = { ...lowMax[1]!, health: 2, maxHealth: 2 };
    expect(refusalOf(createPlay(testSetup({ assassins: lowMax })))).toMatchObject({ rule: 'HLT-1', field: 'assassins.1.maxHealth' });
  });

  it('SET-9: memory 0.1 has no enemy phase; 0.2 plays the steps its page lists, in ENM-1 order', () => {
    const setupFor = (memoryId: string) => testSetup({ memoryId, map: testMap([sixBySixSide()], memoryId) });
    expect(startPlay(setupFor('0.1')).enemyStagesPlayed).toEqual([]);
    expect(refusalOf(createPlay({ ...setupFor('0.1'), enemyStages: ['movement'] }))).toMatchObject({ rule: 'SET-9' });
    expect(refusalOf(createPlay(setupFor('0.2')))).toMatchObject({ rule: 'SET-9', field: 'enemyStages' });
    expect(startPlay({ ...setupFor('0.2'), enemyStages: ['combat', 'reinforcement'] }).enemyStagesPlayed).toEqual(['reinforcement', 'combat']);
    expect(startPlay(setupFor('1.1')).enemyStagesPlayed).toEqual(['reinforcement', 'movement', 'combat']);
    expect(refusalOf(createPlay({ ...setupFor('1.1'), enemyStages: ['movement'] }))).toMatchObject({ rule: 'SET-9' });
  });

  it('TWO-1: a two-map memory has an inactive alert token per side', () => {
    expect(startPlay(testSetup({ map: testMap([sixBySixSide('A'), sixBySixSide('B')]) })).alerts).toEqual({ A: 'inactive', B: 'inactive' });
  });

  it('SET-1: with one entry square every assassin starts there', () => {
    expect(assassins(startPlay()).map((a) => a.place)).toEqual([
      { on: 'square', side: 'A', square: 'A5' },
      { on: 'square', side: 'A', square: 'A5' },
    ]);
  });

  it('GEN-1: with several entry squares the players choose for each assassin', () => {
    const state = startPlay(testSetup({ map: testMap([sixBySixSide('A'), sixBySixSide('B')]) }));
    expect(state.pending).toEqual({
      id: 'd1',
      kind: 'place-assassin',
      rule: 'GEN-1',
      miniatureId: 'a1',
      options: [
        { id: 'A:A5', side: 'A', square: 'A5' },
        { id: 'B:A5', side: 'B', square: 'A5' },
      ],
    });
    expect(assassins(state).every((a) => a.place.on === 'off-map')).toBe(true);
  });

  it('ENT-1: without assassin marks, the plain white triangles are where assassins may enter', () => {
    const side = gridSide({ width: 3, height: 3, features: [
      { type: 'triangle', square: 'A1', leaveOnly: false },
      { type: 'triangle', square: 'C3', leaveOnly: true },
    ] });
    expect(assassins(startPlay(testSetup({ map: testMap([side]) }))).map((a) => a.place)).toEqual([
      { on: 'square', side: 'A', square: 'A1' },
      { on: 'square', side: 'A', square: 'A1' },
    ]);
  });

  it('SET-10: an entered event deck is shuffled by the seed, the same way each time', () => {
    const cards = ['N', 'S', 'E', 'W', '?', 'N', 'S', 'E'].map((direction, index) => ({ id: `e${index}`, direction: direction as 'N' }));
    const deckFor = (seed: number) => startPlay(testSetup({ seed, eventDeck: { mode: 'entered', cards } })).eventDeck;
    expect(deckFor(5)).toEqual(deckFor(5));
    const deck = deckFor(5);
    if (deck.mode !== 'entered') throw new Error('entered deck expected');
    expect([...deck.drawPile].sort((x, y) => x.id.localeCompare(y.id))).toEqual(cards);
    expect(deck.discard).toEqual([]);
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(deckFor(seed))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('DIFF-L-1: legendary needs Apocalypse; DIFF-3: starting on easy marks easy as used', () => {
    expect(refusalOf(createPlay(testSetup({ difficulty: 'legendary' })))).toMatchObject({ rule: 'DIFF-L-1' });
    expect(startPlay(testSetup({ difficulty: 'easy' })).easyUsed).toBe(true);
    expect(startPlay().easyUsed).toBe(false);
  });

  it('a map for another memory, or one that fails the map checks, is refused naming the problem', () => {
    expect(refusalOf(createPlay(testSetup({ memoryId: '2.1', map: testMap([sixBySixSide()], '1.1') })))).toMatchObject({ rule: 'PLAY-VALUE', field: 'map.memoryId' });
    const side = sixBySixSide();
    const broken = { ...side, miniatures: [...side.miniatures, { type: 'guard' as const, square: 'Z9', guardType: 'crossbowman', count: 1 }] };
    expect(refusalOf(createPlay(testSetup({ map: testMap([broken]) })))).toMatchObject({ rule: 'MAP-SQUARE', params: { side: 'A', square: 'Z9' } });
  });
});
