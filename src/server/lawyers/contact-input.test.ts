import { describe, expect, it } from 'vitest';
import { contactLawyerInput } from './contact-input.ts';

const message = 'Bonjour Maître, mon bailleur refuse de me rendre ma caution.';
const valid = { subject: 'Caution non rendue', message };

function errorsOf(input: Record<string, unknown>) {
  const result = contactLawyerInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('contact-a-lawyer input', () => {
  it('reads a JSON body without a share, trimmed, with a one-line subject', () => {
    expect(contactLawyerInput.parse({ subject: '  Caution\r\nBcc: x@y.z ', message: `  ${message}\n` })).toEqual({
      subject: 'Caution Bcc: x@y.z',
      message,
      share: null,
      consent: false,
    });
  });

  it('reads a JSON share from shareKind and shareId, with consent true', () => {
    expect(contactLawyerInput.parse({ ...valid, shareKind: 'search', shareId: ' s-1 ', consent: true })).toEqual({
      ...valid,
      share: { kind: 'search', id: 's-1' },
      consent: true,
    });
    expect(contactLawyerInput.parse({ ...valid, shareKind: null, shareId: '', consent: false })).toMatchObject({
      share: null,
    });
  });

  it('reads the form: the select `kind:id`, empty for none, and the ticked checkbox', () => {
    expect(contactLawyerInput.parse({ ...valid, share: 'conversation:d-42', consent: 'on' })).toEqual({
      ...valid,
      share: { kind: 'conversation', id: 'd-42' },
      consent: true,
    });
    expect(contactLawyerInput.parse({ ...valid, share: '' })).toEqual({ ...valid, share: null, consent: false });
  });

  it('requires consent whenever something is shared, on the consent field', () => {
    expect(errorsOf({ ...valid, share: 'search:s-1' })).toEqual({ consent: 'lawyers.contact.errors.consentRequired' });
    expect(errorsOf({ ...valid, shareKind: 'conversation', shareId: 'd-1', consent: false })).toEqual({
      consent: 'lawyers.contact.errors.consentRequired',
    });
    // Only a real tick counts: a script's "yes" or a checkbox left unticked is no consent.
    expect(errorsOf({ ...valid, shareKind: 'conversation', shareId: 'd-1', consent: 'yes' })).toEqual({
      consent: 'lawyers.contact.errors.consentRequired',
    });
  });

  it('refuses a share that names no known kind or no id, on the share field', () => {
    for (const share of ['document:x', 'conversation', 'conversation:', 'search:   ', `search:${'x'.repeat(101)}`]) {
      expect(errorsOf({ ...valid, share, consent: 'on' })).toEqual({ share: 'lawyers.contact.errors.shareInvalid' });
    }
    expect(errorsOf({ ...valid, shareKind: 'search', consent: true })).toEqual({
      share: 'lawyers.contact.errors.shareInvalid',
    });
    expect(errorsOf({ ...valid, shareId: 'd-1', consent: true })).toEqual({
      share: 'lawyers.contact.errors.shareInvalid',
    });
  });

  it('names each missing field with its own message key', () => {
    expect(errorsOf({})).toEqual({
      subject: 'lawyers.contact.errors.subjectRequired',
      message: 'lawyers.contact.errors.messageTooShort',
    });
    expect(errorsOf({ subject: '  ', message: ' ', share: '' })).toEqual({
      subject: 'lawyers.contact.errors.subjectRequired',
      message: 'lawyers.contact.errors.messageTooShort',
    });
    expect(errorsOf({ subject: 42, message: ['x'] })).toEqual({
      subject: 'lawyers.contact.errors.subjectRequired',
      message: 'lawyers.contact.errors.messageTooShort',
    });
  });

  it('enforces the length limits at their exact boundaries, after trimming', () => {
    expect(errorsOf({ subject: 's'.repeat(150), message: 'm'.repeat(20) })).toEqual({});
    expect(errorsOf({ subject: 's', message: 'm'.repeat(5000) })).toEqual({});
    expect(errorsOf({ subject: 's'.repeat(151), message: `  ${'m'.repeat(19)}  ` })).toEqual({
      subject: 'lawyers.contact.errors.subjectTooLong',
      message: 'lawyers.contact.errors.messageTooShort',
    });
    expect(errorsOf({ subject: 's', message: 'm'.repeat(5001) })).toEqual({
      message: 'lawyers.contact.errors.messageTooLong',
    });
  });
});
