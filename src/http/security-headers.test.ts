import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, pageCsp } from './security-headers.ts';

const config = { env: 'production' as const, publicUrl: undefined, googleClientId: undefined, websocketUrl: '' };
const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('security headers', () => {
  it('allow exactly the page’s own inline scripts, not its data blocks nor any framing', () => {
    const island = '(()=>{var e=async t=>{await(await t())()}})();';
    const html =
      `<html><head><script type="module" src="/_astro/a.js"></script><script>${island}</script>` +
      '<script type="application/ld+json">{"@type":"Attorney"}</script></head>' +
      '<body><script type="application/json" id="session-user">{"_id":"u"}</script><script type="module">import "/x.js"</script></body></html>';
    const csp = pageCsp(html, config);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' ${sha(island)} ${sha('import "/x.js"')}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('let Google’s sign-in script and frame in only when Google sign-in is configured', () => {
    expect(pageCsp('', config)).toContain("frame-src 'none'");
    const withGoogle = pageCsp('', { ...config, googleClientId: 'id.apps.googleusercontent.com' });
    expect(withGoogle).toContain('https://accounts.google.com/gsi/client');
    expect(withGoogle).toContain('frame-src https://accounts.google.com');
  });

  it('send HSTS only in production behind https, and the rest everywhere', () => {
    const names = (headers: [string, string][]) => headers.map(([name]) => name);
    expect(names(baseSecurityHeaders(config))).toEqual([
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
    expect(baseSecurityHeaders({ ...config, publicUrl: 'https://jurisia.bj' })).toContainEqual([
      'Strict-Transport-Security',
      'max-age=31536000; includeSubDomains',
    ]);
    expect(
      names(baseSecurityHeaders({ ...config, env: 'development', publicUrl: 'https://jurisia.bj' })),
    ).not.toContain('Strict-Transport-Security');
    expect(baseSecurityHeaders(config)).toContainEqual([
      'Permissions-Policy',
      expect.stringContaining('microphone=(self)'),
    ]);
  });
});
