import type { DetectionDiceSet, DetectionRollDecision } from '../../../shared/memory-play/decisions.js';
import type { DieFace } from '../../../shared/dice/dice.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { DEFAULT_BODY_DETECTION_DICE, type BodyDetectionDice, type BoardSquare, type Miniature, type PlayState } from '../../../shared/memory-play/play-state.js';
import { isExposed, isInHidingSpot, isOnSquare, who } from './board-queries.js';
import { PlayCtx, type Change } from './context.js';
import { withMiniature } from './miniature-steps.js';
import { reduceRedBaseStep } from './red-bases.js';
import { pieceHooks } from './rules/index.js';

/**
 * Stealth on the live board (STL-*, DET-*, ALR-*): who stands where, exposing a character
 * with its alert, and detection tests waiting for their red dice.
 */

/** GEN-5: enemies are guards and bosses; laid down they are bodies (ACT-WPN-6) and no longer enemies. */
export const isEnemy = (miniature: Miniature): boolean => (miniature.kind === 'guard' || miniature.kind === 'boss') && !miniature.body;
export const isBody = (miniature: Miniature): boolean => (miniature.kind === 'guard' || miniature.kind === 'boss') && miniature.body;

/** The miniatures on a square that `test` picks, in id order of the state. */
export function piecesOn(state: PlayState, at: BoardSquare, test: (miniature: Miniature) => boolean): Miniature[] {
  return Object.values(state.miniatures).filter((miniature) => isOnSquare(miniature.place, at) && test(miniature));
}

export const enemiesOn = (state: PlayState, at: BoardSquare): Miniature[] => piecesOn(state, at, isEnemy);

/** STL-1, HLT-4: an assassin, or a piece its module says can be incognito (an escorted ally), that can be tested: incognito, and not lying critical. */
export function isIncognitoCharacter(state: PlayState, miniature: Miniature): boolean {
  if (miniature.kind === 'assassin') return miniature.condition !== 'critical' && miniature.condition !== 'eliminated' && !isExposed(state, miniature.id);
  return pieceHooks(miniature)?.isTestedCharacter?.(miniature) === true && !isExposed(state, miniature.id);
}

/**
 * DET-1 (b), MAP-HID-4, DET-7: a character enemies arriving on its square test: incognito, and
 * not inside a hiding spot. (In a restricted area nobody is tested: RST-2 exposes them all.)
 */
export function isTestedOnArrival(state: PlayState, miniature: Miniature): boolean {
  return isIncognitoCharacter(state, miniature) && !isInHidingSpot(miniature.place);
}

/** ALR-1, ALR-3: the alert of a side turns active (and stays so); `rule` names the trigger when it is not ALR-1's own list. */
export function triggerAlert(state: PlayState, side: BoardSquare['side'], rule = 'ALR-1'): Change {
  if (state.alerts[side] === 'active') return { state, events: [] };
  return { state: { ...state, alerts: { ...state.alerts, [side]: 'active' } }, events: [{ type: 'alert-changed', side, alert: 'active', rule }] };
}

/**
 * STL-2, STL-3, STL-4: the character takes a red base and the alert of its side turns active.
 * `rule`, when given, names what exposed it (RST-2) on the red base's and the alert's events.
 */
export function expose(state: PlayState, miniatureId: string, at: BoardSquare, rule?: string): Change {
  const ctx = new PlayCtx(state);
  if (!isExposed(state, miniatureId)) {
    const attached = reduceRedBaseStep(state, { kind: 'attach-red-base', miniatureId });
    if (attached.ok) ctx.change(attached, rule === undefined ? undefined : (event) => (event.type === 'red-base-attached' && event.rule === 'STL-3' ? { ...event, rule } : event));
  }
  ctx.change(triggerAlert(ctx.state, at.side, rule));
  return ctx.result();
}

/**
 * RST-2: enemies entered a restricted area: the incognito assassins and allies there are exposed
 * with no test, even in a hiding spot (MAP-HID-6 then puts them beside it), and with them or with
 * bodies there the alert turns active.
 */
export function foundInRestrictedArea(state: PlayState, at: BoardSquare, characterIds: readonly string[], bodies: number): Change {
  const ctx = new PlayCtx(state);
  for (const id of characterIds) ctx.change(expose(ctx.state, id, at, 'RST-2'));
  if (bodies > 0) ctx.change(triggerAlert(ctx.state, at.side, 'RST-2'));
  return ctx.result();
}

/** STL-6: the red base is left on the square the character arrived on; it is incognito again. */
export function becomeIncognito(state: PlayState, miniatureId: string): Change {
  const detached = reduceRedBaseStep(state, { kind: 'detach-red-base', miniatureId });
  return detached.ok ? { state: detached.state, events: detached.events } : { state, events: [] };
}

/** MAP-HID-2: the character goes into the hiding spot of the square it stands on. */
export function intoHidingSpot(state: PlayState, miniatureId: string, rule: string): Change {
  const miniature = state.miniatures[miniatureId]!;
  if (miniature.place.on !== 'square') return { state, events: [] };
  const at = { side: miniature.place.side, square: miniature.place.square };
  const next = withMiniature(state, { ...miniature, place: { on: 'square', ...at, hidingSpot: true } });
  return { state: next, events: [{ type: 'hiding-spot-entered', ...who(miniature), ...at, rule }] };
}

/** DET-6 [AMB]: one body's dice: one per entering enemy (the Polish examples), or per enemy on the square. */
export function bodyDice(setting: BodyDetectionDice, enteringEnemies: number, enemiesOnSquare: number): number {
  return setting === 'per-entering-enemy' ? enteringEnemies : enemiesOnSquare;
}

/**
 * DET-1…4, DET-6: the test a trigger makes on `at` (one per square per trigger, DET-3). Each
 * incognito character named rolls one die per enemy on the square (DET-4); each body (those there
 * and those that gave way, `displacedBodyIds`) rolls one per entering enemy, or per enemy on the
 * square when the players chose so (DET-6). No dice, no
 * test. The test waits as a pending roll (GEN-1): the dice are the players' or the app's.
 */
export function startDetection(state: PlayState, at: BoardSquare, characterIds: readonly string[], enteringEnemies: number, withBodies: boolean, displacedBodyIds: readonly string[] = []): PlayState {
  const enemies = enemiesOn(state, at).length;
  if (enemies === 0) return state;
  const sets: DetectionDiceSet[] = characterIds.map((miniatureId) => ({ miniatureId, involved: 'character' as const, dice: enemies }));
  if (withBodies) {
    const perBody = bodyDice(state.bodyDetectionDice ?? DEFAULT_BODY_DETECTION_DICE, enteringEnemies, enemies);
    // DET-1 (d), CAP-2: bodies that gave way to the entering enemies are tested with those left.
    const bodyIds = [...piecesOn(state, at, isBody).map((body) => body.id), ...displacedBodyIds];
    for (const id of bodyIds) if (perBody > 0) sets.push({ miniatureId: id, involved: 'body', dice: perBody });
  }
  const count = sets.reduce((sum, set) => sum + set.dice, 0);
  if (count === 0) return state;
  const alertWasActive = state.alerts[at.side] === 'active';
  const serial = state.serials.decision + 1;
  const decision: DetectionRollDecision = {
    id: `d${serial}`,
    kind: 'detection-roll',
    rule: 'DET-4',
    side: at.side,
    square: at.square,
    die: 'red',
    sets,
    count,
    exposingFaces: alertWasActive ? ['eye', 'eye-alert'] : ['eye'],
    alertWasActive,
    options: [],
  };
  return { ...state, pending: decision, serials: { ...state.serials, decision: serial } };
}

/**
 * DET-5, DET-6: reads the faces set by set. A character with an `eye` (or an `eye-alert` while
 * the alert was already active, DET-8) is exposed and the alert turns active; a body's such
 * result triggers the alert only.
 */
export function resolveDetection(state: PlayState, decision: DetectionRollDecision, faces: readonly DieFace[]): Change {
  const at = { side: decision.side, square: decision.square };
  const ctx = new PlayCtx({ ...state, pending: null });
  const exposedIds: string[] = [];
  let bodySeen = false;
  let offset = 0;
  for (const set of decision.sets) {
    const own = faces.slice(offset, offset + set.dice);
    offset += set.dice;
    if (!own.some((face) => decision.exposingFaces.includes(face))) continue;
    if (set.involved === 'body') {
      bodySeen = true;
      continue;
    }
    exposedIds.push(set.miniatureId);
    ctx.change(expose(ctx.state, set.miniatureId, at));
  }
  if (bodySeen) ctx.change(triggerAlert(ctx.state, decision.side));
  const rolled: TableEvent = { type: 'detection-rolled', side: decision.side, square: decision.square, faces: [...faces], exposedIds, alertTriggered: ctx.events.some((event) => event.type === 'alert-changed'), rule: 'DET-5' };
  const leaper = decision.intoHidingSpot;
  // MAP-TWR-6: the leap of faith ends in the hiding spot when the test did not expose the leaper.
  if (leaper !== undefined && !exposedIds.includes(leaper)) ctx.change(intoHidingSpot(ctx.state, leaper, 'MAP-TWR-6'));
  // The roll is told first, then what it did.
  return { state: ctx.state, events: [rolled, ...ctx.events] };
}
