import { afterEach, describe, expect, it } from 'vitest';
import type { ExportDiaryPdfRequest, PdfExportResult } from '../../shared/diary/print.js';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import type { DiaryPdfPrinter } from '../dispatch/handler-context.js';

/** Records what the handler asked the host's printer for, and answers as the player did. */
function fakePrinter(answer: PdfExportResult = { saved: true, filePath: '/home/anna/Venice – Diary.pdf' }) {
  const requests: ExportDiaryPdfRequest[] = [];
  const printer: DiaryPdfPrinter = {
    exportDiaryPdf: async (request) => {
      requests.push(request);
      return answer;
    },
  };
  return { printer, requests };
}

let t: TestCore | null = null;
afterEach(async () => {
  await t?.dispose();
  t = null;
});

describe('print/export-diary-pdf', () => {
  it('DIARY-1: the bridge cannot write a PDF itself and says so (the page prints instead)', async () => {
    t = await openTestCore();
    expect((await t.call('app/get-info', {})).canExportPdf).toBe(false);
    const { id } = await t.call('campaign/create', twoPlayerCampaign());
    const error = await t.refuseUnchanged('print/export-diary-pdf', { campaignId: id, paper: 'a4', colour: true, language: 'en' });
    expect(error.code).toBe('not-supported');
    expect(error.message).toMatch(/Print/);
  });

  it('DIARY-1: a host with a printer exports the chosen paper, colour mode and language', async () => {
    const fake = fakePrinter();
    t = await openTestCore(undefined, { printer: fake.printer });
    expect((await t.call('app/get-info', {})).canExportPdf).toBe(true);
    const { id } = await t.call('campaign/create', twoPlayerCampaign());
    const before = await t.state();

    const result = await t.call('print/export-diary-pdf', { campaignId: id, paper: 'letter', colour: false, language: 'pl' });

    expect(result).toEqual({ saved: true, filePath: '/home/anna/Venice – Diary.pdf' });
    expect(fake.requests).toEqual([{ campaignId: id, paper: 'letter', colour: false, language: 'pl' }]);
    // Exporting reads only: nothing is recorded, so there is nothing to undo.
    expect(await t.state()).toEqual(before);
  });

  it('a cancelled save dialog is an answer, not an error', async () => {
    const fake = fakePrinter({ saved: false, filePath: null });
    t = await openTestCore(undefined, { printer: fake.printer });
    const { id } = await t.call('campaign/create', twoPlayerCampaign());
    expect(await t.call('print/export-diary-pdf', { campaignId: id, paper: 'a4', colour: true, language: 'en' })).toEqual({
      saved: false,
      filePath: null,
    });
  });

  it('refuses an unknown campaign before the printer opens anything', async () => {
    const fake = fakePrinter();
    t = await openTestCore(undefined, { printer: fake.printer });
    const error = await t.refuseUnchanged('print/export-diary-pdf', { campaignId: 999, paper: 'a4', colour: true, language: 'en' });
    expect(error.code).toBe('not-found');
    expect(fake.requests).toEqual([]);
  });

  it('refuses a paper size the print view does not lay out', async () => {
    const fake = fakePrinter();
    t = await openTestCore(undefined, { printer: fake.printer });
    const { id } = await t.call('campaign/create', twoPlayerCampaign());
    const error = await t.refuse('print/export-diary-pdf', { campaignId: id, paper: 'a3', colour: true, language: 'en' });
    expect(error.code).toBe('invalid-request');
    expect(error.field).toBe('paper');
    expect(fake.requests).toEqual([]);
  });

  it('a printer failure reaches the player as an error, with nothing changed', async () => {
    t = await openTestCore(undefined, {
      printer: {
        exportDiaryPdf: async () => {
          throw new Error('printToPDF failed');
        },
      },
    });
    const { id } = await t.call('campaign/create', twoPlayerCampaign());
    const error = await t.refuseUnchanged('print/export-diary-pdf', { campaignId: id, paper: 'a4', colour: true, language: 'en' });
    expect(error.code).toBe('internal');
  });
});
