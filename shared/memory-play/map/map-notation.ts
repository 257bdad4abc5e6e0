/**
 * The text form of a memory map: what a group types, reads, pastes into a message or a forum
 * post, and pastes back into the app. `formatMap` writes it, `parseMap` reads it; reading what
 * was written gives the same map back (`parseMap(formatMap(m))` equals `canonicalMap(m)`).
 *
 * ## Format
 *
 * ```text
 * # A line starting with # is a comment. Blank lines are ignored.
 * memory 0.1
 * title The villa at night
 *
 * side A 5x4
 *    A    B    C    D    E
 * 1  s1   s1 | m2   m2   .
 *    .    -    .    .    .
 * 2  s1   s1   m2   m2   r3
 *    .    .    .    H    .
 * 3  r4 H s5   s5 H r6   r6
 * 4  .    s5   s5   r6   r6
 * tile 5 tower
 * hide C4 haystack
 * tower B3 C3 B4 C4 foot C4
 * chest B1
 * travel B4
 * triangle A3 leave
 * entrance A E3 E4
 * entrance B C1 D1
 * objective D2 cost 2 xp 3 mandatory "the letter"
 * objective A3 cost 1 xp ? optional escort
 * restricted D1
 * rule B2 1
 * guard C3 crossbowman x2
 * guard D2 crossbowman x2 on-base
 * guard E2 agile
 * boss D4 "Pitigliano"
 * ally A3 "Leonardo"
 * machine B4 "Flying machine"
 * assassins B4
 * ```
 *
 * - `memory ID` (required) and `title TEXT` (optional) come first.
 * - `side A WxH` starts a map, W columns by H rows (at most 30×30); a second map is `side B`
 *   (two maps side by side, TWO-1).
 * - The grid: one line per row, starting with its number, north first. Columns are A, B, C…
 *   from the west; the line of column letters is optional. Each cell is a kind letter and
 *   its tile number, or `.` for no square:
 *   `s` street, `r` roof, `m` room, `c` canal, `v` river, `p` pond, `g` land (Apocalypse
 *   open ground). `^` after a cell puts it at roof level, `_` at ground level, when that
 *   differs from its kind (MOV-11: roofs are roof level, everything else ground).
 *   All cells with the same tile number form one tile: 1 square, 2×2, or 2×3/3×2 (SET-2).
 * - Between two cells of a row: `|` a wall (MAP-WAL-1), `H` a ladder (MAP-ROOF-2), nothing
 *   when open. Under a row, an optional edge line gives, per column, the edge with the cell
 *   below: `.` open, `-` wall, `H` ladder.
 * - The legend, one item per line, square names like `B3`:
 *   `tile N KIND` a tile whose type is not its first square's (e.g. `tower`);
 *   `hide SQ KIND` hiding spot: haystack, cart, rooftop-garden, tree, pond, tall-grass (MAP-HID-1);
 *   `tower SQ SQ SQ SQ foot SQ`, `naga SQ SQ SQ SQ [foot SQ]` (MAP-TWR, NAGA-1);
 *   `chest SQ` (MAP-CHS-1); `travel SQ` fast travel station; `triangle SQ [leave]` (ENT-1,
 *   `leave` = red centre, leaving only); `entrance L SQ…` token A–D and the squares it touches
 *   (REI-3/4); `objective SQ cost N xp N|? mandatory|optional [escort] ["label"]`;
 *   `restricted SQ` (RST-1); `rule SQ N` numbered rule token (GEN-7);
 *   `guard SQ TYPE [xN] [on-base]` (`on-base`: on the spaces of the square's objective
 *   base, MOV-6, MOV-9d); `boss SQ "name"`; `ally SQ "name"`; `machine SQ "name"`;
 *   `assassins SQ` where the assassins enter.
 *   Names are in double quotes; write `\"` for a quote and `\\` for a backslash.
 *
 * Errors name the line and column. Input over 200 KB or a side over 30×30 is refused.
 */
import type {
  EdgeKind,
  HidingSpotKind,
  MapEdge,
  MapFeature,
  MapSide,
  MapSquare,
  MapTile,
  MemoryMap,
  SideId,
  SquareKind,
  SquareRef,
  StartingMiniature,
  TileKind,
} from './map-types.js';
import { ENTRANCE_LETTERS, HIDING_SPOT_KINDS, MAX_SIDE_HEIGHT, MAX_SIDE_WIDTH, SQUARE_KINDS, TILE_KINDS, defaultLevel } from './map-types.js';
import { canonicalSide, compareEdges } from './canonical-map.js';
import { MAP_DATA_RULES, mapProblem, type MapProblem } from './map-problem.js';
import { validateMap } from './map-validation.js';
import { columnLetters, parseRef, toRef } from './square-ref.js';

/** MOV-6, MOV-9d: the word after a guard line's count that puts the guards on the objective base. */
const ON_BASE = 'on-base';

/** Largest text accepted (a 30×30 map with a long legend is far below it). */
export const MAX_MAP_TEXT_BYTES = 200 * 1024;
const MAX_LINE_LENGTH = 2000;
/** Stop collecting after this many problems: a pasted novel should not produce 10 000 lines of errors. */
const MAX_PROBLEMS = 50;

export const KIND_LETTERS: Record<SquareKind, string> = { street: 's', roof: 'r', room: 'm', canal: 'c', river: 'v', pond: 'p', land: 'g' };
const KIND_BY_LETTER = new Map<string, SquareKind>(SQUARE_KINDS.map((kind) => [KIND_LETTERS[kind], kind]));

export type ParseMapResult = { ok: true; map: MemoryMap } | { ok: false; problems: MapProblem[] };

// ---------------------------------------------------------------------------------------------
// Writing

export function formatMap(map: MemoryMap): string {
  const lines = [`memory ${map.memoryId}`];
  if (map.title !== undefined) lines.push(`title ${map.title}`);
  for (const side of map.sides) lines.push('', ...formatSide(canonicalSide(side)));
  return `${lines.join('\n')}\n`;
}

function cellToken(square: MapSquare | undefined): string {
  if (!square) return '.';
  const marker = square.level === defaultLevel(square.kind) ? '' : square.level === 'roof' ? '^' : '_';
  return `${KIND_LETTERS[square.kind]}${square.tileId}${marker}`;
}

function formatSide(side: MapSide): string[] {
  const squares = new Map(side.squares.map((square) => [square.ref, square]));
  const edges = new Map(side.edges.map((edge) => [`${edge.a}|${edge.b}`, edge.kind]));
  const tokens: string[][] = [];
  for (let row = 1; row <= side.height; row++) {
    const cells: string[] = [];
    for (let col = 1; col <= side.width; col++) cells.push(cellToken(squares.get(toRef({ col, row }))));
    tokens.push(cells);
  }
  const letters = Array.from({ length: side.width }, (_, i) => columnLetters(i + 1));
  const cellWidth = Math.max(...tokens.flat().map((t) => t.length), ...letters.map((l) => l.length));
  const labelWidth = String(side.height).length;
  const pad = (text: string): string => text.padEnd(cellWidth);
  const blank = ' '.repeat(labelWidth);
  const lines = [`side ${side.id} ${side.width}x${side.height}`, `${blank}  ${letters.map(pad).join('   ')}`.trimEnd()];
  const edgeMark = (a: SquareRef, b: SquareRef, wall: string): string => {
    const kind = edges.get(`${a}|${b}`);
    if (kind === 'wall') return wall;
    if (kind === 'ladder') return 'H';
    return wall === '|' ? ' ' : '.';
  };
  for (let row = 1; row <= side.height; row++) {
    let line = `${String(row).padStart(labelWidth)}  `;
    for (let col = 1; col <= side.width; col++) {
      if (col > 1) line += ` ${edgeMark(toRef({ col: col - 1, row }), toRef({ col, row }), '|')} `;
      line += pad(tokens[row - 1]![col - 1]!);
    }
    lines.push(line.trimEnd());
    if (row < side.height) {
      const marks = Array.from({ length: side.width }, (_, i) => edgeMark(toRef({ col: i + 1, row }), toRef({ col: i + 1, row: row + 1 }), '-'));
      if (marks.some((mark) => mark !== '.')) lines.push(`${blank}  ${marks.map(pad).join('   ')}`.trimEnd());
    }
  }
  for (const tile of side.tiles) {
    const first = squares.get(tile.squares[0] ?? '');
    if (!first || first.kind !== tile.kind) lines.push(`tile ${tile.id} ${tile.kind}`);
  }
  for (const feature of side.features) lines.push(formatFeature(feature));
  for (const miniature of side.miniatures) lines.push(formatMiniature(miniature));
  return lines;
}

const quote = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function formatFeature(feature: MapFeature): string {
  switch (feature.type) {
    case 'hiding-spot':
      return `hide ${feature.square} ${feature.kind}`;
    case 'tower':
      return `${feature.variant} ${feature.squares.join(' ')}${feature.foot === null ? '' : ` foot ${feature.foot}`}`;
    case 'chest':
      return `chest ${feature.square}`;
    case 'fast-travel':
      return `travel ${feature.square}`;
    case 'triangle':
      return `triangle ${feature.square}${feature.leaveOnly ? ' leave' : ''}`;
    case 'entrance':
      return `entrance ${feature.letter} ${feature.touches.join(' ')}`;
    case 'objective':
      return [
        `objective ${feature.square} cost ${feature.cost} xp ${feature.xp === null ? '?' : feature.xp} ${feature.mandatory ? 'mandatory' : 'optional'}`,
        feature.escort ? ' escort' : '',
        feature.label !== undefined ? ` ${quote(feature.label)}` : '',
      ].join('');
    case 'restricted':
      return `restricted ${feature.square}`;
    case 'rule-token':
      return `rule ${feature.square} ${feature.number}`;
  }
}

function formatMiniature(miniature: StartingMiniature): string {
  switch (miniature.type) {
    case 'guard':
      return `guard ${miniature.square} ${miniature.guardType}${miniature.count === 1 ? '' : ` x${miniature.count}`}${miniature.onObjectiveBase ? ' on-base' : ''}`;
    case 'boss':
    case 'ally':
    case 'machine':
      return `${miniature.type} ${miniature.square} ${quote(miniature.name)}`;
    case 'assassins':
      return `assassins ${miniature.square}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading

interface Token {
  text: string;
  /** 1-based column of the token's first character. */
  column: number;
  /** True for a "quoted" name (its text unescaped). */
  quoted: boolean;
}

class NotationError extends Error {
  constructor(
    readonly column: number,
    readonly detail: string,
    readonly found?: string,
  ) {
    super(detail);
  }
}

/** Where each parsed thing came from, so a validation problem can name its line. */
interface SideDraft {
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

const tokenizeGrid = (line: string): Token[] => [...line.matchAll(/\||[^\s|]+/g)].map((m) => ({ text: m[0], column: m.index + 1, quoted: false }));

function tokenizeLegend(line: string): Token[] {
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

const shown = (text: string): string => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

export function parseMap(text: unknown): ParseMapResult {
  if (typeof text !== 'string') {
    return { ok: false, problems: [mapProblem({ rule: MAP_DATA_RULES.text, message: 'A text map is plain text.', line: 1, params: {} })] };
  }
  // Checked in characters first so a huge paste is refused before it is encoded.
  if (text.length > MAX_MAP_TEXT_BYTES || new TextEncoder().encode(text).length > MAX_MAP_TEXT_BYTES) {
    return {
      ok: false,
      problems: [mapProblem({ rule: MAP_DATA_RULES.size, message: `A text map is at most ${MAX_MAP_TEXT_BYTES / 1024} KB.`, params: { maxKb: MAX_MAP_TEXT_BYTES / 1024 } })],
    };
  }
  return new MapReader(text).read();
}

class MapReader {
  private readonly problems: MapProblem[] = [];
  private memoryId: string | null = null;
  private memoryLine = 1;
  private title: string | undefined;
  private readonly sides: SideDraft[] = [];
  private lineNumber = 0;
  /** After a broken `side` line, its grid and legend would only repeat the same error: skip to the next `side`. */
  private skippingSide = false;

  constructor(private readonly text: string) {}

  read(): ParseMapResult {
    const lines = this.text.split(/\r\n|\n|\r/);
    for (let i = 0; i < lines.length && this.problems.length < MAX_PROBLEMS; i++) {
      this.lineNumber = i + 1;
      const line = lines[i]!;
      if (line.length > MAX_LINE_LENGTH) {
        this.fail(1, `A line is at most ${MAX_LINE_LENGTH} characters.`);
        continue;
      }
      const trimmed = line.trim();
      if (trimmed === '' || trimmed.startsWith('#')) continue;
      try {
        this.readLine(line);
      } catch (error) {
        if (!(error instanceof NotationError)) throw error;
        this.fail(error.column, error.detail, error.found);
      }
    }
    if (this.problems.length === 0) this.checkComplete();
    if (this.problems.length > 0) return { ok: false, problems: this.problems };
    return this.build();
  }

  private fail(column: number, detail: string, found?: string): void {
    const params: Record<string, string> = found === undefined ? {} : { found: shown(found) };
    this.problems.push(mapProblem({ rule: MAP_DATA_RULES.text, message: detail, line: this.lineNumber, column, params }));
  }

  private readLine(line: string): void {
    const firstWord = /^\s*(\S+)/.exec(line)![1]!;
    const column = line.indexOf(firstWord) + 1;
    if (firstWord === 'memory' || firstWord === 'title') {
      if (this.sides.length > 0) throw new NotationError(column, `"${firstWord}" goes at the top, before the first side.`, firstWord);
      const rest = line.slice(column - 1 + firstWord.length).trim();
      if (firstWord === 'title') {
        if (this.title !== undefined) throw new NotationError(column, 'The title is given twice.');
        if (rest === '') throw new NotationError(column, 'Write the title after "title", or leave the line out.');
        this.title = rest;
        return;
      }
      if (this.memoryId !== null) throw new NotationError(column, 'The memory id is given twice.');
      if (rest === '' || /\s/.test(rest)) throw new NotationError(column + firstWord.length + 1, 'Write the memory id after "memory", e.g. "memory 0.1".', rest);
      this.memoryId = rest;
      this.memoryLine = this.lineNumber;
      return;
    }
    if (firstWord === 'side') {
      this.skippingSide = true;
      this.readSideHeader(line);
      this.skippingSide = false;
      return;
    }
    if (this.skippingSide) return;
    const side = this.sides.at(-1);
    if (!side) throw new NotationError(column, 'Start a map with "side A WIDTHxHEIGHT" (after "memory ID").', firstWord);
    if (/^[0-9]+$/.test(firstWord)) return this.readRow(side, line);
    const gridTokens = tokenizeGrid(line);
    if (gridTokens.every((t) => t.text === '.' || t.text === '-' || t.text === 'H')) return this.readEdgeLine(side, gridTokens);
    if (firstWord === 'A') return this.readColumnLetters(side, gridTokens);
    this.readLegend(side, tokenizeLegend(line));
  }

  private readSideHeader(line: string): void {
    const tokens = tokenizeLegend(line);
    const id = tokens[1];
    const size = tokens[2];
    const expected: SideId = this.sides.length === 0 ? 'A' : 'B';
    if (this.sides.length >= 2) throw new NotationError(tokens[0]!.column, 'A memory has at most two maps, side A and side B (TWO-1).');
    if (!id || id.text !== expected) throw new NotationError(id?.column ?? line.length + 1, `Expected "side ${expected}" here (TWO-1: side A, then side B).`, id?.text);
    const match = size ? /^([0-9]{1,3})x([0-9]{1,3})$/i.exec(size.text) : null;
    if (!size || !match) throw new NotationError(size?.column ?? line.length + 1, 'Give the size as WIDTHxHEIGHT, e.g. "side A 6x6".', size?.text);
    const width = Number(match[1]);
    const height = Number(match[2]);
    if (width < 1 || height < 1 || width > MAX_SIDE_WIDTH || height > MAX_SIDE_HEIGHT) {
      throw new NotationError(size.column, `A map is 1–${MAX_SIDE_WIDTH} squares wide and 1–${MAX_SIDE_HEIGHT} high.`, size.text);
    }
    if (tokens.length > 3) throw new NotationError(tokens[3]!.column, 'Nothing goes after the size on a "side" line.', tokens[3]!.text);
    this.sides.push({
      id: expected,
      width,
      height,
      headerLine: this.lineNumber,
      cellAt: new Map(),
      squares: [],
      edges: [],
      tileKinds: new Map(),
      features: [],
      featureLines: [],
      miniatures: [],
      miniatureLines: [],
      rowsSeen: 0,
      lastRow: null,
      edgeLineAfter: new Set(),
    });
  }

  private readColumnLetters(side: SideDraft, tokens: Token[]): void {
    tokens.forEach((token, index) => {
      const expected = columnLetters(index + 1);
      if (index >= side.width) throw new NotationError(token.column, `Side ${side.id} is ${side.width} columns wide.`, token.text);
      if (token.text !== expected) throw new NotationError(token.column, `Expected column letter ${expected}.`, token.text);
    });
  }

  private readRow(side: SideDraft, line: string): void {
    const tokens = tokenizeGrid(line);
    const label = tokens[0]!;
    const row = Number(label.text);
    const expected = side.rowsSeen + 1;
    if (side.rowsSeen >= side.height) throw new NotationError(label.column, `Side ${side.id} has ${side.height} rows; this is one too many.`, label.text);
    if (row !== expected) throw new NotationError(label.column, `Expected row ${expected} here (rows go 1, 2, 3… from the north).`, label.text);
    let col = 0;
    let pending: Token | null = null;
    let previous: MapSquare | null = null;
    for (const token of tokens.slice(1)) {
      if (token.text === '|' || token.text === 'H') {
        if (col === 0) throw new NotationError(token.column, 'A wall or ladder stands between two cells, not before the first.', token.text);
        if (pending) throw new NotationError(token.column, 'Only one wall or ladder fits between two cells.', token.text);
        pending = token;
        continue;
      }
      col++;
      if (col > side.width) throw new NotationError(token.column, `Side ${side.id} is ${side.width} columns wide; this row has more cells.`, token.text);
      const ref = toRef({ col, row });
      side.cellAt.set(ref, { line: this.lineNumber, column: token.column });
      const square = this.readCell(token, ref);
      if (pending) {
        const west = toRef({ col: col - 1, row });
        if (!previous || !square) throw new NotationError(pending.column, `A ${pending.text === '|' ? 'wall' : 'ladder'} needs a square on both sides (${west}–${ref}).`, pending.text);
        side.edges.push({ a: west, b: ref, kind: pending.text === '|' ? 'wall' : 'ladder' });
      }
      if (square) side.squares.push(square);
      previous = square;
      pending = null;
    }
    if (pending) throw new NotationError(pending.column, 'A wall or ladder stands between two cells, not after the last.', pending.text);
    if (col < side.width) throw new NotationError(line.length + 1, `Side ${side.id} is ${side.width} columns wide; this row has ${col} cells (write . for no square).`);
    side.rowsSeen = row;
    side.lastRow = row;
  }

  private readCell(token: Token, ref: SquareRef): MapSquare | null {
    if (token.text === '.') return null;
    const match = /^([a-zA-Z])([1-9][0-9]{0,2})([\^_]?)$/.exec(token.text);
    const kind = match ? KIND_BY_LETTER.get(match[1]!.toLowerCase()) : undefined;
    if (!match || !kind) {
      throw new NotationError(token.column, 'A cell is a kind letter (s r m c v p g) and a tile number, e.g. s1, or . for no square.', token.text);
    }
    const level = match[3] === '^' ? 'roof' : match[3] === '_' ? 'ground' : defaultLevel(kind);
    return { ref, kind, level, tileId: match[2]! };
  }

  private readEdgeLine(side: SideDraft, tokens: Token[]): void {
    const row = side.lastRow;
    if (row === null || side.edgeLineAfter.has(row)) {
      throw new NotationError(tokens[0]!.column, 'An edge line (. - H) goes right under a row of the grid, once.', tokens[0]!.text);
    }
    if (row >= side.height) throw new NotationError(tokens[0]!.column, `Row ${row} is the last row: no edge line under it.`, tokens[0]!.text);
    if (tokens.length !== side.width) {
      throw new NotationError(tokens[Math.min(tokens.length, side.width)]?.column ?? tokens.at(-1)!.column + 1, `An edge line has one mark per column (${side.width}): . open, - wall, H ladder.`);
    }
    const existing = new Set(side.squares.map((square) => square.ref));
    tokens.forEach((token, index) => {
      if (token.text === '.') return;
      const kind: EdgeKind = token.text === '-' ? 'wall' : 'ladder';
      const north = toRef({ col: index + 1, row });
      const south = toRef({ col: index + 1, row: row + 1 });
      // The row below is not read yet; remember where the mark stands and check it once it is.
      if (!existing.has(north)) throw new NotationError(token.column, `A ${kind} needs a square on both sides (${north}–${south}).`, token.text);
      this.pendingVerticalEdges.push({ side, edge: { a: north, b: south, kind }, line: this.lineNumber, column: token.column });
    });
    side.edgeLineAfter.add(row);
  }

  private readonly pendingVerticalEdges: { side: SideDraft; edge: MapEdge; line: number; column: number }[] = [];

  private readLegend(side: SideDraft, tokens: Token[]): void {
    side.lastRow = null;
    const keyword = tokens[0]!;
    const args = tokens.slice(1);
    const square = (index: number): SquareRef => this.squareArg(args, index, keyword);
    const noMore = (count: number): void => {
      const extra = args[count];
      if (extra) throw new NotationError(extra.column, `Nothing more goes on a "${keyword.text}" line.`, extra.text);
    };
    const feature = (value: MapFeature): void => {
      side.features.push(value);
      side.featureLines.push(this.lineNumber);
    };
    const miniature = (value: StartingMiniature): void => {
      side.miniatures.push(value);
      side.miniatureLines.push(this.lineNumber);
    };
    switch (keyword.text) {
      case 'tile': {
        const id = args[0];
        const kind = args[1];
        if (!id || !/^[1-9][0-9]{0,2}$/.test(id.text)) throw new NotationError(id?.column ?? keyword.column, 'Write the tile number after "tile", e.g. "tile 3 tower".', id?.text);
        if (!kind || !(TILE_KINDS as readonly string[]).includes(kind.text)) {
          throw new NotationError(kind?.column ?? id.column, `A tile type is one of: ${TILE_KINDS.join(', ')}.`, kind?.text);
        }
        if (side.tileKinds.has(id.text)) throw new NotationError(id.column, `Tile ${id.text}'s type is given twice.`, id.text);
        noMore(2);
        side.tileKinds.set(id.text, { kind: kind.text as TileKind, line: this.lineNumber, column: id.column });
        return;
      }
      case 'hide': {
        const ref = square(0);
        const kind = args[1];
        if (!kind || !(HIDING_SPOT_KINDS as readonly string[]).includes(kind.text)) {
          throw new NotationError(kind?.column ?? keyword.column, `A hiding spot is one of: ${HIDING_SPOT_KINDS.join(', ')} (MAP-HID-1).`, kind?.text);
        }
        noMore(2);
        return feature({ type: 'hiding-spot', square: ref, kind: kind.text as HidingSpotKind });
      }
      case 'tower':
      case 'naga': {
        const squares = [square(0), square(1), square(2), square(3)];
        let foot: SquareRef | null = null;
        if (args[4]) {
          if (args[4].text !== 'foot') throw new NotationError(args[4].column, `After the 4 squares write "foot SQUARE" (the hiding spot at the foot).`, args[4].text);
          foot = square(5);
          noMore(6);
        }
        return feature({ type: 'tower', variant: keyword.text, squares, foot });
      }
      case 'chest':
      case 'travel':
      case 'restricted': {
        const ref = square(0);
        noMore(1);
        if (keyword.text === 'travel') return feature({ type: 'fast-travel', square: ref });
        return feature({ type: keyword.text === 'chest' ? 'chest' : 'restricted', square: ref });
      }
      case 'triangle': {
        const ref = square(0);
        const leave = args[1];
        if (leave && leave.text !== 'leave') throw new NotationError(leave.column, 'After the square only "leave" may follow (a red-centred triangle, ENT-1).', leave.text);
        noMore(leave ? 2 : 1);
        return feature({ type: 'triangle', square: ref, leaveOnly: leave !== undefined });
      }
      case 'entrance': {
        const letter = args[0];
        if (!letter || !(ENTRANCE_LETTERS as readonly string[]).includes(letter.text)) {
          throw new NotationError(letter?.column ?? keyword.column, 'Entrance tokens are lettered A, B, C or D (REI-2).', letter?.text);
        }
        if (args.length < 2) throw new NotationError(keyword.column, `List the squares entrance ${letter.text} touches (REI-3).`);
        const touches = args.slice(1).map((_, index) => square(index + 1));
        return feature({ type: 'entrance', letter: letter.text as (typeof ENTRANCE_LETTERS)[number], touches });
      }
      case 'objective':
        return feature(this.readObjective(args, square(0), keyword));
      case 'rule': {
        const ref = square(0);
        const number = args[1];
        if (!number || !/^[0-9]{1,3}$/.test(number.text)) throw new NotationError(number?.column ?? keyword.column, 'Write the token number after the square, e.g. "rule B2 1" (GEN-7).', number?.text);
        noMore(2);
        return feature({ type: 'rule-token', square: ref, number: Number(number.text) });
      }
      case 'guard': {
        const ref = square(0);
        const type = args[1];
        if (!type || type.quoted || !/^[a-z][a-z0-9-]{0,23}$/.test(type.text)) {
          throw new NotationError(type?.column ?? keyword.column, 'Write the guard type after the square, e.g. "guard C3 crossbowman x2".', type?.text);
        }
        let count = 1;
        let next = 2;
        const countArg = args[next];
        if (countArg && !countArg.quoted && countArg.text !== ON_BASE) {
          const match = /^x([0-9]{1,2})$/.exec(countArg.text);
          if (!match) throw new NotationError(countArg.column, `Write how many as x2, x3…, then "${ON_BASE}" for guards on the objective base.`, countArg.text);
          count = Number(match[1]);
          next += 1;
        }
        const onBase = args[next];
        if (onBase && (onBase.quoted || onBase.text !== ON_BASE)) throw new NotationError(onBase.column, `After the count only "${ON_BASE}" may follow (guards on the objective base).`, onBase.text);
        if (onBase) next += 1;
        noMore(next);
        return miniature({ type: 'guard', square: ref, guardType: type.text, count, ...(onBase ? { onObjectiveBase: true as const } : {}) });
      }
      case 'boss':
      case 'ally':
      case 'machine': {
        const ref = square(0);
        const name = args[1];
        if (!name || !name.quoted) throw new NotationError(name?.column ?? keyword.column, `Write the ${keyword.text}'s name in double quotes, e.g. ${keyword.text} ${ref} "Name".`, name?.text);
        noMore(2);
        return miniature({ type: keyword.text, square: ref, name: name.text });
      }
      case 'assassins': {
        const ref = square(0);
        noMore(1);
        return miniature({ type: 'assassins', square: ref });
      }
      default:
        throw new NotationError(
          keyword.column,
          'Unknown line: expected a row (starting with its number), an edge line (. - H) or a legend item (tile, hide, tower, naga, chest, travel, triangle, entrance, objective, restricted, rule, guard, boss, ally, machine, assassins).',
          keyword.text,
        );
    }
  }

  private squareArg(args: Token[], index: number, keyword: Token): SquareRef {
    const token = args[index];
    if (!token) throw new NotationError(args.at(-1) ? args.at(-1)!.column + args.at(-1)!.text.length + 1 : keyword.column + keyword.text.length + 1, `"${keyword.text}" needs a square here, e.g. B3.`);
    const position = token.quoted ? null : parseRef(token.text);
    if (!position) throw new NotationError(token.column, 'Expected a square name: column letter and row number, e.g. B3.', token.text);
    return toRef(position);
  }

  private readObjective(args: Token[], square: SquareRef, keyword: Token): MapFeature {
    let cost: number | null = null;
    let xp: number | null | undefined;
    let mandatory: boolean | null = null;
    let escort = false;
    let label: string | undefined;
    for (let i = 1; i < args.length; i++) {
      const token = args[i]!;
      if (token.quoted) {
        if (label !== undefined) throw new NotationError(token.column, 'An objective has one label.', token.text);
        label = token.text;
      } else if (token.text === 'cost' || token.text === 'xp') {
        const value = args[++i];
        const valid = value && !value.quoted && (/^[0-9]{1,2}$/.test(value.text) || (token.text === 'xp' && value.text === '?'));
        if (!valid) throw new NotationError(value?.column ?? token.column, token.text === 'cost' ? 'Write the cost as 1, 2 or 3 (ACT-OBJ-1).' : 'Write the XP as a number, or ? when unknown.', value?.text);
        if (token.text === 'cost') cost = Number(value.text);
        else xp = value.text === '?' ? null : Number(value.text);
      } else if (token.text === 'mandatory' || token.text === 'optional') {
        mandatory = token.text === 'mandatory';
      } else if (token.text === 'escort') {
        escort = true;
      } else {
        throw new NotationError(token.column, 'An objective takes: cost N, xp N or ?, mandatory or optional, escort, and a "label".', token.text);
      }
    }
    if (cost === null) throw new NotationError(keyword.column, 'Give the objective\'s cost, e.g. "cost 2" (ACT-OBJ-1).');
    if (mandatory === null) throw new NotationError(keyword.column, 'Say whether the objective is mandatory or optional.');
    const objective: MapFeature = { type: 'objective', square, cost, xp: xp ?? null, mandatory, escort };
    if (label !== undefined) objective.label = label;
    return objective;
  }

  private checkComplete(): void {
    this.lineNumber = 1;
    if (this.memoryId === null) this.fail(1, 'The text starts with "memory ID", e.g. "memory 0.1".');
    if (this.sides.length === 0) this.fail(1, 'The map has no "side A WIDTHxHEIGHT" line.');
    for (const side of this.sides) {
      if (side.rowsSeen < side.height) {
        this.lineNumber = side.headerLine;
        this.fail(1, `Side ${side.id} has ${side.height} rows; only ${side.rowsSeen} are given.`);
      }
      for (const [id, entry] of side.tileKinds) {
        if (!side.squares.some((square) => square.tileId === id)) {
          this.lineNumber = entry.line;
          this.fail(entry.column, `No cell of side ${side.id} belongs to tile ${id}.`, id);
        }
      }
    }
    for (const pending of this.pendingVerticalEdges) {
      if (!pending.side.squares.some((square) => square.ref === pending.edge.b)) {
        this.lineNumber = pending.line;
        this.fail(pending.column, `A ${pending.edge.kind} needs a square on both sides (${pending.edge.a}–${pending.edge.b}).`, pending.edge.kind === 'wall' ? '-' : 'H');
      }
    }
  }

  private build(): ParseMapResult {
    for (const pending of this.pendingVerticalEdges) pending.side.edges.push(pending.edge);
    const sides = this.sides.map((draft) => buildSide(draft));
    const map: MemoryMap = { memoryId: this.memoryId!, sides };
    if (this.title !== undefined) map.title = this.title;
    const problems = validateMap(map);
    if (problems.length === 0) return { ok: true, map };
    return { ok: false, problems: problems.map((problem) => this.locate(problem)) };
  }

  /** Gives a validation problem the line (and column) of what it names. */
  private locate(problem: MapProblem): MapProblem {
    const draft = this.sides.find((side) => side.id === problem.side);
    let line = this.memoryLine;
    let column: number | undefined;
    if (draft) {
      line = draft.headerLine;
      const cell = problem.squares[0] !== undefined ? draft.cellAt.get(problem.squares[0]) : undefined;
      if (problem.item) {
        line = (problem.item.list === 'features' ? draft.featureLines : draft.miniatureLines)[problem.item.index] ?? line;
      } else if (cell) {
        line = cell.line;
        column = cell.column;
      }
    }
    const located = mapProblem({
      rule: problem.rule,
      message: '',
      squares: problem.squares,
      params: problem.params,
      line,
      ...(problem.side !== undefined ? { side: problem.side } : {}),
      ...(problem.item !== undefined ? { item: problem.item } : {}),
      ...(column !== undefined ? { column } : {}),
    });
    return { ...located, message: `${located.field}: ${problem.message}` };
  }
}

function buildSide(draft: SideDraft): MapSide {
  const byTile = new Map<string, SquareRef[]>();
  for (const square of draft.squares) {
    const list = byTile.get(square.tileId);
    if (list) list.push(square.ref);
    else byTile.set(square.tileId, [square.ref]);
  }
  const kindOf = new Map(draft.squares.map((square) => [square.ref, square.kind]));
  const tiles: MapTile[] = [...byTile].map(([id, squares]) => ({ id, kind: draft.tileKinds.get(id)?.kind ?? kindOf.get(squares[0]!)!, squares }));
  return canonicalSide({
    id: draft.id,
    width: draft.width,
    height: draft.height,
    squares: draft.squares,
    tiles,
    edges: [...draft.edges].sort(compareEdges),
    features: draft.features,
    miniatures: draft.miniatures,
  });
}
