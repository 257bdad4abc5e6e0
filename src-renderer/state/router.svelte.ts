import { parseRoute, routeHref, type Route } from '../lib/routes.js';

class Router {
  current = $state.raw<Route>(parseRoute(window.location.hash));

  constructor() {
    window.addEventListener('hashchange', () => {
      this.current = parseRoute(window.location.hash);
    });
  }

  go(route: Route): void {
    window.location.hash = routeHref(route);
  }
}

export const router = new Router();
