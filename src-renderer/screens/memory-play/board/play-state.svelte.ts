import type { HistoryStatus } from '../../../../shared/history/history.js';
import type { BoardSquare, PlayOutcome, TableEvent } from '../../../../shared/memory-play/play-types.js';
import { withChange, type PlayEnded, type PlayView, type StepApplied } from '../../../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../../../shared/memory-play/step-schema.js';
import type { PlayPreview } from '../../../../shared/memory-play/action-preview.js';
import type { ChestCardMark } from '../../../../shared/memory-play/write-back.js';
import { invoke, onEvent } from '../../../lib/client.js';
import { toRequestError, type RequestError } from '../../../lib/request-error.js';
import { observeRequests } from '../../../lib/request-observers.js';
import { OwnCommandLog } from '../../../state/own-command-log.js';
import { sameSquare } from './board-layout.js';
import { dropStep, type Picked } from './drop-step.js';
import { playRefusal, type PlayRefusal } from './play-refusal.js';

/** The events that carry a roll's faces: shown where the roll was made (the decision panel). */
const ROLL_EVENTS = new Set<TableEvent['type']>(['detection-rolled', 'attack-rolled', 'retaliation-rolled']);

/** Where on the screen a step was taken, so its refusal shows there. */
export type StepPlace = 'map' | 'tracker' | 'decision' | 'square' | 'assassins' | 'header';

export interface Refused extends PlayRefusal {
  where: StepPlace;
  /** The miniature or token the step was about, when the place lists several (the assassins). */
  subject: string | null;
}

/** "What changed on the table": the events of the step just taken, undone or redone. */
export interface TableChanges {
  /** Grows with every change, so the panel knows a new one came even when it reads the same. */
  id: number;
  how: 'step' | 'undone' | 'redone';
  events: readonly TableEvent[];
  /** Focus goes to the panel, so the group reads it before touching the table. */
  focus: boolean;
}

/**
 * One play's live board: the play as main has it, patched from each command's answer (a step
 * answers the new view, so nothing is read again), what is picked up, the square looked at,
 * the last refusal and the last changes. Main is the authority on every rule; a refused step
 * changes nothing here but the refusal shown where it was taken. Undo and redo (the app's,
 * Ctrl+Z and the top bar) and another window's steps read the play again.
 */
export class PlayBoard {
  view = $state.raw<PlayView | null>(null);
  failure = $state.raw<RequestError | null>(null);
  busy = $state(false);
  refusal = $state.raw<Refused | null>(null);
  changes = $state.raw<TableChanges | null>(null);
  /** Picked up with Enter (or the palette), waiting for a square. */
  picked = $state.raw<Picked | null>(null);
  /** The square whose contents the side panel lists. */
  selected = $state.raw<BoardSquare | null>(null);
  /** Said by the board's polite live region. */
  announcement = $state('');
  /** The assassin whose moves and actions are shown; null when none is. */
  acting = $state.raw<string | null>(null);
  /** What main worked out for `acting` and the roll waiting, for the play after `preview.steps`. */
  preview = $state.raw<PlayPreview | null>(null);
  /** The dice of the step just taken (a roll's events), shown where the roll was made until the next step. */
  rolled = $state.raw<{ id: number; events: readonly TableEvent[] } | null>(null);
  private previewGeneration = 0;

  readonly campaignId: number;
  readonly playId: number;
  private readonly ownSteps = new OwnCommandLog();
  private changeSerial = 0;
  private generation = 0;

  constructor(campaignId: number, playId: number) {
    this.campaignId = campaignId;
    this.playId = playId;
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    try {
      const view = await invoke('memory-play/get', { campaignId: this.campaignId, playId: this.playId });
      if (generation !== this.generation) return;
      this.reloaded(view);
      this.failure = null;
    } catch (thrown) {
      if (generation === this.generation) this.failure = toRequestError(thrown);
    }
  }

  /**
   * Follows main while the board is shown: another window's steps, a restored save, and the
   * app's undo and redo. Returns the disconnect.
   */
  connect(): () => void {
    const stops = [
      onEvent('campaign/progress-changed', ({ campaignId, areas }) => {
        if (campaignId !== this.campaignId) return;
        if (areas !== undefined && !areas.includes('memory-play')) return;
        // This window's own step already answered its view; an undo reads again when it is answered.
        if (this.ownSteps.claim((own) => (areas === undefined) === (own.answer === 'everything'))) return;
        void this.load();
      }),
      onEvent('save/replaced', () => void this.load()),
      observeRequests({
        sent: (channel, args) => {
          if (channel === 'history/undo' || channel === 'history/redo') return this.historyStepSent(channel);
          if (!channel.startsWith('memory-play/') || !isThisPlay(args, this.campaignId, this.playId)) return;
          if (channel !== 'memory-play/apply-step' && channel !== 'memory-play/end' && channel !== 'memory-play/app-roll') return;
          const sent = this.ownSteps.sent({ answer: 'nothing' });
          return (outcome) => (outcome.ok ? this.ownSteps.answered(sent) : this.ownSteps.failed(sent));
        },
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  private historyStepSent(channel: 'history/undo' | 'history/redo') {
    const sent = this.ownSteps.sent({ answer: 'everything' });
    return (outcome: { ok: true; value: unknown } | { ok: false }) => {
      if (!outcome.ok) {
        this.ownSteps.failed(sent);
        return;
      }
      this.ownSteps.answered(sent);
      const status = outcome.value as HistoryStatus;
      const entry = channel === 'history/undo' ? status.redo : status.undo;
      if (entry === null || entry.campaignId === this.campaignId) void this.load();
    };
  }

  /**
   * A view read again: when the log got shorter (an undo) or longer without a step of ours
   * (a redo, another window), what those steps changed is shown, so the table can follow.
   */
  private reloaded(view: PlayView): void {
    const before = this.view;
    this.view = view;
    if (before === null) {
      void this.loadPreview();
      return;
    }
    const oldLast = before.play.steps;
    const newLast = view.play.steps;
    if (newLast < oldLast) {
      const undone = before.recentSteps.filter((step) => step.seq > newLast).reverse();
      this.showChanges('undone', undone.flatMap((step) => step.events), false);
    } else if (newLast > oldLast) {
      const redone = view.recentSteps.filter((step) => step.seq > oldLast);
      this.showChanges('redone', redone.flatMap((step) => step.events), false);
    }
    this.picked = null;
    this.refusal = null;
    this.rolled = null;
    void this.loadPreview();
  }

  /** Shows (or, with null, hides) the moves and actions of an assassin. */
  act(miniatureId: string | null): void {
    this.acting = miniatureId;
    void this.loadPreview();
  }

  /**
   * Asks main what the acting assassin's moves and actions would do, and the chances of the roll
   * waiting, for the play as it is now. A stale answer (the play moved on meanwhile) is dropped.
   */
  async loadPreview(): Promise<void> {
    const view = this.view;
    if (view === null || view.state.outcome !== null) {
      this.preview = null;
      return;
    }
    if (this.acting === null && view.pending === null) {
      this.preview = null;
      return;
    }
    const generation = ++this.previewGeneration;
    try {
      const preview = await invoke('memory-play/preview', { campaignId: this.campaignId, playId: this.playId, miniatureId: this.acting });
      if (generation === this.previewGeneration) this.preview = preview;
    } catch {
      // The preview is advice: without it the actions are still offered and main still decides.
      if (generation === this.previewGeneration) this.preview = null;
    }
  }

  private showChanges(how: TableChanges['how'], events: readonly TableEvent[], focus: boolean): void {
    this.changes = { id: ++this.changeSerial, how, events, focus };
  }

  /**
   * One step (GEN-6 manual move, TURN-1 tracker step, GEN-1 answer). Resolves true when main
   * took it. `focusChanges: false` keeps focus where the players are (a piece put down on the
   * map with the keys); the changes are still shown and announced.
   */
  async apply(step: StepRequest, where: StepPlace, options: { focusChanges?: boolean; subject?: string } = {}): Promise<boolean> {
    return this.run(() => invoke('memory-play/apply-step', { campaignId: this.campaignId, playId: this.playId, step }), where, options);
  }

  /** DET-4, ACT-WPN-3, RET-2: main rolls the dice of the roll waiting from the entered faces. */
  async appRoll(decisionId: string, count?: number): Promise<boolean> {
    return this.run(() => invoke('memory-play/app-roll', { campaignId: this.campaignId, playId: this.playId, decisionId, ...(count === undefined ? {} : { count }) }), 'decision', {
      focusChanges: false,
    });
  }

  private async run(send: () => Promise<StepApplied>, where: StepPlace, options: { focusChanges?: boolean; subject?: string }): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const { change, events } = await send();
      // The answer patches the view the step was taken on; if another window's step came
      // between, that view is no longer the one before, and the play is read again.
      const patched = this.view === null ? null : withChange(this.view, change);
      if (patched === null) {
        void this.load();
      } else {
        this.generation++;
        this.view = patched;
      }
      this.failure = null;
      this.refusal = null;
      this.picked = null;
      const rolls = events.filter((event) => ROLL_EVENTS.has(event.type));
      this.rolled = rolls.length > 0 ? { id: this.changeSerial + 1, events: rolls } : null;
      // A roll's outcome, or the choice now waiting (GEN-1), is read first where it shows.
      this.showChanges('step', events, (options.focusChanges ?? true) && rolls.length === 0 && change.state.pending === null);
      void this.loadPreview();
      return true;
    } catch (thrown) {
      this.refusal = { ...playRefusal(thrown), where, subject: options.subject ?? null };
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** END-3, FAIL-1 (chosen by the players) with its result written to the campaign, then the diary's record pre-filled (DIARY-2/3). */
  async end(outcome: PlayOutcome, chestCards: ChestCardMark[] = []): Promise<PlayEnded> {
    this.busy = true;
    try {
      const ended = await invoke('memory-play/end', { campaignId: this.campaignId, playId: this.playId, outcome, chestCards });
      this.generation++;
      this.view = ended.view;
      this.refusal = null;
      this.picked = null;
      return ended;
    } finally {
      this.busy = false;
    }
  }

  /** Enter on a piece (or a palette item): it waits for a square. */
  pick(picked: Picked, announcement: string): void {
    this.picked = picked;
    this.refusal = null;
    this.announcement = announcement;
  }

  /** Escape: nothing moves. */
  cancel(announcement: string): void {
    if (this.picked === null) return;
    this.picked = null;
    this.announcement = announcement;
  }

  select(square: BoardSquare | null): void {
    this.selected = square;
  }

  /**
   * Puts what is picked up (or dragged) down on a square: one step. A miniature put back on
   * its own square changes nothing and sends nothing.
   */
  async drop(at: BoardSquare, picked: Picked | null = this.picked, options: { focusChanges?: boolean } = {}): Promise<boolean> {
    const view = this.view;
    if (view === null || picked === null) return false;
    if (picked.kind === 'miniature') {
      const miniature = view.state.miniatures[picked.miniatureId];
      if (miniature?.place.on === 'square' && sameSquare(miniature.place, at)) {
        this.picked = null;
        return false;
      }
    }
    const done = await this.apply(dropStep(view.state, picked, at), 'map', options);
    if (done) this.selected = at;
    return done;
  }
}

function isThisPlay(args: unknown, campaignId: number, playId: number): boolean {
  if (typeof args !== 'object' || args === null) return false;
  const request = args as { campaignId?: unknown; playId?: unknown };
  return request.campaignId === campaignId && request.playId === playId;
}
