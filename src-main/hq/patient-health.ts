import { healthLeft, maxHealth } from '../../shared/boards/board-rules.js';
import type { CampaignBoardState, MemberRow } from '../boards/read-boards.js';
import type { PlacementRow } from './hq-placements.js';

/**
 * HLT-1, HQ-AS-1, HQ-HOS-3: an assassin's health as the HQ counts it. The armor bagged
 * with the hidden blade when it entered the hospital goes back to its slot when it leaves
 * (unless another armor is worn by then), so it still counts in its maximum: the hospital
 * heals up to 3 + that armor, and health lost is stored against that maximum (EQP-6), or
 * the armor's return would add health nobody gave.
 */
export function hqMemberHealth(board: CampaignBoardState, member: MemberRow, placements: readonly PlacementRow[]): { max: number; health: number } {
  const worn = board.cards.find((c) => c.location.place === 'board' && c.location.memberId === member.id && c.location.slot === 'armor') ?? null;
  const patient = placements.find((p) => p.member_id === member.id && p.place === 'hospital-patient');
  const bagged =
    worn === null && patient?.bagged_from_slot === 'armor'
      ? (board.cards.find((c) => c.id === patient.bagged_card_id && c.location.place === 'bag' && c.location.memberId === member.id) ?? null)
      : null;
  const max = maxHealth(worn ?? bagged);
  return { max, health: member.eliminated_attempt_id !== null ? 0 : healthLeft(max, member.health_lost) };
}
