import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import { healthState } from '../../shared/boards/board-rules.js';
import type { AssassinPiece, PlayOutcome, PlayState } from '../../shared/memory-play/play-state.js';
import { decideWriteBack, type CampaignWriteBack, type ChestCardMark, type SetupCardFact, type WriteBackFacts, type WriteBackMember } from '../../shared/memory-play/write-back.js';
import type { PlayCard } from '../../shared/memory-play/play-state.js';
import type { CampaignCard } from '../../shared/boards/board.js';
import { memberHealth, readBoardState, type CampaignBoardState, type MemberRow } from '../boards/read-boards.js';
import type { CampaignArea } from '../../shared/ipc/events.js';
import { setupOf, type PlayRow } from './play-rows.js';

/*
 * The end of a memory written back to the campaign's boards (END-3, FAIL-1): the facts read
 * from the play (its setup and its state at the end) and the campaign, the pure decision
 * (shared/memory-play/write-back.ts), and its writing, in the end command's transaction.
 */

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * SET-7: the campaign card each card of the setup was read from: the card of that name in that
 * slot of the assassin's board, else one of that name elsewhere on it (moved on the Assassins
 * tab meanwhile), else none (removed from the campaign meanwhile).
 */
function setupCards(boards: CampaignBoardState, memberId: number, equipment: readonly PlayCard[]): SetupCardFact[] {
  const onBoard = boards.cards.filter((card) => card.location.place === 'board' && card.location.memberId === memberId);
  const used = new Set<number>();
  const take = (match: (card: CampaignCard) => boolean): number | null => {
    const found = onBoard.find((card) => !used.has(card.id) && match(card));
    if (!found) return null;
    used.add(found.id);
    return found.id;
  };
  const exact = equipment.map((card) => take((held) => held.location.place === 'board' && held.location.slot === card.slot && sameName(held.name, card.name)));
  return equipment.map((card, index) => ({
    cardId: exact[index] ?? take((held) => sameName(held.name, card.name)),
    slot: card.slot,
    name: card.name,
    ...(card.reusable === undefined ? {} : { reusable: card.reusable }),
  }));
}

function memberFacts(boards: CampaignBoardState, member: MemberRow, piece: AssassinPiece, equipment: readonly PlayCard[]): WriteBackMember {
  const { health, max } = memberHealth(boards, member);
  return {
    memberId: member.id,
    characterId: member.character_id,
    apprentice: piece.apprentice,
    before: { health, max, state: healthState(health, max, member.eliminated_attempt_id !== null) },
    after: { health: piece.health, max: piece.maxHealth, condition: piece.condition },
    setupCards: setupCards(boards, member.id, equipment),
    finalCards: piece.equipment,
    highSkills: boards.skills.filter((skill) => skill.member_id === member.id && skill.level >= 3).map((skill) => skill.name),
  };
}

/** What decideWriteBack needs: the play's assassins as set up and as they end, and the campaign now. */
function writeBackFacts(db: Db, play: PlayRow, state: PlayState, outcome: PlayOutcome, chestCards: readonly ChestCardMark[]): WriteBackFacts {
  const boards = readBoardState(db, play.campaign_id);
  const setup = setupOf(db, play);
  const members = setup.assassins.flatMap((assassin) => {
    const member = boards.members.find((candidate) => candidate.id === assassin.memberId);
    const piece = Object.values(state.miniatures).find((miniature): miniature is AssassinPiece => miniature.kind === 'assassin' && miniature.memberId === assassin.memberId);
    // PLY-5: an assassin who left the party meanwhile keeps the board it left with.
    if (!member || member.status !== 'in-play' || !piece) return [];
    return [memberFacts(boards, member, piece, assassin.equipment)];
  });
  return { outcome, chestsOpened: state.chests.filter((chest) => chest.opened).length, members, chestCards };
}

/** The write-back of ending the play as `outcome`, or the rule refusing the chest cards marked. */
export function decidePlayWriteBack(db: Db, play: PlayRow, state: PlayState, outcome: PlayOutcome, chestCards: readonly ChestCardMark[]): CampaignWriteBack {
  const decision = decideWriteBack(writeBackFacts(db, play, state, outcome, chestCards));
  if (!decision.ok) failRefusal(decision.refusal);
  return decision.value;
}

/**
 * Writes what was decided, in the caller's transaction. A slot taken meanwhile on the
 * Assassins tab by another card is never overwritten: the card arriving goes into the
 * assassin's bag instead, where the players see it.
 */
function applyWriteBack(db: Db, play: PlayRow, writeBack: CampaignWriteBack): void {
  const campaignId = play.campaign_id;
  const taken = db.prepare("SELECT 1 FROM campaign_cards WHERE member_id = ? AND location = 'board' AND slot = ?");
  const toBoardOrBag = (memberId: number, slot: string) => (taken.get(memberId, slot) === undefined ? { location: 'board', slot } : { location: 'bag', slot: null });

  for (const change of writeBack.cards) {
    if (change.kind === 'gone') db.prepare('DELETE FROM campaign_cards WHERE id = ? AND campaign_id = ?').run(change.cardId, campaignId);
  }
  // Moved cards leave their slots first, so two cards swapping slots never meet in one.
  const moved = writeBack.cards.filter((change) => change.kind === 'moved');
  for (const change of moved) {
    db.prepare("UPDATE campaign_cards SET location = 'bag', member_id = ?, slot = NULL WHERE id = ? AND campaign_id = ?").run(change.to.memberId, change.cardId, campaignId);
  }
  for (const change of moved) {
    const { location, slot } = toBoardOrBag(change.to.memberId, change.to.slot);
    db.prepare('UPDATE campaign_cards SET location = ?, slot = ? WHERE id = ? AND campaign_id = ?').run(location, slot, change.cardId, campaignId);
  }
  const insert = db.prepare(
    'INSERT INTO campaign_cards (campaign_id, name, box_card_id, card_type, armor_health, location, member_id, slot) VALUES (?, ?, NULL, ?, ?, ?, ?, ?)',
  );
  for (const change of writeBack.cards) {
    if (change.kind !== 'gained' || !change.kept) continue;
    const { location, slot } = toBoardOrBag(change.memberId, change.slot);
    insert.run(campaignId, change.name, change.cardType, change.armorHealth, location, change.memberId, slot);
  }

  const health = db.prepare('UPDATE party_members SET health_lost = ? WHERE id = ? AND campaign_id = ? AND health_lost <> ?');
  for (const assassin of writeBack.assassins) {
    if (assassin.apprentice) continue;
    const lost = Math.max(0, assassin.health.max - assassin.health.to);
    health.run(lost, assassin.memberId, campaignId, lost);
    // HLT-9: the hidden blade goes into the plastic bag (APP-5: the apprentice cannot use it).
    if (assassin.eliminated) {
      db.prepare("UPDATE campaign_cards SET location = 'bag', slot = NULL WHERE campaign_id = ? AND member_id = ? AND location = 'board' AND slot = 'hidden-blade'").run(
        campaignId,
        assassin.memberId,
      );
    }
  }
  db.prepare('UPDATE memory_plays SET write_back_json = ? WHERE id = ?').run(JSON.stringify(writeBack), play.id);
}

/** The write-back applied when the play ended; null while it is played (and for plays ended before it existed). */
export function readWriteBack(db: Db, playId: number): CampaignWriteBack | null {
  const row = db.prepare('SELECT write_back_json FROM memory_plays WHERE id = ?').get(playId) as { write_back_json: string | null } | undefined;
  return row?.write_back_json ? (JSON.parse(row.write_back_json) as CampaignWriteBack) : null;
}

/**
 * What a step's command may do besides the step, in the same transaction (memory-play-handlers.ts,
 * stepCommand): its history line and the areas it changes say so.
 */
export interface StepCommandExtra {
  summaryKey: string;
  areas: CampaignArea[];
  /** Runs after the step, with the state it left. */
  also: (play: PlayRow, applied: { state: PlayState }) => void;
}

/**
 * END-3, FAIL-1: the end step's command also writes the result to the campaign, decided from
 * the state the end step left (SAVE-4 has cleared the saved cubes by then). The boards, the HQ
 * (its hospital reads the assassins' health) and the Apocalypse phases show what changed.
 */
export function endWriteBack(db: Db, outcome: PlayOutcome, chestCards: readonly ChestCardMark[]): StepCommandExtra {
  return {
    summaryKey: 'memoryEnd.history.ended',
    areas: ['memory-play', 'boards', 'hq', 'exploration'],
    also: (play, applied) => applyWriteBack(db, play, decidePlayWriteBack(db, play, applied.state, outcome, chestCards)),
  };
}
