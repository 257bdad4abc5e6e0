import { describe, expect, it } from 'vitest';
import { basePack } from '../content/base-pack.js';
import type { Character } from '../content/pack-schema.js';
import { MAX_PLAYERS, checkJoin, checkLeave, checkSwap, playersAfterJoin, type PartyFacts, type PartyMemberFacts } from './party-rules.js';
import { expectRefusal } from '../test-support/expect-refusal.js';

const characters = basePack.characters as Character[];

const member = (id: number, characterId: string, seat: number, extra: Partial<PartyMemberFacts> = {}): PartyMemberFacts => ({
  id,
  characterId,
  seat,
  status: 'in-play',
  healthState: 'full',
  apprenticeStandsIn: false,
  inHospital: false,
  ...extra,
});
const party = (extra: Partial<PartyFacts> = {}): PartyFacts => ({
  box: 'core',
  difficulty: 'normal',
  playerCount: 2,
  openMemory: null,
  members: [member(1, 'claudio', 1), member(2, 'daria', 2)],
  ...extra,
});

describe('a group grows (PLY-1, PLY-2, CMP-1)', () => {
  const solo = party({ playerCount: 1, members: [member(1, 'claudio', 1), member(2, 'daria', 1)] });

  it('PLY-2: between memories a second player sits down with an assassin of their own', () => {
    expect(checkJoin(solo, { characterId: 'alessandra', seat: 2 }, characters)).toBeNull();
    expect(playersAfterJoin(1, 2)).toBe(2);
  });

  it('PLY-2: joining a seat already at the table keeps the number of players', () => {
    expect(playersAfterJoin(2, 2)).toBe(2);
    expect(playersAfterJoin(2, 1)).toBe(2);
  });

  it('CMP-1: at most 4 players; a fifth seat is not at the table', () => {
    expect(playersAfterJoin(4, 5)).toBe(4);
    expect(MAX_PLAYERS).toBe(4);
  });

  it('SET-8: the new player still needs a legal party: a fourth player cannot join a table of four assassins', () => {
    const full = party({ playerCount: 3, members: [member(1, 'claudio', 1), member(2, 'daria', 1), member(3, 'alessandra', 2), member(4, 'bastiano', 3)] });
    expectRefusal(checkJoin(full, { characterId: 'ezio', seat: 4 }, characters), 'SET-8', { context: 'partySize', min: 2, max: 4 }, 'characterId');
  });

  it('PLY-1: a new player waits, like everyone, while a memory is open', () => {
    expectRefusal(checkJoin({ ...solo, openMemory: 'second-attempt' }, { characterId: 'alessandra', seat: 2 }, characters), 'PLY-1', {}, 'campaignId');
  });
});

describe('party changes (PLY)', () => {
  it('PLY-1: every change waits while a memory waits for its second attempt', () => {
    const open = party({ openMemory: 'second-attempt' });
    expectRefusal(checkJoin(open, { characterId: 'bastiano', seat: 1 }, characters), 'PLY-1', {}, 'campaignId');
    expectRefusal(checkLeave(open, 1, characters), 'PLY-1', {}, 'campaignId');
    expectRefusal(checkSwap(open, 1, 'bastiano', characters), 'PLY-1', {}, 'campaignId');
  });

  it('PLY-1: every change waits while a memory is played on the board ("never during one")', () => {
    const open = party({ openMemory: 'on-board' });
    expectRefusal(checkJoin(open, { characterId: 'bastiano', seat: 1 }, characters), 'PLY-1', { context: 'onBoard' }, 'campaignId');
    expectRefusal(checkLeave(open, 1, characters), 'PLY-1', { context: 'onBoard' }, 'campaignId');
    expectRefusal(checkSwap(open, 1, 'bastiano', characters), 'PLY-1', { context: 'onBoard' }, 'campaignId');
  });

  it('SET-8: at most 4 in play, at least 2, and a solo player keeps 2', () => {
    const four = party({
      playerCount: 4,
      members: [member(1, 'claudio', 1), member(2, 'daria', 2), member(3, 'alessandra', 3), member(4, 'bastiano', 4)],
    });
    expectRefusal(checkJoin({ ...four, box: 'apocalypse' }, { characterId: 'clara', seat: 4 }, characters), 'SET-8', { context: 'partySize', min: 2, max: 4 }, 'characterId');
    expectRefusal(checkLeave(party({ playerCount: 1, members: [member(1, 'claudio', 1), member(2, 'daria', 1)] }), 1, characters), 'SET-8', { context: 'partySize', min: 2, max: 4 }, 'memberId');
    expect(checkJoin(party(), { characterId: 'bastiano', seat: 1 }, characters)).toBeNull();
  });

  it('SET-8: a player at the table controls a legal number of assassins, and only seated players (or the next new one) join', () => {
    const three = party({ members: [member(1, 'claudio', 1), member(2, 'daria', 1), member(3, 'alessandra', 2)] });
    expectRefusal(checkJoin(three, { characterId: 'bastiano', seat: 1 }, characters), 'SET-8', { context: 'tooMany', seat: 1, max: 2 }, 'seat');
    // Seat 3 would be a new player (below); seat 4 skips one, so no one sits there.
    expectRefusal(checkJoin(three, { characterId: 'bastiano', seat: 4 }, characters), 'SET-8', { context: 'seat', seat: 4, players: 2 }, 'seat');
    expectRefusal(checkLeave(three, 3, characters), 'SET-8', { context: 'noAssassin', seat: 2 }, 'memberId');
  });

  it('APX-SET-1, CMP-3: in Apocalypse a newcomer needs a different initial; nobody joins twice', () => {
    const apo = party({ box: 'apocalypse' });
    expectRefusal(checkJoin(apo, { characterId: 'clara', seat: 1 }, characters), 'APX-SET-1', { assassin: 'Clara', other: 'Claudio', initial: 'C' }, 'characterId');
    expect(checkJoin(apo, { characterId: 'alif', seat: 1 }, characters)).toBeNull();
    expectRefusal(checkJoin(party(), { characterId: 'alif', seat: 1 }, characters), 'APX-SET-1', { context: 'apocalypseOnly', assassin: 'Alif' }, 'characterId');
    expectRefusal(checkJoin(party(), { characterId: 'daria', seat: 1 }, characters), 'CMP-3', { assassin: 'Daria' }, 'characterId');
    expectRefusal(checkJoin(party(), { characterId: 'ezio', seat: 1 }, characters), 'CMP-3', { context: 'notAssassin', characterId: 'ezio' }, 'characterId');
  });

  it('PLY-5: only an assassin in play leaves', () => {
    const left = party({ members: [member(1, 'claudio', 1), member(2, 'daria', 2), member(3, 'alessandra', 2, { status: 'left' })] });
    expectRefusal(checkLeave(left, 3, characters), 'PLY-5', { assassin: 'Alessandra' }, 'memberId');
    expectRefusal(checkLeave(left, 9, characters), 'PLY-5', { context: 'notInCampaign' }, 'memberId');
  });

  it('PLY-6: only a fully healthy assassin in play, never one an apprentice stands in for, is swapped', () => {
    const swap = (m: PartyMemberFacts) => checkSwap(party({ members: [m, member(2, 'daria', 2)] }), 1, 'bastiano', characters);
    expect(swap(member(1, 'claudio', 1))).toBeNull();
    expectRefusal(swap(member(1, 'claudio', 1, { healthState: 'injured' })), 'PLY-6', { assassin: 'Claudio' }, 'memberId');
    expectRefusal(swap(member(1, 'claudio', 1, { healthState: 'critical' })), 'PLY-6', { assassin: 'Claudio' }, 'memberId');
    expectRefusal(swap(member(1, 'claudio', 1, { healthState: 'eliminated', apprenticeStandsIn: true })), 'PLY-6', { context: 'apprentice', assassin: 'Claudio' }, 'memberId');
    expectRefusal(swap(member(1, 'claudio', 1, { inHospital: true, apprenticeStandsIn: true })), 'PLY-6', { context: 'apprentice', assassin: 'Claudio' }, 'memberId');
    expectRefusal(swap(member(1, 'claudio', 1, { status: 'left' })), 'PLY-6', { context: 'left', assassin: 'Claudio' }, 'memberId');
    expectRefusal(checkSwap(party(), 1, 'daria', characters), 'CMP-3', { assassin: 'Daria' }, 'characterId');
  });
});
