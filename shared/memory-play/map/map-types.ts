/**
 * The memory map as plain data: what a group copies from the campaign book's
 * diagram (SET-1) so the app can build the live board. Pure types and constants only; the
 * questions asked of a map (nearby, enemy steps) live in `nearby.ts`, its checks in
 * `map-validation.ts`, its text form in `map-notation.ts`, its zod schema in `map-schema.ts`.
 *
 * Stability: other modules code against these types. Change them additively only.
 *
 * Orientation: north is up. Columns are letters from the west (A, B, … Z, AA, AB…), rows are
 * numbers from the north (1, 2, …), so `A1` is the north-west corner — the way players say a
 * square at the table.
 */

/** A square as players say it: column letter(s) + row number, e.g. `B3`. See `square-ref.ts`. */
export type SquareRef = string;

/** A square's grid position, 1-based like the spoken form: `A1` is `{ col: 1, row: 1 }`. */
export interface GridPosition {
  col: number;
  row: number;
}

export type Direction = 'N' | 'S' | 'E' | 'W';
export const DIRECTIONS: readonly Direction[] = ['N', 'E', 'S', 'W'];

/** Largest side the app accepts (notation and import limits); printed maps are far smaller. */
export const MAX_SIDE_WIDTH = 30;
export const MAX_SIDE_HEIGHT = 30;

/**
 * Square types. Core: street, roof, room, canal (MAP-CAN-*). Apocalypse: river (RIV-1, the
 * large 6-square river tile), pond (HID-2, the squares around the naga's base) and `land`,
 * the Apocalypse's open ground (the tiles DNG-2 calls "any other tile"; the rulebooks give it
 * no name of its own, so `land` is the app's word, not the game's).
 */
export const SQUARE_KINDS = ['street', 'roof', 'room', 'canal', 'river', 'pond', 'land'] as const;
export type SquareKind = (typeof SQUARE_KINDS)[number];

/** MOV-11: squares are ground level or roof level; enemies change level only across a ladder. */
export const LEVELS = ['ground', 'roof'] as const;
export type Level = (typeof LEVELS)[number];

/** MOV-11 default: a roof square is roof level; rooms, canals, river and the rest are ground. */
export const defaultLevel = (kind: SquareKind): Level => (kind === 'roof' ? 'roof' : 'ground');

/** A tile's id within its side: a number as text, `"1"`…`"999"` (the notation writes it after the kind letter). */
export type TileId = string;
export const TILE_ID_PATTERN = /^[1-9][0-9]{0,2}$/;

export interface MapSquare {
  ref: SquareRef;
  kind: SquareKind;
  /** MOV-11: `defaultLevel(kind)` unless the players set otherwise (e.g. a canal dock at roof level). */
  level: Level;
  /** The tile this square belongs to (SET-2; tiles matter for collapse, COL-*). */
  tileId: TileId;
}

/** SET-2: the tile types a diagram names; `tower` tiles are medium and carry a hiding spot. */
export const TILE_KINDS = [...SQUARE_KINDS, 'tower'] as const;
export type TileKind = (typeof TILE_KINDS)[number];

export interface MapTile {
  id: TileId;
  kind: TileKind;
  /** Its squares, row-major (north to south, west to east) in a canonical map. */
  squares: SquareRef[];
}

/** What lies on the edge between two orthogonal neighbours; an absent edge is open. */
export const EDGE_KINDS = ['wall', 'ladder'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

export interface MapEdge {
  /** The north or west square of the pair (canonical order). */
  a: SquareRef;
  /** Its southern or eastern neighbour. */
  b: SquareRef;
  /** MAP-WAL-1 wall, or MAP-ROOF-2 ladder between a ground-level and a roof-level square. */
  kind: EdgeKind;
}

/** MAP-HID-1: haystack, cart, rooftop garden; Apocalypse trees, ponds, tall grass (HID-1..3). */
export const HIDING_SPOT_KINDS = ['haystack', 'cart', 'rooftop-garden', 'tree', 'pond', 'tall-grass'] as const;
export type HidingSpotKind = (typeof HIDING_SPOT_KINDS)[number];

/** MOV-6: an objective base has 3 spaces. */
export const OBJECTIVE_BASE_SPACES = 3;
/** ACT-OBJ: completing an objective costs 1–3 actions (the value on its token). */
export const OBJECTIVE_MIN_COST = 1;
export const OBJECTIVE_MAX_COST = 3;

export const ENTRANCE_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type EntranceLetter = (typeof ENTRANCE_LETTERS)[number];

/** Features printed on or placed on the map. Each names its square(s); `type` tells them apart. */
export type MapFeature =
  | HidingSpotFeature
  | TowerFeature
  | ChestFeature
  | FastTravelFeature
  | TriangleFeature
  | EntranceFeature
  | ObjectiveFeature
  | RestrictedFeature
  | RuleTokenFeature;

/** MAP-HID-1..5: one occupant at most (MAP-HID-2). */
export interface HidingSpotFeature {
  type: 'hiding-spot';
  square: SquareRef;
  kind: HidingSpotKind;
}

/**
 * MAP-TWR-1..8: a tower stands where its 4 squares meet (a 2×2 block); an assassin climbs from
 * any of them. The top is not a square (MAP-TWR-3), so it has no ref. `foot` is the square of
 * the hiding spot where a leap of faith lands (MAP-TWR-6); a naga (NAGA-1) lands on any of its
 * 4 squares, so its foot may be null.
 */
export interface TowerFeature {
  type: 'tower';
  variant: 'tower' | 'naga';
  squares: SquareRef[];
  foot: SquareRef | null;
}

/** MAP-CHS-1: a chest miniature. */
interface ChestFeature {
  type: 'chest';
  square: SquareRef;
}

/** ACT-FTS-*: a fast travel station (enemies never use it, MOV-10). */
interface FastTravelFeature {
  type: 'fast-travel';
  square: SquareRef;
}

/** ENT-1: a white triangle to enter or leave; with a red centre it only lets assassins leave. */
interface TriangleFeature {
  type: 'triangle';
  square: SquareRef;
  leaveOnly: boolean;
}

/**
 * REI-3/4: an enemy entrance token A–D and the squares it touches. Reinforcements go on each
 * touched square, even one across a wall from the token (REI-4, MAP-WAL-1), so the touched
 * squares are listed, not derived from adjacency. A letter may have several tokens.
 */
interface EntranceFeature {
  type: 'entrance';
  letter: EntranceLetter;
  touches: SquareRef[];
}

/** ACT-OBJ-*, MOV-6, ESC-*: an objective token on its base of 3 spaces. */
export interface ObjectiveFeature {
  type: 'objective';
  square: SquareRef;
  /** Actions to complete it, 1–3 (ACT-OBJ-1). */
  cost: number;
  /** XP on the token's back (UNK-3: box data entered by the players; null while unknown). */
  xp: number | null;
  mandatory: boolean;
  /** ESC-1: completing it turns the token into an escorted ally. */
  escort: boolean;
  /** The players' short name for it, e.g. "the letter". */
  label?: string;
}

/** RST-1: a red restricted-area token. */
interface RestrictedFeature {
  type: 'restricted';
  square: SquareRef;
}

/** GEN-7: a blue numbered rule token. */
interface RuleTokenFeature {
  type: 'rule-token';
  square: SquareRef;
  number: number;
}

/**
 * Guard type ids. REI-1: crossbowmen and elite guards (the rulebooks name the Agile Guard,
 * CF-CHR-14; other elites are described per memory, CF-CHR-15, so any lowercase id is
 * accepted); Apocalypse stalkers, vipers and furies (VIP-*, FUR-*).
 */
export type GuardType = string;
export const KNOWN_GUARD_TYPES = ['crossbowman', 'agile', 'stalker', 'viper', 'fury'] as const;
export const GUARD_TYPE_PATTERN = /^[a-z][a-z0-9-]{0,23}$/;

/** CAP-1: at most 4 enemies and/or bodies on a square. */
export const SQUARE_ENEMY_CAPACITY = 4;

/** The miniatures the diagram places at the start (SET-1). */
export type StartingMiniature = GuardStart | BossStart | AllyStart | MachineStart | AssassinEntry;

interface GuardStart {
  type: 'guard';
  square: SquareRef;
  guardType: GuardType;
  count: number;
  /** MOV-6, MOV-9d: the diagram shows these guards on the spaces of the objective base of their square. */
  onObjectiveBase?: true;
}

/** A boss by name (BOSS-*); counts toward CAP-1. */
interface BossStart {
  type: 'boss';
  square: SquareRef;
  name: string;
}

/** An ally by name (GEN-5); not counted by CAP-1 (CAP-3). */
interface AllyStart {
  type: 'ally';
  square: SquareRef;
  name: string;
}

/** A Leonardo machine by name (LEO-*); the machine itself takes no CAP-1 space. */
interface MachineStart {
  type: 'machine';
  square: SquareRef;
  name: string;
}

/** Where the assassins' miniatures enter the map at setup. */
interface AssassinEntry {
  type: 'assassins';
  square: SquareRef;
}

export type SideId = 'A' | 'B';

/** One map of a memory; TWO-1: a two-map memory has sides A and B, each with its own alert. */
export interface MapSide {
  id: SideId;
  /** Columns (west to east) and rows (north to south) of the bounding grid. */
  width: number;
  height: number;
  /** Only the squares that exist; a diagram's irregular outline leaves cells empty. Row-major in a canonical map. */
  squares: MapSquare[];
  /** Ordered by their first square in a canonical map. */
  tiles: MapTile[];
  /** Non-open edges only, each between orthogonal neighbours; sorted by `a` then `b` in a canonical map. */
  edges: MapEdge[];
  features: MapFeature[];
  miniatures: StartingMiniature[];
}

export interface MemoryMap {
  /** The memory's id as the campaign book prints it, e.g. `0.1`, `3.2`. */
  memoryId: string;
  title?: string;
  /** One side, or two for a two-map memory (TWO-1), `A` then `B`. */
  sides: MapSide[];
}

/*
 * App limits on stored text and list sizes (not game values: they only keep imports and
 * pasted text bounded).
 */
export const MEMORY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,15}$/;
export const MAX_TITLE_LENGTH = 80;
/** Boss, ally and machine names and objective labels. */
export const MAX_NAME_LENGTH = 40;
export const MAX_FEATURES_PER_SIDE = 400;
export const MAX_MINIATURES_PER_SIDE = 400;
/** GEN-7 tokens are numbered; the app accepts 1–99. */
export const MAX_RULE_TOKEN_NUMBER = 99;
export const MAX_OBJECTIVE_XP = 99;
