import type { WeaponPreview } from '../../../../shared/memory-play/action-preview.js';
import type { AttackParticipant, StepOf } from '../../../../shared/memory-play/moves/index.js';
import type { AssassinPiece } from '../../../../shared/memory-play/play-state.js';
import { coordinatedAttack } from '../attack-steps.js';
import { weaponsOf } from './attack.js';
import { refusalOf, type MoveRule } from './move-rule.js';

/** The weapons of a preview that may strike now, with their targets. */
const usable = (list: readonly WeaponPreview[]) => list.filter((weapon) => weapon.refusal === null && weapon.targets.length > 0);

const participant = (miniatureId: string, weapon: WeaponPreview | undefined): AttackParticipant => ({ miniatureId, slot: weapon?.slot ?? 'melee', dice: 1 });

/**
 * COORD-1, COORD-2: the other assassins with a weapon that reaches enemies, and the attack tried
 * with the first pair of weapons sharing a target (1 die each, the dice being the players' to
 * type); with no partner at all, tried alone, so the refusal is the rule's own.
 */
export const coordinatedAttackRule: MoveRule<'coordinated-attack'> = {
  apply: coordinatedAttack,
  preview(state, assassin, { acting, others, once }) {
    const own = once(`weapons:${assassin.id}`, () => weaponsOf(state, assassin, acting));
    const onMap = Object.values(state.miniatures).filter(
      (miniature): miniature is AssassinPiece => miniature.kind === 'assassin' && miniature.id !== assassin.id && miniature.place.on === 'square',
    );
    const joiners = onMap.map((miniature) => ({ miniatureId: miniature.id, weapons: weaponsOf(state, miniature, others) })).filter((joiner) => usable(joiner.weapons).length > 0);
    const shared = usable(own).flatMap((weapon) =>
      weapon.targets.flatMap((target) =>
        joiners.flatMap((joiner) =>
          usable(joiner.weapons)
            .filter((other) => other.targets.some((reached) => reached.side === target.side && reached.square === target.square))
            .map((other) => ({ participants: [participant(assassin.id, weapon), participant(joiner.miniatureId, other)], target })),
        ),
      ),
    );
    const at = assassin.place.on === 'square' ? { side: assassin.place.side, square: assassin.place.square } : { side: 'A' as const, square: 'A1' };
    // With no partner reaching enemies, tried with any other assassin on the map, so the lead's own refusal (HLT-4…) comes first.
    const first = joiners[0] ?? (onMap[0] === undefined ? undefined : { miniatureId: onMap[0].id, weapons: [] as WeaponPreview[] });
    const step: StepOf<'coordinated-attack'> =
      shared[0] !== undefined
        ? { kind: 'coordinated-attack', participants: shared[0].participants, side: shared[0].target.side, square: shared[0].target.square }
        : {
            kind: 'coordinated-attack',
            participants: [participant(assassin.id, usable(own)[0] ?? own[0]), ...(first === undefined ? [] : [participant(first.miniatureId, usable(first.weapons)[0])])],
            side: usable(own)[0]?.targets[0]?.side ?? at.side,
            square: usable(own)[0]?.targets[0]?.square ?? at.square,
          };
    // COORD-3, UNK-7: card values nobody gave yet are asked in the attack form, so they do not refuse the action here.
    const refusal = refusalOf(acting(state, step));
    const askedInForm = refusal?.rule === 'UNK-7' && refusal.field?.startsWith('cards.') === true;
    return { step, refusal: askedInForm ? null : refusal, data: { joiners } };
  },
};
