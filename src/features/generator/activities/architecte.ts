import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

const years = (n: number) => `${n}${nb}${n > 1 ? 'ans' : 'an'}`;

/** An architect or an interior architect: projects, the method, the fees, a contact form. */
export const architecte: Activity = {
  id: 'architecte',
  label: 'Architecte',
  noun: { word: 'agence', gender: 'f' },
  category: 'portfolio',
  keywords: {
    strong: [
      'architecte',
      'architecte d’intérieur',
      'architecture',
      'architecture intérieure',
      'décoration d’intérieur',
      'décorateur d’intérieur',
      'décoratrice d’intérieur',
      'design d’intérieur',
    ],
    weak: [
      'rénovation',
      'aménagement',
      'intérieur',
      'plans',
      'permis de construire',
      'extension',
      'surélévation',
      'maison',
      'appartement',
      'design',
      'décoration',
      'travaux',
      'chantier',
      'mobilier',
      'sur mesure',
      'esquisse',
      'maîtrise d’œuvre',
    ],
  },
  names: (city, ofCity) => [
    `L’Atelier ${ofCity}`,
    `Volumes ${city}`,
    `Plan Libre ${city}`,
    `Archi ${city}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['gallery', 'features', 'testimonials', 'cta'] },
    { name: 'L’agence', sections: ['team', 'figures', 'cta'] },
    { name: 'Honoraires', sections: ['pricing', 'faq'] },
    { name: 'Contact', sections: ['contact', 'hours'] },
  ],
  required: ['gallery', 'features', 'contact'],
  texts: (b) => ({
    tagline: 'Architecture · Intérieurs · Extensions',
    headerButton: 'Votre projet',
    heroes: [
      {
        eyebrow: `Architecte ${b.inCity} depuis ${b.since}`,
        title: 'Des lieux à vivre, dessinés pour vous',
        text: `Extension, surélévation, transformation d’une maison ou d’un appartement : nous concevons votre projet et le suivons jusqu’à la remise des clés.`,
        button: 'Parler de votre projet',
        secondary: 'Nos réalisations',
        pictureAlt: 'Une pièce de vie lumineuse après transformation',
      },
      {
        eyebrow: 'Architecture intérieure',
        title: 'Plus de lumière, plus d’espace, sans pousser les murs',
        text: 'Nous redistribuons les volumes, dessinons le mobilier sur mesure et choisissons avec vous chaque matière.',
        button: 'Prendre rendez-vous',
        secondary: 'Notre démarche',
        pictureAlt: 'Un escalier en bois dessiné sur mesure',
      },
      {
        eyebrow: `Architectes ${b.inCity}`,
        title: `${b.name} : de l’esquisse au chantier`,
        text: 'Un seul interlocuteur pour les plans, le permis de construire, les devis des entreprises et le suivi des travaux.',
        button: 'Parler de votre projet',
        secondary: 'Nos honoraires',
        pictureAlt: 'Des plans et des échantillons de matériaux sur une table',
      },
    ],
    pageHeroes: {
      'L’agence': {
        eyebrow: 'L’agence',
        title: 'Une équipe à taille humaine',
        text: `Architectes et architectes d’intérieur, nous travaillons ${b.inCity} et dans toute la région depuis ${b.since}.`,
        button: 'Prendre rendez-vous',
        secondary: 'Nos réalisations',
        pictureAlt: 'L’équipe réunie autour d’une maquette',
      },
      Honoraires: {
        eyebrow: 'Honoraires',
        title: 'Des honoraires clairs, fixés dans le contrat',
        text: 'Un forfait pour le conseil et la conception, un pourcentage des travaux pour une mission complète : tout est écrit avant de commencer.',
        button: 'Demander un devis',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un carnet de croquis ouvert à côté d’un mètre',
      },
      Contact: {
        eyebrow: 'Contact',
        title: 'Parlons de votre projet',
        text: `Décrivez votre lieu et vos envies : nous vous rappelons sous 48${nb}h pour organiser une première visite.`,
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: `Les bureaux de l’agence ${b.inCity}`,
      },
    },
    features: {
      title: 'Notre démarche',
      intro:
        'Quatre étapes et un seul interlocuteur, du premier croquis à la réception des travaux.',
      items: [
        {
          title: 'La visite-conseil',
          text: 'Nous venons sur place écouter vos besoins, prendre les mesures et évaluer la faisabilité.',
        },
        {
          title: 'Esquisse et plans',
          text: 'Croquis, plans et vues en 3D : le projet prend forme, et vous l’ajustez avec nous.',
        },
        {
          title: 'Permis et devis',
          text: 'Nous déposons les autorisations et consultons les entreprises pour des devis comparables.',
        },
        {
          title: 'Suivi de chantier',
          text: 'Une visite par semaine, un point écrit après chacune et la réception des travaux à vos côtés.',
        },
      ],
      pictureAlts: [
        'Une architecte prend les mesures d’une pièce',
        'Des croquis à main levée',
        'Une maquette en carton',
        'Un chantier de transformation en cours',
      ],
    },
    gallery: {
      title: 'Nos réalisations',
      intro: `Maisons, appartements et locaux transformés ${b.inCity} et alentour.`,
      pictureAlts: [
        'Une extension en bois ouverte sur le jardin',
        'Un appartement ancien entièrement redistribué',
        'Une salle de bains en terrazzo',
        'Une mezzanine sous des poutres apparentes',
        'Une verrière d’atelier entre deux pièces',
        'La façade d’une maison surélevée',
      ],
    },
    pricing: {
      title: 'Nos honoraires',
      intro: 'Fixés par écrit dans le contrat d’architecte, avant tout engagement.',
      plans: [
        {
          name: 'Visite-conseil',
          price: euros('250'),
          period: 'TTC, deux heures sur place',
          features: [
            'Écoute de vos besoins',
            'Premières pistes d’aménagement',
            'Estimation du budget de travaux',
          ],
          button: 'Réserver une visite',
        },
        {
          name: 'Conception',
          price: euros(`2${thin}400`),
          period: 'TTC, forfait selon la surface',
          features: [
            'Plans et vues en 3D',
            'Choix des matériaux',
            'Dossier de permis ou de déclaration',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Mission complète',
          price: `10${nb}%`,
          period: 'du montant HT des travaux',
          features: [
            'Conception et autorisations',
            'Consultation des entreprises',
            'Suivi jusqu’à la réception',
          ],
          button: 'Demander un devis',
        },
      ],
      featured: 'La plus choisie',
      listTitle: 'Missions ponctuelles',
      listIntro: 'Pour un besoin précis, sans mission complète.',
      list: [
        {
          name: 'Relevé de l’existant',
          detail: 'Plans cotés de votre logement',
          price: euros('450'),
        },
        {
          name: 'Permis de construire',
          detail: 'Dossier complet, hors étude thermique',
          price: euros(`1${thin}800`),
        },
        {
          name: 'Déclaration préalable',
          detail: 'Extension, véranda, modification de façade',
          price: euros('900'),
        },
        {
          name: 'Planche d’ambiance',
          detail: 'Couleurs, matières et mobilier pour une pièce',
          price: euros('350'),
        },
      ],
      listNote: `Prix TTC. Au-delà de 150${nb}m² de surface de plancher, un architecte doit signer le permis de construire.`,
    },
    team: {
      title: 'L’équipe',
      intro: 'Architectes et architectes d’intérieur, réunis autour de chaque projet.',
      people: [
        {
          sex: 'female',
          role: 'Architecte et fondatrice',
          bio: `Inscrite à l’Ordre des architectes, elle a fondé ${b.noun.this} en ${b.since} et dirige chaque projet.`,
        },
        {
          sex: 'male',
          role: 'Architecte d’intérieur',
          bio: 'Il dessine les aménagements et le mobilier sur mesure, et choisit avec vous couleurs et matières.',
        },
        {
          sex: 'female',
          role: 'Architecte',
          bio: 'Elle prépare les dossiers de permis et suit les chantiers chaque semaine.',
        },
        {
          sex: 'male',
          role: 'Dessinateur-projeteur',
          bio: 'Il réalise les relevés, les plans et les vues en 3D de vos projets.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous ont confié leur projet',
      items: [
        {
          quote: quote(
            'Notre maison des années 1970 a gagné une pièce de vie lumineuse, et le chantier a tenu ses délais.',
          ),
          detail: 'Extension de maison',
        },
        {
          quote: quote(
            'Un appartement sombre devenu un lieu où l’on aime recevoir. Chaque détail a été pensé.',
          ),
          detail: 'Transformation d’appartement',
        },
        {
          quote: quote(
            'Ils ont géré le permis et les entreprises : nous n’avons eu qu’à choisir les matériaux.',
          ),
          detail: 'Surélévation',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de vous lancer, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Quand faire appel à un architecte ?',
          answer: `Dès l’idée du projet, et obligatoirement pour un permis de construire au-delà de 150${nb}m² de surface de plancher.`,
        },
        {
          question: 'Combien coûte une mission complète ?',
          answer: `Autour de 10${nb}% du montant HT des travaux selon la complexité ; le pourcentage est fixé dans le contrat.`,
        },
        {
          question: 'Combien de temps dure un projet ?',
          answer:
            'Il faut deux à quatre mois de conception et d’autorisations, puis le temps des travaux.',
        },
        {
          question: 'Travaillez-vous avec vos propres entreprises ?',
          answer:
            'Nous consultons des entreprises que nous connaissons bien, mais vous restez libre de choisir et de signer avec elles.',
        },
        {
          question: `Travaillez-vous en dehors ${b.ofCity} ?`,
          answer:
            'Oui, dans un rayon d’une heure environ, pour pouvoir suivre le chantier chaque semaine.',
        },
        {
          question: 'Pouvez-vous seulement nous conseiller ?',
          answer:
            'Bien sûr : la visite-conseil de deux heures suffit souvent à y voir clair avant de se lancer.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, des maisons et des appartements transformés ${b.inCity} et dans la région.`,
      items: [
        { value: years(b.year - b.since), label: 'au service de vos projets' },
        { value: '140', label: 'projets livrés' },
        { value: '4', label: 'architectes et dessinateurs' },
        { value: `1${nb}visite`, label: 'de chantier par semaine' },
      ],
    },
    ctas: [
      {
        title: 'Un projet de transformation ?',
        text: 'Une visite-conseil de deux heures pour évaluer la faisabilité et le budget, sans engagement.',
        button: 'Réserver une visite',
      },
      {
        title: 'Des locaux à réaménager ?',
        text: 'Bureaux, commerce ou lieu d’accueil : nous repensons vos espaces de travail, en site occupé si besoin.',
        button: 'Nous contacter',
      },
    ],
    contact: {
      title: 'Parlons de votre projet',
      intro: `Quelques lignes suffisent : nous vous rappelons sous 48${nb}h pour organiser une première visite.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'vous@exemple.fr' },
        { label: 'Téléphone', placeholder: '06 12 34 56 78' },
        { label: 'Type de projet', placeholder: 'Extension, appartement, surélévation…' },
        { label: 'Surface approximative', placeholder: `80${nb}m²` },
        { label: 'Message', placeholder: 'Votre lieu, vos envies, vos délais…' },
      ],
      button: 'Envoyer',
      detailsTitle: 'L’agence',
      phoneNote: `Du lundi au vendredi, de ${h(9)} à ${h(18)}.`,
      emailNote: `Réponse sous 48${nb}h.`,
      addressNote: 'Rendez-vous à l’agence ou directement chez vous.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Nous vous recevons à l’agence sur rendez-vous, ou venons sur place.',
      hoursTitle: 'Horaires de l’agence',
      hours: [
        { days: 'Lundi au jeudi', time: span(h(9), h(18, 30)) },
        { days: 'Vendredi', time: span(h(9), h(17)) },
        { days: 'Samedi', time: 'Sur rendez-vous' },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: `À quelques minutes du centre ${b.ofCity}, accessible en transports en commun.`,
      note: 'Les visites de chantier ont lieu en semaine, le matin.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} d’architecture et d’architecture intérieure ${b.inCity}.`,
      columns: [
        {
          title: 'Missions',
          lines:
            'Extensions et surélévations\nTransformation d’appartements\nArchitecture intérieure',
        },
        { title: 'L’agence', lines: 'Du lundi au vendredi\nSur rendez-vous' },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Agrandir · Transformer · Aménager',
    headerButton: 'Nous consulter',
    pageHeroes: {
      'L’agence': {
        eyebrow: 'Qui sommes-nous',
        title: 'Une petite équipe, proche de vous',
        text: `Depuis ${b.since}, nos architectes et architectes d’intérieur interviennent ${b.inCity} et dans toute la région.`,
        button: 'Nous rencontrer',
        secondary: 'Voir nos projets',
      },
      Honoraires: {
        eyebrow: 'Nos tarifs',
        title: 'Des honoraires lisibles, écrits dans le contrat',
        text: 'Un forfait pour le conseil et la conception, un pourcentage du montant des travaux pour une mission complète : tout est fixé avant de démarrer.',
        button: 'Obtenir un devis',
        secondary: 'Les questions posées',
      },
      Contact: {
        eyebrow: 'Nous écrire',
        title: 'Racontez-nous votre projet',
        text: `Parlez-nous de votre lieu et de vos envies : sous 48${nb}h, nous vous rappelons pour fixer une première visite.`,
        button: 'Appeler l’agence',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: 'Notre méthode',
      intro:
        'Un interlocuteur unique et quatre étapes, de la première esquisse à la fin du chantier.',
      items: [
        {
          title: 'Première visite',
          text: 'Sur place, nous écoutons vos besoins, relevons les mesures et vérifions ce qui est faisable.',
        },
        {
          title: 'Croquis et plans',
          text: 'Esquisses, plans, images en 3D : le projet se dessine, et vous l’affinez avec nous.',
        },
        {
          title: 'Démarches et devis',
          text: 'Nous déposons les demandes d’autorisation et interrogeons les entreprises pour des devis à comparer.',
        },
        {
          title: 'Pilotage des travaux',
          text: 'Chaque semaine, une visite suivie d’un rapport écrit ; à la fin, la réception des travaux avec vous.',
        },
      ],
    },
    gallery: {
      title: 'Nos projets livrés',
      intro: `Maisons, appartements et locaux réaménagés ${b.inCity} et aux alentours.`,
    },
    pricing: {
      title: 'Les honoraires',
      intro: 'Écrits dans le contrat d’architecte, avant tout engagement de votre part.',
      listTitle: 'Interventions à la carte',
      listIntro: 'Pour une demande précise, hors mission complète.',
      listNote: `Prix TTC. Un permis de construire au-delà de 150${nb}m² de surface de plancher doit être signé par un architecte.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Architectes et architectes d’intérieur, ensemble sur chaque projet.',
      people: [
        {
          bio: `Membre de l’Ordre des architectes, elle a créé ${b.noun.this} en ${b.since} et conduit chaque projet.`,
        },
        {
          bio: 'Il conçoit les aménagements et le mobilier sur mesure, et choisit avec vous teintes et matériaux.',
        },
        { bio: 'Elle monte les dossiers de permis et se rend sur les chantiers chaque semaine.' },
        { bio: 'Il effectue les relevés et dessine les plans et les images en 3D de vos projets.' },
      ],
    },
    testimonials: {
      title: 'Ils nous ont fait confiance',
      items: [
        {
          quote: quote(
            'Une pièce de vie pleine de lumière pour notre maison des années 1970, et des délais de chantier respectés.',
          ),
        },
        {
          quote: quote(
            'Notre appartement, autrefois sombre, est devenu un lieu où l’on reçoit avec plaisir. Tout a été pensé.',
          ),
        },
        {
          quote: quote(
            'Le permis, les entreprises : ils ont tout pris en main, nous n’avions plus qu’à choisir les matériaux.',
          ),
        },
      ],
    },
    faq: {
      title: 'Les questions courantes',
      intro: 'Ce que l’on nous demande souvent avant de se lancer.',
      items: [
        {
          answer: `Le plus tôt possible, et c’est obligatoire pour un permis de construire dépassant 150${nb}m² de surface de plancher.`,
        },
        {
          answer: `Environ 10${nb}% du montant HT des travaux, selon la complexité du projet ; le contrat fixe ce pourcentage.`,
        },
        {
          answer:
            'Prévoyez deux à quatre mois pour la conception et les autorisations, puis la durée du chantier.',
        },
        {
          answer:
            'Nous sollicitons des entreprises que nous connaissons bien, mais le choix et la signature vous reviennent.',
        },
        {
          answer:
            'Oui, jusqu’à une heure de route environ, afin de pouvoir visiter le chantier chaque semaine.',
        },
        {
          answer:
            'Oui : deux heures de visite-conseil suffisent souvent pour y voir plus clair avant de vous engager.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Des maisons et des appartements transformés ${b.inCity} et dans toute la région, depuis ${b.since}.`,
    },
    ctas: [
      {
        title: 'Envie de transformer votre lieu ?',
        text: 'En deux heures sur place, une visite-conseil pour juger de la faisabilité et du budget, sans engagement.',
        button: 'Prévoir une visite',
      },
      {
        title: 'Vos locaux à repenser ?',
        text: 'Bureaux, commerce, lieu d’accueil : nous réaménageons vos espaces de travail, même pendant votre activité.',
        button: 'Nous écrire',
      },
    ],
    contact: {
      title: 'Décrivez-nous votre projet',
      intro: `Quelques lignes nous suffisent : sous 48${nb}h, nous vous rappelons pour fixer une première visite.`,
      detailsTitle: 'Nous joindre',
      phoneNote: `En semaine, de ${h(9)} à ${h(18)}.`,
      emailNote: `Retour sous 48${nb}h.`,
      addressNote: 'Nous vous recevons à l’agence ou venons chez vous.',
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'Rendez-vous à l’agence, ou bien directement chez vous, sur place.',
      access: `Tout près du centre ${b.ofCity}, desservi par les transports en commun.`,
      note: 'Nos visites de chantier se font le matin, en semaine.',
    },
    footer: {
      text: `${capitalise(b.noun.our)} ${b.inCity} : architecture et architecture intérieure.`,
    },
  }),
};
