import type { AssignHitsDecision, PendingDecision } from './decisions.js';
import { squareName } from './map/square-ref.js';
import type { ObjectiveFeature, SideId, SquareRef } from './map/map-types.js';
import type { Miniature, MiniatureKind, PlayState } from './play-state.js';
import type { Step } from './steps.js';

/**
 * The history line of a step, as main records it and the renderer words it in the language on
 * screen. The parameters carry nothing the players would not say themselves: miniatures by what
 * they are (`assassin:claudio`, `guard:crossbowman`, `boss:Rodrigo`, never `a1` or `g8`),
 * squares as they read them off the map (`B3`, or `A:B3` only on a two-map memory), objectives
 * by their square and the players' label, choices and rolls by what they were about. The
 * renderer turns the coded values (pieces, slots, die faces, directions) into words
 * (src-renderer/lib/history-text.ts).
 *
 * Worded from the play just before the step (who stood where, what was asked), and from the
 * play after it where only the step decides (the event card drawn from the deck).
 */

/** Marks a line worded this way, so a line recorded by an earlier version is told apart. */
export const STEP_WORDS_VERSION = 2;

export interface StepSummary {
  summaryKey: string;
  summaryParams: Record<string, string | number>;
}

/** A miniature as the history names it: its kind and what tells it apart at the table. */
export function pieceRef(miniature: Pick<Miniature, 'kind'> & Partial<{ characterId: string; guardType: string; name: string }>): string {
  return `${miniature.kind}:${pieceLabel(miniature)}`;
}

function pieceLabel(miniature: Pick<Miniature, 'kind'> & Partial<{ characterId: string; guardType: string; name: string }>): string {
  if (miniature.kind === 'assassin') return miniature.characterId ?? '';
  if (miniature.kind === 'guard') return miniature.guardType ?? '';
  return miniature.name ?? '';
}

const PIECE_KINDS: readonly MiniatureKind[] = ['assassin', 'guard', 'boss', 'ally', 'machine'];

/** Reads `pieceRef`'s text back; null for anything else. */
export function parsePieceRef(ref: string): { miniatureKind: MiniatureKind; label: string } | null {
  const colon = ref.indexOf(':');
  const kind = ref.slice(0, colon) as MiniatureKind;
  if (colon < 0 || !PIECE_KINDS.includes(kind)) return null;
  return { miniatureKind: kind, label: ref.slice(colon + 1) };
}

/** Several miniatures in one parameter (a JSON list of `pieceRef`s): a player's typed name may hold any character. */
export const pieceRefs = (refs: readonly string[]): string => JSON.stringify(refs);

export function parsePieceRefs(text: string): { miniatureKind: MiniatureKind; label: string }[] {
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list.flatMap((ref) => (typeof ref === 'string' ? [parsePieceRef(ref)].filter((piece) => piece !== null) : []));
  } catch {
    return [];
  }
}

/**
 * `[pieceRef, number]` pairs as JSON: the health the hits take from each boss (BOSS-4, BOSS-5),
 * the black dice dealt to each participant (COORD-3).
 */
export function parsePieceCounts(text: string): { piece: { miniatureKind: MiniatureKind; label: string }; count: number }[] {
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list.flatMap((entry) => {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'number') return [];
      const piece = parsePieceRef(entry[0]);
      return piece ? [{ piece, count: entry[1] }] : [];
    });
  } catch {
    return [];
  }
}

type Params = Record<string, string | number>;

/**
 * The summary of `step`, taken in `before` (the play as the step found it); `after` is the
 * play it left, when known.
 */
export function stepSummary(step: Step, before: PlayState, after: PlayState | null = null): StepSummary {
  const words = new StepWords(before, after);
  const base: Params = { memoryId: before.memoryId, turn: before.turn, words: STEP_WORDS_VERSION };
  const { key, params } = words.of(step);
  return { summaryKey: key ?? `memoryPlay.history.step.${step.kind}`, summaryParams: { ...base, ...params } };
}

/** A step's own key (when it is not `memoryPlay.history.step.<kind>`) and its parameters. */
interface Worded {
  key?: string;
  params: Params;
}

class StepWords {
  private readonly twoSides: boolean;

  constructor(
    private readonly before: PlayState,
    private readonly after: PlayState | null,
  ) {
    this.twoSides = before.map.sides.length > 1;
  }

  /** The players' name of a square: `B3`, or `A:B3` on a two-map memory. */
  where(side: SideId | null, square: SquareRef): string {
    return squareName(this.twoSides, side, square);
  }

  piece(miniatureId: string): string {
    const miniature = this.before.miniatures[miniatureId] ?? this.after?.miniatures[miniatureId];
    // A miniature neither play holds is named "a miniature" by the renderer, never by its id.
    return miniature ? pieceRef(miniature) : '';
  }

  pieces(miniatureIds: readonly string[]): string {
    return pieceRefs(miniatureIds.map((id) => this.piece(id)));
  }

  /** Where a miniature stood before the step: its square, or its tower's first square; null off the map. */
  placeOf(miniatureId: string): string | null {
    const place = this.before.miniatures[miniatureId]?.place;
    if (!place || place.on === 'off-map') return null;
    if (place.on === 'square') return this.where(place.side, place.square);
    const tower = this.before.map.sides.find((side) => side.id === place.side)?.features[place.tower];
    return tower?.type === 'tower' ? this.where(place.side, tower.foot ?? tower.squares[0]!) : null;
  }

  /** Where a miniature stands after the step, when that is known. */
  placeAfter(miniatureId: string): string | null {
    const place = this.after?.miniatures[miniatureId]?.place;
    return place?.on === 'square' ? this.where(place.side, place.square) : null;
  }

  /** An objective by its square and, when the players named it, its label (`context: named`). */
  objective(objectiveId: string): Params {
    const objective = this.before.objectives.find((candidate) => candidate.id === objectiveId);
    if (!objective) return { where: '?' };
    const feature = this.before.map.sides.find((side) => side.id === objective.side)?.features[objective.featureIndex] as ObjectiveFeature | undefined;
    const where = this.where(objective.side, objective.square);
    return feature?.label ? { where, label: feature.label, context: 'named' } : { where };
  }

  /** With the map named, on a memory with two maps (`context: map`). */
  onMap(side: SideId): Params {
    return this.twoSides ? { side, context: 'map' } : {};
  }

  of(step: Step): Worded {
    switch (step.kind) {
      case 'add-miniature':
        return {
          params: {
            piece: pieceRef(step.miniature),
            where: this.where(step.side, step.square),
            ...(step.miniature.kind === 'guard' && step.miniature.body ? { context: 'body' } : {}),
          },
        };
      case 'remove-miniature':
      case 'eliminate-assassin':
      case 'attach-red-base':
      case 'detach-red-base':
      case 'save-cube':
      case 'trade':
      case 'synchronize':
        return this.actor(step);
      case 'move-miniature':
        // GEN-6: a correction by hand names the rule it sets aside (worded by the renderer, never shown as an id).
        if (step.setsAside !== undefined) return { params: { piece: this.piece(step.miniatureId), where: this.where(step.side, step.square), setsAside: step.setsAside, context: 'correction' } };
        return { params: { piece: this.piece(step.miniatureId), where: this.where(step.side, step.square) } };
      case 'move':
        return { params: { piece: this.piece(step.miniatureId), where: this.where(step.side, step.square) } };
      case 'set-body':
        return { params: { piece: this.piece(step.miniatureId), body: String(step.body) } };
      case 'set-objective-space':
        return { params: { piece: this.piece(step.miniatureId), where: this.placeOf(step.miniatureId) ?? '?', ...(step.onSpace ? {} : { context: 'off' }) } };
      case 'set-missing-guard-marker':
        return { params: step.placed ? {} : { context: 'off' } };
      case 'set-health':
        return { params: { piece: this.piece(step.miniatureId), health: step.health } };
      case 'set-cubes':
        return { params: { piece: this.piece(step.miniatureId), cubes: step.cubes, savedCube: String(step.savedCube) } };
      case 'set-alert':
        return { params: { alert: step.alert, ...this.onMap(step.side) } };
      case 'place-red-base':
        return { params: { where: this.where(step.side, step.square) } };
      case 'remove-red-base': {
        const at = this.before.redBases.find((base) => base.id === step.redBaseId)?.at;
        if (at?.on === 'attached') return { params: { piece: this.piece(at.miniatureId), context: 'piece' } };
        if (at?.on === 'loose') return { params: { where: this.where(at.side, at.square), context: 'square' } };
        return { params: {} };
      }
      case 'set-objective':
        return { params: { ...this.objective(step.objectiveId), completed: String(step.completed) } };
      case 'set-chest': {
        const chest = this.before.chests.find((candidate) => candidate.id === step.chestId);
        return { params: { where: chest ? this.where(chest.side, chest.square) : '?', opened: String(step.opened) } };
      }
      case 'set-difficulty':
        return { params: { difficulty: step.difficulty } };
      case 'set-easy-used':
        return { params: { easyUsed: String(step.easyUsed) } };
      case 'begin-event-phase':
        return { params: this.events(step) };
      case 'begin-assassin-phase':
      case 'end-assassin-phase':
      case 'end-turn':
        return { params: {} };
      case 'end-enemy-stage':
      case 'enemy-stage':
        return { params: { stage: step.stage } };
      case 'end-memory':
        return { params: { outcome: step.outcome } };
      case 'choose':
        return this.choice(step.optionId);
      case 'roll':
        // An app roll says its faces once drawn (the step as logged); the request has none yet.
        return this.roll((step.mode === 'entered' ? step.faces : (step.drawn ?? step.faces ?? [])).join(','), step.mode);
      case 'work-objective':
        return { params: { piece: this.piece(step.miniatureId), cubes: step.cubes, ...this.objective(step.objectiveId) } };
      case 'fast-travel': {
        const from = this.placeOf(step.miniatureId) ?? '?';
        if (step.returnTo === undefined) return { params: { piece: this.piece(step.miniatureId), from } };
        return { params: { piece: this.piece(step.miniatureId), from, where: this.where(step.returnTo.side, step.returnTo.square), context: 'back' } };
      }
      case 'attack':
        return { params: { piece: this.piece(step.miniatureId), slot: step.slot, dice: step.dice, where: this.where(step.side, step.square) } };
      case 'coordinated-attack':
        return { params: { pieces: this.pieces(step.participants.map((participant) => participant.miniatureId)), where: this.where(step.side, step.square) } };
      case 'open-chest':
      case 'enter-hiding-spot':
      case 'leave-hiding-spot':
      case 'climb-tower':
        return { params: { piece: this.piece(step.miniatureId), where: this.placeOf(step.miniatureId) ?? '?' } };
      case 'hide-bodies':
        return { params: { piece: this.piece(step.miniatureId), where: this.placeOf(step.miniatureId) ?? '?', searched: step.searched } };
      case 'leap-of-faith': {
        const landing = step.square !== undefined ? this.where(this.sideOf(step.miniatureId), step.square) : (this.placeAfter(step.miniatureId) ?? this.placeOf(step.miniatureId) ?? '?');
        return { params: { piece: this.piece(step.miniatureId), where: landing } };
      }
      case 'use-card':
        return { params: { piece: this.piece(step.miniatureId), card: step.card, cost: step.cost } };
      case 'glide':
        return { params: { piece: this.piece(step.miniatureId), card: step.card, where: this.where(step.side, step.square) } };
      case 'equip':
        return { params: { piece: this.piece(step.miniatureId), card: step.card.name, slot: step.slot } };
      case 'move-card': {
        const assassin = this.before.miniatures[step.miniatureId];
        const card = assassin?.kind === 'assassin' ? (assassin.equipment.find((held) => held.slot === step.from)?.name ?? '') : '';
        const params = { piece: this.piece(step.miniatureId), card, fromSlot: step.from };
        return { params: step.to === 'discard' ? { ...params, context: 'discard' } : { ...params, toSlot: step.to } };
      }
    }
  }

  private actor(step: Extract<Step, { miniatureId: string }>): Worded {
    const params: Params = { piece: this.piece(step.miniatureId) };
    if (step.kind === 'trade') params.pieces = this.pieces(step.withIds);
    if (step.kind === 'synchronize') {
      const place = this.before.miniatures[step.miniatureId]?.place;
      if (place && place.on !== 'off-map') Object.assign(params, this.onMap(place.side));
    }
    return { params };
  }

  private sideOf(miniatureId: string): SideId | null {
    const place = this.before.miniatures[miniatureId]?.place;
    return place && place.on !== 'off-map' ? place.side : null;
  }

  /** EVT-2, TWO-3: each map's direction, as typed or as drawn from the entered deck (known once drawn). */
  private events(step: Extract<Step, { kind: 'begin-event-phase' }>): Params {
    const directionOf = (side: SideId): string => {
      const choice = step.events.find((event) => event.side === side);
      if (choice && 'direction' in choice) return choice.direction;
      return this.after?.currentEvents.find((event) => event.side === side)?.direction ?? 'deck';
    };
    const [first, second] = this.before.map.sides;
    if (!first) return {};
    if (!second) return { direction: directionOf(first.id) };
    return { direction: directionOf(first.id), directionB: directionOf(second.id), context: 'maps' };
  }

  /** GEN-1: the choice answered, by what was asked and the option taken. */
  private choice(optionId: string): Worded {
    const decision = this.before.pending;
    const key = (kind: string) => `memoryPlay.history.choice.${kind}`;
    if (decision?.kind === 'place-assassin') {
      const option = decision.options.find((candidate) => candidate.id === optionId);
      return { key: key(decision.kind), params: { piece: this.piece(decision.miniatureId), where: option ? this.where(option.side, option.square) : '?' } };
    }
    if (decision?.kind === 'hunt') {
      const option = decision.options.find((candidate) => candidate.id === optionId);
      const params: Params = { piece: this.piece(decision.miniatureId), pieces: this.pieces(option?.miniatureIds ?? []), where: this.where(decision.side, decision.toSquare) };
      // CAP-2, MOV-6: the bodies that gave way to the hunters and the guards put on the objective base.
      const givingWay = option?.givingWay ?? [];
      const onBase = option?.onObjectiveBase ?? [];
      if (givingWay.length > 0) params.givingWay = this.pieces(givingWay);
      if (onBase.length > 0) params.onBase = this.pieces(onBase);
      if (givingWay.length > 0 || onBase.length > 0) params.context = givingWay.length === 0 ? 'base' : onBase.length === 0 ? 'bodies' : 'both';
      return { key: key(decision.kind), params };
    }
    if (decision?.kind === 'retaliation-deal') {
      // COORD-3: who takes how many of the pooled black dice, as the players dealt them.
      const option = decision.options.find((candidate) => candidate.id === optionId);
      const attackers = decision.attack.participants?.map((participant) => participant.miniatureId) ?? [decision.attack.miniatureId];
      const shares = JSON.stringify((option?.shares ?? []).map((share) => [this.piece(share.miniatureId), share.dice]));
      return { key: key(decision.kind), params: { pieces: this.pieces(attackers), where: this.where(decision.attack.side, decision.attack.square), shares } };
    }
    if (decision?.kind === 'assign-hits') return { key: key(decision.kind), params: this.hits(decision, optionId) };
    return { params: {} };
  }

  /** ACT-WPN-5, BOSS-5: the guards the hits eliminate and the health they take from bosses. */
  private hits(decision: AssignHitsDecision, optionId: string): Params {
    const option = decision.options.find((candidate) => candidate.id === optionId);
    const attackers = decision.attack.participants?.map((participant) => participant.miniatureId) ?? [decision.attack.miniatureId];
    const params: Params = { pieces: this.pieces(attackers), where: this.where(decision.attack.side, decision.attack.square), fallen: this.pieces(option?.miniatureIds ?? []) };
    const bosses = option?.bosses ?? [];
    const guards = option?.miniatureIds.length ?? 0;
    if (bosses.length > 0) params.bosses = JSON.stringify(bosses.map((removal) => [this.piece(removal.miniatureId), removal.removed]));
    if (bosses.length > 0) params.context = guards > 0 ? 'both' : 'bosses';
    else if (guards === 0) params.context = 'none';
    return params;
  }

  /** DET-4, ACT-WPN-3, RET-2: the roll by what it was for, with its faces and how it was made. */
  private roll(faces: string, mode: string): Worded {
    const decision: PendingDecision | null = this.before.pending;
    const key = (kind: string) => `memoryPlay.history.roll.${kind}`;
    const params: Params = { faces, mode, ...(faces === '' ? { context: 'none' } : {}) };
    switch (decision?.kind) {
      case 'detection-roll':
        return { key: key(decision.kind), params: { ...params, where: this.where(decision.side, decision.square) } };
      case 'attack-roll': {
        const attackers = decision.attack.participants?.map((participant) => participant.miniatureId) ?? [decision.attack.miniatureId];
        return { key: key(decision.kind), params: { ...params, pieces: this.pieces(attackers), where: this.where(decision.attack.side, decision.attack.square) } };
      }
      case 'retaliation-roll':
        return { key: key(decision.kind), params: { ...params, piece: this.piece(decision.target ?? decision.attack.miniatureId) } };
      default:
        return { params };
    }
  }
}
