import { z } from 'zod';
import { lineOfText } from '../text/player-text.js';

/** Which physical content a campaign is played with (core, with or without Apocalypse). */
export const BOXES = ['core', 'apocalypse'] as const;
export type Box = (typeof BOXES)[number];

/** DIFF-1..3 for the core box; legendary only exists with Apocalypse (DIFF-L-1). */
export const DIFFICULTIES = ['easy', 'normal', 'legendary'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CAMPAIGN_NAME_MAX = 80;
export const PLAYER_NAME_MAX = 40;

export const campaignName = lineOfText(
  z.string().trim().min(1, 'The name cannot be empty.').max(CAMPAIGN_NAME_MAX, `The name can have at most ${CAMPAIGN_NAME_MAX} characters.`),
);

export const playerName = lineOfText(
  z.string().trim().min(1, 'A player name cannot be empty.').max(PLAYER_NAME_MAX, `A player name can have at most ${PLAYER_NAME_MAX} characters.`),
);

export const campaignId = z.number().int().positive();

export interface PartyMember {
  characterId: string;
  /** 1-based seat of the player who controls this assassin. */
  seat: number;
}

export interface CampaignSummary {
  id: number;
  name: string;
  playerCount: number;
  playerNames: string[];
  difficulty: Difficulty;
  box: Box;
  /** Null until the players record which memory they are on (e.g. Apocalypse: UNK-38). */
  currentMemory: string | null;
  /** The last memory with a recorded attempt, so the overview never says "not recorded yet" after play. */
  lastMemory: string | null;
  xp: number;
  /** 0 for a core campaign, 2 for an Apocalypse one (APX-SET-2). */
  startingLevel: number;
  /** LVL-1: the party's level, computed once in main for every screen; null while the XP thresholds are not entered. */
  level: number | null;
  party: PartyMember[];
  createdAt: string;
  lastPlayedAt: string;
}

export type CampaignDetail = CampaignSummary;
