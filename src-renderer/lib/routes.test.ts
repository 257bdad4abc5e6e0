import { describe, expect, it } from 'vitest';
import { parseRoute, routeHref, type Route } from './routes.js';

describe('routes', () => {
  it('each screen’s address leads back to that screen', () => {
    const routes: Route[] = [
      { screen: 'campaigns' },
      { screen: 'campaign', campaignId: 12 },
      { screen: 'box-data' },
      { screen: 'backups' },
      { screen: 'settings' },
    ];
    for (const route of routes) expect(parseRoute(routeHref(route))).toEqual(route);
  });

  it('an unknown or malformed address shows the campaign list', () => {
    for (const hash of ['', '#', '#/nowhere', '#/campaigns/0', '#/campaigns/-3', '#/campaigns/abc', '#/campaigns/99999999999999999999']) {
      expect(parseRoute(hash)).toEqual({ screen: 'campaigns' });
    }
  });
});
