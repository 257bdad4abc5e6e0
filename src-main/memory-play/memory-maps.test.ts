import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryMap } from '../../shared/memory-play/map/map-types.js';
import { MAX_SIDE_WIDTH } from '../../shared/memory-play/map/map-types.js';
import { canonicalMap } from '../../shared/memory-play/map/canonical-map.js';
import { mapFromText } from '../../shared/memory-play/map/test-support/map-builders.js';
import { MAX_MEMORY_MAPS } from '../../shared/memory-play/memory-map-box-data.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { TEST_MAP_TEXT, TEST_MEMORY } from './test-support/play-fixtures.js';

let t: TestCore;
beforeEach(async () => {
  t = await openTestCore(undefined, { now: steppingClock() });
});
afterEach(async () => {
  await t.dispose();
});

const testMap = (): MemoryMap => mapFromText(TEST_MAP_TEXT);
/** The test map with one change to its first side. */
const withSide = (change: (side: MemoryMap['sides'][number]) => void): MemoryMap => {
  const map = testMap();
  change(map.sides[0]!);
  return map;
};

/** A box-data export whose file was edited by hand (or by someone hostile) before import. */
async function exportedFileWith(change: (data: Record<string, unknown>) => void): Promise<string> {
  const file = JSON.parse((await t.call('box-data/export', {})).json) as { data: Record<string, unknown> };
  change(file.data);
  return JSON.stringify(file);
}

describe('memory maps as box data (UNK-18)', () => {
  it('a map typed as text is kept with the box data, and exported back as the same text', async () => {
    const { map, boxData } = await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
    expect(map).toEqual(canonicalMap(testMap()));
    expect(boxData.memoryMaps).toEqual([map]);
    const exported = await t.call('box-data/export-memory-map-text', { memoryId: TEST_MEMORY });
    // The text written back reads to the very same map (the notation round-trips).
    expect(mapFromText(exported.text)).toEqual(map);
    expect(exported.fileName).toContain(TEST_MEMORY);
  });

  it('a map saved as data replaces the map of its memory id, and moves when its id is corrected', async () => {
    await t.call('box-data/save-memory-map', { previousMemoryId: null, map: testMap() });
    const renamed = { ...testMap(), memoryId: '1.2' };
    const boxData = await t.call('box-data/save-memory-map', { previousMemoryId: TEST_MEMORY, map: renamed });
    expect(boxData.memoryMaps.map((map) => map.memoryId)).toEqual(['1.2']);
  });

  it('maps are listed in memory order, 1.2 before 1.10', async () => {
    for (const memoryId of ['1.10', '0.4', '1.2']) await t.call('box-data/save-memory-map', { previousMemoryId: null, map: { ...testMap(), memoryId } });
    expect((await t.call('box-data/get', {})).memoryMaps.map((map) => map.memoryId)).toEqual(['0.4', '1.2', '1.10']);
  });

  it('MAP-ROOF-2: a map whose ladder joins two ground squares is refused naming the side and squares, and nothing changes', async () => {
    const map = withSide((side) => side.edges.push({ a: 'A3', b: 'A4', kind: 'ladder' }));
    const error = await t.refuseUnchanged('box-data/save-memory-map', { previousMemoryId: null, map });
    expectRefusal(error, 'MAP-ROOF-2', { level: 'ground', side: 'A', square: 'A3', squares: 'A3–A4' }, 'A:A3');
  });

  it('a corrected memory id that would overwrite another memory’s map is refused', async () => {
    await t.call('box-data/save-memory-map', { previousMemoryId: null, map: testMap() });
    await t.call('box-data/save-memory-map', { previousMemoryId: null, map: { ...testMap(), memoryId: '1.2' } });
    const error = await t.refuseUnchanged('box-data/save-memory-map', { previousMemoryId: '1.2', map: testMap() });
    expect(error).toMatchObject({ code: 'invalid-request', field: 'map.memoryId' });
  });

  it('a malformed text map is refused at its line and column, and nothing changes', async () => {
    const text = TEST_MAP_TEXT.replace('hide D4 haystack', 'hide D4 hay');
    const line = text.split('\n').findIndex((l) => l.startsWith('hide D4')) + 1;
    const error = await t.refuseUnchanged('box-data/import-memory-map-text', { text });
    expectRefusal(error, 'MAP-TEXT', { line, column: 'hide D4 '.length + 1, found: 'hay' });
  });

  it('checking a text map lists every problem with its line, and saves nothing', async () => {
    const text = TEST_MAP_TEXT.replace('chest F1', 'chest Z9').replace('guard E3 agile', 'guard E3 agile x9');
    const before = await t.state();
    const result = await t.call('box-data/check-memory-map-text', { text });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const chestLine = text.split('\n').findIndex((l) => l.startsWith('chest Z9')) + 1;
    const guardLine = text.split('\n').findIndex((l) => l.startsWith('guard E3')) + 1;
    expect(result.problems.map((problem) => problem.line)).toEqual(expect.arrayContaining([chestLine, guardLine]));
    expect(await t.state()).toEqual(before);
  });

  it('removing a map is one undoable step', async () => {
    await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
    expect((await t.call('box-data/remove-memory-map', { memoryId: TEST_MEMORY })).memoryMaps).toEqual([]);
    await t.call('history/undo', {});
    expect((await t.call('box-data/get', {})).memoryMaps.map((map) => map.memoryId)).toEqual([TEST_MEMORY]);
    expect(await t.refuse('box-data/remove-memory-map', { memoryId: '9.9' })).toMatchObject({ code: 'not-found', field: 'memoryId' });
  });
});

describe('memory maps in the box-data file', () => {
  it('a map exported with the box data is imported into a fresh app unchanged', async () => {
    await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
    const { json } = await t.call('box-data/export', {});
    const fresh = await openTestCore();
    try {
      const imported = await fresh.call('box-data/import', { json });
      expect(imported.memoryMaps).toEqual((await t.call('box-data/get', {})).memoryMaps);
      expect((await fresh.call('box-data/export-memory-map-text', { memoryId: TEST_MEMORY })).text).toBe(
        (await t.call('box-data/export-memory-map-text', { memoryId: TEST_MEMORY })).text,
      );
    } finally {
      await fresh.dispose();
    }
  });

  it('MAP-ROOF-2: an imported map that breaks a map rule is refused naming the map, side and squares, and nothing changes', async () => {
    await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
    const json = await exportedFileWith((data) => {
      const [map] = data.memoryMaps as MemoryMap[];
      map!.sides[0]!.edges.push({ a: 'A3', b: 'A4', kind: 'ladder' });
    });
    const error = await t.refuseUnchanged('box-data/import', { json });
    expect(error.code).toBe('invalid-pack');
    expect(error.field).toBe('data.memoryMaps.0.sides.0');
    expect(error.message).toContain('A:A3–A4');
    expect(error.message).toContain('MAP-ROOF-2');
  });

  it('an oversized map (a side wider than the app accepts) is refused naming the field, and nothing changes', async () => {
    await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
    const json = await exportedFileWith((data) => {
      (data.memoryMaps as MemoryMap[])[0]!.sides[0]!.width = MAX_SIDE_WIDTH + 1;
    });
    expect(await t.refuseUnchanged('box-data/import', { json })).toMatchObject({ code: 'invalid-pack', field: 'data.memoryMaps.0.sides.0.width' });
  });

  it('a file with more maps than the app keeps is refused before any map is read, and nothing changes', async () => {
    const json = await exportedFileWith((data) => {
      data.memoryMaps = Array.from({ length: MAX_MEMORY_MAPS + 1 }, (_, index) => ({ ...testMap(), memoryId: `9.${index}` }));
    });
    expect(await t.refuseUnchanged('box-data/import', { json })).toMatchObject({ code: 'invalid-pack', field: 'data.memoryMaps' });
  });

  it('a hostile map (a stray key, a square that is not a square) is refused naming the field, and nothing changes', async () => {
    await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
    const stray = await exportedFileWith((data) => {
      Object.assign((data.memoryMaps as MemoryMap[])[0]!.sides[0]!.squares[0]!, { __proto__x: 'x' });
    });
    expect(await t.refuseUnchanged('box-data/import', { json: stray })).toMatchObject({ code: 'invalid-pack', field: 'data.memoryMaps.0.sides.0.squares.0.__proto__x' });
    const badSquare = await exportedFileWith((data) => {
      (data.memoryMaps as MemoryMap[])[0]!.sides[0]!.features.push({ type: 'chest', square: 'B-1' });
    });
    const error = await t.refuseUnchanged('box-data/import', { json: badSquare });
    expect(error).toMatchObject({ code: 'invalid-pack' });
    expect(error.field).toMatch(/^data\.memoryMaps\.0\.sides\.0\.features\.\d+\.square$/);
  });

  it('two maps for one memory in a file are refused, and nothing changes', async () => {
    const json = await exportedFileWith((data) => {
      data.memoryMaps = [testMap(), testMap()];
    });
    expect(await t.refuseUnchanged('box-data/import', { json })).toMatchObject({ code: 'invalid-pack', field: 'data.memoryMaps' });
  });
});
