import type { LocationSymbol } from '../../../shared/exploration/region-box-data.js';
import type { MessageKey } from '../../i18n/message-key.js';
import { NODE_RADIUS } from './map-layout.js';

/**
 * How each location symbol is drawn so the map reads in black and white: its own outline
 * shape, plus a small icon badge (filled white once the location is activated), plus its
 * name in the legend and in each location's accessible name.
 */

const R = NODE_RADIUS;

function polygon(sides: number, radius: number, rotation: number): string {
  return Array.from({ length: sides }, (_, i) => {
    const angle = rotation + (2 * Math.PI * i) / sides;
    return `${(radius * Math.cos(angle)).toFixed(1)},${(radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

export type NodeShape = { kind: 'circle'; r: number; dashed?: boolean } | { kind: 'polygon'; points: string };

export const SYMBOL_SHAPES: Record<LocationSymbol, NodeShape> = {
  encounter: { kind: 'circle', r: R },
  ruins: { kind: 'polygon', points: polygon(4, R * 1.3, Math.PI / 4) },
  'mystery-or-memory': { kind: 'polygon', points: polygon(4, R * 1.35, 0) },
  observation: { kind: 'polygon', points: polygon(6, R * 1.15, 0) },
  healer: { kind: 'polygon', points: polygon(8, R * 1.1, Math.PI / 8) },
  forge: { kind: 'polygon', points: polygon(5, R * 1.2, -Math.PI / 2) },
  narrative: { kind: 'polygon', points: polygon(3, R * 1.55, -Math.PI / 2) },
  other: { kind: 'circle', r: R, dashed: true },
};

/** Each symbol's icon, drawn in a 16×16 box centred on 0,0 (stroked paths, no font needed). */
export const SYMBOL_ICONS: Record<LocationSymbol, string> = {
  // Crossed blades.
  encounter: 'M-5,-5 L5,5 M5,-5 L-5,5',
  // A broken column: three uneven pillars.
  ruins: 'M-5,5 V-2 M0,5 V-5 M5,5 V1 M-7,5 H7',
  // A question mark.
  'mystery-or-memory': 'M-3,-3 Q-3,-6 0,-6 Q3,-6 3,-3 Q3,-1 0,0 V2 M0,4.5 V5.5',
  // An eye.
  observation: 'M-6,0 Q0,-6 6,0 Q0,6 -6,0 Z M-1.5,0 a1.5,1.5 0 1,0 3,0 a1.5,1.5 0 1,0 -3,0',
  // A plus.
  healer: 'M0,-5 V5 M-5,0 H5',
  // An anvil.
  forge: 'M-6,-3 H5 Q5,0 2,0 V3 H4 V5 H-4 V3 H-2 V0 Q-6,0 -6,-3 Z',
  // A hash.
  narrative: 'M-2,-5 L-3,5 M3,-5 L2,5 M-5,-2 H5 M-5,2 H5',
  // A dot.
  other: 'M-1,0 a1,1 0 1,0 2,0 a1,1 0 1,0 -2,0',
};

export const SYMBOL_LABELS: Record<LocationSymbol, MessageKey> = {
  encounter: 'exploration.symbol.encounter',
  ruins: 'exploration.symbol.ruins',
  'mystery-or-memory': 'exploration.symbol.mystery-or-memory',
  observation: 'exploration.symbol.observation',
  healer: 'exploration.symbol.healer',
  forge: 'exploration.symbol.forge',
  narrative: 'exploration.symbol.narrative',
  other: 'exploration.symbol.other',
};

/** A `#` card as printed: "A#24" stays as it is, a bare "24" reads "#24". */
export function hashLabel(card: string): string {
  return card.includes('#') ? card : `#${card}`;
}
