import { BrowserWindow, app, dialog, type WebPreferences } from 'electron';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { ELECTRON_APP_ORIGIN } from '../../../shared/ipc/transport.js';
import type { Language } from '../../../shared/campaigns/campaign.js';
import type { DiaryPdfPrinter } from '../../dispatch/handler-context.js';
import { READINESS_SCRIPT, exportDiaryPdf, waitForPrintReady, type PdfPrintOptions } from './diary-pdf-export.js';

/**
 * Electron's half of the PDF export: a hidden, sandboxed window renders the print view,
 * printToPDF turns it into a file the player chose. Every decision (file name, page size,
 * order of steps, waiting) is in diary-pdf-export.ts and unit-tested there.
 */

const READY_TIMEOUT_MS = 30_000;
const READY_POLL_MS = 100;

const DIALOG_TEXT: Record<Language, { title: string; filter: string }> = {
  en: { title: 'Export the diary as PDF', filter: 'PDF document' },
  pl: { title: 'Eksportuj dziennik do PDF', filter: 'Dokument PDF' },
};

export interface DiaryPdfPrinterOptions {
  /** The same webPreferences as the app window (sandbox, context isolation, the preload). */
  webPreferences: WebPreferences;
  /** The window the save dialog belongs to, when there is one. */
  parentWindow(): BrowserWindow | null;
  campaignName(campaignId: number): Promise<string>;
}

export function createDiaryPdfPrinter(options: DiaryPdfPrinterOptions): DiaryPdfPrinter {
  return {
    exportDiaryPdf: (request) =>
      exportDiaryPdf(
        {
          campaignName: options.campaignName,
          askForPath: async (fileName, language) => {
            const text = DIALOG_TEXT[language];
            const dialogOptions = {
              title: text.title,
              defaultPath: join(app.getPath('documents'), fileName),
              filters: [{ name: text.filter, extensions: ['pdf'] }],
              properties: ['showOverwriteConfirmation' as const, 'createDirectory' as const],
            };
            const parent = options.parentWindow();
            const answer = parent ? await dialog.showSaveDialog(parent, dialogOptions) : await dialog.showSaveDialog(dialogOptions);
            return answer.canceled || !answer.filePath ? null : answer.filePath;
          },
          renderPdf: (hash, pdfOptions) => renderPdf(options.webPreferences, hash, pdfOptions),
          writeFile: (path, data) => writeFileAtomic(path, Buffer.from(data), { fsync: true }),
        },
        request,
      ),
  };
}

async function renderPdf(webPreferences: WebPreferences, hash: string, pdfOptions: PdfPrintOptions): Promise<Uint8Array> {
  const printWindow = new BrowserWindow({ show: false, width: 900, height: 1200, webPreferences: { ...webPreferences } });
  try {
    await printWindow.loadURL(`${ELECTRON_APP_ORIGIN}/index.html${hash}`);
    await waitForPrintReady(() => printWindow.webContents.executeJavaScript(READINESS_SCRIPT, false), {
      timeoutMs: READY_TIMEOUT_MS,
      intervalMs: READY_POLL_MS,
    });
    return await printWindow.webContents.printToPDF(pdfOptions);
  } finally {
    if (!printWindow.isDestroyed()) printWindow.destroy();
  }
}
