import type { Category } from './types';

/**
 * The French sample content the generator draws from. It is data, not interface text: it is the
 * page a person starts from, and only the generator's chunk loads it (never the first bundle).
 * Lengths are kept within what the fixed layout boxes hold (checked in the browser by the e2e).
 */

/** One of the 7 templates of a category: its name, what it is for, and its hero. */
export interface TemplateTheme {
  name: string;
  description: string;
  heroTitle: string;
  heroText: string;
}

export interface Feature {
  title: string;
  text: string;
}

export interface CategoryContent {
  themes: TemplateTheme[];
  tags: string[];
  nav: string[];
  headerCta: string;
  heroButton: string;
  featuresTitles: string[];
  features: Feature[];
  textSections: Feature[];
  galleryTitle: string;
  galleryCaptions: string[];
  ctas: { title: string; text: string; button: string }[];
}

export const DESCRIPTION_ENDINGS = [
  'Mise en page soignée, prête à personnaliser.',
  'Sections claires, textes et couleurs faciles à adapter.',
  'Pensé pour être lisible sur tous les écrans.',
  'Un point de départ élégant, à vos couleurs en quelques clics.',
  'Exportable en HTML et CSS quand vous êtes prêt.',
];

export const FOOTER_LINKS = ['Mentions légales', 'Confidentialité', 'Contact'];

export const CONTENT: Record<Category, CategoryContent> = {
  business: {
    themes: [
      {
        name: 'Business Élégant',
        description:
          'Un site d’entreprise sobre pour présenter vos services et rassurer vos clients.',
        heroTitle: 'Des solutions sur mesure pour votre entreprise',
        heroText:
          'Nous accompagnons les PME dans leur croissance avec des conseils concrets et un suivi au quotidien.',
      },
      {
        name: 'Conseil & Stratégie',
        description: 'Pour les cabinets de conseil qui veulent mettre en avant leur méthode.',
        heroTitle: 'Une stratégie claire, des résultats mesurables',
        heroText:
          'Diagnostic, plan d’action et accompagnement : nos consultants vous aident à décider plus vite.',
      },
      {
        name: 'Agence Corporate',
        description:
          'Une vitrine institutionnelle pour agences et groupes aux activités multiples.',
        heroTitle: 'Votre partenaire de confiance depuis vingt ans',
        heroText:
          'Une équipe pluridisciplinaire au service des entreprises, des collectivités et des associations.',
      },
      {
        name: 'Startup Horizon',
        description: 'Pour les jeunes entreprises qui présentent leur produit et recrutent.',
        heroTitle: 'Nous construisons les outils de demain',
        heroText:
          'Une équipe passionnée, un produit utilisé chaque jour par des milliers de professionnels.',
      },
      {
        name: 'Cabinet d’Expertise',
        description: 'Expertise comptable, juridique ou technique : un site qui inspire confiance.',
        heroTitle: 'L’expertise qui sécurise vos décisions',
        heroText:
          'Comptabilité, fiscalité et gestion sociale : un interlocuteur unique pour toute votre activité.',
      },
      {
        name: 'Finance Moderne',
        description: 'Un site net et rassurant pour les conseillers en gestion de patrimoine.',
        heroTitle: 'Faites grandir votre patrimoine sereinement',
        heroText:
          'Des conseils indépendants et transparents pour préparer vos projets et votre retraite.',
      },
      {
        name: 'Entreprise Locale',
        description: 'Artisans et commerces de proximité : présentez votre savoir-faire.',
        heroTitle: 'Le savoir-faire d’ici, au service de vos projets',
        heroText:
          'Depuis trois générations, nous travaillons avec les particuliers et les professionnels de la région.',
      },
    ],
    tags: ['entreprise', 'corporate', 'services', 'conseil', 'professionnel', 'B2B', 'équipe'],
    nav: ['Services', 'À propos', 'Références', 'Contact'],
    headerCta: 'Nous contacter',
    heroButton: 'Prendre rendez-vous',
    featuresTitles: ['Nos services', 'Ce que nous faisons pour vous', 'Notre expertise'],
    features: [
      {
        title: 'Audit et diagnostic',
        text: 'Un état des lieux précis de votre activité pour identifier les leviers de croissance.',
      },
      {
        title: 'Accompagnement',
        text: 'Un interlocuteur dédié qui suit vos projets de la première réunion au bilan final.',
      },
      {
        title: 'Formation des équipes',
        text: 'Des ateliers pratiques pour que vos collaborateurs gagnent en autonomie.',
      },
      {
        title: 'Pilotage financier',
        text: 'Des tableaux de bord simples pour suivre votre trésorerie et vos marges.',
      },
      {
        title: 'Transformation numérique',
        text: 'Des outils adaptés à votre métier, choisis avec vous et sans jargon.',
      },
    ],
    textSections: [
      {
        title: 'Une équipe à votre écoute',
        text: 'Nous croyons aux relations durables. Chaque client bénéficie d’un suivi personnalisé, de réponses rapides et d’une transparence totale sur nos méthodes comme sur nos tarifs.',
      },
      {
        title: 'Notre histoire',
        text: 'Fondée par des passionnés d’entrepreneuriat, notre société accompagne aujourd’hui plus de deux cents entreprises. Notre ambition reste la même : des conseils utiles et concrets.',
      },
    ],
    galleryTitle: 'Nos réalisations',
    galleryCaptions: [
      'Réorganisation d’un réseau d’agences',
      'Lancement d’une offre de services',
      'Accompagnement d’une levée de fonds',
      'Refonte des processus internes',
      'Ouverture d’un nouveau site régional',
    ],
    ctas: [
      {
        title: 'Parlons de votre projet',
        text: 'Un premier échange de trente minutes, gratuit et sans engagement.',
        button: 'Réserver un appel',
      },
      {
        title: 'Prêt à passer à la vitesse supérieure ?',
        text: 'Recevez une proposition personnalisée sous quarante-huit heures.',
        button: 'Demander un devis',
      },
    ],
  },

  portfolio: {
    themes: [
      {
        name: 'Portfolio Minimaliste',
        description: 'Un portfolio épuré où vos projets occupent toute la place.',
        heroTitle: 'Je conçois des identités visuelles qui durent',
        heroText:
          'Designer indépendante, j’accompagne les marques de la première esquisse au lancement.',
      },
      {
        name: 'Studio Créatif',
        description: 'Pour les studios de design qui présentent leurs projets et leur équipe.',
        heroTitle: 'Un studio créatif pour les marques audacieuses',
        heroText:
          'Direction artistique, design graphique et motion : nous donnons vie à vos idées.',
      },
      {
        name: 'Photographe Pro',
        description: 'Portfolio de photographe avec galerie, prestations et prise de contact.',
        heroTitle: 'La lumière juste, au bon moment',
        heroText: 'Photographe de mariage et de portrait, je raconte vos histoires en images.',
      },
      {
        name: 'Designer Graphique',
        description: 'Affiches, logos, éditions : un portfolio coloré pour graphistes.',
        heroTitle: 'Du graphisme qui se remarque',
        heroText:
          'Logos, affiches et éditions pour les associations, les festivals et les marques.',
      },
      {
        name: 'Galerie d’Artiste',
        description: 'Une galerie en ligne pour peintres, sculpteurs et illustrateurs.',
        heroTitle: 'Peintures et dessins, de l’atelier à chez vous',
        heroText: 'Découvrez mes dernières séries et les prochaines expositions près de chez vous.',
      },
      {
        name: 'Architecte d’Intérieur',
        description: 'Projets d’aménagement en grand format pour architectes et décorateurs.',
        heroTitle: 'Des intérieurs qui vous ressemblent',
        heroText: 'Rénovation, aménagement et décoration pour les appartements et les commerces.',
      },
      {
        name: 'Illustrateur Libre',
        description: 'Un portfolio vivant pour illustrateurs et auteurs de bande dessinée.',
        heroTitle: 'Des illustrations pleines de vie',
        heroText: 'Albums jeunesse, presse et communication : un trait reconnaissable et sensible.',
      },
    ],
    tags: ['portfolio', 'créatif', 'design', 'photographie', 'galerie', 'freelance', 'minimaliste'],
    nav: ['Projets', 'À propos', 'Services', 'Contact'],
    headerCta: 'Me contacter',
    heroButton: 'Voir mes projets',
    featuresTitles: ['Ce que je propose', 'Mes services', 'Comment je travaille'],
    features: [
      {
        title: 'Identité visuelle',
        text: 'Logo, typographies et couleurs : une image cohérente sur tous vos supports.',
      },
      {
        title: 'Direction artistique',
        text: 'Une vision d’ensemble pour vos campagnes, vos séances photo et vos vidéos.',
      },
      {
        title: 'Édition',
        text: 'Livres, catalogues et magazines mis en page avec soin, prêts pour l’impression.',
      },
      {
        title: 'Sites vitrines',
        text: 'Des pages simples et élégantes qui mettent votre travail en valeur.',
      },
      {
        title: 'Ateliers créatifs',
        text: 'Des séances en petit groupe pour trouver ensemble la bonne direction.',
      },
    ],
    textSections: [
      {
        title: 'À propos de moi',
        text: 'Après dix ans en agence, j’ai choisi l’indépendance pour travailler au plus près de mes clients. J’aime les projets qui ont du sens, les matières franches et les idées simples.',
      },
      {
        title: 'Ma démarche',
        text: 'Chaque projet commence par une écoute attentive. Je propose ensuite plusieurs pistes, nous affinons ensemble, puis je livre des fichiers propres et un guide d’utilisation.',
      },
    ],
    galleryTitle: 'Projets récents',
    galleryCaptions: [
      'Identité d’un café-librairie',
      'Affiche de festival d’été',
      'Série de portraits en studio',
      'Catalogue d’une maison d’édition',
      'Rénovation d’un loft parisien',
    ],
    ctas: [
      {
        title: 'Un projet en tête ?',
        text: 'Racontez-moi votre idée, je vous réponds sous deux jours ouvrés.',
        button: 'Écrire un message',
      },
      {
        title: 'Travaillons ensemble',
        text: 'Disponible pour de nouvelles collaborations dès le mois prochain.',
        button: 'Demander un devis',
      },
    ],
  },

  landing: {
    themes: [
      {
        name: 'Lancement Produit',
        description: 'Une landing page percutante pour annoncer un nouveau produit.',
        heroTitle: 'Le carnet connecté qui range vos idées',
        heroText:
          'Écrivez à la main, retrouvez tout sur votre téléphone. Disponible dès cet automne.',
      },
      {
        name: 'Application Mobile',
        description: 'Présentez votre application et guidez vers le téléchargement.',
        heroTitle: 'Votre budget, enfin sous contrôle',
        heroText:
          'Une application simple pour suivre vos dépenses et atteindre vos objectifs d’épargne.',
      },
      {
        name: 'Webinaire Express',
        description: 'Une page d’inscription claire pour vos webinaires et conférences en ligne.',
        heroTitle: 'Webinaire gratuit : réussir son site en 2026',
        heroText: 'Une heure de conseils pratiques en direct, avec un temps de questions-réponses.',
      },
      {
        name: 'Offre SaaS',
        description: 'Pour les logiciels en ligne : bénéfices, tarifs et essai gratuit.',
        heroTitle: 'La gestion de projet sans prise de tête',
        heroText: 'Planifiez, partagez et livrez à temps. Essai gratuit de quatorze jours.',
      },
      {
        name: 'Liste d’Attente',
        description: 'Recueillez des inscriptions avant le lancement de votre projet.',
        heroTitle: 'Soyez parmi les premiers',
        heroText: 'Inscrivez-vous à la liste d’attente et profitez d’un accès anticipé offert.',
      },
      {
        name: 'Événement Tech',
        description: 'Une landing page pour salons, meetups et conférences professionnelles.',
        heroTitle: 'Deux jours pour parler du web de demain',
        heroText: 'Conférences, ateliers et rencontres avec les équipes qui font le numérique.',
      },
      {
        name: 'Campagne Promo',
        description: 'Une page promotionnelle pour vos offres limitées et vos soldes.',
        heroTitle: 'Jusqu’à -40 % tout le week-end',
        heroText: 'Nos meilleures offres de la saison, en quantités limitées. Ne les manquez pas !',
      },
    ],
    tags: ['landing page', 'conversion', 'lancement', 'marketing', 'startup', 'produit', 'SaaS'],
    nav: ['Fonctionnalités', 'Tarifs', 'Avis', 'FAQ'],
    headerCta: 'Essayer',
    heroButton: 'Commencer l’essai',
    featuresTitles: ['Pourquoi nous choisir', 'Tout ce dont vous avez besoin', 'Les points forts'],
    features: [
      {
        title: 'Prise en main immédiate',
        text: 'Aucune installation : créez votre compte et commencez en moins d’une minute.',
      },
      {
        title: 'Vos données protégées',
        text: 'Hébergement en France et chiffrement de bout en bout, conformes au RGPD.',
      },
      {
        title: 'Support réactif',
        text: 'Une équipe francophone répond à vos questions en moins de deux heures.',
      },
      {
        title: 'Synchronisation',
        text: 'Retrouvez votre travail sur ordinateur, tablette et téléphone, toujours à jour.',
      },
      {
        title: 'Sans engagement',
        text: 'Changez de formule ou arrêtez quand vous voulez, en un seul clic.',
      },
    ],
    textSections: [
      {
        title: 'Conçu avec nos utilisateurs',
        text: 'Chaque fonctionnalité naît d’un besoin réel. Nous échangeons chaque semaine avec notre communauté pour améliorer le produit et corriger ce qui gêne au quotidien.',
      },
      {
        title: 'Une tarification simple',
        text: 'Une formule gratuite pour démarrer, une formule pro pour aller plus loin. Pas de frais cachés, pas de mauvaise surprise : vous savez toujours ce que vous payez.',
      },
    ],
    galleryTitle: 'En images',
    galleryCaptions: [
      'Tableau de bord personnalisable',
      'Application mobile synchronisée',
      'Rapports exportables en un clic',
      'Collaboration en temps réel',
      'Notifications intelligentes',
    ],
    ctas: [
      {
        title: 'Essayez gratuitement',
        text: 'Quatorze jours offerts, sans carte bancaire.',
        button: 'Créer mon compte',
      },
      {
        title: 'Ne manquez pas le lancement',
        text: 'Laissez votre adresse, nous vous prévenons le jour J.',
        button: 'Je m’inscris',
      },
    ],
  },

  blog: {
    themes: [
      {
        name: 'Blog Voyage',
        description: 'Un blog de voyage avec grandes photos et carnets de route.',
        heroTitle: 'Carnets de route et escapades en Europe',
        heroText: 'Itinéraires, bonnes adresses et conseils pratiques pour voyager autrement.',
      },
      {
        name: 'Carnet Culinaire',
        description: 'Recettes de saison et bonnes tables : un blog gourmand.',
        heroTitle: 'Des recettes de saison, simples et gourmandes',
        heroText: 'Chaque semaine, un plat testé en famille et les astuces pour le réussir.',
      },
      {
        name: 'Journal Tech',
        description: 'Actualités, tests et tutoriels pour un blog technologique.',
        heroTitle: 'Le numérique expliqué clairement',
        heroText: 'Tests, tutoriels et analyses pour comprendre les outils que vous utilisez.',
      },
      {
        name: 'Blog Lifestyle',
        description: 'Mode, maison et bien-être : un blog lifestyle lumineux.',
        heroTitle: 'Vivre mieux, un petit pas à la fois',
        heroText: 'Maison, mode responsable et bien-être au quotidien, sans culpabilité.',
      },
      {
        name: 'Magazine Culture',
        description: 'Critiques, entretiens et agenda culturel au format magazine.',
        heroTitle: 'Livres, films et expositions à ne pas manquer',
        heroText: 'Nos critiques, nos entretiens et l’agenda culturel de la semaine.',
      },
      {
        name: 'Chroniques Nature',
        description: 'Randonnées, jardinage et écologie pour les amoureux de nature.',
        heroTitle: 'Sentiers, jardins et saisons',
        heroText: 'Randonnées, potager et observation des oiseaux : la nature au fil des mois.',
      },
      {
        name: 'Blog Parentalité',
        description: 'Un blog chaleureux pour partager la vie de famille.',
        heroTitle: 'La vie de famille, sans filtre',
        heroText: 'Activités, lectures et conseils de parents pour les petits et les grands.',
      },
    ],
    tags: ['blog', 'articles', 'éditorial', 'magazine', 'écriture', 'actualités', 'newsletter'],
    nav: ['Articles', 'Catégories', 'À propos', 'Newsletter'],
    headerCta: 'S’abonner',
    heroButton: 'Lire les articles',
    featuresTitles: ['Au sommaire', 'Nos rubriques', 'À lire cette semaine'],
    features: [
      {
        title: 'Guides pratiques',
        text: 'Des articles pas à pas pour se lancer, avec tout le matériel nécessaire.',
      },
      {
        title: 'Entretiens',
        text: 'Des rencontres avec celles et ceux qui font vivre notre thématique.',
      },
      {
        title: 'Bonnes adresses',
        text: 'Nos coups de cœur testés et approuvés, partout en France.',
      },
      {
        title: 'Chroniques',
        text: 'Un regard personnel sur l’actualité, publié chaque dimanche.',
      },
      {
        title: 'Dossiers',
        text: 'Des enquêtes approfondies pour aller au-delà des idées reçues.',
      },
    ],
    textSections: [
      {
        title: 'Qui écrit ici ?',
        text: 'Ce blog est né d’une envie de partager ce que j’apprends. Pas de publicité envahissante, pas d’articles sponsorisés cachés : seulement des textes écrits avec soin.',
      },
      {
        title: 'Rejoignez la communauté',
        text: 'Plus de dix mille lectrices et lecteurs reçoivent notre lettre du dimanche. Un résumé de la semaine, des lectures choisies et quelques surprises.',
      },
    ],
    galleryTitle: 'Articles récents',
    galleryCaptions: [
      'Dix idées pour un week-end réussi',
      'Ce que j’ai appris en un an',
      'Le guide complet pour débuter',
      'Nos lectures de la saison',
      'Rencontre avec une passionnée',
    ],
    ctas: [
      {
        title: 'La lettre du dimanche',
        text: 'Un e-mail par semaine, rien de plus. Désinscription en un clic.',
        button: 'Je m’abonne',
      },
      {
        title: 'Une idée d’article ?',
        text: 'Proposez un sujet ou racontez votre expérience.',
        button: 'Écrire à la rédaction',
      },
    ],
  },

  ecommerce: {
    themes: [
      {
        name: 'Boutique Mode',
        description: 'Une boutique de mode en ligne avec collections et nouveautés.',
        heroTitle: 'La nouvelle collection est arrivée',
        heroText: 'Des pièces intemporelles, fabriquées en Europe dans des matières durables.',
      },
      {
        name: 'Épicerie Fine',
        description: 'Produits du terroir et coffrets gourmands à vendre en ligne.',
        heroTitle: 'Le meilleur du terroir livré chez vous',
        heroText: 'Huiles, confitures et douceurs sélectionnées chez de petits producteurs.',
      },
      {
        name: 'Concept Store',
        description: 'Un concept store en ligne pour objets, mode et décoration.',
        heroTitle: 'Des objets choisis avec soin',
        heroText: 'Mode, maison et papeterie de créateurs indépendants, renouvelés chaque mois.',
      },
      {
        name: 'Boutique Déco',
        description: 'Luminaires, textiles et mobilier : une boutique déco chaleureuse.',
        heroTitle: 'Une maison qui vous ressemble',
        heroText: 'Luminaires, coussins et petits meubles pour réchauffer chaque pièce.',
      },
      {
        name: 'Librairie en Ligne',
        description: 'Une librairie indépendante en ligne avec conseils de lecture.',
        heroTitle: 'Vos prochains coups de cœur littéraires',
        heroText: 'Romans, essais et bandes dessinées choisis par nos libraires passionnés.',
      },
      {
        name: 'Créateurs Bijoux',
        description: 'Bijoux artisanaux et pièces uniques présentés avec élégance.',
        heroTitle: 'Des bijoux faits main, pièce par pièce',
        heroText: 'Argent recyclé et pierres fines, façonnés dans notre atelier breton.',
      },
      {
        name: 'Caviste Passion',
        description: 'Vins, spiritueux et coffrets cadeaux pour cavistes en ligne.',
        heroTitle: 'Des vins de vignerons, choisis pour vous',
        heroText: 'Une sélection de domaines familiaux, livrée en quarante-huit heures.',
      },
    ],
    tags: ['e-commerce', 'boutique', 'vente en ligne', 'produits', 'panier', 'mode', 'catalogue'],
    nav: ['Boutique', 'Nouveautés', 'Collections', 'Contact'],
    headerCta: 'Mon panier',
    heroButton: 'Découvrir la boutique',
    featuresTitles: [
      'Pourquoi acheter chez nous',
      'Nos engagements',
      'Achetez l’esprit tranquille',
    ],
    features: [
      {
        title: 'Livraison offerte',
        text: 'Dès cinquante euros d’achat, partout en France métropolitaine.',
      },
      {
        title: 'Retours gratuits',
        text: 'Trente jours pour changer d’avis, sans avoir à vous justifier.',
      },
      {
        title: 'Paiement sécurisé',
        text: 'Carte bancaire ou virement, vos données sont chiffrées.',
      },
      {
        title: 'Fabrication responsable',
        text: 'Des ateliers européens choisis pour leurs conditions de travail.',
      },
      {
        title: 'Emballage soigné',
        text: 'Des colis recyclables, prêts à offrir sur simple demande.',
      },
    ],
    textSections: [
      {
        title: 'Notre histoire',
        text: 'Tout a commencé sur un marché de quartier. Aujourd’hui, nous expédions dans toute la France, mais nous choisissons toujours chaque produit comme au premier jour.',
      },
      {
        title: 'Des produits qui durent',
        text: 'Nous préférons moins de références, mieux choisies. Chaque article est testé par l’équipe avant d’entrer au catalogue, et nous réparons ce qui peut l’être.',
      },
    ],
    galleryTitle: 'Nos meilleures ventes',
    galleryCaptions: [
      'Coffret découverte — 39 €',
      'Édition limitée — 59 €',
      'Le grand classique — 29 €',
      'Nouveauté de la saison — 45 €',
      'Coup de cœur de l’équipe — 24 €',
    ],
    ctas: [
      {
        title: '-10 % sur votre première commande',
        text: 'Inscrivez-vous à la lettre et recevez votre code immédiatement.',
        button: 'Obtenir mon code',
      },
      {
        title: 'Une idée cadeau ?',
        text: 'Nos cartes cadeaux sont valables un an sur toute la boutique.',
        button: 'Offrir une carte',
      },
    ],
  },

  medical: {
    themes: [
      {
        name: 'Cabinet Médical',
        description: 'Un site médical rassurant pour présenter le cabinet et ses consultations.',
        heroTitle: 'Votre cabinet médical de proximité',
        heroText: 'Médecine générale, suivi des enfants et prévention, avec ou sans rendez-vous.',
      },
      {
        name: 'Centre Dentaire',
        description: 'Site médical pour centres dentaires : soins, équipe et rendez-vous.',
        heroTitle: 'Des soins dentaires attentifs et modernes',
        heroText: 'Une équipe de cinq praticiens pour toute la famille, du contrôle aux implants.',
      },
      {
        name: 'Clinique Vétérinaire',
        description: 'Un site médical pour cliniques vétérinaires, urgences et conseils.',
        heroTitle: 'Prendre soin de vos compagnons',
        heroText: 'Consultations, chirurgie et urgences pour chiens, chats et nouveaux animaux.',
      },
      {
        name: 'Kinésithérapeute',
        description: 'Site paramédical et médical pour kinés : soins, tarifs et accès.',
        heroTitle: 'Retrouvez votre mobilité en douceur',
        heroText: 'Rééducation, kinésithérapie du sport et drainage dans un cabinet lumineux.',
      },
      {
        name: 'Pharmacie de Quartier',
        description: 'Horaires, services et conseils santé : un site médical pour pharmacies.',
        heroTitle: 'Votre pharmacie, à votre écoute',
        heroText: 'Conseils, vaccination et retrait de commandes, six jours sur sept.',
      },
      {
        name: 'Centre de Santé',
        description: 'Un site médical pour centres pluridisciplinaires et maisons de santé.',
        heroTitle: 'Tous vos soins sous un même toit',
        heroText: 'Médecins, infirmiers et spécialistes travaillent ensemble pour votre santé.',
      },
      {
        name: 'Ostéopathe & Bien-être',
        description: 'Un site médical apaisant pour ostéopathes et thérapeutes.',
        heroTitle: 'Soulager, prévenir, accompagner',
        heroText: 'Ostéopathie pour adultes, nourrissons et sportifs, sur rendez-vous.',
      },
    ],
    tags: ['médical', 'santé', 'cabinet', 'rendez-vous', 'soins', 'clinique', 'bien-être'],
    nav: ['Le cabinet', 'Soins', 'Équipe', 'Accès'],
    headerCta: 'Rendez-vous',
    heroButton: 'Prendre rendez-vous',
    featuresTitles: ['Nos consultations', 'Nos soins', 'Comment nous vous accompagnons'],
    features: [
      {
        title: 'Consultations',
        text: 'Du lundi au samedi, avec des créneaux réservés aux urgences du jour.',
      },
      {
        title: 'Téléconsultation',
        text: 'Un rendez-vous en vidéo pour les suivis qui ne demandent pas d’examen.',
      },
      {
        title: 'Prévention',
        text: 'Bilans, vaccinations et dépistages adaptés à chaque âge de la vie.',
      },
      {
        title: 'Accès facilité',
        text: 'Cabinet de plain-pied, accessible en fauteuil, parking à proximité.',
      },
      {
        title: 'Tiers payant',
        text: 'Vous n’avancez pas les frais pris en charge par l’Assurance maladie.',
      },
    ],
    textSections: [
      {
        title: 'Une équipe à vos côtés',
        text: 'Nos praticiens se forment en continu et travaillent en lien avec les hôpitaux de la région. Votre dossier est suivi avec attention, dans le respect du secret médical.',
      },
      {
        title: 'Informations pratiques',
        text: 'Le cabinet est ouvert du lundi au vendredi de 8 h à 19 h et le samedi matin. Pensez à apporter votre carte Vitale et votre carnet de santé.',
      },
    ],
    galleryTitle: 'Le cabinet en images',
    galleryCaptions: [
      'Un accueil calme et lumineux',
      'Des salles de soins équipées',
      'Une équipe disponible',
      'Un espace adapté aux enfants',
      'Un accès de plain-pied',
    ],
    ctas: [
      {
        title: 'Besoin d’un rendez-vous ?',
        text: 'Réservez en ligne, vous recevrez un rappel la veille.',
        button: 'Réserver en ligne',
      },
      {
        title: 'Une question sur vos soins ?',
        text: 'Notre secrétariat vous répond du lundi au vendredi.',
        button: 'Nous appeler',
      },
    ],
  },

  education: {
    themes: [
      {
        name: 'École de Langues',
        description: 'Cours d’anglais, d’espagnol ou d’allemand : un site d’école de langues.',
        heroTitle: 'Parlez une nouvelle langue avec confiance',
        heroText:
          'Cours en petits groupes ou particuliers, pour tous les niveaux et tous les âges.',
      },
      {
        name: 'Cours en Ligne',
        description: 'Une plateforme de cours en ligne avec modules et inscriptions.',
        heroTitle: 'Apprenez à votre rythme, où que vous soyez',
        heroText: 'Des cours vidéo, des exercices corrigés et un certificat à la fin du parcours.',
      },
      {
        name: 'Soutien Scolaire',
        description: 'Aide aux devoirs et soutien scolaire du primaire au lycée.',
        heroTitle: 'Reprendre confiance en classe',
        heroText: 'Des enseignants expérimentés pour accompagner votre enfant toute l’année.',
      },
      {
        name: 'Université Ouverte',
        description: 'Formations, campus et vie étudiante pour établissements supérieurs.',
        heroTitle: 'Construisez votre avenir avec nous',
        heroText: 'Licences, masters et formations courtes, sur le campus ou à distance.',
      },
      {
        name: 'Atelier Musique',
        description: 'Une école de musique chaleureuse : instruments, chant et concerts.',
        heroTitle: 'La musique, ça s’apprend ensemble',
        heroText: 'Piano, guitare, chant et batterie pour les enfants comme pour les adultes.',
      },
      {
        name: 'Auto-École',
        description: 'Formules, tarifs et réservation de leçons pour auto-écoles.',
        heroTitle: 'Votre permis, sereinement',
        heroText: 'Code en ligne, leçons de conduite et accompagnement jusqu’à l’examen.',
      },
      {
        name: 'Formation Pro',
        description: 'Formations professionnelles certifiantes pour adultes en activité.',
        heroTitle: 'Des formations pour faire évoluer votre carrière',
        heroText: 'Des parcours certifiants, finançables par votre compte formation.',
      },
    ],
    tags: ['éducation', 'formation', 'cours', 'école', 'apprentissage', 'étudiants', 'e-learning'],
    nav: ['Formations', 'Méthode', 'Tarifs', 'Contact'],
    headerCta: 'S’inscrire',
    heroButton: 'Voir les formations',
    featuresTitles: ['Notre pédagogie', 'Pourquoi apprendre avec nous', 'Nos formations'],
    features: [
      {
        title: 'Petits groupes',
        text: 'Huit personnes au maximum, pour que chacun puisse participer.',
      },
      {
        title: 'Enseignants diplômés',
        text: 'Une équipe expérimentée, formée aux méthodes actives.',
      },
      {
        title: 'Suivi personnalisé',
        text: 'Un bilan régulier des progrès et des objectifs ajustés.',
      },
      {
        title: 'Horaires souples',
        text: 'Des cours en journée, en soirée et le samedi matin.',
      },
      {
        title: 'Certification',
        text: 'Des parcours reconnus, finançables selon votre situation.',
      },
    ],
    textSections: [
      {
        title: 'Apprendre autrement',
        text: 'Nous croyons qu’on apprend mieux en faisant. Nos cours alternent pratique, échanges et projets concrets, dans une ambiance bienveillante où l’erreur fait partie du chemin.',
      },
      {
        title: 'Nos résultats',
        text: 'Neuf élèves sur dix atteignent leur objectif dans l’année. Nous publions chaque année nos taux de réussite, formation par formation, en toute transparence.',
      },
    ],
    galleryTitle: 'La vie de l’école',
    galleryCaptions: [
      'Des salles de cours lumineuses',
      'Ateliers pratiques en petit groupe',
      'La remise des certificats',
      'Un espace de travail partagé',
      'Sorties et projets de classe',
    ],
    ctas: [
      {
        title: 'Un cours d’essai offert',
        text: 'Venez découvrir notre méthode, sans engagement.',
        button: 'Réserver mon essai',
      },
      {
        title: 'Les inscriptions sont ouvertes',
        text: 'Rentrée en septembre, places limitées dans chaque groupe.',
        button: 'Je m’inscris',
      },
    ],
  },
};
