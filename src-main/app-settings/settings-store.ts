import type { Db } from '../db/open-save.js';
import { LANGUAGES, type Language } from '../../shared/campaigns/campaign.js';
import type { Settings } from '../../shared/app/settings.js';

const DEFAULTS: Settings = { language: 'en' };

export function readSettings(db: Db): Settings {
  const row = db.prepare("SELECT value FROM settings WHERE key = 'language'").get() as { value: string } | undefined;
  const language = LANGUAGES.includes(row?.value as Language) ? (row!.value as Language) : DEFAULTS.language;
  return { language };
}

export function writeLanguage(db: Db, language: Language): Settings {
  db.prepare("INSERT INTO settings (key, value) VALUES ('language', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(language);
  return readSettings(db);
}
