import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

const years = (n: number) => `${n}${nb}${n > 1 ? 'ans' : 'an'}`;

/** A chartered accountant's office: its missions, its fixed fees, a FAQ, an appointment form. */
export const comptable: Activity = {
  id: 'comptable',
  label: 'Expert-comptable',
  noun: { word: 'cabinet', gender: 'm' },
  category: 'business',
  keywords: {
    strong: [
      'expert-comptable',
      'experte-comptable',
      'comptable',
      'comptabilité',
      'cabinet comptable',
      'expertise comptable',
      'gestion de la paie',
      'gestionnaire de paie',
      'bulletin de paie',
      'fiche de paie',
      'commissaire aux comptes',
    ],
    weak: [
      'bilan',
      'fiscalité',
      'fiscal',
      'tva',
      'déclaration',
      'social',
      'création d’entreprise',
      'liasse fiscale',
      'micro-entreprise',
      'auto-entrepreneur',
      'prévisionnel',
      'trésorerie',
      'expertise',
      'audit',
    ],
  },
  names: (city, ofCity) => [
    `Compta ${city}`,
    `Expertis ${city}`,
    `Équilibre ${city}`,
    `Fiduciaire ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'figures', 'testimonials', 'cta'] },
    { name: 'Tarifs', sections: ['pricing', 'faq', 'cta'] },
    { name: 'Le cabinet', sections: ['team', 'hours'] },
    { name: 'Rendez-vous', sections: ['contact'] },
  ],
  required: ['features', 'pricing', 'faq', 'contact'],
  texts: (b) => ({
    tagline: 'Comptabilité · Fiscalité · Paie · Conseil',
    headerButton: 'Prendre rendez-vous',
    heroes: [
      {
        eyebrow: `Expert-comptable ${b.inCity} depuis ${b.since}`,
        title: 'Votre comptabilité tenue, vos chiffres enfin clairs',
        text: 'Bilans, déclarations, paie et conseil : nous prenons en charge vos obligations pour que vous vous consacriez à votre métier.',
        button: 'Prendre rendez-vous',
        secondary: 'Voir nos tarifs',
        pictureAlt: 'Un rendez-vous de bilan autour d’une table',
      },
      {
        eyebrow: 'Création et reprise d’entreprise',
        title: 'Bien démarrer, avec le bon statut dès le départ',
        text: 'Prévisionnel, choix du statut, formalités de création : nous vous accompagnons avant même votre premier client.',
        button: 'Parler de votre projet',
        secondary: 'Nos missions',
        pictureAlt: 'Un prévisionnel imprimé et annoté',
      },
      {
        eyebrow: 'Indépendants, TPE et PME',
        title: `${b.name} : un interlocuteur qui répond vite`,
        text: `Un comptable dédié, joignable en direct, des tableaux de bord chaque mois et une réponse sous 24${nb}h à vos questions.`,
        button: 'Prendre rendez-vous',
        secondary: 'Rencontrer l’équipe',
        pictureAlt: 'Un tableau de bord de trésorerie affiché sur un écran',
      },
    ],
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Tarifs',
        title: 'Des honoraires au forfait, connus d’avance',
        text: 'Un forfait mensuel selon votre activité et votre volume de pièces, fixé dans une lettre de mission signée avant de commencer.',
        button: 'Demander un devis',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Une lettre de mission posée sur un bureau',
      },
      'Le cabinet': {
        eyebrow: 'Le cabinet',
        title: 'Une équipe à taille humaine, inscrite à l’Ordre',
        text: `Experts-comptables, collaborateurs et gestionnaire de paie, ${b.inCity} depuis ${b.since}.`,
        button: 'Prendre rendez-vous',
        secondary: 'Horaires et accès',
        pictureAlt: 'L’équipe du cabinet en réunion',
      },
      'Rendez-vous': {
        eyebrow: 'Rendez-vous',
        title: 'Un premier rendez-vous offert',
        text: 'Présentez-nous votre activité : nous faisons le point sur vos besoins et vous remettons une proposition chiffrée.',
        button: 'Nous appeler',
        secondary: 'Voir nos tarifs',
        pictureAlt: `L’accueil du cabinet ${b.inCity}`,
      },
    },
    features: {
      title: 'Nos missions',
      intro: 'Du quotidien au bilan, nous nous occupons de vos chiffres.',
      items: [
        {
          title: 'Tenue et bilan',
          text: 'Saisie ou révision de vos pièces, comptes annuels et liasse fiscale, dans les délais.',
        },
        {
          title: 'Fiscalité',
          text: 'Déclarations de TVA, impôt sur les sociétés, rémunération du dirigeant optimisée.',
        },
        {
          title: 'Paie et social',
          text: 'Bulletins de paie, déclarations sociales, contrats de travail et soldes de tout compte.',
        },
        {
          title: 'Création et conseil',
          text: 'Choix du statut, prévisionnel, tableaux de bord : des décisions prises avec les bons chiffres.',
        },
      ],
      pictureAlts: [
        'Des pièces comptables classées',
        'Une déclaration de TVA à l’écran',
        'Des bulletins de paie imprimés',
        'Un prévisionnel commenté en rendez-vous',
      ],
    },
    gallery: {
      title: 'Le cabinet',
      intro: `Nos bureaux ${b.inCity}, où nous vous recevons.`,
      pictureAlts: [
        'L’accueil du cabinet',
        'La salle de réunion',
        'Le bureau d’un collaborateur',
        'Les archives, classées par exercice',
        'Un rendez-vous de bilan',
        'La façade de l’immeuble',
      ],
    },
    pricing: {
      title: 'Nos forfaits',
      intro: 'Prix hors taxes, fixés dans la lettre de mission selon votre activité.',
      plans: [
        {
          name: 'Micro-entreprise',
          price: euros('59'),
          period: 'HT par mois',
          features: [
            'Tenue du livre des recettes',
            'Déclarations de chiffre d’affaires',
            'Déclaration de revenus',
          ],
          button: 'Choisir ce forfait',
        },
        {
          name: 'Société',
          price: euros('190'),
          period: 'HT par mois',
          features: [
            'Saisie et révision des comptes',
            'TVA, bilan et liasse fiscale',
            'Un rendez-vous de bilan par an',
          ],
          button: 'Choisir ce forfait',
        },
        {
          name: 'Société et paie',
          price: euros('290'),
          period: `HT par mois, jusqu’à 5${nb}salariés`,
          features: [
            'Tout le forfait Société',
            'Bulletins et déclarations sociales',
            'Tableau de bord trimestriel',
          ],
          button: 'Demander un devis',
        },
      ],
      featured: 'Le plus choisi',
      listTitle: 'Missions ponctuelles',
      listIntro: 'À l’unité, pour un besoin précis.',
      list: [
        {
          name: 'Création de société',
          detail: 'Statuts, annonce légale, immatriculation',
          price: euros('690'),
        },
        {
          name: 'Prévisionnel',
          detail: 'Sur trois ans, pour financer votre projet',
          price: euros('550'),
        },
        {
          name: 'Bulletin de paie',
          detail: 'Par salarié et par mois, au-delà du forfait',
          price: euros('28'),
        },
        {
          name: 'Déclaration de revenus',
          detail: 'Pour les particuliers, revenus fonciers compris',
          price: euros('150'),
        },
      ],
      listNote: 'Prix hors taxes. Le premier rendez-vous est offert, sans engagement.',
    },
    team: {
      title: 'L’équipe',
      intro: 'Un interlocuteur dédié pour chaque dossier.',
      people: [
        {
          sex: 'male',
          role: 'Expert-comptable fondateur',
          bio: `Inscrit à l’Ordre des experts-comptables, il a fondé ${b.noun.this} en ${b.since}.`,
        },
        {
          sex: 'female',
          role: 'Experte-comptable',
          bio: 'Elle accompagne les créateurs d’entreprise et les professions libérales.',
        },
        {
          sex: 'female',
          role: 'Gestionnaire de paie',
          bio: `Elle établit chaque mois les bulletins et les déclarations de plus de 300${nb}salariés.`,
        },
        {
          sex: 'male',
          role: 'Collaborateur comptable',
          bio: 'Il tient vos comptes au quotidien et prépare votre bilan.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous confient leurs comptes',
      items: [
        {
          quote: quote(
            'Un cabinet qui répond vite et explique clairement. Mon premier bilan s’est fait sans stress.',
          ),
          detail: 'Gérante de SARL',
        },
        {
          quote: quote('Ils ont repris nos paies en cours d’année, sans une seule erreur.'),
          detail: `PME de 12${nb}salariés`,
        },
        {
          quote: quote(
            'Le prévisionnel préparé avec eux m’a permis d’obtenir mon prêt du premier coup.',
          ),
          detail: 'Création d’entreprise',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant un premier rendez-vous, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Comment changer d’expert-comptable ?',
          answer:
            'C’est simple : nous contactons votre cabinet actuel et récupérons votre dossier, sans interruption.',
        },
        {
          question: 'Les rendez-vous sont-ils compris ?',
          answer:
            'Oui, un rendez-vous de bilan par an et des réponses à vos questions par téléphone ou par écrit, sans supplément.',
        },
        {
          question: 'Faut-il un comptable en micro-entreprise ?',
          answer:
            'Ce n’est pas obligatoire, mais utile pour vérifier vos déclarations et savoir quand changer de statut.',
        },
        {
          question: 'Travaillez-vous à distance ?',
          answer:
            'Oui : vous déposez vos pièces en ligne, et nos rendez-vous peuvent se faire en visioconférence.',
        },
        {
          question: 'Qu’est-ce que la lettre de mission ?',
          answer:
            'Le contrat qui fixe nos missions, leurs délais et nos honoraires ; nous la signons avant de commencer.',
        },
        {
          question: 'Quand mon bilan sera-t-il prêt ?',
          answer:
            'Dans les trois mois qui suivent la clôture de votre exercice, dans le respect des délais de dépôt.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, un cabinet de proximité ${b.inCity}, au service des indépendants, des TPE et des PME.`,
      items: [
        { value: years(b.year - b.since), label: 'd’accompagnement' },
        { value: '350', label: 'dossiers suivis' },
        { value: `24${nb}h`, label: 'pour répondre à vos questions' },
        { value: `100${nb}%`, label: 'des déclarations déposées à temps' },
      ],
    },
    ctas: [
      {
        title: 'Vous créez votre entreprise ?',
        text: 'Prévisionnel, statut, formalités : faisons le point ensemble, le premier rendez-vous est offert.',
        button: 'Prendre rendez-vous',
      },
      {
        title: 'Envie de changer de comptable ?',
        text: 'Nous reprenons votre dossier en cours d’année et nous chargeons des échanges avec votre ancien cabinet.',
        button: 'Demander un devis',
      },
    ],
    contact: {
      title: 'Prendre rendez-vous',
      intro: 'Un premier rendez-vous offert, au cabinet ou en visioconférence.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'vous@exemple.fr' },
        { label: 'Téléphone', placeholder: '06 12 34 56 78' },
        { label: 'Forme juridique', placeholder: 'Micro-entreprise, SARL, SAS…' },
        { label: 'Chiffre d’affaires annuel', placeholder: `Environ 150${thin}000${nb}€` },
        { label: 'Message', placeholder: 'Votre activité, vos besoins, vos questions…' },
      ],
      button: 'Demander un rendez-vous',
      detailsTitle: 'Le cabinet',
      phoneNote: `Du lundi au vendredi, de ${h(8, 30)} à ${h(18)}.`,
      emailNote: `Réponse sous 24${nb}h ouvrées.`,
      addressNote: 'Stationnement facile devant le cabinet.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Le cabinet vous reçoit sur rendez-vous, du lundi au vendredi.',
      hoursTitle: 'Horaires du cabinet',
      hours: [
        {
          days: 'Lundi au jeudi',
          time: `${span(h(8, 30), h(12, 30))}, ${span(h(13, 30), h(18))}`,
        },
        { days: 'Vendredi', time: span(h(8, 30), h(17)) },
        { days: 'Samedi', time: 'Fermé' },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: `À quelques minutes du centre ${b.ofCity}, stationnement facile.`,
      note: 'De mars à mai, période des bilans, le cabinet ouvre aussi le samedi matin.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} d’expertise comptable ${b.inCity} : comptabilité, fiscalité, paie et conseil.`,
      columns: [
        {
          title: 'Missions',
          lines: 'Comptabilité et bilan\nFiscalité\nPaie et social\nCréation d’entreprise',
        },
        { title: 'Rendez-vous', lines: 'Du lundi au vendredi\nPremier rendez-vous offert' },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Bilans · Impôts · Paie · Accompagnement',
    headerButton: 'Nous consulter',
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Nos prix',
        title: 'Un forfait fixé d’avance, sans surprise',
        text: 'Un forfait mensuel calculé selon votre activité et le nombre de vos pièces, écrit dans une lettre de mission signée avant de démarrer.',
        button: 'Obtenir un devis',
        secondary: 'Les questions posées',
      },
      'Le cabinet': {
        eyebrow: 'Notre équipe',
        title: 'Une équipe proche de vous, membre de l’Ordre',
        text: `Depuis ${b.since}, experts-comptables, collaborateurs et gestionnaire de paie vous accompagnent ${b.inCity}.`,
        button: 'Nous consulter',
        secondary: 'Accès et horaires',
      },
      'Rendez-vous': {
        eyebrow: 'Premier échange',
        title: 'Le premier rendez-vous est offert',
        text: 'Parlez-nous de votre activité : nous faisons le tour de vos besoins et vous adressons une proposition chiffrée.',
        button: 'Appeler le cabinet',
        secondary: 'Consulter les prix',
      },
    },
    features: {
      title: 'Ce que nous faisons pour vous',
      intro: 'Du suivi courant jusqu’au bilan, vos chiffres sont entre de bonnes mains.',
      items: [
        {
          title: 'Comptes et bilan',
          text: 'Saisie ou contrôle de vos pièces, comptes annuels et liasse fiscale, toujours à temps.',
        },
        {
          title: 'Impôts et TVA',
          text: 'Déclarations de TVA et d’impôt sur les sociétés, et une rémunération du dirigeant optimisée.',
        },
        {
          title: 'Salaires et social',
          text: 'Bulletins de salaire, déclarations sociales, contrats de travail, soldes de tout compte.',
        },
        {
          title: 'Démarrage et pilotage',
          text: 'Statut, prévisionnel et tableaux de bord, pour décider en connaissant vos chiffres.',
        },
      ],
    },
    gallery: {
      title: 'Nos bureaux',
      intro: `Nos locaux ${b.inCity}, où nous vous accueillons.`,
    },
    pricing: {
      title: 'Les forfaits',
      intro: 'Prix HT, précisés dans la lettre de mission selon votre activité.',
      listTitle: 'Interventions à la carte',
      listIntro: 'Pour une demande précise, à l’unité.',
      listNote: 'Prix HT. Premier rendez-vous gratuit et sans engagement.',
    },
    team: {
      title: 'Notre équipe',
      intro: 'Chaque dossier a son interlocuteur dédié.',
      people: [
        {
          bio: `Membre de l’Ordre des experts-comptables, il a créé ${b.noun.this} en ${b.since}.`,
        },
        {
          bio: 'Elle conseille les professions libérales et ceux qui créent leur entreprise.',
        },
        {
          bio: `Chaque mois, elle prépare les bulletins et les déclarations de plus de 300${nb}salariés.`,
        },
        { bio: 'Il suit votre comptabilité au jour le jour et prépare votre bilan.' },
      ],
    },
    testimonials: {
      title: 'Ils nous ont fait confiance',
      items: [
        {
          quote: quote(
            'Des réponses rapides et des explications limpides : mon premier bilan s’est passé en toute sérénité.',
          ),
        },
        {
          quote: quote(
            'Ils ont pris le relais de nos paies en milieu d’année, sans la moindre erreur.',
          ),
        },
        {
          quote: quote(
            'Grâce au prévisionnel bâti avec eux, ma banque a accepté mon prêt dès la première demande.',
          ),
        },
      ],
    },
    faq: {
      title: 'Les questions courantes',
      intro: 'Ce que l’on nous demande souvent avant un premier rendez-vous.',
      items: [
        {
          answer:
            'Rien de compliqué : nous prenons contact avec votre cabinet actuel et reprenons votre dossier, sans rupture.',
        },
        {
          answer:
            'Oui : un rendez-vous de bilan chaque année, et des réponses par téléphone ou par écrit, sans frais en plus.',
        },
        {
          answer:
            'Rien ne l’impose, mais c’est utile pour contrôler vos déclarations et savoir quand changer de statut.',
        },
        {
          answer:
            'Oui : vos pièces se déposent en ligne, et nos rendez-vous peuvent avoir lieu en visioconférence.',
        },
        {
          answer:
            'Un contrat qui précise nos missions, leurs délais et nos honoraires ; il est signé avant tout démarrage.',
        },
        {
          answer:
            'Au plus tard trois mois après la clôture de votre exercice, en respectant les délais de dépôt.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Un cabinet de proximité ${b.inCity} depuis ${b.since}, aux côtés des indépendants, des TPE et des PME.`,
    },
    ctas: [
      {
        title: 'Un projet de création ?',
        text: 'Prévisionnel, statut, démarches : parlons-en, le premier rendez-vous ne vous coûte rien.',
        button: 'Nous consulter',
      },
      {
        title: 'Vous voulez changer de cabinet ?',
        text: 'Nous reprenons votre dossier en cours d’exercice et gérons nous-mêmes les échanges avec votre ancien comptable.',
        button: 'Obtenir un devis',
      },
    ],
    contact: {
      title: 'Votre rendez-vous',
      intro: 'Premier rendez-vous gratuit, au cabinet ou en visioconférence.',
      detailsTitle: 'Nous joindre',
      phoneNote: `En semaine, de ${h(8, 30)} à ${h(18)}.`,
      emailNote: `Nous répondons en 24${nb}h ouvrées.`,
      addressNote: 'Se garer est facile devant le cabinet.',
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'Nous vous recevons sur rendez-vous, en semaine.',
      access: `Tout près du centre ${b.ofCity}, avec un stationnement aisé.`,
      note: 'Pendant la saison des bilans, de mars à mai, nous ouvrons aussi le samedi matin.',
    },
    footer: {
      text: `Expertise comptable ${b.inCity} : tenue des comptes, impôts, paie et conseil.`,
    },
  }),
};
