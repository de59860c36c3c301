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
  projects: {
    title: 'Mes projets',
    intro: `Vos projets sont enregistrés dans ce navigateur, sur cet appareil. Pour les transmettre, partagez-les par lien ou téléchargez-les en fichier.`,
    newProject: 'Nouveau projet',
    importProject: 'Importer un projet',
    importInEditor: 'Importer',
    importHint: 'Ouvrir un fichier de projet Toile (.toile.json)',
    loading: 'Chargement des projets…',
    empty: 'Aucun projet enregistré pour l’instant',
    emptyHint: `Créez une page dans l'éditeur${nbsp}: elle est enregistrée automatiquement.`,
    listLabel: 'Projets enregistrés',
    count: (n: number) => (n > 1 ? `${n}${nbsp}projets` : `${n}${nbsp}projet`),
    modified: (relative: string) => `modifié ${relative}`,
    justNow: 'à l’instant',
    elementsCount: (n: number) => (n > 1 ? `${n}${nbsp}éléments` : `${n}${nbsp}élément`),
    miniature: (name: string) => `Miniature de ${name}`,
    open: 'Ouvrir',
    openNamed: (name: string) => `Ouvrir ${name}`,
    moreActions: (name: string) => `Autres actions pour ${name}`,
    rename: 'Renommer',
    duplicate: 'Dupliquer',
    download: 'Télécharger le fichier',
    delete: 'Supprimer',
    cancel: 'Annuler',
    copyName: (name: string) => `${name} (copie)`,
    renameDialog: {
      title: 'Renommer le projet',
      label: 'Nom du projet',
      confirm: 'Renommer',
      empty: 'Le nom ne peut pas être vide.',
    },
    deleteDialog: {
      title: `Supprimer ce projet${nbsp}?`,
      body: (name: string) =>
        `«${nbsp}${name}${nbsp}» sera supprimé de ce navigateur. Vous pourrez encore annuler juste après.`,
      confirm: 'Supprimer',
    },
    deleted: (name: string) => `«${nbsp}${name}${nbsp}» a été supprimé.`,
    undo: 'Annuler',
    duplicated: (name: string) => `«${nbsp}${name}${nbsp}» a été créé.`,
    renamed: 'Projet renommé.',
    unreadable: (n: number) =>
      n > 1
        ? `${n}${nbsp}projets enregistrés sont illisibles (données endommagées) et ne sont pas affichés.`
        : `Un projet enregistré est illisible (données endommagées) et n'est pas affiché.`,
    actionFailed: `L'opération n'a pas pu aboutir${nbsp}: le stockage de ce navigateur ne répond pas. Vos projets n'ont pas été modifiés.`,
    notFoundTitle: 'Projet introuvable',
    notFoundBody: `Ce projet n'existe pas dans ce navigateur${nbsp}: il a peut-être été supprimé, ou créé sur un autre appareil. Ouvrez un lien de partage ou importez son fichier pour le retrouver ici.`,
    unreadableTitle: 'Projet illisible',
    unreadableBody: `L'enregistrement de ce projet dans ce navigateur est endommagé et ne peut pas être ouvert. Vos autres projets ne sont pas touchés.`,
    newerTitle: 'Projet d’une version plus récente',
    newerBody: `Ce projet a été enregistré par une version plus récente de Toile. Rechargez la page pour mettre Toile à jour, puis rouvrez-le.`,
    storageUnavailableTitle: 'Stockage indisponible',
    storageUnavailableBody: `Ce navigateur ne permet pas à Toile d'enregistrer des projets (navigation privée ou stockage désactivé). Vous pouvez tout de même créer une page, la partager par lien ou la télécharger en fichier.`,
    backToProjects: 'Voir mes projets',
    opening: 'Ouverture du projet…',
    status: {
      label: "État de l'enregistrement",
      unsaved: 'Non sauvegardé',
      saving: 'Enregistrement…',
      saved: 'Sauvegardé',
      dirty: 'Modifications non enregistrées',
      error: "Échec de l'enregistrement",
      conflict: 'Conflit avec un autre onglet',
    },
    retry: 'Réessayer',
    downloadCopy: 'Télécharger une copie',
    replaceRecord: 'Remplacer par cette version',
    saveErrors: {
      quota: `L'espace de stockage de ce navigateur est plein${nbsp}: votre page n'a pas pu être enregistrée. Elle reste ouverte ici. Téléchargez-en une copie, puis libérez de la place (supprimez d'anciens projets) et réessayez.`,
      unavailable: `Ce navigateur ne permet pas d'enregistrer (navigation privée ou stockage désactivé). Votre page reste ouverte ici${nbsp}: téléchargez-en une copie pour ne rien perdre.`,
      corrupted: `L'enregistrement de ce projet dans ce navigateur est endommagé. Votre page reste ouverte ici${nbsp}: téléchargez-en une copie, ou remplacez l'enregistrement par cette version.`,
      invalid: `Cette page contient une valeur que Toile ne sait pas enregistrer. Elle reste ouverte ici${nbsp}: téléchargez-en une copie pour ne rien perdre.`,
      unknown: `Une erreur inattendue a empêché l'enregistrement. Votre page reste ouverte ici${nbsp}: réessayez, ou téléchargez-en une copie.`,
    },
    conflict: {
      title: 'Ce projet a changé dans un autre onglet',
      body: (name: string, time: string) =>
        `Une version plus récente de «${nbsp}${name}${nbsp}» a été enregistrée dans un autre onglet (à ${time}). Rien n'a été écrasé. Quelle version voulez-vous garder${nbsp}?`,
      keepMine: 'Garder cette version',
      takeTheirs: 'Reprendre l’autre version',
      keepBoth: 'Garder les deux',
      keptBoth: `Cette version a été enregistrée comme un nouveau projet${nbsp}; l'autre est intacte.`,
    },
    share: {
      title: 'Partager ce projet',
      intro: `Toute personne qui ouvre ce lien voit cette page dans son navigateur et en reçoit une copie modifiable. Votre projet n'est pas modifié.`,
      note: `Le lien contient la page elle-même, compressée${nbsp}: rien n'est envoyé à un serveur. Les modifications faites ensuite n'y figurent pas${nbsp}: partagez un nouveau lien.`,
      linkLabel: 'Lien de partage',
      length: (n: string) => `${n}${nbsp}caractères`,
      copy: 'Copier le lien',
      copied: 'Lien copié dans le presse-papiers.',
      copyFailed: `Copie impossible${nbsp}: sélectionnez le lien et copiez-le (Ctrl${nbsp}+${nbsp}C).`,
      tooLong: `Cette page est trop volumineuse pour tenir dans un lien (ses images, surtout). Téléchargez plutôt son fichier.`,
      close: 'Fermer',
    },
    sharedOpened: `Projet ouvert depuis un lien de partage. C'est une nouvelle copie${nbsp}: aucun de vos projets n'a été modifié.`,
    sharedInvalid: `Ce lien de partage est incomplet ou abîmé${nbsp}: il ne contient pas de projet Toile lisible. Aucun de vos projets n'a été modifié.`,
    sharedNewer: `Ce lien a été créé par une version plus récente de Toile. Rechargez la page pour mettre Toile à jour. Aucun de vos projets n'a été modifié.`,
    imported: (name: string) =>
      `«${nbsp}${name}${nbsp}» a été importé comme un nouveau projet. Vos autres projets n'ont pas été modifiés.`,
    file: {
      invalid: `Ce fichier n'est pas un projet Toile valide. Votre page actuelle n'a pas été modifiée.`,
      tooBig: `Ce fichier est trop volumineux pour être un projet Toile (5${nbsp}Mo au plus). Votre page actuelle n'a pas été modifiée.`,
      newer: `Ce projet a été créé par une version plus récente de Toile. Rechargez la page pour mettre Toile à jour, puis réessayez. Votre page actuelle n'a pas été modifiée.`,
      empty: `Ce fichier est vide. Votre page actuelle n'a pas été modifiée.`,
      unreadable: `Ce fichier n'a pas pu être lu. Votre page actuelle n'a pas été modifiée.`,
    },
    close: 'Fermer',
  },

  export: {
    untitled: 'Page Toile',
    dialogTitle: 'Exporter la page',
    started: (file: string) => `Le téléchargement de «${nbsp}${file}${nbsp}» a commencé.`,
    contents: `Le fichier ZIP contient trois fichiers${nbsp}:`,
    files: {
      html: 'index.html — la page, à mettre en ligne telle quelle',
      css: 'styles.css — sa mise en forme',
      project: `projet.json — le projet, à rouvrir dans Toile avec «${nbsp}Importer${nbsp}»`,
    },
    hosting: `Déposez index.html et styles.css chez l'hébergeur de votre choix${nbsp}: la page n'a besoin d'aucun script.`,
    downloadZip: 'Télécharger le ZIP',
    viewCode: 'Voir le code',
    codeTitle: 'Code de la page',
    htmlHeading: 'HTML (index.html)',
    cssHeading: 'CSS (styles.css)',
    htmlCode: 'Code HTML',
    cssCode: 'Code CSS',
    copyHtml: 'Copier le code HTML',
    copyCss: 'Copier le code CSS',
    copiedHtml: 'Code HTML copié dans le presse-papiers.',
    copiedCss: 'Code CSS copié dans le presse-papiers.',
    copyFailed: `Copie impossible${nbsp}: sélectionnez le code et copiez-le (Ctrl${nbsp}+${nbsp}C).`,
    back: 'Retour',
    close: 'Fermer',
    failed: `L'export n'a pas pu être préparé. Votre page n'a pas été modifiée${nbsp}: réessayez.`,
  },

  preview: {
    title: 'Aperçu',
    back: "Retour à l'éditeur",
    devices: "Taille d'écran",
    desktop: 'Ordinateur',
    tablet: 'Tablette',
    mobile: 'Mobile',
    width: (px: number) => `${px}${nbsp}px`,
    frameTitle: (name: string) => `Aperçu de la page «${nbsp}${name}${nbsp}»`,
    escapeHint: `Échap pour revenir à l'éditeur`,
  },
} as const;

export type Fr = typeof fr;
