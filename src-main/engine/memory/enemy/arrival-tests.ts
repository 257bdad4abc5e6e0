import { DIE_FACE_TYPES } from '../../../../shared/box-data/box-data-schema.js';
import type { DetectionDiceSet, DetectionRollDecision } from '../../../../shared/memory-play/decisions.js';
import type { DieFace } from '../../../../shared/dice/dice.js';
import type { EnemyStageTest } from '../../../../shared/memory-play/enemy-phase.js';
import { DEFAULT_BODY_DETECTION_DICE, type BoardSquare, type PlayState } from '../../../../shared/memory-play/play-state.js';
import type { SideId } from '../../../../shared/memory-play/map/map-types.js';
import { squareOptionId } from '../../../../shared/memory-play/decisions.js';
import { bodyDice, foundInRestrictedArea, isBody, isEnemy, isIncognitoCharacter, isTestedOnArrival, resolveDetection } from '../stealth.js';
import { isRestricted } from '../board-queries.js';
import { piecesAt } from './board-draft.js';
import { bodiesOn } from './capacity.js';
import type { ArrivalLog } from './noted-arrivals.js';
import { RefusedInput, stageRoll, type Work } from './plan.js';

/**
 * The detection tests a reinforcement or movement stage triggers (REI-6, MOV-8, DET-1b, DET-1d):
 * one test per square that enemies entered (DET-3), noted as they arrived (`arrive`), all
 * resolved together at the end of the stage with the alert as it was when the stage began (DET-8).
 */

/**
 * The stage's end (REI-6, MOV-8, DET-8): the tests of the squares its arrivals noted, and RST-2's
 * finds; rolled and resolved together when every roll is given, else the stage waits for them.
 */
export function testNotedArrivals(work: Work, alertsAtStart: PlayState['alerts']): void {
  work.preview.tests = plannedTests(work, work.arrivals, alertsAtStart);
  if (!resolveTests(work, work.preview.tests)) work.preview.status = 'rolls';
}

/** The chance that at least one of `dice` red dice shows one of `exposing` faces. */
function chanceOfAny(faces: readonly DieFace[] | undefined, exposing: readonly DieFace[], dice: number): number | null {
  if (faces === undefined) return null;
  const miss = faces.filter((face) => !exposing.includes(face)).length / faces.length;
  return 1 - miss ** dice;
}

/**
 * DET-1, DET-3, DET-4, DET-6: the test on each square entered (a restricted one finds everyone
 * there instead, RST-2), from the board at the end of the step: every incognito character there (not one in a hiding spot, DET-7) rolls one die per enemy on the square, every body (and
 * every body displaced from it) one die per entering enemy, or per enemy on the square when the
 * players chose that reading. `alertsAtStart` freezes the faces that expose (DET-8).
 */
function plannedTests(work: Work, log: ArrivalLog, alertsAtStart: PlayState['alerts']): EnemyStageTest[] {
  const tests: EnemyStageTest[] = [];
  const setting = work.state.bodyDetectionDice ?? DEFAULT_BODY_DETECTION_DICE;
  for (const { at, entering, displacedBodyIds } of log.values()) {
    if (entering === 0) continue;
    // The square's miniatures are read once for its enemies, characters and bodies.
    const pieces = piecesAt(work, at);
    let enemies = 0;
    for (const miniature of pieces) if (isEnemy(miniature)) enemies += 1;
    if (enemies === 0) continue;
    if (isRestricted(work.state, at)) {
      findInRestrictedArea(work, at, displacedBodyIds.length);
      continue;
    }
    const sets: DetectionDiceSet[] = [];
    // DET-7, MAP-HID-4: a character in a hiding spot is not tested.
    for (const miniature of pieces) if (isTestedOnArrival(work.state, miniature)) sets.push({ miniatureId: miniature.id, involved: 'character', dice: enemies });
    const perBody = bodyDice(setting, entering, enemies);
    if (perBody > 0) {
      for (const miniature of pieces) if (isBody(miniature)) sets.push({ miniatureId: miniature.id, involved: 'body', dice: perBody });
      for (const id of displacedBodyIds) sets.push({ miniatureId: id, involved: 'body', dice: perBody });
    }
    const count = sets.reduce((sum, set) => sum + set.dice, 0);
    if (count === 0) continue;
    const alertWasActive = alertsAtStart[at.side as SideId] === 'active';
    const exposingFaces: DieFace[] = alertWasActive ? ['eye', 'eye-alert'] : ['eye'];
    const id = `detect:${squareOptionId(at)}`;
    const faces = stageRoll(work, id, 'red', count, 'DET-4');
    tests.push({
      id,
      side: at.side,
      square: at.square,
      sets,
      count,
      exposingFaces,
      alertWasActive,
      odds: work.dice.red === undefined ? null : sets.map((set) => ({ miniatureId: set.miniatureId, probability: chanceOfAny(work.dice.red, exposingFaces, set.dice)! })),
      faces: faces ?? null,
    });
  }
  return tests;
}

/**
 * RST-2: enemies that entered a restricted area find everyone there at once, with no test: the
 * incognito characters (hiding spot or not) are exposed and, with them or with bodies there, the
 * alert turns active. Applied as planned: it needs no dice, and the tests of the step still use
 * the alert as the step began (DET-8).
 */
function findInRestrictedArea(work: Work, at: BoardSquare, displacedBodies: number): void {
  const characterIds = piecesAt(work, at, (miniature) => isIncognitoCharacter(work.state, miniature)).map((character) => character.id);
  const bodies = bodiesOn(work, at).length + displacedBodies;
  if (characterIds.length === 0 && bodies === 0) return;
  work.preview.restricted.push({ side: at.side, square: at.square, exposedIds: characterIds, bodies });
  work.change(foundInRestrictedArea(work.state, at, characterIds, bodies));
}

/** DET-4: faces for a roll must be as many as its dice, each a face of that die. */
export function checkFaces(rollId: string, die: 'red' | 'black', faces: readonly DieFace[], count: number, rule: string): void {
  const field = `input.rolls.${rollId}`;
  if (faces.length !== count) {
    throw new RefusedInput({ rule, message: `Roll ${rollId} has ${count} ${die} dice, not ${faces.length}.`, params: { rollId, count, faces: faces.length }, field });
  }
  const wrong = faces.findIndex((face) => !DIE_FACE_TYPES[die].includes(face));
  if (wrong >= 0) {
    throw new RefusedInput({ rule, message: `A ${die} die has no ${String(faces[wrong])} face.`, params: { rollId, die, face: String(faces[wrong]), index: wrong }, field: `${field}.${wrong}` });
  }
}

/**
 * DET-5, DET-6, DET-8: resolves every planned test with its faces, in square order; a test's
 * exposing faces were fixed when the step began, so the alert turning active in one test never
 * changes another. Returns false (nothing resolved) while some faces are missing.
 */
function resolveTests(work: Work, tests: readonly EnemyStageTest[]): boolean {
  if (tests.some((test) => test.faces === null)) return false;
  for (const test of tests) checkFaces(test.id, 'red', test.faces!, test.count, 'DET-4');
  for (const test of tests) {
    const decision: DetectionRollDecision = {
      id: test.id,
      kind: 'detection-roll',
      rule: 'DET-8',
      side: test.side,
      square: test.square,
      die: 'red',
      sets: test.sets,
      count: test.count,
      exposingFaces: test.exposingFaces,
      alertWasActive: test.alertWasActive,
      options: [],
    };
    const resolved = resolveDetection(work.state, decision, test.faces!);
    // Tested together at the stage's end (DET-8): no test waits as the assassin phase's would.
    work.change({ state: { ...resolved.state, pending: work.state.pending }, events: resolved.events });
  }
  return true;
}

