/** Dates and sizes of personal-library items in the page's language. */
import type { Locale } from '~/i18n/locales';
import type { MessageKey } from '~/i18n/messages';
import type { PersonalItemKind } from '~/server/db/schema';
import { UPLOAD_TYPES, type UploadMime } from '~/server/personal-library/file-type';

// Fon and Yoruba have no calendar data in every runtime: French then, as for their messages.
function dateLocale(locale: Locale): string {
  return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0 ? locale : 'fr';
}

export function formatDate(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium' }).format(new Date(value));
}

export function formatSize(bytes: number, locale: Locale): string {
  const format = (n: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(dateLocale(locale), { style: 'unit', unit, maximumFractionDigits: 1 }).format(n);
  return bytes < 1024 * 1024
    ? format(Math.max(1, Math.round(bytes / 1024)), 'kilobyte')
    : format(bytes / (1024 * 1024), 'megabyte');
}

export const KIND_LABELS: Record<PersonalItemKind, MessageKey> = {
  library: 'personalLibrary.kind.library',
  upload: 'personalLibrary.kind.upload',
  generated: 'personalLibrary.kind.generated',
  'search-export': 'personalLibrary.kind.searchExport',
};

/**
 * The file's format as its readers name it (« PDF », « DOCX »), the same in every language: one
 * generated document kept as a PDF and as a Word file is two entries of the same title, told
 * apart by it. Null without a file (a library sheet) or for a type the library does not keep.
 */
export function fileFormat(mime: string | null): string | null {
  const extension = mime && Object.hasOwn(UPLOAD_TYPES, mime) ? UPLOAD_TYPES[mime as UploadMime] : null;
  return extension ? extension.toUpperCase() : null;
}
