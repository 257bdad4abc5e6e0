import type { Outcome } from './errors.js';
import type { AppEvent } from './events.js';

/**
 * How the one contract travels. Both hosts carry `{ channel, args }` in and an `Outcome`
 * out, and push `AppEvent`s; only the wire differs.
 */

/** What the Electron preload exposes on `window.bovHost` (and nothing else). */
export interface HostBridgeApi {
  invoke(channel: string, args: unknown): Promise<Outcome<unknown>>;
  onEvent(listener: (event: AppEvent) => void): () => void;
}

export const ELECTRON_INVOKE_CHANNEL = 'bov:invoke';
export const ELECTRON_EVENT_CHANNEL = 'bov:event';
/** The custom scheme the Electron window loads the renderer from: app://bundle/index.html */
export const ELECTRON_APP_ORIGIN = 'app://bundle';

/** Loopback bridge: POST JSON `{ channel, args }`, answered with an `Outcome` (always HTTP 200 once authorised). */
export const BRIDGE_INVOKE_PATH = '/api/invoke';
/** Loopback bridge: WebSocket that sends each `AppEvent` as one JSON text message. */
export const BRIDGE_EVENTS_PATH = '/api/events';
/** Non-browser clients (bench, tests) send the per-run token in this header... */
export const BRIDGE_TOKEN_HEADER = 'x-bov-token';
/**
 * ...browsers get it as an HttpOnly, SameSite=Strict cookie after opening the printed URL
 * `/?token=…`. Browsers do not separate cookies by port, so the name carries the port:
 * two bridges open at once (two data folders) must not overwrite each other's token.
 */
export const bridgeTokenCookieName = (port: number) => `bov_token_${port}`;

export interface InvokeMessage {
  channel: string;
  args: unknown;
}
