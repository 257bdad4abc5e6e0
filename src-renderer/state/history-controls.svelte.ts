import type { HistoryStatus } from '../../shared/history/history.js';
import { t } from '../i18n/i18n.svelte.js';
import { invoke } from '../lib/client.js';
import { describeError, describeHistoryEntry } from '../lib/describe.js';
import { toasts } from './toasts.svelte.js';

/** The save-wide undo/redo: what the next step would be, and taking it. */
class HistoryControls {
  status = $state.raw<HistoryStatus>({ undo: null, redo: null });
  busy = $state(false);

  async refresh(): Promise<void> {
    try {
      this.status = await invoke('history/status', {});
    } catch (thrown) {
      toasts.error(describeError(thrown));
    }
  }

  apply(status: HistoryStatus): void {
    this.status = status;
  }

  undo(): Promise<void> {
    // After an undo, the entry to redo next is exactly the one that was just undone.
    return this.step('history/undo', (status) => status.redo, 'undo.undone');
  }

  redo(): Promise<void> {
    // After a redo, the entry to undo next is exactly the one that was just redone.
    return this.step('history/redo', (status) => status.undo, 'undo.redone');
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

  private async step(
    channel: 'history/undo' | 'history/redo',
    changedEntry: (status: HistoryStatus) => HistoryStatus['undo'],
    message: 'undo.undone' | 'undo.redone',
  ): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      this.status = await invoke(channel, {});
      const entry = changedEntry(this.status);
      if (entry) toasts.show(t(message, { what: describeHistoryEntry(entry) }));
    } catch (thrown) {
      toasts.error(describeError(thrown));
    } finally {
      this.busy = false;
    }
  }
}

export const historyControls = new HistoryControls();
