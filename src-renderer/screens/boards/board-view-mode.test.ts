import { describe, expect, it } from 'vitest';
import { readBoardViewMode, saveBoardViewMode } from './board-view-mode.js';

/** A storage as the browser's: strings by key. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('the boards view (compact or full) a group chose', () => {
  it('is remembered per campaign, and the full view is shown until another is chosen', () => {
    const storage = memoryStorage();
    expect(readBoardViewMode(storage, 1)).toBe('full');
    saveBoardViewMode(storage, 1, 'compact');
    expect(readBoardViewMode(storage, 1)).toBe('compact');
    expect(readBoardViewMode(storage, 2)).toBe('full');
    saveBoardViewMode(storage, 1, 'full');
    expect(readBoardViewMode(storage, 1)).toBe('full');
  });

  it('a storage that refuses (disabled, full) shows the full view and never breaks the tab', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveBoardViewMode(refusing, 1, 'compact')).not.toThrow();
    expect(readBoardViewMode(refusing, 1)).toBe('full');
  });
});
