import type { CardLocation, PartyBoards } from '../../../shared/boards/board.js';
import type { Translate } from '../../i18n/message-key.js';
import { SLOT_LABELS } from './board-view.js';

/** A place for a card in the players' words: "Villa", "Claudio — Melee weapon", "Claudio's plastic bag". */
export function placeWords(location: CardLocation, boards: Pick<PartyBoards, 'members'>, t: Translate, characterName: (id: string) => string): string {
  if (location.place === 'villa') return t('boards.villa.heading');
  if (location.place === 'main-hall') return t('boards.mainHall.heading');
  const member = boards.members.find((m) => m.memberId === location.memberId);
  const name = member ? characterName(member.characterId) : '?';
  if (location.place === 'bag') return t('boards.bag.of', { name });
  return t('boards.place.slot', { name, slot: t(SLOT_LABELS[location.slot]) });
}
