/**
 * Translated texts of the platform toasts (session expiry, network, new version, initialisation,
 * upgrade prompt) and of the notice the service worker puts on a page it serves from its offline
 * copy (src/service-worker/copies.ts). ToastHost.astro renders them for the page's locale into a
 * data-attribute, so client bundles carry no message files.
 */
export const PLATFORM_MESSAGE_KEYS = [
  'platform.sessionExpired.title',
  'platform.sessionExpired.text',
  'platform.network.lost.title',
  'platform.network.lost.text',
  'platform.network.unreachable.title',
  'platform.network.unreachable.text',
  'platform.network.restored',
  'platform.network.restoreFailed',
  'platform.version.available',
  'platform.version.text',
  'platform.version.reload',
  'platform.offline.copy.title',
  'platform.offline.copy.text',
  'platform.init.title',
  'platform.init.text',
  'platform.authFailed.title',
  'platform.authFailed.text',
  'platform.upgrade.title',
  'platform.upgrade.action',
] as const;
export type PlatformMessageKey = (typeof PLATFORM_MESSAGE_KEYS)[number];
export type PlatformText = (key: PlatformMessageKey) => string;

/** The element carrying `data-platform-messages` (rendered by ToastHost.astro). */
export const PLATFORM_MESSAGES_ELEMENT_ID = 'toast-host';

export function readPlatformMessages(
  root: Pick<Document, 'getElementById'> | undefined,
): Partial<Record<PlatformMessageKey, string>> {
  const raw = root?.getElementById(PLATFORM_MESSAGES_ELEMENT_ID)?.dataset.platformMessages;
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Partial<Record<PlatformMessageKey, string>>;
  } catch {
    return {};
  }
}

let cached: Partial<Record<PlatformMessageKey, string>> | undefined;

/** The page's text for a key; the key itself if the page rendered none, so the gap is visible. */
export const platformText: PlatformText = (key) => {
  cached ??= readPlatformMessages(globalThis.document);
  return cached[key] ?? key;
};
