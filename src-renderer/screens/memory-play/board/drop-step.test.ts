import { describe, expect, it } from 'vitest';
import { dropStep, pickedFromDrag, pickedToDrag, type Picked } from './drop-step.js';

describe('putting a piece down on a square', () => {
  it('GEN-6: a miniature moves, one from the reserve or the box is added, a red base is placed', () => {
    const at = { side: 'A' as const, square: 'B2' };
    expect(dropStep({ pending: null }, { kind: 'miniature', miniatureId: 'g3' }, at)).toEqual({ kind: 'move-miniature', miniatureId: 'g3', side: 'A', square: 'B2' });
    expect(dropStep({ pending: null }, { kind: 'new', miniature: { kind: 'guard', guardType: 'agile' } }, at)).toEqual({
      kind: 'add-miniature',
      miniature: { kind: 'guard', guardType: 'agile' },
      side: 'A',
      square: 'B2',
    });
    expect(dropStep({ pending: null }, { kind: 'red-base' }, at)).toEqual({ kind: 'place-red-base', side: 'A', square: 'B2' });
  });

  it('GEN-1, SET-1: the assassin a choice waits on, put on an offered square, answers the choice', () => {
    const pending = {
      id: 'd2',
      rule: 'GEN-1',
      kind: 'place-assassin' as const,
      miniatureId: 'a1',
      options: [
        { id: 'A:A1', side: 'A' as const, square: 'A1' },
        { id: 'B:C3', side: 'B' as const, square: 'C3' },
      ],
    };
    expect(dropStep({ pending }, { kind: 'miniature', miniatureId: 'a1' }, { side: 'B', square: 'C3' })).toEqual({ kind: 'choose', decisionId: 'd2', optionId: 'B:C3' });
    // Elsewhere it is a plain move, which the engine refuses while the choice waits (GEN-1).
    expect(dropStep({ pending }, { kind: 'miniature', miniatureId: 'a1' }, { side: 'A', square: 'B1' })).toMatchObject({ kind: 'move-miniature' });
    expect(dropStep({ pending }, { kind: 'miniature', miniatureId: 'a2' }, { side: 'A', square: 'A1' })).toMatchObject({ kind: 'move-miniature' });
  });

  it('what a drag carries reads back as the same piece, and anything else dropped is ignored', () => {
    const picked: Picked[] = [{ kind: 'red-base' }, { kind: 'miniature', miniatureId: 'g1' }, { kind: 'new', miniature: { kind: 'boss', name: 'Pitigliano' } }];
    for (const piece of picked) expect(pickedFromDrag(pickedToDrag(piece))).toEqual(piece);
    for (const other of ['', 'hello', '{"kind":"file"}', '[1,2]', '{"kind":"new","miniature":{"kind":"dragon"}}', 'null']) expect(pickedFromDrag(other)).toBeNull();
  });
});
