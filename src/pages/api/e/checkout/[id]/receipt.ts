/**
 * GET /api/e/checkout/{id}/receipt → the receipt of a paid checkout as a PDF download
 * (`recu-<number>.pdf`), in the page's language. 404 for another user's checkout, 409 while
 * it is not paid.
 */
import type { APIRoute } from 'astro';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { getCheckoutView } from '~/server/billing/checkout-list';
import { checkoutNotFound } from '~/server/billing/http';
import { receiptFileName, receiptPdf } from '~/server/billing/receipt-pdf';

export const GET: APIRoute = async ({ params, locals }) => {
  const { platform, locale, user } = locals;
  const t = createTranslator(locale);
  const checkout = user ? await getCheckoutView(platform.database.db, user._id, params.id ?? '') : null;
  if (!user || !checkout) return checkoutNotFound(t);
  if (checkout.status !== 'paid' || !checkout.receiptNumber)
    return apiError(409, t('checkout.errors.notPaid'), { code: 'not_paid' });
  const pdf = await receiptPdf({
    appName: platform.config.appName,
    checkout,
    buyer: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
    locale,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${receiptFileName(checkout.receiptNumber)}"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
};
