import type { EQUIPMENT_SLOTS } from '../../../shared/box-data/box-data-schema.js';
import type { DieFace } from '../../../shared/content/pack-schema.js';
import type { MessageKey } from '../../i18n/message-key.js';

export const FACE_LABELS: Record<DieFace, MessageKey> = {
  hit: 'boxData.faces.hit',
  special: 'boxData.faces.special',
  x: 'boxData.faces.x',
  'enemy-fail': 'boxData.faces.enemy-fail',
  blank: 'boxData.faces.blank',
  eye: 'boxData.faces.eye',
  'eye-alert': 'boxData.faces.eye-alert',
  poison: 'boxData.faces.poison',
};

export const SLOT_LABELS: Record<(typeof EQUIPMENT_SLOTS)[number], MessageKey> = {
  melee: 'boxData.equipment.slots.melee',
  ranged: 'boxData.equipment.slots.ranged',
  'hidden-blade': 'boxData.equipment.slots.hidden-blade',
  armor: 'boxData.equipment.slots.armor',
  inventory: 'boxData.equipment.slots.inventory',
};
