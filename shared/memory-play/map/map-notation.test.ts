import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MemoryMap } from './map-types.js';
import { formatMap, MAX_MAP_TEXT_BYTES, parseMap } from './map-notation.js';
import { canonicalMap } from './canonical-map.js';
import { validateMap } from './map-validation.js';
import { mapFromText } from './test-support/map-builders.js';
import { memoryMapArbitrary } from './test-support/map-arbitraries.js';

/** The example documented at the top of map-notation.ts (the README copies it). */
function documentedExample(): string {
  const source = readFileSync(new URL('./map-notation.ts', import.meta.url), 'utf8');
  const block = /```text\n([\s\S]*?) \* ```/.exec(source)![1]!;
  return block
    .split('\n')
    .map((line) => line.replace(/^ \* ?/, ''))
    .join('\n');
}

const problemsOf = (text: string) => {
  const result = parseMap(text);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
};

describe('reading the text notation', () => {
  it('reads the documented example into the map it describes', () => {
    const map = mapFromText(documentedExample());
    expect(map.memoryId).toBe('0.1');
    expect(map.title).toBe('The villa at night');
    const side = map.sides[0]!;
    expect([side.width, side.height, side.squares.length]).toEqual([5, 4, 18]);
    expect(side.edges).toEqual([
      { a: 'B1', b: 'C1', kind: 'wall' },
      { a: 'B1', b: 'B2', kind: 'wall' },
      { a: 'D2', b: 'D3', kind: 'ladder' },
      { a: 'A3', b: 'B3', kind: 'ladder' },
      { a: 'C3', b: 'D3', kind: 'ladder' },
    ]);
    expect(side.tiles.find((tile) => tile.id === '5')).toEqual({ id: '5', kind: 'tower', squares: ['B3', 'C3', 'B4', 'C4'] });
    expect(side.features).toContainEqual({ type: 'tower', variant: 'tower', squares: ['B3', 'C3', 'B4', 'C4'], foot: 'C4' });
    expect(side.features).toContainEqual({ type: 'objective', square: 'D2', cost: 2, xp: 3, mandatory: true, escort: false, label: 'the letter' });
    expect(side.features).toContainEqual({ type: 'objective', square: 'A3', cost: 1, xp: null, mandatory: false, escort: true });
    expect(side.miniatures).toContainEqual({ type: 'guard', square: 'C3', guardType: 'crossbowman', count: 2 });
    expect(side.miniatures).toContainEqual({ type: 'boss', square: 'D4', name: 'Pitigliano' });
  });

  it('writes the documented example back exactly as documented (comments aside)', () => {
    const text = documentedExample();
    const withoutComments = text
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n');
    expect(formatMap(mapFromText(text))).toBe(withoutComments);
  });

  it('MOV-11: a cell is at its kind\'s level unless marked ^ (roof) or _ (ground)', () => {
    const side = mapFromText('memory 1\nside A 3x1\n1 c1^ H s2   r3_\n').sides[0]!;
    expect(side.squares.map((square) => [square.ref, square.kind, square.level])).toEqual([
      ['A1', 'canal', 'roof'],
      ['B1', 'street', 'ground'],
      ['C1', 'roof', 'ground'],
    ]);
  });

  it('ENT-1: a triangle lets assassins enter and leave; with `leave` (red centre) only leave', () => {
    const side = mapFromText('memory 1\nside A 2x1\n1 s1 s2\ntriangle A1\ntriangle b1 leave\n').sides[0]!;
    expect(side.features).toEqual([
      { type: 'triangle', square: 'A1', leaveOnly: false },
      { type: 'triangle', square: 'B1', leaveOnly: true },
    ]);
  });

  it('TWO-1: two maps side by side are side A then side B', () => {
    const map = mapFromText('memory 5.1\nside A 1x1\n1 s1\nside B 2x1\n1 r1 H s2\nguard A1 stalker x3\n');
    expect(map.sides.map((side) => [side.id, side.width, side.height])).toEqual([
      ['A', 1, 1],
      ['B', 2, 1],
    ]);
    expect(map.sides[1]!.miniatures).toEqual([{ type: 'guard', square: 'A1', guardType: 'stalker', count: 3 }]);
    expect(problemsOf('memory 5.1\nside B 1x1\n1 s1\n')).toMatchObject([{ rule: 'MAP-TEXT', line: 2, column: 6 }]);
  });

  it('accepts Windows line ends, comments, blank lines, any spacing and lower-case square names', () => {
    const map = mapFromText('# pasted\r\n\r\nmemory 0.2\r\n  side A 2x2\r\n  1 s1|s2\r\n\t\t2   s3    s4\r\n # legend\r\nchest a2\r\n');
    expect(map.sides[0]!.edges).toEqual([{ a: 'A1', b: 'B1', kind: 'wall' }]);
    expect(map.sides[0]!.features).toEqual([{ type: 'chest', square: 'A2' }]);
  });
});

describe('errors name the line and column', () => {
  it('MAP-TEXT: an unknown cell names its line and column', () => {
    expect(problemsOf('memory 1\nside A 2x1\n1  s1  x2\n')).toMatchObject([{ rule: 'MAP-TEXT', line: 3, column: 8, field: 'line 3, column 8', params: { found: 'x2', line: 3, column: 8 } }]);
  });

  it('MAP-TEXT: a row with too few cells, a missing row, a row out of order', () => {
    expect(problemsOf('memory 1\nside A 3x1\n1 s1 s2\n')).toMatchObject([{ line: 3 }]);
    expect(problemsOf('memory 1\nside A 1x2\n1 s1\n')).toMatchObject([{ line: 2, rule: 'MAP-TEXT' }]);
    expect(problemsOf('memory 1\nside A 1x2\n2 s1\n1 s2\n')[0]).toMatchObject({ line: 3, column: 1, params: { found: '2' } });
  });

  it('MAP-TEXT: a wall drawn beside an empty cell names the wall', () => {
    expect(problemsOf('memory 1\nside A 2x1\n1 s1 | .\n')).toMatchObject([{ rule: 'MAP-TEXT', line: 3, column: 6 }]);
    expect(problemsOf('memory 1\nside A 1x2\n1 s1\n  -\n2 .\n')).toMatchObject([{ rule: 'MAP-TEXT', line: 4, column: 3 }]);
  });

  it('MAP-TEXT: an unclosed name, an unknown legend word, a bad guard count', () => {
    const problems = problemsOf('memory 1\nside A 1x1\n1 s1\nboss A1 "Pitigliano\nlantern A1\nguard A1 crossbowman 2\n');
    expect(problems.map((p) => [p.rule, p.line, p.column])).toEqual([
      ['MAP-TEXT', 4, 9],
      ['MAP-TEXT', 5, 1],
      ['MAP-TEXT', 6, 22],
    ]);
  });

  it('MAP-TEXT, CF-CHR-14: a typo in a guard type is an error at its line and column that suggests the known type, never a new type', () => {
    const problems = problemsOf('memory 1\nside A 2x1\n1 s1 s2\nguard B1 agil\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'MAP-TEXT', line: 4, column: 10, params: { found: 'agil', guardType: 'agil', suggestion: 'agile' } });
    expect(problems[0]!.message).toContain('did you mean "agile"?');
    // A word far from every known type is still an error; it only suggests nothing.
    expect(problemsOf('memory 1\nside A 2x1\n1 s1 s2\nguard A1 crossbowman\nguard B1 hydra x2\n')).toMatchObject([{ rule: 'MAP-TEXT', line: 5, column: 10, params: { found: 'hydra' } }]);
    expect(problemsOf('memory 1\nside A 1x1\n1 s1\nguard A1 crosbowman\n')[0]!.params).toMatchObject({ suggestion: 'crossbowman' });
  });

  it('CF-CHR-15: a new guard type is declared on purpose in its own line, before or after the guards that use it', () => {
    const before = mapFromText('memory 1\nguard-type brute\nside A 2x1\n1 s1 s2\nguard A1 brute x2\n');
    expect(before.sides[0]!.miniatures).toEqual([{ type: 'guard', square: 'A1', guardType: 'brute', count: 2 }]);
    const after = mapFromText('memory 1\nside A 2x1\n1 s1 s2\nguard A1 brute x2\nguard-type brute\n');
    expect(after).toStrictEqual(before);
    // Written back, the declaration comes with the map, so the text reads in again.
    expect(formatMap(before)).toContain('\nguard-type brute\n');
    // A declared type is offered for its own typos too; a declaration names one lower-case type.
    expect(problemsOf('memory 1\nguard-type brute\nside A 1x1\n1 s1\nguard A1 brut\n')[0]!.params).toMatchObject({ suggestion: 'brute' });
    expect(problemsOf('memory 1\nguard-type Brute Force\nside A 1x1\n1 s1\n')).toMatchObject([{ rule: 'MAP-TEXT', line: 2, column: 12 }]);
  });

  it('MAP-ROOF-2: a ladder between two streets names the row line and the squares', () => {
    expect(problemsOf('memory 1\nside A 2x1\n1  s1 H s2\n')).toMatchObject([{ rule: 'MAP-ROOF-2', squares: ['A1', 'B1'], line: 3, column: 4, side: 'A' }]);
  });

  it('SET-2: an impossible tile names the line of its first square', () => {
    // Tile 1 is an L of 3 squares.
    expect(problemsOf('memory 1\nside A 2x2\n1 s1 s1\n2 s1 s2\n')).toMatchObject([{ rule: 'SET-2', squares: ['A1', 'B1', 'A2'], line: 3, column: 3 }]);
    // Tile 2 appears in two places that do not touch.
    expect(problemsOf('memory 1\nside A 3x1\n1 s2 s1 s2\n')).toMatchObject([{ rule: 'SET-2', squares: ['A1', 'C1'] }]);
  });

  it('CAP-1 and ACT-OBJ-1 name the legend line at fault', () => {
    const problems = problemsOf('memory 1\nside A 1x1\n1 s1\nguard A1 crossbowman x3\nobjective A1 cost 4 mandatory\nguard A1 agile x2\n');
    expect(problems.map((p) => [p.rule, p.line])).toEqual([
      ['ACT-OBJ-1', 5],
      ['CAP-1', 3],
    ]);
  });

  it('MAP-SIZE: text over 200 KB and a side over 30×30 are refused with a clear message', () => {
    const huge = `memory 1\n${'#'.repeat(MAX_MAP_TEXT_BYTES)}\n`;
    expect(problemsOf(huge)).toMatchObject([{ rule: 'MAP-SIZE', params: { maxKb: 200 } }]);
    // Multi-byte characters count in bytes.
    expect(problemsOf(`memory 1\n#${'ż'.repeat(MAX_MAP_TEXT_BYTES / 2)}`)).toMatchObject([{ rule: 'MAP-SIZE' }]);
    expect(problemsOf('memory 1\nside A 31x2\n')).toMatchObject([{ rule: 'MAP-TEXT', line: 2, column: 8, params: { found: '31x2' } }]);
  });

  it('MAP-TEXT: anything but text is refused on line 1', () => {
    for (const input of [undefined, null, 42, { memory: 1 }, ['memory 1']]) {
      expect(parseMap(input)).toMatchObject({ ok: false, problems: [{ rule: 'MAP-TEXT', line: 1 }] });
    }
  });
});

describe('round trip and hostile input', () => {
  it('map → text → map is the identity for every valid canonical map', () => {
    fc.assert(
      fc.property(memoryMapArbitrary(), (map) => {
        const result = parseMap(formatMap(map));
        expect(result).toStrictEqual({ ok: true, map });
      }),
      { numRuns: 300 },
    );
  });

  it('map → text → map is the identity for wide maps too (columns AA…AD, rows to 30)', () => {
    fc.assert(
      fc.property(memoryMapArbitrary({ maxWidth: 30, maxHeight: 30, twoSides: false }), (map) => {
        expect(parseMap(formatMap(map))).toStrictEqual({ ok: true, map });
      }),
      { numRuns: 25 },
    );
  });

  it('the text of a map does not depend on the order its squares, tiles and edges were listed in', () => {
    fc.assert(
      fc.property(memoryMapArbitrary(), fc.integer(), (map, seed) => {
        const shuffle = <T>(items: T[]): T[] => [...items].sort((a, b) => ((JSON.stringify(a).length * 31 + seed) % 7) - ((JSON.stringify(b).length * 31 + seed) % 7));
        const messy: MemoryMap = {
          ...map,
          sides: map.sides.map((side) => ({
            ...side,
            squares: shuffle(side.squares).reverse(),
            tiles: shuffle(side.tiles.map((tile) => ({ ...tile, squares: [...tile.squares].reverse() }))),
            edges: side.edges.map((edge) => ({ ...edge, a: edge.b, b: edge.a })).reverse(),
          })),
        };
        expect(formatMap(messy)).toBe(formatMap(map));
        expect(parseMap(formatMap(messy))).toStrictEqual({ ok: true, map: canonicalMap(messy) });
      }),
    );
  });

  it('MAP-TEXT: random garbage never throws, and every problem names a line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const result = parseMap(text);
        if (!result.ok) for (const problem of result.problems) expect(problem.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('MAP-TEXT: a damaged map text never throws; what it accepts is a valid map, what it refuses names a line within the text', () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('delete', 'insert', 'duplicate-line', 'drop-line', 'swap-lines'),
      char: fc.constantFrom('|', 'H', '-', '.', '"', '\\', ' ', '\n', 's', '9', 'x', '#', '^', 'Z', '\u0000'),
    });
    fc.assert(
      fc.property(memoryMapArbitrary({ maxWidth: 5, maxHeight: 5 }), fc.array(edit, { minLength: 1, maxLength: 4 }), (map, edits) => {
        let text = formatMap(map);
        for (const change of edits) {
          const lines = text.split('\n');
          const position = change.at % (text.length + 1);
          const line = change.at % lines.length;
          if (change.kind === 'delete') text = text.slice(0, position) + text.slice(position + 1);
          else if (change.kind === 'insert') text = text.slice(0, position) + change.char + text.slice(position);
          else if (change.kind === 'duplicate-line') text = [...lines.slice(0, line + 1), ...lines.slice(line)].join('\n');
          else if (change.kind === 'drop-line') text = [...lines.slice(0, line), ...lines.slice(line + 1)].join('\n');
          else text = [...lines.slice(0, line), lines[(line + 1) % lines.length]!, lines[line]!, ...lines.slice(line + 2)].slice(0, lines.length).join('\n');
        }
        const result = parseMap(text);
        const lineCount = text.split(/\r\n|\n|\r/).length;
        if (result.ok) expect(validateMap(result.map)).toEqual([]);
        else for (const problem of result.problems) expect(problem.line).toBeGreaterThanOrEqual(1), expect(problem.line).toBeLessThanOrEqual(lineCount);
      }),
      { numRuns: 400 },
    );
  });

  it('hostile names cannot break out of their quotes or pollute objects', () => {
    const map = mapFromText('memory 1\nside A 1x1\n1 s1\nboss A1 "__proto__"\nally A1 "a \\" b \\\\ c"\nmachine A1 "constructor"\n');
    expect(map.sides[0]!.miniatures).toEqual([
      { type: 'boss', square: 'A1', name: '__proto__' },
      { type: 'ally', square: 'A1', name: 'a " b \\ c' },
      { type: 'machine', square: 'A1', name: 'constructor' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parseMap(formatMap(map))).toStrictEqual({ ok: true, map });
  });

  it('MAP-TEXT: thousands of bad lines give a bounded list of problems, quickly', () => {
    const text = `memory 1\nside A 1x1\n1 s1\n${'nonsense here\n'.repeat(10_000)}`;
    const started = performance.now();
    const problems = problemsOf(text);
    expect(problems.length).toBeLessThanOrEqual(50);
    expect(problems[0]).toMatchObject({ rule: 'MAP-TEXT', line: 4, column: 1 });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
