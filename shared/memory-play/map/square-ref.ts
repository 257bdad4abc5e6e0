import type { Direction, GridPosition, SquareRef } from './map-types.js';
import { MAX_SIDE_HEIGHT, MAX_SIDE_WIDTH } from './map-types.js';

/**
 * Square coordinates as players say them: column letter(s) + row number, north up, `A1` the
 * north-west corner. Columns past Z go on as AA, AB… (spreadsheet style) so a 30-wide import
 * still has names.
 */

const REF_PATTERN = /^([A-Z]{1,2})([1-9][0-9]?)$/;

/** `1` → `A`, `26` → `Z`, `27` → `AA`. */
export function columnLetters(col: number): string {
  let letters = '';
  let rest = col;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

/** `A` → 1, `AA` → 27; null for anything else. */
export function columnNumber(letters: string): number | null {
  if (!/^[A-Z]{1,2}$/.test(letters)) return null;
  let col = 0;
  for (const letter of letters) col = col * 26 + (letter.charCodeAt(0) - 64);
  return col;
}

export function toRef(position: GridPosition): SquareRef {
  return `${columnLetters(position.col)}${position.row}`;
}

/**
 * Square names read so far, each read once: the engine asks the position of the same few names
 * again and again (each step between squares, each square's neighbours), and a new map's answers
 * are all worked out from them on its first enemy phase. Only names of squares are kept, so the
 * table stays within the names a map can have.
 */
const readRefs = new Map<string, Readonly<GridPosition>>();

/** Reads `B3` (case-insensitive) into `{ col: 2, row: 3 }`; null when it is not a square name within the size limits. */
export function parseRef(ref: string): GridPosition | null {
  let position = readRefs.get(ref);
  if (position === undefined) {
    const match = REF_PATTERN.exec(ref.toUpperCase());
    if (!match) return null;
    const col = columnNumber(match[1]!);
    const row = Number(match[2]);
    if (col === null || col > MAX_SIDE_WIDTH || row > MAX_SIDE_HEIGHT) return null;
    readRefs.set(ref, (position = { col, row }));
  }
  // A copy: the caller may change its position without changing the next caller's.
  return { col: position.col, row: position.row };
}

/** True for a well-formed ref in canonical (upper-case) spelling. */
export const isSquareRef = (value: string): boolean => parseRef(value) !== null && toRef(parseRef(value)!) === value;

const STEP: Record<Direction, GridPosition> = { N: { col: 0, row: -1 }, S: { col: 0, row: 1 }, E: { col: 1, row: 0 }, W: { col: -1, row: 0 } };

/** The grid position one step away (north is row − 1), whether or not a square exists there. */
export function stepFrom(position: GridPosition, direction: Direction): GridPosition {
  const step = STEP[direction];
  return { col: position.col + step.col, row: position.row + step.row };
}

/** GEN-2: two squares are orthogonal neighbours when exactly one coordinate differs, by one. */
export function areOrthogonalNeighbours(a: SquareRef, b: SquareRef): boolean {
  const pa = parseRef(a);
  const pb = parseRef(b);
  if (!pa || !pb) return false;
  return Math.abs(pa.col - pb.col) + Math.abs(pa.row - pb.row) === 1;
}

/** Row-major order (north to south, then west to east): the canonical order of squares. */
export function compareRefs(a: SquareRef, b: SquareRef): number {
  const pa = parseRef(a);
  const pb = parseRef(b);
  if (!pa || !pb) return a < b ? -1 : a > b ? 1 : 0;
  return pa.row - pb.row || pa.col - pb.col;
}

/** The edge key of a pair, order-free: `B3|B4` for both (B3, B4) and (B4, B3). */
export function edgeKey(a: SquareRef, b: SquareRef): string {
  return compareRefs(a, b) <= 0 ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * TWO-1: a square as the players say it at the table: `B3`, and with its map's letter (`A:B3`)
 * only when the memory has two maps, where `B3` alone would be ambiguous.
 */
export function squareName(twoSides: boolean, side: string | null, square: SquareRef): string {
  return twoSides && side !== null ? `${side}:${square}` : square;
}
