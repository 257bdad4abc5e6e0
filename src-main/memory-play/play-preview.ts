import { chanceAnyOf } from '../../shared/dice/dice-odds.js';
import { attackOdds } from '../../shared/memory-play/attack-odds.js';
import type { DiceFaces } from '../../shared/box-data/box-data-schema.js';
import { listedCost, MOVE_BY_KIND, MOVES, panelOf, type PanelKind, type Step } from '../../shared/memory-play/moves/index.js';
import type { ActionPreview, AssassinPreview, DestinationPreview, DetectionPreview, PlayPreview, RollOdds } from '../../shared/memory-play/action-preview.js';
import type { DetectionRollDecision } from '../../shared/memory-play/decisions.js';
import { nearby } from '../../shared/memory-play/map/nearby.js';
import type { AssassinPiece, PlayState } from '../../shared/memory-play/play-state.js';
import { MOVE_RULES } from '../engine/memory/moves/index.js';
import { refusalOf, type MoveRule, type Trial, type Trials } from '../engine/memory/moves/move-rule.js';
import { reduce } from '../engine/memory/reduce.js';
import { enemiesOn } from '../engine/memory/stealth.js';
import { guardHealths } from '../../shared/memory-play/attack-cards.js';

/**
 * Previews for the board: each action of the selected assassin is tried with the one reducer
 * on the current state and its result reported, never kept. So a destination's detection test,
 * a hunt or a refusal is exactly what the step would do, and no rule is written twice. What
 * the panel offers for each action is its move's own declaration (the form) and rule (the
 * trial steps, `MoveRule.preview`): this file only walks the table. Pure: the state and the
 * dice faces the players entered.
 */

/** SAVE-3: the kinds one cube of whose cost the saved cube may pay: their declaration's step says `useSavedCube`. */
const PAID_WITH_SAVED_CUBE: ReadonlySet<Step['kind']> = new Set(
  MOVES.filter((move) => {
    const shape = (move.schema as { shape?: Record<string, unknown> }).shape;
    return shape !== undefined && 'useSavedCube' in shape;
  }).map((move) => move.kind),
);

/**
 * SAVE-3: each step tried as the board sends it, so what the board offers is what the reducer
 * accepts and the cost is counted in one place (`payFor`, from the move's declaration): paid with the saved cube by the
 * acting assassin whose players ticked it (`payer`), and by every assassin holding one in the
 * enemy phase, where it is the only cube left (ASP-3: ASP-2 emptied the grouped slots).
 */
function paidAsSent(state: PlayState, step: Step, payer: string | null): Step {
  const pays = (id: string) => {
    const actor = state.miniatures[id];
    return actor?.kind === 'assassin' && actor.savedCube && (id === payer || state.phase === 'enemy');
  };
  if (step.kind === 'coordinated-attack') {
    return { ...step, participants: step.participants.map((participant) => (pays(participant.miniatureId) ? { ...participant, useSavedCube: true } : participant)) };
  }
  if (!PAID_WITH_SAVED_CUBE.has(step.kind) || !('miniatureId' in step) || !pays(step.miniatureId)) return step;
  return { ...step, useSavedCube: true } as Step;
}

/** Tries steps paid as `payer`'s players send them. */
const trialPaidBy =
  (payer: string | null): Trial =>
  (state, step) =>
    reduce(state, paidAsSent(state, step, payer));

/** DET-4, DET-5: each character's chance of showing an exposing face, with the red faces entered. */
function detectionPreview(decision: DetectionRollDecision, faces: DiceFaces): DetectionPreview {
  const red = faces.red ?? null;
  const characters = decision.sets
    .filter((set) => set.involved === 'character')
    .map((set) => ({ miniatureId: set.miniatureId, dice: set.dice, chance: red === null ? null : chanceAnyOf(red, set.dice, decision.exposingFaces) }));
  const bodyDice = decision.sets.filter((set) => set.involved === 'body').reduce((sum, set) => sum + set.dice, 0);
  return { count: decision.count, exposingFaces: decision.exposingFaces, alertWasActive: decision.alertWasActive, characters, bodyDice };
}

/** ACT-MOV-1: every square nearby (GEN-4) but its own, tried as a move. */
function destinations(state: PlayState, assassin: AssassinPiece, faces: DiceFaces, trial: Trial): DestinationPreview[] {
  if (assassin.place.on !== 'square') return [];
  const { side, square: from } = assassin.place;
  const mapSide = state.map.sides.find((candidate) => candidate.id === side);
  if (mapSide === undefined) return [];
  return nearby(mapSide, from)
    .filter((square) => square !== from)
    .map((square) => {
      const result = trial(state, { kind: 'move', miniatureId: assassin.id, side, square });
      const preview: DestinationPreview = { side, square, refusal: null, detection: null, hunt: null, incognitoAgain: false, exposedAtOnce: false };
      if (!result.ok) return { ...preview, refusal: result.refusal };
      const pending = result.state.pending;
      const hunters = result.events.filter((event) => event.type === 'miniature-moved' && event.rule === 'HUNT-1').length;
      if (pending?.kind === 'hunt') preview.hunt = { count: pending.count, enemies: enemiesOn(state, { side, square: from }).length, choose: true };
      else if (hunters > 0) preview.hunt = { count: hunters, enemies: enemiesOn(state, { side, square: from }).length, choose: false };
      if (pending?.kind === 'detection-roll') preview.detection = detectionPreview(pending, faces);
      preview.incognitoAgain = result.events.some((event) => event.type === 'red-base-detached');
      preview.exposedAtOnce = result.events.some((event) => event.type === 'red-base-attached' && event.rule === 'RST-2');
      return preview;
    });
}

/** ASP-1: the actions the acting assassin's panel offers, in the table's order (engine/memory/moves/index.ts). */
const PANEL_KINDS = (Object.keys(MOVE_RULES) as Step['kind'][]).filter((kind): kind is PanelKind => MOVE_BY_KIND[kind].family === 'action' && panelOf(kind) !== 'on-map');

/**
 * Every action the assassin could take now, as its move offers it: the step tried on the state
 * (its refusal the action's, unless the move says otherwise), its cost, and its declared form's
 * fields with what each may take now.
 */
function actions(state: PlayState, assassin: AssassinPiece, payer: string | null, trials: Trials): ActionPreview[] {
  return PANEL_KINDS.flatMap((kind) => {
    const rule = MOVE_RULES[kind] as MoveRule<PanelKind>;
    const offer = rule.preview?.(state, assassin, trials);
    if (offer === undefined || offer === null) return [];
    const panel = panelOf(kind);
    const form = typeof panel === 'object' ? panel : {};
    const fields = (form.fields ?? []).flatMap((field) => {
      const offered = offer.fields?.[field.field];
      return offered === undefined ? [] : [{ ...field, ...offered }];
    });
    const preview: ActionPreview = {
      kind,
      cost: offer.cost === undefined ? listedCost(kind) : offer.cost,
      refusal: offer.refusal === undefined ? refusalOf(trials.acting(state, offer.step)) : offer.refusal,
      warning: offer.warning ?? null,
      step: paidAsSent(state, offer.step, payer) as ActionPreview['step'],
      fields,
      submit: form.submit ?? null,
      own: form.own === true,
      ...offer.data,
    };
    return [preview];
  });
}

/**
 * The acting assassin's moves and actions; with `useSavedCube` (SAVE-3, the players ticked it and
 * the assassin has the cube) each is tried paying one cube with the saved cube, as it will be sent.
 */
export function assassinPreview(state: PlayState, miniatureId: string, faces: DiceFaces, useSavedCube = false): AssassinPreview | null {
  const assassin = state.miniatures[miniatureId];
  if (assassin === undefined || assassin.kind !== 'assassin') return null;
  // SAVE-3: ticked by the players, or the only cube left in the enemy phase (ASP-3).
  const savedCube = assassin.savedCube && (useSavedCube || state.phase === 'enemy');
  const payer = useSavedCube ? assassin.id : null;
  const others = trialPaidBy(null);
  const done = new Map<string, unknown>();
  const once = <T>(key: string, work: () => T): T => {
    if (!done.has(key)) done.set(key, work());
    return done.get(key) as T;
  };
  const trials: Trials = { acting: useSavedCube ? trialPaidBy(payer) : others, others, once };
  return { miniatureId, savedCube, whiteFaces: faces.white ?? null, destinations: destinations(state, assassin, faces, trials.acting), actions: actions(state, assassin, payer, trials) };
}

/** The exact chances of the roll waiting (DET-4/5, ACT-WPN-3/4), or null when none waits. */
export function rollOdds(state: PlayState, faces: DiceFaces): RollOdds | null {
  const pending = state.pending;
  if (pending === null) return null;
  switch (pending.kind) {
    case 'detection-roll':
      return { kind: 'detection', ...detectionPreview(pending, faces) };
    case 'attack-roll':
      return { kind: 'attack', ...attackOdds(faces.white ?? null, pending.count, guardHealths(state, pending.attack)) };
    case 'retaliation-roll':
      // RET-2, COORD-3: the screen works each share's chances out from the dice the decision states (combat-odds.ts).
      return { kind: 'retaliation' };
    default:
      return null;
  }
}

export function playPreview(state: PlayState, steps: number, miniatureId: string | null, faces: DiceFaces, useSavedCube = false): PlayPreview {
  const pending = state.pending;
  // COORD-3: the deal of a retaliation shows each share's chances, so it takes the black die's faces too.
  const die = pending === null ? null : 'die' in pending ? pending.die : pending.kind === 'retaliation-deal' ? 'black' : null;
  return {
    steps,
    assassin: miniatureId === null || pending !== null ? null : assassinPreview(state, miniatureId, faces, useSavedCube),
    roll: rollOdds(state, faces),
    rollFaces: die === null ? null : (faces[die] ?? null),
  };
}
