import type { Language } from '../campaigns/campaign.js';

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
}
