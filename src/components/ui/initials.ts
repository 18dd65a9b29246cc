/** The 2 letters (SPEC-COVERAGE §9) shown in place of a photo: for the header's account button, the profile and lawyers. */

export interface Named {
  firstName: string;
  lastName: string;
}

export const INITIALS_LENGTH = 2;

const letters = (text: string) => [...text.replace(/[^\p{L}\p{N}]+/gu, '')];

/**
 * First name then last name (« Awa Dossou » → « AD »). With one name only, its first two
 * letters (« Ismaël » → « IS »); with none, the first two of `fallback` (an e-mail, say).
 */
export function initials(person: Named, fallback = ''): string {
  const first = letters(person.firstName)[0];
  const last = letters(person.lastName)[0];
  const picked =
    first && last
      ? [first, last]
      : letters(`${person.firstName}${person.lastName}`.trim() || fallback.split('@')[0] || '');
  return picked.slice(0, INITIALS_LENGTH).join('').toLocaleUpperCase();
}
