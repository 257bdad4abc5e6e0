import { z } from 'zod';
import { lineOfText } from '../text/player-text.js';
import { campaignId, playerName } from '../campaigns/campaign.js';

/** EQP-1: the four typed slots of a board. */
export const TYPED_SLOTS = ['melee', 'ranged', 'hidden-blade', 'armor'] as const;
export type TypedSlot = (typeof TYPED_SLOTS)[number];

/** EQP-1: five inventory slots that take one card of any type. */
export const INVENTORY_SLOTS = ['inventory-1', 'inventory-2', 'inventory-3', 'inventory-4', 'inventory-5'] as const;
export type InventorySlot = (typeof INVENTORY_SLOTS)[number];

export const BOARD_SLOTS = [...TYPED_SLOTS, ...INVENTORY_SLOTS] as const;
export type BoardSlot = (typeof BOARD_SLOTS)[number];

/** EQP-3: a card's slot icon; `none` cards only go to inventory slots. */
export const CARD_TYPES = [...TYPED_SLOTS, 'none'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** HLT-1: every assassin and apprentice has 3 base health. */
export const BASE_HEALTH = 3;

/** HLT-2..4, HLT-8 (and the HQ hospital). */
export type HealthState = 'full' | 'injured' | 'critical' | 'eliminated';

export const cardLocation = z.discriminatedUnion('place', [
  z.object({ place: z.literal('board'), memberId: z.number().int().positive(), slot: z.enum(BOARD_SLOTS) }).strict(),
  z.object({ place: z.literal('villa') }).strict(),
  z.object({ place: z.literal('bag'), memberId: z.number().int().positive() }).strict(),
  /** HQ-A1-4, HQ-ANY-1: the HQ main hall stores small cards once the HQ exists (VILLA-3). */
  z.object({ place: z.literal('main-hall') }).strict(),
]);
export type CardLocation = z.infer<typeof cardLocation>;

export const newCardSchema = z
  .object({
    name: lineOfText(z.string().trim().min(1, 'A card needs a name.').max(60, 'A card name can have at most 60 characters.')),
    /** The printed id when the card was picked from box data (SLOT-5). */
    boxCardId: lineOfText(z.string().trim().min(1).max(20)).nullable(),
    cardType: z.enum(CARD_TYPES),
    /** EQP-6: the health an armor card adds; 0 for every other card. */
    armorHealth: z.number().int().min(0).max(9),
  })
  .strict();
export type NewCard = z.infer<typeof newCardSchema>;

export interface CampaignCard extends NewCard {
  id: number;
  location: CardLocation;
}

export interface SkillChoice {
  level: number;
  name: string;
  hqLevelRequired: number | null;
  /** LVL-4, APP-5: false while an apprentice stands in and the level is III or IV. */
  usable: boolean;
  /** Why it cannot be used now (rule id), when it cannot. */
  unusableRule: string | null;
}

export interface AssassinBoard {
  memberId: number;
  characterId: string;
  seat: number;
  status: 'in-play' | 'left';
  /** LVL-2: the assassin card's level (every assassin shares the campaign's level). */
  level: number | null;
  /** HLT-1: 3 + the worn armor's health. */
  maxHealth: number;
  health: number;
  healthState: HealthState;
  inHospital: boolean;
  /** APP-1..6: an apprentice stands in while the assassin is eliminated. */
  apprenticeStandsIn: boolean;
  /** APP-4: the health of the apprentice standing in for the eliminated assassin (its maximum is `maxHealth`); null when none does. */
  apprenticeHealth: number | null;
  slots: Record<BoardSlot, CampaignCard | null>;
  /** The plastic bag (HLT-9, PLY-5, SAVEG-2). */
  bag: CampaignCard[];
  skills: SkillChoice[];
  /** LVL-3: levels reached with no skill chosen yet for this assassin. */
  pendingSkillLevels: number[];
}

/**
 * PLY-1 ("between 2 memories, never during one"): a memory is under way while it is played on the
 * board (until the players end it there), and while its first attempt failed and the second is
 * not recorded yet (REPLAY-1..5).
 */
export type OpenMemory = 'on-board' | 'second-attempt';

export interface PartyBoards {
  campaignId: number;
  level: number | null;
  hqEstablished: boolean;
  members: AssassinBoard[];
  /** VILLA-2: the villa store (before the HQ). */
  villa: CampaignCard[];
  /** HQ-A1-4, HQ-ANY-1: the HQ main hall (once the HQ exists, VILLA-3). */
  mainHall: CampaignCard[];
  /** PLY-1: the memory under way (played on the board, or waiting for its second attempt); joining, leaving and swapping wait until it is over. */
  openMemory: OpenMemory | null;
}

const memberId = z.number().int().positive();

export const addCardRequest = z.object({ campaignId, card: newCardSchema, to: cardLocation }).strict();
export const moveCardRequest = z.object({ campaignId, cardId: z.number().int().positive(), to: cardLocation }).strict();
export const removeCardRequest = z.object({ campaignId, cardId: z.number().int().positive() }).strict();
export const setHealthRequest = z
  .object({ campaignId, memberId, health: z.number().int().min(0, 'Health cannot be negative.').max(12) })
  .strict();
export const setEliminatedRequest = z.object({ campaignId, memberId, eliminated: z.boolean() }).strict();
export const chooseSkillRequest = z
  .object({
    campaignId,
    memberId,
    level: z.number().int().min(1).max(4),
    name: lineOfText(z.string().trim().min(1, 'A skill needs a name.').max(60, 'A skill name can have at most 60 characters.')),
    hqLevelRequired: z.number().int().min(1).max(4).nullable(),
  })
  .strict();
export const clearSkillRequest = z.object({ campaignId, memberId, level: z.number().int().min(1).max(4) }).strict();
/** `seat` one past the last player's is a new player sitting down (CMP-1, PLY-2): `newPlayerName` names them. */
export const joinPartyRequest = z
  .object({ campaignId, characterId: z.string().min(1), seat: z.number().int().min(1).max(4), newPlayerName: playerName.optional() })
  .strict();
export const leavePartyRequest = z.object({ campaignId, memberId }).strict();
export const swapAssassinRequest = z.object({ campaignId, memberId, characterId: z.string().min(1) }).strict();
