import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/campaigns/campaign.js';
import type { Refusal } from '../../../shared/ipc/refusal.js';
import { HQ_PLACES, type HqPlace, type MiniatureId } from '../../../shared/hq/hq.js';
import { checkPlace, checkRemove, decideHospitalise, decideStandIn, type HqBoardFacts, type HqPlacementFact } from '../../../shared/hq/hq-placement-rules.js';
import { assignmentSteps, checkAssignmentOpen, groupsProblem, hqNotUnlocked, secondAttemptProblem, startProblem, unlockProblem } from '../../../shared/hq/hq-assignment-rules.js';
import { checkBlueprintChoice, checkBlueprintToWorkshop, checkGainBlueprint } from '../../../shared/hq/hq-blueprint-rules.js';
import { decideMedicine } from '../../../shared/hq/hq-free-actions.js';
import { checkResolutionStep, decideCommandRoom, decideHospital, decideShop, decideWorkshop } from '../../../shared/hq/hq-resolution-rules.js';
import { checkPayment } from '../../../shared/hq/hq-buildings.js';
import { allyCardsOf, checkAllyCardAgainstPack, checkBlueprintAgainstPack, checkContractAgainstPack } from '../../../shared/hq/hq-contract-cards.js';
import { basePack } from '../../../shared/content/base-pack.js';
import { refusalOf } from '../../../shared/test-support/expect-refusal.js';
import { createCatalog } from '../../i18n/catalog.js';
import { errorText } from '../../lib/error-text.js';
import { RequestError } from '../../lib/request-error.js';
import hqRulesEn from './hq-rules.en.json';

/*
 * Every refusal the HQ rules give, worded by the renderer from its rule id and parameters:
 * English reads exactly as main's own sentence, and Polish is a Polish sentence naming the
 * same people and numbers (the miniatures by their Polish names).
 */

const catalog = createCatalog();
const textIn = (language: Language, refusal: Refusal) =>
  errorText(new RequestError({ code: 'rule-violation', ...refusal }), { t: catalog.translator(language), language, nameTheField: false, has: catalog.has });

const at = (place: HqPlace, ...miniatures: MiniatureId[]): HqPlacementFact[] => miniatures.map((miniature) => ({ miniature, place, standsInFor: null }));
const members = [
  { id: 1, name: 'Claudio', status: 'in-play' as const, eliminated: true, injured: false },
  { id: 2, name: 'Daria', status: 'in-play' as const, eliminated: false, injured: false },
  { id: 3, name: 'Bastiano', status: 'left' as const, eliminated: false, injured: false },
];
const hq = (over: Partial<HqBoardFacts> = {}): HqBoardFacts => ({ version: 'mercenary', assignment: 'later', members, placements: [], ...over });
const first = (placements: HqPlacementFact[], version: HqBoardFacts['version'] = 'mercenary') => hq({ assignment: 'first', version, placements });
const full = (place: HqPlace, count: number) => at(place, ...(['apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4', 'mercenary-1', 'mercenary-2'] as const).slice(0, count));
const layout = [
  ...at('memory-group', 'assassin-2', 'ezio', 'mercenary-1'),
  ...at('hospital-patient', 'assassin-1'),
  { miniature: 'apprentice-1', place: 'memory-group' as const, standsInFor: 1 },
  ...at('hospital-caregiver', 'apprentice-2'),
  ...at('workshop', 'apprentice-3'),
  ...at('shop', 'apprentice-4'),
  ...at('command-room', 'mercenary-2', 'mercenary-3', 'mercenary-4'),
];
const without = (miniature: MiniatureId, placements = layout) => placements.filter((p) => p.miniature !== miniature);
const moved = (miniature: MiniatureId, place: HqPlace) => [...without(miniature), ...at(place, miniature)];
const allyCards = allyCardsOf([], basePack.hq);
/** HQ-A1-5: four eliminated assassins on red spaces, every apprentice standing in, a mercenary in the shop. */
const everyApprenticeStandsIn = hq({
  assignment: 'first',
  members: [1, 2, 3, 4].map((id) => ({ id, name: `Assassin ${id}`, status: 'in-play' as const, eliminated: true, injured: false })),
  placements: [
    ...at('hospital-patient', 'assassin-1', 'assassin-2', 'assassin-3', 'assassin-4'),
    ...[1, 2, 3, 4].map((id) => ({ miniature: `apprentice-${id}`, place: 'memory-group' as const, standsInFor: id })),
    ...at('memory-group', 'ezio', 'mercenary-1'),
    ...at('hospital-caregiver', 'mercenary-2'),
    ...at('workshop', 'mercenary-3'),
    ...at('shop', 'mercenary-4'),
  ],
});
const staffName = (id: string) => basePack.characters.find((c) => c.id === id)!.name.en;
const card = (over: object = {}) => ({ id: 1, name: 'Rope', kind: 'equipment', location: 'main-hall', reusable: true, ...over });
const flyingMachine = { name: 'Flying Machine', whiteCost: 4, blackCost: 3 };
const hospitalFacts = { level: 1, caregivers: ['ezio'], allyCards, patients: [{ memberId: 1, health: 0, max: 3, eliminated: true }], outsideCandidates: [2], staffName };
const noRequest = { distribution: [], ezioMode: null, ezioOutsideMemberId: null, typed: [] };
const daria = { name: 'Daria', status: 'in-play' as const, eliminated: false, max: 3, health: 1 };
const start = { established: true, openMemory: null, inProgress: false, alreadyDone: false, resolutionPending: false };
const contractOne = { number: 1, name: '', requiredHits: 4, hqLevel: 1, grayText: '', redText: '', modifiers: [] };
const atTheSource = { number: 6, name: 'At the Source', requiredHits: null, hqLevel: null, grayText: '', redText: '', modifiers: [{ kind: 'last-memory-synced' as const, hits: -2 }] };

const refusals: (Refusal | null)[] = [
  // Placements (HQ-GEN, HQ-AS, HQ-A1-5, HQ-CAP, APP-3, PLY-5)
  checkPlace(hq({ assignment: null }), 'ezio', 'shop'),
  checkPlace(hq(), 'assassin-3', 'shop'),
  checkPlace(hq(), 'assassin-9', 'shop'),
  checkPlace(hq(), 'courtesan-1', 'shop'),
  checkPlace(hq({ version: 'courtesan' }), 'mercenary-1', 'shop'),
  checkPlace(hq({ placements: [{ miniature: 'apprentice-2', place: 'memory-group', standsInFor: 1 }] }), 'apprentice-2', 'shop'),
  checkPlace(hq(), 'ezio', 'hospital-patient'),
  checkPlace(hq(), 'assassin-2', 'hospital-patient'),
  checkPlace(hq(), 'assassin-1', 'memory-group'),
  checkPlace(first([]), 'assassin-1', 'memory-group'),
  checkPlace(hq(), 'apprentice-3', 'memory-group'),
  checkPlace(first(at('memory-group', 'mercenary-1')), 'mercenary-2', 'memory-group'),
  checkPlace(first(at('memory-group', 'courtesan-3'), 'courtesan'), 'courtesan-2', 'memory-group'),
  checkPlace(hq(), 'assassin-2', 'workshop'),
  checkPlace(first([]), 'ezio', 'workshop'),
  ...(['hospital-caregiver', 'workshop', 'shop'] as const).map((place) => checkPlace(first(at(place, 'apprentice-1')), 'apprentice-2', place)),
  ...HQ_PLACES.filter((place) => place !== 'memory-group' && place !== 'hospital-patient').map((place) =>
    checkPlace(hq({ placements: full(place, place === 'command-room' ? 6 : 4) }), 'mercenary-4', place),
  ),
  checkPlace(hq({ members: members.map((m) => ({ ...m, injured: true, eliminated: false })), placements: at('hospital-patient', 'assassin-5', 'assassin-6', 'assassin-7', 'assassin-8') }), 'assassin-2', 'hospital-patient'),
  checkRemove(hq({ placements: at('hospital-patient', 'assassin-1') }), 'assassin-1'),
  checkRemove(first(at('hospital-patient', 'assassin-1')), 'assassin-1'),
  refusalOf(decideStandIn(hq({ placements: at('workshop', 'apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4') }), 1)),
  refusalOf(decideHospitalise({ hq: hq(), memberId: 1, inHospital: { baggedCardId: 4 }, extraCard: null }, 5)),
  refusalOf(decideHospitalise({ hq: hq(), memberId: 1, inHospital: null, extraCard: { place: 'elsewhere' } }, 5)),
  // The assignment's steps (HQ-A1, HQ-AS) and its timing (HQ-GEN)
  ...assignmentSteps({ hq: hq({ placements: at('memory-group', 'assassin-2') }), blueprint: 'todo', contract: 'todo', secondAttempt: { dice: 1, requiredHits: 3, unknownStaff: [] } }).map((s) => s.problem),
  // HQ-A1-4 (the main hall) is never a step still to do.
  ...assignmentSteps({ hq: first(at('memory-group', 'assassin-2')), blueprint: 'todo', contract: 'todo', secondAttempt: null })
    .filter((s) => s.id !== 'main-hall')
    .map((s) => s.problem),
  groupsProblem(hq({ placements: at('memory-group', 'assassin-1') })),
  groupsProblem(first(without('ezio'))),
  groupsProblem(first(moved('mercenary-1', 'command-room'))),
  groupsProblem(first([...at('hospital-patient', 'assassin-1'), ...at('memory-group', 'assassin-2', 'ezio')], 'courtesan')),
  groupsProblem(first([...at('hospital-patient', 'assassin-1'), ...at('memory-group', 'assassin-2', 'ezio', 'courtesan-1')], 'courtesan')),
  groupsProblem(everyApprenticeStandsIn),
  groupsProblem(first(without('mercenary-4'))),
  groupsProblem(first(moved('apprentice-2', 'command-room'))),
  groupsProblem(first(moved('apprentice-3', 'command-room'))),
  groupsProblem(first(moved('apprentice-4', 'command-room'))),
  secondAttemptProblem({ dice: 2, requiredHits: 4, unknownStaff: ['Mercenary 2'] }),
  secondAttemptProblem({ dice: 2, requiredHits: 4, unknownStaff: [] }),
  secondAttemptProblem({ dice: 1, requiredHits: 4, unknownStaff: ['Mercenary 2'] }),
  secondAttemptProblem({ dice: 2, requiredHits: null, unknownStaff: [] }),
  hqNotUnlocked(),
  checkAssignmentOpen(false),
  startProblem({ ...start, inProgress: true }),
  startProblem({ ...start, openMemory: '1.3' }),
  startProblem({ ...start, alreadyDone: true }),
  startProblem({ ...start, resolutionPending: true }),
  unlockProblem({ box: 'apocalypse', established: false, memory04Completed: true }),
  unlockProblem({ box: 'core', established: true, memory04Completed: true }),
  unlockProblem({ box: 'core', established: false, memory04Completed: false }),
  checkGainBlueprint('workshop'),
  checkBlueprintChoice('first'),
  checkBlueprintToWorkshop('built'),
  // Free actions (HQ-ANY-1)
  refusalOf(decideMedicine({ established: false, member: daria }, 1)),
  ...[{ status: 'left' as const }, { eliminated: true }, { health: 3 }].map((over) => refusalOf(decideMedicine({ established: true, member: { ...daria, ...over } }, 1))),
  // The resolution (HQ-GEN-4, HQ-RES-1, HQ-HOS, HQ-WRK, HQ-SHP, HQ-CMD)
  checkResolutionStep(null, 'hospital'),
  checkResolutionStep({ nextStep: 'done' }, 'hospital'),
  ...(['hospital', 'workshop', 'shop', 'command-room'] as const).map((nextStep) => checkResolutionStep({ nextStep }, nextStep === 'hospital' ? 'shop' : 'hospital')),
  refusalOf(decideHospital(hospitalFacts, noRequest)),
  refusalOf(decideHospital({ ...hospitalFacts, caregivers: ['apprentice-1'] }, { ...noRequest, ezioMode: 'hospital' })),
  refusalOf(decideHospital(hospitalFacts, { ...noRequest, ezioMode: 'outside' })),
  refusalOf(decideHospital({ ...hospitalFacts, caregivers: ['apprentice-1'] }, noRequest)),
  refusalOf(decideHospital({ ...hospitalFacts, caregivers: ['courtesan-2'], level: null }, noRequest)),
  refusalOf(decideHospital(hospitalFacts, { ...noRequest, ezioMode: 'hospital', distribution: [{ memberId: 2, health: 1 }] })),
  refusalOf(decideHospital(hospitalFacts, { ...noRequest, ezioMode: 'hospital', distribution: [{ memberId: 1, health: 3 }] })),
  refusalOf(decideWorkshop({ blueprint: null, staff: [], allyCards, paid: [], staffName }, { build: true, typed: [] })),
  refusalOf(decideWorkshop({ blueprint: { ...flyingMachine, name: 'Test blueprint', whiteCost: null }, staff: [], allyCards, paid: [], staffName }, { build: true, typed: [] })),
  refusalOf(decideWorkshop({ blueprint: flyingMachine, staff: ['mercenary-1'], allyCards, paid: [], staffName }, { build: true, typed: [] })),
  refusalOf(decideWorkshop({ blueprint: flyingMachine, staff: [], allyCards, paid: [card({ location: 'villa' })], staffName }, { build: true, typed: [] })),
  refusalOf(decideWorkshop({ blueprint: flyingMachine, staff: [], allyCards, paid: [card({ kind: 'clue' })], staffName }, { build: true, typed: [] })),
  refusalOf(decideWorkshop({ blueprint: flyingMachine, staff: [], allyCards, paid: [card({ reusable: null })], staffName }, { build: true, typed: [] })),
  checkPayment({ white: 5, black: 0 }, { white: 4, black: 3, total: 7 }),
  checkPayment({ white: 0, black: 4 }, { white: 4, black: 3, total: 7 }),
  checkPayment({ white: 1, black: 1 }, { white: 4, black: 3, total: 7 }),
  refusalOf(decideShop({ staff: ['apprentice-3'], allyCards, staffName }, { kept: 0, typed: [] })),
  refusalOf(decideShop({ staff: ['ezio'], allyCards, staffName }, { kept: 3, typed: [] })),
  refusalOf(decideCommandRoom({ position: 4, neededHits: null, secondAttempt: false, dice: 2 }, 'given')),
  refusalOf(decideCommandRoom({ position: 1, neededHits: 4, secondAttempt: true, dice: 2 }, 'given')),
  refusalOf(decideCommandRoom({ position: 1, neededHits: 4, secondAttempt: false, dice: 0 }, 'given')),
  refusalOf(decideCommandRoom({ position: 1, neededHits: 4, secondAttempt: false, dice: 3 }, 'none')),
  // Box data that contradicts the rulebook (CF-CRD-7..11)
  checkContractAgainstPack({ ...contractOne, requiredHits: 5 }, basePack.hq),
  checkContractAgainstPack({ ...contractOne, hqLevel: 2 }, basePack.hq),
  checkContractAgainstPack(atTheSource, basePack.hq),
  checkAllyCardAgainstPack({ characterId: 'ezio', hospital: null, workshopReduction: null, shopKeep: 3, commandRoomDice: null, mapNote: '' }, basePack.hq),
  checkAllyCardAgainstPack({ characterId: 'ezio', hospital: { kind: 'per-level', health: [1, 1, 1, 1] }, workshopReduction: null, shopKeep: null, commandRoomDice: null, mapNote: '' }, basePack.hq),
  checkBlueprintAgainstPack({ id: 'flying-machine', name: 'Flying Machine', whiteCost: null, blackCost: 5, item: '' }, basePack.hq),
  checkBlueprintAgainstPack({ id: 'flying-machine', name: 'Flying Machine', whiteCost: 2, blackCost: null, item: '' }, basePack.hq),
  checkBlueprintAgainstPack({ id: 'alessandras-shield', name: "Alessandra's Shield", whiteCost: 2, blackCost: null, item: '' }, basePack.hq),
  checkBlueprintAgainstPack({ id: 'alessandras-shield', name: "Alessandra's Shield", whiteCost: null, blackCost: 2, item: '' }, basePack.hq),
];

describe('HQ refusals in the players’ language', () => {
  const given = refusals.filter((r): r is Refusal => r !== null);

  it('the list above holds a refusal in every case it sets up', () => {
    expect(refusals.flatMap((r, index) => (r === null ? [index] : []))).toEqual([]);
  });

  it.each(given.map((refusal) => [`${refusal.rule} ${String(refusal.params.context ?? '')}`.trim(), refusal] as const))(
    '%s: English reads as main words it, Polish is its own sentence with the same names and numbers',
    (_, refusal) => {
      expect(textIn('en', refusal)).toBe(refusal.message);
      const polish = textIn('pl', refusal);
      expect(polish).not.toBe(refusal.message);
      expect(polish).not.toMatch(/\{\{|\$t\(|ruleErrors/);
      for (const [name, value] of Object.entries(refusal.params)) {
        if (name === 'context' || name === 'place' || name === 'step' || name === 'version' || name === 'allies' || name === 'count') continue;
        if (name === 'miniature') expect(polish).toContain(basePack.characters.find((c) => c.id === value)!.name.pl);
        else expect(polish).toContain(String(value));
      }
    },
  );

  it('every case-specific HQ sentence of the catalogue is one the rules above give, so none is left unchecked', () => {
    const worded = new Set(given.map((r) => (r.params.context === undefined ? r.rule : `${r.rule}_${String(r.params.context)}`)));
    expect(Object.keys(hqRulesEn).filter((key) => key.includes('_') && !worded.has(key))).toEqual([]);
  });

  it('APP-3: an apprentice standing in is named in Polish, the assassin by its own name', () => {
    const refusal = checkRemove(hq({ placements: [{ miniature: 'apprentice-2', place: 'memory-group', standsInFor: 1 }] }), 'apprentice-2')!;
    expect(textIn('pl', refusal)).toBe('Nowicjusz 2 zastępuje asasyna Claudio, który leży w lazarecie, więc zostaje w grupie wspomnienia.');
    expect(textIn('en', refusal)).toBe('Apprentice 2 stands in for Claudio, who is in the hospital, so it stays with the memory group.');
  });
});
