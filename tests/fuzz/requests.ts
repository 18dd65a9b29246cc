/**
 * Arbitrary requests to the API (fast-check): any route and method, odd path parameters, query
 * strings and bodies (JSON, forms, multipart with a file, broken JSON), holding what breaks naive
 * code: NUL and other control characters, lone surrogates, huge or non-finite numbers, nesting.
 */
import fc from 'fast-check';
import type { ApiRoute } from './api-routes.ts';

export interface FuzzRequest {
  method: string;
  path: string;
  signedIn: boolean;
  /** Sends `Accept: application/json`: a form post then wants JSON back, like a script's. */
  acceptJson: boolean;
  body:
    | { kind: 'none' }
    | { kind: 'json'; text: string }
    | { kind: 'form'; fields: [string, string][] }
    | { kind: 'multipart'; fields: [string, string][]; file: boolean };
}

const NASTY = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0001\u001f',
  '\ud800',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '1e309',
  'NaN',
  '-1',
  '0',
  '99999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  ' ',
  '',
];
const FIELD_NAMES = [
  'q',
  'page',
  'limit',
  'id',
  'email',
  'password',
  'code',
  'name',
  'firstName',
  'lastName',
  'message',
  'subject',
  'questionText',
  'contentText',
  'localId',
  'language',
  'thinkMode',
  'title',
  'note',
  'city',
  'country',
  'specialty',
  'category',
  'currency',
  'interval',
  'plan',
  'method',
  'redirect',
  'expires',
  'sig',
  'key',
  'format',
  'share',
  'rating',
  'decision',
  'values',
];

const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.constant('x'.repeat(5000)),
);
const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: text });
const jsonValue = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -0, 2 ** 53 + 1, true, null) },
);
const fields = fc.array(fc.tuple(name, text), { maxLength: 6 });

const body: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc
    .dictionary(name, jsonValue, { maxKeys: 6 })
    .map((value) => ({ kind: 'json' as const, text: JSON.stringify(value) })),
  fc
    .oneof(fc.constantFrom('{', '[1,2]', '"text"', 'null', '{"a":"\\u0000"}'), fc.string())
    .map((t) => ({ kind: 'json' as const, text: t })),
  fields.map((f) => ({ kind: 'form' as const, fields: f })),
  fc.tuple(fields, fc.boolean()).map(([f, file]) => ({ kind: 'multipart' as const, fields: f, file })),
);

/** Percent-encoded; a lone surrogate becomes the bytes of one (%ED%A0%80), which is no UTF-8 at all. */
const encode = (value: string): string => encodeURIComponent(value.toWellFormed()).replaceAll('%EF%BF%BD', '%ED%A0%80');

/** A path parameter as sent: percent-encoded, sometimes an encoded NUL or an encoded slash. */
const param = fc.oneof(
  text.map(encode),
  fc.constantFrom('%00', '%2F', '..', 'vdd-F31272', 'pdf', 'stripe', '%E0%A4%A'),
);

export function fuzzRequests(routes: ApiRoute[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      pick: fc.nat(),
      params: fc.array(param, { minLength: 4, maxLength: 4 }),
      query: fc.array(fc.tuple(name, text), { maxLength: 4 }),
      body,
      signedIn: fc.boolean(),
      acceptJson: fc.boolean(),
    })
    .map(({ route, pick, params, query, body, signedIn, acceptJson }) => {
      let i = 0;
      const path = route.template.replace(/\[[^\]]+\]/g, () => params[i++ % params.length] ?? 'x');
      const search = query.length ? `?${query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : '';
      return {
        method: route.methods[pick % route.methods.length] ?? 'GET',
        path: `${path}${search}`,
        signedIn,
        acceptJson,
        body,
      };
    });
}

/**
 * Whether the answer may be an HTML page: a browser's form post without script (a form body, no
 * `Accept: application/json`) gets its page back with the error, as forms without JavaScript do.
 */
export const mayAnswerHtml = (request: FuzzRequest): boolean =>
  !request.acceptJson &&
  request.method !== 'GET' &&
  (request.body.kind === 'form' || request.body.kind === 'multipart');

/** The request as fetch sends it. */
export function requestInit(request: FuzzRequest, cookie: string | null): RequestInit {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (request.acceptJson) headers.accept = 'application/json';
  const init: RequestInit = { method: request.method, headers, redirect: 'manual' };
  if (request.method === 'GET' || request.body.kind === 'none') return init;
  if (request.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    init.body = request.body.text;
  } else if (request.body.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(request.body.fields).toString();
  } else {
    const form = new FormData();
    for (const [k, v] of request.body.fields) form.append(k, v);
    if (request.body.file)
      form.append(
        'file',
        new Blob([new Uint8Array([0, 1, 2, 0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' }),
        'a\u0000.pdf',
      );
    init.body = form;
  }
  return init;
}
