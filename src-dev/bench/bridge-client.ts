import { Agent, request } from 'node:http';
import { BRIDGE_INVOKE_PATH, BRIDGE_TOKEN_HEADER } from '../../shared/ipc/transport.js';
import type { Outcome } from '../../shared/ipc/errors.js';

export interface BridgeClient {
  invoke(channel: string, args: unknown): Promise<Outcome<unknown>>;
  close(): void;
}

/**
 * A non-browser client of the loopback bridge, as a script would use it: the token in a
 * header, one kept-alive connection, so each timing is one request and not a TCP handshake.
 */
export function bridgeClient(origin: string, token: string): BridgeClient {
  // The bridge drops a connection left idle for its headers timeout (3 s, against slow-header
  // clients); the agent lets an idle socket go sooner, so a busy machine's pause between two
  // series never sends a request down a socket the bridge has already closed (ECONNRESET).
  const agent = new Agent({ keepAlive: true, maxSockets: 1, timeout: 1_000 });
  const url = new URL(BRIDGE_INVOKE_PATH, origin);
  return {
    invoke: (channel, args) => {
      const body = Buffer.from(JSON.stringify({ channel, args }), 'utf8');
      const send = (retry: boolean): Promise<Outcome<unknown>> =>
        new Promise((resolve, reject) => {
          const req = request(
            url,
            {
              method: 'POST',
              agent,
              headers: { 'content-type': 'application/json', 'content-length': body.length, [BRIDGE_TOKEN_HEADER]: token },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => {
                const text = Buffer.concat(chunks).toString('utf8');
                if (res.statusCode !== 200) return reject(new Error(`The bridge answered ${res.statusCode}: ${text}`));
                resolve(JSON.parse(text) as Outcome<unknown>);
              });
              res.on('error', reject);
            },
          );
          req.on('error', (error: NodeJS.ErrnoException) => {
            // A kept-alive connection the server closed while the bench was busy elsewhere (its
            // keep-alive timeout, on a loaded machine): the request never reached it, so it is sent
            // again once on a new connection, as Node's documentation advises.
            if (retry && req.reusedSocket && error.code === 'ECONNRESET') resolve(send(false));
            else reject(error);
          });
          req.end(body);
        });
      return send(true);
    },
    close: () => agent.destroy(),
  };
}

/** The value of a command the bench relies on; a refusal stops the bench with its reason. */
export function valueOf<T>(outcome: Outcome<unknown>, what: string): T {
  if (!outcome.ok) throw new Error(`${what} failed: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.value as T;
}
