import { z } from 'zod';
import { campaignId } from '../campaigns/campaign.js';

/** The printed Diary of Memories summary: both paper sizes, portrait, colour or black and white. */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const exportDiaryPdfRequest = z
  .object({ campaignId, paper: z.enum(PAPER_SIZES), colour: z.boolean(), language: z.enum(['en', 'pl']) })
  .strict();
export type ExportDiaryPdfRequest = z.infer<typeof exportDiaryPdfRequest>;

/** `saved: false` when the player cancelled the save dialog. */
export interface PdfExportResult {
  saved: boolean;
  filePath: string | null;
}
