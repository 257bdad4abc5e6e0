import fc from 'fast-check';
import type { CreateCampaignRequest } from '../../shared/campaigns/campaign-channels.js';
import type { EquipmentCard } from '../../shared/box-data/box-data-schema.js';
import { EQUIPMENT_SLOTS } from '../../shared/box-data/box-data-schema.js';
import type { Box } from '../../shared/campaigns/campaign.js';
import { validNewCampaign } from '../../shared/test-support/party-arbitraries.js';
import type { TestCore } from './temp-core.js';

/**
 * A command a player could give, described independently of the save it will run on:
 * which campaign or card it targets is a number resolved against whatever exists when it
 * runs, so any generated sequence is meaningful.
 */
export type SaveCommand =
  | { kind: 'create'; request: CreateCampaignRequest }
  | { kind: 'rename'; pick: number; name: string }
  | { kind: 'duplicate'; pick: number; name: string }
  | { kind: 'delete'; pick: number }
  | { kind: 'set-xp-thresholds'; track: Box; thresholds: number[] | null }
  | { kind: 'save-equipment-card'; card: EquipmentCard; replacePick: number | null }
  | { kind: 'remove-equipment-card'; pick: number }
  | { kind: 'set-die-faces'; die: 'white' | 'black' | 'red'; faces: string[] | null };

/** A few names, some equal after trimming, so renames to the current name come up often. */
const campaignName = fc.constantFrom('Venezia', 'Firenze', 'Roma', '  Roma ', 'Forlì', 'Monteriggioni 1500');

const thresholds = fc
  .uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 4, maxLength: 4 })
  .map((values) => [...values].sort((a, b) => a - b));

const equipmentCard: fc.Arbitrary<EquipmentCard> = fc.record({
  id: fc.constantFrom('0.1/11', '1.2/3', 'A.1/4'),
  name: fc.constantFrom('Smoke bomb', 'Crossbow', 'Hidden blade'),
  slot: fc.constantFrom(...EQUIPMENT_SLOTS),
  dice: fc.option(fc.integer({ min: 0, max: 8 })),
  reusable: fc.boolean(),
  armorHealth: fc.integer({ min: 0, max: 3 }),
  notes: fc.constantFrom('', 'Used once per memory.'),
});

const sixOf = (faces: string[]) => fc.array(fc.constantFrom(...faces), { minLength: 6, maxLength: 6 });
/** CF-DIE-3: the red die always has exactly two plain eyes. */
const redFaces = fc
  .array(fc.constantFrom('blank', 'eye-alert'), { minLength: 4, maxLength: 4 })
  .chain((others) => fc.shuffledSubarray(['eye', 'eye', ...others], { minLength: 6, maxLength: 6 }));

export const saveCommand: fc.Arbitrary<SaveCommand> = fc.oneof(
  { weight: 3, arbitrary: validNewCampaign(campaignName).map((request) => ({ kind: 'create' as const, request })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: campaignName }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat(), name: campaignName }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('set-xp-thresholds' as const), track: fc.constantFrom<Box>('core', 'apocalypse'), thresholds: fc.option(thresholds) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('save-equipment-card' as const), card: equipmentCard, replacePick: fc.option(fc.nat()) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove-equipment-card' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.record({ kind: fc.constant('set-die-faces' as const), die: fc.constant('white' as const), faces: fc.option(sixOf(['hit', 'special', 'x'])) }),
      fc.record({ kind: fc.constant('set-die-faces' as const), die: fc.constant('black' as const), faces: fc.option(sixOf(['hit', 'enemy-fail'])) }),
      fc.record({ kind: fc.constant('set-die-faces' as const), die: fc.constant('red' as const), faces: fc.option(redFaces) }),
    ),
  },
);

const pickFrom = <T>(items: readonly T[], pick: number): T | undefined => (items.length === 0 ? undefined : items[pick % items.length]);

/**
 * Runs one command through the dispatcher, as the renderer would. Returns false when it
 * targets something that does not exist yet (no campaign to rename), in which case nothing
 * was sent; any refused command fails the test, because the generator only makes valid ones.
 */
export async function applyCommand(t: TestCore, command: SaveCommand): Promise<boolean> {
  switch (command.kind) {
    case 'create':
      await t.call('campaign/create', command.request);
      return true;
    case 'rename':
    case 'duplicate':
    case 'delete': {
      const target = pickFrom(await t.call('campaign/list', {}), command.pick);
      if (!target) return false;
      if (command.kind === 'delete') await t.call('campaign/delete', { campaignId: target.id });
      else await t.call(command.kind === 'rename' ? 'campaign/rename' : 'campaign/duplicate', { campaignId: target.id, name: command.name });
      return true;
    }
    case 'set-xp-thresholds':
      await t.call('box-data/set-xp-thresholds', { track: command.track, thresholds: command.thresholds });
      return true;
    case 'save-equipment-card': {
      const existing = (await t.call('box-data/get', {})).equipment.map((c) => c.id);
      // Editing a card keeps its id; otherwise the new id either replaces a card's id or adds one.
      const previousId = existing.includes(command.card.id)
        ? command.card.id
        : command.replacePick === null
          ? null
          : (pickFrom(existing, command.replacePick) ?? null);
      await t.call('box-data/save-equipment-card', { previousId, card: command.card });
      return true;
    }
    case 'remove-equipment-card': {
      const target = pickFrom((await t.call('box-data/get', {})).equipment, command.pick);
      if (!target) return false;
      await t.call('box-data/remove-equipment-card', { id: target.id });
      return true;
    }
    case 'set-die-faces':
      await t.call('box-data/set-die-faces', { die: command.die, faces: command.faces });
      return true;
  }
}

/** A clock that moves one second per reading, so timestamps differ but runs are repeatable. */
export function steppingClock(start = Date.parse('2025-03-01T18:00:00Z')): () => Date {
  let ticks = 0;
  return () => new Date(start + 1000 * ticks++);
}
