import { randomInt } from 'node:crypto';
import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { checkStartPlay } from '../../shared/memory-play/play-rules.js';
import type { StartPlayRequest } from '../../shared/memory-play/memory-play-channels.js';
import { apprenticeStandsIn, memberHealth, readBoardState, type CampaignBoardState, type MemberRow } from '../boards/read-boards.js';
import { createPlay, type PlaySetup, type SetupAssassin } from '../engine/memory/setup.js';
import { findMemoryMap } from './memory-map-data.js';
import { insertPlay, openPlayOf } from './play-rows.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { REINFORCEMENT_DECK_SIZE } from '../../shared/memory-play/enemy-box-data.js';
import type { EquipmentCard } from '../../shared/box-data/box-data-schema.js';
import type { PlayCard } from '../../shared/memory-play/play-state.js';

/** A fresh seed for the play's generator: every draw of the play follows from it (and replays from it). */
const randomSeed = (): number => randomInt(0, 2 ** 32);

/**
 * SET-7: an assassin's board as the campaign holds it when the memory starts: health left
 * and max health (HLT-1: 3 + the worn armor), the cards in its slots, and whether an
 * apprentice stands in (APP-1…7). `colour` is the app's palette slot for the party position,
 * not a colour of the game (the rulebooks give none).
 */
function setupAssassin(pack: ContentPack, state: CampaignBoardState, member: MemberRow, position: number, boxCards: readonly EquipmentCard[]): SetupAssassin {
  const { max, health } = memberHealth(state, member);
  const character = pack.characters.find((c) => c.id === member.character_id);
  // EQP-3, EQP-5, EQP-6: the card's icon and armor health as the board holds them, and whether it is
  // light-gray from the box data card it was picked from (UNK-4), so the engine's slot rules use them.
  const equipment = state.cards.flatMap((card): PlayCard[] => {
    if (card.location.place !== 'board' || card.location.memberId !== member.id) return [];
    const boxCard = card.boxCardId === null ? undefined : boxCards.find((entry) => entry.id === card.boxCardId);
    return [
      {
        slot: card.location.slot,
        name: card.name,
        cardType: card.cardType,
        ...(card.cardType === 'armor' ? { armorHealth: card.armorHealth } : {}),
        ...(boxCard === undefined ? {} : { reusable: boxCard.reusable }),
      },
    ];
  });
  return {
    memberId: member.id,
    characterId: member.character_id,
    colour: `party-${position}`,
    // APX-SET-1: the initial cards address assassins by.
    initial: character?.initial ?? (character?.name.en ?? member.character_id).charAt(0).toUpperCase(),
    apprentice: apprenticeStandsIn(member),
    health,
    maxHealth: max,
    equipment,
  };
}

/**
 * SET-1…10: the setup facts of a new play, from the memory's map in box data and the
 * campaign's boards, difficulty and box. Refused when the campaign already plays a memory,
 * when no map is entered (UNK-18), or when the engine refuses the setup (SET-5, SET-8, SET-9…).
 */
function buildSetup(db: Db, pack: ContentPack, request: StartPlayRequest, seed: number): PlaySetup {
  const { campaignId, memoryId } = request;
  const boards = readBoardState(db, campaignId);
  const map = findMemoryMap(db, memoryId);
  const refusal = checkStartPlay({ memoryId, mapEntered: map !== null, openPlay: openPlayOf(db, campaignId) });
  if (refusal !== null) failRefusal(refusal);

  // SET-8: the assassins in play; those who left the party (PLY-5) sit this memory out.
  const inPlay = boards.members.filter((member) => member.status === 'in-play');
  const boxData = readBoxData(db);
  const setup: PlaySetup = {
    memoryId,
    box: boards.campaign.box,
    difficulty: boards.campaign.difficulty,
    seed,
    map: map!,
    assassins: inPlay.map((member, index) => setupAssassin(pack, boards, member, index + 1, boxData.equipment)),
    eventDeck: request.eventCards === undefined ? { mode: 'typed' } : { mode: 'entered', cards: request.eventCards },
  };
  if (request.eliteType !== undefined) setup.eliteType = request.eliteType;
  if (request.enemyStages !== undefined) setup.enemyStages = request.enemyStages;
  if (request.bossCards !== undefined) setup.bossCards = request.bossCards;
  if (request.rules !== undefined) setup.rules = request.rules;
  if (request.endOfTurnOrder !== undefined) setup.endOfTurnOrder = request.endOfTurnOrder;
  // UNK-7, SET-4: the enemy cards entered, and the reinforcement deck when all 8 cards of this
  // assassin count are entered (otherwise the players type each card drawn at the table).
  if (boxData.enemyCards.length > 0) setup.enemyCards = boxData.enemyCards;
  const deck = boxData.reinforcementCards.filter((card) => card.assassins === inPlay.length);
  if (deck.length === REINFORCEMENT_DECK_SIZE) setup.reinforcementCards = deck;
  return setup;
}

/** Starts the play: its row and the snapshot of the state as set up. Returns the play id. */
export function startPlay(db: Db, pack: ContentPack, request: StartPlayRequest, now: Date, seed = randomSeed()): number {
  const setup = buildSetup(db, pack, request, seed);
  const created = createPlay(setup);
  if (!created.ok) failRefusal(created.refusal);
  return insertPlay(db, request.campaignId, setup, created.value, now);
}
