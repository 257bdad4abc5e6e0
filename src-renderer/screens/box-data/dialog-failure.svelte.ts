import { describeError } from '../../lib/describe.js';
import { toRequestError, type RequestError } from '../../lib/request-error.js';

/**
 * A box-data dialog's last refusal, shown under the field main names (`<prefix>.<field>`,
 * e.g. `contract.requiredHits`) or at the bottom of the form when it names no known field.
 * Shared by the box-data dialogs (equipment, HQ cards, exploration codes).
 */
export class DialogFailure<Field extends string> {
  failure = $state.raw<RequestError | null>(null);
  busy = $state(false);
  private readonly prefix: string;
  private readonly fields: readonly Field[];

  constructor(prefix: string, fields: readonly Field[]) {
    this.prefix = prefix;
    this.fields = fields;
  }

  private get failedField(): Field | 'general' | null {
    if (!this.failure) return null;
    const [head, leaf] = (this.failure.field ?? '').split('.');
    return head === this.prefix && leaf !== undefined && (this.fields as readonly string[]).includes(leaf) ? (leaf as Field) : 'general';
  }

  /** The refusal's sentence if it belongs under `field` (the general one names its field). */
  at(field: Field | 'general'): string | null {
    if (!this.failure || this.failedField !== field) return null;
    return describeError(this.failure, { nameTheField: field === 'general' });
  }

  /** Runs a save; resolves true when main accepted it. */
  async run(save: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    this.failure = null;
    try {
      await save();
      return true;
    } catch (thrown) {
      this.failure = toRequestError(thrown);
      return false;
    } finally {
      this.busy = false;
    }
  }
}

/** A number field's text as a value: empty is "not entered" (null), anything else a number. */
export const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));
export const numberText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
