import type { EnemyMove, EnemyQuestion, EnemyQuestionOption, EnemyStageInput, EnemyStagePreview, RestrictedFind } from '../../../../shared/memory-play/enemy-phase.js';
import type { DiceRollInput, DieKind } from '../../../../shared/dice/dice.js';
import type { SideId, SquareRef } from '../../../../shared/memory-play/map/index.js';
import type { Translate } from '../../../i18n/message-key.js';
import { guardTypeText } from '../builder/builder-words.js';
import { squareKey } from './board-layout.js';
import { squareName, type WordContext } from './board-words.js';

/**
 * The enemy step's preview as the board draws and words it: an arrow for the guards
 * that move from one square to another, a mark with the reasons on a square where guards stay
 * (MOV-5, MOV-9a–e), the guards appearing (REI-3), and per square the sentences a screen reader
 * hears on it. Pure: the words come from the translate function passed in, so the tests read
 * what the screen shows.
 */

export interface EnemyArrow {
  key: string;
  side: SideId;
  from: SquareRef;
  to: SquareRef;
  /** How many guards take this arrow. */
  count: number;
  text: string;
}

export interface EnemyStayMark {
  side: SideId;
  square: SquareRef;
  /** One line per guard staying, with its reason and the rule that keeps it there (shown behind a RuleRef, never in the text). */
  lines: { text: string; rule: string }[];
}

export interface EnemyArrivalMark {
  side: SideId;
  square: SquareRef;
  count: number;
  text: string;
}

export interface EnemyMapMarks {
  arrows: EnemyArrow[];
  stays: EnemyStayMark[];
  arrivals: EnemyArrivalMark[];
  /** Per square (`A:B3`), what the preview says about it, for the square's accessible name. */
  notes: Map<string, string[]>;
}

/** Why a guard stays, or how it moves (MOV-1, MOV-3, MOV-5, MOV-7, MOV-9a–e). */
export function moveReasonText(t: Translate, move: Pick<EnemyMove, 'reason'>): string {
  return t(`enemyPhase.reasons.${move.reason}`);
}

function noteOn(notes: Map<string, string[]>, side: SideId, square: SquareRef, text: string): void {
  const key = squareKey({ side, square });
  notes.set(key, [...(notes.get(key) ?? []), text]);
}

export function enemyMapMarks(ctx: WordContext, preview: EnemyStagePreview): EnemyMapMarks {
  const { t } = ctx;
  const notes = new Map<string, string[]>();
  const arrows = new Map<string, EnemyArrow>();
  const stays = new Map<string, EnemyStayMark>();
  // Guards of one type staying on one square for one reason read as one line with their count.
  const stayCounts = new Map<string, Map<string, { count: number; guard: string; move: (typeof preview.moves)[number] }>>();
  for (const move of preview.moves) {
    const guard = guardTypeText(t, move.label);
    if (move.to !== null && move.to !== move.from) {
      const key = `${move.side}:${move.from}>${move.to}`;
      const arrow = arrows.get(key) ?? { key, side: move.side, from: move.from, to: move.to, count: 0, text: '' };
      arrow.count += 1;
      arrow.text = t('enemyPhase.map.arrow', { count: arrow.count, guard, from: squareName(ctx, move.side, move.from), to: squareName(ctx, move.side, move.to), reason: moveReasonText(t, move) });
      arrows.set(key, arrow);
      noteOn(notes, move.side, move.from, t('enemyPhase.map.leaves', { guard, to: squareName(ctx, move.side, move.to) }));
      noteOn(notes, move.side, move.to, t('enemyPhase.map.arrives', { guard, from: squareName(ctx, move.side, move.from) }));
      continue;
    }
    const key = squareKey({ side: move.side, square: move.from });
    const bySquare = stayCounts.get(key) ?? new Map();
    const same = bySquare.get(`${move.label}|${move.reason}`) ?? { count: 0, guard, move };
    same.count += 1;
    bySquare.set(`${move.label}|${move.reason}`, same);
    stayCounts.set(key, bySquare);
  }
  for (const [key, bySquare] of stayCounts) {
    for (const { count, guard, move } of bySquare.values()) {
      const mark = stays.get(key) ?? { side: move.side, square: move.from, lines: [] };
      const params = { guard, count, reason: moveReasonText(t, move) };
      const line = count === 1 ? t('enemyPhase.map.stays', params) : t('enemyPhase.map.staysMany', params);
      mark.lines.push({ text: line, rule: move.reason });
      stays.set(key, mark);
      noteOn(notes, move.side, move.from, line);
    }
  }
  const arrivals = new Map<string, EnemyArrivalMark>();
  for (const arrival of preview.arrivals) {
    const key = squareKey(arrival);
    const mark = arrivals.get(key) ?? { side: arrival.side, square: arrival.square, count: 0, text: '' };
    mark.count += 1;
    arrivals.set(key, mark);
  }
  for (const mark of arrivals.values()) {
    const types = preview.arrivals.filter((arrival) => arrival.side === mark.side && arrival.square === mark.square).map((arrival) => guardTypeText(t, arrival.guardType));
    mark.text = t('enemyPhase.map.appear', { count: mark.count, guards: [...new Set(types)].join(', '), square: squareName(ctx, mark.side, mark.square) });
    noteOn(notes, mark.side, mark.square, mark.text);
  }
  return { arrows: [...arrows.values()], stays: [...stays.values()], arrivals: [...arrivals.values()], notes };
}

/** An option of a question, as a button says it: a square, the miniatures it picks, or an order of entrances with the guards each places (REI-3). */
export function optionText(ctx: WordContext, pieceOf: (id: string) => string, option: EnemyQuestionOption): string {
  if (option.square !== undefined) return squareName(ctx, option.side ?? null, option.square);
  if (option.placements !== undefined) {
    // LACK-2: how many of the miniatures left go on each square of the entrance.
    return option.placements.map((placement) => ctx.t('enemyPhase.questions.placement', { square: squareName(ctx, option.side ?? null, placement.square), count: placement.count })).join(', ');
  }
  if (option.entries !== undefined) {
    const order = option.entries.map((entry) => entry.letter).join(' → ');
    const placed = option.entries.map((entry) => ctx.t('enemyPhase.questions.entryPlaced', { letter: entry.letter, count: entry.count, guard: guardTypeText(ctx.t, entry.guardType) })).join(', ');
    return ctx.t('enemyPhase.questions.entryOrder', { order, placed });
  }
  // CMB-5: leftover dice may go twice to one character: said once, with how many.
  const ids = option.miniatureIds ?? [];
  const named = [...new Set(ids)].map((id) => {
    const times = ids.filter((other) => other === id).length;
    return times === 1 ? pieceOf(id) : ctx.t('enemyPhase.questions.times', { piece: pieceOf(id), count: times });
  });
  return countedPieces(ctx, named).join(' + ');
}

/** Names as the players count them on the table: "2 × crossbowman", one entry per kind, never an id. */
export function countedPieces(ctx: WordContext, names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? ctx.t('memoryPlay.board.pieces.guards', { count, type: name }) : name));
}

/** The question itself (MOV-2, CMB-2, CMB-5, CAP-2, REI-3, REI-7, MOV-6, LACK-2), naming its square, miniatures, entrance letters and guard type. */
export function questionText(ctx: WordContext, pieceOf: (id: string) => string, question: EnemyQuestion): string {
  const square = squareName(ctx, question.side, question.square);
  const pieces = countedPieces(ctx, question.miniatureIds.map(pieceOf)).join(', ');
  const letters = [...new Set((question.options[0]?.entries ?? []).map((entry) => entry.letter))].sort().join(', ');
  // CMB-5: with several leftover dice the players give them out, two to one character if they wish.
  const key = question.kind === 'combat-remainder' && question.count > 1 ? 'combat-remainder-several' : question.kind;
  const guardType = question.options[0]?.entries?.[0]?.guardType;
  const guard = guardType === undefined ? '' : guardTypeText(ctx.t, guardType);
  return ctx.t(`enemyPhase.questions.${key}`, { square, pieces, letters, count: question.count, guard });
}

/** RST-2: who the enemies find at once on a restricted square they entered, or its bodies only. */
export function restrictedText(ctx: WordContext, pieceOf: (id: string) => string, find: RestrictedFind): string {
  const square = squareName(ctx, find.side, find.square);
  if (find.exposedIds.length === 0) return ctx.t('enemyPhase.tests.restrictedBodies', { square });
  return ctx.t('enemyPhase.tests.restricted', { square, pieces: find.exposedIds.map(pieceOf).join(', ') });
}

/** A roll the step still waits for, in the order the preview lists them. */
export interface WaitingRoll {
  id: string;
  die: DieKind;
  count: number;
}

/** DET-4 (red dice of the arrivals' tests) then CMB-6 (each character's black dice). */
export function waitingRolls(preview: EnemyStagePreview): WaitingRoll[] {
  return [
    ...preview.tests.filter((test) => test.faces === null && test.count > 0).map((test) => ({ id: test.id, die: 'red' as const, count: test.count })),
    ...preview.combat.flatMap((target) => target.shares.filter((share) => share.faces === null && share.dice > 0).map((share) => ({ id: share.rollId, die: 'black' as const, count: share.dice }))),
  ];
}

/**
 * DET-4, CMB-6: the answer giving one roll of the stage: the faces typed from the physical dice,
 * or the roll left to the app (main draws its faces from the play's dice). Main keeps the stage's
 * dice "rolled by the app" in its log once any of them was.
 */
export function rollAnswer(rollId: string, rolled: DiceRollInput): EnemyStageInput {
  return rolled.mode === 'app' ? { rolls: { [rollId]: { mode: 'app' } }, diceMode: 'app' } : { rolls: { [rollId]: [...rolled.faces] }, diceMode: 'entered' };
}

/** A probability as the players read it: "37.5%", "< 0.1%". */
export function percentText(probability: number, locale: string): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  if (probability > 0 && probability < 0.001) return `< ${percent.format(0.001)}`;
  if (probability < 1 && probability > 0.999) return `> ${percent.format(0.999)}`;
  return percent.format(probability);
}
