import { describe, expect, it } from 'vitest';
import { HQ_CAPACITY, HQ_PLACES, type HqPlaceView } from '../../../shared/hq/hq.js';
import type { Refusal } from '../../../shared/ipc/refusal.js';
import { BOARD_ROOMS, assignmentStatus, miniatureFromDrag, openAssignment, placementHint, spacesOf } from './hq-view.js';
import type { AssignmentView } from '../../../shared/hq/hq.js';

const capacityProblem: Refusal = { rule: 'HQ-CAP-1', field: 'place', params: { context: 'workshop', place: 'workshop', capacity: 4 }, message: 'The workshop has room for 4 miniatures and all 4 are taken.' };

function placeOf(overrides: Partial<HqPlaceView>): HqPlaceView {
  return { place: 'workshop', capacity: 4, miniatures: [], canPlace: {}, ...overrides };
}

describe('the HQ board as drawn', () => {
  it('HQ-CAP-1: each room shows as many spaces as it has, taken ones first', () => {
    expect(spacesOf(placeOf({ capacity: 4, miniatures: ['apprentice-1'] }))).toEqual(['apprentice-1', null, null, null]);
    expect(spacesOf(placeOf({ place: 'command-room', capacity: 6, miniatures: [] }))).toHaveLength(6);
  });

  it('HQ-A1-5: the memory group has no spaces of its own, only who is in it', () => {
    expect(spacesOf(placeOf({ place: 'memory-group', capacity: null, miniatures: ['ezio', 'assassin-1'] }))).toEqual(['ezio', 'assassin-1']);
    expect(spacesOf(placeOf({ place: 'memory-group', capacity: null, miniatures: [] }))).toEqual([]);
  });

  it('HQ-GEN-2: every building place of the board is drawn in one of its rooms, the hospital with both rows', () => {
    const drawn = BOARD_ROOMS.flatMap((room) => [...room.places]);
    expect(drawn.sort()).toEqual(HQ_PLACES.filter((p) => HQ_CAPACITY[p] !== null).sort());
    expect(BOARD_ROOMS.find((r) => r.room === 'hospital')?.places).toEqual(['hospital-patient', 'hospital-caregiver']);
  });
});

describe('placement hints', () => {
  it('HQ-CAP-1: a full room tells the picked-up miniature why it is refused, before it is tried', () => {
    const full = placeOf({ miniatures: ['apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4'], canPlace: { 'mercenary-1': capacityProblem } });
    expect(placementHint(full, 'mercenary-1')).toEqual(capacityProblem);
  });

  it('a miniature is never refused the place where it already stands', () => {
    const here = placeOf({ miniatures: ['mercenary-1'], canPlace: { 'mercenary-1': capacityProblem } });
    expect(placementHint(here, 'mercenary-1')).toBeNull();
  });

  it('a place main did not give a hint for is open', () => {
    expect(placementHint(placeOf({}), 'ezio')).toBeNull();
  });
});

describe('drag and drop payload', () => {
  it('only a miniature id is taken from a drop; stray text is ignored', () => {
    expect(miniatureFromDrag('courtesan-2')).toBe('courtesan-2');
    expect(miniatureFromDrag('assassin-12')).toBe('assassin-12');
    expect(miniatureFromDrag('mercenary-5')).toBeNull();
    expect(miniatureFromDrag('<b>hello</b>')).toBeNull();
    expect(miniatureFromDrag('')).toBeNull();
  });
});

describe('the assignment in progress', () => {
  const steps = { id: 1, kind: 'later' as const, beforeMemory: '1.2', startedAt: '2026-11-21T20:00:00.000Z', steps: [], next: null, commandRoom: null, finishProblem: null };

  it('HQ-GEN-3: a started, unfinished assignment is the one the players follow', () => {
    expect(openAssignment({ assignment: { ...steps, finishedAt: null } })?.id).toBe(1);
  });

  it('a finished assignment is only shown as done', () => {
    expect(openAssignment({ assignment: { ...steps, finishedAt: '2026-11-21T21:00:00.000Z' } })).toBeNull();
    expect(openAssignment({ assignment: null })).toBeNull();
  });
});

describe('the assignment status line follows the state (HQ-GEN-3)', () => {
  const finished = { id: 1, kind: 'first', beforeMemory: null, startedAt: 'x', finishedAt: 'y', steps: [], next: null, commandRoom: null, finishProblem: null } as AssignmentView;
  const notYet: Refusal = { rule: 'HQ-GEN-3', params: {}, message: 'Play the memory first.' };

  it('HQ-GEN-3: once the next assignment may start, it says the next one is due, not that the last is finished', () => {
    expect(assignmentStatus({ assignment: finished, startProblem: null })).toEqual({ key: 'hq.assignment.nextDue' });
  });

  it('HQ-GEN-3: while none may start, it says which one is finished', () => {
    expect(assignmentStatus({ assignment: finished, startProblem: notYet })).toEqual({ key: 'hq.assignment.finished' });
    expect(assignmentStatus({ assignment: { ...finished, beforeMemory: '1.2' }, startProblem: notYet })).toEqual({ key: 'hq.assignment.finishedBefore', memory: '1.2' });
  });

  it('says nothing while an assignment is open, and "none yet" before the first', () => {
    expect(assignmentStatus({ assignment: { ...finished, finishedAt: null }, startProblem: notYet })).toBeNull();
    expect(assignmentStatus({ assignment: null, startProblem: null })).toEqual({ key: 'hq.assignment.none' });
  });
});
