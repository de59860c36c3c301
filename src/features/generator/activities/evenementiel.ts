import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

/** A wedding planner or event agency: its services, its work, its prices, a quote request. */
export const evenementiel: Activity = {
  id: 'evenementiel',
  label: 'Événementiel',
  noun: { word: 'agence', gender: 'f' },
  category: 'portfolio',
  keywords: {
    strong: [
      'événementiel',
      'événementielle',
      'agence événementielle',
      'wedding planner',
      'organisateur de mariage',
      'organisatrice de mariage',
      'organisation de mariages',
      'organisation d’événements',
      'organisateur d’événements',
      'organisation de séminaires',
      'décoration de fêtes',
      'décoratrice événementielle',
    ],
    weak: [
      'mariage',
      'séminaire',
      'fête',
      'anniversaire',
      'événement',
      'cérémonie',
      'décoration',
      'invités',
      'jour j',
      'baptême',
      'gala',
      'coordination',
      'scénographie',
      'prestataires',
    ],
  },
  names: (city) => [`${city} Événements`, `Jour J ${city}`, `L’Instant ${city}`, `Éclat ${city}`],
  pages: [
    { name: 'Accueil', sections: ['features', 'testimonials', 'figures', 'cta'] },
    { name: 'Réalisations', sections: ['gallery', 'team'] },
    { name: 'Tarifs', sections: ['pricing', 'faq', 'cta'] },
    { name: 'Devis', sections: ['contact', 'hours'] },
  ],
  required: ['features', 'gallery', 'pricing', 'testimonials', 'contact'],
  texts: (b) => ({
    tagline: 'Mariages · Fêtes · Séminaires',
    headerButton: 'Demander un devis',
    heroes: [
      {
        eyebrow: `Organisation d’événements ${b.inCity}`,
        title: 'Votre événement, pensé dans les moindres détails',
        text: 'Mariages, anniversaires, séminaires : nous trouvons le lieu, choisissons les prestataires, imaginons le décor et coordonnons tout le jour J.',
        button: 'Demander un devis',
        secondary: 'Voir nos réalisations',
        pictureAlt: 'Une longue table dressée sous des guirlandes lumineuses',
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Le jour J, vous n’avez qu’à profiter',
        text: 'Planning, prestataires, imprévus : nous nous occupons de tout, du premier rendez-vous au départ du dernier invité.',
        button: 'Nos services',
        secondary: 'Demander un devis',
        pictureAlt: 'Des mariés rient au milieu de leurs invités',
      },
      {
        eyebrow: 'Mariages, fêtes et séminaires',
        title: `${b.name}, des fêtes qui vous ressemblent`,
        text: `Depuis ${b.since}, nous organisons ${b.inCity} et dans toute la région des événements à votre image, quel que soit votre budget.`,
        button: 'Demander un devis',
        secondary: 'Voir les tarifs',
        pictureAlt: 'Un décor de fête aux couleurs pastel',
      },
    ],
    pageHeroes: {
      Réalisations: {
        eyebrow: 'Réalisations',
        title: 'Quelques événements que nous avons organisés',
        text: 'Mariages champêtres, soirées d’entreprise, anniversaires : chaque événement est unique, comme celles et ceux qui le vivent.',
        button: 'Demander un devis',
        secondary: 'L’équipe',
        pictureAlt: 'Une cérémonie laïque en plein air',
      },
      Tarifs: {
        eyebrow: 'Tarifs',
        title: 'Des formules claires, selon vos besoins',
        text: 'De la coordination du jour J à l’organisation complète : choisissez l’accompagnement qui vous convient.',
        button: 'Demander un devis',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un carnet d’organisation et des échantillons de tissus',
      },
      Devis: {
        eyebrow: 'Devis gratuit',
        title: 'Parlez-nous de votre projet',
        text: `Date, lieu, nombre d’invités, envies : quelques lignes suffisent. Nous vous proposons un premier rendez-vous sous 48${nb}h.`,
        button: 'Nous appeler',
        secondary: 'Horaires',
        pictureAlt: 'Un rendez-vous de préparation autour d’une table',
      },
    },
    features: {
      title: 'Nos services',
      intro: 'Un accompagnement complet ou ponctuel, selon vos besoins et votre budget.',
      items: [
        {
          title: 'Organisation de mariages',
          text: 'Recherche du lieu, choix des prestataires, budget et planning : nous vous accompagnons pendant toute la préparation.',
        },
        {
          title: 'Événements d’entreprise',
          text: 'Séminaires, soirées d’équipe, lancements : des événements qui marquent vos collaborateurs et vos clients.',
        },
        {
          title: 'Décor et scénographie',
          text: 'Tables, lumières, signalétique : un décor imaginé autour de vos couleurs et installé par notre équipe.',
        },
        {
          title: 'Coordination du jour J',
          text: 'Une coordinatrice présente du matin au soir veille au bon déroulement, pour que vous profitiez de chaque instant.',
        },
      ],
      pictureAlts: [
        'Une arche de cérémonie en plein air',
        'Un séminaire dans un domaine',
        'Un centre de table aux bougies',
        'Une coordinatrice vérifie le planning',
      ],
    },
    gallery: {
      title: 'Nos réalisations',
      intro: `Mariages, fêtes et séminaires organisés ${b.inCity} et dans la région.`,
      pictureAlts: [
        'Une table d’honneur sous les guirlandes lumineuses',
        'Une cérémonie laïque dans un parc',
        'Un séminaire d’entreprise dans un domaine',
        'Un anniversaire aux couleurs de l’été',
        'L’entrée des mariés sous les applaudissements',
        'Un décor de soirée aux bougies',
      ],
    },
    pricing: {
      title: 'Nos formules',
      intro: `Prix indicatifs pour un mariage de 100${nb}invités ; chaque projet fait l’objet d’un devis détaillé.`,
      plans: [
        {
          name: 'Coordination du jour J',
          price: euros('900'),
          period: 'prise en main deux mois avant',
          features: [
            'Reprise de vos contrats et du planning',
            'Visite du lieu avec vous',
            'Une coordinatrice toute la journée',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Organisation partielle',
          price: euros(`2${thin}200`),
          period: 'à partir de six mois avant',
          features: [
            'Recherche de trois prestataires clés',
            'Suivi du budget et du planning',
            'Coordination du jour J comprise',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Organisation complète',
          price: euros(`3${thin}900`),
          period: 'dès un an avant',
          features: [
            'Recherche du lieu et des prestataires',
            'Décor et scénographie sur mesure',
            'Deux coordinatrices le jour J',
          ],
          button: 'Demander un devis',
        },
      ],
      featured: 'La plus choisie',
      listTitle: 'Autres événements',
      listIntro: 'Pour vos fêtes privées et vos événements d’entreprise.',
      list: [
        {
          name: 'Anniversaire ou fête de famille',
          detail: `Jusqu’à 60${nb}invités, décor et coordination`,
          price: `Dès ${euros('650')}`,
        },
        {
          name: 'Séminaire d’entreprise',
          detail: 'Recherche du lieu, logistique et animations, par jour',
          price: `Dès ${euros(`1${thin}500`)}`,
        },
        {
          name: 'Décor seul',
          detail: 'Conception, matériel et installation',
          price: `Dès ${euros('400')}`,
        },
        {
          name: 'Demande en mariage',
          detail: `Un lieu et une mise en scène pour entendre ${quote('oui')}`,
          price: `Dès ${euros('300')}`,
        },
      ],
      listNote:
        'Nos honoraires ne comprennent pas le prix des prestataires, que vous réglez directement à chacun.',
    },
    team: {
      title: 'L’équipe',
      intro: 'Une équipe passionnée, rompue aux imprévus.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice et organisatrice',
          bio: `Elle a fondé ${b.noun.this} en ${b.since} après dix ans dans l’organisation de congrès.`,
        },
        {
          sex: 'male',
          role: 'Coordinateur',
          bio: 'Planning en main, il veille au bon déroulement de chaque événement, de l’installation au rangement.',
        },
        {
          sex: 'female',
          role: 'Décoratrice',
          bio: 'Elle imagine les décors, chine les objets et transforme n’importe quel lieu en quelques heures.',
        },
        {
          sex: 'male',
          role: 'Chargé des événements d’entreprise',
          bio: 'Il organise séminaires et soirées d’équipe, du premier appel au départ du dernier invité.',
        },
      ],
    },
    testimonials: {
      title: 'Ce qu’ils en disent',
      items: [
        {
          quote: quote(
            'Nous n’avons eu à nous occuper de rien le jour J. Un mariage parfait, à notre image.',
          ),
          detail: 'Mariage en septembre',
        },
        {
          quote: quote(
            'Un séminaire impeccablement organisé et des équipes ravies. Nous revenons l’an prochain.',
          ),
          detail: 'Séminaire d’entreprise',
        },
        {
          quote: quote(
            `Une fête surprise pour les 60${nb}ans de ma mère, réglée dans les moindres détails.`,
          ),
          detail: 'Anniversaire en famille',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de nous confier votre événement, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Combien de temps à l’avance faut-il vous contacter ?',
          answer:
            'Pour un mariage, dix à dix-huit mois avant ; pour un séminaire ou une fête, deux à trois mois suffisent souvent.',
        },
        {
          question: 'Travaillez-vous avec tous les budgets ?',
          answer:
            'Oui : nous construisons l’événement à partir de votre budget, et nous vous disons franchement ce qu’il permet.',
        },
        {
          question: 'Pouvons-nous choisir nos prestataires ?',
          answer:
            'Bien sûr : nous vous proposons nos partenaires de confiance, mais nous travaillons aussi avec ceux que vous avez choisis.',
        },
        {
          question: 'Vous déplacez-vous hors de la région ?',
          answer: `Oui, partout en France ; les frais de déplacement au-delà de 50${nb}km ${b.ofCity} figurent dans le devis.`,
        },
        {
          question: 'Et s’il pleut ?',
          answer:
            'Nous prévoyons toujours une solution de repli, tente ou espace couvert, validée avec vous à l’avance.',
        },
        {
          question: 'Le premier rendez-vous est-il payant ?',
          answer:
            'Non, il est gratuit et sans engagement : il nous permet de bien comprendre votre projet avant d’établir un devis.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.our} organise mariages, fêtes et séminaires ${b.inCity} et dans toute la région.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'd’événements réussis' },
        { value: '150', label: 'mariages organisés' },
        { value: '60', label: 'entreprises clientes' },
        { value: '40', label: 'prestataires partenaires' },
      ],
    },
    ctas: [
      {
        title: 'Une date en tête ?',
        text: 'Racontez-nous votre projet : le premier rendez-vous est gratuit et sans engagement.',
        button: 'Demander un devis',
      },
      {
        title: 'Un événement d’entreprise ?',
        text: 'Séminaire, soirée d’équipe, lancement : recevez une proposition détaillée sous une semaine.',
        button: 'Nous contacter',
      },
    ],
    contact: {
      title: 'Demander un devis',
      intro: `Quelques informations suffisent : nous vous proposons un premier rendez-vous sous 48${nb}h.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Type d’événement', placeholder: 'Mariage, anniversaire, séminaire…' },
        { label: 'Date et nombre d’invités', placeholder: '20 juin, environ 100 invités' },
        { label: 'Message', placeholder: 'Le lieu, vos envies, votre budget…' },
      ],
      button: 'Envoyer ma demande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Du lundi au vendredi, de ${h(9)} à ${h(18)}.`,
      emailNote: `Réponse sous 48${nb}h.`,
      addressNote: `${capitalise(b.noun.the)} vous reçoit sur rendez-vous.`,
    },
    hours: {
      title: 'Nous rencontrer',
      intro: 'Nous vous recevons sur rendez-vous, en semaine comme le samedi.',
      hoursTitle: 'Horaires',
      hours: [
        { days: 'Lundi au vendredi', time: span(h(9), h(18)) },
        { days: 'Samedi', time: 'Sur rendez-vous' },
        { days: 'Dimanche', time: 'Fermé' },
        { days: 'Visites de lieux', time: 'En semaine et le week-end' },
      ],
      addressTitle: 'Nous trouver',
      access: `Au centre ${b.ofCity}, facile d’accès en transports en commun.`,
      note: `Premier rendez-vous gratuit, ${b.noun.to} ou en visioconférence.`,
    },
    footer: {
      text: `${capitalise(b.noun.a)} d’organisation de mariages, de fêtes et de séminaires ${b.inCity}.`,
      columns: [
        { title: 'Services', lines: 'Mariages\nFêtes privées\nSéminaires' },
        { title: 'Rendez-vous', lines: `Premier rendez-vous gratuit\nDevis sous 48${nb}h` },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Séminaires · Réceptions · Mariages',
    headerButton: 'Obtenir un devis',
    pageHeroes: {
      Réalisations: {
        eyebrow: 'Nos références',
        title: 'Un aperçu des événements que nous avons menés',
        text: 'Mariages à la campagne, soirées d’entreprise, anniversaires : chaque fête est différente, à l’image des personnes qui la vivent.',
        button: 'Obtenir un devis',
      },
      Tarifs: {
        eyebrow: 'Nos prix',
        title: 'Des formules lisibles, adaptées à vos besoins',
        text: 'Du seul jour J à la prise en charge complète : à vous de choisir le niveau d’accompagnement qui vous va.',
        button: 'Obtenir un devis',
        secondary: 'Questions courantes',
      },
      Devis: {
        eyebrow: 'Devis offert',
        title: 'Racontez-nous votre projet',
        text: `Quelques lignes suffisent : la date, le lieu, le nombre d’invités et vos envies. Un premier rendez-vous vous est proposé sous 48${nb}h.`,
        button: 'Appelez-nous',
      },
    },
    features: {
      title: 'Ce que nous faisons',
      intro: 'Une aide de bout en bout ou à la carte, selon vos besoins et vos moyens.',
      items: [
        {
          title: 'Votre mariage, de A à Z',
          text: 'Lieu, prestataires, budget, planning : nous sommes à vos côtés tout au long des préparatifs.',
        },
        {
          title: 'Pour les entreprises',
          text: 'Séminaires, soirées d’équipe, lancements : des moments dont vos collaborateurs et vos clients se souviendront.',
        },
        {
          title: 'Mise en scène et décor',
          text: 'Tables, éclairage, signalétique : un décor conçu autour de vos couleurs, que notre équipe vient installer.',
        },
        {
          title: 'Le jour J, à vos côtés',
          text: 'Du matin au soir, une coordinatrice s’assure que tout se déroule bien, pour que vous profitiez de chaque moment.',
        },
      ],
    },
    gallery: {
      title: 'Nos événements',
      intro: `Des mariages, des fêtes et des séminaires menés ${b.inCity} et alentour.`,
    },
    pricing: {
      title: 'Formules et tarifs',
      intro: `Tarifs donnés à titre indicatif pour un mariage de 100${nb}invités ; chaque projet reçoit son devis détaillé.`,
      listTitle: 'Autres occasions',
      listIntro: 'Fêtes entre proches et événements professionnels.',
      listNote:
        'Le prix des prestataires s’ajoute à nos honoraires : vous payez chacun d’eux directement.',
    },
    team: {
      title: 'Notre équipe',
      intro: 'Des passionnés, habitués à gérer l’imprévu.',
      people: [
        {
          bio: `Après dix ans à organiser des congrès, elle a créé ${b.noun.this} en ${b.since}.`,
        },
        {
          bio: 'Son planning à la main, il veille au bon déroulé de chaque événement, de la mise en place au rangement.',
        },
        {
          bio: 'Elle conçoit les décors, chine les objets et métamorphose n’importe quel lieu en quelques heures.',
        },
        {
          bio: 'Séminaires et soirées d’équipe sont son affaire, du premier appel au départ du dernier invité.',
        },
      ],
    },
    testimonials: {
      title: 'Ils en parlent',
      items: [
        {
          quote: quote(
            'Le jour J, nous n’avons rien eu à gérer. Un mariage parfait, qui nous ressemble.',
          ),
        },
        {
          quote: quote(
            'Un séminaire parfaitement organisé, des équipes enchantées : nous reviendrons l’an prochain.',
          ),
        },
        {
          quote: quote(
            `Une fête surprise pour les 60${nb}ans de ma mère, organisée jusqu’au moindre détail.`,
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions que l’on nous pose souvent avant de nous confier un événement.',
      items: [
        {
          answer:
            'Dix à dix-huit mois avant pour un mariage ; pour un séminaire ou une fête, deux à trois mois suffisent souvent.',
        },
        {
          answer:
            'Oui : nous partons de votre budget pour bâtir l’événement, et nous vous disons honnêtement ce qu’il permet.',
        },
        {
          answer:
            'Évidemment : nous vous présentons nos partenaires de confiance, mais travaillons aussi avec ceux que vous avez retenus.',
        },
        {
          answer: `Oui, dans toute la France ; au-delà de 50${nb}km ${b.ofCity}, les frais de déplacement sont indiqués dans le devis.`,
        },
        {
          answer:
            'Nous avons toujours un plan de repli, tente ou lieu couvert, que nous validons avec vous à l’avance.',
        },
        {
          answer:
            'Non, il est offert et sans engagement : il nous sert à bien saisir votre projet avant de chiffrer le devis.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Mariages, fêtes, séminaires : ${b.noun.our} les organise ${b.inCity} et dans toute la région depuis ${b.since}.`,
    },
    ctas: [
      {
        title: 'La date est fixée ?',
        text: 'Parlez-nous de votre projet : le premier rendez-vous est offert, sans engagement.',
        button: 'Obtenir un devis',
      },
      {
        title: 'Pour votre entreprise ?',
        text: 'Séminaire, soirée d’équipe ou lancement : une proposition détaillée vous parvient sous une semaine.',
        button: 'Nous écrire',
      },
    ],
    contact: {
      title: 'Obtenir un devis',
      intro: `Il nous faut seulement quelques détails : un premier rendez-vous vous est proposé sous 48${nb}h.`,
      detailsTitle: 'Nous contacter',
      phoneNote: `En semaine, de ${h(9)} à ${h(18)}.`,
      emailNote: `Nous répondons en 48${nb}h.`,
      addressNote: `Accueil ${b.noun.to} sur rendez-vous.`,
    },
    hours: {
      title: 'Venir nous voir',
      intro: 'Rendez-vous possibles en semaine et le samedi.',
      access: `En centre-ville ${b.ofCity}, à deux pas des transports en commun.`,
      note: `Le premier rendez-vous est offert, ${b.noun.to} ou en visio.`,
    },
    footer: {
      text: `${capitalise(b.noun.a)} ${b.inCity} qui organise vos mariages, vos fêtes et vos séminaires.`,
    },
  }),
};
