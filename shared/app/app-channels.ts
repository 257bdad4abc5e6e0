import { z } from 'zod';
import { LANGUAGES } from '../campaigns/campaign.js';
import type { AppInfo, Settings } from './settings.js';
import type { ContentPack } from '../content/pack-schema.js';
import { exportDiaryPdfRequest, type PdfExportResult } from '../diary/print.js';
import { command, none, query, type ChannelGroup } from '../ipc/channel-spec.js';

/** The app itself: its facts, the players' settings, the bundled content and printing. */
export const appChannels = {
  'app/get-info': query<AppInfo>()(none),
  'settings/get': query<Settings>()(none),
  'settings/set-language': command<Settings>()(z.object({ language: z.enum(LANGUAGES) }).strict()),
  'content/get-base-pack': query<ContentPack>()(none),
  /** Electron only (AppInfo.canExportPdf); the bridge answers `not-supported` and the page prints itself. */
  'print/export-diary-pdf': query<PdfExportResult>()(exportDiaryPdfRequest),
} as const satisfies ChannelGroup;
