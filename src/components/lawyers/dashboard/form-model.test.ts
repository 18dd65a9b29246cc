import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/i18n/messages';
import { applicationFormValues } from '~/server/lawyers/application-form-values';
import type { OwnLawyerProfile } from '~/server/lawyers/lawyer-account.types';
import { applicationChoices, applicationFormModel } from './form-model';

const account = { firstName: 'Awa', lastName: 'Dossou', email: 'awa@example.bj' };
const profile: OwnLawyerProfile = {
  _id: 'l-1',
  slug: 'awa-dossou-cotonou',
  firstName: 'Awa',
  lastName: 'Dossou',
  photoUrl: null,
  bar: 'Barreau du Bénin',
  barNumber: 'B-7',
  city: 'Cotonou',
  country: 'BJ',
  specialties: ['family', 'land'],
  languages: ['fr', 'fon'],
  yearsOfPractice: 0,
  bio: 'Présentation',
  fees: null,
  office: 'Akpakpa',
  email: 'cabinet@example.bj',
  status: 'pending',
  reviewNote: null,
  submittedAt: '2025-06-02T09:30:00.000Z',
  reviewedAt: null,
};

describe('the application form model', () => {
  it('starts from the account: its names and e-mail, Benin, nothing ticked', () => {
    const model = applicationFormModel({ failed: null, profile: null, account });
    expect(model.text).toMatchObject({
      firstName: 'Awa',
      lastName: 'Dossou',
      email: 'awa@example.bj',
      country: 'BJ',
      bar: '',
      yearsOfPractice: '',
    });
    expect([...model.specialties, ...model.languages]).toEqual([]);
  });

  it('shows the saved profile, zero years included', () => {
    const model = applicationFormModel({ failed: null, profile, account });
    expect(model.text).toMatchObject({
      email: 'cabinet@example.bj',
      barNumber: 'B-7',
      yearsOfPractice: '0',
      fees: '',
      office: 'Akpakpa',
    });
    expect([...model.specialties]).toEqual(['family', 'land']);
  });

  it('puts back what a failed post sent, every ticked box included, over the saved profile', () => {
    const failed = applicationFormValues({
      firstName: 'Awa ',
      specialties: ['labour', 'criminal'],
      languages: 'yo',
      yearsOfPractice: 'douze',
    });
    const model = applicationFormModel({ failed, profile, account });
    expect(model.text).toMatchObject({ firstName: 'Awa ', yearsOfPractice: 'douze', email: '', barNumber: '' });
    expect([...model.specialties]).toEqual(['labour', 'criminal']);
    expect([...model.languages]).toEqual(['yo']);
  });

  it('names the choices in the page’s language, in its alphabetical order', () => {
    const fr = applicationChoices(createTranslator('fr'), 'fr');
    expect(fr.countries.find((c) => c.value === 'BJ')?.name).toBe('Bénin');
    expect(fr.specialties.map((s) => s.name).slice(0, 2)).toEqual(['Administratif', 'Consommation']);
    expect(fr.languages.find((l) => l.value === 'fon')?.name).toBe('Fon');
    const en = applicationChoices(createTranslator('en'), 'en');
    expect(en.countries.find((c) => c.value === 'CI')?.name).toBe('Côte d’Ivoire');
  });
});
