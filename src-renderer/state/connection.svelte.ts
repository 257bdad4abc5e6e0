import { onConnectionChange } from '../lib/transport/connection-status.js';

/**
 * True while main cannot be reached from a page served by the loopback bridge. The Electron
 * window closes with its app, so there the question never arises.
 */
class Connection {
  lost = $state(false);

  constructor() {
    if (window.bovHost) return;
    onConnectionChange((up) => {
      this.lost = !up;
    });
  }
}

export const connection = new Connection();
