import { z } from 'zod';
import { DIFFICULTIES } from '../campaigns/campaign.js';
import { BOARD_SLOTS, CARD_TYPES } from '../boards/board.js';
import { diceMode, dieFace, MAX_DICE_PER_ROLL } from '../dice/dice.js';
import { GUARD_TYPE_PATTERN, MAX_NAME_LENGTH } from './map/map-types.js';
import { ENEMY_STAGES, type EventDirection } from './play-state.js';
import { WEAPON_SLOTS, type Step } from './steps.js';
import { ENEMY_WEAPONS, enemyCardValuesSchema, reinforcementColumnSchema } from './enemy-box-data.js';
import { MOVE_CORRECTION_RULES } from './corrections.js';

/**
 * The shape of a step arriving from outside the process (IPC, the stored log): strict objects
 * and bounded strings, so malformed input is refused before any rule looks at it. The shape
 * only: values a rule bounds (a health outside 0…max, a direction that is not N/S/E/W/?, a
 * missing event card) pass here so `reduce` refuses them naming that rule (HLT-1, EVT-5, EVT-2).
 */

const id = z.string().min(1).max(40);
const side = z.enum(['A', 'B']);
/** A square name; whether the map has it is `reduce`'s question (MAP-SQUARE). */
const square = z.string().min(2).max(4);
const number = z.number().finite();
const name = z.string().min(1).max(MAX_NAME_LENGTH);
const cardNumber = z.number().int().min(0).max(99).nullable().optional();
const direction = z.string().max(2) as z.ZodType<EventDirection>;

const newMiniature = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('guard'), guardType: z.string().regex(GUARD_TYPE_PATTERN), body: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('boss'), name, health: cardNumber, xp: cardNumber }).strict(),
  z.object({ kind: z.literal('ally'), name, health: cardNumber }).strict(),
  z.object({ kind: z.literal('machine'), name, health: cardNumber }).strict(),
]);

/** COORD-1, COORD-4: a participant, assassin or escorted ally; its dice, cube and slot are bounded by the rules (ACT-WPN-3, ASP-1, ESC-1), not here. */
const participant = z
  .object({ miniatureId: id, slot: z.enum(WEAPON_SLOTS), dice: number, eyeIcon: z.boolean().optional(), alertIcon: z.boolean().optional(), bulky: z.boolean().optional(), useSavedCube: z.boolean().optional() })
  .strict();

/** EQP-3…7: a gained card as typed; EQP-6 and EQP-7 bound its numbers. */
const gainedCard = z.object({ name, cardType: z.enum(CARD_TYPES), armorHealth: number.optional(), reusable: z.boolean().optional(), limit: number.optional() }).strict();

const eventChoice = z.union([z.object({ side, direction }).strict(), z.object({ side, fromDeck: z.literal(true) }).strict()]);

/** App bounds on an enemy step's answers and rolls (not game values): the step stays a bounded log row. */
const MAX_ENEMY_STAGE_ENTRIES = 200;
const MAX_ENEMY_ROLL_DICE = 80;
const boundedRecord = <T extends z.ZodTypeAny>(value: T) =>
  z.record(z.string().min(1).max(60), value).refine((record) => Object.keys(record).length <= MAX_ENEMY_STAGE_ENTRIES, { message: `At most ${MAX_ENEMY_STAGE_ENTRIES} entries.` });

/** A die's six faces, as box data holds them (UNK-1). */
const sixFaces = z.array(dieFace).length(6);

/** DET-4, CMB-6: a roll of an enemy stage the app makes: the die's faces added by main, what was drawn once logged. */
const enemyAppRoll = z.object({ mode: z.literal('app'), die: sixFaces.optional(), drawn: z.array(dieFace).max(MAX_ENEMY_ROLL_DICE).optional() }).strict();

/** ENM-1: the inputs of one enemy step (shared/memory-play/enemy-phase.ts). */
export const enemyStageInput = z
  .object({
    reinforcementCard: z.object({ entries: reinforcementColumnSchema }).strict().optional(),
    reinforcementSide: side.optional(),
    directions: z.object({ A: z.enum(['N', 'E', 'S', 'W']).optional(), B: z.enum(['N', 'E', 'S', 'W']).optional() }).strict().optional(),
    cards: boundedRecord(enemyCardValuesSchema).optional(),
    choices: boundedRecord(id).optional(),
    rolls: boundedRecord(z.union([z.array(dieFace).max(MAX_ENEMY_ROLL_DICE), enemyAppRoll])).optional(),
    diceMode: diceMode.optional(),
  })
  .strict();

/**
 * UNK-7: enemy card values typed in an attack form, by guard type or `boss:<name>`; their bounds
 * are box data's, checked by `reduce` naming the card (attack-steps.ts). At most 12 (an app bound).
 */
const tableCardKey = z
  .string()
  .max(5 + MAX_NAME_LENGTH)
  .refine((key) => GUARD_TYPE_PATTERN.test(key) || /^boss:./.test(key), { message: 'A card is named by its guard type or boss:<name>.' });
const tableCards = z
  .record(tableCardKey, z.object({ health: number.optional(), blackDice: number.optional(), weapon: z.enum(ENEMY_WEAPONS).optional() }).strict())
  .refine((record) => Object.keys(record).length <= 12, { message: 'At most 12 cards.' });

/** DET-4: typed faces, or the app's roll (its die's faces added by main, what was drawn once logged; only `faces` in a roll logged before the reducer drew). */
const rollStep = z.discriminatedUnion('mode', [
  z.object({ kind: z.literal('roll'), decisionId: id, mode: z.literal('entered'), faces: z.array(dieFace).max(MAX_DICE_PER_ROLL) }).strict(),
  z
    .object({
      kind: z.literal('roll'),
      decisionId: id,
      mode: z.literal('app'),
      count: z.number().int().min(1).max(MAX_DICE_PER_ROLL).optional(),
      die: sixFaces.optional(),
      drawn: z.array(dieFace).max(MAX_DICE_PER_ROLL).optional(),
      faces: z.array(dieFace).max(MAX_DICE_PER_ROLL).optional(),
    })
    .strict(),
]);

export const stepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add-miniature'), miniature: newMiniature, side, square }).strict(),
  z.object({ kind: z.literal('remove-miniature'), miniatureId: id }).strict(),
  z.object({ kind: z.literal('move-miniature'), miniatureId: id, side, square, setsAside: z.enum(MOVE_CORRECTION_RULES).optional() }).strict(),
  z.object({ kind: z.literal('set-body'), miniatureId: id, body: z.boolean() }).strict(),
  z.object({ kind: z.literal('set-objective-space'), miniatureId: id, onSpace: z.boolean() }).strict(),
  z.object({ kind: z.literal('set-health'), miniatureId: id, health: number, maxHealth: number.optional() }).strict(),
  z.object({ kind: z.literal('eliminate-assassin'), miniatureId: id }).strict(),
  z.object({ kind: z.literal('set-cubes'), miniatureId: id, cubes: number, savedCube: z.boolean() }).strict(),
  z.object({ kind: z.literal('set-alert'), side, alert: z.enum(['inactive', 'active']) }).strict(),
  z.object({ kind: z.literal('set-missing-guard-marker'), placed: z.boolean() }).strict(),
  z.object({ kind: z.literal('attach-red-base'), miniatureId: id }).strict(),
  z.object({ kind: z.literal('detach-red-base'), miniatureId: id }).strict(),
  z.object({ kind: z.literal('place-red-base'), side, square }).strict(),
  z.object({ kind: z.literal('remove-red-base'), redBaseId: id }).strict(),
  z.object({ kind: z.literal('set-objective'), objectiveId: id, completed: z.boolean() }).strict(),
  z.object({ kind: z.literal('set-chest'), chestId: id, opened: z.boolean() }).strict(),
  z.object({ kind: z.literal('set-difficulty'), difficulty: z.enum(DIFFICULTIES) }).strict(),
  z.object({ kind: z.literal('set-easy-used'), easyUsed: z.boolean() }).strict(),
  z.object({ kind: z.literal('begin-event-phase'), events: z.array(eventChoice).max(4) }).strict(),
  z.object({ kind: z.literal('begin-assassin-phase') }).strict(),
  z.object({ kind: z.literal('end-assassin-phase') }).strict(),
  z.object({ kind: z.literal('end-enemy-stage'), stage: z.enum(ENEMY_STAGES) }).strict(),
  z.object({ kind: z.literal('end-turn') }).strict(),
  z.object({ kind: z.literal('end-memory'), outcome: z.enum(['success', 'failure']) }).strict(),
  z.object({ kind: z.literal('choose'), decisionId: id, optionId: id }).strict(),
  z.object({ kind: z.literal('save-cube'), miniatureId: id }).strict(),
  z.object({ kind: z.literal('move'), miniatureId: id, side, square, useSavedCube: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('work-objective'), miniatureId: id, objectiveId: id, cubes: number, useSavedCube: z.boolean().optional() }).strict(),
  z
    .object({ kind: z.literal('fast-travel'), miniatureId: id, useSavedCube: z.boolean().optional(), returnTo: z.object({ side, square }).strict().optional(), objectivesOpenConfirmed: z.boolean().optional() })
    .strict(),
  z
    .object({
      kind: z.literal('attack'),
      miniatureId: id,
      slot: z.enum(WEAPON_SLOTS),
      dice: number,
      eyeIcon: z.boolean().optional(),
      alertIcon: z.boolean().optional(),
      bulky: z.boolean().optional(),
      side,
      square,
      useSavedCube: z.boolean().optional(),
      cards: tableCards.optional(),
    })
    .strict(),
  z.object({ kind: z.literal('open-chest'), miniatureId: id, useSavedCube: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('hide-bodies'), miniatureId: id, searched: number, useSavedCube: z.boolean().optional() }).strict(),
  z
    .object({ kind: z.literal('use-card'), miniatureId: id, card: name, cost: number, eyeIcon: z.boolean().optional(), alertIcon: z.boolean().optional(), useSavedCube: z.boolean().optional() })
    .strict(),
  z.object({ kind: z.literal('trade'), miniatureId: id, withIds: z.array(id).min(1).max(3), criticalAgrees: z.boolean().optional(), useSavedCube: z.boolean().optional() }).strict(),
  rollStep,
  z.object({ kind: z.literal('enter-hiding-spot'), miniatureId: id }).strict(),
  z.object({ kind: z.literal('leave-hiding-spot'), miniatureId: id }).strict(),
  z.object({ kind: z.literal('climb-tower'), miniatureId: id, tower: number.optional(), useSavedCube: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('synchronize'), miniatureId: id, useSavedCube: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('leap-of-faith'), miniatureId: id, square: square.optional() }).strict(),
  z
    .object({ kind: z.literal('glide'), miniatureId: id, card: name, cost: number, side, square, strandedConfirmed: z.boolean().optional(), useSavedCube: z.boolean().optional() })
    .strict(),
  // SET-8 puts at most 4 assassins in play; COORD-4 lets escorted allies join them (an app bound of 8 in all).
  z.object({ kind: z.literal('coordinated-attack'), participants: z.array(participant).min(1).max(8), side, square, cards: tableCards.optional() }).strict(),
  z
    .object({ kind: z.literal('equip'), miniatureId: id, card: gainedCard, slot: z.enum(BOARD_SLOTS), occupant: z.enum(['to-inventory', 'discard']).optional(), useSavedCube: z.boolean().optional() })
    .strict(),
  z
    .object({ kind: z.literal('move-card'), miniatureId: id, from: z.enum(BOARD_SLOTS), to: z.union([z.enum(BOARD_SLOTS), z.literal('discard')]), armorHealth: number.optional(), useSavedCube: z.boolean().optional() })
    .strict(),
  z.object({ kind: z.literal('enemy-stage'), stage: z.enum(ENEMY_STAGES), input: enemyStageInput }).strict(),
]);

/** Every step the schema accepts is a `Step`, and every `Step` kind has a schema (checked by tsc). */
type Parsed = z.infer<typeof stepSchema>;
const parsedIsStep = (parsed: Parsed): Step => parsed;
const everyKindParsed = (step: Step): Parsed['kind'] => step.kind;
void parsedIsStep;
void everyKindParsed;

/** A step as it crosses IPC: the reducer's own `Step`, whose shape `stepSchema` checks. */
export type StepRequest = Step;
export type { MoveKind } from './steps.js';
