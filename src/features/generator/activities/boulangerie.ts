import { capitalise, euros, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/** A bakery and pastry shop: its breads and cakes, its hours, an order form. */
export const boulangerie: Activity = {
  id: 'boulangerie',
  label: 'Boulangerie',
  noun: { word: 'boulangerie', gender: 'f' },
  category: 'blog',
  keywords: {
    strong: [
      'boulangerie',
      'boulanger',
      'boulangère',
      'fournil',
      'pâtisserie',
      'pâtissier',
      'pâtissière',
      'boulangerie-pâtisserie',
    ],
    weak: [
      'pain',
      'pain au levain',
      'levain',
      'baguette',
      'viennoiserie',
      'croissant',
      'brioche',
      'gâteau',
      'tarte',
      'farine',
      'four',
      'bio',
      'fait maison',
      'chocolatier',
      'chocolaterie',
    ],
  },
  names: (_city, ofCity) => [
    `Le Fournil ${ofCity}`,
    `La Mie ${ofCity}`,
    `Le Pétrin ${ofCity}`,
    `Au Levain ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'products', 'testimonials', 'hours', 'cta'] },
    { name: 'Nos pains', sections: ['products', 'gallery', 'faq'] },
    { name: 'L’atelier', sections: ['figures', 'team', 'cta'] },
    { name: 'Commander', sections: ['contact', 'hours'] },
  ],
  required: ['products', 'hours', 'contact'],
  texts: (b) => ({
    tagline: 'Pains au levain · Pâtisseries maison',
    headerButton: 'Commander',
    heroes: [
      {
        eyebrow: `Boulangerie ${b.inCity} depuis ${b.since}`,
        title: `Du pain au levain, cuit chaque matin ${b.inCity}`,
        text: `Farines bio, levain naturel et fournées toute la matinée : venez chercher votre pain encore tiède dès ${h(7)}.`,
        button: 'Voir nos pains',
        secondary: 'Nos horaires',
        pictureAlt: `La vitrine ${b.ofName}, garnie de pains du jour`,
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Le bon pain prend son temps',
        text: `Pétris la veille, nos pains lèvent toute la nuit avant de passer au four : une mie plus goûteuse, une croûte qui craque et un pain qui se garde.`,
        button: 'Commander',
        secondary: 'Découvrir nos pains',
        pictureAlt: 'Le boulanger enfourne les pains au petit matin',
      },
      {
        eyebrow: `Pains, viennoiseries et gâteaux ${b.inCity}`,
        title: `${b.name}, ${b.noun.the} du quartier`,
        text: `Baguettes croustillantes, croissants pur beurre, tartes de saison et gâteaux sur commande : de quoi régaler le petit-déjeuner comme le goûter.`,
        button: 'Commander un gâteau',
        secondary: 'Nos horaires',
        pictureAlt: 'Des croissants dorés sur une grille',
      },
    ],
    pageHeroes: {
      'Nos pains': {
        eyebrow: 'Nos pains',
        title: 'Ce qui sort de notre four',
        text: `Pains au levain, viennoiseries pur beurre et pâtisseries du jour, préparés sur place avec des farines bio. Pensez à réserver si vous passez tard.`,
        button: 'Commander',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Les étagères garnies de pains du jour',
      },
      'L’atelier': {
        eyebrow: 'L’atelier',
        title: `Derrière le comptoir ${b.ofName}`,
        text: `Une petite équipe levée bien avant le soleil, un four à sole et des recettes qui prennent le temps qu’il faut.`,
        button: 'Commander',
        secondary: 'Voir nos pains',
        pictureAlt: 'Le four à sole de l’atelier',
      },
      Commander: {
        eyebrow: 'Commandes',
        title: 'Commandez votre pain ou votre gâteau',
        text: `Dites-nous ce qu’il vous faut et le jour du retrait : nous confirmons dans la journée. Pour un gâteau, prévoyez 48${nb}heures.`,
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: `Un gâteau d’anniversaire prêt à être retiré ${b.atName}`,
      },
    },
    features: {
      title: `Ce que vous trouverez ${b.atName}`,
      intro: `${capitalise(b.noun.a)} de quartier, du petit-déjeuner au goûter.`,
      items: [
        {
          title: 'Pains au levain',
          text: `Campagne, seigle, épeautre ou noix : pétris la veille, cuits le matin, ils se gardent plusieurs jours.`,
        },
        {
          title: 'Viennoiseries pur beurre',
          text: 'Croissants, pains au chocolat et brioches façonnés à la main chaque nuit, au beurre AOP.',
        },
        {
          title: 'Pâtisseries du jour',
          text: 'Tartes de saison, éclairs et flans préparés chaque matin avec les fruits du marché.',
        },
        {
          title: 'Gâteaux sur commande',
          text: `Anniversaires, baptêmes, fêtes de famille : des gâteaux à commander 48${nb}heures à l’avance.`,
        },
      ],
      pictureAlts: [
        'Des pains au levain sur une planche',
        'Des croissants à la sortie du four',
        'Une tarte aux fruits de saison',
        'Un gâteau d’anniversaire aux fruits rouges',
      ],
    },
    products: {
      title: 'Nos incontournables',
      intro: `À réserver la veille si vous passez après ${h(17)}.`,
      items: [
        {
          name: 'Pain de campagne',
          detail: `1${nb}kg, au levain, se garde 5${nb}jours`,
          price: euros('6,80'),
          pictureAlt: 'Un pain de campagne au levain',
        },
        {
          name: 'Baguette de tradition',
          detail: `250${nb}g, croûte dorée, mie alvéolée`,
          price: euros('1,30'),
          pictureAlt: 'Des baguettes de tradition dans un panier',
        },
        {
          name: 'Croissant pur beurre',
          detail: 'Beurre AOP, feuilletage maison',
          price: euros('1,40'),
          pictureAlt: 'Un croissant doré',
        },
        {
          name: 'Tarte aux fruits',
          detail: '6 parts, fruits du marché',
          price: euros('21'),
          pictureAlt: 'Une tarte aux fruits de saison',
        },
      ],
      button: 'Réserver',
      featuredEyebrow: 'Le pain de la semaine',
      featuredText: `Notre pain de campagne au levain naturel, pétri la veille avec des farines bio et cuit au four à sole. Sa croûte épaisse le garde moelleux plusieurs jours.`,
    },
    gallery: {
      title: 'La fournée en images',
      intro: `Un aperçu de l’atelier et de la vitrine ${b.ofName}, au fil des saisons.`,
      pictureAlts: [
        'Des miches de pain de campagne sur une planche',
        'Un croissant à la sortie du four',
        'Le boulanger façonne les baguettes',
        'Une tarte aux fruits de saison',
        'Le four à sole de l’atelier',
        'Un champ de blé d’une ferme partenaire',
      ],
    },
    team: {
      title: 'L’équipe',
      intro: 'Quatre passionnés, levés bien avant le soleil.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice et cheffe pâtissière',
          bio: `Elle a ouvert ${b.noun.this} en ${b.since} pour faire le pain et les gâteaux qu’elle aime.`,
        },
        {
          sex: 'male',
          role: 'Boulanger',
          bio: `Il veille sur le levain et sur chaque fournée, dès ${h(4)} du matin.`,
        },
        {
          sex: 'female',
          role: 'Responsable de la vente',
          bio: 'Elle connaît les habitudes de chacun et vous garde la dernière baguette.',
        },
        {
          sex: 'male',
          role: 'Apprenti boulanger',
          bio: 'En deuxième année de CAP, il façonne déjà les baguettes du matin.',
        },
      ],
    },
    testimonials: {
      title: 'Ils en parlent mieux que nous',
      items: [
        {
          quote: quote(
            `Le meilleur pain de campagne ${b.ofCity}, et un accueil toujours souriant.`,
          ),
          detail: 'Cliente du quartier',
        },
        {
          quote: quote('Le gâteau de notre fille était aussi beau que bon, et prêt à l’heure.'),
          detail: 'Gâteau d’anniversaire',
        },
        {
          quote: quote(
            'Des croissants comme on n’en trouve plus : feuilletés, dorés, vraiment au beurre.',
          ),
          detail: 'Habitué du samedi matin',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Ce que l’on nous demande souvent au comptoir.',
      items: [
        {
          question: 'Faites-vous des gâteaux sur commande ?',
          answer: `Oui, à partir de 6 parts, à commander au moins 48${nb}heures à l’avance.`,
        },
        {
          question: 'Vos farines sont-elles bio ?',
          answer:
            'Oui, elles viennent de moulins de la région, certifiés en agriculture biologique.',
        },
        {
          question: 'Peut-on réserver son pain ?',
          answer:
            'Oui, la veille au comptoir ou par le formulaire de commande, pour un retrait le lendemain.',
        },
        {
          question: 'Proposez-vous des pains sans gluten ?',
          answer:
            'Non : notre atelier travaille le blé toute la journée. Notre pain de seigle est en revanche pauvre en gluten.',
        },
        {
          question: 'La carte bancaire est-elle acceptée ?',
          answer: 'Oui, dès le premier euro, avec ou sans contact.',
        },
        {
          question: 'Que deviennent les invendus ?',
          answer:
            'Le pain de la veille devient chapelure et pain perdu ; le reste est offert chaque soir à des familles du quartier.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} de quartier ${b.inCity}, fidèle à ses farines et à son levain.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de pain au levain' },
        { value: '40', label: 'pains et viennoiseries chaque jour' },
        { value: '4', label: 'fournées chaque matin' },
        { value: `100${nb}%`, label: 'de farines bio' },
      ],
    },
    ctas: [
      {
        title: 'Un gâteau pour une fête ?',
        text: 'Dites-nous le nombre de parts et vos envies : nous le préparons pour le jour dit.',
        button: 'Commander un gâteau',
      },
      {
        title: 'Votre pain mis de côté',
        text: 'Réservez la veille : votre commande vous attend au comptoir le lendemain matin.',
        button: 'Réserver mon pain',
      },
    ],
    contact: {
      title: 'Passer commande',
      intro: 'Pain, viennoiseries ou gâteau : dites-nous ce qu’il vous faut et quand vous passez.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Pour vous prévenir si besoin' },
        { label: 'Date de retrait', placeholder: `Samedi à ${h(10)}` },
        { label: 'Votre commande', placeholder: 'Un gâteau au chocolat pour 8, deux baguettes…' },
        { label: 'Message', placeholder: 'Une inscription sur le gâteau, une allergie…' },
      ],
      button: 'Envoyer la commande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Aux heures d’ouverture, dès ${h(7)}.`,
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Retrait des commandes au comptoir.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: `Le pain sort du four dès l’ouverture, et une dernière fournée arrive vers ${h(16)}.`,
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi', time: 'Fermé' },
        { days: 'Mardi au vendredi', time: span(h(7), h(19, 30)) },
        { days: 'Samedi', time: span(h(7), h(19)) },
        { days: 'Dimanche', time: span(h(7, 30), h(13)) },
      ],
      addressTitle: 'Nous trouver',
      access: `Au cœur du quartier, à deux pas des transports en commun ${b.ofCity}.`,
      note: 'Fermeture annuelle trois semaines en août.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de quartier ${b.inCity}, ouverte du mardi au dimanche.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Mar. – ven. : ${span(h(7), h(19, 30))}\nSam. : ${span(h(7), h(19))}\nDim. : ${span(h(7, 30), h(13))}`,
        },
        {
          title: 'Commandes',
          lines: `Gâteaux : 48${nb}heures à l’avance\nRetrait au comptoir`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Levain naturel · Gâteaux maison',
    pageHeroes: {
      'Nos pains': {
        eyebrow: 'Nos fournées',
        title: 'Ce que nous cuisons pour vous',
        text: `Levain naturel, viennoiseries au beurre et gâteaux du jour : tout est fait ici, avec des farines bio. Vous passez en fin de journée ? Réservez.`,
        secondary: 'Questions courantes',
      },
      'L’atelier': {
        eyebrow: 'Dans l’atelier',
        title: `Dans les coulisses ${b.ofName}`,
        text: `Une équipe réduite, debout avant l’aube, un four à sole et des recettes qu’on ne presse jamais.`,
        secondary: 'Nos pains',
      },
      Commander: {
        eyebrow: 'Sur commande',
        title: 'Votre pain ou votre gâteau, sur commande',
        text: `Indiquez ce que vous voulez et quand vous passez : la confirmation arrive dans la journée. Un gâteau se commande 48${nb}heures avant.`,
        button: 'Appelez-nous',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: `Ce qui vous attend ${b.atName}`,
      intro: `${capitalise(b.noun.the)} du quartier, du matin jusqu’au goûter.`,
      items: [
        {
          title: 'Le levain naturel',
          text: `Pétris la veille et cuits au matin, nos pains de campagne, de seigle, d’épeautre ou aux noix tiennent plusieurs jours.`,
        },
        {
          title: 'Viennoiseries au beurre',
          text: 'Chaque nuit, nous façonnons à la main croissants, pains au chocolat et brioches au beurre AOP.',
        },
        {
          title: 'Les gâteaux du jour',
          text: 'Tartes de saison, éclairs et flans, faits chaque matin avec les fruits du marché.',
        },
        {
          title: 'Vos gâteaux de fête',
          text: `Pour un anniversaire, un baptême ou une fête de famille, commandez votre gâteau 48${nb}heures avant.`,
        },
      ],
    },
    products: {
      title: 'Nos grands classiques',
      intro: `Vous passez après ${h(17)} ? Réservez la veille.`,
      featuredEyebrow: 'Le pain à l’honneur',
      featuredText: `Pétri la veille avec des farines bio, puis cuit au four à sole, notre pain de campagne au levain naturel reste moelleux des jours durant sous sa croûte épaisse.`,
    },
    gallery: {
      title: 'Du four à la vitrine',
      intro: `L’atelier et la vitrine ${b.ofName}, saison après saison.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Quatre amoureux du métier, debout avant l’aube.',
      people: [
        {
          bio: `En ${b.since}, elle a créé ${b.noun.this} pour faire le pain et les gâteaux qui lui plaisent.`,
        },
        { bio: `Dès ${h(4)} du matin, il s’occupe du levain et surveille chaque fournée.` },
        { bio: 'Elle sait ce que chacun aime et vous met de côté la dernière baguette.' },
        { bio: 'Déjà chargé des baguettes du matin, il est en deuxième année de CAP.' },
      ],
    },
    testimonials: {
      title: 'Ce qu’en disent nos clients',
      items: [
        {
          quote: quote(`Un sourire à chaque visite, et le meilleur pain de campagne ${b.ofCity}.`),
        },
        {
          quote: quote(
            'Prêt à l’heure, beau et délicieux : le gâteau de notre fille était parfait.',
          ),
        },
        {
          quote: quote(
            'Feuilletés, dorés, au vrai beurre : des croissants comme il n’en existe presque plus.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions qu’on nous pose le plus au comptoir.',
      items: [
        { answer: `Oui, dès 6 parts, en commandant au moins 48${nb}heures avant.` },
        {
          answer:
            'Oui : des moulins de la région, tous certifiés en agriculture biologique, nous les livrent.',
        },
        {
          answer:
            'Oui : réservez la veille, au comptoir ou avec le formulaire de commande, et passez le prendre le lendemain.',
        },
        {
          answer:
            'Non, le blé est présent toute la journée dans l’atelier. Le pain de seigle contient toutefois peu de gluten.',
        },
        { answer: 'Oui, sans minimum d’achat, avec ou sans contact.' },
        {
          answer:
            'Le pain d’hier sert à faire chapelure et pain perdu ; chaque soir, le reste est donné à des familles du quartier.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Ouverte ${b.inCity} en ${b.since}, ${b.noun.a} de quartier restée fidèle à son levain et à ses farines.`,
    },
    ctas: [
      {
        title: 'Besoin d’un gâteau de fête ?',
        text: 'Indiquez-nous vos envies et le nombre de parts : il sera prêt le jour voulu.',
        button: 'Passer commande',
      },
      {
        title: 'Votre pain vous attend',
        text: 'Une réservation la veille, et votre commande est prête au comptoir le lendemain matin.',
        button: 'Mettre de côté',
      },
    ],
    contact: {
      title: 'Votre commande',
      intro:
        'Un pain, des viennoiseries, un gâteau ? Précisez votre commande et l’heure de votre passage.',
      detailsTitle: 'Nous contacter',
      phoneNote: `Dès ${h(7)}, pendant nos heures d’ouverture.`,
      emailNote: 'Nous répondons le jour même.',
      addressNote: 'Les commandes se retirent au comptoir.',
    },
    hours: {
      title: 'Horaires et adresse',
      intro: `Du pain chaud dès l’ouverture, puis une dernière fournée vers ${h(16)}.`,
      access: `En plein quartier, tout près des transports en commun ${b.ofCity}.`,
      note: 'Congés annuels : trois semaines en août.',
    },
    footer: {
      text: `${capitalise(b.noun.your)} de quartier ${b.inCity}, ouverte six jours sur sept.`,
    },
  }),
};
