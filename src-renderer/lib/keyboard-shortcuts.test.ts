import { describe, expect, it } from 'vitest';
import { historyShortcut, type FocusedElement, type KeyPress } from './keyboard-shortcuts.js';

const press = (key: string, modifiers: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});
const button: FocusedElement = { tagName: 'BUTTON' };

describe('historyShortcut', () => {
  it('Ctrl+Z and Cmd+Z undo', () => {
    expect(historyShortcut(press('z', { ctrlKey: true }), button)).toBe('undo');
    expect(historyShortcut(press('z', { metaKey: true }), null)).toBe('undo');
  });

  it('Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y redo', () => {
    expect(historyShortcut(press('Z', { ctrlKey: true, shiftKey: true }), button)).toBe('redo');
    expect(historyShortcut(press('Z', { metaKey: true, shiftKey: true }), button)).toBe('redo');
    expect(historyShortcut(press('y', { ctrlKey: true }), button)).toBe('redo');
  });

  it('leaves Ctrl+Z to the browser while the player types in a text field', () => {
    for (const focused of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: 'number' },
      { tagName: 'INPUT' },
      { tagName: 'TEXTAREA' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(historyShortcut(press('z', { ctrlKey: true }), focused)).toBeNull();
      expect(historyShortcut(press('y', { ctrlKey: true }), focused)).toBeNull();
    }
  });

  it('still undoes from controls that hold no text', () => {
    for (const focused of [{ tagName: 'INPUT', type: 'checkbox' }, { tagName: 'INPUT', type: 'radio' }, { tagName: 'SELECT' }]) {
      expect(historyShortcut(press('z', { ctrlKey: true }), focused)).toBe('undo');
    }
  });

  it('ignores plain keys and AltGr combinations', () => {
    expect(historyShortcut(press('z'), button)).toBeNull();
    expect(historyShortcut(press('z', { ctrlKey: true, altKey: true }), button)).toBeNull();
  });
});
