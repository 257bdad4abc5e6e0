import { BRIDGE_TOKEN_STORAGE_KEY } from '../../../shared/ipc/transport.js';

/** Where the page finds and keeps the bridge's token (the browser's, or a test's fakes). */
export interface TokenPlace {
  location: { pathname: string; search: string; hash: string };
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  /** Changes the address bar without loading anything (history.replaceState). */
  replaceAddress(url: string): void;
}

/**
 * The bridge's per-run token: taken from the printed link (`/?token=…`) the first time,
 * then kept in this tab's sessionStorage, which belongs to this origin, port included,
 * so no page of another local server can read it (a cookie would be sent to every port).
 * The token leaves the address bar at once, so it stays out of history and screenshots.
 */
export function takeBridgeToken(place: TokenPlace): string | null {
  const params = new URLSearchParams(place.location.search);
  const offered = params.get('token');
  if (offered !== null && offered !== '') {
    try {
      place.storage.setItem(BRIDGE_TOKEN_STORAGE_KEY, offered);
    } catch {
      // Storage refused (a locked-down browser): the page still works until it is reloaded.
    }
    params.delete('token');
    const query = params.toString();
    place.replaceAddress(`${place.location.pathname}${query === '' ? '' : `?${query}`}${place.location.hash}`);
    return offered;
  }
  try {
    return place.storage.getItem(BRIDGE_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function browserTokenPlace(): TokenPlace {
  return {
    location: window.location,
    storage: window.sessionStorage,
    replaceAddress: (url) => window.history.replaceState(window.history.state, '', url),
  };
}
