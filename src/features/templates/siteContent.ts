import type {
  Article,
  FaqContent,
  HoursContent,
  Plan,
  PriceLine,
  Product,
} from '../../document/sections/content';
import { euros, h, nb, quote, span, thin } from '../../content/grammar';
import type { Category } from './types';

/**
 * What the sections of each category's sites say, beyond the hero and services of content.ts:
 * team, testimonials, questions, key figures, contact, hours, prices, products, articles, the
 * « À propos » and « Contact » pages. Written once per category (the page a person starts from,
 * so real French sentences, never filler), completed for each template by its own name, city,
 * address and people (`SiteFacts`, drawn by faker). French typography: the generator's `typo`
 * puts the no-break spaces before « : ; ! ? » and inside « »; hours, prices and numbers carry
 * theirs here (« 9 h 30 », « 45 € », « 1 200 »).
 */

/** The facts of one template's business, drawn by faker from (seed, index). */
export interface SiteFacts {
  brand: string;
  city: string;
  /** « 12 rue des Lilas ». */
  street: string;
  postcode: string;
  phone: string;
  email: string;
  /** Four people of the team (full names). */
  people: string[];
  /** Three customers, « Claire D. ». */
  customers: string[];
  year: number;
}

export const address = (f: SiteFacts) => `${f.street}, ${f.postcode}${nb}${f.city}`;

export type Sex = 'female' | 'male';

interface PersonText {
  role: string;
  bio: string;
}

interface PageHero {
  eyebrow: string;
  title: (f: SiteFacts) => string;
  text: string;
  button: string;
  alt: string;
}

export interface CategorySite {
  tagline: string;
  eyebrow: (f: SiteFacts) => string;
  heroSecondary: string;
  heroAlt: string;
  featuresIntro: string;
  galleryIntro: string;
  /** A sixth caption for the gallery's grid. */
  galleryMore: string;
  team: {
    title: string;
    intro: string;
    people: PersonText[];
    /** Whether each person is a woman or a man: the roles are in the feminine or masculine. */
    sexes: Sex[];
    /** Whether the first two are doctors (« Dr »). */
    doctor?: boolean;
  };
  testimonials: { title: string; items: { quote: string; detail: string }[] };
  faq: FaqContent;
  figures: (f: SiteFacts) => {
    title: string;
    text: string;
    items: { value: string; label: string }[];
  };
  contact: {
    title: string;
    intro: string;
    button: string;
    phoneNote: string;
    emailNote: string;
    addressNote: string;
  };
  hours?: Omit<HoursContent, 'address'>;
  pricing?: {
    title: string;
    intro: string;
    plans: Plan[];
    featured: string;
    listTitle: string;
    listIntro: string;
    list: PriceLine[];
    listNote: string;
  };
  products?: {
    title: string;
    intro: string;
    items: Product[];
    button: string;
    featuredEyebrow: string;
    featuredText: string;
  };
  articles?: { title: string; intro: string; items: Article[]; more: string };
  about: PageHero;
  contactHero: PageHero;
  footer: {
    text: (f: SiteFacts) => string;
    columns: (f: SiteFacts) => { title: string; lines: string }[];
  };
}

const addressLines = (f: SiteFacts) => `${f.street}\n${f.postcode}${nb}${f.city}`;

export const SITES: Record<Category, CategorySite> = {
  business: {
    tagline: 'Conseil et accompagnement des entreprises',
    eyebrow: (f) => `Cabinet de conseil à ${f.city}`,
    heroSecondary: 'Nos services',
    heroAlt: 'Graphique de croissance d’une entreprise accompagnée',
    featuresIntro: 'Un accompagnement concret, de la première réunion au bilan.',
    galleryIntro: 'Quelques missions menées ces dernières années, avec l’accord de nos clients.',
    galleryMore: 'Création d’un service client',
    team: {
      title: 'L’équipe',
      intro: 'Des consultants expérimentés, chacun référent de vos dossiers.',
      sexes: ['female', 'male', 'female', 'male'],
      people: [
        {
          role: 'Associée fondatrice',
          bio: 'Quinze ans de direction financière en PME avant de fonder le cabinet.',
        },
        {
          role: 'Consultant en organisation',
          bio: 'Il aide les équipes à simplifier leurs processus et leurs outils.',
        },
        {
          role: 'Consultante en ressources humaines',
          bio: 'Recrutement, formation, dialogue social : elle connaît chaque étape.',
        },
        {
          role: 'Chargé de mission',
          bio: 'Il prépare les diagnostics et suit les indicateurs de nos clients.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous font confiance',
      items: [
        {
          quote: quote(
            'Un diagnostic clair en trois semaines, et un plan d’action que nous avons vraiment appliqué.',
          ),
          detail: 'Dirigeante d’une PME industrielle',
        },
        {
          quote: quote(
            'Un interlocuteur disponible, qui comprend notre métier et parle sans jargon.',
          ),
          detail: 'Gérant d’un réseau de magasins',
        },
        {
          quote: quote('Grâce à leur suivi, notre trésorerie est enfin sous contrôle.'),
          detail: 'Fondatrice d’une agence de voyages',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Vous préparez un premier rendez-vous ? Voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Combien coûte un premier rendez-vous ?',
          answer: 'Rien : le premier échange de trente minutes est offert et sans engagement.',
        },
        {
          question: 'Travaillez-vous avec les très petites entreprises ?',
          answer: 'Oui, la moitié de nos clients comptent moins de dix salariés.',
        },
        {
          question: 'Combien de temps dure une mission ?',
          answer: 'De trois semaines pour un diagnostic à un an pour un accompagnement complet.',
        },
        {
          question: 'Vos conseils sont-ils finançables ?',
          answer:
            'Une partie peut l’être par votre OPCO ou par la région : nous montons le dossier.',
        },
        {
          question: 'Intervenez-vous dans nos locaux ?',
          answer: 'Oui, ou en visioconférence si vous préférez : à vous de choisir.',
        },
        {
          question: 'Qui suit notre dossier ?',
          answer: 'Un consultant référent, joignable directement du lundi au vendredi.',
        },
      ],
    },
    figures: (f) => ({
      title: `${f.brand} en quelques chiffres`,
      text: `Depuis ${f.year - 18}, nous accompagnons les entreprises de la région de ${f.city}.`,
      items: [
        { value: `${18}${nb}ans`, label: 'd’expérience' },
        { value: '240', label: 'entreprises accompagnées' },
        { value: `96${nb}%`, label: 'de clients satisfaits' },
        { value: '12', label: 'consultants' },
      ],
    }),
    contact: {
      title: 'Parlons de votre projet',
      intro: 'Décrivez-nous votre situation : nous vous rappelons sous quarante-huit heures.',
      button: 'Envoyer',
      phoneNote: `Du lundi au vendredi, de ${h(9)} à ${h(18)}.`,
      emailNote: 'Réponse sous quarante-huit heures.',
      addressNote: 'Sur rendez-vous uniquement.',
    },
    pricing: {
      title: 'Nos formules',
      intro: 'Des missions au forfait, annoncées avant de commencer.',
      plans: [
        {
          name: 'Diagnostic',
          price: euros(`1${thin}900`),
          period: 'forfait, trois semaines',
          features: [
            'Entretiens avec la direction',
            'Analyse des comptes',
            'Rapport et restitution',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Accompagnement',
          price: euros('850'),
          period: 'par mois, six mois minimum',
          features: ['Un consultant référent', 'Un point mensuel', 'Tableaux de bord suivis'],
          button: 'Prendre rendez-vous',
        },
        {
          name: 'Formation',
          price: euros(`1${thin}200`),
          period: 'la journée, jusqu’à dix personnes',
          features: ['Programme sur mesure', 'Supports remis', 'Finançable par votre OPCO'],
          button: 'Demander un devis',
        },
      ],
      featured: 'Le plus demandé',
      listTitle: 'Tarifs',
      listIntro: 'Nos prestations les plus courantes, hors taxes.',
      list: [
        {
          name: 'Premier rendez-vous',
          detail: 'Trente minutes, au cabinet ou en visio',
          price: 'Offert',
        },
        {
          name: 'Diagnostic',
          detail: 'Trois semaines, rapport compris',
          price: euros(`1${thin}900`),
        },
        { name: 'Journée de conseil', detail: 'Sur site ou à distance', price: euros('950') },
        {
          name: 'Atelier d’équipe',
          detail: 'Une demi-journée, dix personnes',
          price: euros('650'),
        },
      ],
      listNote: 'Devis gratuit sous quarante-huit heures.',
    },
    about: {
      eyebrow: 'À propos',
      title: (f) => `${f.brand}, un cabinet indépendant`,
      text: 'Fondé par d’anciens dirigeants de PME, le cabinet accompagne les entreprises avec la même exigence : des conseils utiles, appliqués avec vous.',
      button: 'Rencontrer l’équipe',
      alt: 'Les bureaux du cabinet',
    },
    contactHero: {
      eyebrow: 'Contact',
      title: () => 'Un premier échange, sans engagement',
      text: 'Appelez-nous, écrivez-nous ou passez au cabinet : nous prenons le temps de comprendre votre situation.',
      button: 'Nous écrire',
      alt: 'L’entrée du cabinet',
    },
    footer: {
      text: (f) => `Conseil aux entreprises, ${address(f)}.`,
      columns: (f) => [
        { title: 'Horaires', lines: `Lun. – ven.${nb}: ${span(h(9), h(18))}\nSur rendez-vous` },
        { title: 'Adresse', lines: addressLines(f) },
      ],
    },
  },

  portfolio: {
    tagline: 'Design graphique et direction artistique',
    eyebrow: (f) => `Studio indépendant à ${f.city}`,
    heroSecondary: 'Me contacter',
    heroAlt: 'Une composition de formes et de couleurs',
    featuresIntro: 'Quelques projets récents, menés de l’idée à la livraison.',
    galleryIntro: 'Une sélection de travaux, des premières esquisses aux projets livrés.',
    galleryMore: 'Carnet de croquis, saison d’hiver',
    team: {
      title: 'Le studio',
      intro: 'Une petite équipe, et des partenaires de confiance pour chaque projet.',
      sexes: ['female', 'female', 'male', 'female'],
      people: [
        { role: 'Directrice artistique', bio: 'Dix ans en agence avant de fonder le studio.' },
        { role: 'Graphiste', bio: 'Typographie, mise en page et édition sont son terrain.' },
        { role: 'Photographe associé', bio: 'Portraits et objets, en studio ou en extérieur.' },
        { role: 'Développeuse web', bio: 'Elle donne vie aux maquettes, légères et accessibles.' },
      ],
    },
    testimonials: {
      title: 'Ce qu’en disent mes clients',
      items: [
        {
          quote: quote(
            'Une identité qui nous ressemble enfin. Nos clients nous en parlent encore.',
          ),
          detail: 'Gérante d’un café-librairie',
        },
        {
          quote: quote(
            'À l’écoute, précise et toujours dans les délais : une vraie collaboratrice.',
          ),
          detail: 'Directeur d’un festival de musique',
        },
        {
          quote: quote('Le catalogue est superbe, et l’imprimeur n’a rien eu à reprendre.'),
          detail: 'Éditrice indépendante',
        },
      ],
    },
    faq: {
      title: 'Comment je travaille',
      intro: 'Les réponses aux questions que l’on me pose avant un projet.',
      items: [
        {
          question: 'Combien de temps faut-il pour une identité visuelle ?',
          answer: 'Entre quatre et six semaines, selon le nombre de supports à décliner.',
        },
        {
          question: 'Combien de propositions ferez-vous ?',
          answer: 'Trois pistes au départ, puis deux séries de retouches sur celle choisie.',
        },
        {
          question: 'Travaillez-vous à distance ?',
          answer: 'Oui, avec des clients de toute la France : un appel vidéo suffit.',
        },
        {
          question: 'Les fichiers sources sont-ils fournis ?',
          answer: 'Oui, avec un guide d’utilisation et les droits pour tous vos supports.',
        },
        {
          question: 'Comment se passe le paiement ?',
          answer: 'Un acompte de trente pour cent au départ, le solde à la livraison.',
        },
        {
          question: 'Faites-vous aussi l’impression ?',
          answer: 'Je suis la fabrication avec des imprimeurs partenaires, près de chez vous.',
        },
      ],
    },
    figures: (f) => ({
      title: `${f.brand} en chiffres`,
      text: `Installé à ${f.city} depuis ${f.year - 9}, le studio travaille pour des marques, des festivals et des éditeurs.`,
      items: [
        { value: '120', label: 'projets livrés' },
        { value: `9${nb}ans`, label: 'd’indépendance' },
        { value: '14', label: 'prix et sélections' },
        { value: '3', label: 'expositions cette année' },
      ],
    }),
    contact: {
      title: 'Un projet en tête ?',
      intro: 'Racontez-moi votre idée : je vous réponds sous deux jours ouvrés.',
      button: 'Envoyer',
      phoneNote: `Du lundi au vendredi, de ${h(10)} à ${h(18)}.`,
      emailNote: 'Réponse sous deux jours ouvrés.',
      addressNote: 'L’atelier se visite sur rendez-vous.',
    },
    pricing: {
      title: 'Prestations',
      intro: 'Des forfaits clairs, ajustés après notre premier échange.',
      plans: [
        {
          name: 'Logo',
          price: euros('900'),
          period: 'forfait',
          features: [
            'Trois pistes graphiques',
            'Deux séries de retouches',
            'Fichiers pour le web et l’impression',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Identité complète',
          price: euros(`2${thin}400`),
          period: 'forfait',
          features: ['Logo et couleurs', 'Typographies et papeterie', 'Guide d’utilisation'],
          button: 'Demander un devis',
        },
        {
          name: 'Site vitrine',
          price: euros(`3${thin}200`),
          period: 'à partir de',
          features: ['Cinq pages sur mesure', 'Textes relus', 'Mise en ligne comprise'],
          button: 'Demander un devis',
        },
      ],
      featured: 'Le plus demandé',
      listTitle: 'Tarifs',
      listIntro: 'Les prestations les plus courantes, à titre indicatif.',
      list: [
        { name: 'Logo', detail: 'Trois pistes, deux séries de retouches', price: euros('900') },
        { name: 'Affiche', detail: 'Format A2, déclinaisons réseaux sociaux', price: euros('450') },
        { name: 'Mise en page', detail: 'La page, livre ou catalogue', price: euros('60') },
        { name: 'Séance photo', detail: 'Une demi-journée en studio', price: euros('380') },
      ],
      listNote: 'Devis détaillé et gratuit pour chaque projet.',
    },
    articles: {
      title: 'Projets récents',
      intro: 'Trois projets livrés cette année, racontés en quelques lignes.',
      items: [
        {
          date: 'Identité visuelle · 2026',
          title: 'Un café-librairie de quartier',
          excerpt: 'Un logo, une enseigne et des cartes de fidélité aux couleurs des livres.',
          pictureAlt: 'L’enseigne d’un café-librairie',
        },
        {
          date: 'Affiche · 2025',
          title: 'Le festival des nuits d’été',
          excerpt: 'Une affiche en trois couleurs, déclinée sur les réseaux et les billets.',
          pictureAlt: 'L’affiche d’un festival de musique',
        },
        {
          date: 'Édition · 2025',
          title: 'Le catalogue d’une maison d’édition',
          excerpt: 'Cent vingt pages de nouveautés, mises en page pour le salon du livre.',
          pictureAlt: 'Les pages ouvertes d’un catalogue',
        },
      ],
      more: 'Tous les projets',
    },
    about: {
      eyebrow: 'À propos',
      title: (f) => `Derrière ${f.brand}`,
      text: 'Après dix ans en agence, j’ai choisi l’indépendance pour travailler au plus près de mes clients, sur des projets qui ont du sens.',
      button: 'Voir les projets',
      alt: 'L’atelier et sa table à dessin',
    },
    contactHero: {
      eyebrow: 'Contact',
      title: () => 'Travaillons ensemble',
      text: 'Un logo, une affiche, un site ? Décrivez-moi votre projet, même en quelques lignes.',
      button: 'Écrire un message',
      alt: 'Des esquisses sur une table',
    },
    footer: {
      text: (f) => `Design graphique et direction artistique à ${f.city}.`,
      columns: (f) => [
        { title: 'Atelier', lines: `${addressLines(f)}\nSur rendez-vous` },
        {
          title: 'Disponibilités',
          lines: `Lun. – ven.${nb}: ${span(h(10), h(18))}\nNouveaux projets dès le mois prochain`,
        },
      ],
    },
  },

  landing: {
    tagline: 'Le bon outil, enfin simple',
    eyebrow: (f) => `Conçu à ${f.city}, hébergé en France`,
    heroSecondary: 'Voir les tarifs',
    heroAlt: 'L’application ouverte sur un téléphone',
    featuresIntro: 'Tout ce qu’il faut pour commencer aujourd’hui, rien de superflu.',
    galleryIntro: 'L’application en images, sur ordinateur et sur téléphone.',
    galleryMore: 'Le mode sombre, pour le soir',
    team: {
      title: 'L’équipe',
      intro: 'Une petite équipe qui répond elle-même à vos messages.',
      sexes: ['female', 'male', 'male', 'female'],
      people: [
        {
          role: 'Cofondatrice, produit',
          bio: 'Elle écoute les utilisateurs et décide de ce qui sort.',
        },
        { role: 'Cofondateur, technique', bio: 'Il veille à ce que tout reste rapide et sûr.' },
        { role: 'Designer', bio: 'Chaque écran passe entre ses mains avant d’arriver chez vous.' },
        { role: 'Support client', bio: 'Elle répond à vos questions en moins de deux heures.' },
      ],
    },
    testimonials: {
      title: 'Ils l’utilisent chaque jour',
      items: [
        {
          quote: quote(
            'Prise en main en dix minutes, et toute l’équipe l’a adopté dans la semaine.',
          ),
          detail: 'Responsable d’une association',
        },
        {
          quote: quote('Enfin un outil simple, en français, avec un support qui répond vraiment.'),
          detail: 'Artisan menuisier',
        },
        {
          quote: quote(
            'Nous avons arrêté trois logiciels pour celui-ci, et nous gagnons du temps.',
          ),
          detail: 'Gérante d’une agence immobilière',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Une autre question ? Notre équipe vous répond en moins de deux heures.',
      items: [
        {
          question: 'L’essai gratuit m’engage-t-il ?',
          answer: 'Non : quatorze jours complets, sans carte bancaire, sans reconduction.',
        },
        {
          question: 'Où sont hébergées mes données ?',
          answer: 'En France, chez un hébergeur certifié, et chiffrées de bout en bout.',
        },
        {
          question: 'Puis-je changer de formule ?',
          answer: 'À tout moment, en un clic : la différence est calculée au jour près.',
        },
        {
          question: 'Y a-t-il une application mobile ?',
          answer: 'Oui, pour iPhone et Android, synchronisée avec la version web.',
        },
        {
          question: 'Proposez-vous un tarif pour les associations ?',
          answer: 'Oui : moitié prix sur toutes les formules, sur simple demande.',
        },
        {
          question: 'Comment exporter mes données ?',
          answer: 'Depuis vos réglages, en un fichier, quand vous le souhaitez.',
        },
      ],
    },
    figures: (f) => ({
      title: `${f.brand} en chiffres`,
      text: 'Lancé il y a trois ans, utilisé aujourd’hui par des milliers de professionnels.',
      items: [
        { value: `12${thin}000`, label: 'utilisateurs actifs' },
        { value: '4,8/5', label: 'de note moyenne' },
        { value: `2${nb}h`, label: 'pour une réponse du support' },
        { value: `99,9${nb}%`, label: 'de disponibilité' },
      ],
    }),
    contact: {
      title: 'Une question avant de commencer ?',
      intro: 'Écrivez-nous : une personne de l’équipe vous répond en moins de deux heures.',
      button: 'Envoyer',
      phoneNote: `En semaine, de ${h(9)} à ${h(18)}.`,
      emailNote: 'Réponse en moins de deux heures.',
      addressNote: 'Nos bureaux, sur rendez-vous.',
    },
    pricing: {
      title: 'Des tarifs simples',
      intro: 'Sans engagement, changez de formule quand vous voulez.',
      plans: [
        {
          name: 'Découverte',
          price: euros('0'),
          period: 'pour toujours',
          features: ['Un utilisateur', 'Trois projets', 'Application mobile'],
          button: 'Commencer',
        },
        {
          name: 'Pro',
          price: euros('9'),
          period: 'par mois et par personne',
          features: ['Projets illimités', 'Partage en équipe', 'Support prioritaire'],
          button: 'Essayer gratuitement',
        },
        {
          name: 'Équipe',
          price: euros('29'),
          period: 'par mois, jusqu’à dix personnes',
          features: [
            'Tout de la formule Pro',
            'Droits par personne',
            'Accompagnement au démarrage',
          ],
          button: 'Nous contacter',
        },
      ],
      featured: 'Le plus choisi',
      listTitle: 'Options',
      listIntro: 'À ajouter à votre formule, quand vous en avez besoin.',
      list: [
        { name: 'Stockage supplémentaire', detail: `100${nb}Go de plus`, price: euros('4') },
        { name: 'Formation en ligne', detail: 'Une heure avec un expert', price: euros('49') },
        { name: 'Domaine personnalisé', detail: 'Votre adresse, vos couleurs', price: euros('6') },
        {
          name: 'Assistance téléphonique',
          detail: 'Un numéro direct, en semaine',
          price: euros('15'),
        },
      ],
      listNote: 'Prix par mois, hors taxes. Moitié prix pour les associations.',
    },
    about: {
      eyebrow: 'Notre histoire',
      title: (f) => `Pourquoi nous avons créé ${f.brand}`,
      text: 'Nous cherchions un outil simple, en français, qui respecte nos données. Nous ne l’avons pas trouvé : alors nous l’avons construit.',
      button: 'Essayer gratuitement',
      alt: 'L’équipe autour d’une table',
    },
    contactHero: {
      eyebrow: 'Contact',
      title: () => 'Parlons-en',
      text: 'Une démonstration, un devis pour votre équipe ou une simple question : nous répondons vite.',
      button: 'Nous écrire',
      alt: 'L’application sur un ordinateur',
    },
    footer: {
      text: (f) => `Conçu et hébergé en France, depuis ${f.city}.`,
      columns: () => [
        { title: 'Produit', lines: 'Fonctionnalités\nTarifs\nNouveautés' },
        { title: 'Aide', lines: 'Questions fréquentes\nGuide de démarrage\nÉtat du service' },
      ],
    },
  },

  blog: {
    tagline: 'Un carnet publié chaque semaine',
    eyebrow: (f) => `Écrit depuis ${f.city}`,
    heroSecondary: 'S’abonner',
    heroAlt: 'Un paysage au lever du soleil',
    featuresIntro: 'Quatre rubriques, un nouvel article chaque dimanche.',
    galleryIntro: 'Les photos des derniers articles, prises au fil des saisons.',
    galleryMore: 'Un marché un samedi matin',
    team: {
      title: 'Qui écrit ici',
      intro: 'Un carnet tenu à plusieurs mains, chacun sa rubrique.',
      sexes: ['female', 'male', 'female', 'male'],
      people: [
        {
          role: 'Autrice et fondatrice',
          bio: 'Elle a ouvert le blog il y a huit ans et écrit chaque dimanche.',
        },
        { role: 'Photographe', bio: 'Toutes les images du blog, c’est lui.' },
        { role: 'Chroniqueuse', bio: 'Elle tient la rubrique des bonnes adresses.' },
        { role: 'Correcteur', bio: 'Il relit chaque article avant sa publication.' },
      ],
    },
    testimonials: {
      title: 'Ce que disent les lecteurs',
      items: [
        {
          quote: quote('Ma lecture du dimanche matin, avec le café. Toujours juste et bien écrit.'),
          detail: 'Abonnée depuis 2021',
        },
        {
          quote: quote('J’ai suivi trois de vos itinéraires : tout était exactement comme décrit.'),
          detail: 'Lecteur fidèle',
        },
        {
          quote: quote('Des articles sans publicité cachée, ça devient rare. Merci !'),
          detail: 'Abonnée à la lettre',
        },
      ],
    },
    faq: {
      title: 'Questions des lecteurs',
      intro: 'Ce que l’on nous demande le plus souvent par e-mail.',
      items: [
        {
          question: 'Le blog est-il sponsorisé ?',
          answer: 'Non : aucun article n’est payé par une marque, et nous le disons toujours.',
        },
        {
          question: 'Peut-on proposer un sujet ?',
          answer: 'Avec plaisir : écrivez-nous, nous lisons tous les messages.',
        },
        {
          question: 'Quand paraît la lettre ?',
          answer: 'Chaque dimanche matin, avec les articles de la semaine.',
        },
        {
          question: 'Peut-on reprendre vos photos ?',
          answer: 'Demandez-nous d’abord : la plupart sont disponibles avec le nom de leur auteur.',
        },
        {
          question: 'Comment se désabonner ?',
          answer: 'Un lien en bas de chaque lettre, et c’est fait en un clic.',
        },
        {
          question: 'Faites-vous des collaborations ?',
          answer: 'Rarement, et seulement avec des projets que nous aimons vraiment.',
        },
      ],
    },
    figures: (f) => ({
      title: `${f.brand} en chiffres`,
      text: 'Un carnet né d’une envie de partager, devenu un rendez-vous chaque semaine.',
      items: [
        { value: '420', label: 'articles publiés' },
        { value: `10${thin}000`, label: 'abonnés à la lettre' },
        { value: `8${nb}ans`, label: 'd’écriture' },
        { value: '0', label: 'article sponsorisé' },
      ],
    }),
    contact: {
      title: 'Écrire à la rédaction',
      intro: 'Une idée d’article, une question, un mot gentil ? Nous lisons tout.',
      button: 'Envoyer',
      phoneNote: 'Pour la presse uniquement.',
      emailNote: 'Réponse sous une semaine.',
      addressNote: 'Pour vos cartes postales.',
    },
    articles: {
      title: 'Derniers articles',
      intro: 'Publiés cette saison, à lire avec un café.',
      items: [
        {
          date: '14 mars 2026',
          title: 'Trois jours pour découvrir les Cévennes',
          excerpt: 'Un itinéraire à pied, de village en village, avec nos adresses pour dormir.',
          pictureAlt: 'Un sentier dans les Cévennes',
        },
        {
          date: '2 mars 2026',
          title: 'Ce que nous avons appris en un an de potager',
          excerpt: 'Les réussites, les ratés et ce que nous referions autrement au printemps.',
          pictureAlt: 'Un potager au printemps',
        },
        {
          date: '19 février 2026',
          title: 'Nos lectures de l’hiver',
          excerpt: 'Dix livres lus au coin du feu, du roman policier à l’essai.',
          pictureAlt: 'Une pile de livres près d’une fenêtre',
        },
      ],
      more: 'Tous les articles',
    },
    about: {
      eyebrow: 'À propos',
      title: (f) => `L’histoire de ${f.brand}`,
      text: 'Un carnet ouvert il y a huit ans pour garder trace de nos découvertes, devenu le rendez-vous de milliers de lecteurs.',
      button: 'Lire les articles',
      alt: 'Un bureau avec un carnet ouvert',
    },
    contactHero: {
      eyebrow: 'Contact',
      title: () => 'Écrivez-nous',
      text: 'Une idée d’article, une bonne adresse à partager ou une question : nous lisons chaque message.',
      button: 'Écrire un message',
      alt: 'Une lettre et une enveloppe',
    },
    footer: {
      text: (f) => `Un carnet écrit à ${f.city}, publié chaque dimanche.`,
      columns: () => [
        { title: 'Rubriques', lines: 'Voyages\nCuisine\nLectures' },
        { title: 'La lettre', lines: 'Chaque dimanche matin\nDésinscription en un clic' },
      ],
    },
  },

  ecommerce: {
    tagline: 'Boutique en ligne et comptoir',
    eyebrow: (f) => `Boutique à ${f.city} et en ligne`,
    heroSecondary: 'Nouveautés',
    heroAlt: 'Un sac de la boutique et un paquet cadeau',
    featuresIntro: 'Des engagements simples, tenus à chaque commande.',
    galleryIntro: 'La boutique, l’atelier et nos produits, en images.',
    galleryMore: 'La vitrine de la boutique',
    team: {
      title: 'L’équipe de la boutique',
      intro: 'Ils choisissent, emballent et vous conseillent.',
      sexes: ['female', 'male', 'male', 'female'],
      people: [
        { role: 'Fondatrice', bio: 'Elle a ouvert la boutique et choisit chaque produit.' },
        {
          role: 'Responsable de la boutique',
          bio: 'Il vous accueille et vous conseille au comptoir.',
        },
        { role: 'Logistique', bio: 'Vos colis partent de ses mains, emballés avec soin.' },
        { role: 'Service client', bio: 'Une question sur une commande ? C’est elle qui répond.' },
      ],
    },
    testimonials: {
      title: 'Avis de nos clients',
      items: [
        {
          quote: quote('Colis reçu en deux jours, joliment emballé, avec un petit mot. Parfait.'),
          detail: 'Achat vérifié',
        },
        {
          quote: quote(
            'Des produits de qualité et un échange sans difficulté quand la taille n’allait pas.',
          ),
          detail: 'Cliente depuis 2023',
        },
        {
          quote: quote('Mon adresse préférée pour les cadeaux : on ne se trompe jamais.'),
          detail: 'Achat vérifié',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Commandes, livraisons et retours : l’essentiel en quelques lignes.',
      items: [
        {
          question: 'Quels sont les délais de livraison ?',
          answer:
            'Deux à trois jours ouvrés en France métropolitaine, en point relais ou à domicile.',
        },
        {
          question: 'La livraison est-elle offerte ?',
          answer: `Oui, dès 50${nb}€ d’achat, et toujours en retrait à la boutique.`,
        },
        {
          question: 'Puis-je retourner un article ?',
          answer: 'Vous avez trente jours : le retour est gratuit et le remboursement rapide.',
        },
        {
          question: 'Faites-vous des paquets cadeaux ?',
          answer: 'Oui, gratuitement : cochez la case au moment de payer.',
        },
        {
          question: 'Le paiement est-il sécurisé ?',
          answer: 'Carte bancaire ou virement, vos données sont chiffrées et jamais conservées.',
        },
        {
          question: 'Avez-vous une boutique physique ?',
          answer: 'Oui, ouverte du mardi au samedi : l’adresse est en bas de page.',
        },
      ],
    },
    figures: (f) => ({
      title: `${f.brand} en chiffres`,
      text: `Une boutique ouverte à ${f.city}, qui expédie aujourd’hui dans toute la France.`,
      items: [
        { value: `8${thin}500`, label: 'colis envoyés cette année' },
        { value: '4,9/5', label: 'de note moyenne' },
        { value: `48${nb}h`, label: 'pour une livraison' },
        { value: '60', label: 'créateurs partenaires' },
      ],
    }),
    contact: {
      title: 'Une question sur une commande ?',
      intro: 'Écrivez-nous avec votre numéro de commande : nous répondons dans la journée.',
      button: 'Envoyer',
      phoneNote: `Du mardi au samedi, de ${h(10)} à ${h(19)}.`,
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Retrait gratuit des commandes en boutique.',
    },
    hours: {
      title: 'La boutique',
      intro: 'Passez voir nos produits, ou retirer votre commande gratuitement.',
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi', time: 'Fermé' },
        { days: 'Mardi au vendredi', time: span(h(10), h(19)) },
        { days: 'Samedi', time: span(h(10), h(19, 30)) },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: 'En plein centre-ville, à deux minutes de l’arrêt de bus le plus proche.',
      note: 'Commandes prêtes deux heures après votre achat en ligne.',
    },
    products: {
      title: 'Nos meilleures ventes',
      intro: 'Les pièces que nos clients choisissent le plus souvent.',
      items: [
        {
          name: 'Coffret découverte',
          detail: 'Quatre produits de saison',
          price: euros('39'),
          pictureAlt: 'Un coffret découverte',
        },
        {
          name: 'Édition limitée',
          detail: 'Deux cents exemplaires numérotés',
          price: euros('59'),
          pictureAlt: 'Un objet en édition limitée',
        },
        {
          name: 'Le grand classique',
          detail: 'Notre première création',
          price: euros('29'),
          pictureAlt: 'Le grand classique de la boutique',
        },
        {
          name: 'Carte cadeau',
          detail: 'Valable un an, en ligne et en boutique',
          price: euros('25'),
          pictureAlt: 'Une carte cadeau',
        },
      ],
      button: 'Commander',
      featuredEyebrow: 'Le coup de cœur du mois',
      featuredText:
        'Notre coffret découverte réunit quatre produits de saison choisis par l’équipe, emballés à la main et prêts à offrir.',
    },
    about: {
      eyebrow: 'Notre histoire',
      title: (f) => `${f.brand}, de la boutique au colis`,
      text: 'Tout a commencé sur un marché de quartier. Aujourd’hui nous expédions dans toute la France, en choisissant chaque produit comme au premier jour.',
      button: 'Découvrir la boutique',
      alt: 'Le comptoir de la boutique',
    },
    contactHero: {
      eyebrow: 'Service client',
      title: () => 'Nous sommes là pour vous aider',
      text: 'Une commande, un échange, un conseil pour un cadeau : écrivez-nous ou passez nous voir.',
      button: 'Nous écrire',
      alt: 'Un colis prêt à partir',
    },
    footer: {
      text: (f) => `Boutique en ligne et comptoir au ${address(f)}.`,
      columns: (f) => [
        {
          title: 'Boutique',
          lines: `Mar. – sam.${nb}: ${span(h(10), h(19))}\n${f.street}\n${f.postcode}${nb}${f.city}`,
        },
        { title: 'Aide', lines: 'Livraison et retours\nSuivre ma commande\nCartes cadeaux' },
      ],
    },
  },

  medical: {
    tagline: 'Consultations sur rendez-vous',
    eyebrow: (f) => `Cabinet à ${f.city}`,
    heroSecondary: 'Horaires et accès',
    heroAlt: 'La salle d’attente du cabinet',
    featuresIntro: 'Des soins pour toute la famille, avec ou sans rendez-vous.',
    galleryIntro: 'Un cabinet lumineux, calme et accessible.',
    galleryMore: 'La salle d’attente',
    team: {
      title: 'Nos praticiens',
      intro:
        'Une équipe qui se forme en continu et travaille en lien avec les hôpitaux de la région.',
      sexes: ['female', 'male', 'female', 'female'],
      doctor: true,
      people: [
        {
          role: 'Médecin généraliste',
          bio: 'Suivi des adultes et des enfants, prévention et vaccination.',
        },
        { role: 'Médecin généraliste', bio: 'Médecine du sport et suivi des maladies chroniques.' },
        { role: 'Infirmière', bio: 'Soins, prises de sang et éducation thérapeutique.' },
        { role: 'Secrétaire médicale', bio: 'Elle vous accueille et organise vos rendez-vous.' },
      ],
    },
    testimonials: {
      title: 'Ce que disent nos patients',
      items: [
        {
          quote: quote(
            'Une équipe à l’écoute, qui prend le temps d’expliquer. Mes enfants y vont sans crainte.',
          ),
          detail: 'Patiente depuis 2019',
        },
        {
          quote: quote(
            'Un rendez-vous obtenu le jour même pour une urgence. Merci au secrétariat !',
          ),
          detail: 'Patient du cabinet',
        },
        {
          quote: quote('Un cabinet accessible et bien organisé, idéal avec un fauteuil roulant.'),
          detail: 'Patiente du cabinet',
        },
      ],
    },
    faq: {
      title: 'Questions pratiques',
      intro: 'Avant votre rendez-vous, l’essentiel à savoir.',
      items: [
        {
          question: 'Comment prendre rendez-vous ?',
          answer: 'Par téléphone ou avec le formulaire de cette page : nous vous rappelons.',
        },
        {
          question: 'Recevez-vous sans rendez-vous ?',
          answer: `Oui, chaque matin de ${h(8)} à ${h(10)}, pour les urgences du jour.`,
        },
        {
          question: 'Que dois-je apporter ?',
          answer: 'Votre carte Vitale, votre carnet de santé et vos derniers examens.',
        },
        {
          question: 'Pratiquez-vous le tiers payant ?',
          answer: 'Oui, pour la part prise en charge par l’Assurance maladie.',
        },
        {
          question: 'Le cabinet est-il accessible ?',
          answer: 'Oui, de plain-pied, avec une place de stationnement réservée devant l’entrée.',
        },
        {
          question: 'Que faire la nuit ou le week-end ?',
          answer: `Appelez le 15 en cas d’urgence, ou le 116${nb}117 pour un médecin de garde.`,
        },
      ],
    },
    figures: (f) => ({
      title: `${f.brand} en chiffres`,
      text: `Un cabinet de proximité au service des familles de ${f.city} depuis ${f.year - 15}.`,
      items: [
        { value: '4', label: 'praticiens' },
        { value: `6${nb}jours`, label: 'sur 7 ouverts' },
        { value: `15${nb}ans`, label: 'au service du quartier' },
        { value: `30${nb}min`, label: 'par consultation' },
      ],
    }),
    contact: {
      title: 'Demander un rendez-vous',
      intro: 'Laissez-nous vos coordonnées et vos disponibilités : le secrétariat vous rappelle.',
      button: 'Demander un rendez-vous',
      phoneNote: `Secrétariat du lundi au samedi, de ${h(8)} à ${h(12)}.`,
      emailNote: 'Jamais pour une urgence : appelez le 15.',
      addressNote: 'Cabinet de plain-pied, accessible en fauteuil.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Consultations sur rendez-vous, et sans rendez-vous chaque matin.',
      hoursTitle: 'Horaires du cabinet',
      hours: [
        { days: 'Lundi au vendredi', time: span(h(8), h(19)) },
        { days: 'Samedi', time: span(h(8), h(12)) },
        { days: 'Sans rendez-vous', time: span(h(8), h(10)) },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Venir au cabinet',
      access: 'Stationnement gratuit devant l’entrée, arrêt de bus à cent mètres.',
      note: 'En cas d’urgence la nuit ou le week-end, appelez le 15.',
    },
    about: {
      eyebrow: 'Le cabinet',
      title: (f) => `${f.brand} vous accueille`,
      text: 'Une équipe de praticiens qui travaillent ensemble pour suivre votre santé, dans le respect du secret médical.',
      button: 'Prendre rendez-vous',
      alt: 'L’accueil du cabinet',
    },
    contactHero: {
      eyebrow: 'Rendez-vous',
      title: () => 'Prendre rendez-vous',
      text: 'Par téléphone, par le formulaire ou directement à l’accueil : nous trouvons un créneau qui vous convient.',
      button: 'Nous appeler',
      alt: 'Le bureau d’accueil du cabinet',
    },
    footer: {
      text: (f) => `Consultations sur rendez-vous au ${address(f)}.`,
      columns: (f) => [
        {
          title: 'Horaires',
          lines: `Lun. – ven.${nb}: ${span(h(8), h(19))}\nSam.${nb}: ${span(h(8), h(12))}\nUrgences${nb}: le 15`,
        },
        { title: 'Adresse', lines: `${addressLines(f)}\nAccès de plain-pied` },
      ],
    },
  },

  education: {
    tagline: 'Cours, ateliers et formations',
    eyebrow: (f) => `Cours à ${f.city} et en ligne`,
    heroSecondary: 'Voir les tarifs',
    heroAlt: 'Une salle de cours lumineuse',
    featuresIntro: 'Des cours pour tous les niveaux, en petits groupes ou en particulier.',
    galleryIntro: 'Les salles, les ateliers et les moments forts de l’année.',
    galleryMore: 'La bibliothèque de l’école',
    team: {
      title: 'Nos enseignants',
      intro: 'Des enseignants diplômés, formés aux méthodes actives.',
      sexes: ['female', 'male', 'female', 'male'],
      people: [
        {
          role: 'Directrice pédagogique',
          bio: 'Vingt ans d’enseignement, elle construit chaque parcours.',
        },
        { role: 'Enseignant', bio: 'Il anime les cours du soir et les stages intensifs.' },
        { role: 'Enseignante', bio: `Spécialiste des débutants et des enfants de 8 à 12${nb}ans.` },
        { role: 'Conseiller formation', bio: 'Il vous aide à financer votre parcours.' },
      ],
    },
    testimonials: {
      title: 'Ils ont appris avec nous',
      items: [
        {
          quote: quote(
            'En six mois, j’ai retrouvé confiance et obtenu mon examen du premier coup.',
          ),
          detail: 'Élève adulte',
        },
        {
          quote: quote('Des groupes petits, des enseignants patients : mon fils adore y aller.'),
          detail: 'Parent d’élève',
        },
        {
          quote: quote(
            'La formation a été financée par mon compte formation, sans aucune démarche compliquée.',
          ),
          detail: 'Salariée en reconversion',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Inscriptions, niveaux et financement : ce qu’il faut savoir.',
      items: [
        {
          question: 'Comment connaître mon niveau ?',
          answer: 'Un test gratuit de vingt minutes, en ligne ou à l’école, avant l’inscription.',
        },
        {
          question: 'Peut-on commencer en cours d’année ?',
          answer: 'Oui, tant qu’il reste des places dans le groupe de votre niveau.',
        },
        {
          question: 'Combien d’élèves par groupe ?',
          answer: 'Huit au maximum, pour que chacun puisse participer.',
        },
        {
          question: 'La formation est-elle finançable ?',
          answer: 'Oui, par le compte personnel de formation ou par votre employeur.',
        },
        {
          question: 'Un cours manqué peut-il être rattrapé ?',
          answer: 'Oui, dans un autre groupe du même niveau, dans le mois.',
        },
        {
          question: 'Délivrez-vous un certificat ?',
          answer:
            'Une attestation à chaque fin de parcours, et la préparation aux examens officiels.',
        },
      ],
    },
    figures: (f) => ({
      title: `${f.brand} en chiffres`,
      text: `Depuis ${f.year - 12}, des cours en petits groupes à ${f.city} et en ligne.`,
      items: [
        { value: `9/10`, label: 'élèves atteignent leur objectif' },
        { value: '8', label: 'élèves au plus par groupe' },
        { value: `1${thin}500`, label: 'élèves formés' },
        { value: `12${nb}ans`, label: 'd’expérience' },
      ],
    }),
    contact: {
      title: 'S’inscrire ou se renseigner',
      intro: 'Dites-nous ce que vous cherchez : nous vous proposons le cours qui vous convient.',
      button: 'Envoyer',
      phoneNote: `Accueil du lundi au samedi, de ${h(9)} à ${h(12)}.`,
      emailNote: 'Réponse sous vingt-quatre heures.',
      addressNote: 'Salles accessibles, au rez-de-chaussée.',
    },
    hours: {
      title: 'Planning des cours',
      intro: 'En journée, en soirée et le samedi matin, toute l’année scolaire.',
      hoursTitle: 'Les cours',
      hours: [
        { days: 'Lundi au jeudi', time: span(h(9), h(21)) },
        { days: 'Vendredi', time: span(h(9), h(18)) },
        { days: 'Samedi', time: span(h(9), h(13)) },
        { days: 'Stages de vacances', time: span(h(10), h(16)) },
      ],
      addressTitle: 'L’école',
      access: 'À cinq minutes à pied de la gare, parking vélos dans la cour.',
      note: 'Rentrée en septembre, inscriptions toute l’année.',
    },
    pricing: {
      title: 'Tarifs',
      intro: 'Payables en trois fois, finançables par votre compte formation.',
      plans: [
        {
          name: 'Cours collectif',
          price: euros('180'),
          period: `par trimestre, ${h(1, 30)} par semaine`,
          features: [
            'Huit élèves au maximum',
            'Supports de cours compris',
            'Un bilan chaque trimestre',
          ],
          button: 'S’inscrire',
        },
        {
          name: 'Cours particulier',
          price: euros('45'),
          period: 'l’heure, à l’école ou en ligne',
          features: ['Un programme sur mesure', 'Horaires à la carte', 'Suivi entre les cours'],
          button: 'Réserver',
        },
        {
          name: 'Stage intensif',
          price: euros('390'),
          period: `la semaine, 20${nb}heures`,
          features: ['Pendant les vacances', 'Petits groupes', 'Attestation de fin de stage'],
          button: 'S’inscrire',
        },
      ],
      featured: 'Le plus choisi',
      listTitle: 'Nos formules',
      listIntro: 'Toutes nos formules, à l’année ou à la carte.',
      list: [
        { name: 'Test de niveau', detail: 'Vingt minutes, en ligne ou à l’école', price: 'Offert' },
        {
          name: 'Cours collectif',
          detail: `Le trimestre, ${h(1, 30)} par semaine`,
          price: euros('180'),
        },
        { name: 'Cours particulier', detail: 'L’heure, à l’école ou en ligne', price: euros('45') },
        {
          name: 'Stage intensif',
          detail: `Une semaine de vacances, 20${nb}heures`,
          price: euros('390'),
        },
      ],
      listNote: 'Réduction de dix pour cent pour les étudiants et les demandeurs d’emploi.',
    },
    about: {
      eyebrow: 'L’école',
      title: (f) => `${f.brand}, une école à taille humaine`,
      text: 'Nous croyons qu’on apprend mieux en faisant : des cours vivants, en petits groupes, dans une ambiance bienveillante.',
      button: 'Voir les formations',
      alt: 'Une salle de classe avant le cours',
    },
    contactHero: {
      eyebrow: 'Inscriptions',
      title: () => 'Inscriptions et renseignements',
      text: 'Un test de niveau, un cours d’essai ou une question sur le financement : nous vous répondons.',
      button: 'Nous écrire',
      alt: 'L’accueil de l’école',
    },
    footer: {
      text: (f) => `Cours et formations au ${address(f)}.`,
      columns: (f) => [
        {
          title: 'Accueil',
          lines: `Lun. – sam.${nb}: ${span(h(9), h(12))}\nToute l’année scolaire`,
        },
        { title: 'Adresse', lines: addressLines(f) },
      ],
    },
  },
};
