/**
 * The receipt of a paid checkout (`GET /api/e/checkout/{id}/receipt`): A4, Helvetica like the
 * generated documents (pdfkit's standard fonts, every text through toWinAnsi), in the buyer's
 * language. A test-mode payment says plainly that no money moved.
 */
import PDFDocument from 'pdfkit';
import type { Locale } from '../../i18n/locales.ts';
import { createTranslator, type MessageKey } from '../../i18n/messages.ts';
import { dayFormatter } from '../search/pdf/dates.ts';
import { toWinAnsi } from '../search/pdf/win-ansi.ts';
import type { CheckoutView, PaymentMethod } from './billing.types.ts';
import { formatMoney } from './money.ts';

/** 2.5 cm in points, as the generated documents. */
const MARGIN = (2.5 / 2.54) * 72;
const INK = '#000000';
const MUTED = '#4b5563';
const WARNING = '#b91c1c';
const LABEL_WIDTH = 150;

export const METHOD_LABELS: Record<PaymentMethod, MessageKey> = {
  stripe: 'checkout.method.stripe',
  paypal: 'checkout.method.paypal',
  fedapay: 'checkout.method.fedapay',
};

export interface ReceiptInput {
  appName: string;
  /** A paid checkout: its receipt number, payment date and period are set. */
  checkout: CheckoutView;
  buyer: { name: string; email: string };
  locale: Locale;
}

export function receiptFileName(receiptNumber: string): string {
  return `recu-${receiptNumber}.pdf`;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export function receiptPdf({ appName, checkout, buyer, locale }: ReceiptInput): Promise<Buffer> {
  const t = createTranslator(locale);
  const day = dayFormatter(locale);
  const title = t('checkout.receipt.title');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    displayTitle: true,
    info: { Title: `${title} ${checkout.receiptNumber ?? ''}`, Creator: appName },
  });
  const bytes = collect(doc);
  const width = doc.page.width - 2 * MARGIN;
  const write = (text: string, options: { size: number; bold?: boolean; color?: string }) => {
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size)
      .fillColor(options.color ?? INK);
    doc.text(toWinAnsi(text), MARGIN, doc.y, { width });
  };

  write(appName, { size: 18, bold: true });
  doc.moveDown(0.3);
  write(title, { size: 14, bold: true });
  doc.moveDown(0.8);
  if (checkout.testMode) {
    write(t('checkout.testMode.notice'), { size: 12, bold: true, color: WARNING });
    doc.moveDown(0.8);
  }
  const period =
    checkout.periodStart && checkout.periodEnd
      ? t('checkout.receipt.periodValue', { start: day(checkout.periodStart), end: day(checkout.periodEnd) })
      : '';
  const rows: [MessageKey, string][] = [
    ['checkout.receipt.number', checkout.receiptNumber ?? ''],
    ['checkout.receipt.paidAt', checkout.paidAt ? day(checkout.paidAt) : ''],
    ['checkout.receipt.buyer', buyer.name],
    ['checkout.receipt.email', buyer.email],
    ['checkout.receipt.plan', checkout.planName],
    ['checkout.receipt.period', period],
    ['checkout.receipt.amount', formatMoney(checkout.amount, checkout.currency, locale)],
    ['checkout.receipt.method', t(METHOD_LABELS[checkout.paymentMethod])],
    ['checkout.receipt.reference', checkout._id],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(toWinAnsi(t(label)), MARGIN, y, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(toWinAnsi(value), MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 6;
  }
  doc.moveDown(1.5);
  write(t('checkout.receipt.footer', { appName }), { size: 9, color: MUTED });
  doc.end();
  return bytes;
}
