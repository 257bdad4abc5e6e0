import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import { allyCardsOf } from '../../shared/hq/hq-contract-cards.js';
import type { ResolveWorkshopRequest } from '../../shared/hq/hq-buildings.js';
import { decideWorkshop } from '../../shared/hq/hq-resolution-rules.js';
import { advanceResolution } from './due-resolution.js';
import { clearPlace, readPlacementRows, staffIn } from './hq-placements.js';
import { decided, insertCard, requireStep, staffNames, workshopBlueprint, type ResolutionContext } from './resolution.js';

interface PaidCardRow {
  id: number;
  name: string;
  kind: string;
  reusable: 0 | 1 | null;
  location: string;
}

/** The cards chosen to pay, as the save holds them; a colour the save does not know is the one declared. */
function paidCards(db: Db, campaignId: number, request: ResolveWorkshopRequest) {
  return request.paidCardIds.map((cardId, index) => {
    const field = `paidCardIds.${index}`;
    if (request.paidCardIds.indexOf(cardId) !== index) fail('invalid-request', 'This card is chosen twice.', { field });
    const row = db.prepare('SELECT id, name, kind, reusable, location FROM campaign_cards WHERE id = ? AND campaign_id = ?').get(cardId, campaignId) as
      | PaidCardRow
      | undefined;
    if (!row) fail('not-found', 'This card is not in this campaign (it may have been removed).', { field });
    const declared = request.declaredColours.find((d) => d.cardId === cardId)?.reusable ?? null;
    const known = row.reusable === null ? null : row.reusable === 1;
    if (known !== null && declared !== null && known !== declared) {
      fail('invalid-request', `${row.name} is ${known ? 'white (reusable)' : 'black (consumable)'} in this campaign.`, { field: 'declaredColours' });
    }
    return { id: row.id, name: row.name, kind: row.kind, location: row.location, reusable: known ?? declared };
  });
}

/** HQ-WRK-1..8, BP-1/2. Returns the blueprint's name, whether it was built and what the payment did. */
export function resolveWorkshop(ctx: ResolutionContext, request: ResolveWorkshopRequest): { blueprint: string | null; blueprintId: string | null; built: boolean; removed: number; discarded: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'workshop');
  if (!request.build && request.paidCardIds.length > 0) fail('invalid-request', 'Cards are paid only when the blueprint is built.', { field: 'paidCardIds' });
  const blueprint = workshopBlueprint(ctx, campaignId);
  const change = decided(
    decideWorkshop(
      {
        blueprint: blueprint?.facts ?? null,
        staff: staffIn(readPlacementRows(db, campaignId), 'workshop'),
        allyCards: allyCardsOf(boxData.allyCards, pack.hq),
        paid: paidCards(db, campaignId, request),
        staffName: staffNames(pack),
      },
      request,
    ),
  );

  if (!change.built) {
    // HQ-WRK-7: an unbuilt blueprint goes face up into the main hall.
    if (blueprint) db.prepare("UPDATE hq_blueprints SET state = 'main-hall' WHERE id = ?").run(blueprint.owned.id);
  } else {
    // HQ-WRK-4: reusable cards leave the game, consumables go to the equipment discard pile;
    // either way they leave the party.
    for (const id of change.paidIds) db.prepare('DELETE FROM campaign_cards WHERE id = ?').run(id);
    // HQ-WRK-6: the flipped blueprint is a special equipment card, usable at once.
    const { facts, owned } = blueprint!;
    const cardId = insertCard(
      ctx,
      campaignId,
      { name: facts.item || facts.name, boxCardId: null, cardType: 'none', armorHealth: 0, kind: 'special', reusable: null },
      request.placeAt,
      'placeAt',
    );
    db.prepare("UPDATE hq_blueprints SET state = 'built', card_id = ? WHERE id = ?").run(cardId, owned.id);
  }
  // HQ-WRK-5
  clearPlace(db, campaignId, 'workshop');
  advanceResolution(db, campaignId, due, 'shop');
  return {
    blueprint: blueprint?.facts.name ?? null,
    blueprintId: blueprint?.facts.id ?? null,
    built: change.built,
    removed: change.built ? change.removed : 0,
    discarded: change.built ? change.discarded : 0,
  };
}
