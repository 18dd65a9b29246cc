import type { DocumentTemplate } from '../template.types.ts';

export const demandeDeConge: DocumentTemplate = {
  _id: 'tpl-demande-de-conge',
  slug: 'demande-de-conge',
  title: 'Demande de congé',
  description:
    'Demander ou annoncer par écrit à votre employeur un congé payé, un congé sans solde, un congé de maternité ou de paternité, ou un congé pour événement familial.',
  category: 'work',
  jurisdiction: 'BJ',
  language: 'fr',
  guide: [
    'Utilisez cette lettre pour demander ou annoncer un congé à votre employeur. Un écrit daté évite les malentendus sur les dates de départ et de retour, et vous sert de preuve en cas de désaccord.',
    'Les congés payés et le congé sans solde supposent l’accord de l’employeur, qui organise les départs selon les besoins du service : faites votre demande suffisamment tôt et attendez sa réponse écrite avant de partir. Le congé de maternité et les absences pour événement familial sont des droits dont la durée est fixée par le Code du travail et la convention collective applicables : renseignez-vous sur ceux qui vous concernent.',
    'Joignez le justificatif utile : certificat médical indiquant la date présumée de l’accouchement, acte de naissance, de mariage ou de décès. Remettez la lettre en main propre en faisant signer une copie (décharge), ou envoyez-la par courrier recommandé ou par e-mail, et gardez-en une copie.',
    'En cas de refus ou de désaccord sur vos droits, adressez-vous aux délégués du personnel, à un syndicat ou à l’inspection du travail, qui peuvent vous renseigner gratuitement.',
    'Cette lettre convient aux situations courantes. Pour un conflit avec votre employeur (sanction, licenciement, congé refusé de façon répétée), demandez conseil à l’inspection du travail ou à un avocat.',
  ],
  steps: ['Vous', 'L’employeur', 'Le congé'],
  fields: [
    {
      name: 'salarie_nom',
      label: 'Votre nom complet',
      type: 'text',
      required: true,
      step: 0,
      placeholder: 'Nafissatou Orou',
      maxLength: 120,
    },
    {
      name: 'salarie_poste',
      label: 'Votre poste',
      type: 'text',
      required: true,
      step: 0,
      help: 'L’intitulé de votre emploi et, si besoin, votre service.',
      placeholder: 'Comptable, service financier',
      maxLength: 120,
    },
    {
      name: 'salarie_matricule',
      label: 'Votre numéro de matricule (facultatif)',
      type: 'text',
      required: false,
      step: 0,
      placeholder: 'MAT-2019-0457',
      maxLength: 40,
    },
    {
      name: 'salarie_adresse',
      label: 'Votre adresse',
      type: 'textarea',
      required: true,
      step: 0,
      placeholder: 'Quartier Kpébié\nCotonou',
      maxLength: 300,
    },
    {
      name: 'salarie_telephone',
      label: 'Votre téléphone (facultatif)',
      type: 'phone',
      required: false,
      step: 0,
      placeholder: '+229 01 94 33 21 10',
    },
    {
      name: 'employeur_nom',
      label: 'Nom de l’employeur ou de l’entreprise',
      type: 'text',
      required: true,
      step: 1,
      placeholder: 'Société Ouémé Distribution SARL',
      maxLength: 120,
    },
    {
      name: 'destinataire',
      label: 'À l’attention de (facultatif)',
      type: 'text',
      required: false,
      step: 1,
      help: 'La personne ou le service qui traite les congés.',
      placeholder: 'Monsieur le Directeur des ressources humaines',
      maxLength: 120,
    },
    {
      name: 'employeur_adresse',
      label: 'Adresse de l’employeur',
      type: 'textarea',
      required: true,
      step: 1,
      placeholder: 'Boulevard de la Marina\n01 BP 3344\nCotonou',
      maxLength: 300,
    },
    {
      name: 'type_conge',
      label: 'Type de congé',
      type: 'select',
      required: true,
      step: 2,
      options: [
        { value: 'conges_payes', label: 'Congés payés' },
        { value: 'sans_solde', label: 'Congé sans solde' },
        { value: 'maternite', label: 'Congé de maternité' },
        { value: 'paternite', label: 'Congé de paternité' },
        { value: 'evenement_familial', label: 'Congé pour événement familial' },
      ],
    },
    {
      name: 'evenement',
      label: 'Quel événement familial ?',
      type: 'text',
      required: true,
      step: 2,
      help: 'Par exemple : mon mariage, la naissance de mon enfant, le décès de mon père.',
      placeholder: 'le décès de ma mère, survenu le 18 novembre 2026',
      maxLength: 200,
      showIf: { field: 'type_conge', equals: 'evenement_familial' },
    },
    {
      name: 'date_debut',
      label: 'Premier jour du congé',
      type: 'date',
      required: true,
      step: 2,
    },
    {
      name: 'date_fin',
      label: 'Dernier jour du congé',
      type: 'date',
      notBefore: 'date_debut',
      required: true,
      step: 2,
    },
    {
      name: 'date_reprise',
      label: 'Date de reprise du travail',
      type: 'date',
      notBefore: 'date_fin',
      required: true,
      step: 2,
      help: 'Le jour où vous reviendrez au travail, en général le premier jour ouvrable qui suit la fin du congé.',
    },
    {
      name: 'motif',
      label: 'Motif ou précisions (facultatif)',
      type: 'textarea',
      required: false,
      step: 2,
      help: 'Une ou deux phrases ajoutées telles quelles à la lettre : la raison de votre demande (utile pour un congé sans solde), qui vous remplace, comment vous joindre en cas d’urgence…',
      placeholder: 'Mes dossiers en cours seront suivis par M. Adjovi, que j’aurai informé avant mon départ.',
      maxLength: 1000,
    },
    {
      name: 'lieu',
      label: 'Lieu où vous écrivez la lettre',
      type: 'text',
      required: true,
      step: 2,
      placeholder: 'Cotonou',
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
  body: `{{salarie_nom}}
{{salarie_poste}}
{{#if salarie_matricule}}
Matricule : {{salarie_matricule}}
{{/if}}
{{salarie_adresse}}
{{#if salarie_telephone}}
Tél. : {{salarie_telephone}}
{{/if}}

> {{employeur_nom}}
{{#if destinataire}}
> À l’attention de {{destinataire}}
{{/if}}
> {{employeur_adresse}}

> {{lieu}}, le {{date|date}}

**Objet : {{type_conge|option}}**

Madame, Monsieur,

{{#if type_conge = "conges_payes"}}
J’ai l’honneur de solliciter l’autorisation de prendre une partie de mes congés payés annuels du {{date_debut|date}} au {{date_fin|date}} inclus.
{{/if}}
{{#if type_conge = "sans_solde"}}
J’ai l’honneur de solliciter un congé sans solde du {{date_debut|date}} au {{date_fin|date}} inclus. J’ai bien noté que cette période ne sera pas rémunérée.
{{/if}}
{{#if type_conge = "maternite"}}
Je vous informe que je serai en congé de maternité du {{date_debut|date}} au {{date_fin|date}} inclus. Vous trouverez ci-joint le certificat médical indiquant la date présumée de mon accouchement.
{{/if}}
{{#if type_conge = "paternite"}}
À l’occasion de la naissance de mon enfant, je vous informe que je prendrai mon congé de paternité du {{date_debut|date}} au {{date_fin|date}} inclus. Je vous remettrai une copie de l’acte de naissance.
{{/if}}
{{#if type_conge = "evenement_familial"}}
En raison de l’événement familial suivant : {{evenement}}, j’ai l’honneur de solliciter le congé prévu pour ce motif du {{date_debut|date}} au {{date_fin|date}} inclus. Je vous remettrai le justificatif correspondant.
{{/if}}

Je reprendrai mon poste le {{date_reprise|date}}.

{{#if motif}}
{{motif}}

{{/if}}
{{#if type_conge = "maternite"}}
Je vous remercie de bien vouloir prendre note de ces dates.
{{else}}
{{#if type_conge = "paternite"}}
Je vous remercie de bien vouloir prendre note de ces dates.
{{else}}
Je vous remercie de bien vouloir me confirmer votre accord par écrit.
{{/if}}
{{/if}}

Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations respectueuses.

[signature] {{salarie_nom}}`,
  sample: {
    salarie_nom: 'Nafissatou Orou',
    salarie_poste: 'Comptable, service financier',
    salarie_matricule: 'MAT-2019-0457',
    salarie_adresse: 'Quartier Kpébié\nCotonou',
    salarie_telephone: '+229 01 94 33 21 10',
    employeur_nom: 'Société Ouémé Distribution SARL',
    destinataire: 'Monsieur le Directeur des ressources humaines',
    employeur_adresse: 'Boulevard de la Marina\n01 BP 3344\nCotonou',
    type_conge: 'evenement_familial',
    evenement: 'le décès de ma mère, survenu le 18 novembre 2026',
    date_debut: '2026-11-25',
    date_fin: '2026-11-27',
    date_reprise: '2026-11-30',
    motif: 'Mes dossiers en cours seront suivis par M. Adjovi, que j’aurai informé avant mon départ.',
    lieu: 'Cotonou',
    date: '2026-11-23',
  },
};
