import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../http/responses.ts';
import { applicationFormData, applicationInput } from './application-input.ts';

const valid = {
  firstName: 'Afiavi',
  lastName: 'Hounsou',
  bar: 'Barreau du Bénin',
  barNumber: 'B-1234',
  city: 'Cotonou',
  country: 'BJ',
  specialties: ['family', 'inheritance'],
  languages: ['fr', 'fon'],
  yearsOfPractice: 14,
  bio: 'Avocate au Barreau du Bénin.',
  fees: 'Première consultation : 15 000 FCFA',
  office: 'Haie Vive, Cotonou',
  email: 'afiavi@cabinet.bj',
};

const errorsOf = (input: unknown) => {
  const parsed = applicationInput.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return fieldErrors(parsed.error);
};

describe('the lawyer application input', () => {
  it('accepts a complete application from JSON as it is', () => {
    expect(applicationInput.parse(valid)).toEqual(valid);
  });

  it('takes a form: one ticked box as a string, years as text, blank optional fields as null, names on one line', () => {
    const parsed = applicationInput.parse({
      ...valid,
      firstName: '  Afiavi\n Ama ',
      country: 'bj',
      specialties: 'family',
      languages: 'fr',
      yearsOfPractice: ' 7 ',
      bio: '',
      fees: '  ',
      office: '',
    });
    expect(parsed).toMatchObject({
      firstName: 'Afiavi Ama',
      country: 'BJ',
      specialties: ['family'],
      languages: ['fr'],
      yearsOfPractice: 7,
      bio: '',
      fees: null,
      office: null,
    });
  });

  it('keeps every ticked box of a form, once each', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...valid,
      specialties: undefined,
      languages: undefined,
      yearsOfPractice: '3',
    }))
      if (typeof value === 'string') form.append(name, value);
    for (const s of ['land', 'family', 'land']) form.append('specialties', s);
    form.append('languages', 'yo');
    const parsed = applicationInput.parse(applicationFormData(form));
    expect(parsed.specialties).toEqual(['land', 'family']);
    expect(parsed.languages).toEqual(['yo']);
  });

  it('reads a form with no box ticked as no choice at all', () => {
    const form = new FormData();
    form.append('firstName', 'Awa');
    expect(applicationFormData(form)).toMatchObject({ firstName: 'Awa', specialties: [], languages: [] });
  });

  it('names each missing field with its message key', () => {
    expect(errorsOf({ specialties: [], languages: [], yearsOfPractice: '' })).toEqual({
      firstName: 'lawyers.apply.errors.firstNameRequired',
      lastName: 'lawyers.apply.errors.lastNameRequired',
      bar: 'lawyers.apply.errors.barRequired',
      barNumber: 'lawyers.apply.errors.barNumberRequired',
      city: 'lawyers.apply.errors.cityRequired',
      country: 'lawyers.apply.errors.countryInvalid',
      specialties: 'lawyers.apply.errors.specialtiesRequired',
      languages: 'lawyers.apply.errors.languagesRequired',
      yearsOfPractice: 'lawyers.apply.errors.yearsInvalid',
      email: 'lawyers.apply.errors.emailInvalid',
    });
  });

  it('refuses values out of their bounds or lists', () => {
    expect(
      errorsOf({
        ...valid,
        firstName: 'a'.repeat(81),
        lastName: 'b'.repeat(81),
        bar: 'B',
        barNumber: '1'.repeat(41),
        city: 'c'.repeat(81),
        country: 'US',
        specialties: ['family', 'tax'],
        languages: ['xx'],
        yearsOfPractice: 71,
        bio: 'd'.repeat(2001),
        fees: 'e'.repeat(501),
        office: 'f'.repeat(301),
        email: 'afiavi@',
      }),
    ).toEqual({
      firstName: 'lawyers.apply.errors.firstNameTooLong',
      lastName: 'lawyers.apply.errors.lastNameTooLong',
      bar: 'lawyers.apply.errors.barRequired',
      barNumber: 'lawyers.apply.errors.barNumberTooLong',
      city: 'lawyers.apply.errors.cityTooLong',
      country: 'lawyers.apply.errors.countryInvalid',
      specialties: 'lawyers.apply.errors.specialtiesInvalid',
      languages: 'lawyers.apply.errors.languagesInvalid',
      yearsOfPractice: 'lawyers.apply.errors.yearsInvalid',
      bio: 'lawyers.apply.errors.bioTooLong',
      fees: 'lawyers.apply.errors.feesTooLong',
      office: 'lawyers.apply.errors.officeTooLong',
      email: 'lawyers.apply.errors.emailInvalid',
    });
  });

  it('takes the bounds themselves', () => {
    const parsed = applicationInput.parse({
      ...valid,
      firstName: 'a'.repeat(80),
      bar: 'BB',
      barNumber: '1',
      yearsOfPractice: 0,
      bio: 'd'.repeat(2000),
      fees: 'e'.repeat(500),
      office: 'f'.repeat(300),
    });
    expect(parsed.yearsOfPractice).toBe(0);
    expect(errorsOf({ ...valid, yearsOfPractice: 70.5 })).toEqual({
      yearsOfPractice: 'lawyers.apply.errors.yearsInvalid',
    });
    expect(errorsOf({ ...valid, yearsOfPractice: '-1' })).toEqual({
      yearsOfPractice: 'lawyers.apply.errors.yearsInvalid',
    });
  });
});
