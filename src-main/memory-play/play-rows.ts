import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { PlayOutcome, TableEvent } from '../../shared/memory-play/play-types.js';
import type { LoggedStep, PlayStatus, PlaySummary } from '../../shared/memory-play/play-view.js';
import type { OpenPlay } from '../../shared/memory-play/memory-end-channels.js';
import type { StepRequest } from '../../shared/memory-play/moves/index.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import type { PlaySetup } from '../engine/memory/setup.js';
import type { Step } from '../../shared/memory-play/moves/index.js';
import { statement } from '../db/statements.js';
import { upgradeEvents, upgradeSetup, upgradeStep } from './log-format.js';
import { STATE_FORMAT } from './state-format.js';
import { diffState, type StatePatch } from './state-patch.js';

/**
 * The rows of a play (db/migrations/008-memory-play.sql): the play with its setup, the log of
 * steps and the cached snapshot. Only reads and writes; what a step does is the engine's.
 */

/**
 * The snapshot row is moved on only every this many steps (and at the start): the state of
 * step `seq` is the snapshot plus the fold of the steps after it, at most this many minus one.
 * Writing the whole state (and, through change capture, its old and new copies in the change
 * log) on every step made a step's commit several pages bigger than the step itself; folding
 * a few steps costs microseconds.
 */
export const SNAPSHOT_EVERY = 8;

/** A play's row without its setup (read only when a state is folded from it, setupOf). */
export interface PlayRow {
  id: number;
  campaign_id: number;
  memory_id: string;
  status: PlayStatus;
  outcome: PlayOutcome | null;
  created_at: string;
  ended_at: string | null;
  /** DIARY-2/3: the attempt the diary recorded from this play; null until it is recorded. */
  attempt_id: number | null;
}

interface StepRow {
  seq: number;
  step_json: string;
  events_json: string;
  created_at: string;
}

/**
 * Every column but the setup: it holds the whole map (kilobytes), and each step reads the play's
 * row while the setup is needed only to fold a state the snapshot does not have (setupOf).
 */
const PLAY_COLUMNS = 'id, campaign_id, memory_id, status, outcome, created_at, ended_at, attempt_id';

/** The play of this campaign, or not-found naming the request field (a stale window, a deleted campaign). */
export function findPlay(db: Db, campaignId: number, playId: number): PlayRow {
  const row = statement(db, `SELECT ${PLAY_COLUMNS} FROM memory_plays WHERE id = ? AND campaign_id = ?`).get(playId, campaignId) as PlayRow | undefined;
  if (!row) fail('not-found', 'This play does not exist in this campaign (it may have been undone).', { field: 'playId' });
  return row;
}

export function openPlayOf(db: Db, campaignId: number): { playId: number; memoryId: string } | null {
  const row = db.prepare("SELECT id, memory_id FROM memory_plays WHERE campaign_id = ? AND status = 'playing'").get(campaignId) as
    | { id: number; memory_id: string }
    | undefined;
  return row ? { playId: row.id, memoryId: row.memory_id } : null;
}

/** The setup read last, by its stored text (one play is played at a time). */
let lastSetup: { json: string; setup: PlaySetup } | null = null;

export function setupOf(db: Db, play: PlayRow): PlaySetup {
  const { setup_json } = statement(db, 'SELECT setup_json FROM memory_plays WHERE id = ?').get(play.id) as { setup_json: string };
  // The same text gives the same setup object: a fold after an undo then keeps the map that the
  // engine's per-map answers (nearby squares, steps between squares) are remembered for, instead
  // of working them out again for a new copy. The engine never changes a setup it is given.
  if (lastSetup?.json !== setup_json) lastSetup = { json: setup_json, setup: upgradeSetup(JSON.parse(setup_json)) as PlaySetup };
  return lastSetup.setup;
}

/** The log's last step number; 0 when no step was taken. */
export function lastSeq(db: Db, playId: number): number {
  return (statement(db, 'SELECT coalesce(max(seq), 0) AS seq FROM memory_play_steps WHERE play_id = ?').get(playId) as { seq: number }).seq;
}

function toSummary(row: PlayRow & { steps: number }): PlaySummary {
  return {
    playId: row.id,
    campaignId: row.campaign_id,
    memoryId: row.memory_id,
    status: row.status,
    outcome: row.outcome,
    createdAt: row.created_at,
    endedAt: row.ended_at,
    steps: row.steps,
    recorded: row.attempt_id !== null,
  };
}

const SUMMARY_SELECT = `SELECT ${PLAY_COLUMNS}, (SELECT count(*) FROM memory_play_steps s WHERE s.play_id = p.id) AS steps FROM memory_plays p`;

/** `steps` when the caller already knows the log's length (the step it just wrote). */
export function playSummary(db: Db, play: PlayRow, steps = lastSeq(db, play.id)): PlaySummary {
  return toSummary({ ...play, steps });
}

/** Newest first: the one being played, then the finished ones kept for review. */
export function listPlays(db: Db, campaignId: number): PlaySummary[] {
  return (db.prepare(`${SUMMARY_SELECT} WHERE p.campaign_id = ? ORDER BY p.id DESC`).all(campaignId) as (PlayRow & { steps: number })[]).map(toSummary);
}

/** The memories being played in every campaign, the one whose last step is newest first. */
export function openPlays(db: Db): OpenPlay[] {
  const rows = db
    .prepare(
      `SELECT p.id, p.campaign_id, p.memory_id, c.name AS campaign_name,
              coalesce((SELECT max(s.created_at) FROM memory_play_steps s WHERE s.play_id = p.id), p.created_at) AS last_played_at
       FROM memory_plays p JOIN campaigns c ON c.id = p.campaign_id
       WHERE p.status = 'playing' ORDER BY last_played_at DESC, p.id DESC`,
    )
    .all() as { id: number; campaign_id: number; memory_id: string; campaign_name: string; last_played_at: string }[];
  return rows.map((row) => ({ campaignId: row.campaign_id, campaignName: row.campaign_name, playId: row.id, memoryId: row.memory_id, lastPlayedAt: row.last_played_at }));
}

/** A log row as the screens read it, in today's shape whatever version wrote it (log-format.ts). */
function toLogged(row: StepRow): LoggedStep {
  return {
    seq: row.seq,
    step: upgradeStep(JSON.parse(row.step_json)) as StepRequest,
    events: upgradeEvents(JSON.parse(row.events_json)) as TableEvent[],
    createdAt: row.created_at,
  };
}

/** Steps `fromSeq`…`toSeq` of the log, in order. */
export function readLog(db: Db, playId: number, fromSeq = 1, toSeq = Number.MAX_SAFE_INTEGER): LoggedStep[] {
  return (
    db.prepare('SELECT seq, step_json, events_json, created_at FROM memory_play_steps WHERE play_id = ? AND seq BETWEEN ? AND ? ORDER BY seq').all(playId, fromSeq, toSeq) as StepRow[]
  ).map(toLogged);
}

/** The last `count` steps, oldest first. */
export function readRecentSteps(db: Db, playId: number, count: number): LoggedStep[] {
  const rows = statement(db, 'SELECT seq, step_json, events_json, created_at FROM memory_play_steps WHERE play_id = ? ORDER BY seq DESC LIMIT ?').all(playId, count) as StepRow[];
  return rows.reverse().map(toLogged);
}

/** A step row as the state's reader needs it: the step, and the patch to the state it led to (null in rows stored before states were kept). */
interface StoredStepRow {
  seq: number;
  /** The step as stored (in today's words, log-format.ts), its shape unchecked: only a step that must be folded is parsed (parseStep). */
  step: unknown;
  patch: StatePatch | null;
  format: number | null;
}

/** Steps `fromSeq`…`toSeq` with their state patches. */
export function readStoredSteps(db: Db, playId: number, fromSeq: number, toSeq: number): StoredStepRow[] {
  const rows = statement(db, 'SELECT seq, step_json, state_patch_json, state_format FROM memory_play_steps WHERE play_id = ? AND seq BETWEEN ? AND ? ORDER BY seq').all(playId, fromSeq, toSeq) as {
    seq: number;
    step_json: string;
    state_patch_json: string | null;
    state_format: number | null;
  }[];
  return rows.map((row) => ({ seq: row.seq, step: upgradeStep(JSON.parse(row.step_json)), patch: row.state_patch_json === null ? null : (JSON.parse(row.state_patch_json) as StatePatch), format: row.state_format }));
}

/** A stored whole state: its step, its JSON (without the map) and its shape's format. */
interface StoredSnapshot {
  seq: number;
  stateJson: string;
  format: number;
}

export function readSnapshot(db: Db, playId: number): StoredSnapshot | null {
  const row = statement(db, 'SELECT seq, state_json, state_format FROM memory_play_snapshots WHERE play_id = ?').get(playId) as { seq: number; state_json: string; state_format: number } | undefined;
  return row ? { seq: row.seq, stateJson: row.state_json, format: row.state_format } : null;
}

/** The state the play was set up with, when it was stored (plays started before states were kept have none). */
export function readStartState(db: Db, playId: number): StoredSnapshot | null {
  const row = statement(db, 'SELECT start_state_json, start_state_format FROM memory_plays WHERE id = ?').get(playId) as { start_state_json: string | null; start_state_format: number | null } | undefined;
  return row?.start_state_json ? { seq: 0, stateJson: row.start_state_json, format: row.start_state_format ?? 1 } : null;
}

/**
 * The snapshot leaves the map out: it never changes during a play and is in the setup, so
 * each step's snapshot (and the change log's copy of it, for undo) stays small.
 */
function snapshotJson(state: PlayState): string {
  return JSON.stringify({ ...state, map: undefined });
}

function writeSnapshot(db: Db, campaignId: number, playId: number, seq: number, state: PlayState): void {
  statement(
    db,
    `INSERT INTO memory_play_snapshots (campaign_id, play_id, seq, state_json, state_format) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (play_id) DO UPDATE SET seq = excluded.seq, state_json = excluded.state_json, state_format = excluded.state_format`,
  ).run(campaignId, playId, seq, snapshotJson(state), STATE_FORMAT);
}

/** A new play, with the state createPlay gave kept as its start and as its snapshot at step 0. */
export function insertPlay(db: Db, campaignId: number, setup: PlaySetup, state: PlayState, now: Date): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO memory_plays (campaign_id, memory_id, setup_json, created_at, start_state_json, start_state_format) VALUES (?, ?, ?, ?, ?, ?)')
    .run(campaignId, setup.memoryId, JSON.stringify(setup), now.toISOString(), snapshotJson(state), STATE_FORMAT);
  const playId = Number(lastInsertRowid);
  writeSnapshot(db, campaignId, playId, 0, state);
  return playId;
}

/**
 * One accepted step, in the caller's transaction: its log row with the patch from `before` to
 * `after` (the state it led to), and the whole state as the snapshot every SNAPSHOT_EVERY
 * steps, or at once when `snapshotNow` (the state before was not all stored). Answers the row as
 * the log reads it back: the step and its events are the engine's plain JSON values in today's
 * shape, so they are that row already, without parsing back what was just written (a few
 * kilobytes for an enemy stage).
 */
export function appendStep(db: Db, play: PlayRow, seq: number, step: Step, events: readonly TableEvent[], before: PlayState, after: PlayState, now: Date, snapshotNow = false): LoggedStep {
  const createdAt = now.toISOString();
  statement(db, 'INSERT INTO memory_play_steps (campaign_id, play_id, seq, step_json, events_json, created_at, state_patch_json, state_format) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    play.campaign_id,
    play.id,
    seq,
    JSON.stringify(step),
    JSON.stringify(events),
    createdAt,
    JSON.stringify(diffState(before, after)),
    STATE_FORMAT,
  );
  if (snapshotNow || seq % SNAPSHOT_EVERY === 0) writeSnapshot(db, play.campaign_id, play.id, seq, after);
  return { seq, step, events: [...events], createdAt };
}

export function markEnded(db: Db, playId: number, outcome: PlayOutcome, now: Date): void {
  db.prepare("UPDATE memory_plays SET status = 'ended', outcome = ?, ended_at = ? WHERE id = ?").run(outcome, now.toISOString(), playId);
}
