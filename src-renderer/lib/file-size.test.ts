import { describe, expect, it } from 'vitest';
import { formatFileSize, refuseTooLargeFile } from './file-size.js';

describe('formatFileSize', () => {
  it('uses the unit a reader expects, with the language’s decimal separator', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'pl')).toBe('1,5 MB');
  });
});

describe('refuseTooLargeFile', () => {
  it('lets a file up to the limit through', () => {
    expect(() => refuseTooLargeFile({ size: 5_000_000 }, 5_000_000)).not.toThrow();
  });

  it('refuses a larger one as too-large, carrying its size and the limit', () => {
    expect(() => refuseTooLargeFile({ size: 50 * 1024 * 1024 }, 5_000_000)).toThrow(
      expect.objectContaining({ error: expect.objectContaining({ code: 'too-large', params: { sizeBytes: 50 * 1024 * 1024, limitBytes: 5_000_000 } }) }),
    );
  });
});
