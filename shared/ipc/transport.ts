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
/**
 * The largest request body the bridge reads: above the largest legitimate request (a 5 MB
 * box-data file) plus JSON escaping. The page refuses a larger one before sending it.
 */
export const BRIDGE_MAX_REQUEST_BYTES = 6 * 1024 * 1024;
/** Loopback bridge: WebSocket that sends each `AppEvent` as one JSON text message. */
export const BRIDGE_EVENTS_PATH = '/api/events';
/**
 * The per-run token travels in this header on every request. It never sits in a cookie:
 * browsers do not separate cookies by port, so a cookie for 127.0.0.1 would be sent to any
 * other server on this machine. The page takes the token from the printed link once and
 * keeps it in sessionStorage, which is per origin (so per port) and per tab.
 */
export const BRIDGE_TOKEN_HEADER = 'x-bov-token';
/** The page's key in sessionStorage for the token. */
export const BRIDGE_TOKEN_STORAGE_KEY = 'bov-bridge-token';
/**
 * A browser cannot set headers on a WebSocket, so the events socket offers two
 * subprotocols: this one, which the bridge selects, and `bridgeTokenProtocol(token)`,
 * which carries the token and is never echoed back.
 */
export const BRIDGE_EVENTS_PROTOCOL = 'bov-events';
export const bridgeTokenProtocol = (token: string) => `bov-token.${token}`;

export interface InvokeMessage {
  channel: string;
  args: unknown;
}
