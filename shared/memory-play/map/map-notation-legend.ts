/**
 * The legend lines of the text notation (map-notation.ts): the features and starting miniatures
 * of one side, each checked as it is read so an error names its line and column.
 */
import type { HidingSpotKind, MapFeature, SquareRef, StartingMiniature, TileKind } from './map-types.js';
import { ENTRANCE_LETTERS, HIDING_SPOT_KINDS, TILE_KINDS } from './map-types.js';
import { NotationError, ON_BASE, isKnownGuardType, type SideDraft, type Token } from './map-notation-lines.js';
import { parseRef, toRef } from './square-ref.js';

/** A `guard` line's type the app does not know, checked once every `guard-type` declaration is read. */
export interface UnknownGuardType {
  type: string;
  line: number;
  column: number;
}

/**
 * One legend line of a side (`tile`, `hide`, `tower`, `guard`…; map-notation.ts lists them):
 * what it adds to the side, with the line it came from so a later problem can name it.
 */
export function readLegendLine(side: SideDraft, tokens: Token[], lineNumber: number, unknownGuardTypes: UnknownGuardType[]): void {
  side.lastRow = null;
  const keyword = tokens[0]!;
  const args = tokens.slice(1);
  const square = (index: number): SquareRef => squareArg(args, index, keyword);
  const noMore = (count: number): void => {
    const extra = args[count];
    if (extra) throw new NotationError(extra.column, `Nothing more goes on a "${keyword.text}" line.`, extra.text);
  };
  const feature = (value: MapFeature): void => {
    side.features.push(value);
    side.featureLines.push(lineNumber);
  };
  const miniature = (value: StartingMiniature): void => {
    side.miniatures.push(value);
    side.miniatureLines.push(lineNumber);
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
      side.tileKinds.set(id.text, { kind: kind.text as TileKind, line: lineNumber, column: id.column });
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
      return feature(readObjective(args, square(0), keyword));
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
      if (!isKnownGuardType(type.text)) unknownGuardTypes.push({ type: type.text, line: lineNumber, column: type.column });
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
        'Unknown line: expected a row (starting with its number), an edge line (. - H) or a legend item (tile, hide, tower, naga, chest, travel, triangle, entrance, objective, restricted, rule, guard, guard-type, boss, ally, machine, assassins).',
        keyword.text,
      );
  }
}

function squareArg(args: Token[], index: number, keyword: Token): SquareRef {
  const token = args[index];
  if (!token) throw new NotationError(args.at(-1) ? args.at(-1)!.column + args.at(-1)!.text.length + 1 : keyword.column + keyword.text.length + 1, `"${keyword.text}" needs a square here, e.g. B3.`);
  const position = token.quoted ? null : parseRef(token.text);
  if (!position) throw new NotationError(token.column, 'Expected a square name: column letter and row number, e.g. B3.', token.text);
  return toRef(position);
}

function readObjective(args: Token[], square: SquareRef, keyword: Token): MapFeature {
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
