import { describe } from 'vitest';
import type { RegionLocation } from '../../../shared/exploration/region-box-data.js';
import { checkApocalypseSkill, checkShaoJunJoin, checkShaoJunReturn, decideShaoJunHealth } from '../../../shared/exploration/apocalypse.js';
import { decideEndOfMemory, type EndOfMemoryFacts } from '../../../shared/exploration/end-of-memory-rules.js';
import {
  checkCanMove,
  checkCardOutcome,
  checkForge,
  checkHealer,
  checkJourney,
  checkJump,
  checkStart,
  checkStartLocation,
  decideResolution,
  decideTravelHealth,
  mapOf,
  noRegion,
  planPayment,
  type PhaseFacts,
  type ResolutionFacts,
} from '../../../shared/exploration/exploration-rules.js';
import { decideRecordAttempt } from '../../../shared/diary/record-rules.js';
import { attemptRequest } from '../../../shared/test-support/diary-builders.js';
import { refusalOf } from '../../../shared/test-support/expect-refusal.js';
import { checkRefusalWording } from '../../lib/refusal-wording.js';
import explorationRulesEn from './exploration-rules.en.json';

/* Every refusal of the exploration phase, Shao Jun and the end-of-memory phase, worded by the renderer from its parameters. */

const loc = (number: number, symbol: RegionLocation['symbol'] = 'other'): RegionLocation => ({ number, symbol, healValue: null, cardNumber: null, stickerCode: null, x: null, y: null });
const gauge = { boxes: 3, hashBoxes: [] };
const map = mapOf({ locations: [loc(1, 'observation'), loc(2, 'healer'), loc(3, 'forge'), loc(4)], connections: [[1, 2]], gauge, journeySlots: 3 });
const phase = (over: Partial<PhaseFacts> = {}): PhaseFacts => ({
  currentLocation: 1,
  cubesLeft: 3,
  unresolvedLocation: null,
  discoveredMemoryId: null,
  ended: false,
  healerLocation: null,
  ...over,
});
const progress = { activated: new Set([1]), exhausted: new Set<number>(), tickedBoxes: new Set<number>() };
const start = { isApocalypse: true, phaseAfterLastAttempt: false, openPhase: false, endOfMemoryDone: true };
const last = { id: 1, memoryId: 'A.1', outcome: 'success' as const, attemptNumber: 1 as const };
const payment = { cubesLeft: 1, clueCardIds: [7], gauge, tickedBoxes: new Set<number>() };
const resolution = (extra: Partial<ResolutionFacts> = {}): ResolutionFacts => ({
  unresolved: { ...loc(5, 'mystery-or-memory'), stickerCode: '1234' },
  table: [
    { code: '1234', kind: 'memory', memoryId: 'A.3' },
    { code: '9999', kind: 'mystery' },
  ],
  wonMemories: new Set(),
  placedMemories: new Map(),
  ...extra,
});
const lookUp = (over: Partial<{ code: string | null; choice: 'mystery' | 'memory' | null; memoryId: string | null; card: string | null }> = {}) => ({
  symbol: 'mystery-or-memory' as const,
  code: null,
  choice: null,
  memoryId: null,
  card: null,
  ...over,
});
const outcome = { health: [], shaoJunDelta: 0, cardsGained: [], notes: '' };
const cardFacts = { card: 'E7', inOpenPhase: true, recorded: false, members: new Map(), shaoJunJoined: false };
const eom = (extra: Partial<EndOfMemoryFacts> = {}): EndOfMemoryFacts => ({
  apocalypse: true,
  latest: { attemptId: 7, memoryId: 'A.2', done: false },
  members: [
    { id: 1, assassin: 'Alif', status: 'in-play', eliminatedAttemptId: 7, healthLost: 0 },
    { id: 2, assassin: 'Bastiano', status: 'in-play', eliminatedAttemptId: null, healthLost: 0 },
  ],
  shaoJun: { eliminatedIn: null, maxHealth: 4 },
  ...extra,
});
const medicine = (memberId: number) => [{ memberId, health: 1, cardId: null }];
const recordFacts = {
  box: 'apocalypse' as const,
  memories: [],
  options: { grayAfterEasyFailure: false },
  pendingEndOfMemory: null,
  members: [],
  shaoJunEliminatedIn: null,
};

describe('exploration and Apocalypse refusals in the players’ language', () => {
  checkRefusalWording(
    [
      checkStart({ ...start, lastAttempt: last, isApocalypse: false }),
      checkStart({ ...start, lastAttempt: last, openPhase: true }),
      checkStart({ ...start, lastAttempt: null }),
      checkStart({ ...start, lastAttempt: { ...last, outcome: 'failure' } }),
      checkStart({ ...start, lastAttempt: last, phaseAfterLastAttempt: true }),
      checkStart({ ...start, lastAttempt: last, endOfMemoryDone: false }),
      noRegion(),
      checkStartLocation(map, 9, null),
      checkStartLocation(map, 1, 4),
      checkCanMove(null),
      checkCanMove(phase({ discoveredMemoryId: 'A.2' })),
      checkCanMove(phase({ unresolvedLocation: 2 })),
      checkJourney(map, phase(), 1),
      checkJourney(map, phase(), 4),
      checkJourney(map, phase(), 8),
      checkJump(map, phase(), progress, 1),
      checkJump(map, phase({ currentLocation: 2 }), progress, 1),
      checkJump(map, phase(), progress, 2),
      refusalOf(planPayment({ method: 'cube' }, { ...payment, cubesLeft: 0 })),
      refusalOf(planPayment({ method: 'gauge' }, payment)),
      refusalOf(planPayment({ method: 'gauge' }, { ...payment, cubesLeft: 0 })),
      refusalOf(planPayment({ method: 'clue', cardId: 8 }, payment)),
      checkHealer(map, phase()),
      checkHealer(map, phase({ currentLocation: 2, healerLocation: 2 })),
      checkHealer(map, phase({ currentLocation: 2, healerLocation: 9 })),
      checkForge(map, phase({ currentLocation: 3 }), progress),
      refusalOf(decideResolution(resolution({ unresolved: null }), { symbol: 'narrative' })),
      refusalOf(decideResolution(resolution(), { symbol: 'narrative' })),
      refusalOf(decideResolution(resolution(), lookUp({ code: '9999', choice: 'memory' }))),
      refusalOf(decideResolution(resolution(), lookUp({ choice: 'mystery' }))),
      refusalOf(decideResolution(resolution({ unresolved: loc(5, 'mystery-or-memory') }), lookUp())),
      refusalOf(decideResolution(resolution(), lookUp({ code: '5555' }))),
      refusalOf(decideResolution(resolution(), lookUp({ code: '9999' }))),
      refusalOf(decideResolution(resolution(), lookUp({ code: '5555', choice: 'memory' }))),
      refusalOf(decideResolution(resolution({ wonMemories: new Set(['A.3']) }), lookUp())),
      refusalOf(decideResolution(resolution({ placedMemories: new Map([['A.3', 8]]) }), lookUp())),
      checkCardOutcome({ ...cardFacts, recorded: true }, outcome),
      checkCardOutcome({ ...cardFacts, inOpenPhase: false }, outcome),
      checkCardOutcome(cardFacts, { ...outcome, shaoJunDelta: -1 }),
      refusalOf(decideTravelHealth({ health: 1, max: 3 }, -1, { eliminateAtZero: true, latestAttemptId: null })),
      checkShaoJunJoin({ apocalypse: false, joined: false }),
      checkShaoJunJoin({ apocalypse: true, joined: true }),
      refusalOf(decideShaoJunHealth({ joined: true, maxHealth: 4 }, 5)),
      refusalOf(decideShaoJunHealth({ joined: true, maxHealth: null }, 2)),
      checkShaoJunReturn(null),
      refusalOf(decideRecordAttempt({ ...recordFacts, shaoJunEliminatedIn: 'memory' }, attemptRequest(1, 'A.1'))),
      refusalOf(decideRecordAttempt({ ...recordFacts, pendingEndOfMemory: 'A.1' }, attemptRequest(1, 'A.2'))),
      refusalOf(decideEndOfMemory(eom({ apocalypse: false }), { attemptId: 7, medicines: [] })),
      refusalOf(decideEndOfMemory(eom({ latest: null }), { attemptId: 7, medicines: [] })),
      refusalOf(decideEndOfMemory(eom(), { attemptId: 6, medicines: [] })),
      refusalOf(decideEndOfMemory(eom({ latest: { attemptId: 7, memoryId: 'A.2', done: true } }), { attemptId: 7, medicines: [] })),
      refusalOf(decideEndOfMemory(eom(), { attemptId: 7, medicines: medicine(1) })),
      refusalOf(decideEndOfMemory(eom(), { attemptId: 7, medicines: medicine(2) })),
      checkApocalypseSkill('Tank', 'A', 'Alif'),
      checkApocalypseSkill('Ezio!', 'A', 'Alif'),
    ],
    explorationRulesEn,
  );
});
