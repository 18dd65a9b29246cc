/**
 * The contact requests a lawyer reads in their space, newest first, with the sender's name and
 * address (they agreed to it when writing) and the summary they chose to share, if any.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../db/client.ts';
import { type Page, type PageQuery, pageOf, readPage } from '../db/pages.ts';
import type { LawyerContactsTable } from '../db/schema.ts';
import type { ContactRequest } from './lawyer-account.types.ts';

/** The lawyer's space shows this many requests a page. */
export const INBOX_PAGE_SIZE = 20;

type Row = Pick<
  Selectable<LawyerContactsTable>,
  'id' | 'subject' | 'message' | 'shared_kind' | 'shared_title' | 'shared_summary' | 'created_at' | 'read_at'
> & {
  first_name: string;
  last_name: string;
  email: string;
};

function toContactRequest(row: Row): ContactRequest {
  return {
    _id: row.id,
    subject: row.subject,
    message: row.message,
    sender: { firstName: row.first_name, lastName: row.last_name, email: row.email },
    // A share is shown only whole: a kind without its summary would be an empty box.
    shared:
      row.shared_kind && row.shared_summary
        ? { kind: row.shared_kind, title: row.shared_title ?? '', summary: row.shared_summary }
        : null,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}

export async function listContactRequests(db: Db, lawyerId: string, query: PageQuery): Promise<Page<ContactRequest>> {
  const base = db
    .selectFrom('lawyer_contacts')
    .innerJoin('users', 'users.id', 'lawyer_contacts.user_id')
    .where('lawyer_contacts.lawyer_id', '=', lawyerId);
  const ordered = base
    .select([
      'lawyer_contacts.id',
      'lawyer_contacts.subject',
      'lawyer_contacts.message',
      'lawyer_contacts.shared_kind',
      'lawyer_contacts.shared_title',
      'lawyer_contacts.shared_summary',
      'lawyer_contacts.created_at',
      'lawyer_contacts.read_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .orderBy('lawyer_contacts.created_at', 'desc')
    .orderBy('lawyer_contacts.id', 'desc');
  const { rows, totalItems } = await readPage(base, ordered, query);
  return pageOf(rows.map(toContactRequest), totalItems, query);
}

/** The requests sent to the profile of the account `userId`; an empty page when it has no profile. */
export async function listAccountContactRequests(
  db: Db,
  userId: string,
  query: PageQuery,
): Promise<Page<ContactRequest>> {
  const profile = await db.selectFrom('lawyers').select('id').where('user_id', '=', userId).executeTakeFirst();
  return profile ? listContactRequests(db, profile.id, query) : pageOf([], 0, query);
}

/** Marks the lawyer's own requests among `ids` read (once: the first reading time is kept); returns how many changed. */
export async function markContactRequestsRead(
  db: Db,
  lawyerId: string,
  ids: readonly string[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('lawyer_contacts')
    .set({ read_at: now })
    .where('lawyer_id', '=', lawyerId)
    .where('id', 'in', [...ids])
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function unreadCount(db: Db, lawyerId: string): Promise<number> {
  const { n } = await db
    .selectFrom('lawyer_contacts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('lawyer_id', '=', lawyerId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}
