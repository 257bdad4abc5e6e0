import type { MessageKey, MessageParams, Translate } from './message-key.js';

/** The CLDR plural categories the catalogues spell out: English uses one/other, Polish one/few/many/other. */
type PluralCategory = 'one' | 'few' | 'many' | 'other';

/** A message written once per plural category (`dice_one`, `dice_few`, `dice_many`, `dice_other`), named without the suffix. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}_one` ? Base : never) : never;

export function pluralCategory(lang: string, count: number): PluralCategory {
  const category = new Intl.PluralRules(lang).select(count);
  return category === 'one' || category === 'few' || category === 'many' ? category : 'other';
}

/** A translator's form of `key` for `count` in `lang`, for pure formatters that take `t` as a parameter. */
export function translateCount(translate: Translate, lang: string, key: PluralKey, count: number, params: MessageParams = {}): string {
  return translate(`${key}_${pluralCategory(lang, count)}` as MessageKey, { ...params, count });
}
