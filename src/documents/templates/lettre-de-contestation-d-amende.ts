import type { DocumentTemplate } from '../template.types.ts';

export const lettreDeContestationDAmende: DocumentTemplate = {
  _id: 'tpl-lettre-de-contestation-d-amende',
  slug: 'lettre-de-contestation-d-amende',
  title: 'Lettre de contestation d’amende',
  description:
    'Contester une contravention reçue en France (radar, stationnement, feu rouge…) auprès de l’officier du ministère public.',
  category: 'justice',
  jurisdiction: 'FR',
  language: 'fr',
  guide: [
    'Utilisez cette lettre pour contester une contravention reçue en France (excès de vitesse relevé par un radar, stationnement, feu rouge…) si vous n’étiez pas le conducteur, si votre véhicule avait été volé ou vendu, ou si vous estimez que l’infraction n’est pas constituée. Si vous contestez, ne payez pas l’amende : la payer revient à reconnaître l’infraction.',
    'Respectez le délai indiqué sur l’avis : en général 45 jours pour un avis de contravention, trois mois pour un avis d’amende forfaitaire majorée. Pour les infractions relevées par un radar automatique, vous pouvez aussi contester en ligne sur le site de l’ANTAI (antai.gouv.fr).',
    'Envoyez la lettre en recommandé avec accusé de réception à l’adresse indiquée sur l’avis pour les contestations, avec l’original de l’avis (gardez-en une copie) et vos justificatifs : récépissé de plainte pour vol ou usurpation de plaques, déclaration de cession, ou justificatif du paiement de la consignation lorsque l’avis en exige une.',
    'L’officier du ministère public peut classer la contravention sans suite, adresser un nouvel avis au conducteur que vous avez désigné, ou vous faire citer devant le tribunal de police, où vous pourrez vous défendre. Désigner un faux conducteur est lui-même une infraction.',
    'Si l’infraction entraîne un retrait de nombreux points, une suspension de permis ou un enjeu professionnel, faites-vous conseiller par un avocat : ce modèle ne remplace pas son avis.',
  ],
  steps: ['Vous', 'L’avis reçu', 'Votre contestation', 'Lieu et date'],
  fields: [
    {
      name: 'nom',
      label: 'Votre nom complet',
      type: 'text',
      required: true,
      step: 0,
      help: 'Le nom qui figure sur l’avis de contravention (en général le titulaire du certificat d’immatriculation).',
      placeholder: 'Serge Kiki',
      maxLength: 120,
    },
    {
      name: 'adresse',
      label: 'Votre adresse',
      type: 'textarea',
      required: true,
      step: 0,
      placeholder: '5 avenue Jean-Jaurès\n94200 Ivry-sur-Seine',
      maxLength: 300,
    },
    {
      name: 'type_avis',
      label: 'Quel avis avez-vous reçu ?',
      type: 'select',
      required: true,
      step: 1,
      help: 'L’avis d’amende forfaitaire majorée arrive lorsque la première amende n’a été ni payée ni contestée à temps.',
      options: [
        { value: 'forfaitaire', label: 'Un avis de contravention (amende forfaitaire)' },
        { value: 'majoree', label: 'Un avis d’amende forfaitaire majorée' },
      ],
    },
    {
      name: 'numero_avis',
      label: 'Numéro de l’avis',
      type: 'text',
      required: true,
      step: 1,
      help: 'Il figure en haut de l’avis.',
      placeholder: '1234567890',
      maxLength: 40,
    },
    {
      name: 'date_avis',
      label: 'Date d’envoi de l’avis',
      type: 'date',
      past: true,
      required: true,
      step: 1,
    },
    {
      name: 'date_infraction',
      label: 'Date de l’infraction',
      type: 'date',
      past: true,
      required: true,
      step: 1,
    },
    {
      name: 'lieu_infraction',
      label: 'Lieu de l’infraction',
      type: 'text',
      required: true,
      step: 1,
      placeholder: 'autoroute A6, commune d’Évry-Courcouronnes',
      maxLength: 200,
    },
    {
      name: 'immatriculation',
      label: 'Immatriculation du véhicule (facultatif)',
      type: 'text',
      required: false,
      step: 1,
      placeholder: 'AB-123-CD',
      maxLength: 20,
    },
    {
      name: 'service_adresse',
      label: 'Adresse indiquée sur l’avis pour contester',
      type: 'textarea',
      required: true,
      step: 1,
      help: 'Recopiez exactement l’adresse du service (en général l’officier du ministère public) indiquée sur l’avis pour les contestations.',
      placeholder: 'Service du contrôle automatisé\nCS 00000\n35000 Rennes Cedex',
      maxLength: 300,
    },
    {
      name: 'motif',
      label: 'Pourquoi contestez-vous ?',
      type: 'select',
      required: true,
      step: 2,
      options: [
        { value: 'pas_conducteur', label: 'Je n’étais pas le conducteur : je désigne la personne qui conduisait' },
        { value: 'vol', label: 'Mon véhicule avait été volé ou ses plaques usurpées' },
        { value: 'cession', label: 'J’avais vendu ou donné le véhicule avant l’infraction' },
        { value: 'autre', label: 'Je conteste l’infraction pour une autre raison' },
      ],
    },
    {
      name: 'conducteur_nom',
      label: 'Nom de la personne qui conduisait',
      type: 'text',
      required: true,
      step: 2,
      placeholder: 'Gérard Kiki',
      maxLength: 120,
      showIf: { field: 'motif', equals: 'pas_conducteur' },
    },
    {
      name: 'conducteur_adresse',
      label: 'Son adresse',
      type: 'text',
      required: true,
      step: 2,
      placeholder: '18 rue de la Paix, 94000 Créteil',
      maxLength: 200,
      showIf: { field: 'motif', equals: 'pas_conducteur' },
    },
    {
      name: 'conducteur_permis',
      label: 'Numéro de son permis de conduire',
      type: 'text',
      required: true,
      step: 2,
      placeholder: '120394500123',
      maxLength: 40,
      showIf: { field: 'motif', equals: 'pas_conducteur' },
    },
    {
      name: 'plainte_reference',
      label: 'Références de votre plainte ou déclaration',
      type: 'text',
      required: true,
      step: 2,
      help: 'Le numéro et la date du récépissé de plainte pour vol ou usurpation de plaques, et le service qui l’a délivré. Joignez-en une copie.',
      placeholder: 'récépissé de dépôt de plainte n° 2026/004512 du 2 octobre 2026, commissariat d’Ivry-sur-Seine',
      maxLength: 300,
      showIf: { field: 'motif', equals: 'vol' },
    },
    {
      name: 'date_cession',
      label: 'Date de la vente ou du don du véhicule',
      type: 'date',
      past: true,
      required: true,
      step: 2,
      help: 'Celle de la déclaration de cession, dont vous joindrez une copie.',
      showIf: { field: 'motif', equals: 'cession' },
    },
    {
      name: 'explication',
      label: 'Vos explications',
      type: 'textarea',
      required: true,
      step: 2,
      help: 'Exposez les faits précis qui montrent que l’infraction n’est pas constituée (signalisation absente ou masquée, erreur sur le lieu ou l’heure, mesure manifestement erronée…) et les preuves que vous joignez.',
      placeholder:
        'Le feu était au vert lorsque j’ai franchi l’intersection, comme le montre l’enregistrement de ma caméra embarquée, dont je joins une copie.',
      maxLength: 4000,
      showIf: { field: 'motif', equals: 'autre' },
    },
    {
      name: 'consignation',
      label: 'Avez-vous payé la consignation demandée sur l’avis ?',
      type: 'select',
      required: true,
      step: 2,
      help: 'Pour certaines contraventions, l’avis exige le versement d’une consignation pour contester sans désigner de conducteur ; elle est remboursée si la contestation aboutit.',
      options: [
        { value: 'oui', label: 'Oui, je joins le justificatif' },
        { value: 'non', label: 'Non, l’avis n’en demande pas' },
      ],
      showIf: { field: 'motif', equals: 'autre' },
    },
    {
      name: 'lieu',
      label: 'Lieu où vous écrivez la lettre',
      type: 'text',
      required: true,
      step: 3,
      placeholder: 'Ivry-sur-Seine',
      maxLength: 80,
    },
    {
      name: 'date',
      label: 'Date de la lettre',
      type: 'date',
      required: true,
      step: 3,
    },
  ],
  body: `{{nom}}
{{adresse}}

> Monsieur l’Officier du ministère public
> {{service_adresse}}

> {{lieu}}, le {{date|date}}

**Lettre recommandée avec accusé de réception**

{{#if type_avis = "majoree"}}
**Objet : réclamation contre l’avis d’amende forfaitaire majorée n° {{numero_avis}}**
{{else}}
**Objet : requête en exonération – avis de contravention n° {{numero_avis}}**
{{/if}}

Monsieur l’Officier du ministère public,

{{#if type_avis = "majoree"}}
J’ai reçu un avis d’amende forfaitaire majorée, dont voici les références :
{{else}}
J’ai reçu un avis de contravention, dont voici les références :
{{/if}}

- Numéro de l’avis : {{numero_avis}}
- Date de l’avis : {{date_avis|date}}
- Date de l’infraction : {{date_infraction|date}}
- Lieu de l’infraction : {{lieu_infraction}}
{{#if immatriculation}}
- Immatriculation du véhicule : {{immatriculation}}
{{/if}}

Je conteste cette contravention pour le motif exposé ci-dessous.

{{#if motif = "pas_conducteur"}}
Je n’étais pas le conducteur du véhicule au moment des faits. Le véhicule était conduit par **{{conducteur_nom}}**, demeurant {{conducteur_adresse}}, titulaire du permis de conduire n° {{conducteur_permis}}.

Je vous demande en conséquence de bien vouloir me décharger de cette contravention et d’adresser l’avis à la personne désignée ci-dessus.
{{/if}}
{{#if motif = "vol"}}
À la date de l’infraction, mon véhicule m’avait été volé ou ses plaques d’immatriculation avaient été usurpées, comme l’atteste le document suivant, dont je joins une copie : {{plainte_reference}}.

Je vous demande en conséquence de bien vouloir classer cette contravention sans suite.
{{/if}}
{{#if motif = "cession"}}
J’avais cédé ce véhicule le {{date_cession|date}}, soit avant la date de l’infraction ; je n’en étais donc plus ni le propriétaire ni le gardien. Je joins une copie de la déclaration de cession.

Je vous demande en conséquence de bien vouloir classer cette contravention sans suite.
{{/if}}
{{#if motif = "autre"}}
{{explication}}

{{#if consignation = "oui"}}
Conformément aux indications de l’avis, j’ai versé la consignation demandée, dont je joins le justificatif.

{{/if}}
Je vous demande en conséquence de bien vouloir classer cette contravention sans suite.
{{/if}}

Si vous estimiez devoir donner suite à ma contestation, je demande à être cité(e) devant le tribunal de police afin de pouvoir présenter ma défense.

Vous trouverez ci-joint l’original de l’avis et les pièces mentionnées dans cette lettre.

Je vous prie d’agréer, Monsieur l’Officier du ministère public, l’expression de mes salutations distinguées.

[signature] {{nom}}`,
  sample: {
    nom: 'Serge Kiki',
    adresse: '5 avenue Jean-Jaurès\n94200 Ivry-sur-Seine',
    type_avis: 'forfaitaire',
    numero_avis: '1234567890',
    date_avis: '2026-11-10',
    date_infraction: '2026-11-02',
    lieu_infraction: 'autoroute A6, commune d’Évry-Courcouronnes',
    immatriculation: 'AB-123-CD',
    service_adresse: 'Service du contrôle automatisé\nCS 00000\n35000 Rennes Cedex',
    motif: 'pas_conducteur',
    conducteur_nom: 'Gérard Kiki',
    conducteur_adresse: '18 rue de la Paix, 94000 Créteil',
    conducteur_permis: '120394500123',
    plainte_reference: 'récépissé de dépôt de plainte n° 2026/004512 du 2 octobre 2026, commissariat d’Ivry-sur-Seine',
    date_cession: '2026-10-15',
    explication:
      'Le feu était au vert lorsque j’ai franchi l’intersection, comme le montre l’enregistrement de ma caméra embarquée, dont je joins une copie.',
    consignation: 'oui',
    lieu: 'Ivry-sur-Seine',
    date: '2026-11-23',
  },
};
