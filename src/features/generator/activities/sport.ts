import { agree, capitalise, euros, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/** A gym or a sports coach: subscriptions, coaches, hours, a trial session form. */
export const sport: Activity = {
  id: 'sport',
  label: 'Salle de sport et coaching',
  noun: { word: 'salle', gender: 'f' },
  category: 'business',
  keywords: {
    strong: [
      'salle de sport',
      'salle de gym',
      'salle de musculation',
      'salle de fitness',
      'coach sportif',
      'coach sportive',
      'coaching sportif',
      'fitness',
      'crossfit',
      'cross training',
      'musculation',
      'préparation physique',
      'préparateur physique',
      'préparatrice physique',
      'remise en forme',
    ],
    weak: [
      'sport',
      'sportif',
      'sportive',
      'coach',
      'coaching',
      'entraînement',
      'abonnement',
      'cardio',
      'séance',
      'cours collectifs',
      'cours',
      'forme',
      'perte de poids',
      'renforcement musculaire',
      'boxe',
      'haltères',
      'athlète',
      'endurance',
      'gym',
    ],
  },
  names: (city, ofCity) => [
    `Énergie ${city}`,
    `Cap Forme ${city}`,
    `Le Défi ${ofCity}`,
    `L’Élan ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'figures', 'testimonials', 'cta'] },
    { name: 'Tarifs', sections: ['pricing', 'faq'] },
    { name: 'Les coachs', sections: ['team', 'gallery'] },
    { name: 'Essai gratuit', sections: ['contact', 'hours'] },
  ],
  required: ['pricing', 'team', 'hours', 'contact'],
  texts: (b) => ({
    tagline: 'Musculation · Cours en groupe · Coaching',
    headerButton: 'Séance d’essai',
    heroes: [
      {
        eyebrow: `${capitalise(b.noun.a)} de sport ${b.inCity}`,
        title: 'Progressez à votre rythme, avec un coach à vos côtés',
        text: `Musculation, cardio et cours en groupe tous les jours : ${b.noun.our} vous accueille ${b.inCity} avec un programme adapté à vos objectifs.`,
        button: 'Réserver ma séance d’essai',
        secondary: 'Voir les abonnements',
        pictureAlt: `L’espace musculation ${b.ofName}`,
      },
      {
        eyebrow: 'Coaching et cours en groupe',
        title: 'Des coachs diplômés, pas seulement des machines',
        text: 'Un bilan à l’inscription, un programme écrit pour vous et un point toutes les six semaines : ici, personne ne s’entraîne seul dans son coin.',
        button: 'Rencontrer les coachs',
        secondary: 'Nos tarifs',
        pictureAlt: 'Une coach corrige la posture d’un adhérent',
      },
      {
        eyebrow: `${capitalise(agree(b.noun.gender, 'ouvert', 'ouverte'))} 7${nb}jours sur${nb}7 ${b.inCity}`,
        title: `${b.name}, ${b.noun.a} où l’on se sent à l’aise`,
        text: 'Débutant, sportif confirmé ou de retour après une pause : abonnements sans engagement et première séance offerte.',
        button: 'Essayer gratuitement',
        secondary: 'Horaires et accès',
        pictureAlt: 'Un cours de renforcement musculaire en groupe',
      },
    ],
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Abonnements',
        title: 'Des abonnements simples, sans frais cachés',
        text: 'Au mois sans engagement, à l’année pour payer moins, ou en carnet de séances si vous venez quand vous pouvez.',
        button: 'Essayer gratuitement',
        secondary: 'Questions fréquentes',
        pictureAlt: 'L’espace cardio et ses tapis de course',
      },
      'Les coachs': {
        eyebrow: 'L’équipe',
        title: 'Des coachs diplômés pour vous accompagner',
        text: 'Bilan, programme, corrections et motivation : nos coachs sont présents sur le plateau à toutes les heures d’affluence.',
        button: 'Réserver une séance',
        secondary: 'Voir les images',
        pictureAlt: 'L’équipe de coachs réunie sur le plateau',
      },
      'Essai gratuit': {
        eyebrow: 'Séance d’essai',
        title: `Votre première séance ${b.atName} est offerte`,
        text: 'Choisissez un créneau : un coach vous fait visiter, établit un bilan rapide et vous guide pendant tout l’entraînement.',
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: 'Un coach accueille une nouvelle adhérente',
      },
    },
    features: {
      title: `Pourquoi s’entraîner ${b.atName}`,
      intro:
        'Du matériel de qualité, des coachs présents et une ambiance où chacun trouve sa place.',
      items: [
        {
          title: 'Plateau de musculation',
          text: 'Machines guidées, poids libres et racks, entretenus chaque jour et renouvelés régulièrement.',
        },
        {
          title: 'Cours en groupe',
          text: 'Renforcement, cardio, entraînement fonctionnel : une vingtaine de cours par semaine, en petits groupes.',
        },
        {
          title: 'Coaching individuel',
          text: 'Des séances seul avec un coach pour un objectif précis : perte de poids, reprise, compétition.',
        },
        {
          title: 'Préparation physique',
          text: 'Un programme pour les sportifs qui préparent une saison, une course ou un concours.',
        },
      ],
      pictureAlts: [
        'Les racks et les poids libres',
        'Un cours de cardio en pleine séance',
        'Un coach et son adhérent',
        'Une athlète pendant un exercice de vitesse',
      ],
    },
    gallery: {
      title: `${capitalise(b.noun.the)} en images`,
      intro: 'Le plateau, les cours en groupe et l’équipe, à toute heure de la journée.',
      pictureAlts: [
        'Le plateau de musculation',
        'L’espace cardio',
        'Un cours de renforcement, le soir',
        'Les haltères rangés sur leur support',
        'Un coach pendant une séance individuelle',
        'Les vestiaires et leurs casiers',
      ],
    },
    pricing: {
      title: 'Nos abonnements',
      intro: 'Sans engagement ou à l’année, avec la première séance offerte.',
      plans: [
        {
          name: 'Liberté',
          price: euros('39'),
          period: 'par mois, sans engagement',
          features: [
            'Accès au plateau aux heures d’ouverture',
            'Cours en groupe illimités',
            'Bilan de départ avec un coach',
          ],
          button: 'Essayer',
        },
        {
          name: 'Annuel',
          price: euros('29'),
          period: `par mois, engagement de 12${nb}mois`,
          features: [
            'Tout l’abonnement Liberté',
            'Un programme personnalisé',
            'Un bilan toutes les six semaines',
          ],
          button: 'S’abonner',
        },
        {
          name: 'Coaching individuel',
          price: euros('55'),
          period: 'la séance d’une heure',
          features: [
            'Un coach rien que pour vous',
            'Programme et conseils alimentaires',
            'En salle ou en extérieur',
          ],
          button: 'Réserver',
        },
      ],
      featured: 'Le plus choisi',
      listTitle: 'Sans abonnement',
      listIntro: 'Pour venir de temps en temps, ou en plus de votre abonnement.',
      list: [
        {
          name: 'Séance à l’unité',
          detail: 'Plateau et cours en groupe, le jour même',
          price: euros('12'),
        },
        {
          name: `Carnet de 10${nb}séances`,
          detail: 'Valable six mois, sans abonnement',
          price: euros('100'),
        },
        {
          name: 'Bilan forme',
          detail: `Mesures, tests et entretien de 45${nb}min`,
          price: euros('35'),
        },
        {
          name: 'Badge d’accès',
          detail: 'Offert avec l’abonnement annuel',
          price: euros('15'),
        },
      ],
      listNote: 'Tarif réduit pour les étudiants et les demandeurs d’emploi, sur justificatif.',
    },
    team: {
      title: 'Les coachs',
      intro: 'Diplômés d’État, présents sur le plateau et attentifs à chacun.',
      people: [
        {
          sex: 'male',
          role: 'Fondateur et coach sportif',
          bio: `Ancien athlète, il a ouvert ${b.noun.this} en ${b.since} pour rendre le sport accessible à tous.`,
        },
        {
          sex: 'female',
          role: 'Coach sportive',
          bio: 'Elle anime les cours en groupe du matin et accompagne celles et ceux qui reprennent le sport.',
        },
        {
          sex: 'male',
          role: 'Préparateur physique',
          bio: 'Il prépare les sportifs à leur saison et suit les programmes de reprise après une blessure.',
        },
        {
          sex: 'female',
          role: 'Responsable de l’accueil',
          bio: 'Elle vous fait visiter, répond à vos questions sur les abonnements et connaît chaque adhérent par son prénom.',
        },
      ],
    },
    testimonials: {
      title: 'Ils s’entraînent chez nous',
      items: [
        {
          quote: quote(
            'J’ai repris le sport après dix ans d’arrêt : les coachs m’ont remise en selle sans jamais me brusquer.',
          ),
          detail: 'Adhérente depuis deux ans',
        },
        {
          quote: quote(
            `${capitalise(b.noun.the)} la plus conviviale ${b.ofCity}, et du matériel toujours en bon état.`,
          ),
          detail: 'Adhérent, cours du soir',
        },
        {
          quote: quote(
            'Trois mois de préparation physique avec mon coach, et mon meilleur temps sur semi-marathon.',
          ),
          detail: 'Coureuse du dimanche',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant votre première séance, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'La séance d’essai est-elle vraiment gratuite ?',
          answer:
            'Oui, et sans engagement : un coach vous accueille, vous fait visiter et vous accompagne pendant la séance.',
        },
        {
          question: 'Faut-il être en forme pour commencer ?',
          answer:
            'Non, chaque programme part de votre niveau du moment, même après une longue pause.',
        },
        {
          question: 'Puis-je résilier à tout moment ?',
          answer:
            'Oui avec l’abonnement Liberté, sur simple demande à l’accueil avant la fin du mois.',
        },
        {
          question: 'Que faut-il apporter ?',
          answer:
            'Une tenue de sport, des chaussures propres, une serviette et une bouteille d’eau.',
        },
        {
          question: 'Faut-il réserver les cours en groupe ?',
          answer:
            'Oui, à l’accueil ou dans l’application, jusqu’à une heure avant le début du cours.',
        },
        {
          question: 'Y a-t-il des vestiaires et des douches ?',
          answer: 'Oui, avec des casiers fermés : prévoyez simplement un cadenas.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} de quartier ${b.inCity}, ${agree(b.noun.gender, 'ouvert', 'ouverte')} à tous les niveaux.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de coaching' },
        { value: '600', label: 'adhérents' },
        { value: '25', label: 'cours en groupe par semaine' },
        { value: '4', label: 'coachs diplômés' },
      ],
    },
    ctas: [
      {
        title: 'Prêt à vous lancer ?',
        text: 'Votre première séance est offerte, avec un coach pour vous guider.',
        button: 'Réserver ma séance d’essai',
      },
      {
        title: 'Un objectif précis ?',
        text: 'Course, reprise, perte de poids : parlons-en et construisons votre programme.',
        button: 'Parler à un coach',
      },
    ],
    contact: {
      title: 'Réserver une séance d’essai',
      intro: 'Choisissez un créneau : nous vous confirmons la séance dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Créneau souhaité', placeholder: `Mardi vers ${h(18)}` },
        { label: 'Objectif', placeholder: 'Reprise, perte de poids, préparation…' },
        { label: 'Message', placeholder: 'Une blessure, une question…' },
      ],
      button: 'Réserver ma séance',
      detailsTitle: 'Nous joindre',
      phoneNote: `À l’accueil, de ${h(9)} à ${h(21)}.`,
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Parking à vélos et vestiaires dès l’entrée.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: `Le plateau est ouvert tous les jours ; les coachs sont présents de ${h(9)} à ${h(21)}.`,
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi au vendredi', time: span(h(6, 30), h(22)) },
        { days: 'Samedi', time: span(h(8), h(20)) },
        { days: 'Dimanche', time: span(h(9), h(13)) },
        { days: 'Jours fériés', time: span(h(9), h(13)) },
      ],
      addressTitle: 'Nous trouver',
      access: `À deux pas du centre ${b.ofCity}, avec un parking gratuit devant ${b.noun.the}.`,
      note: 'Planning des cours en groupe affiché à l’accueil et dans l’application.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de sport ${b.inCity} : musculation, cours en groupe et coaching, 7${nb}jours sur${nb}7.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Lun. – ven. : ${span(h(6, 30), h(22))}\nSam. : ${span(h(8), h(20))}\nDim. : ${span(h(9), h(13))}`,
        },
        {
          title: 'Abonnements',
          lines: `Sans engagement dès ${euros('39')} par mois\nPremière séance offerte`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Plateau · Cours collectifs · Suivi par un coach',
    headerButton: 'Essai offert',
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Formules',
        title: 'Des formules claires, sans mauvaise surprise',
        text: 'Mensuel et sans engagement, annuel pour un meilleur prix, ou carnet de séances pour venir selon vos disponibilités.',
        button: 'Tester gratuitement',
        secondary: 'Questions courantes',
      },
      'Les coachs': {
        eyebrow: 'Nos coachs',
        title: 'Des coachs diplômés à vos côtés',
        text: 'Aux heures de pointe, nos coachs sont sur le plateau pour faire le bilan, écrire le programme, corriger et motiver.',
        button: 'Réserver un créneau',
        secondary: 'Voir les photos',
      },
      'Essai gratuit': {
        eyebrow: 'Essai offert',
        title: `${b.name} vous offre votre première séance`,
        text: 'Réservez un créneau : un coach vous montre les lieux, fait un court bilan et reste avec vous toute la séance.',
        button: 'Appelez-nous',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: `Ce qui vous attend ${b.atName}`,
      intro:
        'Un équipement soigné, des coachs disponibles et une atmosphère où chacun se sent bien.',
      items: [
        {
          title: 'Espace musculation',
          text: 'Racks, poids libres et machines guidées, vérifiés tous les jours et changés souvent.',
        },
        {
          title: 'Cours collectifs',
          text: 'Une vingtaine de séances par semaine en petits groupes : cardio, renforcement ou travail fonctionnel.',
        },
        {
          title: 'Coach personnel',
          text: 'Un coach rien que pour vous et un but défini : perdre du poids, reprendre, viser une compétition.',
        },
        {
          title: 'Préparation des sportifs',
          text: 'Un plan d’entraînement pour aborder une saison, une course ou un concours au meilleur niveau.',
        },
      ],
    },
    gallery: {
      title: `${capitalise(b.noun.the)} en photos`,
      intro: 'Du matin au soir : le plateau, les cours collectifs et les coachs.',
    },
    pricing: {
      title: 'Les formules',
      intro: 'À l’année ou sans engagement, et votre premier entraînement gratuit.',
      featured: 'Le préféré',
      listTitle: 'À la séance',
      listIntro: 'Pour les visites ponctuelles, ou en complément d’une formule.',
      listNote:
        'Étudiants et demandeurs d’emploi : prix réduit sur présentation d’un justificatif.',
    },
    team: {
      title: 'Notre équipe',
      intro: 'Titulaires d’un diplôme d’État, sur le plateau et à l’écoute de tous.',
      people: [
        {
          bio: `Ex-athlète, il a créé ${b.noun.this} en ${b.since} pour que chacun puisse faire du sport.`,
        },
        {
          bio: 'Elle mène les cours collectifs du matin et guide les personnes qui se remettent au sport.',
        },
        {
          bio: 'Il entraîne les sportifs avant leur saison et encadre les reprises après une blessure.',
        },
        {
          bio: 'Elle vous montre les lieux, vous renseigne sur les formules et appelle chaque adhérent par son prénom.',
        },
      ],
    },
    testimonials: {
      title: 'Nos adhérents en parlent',
      items: [
        {
          quote: quote(
            'Dix ans sans sport, puis la reprise : les coachs m’ont remise dans le rythme, tout en douceur.',
          ),
        },
        {
          quote: quote(`La meilleure ambiance ${b.inCity}, et un matériel toujours impeccable.`),
        },
        {
          quote: quote(
            'Mon record sur semi-marathon, je le dois à trois mois de préparation avec mon coach.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Ce que l’on nous demande le plus souvent avant un premier entraînement.',
      items: [
        {
          answer:
            'Oui, sans aucun engagement : un coach vous reçoit, vous montre les lieux et reste avec vous toute la séance.',
        },
        {
          answer:
            'Pas du tout : votre programme part de votre niveau actuel, même après un long arrêt.',
        },
        {
          answer:
            'Avec la formule Liberté, oui : il suffit de le dire à l’accueil avant la fin du mois.',
        },
        { answer: 'De quoi vous changer, des baskets propres, une serviette et de l’eau.' },
        {
          answer:
            'Oui, jusqu’à une heure avant le cours, dans l’application ou auprès de l’accueil.',
        },
        { answer: 'Oui, et des casiers qui ferment : pensez juste à prendre un cadenas.' },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.a)} de proximité ${b.inCity} depuis ${b.since}, pour les débutants comme pour les confirmés.`,
    },
    ctas: [
      {
        title: 'Envie de vous y mettre ?',
        text: 'Premier entraînement gratuit, guidé de bout en bout par un coach.',
        button: 'Je réserve mon essai',
      },
      {
        title: 'Un but en tête ?',
        text: 'Courir, reprendre, perdre du poids : discutons-en et bâtissons votre programme ensemble.',
        button: 'Joindre un coach',
      },
    ],
    contact: {
      title: 'Votre séance d’essai',
      intro: 'Indiquez le créneau qui vous arrange : la confirmation arrive dans la journée.',
      detailsTitle: 'Nous contacter',
      phoneNote: `L’accueil répond de ${h(9)} à ${h(21)}.`,
      emailNote: 'Nous répondons le jour même.',
      addressNote: 'Vestiaires et abri à vélos juste à l’entrée.',
    },
    hours: {
      title: 'Accès et horaires',
      intro: `Plateau accessible 7${nb}jours sur${nb}7, coachs sur place de ${h(9)} à ${h(21)}.`,
      access: `Tout près du centre ${b.ofCity}, avec un stationnement gratuit juste devant.`,
      note: 'Le programme des cours collectifs est à l’accueil et dans l’application.',
    },
    footer: {
      text: `Tous les jours ${b.inCity}, ${b.noun.our} de sport vous propose musculation, cours collectifs et coaching.`,
    },
  }),
};
