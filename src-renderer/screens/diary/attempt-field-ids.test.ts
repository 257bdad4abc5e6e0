import { describe, expect, it } from 'vitest';
import { attemptFieldIds, type FieldProblem } from './attempt-field-ids.js';

describe('record dialog field ids (the problem is announced on the field it names)', () => {
  it('names each field by its path in the draft, dots made dashes', () => {
    const ids = attemptFieldIds('d1', () => null);
    expect(ids.id('memoryId')).toBe('d1-memoryId');
    expect(ids.id('objectives.2.xp')).toBe('d1-objectives-2-xp');
  });

  it('marks only the named field invalid and links it to the message, after its hint', () => {
    let problem: FieldProblem | null = null;
    const ids = attemptFieldIds('d1', () => problem);
    expect(ids.invalid('otherXp')).toBeUndefined();
    expect(ids.describedBy('otherXp', 'd1-other-hint')).toBe('d1-other-hint');
    expect(ids.describedBy('otherXp')).toBeUndefined();

    problem = { field: 'otherXp', text: 'Type a whole number.' };
    expect(ids.invalid('otherXp')).toBe('true');
    expect(ids.invalid('memoryId')).toBeUndefined();
    expect(ids.describedBy('otherXp', 'd1-other-hint')).toBe('d1-other-hint d1-problem');
    expect(ids.describedBy('objectives.0.xp')).toBeUndefined();
  });
});
