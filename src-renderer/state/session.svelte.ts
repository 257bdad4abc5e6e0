import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { AppInfo } from '../../shared/app/settings.js';
import { browserLanguage, language, setLanguage, startingLanguage, t } from '../i18n/i18n.svelte.js';
import { invoke } from '../lib/client.js';
import { toRequestError, type RequestError } from '../lib/request-error.js';

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
    // The catalogue is fetched alongside the first requests rather than after the settings.
    const early = setLanguage(startingLanguage()).catch(() => undefined);
    try {
      const info = await invoke('app/get-info', {});
      if (info.recovery) {
        await setLanguage(browserLanguage());
        this.info = info;
        this.failure = null;
        this.status = 'recovery';
        return;
      }
      const [pack, settings] = await Promise.all([invoke('content/get-base-pack', {}), invoke('settings/get', {})]);
      await setLanguage(settings.language);
      this.info = info;
      this.pack = pack;
      this.failure = null;
      this.status = 'ready';
    } catch (thrown) {
      // The failure is worded in the language loaded early, if it could be loaded at all.
      await early;
      this.failure = toRequestError(thrown);
      this.status = 'failed';
    }
  }

  /** After a restore the saved language may differ from the one on screen. */
  async reloadSettings(): Promise<void> {
    const settings = await invoke('settings/get', {});
    await setLanguage(settings.language);
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

  /**
   * CF-CRD-7/8: a blueprint the rulebooks print is named as the players' edition prints it
   * ("Latająca Maszyna"); one the players typed keeps the name they gave it.
   */
  blueprintName(blueprint: { id: string; name: string }): string {
    return this.pack?.hq.blueprints.find((printed) => printed.id === blueprint.id)?.nameLocalized[language()] ?? blueprint.name;
  }

  /** HQ-WRK-6: the equipment card a blueprint becomes, named as `blueprintName` names the blueprint. */
  blueprintItem(blueprint: { id: string; name: string; item: string }): string {
    const printed = this.pack?.hq.blueprints.find((candidate) => candidate.id === blueprint.id)?.itemLocalized?.[language()];
    return printed ?? (blueprint.item || this.blueprintName(blueprint));
  }
}

export const session = new Session();
