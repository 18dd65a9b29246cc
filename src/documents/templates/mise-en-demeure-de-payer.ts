import type { DocumentTemplate } from '../template.types.ts';

export const miseEnDemeureDePayer: DocumentTemplate = {
  _id: 'tpl-mise-en-demeure-de-payer',
  slug: 'mise-en-demeure-de-payer',
  title: 'Mise en demeure de payer',
  description:
    'Réclamer une dernière fois, par écrit, une somme d’argent qui vous est due avant d’engager une procédure de recouvrement.',
  category: 'money',
  jurisdiction: 'OHADA',
  language: 'fr',
  guide: [
    'Utilisez cette lettre lorsqu’une personne ou une entreprise vous doit une somme d’argent dont le montant et la date d’échéance sont connus, et qu’elle ne l’a pas payée malgré vos relances. La mise en demeure est la dernière demande amiable avant une action en justice : elle prouve que vous avez réclamé le paiement et fixe le point de départ du retard.',
    'Gardez une copie de la lettre et rassemblez les preuves de la dette : contrat, facture, bon de livraison, reconnaissance de dette, messages échangés, reçus des paiements partiels.',
    'Envoyez-la d’une manière qui permet de prouver sa réception : lettre recommandée avec accusé de réception, remise en main propre contre une décharge datée et signée, ou signification par un huissier (commissaire de justice), plus coûteuse mais plus solennelle.',
    'Si le débiteur ne paie pas dans le délai, vous pouvez, dans les pays de l’OHADA (dont le Bénin), demander au président de la juridiction compétente une ordonnance d’injonction de payer : c’est la procédure simplifiée de l’Acte uniforme portant organisation des procédures simplifiées de recouvrement et des voies d’exécution, ouverte pour une créance certaine, liquide et exigible.',
    'Ce modèle convient à une dette simple. Pour une somme importante, une dette contestée ou un débiteur en difficulté, faites-vous conseiller par un avocat ou un huissier de justice : ce document ne remplace pas leur avis.',
  ],
  steps: ['Vous', 'Le débiteur', 'La dette', 'Envoi'],
  fields: [
    {
      name: 'creancier_nom',
      label: 'Votre nom (ou celui de votre entreprise)',
      type: 'text',
      required: true,
      step: 0,
      help: 'Le créancier, c’est vous : la personne à qui l’argent est dû. Pour une entreprise, indiquez sa raison sociale.',
      placeholder: 'Koffi Agossou',
      maxLength: 120,
    },
    {
      name: 'creancier_adresse',
      label: 'Votre adresse',
      type: 'textarea',
      required: true,
      step: 0,
      help: 'Sur deux ou trois lignes : lot ou maison, quartier, ville (et boîte postale si vous en avez une).',
      placeholder: 'Lot 1245, quartier Fidjrossè\nCotonou',
      maxLength: 300,
    },
    {
      name: 'creancier_telephone',
      label: 'Votre téléphone (facultatif)',
      type: 'phone',
      required: false,
      step: 0,
      help: 'Pour que le débiteur puisse vous joindre et proposer un arrangement.',
      placeholder: '+229 01 97 12 34 56',
    },
    {
      name: 'creancier_email',
      label: 'Votre adresse e-mail (facultatif)',
      type: 'email',
      required: false,
      step: 0,
      placeholder: 'koffi.agossou@exemple.bj',
    },
    {
      name: 'debiteur_nom',
      label: 'Nom du débiteur',
      type: 'text',
      required: true,
      step: 1,
      help: 'La personne ou l’entreprise qui vous doit l’argent, telle qu’elle figure sur le contrat ou la facture.',
      placeholder: 'Établissements Kpadonou et Fils',
      maxLength: 120,
    },
    {
      name: 'debiteur_adresse',
      label: 'Adresse du débiteur',
      type: 'textarea',
      required: true,
      step: 1,
      help: 'L’adresse où la lettre lui sera remise.',
      placeholder: 'Carré 312, quartier Agontinkon\n01 BP 4521\nCotonou',
      maxLength: 300,
    },
    {
      name: 'montant',
      label: 'Montant dû (en francs CFA)',
      type: 'number',
      required: true,
      step: 2,
      help: 'La somme qui reste à payer, en chiffres, sans point ni virgule : par exemple 350000. Elle sera écrite aussi en lettres dans la lettre.',
      placeholder: '350000',
      min: 1,
    },
    {
      name: 'cause',
      label: 'Origine de la dette',
      type: 'textarea',
      required: true,
      step: 2,
      help: 'En une ou deux phrases, pourquoi cette somme vous est due : prêt, travaux réalisés, marchandises livrées, loyers impayés… avec les dates utiles.',
      placeholder: 'livraison de 40 sacs de ciment le 3 février 2026 (bon de livraison n° 118)',
      maxLength: 1000,
    },
    {
      name: 'date_exigibilite',
      label: 'Date à laquelle la somme devait être payée',
      type: 'date',
      past: true,
      required: true,
      step: 2,
      help: 'La date d’échéance prévue par la facture, le contrat ou votre accord.',
    },
    {
      name: 'facture_reference',
      label: 'Facture ou contrat concerné (facultatif)',
      type: 'text',
      required: false,
      step: 2,
      help: 'Le numéro et la date du document qui prouve la dette. Joignez-en une copie à la lettre.',
      placeholder: 'Facture n° 2026-014 du 5 février 2026',
      maxLength: 200,
    },
    {
      name: 'delai',
      label: 'Délai laissé pour payer',
      type: 'select',
      required: true,
      step: 2,
      help: 'Le délai court à partir de la réception de la lettre. Huit jours est le plus courant ; un délai plus long montre votre bonne foi.',
      options: [
        { value: '8', label: '8 jours' },
        { value: '15', label: '15 jours' },
        { value: '30', label: '30 jours' },
      ],
    },
    {
      name: 'modalites_paiement',
      label: 'Comment vous payer (facultatif)',
      type: 'text',
      required: false,
      step: 2,
      help: 'Le moyen de paiement que vous acceptez : virement (avec le numéro de compte), Mobile Money (avec le numéro), espèces contre reçu…',
      placeholder:
        'par virement sur le compte n° BJ066 01001 000000000000 00, ou par Mobile Money au +229 01 97 12 34 56',
      maxLength: 300,
    },
    {
      name: 'mode_envoi',
      label: 'Comment la lettre sera-t-elle envoyée ?',
      type: 'select',
      required: true,
      step: 3,
      help: 'Choisissez un envoi qui vous permettra de prouver que le débiteur a reçu la lettre.',
      options: [
        { value: 'lrar', label: 'Par lettre recommandée avec accusé de réception' },
        { value: 'huissier', label: 'Par exploit d’huissier / commissaire de justice' },
        { value: 'main_propre', label: 'Remise en main propre contre décharge' },
      ],
    },
    {
      name: 'lieu',
      label: 'Lieu où vous écrivez la lettre',
      type: 'text',
      required: true,
      step: 3,
      placeholder: 'Cotonou',
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
  body: `{{creancier_nom}}
{{creancier_adresse}}
{{#if creancier_telephone}}
Tél. : {{creancier_telephone}}
{{/if}}
{{#if creancier_email}}
Courriel : {{creancier_email}}
{{/if}}

> {{debiteur_nom}}
> {{debiteur_adresse}}

> {{lieu}}, le {{date|date}}

**{{mode_envoi|option}}**

**Objet : mise en demeure de payer la somme de {{montant|amount}} francs CFA**

Madame, Monsieur,

Sauf erreur ou omission de ma part, vous restez redevable envers moi de la somme de **{{montant|amount}} francs CFA** ({{montant|words}} francs CFA), pour le motif suivant :
{{cause}}

Cette somme devait être payée au plus tard le {{date_exigibilite|date}}. À ce jour, et malgré cette échéance, je n’ai pas reçu votre paiement.

{{#if facture_reference}}
Cette créance est justifiée par le document suivant, dont vous trouverez une copie ci-jointe : {{facture_reference}}.

{{/if}}
En conséquence, je vous mets en demeure, par la présente, de me régler la somme de {{montant|amount}} francs CFA dans un délai de **{{delai|option}}** à compter de la réception de cette lettre.

{{#if modalites_paiement}}
Vous pouvez effectuer ce paiement {{modalites_paiement}}.

{{/if}}
À défaut de paiement dans ce délai, je me verrai contraint(e) d’engager contre vous, sans autre avis, une procédure judiciaire de recouvrement, notamment une procédure d’injonction de payer, afin d’obtenir le paiement de cette somme, augmentée des intérêts de retard et des frais que la loi permet de réclamer.

La présente lettre vaut mise en demeure. Je reste néanmoins disposé(e) à rechercher avec vous une solution amiable si vous prenez contact avec moi avant l’expiration de ce délai.

Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.

[signature] {{creancier_nom}}`,
  sample: {
    creancier_nom: 'Koffi Agossou',
    creancier_adresse: 'Lot 1245, quartier Fidjrossè\nCotonou',
    creancier_telephone: '+229 01 97 12 34 56',
    creancier_email: 'koffi.agossou@exemple.bj',
    debiteur_nom: 'Établissements Kpadonou et Fils',
    debiteur_adresse: 'Carré 312, quartier Agontinkon\n01 BP 4521\nCotonou',
    montant: '350000',
    cause: 'livraison de 40 sacs de ciment le 3 février 2026 (bon de livraison n° 118)',
    date_exigibilite: '2026-03-05',
    facture_reference: 'Facture n° 2026-014 du 5 février 2026',
    delai: '8',
    modalites_paiement: 'par Mobile Money au +229 01 97 12 34 56 ou en espèces contre reçu',
    mode_envoi: 'lrar',
    lieu: 'Cotonou',
    date: '2026-11-23',
  },
};
