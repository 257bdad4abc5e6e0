import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it('uses the unit a reader expects, with the language’s decimal separator', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'pl')).toBe('1,5 MB');
  });
});
