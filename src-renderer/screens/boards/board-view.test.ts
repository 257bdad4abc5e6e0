import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_SLOTS, CARD_TYPES, INVENTORY_SLOTS, TYPED_SLOTS, type AssassinBoard, type BoardSlot, type CampaignCard, type CardLocation, type CardType, type PartyBoards } from '../../../shared/boards/board.js';
import type { Character } from '../../../shared/content/pack-schema.js';
import { checkDestination as checkWithNames, destinationsFor as destinationsWithNames, joinableAssassins, naturalSlot, swapBlock as swapWithNames, partyChangeBlock } from './board-view.js';
import { expectRefusal } from '../../../shared/test-support/expect-refusal.js';

/** The tab names an assassin by its character; these tests name member 1 `Assassin 1`. */
const nameOf = (characterId: string) => characterId.replace('assassin-', 'Assassin ');
const checkDestination = (card: Parameters<typeof checkWithNames>[0], to: CardLocation, boards: PartyBoards) => checkWithNames(card, to, boards, nameOf);
const destinationsFor = (card: CampaignCard, boards: PartyBoards) => destinationsWithNames(card, boards, nameOf);
const swapBlock = (member: AssassinBoard, boards: PartyBoards) => swapWithNames(member, boards, nameOf);

const emptySlots = (): Record<BoardSlot, CampaignCard | null> =>
  Object.fromEntries(BOARD_SLOTS.map((slot) => [slot, null])) as Record<BoardSlot, CampaignCard | null>;

function member(memberId: number, over: Partial<AssassinBoard> = {}): AssassinBoard {
  return {
    memberId,
    characterId: `assassin-${memberId}`,
    seat: 1,
    status: 'in-play',
    level: 0,
    maxHealth: 3,
    health: 3,
    healthState: 'full',
    inHospital: false,
    apprenticeStandsIn: false,
    apprenticeHealth: null,
    slots: emptySlots(),
    bag: [],
    skills: [],
    pendingSkillLevels: [],
    ...over,
  };
}

function card(id: number, cardType: CardType, location: CampaignCard['location'] = { place: 'villa' }): CampaignCard {
  return { id, name: `Card ${id}`, boxCardId: null, cardType, armorHealth: 0, location };
}

function party(members: AssassinBoard[], over: Partial<PartyBoards> = {}): PartyBoards {
  return { campaignId: 1, level: 0, hqEstablished: false, members, villa: [], mainHall: [], openMemory: null, ...over };
}

describe('where a card may go', () => {
  it('EQP-3: a melee weapon is refused in the ranged slot, with the rule', () => {
    const sword = card(1, 'melee');
    expectRefusal(checkDestination(sword, { place: 'board', memberId: 1, slot: 'ranged' }, party([member(1)])), 'EQP-3', { context: 'melee', card: 'Card 1' }, 'to.slot');
    expect(checkDestination(sword, { place: 'board', memberId: 1, slot: 'melee' }, party([member(1)]))).toBeNull();
  });

  it('EQP-3: a card without a slot icon fits only the inventory slots', () => {
    const medicine = card(1, 'none');
    for (const slot of TYPED_SLOTS) {
      expect(checkDestination(medicine, { place: 'board', memberId: 1, slot }, party([member(1)]))?.rule).toBe('EQP-3');
    }
    for (const slot of INVENTORY_SLOTS) {
      expect(checkDestination(medicine, { place: 'board', memberId: 1, slot }, party([member(1)]))).toBeNull();
    }
  });

  it('EQP-4: a slot that holds another card is closed and names that card', () => {
    const held = card(2, 'melee', { place: 'board', memberId: 1, slot: 'melee' });
    const slots = { ...emptySlots(), melee: held };
    const block = checkDestination(card(1, 'melee'), { place: 'board', memberId: 1, slot: 'melee' }, party([member(1, { slots })]));
    expectRefusal(block, 'EQP-4', { assassin: 'Assassin 1', card: 'Card 2' }, 'to.slot');
    // The card's own slot is not "taken" by itself.
    expect(checkDestination(held, { place: 'board', memberId: 1, slot: 'melee' }, party([member(1, { slots })]))).toBeNull();
  });

  it('APP-5: an apprentice standing in cannot take a hidden blade', () => {
    const blade = card(1, 'hidden-blade');
    const boards = party([member(1, { apprenticeStandsIn: true, healthState: 'eliminated' })]);
    expectRefusal(checkDestination(blade, { place: 'board', memberId: 1, slot: 'hidden-blade' }, boards), 'APP-5', { assassin: 'Assassin 1' });
    expect(checkDestination(blade, { place: 'bag', memberId: 1 }, boards)).toBeNull();
  });

  it('VILLA-3: the villa is closed once the headquarters exist, and is not offered', () => {
    const boards = party([member(1)], { hqEstablished: true });
    const sword = card(1, 'melee', { place: 'board', memberId: 1, slot: 'melee' });
    expect(checkDestination(sword, { place: 'villa' }, boards)?.rule).toBe('VILLA-3');
    expect(destinationsFor(sword, boards).some((d) => d.location.place === 'villa')).toBe(false);
  });

  it('PLY-5: an assassin who left takes no cards: neither its board nor its bag is offered', () => {
    const boards = party([member(1), member(2, { status: 'left' })]);
    expect(destinationsFor(card(1, 'none'), boards).filter((d) => d.memberId === 2)).toEqual([]);
    expectRefusal(checkDestination(card(1, 'none'), { place: 'board', memberId: 2, slot: 'inventory-1' }, boards), 'PLY-5', { assassin: 'Assassin 2' });
    expectRefusal(checkDestination(card(1, 'none'), { place: 'bag', memberId: 2 }, boards), 'PLY-5', { assassin: 'Assassin 2' });
  });

  it('EQP-6: the armor slot holding an armor is closed and names the armor worn', () => {
    const worn = card(2, 'armor', { place: 'board', memberId: 1, slot: 'armor' });
    const boards = party([member(1, { slots: { ...emptySlots(), armor: worn } })]);
    expectRefusal(checkDestination(card(1, 'armor'), { place: 'board', memberId: 1, slot: 'armor' }, boards), 'EQP-6', { context: 'wearing', assassin: 'Assassin 1', card: 'Card 2' });
  });

  it('never offers the place the card is already in', () => {
    const sword = card(1, 'melee', { place: 'board', memberId: 1, slot: 'melee' });
    const keys = destinationsFor(sword, party([member(1)])).map((d) => d.key);
    expect(keys).not.toContain('board:1:melee');
    expect(keys).toContain('villa');
    expect(keys).toContain('bag:1');
  });

  it('an open board destination always fits the card type and is free (property)', () => {
    const slotArb = fc.constantFrom(...BOARD_SLOTS);
    const typeArb = fc.constantFrom(...CARD_TYPES);
    fc.assert(
      fc.property(
        typeArb,
        fc.array(fc.tuple(slotArb, typeArb), { maxLength: 9 }),
        fc.boolean(),
        (cardType, occupied, apprentice) => {
          const slots = emptySlots();
          occupied.forEach(([slot, type], i) => (slots[slot] = card(100 + i, type, { place: 'board', memberId: 1, slot })));
          const boards = party([member(1, { slots, apprenticeStandsIn: apprentice })]);
          for (const destination of destinationsFor(card(1, cardType), boards)) {
            if (destination.blocked || destination.location.place !== 'board') continue;
            const { slot } = destination.location;
            expect(slots[slot]).toBeNull();
            expect((INVENTORY_SLOTS as readonly string[]).includes(slot) || slot === cardType).toBe(true);
            expect(apprentice && slot === 'hidden-blade').toBe(false);
          }
        },
      ),
    );
  });
});

describe('EQP-2: where a new card naturally goes', () => {
  it('its typed slot when free, else the first free inventory slot', () => {
    const m = member(1);
    expect(naturalSlot('ranged', m)).toBe('ranged');
    expect(naturalSlot('none', m)).toBe('inventory-1');
    const full = member(1, { slots: { ...emptySlots(), ranged: card(2, 'ranged'), 'inventory-1': card(3, 'none') } });
    expect(naturalSlot('ranged', full)).toBe('inventory-2');
  });
});

describe('party changes', () => {
  it('PLY-1: joining, leaving and swapping wait while a memory is open', () => {
    expectRefusal(partyChangeBlock(party([], { openMemory: 'second-attempt' })), 'PLY-1');
    expect(partyChangeBlock(party([]))).toBeNull();
  });

  it('PLY-6: only an assassin at full health may be swapped, and never an apprentice stand-in', () => {
    const boards = party([]);
    expect(swapBlock(member(1), boards)).toBeNull();
    expectRefusal(swapBlock(member(1, { health: 2, healthState: 'injured' }), boards), 'PLY-6', { assassin: 'Assassin 1' });
    expectRefusal(swapBlock(member(1, { apprenticeStandsIn: true }), boards), 'PLY-6', { context: 'apprentice', assassin: 'Assassin 1' });
    expectRefusal(swapBlock(member(1), party([], { openMemory: 'second-attempt' })), 'PLY-1');
  });

  it('CMP-3, APX-SET-1: the assassins who may join are those of the box not in play, those who left included', () => {
    const characters = [
      { id: 'claudio', kind: 'assassin', origin: 'core' },
      { id: 'daria', kind: 'assassin', origin: 'core' },
      { id: 'bastiano', kind: 'assassin', origin: 'core' },
      { id: 'alif', kind: 'assassin', origin: 'apocalypse' },
      { id: 'ezio', kind: 'ally', origin: 'core' },
    ] as unknown as Character[];
    const members = [member(1, { characterId: 'claudio' }), member(2, { characterId: 'daria', status: 'left' })];
    expect(joinableAssassins(characters, 'core', members).map((c) => c.id)).toEqual(['daria', 'bastiano']);
    expect(joinableAssassins(characters, 'apocalypse', members).map((c) => c.id)).toEqual(['daria', 'bastiano', 'alif']);
  });
});
