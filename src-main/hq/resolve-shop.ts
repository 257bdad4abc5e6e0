import { fail } from '../../shared/ipc/errors.js';
import type { CardType } from '../../shared/boards/board.js';
import { allyCardsOf } from '../../shared/hq/hq-contract-cards.js';
import type { ResolveShopRequest } from '../../shared/hq/hq-buildings.js';
import { decideShop } from '../../shared/hq/hq-resolution-rules.js';
import { advanceResolution } from './due-resolution.js';
import { clearPlace, readPlacementRows, staffIn } from './hq-placements.js';
import { decided, insertCard, requireStep, staffNames, type ResolutionContext } from './resolution.js';

/** HQ-SHP-1..4. Returns how many cards were kept. */
export function resolveShop(ctx: ResolutionContext, request: ResolveShopRequest): { kept: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'shop');
  const { kept } = decided(
    decideShop(
      { staff: staffIn(readPlacementRows(db, campaignId), 'shop'), allyCards: allyCardsOf(boxData.allyCards, pack.hq), staffName: staffNames(pack) },
      { kept: request.kept.length, typed: request.typed },
    ),
  );
  request.kept.forEach(({ index }, i) => {
    if (index >= request.drawn.length) fail('invalid-request', 'Only a card that was drawn can be kept.', { field: `kept.${i}.index` });
    if (request.kept.findIndex((k) => k.index === index) !== i) fail('invalid-request', 'This card is kept twice.', { field: `kept.${i}.index` });
  });
  // HQ-SHP-4: kept cards go to the boards or the main hall; the others to the discard pile.
  request.kept.forEach(({ index, to }, i) => {
    const drawn = request.drawn[index]!;
    const known = drawn.boxCardId ? boxData.equipment.find((c) => c.id === drawn.boxCardId) : undefined;
    if (drawn.boxCardId && !known) fail('not-found', `There is no equipment card ${drawn.boxCardId} in Box data.`, { field: `drawn.${index}.boxCardId` });
    const card = known
      ? {
          name: known.name,
          boxCardId: known.id,
          cardType: (known.slot === 'inventory' ? 'none' : known.slot) as CardType,
          armorHealth: known.armorHealth,
          kind: 'equipment',
          reusable: known.reusable,
        }
      : { name: drawn.name, boxCardId: null, cardType: drawn.cardType, armorHealth: drawn.armorHealth, kind: 'equipment', reusable: drawn.reusable };
    insertCard(ctx, campaignId, card, to, `kept.${i}.to`);
  });
  // HQ-SHP-3
  clearPlace(db, campaignId, 'shop');
  advanceResolution(db, campaignId, due, 'command-room');
  return { kept };
}
