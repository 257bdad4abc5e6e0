import { fail } from '../../shared/ipc/errors.js';
import type { HandlerMap } from '../dispatch/handler-context.js';
import { getCampaign } from '../campaigns/read-campaigns.js';

type PrintChannels = 'print/export-diary-pdf';

export const printHandlers: HandlerMap<PrintChannels> = {
  /**
   * Writes the printed Diary of Memories (DIARY-1) to a PDF file the player chooses. Only a
   * host with a printer can (Electron's printToPDF); the loopback bridge leaves printing to
   * the page itself. A query: it changes nothing in the save, so it is neither queued behind
   * commands nor recorded, and the print window's own reads are not blocked by it.
   */
  'print/export-diary-pdf': async (ctx, request) => {
    if (ctx.printer === null) {
      fail('not-supported', 'This version of the app cannot write a PDF itself; use Print and choose "Save as PDF" instead.');
    }
    // Refuses an unknown campaign (not-found) before any window or dialog opens.
    getCampaign(ctx.db, request.campaignId);
    return ctx.printer.exportDiaryPdf(request);
  },
};
