import type { ChannelName, RequestOf, ResultOf } from '../../../shared/ipc/channels.js';
import type { AppEvent, EventName, EventPayloads } from '../../../shared/ipc/events.js';
import type { HostBridgeApi } from '../../../shared/ipc/transport.js';
import { RequestError } from '../request-error.js';

export interface ContractClient {
  /** Sends one request of the contract; resolves with its result or throws a RequestError. */
  invoke<N extends ChannelName>(name: N, args: RequestOf<N>): Promise<ResultOf<N>>;
  /** Listens to one push event; returns the unsubscribe function. */
  onEvent<N extends EventName>(name: N, listener: (payload: EventPayloads[N]) => void): () => void;
  /** Runs `listener` on any of several events (a screen reloading on whatever concerns it). */
  onEvents(names: readonly EventName[], listener: () => void): () => void;
}

type AnyListener = (payload: AppEvent['payload']) => void;

/**
 * The typed face of whichever host carries the contract. The host stays untyped
 * (`HostBridgeApi`), so the types are applied here, once, from `shared/ipc`.
 */
export function createContractClient(host: HostBridgeApi): ContractClient {
  const listeners = new Map<EventName, Set<AnyListener>>();
  let detachFromHost: (() => void) | null = null;

  const route = (event: AppEvent) => {
    for (const listener of [...(listeners.get(event.name) ?? [])]) listener(event.payload);
  };

  const subscribe = (name: EventName, listener: AnyListener) => {
    let set = listeners.get(name);
    if (!set) listeners.set(name, (set = new Set()));
    set.add(listener);
    detachFromHost ??= host.onEvent(route);
    return () => {
      set.delete(listener);
      if ([...listeners.values()].every((s) => s.size === 0)) {
        detachFromHost?.();
        detachFromHost = null;
      }
    };
  };

  return {
    async invoke(name, args) {
      let outcome;
      try {
        outcome = await host.invoke(name, args);
      } catch (cause) {
        throw RequestError.unreachable(cause);
      }
      if (!outcome.ok) throw new RequestError(outcome.error);
      return outcome.value as ResultOf<typeof name>;
    },
    onEvent(name, listener) {
      return subscribe(name, listener as AnyListener);
    },
    onEvents(names, listener) {
      const unsubscribers = names.map((name) => subscribe(name, () => listener()));
      return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
    },
  };
}
