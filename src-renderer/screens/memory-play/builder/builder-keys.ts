import type { Direction, SquareKind } from '../../../../shared/memory-play/map/index.js';
import { KIND_LETTERS, SQUARE_KINDS } from '../../../../shared/memory-play/map/index.js';
import type { KeyPress } from '../../../lib/keyboard-shortcuts.js';
import type { BuilderAction } from './builder-reducer.js';
import type { PaletteItem } from './token-edits.js';

/**
 * The builder's keys, as one table the key handler, the palette's buttons and the help panel
 * all read. Kinds use the text notation's letters (s street, r roof…), so a player who knows
 * one knows the other; tokens are the same letters with Shift, chosen to be easy to remember.
 */

/** Shift + this letter drops the token at the cursor. */
export const TOKEN_KEYS: Record<PaletteItem, string> = {
  'hiding-spot': 'H',
  tower: 'T',
  chest: 'C',
  'fast-travel': 'F',
  triangle: 'V',
  entrance: 'E',
  objective: 'O',
  restricted: 'X',
  'rule-token': 'R',
  guard: 'G',
  boss: 'B',
  ally: 'A',
  machine: 'M',
  assassins: 'P',
};

/** The letter that sets a tile's kind (and the kind of the tiles drawn next). */
export const KIND_KEYS: Record<SquareKind, string> = KIND_LETTERS;

const KIND_BY_KEY = new Map(SQUARE_KINDS.map((kind) => [KIND_KEYS[kind], kind]));
const TOKEN_BY_KEY = new Map(Object.entries(TOKEN_KEYS).map(([item, key]) => [key.toLowerCase(), item as PaletteItem]));

export const TILE_KEY = 't';
export const ROTATE_KEY = 'o';
export const LEVEL_KEY = 'l';

const ARROWS: Record<string, Direction> = { ArrowUp: 'N', ArrowDown: 'S', ArrowLeft: 'W', ArrowRight: 'E' };

/** Enter opens the square's details in the inspector; the rest are map edits or cursor moves. */
export type KeyCommand = BuilderAction | { type: 'open-inspector' };

/**
 * The command for a key pressed on the map, or null for keys the builder leaves alone (Tab,
 * browser shortcuts). `moving`: a tile is picked up, so only cursor keys, Space/Enter (put it
 * down) and Escape (put it back) mean anything.
 */
export function keyCommand(press: KeyPress, moving: boolean): KeyCommand | null {
  if (press.altKey) return null;
  const command = press.ctrlKey || press.metaKey;
  const direction = ARROWS[press.key];
  if (direction) {
    if (command) return moving ? null : { type: 'edge', direction };
    return { type: 'step', direction, extend: press.shiftKey && !moving };
  }
  const jump = { Home: 'row-start', End: 'row-end', PageUp: 'column-start', PageDown: 'column-end' } as const;
  if (press.key in jump && !command) return { type: 'jump', to: jump[press.key as keyof typeof jump], extend: press.shiftKey && !moving };
  if (command) {
    const key = press.key.toLowerCase();
    if (key === 'z') return { type: press.shiftKey ? 'redo' : 'undo' };
    if (key === 'y' && press.ctrlKey && !press.shiftKey) return { type: 'redo' };
    return null;
  }
  if (moving) {
    if (press.key === ' ' || press.key === 'Enter') return { type: 'drop' };
    if (press.key === 'Escape') return { type: 'cancel' };
    return null;
  }
  switch (press.key) {
    case ' ':
      return { type: 'pick-up' };
    case 'Enter':
      return { type: 'open-inspector' };
    case 'Escape':
      return { type: 'cancel' };
    case 'Delete':
    case 'Backspace':
      return { type: 'remove' };
    case '1':
    case '4':
    case '6':
      return { type: 'tile-size', size: Number(press.key) as 1 | 4 | 6 };
  }
  if (press.key.length !== 1) return null;
  // Read by letter with Shift, not by case, so Caps Lock does not turn kinds into tokens.
  const letter = press.key.toLowerCase();
  if (press.shiftKey) {
    const item = TOKEN_BY_KEY.get(letter);
    return item ? { type: 'place', item } : null;
  }
  if (letter === TILE_KEY) return { type: 'tile-from-selection' };
  if (letter === ROTATE_KEY) return { type: 'rotate' };
  if (letter === LEVEL_KEY) return { type: 'level' };
  const kind = KIND_BY_KEY.get(letter);
  return kind ? { type: 'kind', kind } : null;
}
