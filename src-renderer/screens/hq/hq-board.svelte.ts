import type { HqPlace, HqView, MiniatureId } from '../../../shared/hq/hq.js';
import { t } from '../../i18n/i18n.svelte.js';
import { invoke } from '../../lib/client.js';
import { describeError } from '../../lib/describe.js';
import { toRequestError } from '../../lib/request-error.js';
import { PLACE_LABELS } from './hq-view.js';

/** A refused placement: main's sentence in the player's language and the rule it cites. */
export interface Refusal {
  text: string;
  rule: string | null;
}

/**
 * The HQ board's moment-to-moment state: which miniature is picked up (by keyboard, or
 * being dragged), what the live region says, and the last refusal. Every placement goes to
 * main, the authority on the rules (HQ-CAP-1, HQ-A1-5, HQ-AS-1…6): a refused one is never
 * silently dropped, its sentence is shown with the rule id.
 */
export class HqBoardState {
  /** The miniature picked up with Enter or Space (aria-pressed), or being dragged. */
  picked = $state<MiniatureId | null>(null);
  /** Said by the polite live region: picked up, placed, cancelled. */
  announcement = $state('');
  refusal = $state.raw<Refusal | null>(null);
  busy = $state(false);
  /** While a mouse drag is under way the rooms must not move, so hints show as outlines only. */
  dragging = $state(false);

  private readonly campaignId: number;
  private readonly shown: (view: HqView) => void;
  private readonly nameOf: (id: MiniatureId) => string;

  constructor(campaignId: number, shown: (view: HqView) => void, nameOf: (id: MiniatureId) => string) {
    this.campaignId = campaignId;
    this.shown = shown;
    this.nameOf = nameOf;
  }

  /** Enter or Space on a miniature: picks it up, or puts it down again if it was picked. */
  toggle(id: MiniatureId): void {
    if (this.picked === id) {
      this.cancel();
      return;
    }
    this.picked = id;
    this.refusal = null;
    this.announcement = t('hq.board.picked', { name: this.nameOf(id) });
  }

  /** Escape: nothing moves. */
  cancel(): void {
    if (this.picked === null) return;
    const name = this.nameOf(this.picked);
    this.picked = null;
    this.announcement = t('hq.board.cancelled', { name });
  }

  /** A drag starts: the dragged miniature is the picked one, so the targets show their hints. */
  dragStarted(id: MiniatureId): void {
    // The last refusal stays until the next placement is answered: removing it now would move the rooms under the pointer.
    this.picked = id;
    this.dragging = true;
  }

  /** A drag ends (dropped or not): mouse players do not keep a miniature "picked up". */
  dragEnded(): void {
    this.picked = null;
    this.dragging = false;
  }

  /** Enter on a room, or a drop on it. */
  async placeAt(place: HqPlace, id: MiniatureId | null = this.picked): Promise<void> {
    if (id === null) {
      this.announcement = t('hq.board.pickFirst');
      return;
    }
    const name = this.nameOf(id);
    const where = t(PLACE_LABELS[place]);
    await this.send(() => invoke('hq/place', { campaignId: this.campaignId, miniature: id, place }), t('hq.board.placed', { name, place: where }));
  }

  /** Back to the available miniatures (the pool's button, or a drop on the pool). */
  async returnToPool(id: MiniatureId | null = this.picked): Promise<void> {
    if (id === null) {
      this.announcement = t('hq.board.pickFirst');
      return;
    }
    await this.send(() => invoke('hq/remove', { campaignId: this.campaignId, miniature: id }), t('hq.board.returned', { name: this.nameOf(id) }));
  }

  private async send(command: () => Promise<HqView>, done: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      this.shown(await command());
      this.picked = null;
      this.refusal = null;
      this.announcement = done;
    } catch (thrown) {
      // The miniature stays picked up, so the players can try another room at once.
      this.refusal = { text: describeError(thrown), rule: toRequestError(thrown).rule ?? null };
      this.announcement = '';
    } finally {
      this.busy = false;
    }
  }
}
