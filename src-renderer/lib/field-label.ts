import type { Translate } from '../i18n/message-key.js';
import { levelNumeral } from './level-numeral.js';

/**
 * Names the request field main blamed (a dotted path such as `party.2.characterId`) in
 * the player's words. Returns null for paths no screen sends, which callers show as is.
 */
export function fieldLabel(field: string, t: Translate): string | null {
  const [head, index, leaf] = field.split('.');
  const position = index !== undefined && /^\d+$/.test(index) ? Number(index) + 1 : null;
  switch (head) {
    case 'name':
      return t('fields.name');
    case 'difficulty':
      return t('fields.difficulty');
    case 'box':
      return t('fields.box');
    case 'backupId':
      return t('fields.backupId');
    case 'campaignId':
      return t('fields.campaignId');
    case 'json':
      return t('fields.file');
    case 'playerNames':
      return position === null ? t('fields.playerNames') : t('fields.playerName', { n: position });
    case 'party':
      if (position === null) return t('fields.party');
      return leaf === 'seat' ? t('fields.partySeat', { n: position }) : t('fields.partyMember', { n: position });
    case 'faces':
      return position === null ? t('fields.faces') : t('fields.face', { n: position });
    case 'thresholds':
      return position === null ? t('fields.thresholds') : t('fields.threshold', { level: levelNumeral(position) });
    case 'card':
      return equipmentFieldLabel(index, t);
    default:
      return null;
  }
}

function equipmentFieldLabel(part: string | undefined, t: Translate): string | null {
  switch (part) {
    case 'id':
      return t('boxData.equipment.id');
    case 'name':
      return t('boxData.equipment.name');
    case 'slot':
      return t('boxData.equipment.slot');
    case 'dice':
      return t('boxData.equipment.dice');
    case 'reusable':
      return t('boxData.equipment.reusable');
    case 'notes':
      return t('boxData.equipment.notes');
    default:
      return null;
  }
}
