export type HistoryShortcut = 'undo' | 'redo';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What the shortcut handler needs to know about the focused element. */
export interface FocusedElement {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}

/** Inputs where typing happens; everything else (checkboxes, buttons…) has no text to undo. */
const NON_TEXT_INPUT_TYPES = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image']);

/** True where the browser's own text undo must keep Ctrl+Z. */
export function isTextEntry(element: FocusedElement | null): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUT_TYPES.has((element.type ?? 'text').toLowerCase());
}

/**
 * Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo — except while the player is typing,
 * where those keys belong to the text field.
 */
export function historyShortcut(press: KeyPress, focused: FocusedElement | null): HistoryShortcut | null {
  if (press.altKey || isTextEntry(focused)) return null;
  const key = press.key.toLowerCase();
  const command = press.ctrlKey || press.metaKey;
  if (command && key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (press.ctrlKey && !press.metaKey && !press.shiftKey && key === 'y') return 'redo';
  return null;
}
