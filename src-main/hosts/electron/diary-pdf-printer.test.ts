import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../test-support/temp-core.js';

/**
 * The Electron glue of the PDF export against a stand-in `electron` module (the binary is
 * not installed everywhere the tests run): the hidden window's protections, the page it
 * opens, the print options, the file written, and that the window is always closed.
 */

const fake = vi.hoisted(() => ({
  windows: [] as Array<{ options: Record<string, unknown>; urls: string[]; destroyed: boolean; pdfOptions: unknown[] }>,
  readiness: [] as unknown[],
  dialogAnswer: { canceled: false, filePath: '' } as { canceled: boolean; filePath: string },
  dialogOptions: [] as unknown[],
  printFails: false,
}));

vi.mock('electron', () => {
  class BrowserWindow {
    private readonly record: (typeof fake.windows)[number];
    readonly webContents;
    constructor(options: Record<string, unknown>) {
      const record = { options, urls: [] as string[], destroyed: false, pdfOptions: [] as unknown[] };
      this.record = record;
      fake.windows.push(record);
      this.webContents = {
        executeJavaScript: async () => (fake.readiness.length > 0 ? fake.readiness.shift() : 'true'),
        printToPDF: async (pdfOptions: unknown) => {
          record.pdfOptions.push(pdfOptions);
          if (fake.printFails) throw new Error('printing failed');
          return Buffer.from('%PDF-1.7 fake');
        },
      };
    }
    loadURL(url: string) {
      this.record.urls.push(url);
      return Promise.resolve();
    }
    isDestroyed() {
      return this.record.destroyed;
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return {
    BrowserWindow,
    app: { getPath: (name: string) => `/fake/${name}` },
    dialog: {
      showSaveDialog: async (...args: unknown[]) => {
        fake.dialogOptions.push(args.at(-1));
        return fake.dialogAnswer;
      },
    },
  };
});

const { createDiaryPdfPrinter } = await import('./diary-pdf-printer.js');

const webPreferences = { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, preload: '/app/preload.cjs' };
let dir: ReturnType<typeof tempDir>;

beforeEach(() => {
  dir = tempDir('bov-pdf-');
  fake.windows.length = 0;
  fake.readiness.length = 0;
  fake.dialogOptions.length = 0;
  fake.printFails = false;
});
afterEach(() => dir.cleanup());

const printer = () => createDiaryPdfPrinter({ webPreferences, parentWindow: () => null, campaignName: async () => 'Venice 1503' });

describe('the Electron diary PDF printer', () => {
  it('renders the print view in a hidden sandboxed window and writes the PDF where the player chose', async () => {
    const target = join(dir.dir, 'diary');
    fake.dialogAnswer = { canceled: false, filePath: target };
    fake.readiness.push(null, null, 'true');

    const result = await printer().exportDiaryPdf({ campaignId: 3, paper: 'a4', colour: true, language: 'en' });

    expect(result).toEqual({ saved: true, filePath: `${target}.pdf` });
    expect(readFileSync(`${target}.pdf`, 'utf8')).toBe('%PDF-1.7 fake');
    expect(fake.dialogOptions[0]).toMatchObject({ defaultPath: join('/fake/documents', 'Venice 1503 – Diary.pdf') });
    const [window] = fake.windows;
    expect(window!.options).toMatchObject({ show: false, webPreferences });
    expect(window!.urls).toEqual(['app://bundle/index.html#/campaigns/3/print?paper=a4&colour=1&lang=en']);
    expect(window!.pdfOptions).toEqual([expect.objectContaining({ pageSize: 'A4', landscape: false, printBackground: true })]);
    expect(window!.destroyed).toBe(true);
  });

  it('opens no window when the player cancels the save dialog', async () => {
    fake.dialogAnswer = { canceled: true, filePath: '' };
    expect(await printer().exportDiaryPdf({ campaignId: 3, paper: 'letter', colour: false, language: 'pl' })).toEqual({
      saved: false,
      filePath: null,
    });
    expect(fake.windows).toEqual([]);
  });

  it('closes the print window and writes nothing when the view cannot load the diary', async () => {
    const target = join(dir.dir, 'broken.pdf');
    fake.dialogAnswer = { canceled: false, filePath: target };
    fake.readiness.push('failed');
    await expect(printer().exportDiaryPdf({ campaignId: 3, paper: 'a4', colour: true, language: 'en' })).rejects.toThrow(/could not load/);
    expect(fake.windows[0]!.destroyed).toBe(true);
    expect(() => readFileSync(target)).toThrow();
  });

  it('closes the print window when printing fails', async () => {
    fake.dialogAnswer = { canceled: false, filePath: join(dir.dir, 'x.pdf') };
    fake.printFails = true;
    await expect(printer().exportDiaryPdf({ campaignId: 3, paper: 'a4', colour: true, language: 'en' })).rejects.toThrow(/printing failed/);
    expect(fake.windows[0]!.destroyed).toBe(true);
  });
});
