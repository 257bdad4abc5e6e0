import type { Refusal, RefusalParam } from '../../ipc/refusal.js';
import type { SideId, SquareRef } from './map-types.js';

/**
 * A problem found in a map: a `Refusal` (rule id + params, worded by the renderer) that also
 * names the squares at fault, and, for a map read from text, the line and column.
 *
 * Most problems cite a game rule (SET-2, MAP-ROOF-2, CAP-1…). Problems that break no game rule
 * but make the data unusable cite the app's own ids below, so the renderer can word them too.
 */
export const MAP_DATA_RULES = {
  /** A name that is not a square of the side (malformed, outside the grid, or an empty cell). */
  square: 'MAP-SQUARE',
  /** The same square, tile, edge or token given twice. */
  duplicate: 'MAP-DUPLICATE',
  /** Grid or input larger than the app accepts, or an empty grid. */
  size: 'MAP-SIZE',
  /** A text map that does not follow the notation (`map-notation.ts`). */
  text: 'MAP-TEXT',
  /** A name, label, memory id or number outside what the app stores. */
  value: 'MAP-VALUE',
} as const;

export interface MapProblem extends Refusal {
  /** The side at fault, when the problem is within one. */
  side?: SideId;
  /** The squares at fault, row-major; empty when the problem is not about squares. */
  squares: SquareRef[];
  /** Where a problem in a side's feature or miniature list points (so a text map can name its line). */
  item?: { list: 'features' | 'miniatures'; index: number };
  /** 1-based line and column of a text map. */
  line?: number;
  column?: number;
}

export interface ProblemInput {
  rule: string;
  message: string;
  side?: SideId;
  squares?: SquareRef[];
  params?: Record<string, RefusalParam>;
  item?: MapProblem['item'];
  line?: number;
  column?: number;
}

/**
 * Builds a problem. `field` is where it is: `line 4, column 9` for text, `A:B3` (side and first
 * square) for a square, `A:features.2` for a token; params always carry `side`, `square` and
 * `squares` when known so sentences can name them.
 */
export function mapProblem(input: ProblemInput): MapProblem {
  const squares = input.squares ?? [];
  const params: Record<string, RefusalParam> = { ...(input.params ?? {}) };
  if (input.side !== undefined) params.side = input.side;
  if (squares.length > 0) {
    params.square = squares[0]!;
    params.squares = squares.join('–');
  }
  if (input.line !== undefined) params.line = input.line;
  if (input.column !== undefined) params.column = input.column;
  const where = input.line !== undefined ? `line ${input.line}${input.column !== undefined ? `, column ${input.column}` : ''}: ` : '';
  const squaresText = squares.length > 0 ? `${input.side !== undefined ? `${input.side}:` : ''}${squares.join('–')}: ` : '';
  const problem: MapProblem = {
    rule: input.rule,
    params,
    message: `${where}${squaresText}${input.message} (${input.rule})`,
    squares,
  };
  const field = fieldOf(input, squares);
  if (field !== undefined) problem.field = field;
  if (input.side !== undefined) problem.side = input.side;
  if (input.item !== undefined) problem.item = input.item;
  if (input.line !== undefined) problem.line = input.line;
  if (input.column !== undefined) problem.column = input.column;
  return problem;
}

function fieldOf(input: ProblemInput, squares: SquareRef[]): string | undefined {
  if (input.line !== undefined) return input.column !== undefined ? `line ${input.line}, column ${input.column}` : `line ${input.line}`;
  const side = input.side !== undefined ? `${input.side}:` : '';
  if (input.item !== undefined) return `${side}${input.item.list}.${input.item.index}`;
  if (squares.length > 0) return `${side}${squares[0]}`;
  return input.side !== undefined ? input.side : undefined;
}
