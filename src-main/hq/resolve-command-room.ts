import { readRoll } from '../../shared/dice/dice-reading.js';
import { allyCardsOf } from '../../shared/hq/hq-contract-cards.js';
import { commandRoomDice, commandRoomOutcome, type ResolveCommandRoomRequest } from '../../shared/hq/hq-buildings.js';
import { decideCommandRoom } from '../../shared/hq/hq-resolution-rules.js';
import { recordRoll } from '../dice/record-roll.js';
import { readContractSummary, readDeck } from './contract-summary.js';
import { advanceResolution } from './due-resolution.js';
import { clearPlace, readPlacementRows, staffIn } from './hq-placements.js';
import { decided, requireStep, type ResolutionContext } from './resolution.js';

/** HQ-CMD-1..6, HQ-LVL-1. */
export function resolveCommandRoom(ctx: ResolutionContext, request: ResolveCommandRoomRequest): { position: number; outcome: 'success' | 'failure'; hits: number; needed: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'command-room');
  const deck = readDeck(db, campaignId)!;
  const { top } = readContractSummary(db, campaignId, boxData, pack);
  const { dice } = commandRoomDice(staffIn(readPlacementRows(db, campaignId), 'command-room'), allyCardsOf(boxData.allyCards, pack.hq));
  const play = decided(
    decideCommandRoom(
      { position: top?.position ?? deck.top_position, neededHits: top?.effectiveHits ?? null, secondAttempt: top?.attempt === 2, dice },
      request.roll === null ? 'none' : 'given',
    ),
  );
  const position = top!.position;

  let hits: number;
  let rollId: number | null = null;
  if (play.kind === 'roll') {
    const name = top!.name || `contract ${position}`;
    const roll = recordRoll(db, boxData, campaignId, { die: 'white', count: play.dice, purpose: `Command room: ${name}`.slice(0, 80), input: request.roll! }, { now: ctx.now });
    rollId = roll.id;
    hits = readRoll('hits', roll.faces);
  } else {
    hits = play.hits;
  }
  const outcome = commandRoomOutcome(hits, play.needed);
  db.prepare(
    `INSERT INTO hq_contract_attempts (campaign_id, position, attempt_number, hits_needed, dice, roll_id, automatic, hits, outcome, memory_attempt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(campaignId, position, top!.attempt, play.needed, dice, rollId, play.kind === 'automatic' ? 1 : 0, hits, outcome, due.memoryAttemptId);
  if (outcome === 'success') {
    // HQ-CMD-2, HQ-LVL-1: the contract leaves the game; the back of the next card is the new HQ level.
    db.prepare('UPDATE hq_contract_deck SET top_position = top_position + 1, revealed = 0, second_attempt = 0 WHERE id = ?').run(deck.id);
  } else {
    // HQ-CMD-3: it stays face up on top; the next try is the second attempt (HQ-CMD-4).
    db.prepare('UPDATE hq_contract_deck SET revealed = 1, second_attempt = 1 WHERE id = ?').run(deck.id);
  }
  // HQ-CMD-5
  clearPlace(db, campaignId, 'command-room');
  advanceResolution(db, campaignId, due, 'done');
  return { position, outcome, hits, needed: play.needed };
}
