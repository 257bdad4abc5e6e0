import { historyScopeKey, type HistoryScope, type HistoryStatus } from '../../shared/history/history.js';
import { t } from '../i18n/i18n.svelte.js';
import { invoke } from '../lib/client.js';
import { describeError, describeHistoryEntry } from '../lib/describe.js';
import { historyScopeOf, historyStepMessage } from '../lib/history-scope.js';
import { router } from './router.svelte.js';
import { toasts } from './toasts.svelte.js';

/**
 * Undo/redo of the history on screen (the campaign shown, box data or the campaign list):
 * what the next step would be, and taking it.
 */
class HistoryControls {
  status = $state.raw<HistoryStatus>({ undo: null, redo: null });
  busy = $state(false);
  /** Presses not answered yet, taken one after the other. */
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;

  /** Read from the route each time, so a step always acts where the players are looking. */
  get scope(): HistoryScope {
    return historyScopeOf(router.current);
  }

  /** A command's push event: the status of each history it touched; the one on screen is taken. */
  applyTouched(statuses: Record<string, HistoryStatus>): void {
    const key = historyScopeKey(this.scope);
    if (Object.hasOwn(statuses, key)) this.status = statuses[key]!;
  }

  async refresh(): Promise<void> {
    try {
      this.status = await invoke('history/status', { scope: this.scope });
    } catch (thrown) {
      toasts.error(describeError(thrown));
    }
  }

  undo(): Promise<void> {
    // After an undo, the entry to redo next is exactly the one that was just undone.
    return this.step('history/undo', (status) => status.redo, 'undo');
  }

  redo(): Promise<void> {
    // After a redo, the entry to undo next is exactly the one that was just redone.
    return this.step('history/redo', (status) => status.undo, 'redo');
  }

  /**
   * Undo from a toast ("Deleted X — Undo") must undo that very change; if the players did
   * something else since, the top of the history is no longer it, so say so instead.
   */
  async undoIfLatest(entryId: number): Promise<void> {
    await this.refresh();
    if (this.status.undo?.id !== entryId) {
      toasts.show(t('undo.notLatestAnyMore'));
      return;
    }
    await this.undo();
  }

  /**
   * Each press is taken in turn: Ctrl+Z twice in quick succession undoes two steps, even when
   * the second press comes before main has answered the first (a dropped press would leave
   * the table one step ahead of what the players asked for). The scope is read when the
   * press is made, so a step acts where the players were looking when they pressed.
   */
  private step(
    channel: 'history/undo' | 'history/redo',
    changedEntry: (status: HistoryStatus) => HistoryStatus['undo'],
    step: 'undo' | 'redo',
  ): Promise<void> {
    const scope = this.scope;
    this.waiting++;
    this.busy = true;
    const taken = this.queue.then(async () => {
      try {
        this.status = await invoke(channel, { scope });
        const entry = changedEntry(this.status);
        if (entry) {
          const { key, campaign } = historyStepMessage(step, entry);
          toasts.show(t(key, { what: describeHistoryEntry(entry), ...(campaign === undefined ? {} : { campaign }) }));
        }
      } catch (thrown) {
        toasts.error(describeError(thrown));
        // A step refused for something missing may have been taken off the history: offer what is there now.
        await this.refresh();
      } finally {
        this.waiting--;
        this.busy = this.waiting > 0;
      }
    });
    this.queue = taken;
    return taken;
  }
}

export const historyControls = new HistoryControls();
