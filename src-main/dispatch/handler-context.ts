import type { Db } from '../db/open-save.js';
import type { Migration } from '../db/migrations.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { AppInfo } from '../../shared/app/settings.js';
import type { CampaignArea, EventName, EventPayloads } from '../../shared/ipc/events.js';
import type { ChannelName, ParsedRequestOf, ResultOf } from '../../shared/ipc/channels.js';
import type { CommandSummary } from '../history/record-command.js';
import type { ExportDiaryPdfRequest, PdfExportResult } from '../../shared/diary/print.js';
import type { BackupStore } from '../backups/backup-store.js';

/** A host's way to turn the print view into a PDF file the player chooses (Electron). */
export interface DiaryPdfPrinter {
  exportDiaryPdf(request: ExportDiaryPdfRequest): Promise<PdfExportResult>;
}

export interface AreaCommandSummary<T> extends CommandSummary<T> {
  /** What of the campaign the command changes; box-data commands (campaignId null) name none. */
  areas: CampaignArea[];
}

export interface HandlerContext {
  db: Db;
  pack: ContentPack;
  info: AppInfo;
  migrations: Migration[];
  backups: BackupStore;
  /** A scratch path beside the save, for staging restores. */
  scratchPath: string;
  now(): Date;
  /** Null in hosts that leave printing to the page (the loopback bridge). */
  printer: DiaryPdfPrinter | null;
  /** Queues a push event; it is sent only if the whole command succeeds. */
  emit<N extends EventName>(name: N, payload: EventPayloads[N]): void;
  /** One recorded, undoable command in one transaction. */
  command<T>(summary: CommandSummary<T>, change: () => T): T;
  /**
   * A feature area's command: `command` plus the push event that tells every window which
   * areas of which campaign changed (or that box data changed). Handlers use this, not
   * their own wrappers.
   */
  areaCommand<T>(summary: AreaCommandSummary<T>, change: () => T): T;
  /** One transaction that is not recorded in the history (undo itself, preferences). */
  transaction<T>(change: () => T): T;
}

export type Handler<N extends ChannelName> = (
  ctx: HandlerContext,
  request: ParsedRequestOf<N>,
) => ResultOf<N> | Promise<ResultOf<N>>;

/** Each feature area declares its handlers once, typed by the contract. */
export type HandlerMap<N extends ChannelName> = { [K in N]: Handler<K> };
