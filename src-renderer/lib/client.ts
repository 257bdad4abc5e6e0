import type { HostBridgeApi } from '../../shared/ipc/transport.js';
import { createContractClient } from './transport/contract-client.js';
import { createLoopbackBridge } from './transport/loopback-bridge.js';

declare global {
  interface Window {
    /** Set by the Electron preload; absent when the page is served by the loopback bridge. */
    bovHost?: HostBridgeApi;
  }
}

/** The only way the renderer talks to main: the same typed calls over either host. */
const client = createContractClient(window.bovHost ?? createLoopbackBridge());

export const invoke = client.invoke;
export const onEvent = client.onEvent;
export const onEvents = client.onEvents;
