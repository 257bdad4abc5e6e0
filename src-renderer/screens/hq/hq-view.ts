import {
  miniatureId,
  type AssignmentStepId,
  type HqMiniature,
  type HqPlace,
  type HqPlaceView,
  type HqView,
  type MiniatureId,
  type MiniatureKind,
} from '../../../shared/hq/hq.js';
import type { MessageKey } from '../../i18n/message-key.js';
import type { Refusal } from '../../../shared/ipc/refusal.js';

/*
 * What the HQ tab shows about the board, as pure functions so they can be tested without a
 * page. Main is the authority on every placement rule; these only read its view.
 */

export const PLACE_LABELS: Record<HqPlace, MessageKey> = {
  'memory-group': 'hq.places.memory-group',
  'hospital-patient': 'hq.places.hospital-patient',
  'hospital-caregiver': 'hq.places.hospital-caregiver',
  workshop: 'hq.places.workshop',
  shop: 'hq.places.shop',
  'command-room': 'hq.places.command-room',
};

export const KIND_LABELS: Record<MiniatureKind, MessageKey> = {
  assassin: 'hq.kinds.assassin',
  apprentice: 'hq.kinds.apprentice',
  ally: 'hq.kinds.ally',
  ezio: 'hq.kinds.ezio',
};

/** The first assignment (HQ-A1) and the later ones (HQ-AS) name their steps differently. */
export const STEP_LABELS: Record<'first' | 'later', Record<AssignmentStepId, MessageKey>> = {
  first: {
    patients: 'hq.steps.first.patients',
    blueprint: 'hq.steps.first.blueprint',
    contract: 'hq.steps.first.contract',
    'main-hall': 'hq.steps.first.main-hall',
    'command-room': 'hq.steps.first.command-room',
    groups: 'hq.steps.first.groups',
  },
  later: {
    patients: 'hq.steps.later.patients',
    blueprint: 'hq.steps.later.blueprint',
    contract: 'hq.steps.later.contract',
    'main-hall': 'hq.steps.later.main-hall',
    'command-room': 'hq.steps.later.command-room',
    groups: 'hq.steps.later.groups',
  },
};

/** The board's rooms as drawn, and the places each holds (the hospital has two rows of spaces). */
export const BOARD_ROOMS = [
  { room: 'hospital', places: ['hospital-patient', 'hospital-caregiver'] },
  { room: 'workshop', places: ['workshop'] },
  { room: 'shop', places: ['shop'] },
  { room: 'command-room', places: ['command-room'] },
] as const satisfies readonly { room: string; places: readonly HqPlace[] }[];

export type BoardRoom = (typeof BOARD_ROOMS)[number]['room'];

export function placeView(view: Pick<HqView, 'places'>, place: HqPlace): HqPlaceView | null {
  return view.places.find((p) => p.place === place) ?? null;
}

export function miniatureOf(view: Pick<HqView, 'miniatures'>, id: MiniatureId): HqMiniature | null {
  return view.miniatures.find((m) => m.id === id) ?? null;
}

/**
 * A place's spaces as drawn on the board: each holds a miniature or is free. The memory
 * group has no spaces of its own, so it shows only who is in it.
 */
export function spacesOf(place: Pick<HqPlaceView, 'capacity' | 'miniatures'>): (MiniatureId | null)[] {
  if (place.capacity === null) return [...place.miniatures];
  const free = Math.max(0, place.capacity - place.miniatures.length);
  return [...place.miniatures, ...Array.from({ length: free }, () => null)];
}

/**
 * Whether main would accept `miniature` at `place` now: null when it would (or it is
 * already there), else the refusal it would give (the view's `canPlace` hint).
 */
export function placementHint(place: Pick<HqPlaceView, 'canPlace' | 'miniatures'>, miniature: MiniatureId): Refusal | null {
  if (place.miniatures.includes(miniature)) return null;
  return place.canPlace[miniature] ?? null;
}

/** The assignment the players are in now: started and not finished. */
export function openAssignment(view: Pick<HqView, 'assignment'>): HqView['assignment'] {
  return view.assignment && view.assignment.finishedAt === null ? view.assignment : null;
}

/**
 * HQ-GEN-3: the line above "Start the assignment", worked out from the state now: when a new
 * assignment may start, it is due (never "the last assignment is finished" as if nothing
 * were to do); while none may start, the last one is what is finished. Null while one is open.
 */
export function assignmentStatus(view: Pick<HqView, 'assignment' | 'startProblem'>): { key: MessageKey; memory?: string } | null {
  if (openAssignment(view)) return null;
  const last = view.assignment;
  if (last === null) return { key: 'hq.assignment.none' };
  if (view.startProblem === null) return { key: 'hq.assignment.nextDue' };
  return last.beforeMemory ? { key: 'hq.assignment.finishedBefore', memory: last.beforeMemory } : { key: 'hq.assignment.finished' };
}

/** The drag payload: only miniature ids travel, so a stray drop of text is ignored. */
export function miniatureFromDrag(data: string): MiniatureId | null {
  const parsed = miniatureId.safeParse(data);
  return parsed.success ? parsed.data : null;
}
