import { describe, expect, it } from 'vitest';
import type { MapFeature, MemoryMap } from '../../../../shared/memory-play/map/index.js';
import { canonicalMap, edgeBetween, formatMap, nearby, parseMap, validateMap } from '../../../../shared/memory-play/map/index.js';
import { activeSide, initialModel, type BuilderModel } from './builder-model.js';
import { keyCommand } from './builder-keys.js';
import { reduce, type BuilderAction, type Reduced } from './builder-reducer.js';

/**
 * The map builder's state, driven as the players drive it: by the keys (through the same key
 * table the screen uses) and by the actions the mouse and the inspector send.
 */

const press = (key: string, mods: { shift?: boolean; ctrl?: boolean } = {}) => ({ key, shiftKey: mods.shift ?? false, ctrlKey: mods.ctrl ?? false, metaKey: false, altKey: false });

/** Applies key presses ("6", "S-e" for Shift+E, "C-ArrowRight" for Ctrl+→, "CS-z") to a model, as the map's key handler does. */
function keys(model: BuilderModel, ...presses: string[]): Reduced {
  let result: Reduced = { model, notice: null };
  for (const spec of presses) {
    const match = /^([CS]{1,2})-(.+)$/.exec(spec);
    const mods = match?.[1] ?? '';
    const key = match?.[2] ?? spec;
    const command = keyCommand(press(key, { shift: mods.includes('S'), ctrl: mods.includes('C') }), result.model.moving !== null);
    if (command === null || command.type === 'open-inspector') throw new Error(`The key ${spec} does nothing on the map`);
    result = reduce(result.model, command);
  }
  return result;
}

function act(model: BuilderModel, ...actions: BuilderAction[]): Reduced {
  return actions.reduce<Reduced>((result, action) => reduce(result.model, action), { model, notice: null });
}

const side = (model: BuilderModel) => activeSide(model);
const named = (memoryId = '1.2') => initialModel({ memoryId, sides: [{ id: 'A', width: 6, height: 6, squares: [], tiles: [], edges: [], features: [], miniatures: [] }] });

/** A 6 × 6 map of six large tiles: street and roof in rows 1–2, … (keys only). */
function sixLargeTiles(): BuilderModel {
  return keys(named(), '6', 'r', '6', 's', '6', 'r', '6', 's', '6', 'm', '6').model;
}

describe('drawing tiles with the keys (SET-2)', () => {
  it('SET-2: 6 draws a large 3×2 tile at the cursor and the cursor moves on to the next empty square', () => {
    const { model, notice } = keys(named(), '6');
    const tile = side(model).tiles[0]!;
    expect(tile.squares).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'C2']);
    expect(tile.kind).toBe('street');
    expect(model.cursor).toEqual({ col: 4, row: 1 });
    expect(notice).toEqual({ tone: 'done', key: 'tileDrawn', params: { tile: '1', size: 6, kind: 'street', squares: 'A1–C2' } });
  });

  it('SET-2: a whole 36-square map is six presses of 6, with a kind letter before each new kind, and has no tile problem', () => {
    const model = sixLargeTiles();
    expect(side(model).squares).toHaveLength(36);
    expect(side(model).tiles.map((tile) => [tile.kind, tile.squares.length])).toEqual([
      ['street', 6],
      ['roof', 6],
      ['street', 6],
      ['roof', 6],
      ['street', 6],
      ['room', 6],
    ]);
    expect(validateMap(model.map)).toEqual([]);
  });

  it('SET-2: 6 where a 3×2 tile does not fit draws it 2×3; 4 draws a 2×2 tile; 1 a single square', () => {
    let model = act(named(), { type: 'cursor', to: { col: 5, row: 1 } }).model;
    model = keys(model, '6').model;
    expect(side(model).tiles[0]!.squares).toEqual(['E1', 'F1', 'E2', 'F2', 'E3', 'F3']);
    model = keys(act(model, { type: 'cursor', to: { col: 1, row: 1 } }).model, '4', '1').model;
    expect(side(model).tiles.map((tile) => tile.squares)).toEqual([['E1', 'F1', 'E2', 'F2', 'E3', 'F3'], ['A1', 'B1', 'A2', 'B2'], ['C1']]);
  });

  it('SET-2: t draws a tile from the selection made with Shift+arrows; a selection of another shape is refused and nothing changes', () => {
    const drawn = keys(named(), 'S-ArrowRight', 'S-ArrowDown', 't');
    expect(side(drawn.model).tiles[0]!.squares).toEqual(['A1', 'B1', 'A2', 'B2']);

    const before = keys(named(), 'S-ArrowRight').model;
    const refused = keys(before, 't');
    expect(refused.model.map).toBe(before.map);
    expect(refused.notice).toMatchObject({ tone: 'refused', refusal: { rule: 'SET-2', params: { reason: 'tileShape', size: 2, width: 2, height: 1 } } });
  });

  it('SET-2: a tile cannot be drawn over a square that already belongs to a tile', () => {
    const model = keys(named(), '4').model;
    const refused = act(model, { type: 'tile-rect', from: { col: 2, row: 2 }, to: { col: 2, row: 2 } });
    expect(refused.notice).toMatchObject({ tone: 'refused', refusal: { rule: 'SET-2', params: { reason: 'occupied', square: 'B2' } } });
    expect(side(refused.model).tiles).toHaveLength(1);
  });

  it('a tile outside the grid is refused, naming the square and the grid', () => {
    const model = act(named(), { type: 'cursor', to: { col: 6, row: 6 } }).model;
    expect(keys(model, '4').notice).toMatchObject({ tone: 'refused', refusal: { rule: 'MAP-SQUARE', params: { reason: 'outsideGrid', square: 'G6', width: 6, height: 6 } } });
  });

  it('MOV-11: a kind key on a tile sets its squares to that kind at that kind level; l switches one square to the other level', () => {
    let model = keys(named(), '4', 'ArrowLeft', 'r').model;
    expect(side(model).squares.map((square) => [square.kind, square.level])).toEqual(Array(4).fill(['roof', 'roof']));
    model = keys(model, 'c', 'l').model;
    expect(side(model).squares.find((square) => square.ref === 'B1')).toMatchObject({ kind: 'canal', level: 'roof' });
  });
});

describe('walls and ladders (MAP-WAL-1, MAP-ROOF-2)', () => {
  it('MAP-WAL-1: Ctrl+arrow cycles the edge on that side: wall, then ladder, then open again', () => {
    const model = act(keys(named(), '6', 'r', '6').model, { type: 'cursor', to: { col: 3, row: 1 } }).model;
    const walled = keys(model, 'C-ArrowRight').model;
    expect(side(walled).edges).toEqual([{ a: 'C1', b: 'D1', kind: 'wall' }]);
    // GEN-4 and MAP-WAL-1 through the one adjacency module: a wall parts them.
    expect(nearby(side(walled), 'C1')).not.toContain('D1');
    const laddered = keys(walled, 'C-ArrowRight').model;
    expect(edgeBetween(side(laddered), 'D1', 'C1')).toBe('ladder');
    expect(validateMap(laddered.map)).toEqual([]);
    expect(side(keys(laddered, 'C-ArrowRight').model).edges).toEqual([]);
  });

  it('MAP-ROOF-2: a ladder between two street squares is drawn, and the validation names both squares and the rule', () => {
    const model = act(keys(named(), '6').model, { type: 'cursor', to: { col: 1, row: 1 } }).model;
    const ladder = keys(model, 'C-ArrowDown', 'C-ArrowDown').model;
    expect(side(ladder).edges).toEqual([{ a: 'A1', b: 'A2', kind: 'ladder' }]);
    const problems = validateMap(ladder.map);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'MAP-ROOF-2', squares: ['A1', 'A2'], params: { level: 'ground', squares: 'A1–A2' } });
  });

  it('a wall needs a square on both sides: towards an empty cell it is refused', () => {
    const result = keys(named(), '4', 'C-ArrowRight');
    expect(result.notice).toMatchObject({ tone: 'refused', refusal: { rule: 'MAP-SQUARE', params: { reason: 'edgeNeedsSquares', square: 'C1' } } });
  });
});

describe('tokens and starting miniatures from the palette', () => {
  const onMap = () => keys(named(), '6', '6', '6', '6', '6', '6').model;
  const features = (model: BuilderModel): MapFeature[] => side(model).features;

  it('MAP-TWR-1, MAP-TWR-6: Shift+T on a medium tile puts a tower on its 4 squares with its foot at the cursor; with a hiding spot there it validates', () => {
    let model = keys(named(), '4', '4', '4').model;
    model = act(model, { type: 'cursor', to: { col: 2, row: 2 } }).model;
    model = keys(model, 'S-t').model;
    expect(features(model)).toEqual([{ type: 'tower', variant: 'tower', squares: ['A1', 'B1', 'A2', 'B2'], foot: 'B2' }]);
    expect(side(model).tiles[0]!.kind).toBe('tower');
    expect(validateMap(model.map).map((p) => p.rule)).toEqual(['MAP-TWR-6']);
    model = keys(model, 'S-h').model;
    expect(validateMap(model.map)).toEqual([]);
  });

  it('MAP-HID-1: a hiding spot dropped again turns to the next kind', () => {
    const model = keys(onMap(), 'ArrowUp', 'S-h', 'S-h');
    expect(features(model.model)).toEqual([{ type: 'hiding-spot', square: 'D4', kind: 'cart' }]);
    expect(model.notice).toEqual({ tone: 'done', key: 'tokenChanged', params: { item: 'hiding-spot', square: 'D4' } });
  });

  it('REI-3: an entrance touches the selected squares and takes the first free letter', () => {
    let model = keys(onMap(), 'PageUp', 'Home', 'S-ArrowDown', 'S-e').model;
    model = keys(model, 'End', 'S-e').model;
    expect(features(model)).toEqual([
      { type: 'entrance', letter: 'A', touches: ['A1', 'A2'] },
      { type: 'entrance', letter: 'B', touches: ['F2'] },
    ]);
    model = keys(model, 'S-e').model;
    expect(features(model)[1]).toEqual({ type: 'entrance', letter: 'C', touches: ['F2'] });
  });

  it('ACT-OBJ-1: an objective starts at cost 1, mandatory, XP unknown; dropped again its cost goes up to 3 and back to 1', () => {
    let model = keys(onMap(), 'S-o').model;
    expect(features(model)).toEqual([{ type: 'objective', square: 'D5', cost: 1, xp: null, mandatory: true, escort: false }]);
    model = keys(model, 'S-o', 'S-o').model;
    expect(features(model)[0]).toMatchObject({ cost: 3 });
    expect(features(keys(model, 'S-o').model)[0]).toMatchObject({ cost: 1 });
  });

  it('CAP-1: Shift+G adds one guard of the palette type at a time, and a fifth enemy on a square is refused', () => {
    let model = act(onMap(), { type: 'guard-type', guardType: 'agile' }).model;
    model = keys(model, 'S-g', 'S-g', 'S-g').model;
    expect(side(model).miniatures).toEqual([{ type: 'guard', square: 'D5', guardType: 'agile', count: 3 }]);
    model = keys(model, 'S-b').model;
    const refused = keys(model, 'S-g');
    expect(refused.notice).toMatchObject({ tone: 'refused', refusal: { rule: 'CAP-1', params: { square: 'D5', max: 4 } } });
    expect(refused.model.map).toBe(model.map);
  });

  it('a boss dropped asks the inspector to open on it, for its name; other tokens leave the keys on the map', () => {
    expect(keys(onMap(), 'S-c').open).toBeUndefined();
    const result = keys(onMap(), 'S-b');
    expect(side(result.model).miniatures).toEqual([{ type: 'boss', square: 'D5', name: '' }]);
    expect(result.open).toEqual({ list: 'miniatures', index: 0 });
  });

  it('a token on a square with no tile is refused', () => {
    expect(keys(named(), 'S-c').notice).toMatchObject({ tone: 'refused', refusal: { rule: 'MAP-SQUARE', params: { reason: 'noTile', square: 'A1' } } });
  });

  it('Delete removes the token put last on the square, then the tile with everything on it', () => {
    let model = keys(onMap(), 'S-c', 'S-g', 'ArrowRight', 'C-ArrowRight').model;
    model = keys(model, 'ArrowLeft', 'Delete').model;
    expect(side(model).miniatures).toEqual([]);
    expect(features(model)).toHaveLength(1);
    model = keys(model, 'Delete', 'Delete').model;
    expect(features(model)).toEqual([]);
    expect(side(model).squares.some((square) => square.ref === 'D5')).toBe(false);
    expect(side(model).edges).toEqual([]);
  });
});

describe('turning and moving tiles (SET-2: orientation)', () => {
  it('o turns a 3×2 tile into 2×3 about its north-west corner; its inner wall and its tokens turn with it', () => {
    let model = act(initialModel({ memoryId: '1', sides: [{ id: 'A', width: 4, height: 4, squares: [], tiles: [], edges: [], features: [], miniatures: [] }] }), {
      type: 'tile-rect',
      from: { col: 1, row: 1 },
      to: { col: 3, row: 2 },
    }).model;
    model = act(model, { type: 'edge', at: 'A1', direction: 'E' }, { type: 'place', item: 'chest', at: { col: 3, row: 1 } }).model;
    model = keys(model, 'o').model;
    const turned = side(model);
    expect(turned.tiles[0]!.squares.slice().sort()).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'B3']);
    // Clockwise: the top row (A1 B1 C1) becomes the east column (B1 B2 B3); A1|B1 becomes B1|B2.
    expect(turned.edges).toEqual([{ a: 'B1', b: 'B2', kind: 'wall' }]);
    expect(turned.features).toEqual([{ type: 'chest', square: 'B3' }]);
    expect(validateMap(model.map)).toEqual([]);
  });

  it('Space picks a tile up, the arrows carry it, Enter puts it down with its tokens; a drop onto another tile is refused', () => {
    let model = keys(named(), '4', '4').model;
    model = act(model, { type: 'cursor', to: { col: 1, row: 1 } }, { type: 'place', item: 'fast-travel' }).model;
    const moved = keys(model, ' ', 'ArrowDown', 'ArrowDown', 'Enter').model;
    expect(side(moved).tiles[0]!.squares).toEqual(['A3', 'B3', 'A4', 'B4']);
    expect(side(moved).features).toEqual([{ type: 'fast-travel', square: 'A3' }]);
    expect(moved.moving).toBeNull();

    const blocked = keys(model, ' ', 'ArrowRight', 'Enter');
    expect(blocked.notice).toMatchObject({ tone: 'refused', refusal: { rule: 'SET-2', params: { reason: 'occupied' } } });
    expect(blocked.model.map).toBe(model.map);
    const cancelled = keys(model, ' ', 'ArrowDown', 'Escape').model;
    expect(cancelled.map).toBe(model.map);
    expect(cancelled.cursor).toEqual({ col: 1, row: 1 });
  });
});

describe("the builder's own undo (before saving)", () => {
  it('Ctrl+Z steps back one edit at a time and Ctrl+Shift+Z steps forward again', () => {
    const start = named();
    const one = keys(start, '6').model;
    const two = keys(one, 'r', '6').model;
    const undone = keys(two, 'C-z').model;
    expect(undone.map).toEqual(one.map);
    expect(keys(undone, 'C-z').model.map).toEqual(start.map);
    expect(keys(undone, 'CS-z').model.map).toEqual(two.map);
    expect(keys(undone, 'C-y').model.map).toEqual(two.map);
  });

  it('a new edit after an undo drops what could have been redone', () => {
    const undone = keys(named(), '6', 'C-z').model;
    const redrawn = keys(undone, '4').model;
    expect(keys(redrawn, 'CS-z').notice).toEqual({ tone: 'done', key: 'nothingToRedo', params: {} });
  });

  it('typing in one field is one undo step; moving the cursor is none', () => {
    let model = keys(named(''), '6', 'ArrowDown', 'ArrowRight').model;
    for (const memoryId of ['3', '3.', '3.2']) model = act(model, { type: 'set-memory-id', memoryId }).model;
    expect(model.map.memoryId).toBe('3.2');
    const undone = keys(model, 'C-z').model;
    expect(undone.map.memoryId).toBe('');
    expect(side(undone).tiles).toHaveLength(1);
  });
});

describe('builder and text', () => {
  it('builder → text → builder gives the same map back', () => {
    let model = sixLargeTiles();
    model = act(
      model,
      { type: 'set-title', title: 'The docks' },
      { type: 'edge', at: 'C1', direction: 'E' },
      { type: 'edge', at: 'C2', direction: 'E' },
      { type: 'edge', at: 'C2', direction: 'E' },
      { type: 'place', item: 'objective', at: { col: 2, row: 5 } },
      { type: 'place', item: 'guard', at: { col: 5, row: 6 } },
      { type: 'place', item: 'guard', at: { col: 5, row: 6 } },
      { type: 'add-side' },
      { type: 'tile-rect', from: { col: 1, row: 1 }, to: { col: 1, row: 1 } },
    ).model;
    expect(validateMap(model.map)).toEqual([]);
    const text = formatMap(model.map);
    const parsed = parseMap(text);
    expect(parsed.ok).toBe(true);
    expect((parsed as { map: MemoryMap }).map).toEqual(canonicalMap(model.map));
  });

  it('loading a text map is one edit the builder can undo', () => {
    const model = sixLargeTiles();
    const parsed = parseMap('memory 0.1\nside A 2x1\n1  s1   s2\n');
    if (!parsed.ok) throw new Error('test map');
    const loaded = act(model, { type: 'import', map: parsed.map }).model;
    expect(loaded.map).toEqual(parsed.map);
    expect(keys(loaded, 'C-z').model.map).toEqual(model.map);
  });
});

describe('TWO-1: a second map side by side', () => {
  it('adds map B, shows it, and refuses a third', () => {
    const model = act(named(), { type: 'add-side' }).model;
    expect(model.map.sides.map((s) => s.id)).toEqual(['A', 'B']);
    expect(model.sideIndex).toBe(1);
    expect(act(model, { type: 'add-side' }).notice).toMatchObject({ tone: 'refused', refusal: { rule: 'TWO-1' } });
  });
});
