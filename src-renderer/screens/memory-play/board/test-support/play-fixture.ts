import { mapFromText } from '../../../../../shared/memory-play/map/test-support/map-builders.js';
import type { AssassinPiece, GuardPiece, Miniature, PlayState, RedBase } from '../../../../../shared/memory-play/play-types.js';
import { RED_BASE_COUNT } from '../../../../../shared/memory-play/play-types.js';

/**
 * A play as the board receives it from main, for the view-model tests: the map from its text
 * notation, the pieces placed by the test. Built as plain data on purpose — the renderer draws
 * what main sends and never runs the engine.
 */
export function playOn(mapText: string, miniatures: Miniature[] = [], redBases: RedBase[] = []): PlayState {
  const map = mapFromText(mapText);
  const bases: RedBase[] = Array.from({ length: RED_BASE_COUNT }, (_, index) => ({ id: `r${index + 1}`, substitute: false, at: { on: 'supply' } }));
  for (const base of redBases) {
    const index = bases.findIndex((candidate) => candidate.id === base.id);
    if (index >= 0) bases[index] = base;
    else bases.push(base);
  }
  return {
    memoryId: map.memoryId,
    box: 'core',
    map,
    alerts: Object.fromEntries(map.sides.map((side) => [side.id, 'inactive'])),
    miniatures: Object.fromEntries(miniatures.map((miniature) => [miniature.id, miniature])),
    redBases: bases,
    objectives: [],
    chests: [],
    reserve: { crossbowman: 30 },
    reinforcementDeckFor: 2,
    eventDeck: { mode: 'typed' },
    currentEvents: [],
    turn: 1,
    phase: 'event',
    enemyStage: null,
    enemyStagesPlayed: ['reinforcement', 'movement', 'combat'],
    saveCubeInPlay: true,
    difficulty: 'normal',
    easyUsed: false,
    pending: null,
    rng: [1, 2, 3, 4],
    outcome: null,
    serials: { guard: 0, boss: 0, ally: 0, machine: 0, substitute: 0, decision: 0 },
  };
}

export function assassin(id: string, side: 'A' | 'B', square: string | null, extra: Partial<AssassinPiece> = {}): AssassinPiece {
  return {
    id,
    kind: 'assassin',
    memberId: Number(id.replace(/\D/g, '')) || 1,
    characterId: 'ezio',
    colour: 'party-1',
    initial: 'E',
    apprentice: false,
    health: 4,
    maxHealth: 4,
    condition: 'full',
    criticalSinceTurn: null,
    cubes: 0,
    savedCube: false,
    equipment: [],
    place: square === null ? { on: 'off-map' } : { on: 'square', side, square },
    ...extra,
  };
}

export function guard(id: string, side: 'A' | 'B', square: string, guardType = 'crossbowman', body = false): GuardPiece {
  return { id, kind: 'guard', guardType, body, place: { on: 'square', side, square } };
}
