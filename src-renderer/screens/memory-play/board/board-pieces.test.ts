import { describe, expect, it } from 'vitest';
import { GLYPH, glyphsOf } from '../builder/grid-drawing.js';
import { tokensOf, tokensAt, redBasesInSupply } from './board-pieces.js';
import { assassin, guard, playOn } from './test-support/play-fixture.js';

const MAP = `memory 1.1
side A 3x1
1 s1 s2 s3
chest B1
`;

describe('the pieces as tokens on the board', () => {
  it('CAP-1: guards of one type standing on a square are one token with their count; their bodies are another', () => {
    const play = playOn(MAP, [guard('g1', 'A', 'A1'), guard('g2', 'A', 'A1'), guard('g3', 'A', 'A1', 'agile'), guard('g4', 'A', 'A1', 'crossbowman', true)]);
    const tokens = tokensAt(tokensOf(play), { side: 'A', square: 'A1' });
    expect(tokens.map((token) => [token.label, token.count, token.body, token.ids])).toEqual([
      ['agile', 1, false, ['g3']],
      ['crossbowman', 2, false, ['g1', 'g2']],
      ['crossbowman', 1, true, ['g4']],
    ]);
  });

  it('STL-1, STL-7: an exposed assassin carries its red base; a loose red base is a marker of its own', () => {
    const play = playOn(MAP, [assassin('a1', 'A', 'C1'), assassin('a2', 'A', 'C1', { characterId: 'claudio', initial: 'C', colour: 'party-2' })], [
      { id: 'r1', substitute: false, at: { on: 'attached', miniatureId: 'a2' } },
      { id: 'r2', substitute: false, at: { on: 'loose', side: 'A', square: 'B1' } },
    ]);
    const tokens = tokensOf(play);
    expect(tokens.find((token) => token.ids[0] === 'a2')).toMatchObject({ kind: 'assassin', exposed: true, initial: 'C', colour: 'party-2' });
    expect(tokens.find((token) => token.ids[0] === 'a1')).toMatchObject({ exposed: false });
    expect(tokensAt(tokens, { side: 'A', square: 'B1' })).toMatchObject([{ kind: 'red-base', ids: ['r2'] }]);
    expect(redBasesInSupply(play)).toBe(3);
  });

  it('HLT-4: a critical assassin is drawn lying down; one beside the map is not drawn', () => {
    const play = playOn(MAP, [assassin('a1', 'A', 'A1', { health: 0, condition: 'critical' }), assassin('a2', 'A', null)]);
    const tokens = tokensOf(play);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ critical: true });
  });

  it('a token sits after the printed features of its square, so it never hides a chest', () => {
    const play = playOn(MAP, [guard('g1', 'A', 'A1'), guard('g2', 'A', 'B1')]);
    const [onPlain, onChest] = [tokensAt(tokensOf(play), { side: 'A', square: 'A1' })[0]!, tokensAt(tokensOf(play), { side: 'A', square: 'B1' })[0]!];
    // Same slot inside its square, one slot further along on the square with the chest.
    const cell = 64;
    expect(onChest.x - cell).toBeGreaterThan(onPlain.x);
    expect(onChest.y).toBe(onPlain.y);
  });

  it('MAP-HID-1, ACT-FTS-1: tokens stay clear of a row of centred features (hiding spot, station, objective)', () => {
    const crowded = `memory 1.1
side A 1x1
1 s1
hide A1 haystack
travel A1
objective A1 cost 1 xp 1 mandatory
`;
    const play = playOn(crowded, [assassin('a1', 'A', 'A1'), assassin('a2', 'A', 'A1'), guard('g1', 'A', 'A1')]);
    const glyphs = glyphsOf({ ...play.map.sides[0]!, miniatures: [] });
    expect(glyphs).toHaveLength(3);
    for (const token of tokensOf(play)) {
      for (const glyph of glyphs) expect(Math.abs(token.x - glyph.x) >= GLYPH * 0.75 || Math.abs(token.y - glyph.y) >= GLYPH * 0.75).toBe(true);
    }
  });

  it('MAP-TWR-3: an assassin at the top of a tower is drawn where the tower’s squares meet and stands by each of them', () => {
    const tower = `memory 1.1
side A 3x2
1 s1 s2 s3
2 s4 s5 s6
hide B2 cart
tower A1 B1 A2 B2 foot B2
`;
    const play = playOn(tower, [assassin('a1', 'A', null, { place: { on: 'tower-top', side: 'A', tower: 1 } })]);
    const [token] = tokensOf(play);
    expect(token).toMatchObject({ onTop: true, hidden: false, towerSquares: ['A1', 'B1', 'A2', 'B2'] });
    // The corner the 4 squares share, 64 units a cell.
    expect(token!.x).toBeGreaterThan(0);
    for (const square of ['A1', 'B1', 'A2', 'B2']) expect(tokensAt(tokensOf(play), { side: 'A', square }).map((found) => found.ids)).toEqual([['a1']]);
    expect(tokensAt(tokensOf(play), { side: 'A', square: 'C1' })).toEqual([]);
  });

  it('MAP-HID-2: an assassin in a hiding spot stays on its square, marked hidden', () => {
    const play = playOn(MAP, [assassin('a1', 'A', null, { place: { on: 'square', side: 'A', square: 'B1', hidingSpot: true } }), assassin('a2', 'A', 'B1')]);
    const tokens = tokensAt(tokensOf(play), { side: 'A', square: 'B1' });
    expect(tokens.map((token) => [token.ids[0], token.hidden, token.onTop])).toEqual([
      ['a1', true, false],
      ['a2', false, false],
    ]);
  });
});
