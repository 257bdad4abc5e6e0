import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { AppInfo } from '../../shared/app/settings.js';
import { language, setLanguage, t } from '../i18n/i18n.svelte.js';
import { invoke } from '../lib/client.js';
import { toRequestError, type RequestError } from '../lib/request-error.js';

/** What every screen needs from main once: the app's info, the base pack and the language. */
class Session {
  status = $state<'loading' | 'ready' | 'failed'>('loading');
  failure = $state.raw<RequestError | null>(null);
  info = $state.raw<AppInfo | null>(null);
  pack = $state.raw<ContentPack | null>(null);

  async start(): Promise<void> {
    this.status = 'loading';
    try {
      const [info, pack, settings] = await Promise.all([
        invoke('app/get-info', {}),
        invoke('content/get-base-pack', {}),
        invoke('settings/get', {}),
      ]);
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
