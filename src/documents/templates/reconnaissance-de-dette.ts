import type { DocumentTemplate } from '../template.types.ts';

export const reconnaissanceDeDette: DocumentTemplate = {
  _id: 'tpl-reconnaissance-de-dette',
  slug: 'reconnaissance-de-dette',
  title: 'Reconnaissance de dette',
  description:
    'Écrit par lequel une personne reconnaît devoir une somme d’argent et s’engage à la rembourser selon un calendrier.',
  category: 'money',
  jurisdiction: 'BJ',
  language: 'fr',
  guide: [
    'Utilisez ce modèle lorsque vous prêtez ou empruntez de l’argent (à un proche, un collègue, un commerçant) ou pour constater une dette déjà existante. Le débiteur y reconnaît devoir une somme précise et s’engage à la rembourser à une date ou selon un échéancier.',
    'La somme doit être écrite en chiffres et en lettres, et les deux doivent concorder. Le débiteur recopie de sa main, au-dessus de sa signature, la mention « Bon pour… » avec la somme en lettres et en chiffres : c’est elle qui donne à l’acte toute sa force de preuve.',
    'Le créancier garde l’original signé ; le débiteur peut en garder une copie. Conservez aussi la preuve de la remise de l’argent (reçu, virement, transfert Mobile Money, témoins) et faites établir un reçu daté et signé à chaque remboursement.',
    'Si le débiteur ne rembourse pas, le créancier peut lui adresser une mise en demeure de payer (un modèle existe), puis demander au tribunal une injonction de payer, procédure simplifiée prévue par le droit OHADA.',
    'Pour une somme importante, un acte établi par un notaire peut être exécuté sans procès en cas de non-paiement. Si des intérêts sont prévus, un taux excessif peut être interdit (usure) : renseignez-vous, et faites-vous conseiller par un avocat ou un notaire pour tout montage complexe.',
  ],
  steps: ['Le débiteur', 'Le créancier', 'La dette et son remboursement', 'Lieu et date'],
  fields: [
    {
      name: 'debiteur_nom',
      label: 'Nom complet du débiteur',
      type: 'text',
      required: true,
      step: 0,
      help: 'Le débiteur est la personne qui doit l’argent et qui signe ce document.',
      placeholder: 'Bertin Dossa',
      maxLength: 120,
    },
    {
      name: 'debiteur_date_naissance',
      label: 'Date de naissance du débiteur',
      type: 'date',
      past: true,
      required: true,
      step: 0,
    },
    {
      name: 'debiteur_lieu_naissance',
      label: 'Lieu de naissance du débiteur',
      type: 'text',
      required: true,
      step: 0,
      placeholder: 'Lokossa',
      maxLength: 80,
    },
    {
      name: 'debiteur_adresse',
      label: 'Adresse du débiteur',
      type: 'text',
      required: true,
      step: 0,
      help: 'Sur une ligne : maison ou lot, quartier, ville.',
      placeholder: 'quartier Zongo, Parakou',
      maxLength: 200,
    },
    {
      name: 'debiteur_piece',
      label: 'Pièce d’identité du débiteur',
      type: 'text',
      required: true,
      step: 0,
      help: 'Sa nature et son numéro.',
      placeholder: 'carte nationale d’identité n° 2345678901',
      maxLength: 100,
    },
    {
      name: 'creancier_nom',
      label: 'Nom complet du créancier',
      type: 'text',
      required: true,
      step: 1,
      help: 'Le créancier est la personne à qui l’argent est dû.',
      placeholder: 'Félicienne Adjovi',
      maxLength: 120,
    },
    {
      name: 'creancier_adresse',
      label: 'Adresse du créancier',
      type: 'text',
      required: true,
      step: 1,
      placeholder: 'quartier Cadjèhoun, Cotonou',
      maxLength: 200,
    },
    {
      name: 'montant',
      label: 'Somme due (en francs CFA)',
      type: 'number',
      required: true,
      step: 2,
      help: 'En chiffres, sans point ni espace : par exemple 500000. Elle sera écrite en chiffres et en lettres.',
      placeholder: '500000',
      min: 1,
    },
    {
      name: 'origine',
      label: 'D’où vient cette dette ?',
      type: 'select',
      required: true,
      step: 2,
      options: [
        { value: 'pret', label: 'D’un prêt d’argent' },
        { value: 'autre', label: 'D’une autre cause (achat à crédit, dette ancienne…)' },
      ],
    },
    {
      name: 'date_pret',
      label: 'Date à laquelle l’argent a été remis au débiteur',
      type: 'date',
      past: true,
      required: true,
      step: 2,
      showIf: { field: 'origine', equals: 'pret' },
    },
    {
      name: 'cause',
      label: 'Origine de la dette',
      type: 'text',
      required: true,
      step: 2,
      help: 'En une phrase : ce que le débiteur a reçu ou acheté, et quand.',
      placeholder: 'achat à crédit d’une motocyclette le 10 mars 2026',
      maxLength: 300,
      showIf: { field: 'origine', equals: 'autre' },
    },
    {
      name: 'modalite',
      label: 'Comment la somme sera-t-elle remboursée ?',
      type: 'select',
      required: true,
      step: 2,
      options: [
        { value: 'une_fois', label: 'En une seule fois' },
        { value: 'echeances', label: 'En plusieurs échéances mensuelles' },
      ],
    },
    {
      name: 'nombre_echeances',
      label: 'Nombre d’échéances',
      type: 'number',
      required: true,
      step: 2,
      placeholder: '10',
      min: 2,
      max: 120,
      showIf: { field: 'modalite', equals: 'echeances' },
    },
    {
      name: 'montant_echeance',
      label: 'Montant de chaque échéance (en francs CFA)',
      type: 'number',
      required: true,
      step: 2,
      help: 'Le nombre d’échéances multiplié par ce montant doit couvrir la somme due ; la dernière échéance est ajustée au solde restant.',
      placeholder: '50000',
      min: 1,
      showIf: { field: 'modalite', equals: 'echeances' },
    },
    {
      name: 'date_premiere_echeance',
      label: 'Date de la première échéance',
      type: 'date',
      required: true,
      step: 2,
      help: 'Les échéances suivantes tombent le même jour de chaque mois.',
      showIf: { field: 'modalite', equals: 'echeances' },
    },
    {
      name: 'date_remboursement',
      label: 'Date limite du remboursement complet',
      type: 'date',
      notBefore: 'date_premiere_echeance',
      required: true,
      step: 2,
      help: 'La date à laquelle toute la somme devra avoir été remboursée (pour un paiement en une fois, la date de ce paiement).',
    },
    {
      name: 'taux_interet',
      label: 'Taux d’intérêt annuel, en % (facultatif)',
      type: 'number',
      required: false,
      step: 2,
      help: 'Laissez vide si la somme ne porte pas intérêt, ce qui est le cas le plus fréquent entre proches.',
      placeholder: '5',
      min: 0.01,
      max: 100,
    },
    {
      name: 'lieu',
      label: 'Lieu de signature',
      type: 'text',
      required: true,
      step: 3,
      placeholder: 'Parakou',
      maxLength: 80,
    },
    {
      name: 'date',
      label: 'Date de signature',
      type: 'date',
      required: true,
      step: 3,
    },
  ],
  body: `# Reconnaissance de dette

Je soussigné(e), **{{debiteur_nom}}**, né(e) le {{debiteur_date_naissance|date}} à {{debiteur_lieu_naissance}}, demeurant {{debiteur_adresse}}, titulaire de la pièce d’identité suivante : {{debiteur_piece}}, reconnais devoir à **{{creancier_nom}}**, demeurant {{creancier_adresse}}, la somme de **{{montant|amount}} francs CFA** ({{montant|words}} francs CFA).

{{#if origine = "pret"}}
Cette somme correspond à un prêt d’argent que le créancier m’a consenti et dont j’ai reçu le montant le {{date_pret|date}}.
{{else}}
Cette somme est due pour le motif suivant : {{cause}}.
{{/if}}

## Remboursement

{{#if modalite = "echeances"}}
Je m’engage à rembourser cette somme en {{nombre_echeances}} échéances mensuelles de {{montant_echeance|amount}} francs CFA ({{montant_echeance|words}} francs CFA) chacune, la dernière étant ajustée au solde restant dû. La première échéance sera payée le {{date_premiere_echeance|date}} et les suivantes le même jour de chaque mois, de sorte que la totalité de la somme soit remboursée au plus tard le {{date_remboursement|date}}.

À défaut de paiement d’une seule échéance à sa date, et quinze jours après une mise en demeure restée sans effet, la totalité de la somme restant due deviendra immédiatement exigible.
{{else}}
Je m’engage à rembourser cette somme en une seule fois, au plus tard le {{date_remboursement|date}}.
{{/if}}

Je pourrai rembourser tout ou partie de la somme par anticipation. Chaque paiement donnera lieu à un reçu daté et signé par le créancier.

{{#if taux_interet}}
## Intérêts

La somme due porte intérêt au taux de {{taux_interet}} % par an, calculé sur le capital restant dû à compter de la date de la présente reconnaissance, et payable en même temps que chaque remboursement.
{{else}}
La somme due ne porte pas intérêt. À défaut de remboursement aux dates prévues, le créancier pourra réclamer les intérêts de retard prévus par la loi.
{{/if}}

> Fait à {{lieu}}, le {{date|date}}

Mention à recopier de la main du débiteur, avant sa signature : « Bon pour la somme de {{montant|words}} francs CFA ({{montant|amount}} francs CFA). »

[signature] {{debiteur_nom}}, le débiteur`,
  sample: {
    debiteur_nom: 'Bertin Dossa',
    debiteur_date_naissance: '1985-07-21',
    debiteur_lieu_naissance: 'Lokossa',
    debiteur_adresse: 'quartier Zongo, Parakou',
    debiteur_piece: 'carte nationale d’identité n° 2345678901',
    creancier_nom: 'Félicienne Adjovi',
    creancier_adresse: 'quartier Cadjèhoun, Cotonou',
    montant: '500000',
    origine: 'pret',
    date_pret: '2026-11-20',
    cause: 'achat à crédit d’une motocyclette le 10 mars 2026',
    modalite: 'echeances',
    nombre_echeances: '10',
    montant_echeance: '50000',
    date_premiere_echeance: '2027-01-05',
    date_remboursement: '2027-10-05',
    taux_interet: '5',
    lieu: 'Parakou',
    date: '2026-11-23',
  },
};
