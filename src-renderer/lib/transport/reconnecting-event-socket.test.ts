import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../../shared/ipc/events.js';
import { FIRST_RETRY_MS, MAX_RETRY_MS, ReconnectingEventSocket, type EventSocketLike } from './reconnecting-event-socket.js';

class FakeSocket implements EventSocketLike {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  close() {}
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; delayMs: number }[] = [];
  const events: AppEvent[] = [];
  let reconnections = 0;
  let unreachable = 0;
  const socket = new ReconnectingEventSocket({
    url: 'ws://127.0.0.1/api/events',
    connect: () => {
      const fake = new FakeSocket();
      sockets.push(fake);
      return fake;
    },
    onEvent: (event) => events.push(event),
    onReconnected: () => reconnections++,
    onUnreachable: () => unreachable++,
    schedule: (run, delayMs) => timers.push({ run, delayMs }),
    cancel: () => {},
  });
  const fireNextTimer = () => timers.shift()!.run();
  return { socket, sockets, timers, events, reconnections: () => reconnections, unreachable: () => unreachable, fireNextTimer };
}

describe('ReconnectingEventSocket', () => {
  it('reconnects after a drop and asks for a full reload, since events were missed', () => {
    const h = harness();
    h.socket.start();
    h.sockets[0]!.onopen?.({});
    expect(h.reconnections()).toBe(0);
    h.sockets[0]!.onclose?.({});
    h.fireNextTimer();
    h.sockets[1]!.onopen?.({});
    expect(h.sockets).toHaveLength(2);
    expect(h.reconnections()).toBe(1);
  });

  it('says main is unreachable when a dropped socket fails to reconnect (a restarted bridge), not at a mere drop', () => {
    const h = harness();
    h.socket.start();
    h.sockets[0]!.onopen?.({});
    h.sockets[0]!.onclose?.({});
    expect(h.unreachable()).toBe(0);
    h.fireNextTimer();
    h.sockets[1]!.onclose?.({});
    expect(h.unreachable()).toBe(1);
    // Told once, however long it stays down.
    h.fireNextTimer();
    h.sockets[2]!.onclose?.({});
    expect(h.unreachable()).toBe(1);
  });

  it('waits longer after each failed attempt, up to a ceiling, and starts over once connected', () => {
    const h = harness();
    h.socket.start();
    for (let attempt = 0; attempt < 8; attempt++) {
      h.sockets.at(-1)!.onclose?.({});
      h.fireNextTimer();
    }
    h.sockets.at(-1)!.onclose?.({});
    expect(h.timers[0]!.delayMs).toBe(MAX_RETRY_MS);
    h.fireNextTimer();
    h.sockets.at(-1)!.onopen?.({});
    expect(h.socket.nextDelayMs()).toBe(FIRST_RETRY_MS);
  });

  it('doubles the wait between attempts', () => {
    const h = harness();
    h.socket.start();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      h.sockets.at(-1)!.onclose?.({});
      delays.push(h.timers[0]!.delayMs);
      h.fireNextTimer();
    }
    expect(delays).toEqual([FIRST_RETRY_MS, FIRST_RETRY_MS * 2, FIRST_RETRY_MS * 4]);
  });

  it('does not reconnect once stopped', () => {
    const h = harness();
    h.socket.start();
    h.socket.stop();
    h.sockets[0]!.onclose?.({});
    expect(h.timers).toHaveLength(0);
  });
});
