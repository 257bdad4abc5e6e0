import type { Box, Difficulty } from '../campaigns/campaign.js';
import type { Character } from '../content/pack-schema.js';
import type { HealthState, OpenMemory } from './board.js';
import { PARTY_SIZE, checkNewCampaign } from '../campaigns/party-setup.js';
import { refuse, type Refusal } from '../ipc/refusal.js';
import { leftTheParty } from './board-rules.js';

/*
 * Party changes between memories (PLY-1..6): players joining, leaving or swapping an
 * assassin. Pure functions over plain facts; main refuses with them before it writes.
 */

export interface PartyMemberFacts {
  id: number;
  characterId: string;
  seat: number;
  status: 'in-play' | 'left';
  healthState: HealthState;
  apprenticeStandsIn: boolean;
  inHospital: boolean;
}

export interface PartyFacts {
  box: Box;
  difficulty: Difficulty;
  playerCount: number;
  /** PLY-1: the memory under way, if any (see `OpenMemory`). */
  openMemory: OpenMemory | null;
  /** In party order. */
  members: readonly PartyMemberFacts[];
}

/** PLY-1: joining, leaving and swapping wait until the memory under way is over. */
export function checkBetweenMemories(openMemory: OpenMemory | null): Refusal | null {
  if (openMemory === 'on-board') return refuse('PLY-1', 'The party can change only between memories: end the memory being played on the board first.', { context: 'onBoard' }, 'campaignId').refusal;
  if (openMemory === 'second-attempt') return refuse('PLY-1', 'The party can change only between memories: record the second attempt of the open memory first.', {}, 'campaignId').refusal;
  return null;
}

/** PLY-6: whether this member may be swapped at all: in play, at full health, and no apprentice standing in. */
export function checkSwapCandidate(member: Pick<PartyMemberFacts, 'status' | 'healthState' | 'apprenticeStandsIn' | 'inHospital'>, assassin: string): Refusal | null {
  if (member.status === 'left') {
    return refuse('PLY-6', `${assassin} is not in play: only an assassin in play can be swapped for another.`, { context: 'left', assassin }, 'memberId').refusal;
  }
  if (member.apprenticeStandsIn || member.inHospital || member.healthState === 'eliminated') {
    return refuse('PLY-6', `An apprentice stands in for ${assassin}, and an apprentice is never swapped for an assassin.`, { context: 'apprentice', assassin }, 'memberId').refusal;
  }
  if (member.healthState !== 'full') {
    return refuse('PLY-6', `${assassin} is not at full health: only a fully healthy assassin can be swapped.`, { assassin }, 'memberId').refusal;
  }
  return null;
}

const nameOf = (characterId: string, characters: readonly Character[]) => characters.find((c) => c.id === characterId)?.name.en ?? characterId;

const alreadyInParty = (characterId: string, characters: readonly Character[]): Refusal => {
  const assassin = nameOf(characterId, characters);
  return refuse('CMP-3', `${assassin} is already in the party: each of the game’s assassins joins only once.`, { assassin }, 'characterId').refusal;
};

/** Checks the in-play party a change would leave with the setup rules (SET-8, CMP-3, APX-SET-1). */
function checkResultingParty(
  facts: PartyFacts,
  party: { characterId: string; seat: number }[],
  characters: readonly Character[],
  fieldFor: (refusal: Refusal) => string,
): Refusal | null {
  const refusal = checkNewCampaign({ playerCount: facts.playerCount, difficulty: facts.difficulty, box: facts.box, party }, characters);
  return refusal ? { ...refusal, field: fieldFor(refusal) } : null;
}

const inPlay = (facts: PartyFacts) => facts.members.filter((m) => m.status === 'in-play');

/** The most players at the table (CMP-1: 1–4 players). */
export const MAX_PLAYERS = 4;

/**
 * PLY-1, CMP-1: between memories a new player may sit down with an assassin of their own: the
 * seat one past the last player's. The table then has one player more.
 */
export function playersAfterJoin(playerCount: number, seat: number): number {
  return seat === playerCount + 1 && playerCount < MAX_PLAYERS ? playerCount + 1 : playerCount;
}

/** PLY-2, PLY-3: an assassin joins the party (again, if it had left) at the party's level, for a player at the table or a new one. */
export function checkJoin(facts: PartyFacts, join: { characterId: string; seat: number }, characters: readonly Character[]): Refusal | null {
  const waiting = checkBetweenMemories(facts.openMemory);
  if (waiting) return waiting;
  const current = inPlay(facts);
  if (current.some((m) => m.characterId === join.characterId)) return alreadyInParty(join.characterId, characters);
  if (current.length >= PARTY_SIZE.max) {
    return refuse('SET-8', `A party has ${PARTY_SIZE.min} to ${PARTY_SIZE.max} assassins in play.`, { context: 'partySize', ...PARTY_SIZE }, 'characterId').refusal;
  }
  const party = [...current.map((m) => ({ characterId: m.characterId, seat: m.seat })), join];
  const table = { ...facts, playerCount: playersAfterJoin(facts.playerCount, join.seat) };
  return checkResultingParty(table, party, characters, (r) => (r.field?.endsWith('.seat') || r.field === 'party' ? 'seat' : 'characterId'));
}

/** PLY-5: an assassin leaves; the party must still be a legal one (SET-8). */
export function checkLeave(facts: PartyFacts, memberId: number, characters: readonly Character[]): Refusal | null {
  const waiting = checkBetweenMemories(facts.openMemory);
  if (waiting) return waiting;
  const member = facts.members.find((m) => m.id === memberId);
  if (!member) return refuse('PLY-5', 'This assassin is not in this campaign’s party.', { context: 'notInCampaign' }, 'memberId').refusal;
  if (member.status === 'left') return leftTheParty(nameOf(member.characterId, characters), 'memberId');
  const party = inPlay(facts)
    .filter((m) => m.id !== memberId)
    .map((m) => ({ characterId: m.characterId, seat: m.seat }));
  return checkResultingParty(facts, party, characters, () => 'memberId');
}

/** PLY-6: only a fully healthy assassin is swapped, never one an apprentice stands in for. */
export function checkSwap(facts: PartyFacts, memberId: number, characterId: string, characters: readonly Character[]): Refusal | null {
  const waiting = checkBetweenMemories(facts.openMemory);
  if (waiting) return waiting;
  const member = facts.members.find((m) => m.id === memberId);
  if (!member) return refuse('PLY-5', 'This assassin is not in this campaign’s party.', { context: 'notInCampaign' }, 'memberId').refusal;
  const candidate = checkSwapCandidate(member, nameOf(member.characterId, characters));
  if (candidate) return candidate;
  if (member.characterId === characterId || inPlay(facts).some((m) => m.characterId === characterId)) return alreadyInParty(characterId, characters);
  const party = inPlay(facts).map((m) => (m.id === memberId ? { characterId, seat: m.seat } : { characterId: m.characterId, seat: m.seat }));
  return checkResultingParty(facts, party, characters, () => 'characterId');
}
