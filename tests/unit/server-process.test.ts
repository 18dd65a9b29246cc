/**
 * server.mjs as a real process: start-up errors, health, and shutdown on SIGTERM.
 * Needs the build (`npm run build`), which the test command runs first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const node = join(root, 'node_modules/.bin/node');

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(node, ['server.mjs'], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env } });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Generous: a fresh PGlite database and its migrations take seconds, more on a busy machine. */
async function waitFor(check: () => boolean, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('server.mjs', () => {
  it('refuses to start on a bad setting, naming the variable and its value', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty"');
  });

  describe('running', () => {
    let dataDir: string;
    let server: ReturnType<typeof start>;
    const port = 4391;
    beforeAll(async () => {
      expect(existsSync(join(root, 'dist/server/entry.mjs')), 'run `npm run build` first').toBe(true);
      dataDir = await mkdtemp(join(tmpdir(), 'jurisia-srv-'));
      server = start({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        LIBRARY_SOURCE: 'vdd:tests/fixtures/vdd',
      });
      await waitFor(() => server.output().includes('"msg":"listening"'));
    }, 120_000);
    afterAll(async () => {
      server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers the health check from the database, with a request id', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-request-id': 'test-req-1' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('test-req-1');
      expect(await res.json()).toMatchObject({ status: 'ok', database: { engine: 'pglite', ok: true } });
      await waitFor(() => server.output().includes('"requestId":"test-req-1"'));
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes('"requestId":"test-req-1"') && l.includes('"msg":"request"'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({
        level: 'info',
        method: 'GET',
        path: '/api/health',
        status: 200,
      });
    });

    it('warms up once the library is indexed, and says so in the health check', async () => {
      await waitFor(() => server.output().includes('"msg":"warmed up"'));
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes('"msg":"warmed up"'));
      const warmedUp = JSON.parse(line ?? '{}');
      // Each of the fixture's sheets asked about once; a question's statements rehearsed on PGlite.
      expect(warmedUp.questionsAnswered).toBeGreaterThan(0);
      expect(warmedUp.questionsRehearsed).toBeGreaterThan(0);
      const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', warm: true });
    }, 120_000);

    it('serves hashed assets as immutable and compressed', async () => {
      const asset = readdirSync(join(root, 'dist/client/_astro')).find((f) => /\.(js|css|svg)$/.test(f));
      expect(asset, 'a hashed asset in dist/client/_astro').toBeDefined();
      const res = await fetch(`http://127.0.0.1:${port}/_astro/${asset}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
      const page = await fetch(`http://127.0.0.1:${port}/about-us`, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers.get('content-encoding')).toBe('gzip');
    });

    it('sends a small JSON answer as it is, with its length, and compresses a large one', async () => {
      const small = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'accept-encoding': 'gzip' } });
      expect(small.headers.get('content-encoding')).toBeNull();
      const body = await small.arrayBuffer();
      expect(Number(small.headers.get('content-length'))).toBe(body.byteLength);
      expect(body.byteLength).toBeLessThan(1024);
      // The library's first page of sheets, once the fixture's import has put them in.
      let large: Response | undefined;
      for (let i = 0; i < 120 && large?.headers.get('content-encoding') !== 'gzip'; i++) {
        large = await fetch(`http://127.0.0.1:${port}/api/library`, { headers: { 'accept-encoding': 'gzip' } });
        await large.arrayBuffer();
        if (large.headers.get('content-encoding') !== 'gzip') await new Promise((r) => setTimeout(r, 500));
      }
      expect(large?.headers.get('content-encoding')).toBe('gzip');
    });

    it('sends the security headers on a page, an API answer and a file, and a CSP allowing only the page’s own inline scripts', async () => {
      const base = `http://127.0.0.1:${port}`;
      const asset = readdirSync(join(root, 'dist/client/_astro')).find((f) => f.endsWith('.js'));
      for (const path of ['/about-us', '/api/health', `/_astro/${asset}`]) {
        const res = await fetch(`${base}${path}`, { headers: { cookie: 'i18n_redirected=fr' } });
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('permissions-policy'), path).toContain('microphone=(self)');
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        // Not behind TLS here: no HSTS (tests/unit/production-cookies.test.ts has it).
        expect(res.headers.get('strict-transport-security'), path).toBeNull();
      }
      const page = await fetch(`${base}/login`, { headers: { cookie: 'i18n_redirected=fr' } });
      const csp = page.headers.get('content-security-policy') ?? '';
      const html = await page.text();
      expect(csp).toContain("frame-ancestors 'none'");
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g),
      ].map((m) => m[1] ?? '');
      expect(inline.length).toBeGreaterThan(0);
      for (const body of inline)
        expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    });

    it('answers a method a known API route lacks 405 with what it allows, and an unknown route 404', async () => {
      const base = `http://127.0.0.1:${port}`;
      const wrong = await fetch(`${base}/api/config`, { method: 'DELETE' });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('GET, HEAD');
      expect(await wrong.json()).toEqual({
        statusCode: 405,
        message: 'Method not allowed',
        code: 'method_not_allowed',
      });
      // A dynamic route, and one under a locale prefix.
      const dynamic = await fetch(`${base}/en/api/library/documents/vdd-F1/`, { method: 'PUT' });
      expect([dynamic.status, dynamic.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
      // HEAD on a route without GET: the same 405 (and no body, as HEAD has none).
      const head = await fetch(`${base}/api/auth/logout`, { method: 'HEAD' });
      expect([head.status, head.headers.get('allow'), await head.text()]).toEqual([405, 'POST', '']);
      expect((await fetch(`${base}/api/config`, { method: 'HEAD' })).status).toBe(200);
      const unknown = await fetch(`${base}/api/nulle-part`, { method: 'DELETE' });
      expect([unknown.status, unknown.headers.get('allow')]).toEqual([404, null]);
      expect(await unknown.json()).toEqual({ statusCode: 404, message: 'Not found', code: 'not_found' });
    });

    it('refuses a state-changing request from another site', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/logout`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ statusCode: 403, message: 'Origine de la requête refusée' });
      const form = new FormData();
      form.set('email', 'awa@example.bj');
      const multipart = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body: form,
      });
      expect(multipart.status).toBe(403);
      // Without an Origin it is not a browser page at all (an app, a script): the route decides.
      const noOrigin = await fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'POST', body: form });
      expect(noOrigin.status).toBe(400);
      // Unless a Referer says which site sent it: another one is refused, ours passes to the route.
      const foreignReferer = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        body: form,
        headers: { referer: 'https://evil.example/form.html' },
      });
      expect(foreignReferer.status).toBe(403);
      const ownReferer = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        body: form,
        headers: { referer: `http://127.0.0.1:${port}/contact` },
      });
      expect(ownReferer.status).toBe(400);
    });

    it('answers repeated anonymous visits to a public page from its cache, never a signed-in one', async () => {
      const base = `http://127.0.0.1:${port}`;
      // The fixture sheets are imported in the background after start.
      for (let i = 0; i < 300 && (await fetch(`${base}/api/library/documents/vdd-F31272`)).status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 200));
      }
      const moved = await fetch(`${base}/library/documents/vdd-F31272`, { redirect: 'manual' });
      const page = new URL(moved.headers.get('location') ?? '', base).href;
      const visitor = { cookie: 'i18n_redirected=fr' };
      const first = await fetch(page, { headers: visitor });
      expect(first.status).toBe(200);
      expect(first.headers.get('x-cache')).toBeNull();
      const firstBody = await first.text();
      const second = await fetch(page, { headers: visitor });
      expect(second.headers.get('x-cache')).toBe('hit');
      expect(await second.text()).toBe(firstBody);
      const etag = second.headers.get('etag') ?? '';
      expect((await fetch(page, { headers: { ...visitor, 'if-none-match': etag } })).status).toBe(304);
      const signedIn = await fetch(page, { headers: { cookie: 'i18n_redirected=fr; jurisia_session=whoever' } });
      expect(signedIn.headers.get('x-cache')).toBeNull();
      // A crawler sends no cookie: served from the cache, with the language cookie the page sets.
      const crawler = await fetch(page);
      expect(crawler.headers.get('x-cache')).toBe('hit');
      expect(crawler.headers.get('set-cookie')).toContain('i18n_redirected=fr');
      // A first visit that Accept-Language sends elsewhere is still redirected.
      const english = await fetch(page, { headers: { 'accept-language': 'en-GB,en;q=0.9' }, redirect: 'manual' });
      expect(english.status).toBe(302);
    }, 90_000);

    it('keeps the private API from a visitor: 401 without a session', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/e/legalsearch`);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ statusCode: 401, message: 'Non authentifié' });
    });

    it("sends a visitor's plain form post to the private API to sign in, then back to the page it came from", async () => {
      const base = `http://127.0.0.1:${port}`;
      const post = (referer: string) =>
        fetch(`${base}/api/e/library/personal`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
            'content-type': 'application/x-www-form-urlencoded',
            cookie: 'i18n_redirected=fr',
            origin: base,
            referer,
          },
          body: 'kind=library&documentId=vdd-F1',
        });
      const french = await post(`${base}/library/documents/divorce-f1?tab=2`);
      expect(french.status).toBe(303);
      expect(french.headers.get('location')).toBe(
        `/login?redirect=${encodeURIComponent('/library/documents/divorce-f1?tab=2')}`,
      );
      const english = await post(`${base}/en/library/documents/divorce-f1`);
      expect(english.headers.get('location')).toBe(
        `/login?redirect=${encodeURIComponent('/library/documents/divorce-f1')}`,
      );
    });

    it('answers an unknown page with the error page in place of the app, and logs it; a crawler gets one line, logged too', async () => {
      const base = `http://127.0.0.1:${port}`;
      const browser = 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
      const page = await fetch(`${base}/nulle-part`, {
        headers: { cookie: 'i18n_redirected=fr', 'user-agent': browser, 'x-request-id': 'err-page-1' },
      });
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain('Page not found: /nulle-part');
      expect(html).toContain('>Jurisia</p>');
      expect(html).toContain('Plateforme juridique intelligente');
      expect(html).not.toMatch(/<header|<footer/);
      const bot = await fetch(`${base}/nulle-part`, {
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'x-request-id': 'err-page-2' },
      });
      expect(bot.status).toBe(404);
      expect((await bot.text()).length).toBeLessThan(200);
      const logged = (requestId: string) =>
        server
          .output()
          .split('\n')
          .find((l) => l.includes('"msg":"error page"') && l.includes(`"requestId":"${requestId}"`));
      await waitFor(() => logged('err-page-2') !== undefined);
      expect(JSON.parse(logged('err-page-1') ?? '{}')).toMatchObject({
        level: 'warn',
        statusCode: 404,
        path: '/nulle-part',
        bot: false,
      });
      expect(JSON.parse(logged('err-page-2') ?? '{}')).toMatchObject({
        level: 'warn',
        statusCode: 404,
        path: '/nulle-part',
        bot: true,
      });
    });

    it('shuts down cleanly on SIGTERM, closing the database', async () => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"shutdown complete"');
    });
  });

  describe('on SIGTERM under load', () => {
    /** A request on a connection of its own; its status, or the network error's code. */
    const hit = (port: number, path: string) =>
      new Promise<number | string>((resolve) => {
        request({ port, host: '127.0.0.1', path, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
          .end();
      });

    for (const [delayMs, port] of [
      [10, 4392],
      [50, 4393],
    ] as const) {
      it(`answers every one of 50 requests sent before a SIGTERM ${delayMs} ms later`, async () => {
        const server = start({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: 'memory://',
          LOG_LEVEL: 'info',
          LIBRARY_SOURCE: 'none',
        });
        try {
          await waitFor(() => server.output().includes('"msg":"listening"'));
          const answers = Array.from({ length: 50 }, (_, i) => hit(port, i % 2 ? '/about-us' : '/api/config'));
          await new Promise((r) => setTimeout(r, delayMs));
          server.child.kill('SIGTERM');
          expect(await Promise.all(answers)).toEqual(Array(50).fill(200));
          expect(await server.exited).toBe(0);
        } finally {
          server.child.kill('SIGKILL');
        }
      }, 120_000);
    }
  });
});
