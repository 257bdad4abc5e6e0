import type { AppEvent } from '../../../shared/ipc/events.js';
import { isAppEvent } from './app-events.js';

/** The part of the browser's WebSocket this module uses (so tests can pass a fake). */
export interface EventSocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  close(): void;
}

export interface ReconnectingEventSocketOptions {
  url: string;
  connect(url: string): EventSocketLike;
  onEvent(event: AppEvent): void;
  /**
   * Called when the socket is open again after a drop. Events sent while it was down are
   * lost, so the caller must treat this as "anything may have changed".
   */
  onReconnected(): void;
  /** Called when a socket that had been open fails to reconnect (the app may be gone for good). */
  onUnreachable?(): void;
  schedule?: (run: () => void, delayMs: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export const FIRST_RETRY_MS = 500;
export const MAX_RETRY_MS = 15_000;

/** Keeps one events socket open for as long as it is started, retrying with backoff. */
export class ReconnectingEventSocket {
  private socket: EventSocketLike | null = null;
  private retryHandle: unknown = null;
  private failedAttempts = 0;
  private everOpened = false;
  private running = false;
  private readonly schedule: (run: () => void, delayMs: number) => unknown;
  private readonly cancel: (handle: unknown) => void;

  constructor(private readonly options: ReconnectingEventSocketOptions) {
    this.schedule = options.schedule ?? ((run, delayMs) => setTimeout(run, delayMs));
    this.cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  stop(): void {
    this.running = false;
    if (this.retryHandle !== null) this.cancel(this.retryHandle);
    this.retryHandle = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  /** The wait before the next attempt: doubling from FIRST_RETRY_MS, capped at MAX_RETRY_MS. */
  nextDelayMs(): number {
    return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failedAttempts);
  }

  private open(): void {
    let socket: EventSocketLike;
    try {
      socket = this.options.connect(this.options.url);
    } catch {
      this.retryLater();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failedAttempts = 0;
      if (this.everOpened) this.options.onReconnected();
      this.everOpened = true;
    };
    socket.onmessage = ({ data }) => {
      if (typeof data !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      if (isAppEvent(parsed)) this.options.onEvent(parsed);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      this.retryLater();
    };
  }

  private retryLater(): void {
    if (!this.running) return;
    const delay = this.nextDelayMs();
    // A drop followed by a failed attempt: not a blip, main is not answering.
    if (this.everOpened && this.failedAttempts === 1) this.options.onUnreachable?.();
    this.failedAttempts++;
    this.retryHandle = this.schedule(() => {
      this.retryHandle = null;
      if (this.running) this.open();
    }, delay);
  }
}
