import type { IncomingHttpHeaders } from 'node:http';

export interface Refusal {
  status: 401 | 403 | 404;
  /** Plain text for whoever opened the address; it never contains app content. */
  message: string;
}

export const MISSING_TOKEN: Refusal = {
  status: 401,
  // Both editions' languages: the player's choice is in the save, which this page must not reach.
  message:
    'Brotherhood of Venice Companion: open the link the app printed when it started (it ends in ?token=...).\n' +
    'Bractwo Weneckie — pomocnik kampanii: otwórz odnośnik wypisany przez aplikację przy starcie (kończy się na ?token=...).\n',
};

/** The only names a browser may use for the bridge; the printed link uses the first. */
export function bridgeHosts(port: number): [string, string] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/**
 * Refuses requests that did not come from the bridge's own page. The Host check defeats DNS
 * rebinding (a hostile site whose name resolves to 127.0.0.1 still sends its own name);
 * the Origin check stops other sites, and other local ports, from posting commands or
 * listening to events in the player's browser.
 */
export function checkSameOrigin(headers: IncomingHttpHeaders, port: number): Refusal | null {
  const host = headers.host;
  if (host === undefined || !bridgeHosts(port).includes(host)) {
    return { status: 403, message: 'This address does not belong to Brotherhood of Venice Companion.\n' };
  }
  const origin = headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) {
    return { status: 403, message: 'Requests from other sites are refused.\n' };
  }
  return null;
}
