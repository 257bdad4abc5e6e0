import { z } from 'zod';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * LACK-1: the missing-guard marker put on the reinforcement deck, or taken off it (Apocalypse).
 */
export const setMissingGuardMarker = declareMove({
  kind: 'set-missing-guard-marker',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-missing-guard-marker'), placed: z.boolean() }).strict(),
  label: (step): Worded => ({ params: step.placed ? {} : { context: 'off' } }),
});
