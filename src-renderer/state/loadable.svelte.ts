import { toRequestError, type RequestError } from '../lib/request-error.js';

/**
 * One value a screen reads from main, with its loading and failure states. A reload that
 * fails keeps the last good value on screen and reports the failure beside it.
 */
export class Loadable<T> {
  value = $state.raw<T | null>(null);
  failure = $state.raw<RequestError | null>(null);
  loading = $state(false);
  private readonly fetchValue: () => Promise<T>;
  private generation = 0;

  constructor(fetchValue: () => Promise<T>) {
    this.fetchValue = fetchValue;
  }

  async load(): Promise<void> {
    // Only the latest load may write: an older, slower answer must not overwrite a newer one.
    const generation = ++this.generation;
    this.loading = true;
    try {
      const value = await this.fetchValue();
      if (generation !== this.generation) return;
      this.value = value;
      this.failure = null;
    } catch (thrown) {
      if (generation !== this.generation) return;
      this.failure = toRequestError(thrown);
    } finally {
      if (generation === this.generation) this.loading = false;
    }
  }

  /** Shows a value main just returned (a command's result) without another round trip. */
  set(value: T): void {
    this.generation++;
    this.value = value;
    this.failure = null;
    this.loading = false;
  }
}
