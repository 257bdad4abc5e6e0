import { describe } from 'vitest';
import { basePack } from '../../../shared/content/base-pack.js';
import type { Character } from '../../../shared/content/pack-schema.js';
import { checkAddCard, checkCardMove, checkSkillChoice, decideElimination, decideHealth, type BoardFacts } from '../../../shared/boards/board-rules.js';
import { checkJoin, checkLeave, checkSwap, type PartyFacts, type PartyMemberFacts } from '../../../shared/boards/party-rules.js';
import { CARD_TYPES, TYPED_SLOTS } from '../../../shared/boards/board.js';
import { refusalOf } from '../../../shared/test-support/expect-refusal.js';
import { checkRefusalWording } from '../../lib/refusal-wording.js';
import boardRulesEn from './board-rules.en.json';

/* Every refusal of the boards and party rules, worded by the renderer from its parameters. */

const characters = basePack.characters as Character[];
const facts = (extra: Partial<BoardFacts> = {}): BoardFacts => ({
  hqEstablished: false,
  members: [
    { id: 1, name: 'Claudio', status: 'in-play', apprenticeStandsIn: false },
    { id: 2, name: 'Daria', status: 'in-play', apprenticeStandsIn: true },
    { id: 3, name: 'Bastiano', status: 'left', apprenticeStandsIn: false },
  ],
  cards: [
    { id: 7, name: 'Ordinary Sword', cardType: 'melee', location: { place: 'board', memberId: 1, slot: 'melee' } },
    { id: 8, name: 'Borgia Cloak', cardType: 'armor', location: { place: 'board', memberId: 1, slot: 'armor' } },
  ],
  ...extra,
});
const card = (cardType: (typeof CARD_TYPES)[number]) => ({ id: null, name: 'Test card', cardType });
const wrongSlot = (cardType: (typeof CARD_TYPES)[number]) => TYPED_SLOTS.find((slot) => slot !== cardType)!;
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
const health = { assassin: 'Daria', status: 'in-play' as const, eliminated: false, max: 4 };

describe('board and party refusals in the players’ language', () => {
  checkRefusalWording(
    [
      ...CARD_TYPES.map((type) => checkCardMove(card(type), { place: 'board', memberId: 1, slot: wrongSlot(type) }, facts())),
      checkCardMove(card('melee'), { place: 'board', memberId: 1, slot: 'melee' }, facts()),
      checkCardMove(card('armor'), { place: 'board', memberId: 1, slot: 'armor' }, facts()),
      checkAddCard({ name: 'Sword', boxCardId: null, cardType: 'melee', armorHealth: 2 }, { place: 'villa' }, facts()),
      checkCardMove(card('hidden-blade'), { place: 'board', memberId: 2, slot: 'hidden-blade' }, facts()),
      checkCardMove(card('none'), { place: 'villa' }, facts({ hqEstablished: true })),
      checkCardMove(card('none'), { place: 'bag', memberId: 3 }, facts()),
      checkCardMove(card('none'), { place: 'bag', memberId: 99 }, facts()),
      refusalOf(decideHealth(health, 5)),
      refusalOf(decideHealth({ ...health, eliminated: true }, 1)),
      refusalOf(decideElimination(health, true, null)),
      checkSkillChoice({ box: 'core', campaignLevel: 1, startingLevel: 0, assassin: 'Daria', initial: 'D' }, { level: 2, name: 'Skill' }),
      checkSkillChoice({ box: 'core', campaignLevel: null, startingLevel: 0, assassin: 'Daria', initial: 'D' }, { level: 2, name: 'Skill' }),
      checkJoin(party({ openMemory: 'second-attempt' }), { characterId: 'bastiano', seat: 1 }, characters),
      checkJoin(party({ openMemory: 'on-board' }), { characterId: 'bastiano', seat: 1 }, characters),
      checkSwap(party({ members: [member(1, 'claudio', 1, { healthState: 'injured' }), member(2, 'daria', 2)] }), 1, 'bastiano', characters),
      checkSwap(party({ members: [member(1, 'claudio', 1, { apprenticeStandsIn: true }), member(2, 'daria', 2)] }), 1, 'bastiano', characters),
      checkSwap(party({ members: [member(1, 'claudio', 1, { status: 'left' }), member(2, 'daria', 2)] }), 1, 'bastiano', characters),
    ],
    boardRulesEn,
  );
});
