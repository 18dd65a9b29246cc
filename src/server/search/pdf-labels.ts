/** The translated texts of the PDF export; `{appName}`, `{n}` and `{total}` are filled by the renderer. */
import type { Translate } from '../../i18n/messages.ts';
import type { PdfExportInput } from './export-pdf.ts';

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
