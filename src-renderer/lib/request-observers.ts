import type { ChannelName } from '../../shared/ipc/channels.js';

export type RequestOutcome = { ok: true; value: unknown } | { ok: false };

/**
 * Something that wants to know about every request this window sends and how it ended:
 * the campaign state, which patches its views from the answers of commands and so knows
 * which push events are its own window's.
 */
export interface RequestObserver {
  /** A request leaves; the function returned (if any) gets its outcome. */
  sent(channel: ChannelName, args: unknown): ((outcome: RequestOutcome) => void) | void;
}

const observers = new Set<RequestObserver>();

export function observeRequests(observer: RequestObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Tells every observer a request is leaving; call the result with its outcome. */
export function announceRequest(channel: ChannelName, args: unknown): (outcome: RequestOutcome) => void {
  const settles = [...observers].flatMap((observer) => observer.sent(channel, args) ?? []);
  return (outcome) => settles.forEach((settle) => settle(outcome));
}
