/**
 * Whether main can still be reached, as the transport sees it: a request that got no answer
 * or an events socket that cannot reconnect says "down"; any answer or a reopened socket says
 * "up". On the loopback bridge "down" almost always means the app was closed or restarted
 * (a restart prints a new link: another port and token), which no retry on this page mends.
 */
type Listener = (up: boolean) => void;

const listeners = new Set<Listener>();
let up = true;

export function reportConnection(nowUp: boolean): void {
  if (nowUp === up) return;
  up = nowUp;
  for (const listener of [...listeners]) listener(up);
}

export function onConnectionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
