import { describeError } from '../lib/describe.js';

/**
 * A command the players start from a form or dialog. While main works on it the form is
 * busy, so its buttons cannot send it twice; if main refuses, the reason is kept in words
 * to show beside the form, which stays as the players left it.
 */
export class CommandAttempt {
  busy = $state(false);
  /** A form may also put its own check's answer here (a missing name), so both show in one place. */
  problem = $state<string | null>(null);

  /**
   * Runs `command` and resolves true if it went through. Never rejects: a refusal becomes
   * `problem` (`nameTheField: false` where the form shows it under the one field involved).
   */
  async run(command: () => Promise<void>, options: { nameTheField?: boolean } = {}): Promise<boolean> {
    this.busy = true;
    this.problem = null;
    try {
      await command();
      return true;
    } catch (thrown) {
      this.problem = describeError(thrown, options);
      return false;
    } finally {
      this.busy = false;
    }
  }
}
