import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EquipmentCard } from '../../shared/box-data/box-data-schema.js';
import type { CardLocation, PartyBoards } from '../../shared/boards/board.js';
import type { TestCore } from '../test-support/temp-core.js';
import { newCard, openBoardCampaign, type BoardCampaign } from '../test-support/board-fixtures.js';

/*
 * SLOT-5, EQP-6, HLT-1: a card typed on a board by its name, before anybody entered it in
 * box data, links to the box-data card of that name as soon as it is entered: the board
 * shows its printed id and its armor health counts.
 */

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  ({ t, c } = await openBoardCampaign());
});
afterEach(() => t.dispose());

/** A box-data card as a group types it from the card (the values are the test's, not the game's). */
const boxCard = (id: string, name: string, slot: EquipmentCard['slot'], armorHealth = 0): EquipmentCard => ({
  id,
  name,
  slot,
  dice: null,
  reusable: true,
  armorHealth,
  notes: '',
});

const enter = (card: EquipmentCard) => t.call('box-data/save-equipment-card', { previousId: null, card });
const get = () => t.call('board/get', { campaignId: c.campaignId });
const boardOf = (boards: PartyBoards, memberId: number) => boards.members.find((m) => m.memberId === memberId)!;
const give = (name: string, type: Parameters<typeof newCard>[1], to: CardLocation, armorHealth = 0) =>
  t.call('board/add-card', { campaignId: c.campaignId, card: newCard(name, type, armorHealth), to });

describe('a typed card links to box data entered later (SLOT-5, EQP-6)', () => {
  it('HLT-1, EQP-6: an armor typed on the board without its health raises the maximum once box data has it', async () => {
    const claudio = c.member.claudio!;
    await give('Leather Armor', 'armor', { place: 'board', memberId: claudio, slot: 'armor' });
    const before = boardOf(await get(), claudio);
    expect(before).toMatchObject({ maxHealth: 3, health: 3 });
    expect(before.slots.armor).toMatchObject({ name: 'Leather Armor', boxCardId: null });

    // Typed with other case and spaces than on the board: the name still matches.
    await enter(boxCard('0.4/2', '  leather armor ', 'armor', 2));
    const after = boardOf(await get(), claudio);
    expect(after.slots.armor).toMatchObject({ name: 'Leather Armor', boxCardId: '0.4/2', cardType: 'armor', armorHealth: 2 });
    expect(after).toMatchObject({ maxHealth: 5, health: 5, healthState: 'full' });
  });

  it('HLT-1: the link is read, not stored: correcting the box data changes the maximum, removing it unlinks', async () => {
    const daria = c.member.daria!;
    await give('Brigandine', 'armor', { place: 'board', memberId: daria, slot: 'armor' });
    await enter(boxCard('0.4/3', 'Brigandine', 'armor', 1));
    expect(boardOf(await get(), daria).maxHealth).toBe(4);

    await t.call('box-data/save-equipment-card', { previousId: '0.4/3', card: boxCard('0.4/3', 'Brigandine', 'armor', 3) });
    expect(boardOf(await get(), daria).maxHealth).toBe(6);

    await t.call('box-data/remove-equipment-card', { id: '0.4/3' });
    const unlinked = boardOf(await get(), daria);
    expect(unlinked.slots.armor).toMatchObject({ name: 'Brigandine', boxCardId: null, armorHealth: 0 });
    expect(unlinked.maxHealth).toBe(3);
  });

  it('EQP-3, EQP-6: a card typed with no icon takes the printed icon, so it can then be worn as armor', async () => {
    const claudio = c.member.claudio!;
    const boards = await give('Padded Doublet', 'none', { place: 'bag', memberId: claudio });
    const cardId = boardOf(boards, claudio).bag[0]!.id;
    await enter(boxCard('0.4/5', 'Padded Doublet', 'armor', 1));
    const worn = await t.call('board/move-card', { campaignId: c.campaignId, cardId, to: { place: 'board', memberId: claudio, slot: 'armor' } });
    expect(boardOf(worn, claudio).slots.armor).toMatchObject({ boxCardId: '0.4/5', cardType: 'armor', armorHealth: 1 });
    expect(boardOf(worn, claudio).maxHealth).toBe(4);
  });

  it('EQP-3: a card whose printed icon does not fit the typed slot it sits in stays as typed', async () => {
    const claudio = c.member.claudio!;
    await give('Stiletto', 'melee', { place: 'board', memberId: claudio, slot: 'melee' });
    await enter(boxCard('0.1/7', 'Stiletto', 'armor', 2));
    const board = boardOf(await get(), claudio);
    expect(board.slots.melee).toMatchObject({ name: 'Stiletto', boxCardId: null, cardType: 'melee', armorHealth: 0 });
    expect(board.maxHealth).toBe(3);
  });

  it('SLOT-5: two different box-data cards of one name are never guessed between; copies of one card link', async () => {
    const claudio = c.member.claudio!;
    await give('Cloak', 'none', { place: 'board', memberId: claudio, slot: 'inventory-1' });
    await give('Dagger', 'none', { place: 'board', memberId: claudio, slot: 'inventory-2' });
    await enter(boxCard('0.4/8', 'Cloak', 'armor', 1));
    await enter(boxCard('0.4/9', 'Cloak', 'armor', 2));
    await enter(boxCard('0.1/3', 'Dagger', 'melee'));
    await enter(boxCard('0.1/4', 'Dagger', 'melee'));
    const board = boardOf(await get(), claudio);
    expect(board.slots['inventory-1']).toMatchObject({ name: 'Cloak', boxCardId: null });
    expect(board.slots['inventory-2']).toMatchObject({ name: 'Dagger', boxCardId: '0.1/3', cardType: 'melee' });
  });
});
