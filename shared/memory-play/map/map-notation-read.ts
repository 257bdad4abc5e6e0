/**
 * Reading a memory map from text (the notation described in map-notation.ts): `parseMap` reads
 * the header, the grid of each side and its edge lines here, the legend lines in
 * map-notation-legend.ts, then validates the map and gives each problem the line it came from.
 */
import type { EdgeKind, MapEdge, MapSide, MapSquare, MapTile, MemoryMap, SideId, SquareRef } from './map-types.js';
import { GUARD_TYPE_PATTERN, KNOWN_GUARD_TYPES, MAX_SIDE_HEIGHT, MAX_SIDE_WIDTH, defaultLevel } from './map-types.js';
import { canonicalSide, compareEdges } from './canonical-map.js';
import { MAP_DATA_RULES, mapProblem, type MapProblem } from './map-problem.js';
import { readLegendLine, type UnknownGuardType } from './map-notation-legend.js';
import { KIND_BY_LETTER, NotationError, shown, tokenizeGrid, tokenizeLegend, type SideDraft, type Token } from './map-notation-lines.js';
import { validateMap } from './map-validation.js';
import { columnLetters, toRef } from './square-ref.js';

/** Largest text accepted (a 30×30 map with a long legend is far below it). */
export const MAX_MAP_TEXT_BYTES = 200 * 1024;
const MAX_LINE_LENGTH = 2000;
/** Stop collecting after this many problems: a pasted novel should not produce 10 000 lines of errors. */
const MAX_PROBLEMS = 50;

export type ParseMapResult = { ok: true; map: MemoryMap } | { ok: false; problems: MapProblem[] };

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

/** The number of single-letter edits from `a` to `b` (Levenshtein), to suggest the type a typo meant. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The known or declared type `typed` most likely meant: a prefix of it, or at most 2 edits away. */
export function suggestGuardType(typed: string, declared: Iterable<string> = []): string | null {
  let best: { type: string; distance: number } | null = null;
  for (const type of [...KNOWN_GUARD_TYPES, ...declared]) {
    const distance = type.startsWith(typed) || typed.startsWith(type) ? Math.min(1, editDistance(typed, type)) : editDistance(typed, type);
    if (distance <= 2 && (best === null || distance < best.distance)) best = { type, distance };
  }
  return best?.type ?? null;
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
  /** `guard-type` lines: the guard types declared on purpose. */
  private readonly declaredTypes = new Set<string>();
  /** Each `guard` line's type the app does not know, checked once every declaration is read. */
  private readonly unknownGuardTypes: UnknownGuardType[] = [];

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
    this.checkGuardTypes();
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
    if (firstWord === 'guard-type') return this.readGuardType(line, column);
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
    readLegendLine(side, tokenizeLegend(line), this.lineNumber, this.unknownGuardTypes);
  }

  /** `guard-type NAME`: a type the app does not know, declared on purpose (CF-CHR-15). */
  private readGuardType(line: string, column: number): void {
    const tokens = tokenizeLegend(line);
    const type = tokens[1];
    if (!type || type.quoted || !GUARD_TYPE_PATTERN.test(type.text)) {
      throw new NotationError(type?.column ?? column + 'guard-type'.length + 1, 'Write the new guard type after "guard-type" in lower case, e.g. "guard-type brute".', type?.text);
    }
    if (tokens[2]) throw new NotationError(tokens[2].column, 'Declare one guard type per "guard-type" line.', tokens[2].text);
    this.declaredTypes.add(type.text);
  }

  /** A guard type neither known nor declared is a typo: named where it stands, with the type it most likely meant. */
  private checkGuardTypes(): void {
    for (const unknown of this.unknownGuardTypes) {
      if (this.declaredTypes.has(unknown.type) || this.problems.length >= MAX_PROBLEMS) continue;
      const suggestion = suggestGuardType(unknown.type, this.declaredTypes);
      const declare = `A new guard type is declared on its own line: guard-type ${unknown.type}.`;
      const detail = suggestion === null ? `"${unknown.type}" is not a guard type the app knows. ${declare}` : `"${unknown.type}" is not a guard type the app knows: did you mean "${suggestion}"? ${declare}`;
      this.problems.push(
        mapProblem({
          rule: MAP_DATA_RULES.text,
          message: detail,
          line: unknown.line,
          column: unknown.column,
          params: { found: shown(unknown.type), guardType: unknown.type, ...(suggestion === null ? {} : { suggestion }) },
        }),
      );
    }
    this.problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
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
