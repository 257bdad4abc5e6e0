import { z } from 'zod';
import { id, name, number, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: an equipment or skill card whose effect the app does not play: its cost (as printed, the
 * Equipment row of ASP-1) is paid, its icons applied (EQP-8), and the players make the change by
 * hand (manual steps).
 */
export const useCard = declareMove({
  kind: 'use-card',
  family: 'action',
  schema: z
    .object({ kind: z.literal('use-card'), miniatureId: id, card: name, cost: number, eyeIcon: z.boolean().optional(), alertIcon: z.boolean().optional(), useSavedCube })
    .strict(),
  cost: { listed: null, of: (step) => step.cost },
  places: { from: ['tower-top', 'hiding-spot'] },
  panel: {
    fields: [
      { field: 'card', input: 'text', label: 'card' },
      { field: 'cost', input: 'number', label: 'cardCost' },
    ],
    submit: 'doUseCard',
  },
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), card: step.card, cost: step.cost } }),
});
