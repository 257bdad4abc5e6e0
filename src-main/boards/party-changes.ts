import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { Refusal } from '../../shared/ipc/refusal.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { checkJoin, checkLeave, checkSwap, playersAfterJoin } from '../../shared/boards/party-rules.js';
import { findMember, readBoardState, toPartyFacts, type CampaignBoardState } from './read-boards.js';

/*
 * The party commands' appliers (PLY-1..6): the party rules decide (party-rules.ts), these
 * write what they accepted.
 */

function refuse(refusal: Refusal | null): void {
  if (refusal) failRefusal(refusal);
}

/**
 * PLY-2, PLY-3: the assassin takes its place at the party's level (every assassin shares
 * it, LVL-1), so the skill levels it has not chosen yet show as pending. One that left
 * earlier comes back with its skills and the health it left with.
 */
function putInPlay(db: Db, state: CampaignBoardState, campaignId: number, characterId: string, seat: number, position: number): number {
  const earlier = state.members.find((m) => m.character_id === characterId);
  if (earlier) {
    db.prepare("UPDATE party_members SET status = 'in-play', seat = ?, position = ? WHERE id = ?").run(seat, position, earlier.id);
    return earlier.id;
  }
  const { lastInsertRowid } = db
    .prepare('INSERT INTO party_members (campaign_id, character_id, seat, position) VALUES (?, ?, ?, ?)')
    .run(campaignId, characterId, seat, position);
  return Number(lastInsertRowid);
}

/**
 * PLY-5: the leaver keeps its skills (and health) in its bag; all its cards go to the villa,
 * or to the HQ main hall once the HQ exists (VILLA-3, HQ-A1-4).
 */
function takeOutOfPlay(db: Db, state: CampaignBoardState, memberId: number): void {
  const store = state.campaign.hq_established === 1 ? 'main-hall' : 'villa';
  db.prepare('UPDATE campaign_cards SET location = ?, member_id = NULL, slot = NULL WHERE member_id = ?').run(store, memberId);
  db.prepare("UPDATE party_members SET status = 'left' WHERE id = ?").run(memberId);
}

const nextPosition = (state: CampaignBoardState) => Math.max(-1, ...state.members.map((m) => m.position)) + 1;

export function joinParty(db: Db, pack: ContentPack, campaignId: number, characterId: string, seat: number, newPlayerName?: string): number {
  const state = readBoardState(db, campaignId);
  refuse(checkJoin(toPartyFacts(state), { characterId, seat }, pack.characters));
  if (playersAfterJoin(state.campaign.player_count, seat) > state.campaign.player_count) sitDown(db, campaignId, seat, newPlayerName);
  return putInPlay(db, state, campaignId, characterId, seat, nextPosition(state));
}

/** CMP-1, PLY-1: a new player sits down between memories; the table has one player more. */
function sitDown(db: Db, campaignId: number, seat: number, name: string | undefined): void {
  if (name === undefined) fail('invalid-request', `Player ${seat} is new at the table: give the player's name.`, { field: 'newPlayerName' });
  const { player_names } = db.prepare('SELECT player_names FROM campaigns WHERE id = ?').get(campaignId) as { player_names: string };
  const names = [...(JSON.parse(player_names) as string[]).slice(0, seat - 1), name];
  db.prepare('UPDATE campaigns SET player_count = ?, player_names = ? WHERE id = ?').run(seat, JSON.stringify(names), campaignId);
}

export function leaveParty(db: Db, pack: ContentPack, campaignId: number, memberId: number): void {
  const state = readBoardState(db, campaignId);
  findMember(state, memberId);
  refuse(checkLeave(toPartyFacts(state), memberId, pack.characters));
  takeOutOfPlay(db, state, memberId);
}

/** PLY-6: leave and join in one command; the newcomer takes the leaver's seat and place. */
export function swapAssassin(db: Db, pack: ContentPack, campaignId: number, memberId: number, characterId: string): number {
  const state = readBoardState(db, campaignId);
  const member = findMember(state, memberId);
  refuse(checkSwap(toPartyFacts(state), memberId, characterId, pack.characters));
  takeOutOfPlay(db, state, memberId);
  db.prepare('UPDATE party_members SET position = ? WHERE id = ?').run(nextPosition(state), memberId);
  return putInPlay(db, state, campaignId, characterId, member.seat, member.position);
}
