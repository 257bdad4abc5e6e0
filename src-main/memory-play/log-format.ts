/**
 * Stored steps, their table changes and a play's setup as this version reads them. What an
 * older version wrote is brought to today's words here, by its shape (no version column, and
 * a value already in today's shape passes unchanged), so a play saved before keeps opening,
 * showing its log and replaying exactly as it was played. New rows are written in today's
 * shape. History lines already stored keep their own keys, so those keys stay in the words.
 *
 * The engine used to call an enemy sub-phase a "step"; a step is now only a logged entry and
 * the sub-phase is a stage: `end-enemy-step {step}` is `end-enemy-stage {stage}`, `enemy-step
 * {step, input}` is `enemy-stage {stage, input}`, a phase change's `enemyStep` is `enemyStage`,
 * and a setup's `enemySteps` (SET-9) is `enemyStages` (a stored state's own fields: state-format.ts).
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `record` with `from` renamed `to` (in place of it, so the keys keep their order); the same object when it has no `from`. */
export function renamed(record: Json, from: string, to: string): Json {
  if (!Object.hasOwn(record, from)) return record;
  const next: Json = {};
  for (const [key, value] of Object.entries(record)) next[key === from ? to : key] = value;
  return next;
}

const STAGE_KINDS: Readonly<Record<string, string>> = { 'end-enemy-step': 'end-enemy-stage', 'enemy-step': 'enemy-stage' };

/** A stored step in today's shape; anything that is not an older step passes unchanged (its shape is checked where it is folded: parseStep). */
export function upgradeStep(raw: unknown): unknown {
  if (!isObject(raw) || typeof raw.kind !== 'string') return raw;
  const kind = STAGE_KINDS[raw.kind];
  if (kind === undefined) return raw;
  return { ...renamed(raw, 'step', 'stage'), kind };
}

/** A step's stored table changes in today's shape. */
export function upgradeEvents(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw;
  let changed = false;
  const events = raw.map((event: unknown) => {
    if (!isObject(event) || event.type !== 'phase-changed') return event;
    const next = renamed(event, 'enemyStep', 'enemyStage');
    if (next !== event) changed = true;
    return next;
  });
  return changed ? events : raw;
}

/** A play's stored setup in today's shape. */
export function upgradeSetup(raw: unknown): unknown {
  return isObject(raw) ? renamed(raw, 'enemySteps', 'enemyStages') : raw;
}
