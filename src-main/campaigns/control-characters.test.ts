import { afterEach, describe, expect, it } from 'vitest';
import { attemptRequest } from '../../shared/test-support/diary-builders.js';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';

/**
 * Text with control characters in it (a leading NUL, a line break in a name) is refused as
 * the field it is, by the request's schema, before it can reach a database CHECK (which would
 * answer `internal`), and nothing changes. Notes keep their line breaks.
 */

let t: TestCore;
afterEach(async () => t.dispose());

describe('player text with control characters', () => {
  it.each([
    ['a campaign name starting with NUL', { ...twoPlayerCampaign(), name: '\u0000Venezia' }, 'name'],
    ['a campaign name with a line break', { ...twoPlayerCampaign(), name: 'Vene\nzia' }, 'name'],
    ['a player name holding an escape', { ...twoPlayerCampaign(), playerNames: ['Anna', 'Bar\u001btek'] }, 'playerNames.1'],
  ])('refuses %s as that field, changing nothing', async (_label, request, field) => {
    t = await openTestCore();
    expect(await t.refuseUnchanged('campaign/create', request)).toMatchObject({ code: 'invalid-request', field });
  });

  it('refuses a rename to a name starting with NUL as the name', async () => {
    t = await openTestCore();
    const campaign = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    expect(await t.refuseUnchanged('campaign/rename', { campaignId: campaign.id, name: '\u0000' })).toMatchObject({ code: 'invalid-request', field: 'name' });
  });

  it('refuses a box-data card name starting with NUL as the card’s name', async () => {
    t = await openTestCore();
    const card = { id: '0.1/11', name: '\u0000Crossbow', slot: 'ranged', dice: 2, reusable: true, armorHealth: 0, notes: '' };
    expect(await t.refuseUnchanged('box-data/save-equipment-card', { previousId: null, card })).toMatchObject({ code: 'invalid-request', field: 'card.name' });
  });

  it('refuses diary notes holding a NUL as the notes, and keeps line breaks in notes', async () => {
    t = await openTestCore();
    const campaign = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    const refused = await t.refuseUnchanged('diary/record-attempt', { ...attemptRequest(campaign.id, '0.1'), notes: 'before\u0000after' });
    expect(refused).toMatchObject({ code: 'invalid-request', field: 'notes' });
    await t.call('diary/record-attempt', { ...attemptRequest(campaign.id, '0.1'), notes: 'line one\nline two' });
  });
});
