import type { Difficulty } from '../../../../shared/campaigns/campaign.js';
import type { SideId, SquareRef } from '../../../../shared/memory-play/map/index.js';
import type { BoardSquare, EventDirection, Miniature, MiniatureKind, PlayState, TableEvent } from '../../../../shared/memory-play/play-types.js';
import type { Translate } from '../../../i18n/message-key.js';
import { DIFFICULTY_LABELS } from '../../campaigns/campaign-labels.js';
import { guardTypeText, squareText } from '../builder/builder-words.js';
import type { PieceToken } from './board-pieces.js';

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
}

/** A square as the players say it: `B3`, or `A:B3` on a two-map memory. */
export function squareName(ctx: Pick<WordContext, 'twoSides'>, side: SideId | null, square: SquareRef | null): string {
  if (square === null) return '';
  return ctx.twoSides && side !== null ? `${side}:${square}` : square;
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
  const states = [token.exposed ? t('memoryPlay.board.pieces.exposed') : null, token.critical ? t('memoryPlay.board.pieces.critical') : null].filter((s) => s !== null);
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
  switch (event.type) {
    case 'miniature-added':
      return t(event.body ? 'memoryPlay.board.changes.addedBody' : 'memoryPlay.board.changes.added', { piece: piece(), square: where(event.side, event.square) });
    case 'miniature-moved':
      if (event.fromSquare === null) return t('memoryPlay.board.changes.placed', { piece: piece(), to: where(event.toSide, event.toSquare) });
      return t('memoryPlay.board.changes.moved', { piece: piece(), from: where(event.fromSide, event.fromSquare), to: where(event.toSide, event.toSquare) });
    case 'miniature-removed':
      if (event.fromSquare === null) return t('memoryPlay.board.changes.setAside', { piece: piece() });
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
      if (event.phase === 'enemy' && event.enemyStep !== null) return t('memoryPlay.board.changes.enemyStep', { turn: event.turn, step: t(`memoryPlay.board.stages.${event.enemyStep}`) });
      return t('memoryPlay.board.changes.phase', { turn: event.turn, phase: t(`memoryPlay.board.phases.${event.phase}`) });
    case 'turn-started':
      return t('memoryPlay.board.changes.turnStarted', { turn: event.turn });
    case 'memory-ended':
      return t(event.outcome === 'success' ? 'memoryPlay.board.changes.endedSuccess' : 'memoryPlay.board.changes.endedFailure');
    default:
      // A change this screen does not word yet (the engine grows with parts 2–4): the map shows it.
      return t('memoryPlay.board.changes.other');
  }
}
