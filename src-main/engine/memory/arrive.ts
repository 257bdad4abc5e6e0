import type { HuntOption } from '../../../shared/memory-play/decisions.js';
import type { BoardSquare, PlayState, TowerTopPlace } from '../../../shared/memory-play/play-state.js';
import { hidingSpotOccupant, hidingSpotOn, isExposed, isRestricted } from './board-queries.js';
import type { Change, PlayCtx } from './context.js';
import { noteArrival } from './enemy/noted-arrivals.js';
import { Work } from './enemy/plan.js';
import { moveHunters, startHunt } from './hunt.js';
import { becomeIncognito, enemiesOn, expose, foundInRestrictedArea, intoHidingSpot, isBody, isIncognitoCharacter, isTestedOnArrival, piecesOn, startDetection } from './stealth.js';
import { modulesOnArrive } from './rules/index.js';
import type { Arrival, CharacterArrival, EnemyArrival } from './arrival.js';

export type { Arrival, CharacterArrival, CharacterWay, EnemyArrival, EnemyWay, TowerArrival } from './arrival.js';

/**
 * Every way a character or an enemy reaches a square goes through `arrive`, so the rules that
 * follow an arrival (the hunt, restricted areas, detection tests, incognito again) are written
 * once, and a rule module adds its own in one place (the end of `arrive`). A correction by hand
 * (`move-miniature`, GEN-6) is not an arrival: it triggers nothing.
 */

/**
 * The one arrival on a square, whatever took the character or the enemies there: first the core
 * rules that follow an arrival, in the order the rulebook applies them, then (the extension point
 * at the end) the rules of the rule modules the memory switched on.
 *
 * A character: an exposed mover leaving enemies is hunted (ACT-MOV-3, HUNT-1; a glide is never
 * hunted, HUNT-7); an incognito one arriving where enemies stand is tested at once (ACT-MOV-2,
 * DET-1 a), or exposed at once in a restricted area (RST-2); one stepping out of a hiding spot
 * among enemies is tested (DET-1 c); a leaper goes into the spot at the foot (MAP-TWR-6), after
 * the test when there is one; an exposed one arriving where no enemy stands, hunters included, is
 * incognito again (STL-6, HUNT-3). At the top of a tower (MAP-TWR-3, MAP-TWR-5) and at setup
 * (SET-1) no core rule follows.
 *
 * Enemies: their arrival tests the incognito characters there (not one in a hiding spot) and the
 * bodies (DET-1 b, d; HUNT-4), or, in a restricted area, finds every incognito character there
 * (RST-2). In an enemy stage (`ctx` a stage's `Work`) the test is only noted: every noted square
 * is tested together at the stage's end, with the alert as the stage began (DET-8,
 * `testNotedArrivals`).
 */
export function arrive(ctx: PlayCtx, arrival: Arrival): void {
  switch (arrival.how) {
    case 'hunt':
    case 'enemy-move':
    case 'reinforcement':
      enemiesArrive(ctx, arrival);
      break;
    case 'tower':
    case 'placement':
      break;
    case 'hiding-spot-left':
      leftHidingSpot(ctx, arrival);
      break;
    default:
      characterArrives(ctx, arrival);
  }
  // The arrival rules of the rule modules the memory switched on (bosses, danger tokens,
  // cobras, hideouts, machines…) run after the core's, for every way in, with the same context:
  // in an enemy stage they act at once, while the stage's detection tests wait for its end.
  modulesOnArrive(ctx, arrival);
}

/**
 * STL-6 as a character goes where no enemy sees it: up a tower (MAP-TWR-2, MAP-TWR-5), into a
 * hiding spot (MAP-HID-3), away through a fast travel station (ACT-FTS-4). Exposed, it leaves
 * its red base on the square it stands on and is incognito again. Called before it goes, while
 * it still stands on that square.
 */
export function goOutOfSight(ctx: PlayCtx, who: string): void {
  if (isExposed(ctx.state, who)) ctx.change(becomeIncognito(ctx.state, who));
}

/** HUNT-1: the hunters chosen (or the only ones) move in with the assassin, then arrive (HUNT-4). */
export function huntersArrive(ctx: PlayCtx, huntedId: string, from: BoardSquare, to: BoardSquare, outcome: HuntOption): void {
  ctx.change(moveHunters(ctx.state, from, to, outcome));
  arrive(ctx, { how: 'hunt', who: outcome.miniatureIds, at: to, from, displacedBodyIds: outcome.givingWay ?? [], hunted: huntedId });
}

function characterArrives(ctx: PlayCtx, arrival: CharacterArrival): void {
  const { who: [who], at, from } = arrival;
  const metEnemies = enemiesOn(ctx.state, at).length > 0;
  const spotFree = hidingSpotOn(ctx.state, at) !== undefined && hidingSpotOccupant(ctx.state, at) === undefined;
  const leftEnemies = from !== null && enemiesOn(ctx.state, from).length > 0;
  if (arrival.exposed && arrival.how === 'move' && leftEnemies && from !== null) {
    const hunt = startHunt(ctx.state, who, from, at);
    ctx.state = hunt.state;
    if (hunt.only !== null) huntersArrive(ctx, who, from, at, hunt.only);
  } else if (!arrival.exposed) ctx.change(arriveAmongEnemies(ctx.state, who, at));
  if (arrival.intoHidingSpot === true && spotFree) {
    const pending = ctx.state.pending;
    // DET-1 (c): tested before entering the spot; RST-2: in a restricted area, exposed at once beside it.
    if (!metEnemies) ctx.change(intoHidingSpot(ctx.state, who, 'MAP-TWR-6'));
    else if (pending?.kind === 'detection-roll') ctx.state = { ...ctx.state, pending: { ...pending, intoHidingSpot: who } };
  }
  if (arrival.exposed && ctx.state.pending === null && enemiesOn(ctx.state, at).length === 0) ctx.change(becomeIncognito(ctx.state, who));
}

/** MAP-HID-5, DET-1 (c): out of the spot onto a square where enemies stand, tested at once. */
function leftHidingSpot(ctx: PlayCtx, arrival: CharacterArrival): void {
  if (enemiesOn(ctx.state, arrival.at).length > 0) ctx.state = startDetection(ctx.state, arrival.at, arrival.who, 0, false);
}

/**
 * ACT-MOV-2, DET-1 (a), RST-2: an incognito assassin arriving where enemies stand is tested at
 * once; in a restricted area it is exposed at once instead, with no test, and the alert turns
 * active.
 */
function arriveAmongEnemies(state: PlayState, miniatureId: string, at: BoardSquare): Change {
  if (enemiesOn(state, at).length === 0) return { state, events: [] };
  if (isRestricted(state, at)) return expose(state, miniatureId, at, 'RST-2');
  return { state: startDetection(state, at, [miniatureId], 0, false), events: [] };
}

/**
 * DET-1 (b, d), HUNT-4, RST-2, DET-8: enemies arrived on `at`. In an enemy stage the arrival is
 * noted for the stage's end. Outside one (a hunt): in a restricted area every incognito character
 * there is found at once, hiding spot or not; elsewhere one test (DET-3) for the incognito
 * characters not in a hiding spot, the bodies there and the bodies that gave way (CAP-2). The
 * hunted character, who came with them, is not theirs to find.
 */
function enemiesArrive(ctx: PlayCtx, arrival: EnemyArrival): void {
  const { at, displacedBodyIds } = arrival;
  const entering = arrival.who.length;
  if (ctx instanceof Work) {
    noteArrival(ctx.arrivals, at, entering, displacedBodyIds);
    return;
  }
  const state = ctx.state;
  const restricted = isRestricted(state, at);
  const found = piecesOn(state, at, (miniature) => miniature.id !== arrival.hunted && (restricted ? isIncognitoCharacter(state, miniature) : isTestedOnArrival(state, miniature))).map((miniature) => miniature.id);
  if (restricted) ctx.change(foundInRestrictedArea(state, at, found, piecesOn(state, at, isBody).length + displacedBodyIds.length));
  else ctx.state = startDetection(state, at, found, entering, true, displacedBodyIds);
}
