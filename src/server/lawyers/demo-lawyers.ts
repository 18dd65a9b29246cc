/**
 * Sample profiles of demo mode (config.demoData): a directory to try before real lawyers have
 * signed up. The people are fictional; every page labels them "Profil de démonstration".
 */
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Specialty } from './lawyer.types.ts';

export interface DemoLawyer {
  slug: string;
  firstName: string;
  lastName: string;
  bar: string;
  city: string;
  country: string;
  specialties: Specialty[];
  languages: string[];
  yearsOfPractice: number;
  bio: string;
  fees: string | null;
  office: string | null;
}

const BENIN = 'Barreau du Bénin';

export const DEMO_LAWYERS: readonly DemoLawyer[] = [
  {
    slug: 'afiavi-hounsou-cotonou',
    firstName: 'Afiavi',
    lastName: 'Hounsou',
    bar: BENIN,
    city: 'Cotonou',
    country: 'BJ',
    specialties: ['family', 'inheritance'],
    languages: ['fr', 'fon'],
    yearsOfPractice: 14,
    bio: "Avocate au Barreau du Bénin depuis quatorze ans, j'accompagne les familles dans les divorces, la garde des enfants et les pensions alimentaires. Je privilégie la médiation quand elle protège mieux les enfants. Je règle aussi les successions et les partages entre héritiers.",
    fees: 'Première consultation : 15 000 FCFA',
    office: 'Rue 12.076, quartier Haie Vive, Cotonou',
  },
  {
    slug: 'comlan-agossou-cotonou',
    firstName: 'Comlan',
    lastName: 'Agossou',
    bar: BENIN,
    city: 'Cotonou',
    country: 'BJ',
    specialties: ['land', 'business'],
    languages: ['fr', 'fon', 'en'],
    yearsOfPractice: 22,
    bio: "Je conseille particuliers et entreprises sur l'achat de terrains, les titres fonciers et les litiges de parcelles. J'interviens également en droit des sociétés OHADA, de la création d'entreprise au recouvrement de créances.",
    fees: 'Première consultation : 25 000 FCFA',
    office: 'Avenue Steinmetz, immeuble Les Cocotiers, 2e étage, Cotonou',
  },
  {
    slug: 'nafissatou-alassane-cotonou',
    firstName: 'Nafissatou',
    lastName: 'Alassane',
    bar: BENIN,
    city: 'Cotonou',
    country: 'BJ',
    specialties: ['labour', 'consumer'],
    languages: ['fr', 'ddn', 'en'],
    yearsOfPractice: 7,
    bio: 'Je défends les salariés face aux licenciements abusifs et aux salaires impayés, et je conseille les petites entreprises sur leurs contrats de travail. Je reçois aussi les consommateurs en litige avec un vendeur ou un opérateur.',
    fees: null,
    office: 'Carré 345, Gbégamey, Cotonou',
  },
  {
    slug: 'rodrigue-kpadonou-cotonou',
    firstName: 'Rodrigue',
    lastName: 'Kpadonou',
    bar: BENIN,
    city: 'Cotonou',
    country: 'BJ',
    specialties: ['criminal'],
    languages: ['fr', 'fon'],
    yearsOfPractice: 9,
    bio: "Avocat pénaliste, j'assiste les personnes en garde à vue, devant le juge d'instruction et aux audiences correctionnelles et criminelles. J'accompagne aussi les victimes qui souhaitent porter plainte.",
    fees: 'Première consultation : 20 000 FCFA',
    office: 'Boulevard de la Marina, face au Palais de justice, Cotonou',
  },
  {
    slug: 'bernadette-akplogan-porto-novo',
    firstName: 'Bernadette',
    lastName: 'Akplogan',
    bar: BENIN,
    city: 'Porto-Novo',
    country: 'BJ',
    specialties: ['administrative', 'land'],
    languages: ['fr', 'yo', 'fon'],
    yearsOfPractice: 18,
    bio: "Je représente agents publics et particuliers face à l'administration : recours contre une décision, fonction publique, expropriation. Mon cabinet traite aussi les conflits fonciers de la vallée de l'Ouémé.",
    fees: null,
    office: 'Rue du Gouverneur Bayol, Porto-Novo',
  },
  {
    slug: 'ismael-olatoundji-porto-novo',
    firstName: 'Ismaël',
    lastName: 'Olatoundji',
    bar: BENIN,
    city: 'Porto-Novo',
    country: 'BJ',
    specialties: ['housing', 'consumer'],
    languages: ['fr', 'yo', 'en'],
    yearsOfPractice: 4,
    bio: "Jeune avocat, j'aide locataires et bailleurs à régler leurs différends : loyers impayés, caution non rendue, expulsion. Je prends le temps d'expliquer chaque étape de la procédure en français ou en yoruba.",
    fees: 'Première consultation : 10 000 FCFA',
    office: 'Quartier Ouando, près du marché, Porto-Novo',
  },
  {
    slug: 'moussa-worou-parakou',
    firstName: 'Moussa',
    lastName: 'Worou',
    bar: BENIN,
    city: 'Parakou',
    country: 'BJ',
    specialties: ['family', 'labour', 'criminal'],
    languages: ['fr', 'ddn'],
    yearsOfPractice: 11,
    bio: "Installé à Parakou, je suis l'un des avocats du Nord-Bénin disponibles pour les affaires familiales, sociales et pénales. Je me déplace aux audiences de Kandi, Natitingou et Djougou.",
    fees: null,
    office: 'Quartier Albarika, route de Malanville, Parakou',
  },
  {
    slug: 'gisele-houenou-abomey-calavi',
    firstName: 'Gisèle',
    lastName: 'Houénou',
    bar: BENIN,
    city: 'Abomey-Calavi',
    country: 'BJ',
    specialties: ['housing', 'inheritance', 'land'],
    languages: ['fr', 'fon'],
    yearsOfPractice: 3,
    bio: "J'accompagne les familles de l'Atlantique dans les successions et la sortie d'indivision, souvent liées à un terrain ou une maison familiale. Je conseille aussi les étudiants et jeunes travailleurs sur leur bail.",
    fees: 'Première consultation : 10 000 FCFA',
    office: null,
  },
  {
    slug: 'adjoua-kouassi-abidjan',
    firstName: 'Adjoua',
    lastName: 'Kouassi',
    bar: 'Barreau de Côte d’Ivoire',
    city: 'Abidjan',
    country: 'CI',
    specialties: ['business', 'labour'],
    languages: ['fr', 'en'],
    yearsOfPractice: 16,
    bio: "Avocate d'affaires au Plateau, je conseille les PME sur leurs contrats, leurs statuts et leurs relations avec les salariés. J'interviens dans toute la zone OHADA, notamment pour les entreprises béninoises installées en Côte d'Ivoire.",
    fees: null,
    office: 'Boulevard Roume, immeuble Alpha 2000, Plateau, Abidjan',
  },
  {
    slug: 'aminata-sarr-dakar',
    firstName: 'Aminata',
    lastName: 'Sarr',
    bar: 'Ordre des avocats du Sénégal',
    city: 'Dakar',
    country: 'SN',
    specialties: ['immigration', 'family'],
    languages: ['fr', 'wo', 'en'],
    yearsOfPractice: 12,
    bio: "J'aide les familles séparées par les frontières : titres de séjour, regroupement familial, nationalité, mariages et divorces entre pays. Je travaille en français, en wolof et en anglais.",
    fees: 'Première consultation : 20 000 FCFA',
    office: 'Avenue Georges Pompidou, Dakar-Plateau',
  },
  {
    slug: 'kodjo-amegan-lome',
    firstName: 'Kodjo',
    lastName: 'Amégan',
    bar: 'Barreau du Togo',
    city: 'Lomé',
    country: 'TG',
    specialties: ['land', 'business', 'criminal'],
    languages: ['fr', 'ee', 'en'],
    yearsOfPractice: 28,
    bio: 'Près de trente ans de barreau à Lomé, en contentieux foncier, en droit des affaires et en défense pénale. Je plaide devant les juridictions togolaises et conseille des clients du Bénin voisin.',
    fees: null,
    office: 'Boulevard du 13 Janvier, Lomé',
  },
  {
    slug: 'sena-gbaguidi-roux-lyon',
    firstName: 'Sèna',
    lastName: 'Gbaguidi-Roux',
    bar: 'Barreau de Lyon',
    city: 'Lyon',
    country: 'FR',
    specialties: ['immigration', 'inheritance', 'consumer'],
    languages: ['fr', 'fon', 'en'],
    yearsOfPractice: 8,
    bio: "Avocate à Lyon, je conseille la diaspora d'Afrique de l'Ouest : titres de séjour, naturalisation et successions ouvertes entre la France et le Bénin. Rendez-vous possibles en visioconférence.",
    fees: 'Première consultation : 60 €',
    office: 'Quai Jean Moulin, Lyon 2e',
  },
];

const rowOf = (lawyer: DemoLawyer) => ({
  first_name: lawyer.firstName,
  last_name: lawyer.lastName,
  photo_url: null,
  bar: lawyer.bar,
  city: lawyer.city,
  country: lawyer.country,
  specialties: JSON.stringify(lawyer.specialties),
  languages: JSON.stringify(lawyer.languages),
  years_of_practice: lawyer.yearsOfPractice,
  bio: lawyer.bio,
  fees: lawyer.fees,
  office: lawyer.office,
  status: 'verified' as const,
  demo: true,
});

/**
 * Writes the sample profiles, updating those already there (by slug), so a new release's
 * wording reaches an existing demo database. A real profile that took a sample's slug is
 * left alone.
 */
export async function seedDemoLawyers(db: Db): Promise<void> {
  await db
    .insertInto('lawyers')
    .values(DEMO_LAWYERS.map((lawyer) => ({ id: `demo-${lawyer.slug}`, slug: lawyer.slug, ...rowOf(lawyer) })))
    .onConflict((oc) =>
      oc
        .column('slug')
        .doUpdateSet((eb) => ({
          first_name: eb.ref('excluded.first_name'),
          last_name: eb.ref('excluded.last_name'),
          bar: eb.ref('excluded.bar'),
          city: eb.ref('excluded.city'),
          country: eb.ref('excluded.country'),
          specialties: eb.ref('excluded.specialties'),
          languages: eb.ref('excluded.languages'),
          years_of_practice: eb.ref('excluded.years_of_practice'),
          bio: eb.ref('excluded.bio'),
          fees: eb.ref('excluded.fees'),
          office: eb.ref('excluded.office'),
          updated_at: sql`now()`,
        }))
        .where('lawyers.demo', '=', true),
    )
    .execute();
}
