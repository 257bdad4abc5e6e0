import { isTextEntry, type FocusedElement, type KeyPress } from '../../../lib/keyboard-shortcuts.js';

/**
 * The live board's keys for what a group does every turn. Single letters, so they never reach a
 * text field, a number field or a list being typed into (a letter there picks an option), and
 * never with Ctrl, Alt or Cmd (Ctrl+Z and Ctrl+Shift+Z stay the app's undo and redo).
 */
export type BoardShortcut = 'help' | 'next' | 'act' | 'next-assassin' | 'previous-assassin' | 'map';

/** The keys as the help panel lists them, in its order; undo and redo are the app's own (App.svelte). */
export const BOARD_KEYS: readonly { keys: readonly string[]; does: BoardShortcut | 'undo' | 'redo' | 'escape' }[] = [
  { keys: ['N'], does: 'next' },
  { keys: ['A'], does: 'act' },
  { keys: ['S'], does: 'next-assassin' },
  { keys: ['Shift', 'S'], does: 'previous-assassin' },
  { keys: ['M'], does: 'map' },
  { keys: ['Ctrl', 'Z'], does: 'undo' },
  { keys: ['Ctrl', 'Shift', 'Z'], does: 'redo' },
  { keys: ['Esc'], does: 'escape' },
  { keys: ['?'], does: 'help' },
];

export function boardShortcut(press: KeyPress, focused: FocusedElement | null): BoardShortcut | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (isTextEntry(focused) || focused?.tagName.toUpperCase() === 'SELECT') return null;
  if (press.key === '?') return 'help';
  switch (press.key.toLowerCase()) {
    case 'n':
      return press.shiftKey ? null : 'next';
    case 'a':
      return press.shiftKey ? null : 'act';
    case 's':
      return press.shiftKey ? 'previous-assassin' : 'next-assassin';
    case 'm':
      return press.shiftKey ? null : 'map';
    default:
      return null;
  }
}

/** The assassin after (or before) `current` among those who may act, in the board's order; the first when none is. */
export function nextAssassin(order: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (order.length === 0) return null;
  const at = current === null ? -1 : order.indexOf(current);
  if (at === -1) return step === 1 ? order[0]! : order.at(-1)!;
  return order[(at + step + order.length) % order.length]!;
}
