import type { HandlerMap } from '../dispatch/handler-context.js';
import { fail } from '../../shared/ipc/errors.js';
import { diceFacesSchema } from '../../shared/box-data/box-data-schema.js';
import {
  readBoxData,
  removeEquipmentCard,
  replaceBoxData,
  writeDieFaces,
  writeEquipmentCard,
  writeSkillOptions,
  writeXpThresholds,
} from './box-data-store.js';
import { parseBoxDataFile, toBoxDataFile } from './box-data-file.js';
import { firstIssue } from '../dispatch/validation.js';
import { levelNumeral } from '../../shared/boards/board-rules.js';
import { boxDataSummary } from './box-data-summary.js';
import { readMissingBoxData } from './box-data-missing.js';

type BoxDataChannels =
  | 'box-data/get'
  | 'box-data/missing'
  | 'box-data/set-die-faces'
  | 'box-data/set-xp-thresholds'
  | 'box-data/save-equipment-card'
  | 'box-data/remove-equipment-card'
  | 'box-data/export'
  | 'box-data/import'
  | 'box-data/save-skill-options';

export const boxDataHandlers: HandlerMap<BoxDataChannels> = {
  'box-data/get': (ctx) => readBoxData(ctx.db),

  'box-data/missing': (ctx) => readMissingBoxData(ctx.db, ctx.pack),

  'box-data/set-die-faces': (ctx, { die, faces }) => {
    if (faces !== null) {
      const parsed = diceFacesSchema.safeParse({ [die]: faces }, { reportInput: true });
      if (!parsed.success) {
        const issue = firstIssue(parsed.error);
        fail('invalid-request', issue.message, { field: ['faces', ...issue.field.split('.').slice(1)].join('.') });
      }
    }
    ctx.areaCommand(boxDataSummary(faces ? 'dieFacesSet' : 'dieFacesCleared', { die }), () => writeDieFaces(ctx.db, die, faces));
    return readBoxData(ctx.db);
  },

  'box-data/set-xp-thresholds': (ctx, { track, thresholds }) => {
    ctx.areaCommand(boxDataSummary(thresholds ? 'xpThresholdsSet' : 'xpThresholdsCleared', { track }), () =>
      writeXpThresholds(ctx.db, track, thresholds),
    );
    return readBoxData(ctx.db);
  },

  'box-data/save-equipment-card': (ctx, { previousId, card }) => {
    // The duplicate check runs inside the write's transaction: checked outside, another
    // writer could add the same id in between and this save would overwrite its card.
    ctx.areaCommand(boxDataSummary('equipmentCardSaved', { name: card.name }), () => {
      if (card.id !== previousId && readBoxData(ctx.db).equipment.some((c) => c.id === card.id)) {
        fail('invalid-request', `Another card already has the id ${card.id}.`, { field: 'card.id' });
      }
      writeEquipmentCard(ctx.db, previousId, card);
    });
    return readBoxData(ctx.db);
  },

  'box-data/remove-equipment-card': (ctx, { id }) => {
    const card = readBoxData(ctx.db).equipment.find((c) => c.id === id);
    if (!card) fail('not-found', `There is no equipment card with the id ${id}.`, { field: 'id' });
    ctx.areaCommand(boxDataSummary('equipmentCardRemoved', { name: card.name }), () => removeEquipmentCard(ctx.db, id));
    return readBoxData(ctx.db);
  },

  'box-data/save-skill-options': (ctx, options) => {
    // CMP-3: skill cards belong to the assassins of the game (not apprentices or allies).
    const assassin = ctx.pack.characters.find((c) => c.id === options.characterId && c.kind === 'assassin');
    if (!assassin) fail('invalid-request', `"${options.characterId}" is not an assassin of this game.`, { field: 'characterId' });
    const cleared = options.cards.length === 0;
    ctx.areaCommand(
      boxDataSummary(cleared ? 'skillOptionsCleared' : 'skillOptionsSaved', { assassin: assassin.name.en, level: levelNumeral(options.level) }),
      () => writeSkillOptions(ctx.db, options),
    );
    return readBoxData(ctx.db);
  },

  'box-data/export': (ctx) => {
    const now = ctx.now();
    return {
      fileName: `bov-box-data-${now.toISOString().slice(0, 10)}.json`,
      json: JSON.stringify(toBoxDataFile(readBoxData(ctx.db), now), null, 2),
    };
  },

  'box-data/import': (ctx, { json }) => {
    const data = parseBoxDataFile(json);
    ctx.areaCommand(boxDataSummary('boxDataImported', { cards: data.equipment.length }), () => replaceBoxData(ctx.db, data));
    return readBoxData(ctx.db);
  },
};
