import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lineOfText, notesText } from './player-text.js';

const name = lineOfText(z.string().trim().min(1).max(80));
const notes = notesText(z.string().max(4000));
const CONTROLS = [...Array.from({ length: 32 }, (_, i) => i), 0x7f, 0x80, 0x85, 0x9f].map((code) => String.fromCharCode(code));

describe('player text', () => {
  it('refuses a name holding any control character, wherever it sits (a leading NUL included)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 20 }), (before, control, after) => {
        const result = name.safeParse(`x${before}${control}${after}x`);
        expect(result.success).toBe(false);
      }),
    );
    expect(name.safeParse('\u0000Venezia').success).toBe(false);
  });

  it('accepts names in any script, with bidi marks and emoji: those are shown isolated, not refused', () => {
    for (const text of ['Venezia', 'Forlì', 'Łódź 1503', 'مرحبا', 'abc\u202Eevil', 'Ezio 🗡️', 'x'.repeat(80)]) expect(name.parse(text)).toBe(text);
  });

  it('lets notes keep line breaks and tabs, but no other control character', () => {
    expect(notes.parse('Line one\nLine two\r\n\tindented')).toBe('Line one\nLine two\r\n\tindented');
    for (const control of CONTROLS.filter((c) => !'\n\r\t'.includes(c))) expect(notes.safeParse(`a${control}b`).success).toBe(false);
  });
});
