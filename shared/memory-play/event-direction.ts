import type { Direction } from './map/map-types.js';

/**
 * EVT-5: an event card's enemy movement direction; `?` is resolved at movement (MOV-7). Kept
 * apart from the play state so the box data's event cards and the state can both use it.
 */
export type EventDirection = Direction | '?';
export const EVENT_DIRECTIONS: readonly EventDirection[] = ['N', 'E', 'S', 'W', '?'];
