/**
 * schema.org data for a lawyer's profile: an `Attorney` (a LocalBusiness) that is also a
 * `LegalService`. No e-mail, ever: contact goes through the platform. Serialize it with
 * `scriptJson` (library/structured-data.ts) so no text can close the script element.
 */
import type { Lawyer } from '~/server/lawyers/lawyer.types.ts';

export interface LawyerJsonLdInput {
  lawyer: Lawyer;
  /** Full name as the page shows it. */
  name: string;
  /** Absolute canonical URL of the profile. */
  url: string;
  /** Absolute URL of the photo, when there is one. */
  image: string | null;
  /** The specialties' names in the page's language. */
  specialties: string[];
}

export function lawyerJsonLd({ lawyer, name, url, image, specialties }: LawyerJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['Attorney', 'LegalService'],
    '@id': `${url}#lawyer`,
    url,
    name,
    description: lawyer.bio,
    ...(image ? { image } : {}),
    address: { '@type': 'PostalAddress', addressLocality: lawyer.city, addressCountry: lawyer.country },
    areaServed: { '@type': 'City', name: lawyer.city },
    knowsLanguage: lawyer.languages,
    knowsAbout: specialties,
    memberOf: { '@type': 'Organization', name: lawyer.bar },
    ...(lawyer.reviewsCount > 0 && lawyer.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: lawyer.rating,
            reviewCount: lawyer.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
