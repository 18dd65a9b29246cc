/**
 * The personal library and signed file access through their routes, on PGlite and PostgreSQL:
 * uploads (type, size, damage, names), idempotent saves, scoping, deletion with the file,
 * POST /api/s3/sign-url (owner only, caps, GET only) and the signed file route.
 */
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as files from '../../../src/pages/api/files/[...key].ts';
import * as item from '../../../src/pages/api/e/library/personal/[id].ts';
import * as remove from '../../../src/pages/api/e/library/personal/[id]/delete.ts';
import * as edit from '../../../src/pages/api/e/library/personal/[id]/edit.ts';
import * as fileLink from '../../../src/pages/api/e/library/personal/[id]/file.ts';
import * as collection from '../../../src/pages/api/e/library/personal/index.ts';
import * as signUrl from '../../../src/pages/api/s3/sign-url.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import type { PersonalItem } from '../../../src/server/personal-library/items.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { callRoute, insertTestUser, type RouteCall, testPlatformEngines } from './route-harness.ts';
import { docx, pdf, png } from './upload-fixtures.ts';

for (const engine of testPlatformEngines()) {
  describe(`personal library (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    let awa: PublicUser;
    let kofi: PublicUser;

    const makeUser = (first: string) => insertTestUser(platform, first);
    const call = (route: APIRoute, user: PublicUser | null, options: Omit<RouteCall, 'user'>) =>
      callRoute(route, platform, { user, headers: { accept: 'application/json' }, ...options });
    const uploadBody = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(bytes)], name));
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return form;
    };
    const upload = async (user: PublicUser, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) =>
      call(collection.POST, user, { path: '/api/e/library/personal', body: uploadBody(bytes, name, fields) });
    const uploaded = async (user: PublicUser, name = 'contrat.pdf') => {
      const { response } = await upload(user, pdf(), name);
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: PersonalItem }).data;
    };

    beforeAll(async () => {
      ({ platform, close } = await engine.open());
      awa = await makeUser('Awa');
      kofi = await makeUser('Kofi');
      await platform.database.db
        .insertInto('library_documents')
        .values({
          id: 'vdd-F1',
          slug: 'bail-habitation',
          title: "Bail d'habitation",
          summary: 's',
          body_html: '<p>b</p>',
          body_text: 'b',
          category: 'Logement',
          tags: [],
          audiences: [],
          breadcrumb: '[]',
          jurisdiction: 'FR',
          source_name: 'Service-Public.fr',
          license: 'Licence Ouverte',
          language: 'fr',
          content_hash: 'h',
        })
        .execute();
    });
    afterAll(() => close());

    it('stores an upload with a cleaned name, note and tags, and lists it', async () => {
      const { response } = await upload(awa, pdf(), '../../Bail\u202E 2026.exe.pdf', {
        note: 'Mon bail',
        tags: 'bail, logement, bail',
      });
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: PersonalItem };
      expect(data).toMatchObject({
        kind: 'upload',
        title: 'Bail 2026.exe.pdf',
        fileName: 'Bail 2026.exe.pdf',
        mime: 'application/pdf',
        note: 'Mon bail',
        tags: ['bail', 'logement'],
      });
      expect(data.fileUrl).toMatch(new RegExp(`^storage://users/${awa._id}/personal/`));
      const list = await call(collection.GET, awa, {
        method: 'GET',
        path: '/api/e/library/personal?q=2026&kind=upload&tag=logement',
      });
      const body = (await list.response.json()) as {
        data: PersonalItem[];
        totalItems: number;
        page: number;
        perPage: number;
        totalPages: number;
      };
      expect(body).toMatchObject({ totalItems: 1, page: 1, perPage: 20, totalPages: 1 });
      expect(body.data[0]?._id).toBe(data._id);
    });

    it('refuses other types (415), damaged files (422), missing files (400) and more than 10 MB (413)', async () => {
      const html = await upload(awa, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'page.pdf');
      expect(html.response.status).toBe(415);
      expect(((await html.response.json()) as { message: string }).message).toContain('PDF');
      const cut = docx();
      expect((await upload(awa, cut.subarray(0, cut.length - 10), 'lettre.docx')).response.status).toBe(422);
      expect(
        (await call(collection.POST, awa, { path: '/api/e/library/personal', body: new FormData() })).response.status,
      ).toBe(400);
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pdf());
      const tooLarge = await upload(awa, big, 'gros.pdf');
      expect(tooLarge.response.status).toBe(413);
      expect(await tooLarge.response.json()).toMatchObject({ statusCode: 413, message: 'Le fichier dépasse 10 Mo.' });
      const huge = new Uint8Array(11 * 1024 * 1024);
      huge.set(pdf());
      expect((await upload(awa, huge, 'enorme.pdf')).response.status).toBe(413);
    });

    it('re-renders the page for a failed form upload and redirects with a flash on success', async () => {
      const failed = await callRoute(collection.POST, platform, {
        user: awa,
        path: '/api/e/library/personal',
        body: uploadBody(png().subarray(0, 20), 'a.png'),
      });
      expect(failed.renderedPage).toBe('/library/personnal');
      const done = await callRoute(collection.POST, platform, {
        user: awa,
        path: '/api/e/library/personal',
        body: uploadBody(png(), 'photo.png'),
      });
      expect(done.response.status).toBe(303);
      expect(done.response.headers.get('location')).toBe('/library/personnal');
      expect(done.setCookies.get('flash')?.value).toBe('success:fileUploaded');
    });

    it('saves a library document once, by id or slug', async () => {
      const first = await call(collection.POST, kofi, {
        path: '/api/e/library/personal',
        json: { kind: 'library', documentId: 'vdd-F1' },
      });
      expect(first.response.status).toBe(201);
      const saved = ((await first.response.json()) as { data: PersonalItem }).data;
      expect(saved).toMatchObject({ kind: 'library', title: "Bail d'habitation", documentId: 'vdd-F1' });
      const again = await callRoute(collection.POST, platform, {
        user: kofi,
        path: '/api/e/library/personal',
        form: { kind: 'library', documentId: 'bail-habitation', redirect: '/library/documents/vdd-F1' },
      });
      expect(again.response.status).toBe(303);
      expect(again.response.headers.get('location')).toBe('/library/documents/vdd-F1');
      const list = await call(collection.GET, kofi, { method: 'GET', path: '/api/e/library/personal?kind=library' });
      expect(((await list.response.json()) as { totalItems: number }).totalItems).toBe(1);
      const unknown = await call(collection.POST, kofi, {
        path: '/api/e/library/personal',
        json: { kind: 'library', documentId: 'vdd-nope' },
      });
      expect(unknown.response.status).toBe(404);
    });

    it('tells a sheet whether it is saved: the list filtered on its document, for its reader only', async () => {
      const saved = await call(collection.POST, kofi, {
        path: '/api/e/library/personal',
        json: { kind: 'library', documentId: 'vdd-F1' },
      });
      const item = ((await saved.response.json()) as { data: PersonalItem }).data;
      const lookUp = async (user: typeof kofi, documentId: string) =>
        (
          (await (
            await call(collection.GET, user, {
              method: 'GET',
              path: `/api/e/library/personal?documentId=${documentId}&perPage=1`,
            })
          ).response.json()) as { data: PersonalItem[] }
        ).data;
      expect((await lookUp(kofi, 'vdd-F1')).map((i) => i._id)).toEqual([item._id]);
      expect(await lookUp(kofi, 'vdd-F2')).toEqual([]);
      expect(await lookUp(awa, 'vdd-F1')).toEqual([]);
    });

    it("keeps each user's items to that user (404 for the others)", async () => {
      const own = await uploaded(awa);
      const params = { id: own._id };
      expect((await call(item.GET, awa, { method: 'GET', path: '/x', params })).response.status).toBe(200);
      expect((await call(item.GET, kofi, { method: 'GET', path: '/x', params })).response.status).toBe(404);
      expect(
        (await call(item.PATCH, kofi, { method: 'PATCH', path: '/x', params, json: { note: 'pirate' } })).response
          .status,
      ).toBe(404);
      expect((await call(item.DELETE, kofi, { method: 'DELETE', path: '/x', params })).response.status).toBe(404);
      expect((await call(remove.POST, kofi, { path: '/x', params, form: {} })).response.status).toBe(404);
      expect((await call(fileLink.GET, kofi, { method: 'GET', path: '/x', params })).response.status).toBe(404);
      const list = await call(collection.GET, kofi, { method: 'GET', path: '/api/e/library/personal?q=contrat' });
      expect(((await list.response.json()) as { totalItems: number }).totalItems).toBe(0);
    });

    it('edits the note and tags (PATCH and form)', async () => {
      const own = await uploaded(awa);
      const patched = await call(item.PATCH, awa, {
        method: 'PATCH',
        path: '/x',
        params: { id: own._id },
        json: { note: 'À relire', tags: ['urgent'] },
      });
      expect(((await patched.response.json()) as { data: PersonalItem }).data).toMatchObject({
        note: 'À relire',
        tags: ['urgent'],
      });
      const form = await callRoute(edit.POST, platform, {
        user: awa,
        path: '/x',
        params: { id: own._id },
        form: { note: 'Lu', tags: 'fait' },
      });
      expect(form.response.status).toBe(303);
      expect(form.setCookies.get('flash')?.value).toBe('success:itemUpdated');
      const tooLong = await callRoute(edit.POST, platform, {
        user: awa,
        path: '/x',
        params: { id: own._id },
        form: { note: 'x'.repeat(2001), tags: '' },
      });
      expect(tooLong.renderedPage).toBe(`/library/personnal/${own._id}`);
    });

    it('deletes the item and its file once the form says so, and only then', async () => {
      const own = await uploaded(awa);
      const key = own.fileUrl?.replace('storage://', '') ?? '';
      const storage = platform.storage;
      expect(await storage.get(key)).not.toBeNull();
      // The box left unticked (a form sent without the browser's check): back to the item, nothing lost.
      const unconfirmed = await callRoute(remove.POST, platform, {
        user: awa,
        path: '/x',
        params: { id: own._id },
        form: {},
      });
      expect(unconfirmed.response.status).toBe(303);
      expect(unconfirmed.response.headers.get('location')).toBe(`/library/personnal/${own._id}`);
      expect(await storage.get(key)).not.toBeNull();
      const done = await callRoute(remove.POST, platform, {
        user: awa,
        path: '/x',
        params: { id: own._id },
        form: { confirm: 'on' },
      });
      expect(done.response.status).toBe(303);
      expect(done.setCookies.get('flash')?.value).toBe('success:itemDeleted');
      expect(await storage.get(key)).toBeNull();
      expect((await call(item.GET, awa, { method: 'GET', path: '/x', params: { id: own._id } })).response.status).toBe(
        404,
      );
    });

    describe('POST /api/s3/sign-url', () => {
      const sign = (user: PublicUser | null, json: unknown) =>
        call(signUrl.POST, user, { path: '/api/s3/sign-url', json });

      it("signs the owner's file for GET, at most 604800 s, and the URL serves the file", async () => {
        const own = await uploaded(awa, 'preuve.pdf');
        const answer = await sign(awa, { url: own.fileUrl, options: { method: 'GET', expiresIn: 604_800 } });
        expect(answer.response.status).toBe(200);
        const { signedUrl, expiresIn } = (await answer.response.json()) as { signedUrl: string; expiresIn: number };
        expect(expiresIn).toBe(604_800);
        const capped = await sign(awa, { url: own.fileUrl, options: { method: 'GET', expiresIn: 9_000_000 } });
        expect(((await capped.response.json()) as { expiresIn: number }).expiresIn).toBe(604_800);
        const url = new URL(signedUrl);
        const key = url.pathname.slice('/api/files/'.length);
        const served = await callRoute(files.GET, platform, {
          method: 'GET',
          path: `${url.pathname}${url.search}`,
          params: { key },
          user: null,
        });
        expect(served.response.status).toBe(200);
        expect(served.response.headers.get('content-type')).toBe('application/pdf');
        expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(new Uint8Array(await served.response.arrayBuffer())).toEqual(pdf());
        const tampered = await callRoute(files.GET, platform, {
          method: 'GET',
          path: `${url.pathname}?expires=9999999999&sig=${url.searchParams.get('sig')}`,
          params: { key },
          user: null,
        });
        expect(tampered.response.status).toBe(403);
        const byPath = await sign(awa, { url: `/api/files/${key}`, options: { method: 'GET', expiresIn: 60 } });
        expect(((await byPath.response.json()) as { expiresIn: number }).expiresIn).toBe(60);
      });

      it("answers 404 for another user's file, 401 signed out, 400 for other methods", async () => {
        const own = await uploaded(awa);
        expect(
          (await sign(kofi, { url: own.fileUrl, options: { method: 'GET', expiresIn: 60 } })).response.status,
        ).toBe(404);
        expect(
          (await sign(null, { url: own.fileUrl, options: { method: 'GET', expiresIn: 60 } })).response.status,
        ).toBe(401);
        expect((await sign(awa, { url: own.fileUrl, options: { method: 'PUT', expiresIn: 60 } })).response.status).toBe(
          400,
        );
        expect((await sign(awa, { url: own.fileUrl, options: { method: 'GET', expiresIn: -5 } })).response.status).toBe(
          400,
        );
        expect((await sign(awa, { url: 'storage://../../etc/passwd' })).response.status).toBe(404);
      });

      it('serves only a download for the no-JavaScript link with ?download=1', async () => {
        const own = await uploaded(awa, 'copie.pdf');
        const link = await call(fileLink.GET, awa, {
          method: 'GET',
          path: `/api/e/library/personal/${own._id}/file?download=1`,
          params: { id: own._id },
        });
        expect(link.response.status).toBe(302);
        const target = new URL(link.response.headers.get('location') ?? '');
        const served = await callRoute(files.GET, platform, {
          method: 'GET',
          path: `${target.pathname}${target.search}`,
          params: { key: target.pathname.slice('/api/files/'.length) },
          user: null,
        });
        expect(served.response.headers.get('content-disposition')).toBe(
          `attachment; filename="copie.pdf"; filename*=UTF-8''copie.pdf`,
        );
      });
    });
  });
}
