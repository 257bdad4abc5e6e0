import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExportDiaryPdfRequest } from '../../../shared/diary/print.js';
import {
  MAX_CAMPAIGN_PART,
  PDF_MARGIN_INCHES,
  defaultPdfFileName,
  exportDiaryPdf,
  pdfPrintOptions,
  printViewHash,
  safeFileNamePart,
  waitForPrintReady,
  withPdfExtension,
  type PdfExportPorts,
} from './diary-pdf-export.js';

const request: ExportDiaryPdfRequest = { campaignId: 7, paper: 'letter', colour: false, language: 'pl' };

describe('the diary PDF file name', () => {
  it('suggests "<campaign> – Diary.pdf" in the chosen language', () => {
    expect(defaultPdfFileName('Venice 1503', 'en')).toBe('Venice 1503 – Diary.pdf');
    expect(defaultPdfFileName('Wenecja', 'pl')).toBe('Wenecja – Dziennik.pdf');
  });

  it('replaces what a file system refuses and keeps the rest of the name', () => {
    expect(safeFileNamePart('Act I: "Rome/Venice" <b>?*|\\', 'en')).toBe('Act I Rome Venice b');
    expect(safeFileNamePart('Tab\there\nnewline', 'en')).toBe('Tab here newline');
    expect(safeFileNamePart('Zażółć gęślą jaźń', 'pl')).toBe('Zażółć gęślą jaźń');
  });

  it('falls back to a plain word for names that cannot be file names', () => {
    expect(safeFileNamePart('..', 'en')).toBe('Campaign');
    expect(safeFileNamePart('///', 'pl')).toBe('Kampania');
    expect(safeFileNamePart('CON', 'en')).toBe('Campaign');
    expect(safeFileNamePart('', 'en')).toBe('Campaign');
  });

  it('any campaign name gives a safe, bounded file name ending in .pdf', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), fc.constantFrom('en' as const, 'pl' as const), (name, language) => {
        const part = safeFileNamePart(name, language);
        const file = defaultPdfFileName(name, language);
        expect(part).not.toMatch(/[<>:"/\\|?*\u0000-\u001f\u007f]/);
        expect(part).not.toMatch(/^[.\s]|[.\s]$/);
        expect(part.length).toBeGreaterThan(0);
        expect(Array.from(part).length).toBeLessThanOrEqual(MAX_CAMPAIGN_PART);
        expect(file.endsWith('.pdf')).toBe(true);
        expect(Buffer.byteLength(file, 'utf8')).toBeLessThan(255);
      }),
    );
  });

  it('adds .pdf when the player typed a name without it', () => {
    expect(withPdfExtension('/home/anna/diary')).toBe('/home/anna/diary.pdf');
    expect(withPdfExtension('/home/anna/diary.PDF')).toBe('/home/anna/diary.PDF');
  });
});

describe('the print window', () => {
  it('opens the print view for the chosen paper, colour mode and language', () => {
    expect(printViewHash(request)).toBe('#/campaigns/7/print?paper=letter&colour=0&lang=pl');
    expect(printViewHash({ ...request, paper: 'a4', colour: true, language: 'en' })).toBe('#/campaigns/7/print?paper=a4&colour=1&lang=en');
  });

  it('prints A4 or Letter in portrait with the colours and the view’s own margins', () => {
    expect(pdfPrintOptions('a4')).toMatchObject({ pageSize: 'A4', landscape: false, printBackground: true, preferCSSPageSize: false });
    expect(pdfPrintOptions('letter').pageSize).toBe('Letter');
    expect(pdfPrintOptions('a4').margins.top).toBeCloseTo(0.4724, 3);
    expect(Object.values(pdfPrintOptions('a4').margins)).toEqual([PDF_MARGIN_INCHES, PDF_MARGIN_INCHES, PDF_MARGIN_INCHES, PDF_MARGIN_INCHES]);
  });

  it('waits until the view says it is ready', async () => {
    const answers: unknown[] = [null, undefined, 'false', 'true'];
    let clock = 0;
    await waitForPrintReady(async () => answers.shift(), {
      timeoutMs: 1000,
      intervalMs: 100,
      now: () => clock,
      sleep: async (ms) => void (clock += ms),
    });
    expect(answers).toEqual([]);
    expect(clock).toBe(300);
  });

  it('gives up when the view reports it could not load the diary', async () => {
    await expect(waitForPrintReady(async () => 'failed', { timeoutMs: 1000, intervalMs: 10, sleep: async () => {} })).rejects.toThrow(
      /could not load/,
    );
  });

  it('gives up after the timeout instead of hanging', async () => {
    let clock = 0;
    await expect(
      waitForPrintReady(async () => null, { timeoutMs: 500, intervalMs: 100, now: () => clock, sleep: async (ms) => void (clock += ms) }),
    ).rejects.toThrow(/not ready after 500 ms/);
    expect(clock).toBe(500);
  });
});

describe('exporting', () => {
  function ports(chosen: string | null) {
    const calls: string[] = [];
    const written: Array<{ path: string; data: Uint8Array }> = [];
    const impl: PdfExportPorts = {
      campaignName: async (id) => {
        calls.push(`name ${id}`);
        return 'Venice: 1503';
      },
      askForPath: async (fileName, language) => {
        calls.push(`ask ${fileName} ${language}`);
        return chosen;
      },
      renderPdf: async (hash, options) => {
        calls.push(`render ${hash} ${options.pageSize}`);
        return new Uint8Array([37, 80, 68, 70]);
      },
      writeFile: async (path, data) => {
        calls.push(`write ${path}`);
        written.push({ path, data });
      },
    };
    return { impl, calls, written };
  }

  it('asks where to save, then renders and writes the PDF there', async () => {
    const p = ports('/home/anna/Wenecja');
    expect(await exportDiaryPdf(p.impl, request)).toEqual({ saved: true, filePath: '/home/anna/Wenecja.pdf' });
    expect(p.calls).toEqual([
      'name 7',
      'ask Venice 1503 – Dziennik.pdf pl',
      'render #/campaigns/7/print?paper=letter&colour=0&lang=pl Letter',
      'write /home/anna/Wenecja.pdf',
    ]);
    expect(Array.from(p.written[0]!.data)).toEqual([37, 80, 68, 70]);
  });

  it('renders nothing and writes nothing when the player cancels', async () => {
    const p = ports(null);
    expect(await exportDiaryPdf(p.impl, request)).toEqual({ saved: false, filePath: null });
    expect(p.calls).toEqual(['name 7', 'ask Venice 1503 – Dziennik.pdf pl']);
  });
});
