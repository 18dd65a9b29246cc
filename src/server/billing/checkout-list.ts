/** One user's checkouts: one by id (another user's is not found) and the history, newest first. */
import type { Db } from '../db/client.ts';
import { type Page, pageOf, readPage } from '../db/pages.ts';
import type { CheckoutStatus, CheckoutView } from './billing.types.ts';
import { type CheckoutRow, toCheckoutView } from './checkout-view.ts';

export function findOwnCheckout(db: Db, userId: string, id: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom('checkouts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function getCheckoutView(db: Db, userId: string, id: string): Promise<CheckoutView | null> {
  const row = await findOwnCheckout(db, userId, id);
  return row ? toCheckoutView(row) : null;
}

export interface CheckoutListOptions {
  page: number;
  perPage: number;
  status?: CheckoutStatus | undefined;
}

export async function listCheckouts(
  db: Db,
  userId: string,
  { page, perPage, status }: CheckoutListOptions,
): Promise<Page<CheckoutView>> {
  let base = db.selectFrom('checkouts').where('user_id', '=', userId);
  if (status) base = base.where('status', '=', status);
  const query = { page, perPage };
  const { rows, totalItems } = await readPage(
    base,
    base.selectAll().orderBy('created_at', 'desc').orderBy('id'),
    query,
  );
  return pageOf(rows.map(toCheckoutView), totalItems, query);
}
