import type { MapSide, MemoryMap } from '../map-types.js';
import { parseMap } from '../map-notation.js';

/**
 * Hand-written test maps, in the text notation (`map-notation.ts`) so a test reads like the
 * diagram it describes. Building through `parseMap` also validates: a test map that breaks a
 * map rule fails loudly here instead of testing nonsense.
 */

/** A whole map from notation text; throws with every problem (line, rule) when it is not valid. */
export function mapFromText(text: string): MemoryMap {
  const result = parseMap(text);
  if (!result.ok) throw new Error(`Test map is not valid:\n${result.problems.map((p) => `  ${p.message}`).join('\n')}\n---\n${text}`);
  return result.map;
}

/**
 * One side from its grid and legend alone: the `memory` and `side A WxH` lines are added, the
 * size read from the rows (lines starting with a number). Indentation is ignored.
 *
 * ```ts
 * const side = sideFromGrid(`
 *   1  s1 | s2
 *   2  r3 H s4
 *   guard B2 crossbowman
 * `);
 * ```
 */
export function sideFromGrid(gridAndLegend: string): MapSide {
  const lines = gridAndLegend.split('\n').map((line) => line.trim());
  const rows = lines.filter((line) => /^[0-9]+\s/.test(line));
  const firstRow = rows[0];
  if (firstRow === undefined) throw new Error('sideFromGrid: no row line (a line starting with its row number).');
  const width = firstRow
    .split(/\s+|(?=\|)|(?<=\|)/)
    .slice(1)
    .filter((token) => token !== '' && token !== '|' && token !== 'H').length;
  return mapFromText(`memory test\nside A ${width}x${rows.length}\n${lines.join('\n')}\n`).sides[0]!;
}
