import type { Box, Difficulty } from '../../shared/domain/campaign.js';
import type { Character } from '../../shared/content/pack-schema.js';

export interface NewCampaignChoice {
  playerCount: number;
  difficulty: Difficulty;
  box: Box;
  party: { characterId: string; seat: number }[];
}

export interface RuleProblem {
  rule: string;
  field: string;
  message: string;
}

/**
 * Checks the choices made when a campaign is created against the player-count and setup
 * rules. Pure: the caller passes the characters it knows (the base pack's).
 */
export function checkNewCampaign(choice: NewCampaignChoice, characters: readonly Character[]): RuleProblem | null {
  const { playerCount, party, box, difficulty } = choice;

  if (difficulty === 'legendary' && box !== 'apocalypse') {
    return { rule: 'DIFF-L-1', field: 'difficulty', message: 'Legendary difficulty exists only in Apocalypse campaigns.' };
  }

  // The party size comes first: a fifth assassin is always one too many, and naming the
  // letter clash or the box it comes from instead would send the players the wrong way.
  if (party.length < 2 || party.length > 4) {
    return { rule: 'SET-8', field: 'party', message: 'A campaign has 2 to 4 assassins in play.' };
  }

  const seen = new Set<string>();
  for (const [index, member] of party.entries()) {
    const character = characters.find((c) => c.id === member.characterId);
    const field = `party.${index}.characterId`;
    if (!character || character.kind !== 'assassin') {
      return { rule: 'CMP-3', field, message: `"${member.characterId}" is not an assassin of this game.` };
    }
    if (character.origin === 'apocalypse' && box !== 'apocalypse') {
      return { rule: 'APX-SET-1', field, message: `${character.name.en} can only join an Apocalypse campaign.` };
    }
    if (seen.has(member.characterId)) {
      return { rule: 'CMP-3', field, message: `${character.name.en} is already in the party.` };
    }
    seen.add(member.characterId);
    if (member.seat > playerCount) {
      return { rule: 'SET-8', field: `party.${index}.seat`, message: `Player ${member.seat} is not at the table (${playerCount} players).` };
    }
  }

  if (box === 'apocalypse') {
    const initials = party.map((m) => characters.find((c) => c.id === m.characterId)!.initial);
    const clash = initials.findIndex((initial, i) => initials.indexOf(initial) !== i);
    if (clash >= 0) {
      return {
        rule: 'APX-SET-1',
        field: `party.${clash}.characterId`,
        message: 'In an Apocalypse campaign every assassin’s name must start with a different letter.',
      };
    }
  }

  for (let seat = 1; seat <= playerCount; seat++) {
    const controlled = party.filter((m) => m.seat === seat).length;
    if (controlled === 0) {
      return { rule: 'SET-8', field: 'party', message: `Player ${seat} needs an assassin.` };
    }
    if (playerCount === 1 && controlled < 2) {
      return { rule: 'SET-8', field: 'party', message: 'A solo player controls at least 2 assassins.' };
    }
    if (playerCount > 1 && controlled > 2) {
      return { rule: 'SET-8', field: 'party', message: `Player ${seat} can control at most 2 assassins.` };
    }
  }
  return null;
}

/** APX-SET-2: Apocalypse assassins start at level II; core ones at level 0 (CMP-3). */
export function startingLevel(box: Box): number {
  return box === 'apocalypse' ? 2 : 0;
}

/** CMP-2: a core campaign opens with memory 0.1. The Apocalypse list is box data (UNK-38). */
export function firstMemory(box: Box): string | null {
  return box === 'core' ? '0.1' : null;
}
