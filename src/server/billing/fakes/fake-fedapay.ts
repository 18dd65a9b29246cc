/**
 * A local stand-in for the FedaPay endpoints we use: create a transaction, get its payment
 * token and URL, retrieve it; a payment page that sends the buyer back to `callback_url` with
 * `?id=…&status=…` as FedaPay does; test controls; and webhooks signed like FedaPay's
 * (`x-fedapay-signature: t=…,s=HMAC-SHA256(secret, "t.body")`).
 */
import { randomBytes } from 'node:crypto';
import { signHeader } from '../providers/signed-header.ts';
import {
  type FakeAnswer,
  type FakeRequest,
  type FakeServer,
  bearerOf,
  json,
  parseBody,
  paymentPage,
  redirect,
  startFakeServer,
} from './fake-provider-server.ts';

export interface FakeFedapayOptions {
  secretKey?: string;
  webhookSecret?: string;
}

export interface FakeFedapayTransaction {
  id: number;
  klass: 'v1/transaction';
  reference: string;
  description: string;
  amount: number;
  status: string;
  callback_url: string;
  currency_id: number;
  custom_metadata: Record<string, unknown> | null;
  customer: { firstname?: string; lastname?: string; email?: string } | null;
  created_at: string;
  updated_at: string;
  /** The create request's body, as received. */
  request: unknown;
  token: string | null;
}

export interface FedapayWebhookOptions {
  /** Sign with another secret (a forgery). */
  secret?: string;
  /** Unix seconds of the signature (default now). */
  timestamp?: number;
  /** FedaPay events may carry no id; set one to test that path. */
  eventId?: string | number;
}

export interface FakeFedapay extends FakeServer {
  secretKey: string;
  webhookSecret: string;
  transactions: Map<number, FakeFedapayTransaction>;
  /** Moves the transaction to any FedaPay status (`transferred`, `refunded`…). */
  setStatus(transactionId: number | string, status: string): FakeFedapayTransaction;
  pay(transactionId: number | string): FakeFedapayTransaction;
  fail(transactionId: number | string): FakeFedapayTransaction;
  cancel(transactionId: number | string): FakeFedapayTransaction;
  expire(transactionId: number | string): FakeFedapayTransaction;
  /** An event `name` (e.g. `transaction.approved`) about the transaction as it stands now. */
  webhook(
    name: string,
    transactionId: number | string,
    options?: FedapayWebhookOptions,
  ): { body: string; headers: Headers };
}

/** XOF in FedaPay's currency table. */
const XOF_CURRENCY_ID = 1;

const fedapayError = (status: number, message: string) => json(status, { message, errors: {} });

interface TransactionRequest {
  description?: string;
  amount?: unknown;
  currency?: { iso?: string };
  callback_url?: string;
  customer?: FakeFedapayTransaction['customer'];
  custom_metadata?: Record<string, unknown>;
}

/** The transaction as the API shows it (without the fake's bookkeeping). */
const shown = ({ request: _request, token: _token, ...t }: FakeFedapayTransaction) => t;

export async function startFakeFedapay(options: FakeFedapayOptions = {}): Promise<FakeFedapay> {
  const secretKey = options.secretKey ?? 'sk_sandbox_fake';
  const webhookSecret = options.webhookSecret ?? 'wh_sandbox_fake';
  const transactions = new Map<number, FakeFedapayTransaction>();
  let nextId = 1000;

  function create(request: FakeRequest): FakeAnswer {
    const body = parseBody(request) as TransactionRequest | undefined;
    if (
      !body?.description ||
      !Number.isSafeInteger(body.amount) ||
      (body.amount as number) <= 0 ||
      body.currency?.iso !== 'XOF'
    ) {
      return fedapayError(400, 'Transaction creation failed');
    }
    const now = new Date().toISOString();
    const id = nextId++;
    const transaction: FakeFedapayTransaction = {
      id,
      klass: 'v1/transaction',
      reference: `trx_${randomBytes(6).toString('hex')}`,
      description: body.description,
      amount: body.amount as number,
      status: 'pending',
      callback_url: body.callback_url ?? '',
      currency_id: XOF_CURRENCY_ID,
      custom_metadata: body.custom_metadata ?? null,
      customer: body.customer ?? null,
      created_at: now,
      updated_at: now,
      request: body,
      token: null,
    };
    transactions.set(id, transaction);
    return json(200, { 'v1/transaction': shown(transaction) });
  }

  function setStatus(transactionId: number | string, status: string): FakeFedapayTransaction {
    const transaction = transactions.get(Number(transactionId));
    if (!transaction) throw new Error(`fake fedapay: no transaction ${transactionId}`);
    transaction.status = status;
    transaction.updated_at = new Date().toISOString();
    return transaction;
  }

  /** The payment page: the buyer's choice, then back to callback_url?id=…&status=…. */
  function page(request: FakeRequest, token: string): FakeAnswer {
    const transaction = [...transactions.values()].find((t) => t.token === token);
    if (!transaction) return fedapayError(404, 'Not found');
    const action = request.query.get('action');
    const statuses: Record<string, string> = { approve: 'approved', decline: 'declined', cancel: 'canceled' };
    const status = action ? statuses[action] : undefined;
    if (status) {
      setStatus(transaction.id, status);
      const back = new URL(transaction.callback_url);
      back.searchParams.set('id', String(transaction.id));
      back.searchParams.set('status', status);
      return redirect(back.href);
    }
    return paymentPage(`FedaPay (fake): ${transaction.description}`, {
      Payer: '?action=approve',
      Refusé: '?action=decline',
      Annuler: '?action=cancel',
    });
  }

  const server = await startFakeServer((request, baseUrl) => {
    const pay = /^\/pay\/([\w-]+)$/.exec(request.path);
    if (pay?.[1] && request.method === 'GET') return page(request, pay[1]);
    if (bearerOf(request) !== secretKey) return fedapayError(401, 'Invalid API key');
    if (request.method === 'POST' && request.path === '/v1/transactions') return create(request);
    const match = /^\/v1\/transactions\/(\d+)(\/token)?$/.exec(request.path);
    const transaction = match?.[1] ? transactions.get(Number(match[1])) : undefined;
    if (!match || !transaction) return fedapayError(404, 'Transaction not found');
    if (request.method === 'GET' && !match[2]) return json(200, { 'v1/transaction': shown(transaction) });
    if (request.method === 'POST' && match[2]) {
      transaction.token ??= randomBytes(16).toString('hex');
      return json(200, { token: transaction.token, url: `${baseUrl}/pay/${transaction.token}` });
    }
    return fedapayError(404, 'Not found');
  });

  return Object.assign(server, {
    secretKey,
    webhookSecret,
    transactions,
    setStatus,
    pay: (id: number | string) => setStatus(id, 'approved'),
    fail: (id: number | string) => setStatus(id, 'declined'),
    cancel: (id: number | string) => setStatus(id, 'canceled'),
    expire: (id: number | string) => setStatus(id, 'expired'),
    webhook(name: string, transactionId: number | string, opts: FedapayWebhookOptions = {}) {
      const transaction = transactions.get(Number(transactionId));
      if (!transaction) throw new Error(`fake fedapay: no transaction ${transactionId}`);
      const event = {
        ...(opts.eventId === undefined ? {} : { id: opts.eventId }),
        name,
        object: 'transaction',
        entity: shown(transaction),
      };
      const body = JSON.stringify(event);
      const headers = new Headers({
        'content-type': 'application/json',
        'x-fedapay-signature': signHeader(body, opts.secret ?? webhookSecret, 's', opts.timestamp),
      });
      return { body, headers };
    },
  });
}
