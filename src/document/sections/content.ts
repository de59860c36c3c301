/**
 * What the sections say until a person writes their own: the site of one small business,
 * « Maison Garance », a bakery, pastry shop and café of the Croix-Rousse in Lyon, so sections put
 * together read as one site. French typography throughout (no-break spaces before « : ; ! ? »,
 * inside guillemets, in « 7 h 30 », « 2 000 », « 4,50 € »). This is the page's content, not the
 * editor's words: it lives with the sections (loaded with them, on demand), not in i18n/fr.ts.
 * The telephone number is in a range reserved for fiction.
 */

const nb = '\u00a0';
/** The narrow no-break space of French thousands (« 2 000 »). */
const thin = '\u202f';
/** A hyphen no line breaks at: a place's name stays whole in a title. */
const nbHyphen = '\u2011';

export interface Item {
  title: string;
  text: string;
}

export interface HeaderContent {
  brand: string;
  tagline: string;
  button: string;
}

export interface HeroContent {
  eyebrow: string;
  title: string;
  text: string;
  button: string;
  secondary: string;
  pictureAlt: string;
  /** The picture behind « Héros sur image ». */
  shelvesAlt: string;
}

export interface FeaturesContent {
  title: string;
  intro: string;
  items: Item[];
  pictureAlts: string[];
}

export interface GalleryContent {
  title: string;
  intro: string;
  pictureAlts: string[];
}

export interface Plan {
  name: string;
  price: string;
  period: string;
  features: string[];
  button: string;
}

export interface PriceLine {
  name: string;
  detail: string;
  price: string;
}

export interface PricingContent {
  title: string;
  intro: string;
  plans: Plan[];
  /** The badge of the middle plan. */
  featured: string;
  listTitle: string;
  listIntro: string;
  list: PriceLine[];
  listNote: string;
}

export interface Person {
  name: string;
  role: string;
  bio: string;
  pictureAlt: string;
}

export interface TeamContent {
  title: string;
  intro: string;
  people: Person[];
}

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export interface TestimonialsContent {
  title: string;
  items: Testimonial[];
}

export interface FaqContent {
  title: string;
  intro: string;
  items: { question: string; answer: string }[];
}

export interface FiguresContent {
  title: string;
  text: string;
  items: { value: string; label: string }[];
}

export interface CtaContent {
  title: string;
  text: string;
  button: string;
}

export interface ContactDetails {
  phoneLabel: string;
  phone: string;
  emailLabel: string;
  email: string;
  addressLabel: string;
  address: string;
}

export interface ContactContent extends ContactDetails {
  title: string;
  intro: string;
  fields: { label: string; placeholder: string }[];
  button: string;
  detailsTitle: string;
  phoneNote: string;
  emailNote: string;
  addressNote: string;
}

export interface HoursContent {
  title: string;
  intro: string;
  hoursTitle: string;
  hours: { days: string; time: string }[];
  addressTitle: string;
  address: string;
  access: string;
  note: string;
}

export interface Dish {
  name: string;
  detail: string;
  price: string;
}

export interface RestaurantMenuContent {
  title: string;
  intro: string;
  categories: { name: string; dishes: Dish[] }[];
  pictureAlts: string[];
}

export interface Product {
  name: string;
  detail: string;
  price: string;
  pictureAlt: string;
}

export interface ProductsContent {
  title: string;
  intro: string;
  items: Product[];
  button: string;
  featuredEyebrow: string;
  featuredText: string;
}

export interface Article {
  date: string;
  title: string;
  excerpt: string;
  pictureAlt: string;
}

export interface ArticlesContent {
  title: string;
  intro: string;
  items: Article[];
  more: string;
}

export interface FooterContent {
  brand: string;
  text: string;
  copyright: string;
  columns: { title: string; lines: string }[];
  contactTitle: string;
  phone: string;
  email: string;
}

export interface SectionContents {
  header: HeaderContent;
  hero: HeroContent;
  features: FeaturesContent;
  gallery: GalleryContent;
  pricing: PricingContent;
  team: TeamContent;
  testimonials: TestimonialsContent;
  faq: FaqContent;
  figures: FiguresContent;
  cta: CtaContent;
  contact: ContactContent;
  hours: HoursContent;
  restaurantMenu: RestaurantMenuContent;
  products: ProductsContent;
  articles: ArticlesContent;
  footer: FooterContent;
}

const ADDRESS = `14 rue d’Austerlitz, 69004${nb}Lyon`;
const PHONE = `04${nb}65${nb}71${nb}28${nb}40`;
const EMAIL = 'bonjour@maison-garance.fr';

export const DEFAULT_CONTENT: SectionContents = {
  header: {
    brand: 'Maison Garance',
    tagline: `Boulangerie · Pâtisserie · Café`,
    button: 'Commander',
  },
  hero: {
    eyebrow: `Boulangerie de quartier depuis 2014`,
    title: `Du pain au levain, cuit chaque matin à la Croix${nbHyphen}Rousse`,
    text: `Farines bio du Rhône, levain maison et fournées toutes les deux heures${nb}: venez sentir le pain chaud dès 7${nb}h.`,
    button: 'Voir nos pains',
    secondary: 'Nos horaires',
    pictureAlt: `La devanture de Maison Garance, rue d’Austerlitz`,
    shelvesAlt: 'Les étagères de la boutique, garnies de pains du jour',
  },
  features: {
    title: 'Ce que nous vous proposons',
    intro: 'Une boulangerie de quartier, du petit-déjeuner au goûter.',
    items: [
      {
        title: 'Pains au levain',
        text: `Campagne, seigle, épeautre ou noix${nb}: pétris la veille, cuits le matin, ils se gardent une semaine.`,
      },
      {
        title: 'Pâtisseries du jour',
        text: 'Tartes de saison, éclairs et flans préparés chaque matin avec les fruits du marché.',
      },
      {
        title: 'Café et déjeuner',
        text: `Une vingtaine de places, le café d’un torréfacteur lyonnais et une formule midi.`,
      },
      {
        title: 'Commandes et traiteur',
        text: `Gâteaux, buffets et plateaux pour vos fêtes, à commander 48${nb}heures à l’avance.`,
      },
    ],
    pictureAlts: [
      'Pains au levain sur une planche',
      'Tarte aux fruits de saison',
      'Un café crème sur le comptoir',
      'Un croissant doré',
    ],
  },
  gallery: {
    title: 'La fournée en images',
    intro: `Un aperçu de l’atelier et du comptoir, au fil des saisons.`,
    pictureAlts: [
      'Miches de pain de campagne sur une planche',
      'Un croissant à la sortie du four',
      'Un café crème sur le comptoir',
      'Une tarte aux fruits de saison',
      `Le four à sole de l’atelier`,
      `Les blés d’une ferme partenaire`,
    ],
  },
  pricing: {
    title: 'Nos formules',
    intro: 'Sur place ou à emporter, du mardi au dimanche.',
    plans: [
      {
        name: 'Petit-déjeuner',
        price: `7,50${nb}€`,
        period: `par personne, jusqu’à 11${nb}h`,
        features: ['Boisson chaude au choix', 'Viennoiserie du jour', 'Jus d’orange pressé'],
        button: 'Voir la carte',
      },
      {
        name: 'Formule midi',
        price: `13,90${nb}€`,
        period: 'du mardi au samedi',
        features: ['Sandwich ou tarte salée', 'Dessert du jour', 'Boisson fraîche ou café'],
        button: 'Réserver',
      },
      {
        name: 'Brunch du dimanche',
        price: `24${nb}€`,
        period: 'par personne, sur réservation',
        features: [
          'Boissons chaudes à volonté',
          'Œufs, pains et confitures maison',
          'Pâtisserie au choix',
        ],
        button: 'Réserver',
      },
    ],
    featured: 'La plus choisie',
    listTitle: 'Traiteur et commandes',
    listIntro: `Pour vos fêtes, réunions et anniversaires, à commander 48${nb}heures à l’avance.`,
    list: [
      {
        name: 'Plateau de mini-viennoiseries',
        detail: `24 pièces${nb}: croissants, pains au chocolat, chouquettes`,
        price: `19${nb}€`,
      },
      {
        name: `Gâteau d’anniversaire`,
        detail: `8 parts, parfum au choix, message sur demande`,
        price: `34${nb}€`,
      },
      {
        name: 'Buffet salé',
        detail: `Par personne, à partir de 10 convives${nb}: mini-sandwiches, cakes, tartes`,
        price: `12,50${nb}€`,
      },
      {
        name: 'Pièce montée',
        detail: `La part, choux caramélisés et nougatine, à partir de 20 parts`,
        price: `4,80${nb}€`,
      },
    ],
    listNote: `Livraison à Lyon et dans les communes voisines dès 80${nb}€ de commande.`,
  },
  team: {
    title: 'L’équipe',
    intro: 'Quatre passionnés, levés bien avant le soleil.',
    people: [
      {
        name: 'Garance Morel',
        role: 'Fondatrice et cheffe pâtissière',
        bio: `Formée à Lyon puis à Paris, elle a ouvert la boutique en 2014 pour faire les gâteaux qu’elle aime.`,
        pictureAlt: 'Portrait de Garance Morel',
      },
      {
        name: 'Karim Benali',
        role: 'Boulanger',
        bio: `Meilleur apprenti de France en 2011, il veille sur le levain et sur chaque fournée.`,
        pictureAlt: 'Portrait de Karim Benali',
      },
      {
        name: 'Lucie Fournier',
        role: 'Responsable du café',
        bio: 'Elle choisit les cafés, compose les brunchs et connaît le prénom de tous les habitués.',
        pictureAlt: 'Portrait de Lucie Fournier',
      },
      {
        name: 'Théo Marchand',
        role: 'Apprenti boulanger',
        bio: `En deuxième année de CAP, il prépare déjà les baguettes du matin.`,
        pictureAlt: 'Portrait de Théo Marchand',
      },
    ],
  },
  testimonials: {
    title: 'Ils en parlent mieux que nous',
    items: [
      {
        quote: `«${nb}Le meilleur pain de seigle de Lyon, et un accueil toujours souriant. J’y passe chaque matin avant le travail.${nb}»`,
        name: 'Claire D.',
        detail: 'Cliente depuis 2016',
      },
      {
        quote: `«${nb}Nous avons commandé le buffet pour nos trente ans de mariage${nb}: tout était délicieux et livré à l’heure.${nb}»`,
        name: 'Marc et Sylvie R.',
        detail: 'Caluire-et-Cuire',
      },
      {
        quote: `«${nb}Le brunch du dimanche vaut le détour, pensez à réserver${nb}! Les enfants adorent les crêpes.${nb}»`,
        name: 'Inès B.',
        detail: 'Habitante de la Croix-Rousse',
      },
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    intro: `Vous ne trouvez pas votre réponse${nb}? Appelez-nous, nous sommes au fournil dès 5${nb}h.`,
    items: [
      {
        question: `Faites-vous des gâteaux sur commande${nb}?`,
        answer: `Oui, à partir de 6 parts, à commander au moins 48${nb}heures à l’avance en boutique ou par téléphone.`,
      },
      {
        question: `Vos farines sont-elles bio${nb}?`,
        answer: `Toutes nos farines viennent de deux moulins du Rhône et de la Loire, certifiés en agriculture biologique.`,
      },
      {
        question: `Peut-on réserver une table pour le brunch${nb}?`,
        answer: `Oui, pour le dimanche de 9${nb}h${nb}30 à 13${nb}h, par téléphone ou directement au comptoir.`,
      },
      {
        question: `Acceptez-vous les titres-restaurant${nb}?`,
        answer: 'Oui, en carte comme en papier, ainsi que le paiement sans contact.',
      },
      {
        question: `Proposez-vous des pains sans gluten${nb}?`,
        answer: `Non${nb}: notre atelier travaille le blé toute la journée. Notre pain 100${nb}% seigle est en revanche pauvre en gluten.`,
      },
      {
        question: `Livrez-vous${nb}?`,
        answer: `Les commandes traiteur, à Lyon et dans les communes voisines, dès 80${nb}€.`,
      },
    ],
  },
  figures: {
    title: 'Maison Garance en quelques chiffres',
    text: `Depuis 2014, un fournil de quartier qui a grandi avec ses clients, sans jamais changer de recette pour le pain de campagne.`,
    items: [
      { value: `12${nb}ans`, label: 'au cœur de la Croix-Rousse' },
      { value: '40', label: 'pains et viennoiseries chaque jour' },
      { value: `2${thin}000`, label: 'clients chaque semaine' },
      { value: `100${nb}%`, label: 'de farines bio et locales' },
    ],
  },
  cta: {
    title: `Une fête à préparer${nb}?`,
    text: `Dites-nous combien vous serez${nb}: nous composons votre buffet sucré et salé, livré à l’heure.`,
    button: 'Demander un devis',
  },
  contact: {
    title: 'Contactez-nous',
    intro: `Une commande, une question${nb}? Nous vous répondons dans la journée.`,
    fields: [
      { label: 'Nom', placeholder: 'Votre nom' },
      { label: 'E-mail', placeholder: 'vous@exemple.fr' },
      { label: 'Message', placeholder: 'Votre message…' },
    ],
    button: 'Envoyer',
    detailsTitle: 'Nos coordonnées',
    phoneLabel: 'Téléphone',
    phone: PHONE,
    phoneNote: `Aux heures d’ouverture de la boutique.`,
    emailLabel: 'E-mail',
    email: EMAIL,
    emailNote: 'Réponse dans la journée.',
    addressLabel: 'Adresse',
    address: ADDRESS,
    addressNote: `Métro C, arrêt Croix-Rousse.`,
  },
  hours: {
    title: 'Horaires et accès',
    intro: `Le pain sort du four toutes les deux heures, de 7${nb}h à 17${nb}h.`,
    hoursTitle: `Horaires d’ouverture`,
    hours: [
      { days: 'Lundi', time: 'Fermé' },
      { days: 'Mardi au vendredi', time: `7${nb}h – 19${nb}h${nb}30` },
      { days: 'Samedi', time: `7${nb}h – 19${nb}h` },
      { days: 'Dimanche', time: `7${nb}h${nb}30 – 13${nb}h` },
    ],
    addressTitle: 'Nous trouver',
    address: ADDRESS,
    access: `Métro C, arrêt Croix-Rousse, à 3${nb}minutes à pied. Bus S4 et C13, arrêt Austerlitz.`,
    note: `Fermeture annuelle du 4 au 25 août.`,
  },
  restaurantMenu: {
    title: 'La carte du midi',
    intro: `Servie du mardi au samedi, de 11${nb}h${nb}30 à 14${nb}h${nb}30, sur place ou à emporter.`,
    categories: [
      {
        name: 'Salé',
        dishes: [
          {
            name: 'Croque de campagne',
            detail: 'Jambon blanc, comté affiné, béchamel maison',
            price: `9,50${nb}€`,
          },
          {
            name: 'Tarte du jour',
            detail: 'Légumes de saison et salade verte',
            price: `10,50${nb}€`,
          },
          {
            name: 'Soupe du moment',
            detail: 'Servie avec une tranche de pain au levain',
            price: `6,50${nb}€`,
          },
        ],
      },
      {
        name: 'Sucré',
        dishes: [
          {
            name: 'Flan pâtissier',
            detail: 'Vanille de Madagascar, pâte feuilletée',
            price: `4,20${nb}€`,
          },
          {
            name: 'Tarte aux pralines',
            detail: 'La spécialité lyonnaise, pralines roses',
            price: `4,80${nb}€`,
          },
          {
            name: 'Éclair au café',
            detail: 'Crème au café du torréfacteur voisin',
            price: `4,50${nb}€`,
          },
        ],
      },
    ],
    pictureAlts: [
      'Un croque de campagne et sa salade',
      'Une part de tarte du jour aux légumes',
      'Une tarte aux pralines roses',
    ],
  },
  products: {
    title: 'À emporter',
    intro: `Nos incontournables, à réserver la veille si vous passez après 17${nb}h.`,
    items: [
      {
        name: 'Pain de campagne',
        detail: `1${nb}kg, au levain, se garde 5${nb}jours`,
        price: `6,80${nb}€`,
        pictureAlt: 'Un pain de campagne au levain',
      },
      {
        name: 'Miche de seigle',
        detail: `800${nb}g, croûte épaisse`,
        price: `5,90${nb}€`,
        pictureAlt: 'Une miche de seigle',
      },
      {
        name: 'Brioche tressée',
        detail: 'Beurre AOP Charentes-Poitou',
        price: `8,50${nb}€`,
        pictureAlt: 'Une brioche tressée',
      },
      {
        name: 'Tarte aux pralines',
        detail: `6 parts, la spécialité lyonnaise`,
        price: `21${nb}€`,
        pictureAlt: 'Une tarte aux pralines roses',
      },
    ],
    button: 'Réserver',
    featuredEyebrow: 'Le pain de la semaine',
    featuredText: `Notre pain de campagne au levain naturel, pétri la veille avec des farines bio du Rhône et cuit au four à sole. Sa croûte épaisse le garde moelleux toute la semaine.`,
  },
  articles: {
    title: 'Le journal de l’atelier',
    intro: 'Recettes, coulisses et nouvelles du fournil.',
    items: [
      {
        date: '12 mars 2026',
        title: 'Pourquoi notre pain se garde une semaine',
        excerpt: `Levain naturel, fermentation lente et quelques gestes simples${nb}: on vous explique tout.`,
        pictureAlt: 'Pains au levain en train de refroidir',
      },
      {
        date: '27 février 2026',
        title: 'La tarte aux pralines, une histoire lyonnaise',
        excerpt: `D’où vient ce dessert rose que l’on ne trouve presque qu’ici${nb}?`,
        pictureAlt: 'Une tarte aux pralines roses',
      },
      {
        date: '8 février 2026',
        title: 'Une journée chez notre meunier',
        excerpt:
          'Nous avons passé une journée au moulin de la Loire qui nous fournit depuis nos débuts.',
        pictureAlt: 'Un champ de blé au printemps',
      },
    ],
    more: 'Tous les articles',
  },
  footer: {
    brand: 'Maison Garance',
    text: `Boulangerie, pâtisserie et café au ${ADDRESS}.`,
    copyright: `© 2026 Maison Garance · Mentions légales`,
    contactTitle: 'Contact',
    phone: PHONE,
    email: EMAIL,
    columns: [
      {
        title: 'Horaires',
        lines: `Mar. – ven.${nb}: 7${nb}h – 19${nb}h${nb}30\nSam.${nb}: 7${nb}h – 19${nb}h\nDim.${nb}: 7${nb}h${nb}30 – 13${nb}h`,
      },
      { title: 'Adresse', lines: `14 rue d’Austerlitz\n69004${nb}Lyon\nMétro C, Croix-Rousse` },
    ],
  },
};
