import type { Db } from '../db/open-save.js';
import { statement } from '../db/statements.js';
import type { EquipmentCard } from '../../shared/box-data/box-data-schema.js';
import type { PlayPreview, WeaponPreview } from '../../shared/memory-play/action-preview.js';
import type { Step } from '../../shared/memory-play/moves/index.js';

/**
 * ACT-WPN-3: an attack rolls as many white dice as the weapon card shows. The card is not in the
 * app, so the dice come from what the players entered: the weapon's box data card (UNK-4, by
 * its name, as boards name the cards picked from box data), else the dice typed at this play's
 * last attack with that assassin's weapon slot, so they are typed once and kept between attacks.
 */

/** How far back the log is searched for the last attack of each weapon (the newest attacks first). */
const RECENT_ATTACKS = 60;

type Typed = Map<string, number>;
const slotKey = (miniatureId: string, slot: string) => `${miniatureId}/${slot}`;

/** The dice typed at the play's newest attacks, per assassin and weapon slot (COORD-1 participants too). */
function typedAtLastAttacks(db: Db, playId: number): Typed {
  const rows = statement(
    db,
    "SELECT step_json FROM memory_play_steps WHERE play_id = ? AND json_extract(step_json, '$.kind') IN ('attack', 'coordinated-attack') ORDER BY seq DESC LIMIT ?",
  ).all(playId, RECENT_ATTACKS) as { step_json: string }[];
  const typed: Typed = new Map();
  for (const { step_json } of rows) {
    const step = JSON.parse(step_json) as Step;
    const participants = step.kind === 'attack' ? [step] : step.kind === 'coordinated-attack' ? step.participants : [];
    for (const participant of participants) {
      const key = slotKey(participant.miniatureId, participant.slot);
      if (!typed.has(key)) typed.set(key, participant.dice);
    }
  }
  return typed;
}

/** The box data cards named `name` (trimmed, any case). */
const cardsNamed = (cards: readonly EquipmentCard[], name: string) => cards.filter((card) => card.name.trim().toLowerCase() === name.trim().toLowerCase());

function withDice(weapon: WeaponPreview, miniatureId: string, cards: readonly EquipmentCard[], typed: Typed): WeaponPreview {
  const named = cardsNamed(cards, weapon.card);
  const printed = [...new Set(named.flatMap((card) => (card.dice === null ? [] : [card.dice])))];
  // Two cards of one name with different dice cannot tell which one this is: the players say.
  if (printed.length === 1) return { ...weapon, dice: printed[0]!, diceFrom: 'card' };
  const last = typed.get(slotKey(miniatureId, weapon.slot));
  const toComplete = named.length === 1 && named[0]!.dice === null ? { boxCardToComplete: named[0]!.id } : {};
  return last === undefined ? { ...weapon, ...toComplete } : { ...weapon, dice: last, diceFrom: 'last-attack', ...toComplete };
}

/** The preview with each weapon's dice as known (its own and the coordinated attack's joiners'). */
export function withWeaponDice(db: Db, playId: number, preview: PlayPreview, cards: readonly EquipmentCard[]): PlayPreview {
  const assassin = preview.assassin;
  if (assassin === null) return preview;
  const typed = typedAtLastAttacks(db, playId);
  const actions = assassin.actions.map((action) => {
    if (action.kind === 'attack' && action.weapons) return { ...action, weapons: action.weapons.map((weapon) => withDice(weapon, assassin.miniatureId, cards, typed)) };
    if (action.kind === 'coordinated-attack' && action.joiners) {
      return { ...action, joiners: action.joiners.map((joiner) => ({ ...joiner, weapons: joiner.weapons.map((weapon) => withDice(weapon, joiner.miniatureId, cards, typed)) })) };
    }
    return action;
  });
  return { ...preview, assassin: { ...assassin, actions } };
}
