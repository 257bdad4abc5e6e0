import { untrack } from 'svelte';
import { Loadable } from './loadable.svelte.js';

export interface HoldOptions {
  /**
   * Whether this screen must see at once what the window's own commands change in the
   * view (default). False for a screen that reads only what its own commands cannot change:
   * the view is then left stale after them, for the next screen that shows it.
   */
  followOwnCommands?: boolean;
}

/**
 * One view main computes (a query's answer), kept while the campaign is open and shared
 * by every screen that shows it. It is read the first time a screen holds it, replaced by
 * the answer of a command, and, when an event says it changed, read again only if a
 * screen shows it; otherwise it is marked stale and read when a screen next holds it.
 */
export class ViewSlot<T> extends Loadable<T> {
  /** Changed in main since it was read; no screen showed it then. */
  stale = $state(false);
  private readonly holds = new Set<Required<HoldOptions>>();
  /** Counts reads, so that a read that started before the view went stale does not clear it. */
  private reads = 0;
  private staleSinceRead = 0;

  /** A screen shows the view while mounted: call in an `$effect` and return the release. */
  hold(options: HoldOptions = {}): () => void {
    const held = { followOwnCommands: options.followOwnCommands ?? true };
    this.holds.add(held);
    untrack(() => this.refreshIfNeeded());
    return () => this.holds.delete(held);
  }

  /** Reads the view unless a fresh one is on hand or on its way (a dialog opening on it). */
  refreshIfNeeded(): void {
    if (this.loading) return;
    if (this.value === null || this.stale || this.failure !== null) void this.load();
  }

  get shown(): boolean {
    return this.holds.size > 0;
  }

  get followsOwnCommands(): boolean {
    return [...this.holds].some((held) => held.followOwnCommands);
  }

  /** Something to show, or a read under way. */
  get loaded(): boolean {
    return this.value !== null || this.loading;
  }

  override async load(): Promise<void> {
    const read = ++this.reads;
    await super.load();
    if (read > this.staleSinceRead && this.failure === null) this.stale = false;
  }

  /** Main changed it: read it again if a screen shows it, else when one next does. */
  changed(): void {
    if (this.shown) void this.load();
    else this.markStale();
  }

  /** Main changed it: the next screen to show it reads it again. */
  markStale(): void {
    this.staleSinceRead = this.reads;
    this.stale = true;
  }

  /** A command's answer: the view as main has it now. */
  override set(value: T): void {
    super.set(value);
    this.stale = false;
  }
}

/** One release for several holds, for an `$effect` that shows more than one view. */
export function releaseTogether(...releases: (() => void)[]): () => void {
  return () => releases.forEach((release) => release());
}
