import { describe, expect, it } from 'vitest';
import { isRule, problemAttribute, problemAttributes, problemOf } from './validate';

const plain = { required: true, rule: null };

describe('problemOf', () => {
  it('asks for a required value, blanks included', () => {
    expect(problemOf('', plain)).toBe('required');
    expect(problemOf('   ', plain)).toBe('required');
    expect(problemOf('', { required: false, rule: 'email' })).toBeNull();
  });

  it('asks a text its least length, the spaces around it aside', () => {
    const message = { required: true, rule: null, minLength: 20 };
    expect(problemOf('  Bonjour maître      ', message)).toBe('tooShort');
    expect(problemOf('Bonjour maître, voici mon cas.', message)).toBeNull();
    expect(problemOf('', { ...message, required: false })).toBeNull();
  });

  it('checks the e-mail shape the API checks', () => {
    const email = { required: true, rule: 'email' as const };
    expect(problemOf('awa@example.bj', email)).toBeNull();
    expect(problemOf(' awa.dossou+test@mail.example.org ', email)).toBeNull();
    for (const bad of ['awa', 'awa@', 'awa@example', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@x.com`]) {
      expect(problemOf(bad, email)).toBe('email');
    }
  });

  it('keeps passwords between 8 and 128 characters, spaces counted', () => {
    const password = { required: true, rule: 'password' as const };
    expect(problemOf('1234567', password)).toBe('passwordLength');
    expect(problemOf('12345678', password)).toBeNull();
    expect(problemOf('  pass  ', password)).toBeNull();
    expect(problemOf('x'.repeat(128), password)).toBeNull();
    expect(problemOf('x'.repeat(129), password)).toBe('passwordLength');
  });

  it('wants codes of exactly 6 digits', () => {
    const code = { required: true, rule: 'code' as const };
    expect(problemOf('123456', code)).toBeNull();
    for (const bad of ['12345', '1234567', '12a456', '١٢٣٤٥٦']) expect(problemOf(bad, code)).toBe('code');
  });

  it('compares a confirmation with the other value', () => {
    expect(problemOf('secret-one', { required: true, rule: 'match', other: 'secret-one' })).toBeNull();
    expect(problemOf('secret-two', { required: true, rule: 'match', other: 'secret-one' })).toBe('match');
  });

  it('wants the deletion word in capitals', () => {
    expect(problemOf('SUPPRIMER', { required: true, rule: 'confirmWord' })).toBeNull();
    expect(problemOf('supprimer', { required: true, rule: 'confirmWord' })).toBe('confirmWord');
  });

  it('knows its rule names', () => {
    expect(isRule('code')).toBe(true);
    expect(isRule('phone')).toBe(false);
    expect(isRule(undefined)).toBe(false);
  });
});

describe('problemAttributes', () => {
  it('names the attribute a field says its own text in, as the enhancement reads it', () => {
    expect(problemAttribute('tooShort')).toBe('data-problem-too-short');
    expect(problemAttributes({ required: 'Choisissez un fichier.', tooLarge: 'Plus de 10 Mo.' })).toEqual({
      'data-problem-required': 'Choisissez un fichier.',
      'data-problem-too-large': 'Plus de 10 Mo.',
    });
  });
});
