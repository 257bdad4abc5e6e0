import type { ActionPreview, AssassinPreview } from '../../../../../shared/memory-play/action-preview.js';
import type { AssassinPiece, PlayState } from '../../../../../shared/memory-play/play-types.js';
import type { StepRequest } from '../../../../../shared/memory-play/moves/index.js';
import type { WordContext } from '../board-words.js';
import type { PlayBoard } from '../play-state.svelte.js';

/**
 * What every action's form is given in the acting assassin's panel: the action as main's
 * preview offers it, and `send`, which applies a step where the action was taken (its refusal
 * shows in the panel) and says whether it was taken. A kind with a form of its own has it here as
 * `<kind>.svelte` (found by its file name); every other kind is the generic ActionForm.
 */
export interface ActionFormProps {
  action: ActionPreview;
  assassin: AssassinPiece;
  state: PlayState;
  preview: AssassinPreview;
  board: PlayBoard;
  words: WordContext;
  pieceOf: (miniatureId: string) => string;
  /** The id of the action's name in the panel: the button it names is described by it. */
  labelId: string;
  send: (step: StepRequest) => Promise<boolean>;
}

/** SAVE-3: what main tried the actions with (the preview) is what they are sent with. */
export const savedCube = (preview: AssassinPreview): { useSavedCube?: true } => (preview.savedCube ? { useSavedCube: true } : {});

/** A whole number typed in a form, kept within its bounds. */
export const whole = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.trunc(Number.isFinite(value) ? value : min)));
