import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MapProblem, MapSide, MemoryMap } from '../../../../shared/memory-play/map/index.js';
import { canonicalMap, formatMap, parseMap, validateMap } from '../../../../shared/memory-play/map/index.js';
import { sideFromGrid } from '../../../../shared/memory-play/map/test-support/map-builders.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { initialModel } from './builder-model.js';
import { keyCommand } from './builder-keys.js';
import { reduce, type BuilderAction } from './builder-reducer.js';
import { noticeText, squareText } from './builder-words.js';
import { problemLine, problemVariant, problemWords } from './problem-words.js';
import { PALETTE_ITEMS } from './token-edits.js';

const catalog = createCatalog();
const words = (language: 'en' | 'pl', twoSides = false) => ({ t: catalog.translator(language), language, has: catalog.has, twoSides });

/** A map made in the builder, through its actions (a map with problems cannot come from the text form). */
function built(width: number, height: number, ...actions: BuilderAction[]): MemoryMap {
  const start = initialModel({ memoryId: '1.1', sides: [{ id: 'A', width, height, squares: [], tiles: [], edges: [], features: [], miniatures: [] }] });
  return actions.reduce((model, action) => reduce(model, action).model, start).map;
}

/** Two single-square street tiles, A1 and B1, joined by a ladder. */
const streetLadder: BuilderAction[] = [
  { type: 'tile-size', size: 1 },
  { type: 'tile-size', size: 1 },
  { type: 'edge', at: 'A1', direction: 'E' },
  { type: 'edge', at: 'A1', direction: 'E' },
];

describe('map problems in words', () => {
  it('MAP-ROOF-2: a ladder between two street squares names both squares, says why, and keeps the rule apart', () => {
    const [problem] = validateMap(built(2, 1, ...streetLadder));
    const en = problemWords(problem!, words('en'));
    expect(en).toEqual({
      where: 'A1–B1',
      sentence: 'A ladder joins two squares at ground level; a ladder joins a ground-level and a roof-level square.',
      rule: 'MAP-ROOF-2',
    });
    expect(problemLine(en)).toBe('A1–B1: A ladder joins two squares at ground level; a ladder joins a ground-level and a roof-level square.');
    const pl = problemWords(problem!, words('pl'));
    expect(pl.where).toBe('A1–B1');
    expect(pl.sentence).toContain('poziom ziemi');
    expect(pl.rule).toBe('MAP-ROOF-2');
  });

  it('SET-2: each kind of tile problem gets its own sentence, with its tile and size', () => {
    // A tile of two squares, as a hand-edited box-data file could hold it.
    const side: MapSide = {
      ...built(2, 1, { type: 'tile-size', size: 1 }, { type: 'tile-size', size: 1 }).sides[0]!,
    };
    side.squares = side.squares.map((square) => ({ ...square, tileId: '1' }));
    side.tiles = [{ id: '1', kind: 'street', squares: ['A1', 'B1'] }];
    const shape = validateMap({ memoryId: '1.1', sides: [side] }).find((p) => p.rule === 'SET-2')!;
    expect(problemVariant(shape)).toBe('shape');
    expect(problemWords(shape, words('en')).sentence).toBe('Tile 1 has 2 squares: a tile is 1 square, 2×2, or 2×3 / 3×2 (a tower tile 2×2).');
    expect(problemWords(shape, words('en')).where).toBe('A1–B1');
    expect(problemWords(shape, words('pl')).sentence).toBe('Kafelek 1 ma 2 pól: kafelek to 1 pole, 2×2 albo 2×3 / 3×2 (kafelek wieży 2×2).');
  });

  it('CAP-1: too many enemies on a square at the start names the square and the count', () => {
    const map = built(1, 1, { type: 'tile-size', size: 1 }, { type: 'place', item: 'guard', at: { col: 1, row: 1 } });
    // The builder refuses a fifth enemy; a count typed in the inspector is checked by the validation.
    const side = map.sides[0]!;
    side.miniatures = [
      { type: 'guard', square: 'A1', guardType: 'crossbowman', count: 3 },
      { type: 'guard', square: 'A1', guardType: 'agile', count: 2 },
    ];
    const [problem] = validateMap(map);
    expect(problemLine(problemWords(problem!, words('en')))).toBe('A1: 5 enemies start here; a square holds at most 4.');
  });

  it('a two-map memory names the map with the squares', () => {
    const map = built(2, 1, { type: 'tile-size', size: 1 }, { type: 'add-side' }, ...streetLadder);
    const [problem] = validateMap(map);
    expect(problemWords(problem!, words('en', true)).where).toBe('Map B, A1–B1');
  });

  it('MAP-TEXT: a text problem names its line and column; English gives the reader’s own detail, Polish its sentence with what was found', () => {
    const result = parseMap('memory 0.1\nside A 2x1\n1  s1  q7\n');
    expect(result.ok).toBe(false);
    const problem = (result as { problems: MapProblem[] }).problems[0]!;
    const en = problemWords(problem, words('en'));
    expect(en.where).toBe('Line 3, column 8');
    expect(en.sentence).toBe('A cell is a kind letter (s r m c v p g) and a tile number, e.g. s1, or . for no square.');
    const pl = problemWords(problem, words('pl'));
    expect(pl.where).toBe('Wiersz 3, kolumna 8');
    expect(pl.sentence).toBe('„q7” nie pasuje w tym miejscu tekstowego zapisu mapy (zob. „Jak zapisać mapę tekstem”).');
  });

  it('MAP-TEXT: a mistyped guard type reads in both languages with the type it most likely meant', () => {
    const result = parseMap('memory 0.1\nside A 2x1\n1  s1  s2\nguard B1 agil\n');
    const problem = (result as { problems: MapProblem[] }).problems[0]!;
    const en = problemWords(problem, words('en'));
    expect(en.where).toBe('Line 4, column 10');
    expect(en.sentence).toBe('"agil" is not a guard type the app knows: did you mean "agile"? A new guard type is declared on its own line: guard-type agil.');
    const pl = problemWords(problem, words('pl'));
    expect(pl.sentence).toBe('„agil” to nie jest typ strażnika znany aplikacji: czy chodziło o „agile”? Nowy typ strażnika deklaruje się w osobnym wierszu: guard-type agil.');
  });

  it('every rule the validation cites has a sentence in both languages', () => {
    const cited = ['MAP-SQUARE', 'MAP-DUPLICATE', 'MAP-SIZE', 'MAP-TEXT', 'MAP-VALUE', 'TWO-1', 'SET-2', 'GEN-2', 'MAP-ROOF-2', 'MAP-TWR-1', 'MAP-TWR-6', 'REI-1', 'REI-2', 'REI-3', 'ACT-OBJ-1', 'GEN-7', 'CAP-1'];
    expect(cited.filter((rule) => !catalog.has(`ruleErrors.${rule}`))).toEqual([]);
  });
});

describe('what the builder says', () => {
  it('describes a square as players read it: kind, tile, walls, ladders and what stands there', () => {
    const side = sideFromGrid(`
      1  s1   s1 | r2
      2  s1   s1 H r3
         .    -    .
      3  s4   s5   s6
      guard B2 crossbowman x2
      hide B2 haystack
    `);
    expect(squareText(catalog.translator('en'), side, 'B2')).toBe(
      'B2: street, tile 1 (squares: 4); ladder to the east, wall to the south; haystack, 2 × crossbowman',
    );
    expect(squareText(catalog.translator('en'), side, 'D1')).toBe('D1: no square');
  });

  it('words a refusal from its reason and parameters, kinds and edges in the player’s language', () => {
    const t = catalog.translator('pl');
    expect(noticeText(t, { tone: 'done', key: 'edgeSet', params: { a: 'B3', b: 'B4', edge: 'ladder' } })).toBe('B3–B4: teraz drabina.');
    expect(
      noticeText(catalog.translator('en'), { tone: 'refused', refusal: { rule: 'SET-2', message: '', params: { reason: 'tileShape', size: 2, width: 2, height: 1 } } }),
    ).toBe('A tile is 1 square, 2×2, or 2×3 / 3×2; this selection is 2 × 1.');
  });
});

describe('the keys', () => {
  const press = (key: string, shiftKey = false) => ({ key, shiftKey, ctrlKey: false, metaKey: false, altKey: false });

  it('kinds are the text notation’s letters; Shift with the same letter is a token, whatever Caps Lock says', () => {
    expect(keyCommand(press('s'), false)).toEqual({ type: 'kind', kind: 'street' });
    expect(keyCommand(press('S'), false)).toEqual({ type: 'kind', kind: 'street' });
    expect(keyCommand(press('G', true), false)).toEqual({ type: 'place', item: 'guard' });
    expect(keyCommand(press('g', true), false)).toEqual({ type: 'place', item: 'guard' });
  });

  it('while a tile is carried only the arrows, Enter, Space and Escape mean anything', () => {
    expect(keyCommand(press('r'), true)).toBeNull();
    expect(keyCommand(press('Enter'), true)).toEqual({ type: 'drop' });
    expect(keyCommand(press('ArrowLeft', true), true)).toEqual({ type: 'step', direction: 'W', extend: false });
  });
});

describe('builder → text → builder (property)', () => {
  /** Random edits of a 5 × 5 map, drawn as the players would: tiles, kinds, edges, tokens. */
  const actionArb: fc.Arbitrary<BuilderAction> = fc.oneof(
    fc.record({ col: fc.integer({ min: 1, max: 5 }), row: fc.integer({ min: 1, max: 5 }) }).map((to): BuilderAction => ({ type: 'cursor', to })),
    fc.constantFrom(1, 4, 6).map((size): BuilderAction => ({ type: 'tile-size', size: size as 1 | 4 | 6 })),
    fc.constantFrom('street', 'roof', 'room', 'canal').map((kind): BuilderAction => ({ type: 'kind', kind: kind as 'street' })),
    fc.constantFrom('N', 'E', 'S', 'W').map((direction): BuilderAction => ({ type: 'edge', direction: direction as 'N' })),
    fc.constantFrom(...PALETTE_ITEMS.filter((item) => !['boss', 'ally', 'machine'].includes(item))).map((item): BuilderAction => ({ type: 'place', item })),
    fc.constant<BuilderAction>({ type: 'rotate' }),
    fc.constant<BuilderAction>({ type: 'level' }),
    fc.constant<BuilderAction>({ type: 'remove' }),
  );

  it('every map the builder makes reads back from its text as the same map (and a map with problems is refused, naming them)', () => {
    let playable = 0;
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        const start = initialModel({ memoryId: '2.1', sides: [{ id: 'A', width: 5, height: 5, squares: [], tiles: [], edges: [], features: [], miniatures: [] }] });
        const model = actions.reduce((current, action) => reduce(current, action).model, start);
        const parsed = parseMap(formatMap(model.map));
        const problems = validateMap(model.map);
        if (problems.length === 0) {
          playable++;
          expect(parsed).toEqual({ ok: true, map: canonicalMap(model.map) });
        } else {
          expect(parsed.ok).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
    // Guards the property itself: most runs must reach the round trip, not only the refusal.
    expect(playable).toBeGreaterThan(60);
  });
});
