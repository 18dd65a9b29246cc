/**
 * Every template of the generator (docs/TEMPLATES.md), in catalogue order. A template is
 * found by its id or its slug.
 */
import type { DocumentTemplate, TemplateSummary } from '../template.types.ts';
import { attestationDHebergement } from './attestation-d-hebergement.ts';
import { attestationSurLHonneur } from './attestation-sur-l-honneur.ts';
import { autorisationParentale } from './autorisation-parentale.ts';
import { bailDHabitation } from './bail-d-habitation.ts';
import { demandeDeConge } from './demande-de-conge.ts';
import { lettreDeContestationDAmende } from './lettre-de-contestation-d-amende.ts';
import { lettreDeResiliationDeContrat } from './lettre-de-resiliation-de-contrat.ts';
import { miseEnDemeureDePayer } from './mise-en-demeure-de-payer.ts';
import { plainteSimple } from './plainte-simple.ts';
import { procuration } from './procuration.ts';
import { reconnaissanceDeDette } from './reconnaissance-de-dette.ts';

export const TEMPLATES: readonly DocumentTemplate[] = [
  miseEnDemeureDePayer,
  reconnaissanceDeDette,
  lettreDeResiliationDeContrat,
  bailDHabitation,
  attestationDHebergement,
  demandeDeConge,
  autorisationParentale,
  plainteSimple,
  lettreDeContestationDAmende,
  procuration,
  attestationSurLHonneur,
];

export function findTemplate(idOrSlug: string): DocumentTemplate | null {
  return TEMPLATES.find((t) => t._id === idOrSlug || t.slug === idOrSlug) ?? null;
}

export function templateSummary({
  _id,
  slug,
  title,
  description,
  category,
  jurisdiction,
  language,
}: DocumentTemplate): TemplateSummary {
  return { _id, slug, title, description, category, jurisdiction, language };
}
