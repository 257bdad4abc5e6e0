import type { Language } from '../../../shared/campaigns/campaign.js';
import type { ExportDiaryPdfRequest, PaperSize, PdfExportResult } from '../../../shared/diary/print.js';

/**
 * The Electron PDF export of the printed Diary of Memories (DIARY-1), kept free of
 * `electron` imports so every decision is unit-tested in plain Node. diary-pdf-printer.ts
 * only gives these functions Electron's window, dialog and file writing.
 */

/** Electron's printToPDF page size for each paper the print view offers (both portrait). */
export const PDF_PAGE_SIZES: Record<PaperSize, 'A4' | 'Letter'> = { a4: 'A4', letter: 'Letter' };

/**
 * The print view's own @page margin is 12 mm (PrintDiaryScreen.svelte); the PDF asks for
 * the same so both ways of printing lay out the same pages.
 */
export const PDF_MARGIN_INCHES = 12 / 25.4;

export interface PdfPrintOptions {
  pageSize: 'A4' | 'Letter';
  landscape: false;
  printBackground: true;
  preferCSSPageSize: false;
  margins: { top: number; bottom: number; left: number; right: number };
}

export function pdfPrintOptions(paper: PaperSize): PdfPrintOptions {
  const m = PDF_MARGIN_INCHES;
  return {
    pageSize: PDF_PAGE_SIZES[paper],
    landscape: false,
    // Colour mode needs the sticker colours; black-and-white mode draws none anyway.
    printBackground: true,
    preferCSSPageSize: false,
    margins: { top: m, bottom: m, left: m, right: m },
  };
}

/**
 * The print view's address inside the bundle. `lang` makes the hidden print window use the
 * requested language for this view only (the saved setting is left alone).
 */
export function printViewHash(request: Pick<ExportDiaryPdfRequest, 'campaignId' | 'paper' | 'colour' | 'language'>): string {
  return `#/campaigns/${request.campaignId}/print?paper=${request.paper}&colour=${request.colour ? 1 : 0}&lang=${request.language}`;
}

const DIARY_WORD: Record<Language, string> = { en: 'Diary', pl: 'Dziennik' };
const FALLBACK_NAME: Record<Language, string> = { en: 'Campaign', pl: 'Kampania' };
/** Windows refuses these as file names whatever the extension. */
const RESERVED_WINDOWS_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
/** Characters no file system of the three platforms accepts everywhere, and control characters. */
const UNSAFE_CHARACTERS = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
/** Keeps the whole name (with " – Diary.pdf") well under every file system's 255-byte limit. */
export const MAX_CAMPAIGN_PART = 80;

/** A campaign name made safe as part of a file name on Windows, macOS and Linux. */
export function safeFileNamePart(name: string, language: Language): string {
  const cleaned = name
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // A name of dots only means "this folder" or "the parent"; a trailing dot or space is dropped by Windows.
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const cut = Array.from(cleaned).slice(0, MAX_CAMPAIGN_PART).join('').trim();
  if (cut === '' || RESERVED_WINDOWS_NAMES.test(cut)) return FALLBACK_NAME[language];
  return cut;
}

/** The file name the save dialog suggests: "<campaign> – Diary.pdf". */
export function defaultPdfFileName(campaignName: string, language: Language): string {
  return `${safeFileNamePart(campaignName, language)} – ${DIARY_WORD[language]}.pdf`;
}

/** The player may type a name without the extension; the file is a PDF either way. */
export function withPdfExtension(filePath: string): string {
  return /\.pdf$/i.test(filePath) ? filePath : `${filePath}.pdf`;
}

/** What the print view tells the window through `document.body.dataset.printReady`. */
export type PrintReadiness = 'true' | 'failed' | null;

/** Evaluated in the print window; returns the readiness flag (a string) or null. */
export const READINESS_SCRIPT = 'document.body ? (document.body.dataset.printReady ?? null) : null';

export interface WaitOptions {
  timeoutMs: number;
  intervalMs: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls the print view until it says every part is on the page. Refuses (throws) when the
 * view reports it could not load its data, or when it takes longer than `timeoutMs`.
 */
export async function waitForPrintReady(readiness: () => Promise<unknown>, options: WaitOptions): Promise<void> {
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  for (;;) {
    const state = await readiness();
    if (state === 'true') return;
    if (state === 'failed') throw new Error('The print view could not load the diary.');
    if (now() >= deadline) throw new Error(`The print view was not ready after ${options.timeoutMs} ms.`);
    await sleep(options.intervalMs);
  }
}

/** The parts of Electron the export uses, so the order of steps is tested without it. */
export interface PdfExportPorts {
  campaignName(campaignId: number): Promise<string>;
  /** Resolves to the chosen path, or null when the player cancelled. */
  askForPath(defaultFileName: string, language: Language): Promise<string | null>;
  /** Renders the print view off screen and returns the PDF; closes its window in any case. */
  renderPdf(hash: string, options: PdfPrintOptions): Promise<Uint8Array>;
  writeFile(path: string, data: Uint8Array): Promise<void>;
}

/**
 * Asks where to save first (nothing is rendered when the player cancels), then renders the
 * print view and writes the file atomically.
 */
export async function exportDiaryPdf(ports: PdfExportPorts, request: ExportDiaryPdfRequest): Promise<PdfExportResult> {
  const name = await ports.campaignName(request.campaignId);
  const chosen = await ports.askForPath(defaultPdfFileName(name, request.language), request.language);
  if (chosen === null) return { saved: false, filePath: null };
  const filePath = withPdfExtension(chosen);
  const pdf = await ports.renderPdf(printViewHash(request), pdfPrintOptions(request.paper));
  await ports.writeFile(filePath, pdf);
  return { saved: true, filePath };
}
