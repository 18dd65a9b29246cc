import type { DocumentTemplate } from '../template.types.ts';

export const plainteSimple: DocumentTemplate = {
  _id: 'tpl-plainte-simple',
  slug: 'plainte-simple',
  title: 'Plainte simple au procureur de la République',
  description:
    'Porter plainte par écrit auprès du procureur de la République pour une infraction dont vous êtes victime, contre une personne nommée ou contre X.',
  category: 'justice',
  jurisdiction: 'BJ',
  language: 'fr',
  guide: [
    'Utilisez ce modèle pour signaler par écrit au procureur de la République une infraction dont vous êtes victime : vol, escroquerie, abus de confiance, violences, menaces, dégradations… Vous pouvez aussi porter plainte oralement auprès d’un commissariat de police, qui transmettra au procureur. Si vous ne connaissez pas l’auteur, la plainte est dirigée « contre X ».',
    'Racontez les faits dans l’ordre, avec les dates, les lieux, les noms des témoins et ce que vous avez perdu. Joignez des copies, jamais les originaux : certificat médical, reçus, photos, captures d’écran de messages, relevés de transferts d’argent.',
    'Déposez la plainte au secrétariat du parquet du tribunal de première instance du lieu des faits, contre un récépissé ou un cachet daté sur votre copie, ou envoyez-la par lettre recommandée avec accusé de réception. Gardez une copie complète de ce que vous avez envoyé.',
    'Le procureur décide de la suite : enquête, poursuites, médiation ou classement sans suite. Si votre plainte reste sans réponse ou est classée, un avocat peut vous aider à saisir directement un juge en vous constituant partie civile pour obtenir réparation.',
    'Une plainte dont vous savez les faits inexacts expose à des poursuites pour dénonciation calomnieuse. Pour une affaire grave ou complexe, faites-vous assister par un avocat.',
  ],
  steps: ['Vous', 'Les faits', 'L’auteur', 'Votre demande'],
  fields: [
    {
      name: 'plaignant_nom',
      label: 'Votre nom complet',
      type: 'text',
      required: true,
      step: 0,
      placeholder: 'Ibrahim Bio Sika',
      maxLength: 120,
    },
    {
      name: 'plaignant_date_naissance',
      label: 'Votre date de naissance',
      type: 'date',
      past: true,
      required: true,
      step: 0,
    },
    {
      name: 'plaignant_lieu_naissance',
      label: 'Votre lieu de naissance',
      type: 'text',
      required: true,
      step: 0,
      placeholder: 'Natitingou',
      maxLength: 80,
    },
    {
      name: 'plaignant_profession',
      label: 'Votre profession (facultatif)',
      type: 'text',
      required: false,
      step: 0,
      placeholder: 'commerçant',
      maxLength: 80,
    },
    {
      name: 'plaignant_adresse',
      label: 'Votre adresse',
      type: 'textarea',
      required: true,
      step: 0,
      help: 'L’adresse où la justice pourra vous écrire.',
      placeholder: 'Quartier Ganhi\n01 BP 7788\nCotonou',
      maxLength: 300,
    },
    {
      name: 'plaignant_telephone',
      label: 'Votre téléphone (facultatif)',
      type: 'phone',
      required: false,
      step: 0,
      help: 'Recommandé : les enquêteurs pourront vous joindre rapidement.',
      placeholder: '+229 01 66 12 34 56',
    },
    {
      name: 'plaignant_email',
      label: 'Votre adresse e-mail (facultatif)',
      type: 'email',
      required: false,
      step: 0,
      placeholder: 'ibrahim.biosika@exemple.bj',
    },
    {
      name: 'ville_tribunal',
      label: 'Ville du tribunal',
      type: 'text',
      required: true,
      step: 1,
      help: 'La plainte s’adresse au procureur du tribunal de première instance du lieu des faits (ou du domicile de l’auteur). Indiquez la ville de ce tribunal.',
      placeholder: 'Cotonou',
      maxLength: 80,
    },
    {
      name: 'date_faits',
      label: 'Date des faits',
      type: 'date',
      past: true,
      required: true,
      step: 1,
      help: 'Si les faits se sont étalés dans le temps, indiquez la date du premier et précisez les autres dans le récit.',
    },
    {
      name: 'lieu_faits',
      label: 'Lieu des faits',
      type: 'text',
      required: true,
      step: 1,
      help: 'Le plus précisément possible : adresse, quartier, ville, ou « sur internet » pour une escroquerie en ligne.',
      placeholder: 'marché Dantokpa, Cotonou',
      maxLength: 200,
    },
    {
      name: 'faits',
      label: 'Récit des faits',
      type: 'textarea',
      required: true,
      step: 1,
      help: 'Racontez ce qui s’est passé, dans l’ordre, en phrases simples : qui, quoi, quand, où, comment, et les témoins éventuels. Restez factuel.',
      placeholder:
        'J’ai remis à M. Tchibozo la somme de 1 200 000 francs CFA pour l’achat d’un lot de pagnes qu’il devait me livrer sous quinze jours. Il ne m’a jamais livré et ne répond plus à mes appels depuis le 20 septembre 2026.',
      maxLength: 6000,
    },
    {
      name: 'qualification',
      label: 'Nature de l’infraction, si vous la connaissez (facultatif)',
      type: 'text',
      required: false,
      step: 1,
      help: 'Par exemple : vol, escroquerie, abus de confiance, violences, menaces. Le procureur retiendra lui-même la qualification exacte.',
      placeholder: 'escroquerie',
      maxLength: 120,
    },
    {
      name: 'auteur',
      label: 'Connaissez-vous l’auteur des faits ?',
      type: 'select',
      required: true,
      step: 2,
      options: [
        { value: 'connu', label: 'Oui, je peux le nommer' },
        { value: 'x', label: 'Non, je porte plainte contre X' },
      ],
    },
    {
      name: 'auteur_nom',
      label: 'Nom de l’auteur des faits',
      type: 'text',
      required: true,
      step: 2,
      help: 'Son nom tel que vous le connaissez, ou celui de l’entreprise.',
      placeholder: 'Rodrigue Tchibozo',
      maxLength: 120,
      showIf: { field: 'auteur', equals: 'connu' },
    },
    {
      name: 'auteur_adresse',
      label: 'Son adresse, si vous la connaissez (facultatif)',
      type: 'text',
      required: false,
      step: 2,
      placeholder: 'quartier Houéyiho, Cotonou',
      maxLength: 200,
      showIf: { field: 'auteur', equals: 'connu' },
    },
    {
      name: 'auteur_details',
      label: 'Autres éléments pour l’identifier (facultatif)',
      type: 'textarea',
      required: false,
      step: 2,
      help: 'Numéro de téléphone, lieu de travail, description physique, lien avec vous…',
      placeholder: 'Il utilise le numéro +229 01 61 00 00 00 et tient une boutique de tissus au marché Dantokpa.',
      maxLength: 1000,
      showIf: { field: 'auteur', equals: 'connu' },
    },
    {
      name: 'prejudice',
      label: 'Le préjudice que vous avez subi',
      type: 'textarea',
      required: true,
      step: 3,
      help: 'Ce que les faits vous ont fait perdre ou subir : somme d’argent, objets, blessures (avec certificat médical), arrêt de travail, atteinte morale…',
      placeholder:
        'J’ai perdu la somme de 1 200 000 francs CFA, qui représentait mon fonds de commerce, et je ne peux plus approvisionner ma boutique.',
      maxLength: 2000,
    },
    {
      name: 'pieces',
      label: 'Pièces jointes (facultatif)',
      type: 'textarea',
      required: false,
      step: 3,
      help: 'Une pièce par ligne. Joignez des copies, gardez les originaux.',
      placeholder:
        'Copie du reçu de versement du 5 septembre 2026\nCaptures d’écran des messages échangés\nCopie de ma carte nationale d’identité',
      maxLength: 2000,
    },
    {
      name: 'demande',
      label: 'Autre demande (facultatif)',
      type: 'textarea',
      required: false,
      step: 3,
      help: 'Ce que vous souhaitez en plus de l’enquête et des poursuites, par exemple la restitution d’un objet saisi. Écrivez une phrase complète.',
      placeholder: 'Je souhaite obtenir le remboursement de la somme versée.',
      maxLength: 1000,
    },
    {
      name: 'lieu',
      label: 'Lieu où vous écrivez la plainte',
      type: 'text',
      required: true,
      step: 3,
      placeholder: 'Cotonou',
      maxLength: 80,
    },
    {
      name: 'date',
      label: 'Date de la plainte',
      type: 'date',
      required: true,
      step: 3,
    },
  ],
  body: `{{plaignant_nom}}
{{plaignant_adresse}}
{{#if plaignant_telephone}}
Tél. : {{plaignant_telephone}}
{{/if}}
{{#if plaignant_email}}
Courriel : {{plaignant_email}}
{{/if}}

> Monsieur le Procureur de la République
> près le Tribunal de première instance de {{ville_tribunal}}

> {{lieu}}, le {{date|date}}

{{#if auteur = "connu"}}
**Objet : plainte contre {{auteur_nom}}**
{{else}}
**Objet : plainte contre X**
{{/if}}

Monsieur le Procureur de la République,

{{#if plaignant_profession}}
Je soussigné(e), **{{plaignant_nom}}**, né(e) le {{plaignant_date_naissance|date}} à {{plaignant_lieu_naissance}}, {{plaignant_profession}}, demeurant à l’adresse indiquée ci-dessus, ai l’honneur de porter plainte entre vos mains pour les faits exposés ci-après.
{{else}}
Je soussigné(e), **{{plaignant_nom}}**, né(e) le {{plaignant_date_naissance|date}} à {{plaignant_lieu_naissance}}, demeurant à l’adresse indiquée ci-dessus, ai l’honneur de porter plainte entre vos mains pour les faits exposés ci-après.
{{/if}}

## Les faits

- Date des faits : {{date_faits|date}}
- Lieu des faits : {{lieu_faits}}

{{faits}}

{{#if qualification}}
Ces faits me paraissent susceptibles de recevoir la qualification suivante, sous réserve de votre appréciation : {{qualification}}.

{{/if}}
## L’auteur des faits

{{#if auteur = "connu"}}
Ces faits ont été commis par **{{auteur_nom}}**.

{{#if auteur_adresse}}
À ma connaissance, cette personne demeure {{auteur_adresse}}.

{{/if}}
{{#if auteur_details}}
Éléments permettant de l’identifier :
{{auteur_details}}

{{/if}}
{{else}}
L’auteur de ces faits m’est inconnu. Je porte donc plainte contre X, c’est-à-dire contre toute personne que l’enquête permettra d’identifier.

{{/if}}
## Le préjudice subi

{{prejudice}}

{{#if pieces}}
## Pièces jointes

Je joins à la présente plainte la copie des pièces suivantes :
{{pieces}}

{{/if}}
## Ma demande

Je vous demande de bien vouloir enregistrer la présente plainte, faire procéder à toute enquête utile et donner à cette affaire les suites qu’elle comporte.

{{#if demande}}
{{demande}}

{{/if}}
Je me tiens à votre disposition, ainsi qu’à celle des enquêteurs, pour être entendu(e) et fournir tout renseignement complémentaire. Je souhaite être informé(e) des suites données à ma plainte et me réserve le droit de me constituer partie civile afin d’obtenir réparation de mon préjudice.

Je vous prie d’agréer, Monsieur le Procureur de la République, l’expression de ma haute considération.

[signature] {{plaignant_nom}}`,
  sample: {
    plaignant_nom: 'Ibrahim Bio Sika',
    plaignant_date_naissance: '1979-03-08',
    plaignant_lieu_naissance: 'Natitingou',
    plaignant_profession: 'commerçant',
    plaignant_adresse: 'Quartier Ganhi\n01 BP 7788\nCotonou',
    plaignant_telephone: '+229 01 66 12 34 56',
    plaignant_email: 'ibrahim.biosika@exemple.bj',
    ville_tribunal: 'Cotonou',
    date_faits: '2026-09-05',
    lieu_faits: 'marché Dantokpa, Cotonou',
    faits:
      'J’ai remis à M. Tchibozo la somme de 1 200 000 francs CFA pour l’achat d’un lot de pagnes qu’il devait me livrer sous quinze jours.\nIl ne m’a jamais livré et ne répond plus à mes appels depuis le 20 septembre 2026.',
    qualification: 'escroquerie',
    auteur: 'connu',
    auteur_nom: 'Rodrigue Tchibozo',
    auteur_adresse: 'quartier Houéyiho, Cotonou',
    auteur_details: 'Il utilise le numéro +229 01 61 00 00 00 et tient une boutique de tissus au marché Dantokpa.',
    prejudice:
      'J’ai perdu la somme de 1 200 000 francs CFA, qui représentait mon fonds de commerce, et je ne peux plus approvisionner ma boutique.',
    pieces:
      'Copie du reçu de versement du 5 septembre 2026\nCaptures d’écran des messages échangés\nCopie de ma carte nationale d’identité',
    demande: 'Je souhaite obtenir le remboursement de la somme versée.',
    lieu: 'Cotonou',
    date: '2026-11-23',
  },
};
