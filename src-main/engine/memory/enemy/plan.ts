import type { Refusal } from '../../../../shared/ipc/refusal.js';
import type { DiceFaces } from '../../../../shared/box-data/box-data-schema.js';
import type { EnemyQuestion, EnemyQuestionOption, EnemyStageInput, EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { EnemyStage, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { BoardDraft } from './board-draft.js';
import type { ArrivalLog } from './noted-arrivals.js';
import type { KnownCardValues } from '../../../../shared/memory-play/enemy-card-facts.js';
import type { DieFace, DieKind } from '../../../../shared/dice/dice.js';
import { PlayCtx } from '../context.js';
import { appDie, checkDrawn, drawFaces } from '../app-dice.js';

/**
 * The work of planning one enemy stage: the state as the stage changes it and the table events
 * (a PlayCtx), and the preview being filled in. The preview and the applied step are this one computation, so
 * what the screen shows is exactly what confirming does.
 */

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
type PreviewDraft = Mutable<EnemyStagePreview>;

export class Work extends PlayCtx {
  readonly preview: PreviewDraft;
  /** The miniatures indexed by square, built at the first question (board-draft.ts). */
  board: BoardDraft | null = null;
  /** The first roll, in plan order, whose faces the table has not given yet (`stageRoll`). */
  missingRoll: string | null = null;
  /** The app's rolls drawn while planning, by roll id: the die's faces and the faces drawn (logged with the stage). */
  readonly appRolls: Record<string, { die: DieFace[]; drawn: DieFace[] }> = {};
  /** DET-8: the squares enemies entered during the stage, whose tests wait for its end (`arrive` notes them). */
  readonly arrivals: ArrivalLog = new Map();
  /** The enemy cards read during the stage, by key (enemy-cards.ts). */
  readonly cards = new Map<string, KnownCardValues>();

  constructor(
    state: PlayState,
    stage: EnemyStage,
    readonly input: EnemyStageInput,
    /** Box data's dice faces, for the odds only (never for a result). */
    readonly dice: DiceFaces,
  ) {
    super(state);
    this.preview = {
      step: stage,
      status: 'ready',
      question: null,
      missingCards: [],
      missingInput: [],
      reinforcement: null,
      arrivals: [],
      leftInReserve: [],
      shortage: [],
      missingGuardMarker: null,
      directions: [],
      moves: [],
      displacedBodies: [],
      tests: [],
      restricted: [],
      combat: [],
      events: [],
    };
  }
}

export const newWork = (state: PlayState, stage: EnemyStage, input: EnemyStageInput, dice: DiceFaces): Work => new Work(state, stage, input, dice);

/**
 * Planning stops at the first thing the table has not given yet (an open question, a missing
 * input): what follows depends on it, so nothing later could be shown truthfully. Thrown, not
 * returned, because it can arise deep in a loop; `planEnemyStage` catches it, and the preview
 * keeps everything planned up to that point.
 */
export class Stop {
  constructor(readonly status: 'question' | 'input') {}
}

/** A value of the input the rules refuse (an answer that is not an option, faces of another die). */
export class RefusedInput {
  constructor(readonly refusal: Refusal) {}
}

/**
 * GEN-1: the players' answer to `question`. One legal outcome is no choice and is taken as is;
 * otherwise the answer must be in the input, or planning stops with the question open.
 */
export function ask(work: Work, question: EnemyQuestion): EnemyQuestionOption {
  if (question.options.length === 1) return question.options[0]!;
  const answer = work.input.choices?.[question.id];
  if (answer === undefined) {
    work.preview.question = question;
    throw new Stop('question');
  }
  const option = question.options.find((candidate) => candidate.id === answer);
  if (option === undefined) {
    throw new RefusedInput({
      rule: question.rule,
      message: `${answer} is not one of the options of ${question.id}.`,
      params: { questionId: question.id, optionId: answer, options: question.options.map((o) => o.id).join(', ') },
      field: `input.choices.${question.id}`,
    });
  }
  return option;
}

/** Something the table must type before the step can go on (`reinforcementCard`, `directions.A`…). */
export function needInput(work: Work, field: string): never {
  work.preview.missingInput.push(field);
  throw new Stop('input');
}

/** Every way to pick `count` of `items`, in list order, without two picks that look the same to the table. */
export function distinctGroups<T>(items: readonly T[], count: number, looks: (item: T) => string): T[][] {
  // Each item is looked at once, not once for every pick it is part of.
  const looked = items.map(looks);
  // Items that all look alike are one choice: the first ones, the pick the walk below finds first.
  if (looked.every((look) => look === looked[0])) return count <= items.length ? [items.slice(0, count)] : [];
  const groups: T[][] = [];
  const seen = new Set<string>();
  const picked: number[] = [];
  const walk = (start: number): void => {
    if (picked.length === count) {
      const key = picked.map((index) => looked[index]!).sort().join('|');
      if (!seen.has(key)) {
        seen.add(key);
        groups.push(picked.map((index) => items[index]!));
      }
      return;
    }
    for (let index = start; index <= items.length - (count - picked.length); index += 1) {
      picked.push(index);
      walk(index + 1);
      picked.pop();
    }
  };
  walk(0);
  return groups;
}

/**
 * DET-4, CMB-6: the faces of one roll of the stage, in plan order: typed from the physical dice
 * (or the app's faces in a stage logged before the reducer drew them), or drawn now from the
 * play's generator as the plan reaches the roll (UNK-1: the die's faces come with the answer).
 * The plan's state carries the generator on, so the faces shown after the answer are the faces
 * confirming applies, and the live generator moves only when the stage is confirmed. Undefined
 * while the table has not given the roll. An app roll after a roll still missing is refused:
 * the order of draws is the plan's, so a later roll never draws first.
 */
export function stageRoll(work: Work, rollId: string, kind: Extract<DieKind, 'red' | 'black'>, count: number, rule: string): DieFace[] | undefined {
  const answer = work.input.rolls?.[rollId];
  if (answer === undefined) {
    work.missingRoll ??= rollId;
    return undefined;
  }
  if (Array.isArray(answer)) return [...answer];
  const field = `input.rolls.${rollId}`;
  if (work.missingRoll !== null) {
    throw new RefusedInput({ rule, message: `Roll ${work.missingRoll} first.`, params: { rollId: work.missingRoll }, field });
  }
  const die = appDie(kind, answer.die, `${field}.die`);
  if (!die.ok) throw new RefusedInput(die.refusal);
  const [faces, rng] = drawFaces(die.value, count, work.state.rng);
  const same = checkDrawn(answer.drawn, faces, `${field}.drawn`);
  if (!same.ok) throw new RefusedInput(same.refusal);
  work.state = { ...work.state, rng };
  work.appRolls[rollId] = { die: [...die.value], drawn: faces };
  return faces;
}
