import type { HistoryStatus } from '../../../../shared/history/history.js';
import type { BoardSquare, PlayOutcome, PlayState, TableEvent } from '../../../../shared/memory-play/play-types.js';
import { boardState, withChange, type PlayEnded, type PlayView, type StepApplied } from '../../../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../../../shared/memory-play/moves/index.js';
import type { PlayPreview } from '../../../../shared/memory-play/action-preview.js';
import type { ChestCardMark } from '../../../../shared/memory-play/write-back.js';
import { invoke, onEvent } from '../../../lib/client.js';
import { toRequestError, type RequestError } from '../../../lib/request-error.js';
import { observeRequests } from '../../../lib/request-observers.js';
import { OwnCommandLog } from '../../../state/own-command-log.js';
import { sameSquare } from './board-layout.js';
import { dropStep, type Picked } from './drop-step.js';
import { playRefusal, refusalSentence, type PlayRefusal } from './play-refusal.js';
import { isMoveCorrectionRule, type MoveCorrectionRule } from '../../../../shared/memory-play/corrections.js';
import type { Refusal } from '../../../../shared/ipc/refusal.js';
import { withBoxCards } from '../../../../shared/memory-play/attack-cards.js';
import type { EnemyCard } from '../../../../shared/memory-play/enemy-box-data.js';
import type { DiceFaces } from '../../../../shared/box-data/box-data-schema.js';
import { DEFAULT_DICE_MODE, type DiceMode } from '../../../../shared/dice/dice.js';

/** The events that carry a roll's faces: shown where the roll was made (the decision panel). */
const ROLL_EVENTS = new Set<TableEvent['type']>(['detection-rolled', 'attack-rolled', 'retaliation-rolled']);

/** Where on the screen a step was taken, so its refusal shows there. */
export type StepPlace = 'map' | 'tracker' | 'decision' | 'square' | 'assassins' | 'header' | 'reach';

export interface Refused extends PlayRefusal {
  where: StepPlace;
  /** The miniature or token the step was about, when the place lists several (the assassins). */
  subject: string | null;
}

/**
 * GEN-6: an assassin put down by hand where the move action would not take it (or picked up to
 * be moved by hand), waiting for the players to confirm it as a correction naming `rule`.
 */
export interface PendingCorrection {
  miniatureId: string;
  at: BoardSquare;
  rule: MoveCorrectionRule;
  /** The rule-checked move's refusal (worded where it is shown); null when the rules would take it there. */
  reason: Refusal | null;
  focusChanges: boolean;
}

/**
 * How a step's result shows: `focusChanges: false` keeps focus where the players are;
 * `showChanges: false` leaves the last changes shown (an answer to the enemy stage changes
 * nothing on the table: its next question shows where it was asked).
 */
export interface StepOptions {
  focusChanges?: boolean;
  showChanges?: boolean;
  subject?: string;
}

/** "What changed on the table": the events of the step just taken, undone or redone. */
export interface TableChanges {
  /** Grows with every change, so the panel knows a new one came even when it reads the same. */
  id: number;
  how: 'step' | 'undone' | 'redone' | 'elsewhere';
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
  /** SAVE-3: the players ticked "pay with the saved cube" for the acting assassin. */
  useSavedCube = $state(false);
  /** What main worked out for `acting` and the roll waiting, for the play after `preview.steps`. */
  preview = $state.raw<PlayPreview | null>(null);
  /** GEN-6: a hand move waiting to be confirmed as a correction. */
  correction = $state.raw<PendingCorrection | null>(null);
  /** The dice of the step just taken (a roll's events), shown where the roll was made until the next step. */
  rolled = $state.raw<{ id: number; events: readonly TableEvent[] } | null>(null);
  /**
   * UNK-7: the enemy cards box data holds now. The play copied them when it began; the forms ask,
   * and the odds count, with these as the steps will carry them (`known`).
   */
  boxEnemyCards = $state.raw<readonly EnemyCard[]>([]);
  /** UNK-1: the dice faces entered in box data: the app rolls only a die whose faces are there. */
  boxDice = $state.raw<DiceFaces>({});
  /**
   * The campaign's way of rolling (Settings → dice), read once for the board: every roll and
   * enemy stage starts from it, and a switch in one question holds for the next.
   */
  diceMode = $state<DiceMode>(DEFAULT_DICE_MODE);
  private diceModeRead = false;
  private previewGeneration = 0;
  private previewLoading: Promise<void> | null = null;
  private boxGeneration = 0;

  readonly campaignId: number;
  readonly playId: number;
  private readonly ownSteps = new OwnCommandLog();
  private changeSerial = 0;
  private generation = 0;

  constructor(campaignId: number, playId: number) {
    this.campaignId = campaignId;
    this.playId = playId;
  }

  /** The play knowing box data's enemy cards as they are now (attack-cards.ts `withBoxCards`). */
  get known(): PlayState | null {
    const state = this.view?.state;
    return state === undefined ? null : withBoxCards(boardState(state), this.boxEnemyCards);
  }

  /** UNK-7: box data's enemy cards, read again when box data changes. */
  async loadBoxCards(): Promise<void> {
    const generation = ++this.boxGeneration;
    try {
      const data = await invoke('box-data/get', {});
      if (generation !== this.boxGeneration) return;
      this.boxEnemyCards = data.enemyCards;
      this.boxDice = data.dice;
    } catch {
      // Without them the forms ask as the play alone knows; main still carries box data into the step.
    }
  }

  /** Reads the play again; `byHistory` when this window's undo or redo is why. */
  async load(byHistory = false): Promise<void> {
    void this.loadBoxCards();
    this.loadDiceMode();
    const generation = ++this.generation;
    try {
      const view = await invoke('memory-play/get', { campaignId: this.campaignId, playId: this.playId });
      if (generation !== this.generation) return;
      this.reloaded(view, byHistory);
      this.failure = null;
    } catch (thrown) {
      if (generation === this.generation) this.failure = toRequestError(thrown);
    }
  }

  private loadDiceMode(): void {
    if (this.diceModeRead) return;
    this.diceModeRead = true;
    invoke('dice/get-settings', { campaignId: this.campaignId })
      .then((settings) => (this.diceMode = settings.mode))
      .catch(() => (this.diceModeRead = false));
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
      // UNK-4, UNK-1, UNK-7: box data entered while the board is shown (a weapon's dice, a die's faces, an enemy card) reaches the previews and forms at once.
      onEvent('box-data/changed', () => {
        void this.loadBoxCards();
        // ENM-1: the enemy stage shown is planned in main with box data's cards: read again with them.
        if (this.view?.enemyStage) void this.load();
        else void this.loadPreview();
      }),
      observeRequests({
        sent: (channel, args) => {
          if (channel === 'history/undo' || channel === 'history/redo') return this.historyStepSent(channel);
          if (!channel.startsWith('memory-play/') || !isThisPlay(args, this.campaignId, this.playId)) return;
          if (channel !== 'memory-play/apply-step' && channel !== 'memory-play/end') return;
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
      if (entry === null || entry.campaignId === this.campaignId) void this.load(true);
    };
  }

  /**
   * A view read again: when the log got shorter (an undo) or longer without a step of ours
   * (our redo, or steps taken in another window or a restored save), what those steps changed is
   * shown, so the table can follow; only our own redo is headed as one.
   */
  private reloaded(view: PlayView, byHistory: boolean): void {
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
      this.showChanges(byHistory ? 'redone' : 'elsewhere', redone.flatMap((step) => step.events), false);
    }
    this.picked = null;
    this.refusal = null;
    this.rolled = null;
    this.correction = null;
    void this.loadPreview();
  }

  /** Shows (or, with null, hides) the moves and actions of an assassin. */
  act(miniatureId: string | null): void {
    if (miniatureId !== this.acting) this.useSavedCube = false;
    this.acting = miniatureId;
    void this.loadPreview();
  }

  /** SAVE-3: pay (or stop paying) with the acting assassin's saved cube; the actions are worked out again for it. */
  payWithSavedCube(use: boolean): void {
    this.useSavedCube = use;
    void this.loadPreview();
  }

  /** Whether the acting assassin's actions are sent paying with its saved cube: ticked, and the cube is there. */
  get savedCubeInUse(): boolean {
    const acting = this.acting === null ? undefined : this.view?.state.miniatures[this.acting];
    return this.useSavedCube && acting?.kind === 'assassin' && acting.savedCube;
  }

  /** SAVE-3, ASP-3: whether the saved cube pays the acting assassin's actions: ticked, or in the enemy phase, where it is the only cube left (as main's preview says). */
  get savedCubePays(): boolean {
    const acting = this.acting === null ? undefined : this.view?.state.miniatures[this.acting];
    return this.savedCubeInUse || (this.view?.state.phase === 'enemy' && acting?.kind === 'assassin' && acting.savedCube);
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
    const loading = (async () => {
      try {
        const useSavedCube = this.savedCubeInUse;
        const preview = await invoke('memory-play/preview', { campaignId: this.campaignId, playId: this.playId, miniatureId: this.acting, ...(useSavedCube ? { useSavedCube } : {}) });
        if (generation === this.previewGeneration) this.preview = preview;
      } catch {
        // The preview is advice: without it the actions are still offered and main still decides.
        if (generation === this.previewGeneration) this.preview = null;
      }
    })();
    this.previewLoading = loading;
    await loading;
  }

  /** The preview asked last, once it is in (a key pressed on the map right after a step waits for it). */
  async previewSettled(): Promise<void> {
    let loading: Promise<void> | null = null;
    while (this.previewLoading !== loading) {
      loading = this.previewLoading;
      await loading;
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
  async apply(step: StepRequest, where: StepPlace, options: StepOptions = {}): Promise<boolean> {
    // The answer brings the preview of the assassin shown (and of the roll waiting), so nothing more is asked after the step.
    const shown = { miniatureId: this.acting, ...(this.savedCubeInUse ? { useSavedCube: true } : {}) };
    return this.run(() => invoke('memory-play/apply-step', { campaignId: this.campaignId, playId: this.playId, step, preview: shown }), where, options, shown);
  }

  /** DET-4, ACT-WPN-3, RET-2: the app rolls the roll waiting (a `roll` step; main draws the faces from the play's dice). */
  async appRoll(decisionId: string, count?: number): Promise<boolean> {
    return this.apply({ kind: 'roll', decisionId, mode: 'app', ...(count === undefined ? {} : { count }) }, 'decision', { focusChanges: false });
  }

  private async run(send: () => Promise<StepApplied>, where: StepPlace, options: StepOptions, shown: { miniatureId: string | null; useSavedCube?: boolean }): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const { change, events, next } = await send();
      // The answer patches the view the step was taken on; if another window's step came
      // between, that view is no longer the one before, and the play is read again.
      const patched = this.view === null ? null : withChange(this.view, change);
      if (patched === null) {
        void this.load();
      } else {
        this.generation++;
        this.view = patched;
        // The preview came with the step, for the assassin shown when it was sent; another one chosen since is asked for.
        if (this.acting === shown.miniatureId && this.savedCubeInUse === (shown.useSavedCube === true)) {
          this.previewGeneration++;
          this.preview = next.preview;
        } else {
          void this.loadPreview();
        }
      }
      this.failure = null;
      this.refusal = null;
      this.picked = null;
      const rolls = events.filter((event) => ROLL_EVENTS.has(event.type));
      this.rolled = rolls.length > 0 ? { id: this.changeSerial + 1, events: rolls } : null;
      // A roll's outcome, or the choice now waiting (GEN-1), is read first where it shows.
      if (options.showChanges ?? true) this.showChanges('step', events, (options.focusChanges ?? true) && rolls.length === 0 && change.state.pending === null);
      return true;
    } catch (thrown) {
      this.refusal = { ...playRefusal(thrown, this.view ? boardState(this.view.state) : null), where, subject: options.subject ?? null };
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
    // Why the acting assassin could not reach the square looked at before is about that square only.
    if (this.refusal?.where === 'reach') this.refusal = null;
    this.selected = square;
  }

  /**
   * Puts what is picked up (or dragged) down on a square: one step. A miniature put back on
   * its own square changes nothing and sends nothing. An assassin is moved as the rules say
   * (GEN-6): where its move action takes it, that move is taken, with its cube and its test;
   * anywhere else, or when picked up to be moved by hand, the players confirm a correction.
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
      const step = dropStep(view.state, picked, at);
      if (miniature?.kind === 'assassin' && step.kind === 'move-miniature') return this.moveAssassin(picked.miniatureId, at, picked.byHand === true, options);
    }
    const done = await this.apply(dropStep(view.state, picked, at), 'map', options);
    if (done) this.selected = at;
    return done;
  }

  /** What main's reducer says of `step` on the play as it is now, without keeping it. */
  async tryStep(step: StepRequest): Promise<Refusal | null> {
    const { refusal } = await invoke('memory-play/try-step', { campaignId: this.campaignId, playId: this.playId, step });
    return refusal;
  }

  /**
   * GEN-6, ACT-MOV-1: the assassin's move to `at` is tried first. A move the rules take is made
   * (unless the players asked for a move by hand); one refused by a rule a card may set aside
   * waits for the players to confirm it as a correction naming that rule; any other refusal
   * (a choice waiting, GEN-1) is shown as it is.
   */
  private async moveAssassin(miniatureId: string, at: BoardSquare, byHand: boolean, options: { focusChanges?: boolean }): Promise<boolean> {
    if (this.busy) return false;
    const move: StepRequest = { kind: 'move', miniatureId, side: at.side, square: at.square };
    let refusal: Refusal | null;
    try {
      refusal = await this.tryStep(move);
    } catch (thrown) {
      this.refusal = { ...playRefusal(thrown), where: 'map', subject: null };
      return false;
    }
    if (refusal === null && !byHand) {
      const done = await this.apply(move, 'map', options);
      if (done) this.selected = at;
      return done;
    }
    // Taken back onto the map by hand (after a fast travel), the assassin skips the move action too.
    const rule = refusal === null || refusal.rule === 'PLAY-OFF-MAP' ? 'ACT-MOV-1' : isMoveCorrectionRule(refusal.rule) ? refusal.rule : null;
    if (rule === null) {
      this.refusal = { ...refusalSentence(refusal!), where: 'map', subject: null };
      return false;
    }
    this.picked = null;
    this.refusal = null;
    this.correction = { miniatureId, at, rule, reason: refusal === null || refusal.rule === 'PLAY-OFF-MAP' ? null : refusal, focusChanges: options.focusChanges ?? true };
    return false;
  }

  /** GEN-6: the correction the players confirmed, as one step naming the rule it sets aside. */
  async confirmCorrection(): Promise<boolean> {
    const correction = this.correction;
    if (correction === null) return false;
    const { miniatureId, at, rule, focusChanges } = correction;
    const done = await this.apply({ kind: 'move-miniature', miniatureId, side: at.side, square: at.square, setsAside: rule }, 'map', { focusChanges });
    this.correction = null;
    if (done) this.selected = at;
    return done;
  }

  cancelCorrection(): void {
    this.correction = null;
  }

  /**
   * ACT-MOV-1: why the acting assassin cannot move to `at` (a square its move does not reach),
   * shown where the players clicked; nothing when it can.
   */
  async explainUnreachable(miniatureId: string, at: BoardSquare, words: (reason: PlayRefusal) => string): Promise<void> {
    let refusal: Refusal | null;
    try {
      refusal = await this.tryStep({ kind: 'move', miniatureId, side: at.side, square: at.square });
    } catch {
      return;
    }
    if (refusal === null) return;
    const reason = refusalSentence(refusal);
    // Shown with the square looked at, in view beside the map (the map's own refusals sit under it).
    this.refusal = { text: words(reason), rule: reason.rule, where: 'reach', subject: null };
  }
}

function isThisPlay(args: unknown, campaignId: number, playId: number): boolean {
  if (typeof args !== 'object' || args === null) return false;
  const request = args as { campaignId?: unknown; playId?: unknown };
  return request.campaignId === campaignId && request.playId === playId;
}
