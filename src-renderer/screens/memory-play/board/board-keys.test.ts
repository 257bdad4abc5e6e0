import { describe, expect, it } from 'vitest';
import { boardShortcut, nextAssassin } from './board-keys.js';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; shiftKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({ key, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, ...modifiers });
const onButton = { tagName: 'BUTTON' };

describe('the board’s keys', () => {
  it('N, A, S, Shift+S, M and ? do what the help panel says, on a button or the map alike', () => {
    expect(boardShortcut(press('n'), onButton)).toBe('next');
    expect(boardShortcut(press('a'), { tagName: 'g' })).toBe('act');
    expect(boardShortcut(press('s'), null)).toBe('next-assassin');
    expect(boardShortcut(press('S', { shiftKey: true }), onButton)).toBe('previous-assassin');
    expect(boardShortcut(press('m'), onButton)).toBe('map');
    expect(boardShortcut(press('?', { shiftKey: true }), onButton)).toBe('help');
  });

  it('a letter typed into a field or a list, or pressed with Ctrl (undo), is not a board key', () => {
    expect(boardShortcut(press('n'), { tagName: 'INPUT', type: 'text' })).toBeNull();
    expect(boardShortcut(press('a'), { tagName: 'INPUT', type: 'number' })).toBeNull();
    expect(boardShortcut(press('s'), { tagName: 'SELECT' })).toBeNull();
    expect(boardShortcut(press('z', { ctrlKey: true }), onButton)).toBeNull();
    expect(boardShortcut(press('Enter'), onButton)).toBeNull();
    // A checkbox or a radio has no text: the keys work there.
    expect(boardShortcut(press('n'), { tagName: 'INPUT', type: 'radio' })).toBe('next');
  });

  it('the next assassin goes round the board’s order, both ways, starting from the first', () => {
    expect(nextAssassin(['a1', 'a2', 'a3'], null, 1)).toBe('a1');
    expect(nextAssassin(['a1', 'a2', 'a3'], 'a3', 1)).toBe('a1');
    expect(nextAssassin(['a1', 'a2', 'a3'], 'a1', -1)).toBe('a3');
    expect(nextAssassin(['a1', 'a2'], 'gone', -1)).toBe('a2');
    expect(nextAssassin([], null, 1)).toBeNull();
  });
});
