import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WeaponPreview } from '../../shared/memory-play/action-preview.js';
import type { PlayView } from '../../shared/memory-play/play-view.js';
import { newCard, type BoardCampaign } from '../test-support/board-fixtures.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { applySteps, campaignWithMap, startTestPlay } from './test-support/play-fixtures.js';

/**
 * ACT-WPN-3: the white dice of an attack come from the weapon card as the players entered it
 * (UNK-4), else as they typed them at the last attack with it: typed once, kept between attacks.
 * The sword and its dice are test values.
 */
let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  t = await openTestCore(undefined, { now: steppingClock() });
  c = await campaignWithMap(t);
});
afterEach(async () => {
  await t.dispose();
});

async function swordPlay(): Promise<{ view: PlayView; claudio: string }> {
  await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Test sword', 'melee'), to: { place: 'board', memberId: c.member.claudio!, slot: 'melee' } });
  const view = await startTestPlay(t, c.campaignId);
  const claudio = Object.values(view.state.miniatures).find((m) => m.kind === 'assassin' && m.characterId === 'claudio')!.id;
  // A crossbowman by hand on the assassins' square A5, to attack there.
  const ready = await applySteps(t, c.campaignId, view.play.playId, [
    { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'A5' },
    { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
    { kind: 'begin-assassin-phase' },
  ]);
  return { view: ready, claudio };
}

async function sword(view: PlayView, claudio: string): Promise<WeaponPreview> {
  const preview = await t.call('memory-play/preview', { campaignId: c.campaignId, playId: view.play.playId, miniatureId: claudio });
  return preview.assassin!.actions.find((action) => action.kind === 'attack')!.weapons!.find((weapon) => weapon.slot === 'melee')!;
}

const boxSword = (dice: number | null) => ({ id: 'T/1', name: 'Test sword', slot: 'melee' as const, dice, reusable: true, armorHealth: 0, notes: '' });

describe('the dice of a weapon (ACT-WPN-3)', () => {
  it('UNK-4: entered on the weapon’s box data card, they are the attack’s dice', async () => {
    await t.call('box-data/save-equipment-card', { previousId: null, card: boxSword(3) });
    const { view, claudio } = await swordPlay();
    expect(await sword(view, claudio)).toMatchObject({ card: 'Test sword', dice: 3, diceFrom: 'card', targets: [{ square: 'A5', enemies: 1, guards: 1 }] });
  });

  it('UNK-4: a box data card without its dice asks for them once, and names the card they are kept on', async () => {
    await t.call('box-data/save-equipment-card', { previousId: null, card: boxSword(null) });
    const { view, claudio } = await swordPlay();
    expect(await sword(view, claudio)).toMatchObject({ dice: null, diceFrom: null, boxCardToComplete: 'T/1' });
  });

  it('ACT-WPN-3: without a card in box data, the dice typed at the last attack with the weapon are kept for the next', async () => {
    const { view, claudio } = await swordPlay();
    expect(await sword(view, claudio)).toMatchObject({ dice: null, diceFrom: null });
    const attacked = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'attack', miniatureId: claudio, slot: 'melee', dice: 4, side: 'A', square: 'A5' }]);
    // The roll waits; once rolled (4 hits: the crossbowman falls), the next attack starts from 4 dice.
    let rolled = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'roll', decisionId: attacked.pending!.id, mode: 'entered', faces: ['hit', 'hit', 'hit', 'hit'] }]);
    // ACT-WPN-5: the players say where the hits fall.
    if (rolled.pending?.kind === 'assign-hits') rolled = await applySteps(t, c.campaignId, view.play.playId, [{ kind: 'choose', decisionId: rolled.pending.id, optionId: rolled.pending.options[0]!.id }]);
    expect(rolled.pending).toBeNull();
    expect(await sword(rolled, claudio)).toMatchObject({ dice: 4, diceFrom: 'last-attack' });
  });
});
