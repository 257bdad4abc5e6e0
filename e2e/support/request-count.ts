import type { Page, Request } from '@playwright/test';
import { BRIDGE_INVOKE_PATH } from '../../shared/ipc/transport.js';

/**
 * Counts the requests the page itself sends to main (one POST to the bridge's invoke path
 * each), by channel name, from `start()` on. The test's own setup calls go through
 * `page.request`, which the page's request events never see, so only the app's are counted.
 */
export class RequestCounter {
  private readonly seen: string[] = [];
  private counting = false;
  private lastAt = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => this.onRequest(request));
  }

  /** Forgets what came before and counts from now. */
  start(): void {
    this.seen.length = 0;
    this.counting = true;
    this.lastAt = Date.now();
  }

  /**
   * Waits until the page has sent nothing for `quietMs`, then gives the channels requested
   * since `start()`: a reload set off by a push event comes a moment after the command's
   * answer, and must be counted too.
   */
  async settled(quietMs = 1_000): Promise<string[]> {
    while (Date.now() - this.lastAt < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.counting = false;
    return [...this.seen];
  }

  private onRequest(request: Request): void {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== BRIDGE_INVOKE_PATH) return;
    // Quiet is measured over every request, so a setup's loads are over before counting starts.
    this.lastAt = Date.now();
    if (!this.counting) return;
    const body = request.postDataJSON() as { channel?: unknown } | null;
    this.seen.push(typeof body?.channel === 'string' ? body.channel : '(unknown)');
  }
}
