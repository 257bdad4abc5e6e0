import type { HostBridgeApi } from '../../shared/ipc/transport.js';
import type { ChannelName, RequestOf, ResultOf } from '../../shared/ipc/channels.js';
import { createContractClient } from './transport/contract-client.js';
import { createLoopbackBridge } from './transport/loopback-bridge.js';
import { announceRequest } from './request-observers.js';
import { RequestError } from './request-error.js';
import { reportConnection } from './transport/connection-status.js';

declare global {
  interface Window {
    /** Set by the Electron preload; absent when the page is served by the loopback bridge. */
    bovHost?: HostBridgeApi;
  }
}

/** The only way the renderer talks to main: the same typed calls over either host. */
const client = createContractClient(window.bovHost ?? createLoopbackBridge());

/**
 * One request of the contract. Observers hear of it as it leaves and of its outcome before
 * the caller does, so a command's answer is in the shared state when the caller goes on.
 */
export async function invoke<N extends ChannelName>(name: N, args: RequestOf<N>): Promise<ResultOf<N>> {
  const settle = announceRequest(name, args);
  let value: ResultOf<N>;
  try {
    value = await client.invoke(name, args);
  } catch (thrown) {
    // Any answer, even a refusal, shows main is there; the bridge itself reports a refused token.
    if (thrown instanceof RequestError && thrown.code !== 'forbidden') reportConnection(!thrown.unreachable);
    settle({ ok: false });
    throw thrown;
  }
  reportConnection(true);
  settle({ ok: true, value });
  return value;
}

export const onEvent = client.onEvent;
export const onEvents = client.onEvents;
