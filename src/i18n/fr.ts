/**
 * Every user-facing string of Toile, in one module (DESIGN.md, FRENCH.md).
 * French typography: U+00A0 (non-breaking space) before « : ; ! ? % » and inside guillemets.
 * Each feature owns one section below; keep them in the order of the folder map.
 */

const nbsp = '\u00a0';

export const fr = {
  app: {
    name: 'Toile',
    title: 'Toile — Créez des sites web en quelques minutes',
    loading: 'Chargement…',
  },

  header: {
    logoLabel: 'Toile, accueil',
    navLabel: 'Navigation principale',
    home: 'Accueil',
    templates: 'Templates',
    editor: 'Éditeur',
    projects: 'Mes projets',
    signIn: 'Se connecter',
    start: 'Commencer',
    menu: 'Menu',
    signInDialog: {
      title: 'Pas besoin de compte',
      body: `Toile fonctionne sans inscription${nbsp}: vos projets restent dans ce navigateur, sur cet appareil. Pour les retrouver ailleurs ou les transmettre, partagez-les par lien ou enregistrez-les dans un fichier.`,
      bodyPrivacy: `Aucune donnée n'est envoyée à un serveur${nbsp}: ce que vous créez vous appartient.`,
      close: 'Compris',
      start: 'Commencer un projet',
    },
  },

  errors: {
    notFoundTitle: 'Page introuvable',
    notFoundBody: `Cette adresse ne correspond à aucune page de Toile. Elle a peut-être été déplacée, ou le lien est incomplet.`,
    backHome: "Retour à l'accueil",
    crashTitle: 'Une erreur est survenue',
    crashBody: `Cet écran n'a pas pu s'afficher. Vos projets enregistrés n'ont pas été touchés${nbsp}: revenez à l'accueil ou rechargez la page.`,
    reload: 'Recharger la page',
  },

  landing: {
    heroTitle: 'Créez des sites web en quelques minutes',
    heroSubtitle:
      "Toile est l'éditeur visuel des designers, des freelances et des startups. Choisissez un template, placez vos éléments, exportez une vraie page web — sans écrire une ligne de code.",
    heroCta: 'Commencer gratuitement',
    heroDemo: 'Voir la démo',
    heroBadge: 'Nouveau · export HTML/CSS en un clic',
    featuresTitle: 'Tout ce qu’il faut pour publier vite',
    featuresSubtitle:
      'Des outils pensés pour passer de l’idée à la page en ligne dans la même journée.',
    features: [
      {
        title: 'Éditeur glisser-déposer',
        description:
          'Placez textes, images, boutons et sections à la souris ou au clavier, alignez-les sur la grille et voyez le résultat immédiatement.',
      },
      {
        title: '900+ templates',
        description:
          'Des modèles professionnels pour les entreprises, les portfolios, les blogs, la santé ou l’e-commerce, prêts à personnaliser.',
      },
      {
        title: 'IA intégrée',
        description:
          'Décrivez votre activité et laissez l’assistant proposer une mise en page, des couleurs et des premiers textes.',
      },
      {
        title: 'Export HTML/CSS',
        description:
          'Téléchargez une page propre et lisible, prête à mettre en ligne chez l’hébergeur de votre choix.',
      },
    ],
    statsLabel: 'Toile en chiffres',
    stats: {
      templates: 'templates',
      users: 'utilisateurs actifs',
      availability: 'de disponibilité',
      rating: 'note moyenne',
    },
    testimonialsTitle: 'Ils créent avec Toile',
    testimonials: [
      {
        name: 'Camille Laurent',
        role: 'Designer indépendante, Lyon',
        content:
          'J’ai monté le site de trois clients en une semaine. L’export HTML est propre, je le dépose chez l’hébergeur et c’est fini.',
      },
      {
        name: 'Thomas Moreau',
        role: 'Cofondateur de Brindille, Nantes',
        content:
          'Notre page de lancement était en ligne le soir même. Toute l’équipe peut la modifier, personne n’a besoin de coder.',
      },
    ],
    starsLabel: (n: number) => `${n}${nbsp}étoiles sur 5`,
    ctaTitle: `Prêt à créer votre site${nbsp}?`,
    ctaBody:
      'Choisissez un template et publiez votre première page aujourd’hui. Gratuit, sans compte.',
    ctaButton: 'Commencer maintenant',
    inspired: `Toile s’inspire des meilleurs outils de création de sites, avec une ambition simple${nbsp}: faire plus léger, plus rapide et en français.`,
    footerTagline: 'Le créateur de sites web qui parle votre langue.',
    footerProduct: 'Produit',
    footerRights: (year: number) => `© ${year} Toile. Conçu en France.`,
  },
  manipulation: {
    zoomLabel: 'Zoom',
    zoomFit: 'Ajuster',
    zoomLevel: (percent: number) => `${percent}${nbsp}%`,
    resizeHandles: {
      nw: 'Redimensionner depuis le coin supérieur gauche',
      n: 'Redimensionner depuis le bord supérieur',
      ne: 'Redimensionner depuis le coin supérieur droit',
      e: 'Redimensionner depuis le bord droit',
      se: 'Redimensionner depuis le coin inférieur droit',
      s: 'Redimensionner depuis le bord inférieur',
      sw: 'Redimensionner depuis le coin inférieur gauche',
      w: 'Redimensionner depuis le bord gauche',
    },
    zOrderTitle: "Ordre d'affichage",
    zOrder: {
      bringToFront: 'Premier plan',
      bringForward: 'Avancer',
      sendBackward: 'Reculer',
      sendToBack: 'Arrière-plan',
    },
    layersTitle: 'Calques',
    layersHint: 'Du premier plan à l’arrière-plan. Glissez un calque pour changer l’ordre.',
    layersEmpty: 'Aucun élément pour l’instant.',
    layerUp: (label: string) => `Monter le calque ${label}`,
    layerDown: (label: string) => `Descendre le calque ${label}`,
    layerEmptyContent: '(vide)',
    layerImage: 'image',
    shortcutsTitle: 'Raccourcis clavier',
    shortcutsIntro:
      'Sur Mac, utilisez Cmd à la place de Ctrl. Les raccourcis ne s’appliquent pas pendant la saisie dans un champ.',
    shortcutsClose: 'Fermer',
    shortcutsKeys: 'Touches',
    shortcutsAction: 'Action',
    shortcuts: [
      ['Flèches', 'Déplacer l’élément sélectionné de 1 px'],
      ['Maj + flèches', 'Déplacer l’élément sélectionné de 20 px'],
      ['Glisser', 'Déplacer l’élément, aligné sur la grille de 20 px et les repères'],
      ['Alt en glissant', 'Déplacer ou redimensionner librement, sans magnétisme'],
      ['Échap en glissant', 'Annuler le déplacement ou le redimensionnement en cours'],
      ['Ctrl + D', 'Dupliquer l’élément sélectionné'],
      ['Ctrl + C', 'Copier l’élément sélectionné'],
      ['Ctrl + V', 'Coller, aussi dans un autre projet de ce navigateur'],
      ['Tab / Maj + Tab', 'Sélectionner l’élément suivant / précédent'],
      ['Ctrl + Maj + ↑', 'Premier plan'],
      ['Ctrl + ↑', 'Avancer'],
      ['Ctrl + ↓', 'Reculer'],
      ['Ctrl + Maj + ↓', 'Arrière-plan'],
      ['Suppr / Retour arrière', 'Supprimer l’élément sélectionné'],
      ['Échap', 'Désélectionner'],
      ['Ctrl + Z', 'Annuler'],
      ['Ctrl + Maj + Z / Ctrl + Y', 'Rétablir'],
      ['?', 'Afficher cette liste des raccourcis'],
    ],
    quickContent: {
      heroTitle: 'Un site qui vous ressemble',
      heroText:
        'Présentez votre activité, vos services et vos réalisations sur une page claire, rapide et prête à partager.',
      heroButton: 'Découvrir nos offres',
      cards: [
        {
          title: 'Conception sur mesure',
          text: 'Une page pensée pour votre métier, vos clients et votre façon de travailler.',
        },
        {
          title: 'Accompagnement',
          text: 'Un interlocuteur unique du premier échange à la mise en ligne, et après.',
        },
        {
          title: 'Résultats mesurables',
          text: 'Des objectifs clairs et un suivi simple pour voir ce que votre site vous apporte.',
        },
      ],
      contactTitle: 'Contactez-nous',
      contactText: `Une question, un projet${nbsp}? Nous vous répondons sous 24 heures.`,
      contactFields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'vous@exemple.fr' },
        { label: 'Message', placeholder: 'Votre message…' },
      ],
      contactButton: 'Envoyer',
    },
  },
} as const;

export type Fr = typeof fr;
