import type { DocumentTemplate } from '../template.types.ts';

export const bailDHabitation: DocumentTemplate = {
  _id: 'tpl-bail-d-habitation',
  slug: 'bail-d-habitation',
  title: 'Bail d’habitation',
  description:
    'Contrat de location d’un logement, vide ou meublé, entre un propriétaire et un locataire qui y habite, avec ou sans garant.',
  category: 'housing',
  jurisdiction: 'BJ',
  language: 'fr',
  guide: [
    'Ce contrat sert à louer un logement (maison, appartement, « entrer-coucher », chambre-salon…) à une personne qui en fait sa résidence. Il est rédigé pour le Bénin, où le bail d’habitation est encadré par une loi particulière qui s’impose au contrat ; il ne convient pas à la location d’une boutique ou d’un bureau, qui relève de l’Acte uniforme OHADA relatif au droit commercial général.',
    'La loi béninoise plafonne le dépôt de garantie (la « caution ») à trois mois de loyer et encadre les avances sur loyer : vérifiez les montants en vigueur avant de signer. Faites un état des lieux écrit à l’entrée, signé par les deux parties, et joignez-le au bail avec, pour un logement meublé, la liste du mobilier.',
    'Imprimez autant d’exemplaires que de signataires. Chacun paraphe chaque page et signe la dernière après la mention « Lu et approuvé ». Le garant recopie de sa main la mention indiquant la somme maximale qu’il garantit, en chiffres et en lettres : sans elle, son engagement peut être contesté. Le bailleur remet une quittance pour chaque loyer payé.',
    'En cours de bail, les demandes importantes (travaux, congé, retard de paiement) se font par écrit, remis contre décharge ou par courrier recommandé. En cas de désaccord, cherchez d’abord une solution amiable ; à défaut, le tribunal du lieu du logement est compétent.',
    'Ce modèle couvre une location ordinaire. Pour un immeuble entier, une location-accession à la propriété ou une situation conflictuelle, faites-vous conseiller par un avocat, un notaire ou un agent immobilier agréé.',
  ],
  steps: ['Le bailleur', 'Le locataire', 'Le logement', 'Loyer, garanties et signature'],
  fields: [
    {
      name: 'bailleur_nom',
      label: 'Nom du bailleur (propriétaire)',
      type: 'text',
      required: true,
      step: 0,
      help: 'La personne qui donne le logement en location. Si c’est une société, indiquez sa raison sociale.',
      placeholder: 'Codjo Ahouansou',
      maxLength: 120,
    },
    {
      name: 'bailleur_adresse',
      label: 'Adresse du bailleur',
      type: 'text',
      required: true,
      step: 0,
      help: 'Sur une ligne : maison ou lot, quartier, ville. C’est là que le locataire lui écrira.',
      placeholder: 'lot 512, quartier Akpakpa, Cotonou',
      maxLength: 200,
    },
    {
      name: 'bailleur_telephone',
      label: 'Téléphone du bailleur (facultatif)',
      type: 'phone',
      required: false,
      step: 0,
      placeholder: '+229 01 95 11 22 33',
    },
    {
      name: 'locataire_nom',
      label: 'Nom du locataire',
      type: 'text',
      required: true,
      step: 1,
      help: 'Nom et prénoms, tels qu’ils figurent sur sa pièce d’identité.',
      placeholder: 'Estelle Gbaguidi',
      maxLength: 120,
    },
    {
      name: 'locataire_profession',
      label: 'Profession du locataire (facultatif)',
      type: 'text',
      required: false,
      step: 1,
      placeholder: 'infirmière',
      maxLength: 80,
    },
    {
      name: 'locataire_piece',
      label: 'Pièce d’identité du locataire',
      type: 'text',
      required: true,
      step: 1,
      help: 'Sa nature et son numéro.',
      placeholder: 'carte nationale d’identité n° 1234567890',
      maxLength: 100,
    },
    {
      name: 'locataire_telephone',
      label: 'Téléphone du locataire (facultatif)',
      type: 'phone',
      required: false,
      step: 1,
      placeholder: '+229 01 97 65 43 21',
    },
    {
      name: 'adresse_logement',
      label: 'Adresse du logement',
      type: 'text',
      required: true,
      step: 2,
      help: 'Le plus précisément possible : maison, lot ou carré, quartier, ville, et un repère si besoin.',
      placeholder: 'maison Ahouansou, carré 208, quartier Fifadji, Cotonou',
      maxLength: 200,
    },
    {
      name: 'description',
      label: 'Description du logement',
      type: 'textarea',
      required: true,
      step: 2,
      help: 'Les pièces, l’étage, les équipements (douche, cuisine, compteurs d’eau et d’électricité, clôture, parking…).',
      placeholder:
        'Un appartement au premier étage comprenant deux chambres, un salon, une cuisine et une douche avec toilettes intérieures, avec compteurs d’eau et d’électricité individuels.',
      maxLength: 1500,
    },
    {
      name: 'meuble',
      label: 'Le logement est-il meublé ?',
      type: 'select',
      required: true,
      step: 2,
      options: [
        { value: 'vide', label: 'Non, il est loué vide' },
        { value: 'meuble', label: 'Oui, il est loué meublé' },
      ],
    },
    {
      name: 'inventaire',
      label: 'Liste du mobilier et des équipements fournis',
      type: 'textarea',
      required: true,
      step: 2,
      help: 'Un élément par ligne, avec son état : lit, matelas, armoire, table, chaises, réfrigérateur, climatiseur…',
      placeholder:
        'Un lit deux places avec matelas, en bon état\nUne armoire à deux portes\nUn réfrigérateur\nUn climatiseur dans la chambre principale',
      maxLength: 3000,
      showIf: { field: 'meuble', equals: 'meuble' },
    },
    {
      name: 'date_debut',
      label: 'Date d’entrée dans les lieux',
      type: 'date',
      required: true,
      step: 2,
      help: 'Le jour où le bail commence et où le loyer est dû pour la première fois.',
    },
    {
      name: 'duree',
      label: 'Durée du bail',
      type: 'select',
      required: true,
      step: 2,
      help: 'À la fin de cette durée, le bail se renouvelle automatiquement pour la même durée, sauf congé.',
      options: [
        { value: '6', label: '6 mois' },
        { value: '12', label: '12 mois' },
        { value: '24', label: '24 mois' },
        { value: '36', label: '36 mois' },
      ],
    },
    {
      name: 'loyer',
      label: 'Loyer mensuel (en francs CFA)',
      type: 'number',
      required: true,
      step: 3,
      help: 'En chiffres, sans point ni espace : par exemple 60000. Il sera écrit aussi en lettres.',
      placeholder: '60000',
      min: 1,
    },
    {
      name: 'charges',
      label: 'Charges mensuelles en plus du loyer (facultatif)',
      type: 'number',
      required: false,
      step: 3,
      help: 'Gardiennage, enlèvement des ordures, entretien des parties communes… Laissez vide si le loyer comprend tout.',
      placeholder: '5000',
      min: 1,
    },
    {
      name: 'jour_paiement',
      label: 'Jour du mois où le loyer doit être payé',
      type: 'number',
      required: true,
      step: 3,
      help: 'Un jour entre 1 et 28, pour qu’il existe chaque mois. Le loyer se paie d’avance, pour le mois qui commence.',
      placeholder: '5',
      min: 1,
      max: 28,
    },
    {
      name: 'mode_paiement',
      label: 'Mode de paiement (facultatif)',
      type: 'text',
      required: false,
      step: 3,
      placeholder: 'en espèces contre quittance, ou par Mobile Money au +229 01 95 11 22 33',
      maxLength: 200,
    },
    {
      name: 'depot',
      label: 'Dépôt de garantie, ou caution (en francs CFA)',
      type: 'number',
      required: true,
      step: 3,
      help: 'Somme versée à la signature et rendue au départ, déduction faite de ce que le locataire devrait encore. La loi béninoise la limite à trois mois de loyer. Indiquez 0 s’il n’y en a pas.',
      placeholder: '180000',
      min: 0,
    },
    {
      name: 'garant',
      label: 'Une personne se porte-t-elle garante du locataire ?',
      type: 'select',
      required: true,
      step: 3,
      help: 'Le garant (la « caution ») s’engage à payer à la place du locataire si celui-ci ne paie pas.',
      options: [
        { value: 'non', label: 'Non' },
        { value: 'oui', label: 'Oui' },
      ],
    },
    {
      name: 'garant_nom',
      label: 'Nom du garant',
      type: 'text',
      required: true,
      step: 3,
      placeholder: 'Romaric Agbo',
      maxLength: 120,
      showIf: { field: 'garant', equals: 'oui' },
    },
    {
      name: 'garant_adresse',
      label: 'Adresse du garant',
      type: 'text',
      required: true,
      step: 3,
      placeholder: 'quartier Banikanni, Parakou',
      maxLength: 200,
      showIf: { field: 'garant', equals: 'oui' },
    },
    {
      name: 'garant_piece',
      label: 'Pièce d’identité du garant',
      type: 'text',
      required: true,
      step: 3,
      help: 'Sa nature et son numéro.',
      placeholder: 'passeport n° B0765432',
      maxLength: 100,
      showIf: { field: 'garant', equals: 'oui' },
    },
    {
      name: 'garant_montant_max',
      label: 'Somme maximale garantie (en francs CFA)',
      type: 'number',
      required: true,
      step: 3,
      help: 'Le plafond de l’engagement du garant, loyers, charges et frais compris. Par exemple douze mois de loyer.',
      placeholder: '720000',
      min: 1,
      showIf: { field: 'garant', equals: 'oui' },
    },
    {
      name: 'lieu',
      label: 'Lieu de signature',
      type: 'text',
      required: true,
      step: 3,
      placeholder: 'Cotonou',
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
  body: `# Contrat de bail à usage d’habitation

Entre les soussignés :

**{{bailleur_nom}}**, demeurant {{bailleur_adresse}},
{{#if bailleur_telephone}}
téléphone : {{bailleur_telephone}},
{{/if}}
ci-après dénommé(e) « le bailleur », d’une part,

et

**{{locataire_nom}}**,
{{#if locataire_profession}}
profession : {{locataire_profession}},
{{/if}}
titulaire de la pièce d’identité suivante : {{locataire_piece}},
{{#if locataire_telephone}}
téléphone : {{locataire_telephone}},
{{/if}}
ci-après dénommé(e) « le locataire », d’autre part,

il a été convenu ce qui suit.

## Article 1 – Objet et désignation du logement

Le bailleur donne en location au locataire, qui l’accepte, le logement désigné ci-dessous :

- Adresse : {{adresse_logement}}
- Description : {{description}}

Le logement est loué à usage exclusif d’habitation, pour le locataire et les personnes vivant habituellement avec lui. Aucune activité commerciale ou professionnelle ne peut y être exercée sans l’accord écrit du bailleur.

{{#if meuble = "meuble"}}
Le logement est loué meublé. Le bailleur met à la disposition du locataire le mobilier et les équipements suivants :

{{inventaire}}

Le locataire reconnaît les avoir reçus dans l’état constaté lors de l’état des lieux d’entrée et s’engage à les restituer en bon état à son départ, sauf usure normale.
{{else}}
Le logement est loué vide de tout mobilier.
{{/if}}

## Article 2 – Durée

Le présent bail prend effet le {{date_debut|date}} pour une durée de {{duree|option}}. À son terme, il se renouvelle par tacite reconduction pour la même durée, sauf congé donné par l’une des parties dans les conditions de l’article 7.

## Article 3 – Loyer et charges

Le loyer mensuel est fixé à **{{loyer|amount}} francs CFA** ({{loyer|words}} francs CFA).

{{#if charges}}
S’y ajoutent des charges mensuelles de {{charges|amount}} francs CFA ({{charges|words}} francs CFA), correspondant aux services et dépenses communs dont le locataire profite.

{{/if}}
{{#if jour_paiement = "1"}}
Le loyer et, le cas échéant, les charges sont payables d’avance, au plus tard le 1er de chaque mois. Le bailleur remet au locataire une quittance pour chaque paiement.
{{else}}
Le loyer et, le cas échéant, les charges sont payables d’avance, au plus tard le {{jour_paiement}} de chaque mois. Le bailleur remet au locataire une quittance pour chaque paiement.
{{/if}}

{{#if mode_paiement}}
Mode de paiement convenu : {{mode_paiement}}

{{/if}}
Le loyer ne peut être révisé que d’un commun accord écrit ou dans les conditions prévues par la loi.

## Article 4 – Dépôt de garantie

{{#if depot = "0"}}
Aucun dépôt de garantie n’est demandé au locataire.
{{else}}
À la signature du présent bail, le locataire verse au bailleur, qui le reconnaît, un dépôt de garantie de **{{depot|amount}} francs CFA** ({{depot|words}} francs CFA).

Ce dépôt garantit l’exécution des obligations du locataire. Il ne peut pas servir au paiement des derniers loyers sans l’accord écrit du bailleur. Il est restitué au locataire après son départ, l’état des lieux de sortie et la remise des clés, déduction faite, sur justificatifs, des sommes restant dues au bailleur (loyers, charges, réparations locatives).
{{/if}}

## Article 5 – Obligations du bailleur

Le bailleur s’engage à :

- délivrer le logement en bon état d’usage et de réparation, avec les équipements prévus au contrat ;
- assurer au locataire la jouissance paisible du logement pendant toute la durée du bail ;
- effectuer les grosses réparations et l’entretien qui ne sont pas à la charge du locataire ;
- remettre une quittance pour chaque paiement reçu.

## Article 6 – Obligations du locataire

Le locataire s’engage à :

- payer le loyer et les charges aux dates convenues ;
- user du logement paisiblement et conformément à sa destination d’habitation ;
- entretenir le logement et effectuer les menues réparations dites locatives ;
- répondre des dégradations survenues pendant la location, sauf usure normale, force majeure ou faute du bailleur ;
- payer ses consommations d’eau et d’électricité ;
- ne pas transformer le logement, ni le sous-louer ou céder le bail, sans l’accord écrit du bailleur ;
- laisser exécuter les réparations urgentes et permettre l’accès au logement, après avoir été prévenu.

## Article 7 – Congé et résiliation

Chacune des parties peut mettre fin au bail en donnant congé à l’autre par écrit, remis contre décharge, par lettre recommandée avec accusé de réception ou par exploit d’huissier, en respectant les délais de préavis et, pour le bailleur, les motifs prévus par la loi.

En cas de défaut de paiement du loyer ou des charges, ou de manquement grave du locataire à ses obligations, le bailleur pourra, après une mise en demeure restée sans effet, demander en justice la résiliation du bail.

## Article 8 – État des lieux

Un état des lieux est établi contradictoirement à l’entrée et à la sortie du locataire, et signé par les deux parties. Il est annexé au présent bail.

{{#if garant = "oui"}}
## Article 9 – Garantie

**{{garant_nom}}**, demeurant {{garant_adresse}}, titulaire de la pièce d’identité suivante : {{garant_piece}}, déclare se porter caution solidaire du locataire envers le bailleur pour le paiement des loyers, des charges, des réparations locatives et de toutes sommes dues au titre du présent bail et de ses renouvellements, dans la limite de la somme maximale de **{{garant_montant_max|amount}} francs CFA** ({{garant_montant_max|words}} francs CFA), en principal, intérêts et accessoires.

Le garant reconnaît avoir reçu un exemplaire du présent bail et connaître le montant du loyer, soit {{loyer|amount}} francs CFA par mois. En cas de défaut de paiement du locataire, et après une mise en demeure adressée à celui-ci et restée sans effet, le bailleur pourra réclamer au garant les sommes dues, sans devoir d’abord poursuivre le locataire en justice.

## Article 10 – Loi applicable et litiges
{{else}}
## Article 9 – Loi applicable et litiges
{{/if}}

Le présent bail est soumis à la législation béninoise en vigueur relative au bail à usage d’habitation, dont les dispositions impératives s’appliquent même lorsqu’elles ne sont pas reproduites ici. Les parties s’efforceront de régler à l’amiable tout différend né de son exécution ; à défaut, le litige sera porté devant le tribunal compétent du lieu de situation du logement.

{{#if garant = "oui"}}
> Fait à {{lieu}}, le {{date|date}}, en trois exemplaires originaux
{{else}}
> Fait à {{lieu}}, le {{date|date}}, en deux exemplaires originaux
{{/if}}

Chaque partie signe après avoir écrit de sa main la mention « Lu et approuvé ».

[signature] {{bailleur_nom}}, le bailleur

[signature] {{locataire_nom}}, le locataire

{{#if garant = "oui"}}
Le garant écrit de sa main, avant sa signature : « Bon pour caution solidaire du locataire, {{locataire_nom}}, pour le paiement des sommes dues au titre du bail, dans la limite de {{garant_montant_max|words}} francs CFA ({{garant_montant_max|amount}} francs CFA), en principal, intérêts et accessoires. »

[signature] {{garant_nom}}, le garant
{{/if}}`,
  sample: {
    bailleur_nom: 'Codjo Ahouansou',
    bailleur_adresse: 'lot 512, quartier Akpakpa, Cotonou',
    bailleur_telephone: '+229 01 95 11 22 33',
    locataire_nom: 'Estelle Gbaguidi',
    locataire_profession: 'infirmière',
    locataire_piece: 'carte nationale d’identité n° 1234567890',
    locataire_telephone: '+229 01 97 65 43 21',
    adresse_logement: 'maison Ahouansou, carré 208, quartier Fifadji, Cotonou',
    description:
      'Un appartement au premier étage comprenant deux chambres, un salon, une cuisine et une douche avec toilettes intérieures, avec compteurs d’eau et d’électricité individuels.',
    meuble: 'meuble',
    inventaire:
      'Un lit deux places avec matelas, en bon état\nUne armoire à deux portes\nUn réfrigérateur\nUn climatiseur dans la chambre principale',
    date_debut: '2027-01-01',
    duree: '12',
    loyer: '60000',
    charges: '5000',
    jour_paiement: '5',
    mode_paiement: 'en espèces contre quittance, ou par Mobile Money au +229 01 95 11 22 33',
    depot: '180000',
    garant: 'oui',
    garant_nom: 'Romaric Agbo',
    garant_adresse: 'quartier Banikanni, Parakou',
    garant_piece: 'passeport n° B0765432',
    garant_montant_max: '720000',
    lieu: 'Cotonou',
    date: '2026-12-15',
  },
};
