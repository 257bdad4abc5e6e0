import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '../../shared/ipc/events.js';
import type { HistoryEntry } from '../../shared/history/history.js';
import { applyCommand, saveCommand, steppingClock, type SaveCommand } from '../test-support/save-commands.js';
import { snapshotSave, type SaveSnapshot } from '../test-support/save-snapshot.js';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import { boardCampaign } from '../test-support/board-fixtures.js';

const open: TestCore[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.dispose();
});

/** A save for one property run; `restarts` closes and reopens the app between steps. */
class Session {
  private constructor(
    public t: TestCore,
    private readonly restarts: boolean,
  ) {}

  static async start(restarts: boolean): Promise<Session> {
    return new Session(await openTestCore(undefined, { now: steppingClock() }), restarts);
  }

  snapshot(): SaveSnapshot {
    return snapshotSave(this.t.core.info.savePath);
  }

  async step<T>(action: (t: TestCore) => Promise<T>): Promise<T> {
    const result = await action(this.t);
    if (this.restarts) this.t = await this.t.reopen();
    return result;
  }

  async lastEntryId(): Promise<number | null> {
    return (await this.t.call('history/status', {})).undo?.id ?? null;
  }

  dispose(): Promise<void> {
    return this.t.dispose();
  }
}

/**
 * Runs the commands and returns the state after each one that was recorded, starting with
 * the initial state. Along the way it checks that a command is recorded exactly when it
 * changed the save.
 */
async function runRecorded(session: Session, commands: readonly SaveCommand[]): Promise<SaveSnapshot[]> {
  const states = [session.snapshot()];
  for (const command of commands) {
    const before = await session.lastEntryId();
    await session.step((t) => applyCommand(t, command));
    const after = session.snapshot();
    if ((await session.lastEntryId()) !== before) {
      expect(after).not.toEqual(states.at(-1));
      states.push(after);
    } else {
      expect(after).toEqual(states.at(-1));
    }
  }
  return states;
}

const commands = fc.array(saveCommand, { minLength: 1, maxLength: 12 });

for (const restarts of [false, true]) {
  const when = restarts ? ', with a restart after every step' : '';

  describe(`undo and redo${when}`, () => {
    it('undoing every command returns to the start, redoing them all returns to the end', async () => {
      await fc.assert(
        fc.asyncProperty(commands, async (sequence) => {
          const session = await Session.start(restarts);
          try {
            const states = await runRecorded(session, sequence);
            for (let i = states.length - 1; i > 0; i--) {
              await session.step((t) => t.call('history/undo', {}));
              expect(session.snapshot()).toEqual(states[i - 1]);
            }
            expect((await session.t.refuse('history/undo', {})).code).toBe('nothing-to-undo');
            for (let i = 1; i < states.length; i++) {
              await session.step((t) => t.call('history/redo', {}));
              expect(session.snapshot()).toEqual(states[i]);
            }
            expect((await session.t.refuse('history/redo', {})).code).toBe('nothing-to-redo');
            expect(session.snapshot()).toEqual(states.at(-1));
          } finally {
            await session.dispose();
          }
        }),
        { numRuns: restarts ? 12 : 25 },
      );
    });

    it('a new command after undoing ends the redo branch of its own history', async () => {
      await fc.assert(
        fc.asyncProperty(commands, fc.nat(), async (sequence, undoPick) => {
          const session = await Session.start(restarts);
          try {
            const states = await runRecorded(session, sequence);
            fc.pre(states.length > 1);
            const undos = 1 + (undoPick % (states.length - 1));
            for (let i = 0; i < undos; i++) await session.step((t) => t.call('history/undo', {}));
            const afterUndo = session.snapshot();

            // Creating a campaign always changes the save, so it is always recorded.
            await session.step((t) => t.call('campaign/create', twoPlayerCampaign('A new branch')));
            const afterNewCommand = session.snapshot();
            const list = { scope: { kind: 'campaign-list' as const } };
            expect((await session.t.call('history/status', list)).redo).toBeNull();
            expect((await session.t.refuse('history/redo', list)).code).toBe('nothing-to-redo');
            expect(session.snapshot()).toEqual(afterNewCommand);

            await session.step((t) => t.call('history/undo', {}));
            expect(session.snapshot()).toEqual(afterUndo);
          } finally {
            await session.dispose();
          }
        }),
        { numRuns: restarts ? 12 : 25 },
      );
    });
  });
}

describe('history', () => {
  const start = async () => {
    const t = await openTestCore(undefined, { now: steppingClock() });
    open.push(t);
    return t;
  };

  it('has nothing to undo or redo in a fresh save', async () => {
    const t = await start();
    expect(await t.call('history/status', {})).toEqual({ undo: null, redo: null });
    expect(await t.refuse('history/undo', {})).toMatchObject({ code: 'nothing-to-undo' });
    expect(await t.refuse('history/redo', {})).toMatchObject({ code: 'nothing-to-redo' });
  });

  it('undoing a rename restores the old name, and redo renames it again', async () => {
    const t = await start();
    const { id } = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    await t.call('campaign/rename', { campaignId: id, name: 'Roma' });
    const status = await t.call('history/undo', {});
    expect((await t.call('campaign/get', { campaignId: id })).name).toBe('Venezia');
    expect(status.redo).toMatchObject({ summaryKey: 'campaignRenamed', undone: true });
    await t.call('history/redo', {});
    expect((await t.call('campaign/get', { campaignId: id })).name).toBe('Roma');
  });

  it('records no entry for a command that changes nothing', async () => {
    const t = await start();
    const { id } = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: [5, 10, 20, 40] });
    const before = await t.call('history/list', { campaignId: null });
    const snapshot = snapshotSave(t.core.info.savePath);

    await t.call('campaign/rename', { campaignId: id, name: '  Venezia ' });
    await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: [5, 10, 20, 40] });
    await t.call('box-data/set-die-faces', { die: 'white', faces: null });

    expect(await t.call('history/list', { campaignId: null })).toEqual(before);
    expect(snapshotSave(t.core.info.savePath)).toEqual(snapshot);
  });

  it('a command that changes nothing keeps the redo branch', async () => {
    const t = await start();
    const { id } = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    await t.call('campaign/rename', { campaignId: id, name: 'Roma' });
    await t.call('history/undo', {});
    await t.call('campaign/rename', { campaignId: id, name: 'Venezia' });
    expect((await t.call('history/status', {})).redo).toMatchObject({ summaryKey: 'campaignRenamed' });
  });

  it('describes each command by a message key and parameters, filed under its campaign', async () => {
    const t = await start();
    const { id } = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    await t.call('campaign/rename', { campaignId: id, name: 'Roma' });
    const copy = await t.call('campaign/duplicate', { campaignId: id, name: 'Roma II' });
    await t.call('campaign/delete', { campaignId: copy.id });
    await t.call('box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: [5, 10, 20, 40] });
    await t.call('box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: null });
    const card = { id: '0.1/11', name: 'Crossbow', slot: 'ranged' as const, dice: 2, reusable: true, notes: '' };
    await t.call('box-data/save-equipment-card', { previousId: null, card });
    await t.call('box-data/remove-equipment-card', { id: card.id });
    await t.call('box-data/set-die-faces', { die: 'black', faces: ['hit', 'hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail'] });
    await t.call('box-data/set-die-faces', { die: 'black', faces: null });

    const summary = (entries: HistoryEntry[]) => entries.map((e) => [e.category, e.campaignId, e.summaryKey, e.summaryParams]);
    expect(summary(await t.call('history/list', { campaignId: null }))).toEqual(
      [
        ['campaign', id, 'campaignCreated', { name: 'Venezia' }],
        ['campaign', id, 'campaignRenamed', { from: 'Venezia', to: 'Roma' }],
        ['campaign', copy.id, 'campaignDuplicated', { from: 'Roma', to: 'Roma II' }],
        ['campaign', copy.id, 'campaignDeleted', { name: 'Roma II' }],
        ['box-data', null, 'xpThresholdsSet', { track: 'apocalypse' }],
        ['box-data', null, 'xpThresholdsCleared', { track: 'apocalypse' }],
        ['box-data', null, 'equipmentCardSaved', { name: 'Crossbow' }],
        ['box-data', null, 'equipmentCardRemoved', { name: 'Crossbow' }],
        ['box-data', null, 'dieFacesSet', { die: 'black' }],
        ['box-data', null, 'dieFacesCleared', { die: 'black' }],
      ].reverse(),
    );
    expect(summary(await t.call('history/list', { campaignId: id, limit: 1 }))).toEqual([
      ['campaign', id, 'campaignRenamed', { from: 'Venezia', to: 'Roma' }],
    ]);
  });

  it('marks undone entries and tells every window the new undo/redo state', async () => {
    const t = await start();
    const events: AppEvent[] = [];
    t.core.onEvent((event) => events.push(event));
    const { id } = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    events.length = 0;

    await t.call('history/undo', { scope: { kind: 'campaign-list' } });
    const [entry] = await t.call('history/list', { campaignId: null });
    expect(entry).toMatchObject({ campaignId: id, summaryKey: 'campaignCreated', undone: true });
    // Each window takes the status of the history it shows, with no request of its own.
    expect(events).toContainEqual({ name: 'history/status-changed', payload: { statuses: { 'campaign-list': { undo: null, redo: entry } } } });
    expect(events).toContainEqual({ name: 'campaign/list-changed', payload: { campaignIds: [id] } });
  });

  it('tells windows the status of the campaign a command changed, keyed by its history, so the top bar asks nothing more', async () => {
    const t = await start();
    const { id } = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    const events: AppEvent[] = [];
    t.core.onEvent((event) => events.push(event));
    await t.call('campaign/rename', { campaignId: id, name: 'Roma' });
    const scope = { kind: 'campaign', campaignId: id } as const;
    const sent = events.find((event) => event.name === 'history/status-changed');
    expect(sent?.payload).toMatchObject({ statuses: { [`campaign:${id}`]: await t.call('history/status', { scope }) } });
  });

  it('touches the campaign it changes, so the list shows the most recently played first', async () => {
    const t = await start();
    const first = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    await t.call('campaign/create', twoPlayerCampaign('Roma'));
    await t.call('campaign/rename', { campaignId: first.id, name: 'Firenze' });
    expect((await t.call('campaign/list', {})).map((c) => c.name)).toEqual(['Firenze', 'Roma']);
  });
});

describe('undo and redo stay in the history on screen', () => {
  const start = async () => {
    const t = await openTestCore(undefined, { now: steppingClock() });
    open.push(t);
    return t;
  };
  const inCampaign = (campaignId: number) => ({ scope: { kind: 'campaign' as const, campaignId } });
  const healthOf = async (t: TestCore, campaignId: number, memberId: number) =>
    (await t.call('board/get', { campaignId })).members.find((m) => m.memberId === memberId)!.health;

  it('a group lowers a health in campaign A, another opens campaign B and presses Ctrl+Z: A is unchanged', async () => {
    const t = await start();
    const a = await boardCampaign(t);
    const b = await boardCampaign(t);
    const claudioOfA = a.member.claudio!;
    await t.call('board/set-health', { campaignId: a.campaignId, memberId: claudioOfA, health: 1 });
    await t.call('campaign/rename', { campaignId: b.campaignId, name: 'Forlì' });

    const status = await t.call('history/undo', inCampaign(b.campaignId));
    expect(status.redo).toMatchObject({ summaryKey: 'campaignRenamed', campaignId: b.campaignId });
    expect((await t.call('campaign/get', { campaignId: b.campaignId })).name).not.toBe('Forlì');
    expect(await healthOf(t, a.campaignId, claudioOfA)).toBe(1);

    // B's only older step is its own creation; A's change is never reached from B.
    const creation = await t.call('history/undo', inCampaign(b.campaignId));
    expect(creation.redo).toMatchObject({ summaryKey: 'campaignCreated', campaignId: b.campaignId });
    expect((await t.call('campaign/list', {})).map((c) => c.id)).toEqual([a.campaignId]);
    expect((await t.refuse('history/undo', inCampaign(b.campaignId))).code).toBe('nothing-to-undo');
    expect(await healthOf(t, a.campaignId, claudioOfA)).toBe(1);

    // Back in A, Ctrl+Z undoes A's own change and names A.
    const inA = await t.call('history/undo', inCampaign(a.campaignId));
    expect(inA.redo).toMatchObject({ summaryKey: 'boardHealthSet', scope: { kind: 'campaign', campaignId: a.campaignId }, campaignName: 'Venice 1503' });
    expect(await healthOf(t, a.campaignId, claudioOfA)).toBe(3);
  });

  it('a change in campaign B keeps the redo of an undone step in campaign A', async () => {
    const t = await start();
    const a = await boardCampaign(t);
    const b = await boardCampaign(t);
    await t.call('board/set-health', { campaignId: a.campaignId, memberId: a.member.claudio!, health: 2 });
    await t.call('history/undo', inCampaign(a.campaignId));
    await t.call('board/set-health', { campaignId: b.campaignId, memberId: b.member.claudio!, health: 1 });

    expect((await t.call('history/status', inCampaign(a.campaignId))).redo).toMatchObject({ summaryKey: 'boardHealthSet', campaignId: a.campaignId });
    await t.call('history/redo', inCampaign(a.campaignId));
    expect(await healthOf(t, a.campaignId, a.member.claudio!)).toBe(2);
    expect(await healthOf(t, b.campaignId, b.member.claudio!)).toBe(1);
  });

  it('a campaign renamed in the list, then played: each history undoes its own change and leaves the other', async () => {
    const t = await start();
    const a = await boardCampaign(t);
    await t.call('campaign/rename', { campaignId: a.campaignId, name: 'Forlì' });
    await t.call('board/set-health', { campaignId: a.campaignId, memberId: a.member.claudio!, health: 1 });

    const list = await t.call('history/undo', { scope: { kind: 'campaign-list' } });
    expect(list.redo).toMatchObject({ summaryKey: 'campaignRenamed', scope: { kind: 'campaign-list' } });
    expect((await t.call('campaign/get', { campaignId: a.campaignId })).name).toBe('Venice 1503');
    expect(await healthOf(t, a.campaignId, a.member.claudio!)).toBe(1);

    await t.call('history/redo', { scope: { kind: 'campaign-list' } });
    await t.call('history/undo', inCampaign(a.campaignId));
    expect(await healthOf(t, a.campaignId, a.member.claudio!)).toBe(3);
    expect((await t.call('campaign/get', { campaignId: a.campaignId })).name).toBe('Forlì');
  });

  it('box data and the campaign list keep their own histories', async () => {
    const t = await start();
    const a = await boardCampaign(t);
    await t.call('board/set-health', { campaignId: a.campaignId, memberId: a.member.claudio!, health: 2 });
    await t.call('box-data/set-die-faces', { die: 'black', faces: ['hit', 'hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail'] });

    const boxData = await t.call('history/undo', { scope: { kind: 'box-data' } });
    expect(boxData.redo).toMatchObject({ summaryKey: 'dieFacesSet', scope: { kind: 'box-data' } });
    expect(await healthOf(t, a.campaignId, a.member.claudio!)).toBe(2);
    expect((await t.call('history/status', { scope: { kind: 'campaign-list' } })).undo).toMatchObject({ summaryKey: 'campaignCreated' });
  });

  it('undoing a campaign\'s creation from the list is refused once the campaign was played, and nothing changes', async () => {
    const t = await start();
    const a = await boardCampaign(t);
    await t.call('board/set-health', { campaignId: a.campaignId, memberId: a.member.claudio!, health: 2 });
    const before = snapshotSave(t.core.info.savePath);

    expect((await t.refuse('history/undo', { scope: { kind: 'campaign-list' } })).code).toBe('history-blocked');
    expect(snapshotSave(t.core.info.savePath)).toEqual(before);

    // Once the campaign's own change is undone, the creation can be undone too.
    await t.call('history/undo', inCampaign(a.campaignId));
    await t.call('history/undo', { scope: { kind: 'campaign-list' } });
    expect(await t.call('campaign/list', {})).toEqual([]);
  });
});
