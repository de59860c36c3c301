import { capitalise, euros, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/** A florist: its bouquets, its hours, an order and delivery form. */
export const fleuriste: Activity = {
  id: 'fleuriste',
  label: 'Fleuriste',
  noun: { word: 'boutique', gender: 'f' },
  category: 'ecommerce',
  keywords: {
    strong: [
      'fleuriste',
      'fleurs',
      'fleur',
      'bouquet',
      'bouquets',
      'composition florale',
      'compositions florales',
      'art floral',
    ],
    weak: [
      'mariage',
      'mariée',
      'deuil',
      'plantes',
      'roses',
      'pivoines',
      'orchidée',
      'livraison',
      'cadeau',
      'anniversaire',
      'saint-valentin',
    ],
  },
  names: (_city, ofCity) => [
    `Pétales ${ofCity}`,
    `L’Herbier ${ofCity}`,
    `Fleurs ${ofCity}`,
    `Le Bouquet ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'products', 'testimonials', 'hours', 'cta'] },
    { name: 'Bouquets', sections: ['products', 'faq'] },
    { name: 'Mariages', sections: ['gallery', 'testimonials', 'cta'] },
    { name: 'Commander', sections: ['contact', 'hours'] },
  ],
  required: ['products', 'contact', 'hours'],
  texts: (b) => ({
    tagline: 'Bouquets de saison · Mariages · Livraison',
    headerButton: 'Commander',
    heroes: [
      {
        eyebrow: `Fleuriste ${b.inCity} depuis ${b.since}`,
        title: `Des fleurs de saison, composées à la main ${b.inCity}`,
        text: `Des fleurs choisies chaque matin, des bouquets composés devant vous et une livraison le jour même pour toute commande passée avant ${h(12)}.`,
        button: 'Commander un bouquet',
        secondary: 'Nos horaires',
        pictureAlt: `La devanture fleurie ${b.ofName}`,
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Des fleurs qui ont poussé près d’ici',
        text: `Renoncules, pivoines, tulipes ou dahlias : nous travaillons avec des horticulteurs de la région ${b.ofCity}, au rythme des saisons.`,
        button: 'Voir nos bouquets',
        secondary: 'Nos horaires',
        pictureAlt: 'Des seaux de pivoines fraîchement arrivées',
      },
      {
        eyebrow: `Bouquets, mariages et deuil ${b.inCity}`,
        title: `${b.name}, des fleurs pour tous les moments`,
        text: `Un bouquet pour dire merci, les fleurs de votre mariage ou un dernier hommage : chaque composition est faite pour vous, avec attention.`,
        button: 'Commander',
        secondary: 'Fleurs de mariage',
        pictureAlt: 'Un bouquet champêtre posé sur le comptoir',
      },
    ],
    pageHeroes: {
      Bouquets: {
        eyebrow: 'Nos bouquets',
        title: 'Les bouquets du moment',
        text: `Composés chaque matin avec les fleurs de saison, livrés le jour même ou à retirer ${b.noun.to}. Chaque bouquet est unique.`,
        button: 'Commander',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Des bouquets prêts à partir en livraison',
      },
      Mariages: {
        eyebrow: 'Mariages',
        title: 'Les fleurs de votre mariage',
        text: `Bouquet de la mariée, boutonnières, centres de table et arche : nous imaginons avec vous un ensemble à votre image, du premier rendez-vous au jour J.`,
        button: 'Prendre rendez-vous',
        secondary: 'Voir nos bouquets',
        pictureAlt: 'Un bouquet de mariée aux tons pastel',
      },
      Commander: {
        eyebrow: 'Commande et livraison',
        title: 'Commandez, nous livrons',
        text: `Choisissez un bouquet ou décrivez vos envies : livraison ${b.inCity} le jour même pour toute commande passée avant ${h(12)}.`,
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: 'Un bouquet emballé dans du papier kraft',
      },
    },
    features: {
      title: 'Ce que nous composons pour vous',
      intro: `${capitalise(b.noun.a)} de fleurs de saison, pour offrir ou se faire plaisir.`,
      items: [
        {
          title: 'Bouquets du jour',
          text: 'Composés chaque matin selon les arrivages, à emporter ou à faire livrer.',
        },
        {
          title: 'Livraison le jour même',
          text: `Pour toute commande passée avant ${h(12)}, ${b.inCity} et dans les communes voisines.`,
        },
        {
          title: 'Mariages',
          text: 'Bouquet de mariée, boutonnières et centres de table, imaginés avec vous.',
        },
        {
          title: 'Deuil',
          text: 'Gerbes, couronnes et dessus de cercueil, livrés à la cérémonie avec discrétion.',
        },
      ],
      pictureAlts: [
        'Un bouquet du jour sur le comptoir',
        'Une livraison de fleurs à domicile',
        'Un bouquet de mariée',
        'Une couronne de fleurs blanches',
      ],
    },
    products: {
      title: 'Nos bouquets',
      intro: 'Les bouquets du moment, composés avec les fleurs du jour : chacun est unique.',
      items: [
        {
          name: 'Bouquet du jour',
          detail: 'Fleurs de saison, taille moyenne',
          price: euros('35'),
          pictureAlt: 'Un bouquet du jour aux couleurs vives',
        },
        {
          name: 'Bouquet champêtre',
          detail: 'Fleurs des champs et feuillages',
          price: euros('45'),
          pictureAlt: 'Un bouquet champêtre',
        },
        {
          name: 'Botte de pivoines',
          detail: 'Dix tiges, de mai à juin',
          price: euros('39'),
          pictureAlt: 'Une botte de pivoines roses',
        },
        {
          name: 'Orchidée en pot',
          detail: 'Fleurit plusieurs mois',
          price: euros('32'),
          pictureAlt: 'Une orchidée blanche en pot',
        },
      ],
      button: 'Commander',
      featuredEyebrow: 'Le bouquet de la semaine',
      featuredText: `Un bouquet composé chaque mardi avec les plus belles fleurs de la semaine, venues d’horticulteurs de la région. Il se garde une dizaine de jours en changeant l’eau.`,
    },
    gallery: {
      title: 'Nos compositions en images',
      intro: `Mariages, bouquets et compositions ${b.ofName}, au fil des saisons.`,
      pictureAlts: [
        'Un bouquet de mariée blanc et vert',
        'Des centres de table pour un mariage',
        'Une arche fleurie',
        'Un bouquet champêtre d’été',
        'Des boutonnières assorties au bouquet',
        'Des pétales de roses sur une table de fête',
      ],
    },
    team: {
      title: 'L’équipe',
      intro: 'Une petite équipe, les mains dans les fleurs dès l’aube.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice et fleuriste',
          bio: `Après dix ans auprès de grands fleuristes, elle a ouvert ${b.noun.this} en ${b.since}.`,
        },
        {
          sex: 'male',
          role: 'Fleuriste',
          bio: 'Il choisit les fleurs chez les horticulteurs et compose les bouquets du jour.',
        },
        {
          sex: 'female',
          role: 'Apprentie fleuriste',
          bio: 'En deuxième année de CAP, elle prépare les boutonnières et les petits bouquets.',
        },
        {
          sex: 'male',
          role: 'Livreur',
          bio: 'Il traverse la ville chaque jour pour que vos fleurs arrivent fraîches et à l’heure.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous ont confié leurs fleurs',
      items: [
        {
          quote: quote(
            'Les fleurs de notre mariage étaient exactement comme nous les avions rêvées.',
          ),
          detail: 'Mariage au printemps',
        },
        {
          quote: quote('Un bouquet magnifique, livré à l’heure pour l’anniversaire de ma mère.'),
          detail: 'Livraison à domicile',
        },
        {
          quote: quote('Toujours de bons conseils, et des fleurs qui tiennent vraiment longtemps.'),
          detail: 'Cliente du quartier',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Tout ce qu’il faut savoir avant de commander.',
      items: [
        {
          question: 'Livrez-vous le jour même ?',
          answer: `Oui, pour toute commande passée avant ${h(12)}, du mardi au samedi.`,
        },
        {
          question: 'Jusqu’où livrez-vous ?',
          answer: `Partout ${b.inCity} et dans les communes voisines, pour ${euros('8')}.`,
        },
        {
          question: 'Peut-on joindre un message ?',
          answer: 'Oui, une carte écrite à la main accompagne gratuitement chaque bouquet livré.',
        },
        {
          question: 'Quand réserver les fleurs d’un mariage ?',
          answer:
            'Idéalement trois à six mois avant, pour choisir ensemble les fleurs de la saison.',
        },
        {
          question: 'Comment garder un bouquet plus longtemps ?',
          answer: 'Recoupez les tiges en biais tous les deux jours et changez l’eau du vase.',
        },
        {
          question: 'Vos fleurs viennent-elles de la région ?',
          answer:
            'Le plus souvent possible : en saison, la moitié de nos fleurs poussent à moins de cent kilomètres.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} de fleurs ${b.inCity}, au rythme des saisons.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de bouquets de saison' },
        { value: '200', label: 'bouquets chaque semaine' },
        { value: '60', label: 'mariages fleuris par an' },
        { value: '15', label: 'horticulteurs partenaires' },
      ],
    },
    ctas: [
      {
        title: 'Un bouquet à offrir ?',
        text: `Commandez avant ${h(12)} : il est livré aujourd’hui même.`,
        button: 'Commander un bouquet',
      },
      {
        title: 'Vous vous mariez ?',
        text: 'Prenons rendez-vous pour imaginer ensemble les fleurs de votre grand jour.',
        button: 'Prendre rendez-vous',
      },
    ],
    contact: {
      title: 'Commander un bouquet',
      intro: 'Dites-nous pour qui, pour quand et dans quel esprit : nous composons et livrons.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Pour vous prévenir de la livraison' },
        { label: 'Date de livraison', placeholder: 'Vendredi 14' },
        { label: 'Adresse de livraison', placeholder: 'Numéro, rue et ville' },
        { label: 'Message', placeholder: 'Le budget, les couleurs, le mot à écrire sur la carte…' },
      ],
      button: 'Envoyer la commande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Aux heures d’ouverture ${b.noun.of}.`,
      emailNote: 'Réponse dans la journée.',
      addressNote: `Retrait des commandes ${b.noun.to}.`,
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Les fleurs arrivent le mardi et le vendredi matin : c’est le moment de passer.',
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi', time: 'Fermé' },
        { days: 'Mardi au vendredi', time: span(h(9, 30), h(19, 30)) },
        { days: 'Samedi', time: span(h(9), h(19, 30)) },
        { days: 'Dimanche', time: span(h(9), h(13)) },
      ],
      addressTitle: 'Nous trouver',
      access: `En centre-ville ${b.ofCity}, stationnement minute devant la vitrine.`,
      note: 'Ouverture prolongée pour la Saint-Valentin et la fête des mères.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de fleurs de saison ${b.inCity} : bouquets, mariages et livraison le jour même.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Mar. – ven. : ${span(h(9, 30), h(19, 30))}\nSam. : ${span(h(9), h(19, 30))}\nDim. : ${span(h(9), h(13))}`,
        },
        {
          title: 'Livraison',
          lines: `Bouquet commandé avant ${h(12)} : livré le jour même\nEn ville et dans les communes voisines`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Fleurs de saison · Mariages · Livraison à domicile',
    pageHeroes: {
      Bouquets: {
        eyebrow: 'Côté bouquets',
        title: 'Les bouquets de la saison',
        text: `Chaque matin, nous les composons avec les fleurs de saison ; livraison le jour même ou retrait ${b.noun.to}. Aucun ne ressemble à un autre.`,
        secondary: 'Questions courantes',
      },
      Mariages: {
        eyebrow: 'Le grand jour',
        title: 'Fleurir votre mariage',
        text: `Du premier rendez-vous au jour J, nous concevons avec vous un décor qui vous ressemble : bouquet de la mariée, boutonnières, centres de table et arche.`,
        button: 'Réserver un créneau',
        secondary: 'Nos bouquets',
      },
      Commander: {
        eyebrow: 'Commander, faire livrer',
        title: 'Vous commandez, on livre',
        text: `Un bouquet de la vitrine ou vos propres envies : commandé avant ${h(12)}, il est livré ${b.inCity} le jour même.`,
        button: 'Appelez-nous',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: 'Ce que nous préparons pour vous',
      intro: `Des fleurs de saison à offrir, ou à s’offrir : bienvenue dans ${b.noun.our}.`,
      items: [
        {
          title: 'Bouquets frais du jour',
          text: 'Faits chaque matin avec ce qui vient d’arriver, à emporter ou à recevoir chez vous.',
        },
        {
          title: 'Livré aujourd’hui même',
          text: `${capitalise(b.inCity)} et dans les communes alentour, si vous commandez avant ${h(12)}.`,
        },
        {
          title: 'Noces',
          text: 'Nous concevons ensemble bouquet de mariée, boutonnières et centres de table.',
        },
        {
          title: 'Obsèques',
          text: 'Gerbes, couronnes et dessus de cercueil, apportés discrètement sur le lieu de la cérémonie.',
        },
      ],
    },
    products: {
      title: 'À la vitrine',
      intro: 'Faits avec les fleurs du jour, les bouquets du moment sont tous uniques.',
      featuredEyebrow: 'À l’honneur cette semaine',
      featuredText: `Chaque mardi, notre bouquet naît des plus belles fleurs reçues des horticulteurs de la région. Changez l’eau, et il tiendra une dizaine de jours.`,
    },
    gallery: {
      title: 'Un aperçu de nos créations',
      intro: `Bouquets, compositions et mariages fleuris par ${b.name}, saison après saison.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Quelques passionnés, au milieu des fleurs dès le lever du jour.',
      people: [
        {
          bio: `Formée pendant dix ans chez de grands fleuristes, elle a créé ${b.noun.this} en ${b.since}.`,
        },
        {
          bio: 'Il sélectionne les fleurs chez les horticulteurs, puis réalise les bouquets du jour.',
        },
        {
          bio: 'Deuxième année de CAP : elle se charge des boutonnières et des petits bouquets.',
        },
        {
          bio: 'Chaque jour, il sillonne la ville pour apporter vos fleurs fraîches, à l’heure.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous ont fait confiance',
      items: [
        { quote: quote('Pour notre mariage, des fleurs en tout point fidèles à nos rêves.') },
        {
          quote: quote('Pour l’anniversaire de ma mère, un bouquet superbe arrivé pile à l’heure.'),
        },
        { quote: quote('Des conseils toujours justes, et des fleurs qui durent vraiment.') },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'L’essentiel à savoir avant de passer commande.',
      items: [
        { answer: `Oui, du mardi au samedi, si vous commandez avant ${h(12)}.` },
        {
          answer: `${capitalise(b.inCity)} comme dans les communes alentour, pour ${euros('8')}.`,
        },
        { answer: 'Oui : chaque bouquet livré part avec une carte manuscrite, offerte.' },
        {
          answer:
            'Trois à six mois à l’avance, c’est l’idéal pour choisir ensemble les fleurs de saison.',
        },
        { answer: 'Un jour sur deux, coupez les tiges en biais et renouvelez l’eau du vase.' },
        {
          answer:
            'Autant que possible : en saison, une fleur sur deux pousse à moins de cent kilomètres d’ici.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.a)} de fleurs ${b.inCity} qui suit les saisons depuis ${b.since}.`,
    },
    ctas: [
      {
        title: 'Envie d’offrir des fleurs ?',
        text: `Passez commande avant ${h(12)}, et il arrive le jour même.`,
        button: 'Choisir un bouquet',
      },
      {
        title: 'Bientôt mariés ?',
        text: 'Rencontrons-nous pour rêver ensemble aux fleurs de votre grand jour.',
        button: 'Réserver un créneau',
      },
    ],
    contact: {
      title: 'Votre commande de fleurs',
      intro:
        'Pour qui, pour quel jour, dans quel style ? Nous nous chargeons du bouquet et de la livraison.',
      detailsTitle: 'Nous contacter',
      phoneNote: `Pendant que ${b.noun.the} est ouverte.`,
      emailNote: 'Nous répondons le jour même.',
      addressNote: `Vos commandes sont à retirer ${b.noun.to}.`,
    },
    hours: {
      title: 'Horaires et adresse',
      intro: 'Arrivage le mardi et le vendredi matin : le meilleur moment pour venir.',
      access: `Au centre ${b.ofCity}, avec un arrêt minute juste devant la vitrine.`,
      note: 'À la Saint-Valentin et pour la fête des mères, nous fermons plus tard.',
    },
    footer: {
      text: `Bouquets, mariages, livraison dans la journée : ${b.noun.your} de fleurs de saison ${b.inCity}.`,
    },
  }),
};
