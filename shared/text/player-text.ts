import type { z } from 'zod';

/**
 * Text the players type (names, titles, notes) is checked as the field it is, so a
 * character that cannot be shown or stored never reaches the save: a NUL in particular
 * ends a string for SQLite's length(), which a database CHECK would then refuse as a
 * failure of the app rather than of the input. Bidi marks and any script are allowed:
 * the screens isolate player text, so it cannot reorder what surrounds it.
 */
const NO_CONTROL_IN_A_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/;
/** Notes keep line breaks and tabs. */
const NO_CONTROL_IN_NOTES = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/** A one-line text field: no control character at all. */
export function lineOfText<T extends z.ZodString>(schema: T): T {
  return schema.regex(NO_CONTROL_IN_A_LINE, 'This text cannot hold control characters (such as NUL, a tab or a line break).') as T;
}

/** A notes field: line breaks and tabs, but no other control character. */
export function notesText<T extends z.ZodString>(schema: T): T {
  return schema.regex(NO_CONTROL_IN_NOTES, 'Notes cannot hold control characters other than line breaks and tabs (such as NUL).') as T;
}
