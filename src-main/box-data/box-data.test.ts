import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '../../shared/ipc/events.js';
import { BOX_DATA_FORMAT, BOX_DATA_FORMAT_VERSION, boxDataSchema, type EquipmentCard } from '../../shared/box-data/box-data-schema.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';

let t: TestCore;
beforeEach(async () => {
  t = await openTestCore(undefined, { now: steppingClock(Date.parse('2025-03-01T18:00:00Z')) });
});
afterEach(async () => {
  await t.dispose();
});

const crossbow: EquipmentCard = { id: '1.2/3', name: 'Crossbow', slot: 'ranged', dice: 2, reusable: true, armorHealth: 0, notes: '' };
const smokeBomb: EquipmentCard = { id: '0.1/11', name: 'Smoke bomb', slot: 'inventory', dice: null, reusable: false, armorHealth: 0, notes: 'Discard after use.' };
/** Skill names are whatever the players type from their cards; these are placeholders. */
const dariaLevelOne = [
  { name: 'Skill A', hqLevelRequired: null },
  { name: 'Skill B', hqLevelRequired: 2 },
  { name: 'Skill C', hqLevelRequired: null },
];
const whiteFaces = ['hit', 'hit', 'hit', 'special', 'x', 'x'];
const redFaces = ['blank', 'blank', 'eye', 'eye', 'eye-alert', 'blank'];

/** Box data a group might have entered after a few sessions. */
async function enterSomeBoxData() {
  await t.call('box-data/set-die-faces', { die: 'white', faces: whiteFaces });
  await t.call('box-data/set-die-faces', { die: 'red', faces: redFaces });
  await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: [3, 8, 15, 25] });
  await t.call('box-data/save-equipment-card', { previousId: null, card: crossbow });
  await t.call('box-data/save-equipment-card', { previousId: null, card: smokeBomb });
  await t.call('box-data/save-skill-options', { characterId: 'daria', level: 1, cards: dariaLevelOne });
  return t.call('box-data/get', {});
}

describe('dice faces (UNK-1)', () => {
  it('starts empty: the app never guesses what the players have not entered', async () => {
    expect(await t.call('box-data/get', {})).toEqual(boxDataSchema.parse({}));
    expect(Object.values(await t.call('box-data/get', {})).every((part) => Object.keys(part as object).length === 0)).toBe(true);
  });

  it('sets and clears the faces of a die', async () => {
    expect((await t.call('box-data/set-die-faces', { die: 'white', faces: whiteFaces })).dice).toEqual({ white: whiteFaces });
    expect((await t.call('box-data/set-die-faces', { die: 'white', faces: null })).dice).toEqual({});
  });

  it('CF-DIE-3: refuses a red die without exactly 2 plain eyes, naming the faces field', async () => {
    for (const faces of [
      ['blank', 'blank', 'eye', 'eye-alert', 'blank', 'blank'],
      ['eye', 'eye', 'eye', 'blank', 'blank', 'blank'],
    ]) {
      expect(await t.refuseUnchanged('box-data/set-die-faces', { die: 'red', faces })).toMatchObject({ code: 'invalid-request', field: 'faces' });
    }
  });

  it('CF-DIE-1: refuses a face the die does not carry, naming which face', async () => {
    const faces = ['hit', 'hit', 'hit', 'special', 'eye', 'x'];
    expect(await t.refuseUnchanged('box-data/set-die-faces', { die: 'white', faces })).toMatchObject({ code: 'invalid-request', field: 'faces.4' });
  });

  it('refuses a die with other than 6 faces', async () => {
    expect(await t.refuseUnchanged('box-data/set-die-faces', { die: 'black', faces: ['hit', 'enemy-fail'] })).toMatchObject({
      code: 'invalid-request',
      field: 'faces',
    });
  });

  it('CF-DIE-4: refuses a poison die without a poison face', async () => {
    const faces = ['hit', 'hit', 'blank', 'blank', 'blank', 'blank'];
    expect(await t.refuseUnchanged('box-data/set-die-faces', { die: 'poison', faces })).toMatchObject({ code: 'invalid-request', field: 'faces' });
  });
});

describe('XP thresholds (UNK-2)', () => {
  it('stores the four thresholds of a track and clears them', async () => {
    expect((await t.call('box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: [4, 9, 16, 30] })).xpThresholds).toEqual({
      apocalypse: [4, 9, 16, 30],
    });
    expect((await t.call('box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: null })).xpThresholds).toEqual({});
  });

  it('refuses thresholds that do not increase', async () => {
    for (const thresholds of [
      [5, 5, 10, 20],
      [10, 5, 20, 30],
    ]) {
      expect(await t.refuseUnchanged('box-data/set-xp-thresholds', { track: 'core', thresholds })).toMatchObject({
        code: 'invalid-request',
        field: 'thresholds',
        message: 'Each level needs more XP than the one before.',
      });
    }
  });

  it('refuses a threshold of zero XP', async () => {
    expect(await t.refuseUnchanged('box-data/set-xp-thresholds', { track: 'core', thresholds: [0, 5, 10, 20] })).toMatchObject({
      code: 'invalid-request',
      field: 'thresholds.0',
    });
  });
});

describe('equipment cards (UNK-4)', () => {
  it('adds, edits in place, changes the id of, and removes a card', async () => {
    await t.call('box-data/save-equipment-card', { previousId: null, card: crossbow });
    await t.call('box-data/save-equipment-card', { previousId: null, card: smokeBomb });
    const edited = { ...crossbow, dice: 3 };
    expect((await t.call('box-data/save-equipment-card', { previousId: crossbow.id, card: edited })).equipment).toEqual([edited, smokeBomb]);

    const renumbered = { ...smokeBomb, id: '0.1/12' };
    expect((await t.call('box-data/save-equipment-card', { previousId: smokeBomb.id, card: renumbered })).equipment).toEqual([edited, renumbered]);

    expect((await t.call('box-data/remove-equipment-card', { id: crossbow.id })).equipment).toEqual([renumbered]);
  });

  it('refuses a second card with an id already in use, whether new or renumbered', async () => {
    await t.call('box-data/save-equipment-card', { previousId: null, card: crossbow });
    await t.call('box-data/save-equipment-card', { previousId: null, card: smokeBomb });
    const clash = { ...smokeBomb, id: crossbow.id };
    for (const previousId of [null, smokeBomb.id]) {
      expect(await t.refuseUnchanged('box-data/save-equipment-card', { previousId, card: clash })).toMatchObject({
        code: 'invalid-request',
        field: 'card.id',
      });
    }
  });

  it('answers the removal of an unknown card with not-found', async () => {
    expect(await t.refuseUnchanged('box-data/remove-equipment-card', { id: 'nope' })).toMatchObject({ code: 'not-found', field: 'id' });
  });

  it('tells every window that box data changed', async () => {
    const events: AppEvent[] = [];
    t.core.onEvent((event) => events.push(event));
    await t.call('box-data/save-equipment-card', { previousId: null, card: crossbow });
    expect(events.map((e) => e.name)).toContain('box-data/changed');
  });
});

describe('skill cards (UNK-10, LVL-3)', () => {
  it('LVL-3: saves the 3 skill cards of an assassin and level, and an empty list removes them', async () => {
    const saved = await t.call('box-data/save-skill-options', { characterId: 'daria', level: 1, cards: dariaLevelOne });
    expect(saved.skills).toEqual([{ characterId: 'daria', level: 1, cards: dariaLevelOne }]);
    await t.call('box-data/save-skill-options', { characterId: 'claudio', level: 3, cards: [{ name: 'Skill D', hqLevelRequired: 3 }] });
    // One order whatever order they were entered in: by assassin, then level.
    expect((await t.call('box-data/get', {})).skills.map((s) => `${s.characterId}/${s.level}`)).toEqual(['claudio/3', 'daria/1']);
    const cleared = await t.call('box-data/save-skill-options', { characterId: 'daria', level: 1, cards: [] });
    expect(cleared.skills.map((s) => s.characterId)).toEqual(['claudio']);
  });

  it('LVL-3: editing replaces the cards of that level only, and undo restores them', async () => {
    await t.call('box-data/save-skill-options', { characterId: 'daria', level: 1, cards: dariaLevelOne });
    const renamed = [{ name: 'Skill A2', hqLevelRequired: null }, ...dariaLevelOne.slice(1)];
    await t.call('box-data/save-skill-options', { characterId: 'daria', level: 1, cards: renamed });
    expect((await t.call('box-data/get', {})).skills).toEqual([{ characterId: 'daria', level: 1, cards: renamed }]);
    expect((await t.call('history/status', {})).undo).toMatchObject({ summaryKey: 'skillOptionsSaved', summaryParams: { assassin: 'Daria', level: 'I' } });
    await t.call('history/undo', {});
    expect((await t.call('box-data/get', {})).skills).toEqual([{ characterId: 'daria', level: 1, cards: dariaLevelOne }]);
  });

  it('LVL-3: refuses a fourth card for one level, naming the cards field', async () => {
    const four = [...dariaLevelOne, { name: 'Skill D', hqLevelRequired: null }];
    expect(await t.refuseUnchanged('box-data/save-skill-options', { characterId: 'daria', level: 1, cards: four })).toMatchObject({
      code: 'invalid-request',
      field: 'cards',
    });
  });

  it('CMP-3: refuses skill cards for someone who is not an assassin', async () => {
    expect(await t.refuseUnchanged('box-data/save-skill-options', { characterId: 'apprentice-1', level: 1, cards: dariaLevelOne })).toMatchObject({
      code: 'invalid-request',
      field: 'characterId',
    });
  });

  it('SKL-3: refuses an HQ level outside I..IV', async () => {
    const cards = [{ name: 'Skill A', hqLevelRequired: 5 }];
    expect(await t.refuseUnchanged('box-data/save-skill-options', { characterId: 'daria', level: 2, cards })).toMatchObject({
      code: 'invalid-request',
      field: 'cards.0.hqLevelRequired',
    });
  });
});

describe('export and import', () => {
  it('exports a dated file that imports into another save unchanged', async () => {
    const entered = await enterSomeBoxData();
    const exported = await t.call('box-data/export', {});
    expect(exported.fileName).toBe('bov-box-data-2025-03-01.json');
    expect(JSON.parse(exported.json)).toMatchObject({ format: BOX_DATA_FORMAT, formatVersion: BOX_DATA_FORMAT_VERSION, data: entered });

    const other = await openTestCore();
    try {
      expect(await other.call('box-data/import', { json: exported.json })).toEqual(entered);
      expect(await other.call('box-data/get', {})).toEqual(entered);
    } finally {
      await other.dispose();
    }
  });

  it('replaces everything the players had with the file, and undo brings the old data back', async () => {
    const before = await enterSomeBoxData();
    const file = {
      format: BOX_DATA_FORMAT,
      formatVersion: BOX_DATA_FORMAT_VERSION,
      exportedAt: '2025-01-01T00:00:00.000Z',
      data: { dice: { black: ['hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail', 'enemy-fail'] }, equipment: [{ ...crossbow, dice: 4 }] },
    };
    const imported = await t.call('box-data/import', { json: JSON.stringify(file) });
    expect(imported).toEqual({ ...boxDataSchema.parse({}), dice: file.data.dice, equipment: [{ ...crossbow, dice: 4 }] });
    expect((await t.call('history/status', {})).undo).toMatchObject({ summaryKey: 'boxDataImported', summaryParams: { cards: 1 } });

    await t.call('history/undo', {});
    expect(await t.call('box-data/get', {})).toEqual(before);
    await t.call('history/redo', {});
    expect(await t.call('box-data/get', {})).toEqual(imported);
  });

  it('records nothing when the file holds exactly what the save already has', async () => {
    await enterSomeBoxData();
    const { json } = await t.call('box-data/export', {});
    const before = await t.state();
    await t.call('box-data/import', { json });
    expect(await t.state()).toEqual(before);
  });

  const validFile = () => ({
    format: BOX_DATA_FORMAT,
    formatVersion: BOX_DATA_FORMAT_VERSION,
    exportedAt: '2025-01-01T00:00:00.000Z',
    data: { dice: {}, xpThresholds: {}, equipment: [crossbow] },
  });

  it.each([
    ['a file of another kind', { ...validFile(), format: 'some-other-app/settings' }, 'format'],
    ['a file from another format version', { ...validFile(), formatVersion: 2 }, 'formatVersion'],
    ['a card in an unknown slot', { ...validFile(), data: { equipment: [{ ...crossbow, slot: 'boots' }] } }, 'data.equipment.0.slot'],
    ['two cards with one id', { ...validFile(), data: { equipment: [crossbow, { ...smokeBomb, id: crossbow.id }] } }, 'data.equipment'],
    ['a red die with 3 eyes', { ...validFile(), data: { dice: { red: ['eye', 'eye', 'eye', 'blank', 'blank', 'blank'] } } }, 'data.dice.red'],
    ['thresholds that fall', { ...validFile(), data: { xpThresholds: { core: [9, 8, 7, 6] } } }, 'data.xpThresholds.core'],
    ['an unknown extra key', { ...validFile(), cheats: true }, 'cheats'],
    ['a JSON array', [], ''],
  ])('refuses %s as an invalid pack, naming the field, and changes nothing', async (_case, file, field) => {
    await enterSomeBoxData();
    const error = await t.refuseUnchanged('box-data/import', { json: JSON.stringify(file) });
    expect(error).toMatchObject({ code: 'invalid-pack', field });
    expect(error.message).toContain('Nothing was changed.');
  });

  it('refuses a file that is not JSON at all, and changes nothing', async () => {
    await enterSomeBoxData();
    const error = await t.refuseUnchanged('box-data/import', { json: '{"format": "bov-companion/box-data", ' });
    expect(error).toMatchObject({ code: 'invalid-pack' });
    expect(error.field).toBeUndefined();
  });
});
