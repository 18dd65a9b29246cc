/**
 * A legal search as the PDF a user downloads or keeps (SPEC-COVERAGE §7 export): the renderer with the
 * platform's name, the page's language and absolute links (PUBLIC_URL, else the request's origin).
 */
import type { Locale } from '../../i18n/locales.ts';
import { createTranslator, type Translate } from '../../i18n/messages.ts';
import type { LegalSearchRequest } from '../../shared/events.ts';
import type { Config } from '../config.ts';
import { type PdfExportInput, renderLegalSearchPdf } from './export-pdf.ts';

/** The translated texts of the PDF; `{appName}`, `{n}` and `{total}` are filled by the renderer. */
export function pdfLabels(t: Translate): PdfExportInput['labels'] {
  return {
    question: t('legalSearch.pdf.question'),
    answer: t('legalSearch.pdf.answer'),
    sources: t('legalSearch.pdf.sources'),
    date: t('legalSearch.pdf.date'),
    generatedBy: t('legalSearch.pdf.generatedBy'),
    notice: t('legalSearch.pdf.notice'),
    page: t('legalSearch.pdf.page'),
    noAnswer: t('legalSearch.pdf.noAnswer'),
  };
}

export function renderSearchPdf(
  config: Pick<Config, 'appName' | 'publicUrl'>,
  locale: Locale,
  requestOrigin: string,
  request: LegalSearchRequest,
): Promise<Uint8Array> {
  return renderLegalSearchPdf({
    appName: config.appName,
    request,
    origin: config.publicUrl ? new URL(config.publicUrl).origin : requestOrigin,
    labels: pdfLabels(createTranslator(locale)),
    locale,
  });
}
