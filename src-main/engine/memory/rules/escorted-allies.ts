import { refuse } from '../../../../shared/ipc/refusal.js';
import type { AllyPiece, Miniature } from '../../../../shared/memory-play/play-state.js';
import { who } from '../board-queries.js';
import { PLAY_DATA_RULES } from '../play-data-rules.js';
import { defineModule } from './rule-module.js';

/**
 * Escorted allies (ESC-1…5, COORD-4): a friendly character the assassins bring along. It can be
 * incognito or exposed like an assassin, so enemies test it (STL-1, ESC-3); it joins a
 * coordinated attack with assassins on its square when its card shows attack dice, spending no
 * cube (COORD-4, ESC-1, ESC-3); and only when its card shows health can it be attacked, losing
 * that health to hits and lying critical at 0 (ESC-4, CMB-7).
 */

const isAlly = (piece: Miniature): piece is AllyPiece => piece.kind === 'ally';

/** ESC-4: its card shows health, some of it left. */
const hasHealthLeft = (ally: AllyPiece): boolean => ally.health !== null && ally.health > 0;

export const escortedAllies = defineModule({
  id: 'escorted-allies',
  rules: ['ESC-1', 'ESC-3', 'ESC-4', 'COORD-4', 'STL-1', 'CMB-7'],
  // On when the map shows an ally or an escort objective (ESC-1: the ally replaces its token), or the group switched it on.
  enabledBy(setup) {
    if (setup.rules?.['escorted-allies'] !== undefined) return setup.rules['escorted-allies'];
    const shown = setup.map.sides.some((side) => side.miniatures.some((start) => start.type === 'ally') || side.features.some((feature) => feature.type === 'objective' && feature.escort));
    return shown ? {} : null;
  },
  pieceKinds: ['ally'],
  setup: () => ({}),
  sliceBefore: () => ({}),
  pieces: {
    /**
     * COORD-4, ESC-1, ESC-3: it joins with the attack dice its card shows (typed), on the square
     * of an assassin participant; it has no action cubes, so it spends none. Its weapon (melee or
     * ranged, as its card shows) meets the assassins' limits. HLT-4: with no health left
     * (critical, ESC-4) it does nothing.
     */
    joinsAttack({ state, piece, participant, all, field, reach }) {
      const ally = piece as AllyPiece;
      const params = { miniatureId: ally.id, name: ally.name };
      if (ally.place.on !== 'square') return refuse(PLAY_DATA_RULES.offMap, `${ally.name} is not on the map.`, { miniatureId: ally.id }, field('miniatureId'));
      const at = { side: ally.place.side, square: ally.place.square };
      if (ally.health === 0) return refuse('HLT-4', `${ally.name} is in critical condition and can do nothing until healed.`, { ...params, context: 'ally' }, field('miniatureId'));
      if (participant.useSavedCube === true) return refuse('ESC-1', `${ally.name} has no action cubes: it joins without spending one.`, params, field('useSavedCube'));
      if (participant.slot === 'hidden-blade') return refuse('COORD-4', `${ally.name} attacks with the dice on its card, melee or ranged.`, { ...params, context: 'slot' }, field('slot'));
      const withAssassin = all.some((other) => {
        const assassin = state.miniatures[other.miniatureId];
        return assassin?.kind === 'assassin' && assassin.place.on === 'square' && assassin.place.side === at.side && assassin.place.square === at.square;
      });
      if (!withAssassin) {
        return refuse('COORD-4', `${ally.name} joins only an attack by assassins on its square, ${at.side}:${at.square}.`, { ...params, side: at.side, square: at.square }, field('miniatureId'));
      }
      // ACT-WPN-3 for an ally: the attack dice on its card (COORD-4).
      const dice = reach(ally, at, participant, { rule: 'COORD-4', params: { ...params, context: 'dice' } });
      if (!dice.ok) return dice;
      return { ok: true, value: { miniatureId: ally.id, slot: participant.slot, dice: dice.value, eyeIcon: participant.eyeIcon === true, alertIcon: participant.alertIcon === true } };
    },
    // STL-1, ESC-3: exposed or incognito under the assassins' conditions.
    isTestedCharacter: (piece) => isAlly(piece),
    // ESC-4: without health on its card it cannot be attacked; CMB-7: at 0 it lies critical.
    combatTarget: (piece) => isAlly(piece) && hasHealthLeft(piece),
    // ESC-4: some allies' cards show health.
    healthOnCard: 'ESC-4',
    /** ESC-4, CMB-6, CMB-7: an ally with health on its card loses it like an assassin, never below 0. */
    takeHits(piece, hits, rule) {
      if (!isAlly(piece) || !hasHealthLeft(piece) || hits <= 0) return null;
      const health = Math.max(0, piece.health! - hits);
      return { piece: { ...piece, health }, events: [{ type: 'health-changed', ...who(piece), from: piece.health, to: health, maxHealth: piece.maxHealth, condition: null, rule }] };
    },
  },
});
