import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { AppCore } from '../../app-core.js';
import { BRIDGE_EVENTS_PROTOCOL } from '../../../shared/ipc/transport.js';

/** The events socket only pushes; anything a page sends is ignored, so keep frames tiny. */
const MAX_INCOMING_FRAME_BYTES = 1024;
/** How long a closing page gets to acknowledge before its socket is cut. */
const CLOSE_GRACE_MS = 1000;

export interface EventSockets {
  /** Completes a WebSocket handshake the caller has already authorised. */
  accept(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** Relays every core event, as one JSON text message, to every open events socket. */
export function createEventSockets(core: AppCore): EventSockets {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_INCOMING_FRAME_BYTES,
    // A browser fails a handshake that offered subprotocols and got none back; the one
    // chosen is never the token's, so the token is not echoed.
    handleProtocols: (offered) => (offered.has(BRIDGE_EVENTS_PROTOCOL) ? BRIDGE_EVENTS_PROTOCOL : false),
  });
  server.on('connection', (socket) => {
    // A socket that errors (bad frame, reset) is useless; dropping it keeps the error from
    // surfacing as an unhandled exception in the host.
    socket.on('error', () => socket.terminate());
  });

  const unsubscribe = core.onEvent((event) => {
    // Every command pushes events; with no page listening there is nothing to write them for.
    if (server.clients.size === 0) return;
    const text = JSON.stringify(event);
    for (const client of server.clients) {
      if (client.readyState === WebSocket.OPEN) client.send(text);
    }
  });

  return {
    accept(req, socket, head) {
      server.handleUpgrade(req, socket, head, (client) => server.emit('connection', client, req));
    },
    async close() {
      unsubscribe();
      await Promise.all([...server.clients].map(closeGracefully));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function closeGracefully(client: WebSocket): Promise<void> {
  if (client.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const cut = setTimeout(() => client.terminate(), CLOSE_GRACE_MS);
    client.once('close', () => {
      clearTimeout(cut);
      resolve();
    });
    client.close(1001, 'The app is closing.');
  });
}
