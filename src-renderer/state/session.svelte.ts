import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { AppInfo } from '../../shared/app/settings.js';
import type { Language } from '../../shared/campaigns/campaign.js';
import { language, setLanguage, t } from '../i18n/i18n.svelte.js';
import { invoke } from '../lib/client.js';
import { toRequestError, type RequestError } from '../lib/request-error.js';

/** In recovery mode the save (and its language setting) cannot be read: the browser's language stands in. */
function browserLanguage(): Language {
  const first = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((tag) => tag === 'en' || tag === 'pl');
  return first === 'pl' ? 'pl' : 'en';
}

/**
 * What every screen needs from main once: the app's info, the base pack and the language.
 * `recovery` means the save cannot be opened and only the recovery screen can be shown.
 */
class Session {
  status = $state<'loading' | 'ready' | 'recovery' | 'failed'>('loading');
  failure = $state.raw<RequestError | null>(null);
  info = $state.raw<AppInfo | null>(null);
  pack = $state.raw<ContentPack | null>(null);

  private starting: Promise<void> | null = null;

  /** Reads everything again; calls made while a start is under way share it. */
  start(): Promise<void> {
    this.starting ??= this.load().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async load(): Promise<void> {
    this.status = 'loading';
    try {
      const info = await invoke('app/get-info', {});
      if (info.recovery) {
        setLanguage(browserLanguage());
        this.info = info;
        this.failure = null;
        this.status = 'recovery';
        return;
      }
      const [pack, settings] = await Promise.all([invoke('content/get-base-pack', {}), invoke('settings/get', {})]);
      setLanguage(settings.language);
      this.info = info;
      this.pack = pack;
      this.failure = null;
      this.status = 'ready';
    } catch (thrown) {
      this.failure = toRequestError(thrown);
      this.status = 'failed';
    }
  }

  /** After a restore the saved language may differ from the one on screen. */
  async reloadSettings(): Promise<void> {
    const settings = await invoke('settings/get', {});
    setLanguage(settings.language);
  }

  /** A character's name in the current language; unknown ids are named as unknown. */
  characterName(characterId: string): string {
    const character = this.pack?.characters.find((c) => c.id === characterId);
    return character ? character.name[language()] : t('campaign.unknownCharacter', { id: characterId });
  }

  dieName(dieId: string): string {
    const die = this.pack?.dice.find((d) => d.id === dieId);
    return die ? die.name[language()] : dieId;
  }
}

export const session = new Session();
