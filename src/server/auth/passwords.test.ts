import { describe, expect, it } from 'vitest';
import { sniffImage } from './avatars.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Baobab-Cotonou-2025!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Baobab-Cotonou-2025!')).toBe(true);
    expect(await verifyPassword(stored, 'baobab-cotonou-2025!')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('applies the rules: length in characters, common passwords whatever the case, own e-mail or name', async () => {
    expect(await passwordProblem('')).toBe('auth.errors.passwordRequired');
    expect(await passwordProblem('1234567')).toBe('auth.errors.passwordTooShort');
    expect(await passwordProblem('ɖɔ̀ɖɔ̀ɖɔ̀ɖ')).toBeNull();
    expect(await passwordProblem('x'.repeat(128))).toBeNull();
    expect(await passwordProblem('x'.repeat(129))).toBe('auth.errors.passwordTooLong');
    for (const common of ['password', 'PASSWORD1', '12345678', 'iloveyou', 'sunshine'])
      expect(await passwordProblem(common)).toBe('auth.errors.passwordCommon');
    expect(await passwordProblem('kofi.mensah@example.bj', ['kofi.mensah@example.bj'])).toBe(
      'auth.errors.passwordPersonal',
    );
    expect(await passwordProblem('Kofi.Mensah', ['kofi.mensah@example.bj'])).toBe('auth.errors.passwordPersonal');
    expect(await passwordProblem('Agbodjan', ['a@b.bj', 'Kossi', 'agbodjan'])).toBe('auth.errors.passwordPersonal');
    expect(await passwordProblem('Baobab-Cotonou-2025!', ['a@b.bj', 'Awa', 'Dossou'])).toBeNull();
  });
});

describe('sniffImage', () => {
  it('recognises PNG, JPEG and WebP by their first bytes only', () => {
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]))).toBe('image/png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
