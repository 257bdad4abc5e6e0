import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basePack } from '../content/base-pack.js';
import { BOXES, DIFFICULTIES } from './campaign.js';
import { checkNewCampaign, firstMemory, startingLevel, type NewCampaignChoice } from './party-setup.js';
import { assassinRange, validNewCampaign } from '../test-support/party-arbitraries.js';
import { expectRefusal } from '../test-support/expect-refusal.js';

const characters = basePack.characters;
const byId = new Map(characters.map((c) => [c.id, c]));

const choice = (playerCount: number, party: [string, number][], extra: Partial<NewCampaignChoice> = {}): NewCampaignChoice => ({
  playerCount,
  difficulty: 'normal',
  box: 'core',
  party: party.map(([characterId, seat]) => ({ characterId, seat })),
  ...extra,
});

describe('checkNewCampaign', () => {
  it('accepts every party the setup rules allow (SET-8, APX-SET-1, DIFF-L-1, CMP-3)', () => {
    fc.assert(
      fc.property(validNewCampaign(), (request) => {
        expect(checkNewCampaign({ ...request, playerCount: request.playerNames.length }, characters)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('SET-8: every party it accepts has 2–4 distinct assassins, each player controlling a legal number', () => {
    // Three sources, so that both accepted and refused parties come up often: legal parties,
    // legal parties with one member swapped or moved (the near misses where rules bite), and
    // arbitrary ones.
    const anyCharacter = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...characters.filter((c) => c.kind === 'assassin').map((c) => c.id)) },
      { weight: 1, arbitrary: fc.constantFrom(...characters.filter((c) => c.kind !== 'assassin').map((c) => c.id), 'nobody') },
    );
    const legal = validNewCampaign().map(({ playerNames, difficulty, box, party }) => ({ playerCount: playerNames.length, difficulty, box, party }));
    const nearMiss = fc
      .record({ base: legal, index: fc.nat(), characterId: anyCharacter, seat: fc.integer({ min: 1, max: 4 }), moveOnly: fc.boolean() })
      .map(({ base, index, characterId, seat, moveOnly }) => {
        const party = [...base.party];
        const at = index % party.length;
        party[at] = moveOnly ? { ...party[at]!, seat } : { characterId, seat: party[at]!.seat };
        return { ...base, party };
      });
    const arbitrary = fc.record({
      playerCount: fc.integer({ min: 1, max: 4 }),
      difficulty: fc.constantFrom(...DIFFICULTIES),
      box: fc.constantFrom(...BOXES),
      party: fc.array(fc.record({ characterId: anyCharacter, seat: fc.integer({ min: 1, max: 4 }) }), { maxLength: 6 }),
    });
    const anyChoice: fc.Arbitrary<NewCampaignChoice> = fc.oneof(legal, nearMiss, arbitrary);
    let accepted = 0;
    fc.assert(
      fc.property(anyChoice, (c) => {
        if (checkNewCampaign(c, characters) !== null) return;
        accepted++;
        const ids = c.party.map((m) => m.characterId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeGreaterThanOrEqual(2);
        expect(ids.length).toBeLessThanOrEqual(4);
        for (const id of ids) {
          expect(byId.get(id)?.kind).toBe('assassin');
          if (c.box === 'core') expect(byId.get(id)?.origin).toBe('core');
        }
        if (c.box === 'apocalypse') {
          const initials = ids.map((id) => byId.get(id)?.initial);
          expect(new Set(initials).size).toBe(initials.length);
        } else {
          expect(c.difficulty).not.toBe('legendary');
        }
        for (let seat = 1; seat <= c.playerCount; seat++) {
          const controlled = c.party.filter((m) => m.seat === seat).length;
          expect(controlled).toBeGreaterThanOrEqual(c.playerCount === 1 ? 2 : 1);
          if (c.playerCount > 1) expect(controlled).toBeLessThanOrEqual(2);
        }
        expect(c.party.every((m) => m.seat <= c.playerCount)).toBe(true);
      }),
      { numRuns: 5000 },
    );
    // Guards against generators that stop producing legal parties (the property would hold vacuously).
    expect(accepted).toBeGreaterThan(500);
  });

  it('SET-8: a solo player must control at least 2 assassins', () => {
    expectRefusal(checkNewCampaign(choice(1, [['claudio', 1]]), characters), 'SET-8', { context: 'partySize', min: 2, max: 4 }, 'party');
    expect(checkNewCampaign(choice(1, [['claudio', 1], ['daria', 1]]), characters)).toBeNull();
  });

  it('SET-8: with 2 players, player 2 needs an assassin too', () => {
    expectRefusal(checkNewCampaign(choice(2, [['claudio', 1], ['daria', 1]]), characters), 'SET-8', { context: 'noAssassin', seat: 2 }, 'party');
  });

  it('SET-8: with 2 or 3 players nobody controls more than 2 assassins', () => {
    const party: [string, number][] = [['alessandra', 1], ['bastiano', 1], ['claudio', 1], ['daria', 2]];
    expectRefusal(checkNewCampaign(choice(2, party), characters), 'SET-8', { context: 'tooMany', seat: 1, max: 2 }, 'party');
  });

  it('SET-8: an assassin cannot sit at a seat beyond the number of players', () => {
    expectRefusal(checkNewCampaign(choice(2, [['claudio', 1], ['daria', 3]]), characters), 'SET-8', { context: 'seat', seat: 3, players: 2 }, 'party.1.seat');
  });

  it('SET-8: at most 4 assassins are in play, whatever else is wrong with the fifth', () => {
    const five: [string, number][] = [['alessandra', 1], ['bastiano', 1], ['claudio', 2], ['daria', 2], ['clara', 3]];
    expectRefusal(checkNewCampaign(choice(3, five, { box: 'apocalypse' }), characters), 'SET-8', { context: 'partySize', min: 2, max: 4 }, 'party');
    expectRefusal(checkNewCampaign(choice(3, five), characters), 'SET-8', { context: 'partySize', min: 2, max: 4 }, 'party');
  });

  it('SET-8: a campaign needs at least 2 assassins', () => {
    expectRefusal(checkNewCampaign(choice(1, []), characters), 'SET-8', { context: 'partySize', min: 2, max: 4 }, 'party');
  });

  it('APX-SET-1: two assassins sharing an initial cannot both join an Apocalypse campaign', () => {
    const refusal = checkNewCampaign(choice(2, [['alessandra', 1], ['alif', 2]], { box: 'apocalypse' }), characters);
    expectRefusal(refusal, 'APX-SET-1', { assassin: 'Alif', other: 'Alessandra', initial: 'A' }, 'party.1.characterId');
  });

  it('APX-SET-1: the Apocalypse assassins cannot join a core campaign', () => {
    expectRefusal(checkNewCampaign(choice(2, [['claudio', 1], ['alif', 2]]), characters), 'APX-SET-1', { context: 'apocalypseOnly', assassin: 'Alif' }, 'party.1.characterId');
  });

  it('APX-SET-1: core and Apocalypse assassins mix freely when the initials differ', () => {
    expect(checkNewCampaign(choice(2, [['alessandra', 1], ['beatrice', 2]], { box: 'apocalypse' }), characters)).toBeNull();
  });

  it('DIFF-L-1: legendary difficulty exists only with Apocalypse', () => {
    const party: [string, number][] = [['claudio', 1], ['daria', 2]];
    expectRefusal(checkNewCampaign(choice(2, party, { difficulty: 'legendary' }), characters), 'DIFF-L-1', {}, 'difficulty');
    expect(checkNewCampaign(choice(2, party, { difficulty: 'legendary', box: 'apocalypse' }), characters)).toBeNull();
  });

  it('CMP-3: the same assassin cannot be picked twice', () => {
    expectRefusal(checkNewCampaign(choice(2, [['claudio', 1], ['claudio', 2]]), characters), 'CMP-3', { assassin: 'Claudio' }, 'party.1.characterId');
  });

  it('CMP-3: apprentices, allies and unknown characters are not assassins', () => {
    for (const id of ['apprentice-1', 'ezio', 'pitigliano', 'nobody']) {
      expectRefusal(checkNewCampaign(choice(2, [['claudio', 1], [id, 2]]), characters), 'CMP-3', { context: 'notAssassin', characterId: id }, 'party.1.characterId');
    }
  });

  it('the assassin counts the generator uses match SET-8 for each table size', () => {
    expect([1, 2, 3, 4].map(assassinRange)).toEqual([
      { min: 2, max: 4 },
      { min: 2, max: 4 },
      { min: 3, max: 4 },
      { min: 4, max: 4 },
    ]);
  });
});

describe('campaign start', () => {
  it('CMP-3 / APX-SET-2: core assassins start at level 0, Apocalypse ones at level II', () => {
    expect(startingLevel('core')).toBe(0);
    expect(startingLevel('apocalypse')).toBe(2);
  });

  it('CMP-2: a core campaign opens on memory 0.1; the Apocalypse first memory is box data', () => {
    expect(firstMemory('core')).toBe('0.1');
    expect(firstMemory('apocalypse')).toBeNull();
  });
});
