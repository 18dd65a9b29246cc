// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceForms } from './enhance-form';

const texts = {
  required: 'Obligatoire',
  email: 'E-mail invalide',
  passwordLength: '8 à 128',
  code: '6 chiffres',
  match: 'Différents',
  confirmWord: 'SUPPRIMER',
};

function render(fields: string): HTMLFormElement {
  document.body.innerHTML = `<form data-validate data-problems='${JSON.stringify(texts)}'>${fields}<button type="submit">OK</button></form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  enhanceForms(document);
  return form;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input'));
};
const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('enhanceForms', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('says nothing while a first value is typed, then judges the field once left', () => {
    render(
      '<input id="email" name="email" type="email" required data-rule="email" aria-describedby="email-hint"><p id="email-hint">hint</p>',
    );
    const email = input('email');
    type(email, 'awa@');
    expect(document.getElementById('email-error')).toBeNull();
    email.dispatchEvent(new Event('blur'));
    expect(document.getElementById('email-error')?.textContent).toBe('E-mail invalide');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('email-error email-hint');
    type(email, 'awa@example.bj');
    expect(document.getElementById('email-error')).toBeNull();
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(email.getAttribute('aria-describedby')).toBe('email-hint');
  });

  it('keeps a server error until the field is corrected, reusing its element', () => {
    render(
      '<p id="pw-error">Trop courant</p><input id="pw" name="password" type="password" required data-rule="password" aria-invalid="true" aria-describedby="pw-error">',
    );
    const pw = input('pw');
    type(pw, 'short');
    expect(document.querySelectorAll('#pw-error')).toHaveLength(1);
    expect(document.getElementById('pw-error')?.textContent).toBe('8 à 128');
    type(pw, 'long enough now');
    expect(document.getElementById('pw-error')).toBeNull();
    expect(pw.hasAttribute('aria-describedby')).toBe(false);
  });

  it('stops a faulty submit and focuses the first faulty field', () => {
    const form = render(
      '<input id="code" name="code" required data-rule="code"><input id="other" name="other" required>',
    );
    type(input('code'), '12');
    const event = submit(form);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(input('code'));
    expect(document.getElementById('other-error')?.textContent).toBe('Obligatoire');
    expect(form.noValidate).toBe(true);
  });

  it('lets a correct form go and re-checks a confirmation when the password changes', () => {
    const form = render(
      '<input id="pw" name="password" type="password" required data-rule="password"><input id="again" name="passwordConfirm" type="password" required data-rule="match" data-match="password">',
    );
    type(input('pw'), 'correct horse');
    type(input('again'), 'correct horse');
    input('again').dispatchEvent(new Event('blur'));
    expect(document.getElementById('again-error')).toBeNull();
    type(input('pw'), 'correct horse battery');
    expect(document.getElementById('again-error')?.textContent).toBe('Différents');
    type(input('again'), 'correct horse battery');
    expect(submit(form).defaultPrevented).toBe(false);
  });

  it('checks a message’s length and says each field’s own texts, in the page’s words, not the browser’s', () => {
    const form = render(
      '<input id="subject" name="subject" required data-problem-required="Indiquez l’objet.">' +
        '<textarea id="message" name="message" required minlength="20" data-problem-too-short="Au moins 20 caractères." data-problem-required="Au moins 20 caractères."></textarea>',
    );
    const message = document.getElementById('message') as HTMLTextAreaElement;
    message.value = 'Bonjour maître';
    message.dispatchEvent(new Event('blur'));
    expect(document.getElementById('message-error')?.textContent).toBe('Au moins 20 caractères.');
    const event = submit(form);
    expect(event.defaultPrevented).toBe(true);
    expect(document.getElementById('subject-error')?.textContent).toBe('Indiquez l’objet.');
    expect(document.activeElement).toBe(input('subject'));
    input('subject').value = 'Licenciement';
    message.value = 'Bonjour maître, mon employeur m’a licencié sans lettre.';
    message.dispatchEvent(new Event('input'));
    expect(document.getElementById('message-error')).toBeNull();
    expect(submit(form).defaultPrevented).toBe(false);
  });

  it('refuses a file larger than its field allows as soon as it is chosen, and asks for one when none is', () => {
    const form = render(
      '<input id="file" name="file" type="file" required data-max-bytes="10" data-problem-required="Choisissez un fichier." data-problem-too-large="Plus de 10 octets.">',
    );
    const file = input('file');
    expect(submit(form).defaultPrevented).toBe(true);
    expect(document.getElementById('file-error')?.textContent).toBe('Choisissez un fichier.');
    const choose = (bytes: number) => {
      Object.defineProperty(file, 'files', { value: [new File(['x'.repeat(bytes)], 'a.pdf')], configurable: true });
      Object.defineProperty(file, 'value', { value: 'C:\\fakepath\\a.pdf', configurable: true });
      file.dispatchEvent(new Event('change'));
    };
    choose(11);
    expect(document.getElementById('file-error')?.textContent).toBe('Plus de 10 octets.');
    expect(submit(form).defaultPrevented).toBe(true);
    choose(10);
    expect(document.getElementById('file-error')).toBeNull();
    expect(submit(form).defaultPrevented).toBe(false);
  });
});
