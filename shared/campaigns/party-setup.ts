import type { Box, Difficulty, PartyMember } from './campaign.js';
import type { Character } from '../content/pack-schema.js';
import { refuse, type Refusal } from '../ipc/refusal.js';

export interface NewCampaignChoice {
  playerCount: number;
  difficulty: Difficulty;
  box: Box;
  party: { characterId: string; seat: number }[];
}

/*
 * The setup rules for a new campaign, in one place for both processes: main enforces them
 * (checkNewCampaign, the authority), the new-campaign form shows them as the players pick
 * (partySetupHints). Pure functions over the characters the caller knows.
 */

/** SET-8: how many assassins each player controls, by the number of players. */
export function assassinsPerPlayer(playerCount: number): { min: number; max: number } {
  if (playerCount === 1) return { min: 2, max: 4 };
  if (playerCount === 4) return { min: 1, max: 1 };
  return { min: 1, max: 2 };
}

/** SET-8 / CF-LIM-22: assassins in play. */
export const PARTY_SIZE = { min: 2, max: 4 } as const;

const controlledBy = (party: readonly PartyMember[], seat: number) => party.filter((m) => m.seat === seat).length;

/** APX-SET-1: index of the first assassin whose initial an earlier one already has, or -1. */
export function initialClashIndex(party: readonly PartyMember[], characters: readonly Character[]): number {
  const initials = party.map((m) => characters.find((c) => c.id === m.characterId)?.initial ?? m.characterId);
  return initials.findIndex((initial, i) => initials.indexOf(initial) !== i);
}

const nameOf = (character: Character) => character.name.en;

/**
 * Checks a new campaign's choices; the first rule broken, or null. Each refusal names what
 * its sentence needs (`context` picks the rule's sentence for this case).
 */
export function checkNewCampaign(choice: NewCampaignChoice, characters: readonly Character[]): Refusal | null {
  const no = (rule: string, message: string, params: Refusal['params'], field: string) => refuse(rule, message, params, field).refusal;
  const { playerCount, party, box, difficulty } = choice;

  const difficultyRefusal = checkDifficulty(box, difficulty);
  if (difficultyRefusal) return difficultyRefusal;

  // The party size comes first: a fifth assassin is always one too many, and naming the
  // letter clash or the box it comes from instead would send the players the wrong way.
  if (party.length < PARTY_SIZE.min || party.length > PARTY_SIZE.max) {
    return no('SET-8', `A party has ${PARTY_SIZE.min} to ${PARTY_SIZE.max} assassins in play.`, { context: 'partySize', ...PARTY_SIZE }, 'party');
  }

  const seen = new Set<string>();
  for (const [index, member] of party.entries()) {
    const character = characters.find((c) => c.id === member.characterId);
    const field = `party.${index}.characterId`;
    if (!character || character.kind !== 'assassin') {
      return no('CMP-3', `“${member.characterId}” is not one of the game’s assassins.`, { context: 'notAssassin', characterId: member.characterId }, field);
    }
    if (character.origin === 'apocalypse' && box !== 'apocalypse') {
      return no('APX-SET-1', `${nameOf(character)} comes with the Apocalypse expansion and joins only Apocalypse campaigns.`, { context: 'apocalypseOnly', assassin: nameOf(character) }, field);
    }
    if (seen.has(member.characterId)) {
      return no('CMP-3', `${nameOf(character)} is already in the party: each of the game’s assassins joins only once.`, { assassin: nameOf(character) }, field);
    }
    seen.add(member.characterId);
    if (member.seat > playerCount) {
      return no('SET-8', `Player ${member.seat} is not at the table: the number of players is ${playerCount}.`, { context: 'seat', seat: member.seat, players: playerCount }, `party.${index}.seat`);
    }
  }

  if (box === 'apocalypse') {
    const clash = initialClashIndex(party, characters);
    if (clash >= 0) {
      const initialOf = (characterId: string) => characters.find((c) => c.id === characterId)?.initial ?? characterId;
      const newcomer = characters.find((c) => c.id === party[clash]!.characterId)!;
      const initial = initialOf(newcomer.id);
      const first = characters.find((c) => c.id === party.find((m) => initialOf(m.characterId) === initial)!.characterId)!;
      return no(
        'APX-SET-1',
        `In an Apocalypse campaign every assassin’s name starts with a different letter: ${nameOf(first)} and ${nameOf(newcomer)} both start with ${initial}.`,
        { assassin: nameOf(newcomer), other: nameOf(first), initial },
        `party.${clash}.characterId`,
      );
    }
  }

  // A solo player's minimum of 2 is the party's own minimum, checked first.
  const { max } = assassinsPerPlayer(playerCount);
  for (let seat = 1; seat <= playerCount; seat++) {
    const controlled = controlledBy(party, seat);
    if (controlled === 0) {
      return no('SET-8', `Player ${seat} needs an assassin.`, { context: 'noAssassin', seat }, 'party');
    }
    if (controlled > max) {
      return no('SET-8', `Player ${seat} controls too many assassins: at most ${max}.`, { context: 'tooMany', seat, max }, 'party');
    }
  }
  return null;
}

export type PartyHintId = 'assassinCount' | 'solo' | 'oneOrTwoEach' | 'oneEach' | 'differentInitials';

export interface PartyHint {
  id: PartyHintId;
  rule: 'SET-8' | 'APX-SET-1';
  met: boolean;
}

/** The setup rules that apply to a choice, each marked met or not, for the form to show. */
export function partySetupHints(
  choice: Pick<NewCampaignChoice, 'playerCount' | 'box' | 'party'>,
  characters: readonly Character[],
): PartyHint[] {
  const { playerCount, box, party } = choice;
  const { min, max } = assassinsPerPlayer(playerCount);
  const seats = Array.from({ length: playerCount }, (_, i) => i + 1);
  const perSeatId: PartyHintId = playerCount === 1 ? 'solo' : playerCount === 4 ? 'oneEach' : 'oneOrTwoEach';
  const hints: PartyHint[] = [
    { id: 'assassinCount', rule: 'SET-8', met: party.length >= PARTY_SIZE.min && party.length <= PARTY_SIZE.max },
    { id: perSeatId, rule: 'SET-8', met: seats.every((seat) => controlledBy(party, seat) >= min && controlledBy(party, seat) <= max) },
  ];
  if (box === 'apocalypse') {
    hints.push({ id: 'differentInitials', rule: 'APX-SET-1', met: initialClashIndex(party, characters) < 0 });
  }
  return hints;
}

/** CMP-3 / APX-SET-1: the core box offers its four assassins; Apocalypse adds its own four. */
export function assassinsFor(box: Box, characters: readonly Character[]): Character[] {
  return characters.filter((c) => c.kind === 'assassin' && (box === 'apocalypse' || c.origin === 'core'));
}

/** DIFF-L-1: legendary difficulty exists only in Apocalypse campaigns (a new campaign, or an attempt's). */
export function checkDifficulty(box: Box, difficulty: Difficulty): Refusal | null {
  return difficulty === 'legendary' && box !== 'apocalypse'
    ? refuse('DIFF-L-1', 'Legendary difficulty is only available with the Apocalypse expansion.', {}, 'difficulty').refusal
    : null;
}

/** DIFF-1 and DIFF-L-1: legendary difficulty exists only with Apocalypse. */
export function difficultiesFor(box: Box): Difficulty[] {
  return box === 'apocalypse' ? ['easy', 'normal', 'legendary'] : ['easy', 'normal'];
}

/** APX-SET-2: Apocalypse assassins start at level II; core ones at level 0 (CMP-3). */
export function startingLevel(box: Box): number {
  return box === 'apocalypse' ? 2 : 0;
}

/** CMP-2: a core campaign opens with memory 0.1. The Apocalypse list is box data (UNK-38). */
export function firstMemory(box: Box): string | null {
  return box === 'core' ? '0.1' : null;
}
