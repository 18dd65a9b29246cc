import { describe, expect, it } from 'vitest';
import { formPageAddress } from './form-page.ts';

const ORIGIN = 'https://jurisia.test';

describe('the address a page rendered for a refused form shows', () => {
  it("is the page's own when it answered a post to the API, with the query of the form's page", () => {
    expect(formPageAddress('/api/auth/login', '/login', `${ORIGIN}/login?redirect=%2Fchat`, ORIGIN)).toBe(
      '/login?redirect=%2Fchat',
    );
    expect(formPageAddress('/en/api/contact', '/en/contact', `${ORIGIN}/en/contact`, ORIGIN)).toBe('/en/contact');
    // Another page's query, another site's, or none: the page's address alone.
    expect(formPageAddress('/api/auth/login', '/login', `${ORIGIN}/register?x=1`, ORIGIN)).toBe('/login');
    expect(formPageAddress('/api/auth/login', '/login', 'https://evil.example/login?x=1', ORIGIN)).toBe('/login');
    expect(formPageAddress('/api/auth/login', '/login', 'not a url', ORIGIN)).toBe('/login');
    expect(formPageAddress('/api/auth/login', '/login', null, ORIGIN)).toBe('/login');
  });

  it('is none for a page reached at its own address', () => {
    expect(formPageAddress('/login', '/login', null, ORIGIN)).toBeNull();
    expect(formPageAddress('/library/api-guide', '/library/api-guide', null, ORIGIN)).toBeNull();
  });
});
