import { describe, expect, it } from 'vitest';
import { basePack } from '../content/base-pack.js';
import type { PartyMember } from './campaign.js';
import { assassinsFor, difficultiesFor, partySetupHints, type NewCampaignChoice } from './party-setup.js';

type PartyChoice = Pick<NewCampaignChoice, 'playerCount' | 'box' | 'party'>;

const characters = basePack.characters;
const party = (...members: [string, number][]): PartyMember[] => members.map(([characterId, seat]) => ({ characterId, seat }));
const hint = (choice: PartyChoice, id: string) => partySetupHints(choice, characters).find((h) => h.id === id);

describe('partySetupHints', () => {
  it('SET-8: 2 to 4 assassins are in play', () => {
    expect(hint({ playerCount: 1, box: 'core', party: party(['claudio', 1]) }, 'assassinCount')?.met).toBe(false);
    expect(hint({ playerCount: 1, box: 'core', party: party(['claudio', 1], ['daria', 1]) }, 'assassinCount')?.met).toBe(true);
  });

  it('SET-8: a solo player controls at least 2 assassins', () => {
    expect(hint({ playerCount: 1, box: 'core', party: party(['claudio', 1]) }, 'solo')?.met).toBe(false);
    expect(hint({ playerCount: 1, box: 'core', party: party(['claudio', 1], ['daria', 1], ['bastiano', 1]) }, 'solo')?.met).toBe(true);
  });

  it('SET-8: with 2 or 3 players each controls 1 or 2 assassins', () => {
    const lonely = { playerCount: 3, box: 'core' as const, party: party(['claudio', 1], ['daria', 2]) };
    expect(hint(lonely, 'oneOrTwoEach')?.met).toBe(false);
    const greedy = { playerCount: 2, box: 'core' as const, party: party(['claudio', 1], ['daria', 1], ['bastiano', 1], ['alessandra', 2]) };
    expect(hint(greedy, 'oneOrTwoEach')?.met).toBe(false);
    const fair = { playerCount: 2, box: 'core' as const, party: party(['claudio', 1], ['daria', 1], ['bastiano', 2]) };
    expect(hint(fair, 'oneOrTwoEach')?.met).toBe(true);
  });

  it('SET-8: with 4 players each controls exactly one assassin', () => {
    const doubled = { playerCount: 4, box: 'core' as const, party: party(['claudio', 1], ['daria', 1], ['bastiano', 2], ['alessandra', 3]) };
    expect(hint(doubled, 'oneEach')?.met).toBe(false);
    const each = { playerCount: 4, box: 'core' as const, party: party(['claudio', 1], ['daria', 2], ['bastiano', 3], ['alessandra', 4]) };
    expect(hint(each, 'oneEach')?.met).toBe(true);
  });

  it('APX-SET-1: with Apocalypse every name starts with a different letter', () => {
    const clash = { playerCount: 2, box: 'apocalypse' as const, party: party(['alessandra', 1], ['alif', 2]) };
    expect(hint(clash, 'differentInitials')).toMatchObject({ rule: 'APX-SET-1', met: false });
    const distinct = { playerCount: 2, box: 'apocalypse' as const, party: party(['alessandra', 1], ['beatrice', 2]) };
    expect(hint(distinct, 'differentInitials')?.met).toBe(true);
  });

  it('APX-SET-1: the initials rule is not shown for a core campaign', () => {
    expect(hint({ playerCount: 2, box: 'core', party: party(['claudio', 1], ['daria', 2]) }, 'differentInitials')).toBeUndefined();
  });
});

describe('choices offered', () => {
  it('CMP-3: the core box offers only its four assassins; Apocalypse adds its own four', () => {
    expect(assassinsFor('core', characters).map((c) => c.id)).toEqual(['alessandra', 'bastiano', 'claudio', 'daria']);
    expect(assassinsFor('apocalypse', characters).map((c) => c.id)).toEqual([
      'alessandra',
      'bastiano',
      'claudio',
      'daria',
      'alif',
      'beatrice',
      'clara',
      'domenico',
    ]);
  });

  it('DIFF-L-1: legendary difficulty is offered only with Apocalypse', () => {
    expect(difficultiesFor('core')).not.toContain('legendary');
    expect(difficultiesFor('apocalypse')).toContain('legendary');
  });

});
