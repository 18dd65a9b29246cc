// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentGenerator } from './DocumentGenerator.tsx';
import { aDraft, MESSAGES, memoryStorage, storeOnFakes, VALID_VALUES } from './documents.fixtures.ts';
import { draftKey } from './drafts.ts';

function renderGenerator(options: Parameters<typeof storeOnFakes>[0] = {}) {
  const fakes = storeOnFakes(options);
  render(
    <DocumentGenerator store={fakes.store} messages={MESSAGES} locale="fr" signedIn={false} signInHref="/login" />,
  );
  act(() => void fakes.store.start());
  return fakes;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });
const preview = () => screen.getByRole('region', { name: 'Aperçu' });
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Étape/ });

describe('the document generator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows only the visible fields of the current step, with the step named', () => {
    renderGenerator();
    expect(stepHeading().textContent).toBe('Étape 1 sur 4 : Vous');
    expect(field('Votre nom').getAttribute('aria-describedby')).toBe('document-field-sender-help');
    expect(field('Votre nom').required).toBe(true);
    expect(field('Votre e-mail').type).toBe('email');
    expect(screen.queryByLabelText('Nom du destinataire', { exact: false })).toBeNull();
  });

  it('updates the preview as the user types, the missing value shown by its label', () => {
    renderGenerator();
    expect(within(preview()).getAllByText('[Votre nom]')[0]?.className).toContain('border-dashed');
    fireEvent.change(field('Votre nom'), { target: { value: 'Awa Dossou' } });
    const values = within(preview()).getAllByText('Awa Dossou');
    expect(values[0]?.tagName).toBe('MARK');
    expect(within(preview()).queryByText('[Votre nom]')).toBeNull();
  });

  it('offers the form and the preview as tabs « Formulaire » and « Aperçu » below the wide layout', () => {
    renderGenerator();
    expect(screen.getByRole('tablist', { name: 'Formulaire ou aperçu' }).className).toContain('lg:hidden');
    const previewPanel = screen.getByRole('tabpanel', { name: 'Aperçu' });
    expect(previewPanel.contains(preview())).toBe(true);
    expect(previewPanel.className).toContain('max-lg:hidden');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Aperçu' }), { button: 0 });
    expect(previewPanel.className).not.toContain('max-lg:hidden');
    expect(screen.getByRole('tabpanel', { name: 'Formulaire' }).className).toContain('max-lg:hidden');
  });

  it('shows a wrong value’s message once the field is left', () => {
    renderGenerator();
    const email = field('Votre e-mail');
    fireEvent.change(email, { target: { value: 'awa@' } });
    expect(screen.queryByText(/adresse e-mail valide/)).toBeNull();
    fireEvent.blur(email);
    const message = screen.getByText(/adresse e-mail valide/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('keeps a corrected problem’s room, unannounced, so « Suivant » does not move under the pointer as the field is left', () => {
    renderGenerator();
    const email = field('Votre e-mail');
    fireEvent.change(email, { target: { value: 'awa@' } });
    fireEvent.blur(email);
    fireEvent.change(email, { target: { value: 'awa@example.bj' } });
    fireEvent.blur(email);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(email.getAttribute('aria-describedby') ?? '').not.toContain('error');
    const room = document.querySelector('[data-problem-room]');
    expect(room?.getAttribute('aria-hidden')).toBe('true');
    expect(room?.className).toContain('invisible');
    expect(room?.textContent).toMatch(/adresse e-mail valide/);
  });

  it('refuses « Suivant » with a required field empty and puts the focus on it', () => {
    renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(document.activeElement).toBe(field('Votre nom'));
    expect(screen.getByText('Renseignez « Votre nom ».')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Étape 1 sur 4 : Vous');

    fireEvent.change(field('Votre nom'), { target: { value: 'Awa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(stepHeading().textContent).toBe('Étape 2 sur 4 : L’autre partie');
    expect(document.activeElement).toBe(stepHeading());
    expect(field('Nom du destinataire')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(field('Votre nom').value).toBe('Awa');
  });

  it('shows a field asked only once another is filled, and hides it again', () => {
    const { store } = renderGenerator();
    act(() => store.goTo(2));
    expect(screen.queryByLabelText('Taux d’intérêt (%)', { exact: false })).toBeNull();
    fireEvent.change(field('Montant'), { target: { value: '150 000' } });
    expect(field('Taux d’intérêt (%)').getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(field('Montant'), { target: { value: '' } });
    expect(screen.queryByLabelText('Taux d’intérêt (%)', { exact: false })).toBeNull();
  });

  it('counts the characters of a long text against its limit', () => {
    const { store } = renderGenerator();
    act(() => store.goTo(2));
    fireEvent.change(field('Précisions'), { target: { value: 'Loyer de mars' } });
    expect(screen.getByText('13 / 500 caractères')).toBeTruthy();
    expect(field('Précisions').maxLength).toBe(500);
  });

  it('restores the draft kept in localStorage, on its step', () => {
    const storage = memoryStorage({
      [draftKey('tpl-test')]: JSON.stringify(aDraft({ values: { sender: 'Awa', recipient: 'Koffi Mensah' }, step: 1 })),
    });
    renderGenerator({ storage });
    expect(stepHeading().textContent).toBe('Étape 2 sur 4 : L’autre partie');
    expect(field('Nom du destinataire').value).toBe('Koffi Mensah');
    expect(screen.getByText(/Vos réponses ont été retrouvées/)).toBeTruthy();
    expect(within(preview()).getAllByText('Awa').length).toBeGreaterThan(0);
  });

  it('starts again only once confirmed', () => {
    const { storage } = renderGenerator();
    fireEvent.change(field('Votre nom'), { target: { value: 'Awa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Effacer toutes vos réponses à ce modèle et recommencer ?',
    });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(field('Votre nom').value).toBe('Awa');
    fireEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, tout effacer' }));
    expect(field('Votre nom').value).toBe('');
    expect(storage.values.has(draftKey('tpl-test'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Recommencer' })).toBeNull();
  });

  it('reviews the answers, goes back to a step to change it, and downloads', async () => {
    const storage = memoryStorage({
      [draftKey('tpl-test')]: JSON.stringify(aDraft({ values: VALID_VALUES, step: 4 })),
    });
    const { deps } = renderGenerator({ storage });
    expect(stepHeading().textContent).toBe('Étape 4 sur 4 : Vérifier et télécharger');
    const details = screen.getByRole('region', { name: 'Détails' });
    expect(within(details).getByText('14 mars 2026')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'L’autre partie' })).getByText('Non')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suivant' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Télécharger en PDF' })));
    expect(deps.saveFile).toHaveBeenCalledOnce();

    fireEvent.click(within(details).getByRole('button', { name: 'Modifier' }));
    expect(stepHeading().textContent).toBe('Étape 3 sur 4 : Détails');
    expect(field('Montant').value).toBe('150000');
  });
});
