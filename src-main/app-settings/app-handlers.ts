import type { HandlerMap } from '../dispatch/handler-context.js';
import { readSettings, writeLanguage } from './settings-store.js';

export const appHandlers: HandlerMap<'app/get-info' | 'settings/get' | 'settings/set-language' | 'content/get-base-pack'> = {
  'app/get-info': (ctx) => ctx.info,
  'settings/get': (ctx) => readSettings(ctx.db),
  'settings/set-language': (ctx, { language }) => {
    const settings = ctx.transaction(() => writeLanguage(ctx.db, language));
    ctx.emit('settings/changed', settings);
    return settings;
  },
  'content/get-base-pack': (ctx) => ctx.pack,
};
