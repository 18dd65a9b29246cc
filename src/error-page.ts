/** What the error page (SPEC-COVERAGE §2, §8) says for a status. Pure, shared by pages and tests. */
import type { MessageKey } from './i18n/messages.ts';

export const KNOWN_ERROR_STATUSES = [404, 403, 500, 502, 503] as const;

export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** Message keys of the headline and text for a status; other statuses share one pair. */
export function errorCopyKeys(statusCode: number): { headline: MessageKey; text: MessageKey } {
  switch (statusCode) {
    case 404:
      return { headline: 'error.404.headline', text: 'error.404.text' };
    case 403:
      return { headline: 'error.403.headline', text: 'error.403.text' };
    case 500:
      return { headline: 'error.500.headline', text: 'error.500.text' };
    case 502:
      return { headline: 'error.502.headline', text: 'error.502.text' };
    case 503:
      return { headline: 'error.503.headline', text: 'error.503.text' };
    default:
      return { headline: 'error.other.headline', text: 'error.other.text' };
  }
}

/** Crawlers get the status and a minimal body instead of the page (SPEC-COVERAGE §2). */
const BOT_PATTERN =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|linkedinbot|pinterest|semrush|ahrefs|mj12|yandex|baiduspider|duckduckgo|applebot|petalbot/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}

export function errorTitle(title: string, appName: string): string {
  return `${title} - ${appName}`;
}

export function errorDescription(appName: string): string {
  return `Erreur sur la plateforme juridique ${appName} - Services juridiques intelligents`;
}
