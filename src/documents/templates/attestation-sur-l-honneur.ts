import type { DocumentTemplate } from '../template.types.ts';

export const attestationSurLHonneur: DocumentTemplate = {
  _id: 'tpl-attestation-sur-l-honneur',
  slug: 'attestation-sur-l-honneur',
  title: 'Attestation sur l’honneur',
  description:
    'Certifier par écrit, sous votre responsabilité, l’exactitude d’un fait ou d’une situation auprès d’un organisme français.',
  category: 'everyday',
  jurisdiction: 'FR',
  language: 'fr',
  guide: [
    'L’attestation sur l’honneur est une déclaration écrite par laquelle vous certifiez vous-même un fait (situation familiale, domicile, absence de revenus, perte d’un document…), lorsqu’un organisme l’accepte à la place d’un justificatif officiel. Ce modèle est rédigé pour la France.',
    'Vérifiez d’abord qu’il n’existe pas un formulaire officiel (Cerfa) pour votre démarche : s’il existe, c’est lui qu’il faut remplir. Joignez une copie de votre pièce d’identité si l’organisme le demande, et gardez une copie signée.',
    'Signez l’attestation à la main, puis remettez-la ou envoyez-la à l’organisme qui la demande ; beaucoup acceptent une version numérisée.',
    'N’attestez que ce que vous savez exact : établir ou utiliser une attestation qui fait état de faits inexacts est un délit puni d’un an d’emprisonnement et de 15 000 euros d’amende (article 441-7 du Code pénal), et l’organisme peut vérifier vos déclarations.',
    'Un témoignage destiné à un procès obéit à des règles propres (article 202 du Code de procédure civile) et ne s’écrit pas avec ce modèle. Pour une situation complexe ou un litige, demandez conseil à un avocat.',
  ],
  steps: ['Vous', 'Votre déclaration', 'Lieu et date'],
  fields: [
    {
      name: 'declarant_nom',
      label: 'Votre nom complet',
      type: 'text',
      required: true,
      step: 0,
      help: 'Nom et prénoms, tels qu’ils figurent sur votre pièce d’identité.',
      placeholder: 'Mariam Sanni',
      maxLength: 120,
    },
    {
      name: 'declarant_date_naissance',
      label: 'Votre date de naissance',
      type: 'date',
      past: true,
      required: true,
      step: 0,
    },
    {
      name: 'declarant_lieu_naissance',
      label: 'Votre lieu de naissance',
      type: 'text',
      required: true,
      step: 0,
      help: 'La ville, suivie du pays si vous êtes né(e) hors de France.',
      placeholder: 'Parakou (Bénin)',
      maxLength: 80,
    },
    {
      name: 'declarant_adresse',
      label: 'Votre adresse',
      type: 'text',
      required: true,
      step: 0,
      help: 'Sur une ligne : numéro, rue, code postal et ville.',
      placeholder: '8 allée des Acacias, 93200 Saint-Denis',
      maxLength: 200,
    },
    {
      name: 'declaration',
      label: 'Ce que vous certifiez',
      type: 'textarea',
      required: true,
      step: 1,
      help: 'Écrivez les faits en phrases complètes, à la première personne, de façon précise et vérifiable (dates, lieux, montants).',
      placeholder:
        'Je réside de manière stable à l’adresse ci-dessus depuis le 1er septembre 2024 et je n’ai pas d’autre domicile.',
      maxLength: 3000,
    },
    {
      name: 'objet',
      label: 'À quoi servira l’attestation',
      type: 'text',
      required: true,
      step: 1,
      help: 'Complétez la phrase « Cette attestation est établie pour… » : la démarche ou l’organisme auquel vous la remettez.',
      placeholder: 'être jointe à mon dossier de demande de logement social',
      maxLength: 200,
    },
    {
      name: 'lieu',
      label: 'Lieu de signature',
      type: 'text',
      required: true,
      step: 2,
      placeholder: 'Saint-Denis',
      maxLength: 80,
    },
    {
      name: 'date',
      label: 'Date de signature',
      type: 'date',
      required: true,
      step: 2,
    },
  ],
  body: `# Attestation sur l’honneur

Je soussigné(e), **{{declarant_nom}}**, né(e) le {{declarant_date_naissance|date}} à {{declarant_lieu_naissance}}, demeurant {{declarant_adresse}},
atteste sur l’honneur l’exactitude des déclarations suivantes :

{{declaration}}

Cette attestation est établie pour {{objet}}, et pour servir et valoir ce que de droit.

Je suis informé(e) que le fait d’établir une attestation faisant état de faits matériellement inexacts, ou d’en faire usage, est puni d’un an d’emprisonnement et de 15 000 euros d’amende (article 441-7 du Code pénal).

> Fait à {{lieu}}, le {{date|date}}

[signature] {{declarant_nom}}`,
  sample: {
    declarant_nom: 'Mariam Sanni',
    declarant_date_naissance: '1992-02-18',
    declarant_lieu_naissance: 'Parakou (Bénin)',
    declarant_adresse: '8 allée des Acacias, 93200 Saint-Denis',
    declaration:
      'Je réside de manière stable à l’adresse ci-dessus depuis le 1er septembre 2024 et je n’ai pas d’autre domicile.\nJe vis seule avec mes deux enfants mineurs, Karim et Nafissa.',
    objet: 'être jointe à mon dossier de demande de logement social',
    lieu: 'Saint-Denis',
    date: '2026-11-23',
  },
};
