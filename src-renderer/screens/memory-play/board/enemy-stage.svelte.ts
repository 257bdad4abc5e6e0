import type { DiceFaces } from '../../../../shared/box-data/box-data-schema.js';
import type { EnemyStageInput, EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { EnemyStage } from '../../../../shared/memory-play/play-types.js';
import { boardState, type PlayView } from '../../../../shared/memory-play/play-view.js';
import type { EnemyCardValues } from '../../../../shared/memory-play/enemy-box-data.js';
import { invoke, onEvent } from '../../../lib/client.js';
import { playRefusal, type PlayRefusal } from './play-refusal.js';
import type { PlayBoard } from './play-state.svelte.js';
import { withAppRoll } from './enemy-preview.js';
import { keepInBoxData } from './card-asks.js';

/**
 * The enemy step due now, played by the app from its preview (ENM-1): what the table
 * has given so far (a typed card, a direction, answers, dice) and main's preview of the step
 * with it. Every change asks main again, so the board always shows exactly what confirming
 * does; confirming applies the step as one logged, undoable step. A new step (or an undo)
 * starts over with nothing given.
 */
export class EnemyStageDraft {
  /**
   * Everything given so far, including what main has not answered yet: the next thing given
   * builds on it, so an answer and the dice typed right after it are both kept however fast
   * they come. A refused input is taken back to the last one main accepted.
   */
  input = $state.raw<EnemyStageInput>({});
  /** The input the preview on screen was worked out for: what confirming applies. */
  private accepted: EnemyStageInput = {};
  /** Main is working out the preview of the latest input; the one on screen is of an earlier one. */
  working = $state(false);
  preview = $state.raw<EnemyStagePreview | null>(null);
  /** The last thing given that main refused (an answer, faces of another count…); the input is kept as before it. */
  refusal = $state.raw<PlayRefusal | null>(null);
  /** The dice faces entered in box data (UNK-1): the app rolls only those. */
  dice = $state.raw<DiceFaces>({});
  stage = $state<EnemyStage | null>(null);
  /** UNK-7: the guard types whose cards, typed at the table in this stage, were kept in box data (not asked again). */
  savedToBox = $state.raw<readonly string[]>([]);
  /** UNK-8: the bosses whose cards, typed at the table in this stage, the play keeps for the rest of the memory. */
  keptForMemory = $state.raw<readonly string[]>([]);
  private key = '';
  private generation = 0;

  constructor(private readonly board: PlayBoard) {}

  /** Follows the play: a new enemy step due (or one undone) starts a new draft. */
  sync(view: PlayView | null): void {
    const next = view?.nextUp;
    const stage = view && view.state.outcome === null && next?.kind === 'tracker' && next.enemyStage !== undefined ? next.enemyStage : null;
    const key = stage === null || view === null ? '' : `${view.play.playId}:${view.play.steps}:${stage}`;
    if (key === this.key) return;
    this.key = key;
    this.stage = stage;
    this.input = {};
    this.accepted = {};
    this.preview = null;
    this.refusal = null;
    this.savedToBox = [];
    this.keptForMemory = [];
    if (stage !== null) {
      void this.refresh();
      invoke('box-data/get', {})
        .then((data) => (this.dice = data.dice))
        .catch(() => undefined);
    }
  }

  /** Asks main what the step does with `input`; a refused input leaves the draft as it was. */
  async update(input: EnemyStageInput): Promise<boolean> {
    const stage = this.stage;
    if (stage === null) return false;
    const generation = ++this.generation;
    this.input = input;
    this.working = true;
    try {
      const preview = await invoke('memory-play/preview-enemy-step', { campaignId: this.board.campaignId, playId: this.board.playId, stage, input });
      if (generation !== this.generation) return false;
      this.accepted = input;
      this.preview = preview;
      this.refusal = null;
      return true;
    } catch (thrown) {
      if (generation === this.generation) {
        this.refusal = playRefusal(thrown, this.board.view ? boardState(this.board.view.state) : null);
        this.input = this.accepted;
      }
      return false;
    } finally {
      if (generation === this.generation) this.working = false;
    }
  }

  refresh(): Promise<boolean> {
    return this.update(this.input);
  }

  /**
   * UNK-7: box data entered while the memory runs (here or in another window) reaches the stage
   * due at once: main reads it into every preview, so the preview is worked out again.
   */
  connect(): () => void {
    return onEvent('box-data/changed', () => {
      if (this.stage === null) return;
      void this.refresh();
      invoke('box-data/get', {})
        .then((data) => (this.dice = data.dice))
        .catch(() => undefined);
    });
  }

  /**
   * UNK-7: enemy cards typed at the table. A guard type's card is kept in box data as well, so the
   * next turn (and the next memory) does not ask again; a boss's card is kept by the play for the
   * rest of the memory (UNK-8: box data holds no boss cards). The step uses the typed values either way.
   */
  async useCards(cards: Readonly<Record<string, EnemyCardValues>>): Promise<boolean> {
    const play = this.board.known;
    const saved = play === null ? [] : await keepInBoxData(play, this.board.boxEnemyCards, cards);
    this.savedToBox = [...this.savedToBox, ...saved];
    this.keptForMemory = [...this.keptForMemory, ...Object.keys(cards).filter((key) => key.startsWith('boss:'))];
    return this.update({ ...this.input, cards: { ...this.input.cards, ...cards } });
  }

  /**
   * DET-4, CMB-6: the app rolls one waiting roll. The answer only asks for the roll; main draws
   * its faces from the play's dice in the preview as confirming will, so the faces shown are the
   * faces applied.
   */
  appRoll(rollId: string): Promise<boolean> {
    return this.update(withAppRoll(this.input, rollId));
  }

  /** ENM-1: applies the step as previewed: one logged, undoable step. */
  async confirm(): Promise<boolean> {
    const stage = this.stage;
    // Only what the preview on screen shows as ready is applied, never an input still being worked out.
    if (stage === null || this.preview?.status !== 'ready' || this.accepted !== this.input) return false;
    return this.board.apply({ kind: 'enemy-stage', stage, input: this.accepted }, 'tracker');
  }

  /** Forgets what was given (answers, dice, typed values) and asks again. */
  startOver(): Promise<boolean> {
    return this.update({});
  }
}
