import { refuse } from '../../../../shared/ipc/refusal.js';
import { bossCardKey } from '../../../../shared/memory-play/attack-cards.js';
import type { BossPiece, Miniature } from '../../../../shared/memory-play/play-state.js';
import { who, whereOf } from '../board-queries.js';
import { withMiniature } from '../miniature-steps.js';
import { PLAY_DATA_RULES } from '../play-data-rules.js';
import type { PlaySetup } from '../play-setup.js';
import { defineModule } from './rule-module.js';

/**
 * Bosses (BOSS-1…8): a boss's health and XP are on its card, typed by the players (BOSS-1); it
 * keeps its damage, losing one health only to as many hits as it has health left (BOSS-4, one
 * after another, BOSS-5; several in a coordinated attack, COORD-5); with its last health it lies
 * down as a body (BOSS-7). Its card's other values are found by `boss:<name>` (UNK-8). Elsewhere
 * a boss is an enemy like a guard (BOSS-2), which the core already knows.
 */

/** A sanity bound on a number typed from a boss card: not a game value. */
const MAX_TYPED_NUMBER = 99;

const isBoss = (piece: Miniature): piece is BossPiece => piece.kind === 'boss';

/** BOSS-1, BOSS-7: each boss card's health (at least 1) and XP are whole numbers, or unknown. */
function checkBossCards(setup: PlaySetup) {
  for (const [index, card] of (setup.bossCards ?? []).entries()) {
    for (const key of ['health', 'xp'] as const) {
      const value = card[key];
      if (value !== null && (!Number.isInteger(value) || value < (key === 'health' ? 1 : 0) || value > MAX_TYPED_NUMBER)) {
        const refused = refuse(PLAY_DATA_RULES.value, `A boss card's ${key} is a whole number.`, { name: card.name, value }, `bossCards.${index}.${key}`);
        return refused.refusal;
      }
    }
  }
  return null;
}

export const bosses = defineModule({
  id: 'bosses',
  rules: ['BOSS-1', 'BOSS-4', 'BOSS-5', 'BOSS-7', 'COORD-5', 'UNK-8'],
  // On when the map shows a boss, the start names boss cards, or the group switched it on.
  enabledBy(setup) {
    if (setup.rules?.bosses !== undefined) return setup.rules.bosses;
    const named = (setup.bossCards ?? []).length > 0;
    return named || setup.map.sides.some((side) => side.miniatures.some((start) => start.type === 'boss')) ? {} : null;
  },
  pieceKinds: ['boss'],
  checkSetup: checkBossCards,
  /** BOSS-1, BOSS-7: the health and XP typed from each boss's card go on its piece; unknown values stay unknown. */
  setup(ctx, _options, setup) {
    const cards = new Map((setup.bossCards ?? []).map((card) => [card.name, card]));
    for (const piece of Object.values(ctx.state.miniatures)) {
      if (!isBoss(piece)) continue;
      const card = cards.get(piece.name);
      if (card === undefined) continue;
      ctx.state = withMiniature(ctx.state, { ...piece, health: card.health, maxHealth: card.health, xp: card.xp });
    }
    return {};
  },
  sliceBefore: () => ({}),
  pieces: {
    hitTarget: (piece) => (isBoss(piece) && piece.health !== null && piece.health > 0 ? { miniatureId: piece.id, health: piece.health } : null),
    /**
     * BOSS-4, BOSS-5 (COORD-5 together), BOSS-7: the chosen health comes off the boss; a boss left
     * with none is eliminated and lies down as a body, handled like any other body.
     */
    removeHealth(state, removal, coordinated) {
      const boss = state.miniatures[removal.miniatureId];
      if (boss === undefined || !isBoss(boss) || boss.health === null || boss.body) return { state, events: [] };
      const health = Math.max(0, boss.health - removal.removed);
      const rule = removal.removed === 1 ? 'BOSS-4' : coordinated ? 'COORD-5' : 'BOSS-5';
      const hurt: BossPiece = { ...boss, health, body: health === 0 };
      return {
        state: withMiniature(state, hurt),
        events: [
          { type: 'health-changed', ...who(boss), from: boss.health, to: health, maxHealth: boss.maxHealth, condition: null, rule },
          ...(health === 0 ? [{ type: 'body-changed' as const, ...who(boss), ...whereOf(boss.place), body: true, rule: 'BOSS-7' }] : []),
        ],
      };
    },
    cardKey: (piece) => (isBoss(piece) ? bossCardKey(piece.name) : piece.kind),
    healthOnCard: 'BOSS-1',
  },
});
