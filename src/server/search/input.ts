/** Validation of legal search requests and history queries; error messages are message keys. */
import { z } from 'zod';
import { isLocale } from '../../i18n/locales.ts';
import { THINK_MODES } from '../../shared/events.ts';
import { positiveOr } from '../page-params.ts';
import { HISTORY_PAGE_SIZE, MAX_QUESTION_LENGTH } from '../../shared/legal-search-rules.ts';

export const newSearchFields = z.object({
  questionText: z.string().trim().max(MAX_QUESTION_LENGTH, 'legalSearch.errors.tooLong').default(''),
  localId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'legalSearch.errors.invalid')
    .optional()
    .transform((v) => v ?? null),
  language: z.string().optional(),
  thinkMode: z.enum(THINK_MODES).optional().catch(undefined),
});

/** The search's language: the one asked for when it is one of ours, else the page's. */
export const searchLanguage = (asked: string | undefined, pageLocale: string) =>
  asked && isLocale(asked) ? asked : pageLocale;

export const historyQuery = z.object({
  page: positiveOr(1, 100_000),
  perPage: positiveOr(HISTORY_PAGE_SIZE, 100),
  q: z.string().trim().max(200).optional().catch(undefined),
});

/** Only PDF exists today; the route answers 400 for any other format. */
export const EXPORT_FORMATS = ['pdf'] as const;
