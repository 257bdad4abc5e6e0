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

type BoxDataChannels =
  | 'box-data/get'
  | 'box-data/set-die-faces'
  | 'box-data/set-xp-thresholds'
  | 'box-data/save-equipment-card'
  | 'box-data/remove-equipment-card'
  | 'box-data/export'
  | 'box-data/import'
  | 'box-data/save-skill-options';

const boxDataCommand = (summaryKey: string, summaryParams: Record<string, string | number> = {}) => ({
  campaignId: null,
  category: 'box-data' as const,
  summaryKey,
  summaryParams,
});

export const boxDataHandlers: HandlerMap<BoxDataChannels> = {
  'box-data/get': (ctx) => readBoxData(ctx.db),

  'box-data/set-die-faces': (ctx, { die, faces }) => {
    if (faces !== null) {
      const parsed = diceFacesSchema.safeParse({ [die]: faces }, { reportInput: true });
      if (!parsed.success) {
        const issue = firstIssue(parsed.error);
        fail('invalid-request', issue.message, { field: ['faces', ...issue.field.split('.').slice(1)].join('.') });
      }
    }
    ctx.command(boxDataCommand(faces ? 'dieFacesSet' : 'dieFacesCleared', { die }), () => writeDieFaces(ctx.db, die, faces));
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },

  'box-data/set-xp-thresholds': (ctx, { track, thresholds }) => {
    ctx.command(boxDataCommand(thresholds ? 'xpThresholdsSet' : 'xpThresholdsCleared', { track }), () =>
      writeXpThresholds(ctx.db, track, thresholds),
    );
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },

  'box-data/save-equipment-card': (ctx, { previousId, card }) => {
    const existing = readBoxData(ctx.db).equipment;
    if (card.id !== previousId && existing.some((c) => c.id === card.id)) {
      fail('invalid-request', `Another card already has the id ${card.id}.`, { field: 'card.id' });
    }
    ctx.command(boxDataCommand('equipmentCardSaved', { name: card.name }), () => writeEquipmentCard(ctx.db, previousId, card));
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },

  'box-data/remove-equipment-card': (ctx, { id }) => {
    const card = readBoxData(ctx.db).equipment.find((c) => c.id === id);
    if (!card) fail('not-found', `There is no equipment card with the id ${id}.`, { field: 'id' });
    ctx.command(boxDataCommand('equipmentCardRemoved', { name: card.name }), () => removeEquipmentCard(ctx.db, id));
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },

  'box-data/save-skill-options': (ctx, options) => {
    // CMP-3: skill cards belong to the assassins of the game (not apprentices or allies).
    const assassin = ctx.pack.characters.find((c) => c.id === options.characterId && c.kind === 'assassin');
    if (!assassin) fail('invalid-request', `"${options.characterId}" is not an assassin of this game.`, { field: 'characterId' });
    const cleared = options.cards.length === 0;
    ctx.command(
      boxDataCommand(cleared ? 'skillOptionsCleared' : 'skillOptionsSaved', { assassin: assassin.name.en, level: levelNumeral(options.level) }),
      () => writeSkillOptions(ctx.db, options),
    );
    ctx.emit('box-data/changed', {});
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
    ctx.command(boxDataCommand('boxDataImported', { cards: data.equipment.length }), () => replaceBoxData(ctx.db, data));
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },
};
