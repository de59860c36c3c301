import { capitalise, euros, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/** A restaurant: its menu, its hours, a booking form. */
export const restaurant: Activity = {
  id: 'restaurant',
  label: 'Restaurant',
  noun: { word: 'restaurant', gender: 'm' },
  category: 'business',
  keywords: {
    strong: [
      'restaurant',
      'resto',
      'bistrot',
      'bistro',
      'brasserie',
      'bouchon',
      'trattoria',
      'pizzeria',
      'crêperie',
      'table gastronomique',
      'restauration',
    ],
    weak: [
      'cuisine',
      'chef',
      'plat',
      'menu',
      'carte',
      'dîner',
      'déjeuner',
      'couvert',
      'terrasse',
      'gastronomie',
      'vin',
      'réservation',
      'produits frais',
      'fait maison',
    ],
  },
  names: (_city, ofCity) => [`La Table ${ofCity}`, `Le Bistrot ${ofCity}`, `L’Assiette ${ofCity}`],
  pages: [
    { name: 'Accueil', sections: ['features', 'restaurantMenu', 'testimonials', 'hours', 'cta'] },
    { name: 'La carte', sections: ['restaurantMenu', 'gallery', 'faq'] },
    { name: 'Réserver', sections: ['contact', 'hours'] },
  ],
  required: ['restaurantMenu', 'hours', 'contact'],
  texts: (b) => ({
    tagline: 'Cuisine de saison · Fait maison',
    headerButton: 'Réserver',
    heroes: [
      {
        eyebrow: `Restaurant ${b.inCity} depuis ${b.since}`,
        title: `Une cuisine de saison, faite maison ${b.inCity}`,
        text: `Des produits frais du marché, une carte courte qui change chaque semaine et une équipe aux petits soins, midi et soir.`,
        button: 'Réserver une table',
        secondary: 'Voir la carte',
        pictureAlt: `La salle ${b.ofName}, tables dressées`,
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: `Le goût du marché, de l’entrée au dessert`,
        text: `Chaque matin, le chef choisit ses légumes chez les producteurs ${b.ofCity} : la carte suit les saisons, jamais l’inverse.`,
        button: 'Réserver',
        secondary: 'Nos horaires',
        pictureAlt: 'Le chef dresse une assiette en cuisine',
      },
      {
        eyebrow: `Déjeuner et dîner ${b.inCity}`,
        title: `${b.name}, une table où l’on revient`,
        text: `Un menu du jour à midi, une carte plus gourmande le soir, des vins de petits domaines : installez-vous, on s’occupe du reste.`,
        button: 'Réserver une table',
        secondary: 'Découvrir la carte',
        pictureAlt: 'Une assiette de saison sur une table en bois',
      },
    ],
    pageHeroes: {
      'La carte': {
        eyebrow: 'La carte',
        title: 'Ce que nous cuisinons en ce moment',
        text: `Une carte courte, renouvelée chaque semaine selon les arrivages. Les allergènes sont indiqués sur demande.`,
        button: 'Réserver une table',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Des plats de la carte posés sur le passe',
      },
      Réserver: {
        eyebrow: 'Réservation',
        title: `Réservez votre table ${b.atName}`,
        text: `Indiquez le jour, l’heure et le nombre de couverts : nous confirmons par e-mail ou par téléphone dans la journée.`,
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: `Une table dressée pour deux ${b.atName}`,
      },
    },
    features: {
      title: `Pourquoi venir ${b.atName}`,
      intro: 'Une cuisine simple et généreuse, comme à la maison mais en mieux.',
      items: [
        {
          title: 'Tout est fait maison',
          text: 'Fonds, sauces, pains et desserts : tout est préparé dans notre cuisine, chaque jour.',
        },
        {
          title: 'Des producteurs proches',
          text: `Légumes, viandes et fromages viennent de fermes situées à moins de cent kilomètres ${b.ofCity}.`,
        },
        {
          title: 'Une carte qui bouge',
          text: 'Quatre entrées, quatre plats, quatre desserts, changés au fil des saisons et des arrivages.',
        },
        {
          title: 'Des vins choisis',
          text: 'Une cave de petits vignerons, avec toujours trois vins servis au verre.',
        },
      ],
      pictureAlts: [
        'Des légumes de saison sur le plan de travail',
        'Le marché du matin',
        'Une ardoise avec les plats du jour',
        'Un verre de vin rouge sur le comptoir',
      ],
    },
    restaurantMenu: {
      title: 'La carte de la semaine',
      intro: `Servie le midi de ${h(12)} à ${h(14)} et le soir de ${h(19)} à ${h(22)}. Menu du jour à midi : entrée, plat, dessert à ${euros('24')}.`,
      categories: [
        {
          name: 'Entrées et plats',
          dishes: [
            {
              name: 'Velouté de saison',
              detail: 'Crème légère, croûtons au thym',
              price: euros('9'),
            },
            {
              name: 'Volaille fermière rôtie',
              detail: 'Jus corsé, purée maison',
              price: euros('22'),
            },
            {
              name: 'Poisson du marché',
              detail: 'Beurre blanc, légumes glacés',
              price: euros('24'),
            },
          ],
        },
        {
          name: 'Desserts',
          dishes: [
            {
              name: 'Tarte fine aux fruits',
              detail: 'Fruits de saison, crème crue',
              price: euros('9'),
            },
            {
              name: 'Mousse au chocolat noir',
              detail: 'Éclats de noisettes torréfiées',
              price: euros('8'),
            },
            {
              name: 'Assiette de fromages',
              detail: 'Trois fromages affinés de la région',
              price: euros('10'),
            },
          ],
        },
      ],
      pictureAlts: ['Le plat du jour', 'Une tarte fine aux fruits de saison'],
    },
    gallery: {
      title: 'La salle et la cuisine',
      intro: `Quelques images ${b.ofName}, de la cuisine à la terrasse.`,
      pictureAlts: [
        'La salle à l’heure du dîner',
        'Le chef en cuisine',
        'Une entrée de saison',
        'La terrasse aux beaux jours',
        'Un dessert au chocolat',
        'Le comptoir et la cave à vins',
      ],
    },
    team: {
      title: 'L’équipe',
      intro: 'En cuisine et en salle, une équipe qui aime recevoir.',
      people: [
        {
          sex: 'male',
          role: 'Chef et fondateur',
          bio: `Après dix ans dans de grandes maisons, il a ouvert ${b.noun.this} en ${b.since}.`,
        },
        {
          sex: 'female',
          role: 'Responsable de salle',
          bio: 'Elle vous accueille, vous conseille un vin et se souvient de vos habitudes.',
        },
        {
          sex: 'male',
          role: 'Second de cuisine',
          bio: 'Il prépare les fonds et les sauces, et signe la plupart des desserts.',
        },
        {
          sex: 'female',
          role: 'Sommelière',
          bio: 'Elle choisit les vins chez de petits domaines et les fait découvrir au verre.',
        },
      ],
    },
    testimonials: {
      title: 'Ils sont venus dîner',
      items: [
        {
          quote: quote('Une cuisine juste et généreuse, un accueil adorable. Nous reviendrons !'),
          detail: 'Dîner en amoureux',
        },
        {
          quote: quote(`Le meilleur menu du midi ${b.inCity}, et servi rapidement.`),
          detail: 'Habitué du déjeuner',
        },
        {
          quote: quote('Nous avons fêté un anniversaire à douze : tout était parfait.'),
          detail: 'Repas de famille',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de venir, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Faut-il réserver ?',
          answer:
            'C’est conseillé le soir et le week-end. À midi, quelques tables restent libres sans réservation.',
        },
        {
          question: 'Proposez-vous des plats végétariens ?',
          answer: 'Oui, chaque jour une entrée et un plat végétariens figurent à la carte.',
        },
        {
          question: 'Pouvez-vous accueillir un groupe ?',
          answer: 'Jusqu’à vingt personnes, avec un menu choisi ensemble à l’avance.',
        },
        {
          question: 'Tenez-vous compte des allergies ?',
          answer:
            'Oui, signalez-les en réservant : la cuisine adapte les plats quand elle le peut.',
        },
        {
          question: 'Acceptez-vous les titres-restaurant ?',
          answer: 'Oui, le midi, en carte comme en papier.',
        },
        {
          question: 'Les enfants sont-ils les bienvenus ?',
          answer: 'Bien sûr : une assiette enfant est proposée, et nous avons des chaises hautes.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, une table de quartier ${b.inCity}, fidèle aux producteurs de la région.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de cuisine maison' },
        { value: '12', label: 'producteurs partenaires' },
        { value: '45', label: 'couverts en salle' },
        { value: '4', label: 'cartes par an' },
      ],
    },
    ctas: [
      {
        title: 'Une table pour ce soir ?',
        text: 'Réservez en ligne en une minute, ou appelez-nous pendant le service.',
        button: 'Réserver une table',
      },
      {
        title: 'Un repas de groupe ou de fête ?',
        text: 'Anniversaires, repas d’équipe, baptêmes : composons ensemble votre menu.',
        button: 'Nous contacter',
      },
    ],
    contact: {
      title: 'Réserver une table',
      intro: 'Dites-nous quand vous venez : nous confirmons votre réservation dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'vous@exemple.fr' },
        { label: 'Téléphone', placeholder: '06 12 34 56 78' },
        { label: 'Date et heure', placeholder: 'Samedi 14 à 20 h' },
        { label: 'Nombre de couverts', placeholder: '2' },
        { label: 'Message', placeholder: 'Une allergie, une occasion à fêter…' },
      ],
      button: 'Envoyer la demande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Pendant le service, de ${h(11)} à ${h(23)}.`,
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Accès en fauteuil roulant, terrasse aux beaux jours.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: `Le service commence à ${h(12)} le midi et à ${h(19)} le soir.`,
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi', time: 'Fermé' },
        { days: 'Mardi au vendredi', time: `${span(h(12), h(14))}, ${span(h(19), h(22))}` },
        { days: 'Samedi', time: span(h(19), h(23)) },
        { days: 'Dimanche', time: span(h(12), h(15)) },
      ],
      addressTitle: 'Nous trouver',
      access: `En plein centre ${b.ofCity}, à deux pas des transports en commun.`,
      note: 'Les chiens tenus en laisse sont acceptés en terrasse.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de cuisine de saison ${b.inCity}, ouvert du mardi au dimanche.`,
      columns: [
        { title: 'Horaires', lines: `Mar. – ven. : midi et soir\nSam. : le soir\nDim. : le midi` },
        { title: 'Réservations', lines: `Par téléphone ou en ligne\nGroupes jusqu’à 20 personnes` },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Fait maison · Produits de saison',
    pageHeroes: {
      'La carte': {
        eyebrow: 'Notre carte',
        title: 'Les plats que nous servons en ce moment',
        text: 'Peu de plats, mais changés toutes les semaines au gré des arrivages. Demandez-nous la liste des allergènes.',
        button: 'Réserver ma table',
        secondary: 'Questions courantes',
      },
      Réserver: {
        eyebrow: 'Votre réservation',
        title: `Une table pour vous ${b.atName}`,
        text: 'Donnez-nous la date, l’heure et le nombre de convives : la confirmation arrive dans la journée, par e-mail ou par téléphone.',
        button: 'Appelez-nous',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: `Ce qui vous attend ${b.atName}`,
      intro: 'Des assiettes simples et généreuses : le goût de la maison, en plus soigné.',
      items: [
        {
          title: 'Tout est préparé ici',
          text: 'Chaque jour, notre cuisine fait elle-même ses fonds, ses sauces, son pain et ses desserts.',
        },
        {
          title: 'Des fermes voisines',
          text: `Nos légumes, nos viandes et nos fromages arrivent de fermes à moins de cent kilomètres ${b.ofCity}.`,
        },
        {
          title: 'Une carte qui change',
          text: 'Quatre choix à chaque étape du repas, renouvelés selon la saison et ce qu’apporte le marché.',
        },
        {
          title: 'Une cave soignée',
          text: 'Des bouteilles de petits vignerons, dont trois toujours proposées au verre.',
        },
      ],
    },
    restaurantMenu: {
      title: 'Au menu cette semaine',
      intro: `Au déjeuner de ${h(12)} à ${h(14)}, au dîner de ${h(19)} à ${h(22)}. Le midi, entrée, plat et dessert du jour pour ${euros('24')}.`,
    },
    gallery: {
      title: 'En salle et en cuisine',
      intro: `${b.name} en images, des fourneaux à la terrasse.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Aux fourneaux comme en salle, des gens qui aiment accueillir.',
      people: [
        {
          bio: `Formé pendant dix ans dans de belles maisons, il a créé ${b.noun.this} en ${b.since}.`,
        },
        {
          bio: 'Elle vous reçoit, vous aide à choisir le vin et n’oublie jamais vos préférences.',
        },
        { bio: 'Les fonds et les sauces, c’est lui ; la plupart des desserts aussi.' },
        { bio: 'Elle déniche les vins de petits domaines et vous les fait goûter au verre.' },
      ],
    },
    testimonials: {
      title: 'Ils ont dîné chez nous',
      items: [
        { quote: quote('Des plats justes et copieux, un accueil charmant : nous reviendrons !') },
        { quote: quote(`Rapide et délicieux : le meilleur menu du midi ${b.inCity}.`) },
        { quote: quote('Douze à table pour un anniversaire, et pas une fausse note.') },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions qui reviennent souvent avant une première visite.',
      items: [
        {
          answer:
            'Mieux vaut réserver le soir et le week-end. Le midi, nous gardons quelques tables pour ceux qui passent.',
        },
        {
          answer:
            'Oui, la carte propose tous les jours une entrée et un plat sans viande ni poisson.',
        },
        { answer: 'Oui, vingt personnes au plus, avec un menu fixé ensemble à l’avance.' },
        {
          answer: 'Oui : dites-le-nous en réservant, et nous adaptons les plats dès que possible.',
        },
        { answer: 'Oui, au déjeuner, sur carte ou en tickets papier.' },
        { answer: 'Avec plaisir : il y a une assiette pour les petits et des chaises hautes.' },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Une table de quartier ${b.inCity}, ouverte en ${b.since} et fidèle aux producteurs d’ici.`,
    },
    ctas: [
      {
        title: 'Dîner chez nous ce soir ?',
        text: 'Une minute suffit pour réserver en ligne ; pendant le service, appelez-nous.',
        button: 'Réserver ma table',
      },
      {
        title: 'Une fête ou un repas à plusieurs ?',
        text: 'Anniversaire, baptême ou repas d’équipe : nous préparons le menu avec vous.',
        button: 'Nous écrire',
      },
    ],
    contact: {
      title: 'Votre réservation',
      intro:
        'Indiquez-nous le jour de votre venue : la confirmation vous parvient dans la journée.',
      detailsTitle: 'Nous contacter',
      phoneNote: `De ${h(11)} à ${h(23)}, pendant le service.`,
      emailNote: 'Nous répondons le jour même.',
      addressNote: 'Accessible en fauteuil roulant ; terrasse ouverte aux beaux jours.',
    },
    hours: {
      title: 'Horaires et adresse',
      intro: `Nous servons dès ${h(12)} au déjeuner et dès ${h(19)} au dîner.`,
      access: `Au cœur ${b.ofCity}, à quelques pas des transports en commun.`,
      note: 'En terrasse, les chiens sont les bienvenus, en laisse.',
    },
    footer: {
      text: `Une cuisine de saison ${b.inCity}, servie du mardi au dimanche.`,
    },
  }),
};
