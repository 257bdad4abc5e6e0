import { z } from 'zod';
import { direction, side } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/** EVT-2, TWO-3: one side's event card, typed from the physical card or drawn from the entered deck. */
const eventChoice = z.union([z.object({ side, direction }).strict(), z.object({ side, fromDeck: z.literal(true) }).strict()]);
export type EventChoice = z.infer<typeof eventChoice>;

/**
 * TURN-1, EVT-1, EVT-2: the turn's event phase, with one event card per map.
 */
export const beginEventPhase = declareMove({
  kind: 'begin-event-phase',
  family: 'tracker',
  schema: z.object({ kind: z.literal('begin-event-phase'), events: z.array(eventChoice).max(4) }).strict(),
  moments: ['event'],
  label: (step, words): Worded => ({ params: words.events(step) }),
});
