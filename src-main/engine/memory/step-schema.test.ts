import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepSchema } from '../../../shared/memory-play/moves/index.js';
import { parseStep } from './parse-step.js';
import { arbitrarySetup, arbitraryStepDraws, stepFromDraw } from './test-support/play-arbitraries.js';
import { startPlay } from './test-support/play-builders.js';

describe('the step schema (input from outside the process)', () => {
  it('accepts every step a play can log', () => {
    fc.assert(
      fc.property(arbitrarySetup, arbitraryStepDraws, (setup, draws) => {
        const state = startPlay(setup);
        for (const draw of draws) {
          const step = stepFromDraw(state, draw);
          expect(stepSchema.safeParse(step)).toMatchObject({ success: true, data: step });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('refuses malformed steps, naming the field, instead of letting them reach the reducer', () => {
    const cases: [unknown, string][] = [
      [{ kind: 'add-miniature', side: 'A', square: 'B2' }, 'miniature'],
      [{ kind: 'move-miniature', miniatureId: 'g1', side: 'C', square: 'B2' }, 'side'],
      [{ kind: 'set-health', miniatureId: 'a1', health: '3' }, 'health'],
      [{ kind: 'set-alert', side: 'A', alert: 'active', extra: 1 }, ''],
      [{ kind: 'begin-event-phase', events: [{ side: 'A', direction: 7 }] }, 'events'],
      [{ kind: 'remove-red-base', redBaseId: 'x'.repeat(500) }, 'redBaseId'],
      [{ kind: 'teleport' }, 'kind'],
    ];
    for (const [input, field] of cases) {
      const parsed = stepSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]!.path.join('.')).toContain(field);
    }
  });
});

describe('a step entering from a stored log (parseStep)', () => {
  it('a step logged by a play is taken as it was logged', () => {
    const step = { kind: 'move', miniatureId: 'a1', side: 'A', square: 'B2' };
    expect(parseStep(step)).toEqual({ ok: true, value: step });
  });

  it('a malformed step is refused naming the field, never thrown', () => {
    expect(parseStep({ kind: 'fly' })).toMatchObject({ ok: false, refusal: { rule: 'PLAY-VALUE', field: 'kind' } });
    expect(parseStep(null)).toMatchObject({ ok: false, refusal: { rule: 'PLAY-VALUE', field: 'kind' } });
    expect(parseStep({ kind: 'set-health', miniatureId: 'a1', health: '3' })).toMatchObject({ ok: false, refusal: { rule: 'PLAY-VALUE', field: 'health', params: { field: 'health' } } });
    expect(parseStep({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'Not A Type' }, side: 'A', square: 'B2' })).toMatchObject({
      ok: false,
      refusal: { rule: 'PLAY-VALUE', field: 'miniature.guardType' },
    });
  });

  it('property: anything at all is answered, a refusal naming a field or the step, never thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const parsed = parseStep(input);
        if (!parsed.ok) expect(parsed.refusal).toMatchObject({ rule: 'PLAY-VALUE', field: expect.any(String) });
      }),
      { numRuns: 300 },
    );
  });
});
