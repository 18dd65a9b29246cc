/**
 * A one-shot message carried across a redirect in a short-lived cookie; the next page shows
 * it as a toast. Only message keys travel, never free text, so a crafted cookie shows nothing.
 */
export const FLASH_COOKIE = 'flash';
export const FLASH_KEYS = [
  'featureDisabled',
  'contactSent',
  'settingsSaved',
  'emailVerified',
  'passwordReset',
  'profileSaved',
  'passwordChanged',
  'sessionsRevoked',
  'accountDeleted',
  'codeSent',
  'savedToLibrary',
  'messageNotSent',
  'chatQuotaReached',
  'fileUploaded',
  'itemDeleted',
  'itemUpdated',
  'lawyerContactSent',
  'lawyerApplicationSent',
  'lawyerProfileSaved',
  'lawyerProfileResubmitted',
  'lawyerVerified',
  'lawyerRejected',
] as const;
export type FlashKey = (typeof FLASH_KEYS)[number];
export type FlashVariant = 'default' | 'success' | 'info' | 'warning' | 'destructive';

export interface Flash {
  key: FlashKey;
  variant: FlashVariant;
}

const VARIANTS: readonly FlashVariant[] = ['default', 'success', 'info', 'warning', 'destructive'];

export function encodeFlash(flash: Flash): string {
  return `${flash.variant}:${flash.key}`;
}

export function decodeFlash(value: string | undefined): Flash | null {
  if (!value) return null;
  const [variant, key] = value.split(':');
  if (!VARIANTS.includes(variant as FlashVariant) || !(FLASH_KEYS as readonly string[]).includes(key ?? ''))
    return null;
  return { variant: variant as FlashVariant, key: key as FlashKey };
}
