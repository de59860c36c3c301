import { capitalise, euros, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/** A delicatessen, cheese shop, wine shop or bulk grocery: its products, its hours, a contact form. */
export const epicerie: Activity = {
  id: 'epicerie',
  label: 'Épicerie fine',
  noun: { word: 'épicerie', gender: 'f' },
  category: 'blog',
  keywords: {
    strong: [
      'épicerie',
      'épicerie fine',
      'épicier',
      'épicière',
      'cave à vin',
      'caviste',
      'fromagerie',
      'crèmerie',
      'crémerie',
      'produits du terroir',
      'vrac',
      'primeur',
    ],
    weak: [
      'fromage',
      'fromager',
      'vin',
      'charcuterie',
      'terroir',
      'producteurs',
      'circuit court',
      'local',
      'bio',
      'zéro déchet',
      'huile d’olive',
      'miel',
      'confiture',
      'panier garni',
      'coffret',
      'dégustation',
    ],
  },
  names: (_city, ofCity) => [
    `Le Panier ${ofCity}`,
    `La Réserve ${ofCity}`,
    `Terroirs ${ofCity}`,
    `L’Épicerie ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'products', 'testimonials', 'hours', 'cta'] },
    { name: 'Nos produits', sections: ['products', 'faq', 'cta'] },
    { name: 'La maison', sections: ['team', 'figures', 'gallery'] },
    { name: 'Contact', sections: ['contact', 'hours'] },
  ],
  required: ['products', 'hours', 'contact'],
  texts: (b) => ({
    tagline: 'Produits du terroir · Fromages · Vins',
    headerButton: 'Commander',
    heroes: [
      {
        eyebrow: `Épicerie fine ${b.inCity} depuis ${b.since}`,
        title: 'Des produits de petits producteurs, choisis un à un',
        text: `Fromages affinés, charcuteries, huiles, vins de vignerons et vrac : tout ce qui fait une bonne table, réuni sur nos étagères.`,
        button: 'Voir nos produits',
        secondary: 'Nos horaires',
        pictureAlt: `Les étagères ${b.ofName}, garnies de bocaux`,
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Goûtez avant de choisir',
        text: `Un fromage, une terrine, un vin nouveau : au comptoir, on vous fait goûter et on vous raconte qui l’a fait, et comment.`,
        button: 'Voir nos produits',
        secondary: 'Nous rendre visite',
        pictureAlt: 'Une planche de fromages et de charcuteries à la dégustation',
      },
      {
        eyebrow: `Vrac, cave et produits frais ${b.inCity}`,
        title: `${b.name}, ${b.noun.the} du quartier`,
        text: `Pâtes, légumes secs, épices et huiles en vrac : venez avec vos bocaux, repartez avec juste ce qu’il vous faut.`,
        button: 'Voir nos produits',
        secondary: 'Nos horaires',
        pictureAlt: 'Des bocaux de légumes secs en vrac',
      },
    ],
    pageHeroes: {
      'Nos produits': {
        eyebrow: 'Nos produits',
        title: 'Ce que vous trouverez sur nos étagères',
        text: `Une sélection qui change avec les saisons : fromages, charcuteries, épicerie sucrée et salée, vins et bières de la région.`,
        button: 'Commander un panier',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un panier garni de produits du terroir',
      },
      'La maison': {
        eyebrow: 'La maison',
        title: `Les visages ${b.ofName}`,
        text: `Une petite équipe curieuse, qui sillonne la région pour rencontrer les producteurs et goûter avant de vendre.`,
        button: 'Voir nos produits',
        secondary: 'Nous contacter',
        pictureAlt: 'Le comptoir et ses planches de dégustation',
      },
      Contact: {
        eyebrow: 'Contact',
        title: 'Une commande, une question ?',
        text: `Paniers garnis, plateaux de fromages, coffrets à offrir : dites-nous ce qu’il vous faut, nous préparons votre commande.`,
        button: 'Nous écrire',
        secondary: 'Horaires et accès',
        pictureAlt: `La devanture ${b.ofName}`,
      },
    },
    features: {
      title: `${capitalise(b.noun.a)} comme on les aime`,
      intro: 'Des produits choisis chez ceux qui les font, et le temps de vous en parler.',
      items: [
        {
          title: 'Fromages affinés',
          text: 'Une trentaine de fromages fermiers, affinés dans notre cave et coupés à la demande.',
        },
        {
          title: 'Épicerie en vrac',
          text: 'Pâtes, légumes secs, farines et épices au poids : venez avec vos contenants.',
        },
        {
          title: 'Vins de vignerons',
          text: `Des vins de petits domaines, bio ou nature pour la plupart, souvent à moins de ${euros('20')}.`,
        },
        {
          title: 'Paniers et coffrets',
          text: 'Des paniers garnis composés à votre goût, pour offrir ou pour remercier.',
        },
      ],
      pictureAlts: [
        'Une meule de comté à la coupe',
        'Des bocaux de légumes secs',
        'Des bouteilles de vin sur une étagère',
        'Un panier garni emballé pour offrir',
      ],
    },
    products: {
      title: 'Nos incontournables',
      intro: 'Quelques produits que nos clients nous redemandent chaque semaine.',
      items: [
        {
          name: `Comté 24${nb}mois`,
          detail: `Affiné dans notre cave, les 250${nb}g`,
          price: euros('9,80'),
          pictureAlt: 'Un morceau de comté affiné',
        },
        {
          name: 'Huile d’olive vierge extra',
          detail: `Première pression à froid, 50${nb}cl`,
          price: euros('16,50'),
          pictureAlt: 'Une bouteille d’huile d’olive',
        },
        {
          name: 'Terrine de campagne',
          detail: `D’une ferme voisine, 180${nb}g`,
          price: euros('7,20'),
          pictureAlt: 'Un bocal de terrine de campagne',
        },
        {
          name: 'Panier garni',
          detail: 'Cinq produits de la région, prêt à offrir',
          price: euros('45'),
          pictureAlt: 'Un panier garni prêt à offrir',
        },
      ],
      button: 'Commander',
      featuredEyebrow: 'Le coup de cœur du moment',
      featuredText: `Un comté de 24${nb}mois affiné dans notre cave : fruité, légèrement cristallisé, il fond sur la langue. À déguster avec un vin jaune du Jura.`,
    },
    gallery: {
      title: `${capitalise(b.noun.the)} en images`,
      intro: `Les étagères, la cave et le comptoir ${b.ofName}, au fil des saisons.`,
      pictureAlts: [
        'Les étagères de bocaux en vrac',
        'La cave et ses bouteilles',
        'Une planche de dégustation',
        'Des fromages qui s’affinent en cave',
        'Des paniers garnis pour les fêtes',
        'Le comptoir un samedi matin',
      ],
    },
    team: {
      title: 'L’équipe',
      intro: 'Des gourmands curieux, toujours prêts à vous faire goûter.',
      people: [
        {
          sex: 'male',
          role: 'Fondateur',
          bio: `Après des années à sillonner les marchés, il a ouvert ${b.noun.this} en ${b.since}.`,
        },
        {
          sex: 'female',
          role: 'Fromagère',
          bio: 'Elle affine les fromages en cave et vous conseille le bon morceau pour chaque occasion.',
        },
        {
          sex: 'male',
          role: 'Caviste',
          bio: 'Il goûte chaque vin avant de le mettre en rayon et trouve la bouteille qui ira avec votre plat.',
        },
        {
          sex: 'female',
          role: 'Responsable du vrac',
          bio: 'Elle remplit les silos, pèse vos légumes secs et connaît chaque producteur par son prénom.',
        },
      ],
    },
    testimonials: {
      title: 'Ils reviennent chaque semaine',
      items: [
        {
          quote: quote(
            `La meilleure sélection de fromages ${b.ofCity}, et toujours un bon conseil pour le vin.`,
          ),
          detail: 'Client du samedi',
        },
        {
          quote: quote(
            'Je fais presque toutes mes courses en vrac ici : c’est simple, bon et sans emballage.',
          ),
          detail: 'Cliente du quartier',
        },
        {
          quote: quote('Nos paniers garnis de fin d’année ont ravi toute notre équipe.'),
          detail: 'Commande de fin d’année',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Ce que l’on nous demande souvent au comptoir.',
      items: [
        {
          question: 'Comment fonctionne le vrac ?',
          answer:
            'Apportez vos bocaux : nous les pesons vides, vous les remplissez, vous ne réglez que leur contenu.',
        },
        {
          question: 'Peut-on commander un plateau de fromages ?',
          answer: `Oui, à partir de quatre personnes, à commander 48${nb}heures à l’avance.`,
        },
        {
          question: 'Composez-vous des paniers garnis ?',
          answer: 'Oui, selon votre budget, pour un cadeau, des collègues ou un remerciement.',
        },
        {
          question: 'Livrez-vous ?',
          answer: `Oui, ${b.inCity} et dans les communes voisines, dès ${euros('50')} d’achat.`,
        },
        {
          question: 'Vos produits sont-ils bio ?',
          answer:
            'Beaucoup le sont ; les autres viennent de petits producteurs dont nous connaissons le travail.',
        },
        {
          question: 'Organisez-vous des dégustations ?',
          answer: 'Oui, un samedi par mois, autour d’un vigneron ou d’un affineur invité.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} de quartier ${b.inCity}, au plus près des producteurs de la région.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'au service des gourmands' },
        { value: '80', label: 'producteurs partenaires' },
        { value: '30', label: 'fromages à la coupe' },
        { value: '200', label: 'vins en cave' },
      ],
    },
    ctas: [
      {
        title: 'Un cadeau gourmand à offrir ?',
        text: `Composons ensemble un panier garni à votre budget, prêt en 24${nb}heures.`,
        button: 'Commander un panier',
      },
      {
        title: 'Un apéritif entre amis ?',
        text: 'Commandez votre plateau de fromages et de charcuteries, à retirer au comptoir.',
        button: 'Commander un plateau',
      },
    ],
    contact: {
      title: 'Nous écrire ou commander',
      intro:
        'Un panier garni, un plateau, une question sur un produit : nous répondons dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Pour vous prévenir quand c’est prêt' },
        { label: 'Date de retrait', placeholder: 'Samedi matin' },
        { label: 'Message', placeholder: 'Votre commande, votre budget, vos envies…' },
      ],
      button: 'Envoyer',
      detailsTitle: 'Nous joindre',
      phoneNote: `Aux heures d’ouverture ${b.noun.of}.`,
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Retrait des commandes au comptoir.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Les produits frais arrivent le mardi et le vendredi.',
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi', time: 'Fermé' },
        { days: 'Mardi au vendredi', time: span(h(9, 30), h(19, 30)) },
        { days: 'Samedi', time: span(h(9), h(19, 30)) },
        { days: 'Dimanche', time: span(h(9, 30), h(13)) },
      ],
      addressTitle: 'Nous trouver',
      access: `En centre-ville ${b.ofCity}, à deux pas des transports en commun.`,
      note: 'Dégustation gratuite un samedi par mois.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} fine ${b.inCity} : fromages, vins de vignerons et vrac, en direct des producteurs.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Mar. – ven. : ${span(h(9, 30), h(19, 30))}\nSam. : ${span(h(9), h(19, 30))}\nDim. : ${span(h(9, 30), h(13))}`,
        },
        {
          title: 'Commandes',
          lines: `Paniers garnis et plateaux\nRetrait au comptoir ou livraison`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Saveurs du terroir · Fromages · Vins',
    pageHeroes: {
      'Nos produits': {
        eyebrow: 'La sélection',
        title: 'Tout ce qui garnit nos étagères',
        text: `Fromages, charcuteries, sucré et salé, vins et bières d’ici : notre choix évolue au fil des saisons.`,
        button: 'Réserver un panier',
        secondary: 'Questions courantes',
      },
      'La maison': {
        eyebrow: 'Qui nous sommes',
        title: `Ceux qui font ${b.name}`,
        text: `Quelques curieux qui parcourent la région à la rencontre des producteurs, et goûtent tout avant de le vendre.`,
        button: 'Voir la sélection',
        secondary: 'Nous écrire',
      },
      Contact: {
        eyebrow: 'Nous joindre',
        title: 'Commander ou nous poser une question',
        text: `Un panier garni, un plateau de fromages, un coffret cadeau ? Dites-nous vos besoins, et nous préparons le tout.`,
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: `${capitalise(b.noun.the)} qu’on aime retrouver`,
      intro:
        'Achetés directement à ceux qui les font, des produits dont on prend le temps de vous parler.',
      items: [
        {
          title: 'Des fromages à point',
          text: 'Trente fromages fermiers environ, qui mûrissent dans notre cave et se coupent à la demande.',
        },
        {
          title: 'Le rayon vrac',
          text: 'Apportez vos contenants : pâtes, légumes secs, farines et épices se vendent au poids.',
        },
        {
          title: 'Des vins de domaine',
          text: `Bio ou nature pour la plupart, ils viennent de petits domaines et coûtent souvent moins de ${euros('20')}.`,
        },
        {
          title: 'Des paniers à offrir',
          text: 'Pour faire plaisir ou dire merci, un panier garni rempli selon vos goûts.',
        },
      ],
    },
    products: {
      title: 'Nos grands classiques',
      intro: 'Les produits que nos clients reviennent chercher semaine après semaine.',
      featuredEyebrow: 'Notre préféré du moment',
      featuredText: `Fruité, un peu cristallisé, fondant en bouche : ce comté de 24${nb}mois a mûri dans notre cave. Servez-le avec un vin jaune du Jura.`,
    },
    gallery: {
      title: `${b.name} en images`,
      intro: `Saison après saison, le comptoir, la cave et les étagères ${b.ofName}.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Gourmands et curieux, ils ont toujours quelque chose à vous faire goûter.',
      people: [
        {
          bio: `Il a longtemps arpenté les marchés avant de créer ${b.noun.this} en ${b.since}.`,
        },
        {
          bio: 'Elle soigne l’affinage en cave et vous guide vers le bon morceau, quelle que soit l’occasion.',
        },
        {
          bio: 'Aucun vin n’entre en rayon sans qu’il l’ait goûté ; il sait quelle bouteille accompagnera votre plat.',
        },
        {
          bio: 'Les silos, la pesée des légumes secs, c’est elle ; elle appelle chaque producteur par son prénom.',
        },
      ],
    },
    testimonials: {
      title: 'Ils reviennent semaine après semaine',
      items: [
        {
          quote: quote(
            `Les meilleurs fromages ${b.ofCity}, et pour le vin, des conseils toujours justes.`,
          ),
        },
        {
          quote: quote(
            'Ici, j’achète presque tout en vrac : facile, délicieux et sans le moindre emballage.',
          ),
        },
        { quote: quote('Toute notre équipe a adoré ses paniers garnis de fin d’année.') },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Ce qu’on nous demande le plus souvent, au comptoir.',
      items: [
        {
          answer:
            'Venez avec vos bocaux : pesés vides, puis remplis par vos soins, vous ne payez que ce qu’ils contiennent.',
        },
        { answer: `Oui, dès quatre personnes, en commandant 48${nb}heures avant.` },
        {
          answer:
            'Oui, au prix que vous fixez, pour offrir, remercier ou faire plaisir à vos collègues.',
        },
        {
          answer: `Oui, dès ${euros('50')} d’achat, ${b.inCity} comme dans les communes alentour.`,
        },
        {
          answer:
            'Une bonne partie, oui ; le reste vient de petits producteurs dont nous savons comment ils travaillent.',
        },
        { answer: 'Oui, chaque mois, un samedi, avec un vigneron ou un affineur pour invité.' },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.a)} de quartier ${b.inCity}, proche des producteurs de la région depuis ${b.since}.`,
    },
    ctas: [
      {
        title: 'Une gourmandise à offrir ?',
        text: `Nous préparons avec vous un panier garni selon votre budget, en 24${nb}heures.`,
        button: 'Réserver un panier',
      },
      {
        title: 'Des amis pour l’apéritif ?',
        text: 'Réservez un plateau de fromages et de charcuteries, puis passez le prendre au comptoir.',
        button: 'Réserver un plateau',
      },
    ],
    contact: {
      title: 'Une commande, un message',
      intro:
        'Panier garni, plateau ou question sur un produit : notre réponse arrive dans la journée.',
      detailsTitle: 'Nous contacter',
      phoneNote: `Pendant que ${b.noun.the} est ouverte.`,
      emailNote: 'Nous répondons le jour même.',
      addressNote: 'Les commandes se retirent au comptoir.',
    },
    hours: {
      title: 'Horaires et adresse',
      intro: 'Arrivage de produits frais chaque mardi et chaque vendredi.',
      access: `Au centre ${b.ofCity}, tout près des transports en commun.`,
      note: 'Un samedi par mois, dégustation offerte.',
    },
    footer: {
      text: `Fromages, vins de vignerons et vrac en direct des producteurs : ${b.noun.your} fine ${b.inCity}.`,
    },
  }),
};
