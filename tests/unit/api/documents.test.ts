/**
 * The document generator's API on PGlite and PostgreSQL: the public catalogue, generating PDF
 * and DOCX files (anonymous, or signed in with a copy in the personal library), refusals
 * (fields, format, unknown template, rate limit) and the signed-in user's drafts.
 */
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../../src/documents/format.ts';
import type { DocumentDraft, DocumentTemplate, TemplateSummary } from '../../../src/documents/template.types.ts';
import { findTemplate, TEMPLATES } from '../../../src/documents/templates/index.ts';
import * as generate from '../../../src/pages/api/documents/generate/[id].ts';
import * as oneTemplate from '../../../src/pages/api/documents/templates/[id].ts';
import * as catalogue from '../../../src/pages/api/documents/templates/index.ts';
import * as drafts from '../../../src/pages/api/e/documents/drafts/[templateId].ts';
import * as personal from '../../../src/pages/api/e/library/personal/index.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import { GENERATE_RATE_LIMIT } from '../../../src/server/documents/generate-rate.ts';
import type { PersonalItem } from '../../../src/server/personal-library/items.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { callRoute, insertTestUser, type RouteCall, testPlatformEngines } from './route-harness.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const LETTER = 'mise-en-demeure-de-payer';

function template(slug: string): DocumentTemplate {
  const found = findTemplate(slug);
  if (!found) throw new Error(`no template ${slug}`);
  return found;
}

/** A required field that is always asked (no condition). */
const requiredField = (t: DocumentTemplate) =>
  t.fields.find((f) => f.required && !f.showIf) ?? expect.unreachable('no required field');

for (const engine of testPlatformEngines()) {
  describe(`documents API (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    let awa: PublicUser;
    let kofi: PublicUser;

    const call = (route: APIRoute, user: PublicUser | null, options: Omit<RouteCall, 'user'>) =>
      callRoute(route, platform, { user, ...options });
    const list = async (query = '') => {
      const { response } = await call(catalogue.GET, null, { method: 'GET', path: `/api/documents/templates${query}` });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: TemplateSummary[] }).data;
    };
    const generateFile = (user: PublicUser | null, slug: string, json: unknown, ip = '192.0.2.10') =>
      call(generate.POST, user, { path: `/api/documents/generate/${slug}`, params: { id: slug }, json, ip });
    const draftRoutes: Record<string, APIRoute> = { GET: drafts.GET, PUT: drafts.PUT, DELETE: drafts.DELETE };
    const draftCall = (user: PublicUser, method: string, templateId: string, json?: unknown) =>
      call(draftRoutes[method] ?? expect.unreachable(), user, {
        method,
        path: `/api/e/documents/drafts/${templateId}`,
        params: { templateId },
        ...(json === undefined ? {} : { json }),
      });

    beforeAll(async () => {
      ({ platform, close } = await engine.open());
      awa = await insertTestUser(platform, 'Awa');
      kofi = await insertTestUser(platform, 'Kofi');
    });
    afterAll(() => close());

    describe('catalogue', () => {
      it('lists every template as a summary, publicly cached with an ETag', async () => {
        const { response } = await call(catalogue.GET, null, { method: 'GET', path: '/api/documents/templates' });
        expect(response.headers.get('cache-control')).toBe('public, max-age=300');
        expect(response.headers.get('etag')).toBeTruthy();
        const { data } = (await response.json()) as { data: TemplateSummary[] };
        expect(data.map((t) => t._id)).toEqual(TEMPLATES.map((t) => t._id));
        expect(Object.keys(data[0] ?? {}).sort()).toEqual([
          '_id',
          'category',
          'description',
          'jurisdiction',
          'language',
          'slug',
          'title',
        ]);
      });

      it('filters on title and description whatever the accents and case, and by category', async () => {
        const found = await list('?q=RESILIATION');
        expect(found.map((t) => t.slug)).toContain('lettre-de-resiliation-de-contrat');
        for (const t of found)
          expect(`${t.title} ${t.description}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toContain(
            'resiliation',
          );
        expect(await list('?q=zzzqqq')).toEqual([]);
        expect((await list('?q=mise%20DEMEURE')).map((t) => t.slug)).toContain(LETTER);

        const housing = await list('?category=housing');
        expect(housing.length).toBeGreaterThan(0);
        expect(housing.map((t) => t._id)).toEqual(TEMPLATES.filter((t) => t.category === 'housing').map((t) => t._id));
        expect(await list('?category=nonsense')).toHaveLength(TEMPLATES.length);
      });

      it('gives one template by id or slug, with its fields and body; 404 otherwise, in the request language', async () => {
        const letter = template(LETTER);
        for (const id of [letter._id, letter.slug]) {
          const { response } = await call(oneTemplate.GET, null, {
            method: 'GET',
            path: `/api/documents/templates/${id}`,
            params: { id },
          });
          expect(response.status).toBe(200);
          expect(((await response.json()) as { data: DocumentTemplate }).data).toEqual(
            JSON.parse(JSON.stringify(letter)),
          );
        }
        const missing = await call(oneTemplate.GET, null, {
          method: 'GET',
          path: '/api/documents/templates/nope',
          params: { id: 'nope' },
        });
        expect(missing.response.status).toBe(404);
        expect(await missing.response.json()).toEqual({
          statusCode: 404,
          message: 'Ce modèle de document est introuvable.',
          code: 'not_found',
        });
        const english = await call(oneTemplate.GET, null, {
          method: 'GET',
          path: '/en/api/documents/templates/nope',
          params: { id: 'nope' },
          locale: 'en',
        });
        expect((await english.response.json()).message).toBe('This document template cannot be found.');
      });
    });

    describe('generating', () => {
      it('gives an anonymous visitor the PDF, named after the template and the day, kept nowhere', async () => {
        const letter = template(LETTER);
        const { response } = await generateFile(null, LETTER, { values: letter.sample, format: 'pdf' });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        const name = `${LETTER}-${isoDay(new Date())}.pdf`;
        expect(response.headers.get('content-disposition')).toBe(
          `attachment; filename="${name}"; filename*=UTF-8''${name}`,
        );
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.has('x-personal-item-id')).toBe(false);
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
        expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
      });

      it('gives an anonymous visitor the DOCX, by template id too', async () => {
        const letter = template(LETTER);
        const { response } = await generateFile(null, letter._id, { values: letter.sample, format: 'DOCX' });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(DOCX_MIME);
        expect(response.headers.get('content-disposition')).toContain(
          `filename="${LETTER}-${isoDay(new Date())}.docx"`,
        );
        expect(new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).subarray(0, 2))).toBe('PK');
      });

      it('keeps a signed-in user’s PDF and DOCX in their personal library, and only theirs', async () => {
        const user = await insertTestUser(platform, 'Bio');
        const bail = TEMPLATES.find((t) => t.slug !== LETTER) ?? expect.unreachable();
        const pdf = await generateFile(user, LETTER, { values: template(LETTER).sample, format: 'pdf' });
        const docx = await generateFile(user, bail.slug, { values: bail.sample, format: 'docx' });
        const pdfId = pdf.response.headers.get('x-personal-item-id');
        const docxId = docx.response.headers.get('x-personal-item-id');
        expect(pdfId).toBeTruthy();
        expect(docxId).toBeTruthy();
        const docxBytes = (await docx.response.arrayBuffer()).byteLength;

        const listed = await call(personal.GET, user, {
          method: 'GET',
          path: '/api/e/library/personal?kind=generated',
        });
        const { data } = (await listed.response.json()) as { data: PersonalItem[] };
        expect(data.map((item) => item._id).sort()).toEqual([pdfId, docxId].sort());
        expect(data.find((item) => item._id === docxId)).toMatchObject({
          kind: 'generated',
          title: bail.title,
          note: '',
          fileName: `${bail.slug}-${isoDay(new Date())}.docx`,
          mime: DOCX_MIME,
          size: docxBytes,
        });
        expect(data.find((item) => item._id === pdfId)).toMatchObject({
          title: template(LETTER).title,
          mime: 'application/pdf',
        });

        const others = await call(personal.GET, kofi, {
          method: 'GET',
          path: '/api/e/library/personal?kind=generated',
        });
        expect(((await others.response.json()) as { totalItems: number }).totalItems).toBe(0);
      });

      it('refuses missing or wrong values with 400, naming each field in the request language', async () => {
        const letter = template(LETTER);
        const field = requiredField(letter);
        const { [field.name]: _left, ...values } = letter.sample;
        const { response } = await generateFile(awa, LETTER, {
          values: { ...values, date: '31/02/2026' },
          format: 'pdf',
        });
        expect(response.status).toBe(400);
        const body = (await response.json()) as {
          statusCode: number;
          message: string;
          code: string;
          fields: Record<string, string>;
        };
        expect(body).toMatchObject({
          statusCode: 400,
          message: 'Certains champs sont à corriger avant de générer le document.',
          code: 'validation_failed',
        });
        expect(body.fields[field.name]).toBe(`Renseignez « ${field.label} ».`);
        expect(body.fields['date']).toBe('Saisissez une date valide.');
        expect(response.headers.has('x-personal-item-id')).toBe(false);

        const nothing = await generateFile(null, LETTER, { format: 'pdf' }, '192.0.2.11');
        expect(Object.keys(((await nothing.response.json()) as { fields: object }).fields)).toContain(field.name);
      });

      it('refuses an unknown or missing format with 400, and an unknown template with 404', async () => {
        const letter = template(LETTER);
        for (const format of ['odt', undefined, 42]) {
          const { response } = await generateFile(null, LETTER, { values: letter.sample, format }, '192.0.2.12');
          expect(response.status).toBe(400);
          expect(await response.json()).toMatchObject({
            code: 'unsupported_format',
            message: 'Choisissez le format du document : PDF ou Word (DOCX).',
          });
        }
        const unknown = await generateFile(null, 'nope', { values: {}, format: 'pdf' });
        expect(unknown.response.status).toBe(404);
        expect((await unknown.response.json()).code).toBe('not_found');
      });

      it(`answers 429 with Retry-After past ${GENERATE_RATE_LIMIT.limit} generations in the window, per address`, async () => {
        const ip = '198.51.100.7';
        // Refused attempts count too, and cost nothing to make.
        for (let n = 0; n < GENERATE_RATE_LIMIT.limit; n++)
          expect((await generateFile(null, LETTER, { format: 'odt' }, ip)).response.status).toBe(400);
        const limited = await generateFile(null, LETTER, { values: template(LETTER).sample, format: 'pdf' }, ip);
        expect(limited.response.status).toBe(429);
        const retryAfter = Number(limited.response.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(GENERATE_RATE_LIMIT.windowMs / 1000);
        expect(await limited.response.json()).toMatchObject({
          statusCode: 429,
          code: 'rate_limited',
          message: expect.stringMatching(/Réessayez dans \d+ min\./),
        });
        expect((await generateFile(null, LETTER, { format: 'odt' }, '198.51.100.8')).response.status).toBe(400);
      });
    });

    describe('drafts', () => {
      const letter = template(LETTER);

      it('saves, reads and deletes the user’s draft, keeping only the template’s fields within their length', async () => {
        expect(await (await draftCall(awa, 'GET', letter._id)).response.json()).toEqual({ data: null });
        const long = 'x'.repeat(500);
        const saved = await draftCall(awa, 'PUT', letter.slug, {
          values: { creancier_nom: 'Awa Sossou', lieu: long, intrus: 'y' },
          step: 2,
        });
        expect(saved.response.status).toBe(200);
        const { data } = (await saved.response.json()) as { data: DocumentDraft };
        const lieuMax = letter.fields.find((f) => f.name === 'lieu')?.maxLength ?? expect.unreachable();
        expect(data).toMatchObject({
          templateId: letter._id,
          values: { creancier_nom: 'Awa Sossou', lieu: long.slice(0, lieuMax) },
          step: 2,
        });
        expect(data.values).not.toHaveProperty('intrus');
        expect(new Date(data.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

        const read = (await (await draftCall(awa, 'GET', letter._id)).response.json()) as { data: DocumentDraft };
        expect(read.data).toEqual(data);

        const replaced = await draftCall(awa, 'PUT', letter._id, { values: { lieu: 'Cotonou' }, step: 3 });
        expect(((await replaced.response.json()) as { data: DocumentDraft }).data).toMatchObject({
          values: { lieu: 'Cotonou' },
          step: 3,
        });

        const deleted = await draftCall(awa, 'DELETE', letter._id);
        expect(deleted.response.status).toBe(204);
        expect(await (await draftCall(awa, 'GET', letter.slug)).response.json()).toEqual({ data: null });
        expect((await draftCall(awa, 'DELETE', letter._id)).response.status).toBe(204);
      });

      it('keeps each user’s drafts to themselves', async () => {
        await draftCall(awa, 'PUT', letter._id, { values: { creancier_nom: 'Awa' }, step: 1 });
        expect(await (await draftCall(kofi, 'GET', letter._id)).response.json()).toEqual({ data: null });
        await draftCall(kofi, 'PUT', letter._id, { values: { creancier_nom: 'Kofi' }, step: 0 });
        expect(await draftCall(kofi, 'DELETE', letter._id).then((r) => r.response.status)).toBe(204);
        const mine = (await (await draftCall(awa, 'GET', letter._id)).response.json()) as { data: DocumentDraft };
        expect(mine.data.values).toEqual({ creancier_nom: 'Awa' });
      });

      it('answers 404 for an unknown template and 400 for a malformed draft', async () => {
        for (const method of ['GET', 'PUT', 'DELETE']) {
          const { response } = await draftCall(
            awa,
            method,
            'nope',
            method === 'PUT' ? { values: {}, step: 0 } : undefined,
          );
          expect(response.status).toBe(404);
        }
        for (const body of [
          { values: { creancier_nom: 3 }, step: 0 },
          { values: {}, step: -1 },
          { values: {}, step: 1.5 },
          { step: 0 },
        ]) {
          const { response } = await draftCall(awa, 'PUT', letter._id, body);
          expect(response.status).toBe(400);
          expect((await response.json()).code).toBe('validation_failed');
        }
      });
    });
  });
}
