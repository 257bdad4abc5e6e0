import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { Box, Difficulty } from '../../shared/campaigns/campaign.js';
import { BOARD_SLOTS, type AssassinBoard, type BoardSlot, type CampaignCard, type CardType, type OpenMemory, type PartyBoards } from '../../shared/boards/board.js';
import {
  currentHqLevel,
  healthLeft,
  healthState,
  maxHealth,
  pendingSkillLevels,
  skillUsability,
  type BoardFacts,
} from '../../shared/boards/board-rules.js';
import type { PartyFacts } from '../../shared/boards/party-rules.js';
import { readContractSummary } from '../hq/contract-summary.js';
import { partyLevel } from '../diary/party-level.js';
import { linkToBoxData } from '../../shared/boards/card-link.js';
import { readBoxEquipment } from './box-equipment.js';

interface CampaignRow {
  id: number;
  box: Box;
  difficulty: Difficulty;
  player_count: number;
  xp: number;
  starting_level: number;
  hq_established: 0 | 1;
}

export interface MemberRow {
  id: number;
  character_id: string;
  seat: number;
  position: number;
  status: 'in-play' | 'left';
  health_lost: number;
  in_hospital: 0 | 1;
  eliminated_attempt_id: number | null;
  /** APP-4: the apprentice's wounds, counted only for the stand-in they were taken in (below). */
  apprentice_health_lost: number;
  apprentice_wounds_attempt_id: number | null;
}

interface CardRow {
  id: number;
  name: string;
  box_card_id: string | null;
  card_type: CardType;
  armor_health: number;
  location: 'board' | 'villa' | 'bag' | 'main-hall';
  member_id: number | null;
  slot: BoardSlot | null;
}

interface SkillRow {
  member_id: number;
  level: number;
  name: string;
  hq_level_required: number | null;
}

/** Everything the board rules need about one campaign, read in one place. */
export interface CampaignBoardState {
  campaign: CampaignRow;
  level: number | null;
  hqLevel: number;
  members: MemberRow[];
  cards: CampaignCard[];
  skills: SkillRow[];
  openMemory: OpenMemory | null;
}

function toCard(row: CardRow): CampaignCard {
  const base = { id: row.id, name: row.name, boxCardId: row.box_card_id, cardType: row.card_type, armorHealth: row.armor_health };
  if (row.location === 'villa') return { ...base, location: { place: 'villa' } };
  if (row.location === 'main-hall') return { ...base, location: { place: 'main-hall' } };
  if (row.location === 'bag') return { ...base, location: { place: 'bag', memberId: row.member_id! } };
  return { ...base, location: { place: 'board', memberId: row.member_id!, slot: row.slot! } };
}

/** PLY-1: the memory under way, if any: one played on the board, or one whose second attempt is due (REPLAY-1..5). */
function openMemory(db: Db, campaignId: number): OpenMemory | null {
  if (db.prepare(`SELECT 1 FROM memory_plays WHERE campaign_id = ? AND status = 'playing' LIMIT 1`).get(campaignId) !== undefined) return 'on-board';
  return secondAttemptDue(db, campaignId) ? 'second-attempt' : null;
}

/** A memory's first attempt failed and no second attempt is recorded. */
function secondAttemptDue(db: Db, campaignId: number): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM memory_attempts first
         WHERE first.campaign_id = ? AND first.attempt_number = 1 AND first.outcome = 'failure'
           AND NOT EXISTS (SELECT 1 FROM memory_attempts second
                           WHERE second.diary_memory_id = first.diary_memory_id AND second.attempt_number = 2)
         LIMIT 1`,
      )
      .get(campaignId) !== undefined
  );
}

export function readBoardState(db: Db, campaignId: number): CampaignBoardState {
  const campaign = db
    .prepare('SELECT id, box, difficulty, player_count, xp, starting_level, hq_established FROM campaigns WHERE id = ?')
    .get(campaignId) as CampaignRow | undefined;
  if (!campaign) fail('not-found', 'This campaign does not exist (it may have been deleted).', { field: 'campaignId' });
  const members = db.prepare('SELECT * FROM party_members WHERE campaign_id = ? ORDER BY position, id').all(campaignId) as MemberRow[];
  // SLOT-5, EQP-6: each card as the box data prints it, linked every time the boards are read
  // (card-link.ts), so a card typed before it was entered in box data links once it is.
  const equipment = readBoxEquipment(db);
  const cards = (db.prepare('SELECT * FROM campaign_cards WHERE campaign_id = ? ORDER BY id').all(campaignId) as CardRow[]).map((row) =>
    linkToBoxData(toCard(row), equipment),
  );
  const skills = db
    .prepare('SELECT member_id, level, name, hq_level_required FROM skill_choices WHERE campaign_id = ? ORDER BY level')
    .all(campaignId) as SkillRow[];
  return {
    campaign,
    // LVL-1: every assassin, in play or not, is at the party's level.
    level: partyLevel(db, campaign),
    hqLevel: currentHqLevel(campaign.hq_established === 1, campaign.hq_established === 1 ? readContractSummary(db, campaignId).level : null),
    members,
    cards,
    skills,
    openMemory: openMemory(db, campaignId),
  };
}

export const assassinName = (pack: ContentPack, characterId: string): string =>
  pack.characters.find((c) => c.id === characterId)?.name.en ?? characterId;

/** APP-1..7: an apprentice stands in while the assassin is eliminated or in the HQ hospital. */
export const apprenticeStandsIn = (member: MemberRow): boolean => member.eliminated_attempt_id !== null || member.in_hospital === 1;

/**
 * HLT-1, EQP-6: the armor worn is the card in the armor slot. HLT-4, HLT-8: an eliminated
 * assassin has no health left until it returns (APP-6) or is healed in the HQ hospital.
 */
export function memberHealth(state: CampaignBoardState, member: MemberRow): { max: number; health: number } {
  const armor = state.cards.find((c) => c.location.place === 'board' && c.location.memberId === member.id && c.location.slot === 'armor') ?? null;
  const max = maxHealth(armor);
  return { max, health: member.eliminated_attempt_id !== null ? 0 : healthLeft(max, member.health_lost) };
}

/**
 * APP-4: the health of the apprentice standing in for an eliminated assassin: 3 + the armor on
 * the board it plays with, less the wounds it took in this stand-in (wounds of an earlier
 * stand-in do not count). Null when no apprentice stands in for an eliminated assassin (the
 * HQ hospital's stand-ins are not wounded outside a memory).
 */
export function apprenticeHealth(state: CampaignBoardState, member: MemberRow): { max: number; health: number } | null {
  if (member.eliminated_attempt_id === null) return null;
  const { max } = memberHealth(state, { ...member, eliminated_attempt_id: null });
  const lost = member.apprentice_wounds_attempt_id === member.eliminated_attempt_id ? member.apprentice_health_lost : 0;
  return { max, health: healthLeft(max, lost) };
}

export function toBoardFacts(state: CampaignBoardState, pack: ContentPack): BoardFacts {
  return {
    hqEstablished: state.campaign.hq_established === 1,
    members: state.members.map((m) => ({
      id: m.id,
      name: assassinName(pack, m.character_id),
      status: m.status,
      apprenticeStandsIn: apprenticeStandsIn(m),
    })),
    cards: state.cards,
  };
}

export function toPartyFacts(state: CampaignBoardState): PartyFacts {
  return {
    box: state.campaign.box,
    difficulty: state.campaign.difficulty,
    playerCount: state.campaign.player_count,
    openMemory: state.openMemory,
    members: state.members.map((m) => {
      const { max, health } = memberHealth(state, m);
      return {
        id: m.id,
        characterId: m.character_id,
        seat: m.seat,
        status: m.status,
        healthState: healthState(health, max, m.eliminated_attempt_id !== null),
        apprenticeStandsIn: apprenticeStandsIn(m),
        inHospital: m.in_hospital === 1,
      };
    }),
  };
}

function toBoard(state: CampaignBoardState, member: MemberRow): AssassinBoard {
  const standsIn = apprenticeStandsIn(member);
  const { max, health } = memberHealth(state, member);
  const slots = Object.fromEntries(BOARD_SLOTS.map((slot) => [slot, null])) as Record<BoardSlot, CampaignCard | null>;
  const bag: CampaignCard[] = [];
  for (const card of state.cards) {
    if (card.location.place === 'board' && card.location.memberId === member.id) slots[card.location.slot] = card;
    else if (card.location.place === 'bag' && card.location.memberId === member.id) bag.push(card);
  }
  const skills = state.skills
    .filter((s) => s.member_id === member.id)
    .map((s) => ({
      level: s.level,
      name: s.name,
      hqLevelRequired: s.hq_level_required,
      ...skillUsability({ level: s.level, hqLevelRequired: s.hq_level_required }, { apprenticeStandsIn: standsIn, hqLevel: state.hqLevel }),
    }));
  return {
    memberId: member.id,
    characterId: member.character_id,
    seat: member.seat,
    status: member.status,
    level: state.level,
    maxHealth: max,
    health,
    healthState: healthState(health, max, member.eliminated_attempt_id !== null),
    inHospital: member.in_hospital === 1,
    apprenticeStandsIn: standsIn,
    apprenticeHealth: apprenticeHealth(state, member)?.health ?? null,
    slots,
    bag,
    skills,
    pendingSkillLevels: pendingSkillLevels(state.level, state.campaign.starting_level, skills.map((s) => s.level)),
  };
}

export function toPartyBoards(state: CampaignBoardState): PartyBoards {
  return {
    campaignId: state.campaign.id,
    level: state.level,
    hqEstablished: state.campaign.hq_established === 1,
    members: state.members.map((m) => toBoard(state, m)),
    villa: state.cards.filter((c) => c.location.place === 'villa'),
    mainHall: state.cards.filter((c) => c.location.place === 'main-hall'),
    openMemory: state.openMemory,
  };
}

export function getPartyBoards(db: Db, campaignId: number): PartyBoards {
  return toPartyBoards(readBoardState(db, campaignId));
}

/** The member of this campaign, or not-found naming the request field. */
export function findMember(state: CampaignBoardState, memberId: number, field = 'memberId'): MemberRow {
  const member = state.members.find((m) => m.id === memberId);
  if (!member) fail('not-found', 'This assassin is not in this campaign.', { field });
  return member;
}
