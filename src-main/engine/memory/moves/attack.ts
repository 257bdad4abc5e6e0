import type { WeaponPreview } from '../../../../shared/memory-play/action-preview.js';
import { WEAPON_SLOTS, type StepOf } from '../../../../shared/memory-play/moves/index.js';
import type { AssassinPiece, PlayState } from '../../../../shared/memory-play/play-state.js';
import { attack } from '../attack-steps.js';
import { enemiesOn } from '../stealth.js';
import { refusalOf, type MoveRule, type Trial } from './move-rule.js';

/** ACT-WPN-1, ACT-WPN-2: each weapon in its slot and the squares with enemies it reaches, tried with one die. */
export function weaponsOf(state: PlayState, assassin: AssassinPiece, trial: Trial): WeaponPreview[] {
  if (assassin.place.on !== 'square') return [];
  const { side, square: from } = assassin.place;
  const mapSide = state.map.sides.find((candidate) => candidate.id === side)!;
  return WEAPON_SLOTS.flatMap((slot) => {
    const card = assassin.equipment.find((item) => item.slot === slot);
    if (card === undefined) return [];
    const attackOn = (square: string): StepOf<'attack'> => ({ kind: 'attack', miniatureId: assassin.id, slot, dice: 1, side, square });
    const own = refusalOf(trial(state, attackOn(from)));
    // A refusal that is not about the target square refuses the weapon itself (APP-5, cubes…).
    const refusal = own !== null && own.rule !== 'ACT-WPN-2' ? own : null;
    const targets = refusal
      ? []
      : mapSide.squares
          .map((candidate) => ({ side, square: candidate.ref, enemies: enemiesOn(state, { side, square: candidate.ref }).length }))
          .filter((target) => target.enemies > 0 && trial(state, attackOn(target.square)).ok);
    // The dice printed on the card are filled in by main from box data and the log (weapon-dice.ts).
    return [{ slot, card: card.name, targets, refusal, dice: null, diceFrom: null }];
  });
}

/**
 * ACT-WPN-1…5: the attack is offered with each weapon and the squares it reaches; its own form
 * gives the odds before the cube is spent. Refused when no weapon may strike: with no weapon at
 * all, by the rule's own answer to a melee attack on the square.
 */
export const attackRule: MoveRule<'attack'> = {
  apply: attack,
  preview(state, assassin, { acting, once }) {
    const weapons = once(`weapons:${assassin.id}`, () => weaponsOf(state, assassin, acting));
    const at = assassin.place.on === 'square' ? assassin.place : { side: 'A' as const, square: 'A1' };
    const step: StepOf<'attack'> = { kind: 'attack', miniatureId: assassin.id, slot: 'melee', dice: 1, side: at.side, square: at.square };
    const usable = weapons.some((weapon) => weapon.refusal === null && weapon.targets.length > 0);
    const refusal = weapons.length === 0 ? refusalOf(acting(state, step)) : usable ? null : (weapons.find((weapon) => weapon.refusal !== null)?.refusal ?? null);
    return { step, refusal, data: { weapons } };
  },
};
