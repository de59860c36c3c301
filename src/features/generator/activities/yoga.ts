import { agree, capitalise, euros, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/** A yoga, pilates or meditation studio: its classes, its prices, its timetable, a booking form. */
export const yoga: Activity = {
  id: 'yoga',
  label: 'Yoga et pilates',
  noun: { word: 'studio', gender: 'm' },
  category: 'blog',
  keywords: {
    strong: [
      'yoga',
      'studio de yoga',
      'professeur de yoga',
      'professeure de yoga',
      'yogi',
      'hatha',
      'vinyasa',
      'ashtanga',
      'pilates',
      'méditation',
      'pleine conscience',
      'sophrologie',
      'sophrologue',
      'qi gong',
    ],
    weak: [
      'cours',
      'séance',
      'respiration',
      'relaxation',
      'détente',
      'bien-être',
      'souplesse',
      'posture',
      'tapis',
      'stress',
      'zen',
      'gym douce',
      'équilibre',
      'lâcher-prise',
    ],
  },
  names: (city, ofCity) => [
    `Le Souffle ${ofCity}`,
    `Prana ${city}`,
    `L’Équilibre ${ofCity}`,
    `Studio Lotus ${city}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'gallery', 'testimonials', 'cta'] },
    { name: 'Cours et tarifs', sections: ['pricing', 'team', 'faq'] },
    { name: 'Réserver', sections: ['contact', 'hours'] },
  ],
  required: ['features', 'pricing', 'hours', 'contact'],
  texts: (b) => ({
    tagline: 'Yoga · Pilates · Méditation',
    headerButton: 'Réserver un cours',
    heroes: [
      {
        eyebrow: `${capitalise(b.noun.a)} de yoga ${b.inCity}`,
        title: 'Prendre une heure pour soi, respirer et se sentir mieux',
        text: `Yoga, pilates et méditation en petits groupes : ${b.noun.our} vous accueille ${b.inCity}, que vous débutiez ou pratiquiez depuis des années.`,
        button: 'Réserver un cours',
        secondary: 'Voir le planning',
        pictureAlt: `L’espace de pratique ${b.ofName}, baigné de lumière`,
      },
      {
        eyebrow: 'Cours en petits groupes',
        title: 'Une pratique douce, à votre rythme',
        text: 'Douze personnes au plus par cours, des professeurs attentifs à chacun et des postures adaptées à votre corps, jamais l’inverse.',
        button: 'Réserver un cours',
        secondary: 'Nos tarifs',
        pictureAlt: 'Une professeure guide une posture',
      },
      {
        eyebrow: `Depuis ${b.since} ${b.inCity}`,
        title: `${b.name}, ${b.noun.a} pour souffler en ville`,
        text: 'Un lieu calme et lumineux, avec tapis et accessoires fournis : il suffit de venir, nous nous occupons du reste.',
        button: 'Essayer un cours',
        secondary: 'Découvrir les cours',
        pictureAlt: 'Des tapis alignés avant le cours du matin',
      },
    ],
    pageHeroes: {
      'Cours et tarifs': {
        eyebrow: 'Cours et tarifs',
        title: 'Un cours d’essai, une carte ou un abonnement',
        text: 'Venez quand vous voulez avec une carte, ou chaque semaine avec un abonnement : le premier cours est à petit prix.',
        button: 'Réserver un cours',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un cours de pilates sur tapis',
      },
      Réserver: {
        eyebrow: 'Réservation',
        title: `Réservez votre cours ${b.atName}`,
        text: 'Choisissez un cours et un créneau : nous confirmons votre place dans la journée. Pensez à arriver dix minutes avant.',
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: `L’entrée ${b.noun.of}`,
      },
    },
    features: {
      title: 'Nos cours',
      intro: 'Quatre pratiques, pour bouger, se renforcer ou simplement ralentir.',
      items: [
        {
          title: 'Yoga pour tous',
          text: 'Hatha et vinyasa, du cours débutant au cours avancé, pour gagner en souplesse et en énergie.',
        },
        {
          title: 'Pilates au sol',
          text: 'Un travail précis des muscles profonds, pour un dos solide et une meilleure posture.',
        },
        {
          title: 'Méditation guidée',
          text: 'Trente minutes assis, guidés par la voix, pour apaiser le flot des pensées.',
        },
        {
          title: 'Sophrologie',
          text: 'Respiration et visualisation, pour mieux dormir et traverser les périodes de stress.',
        },
      ],
      pictureAlts: [
        'Une posture de yoga dans la lumière du matin',
        'Un cours de pilates au sol',
        'Un groupe en méditation',
        'Un exercice de respiration sur le tapis',
      ],
    },
    gallery: {
      title: `${capitalise(b.noun.the)} en images`,
      intro: 'Un lieu calme et lumineux, pensé pour la pratique.',
      pictureAlts: [
        'L’espace de pratique au lever du jour',
        'Des tapis et des briques rangés',
        'Un cours de yoga en pleine posture',
        'Une méditation à la lueur d’une bougie',
        'Un cours de pilates avec ballons',
        'Le vestiaire, simple et soigné',
      ],
    },
    pricing: {
      title: 'Nos tarifs',
      intro: 'Tapis et accessoires fournis, sans frais d’inscription.',
      plans: [
        {
          name: 'Cours d’essai',
          price: euros('12'),
          period: 'un cours au choix, une fois',
          features: [
            'Tous les cours du planning',
            'Tapis et accessoires fournis',
            'Un échange avec le professeur',
          ],
          button: 'Essayer',
        },
        {
          name: 'Abonnement',
          price: euros('65'),
          period: 'par mois, un cours par semaine',
          features: [
            'Un cours fixe chaque semaine',
            'Cours manqué rattrapable',
            `10${nb}% sur les stages du week-end`,
          ],
          button: 'S’abonner',
        },
        {
          name: 'Illimité',
          price: euros('95'),
          period: 'par mois, sans engagement',
          features: [
            'Tous les cours, autant que vous voulez',
            'Réservation prioritaire',
            'Un cours offert à un proche chaque mois',
          ],
          button: 'S’abonner',
        },
      ],
      featured: 'Le plus choisi',
      listTitle: 'Sans abonnement',
      listIntro: 'Pour venir sans abonnement, ou approfondir une pratique.',
      list: [
        {
          name: 'Cours à l’unité',
          detail: `Yoga, pilates ou méditation, ${h(1, 15)}`,
          price: euros('18'),
        },
        {
          name: `Carte de 10${nb}cours`,
          detail: 'Valable six mois, à partager avec un proche',
          price: euros('150'),
        },
        {
          name: 'Séance individuelle',
          detail: `Yoga, pilates ou sophrologie, 1${nb}heure`,
          price: euros('60'),
        },
        {
          name: 'Stage du week-end',
          detail: 'Deux demi-journées autour d’un thème',
          price: euros('85'),
        },
      ],
      listNote: `Tarif réduit pour les étudiants et les plus de 65${nb}ans, sur justificatif.`,
    },
    team: {
      title: 'Les professeurs',
      intro: 'Certifiés, ils enseignent ce qu’ils pratiquent chaque jour.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice, professeure de yoga',
          bio: `Elle pratique depuis vingt ans et a ouvert ${b.noun.this} en ${b.since} pour partager un yoga accessible à tous.`,
        },
        {
          sex: 'male',
          role: 'Professeur de pilates',
          bio: 'Ancien danseur, il veille à la précision de chaque mouvement et au confort du dos.',
        },
        {
          sex: 'female',
          role: 'Sophrologue',
          bio: 'Elle anime la sophrologie et la méditation du soir, et reçoit aussi en séance individuelle.',
        },
        {
          sex: 'male',
          role: 'Professeur de yoga',
          bio: 'Il enseigne le vinyasa du matin, un yoga dynamique où le souffle guide le mouvement.',
        },
      ],
    },
    testimonials: {
      title: 'Ils pratiquent chez nous',
      items: [
        {
          quote: quote(
            'Le cours du mardi soir est devenu mon rendez-vous avec moi-même. Je dors tellement mieux !',
          ),
          detail: 'Pratique depuis un an',
        },
        {
          quote: quote(
            'Grâce au pilates, j’ai gagné en souplesse et en force, sans jamais me faire mal.',
          ),
          detail: 'Cours de pilates du jeudi',
        },
        {
          quote: quote(
            `Un lieu apaisant au cœur ${b.ofCity}, et des professeurs d’une grande douceur.`,
          ),
          detail: 'Débutante',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant votre premier cours, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Faut-il être souple pour commencer ?',
          answer:
            'Pas du tout : la souplesse vient avec la pratique, et chaque posture a sa variante plus douce.',
        },
        {
          question: 'Que faut-il apporter ?',
          answer:
            'Une tenue confortable et une bouteille d’eau : tapis, briques et couvertures sont fournis.',
        },
        {
          question: 'Quel cours choisir pour débuter ?',
          answer: 'Le yoga doux ou le pilates débutant : le professeur vous guide pas à pas.',
        },
        {
          question: 'Comment annuler un cours ?',
          answer: `Jusqu’à 12${nb}heures avant, votre cours est recrédité sur votre carte ou votre abonnement.`,
        },
        {
          question: 'Combien de personnes par cours ?',
          answer: 'Douze au plus, pour que le professeur puisse accompagner chacun.',
        },
        {
          question: 'Proposez-vous des cours en ligne ?',
          answer:
            'Oui, deux cours par semaine sont retransmis en direct, inclus dans la formule illimitée.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} de quartier ${b.inCity}, ${agree(b.noun.gender, 'ouvert', 'ouverte')} à tous les niveaux.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de pratique partagée' },
        { value: '30', label: 'cours par semaine' },
        { value: '12', label: 'personnes au plus par cours' },
        { value: '4', label: 'professeurs certifiés' },
      ],
    },
    ctas: [
      {
        title: 'Envie d’essayer ?',
        text: 'Votre premier cours est à petit prix, tapis fourni : choisissez votre créneau.',
        button: 'Réserver un cours d’essai',
      },
      {
        title: 'Offrir un moment de calme ?',
        text: 'La carte cadeau vaut pour un cours, une carte de dix ou un stage du week-end.',
        button: 'Offrir une carte cadeau',
      },
    ],
    contact: {
      title: 'Réserver un cours',
      intro: 'Dites-nous quel cours vous tente : nous confirmons votre place dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Cours souhaité', placeholder: 'Yoga doux, pilates, méditation…' },
        { label: 'Jour et heure', placeholder: `Jeudi à ${h(18, 30)}` },
        { label: 'Message', placeholder: 'Une blessure, une grossesse, une question…' },
      ],
      button: 'Réserver ma place',
      detailsTitle: 'Nous joindre',
      phoneNote: 'Entre deux cours : nous rappelons dans la journée.',
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Vestiaires et douche sur place.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Des cours tôt le matin, à la pause de midi et le soir.',
      hoursTitle: 'Horaires des cours',
      hours: [
        { days: 'Lundi au jeudi', time: span(h(7), h(21, 30)) },
        { days: 'Vendredi', time: span(h(7), h(19)) },
        { days: 'Samedi', time: span(h(9), h(13)) },
        { days: 'Dimanche', time: span(h(10), h(12)) },
      ],
      addressTitle: 'Nous trouver',
      access: `Au cœur ${b.ofCity}, à quelques minutes des transports en commun.`,
      note: 'Arrivez dix minutes avant le début du cours : la porte ferme à l’heure, pour le calme de tous.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de yoga, de pilates et de méditation ${b.inCity}, ${agree(b.noun.gender, 'ouvert', 'ouverte')} tous les jours.`,
      columns: [
        {
          title: 'Cours',
          lines: `Lun. – jeu. : ${span(h(7), h(21, 30))}\nVen. : ${span(h(7), h(19))}\nSam. et dim. : le matin`,
        },
        {
          title: 'Tarifs',
          lines: `Cours d’essai à ${euros('12')}\nTapis et accessoires fournis`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Yoga, pilates et méditation',
    headerButton: 'Réserver ma place',
    pageHeroes: {
      'Cours et tarifs': {
        eyebrow: 'Formules et prix',
        title: 'Essai, carte de cours ou abonnement : à vous de choisir',
        text: 'Une carte pour venir librement, un abonnement pour un rendez-vous chaque semaine, et un premier cours à prix doux.',
        button: 'Réserver ma place',
        secondary: 'Questions courantes',
      },
      Réserver: {
        eyebrow: 'Votre place',
        title: `Votre prochain cours ${b.atName}`,
        text: 'Indiquez le cours et l’horaire qui vous tentent : la confirmation arrive dans la journée. Prévoyez d’arriver dix minutes en avance.',
        button: 'Appelez-nous',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: 'Au planning',
      intro: 'Quatre disciplines pour se mettre en mouvement, se tonifier ou lever le pied.',
      items: [
        {
          title: 'Yoga ouvert à tous',
          text: 'Du hatha au vinyasa, pour débutants comme pour avancés, afin de gagner souplesse et vitalité.',
        },
        {
          title: 'Pilates sur tapis',
          text: 'Des exercices précis qui renforcent les muscles profonds, pour un dos fort et un meilleur maintien.',
        },
        {
          title: 'Temps de méditation',
          text: 'Une demi-heure assis, porté par une voix qui guide, pour calmer le tourbillon des pensées.',
        },
        {
          title: 'La sophrologie',
          text: 'Respirer et visualiser, pour retrouver le sommeil et passer plus sereinement les moments de stress.',
        },
      ],
    },
    gallery: {
      title: `Visite ${b.noun.of}`,
      intro: 'Un espace paisible et baigné de lumière, conçu pour pratiquer.',
    },
    pricing: {
      title: 'Les prix',
      intro: 'Pas de frais d’inscription, tapis et accessoires prêtés.',
      featured: 'Le préféré',
      listTitle: 'Cours à la carte',
      listIntro: 'Pour venir librement, ou aller plus loin dans une pratique.',
      listNote: `Étudiants et plus de 65${nb}ans : prix réduit sur présentation d’un justificatif.`,
    },
    team: {
      title: 'Nos enseignants',
      intro: 'Tous certifiés, ils transmettent ce qu’ils vivent sur le tapis chaque jour.',
      people: [
        {
          bio: `Vingt ans de pratique derrière elle ; en ${b.since}, elle a créé ${b.noun.this} pour offrir à tous un yoga accessible.`,
        },
        {
          bio: 'Danseur de formation, il soigne l’exactitude de chaque geste et ménage le dos de chacun.',
        },
        {
          bio: 'Le soir, elle guide sophrologie et méditation ; elle propose aussi des séances individuelles.',
        },
        {
          bio: 'Le matin, il donne le vinyasa, un yoga tonique où chaque mouvement suit la respiration.',
        },
      ],
    },
    testimonials: {
      title: 'Ce qu’en disent nos pratiquants',
      items: [
        {
          quote: quote(
            'Chaque mardi soir, ce cours est mon moment à moi. Et mon sommeil s’en ressent tellement !',
          ),
        },
        {
          quote: quote(
            'Le pilates m’a rendue plus souple et plus forte, et sans la moindre douleur.',
          ),
        },
        {
          quote: quote(
            `Des professeurs tout en douceur et un lieu qui apaise, en plein centre ${b.ofCity}.`,
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Ce que l’on nous demande le plus souvent avant un premier cours.',
      items: [
        {
          answer:
            'Non : c’est la pratique qui rend souple, et toute posture existe en version plus douce.',
        },
        {
          answer:
            'Juste une tenue souple et de l’eau : nous prêtons tapis, briques et couvertures.',
        },
        {
          answer:
            'Un yoga doux ou un pilates pour débutants, avec un professeur qui vous guide à chaque étape.',
        },
        {
          answer: `Annulé au moins 12${nb}heures à l’avance, le cours revient sur votre carte ou votre abonnement.`,
        },
        { answer: 'Pas plus de douze, afin que chacun soit suivi par le professeur.' },
        {
          answer:
            'Oui : chaque semaine, deux cours sont diffusés en direct, compris dans la formule illimitée.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.a)} de proximité ${b.inCity} depuis ${b.since}, pour débutants comme pour confirmés.`,
    },
    ctas: [
      {
        title: 'Un essai vous tente ?',
        text: 'Premier cours à prix doux et tapis prêté : il ne reste qu’à choisir l’horaire.',
        button: 'Essayer un premier cours',
      },
      {
        title: 'Envie d’offrir un peu de calme ?',
        text: 'Valable pour un cours, dix cours ou un stage du week-end : c’est la carte cadeau.',
        button: 'Offrir un bon cadeau',
      },
    ],
    contact: {
      title: 'Votre réservation',
      intro: 'Indiquez le cours qui vous fait envie : votre place est confirmée dans la journée.',
      detailsTitle: 'Nous contacter',
      phoneNote: 'Nous sommes parfois en cours : rappel dans la journée.',
      emailNote: 'Nous répondons le jour même.',
      addressNote: 'Sur place : vestiaires et une douche.',
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'Des cours au lever du jour, à midi et en soirée.',
      access: `En plein centre ${b.ofCity}, tout près des transports en commun.`,
      note: 'Venez dix minutes en avance : pour la tranquillité de chacun, la porte se ferme à l’heure pile.',
    },
    footer: {
      text: `Tous les jours ${b.inCity}, ${b.noun.our} vous propose yoga, pilates et méditation.`,
    },
  }),
};
