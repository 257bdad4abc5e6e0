import { describe } from 'vitest';
import { basePack } from '../../../shared/content/base-pack.js';
import { checkNewCampaign, type NewCampaignChoice } from '../../../shared/campaigns/party-setup.js';
import { checkRefusalWording } from '../../lib/refusal-wording.js';
import campaignRulesEn from './campaign-rules.en.json';

/* Every refusal of the new-campaign setup rules, worded by the renderer from its parameters. */

const characters = basePack.characters;
const choice = (playerCount: number, party: [string, number][], extra: Partial<NewCampaignChoice> = {}): NewCampaignChoice => ({
  playerCount,
  difficulty: 'normal',
  box: 'core',
  party: party.map(([characterId, seat]) => ({ characterId, seat })),
  ...extra,
});

describe('setup refusals in the players’ language', () => {
  checkRefusalWording(
    [
      checkNewCampaign(choice(2, [['claudio', 1], ['daria', 2]], { difficulty: 'legendary' }), characters),
      checkNewCampaign(choice(1, [['claudio', 1]]), characters),
      checkNewCampaign(choice(2, [['claudio', 1], ['ezio', 2]]), characters),
      checkNewCampaign(choice(2, [['claudio', 1], ['alif', 2]]), characters),
      checkNewCampaign(choice(2, [['claudio', 1], ['claudio', 2]]), characters),
      checkNewCampaign(choice(2, [['claudio', 1], ['daria', 3]]), characters),
      checkNewCampaign(choice(2, [['alessandra', 1], ['alif', 2]], { box: 'apocalypse' }), characters),
      checkNewCampaign(choice(2, [['claudio', 1], ['daria', 1]]), characters),
      checkNewCampaign(choice(2, [['alessandra', 1], ['bastiano', 1], ['claudio', 1], ['daria', 2]]), characters),
    ],
    campaignRulesEn,
  );
});
