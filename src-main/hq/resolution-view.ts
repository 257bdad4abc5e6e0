import type { Db } from '../db/open-save.js';
import { chanceAtLeast } from '../../shared/dice/dice-odds.js';
import { allyCardsOf } from '../../shared/hq/hq-contract-cards.js';
import { commandRoomDice, commandRoomOutcome, hospitalHealth, shopKeep, workshopCost, SHOP_DRAW, type PayableCard, type ResolutionView } from '../../shared/hq/hq-buildings.js';
import { PAYING_KINDS } from '../../shared/hq/hq-resolution-rules.js';
import { readContractSummary } from './contract-summary.js';
import { dueResolution } from './due-resolution.js';
import { readPlacementRows, staffIn } from './hq-placements.js';
import { outsideCandidates, patients, workshopBlueprint, type ResolutionContext } from './resolution.js';

/** HQ-WRK-2: the small cards that can pay for a blueprint: on the assassin boards or in the main hall. */
function payableCards(db: Db, campaignId: number): PayableCard[] {
  const rows = db
    .prepare(
      `SELECT id, name, kind, reusable, location, member_id FROM campaign_cards
       WHERE campaign_id = ? AND location IN ('board', 'main-hall') AND kind IN (${PAYING_KINDS.map(() => '?').join(', ')})
       ORDER BY location DESC, member_id, id`,
    )
    .all(campaignId, ...PAYING_KINDS) as { id: number; name: string; kind: string; reusable: 0 | 1 | null; location: 'board' | 'main-hall'; member_id: number | null }[];
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, reusable: r.reusable === null ? null : r.reusable === 1, place: r.location, memberId: r.member_id }));
}

/** The resolution step as the players see it before they confirm each building (HQ-RES-1). */
export function readResolution(ctx: Pick<ResolutionContext, 'db' | 'pack' | 'boxData'>, campaignId: number): ResolutionView {
  const { db, pack, boxData } = ctx;
  const summary = readContractSummary(db, campaignId, boxData, pack);
  const due = dueResolution(db, campaignId);
  const cards = allyCardsOf(boxData.allyCards, pack.hq);
  const placements = readPlacementRows(db, campaignId);

  const caregivers = staffIn(placements, 'hospital-caregiver');
  const byMode = {
    hospital: hospitalHealth(caregivers, cards, summary.level, 'hospital'),
    outside: hospitalHealth(caregivers, cards, summary.level, 'outside'),
  };
  const ezio = byMode.hospital.perCaregiver.some((c) => c.ezio);

  const workshopStaff = staffIn(placements, 'workshop');
  const blueprint = workshopBlueprint(ctx, campaignId);

  const shopStaff = staffIn(placements, 'shop');

  const commandStaff = staffIn(placements, 'command-room');
  const dice = commandRoomDice(commandStaff, cards);
  const neededHits = summary.top?.effectiveHits ?? null;
  const automatic = summary.top?.attempt === 2;
  const faces = boxData.dice.white;
  const chance = !automatic && faces && neededHits !== null && dice.dice > 0 ? chanceAtLeast(faces, dice.dice, neededHits, 'hits') : null;

  return {
    campaignId,
    due: due !== null && due.nextStep !== 'done',
    memoryAttemptId: due?.memoryAttemptId ?? null,
    memoryId: due?.memoryId ?? null,
    nextStep: due?.nextStep ?? null,
    summary,
    hospital: {
      caregivers,
      patients: patients(db, campaignId, placements).map((p) => ({
        memberId: p.memberId,
        characterId: p.characterId,
        health: p.health,
        maxHealth: p.max,
        eliminated: p.eliminated,
      })),
      ezio,
      byMode,
      outsideCandidates: outsideCandidates(db, campaignId, placements),
    },
    workshop: {
      staff: workshopStaff,
      blueprint: blueprint ? { id: blueprint.facts.id, name: blueprint.facts.name, item: blueprint.facts.item || blueprint.facts.name } : null,
      cost: blueprint ? workshopCost(blueprint.facts, workshopStaff, cards) : null,
      payable: payableCards(db, campaignId),
    },
    shop: { staff: shopStaff, keep: shopKeep(shopStaff, cards), draw: SHOP_DRAW },
    commandRoom: {
      staff: commandStaff,
      dice,
      neededHits,
      automatic,
      chance,
      automaticOutcome: automatic && neededHits !== null ? commandRoomOutcome(dice.dice, neededHits) : null,
    },
  };
}
