import { describe, expect, it } from 'vitest';
import { parseRoute, routeHref, type Route } from './routes.js';

describe('routes', () => {
  it('each screen’s address leads back to that screen', () => {
    const routes: Route[] = [
      { screen: 'campaigns' },
      { screen: 'campaign', campaignId: 12, tab: 'overview' },
      { screen: 'campaign', campaignId: 12, tab: 'diary' },
      { screen: 'campaign', campaignId: 12, tab: 'assassins' },
      { screen: 'print-diary', campaignId: 12, print: { paper: 'letter', colour: false } },
      { screen: 'print-diary', campaignId: 3, print: { paper: 'a4', colour: true } },
      { screen: 'box-data' },
      { screen: 'box-data', section: 'hq' },
      { screen: 'memory-maps', memoryId: null },
      { screen: 'memory-maps', memoryId: '0.1' },
      { screen: 'memory-maps', memoryId: '1.1', fromCampaignId: 12 },
      { screen: 'campaign', campaignId: 12, tab: 'diary', play: '1.1' },
      { screen: 'memory-play', campaignId: 12, playId: 3, review: false },
      { screen: 'memory-play', campaignId: 12, playId: 3, review: true },
      { screen: 'backups' },
      { screen: 'settings' },
    ];
    for (const route of routes) expect(parseRoute(routeHref(route))).toEqual(route);
  });

  it('an unknown or malformed address shows the campaign list', () => {
    for (const hash of ['#/box-data/memory-maps/a%20b', '#/box-data/memory-maps/%E0%A4%A', '', '#', '#/nowhere', '#/campaigns/0', '#/campaigns/-3', '#/campaigns/abc', '#/campaigns/99999999999999999999', '#/campaigns/2/elsewhere', '#/campaigns/2/plays/0', '#/campaigns/2/plays/x', '#/campaigns/2/plays/3/other']) {
      expect(parseRoute(hash)).toEqual({ screen: 'campaigns' });
    }
  });

  it('a print address with unknown options prints on A4 in colour', () => {
    expect(parseRoute('#/campaigns/4/print?paper=tabloid')).toEqual({
      screen: 'print-diary',
      campaignId: 4,
      print: { paper: 'a4', colour: true },
    });
  });
});
