/**
 * The PDF export of one legal search (SPEC-COVERAGE §7 `GET /api/e/legalsearch/{id}/export-result-as-pdf`):
 * question, answer, numbered sources with clickable absolute links, notice, "Page n / total"
 * footers. pdfkit's standard fonts keep the file small and need no font file, at the cost of
 * WinAnsi-only text: letters outside it are approximated or shown as '?' (see pdf/win-ansi.ts).
 * The output depends on the input only (dates in UTC, metadata dated by the search), so the
 * same search always exports the same bytes.
 */
import { format } from '../../i18n/messages.ts';
import type { LegalSearchRequest } from '../../shared/events.ts';
import { dayFormatter } from './pdf/dates.ts';
import { openPdfDocument } from './pdf/document.ts';
import { drawFooters } from './pdf/draw.ts';
import { answerBlocks } from './pdf/markdown.ts';
import { drawAnswer, drawHeader, drawNotice, drawQuestion, drawSectionTitle, drawSources } from './pdf/sections.ts';

/** Translated texts; `generatedBy` may hold `{appName}`, `page` holds `{n}` and `{total}`. */
export interface PdfLabels {
  question: string;
  answer: string;
  sources: string;
  date: string;
  generatedBy: string;
  notice: string;
  page: string;
  /** Shown instead of the answer while it is pending or after it failed. */
  noAnswer: string;
}

export interface PdfExportInput {
  /** The product name, in the header, the footer and the metadata. */
  appName: string;
  request: LegalSearchRequest;
  /** Absolute base of the site ('https://jurisia.example'): the links of the PDF must work outside it. */
  origin: string;
  labels: PdfLabels;
  /** BCP 47 tag for the dates; unknown or unprintable locales fall back to French dates. */
  locale: string;
}

export const FRENCH_PDF_LABELS: PdfLabels = {
  question: 'Question',
  answer: 'Réponse',
  sources: 'Sources',
  date: 'Date',
  generatedBy: 'Généré par {appName}',
  notice:
    'Ces informations juridiques générales ne remplacent pas le conseil d’un avocat. Pour votre situation, consultez un professionnel du droit.',
  page: 'Page {n} / {total}',
  noAnswer: 'Aucune réponse n’est disponible pour cette recherche.',
};

/**
 * The PDF of `input.request`. A request without a completed answer (pending, failed, or
 * empty) shows the question and `labels.noAnswer`. Markdown links (local paths only, as on
 * screen) and source URLs become absolute against `origin`.
 */
export async function renderLegalSearchPdf(input: PdfExportInput): Promise<Uint8Array> {
  const { appName, request, origin, labels, locale } = input;
  const formatDay = dayFormatter(locale);
  const { doc, bytes } = openPdfDocument({
    appName,
    locale,
    title: request.questionText,
    date: new Date(request.createdAt),
  });

  drawHeader(doc, appName, labels.date, formatDay(request.createdAt));
  drawSectionTitle(doc, labels.question);
  drawQuestion(doc, request.questionText);
  drawSectionTitle(doc, labels.answer);
  const answer = request.answerStatus === 'completed' ? (request.answerText ?? '') : '';
  drawAnswer(doc, answerBlocks(answer, request.sources.length, origin), labels.noAnswer);
  if (request.sources.length > 0) {
    drawSectionTitle(doc, labels.sources);
    drawSources(doc, request.sources, origin, formatDay);
  }
  drawNotice(doc, labels.notice);
  drawFooters(doc, format(labels.generatedBy, { appName }), (n, total) => format(labels.page, { n, total }));

  doc.end();
  return bytes;
}
