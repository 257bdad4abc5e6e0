/** Hash routes work the same from `app://bundle/index.html` and from the loopback bridge. */
export type Route =
  | { screen: 'campaigns' }
  | { screen: 'campaign'; campaignId: number }
  | { screen: 'box-data' }
  | { screen: 'backups' }
  | { screen: 'settings' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '');
  const campaign = /^\/campaigns\/(\d+)$/.exec(path);
  if (campaign) {
    const campaignId = Number(campaign[1]);
    if (Number.isSafeInteger(campaignId) && campaignId > 0) return { screen: 'campaign', campaignId };
  }
  switch (path) {
    case '/box-data':
      return { screen: 'box-data' };
    case '/backups':
      return { screen: 'backups' };
    case '/settings':
      return { screen: 'settings' };
    default:
      return { screen: 'campaigns' };
  }
}

export function routeHref(route: Route): string {
  switch (route.screen) {
    case 'campaigns':
      return '#/';
    case 'campaign':
      return `#/campaigns/${route.campaignId}`;
    default:
      return `#/${route.screen}`;
  }
}
