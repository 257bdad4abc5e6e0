import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../../shared/ipc/events.js';
import type { Outcome } from '../../../shared/ipc/errors.js';
import type { HostBridgeApi } from '../../../shared/ipc/transport.js';
import { RequestError } from '../request-error.js';
import { createContractClient } from './contract-client.js';

function fakeHost(answer: (channel: string, args: unknown) => Promise<Outcome<unknown>>) {
  const listeners = new Set<(event: AppEvent) => void>();
  const host: HostBridgeApi = {
    invoke: answer,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { host, listeners, push: (event: AppEvent) => listeners.forEach((l) => l(event)) };
}

describe('createContractClient', () => {
  it('resolves with the value of a successful outcome', async () => {
    const { host } = fakeHost(async () => ({ ok: true, value: { language: 'pl' } }));
    await expect(createContractClient(host).invoke('settings/get', {})).resolves.toEqual({ language: 'pl' });
  });

  it('throws a RequestError that carries code, field and rule of a refusal', async () => {
    const refusal = { code: 'rule-violation', message: 'No.', field: 'party', rule: 'SET-8' } as const;
    const { host } = fakeHost(async () => ({ ok: false, error: refusal }));
    const thrown = await createContractClient(host)
      .invoke('campaign/create', { name: 'A', playerNames: ['B'], difficulty: 'easy', box: 'core', party: [] })
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RequestError);
    expect(thrown).toMatchObject({ code: 'rule-violation', field: 'party', rule: 'SET-8', unreachable: false });
  });

  it('marks a request whose host failed as unreachable (its effect is unknown)', async () => {
    const { host } = fakeHost(() => Promise.reject(new TypeError('Failed to fetch')));
    const thrown = await createContractClient(host).invoke('campaign/list', {}).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ unreachable: true });
  });

  it('delivers each event only to the listeners of its name', () => {
    const { host, push } = fakeHost(async () => ({ ok: true, value: null }));
    const client = createContractClient(host);
    const seen: string[] = [];
    client.onEvent('settings/changed', (settings) => seen.push(`settings:${settings.language}`));
    client.onEvents(['box-data/changed', 'save/replaced'], () => seen.push('reload'));
    push({ name: 'settings/changed', payload: { language: 'pl' } });
    push({ name: 'backup/list-changed', payload: {} });
    push({ name: 'save/replaced', payload: {} });
    expect(seen).toEqual(['settings:pl', 'reload']);
  });

  it('stops listening to the host once the last listener is gone', () => {
    const { host, listeners } = fakeHost(async () => ({ ok: true, value: null }));
    const client = createContractClient(host);
    const first = client.onEvent('campaign/list-changed', () => {});
    const second = client.onEvents(['save/replaced'], () => {});
    expect(listeners.size).toBe(1);
    first();
    expect(listeners.size).toBe(1);
    second();
    expect(listeners.size).toBe(0);
  });
});
