/**
 * The text notation's words and tokens (map-notation.ts describes the format), shared by the
 * reader and the writer: the square kinds' letters, a line cut into tokens, the error a line
 * raises, and what the lines of one side have given so far.
 */
import type { MapEdge, MapFeature, MapSquare, SideId, SquareKind, SquareRef, StartingMiniature, TileKind } from './map-types.js';
import { KNOWN_GUARD_TYPES, SQUARE_KINDS } from './map-types.js';

/** MOV-6, MOV-9d: the word after a guard line's count that puts the guards on the objective base. */
export const ON_BASE = 'on-base';

export const KIND_LETTERS: Record<SquareKind, string> = { street: 's', roof: 'r', room: 'm', canal: 'c', river: 'v', pond: 'p', land: 'g' };
export const KIND_BY_LETTER = new Map<string, SquareKind>(SQUARE_KINDS.map((kind) => [KIND_LETTERS[kind], kind]));

export interface Token {
  text: string;
  /** 1-based column of the token's first character. */
  column: number;
  /** True for a "quoted" name (its text unescaped). */
  quoted: boolean;
}

export class NotationError extends Error {
  constructor(
    readonly column: number,
    readonly detail: string,
    readonly found?: string,
  ) {
    super(detail);
  }
}

/** Where each parsed thing came from, so a validation problem can name its line. */
export interface SideDraft {
  id: SideId;
  width: number;
  height: number;
  headerLine: number;
  /** Every cell (empty ones too): ref → line and column. */
  cellAt: Map<SquareRef, { line: number; column: number }>;
  squares: MapSquare[];
  edges: MapEdge[];
  tileKinds: Map<string, { kind: TileKind; line: number; column: number }>;
  features: MapFeature[];
  featureLines: number[];
  miniatures: StartingMiniature[];
  miniatureLines: number[];
  rowsSeen: number;
  /** Row of the last grid line, for an edge line right under it; null once the legend begins. */
  lastRow: number | null;
  edgeLineAfter: Set<number>;
}

export const tokenizeGrid = (line: string): Token[] => [...line.matchAll(/\||[^\s|]+/g)].map((m) => ({ text: m[0], column: m.index + 1, quoted: false }));

export function tokenizeLegend(line: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|(\S+)/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(line)) !== null) {
    if (match[1] !== undefined) tokens.push({ text: match[1].replace(/\\(.)/g, '$1'), column: match.index + 1, quoted: true });
    else if (match[2]!.startsWith('"')) throw new NotationError(match.index + 1, 'This name has no closing double quote.', match[2]);
    else tokens.push({ text: match[2]!, column: match.index + 1, quoted: false });
  }
  return tokens;
}

/** A token as a problem quotes it: long ones cut. */
export const shown = (text: string): string => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

/** CF-CHR-14: a guard type the app knows (any other must be declared with `guard-type`, CF-CHR-15). */
export const isKnownGuardType = (type: string): boolean => (KNOWN_GUARD_TYPES as readonly string[]).includes(type);
