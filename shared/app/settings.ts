import type { Language } from '../campaigns/campaign.js';
import type { AppError } from '../ipc/errors.js';

export interface Settings {
  language: Language;
}

export interface AppInfo {
  name: string;
  version: string;
  host: 'electron' | 'web';
  dataDir: string;
  savePath: string;
  schemaVersion: number;
  /** The host can write the printed diary to a PDF file itself (Electron's printToPDF). */
  canExportPdf: boolean;
  /**
   * Present when the save cannot be opened (damaged, or not a save): the app then answers
   * only what the recovery screen needs (this info, the backups, their contents, recover).
   */
  recovery?: SaveRecovery;
}

export interface SaveRecovery {
  /** Why the save cannot be opened: `save-damaged` or `not-a-save`, naming the file in `params.file`. */
  problem: AppError;
  /** Where the file that cannot be opened is moved (never deleted) when a backup takes its place. */
  setAsideDir: string;
}
