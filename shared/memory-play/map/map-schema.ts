import { z } from 'zod';
import type { MemoryMap } from './map-types.js';
import {
  EDGE_KINDS,
  ENTRANCE_LETTERS,
  HIDING_SPOT_KINDS,
  LEVELS,
  MAX_FEATURES_PER_SIDE,
  MAX_MINIATURES_PER_SIDE,
  MAX_NAME_LENGTH,
  MAX_OBJECTIVE_XP,
  MAX_RULE_TOKEN_NUMBER,
  MAX_SIDE_HEIGHT,
  MAX_SIDE_WIDTH,
  MAX_TITLE_LENGTH,
  MEMORY_ID_PATTERN,
  OBJECTIVE_MAX_COST,
  OBJECTIVE_MIN_COST,
  SQUARE_ENEMY_CAPACITY,
  SQUARE_KINDS,
  TILE_ID_PATTERN,
  TILE_KINDS,
  GUARD_TYPE_PATTERN,
} from './map-types.js';
import { isSquareRef } from './square-ref.js';
import { validateMap } from './map-validation.js';

/**
 * The shape of a `MemoryMap` for data from outside the process (box-data import, IPC): strict
 * objects (no stray keys), bounded strings, numbers and lists, so a hostile file cannot make
 * the app allocate without limit. It checks shape only; `playableMemoryMapSchema` adds the
 * map rules of `validateMap` (tiles, walls, ladders, CAP-1…) with messages naming the squares.
 */

const MAX_SQUARES = MAX_SIDE_WIDTH * MAX_SIDE_HEIGHT;

const squareRef = z.string().max(3).refine(isSquareRef, { message: 'A square is a column letter and a row number, e.g. B3.' });
const name = z.string().min(1).max(MAX_NAME_LENGTH);

const mapSquare = z
  .object({
    ref: squareRef,
    kind: z.enum(SQUARE_KINDS),
    level: z.enum(LEVELS),
    tileId: z.string().regex(TILE_ID_PATTERN),
  })
  .strict();

const mapTile = z
  .object({
    id: z.string().regex(TILE_ID_PATTERN),
    kind: z.enum(TILE_KINDS),
    squares: z.array(squareRef).min(1).max(6),
  })
  .strict();

const mapEdge = z.object({ a: squareRef, b: squareRef, kind: z.enum(EDGE_KINDS) }).strict();

const onSquare = <T extends string>(type: T) => ({ type: z.literal(type), square: squareRef });

const mapFeature = z.discriminatedUnion('type', [
  z.object({ ...onSquare('hiding-spot'), kind: z.enum(HIDING_SPOT_KINDS) }).strict(),
  z
    .object({
      type: z.literal('tower'),
      variant: z.enum(['tower', 'naga']),
      squares: z.array(squareRef).length(4),
      foot: squareRef.nullable(),
    })
    .strict(),
  z.object(onSquare('chest')).strict(),
  z.object(onSquare('fast-travel')).strict(),
  z.object({ ...onSquare('triangle'), leaveOnly: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('entrance'),
      letter: z.enum(ENTRANCE_LETTERS),
      touches: z.array(squareRef).min(1).max(MAX_SIDE_WIDTH + MAX_SIDE_HEIGHT),
    })
    .strict(),
  z
    .object({
      ...onSquare('objective'),
      cost: z.number().int().min(OBJECTIVE_MIN_COST).max(OBJECTIVE_MAX_COST),
      xp: z.number().int().min(0).max(MAX_OBJECTIVE_XP).nullable(),
      mandatory: z.boolean(),
      escort: z.boolean(),
      label: name.optional(),
    })
    .strict(),
  z.object(onSquare('restricted')).strict(),
  z.object({ ...onSquare('rule-token'), number: z.number().int().min(1).max(MAX_RULE_TOKEN_NUMBER) }).strict(),
]);

const startingMiniature = z.discriminatedUnion('type', [
  z
    .object({
      ...onSquare('guard'),
      guardType: z.string().regex(GUARD_TYPE_PATTERN),
      count: z.number().int().min(1).max(SQUARE_ENEMY_CAPACITY),
      onObjectiveBase: z.literal(true).optional(),
    })
    .strict(),
  z.object({ ...onSquare('boss'), name }).strict(),
  z.object({ ...onSquare('ally'), name }).strict(),
  z.object({ ...onSquare('machine'), name }).strict(),
  z.object(onSquare('assassins')).strict(),
]);

const mapSide = z
  .object({
    id: z.enum(['A', 'B']),
    width: z.number().int().min(1).max(MAX_SIDE_WIDTH),
    height: z.number().int().min(1).max(MAX_SIDE_HEIGHT),
    squares: z.array(mapSquare).min(1).max(MAX_SQUARES),
    tiles: z.array(mapTile).min(1).max(MAX_SQUARES),
    edges: z.array(mapEdge).max(2 * MAX_SQUARES),
    features: z.array(mapFeature).max(MAX_FEATURES_PER_SIDE),
    miniatures: z.array(startingMiniature).max(MAX_MINIATURES_PER_SIDE),
  })
  .strict();

export const memoryMapSchema: z.ZodType<MemoryMap> = z
  .object({
    memoryId: z.string().regex(MEMORY_ID_PATTERN),
    title: z.string().min(1).max(MAX_TITLE_LENGTH).optional(),
    sides: z.array(mapSide).min(1).max(2),
  })
  .strict();

/**
 * A map fit to play: the shape, then every map rule. Each rule problem becomes an issue whose
 * message names the side, squares and rule (e.g. `A:B3–B4: … (MAP-ROOF-2)`) and whose path
 * points at the side.
 */
export const playableMemoryMapSchema: z.ZodType<MemoryMap> = memoryMapSchema.superRefine((map, context) => {
  for (const problem of validateMap(map)) {
    const sideIndex = problem.side === 'B' ? 1 : 0;
    context.addIssue({ code: 'custom', message: problem.message, path: problem.side === undefined ? [] : ['sides', sideIndex], params: { rule: problem.rule, ...problem.params } });
  }
});
