/** The public config of SPEC-COVERAGE §3, as `GET /api/config` returns it. */
import type { Config } from './config.ts';
import { languageEntries } from '../i18n/locales.ts';

export function publicConfig(config: Config) {
  return {
    languages: languageEntries(config.voiceLanguages),
    voiceLanguages: config.voiceLanguages,
    appName: config.appName,
    features: config.features,
    logoUrl: config.logoUrl,
    darkLogoUrl: config.darkLogoUrl,
    faviconUrl: config.faviconUrl,
    paymentMethods: config.paymentMethods,
    enableChatThinkMode: config.enableChatThinkMode,
    preserveChatThinkMode: config.preserveChatThinkMode,
    defaultChatThinkMode: config.defaultChatThinkMode,
    mainImageUrl: config.mainImageUrl,
    authPageImageUrl: config.authPageImageUrl,
    websocketUrl: config.websocketUrl,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
