import { describe, expect, it } from 'vitest';
import { contactInput, isHoneypotFilled } from './contact-input.ts';

const valid = {
  name: 'Awa Dossou',
  email: 'awa@example.bj',
  subject: 'Question sur un bail',
  message: 'Bonjour, ma question porte sur mon bail.',
};

function errorsOf(input: Record<string, unknown>) {
  const result = contactInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('contact form input', () => {
  it('accepts a complete message, trimmed, with one-line name and subject', () => {
    const parsed = contactInput.parse({
      ...valid,
      name: '  Awa\n  Dossou ',
      email: ' awa@example.bj ',
      subject: 'Bail\r\nBcc: x@y.z',
    });
    expect(parsed).toEqual({ ...valid, subject: 'Bail Bcc: x@y.z' });
  });

  it('names each missing field with its own message key', () => {
    expect(errorsOf({})).toEqual({
      name: 'contact.errors.nameRequired',
      email: 'contact.errors.emailRequired',
      subject: 'contact.errors.subjectRequired',
      message: 'contact.errors.messageTooShort',
    });
    expect(errorsOf({ name: '   ', email: '', subject: ' ', message: '' })).toEqual({
      name: 'contact.errors.nameRequired',
      email: 'contact.errors.emailRequired',
      subject: 'contact.errors.subjectRequired',
      message: 'contact.errors.messageTooShort',
    });
  });

  it('enforces the length limits at their exact boundaries', () => {
    expect(errorsOf({ ...valid, name: 'a'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(5000) })).toEqual(
      {},
    );
    expect(errorsOf({ ...valid, message: 'm'.repeat(10) })).toEqual({});
    expect(errorsOf({ ...valid, name: 'a'.repeat(101), subject: 's'.repeat(151), message: 'm'.repeat(5001) })).toEqual({
      name: 'contact.errors.nameTooLong',
      subject: 'contact.errors.subjectTooLong',
      message: 'contact.errors.messageTooLong',
    });
    expect(errorsOf({ ...valid, message: `  ${'m'.repeat(9)}  ` })).toEqual({
      message: 'contact.errors.messageTooShort',
    });
  });

  it('refuses malformed e-mail addresses and values of the wrong type', () => {
    for (const email of ['awa', 'awa@', 'awa@example', '@example.bj', 'a b@example.bj']) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'contact.errors.emailInvalid' });
    }
    expect(errorsOf({ ...valid, name: 42, message: ['x'] })).toEqual({
      name: 'contact.errors.nameRequired',
      message: 'contact.errors.messageTooShort',
    });
  });
});

describe('honeypot', () => {
  it('is filled only by a non-blank text value', () => {
    expect(isHoneypotFilled({ website: 'http://spam.test' })).toBe(true);
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({ website: '   ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});
