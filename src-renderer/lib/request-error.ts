import type { AppError, ErrorCode } from '../../shared/ipc/errors.js';

/**
 * What `invoke` throws when main refuses a request (or cannot be reached), so screens can
 * use try/catch and still show the refusal in the player's language: the `AppError`
 * travels along intact.
 */
export class RequestError extends Error {
  readonly error: AppError;
  /**
   * True when main never answered (the bridge is gone, the window is closing). Whether the
   * request ran is then unknown, so the UI must not claim that nothing changed.
   */
  readonly unreachable: boolean;

  constructor(error: AppError, options: { unreachable?: boolean; cause?: unknown } = {}) {
    super(error.message, { cause: options.cause });
    this.name = 'RequestError';
    this.error = error;
    this.unreachable = options.unreachable ?? false;
  }

  get code(): ErrorCode {
    return this.error.code;
  }

  get field(): string | undefined {
    return this.error.field;
  }

  get rule(): string | undefined {
    return this.error.rule;
  }

  static unreachable(cause: unknown): RequestError {
    return new RequestError(
      { code: 'internal', message: 'The app could not be reached, so the result of the last action is unknown.' },
      { unreachable: true, cause },
    );
  }
}

/** Normalises whatever a `catch` caught into a RequestError, so every screen has one path. */
export function toRequestError(thrown: unknown): RequestError {
  if (thrown instanceof RequestError) return thrown;
  return new RequestError(
    { code: 'internal', message: thrown instanceof Error ? thrown.message : String(thrown) },
    { cause: thrown },
  );
}
