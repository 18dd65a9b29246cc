import type { DocumentTemplate } from '../template.types.ts';

export const lettreDeResiliationDeContrat: DocumentTemplate = {
  _id: 'tpl-lettre-de-resiliation-de-contrat',
  slug: 'lettre-de-resiliation-de-contrat',
  title: 'Lettre de résiliation de contrat',
  description:
    'Mettre fin par écrit à un abonnement, une assurance, un bail ou tout autre contrat à durée indéterminée ou reconductible.',
  category: 'contracts',
  jurisdiction: 'BJ',
  language: 'fr',
  guide: [
    'Utilisez cette lettre pour mettre fin à un contrat qui se poursuit dans le temps : abonnement téléphonique ou internet, assurance, location d’un logement, salle de sport, bouquet de télévision… Une résiliation écrite et datée évite qu’on continue à vous facturer un service que vous ne voulez plus.',
    'Relisez d’abord votre contrat ou ses conditions générales : ils indiquent le préavis à respecter (souvent un à trois mois), la forme de la résiliation et les éventuels frais. Pour un contrat à durée déterminée, la résiliation avant le terme n’est possible que dans les cas prévus par le contrat ou par la loi.',
    'Envoyez la lettre par courrier recommandé avec accusé de réception ou déposez-la à l’agence contre une décharge datée et signée, et gardez-en une copie. Joignez, si besoin, le justificatif du motif invoqué (attestation de déménagement, certificat médical…).',
    'Ensuite, demandez une confirmation écrite de la résiliation, restituez le matériel prêté (box, décodeur, badge) contre un reçu et vérifiez que les prélèvements s’arrêtent. Pour un logement, convenez d’un état des lieux de sortie et de la restitution de la caution.',
    'Si l’entreprise refuse la résiliation ou continue à facturer, gardez toutes les preuves d’envoi ; en cas de litige durable ou d’enjeu important, faites-vous conseiller par une association de consommateurs ou un avocat.',
  ],
  steps: ['Vous', 'Le contrat', 'Lieu et date'],
  fields: [
    {
      name: 'expediteur_nom',
      label: 'Votre nom complet',
      type: 'text',
      required: true,
      step: 0,
      help: 'Le nom du titulaire du contrat, tel qu’il figure sur vos factures.',
      placeholder: 'Aïcha Dossou',
      maxLength: 120,
    },
    {
      name: 'expediteur_adresse',
      label: 'Votre adresse',
      type: 'textarea',
      required: true,
      step: 0,
      placeholder: 'Maison Ahouansou, quartier Ouando\nPorto-Novo',
      maxLength: 300,
    },
    {
      name: 'expediteur_telephone',
      label: 'Votre téléphone (facultatif)',
      type: 'phone',
      required: false,
      step: 0,
      placeholder: '+229 01 96 45 78 12',
    },
    {
      name: 'prestataire_nom',
      label: 'Entreprise ou personne avec qui vous avez signé',
      type: 'text',
      required: true,
      step: 1,
      help: 'L’opérateur, l’assureur, le bailleur ou le club, tel qu’il apparaît sur le contrat.',
      placeholder: 'Atlantique Fibre SA',
      maxLength: 120,
    },
    {
      name: 'prestataire_adresse',
      label: 'Son adresse',
      type: 'textarea',
      required: true,
      step: 1,
      help: 'L’adresse indiquée sur le contrat ou les factures pour les résiliations, si elle existe.',
      placeholder: 'Service clients – Résiliations\n01 BP 2870\nCotonou',
      maxLength: 300,
    },
    {
      name: 'type_contrat',
      label: 'Type de contrat',
      type: 'select',
      required: true,
      step: 1,
      options: [
        { value: 'telecom', label: 'Abonnement téléphonique ou internet' },
        { value: 'assurance', label: 'Contrat d’assurance' },
        { value: 'bail', label: 'Bail (location d’un logement)' },
        { value: 'sport', label: 'Abonnement à une salle de sport' },
        { value: 'autre', label: 'Autre contrat' },
      ],
    },
    {
      name: 'type_autre',
      label: 'Précisez le type de contrat',
      type: 'text',
      required: true,
      step: 1,
      help: 'En quelques mots : ce que le contrat vous fournit.',
      placeholder: 'Abonnement à un bouquet de télévision par satellite',
      maxLength: 120,
      showIf: { field: 'type_contrat', equals: 'autre' },
    },
    {
      name: 'numero_contrat',
      label: 'Numéro de contrat, de client ou de police (facultatif)',
      type: 'text',
      required: false,
      step: 1,
      help: 'Il figure sur le contrat, les factures ou l’avis d’échéance. Il permet de retrouver votre dossier sans erreur.',
      placeholder: 'CLT-0048213',
      maxLength: 60,
    },
    {
      name: 'date_souscription',
      label: 'Date de signature du contrat (facultatif)',
      type: 'date',
      past: true,
      required: false,
      step: 1,
    },
    {
      name: 'date_effet',
      label: 'Date à laquelle la résiliation doit prendre effet',
      type: 'date',
      required: true,
      step: 1,
      help: 'Tenez compte du préavis prévu au contrat. Si la date choisie est trop proche, la résiliation prendra effet à la fin du préavis.',
    },
    {
      name: 'motif',
      label: 'Motif de la résiliation (facultatif)',
      type: 'textarea',
      required: false,
      step: 1,
      help: 'Vous n’êtes pas toujours obligé(e) de le donner. Indiquez-le s’il vous permet de résilier plus tôt ou sans frais : déménagement, perte d’emploi, service non fourni…',
      placeholder: 'Je déménage à Parakou, où votre service n’est pas disponible.',
      maxLength: 1000,
    },
    {
      name: 'lieu',
      label: 'Lieu où vous écrivez la lettre',
      type: 'text',
      required: true,
      step: 2,
      placeholder: 'Porto-Novo',
      maxLength: 80,
    },
    {
      name: 'date',
      label: 'Date de la lettre',
      type: 'date',
      required: true,
      step: 2,
    },
  ],
  body: `{{expediteur_nom}}
{{expediteur_adresse}}
{{#if expediteur_telephone}}
Tél. : {{expediteur_telephone}}
{{/if}}

> {{prestataire_nom}}
> {{prestataire_adresse}}

> {{lieu}}, le {{date|date}}

**Objet : résiliation de contrat**

Madame, Monsieur,

Par la présente, je vous notifie ma décision de résilier le contrat désigné ci-dessous :

{{#if type_contrat = "autre"}}
- Nature du contrat : {{type_autre}}
{{else}}
- Nature du contrat : {{type_contrat|option}}
{{/if}}
{{#if numero_contrat}}
- Numéro de contrat ou de client : {{numero_contrat}}
{{/if}}
{{#if date_souscription}}
- Date de signature : {{date_souscription|date}}
{{/if}}
- Titulaire : {{expediteur_nom}}

Je vous demande de bien vouloir prendre acte de cette résiliation à compter du **{{date_effet|date}}** ou, si le préavis prévu par le contrat expire plus tard, à l’expiration de ce préavis.

{{#if motif}}
Motif de la résiliation : {{motif}}

{{/if}}
{{#if type_contrat = "telecom"}}
Je vous remercie de cesser toute facturation et tout prélèvement à compter de cette date et de m’indiquer les modalités de restitution du matériel mis à ma disposition (box, modem, décodeur), que je vous rendrai contre reçu.

{{/if}}
{{#if type_contrat = "assurance"}}
Je vous remercie de cesser tout prélèvement de cotisation à compter de cette date et de me rembourser, le cas échéant, la part de cotisation correspondant à la période postérieure à la résiliation.

{{/if}}
{{#if type_contrat = "bail"}}
Je libérerai le logement au plus tard à cette date. Je vous propose de convenir d’un rendez-vous pour l’état des lieux de sortie et la remise des clés, et vous remercie de me restituer le dépôt de garantie (caution) dans les conditions prévues par le bail, déduction faite des seules sommes dont je serais justement redevable.

{{/if}}
{{#if type_contrat = "sport"}}
Je vous remercie de cesser tout prélèvement à compter de cette date et de désactiver ma carte ou mon badge d’accès.

{{/if}}
{{#if type_contrat = "autre"}}
Je vous remercie de cesser toute facturation et tout prélèvement à compter de cette date.

{{/if}}
Je vous saurais gré de m’adresser une confirmation écrite de cette résiliation, précisant sa date d’effet et, le cas échéant, le solde de mon compte.

Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.

[signature] {{expediteur_nom}}`,
  sample: {
    expediteur_nom: 'Aïcha Dossou',
    expediteur_adresse: 'Maison Ahouansou, quartier Ouando\nPorto-Novo',
    expediteur_telephone: '+229 01 96 45 78 12',
    prestataire_nom: 'Atlantique Fibre SA',
    prestataire_adresse: 'Service clients – Résiliations\n01 BP 2870\nCotonou',
    type_contrat: 'autre',
    type_autre: 'Abonnement à un bouquet de télévision par satellite',
    numero_contrat: 'CLT-0048213',
    date_souscription: '2024-06-10',
    date_effet: '2026-12-31',
    motif: 'Je déménage à Parakou, où votre service n’est pas disponible.',
    lieu: 'Porto-Novo',
    date: '2026-11-23',
  },
};
