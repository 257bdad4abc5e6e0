import type { Difficulty } from '../../../../shared/campaigns/campaign.js';
import type { SideId, SquareRef } from '../../../../shared/memory-play/map/index.js';
import type { BoardSquare, EventDirection, Miniature, MiniatureKind, PlayState, TableEvent } from '../../../../shared/memory-play/play-types.js';
import type { MessageKey, Translate } from '../../../i18n/message-key.js';
import { DIFFICULTY_LABELS } from '../../campaigns/campaign-labels.js';
import { SLOT_LABELS } from '../../boards/board-view.js';
import { guardTypeText, squareText } from '../builder/builder-words.js';
import { squareName as squareOnMap } from '../../../../shared/memory-play/map/square-ref.js';
import type { PieceToken } from './board-pieces.js';
import type { DieFace } from '../../../../shared/dice/dice.js';
import { DIE_FACE_LABELS } from '../../dice/dice-labels.js';

/**
 * The live board's words in the player's language: the pieces, what a square holds, and
 * "what changed on the table" after a step, worded as what the group does with the physical
 * miniatures ("Move the crossbowman from B3 to B4."). Pure: the translate function and the
 * character names are passed in, so the tests read the same sentences the screen shows.
 */
export interface WordContext {
  t: Translate;
  /** An assassin's name from its character id, in the player's language. */
  characterName: (characterId: string) => string;
  /** TWO-1: squares are named with their map (`A:B3`) when a memory has two. */
  twoSides: boolean;
  /** A miniature of the play by id, named (events naming others by id: trade partners, the exposed). */
  pieceOf?: (miniatureId: string) => string;
}

/** Die faces as the players read them: "eye, blank". */
export function facesText(t: Translate, faces: readonly DieFace[]): string {
  return faces.map((face) => t(DIE_FACE_LABELS[face])).join(', ');
}

/**
 * Names a miniature of the play by id, for the events and decisions that list ids. An id the
 * play does not hold (a stale event) is never shown: it reads "a miniature".
 */
export function pieceOfState(ctx: WordContext, state: Pick<PlayState, 'miniatures'>): (miniatureId: string) => string {
  return (miniatureId) => {
    const miniature = state.miniatures[miniatureId];
    return miniature ? pieceName(ctx, whoOf(miniature)) : ctx.t('memoryPlay.history.words.someone');
  };
}

/**
 * Names a miniature among the options of a choice (GEN-1): as `pieceOfState`, and a guard
 * standing on an objective's base says so (MOV-6), since at the table it is not the same as
 * one of its type beside it.
 */
export function optionPieceOf(ctx: WordContext, state: Pick<PlayState, 'miniatures'>): (miniatureId: string) => string {
  const name = pieceOfState(ctx, state);
  return (miniatureId) => {
    const miniature = state.miniatures[miniatureId];
    return miniature?.kind === 'guard' && miniature.objectiveSpace !== undefined ? ctx.t('memoryPlay.board.pieces.onObjectiveBase', { name: name(miniatureId) }) : name(miniatureId);
  };
}

/** A square as the players say it: `B3`, or `A:B3` on a two-map memory (TWO-1). */
export function squareName(ctx: Pick<WordContext, 'twoSides'>, side: SideId | null, square: SquareRef | null): string {
  return square === null ? '' : squareOnMap(ctx.twoSides, side, square);
}

/** Several names as one phrase of the language: "Claudio and Daria", "Claudio i Daria". */
export function listText(language: string, names: readonly string[]): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

/** One miniature by what it is: "Ezio Auditore", "crossbowman", "boss Pitigliano". */
export function pieceName(ctx: WordContext, who: { miniatureKind: MiniatureKind; label: string }): string {
  const { t } = ctx;
  switch (who.miniatureKind) {
    case 'assassin':
      return ctx.characterName(who.label);
    case 'guard':
      return guardTypeText(t, who.label);
    case 'boss':
      return t('memoryPlay.board.pieces.boss', { name: who.label });
    case 'ally':
      return t('memoryPlay.board.pieces.ally', { name: who.label });
    case 'machine':
      return t('memoryPlay.board.pieces.machine', { name: who.label });
  }
}

export const whoOf = (miniature: Miniature): { miniatureKind: MiniatureKind; label: string } => ({
  miniatureKind: miniature.kind,
  label: miniature.kind === 'assassin' ? miniature.characterId : miniature.kind === 'guard' ? miniature.guardType : miniature.name,
});

/** A token on the map: "2 × crossbowman", "body of an agile guard", "Ezio Auditore, exposed". */
export function tokenText(ctx: WordContext, token: PieceToken): string {
  const { t } = ctx;
  if (token.kind === 'red-base') return token.count > 1 ? t('memoryPlay.board.pieces.redBases', { count: token.count }) : t('memoryPlay.board.pieces.redBase');
  const name = pieceName(ctx, { miniatureKind: token.kind, label: token.label });
  let text = name;
  if (token.kind === 'guard') {
    if (token.body) text = token.count > 1 ? t('memoryPlay.board.pieces.guardBodies', { count: token.count, type: name }) : t('memoryPlay.board.pieces.guardBody', { type: name });
    else if (token.count > 1) text = t('memoryPlay.board.pieces.guards', { count: token.count, type: name });
  } else if (token.body) text = t('memoryPlay.board.pieces.body', { name });
  const states = [
    token.onTop ? t('memoryPlay.board.pieces.onTop') : null,
    token.hidden ? t('memoryPlay.board.pieces.hidden') : null,
    token.exposed ? t('memoryPlay.board.pieces.exposed') : null,
    token.critical ? t('memoryPlay.board.pieces.critical') : null,
  ].filter((s) => s !== null);
  return states.length > 0 ? `${text} (${states.join(', ')})` : text;
}

/**
 * Everything about a square for a screen reader: the printed square (as the builder words it),
 * the pieces on it now, and whether the choice waiting offers it.
 */
export function squareLabel(ctx: WordContext, state: Pick<PlayState, 'map'>, at: BoardSquare, tokens: readonly PieceToken[], extras: readonly string[] = []): string {
  const { t } = ctx;
  const side = state.map.sides.find((candidate) => candidate.id === at.side);
  if (!side) return at.square;
  // The map's starting miniatures are where the play began, not where the pieces are now.
  let text = squareText(t, { ...side, miniatures: [] }, at.square);
  if (tokens.length > 0) text += `; ${t('memoryPlay.board.square.pieces', { pieces: tokens.map((token) => tokenText(ctx, token)).join(', ') })}`;
  for (const extra of extras) text += `; ${extra}`;
  return ctx.twoSides ? t('memoryPlay.board.square.onMap', { side: at.side, text }) : text;
}

export function directionText(t: Translate, direction: EventDirection): string {
  return direction === '?' ? t('memoryPlay.board.words.anyDirection') : t(`memoryPlay.directions.${direction}`);
}

export const difficultyText = (t: Translate, difficulty: Difficulty): string => t(DIFFICULTY_LABELS[difficulty]);

/** Prefixes a sentence about one map with the map's name on a two-map memory. */
function onMap(ctx: WordContext, side: SideId, text: string): string {
  return ctx.twoSides ? ctx.t('memoryPlay.board.changes.onMap', { side, text }) : text;
}

/** What one accepted step changed on the table, as what the group does to match it. */
export function tableEventText(ctx: WordContext, event: TableEvent): string {
  const { t } = ctx;
  const where = (side: SideId | null, square: SquareRef | null) => squareName(ctx, side, square);
  const piece = () => pieceName(ctx, event as TableEvent & { miniatureKind: MiniatureKind; label: string });
  // Events name other miniatures by id (trade partners, the exposed): named, never shown as ids.
  const named = (miniatureId: string) => ctx.pieceOf?.(miniatureId) ?? t('memoryPlay.history.words.someone');
  switch (event.type) {
    case 'miniature-added':
      return t(event.body ? 'memoryPlay.board.changes.addedBody' : 'memoryPlay.board.changes.added', { piece: piece(), square: where(event.side, event.square) });
    case 'miniature-moved':
      if (event.setsAside !== undefined) {
        // GEN-6: a correction by hand says so, and which rule it set aside.
        const rule = t(`memoryPlay.corrections.rules.${event.setsAside}` as MessageKey);
        if (event.fromSquare === null) return t('memoryPlay.board.changes.correctedPlaced', { piece: piece(), to: where(event.toSide, event.toSquare), rule });
        return t('memoryPlay.board.changes.corrected', { piece: piece(), from: where(event.fromSide, event.fromSquare), to: where(event.toSide, event.toSquare), rule });
      }
      if (event.fromSquare === null) return t('memoryPlay.board.changes.placed', { piece: piece(), to: where(event.toSide, event.toSquare) });
      return t('memoryPlay.board.changes.moved', { piece: piece(), from: where(event.fromSide, event.fromSquare), to: where(event.toSide, event.toSquare) });
    case 'miniature-removed':
      if (event.fromSquare === null) return t('memoryPlay.board.changes.setAside', { piece: piece() });
      // CAP-2: only bodies give way to entering enemies.
      if (event.rule === 'CAP-2') return t('memoryPlay.board.changes.bodyGivesWay', { piece: piece(), from: where(event.fromSide, event.fromSquare) });
      return t(event.toReserve ? 'memoryPlay.board.changes.removedToReserve' : 'memoryPlay.board.changes.removed', { piece: piece(), from: where(event.fromSide, event.fromSquare) });
    case 'body-changed':
      return t(event.body ? 'memoryPlay.board.changes.laidDown' : 'memoryPlay.board.changes.stoodUp', { piece: piece(), square: where(event.side, event.square) });
    case 'health-changed':
      if (event.condition === 'critical') return t('memoryPlay.board.changes.critical', { piece: piece() });
      if (event.maxHealth === null) return t('memoryPlay.board.changes.healthOnly', { piece: piece(), to: event.to });
      return t('memoryPlay.board.changes.health', { piece: piece(), to: event.to, max: event.maxHealth });
    case 'assassin-eliminated':
      return t('memoryPlay.board.changes.eliminated', { piece: piece() });
    case 'cubes-changed':
      return t(event.savedCube ? 'memoryPlay.board.changes.cubesSaved' : 'memoryPlay.board.changes.cubes', { piece: piece(), cubes: event.cubes });
    case 'alert-changed':
      return onMap(ctx, event.side, t(event.alert === 'active' ? 'memoryPlay.board.changes.alertActive' : 'memoryPlay.board.changes.alertInactive'));
    case 'red-base-attached': {
      if (event.substitute) return t('memoryPlay.board.changes.substituteAttached', { piece: piece() });
      if (event.fromSquare !== null) return t('memoryPlay.board.changes.redBaseTaken', { piece: piece(), from: where(event.fromSide, event.fromSquare) });
      return t('memoryPlay.board.changes.redBaseAttached', { piece: piece() });
    }
    case 'red-base-detached':
      return t('memoryPlay.board.changes.redBaseDetached', { piece: piece(), square: where(event.side, event.square) });
    case 'red-base-placed':
      return t(event.substitute ? 'memoryPlay.board.changes.substitutePlaced' : 'memoryPlay.board.changes.redBasePlaced', { square: where(event.side, event.square) });
    case 'red-base-removed': {
      if (event.square === null) return t(event.substitute ? 'memoryPlay.board.changes.substituteOut' : 'memoryPlay.board.changes.redBaseBack');
      return t(event.substitute ? 'memoryPlay.board.changes.substituteOutFrom' : 'memoryPlay.board.changes.redBaseBackFrom', { square: where(event.side, event.square) });
    }
    case 'objective-changed':
      return t(event.completed ? 'memoryPlay.board.changes.objectiveDone' : 'memoryPlay.board.changes.objectiveOpen', { square: where(event.side, event.square) });
    case 'chest-changed':
      return t(event.opened ? 'memoryPlay.board.changes.chestOpened' : 'memoryPlay.board.changes.chestClosed', { square: where(event.side, event.square) });
    case 'difficulty-changed':
      return t('memoryPlay.board.changes.difficulty', { difficulty: difficultyText(t, event.difficulty) });
    case 'easy-used-changed':
      return t(event.easyUsed ? 'memoryPlay.board.changes.easyUsed' : 'memoryPlay.board.changes.easyNotUsed');
    case 'event-card-drawn': {
      const direction = directionText(t, event.direction);
      return onMap(ctx, event.side, event.cardId === null ? t('memoryPlay.board.changes.eventTyped', { direction }) : t('memoryPlay.board.changes.eventDrawn', { card: event.cardId, direction }));
    }
    case 'event-deck-reshuffled':
      return t('memoryPlay.board.changes.reshuffled', { cards: event.cards });
    case 'event-card-discarded':
      return onMap(ctx, event.side, t('memoryPlay.board.changes.eventDiscarded'));
    case 'phase-changed':
      if (event.phase === 'enemy' && event.enemyStage !== null) return t('memoryPlay.board.changes.enemyStage', { turn: event.turn, step: t(`memoryPlay.board.stages.${event.enemyStage}`) });
      // SAVE-3: the enemy phase waits after its last step, before the end of turn.
      if (event.phase === 'enemy') return t('memoryPlay.board.changes.afterEnemy', { turn: event.turn });
      return t('memoryPlay.board.changes.phase', { turn: event.turn, phase: t(`memoryPlay.board.phases.${event.phase}`) });
    case 'turn-started':
      return t('memoryPlay.board.changes.turnStarted', { turn: event.turn });
    case 'memory-ended':
      return t(event.outcome === 'success' ? 'memoryPlay.board.changes.endedSuccess' : 'memoryPlay.board.changes.endedFailure');
    case 'objective-progress':
      return t('memoryPlay.board.changes.objectiveProgress', { square: where(event.side, event.square), cubes: event.cubes, cost: event.cost });
    case 'fast-travelled':
      if (event.toSquare === null) return t('memoryPlay.board.changes.fastTravelOut', { piece: piece(), from: where(event.fromSide, event.fromSquare) });
      return t('memoryPlay.board.changes.fastTravelTo', { piece: piece(), from: where(event.fromSide, event.fromSquare), to: where(event.toSide, event.toSquare) });
    case 'attack-rolled':
      return t(event.special ? 'memoryPlay.board.changes.attackSpecial' : 'memoryPlay.board.changes.attackRolled', {
        piece: piece(),
        square: where(event.side, event.square),
        faces: facesText(t, event.faces),
        hits: event.hits,
        failures: event.failures,
      });
    case 'retaliation-rolled':
      return t('memoryPlay.board.changes.retaliationRolled', { piece: piece(), faces: facesText(t, event.faces), damage: event.damage });
    case 'bodies-searched':
      return t('memoryPlay.board.changes.bodiesSearched', { piece: piece(), square: where(event.side, event.square), bodies: event.bodies, searched: event.searched });
    case 'traded':
      return t('memoryPlay.board.changes.traded', { piece: piece(), partners: event.withIds.map(named).join(', ') });
    case 'card-used':
      return t('memoryPlay.board.changes.cardUsed', { piece: piece(), card: event.card, cost: event.cost });
    case 'detection-rolled':
      if (event.exposedIds.length === 0) return t('memoryPlay.board.changes.detectionRolled', { square: where(event.side, event.square), faces: facesText(t, event.faces) });
      return t('memoryPlay.board.changes.detectionExposed', { square: where(event.side, event.square), faces: facesText(t, event.faces), pieces: event.exposedIds.map(named).join(', ') });
    case 'hiding-spot-entered':
      return t('memoryPlay.board.changes.hidingSpotEntered', { piece: piece(), square: where(event.side, event.square) });
    case 'hiding-spot-left':
      return t('memoryPlay.board.changes.hidingSpotLeft', { piece: piece(), square: where(event.side, event.square) });
    case 'tower-climbed':
      return t('memoryPlay.board.changes.towerClimbed', { piece: piece(), square: where(event.side, event.fromSquare) });
    case 'tower-leapt':
      return t('memoryPlay.board.changes.towerLeapt', { piece: piece(), square: where(event.side, event.toSquare) });
    case 'tower-synchronized':
      return onMap(ctx, event.side, t('memoryPlay.board.changes.towerSynchronized', { piece: piece() }));
    case 'card-moved': {
      // EQP-2…5: gained into a slot, moved between slots, or discarded (EQP-5 says where, when the card's background is known).
      if (event.to === null) {
        const key = event.discardTo === 'box' ? 'cardToBox' : event.discardTo === 'discard-pile' ? 'cardDiscarded' : 'cardDropped';
        return t(`memoryPlay.board.changes.${key}`, { piece: piece(), card: event.card });
      }
      if (event.from === null) return t('memoryPlay.board.changes.cardGained', { piece: piece(), card: event.card, to: t(SLOT_LABELS[event.to]) });
      return t('memoryPlay.board.changes.cardMoved', { piece: piece(), card: event.card, from: t(SLOT_LABELS[event.from]), to: t(SLOT_LABELS[event.to]) });
    }
    // The enemy phase played by the app (REI-2, REI-8, MOV-7, MOV-6, REI-7, CMB-6, CMB-7).
    case 'reinforcement-drawn': {
      const column = t(`enemyPhase.columns.${event.column}`);
      const entries = reinforcementEntriesText(t, event.entries);
      return onMap(ctx, event.side, event.cardId === null ? t('enemyPhase.changes.reinforcementTyped', { column, entries }) : t('enemyPhase.changes.reinforcementDrawn', { card: event.cardId, column, entries }));
    }
    case 'reinforcement-deck-reshuffled':
      return t('enemyPhase.changes.reinforcementReshuffled', { cards: event.cards });
    case 'direction-checked': {
      const direction = isDirection(event.direction) ? t(`memoryPlay.directions.${event.direction}`) : event.direction;
      return onMap(ctx, event.side, event.cardId === null ? t('enemyPhase.changes.directionTyped', { direction }) : t('enemyPhase.changes.directionChecked', { card: event.cardId, direction }));
    }
    case 'guard-on-objective-space':
      return t('enemyPhase.changes.objectiveSpace', { piece: piece(), square: where(event.side, event.square) });
    case 'missing-guard-marker':
      return t(event.markers > 0 ? 'enemyPhase.changes.markerPlaced' : 'enemyPhase.changes.markerRemoved');
    case 'guard-off-objective-space':
      return t('enemyPhase.changes.objectiveSpaceLeft', { piece: piece(), square: where(event.side, event.square) });
    case 'combat-rolled':
      return t(event.lost > 0 ? 'enemyPhase.changes.combatLost' : 'enemyPhase.changes.combatRolled', { piece: piece(), square: where(event.side, event.square), faces: facesText(t, event.faces), hits: event.hits, lost: event.lost });
    default: {
      // Every change the engine reports has its sentence: a new kind of event fails the typecheck here.
      const unworded: never = event;
      void unworded;
      return t('memoryPlay.board.changes.other');
    }
  }
}

const isDirection = (value: string): value is 'N' | 'E' | 'S' | 'W' => value === 'N' || value === 'E' || value === 'S' || value === 'W';

/**
 * REI-2: a reinforcement column as the engine logs it (`A:2 crossbowman, C:1 agile`), worded per
 * entrance letter; a line in another shape is shown as logged.
 */
export function reinforcementEntriesText(t: Translate, entries: string): string {
  if (entries.trim() === '') return t('enemyPhase.changes.noEntries');
  return entries
    .split(', ')
    .map((line) => {
      const match = /^([A-Z]):(\d+) (\S+)$/.exec(line);
      return match ? t('enemyPhase.changes.entry', { letter: match[1]!, count: Number(match[2]), guard: guardTypeText(t, match[3]!) }) : line;
    })
    .join('; ');
}
