/**
 * Every user-facing string of Toile, in one module (docs/decisions.md, 6).
 * French typography: U+00A0 (non-breaking space) before « : ; ! ? % » and inside guillemets.
 * Each feature owns one section below; keep them in the order of the folder map.
 */

const nbsp = '\u00a0';

/** The three screens a page is made for, in the editor's switcher and the preview alike. */
const screenNames = { desktop: 'Ordinateur', tablet: 'Tablette', phone: 'Mobile' } as const;

export const fr = {
  app: {
    name: 'Toile',
    title: 'Toile — Créez des sites web en quelques minutes',
    loading: 'Chargement…',
    /** A notice's close button (MUI's Alert), unless the notice names its own. */
    close: 'Fermer',
    /** The browser tab's title on a screen other than the landing page. */
    pageTitle: (screen: string) => `${screen} — Toile`,
    screens: {
      library: 'Bibliothèque de Templates',
      editor: 'Éditeur',
      projects: 'Mes projets',
      notFound: 'Page introuvable',
    },
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
        description: `Décrivez votre activité en une phrase${nbsp}: Toile en tire trois sites de plusieurs pages, avec textes, couleurs et polices, à retoucher ensuite. Le générateur tourne dans votre navigateur, sans rien envoyer.`,
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

  editor: {
    newProject: 'Nouveau Projet',
    opening: "Ouverture de l'éditeur…",
    topBar: {
      label: "Barre d'outils de l'éditeur",
      unsaved: 'Non sauvegardé',
      rename: 'Renommer le projet',
      projectName: 'Nom du projet',
      undo: 'Annuler',
      redo: 'Rétablir',
      preview: 'Aperçu',
      save: 'Sauvegarder',
      share: 'Partager',
      export: 'Exporter',
    },
    /** A « Liste » on the canvas with nothing to show. */
    list: {
      noCollection: `Liste sans collection${nbsp}: choisissez-en une dans «${nbsp}Propriétés${nbsp}».`,
      empty: (name: string) => `«${nbsp}${name}${nbsp}» n'a encore rien de publié à montrer ici.`,
      /** « Propriétés » of a list. */
      section: 'Liste',
      collection: 'Collection',
      noneCollection: 'Aucune collection',
      show: 'Afficher',
      shows: {
        latest: 'Les plus récents',
        category: 'Une catégorie',
        chosen: 'Éléments choisis',
        all: 'Tout, 12 par page',
      },
      count: 'Nombre de cartes',
      countHelp: 'De 1 à 12.',
      category: 'Catégorie',
      noCategory: 'Aucune catégorie dans cette collection.',
      chosen: 'Éléments affichés',
    },
    types: {
      text: 'Texte',
      image: 'Image',
      button: 'Bouton',
      container: 'Container',
      header: 'En-tête',
      footer: 'Pied de page',
      menu: 'Menu',
      form: 'Formulaire',
      list: 'Liste',
    },
    elements: {
      title: 'Éléments',
      caption: 'Glissez et déposez pour ajouter',
      hint: 'Cliquez pour ajouter',
      quickTemplates: 'Templates rapides',
      quick: { hero: 'Hero Section', cards: 'Cards Grid', contact: 'Contact Form' },
    },
    canvas: {
      label: 'Zone de travail',
      empty: 'Commencez par ajouter des éléments',
      templateFrame: 'Template affiché en arrière-plan',
      editTemplate: 'Modifier le contenu du template',
      /** « Texte : Votre texte ici », the accessible name of an element on the canvas. */
      elementLabel: (type: string, content: string) =>
        content ? `${type}${nbsp}: ${content}` : type,
      emptyContainer: 'vide',
      imageAlt: 'Image de la page',
      deleteElement: "Supprimer l'élément",
    },
    /** An element's words edited on the canvas itself (docs/decisions.md, « Texte sur le canevas »). */
    inPlace: {
      /** The editing box's accessible name: « Modifier le texte : Bouton ». */
      label: (type: string) => `Modifier le texte${nbsp}: ${type}`,
      hint: 'Entrée ou Ctrl + Entrée pour valider, Échap pour annuler.',
      hintMultiline:
        'Entrée ou Ctrl + Entrée pour valider, Maj + Entrée pour aller à la ligne, Échap pour annuler.',
      committed: 'Texte modifié.',
      unchanged: 'Texte inchangé.',
      cancelled: 'Modification annulée, le texte est inchangé.',
      tooLong: (max: string) =>
        `Texte trop long${nbsp}: ${max}${nbsp}caractères au plus. Raccourcissez-le ou appuyez sur Échap${nbsp}: le texte actuel est conservé.`,
      refused: (max: string) =>
        `Texte trop long${nbsp}: ${max}${nbsp}caractères au plus. Le texte actuel est conservé.`,
    },
    /** Several elements selected (Shift or Ctrl + click, the selection rectangle, Ctrl+A). */
    selection: {
      box: 'Éléments sélectionnés',
      count: (n: string) => `${n}${nbsp}éléments sélectionnés`,
      hint: 'Maj ou Ctrl + clic ajoute ou retire un élément de la sélection.',
      /** Read by screen readers when the selection changes. */
      announce: (n: number, formatted: string) =>
        n === 0
          ? 'Aucun élément sélectionné'
          : n === 1
            ? '1 élément sélectionné'
            : `${formatted}${nbsp}éléments sélectionnés`,
      align: 'Aligner',
      alignHow: {
        left: 'Aligner à gauche',
        center: 'Centrer horizontalement',
        right: 'Aligner à droite',
        top: 'Aligner en haut',
        middle: 'Centrer verticalement',
        bottom: 'Aligner en bas',
      },
      alignOnPage: 'Un seul élément s’aligne sur la page ou sur sa section.',
      distributeHorizontal: 'Répartir horizontalement',
      distributeVertical: 'Répartir verticalement',
      distributeHint: 'Il faut au moins trois éléments pour répartir.',
      /** Said once done (the live region): one element, or several. */
      aligned: (
        how: 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom',
        several: boolean,
      ) => {
        const s = several ? 's' : '';
        const words = {
          left: `Aligné${s} à gauche`,
          center: `Centré${s} horizontalement`,
          right: `Aligné${s} à droite`,
          top: `Aligné${s} en haut`,
          middle: `Centré${s} verticalement`,
          bottom: `Aligné${s} en bas`,
        };
        return words[how];
      },
      distributed: {
        horizontal: 'Répartis horizontalement',
        vertical: 'Répartis verticalement',
      },
      deleted: (n: string) => `${n}${nbsp}éléments supprimés`,
      deleteAll: 'Supprimer la sélection',
      duplicateAll: 'Dupliquer la sélection',
      lock: 'Verrouiller',
      hide: 'Masquer',
      group: 'Grouper',
      ungroup: 'Dissocier',
      grouped: 'Éléments groupés',
      ungrouped: 'Groupe dissocié',
      groupRefused: `Impossible de grouper${nbsp}: choisissez au moins deux éléments, ni verrouillés ni déjà dans un groupe.`,
      groupNote: `Ce conteneur est un groupe${nbsp}: ses éléments bougent avec lui.`,
      lockedState: 'verrouillé',
      hiddenState: 'masqué',
      /** Said when a locked element is pressed, dragged, nudged, deleted or edited. */
      lockedRefused: `Élément verrouillé${nbsp}: déverrouillez-le dans Calques pour le modifier.`,
      lockedNote: `Verrouillé${nbsp}: il ne bouge pas et ne se supprime pas sur le canevas.`,
      lockedDone: (on: boolean) => (on ? 'Verrouillé' : 'Déverrouillé'),
      hiddenDone: (on: boolean) => (on ? 'Masqué' : 'Affiché'),
      mixed: 'Mixte',
    },
    /** The canvas's context menu (right click, Shift+F10 or the ContextMenu key). */
    contextMenu: {
      elementLabel: 'Actions de l’élément',
      selectionLabel: (n: string) => `Actions des ${n}${nbsp}éléments sélectionnés`,
      canvasLabel: 'Actions de la zone de travail',
      editText: 'Modifier le texte',
      editTextAlone: 'Sélectionnez ce seul élément pour modifier son texte.',
      copy: 'Copier',
      paste: 'Coller',
      nothingToPaste: `Rien à coller${nbsp}: copiez d’abord un élément.`,
      duplicate: 'Dupliquer',
      delete: 'Supprimer',
      alreadyFront: 'Déjà au premier plan.',
      alreadyBack: 'Déjà à l’arrière-plan.',
      selectAll: 'Tout sélectionner',
      nothingToSelect: 'La page n’a encore aucun élément.',
      /** Each entry's shortcut, shown at its right. */
      keys: {
        editText: 'Entrée',
        copy: 'Ctrl + C',
        paste: 'Ctrl + V',
        duplicate: 'Ctrl + D',
        delete: 'Suppr',
        bringToFront: 'Ctrl + Maj + ↑',
        sendToBack: 'Ctrl + Maj + ↓',
        selectAll: 'Ctrl + A',
        group: 'Ctrl + G',
        ungroup: 'Ctrl + Maj + G',
      },
      /** Said once done (the live region). */
      copied: (n: number, formatted: string) =>
        n === 1 ? 'Élément copié.' : `${formatted}${nbsp}éléments copiés.`,
      copyFailed: `La copie n’a pas pu être faite${nbsp}: ce navigateur refuse l’enregistrement local. Rien n’a été modifié.`,
      pasted: (n: number, formatted: string) =>
        n === 1 ? 'Élément collé.' : `${formatted}${nbsp}éléments collés.`,
      duplicated: (n: number, formatted: string) =>
        n === 1 ? 'Élément dupliqué.' : `${formatted}${nbsp}éléments dupliqués.`,
      deleted: (n: number, formatted: string) =>
        n === 1 ? 'Élément supprimé.' : `${formatted}${nbsp}éléments supprimés.`,
      reordered: { front: 'Mis au premier plan.', back: 'Mis à l’arrière-plan.' },
      unlock: 'Déverrouiller',
      hidden: (n: number, formatted: string) =>
        n === 1
          ? `Élément masqué${nbsp}: il reste dans Calques, où vous pouvez l’afficher de nouveau.`
          : `${formatted}${nbsp}éléments masqués${nbsp}: ils restent dans Calques, où vous pouvez les afficher de nouveau.`,
    },
    properties: {
      title: 'Propriétés',
      empty: 'Sélectionnez un élément pour modifier ses propriétés',
      content: 'Contenu',
      imageUrl: "URL de l'image",
      imageUrlRejected: `Cette adresse ne peut pas servir d'image${nbsp}: utilisez une URL en http:// ou https://, ou une image data:image. L'image actuelle est conservée.`,
      altText: 'Texte alternatif',
      altHint: "Ce que l'image montre, pour qui ne la voit pas",
      altTooLong: (max: string) =>
        `Texte trop long${nbsp}: ${max}${nbsp}caractères au plus. Le texte actuel est conservé.`,
      decorative: 'Image décorative',
      position: 'Position',
      positionX: 'Position X',
      positionY: 'Position Y',
      size: 'Taille',
      width: 'Largeur',
      height: 'Hauteur',
      colors: 'Couleurs',
      textColor: 'Couleur du texte',
      textColorHex: 'Hex du texte',
      backgroundColor: 'Couleur de fond',
      backgroundColorHex: 'Hex du fond',
      transparent: 'Fond transparent',
      colorRejected: `Couleur non reconnue${nbsp}: saisissez un code comme #3B82F6. La couleur actuelle est conservée.`,
      typography: 'Typographie',
      fontSize: 'Taille de police',
      fontWeight: 'Graisse',
      weights: { normal: 'Normal', bold: 'Gras', light: 'Léger' },
      /** A text's tag in the exported page. */
      level: 'Niveau',
      levels: { p: 'Paragraphe', h1: 'Titre 1', h2: 'Titre 2', h3: 'Titre 3' },
      textAlign: 'Alignement',
      aligns: { left: 'Gauche', center: 'Centre', right: 'Droite' },
      appearance: 'Apparence',
      borderRadius: 'Coins arrondis',
      padding: 'Marge intérieure',
      pixels: 'px',
    },
    /** Fields that follow the site's colours and text styles (« Styles du site »). */
    bindings: {
      /** The swatches of a field, named with it: « Couleur du texte : couleurs du site ». */
      swatches: (field: string) => `${field}${nbsp}: couleurs du site`,
      /** The colour input and hex field of a field: « Couleur du texte : personnalisée ». */
      custom: (field: string) => `${field}${nbsp}: personnalisée`,
      /** A swatch's tooltip: its name and value. */
      swatchTitle: (name: string, value: string) => `${name}${nbsp}: ${value}`,
      /** What a text or a button differs from its style in, after « Modifié ». */
      modifiedList: (fields: string) => `Différent du style${nbsp}: ${fields}`,
      fields: {
        font: 'police',
        desktop: 'taille sur Ordinateur',
        tablet: 'taille sur Tablette',
        phone: 'taille sur Mobile',
        weight: 'graisse',
        lineHeight: 'interligne',
        letterSpacing: 'espacement des lettres',
        uppercase: 'majuscules',
      },
      /** A field's hint when its value differs from the style's. */
      modifiedHint: (hint: string) => `Modifié — ${hint}`,
      /** Said when « Revenir au style » has put the style's values back. */
      restored: 'Style rétabli',
    },
    links: {
      section: 'Lien',
      kind: 'Type de lien',
      kinds: {
        none: 'Aucun',
        page: 'Page du site',
        anchor: "Section d'une page",
        url: 'Adresse web',
        email: 'E-mail',
        phone: 'Téléphone',
      },
      page: 'Page',
      anchorPage: 'Page de la section',
      anchor: 'Section',
      noAnchor: `Aucune section sur cette page${nbsp}: donnez une «${nbsp}Ancre${nbsp}» à l'un de ses éléments.`,
      url: 'Adresse web',
      urlHint: 'Par exemple https://www.exemple.fr',
      email: 'Adresse e-mail',
      phone: 'Numéro de téléphone',
      newTab: 'Ouvrir dans un nouvel onglet',
      /** An anchor in the list of a page's sections: « #services (Texte : Nos services) ». */
      anchorOption: (anchor: string, label: string) => `#${anchor} (${label})`,
      urlRefused: (value: string) =>
        `Adresse refusée${nbsp}: «${nbsp}${value}${nbsp}». Saisissez une adresse web en https:// (ou http://). Le lien actuel est conservé.`,
      emailRefused: (value: string) =>
        `Adresse e-mail refusée${nbsp}: «${nbsp}${value}${nbsp}». Saisissez une adresse comme contact@example.com. Le lien actuel est conservé.`,
      phoneRefused: (value: string) =>
        `Numéro refusé${nbsp}: «${nbsp}${value}${nbsp}». Saisissez des chiffres, par exemple 01${nbsp}99${nbsp}00${nbsp}12${nbsp}34 ou +33${nbsp}1${nbsp}99${nbsp}00${nbsp}12${nbsp}34. Le lien actuel est conservé.`,
      missingPage: `Cette page a été supprimée${nbsp}: choisissez-en une autre.`,
      anchorField: 'Ancre',
      anchorHint: (anchor: string) => `Adresse de la section${nbsp}: #${anchor}`,
      anchorEmptyHint: 'Un nom court pour que des liens mènent à cet élément',
      anchorRefused: (value: string) =>
        `Ancre refusée${nbsp}: «${nbsp}${value}${nbsp}». Utilisez des lettres, des chiffres et des tirets. L'ancre actuelle est conservée.`,
      anchorTaken: (value: string) =>
        `Ancre déjà utilisée sur cette page${nbsp}: «${nbsp}${value}${nbsp}». Choisissez-en une autre. L'ancre actuelle est conservée.`,
    },
    menu: {
      /** The menu's own properties: what it lists. */
      hint: 'Le menu liste les pages du site dans leur ordre et les suit quand elles changent.',
      /** The exported menu's accessible name, and its button on phones. */
      navLabel: 'Menu principal',
      toggle: 'Menu',
    },
    /** « Formulaire »: its fields, where it sends (docs/decisions.md, 18). */
    form: {
      section: 'Formulaire',
      kinds: {
        name: 'Nom',
        email: 'E-mail',
        phone: 'Téléphone',
        message: 'Message',
        consent: 'Consentement',
        text: 'Texte',
      },
      consentLabel: "J'accepte que mes données soient utilisées pour répondre à ma demande.",
      button: 'Envoyer',
      field: (n: number) => `Champ ${n}`,
      label: 'Libellé',
      kind: 'Type de champ',
      required: 'Obligatoire',
      up: (label: string) => `Monter «${nbsp}${label}${nbsp}»`,
      down: (label: string) => `Descendre «${nbsp}${label}${nbsp}»`,
      remove: (label: string) => `Supprimer «${nbsp}${label}${nbsp}»`,
      add: 'Ajouter un champ',
      full: (max: number) => `${max}${nbsp}champs au plus.`,
      destination: 'Destination',
      destinations: {
        none: 'À choisir',
        email: 'Envoyer par e-mail',
        web: 'Envoyer vers une adresse web',
      },
      noDestination: `Sans destination, le formulaire publié ne peut rien envoyer.`,
      address: 'Adresse e-mail',
      subject: 'Objet du message',
      defaultSubject: 'Demande depuis le site',
      url: 'Adresse du service',
      urlHint: 'Par exemple https://formspree.io/f/…',
      emailRefused: (value: string) =>
        `Adresse e-mail refusée${nbsp}: «${nbsp}${value}${nbsp}». Saisissez une adresse comme contact@example.com. La destination actuelle est conservée.`,
      urlRefused: (value: string) =>
        `Adresse refusée${nbsp}: «${nbsp}${value}${nbsp}». Seule une adresse en https:// est acceptée. La destination actuelle est conservée.`,
      accent: 'Couleur du bouton',
      accentHex: 'Hex du bouton',
      honeypot: 'Ne pas remplir',
    },
    /** Fonts and type: « Police », italic, underline, spacing; the site's fonts; their export. */
    fonts: {
      font: 'Police',
      /** An element's default: the site's font for it (headings or text), named. */
      siteFont: (name: string) => `Police du site (${name})`,
      /** The reader's own system font. */
      system: 'Police du système',
      /** The system font inside « Police du site (…) ». */
      systemShort: 'système',
      categories: {
        'sans-serif': 'Sans empattements',
        serif: 'Avec empattements',
        display: 'Pour les titres',
      },
      italic: 'Italique',
      underline: 'Souligné',
      lineHeight: 'Interligne',
      lineHeightHint: (min: string, max: string) => `De ${min} à ${max}, par exemple 1,5`,
      lineHeightRefused: (min: string, max: string) =>
        `Interligne refusé${nbsp}: saisissez un nombre de ${min} à ${max}, par exemple 1,5. L'interligne actuel est conservé.`,
      letterSpacing: 'Espacement des lettres',
      letterSpacingHint: (min: string, max: string) => `En pixels, de ${min} à ${max}`,
      letterSpacingRefused: (min: string, max: string) =>
        `Espacement refusé${nbsp}: saisissez un nombre de pixels de ${min} à ${max}, par exemple 0,5. L'espacement actuel est conservé.`,
      /** « Paramètres du site ». */
      themeSection: 'Polices',
      headingFont: 'Police des titres',
      headingFontHint: `Pour les textes de niveau «${nbsp}Titre 1${nbsp}» à «${nbsp}Titre 3${nbsp}».`,
      bodyFont: 'Police du texte',
      bodyFontHint: 'Pour les paragraphes, les boutons et le menu.',
      fontRefused: `Police inconnue${nbsp}: choisissez-en une dans la liste.`,
      /** The comment above a page's @font-face rules in its stylesheet. */
      cssComment: (names: readonly string[]) =>
        `Polices${nbsp}: ${names.join(', ')}. Licence SIL Open Font License 1.1, dans le dossier fonts/.`,
      /** The export dialog's lines for the fonts folder. */
      files: {
        font: (files: string, name: string) => `${files} — la police ${name}`,
        fontCount: (count: string) => `${count}${nbsp}fichiers`,
        licence: (file: string, name: string) => `${file} — la licence de la police ${name}`,
      },
      preparing: 'Préparation du fichier ZIP avec ses polices…',
      /** The export dialog's advice for a site with fonts. */
      hosting: `Déposez les fichiers HTML et CSS, avec le dossier fonts, ensemble chez l'hébergeur de votre choix${nbsp}: le site n'a besoin d'aucun script ni d'aucun autre serveur.`,
    },
    /** Pictures of one's own: upload, its messages, the « Médiathèque » (features/media). */
    media: {
      upload: 'Importer une image',
      uploadHint: `JPEG, PNG, WebP, GIF, AVIF ou SVG, 25${nbsp}Mo au plus`,
      library: 'Médiathèque',
      /** While a picture is processed (shown after half a second). */
      processing: (name: string) => `Préparation de l'image «${nbsp}${name}${nbsp}»…`,
      done: `Image importée. Ses métadonnées (EXIF, position GPS) ont été retirées${nbsp}: elles pourraient dire où et quand la photo a été prise.`,
      /** The canvas's picture while its bytes are read, or when this browser does not have them. */
      missing: 'Image introuvable dans ce navigateur',
      errors: {
        notImage: `Ce fichier n'est pas une image que Toile sait lire (JPEG, PNG, WebP, GIF, AVIF ou SVG). Rien n'a été modifié.`,
        tooBig: (max: string) =>
          `Ce fichier est trop lourd${nbsp}: ${max} au plus par image. Réduisez-le puis importez-le de nouveau. Rien n'a été modifié.`,
        tooManyPixels: (max: string) =>
          `Cette image est trop grande${nbsp}: ${max}${nbsp}millions de pixels au plus. Réduisez ses dimensions puis importez-la de nouveau. Rien n'a été modifié.`,
        damaged: `Cette image est abîmée ou incomplète (un fichier coupé pendant une copie, peut-être)${nbsp}: Toile ne peut pas la lire. Rien n'a été modifié.`,
        svgScript: `Cette image SVG contient un script. Par sécurité, Toile ne l'importe pas. Rien n'a été modifié.`,
        svgHandler: `Cette image SVG contient du code qui s'exécute (par exemple onload). Par sécurité, Toile ne l'importe pas. Rien n'a été modifié.`,
        svgExternal: `Cette image SVG charge des éléments depuis un autre site. Par sécurité, Toile ne l'importe pas. Rien n'a été modifié.`,
        quota: `L'espace de stockage de ce navigateur est plein${nbsp}: l'image n'a pas été enregistrée. Supprimez des images inutilisées ou des projets, puis réessayez. Rien n'a été modifié.`,
        projectFull: (max: string) =>
          `Ce projet a atteint sa limite de ${max} d'images. Supprimez des images inutilisées dans la médiathèque, puis réessayez. Rien n'a été modifié.`,
        unavailable: `Le stockage de ce navigateur n'est pas disponible (navigation privée${nbsp}?)${nbsp}: l'image n'a pas été enregistrée. Rien n'a été modifié.`,
        unsupported: `Ce navigateur ne sait pas préparer les images. Essayez avec une version récente de Chrome, Edge, Firefox ou Safari. Rien n'a été modifié.`,
      },
      dialog: {
        title: 'Médiathèque',
        intro: `Les images de ce projet, enregistrées dans ce navigateur.`,
        empty: `Aucune image pour l'instant. Importez-en une depuis les propriétés d'une image, déposez-la sur la zone de travail ou collez-la.`,
        loading: 'Chargement des images…',
        close: 'Fermer',
        dimensions: (width: string, height: string) => `${width}${nbsp}×${nbsp}${height}${nbsp}px`,
        uses: (count: number) =>
          count === 0 ? 'Inutilisée' : count === 1 ? 'Utilisée 1 fois' : `Utilisée ${count} fois`,
        use: 'Utiliser',
        useLabel: (name: string) => `Utiliser «${nbsp}${name}${nbsp}» dans l'image sélectionnée`,
        replace: 'Remplacer',
        replaceLabel: (name: string) =>
          `Remplacer «${nbsp}${name}${nbsp}» partout où elle est utilisée`,
        delete: 'Supprimer',
        deleteLabel: (name: string) => `Supprimer «${nbsp}${name}${nbsp}»`,
        deleteUsed: `Utilisée${nbsp}: retirez-la d'abord des éléments qui l'affichent.`,
        deleted: (name: string) => `«${nbsp}${name}${nbsp}» a été supprimée de ce navigateur.`,
        altLabel: 'Texte alternatif par défaut',
        altHint: `Donné aux images où vous la placez si elles n'en ont pas.`,
        altSaved: 'Texte alternatif enregistré.',
        thumbnail: (name: string) => `Aperçu de «${nbsp}${name}${nbsp}»`,
        missing: `Absente de ce navigateur`,
        storage: (used: string, available: string) =>
          `Espace utilisé${nbsp}: ${used} · disponible${nbsp}: ${available}`,
        storageUnknown: `Ce navigateur n'indique pas l'espace disponible.`,
        selectImageFirst: `Sélectionnez une image sur la zone de travail pour y utiliser une de ces images.`,
      },
    },
    /** « Sections »: ready-made parts of a page, inserted whole (document/sections). */
    sections: {
      title: 'Sections',
      caption: 'Des parties de page toutes prêtes, aux couleurs du site',
      open: 'Parcourir les sections',
      close: 'Fermer',
      loading: 'Chargement des sections…',
      failed: `Les sections n'ont pas pu être chargées. Vérifiez votre connexion, puis réessayez.`,
      retry: 'Réessayer',
      whereSelected: 'La section choisie s’ajoute sous la section sélectionnée.',
      whereEnd: 'La section choisie s’ajoute à la fin de la page.',
      /** A section's button: « Ajouter la section Héros avec image ». */
      add: (name: string) => `Ajouter la section ${name}`,
      kinds: {
        header: 'Menu et en-tête',
        hero: 'Héros',
        features: 'Services',
        gallery: 'Galerie',
        pricing: 'Tarifs',
        team: 'Équipe',
        testimonials: 'Témoignages',
        faq: 'Questions fréquentes',
        figures: 'Chiffres clés',
        cta: 'Appel à l’action',
        contact: 'Contact',
        hours: 'Horaires et adresse',
        restaurantMenu: 'Carte du restaurant',
        products: 'Produits',
        articles: 'Derniers articles',
        footer: 'Pied de page',
      },
      names: {
        'header.menu': 'En-tête avec menu',
        'header.button': 'En-tête avec bouton',
        'header.centred': 'En-tête centré',
        'hero.image': 'Héros avec image',
        'hero.overlay': 'Héros sur image',
        'hero.split': 'Héros partagé',
        'features.three': 'Services en 3 colonnes',
        'features.four': 'Services en 4 colonnes',
        'features.pictures': 'Services avec images',
        'gallery.grid': 'Galerie en grille',
        'gallery.mosaic': 'Galerie en mosaïque',
        'pricing.plans': 'Tarifs en 3 formules',
        'pricing.list': 'Tarifs en liste',
        'team.portraits': 'Équipe en portraits',
        'team.bios': 'Équipe avec présentations',
        'testimonials.cards': 'Témoignages en 3 colonnes',
        'testimonials.featured': 'Témoignage mis en avant',
        'faq.list': 'Questions en liste',
        'faq.columns': 'Questions en 2 colonnes',
        'figures.band': 'Chiffres clés en bandeau',
        'figures.text': 'Chiffres clés avec texte',
        'cta.card': 'Appel à l’action centré',
        'cta.banner': 'Appel à l’action en bandeau',
        'contact.form': 'Contact avec formulaire',
        'contact.details': 'Coordonnées',
        'contact.split': 'Formulaire et coordonnées',
        'hours.cards': 'Horaires et adresse',
        'hours.band': 'Horaires en bandeau',
        'restaurantMenu.columns': 'Carte en 2 colonnes',
        'restaurantMenu.pictures': 'Carte avec photos',
        'products.grid': 'Produits en grille',
        'products.featured': 'Produit mis en avant',
        'articles.cards': 'Articles en 3 colonnes',
        'articles.list': 'Articles en liste',
        'footer.simple': 'Pied de page simple',
        'footer.columns': 'Pied de page en colonnes',
      },
    },
    screens: {
      /** The switcher above the canvas. */
      label: 'Écran affiché',
      names: screenNames,
      /** The canvas's name on a smaller screen: « Zone de travail, écran Mobile ». */
      canvasWidth: (name: string, px: number) => `${name}, ${px}${nbsp}px de large`,
      section: (name: string) => `Sur l'écran ${name}`,
      hint: `Sur cet écran, les éléments se placent d'eux-mêmes${nbsp}: ce que vous changez ici ne vaut que pour lui.`,
      hide: 'Masquer sur cet écran',
      order: 'Ordre sur cet écran',
      moveUp: 'Monter',
      moveDown: 'Descendre',
      orderPlace: (position: number, count: number) => `Position ${position} sur ${count}`,
      fontSize: 'Taille de police',
      textAlign: 'Alignement',
      width: 'Largeur',
      height: 'Hauteur',
      automatic: 'Automatique',
      automaticValue: (value: string) => `Automatique${nbsp}: ${value}`,
      modified: 'Modifié sur cet écran',
      /** The visible text of each « Rétablir la taille de police »… */
      resetShort: 'Rétablir',
      reset: {
        hidden: "Rétablir l'affichage",
        order: "Rétablir l'ordre",
        fontSize: 'Rétablir la taille de police',
        textAlign: "Rétablir l'alignement",
        width: 'Rétablir la largeur',
        height: 'Rétablir la hauteur',
        padding: 'Rétablir la marge intérieure',
      },
      /** The layers panel. */
      hiddenHere: 'Masqué sur cet écran',
      hiddenOnSmall: 'Masqué sur Tablette et Mobile',
    },
    mobile: {
      panels: "Panneaux de l'éditeur",
      close: 'Fermer',
      pages: 'Pages',
    },
    /** « Vérifier le site »: what would hurt the published site (document/check/siteCheck.ts). */
    siteCheck: {
      /** The top bar's button and the dialog's title. */
      title: 'Vérifier le site',
      intro:
        'Ce qui gênerait les visiteurs du site publié ou les moteurs de recherche, page par page.',
      none: 'Aucun problème trouvé',
      noneDetail: `Liens, titres, textes alternatifs, contrastes et tailles sur mobile${nbsp}: tout va bien.`,
      /** « 3 problèmes » (`formatted`: the count in French). */
      count: (count: number, formatted: string) =>
        count === 0
          ? 'Aucun problème trouvé'
          : `${formatted}${nbsp}problème${count > 1 ? 's' : ''}`,
      /** The heading of a page's problems. */
      page: (name: string) => `Page «${nbsp}${name}${nbsp}»`,
      close: 'Fermer',
      /** The buttons of a problem: visible text, then accessible name. */
      select: 'Sélectionner',
      selectLabel: (message: string, element: string) =>
        `Sélectionner${nbsp}: ${message} (${element})`,
      showPage: 'Afficher la page',
      showPageLabel: (name: string) => `Afficher la page ${name}`,
      openSettings: 'Paramètres de la page',
      openSettingsLabel: (message: string) => `Ouvrir les paramètres${nbsp}: ${message}`,
      /** An image of the page, by its place among the page's images: « Image 2 ». */
      imageNumber: (n: string) => `Image ${n}`,
      missingTitle: (page: string) => `Page «${nbsp}${page}${nbsp}» sans titre`,
      missingTitleHelp:
        'Les moteurs de recherche affichent ce titre dans leurs résultats et le navigateur dans son onglet.',
      missingDescription: (page: string) => `Page «${nbsp}${page}${nbsp}» sans description`,
      missingDescriptionHelp:
        'Les moteurs de recherche affichent cette description sous le titre de la page.',
      noH1: (page: string) => `Aucun titre de niveau 1 sur la page «${nbsp}${page}${nbsp}»`,
      noH1Help: `Donnez à son titre principal le niveau «${nbsp}Titre 1${nbsp}» (Propriétés, Niveau)${nbsp}: les moteurs de recherche et les lecteurs d'écran s'en servent.`,
      manyH1: (count: string, page: string) =>
        `${count}${nbsp}titres de niveau 1 sur la page «${nbsp}${page}${nbsp}»`,
      manyH1Help: `Gardez un seul «${nbsp}Titre 1${nbsp}» par page, et passez les autres en «${nbsp}Titre 2${nbsp}».`,
      brokenLink: {
        missingPage: `Lien cassé${nbsp}: la page liée n'existe plus`,
        missingAnchor: (anchor: string, page: string) =>
          `Lien cassé${nbsp}: la section «${nbsp}#${anchor}${nbsp}» n'existe plus sur la page «${nbsp}${page}${nbsp}»`,
        url: (address: string) =>
          `Lien cassé${nbsp}: l'adresse web «${nbsp}${address}${nbsp}» n'est pas valide`,
        email: (address: string) =>
          `Lien cassé${nbsp}: l'adresse e-mail «${nbsp}${address}${nbsp}» n'est pas valide`,
        phone: (number: string) =>
          `Lien cassé${nbsp}: le numéro «${nbsp}${number}${nbsp}» n'est pas valide`,
      },
      brokenLinkHelp: `Choisissez une autre destination dans Propriétés, Lien, ou retirez le lien${nbsp}: le site publié ne le montrera pas.`,
      missingAlt: 'Image sans texte alternatif',
      missingAltHelp: `Décrivez l'image pour qui ne la voit pas, ou indiquez qu'elle est décorative.`,
      /** « 2,1:1 », « 4,5:1 »: French decimals, a ratio without spaces. */
      lowContrast: (ratio: string, required: string) =>
        `Texte peu lisible${nbsp}: contraste ${ratio}:1 (${required}:1 au moins)`,
      /** When the text reads well on some screens: « … sur Tablette et Mobile ». */
      lowContrastOn: (message: string, screens: string) => `${message} sur ${screens}`,
      lowContrastHelp: (color: string, background: string) =>
        `Texte ${color} sur fond ${background}${nbsp}: choisissez un texte plus foncé ou un fond plus clair (ou l'inverse).`,
      /** « Tablette et Mobile ». */
      and: (first: string, last: string) => `${first} et ${last}`,
      smallTarget: {
        link: 'Lien difficile à toucher sur Mobile',
        button: 'Bouton difficile à toucher sur Mobile',
      },
      /** The target's size: « 19 px de haut », « 20 × 20 px ». */
      targetHeight: (message: string, height: string) =>
        `${message}${nbsp}: ${height}${nbsp}px de haut (24${nbsp}px au moins)`,
      targetSize: (message: string, width: string, height: string) =>
        `${message}${nbsp}: ${width}${nbsp}×${nbsp}${height}${nbsp}px (24${nbsp}×${nbsp}24${nbsp}px au moins)`,
      smallTextLinkHelp: `Sur l'écran Mobile, passez sa taille de police à 20${nbsp}px ou plus.`,
      smallBoxHelp: `Agrandissez-le pour qu'il fasse au moins 24${nbsp}px de côté.`,
      /** Texts, pictures and contact details still as Toile or a template wrote them. */
      samples: {
        title: 'Contenu d’exemple à remplacer',
        intro: `Textes, images et coordonnées tels que Toile ou le template les a écrits${nbsp}: publiés ainsi, ils tromperaient vos visiteurs. Remplacez-les par les vôtres${nbsp}; un contenu modifié quitte la liste.`,
        /** « 12 contenus d’exemple » (`formatted`: the count in French). */
        count: (count: number, formatted: string) =>
          count === 0
            ? 'Aucun contenu d’exemple'
            : `${formatted}${nbsp}contenu${count > 1 ? 's' : ''} d’exemple`,
        none: 'Tous les textes, images et coordonnées du site sont les vôtres.',
        kinds: {
          phone: 'Téléphone d’exemple',
          email: 'E-mail d’exemple',
          street: 'Adresse d’exemple',
          form: 'Formulaire qui envoie à une adresse d’exemple',
          picture: 'Image d’exemple',
          button: 'Bouton d’exemple',
          text: 'Texte d’exemple',
        },
        /** One line of the list: « Texte d’exemple « Nos services » ». */
        item: (kind: string, excerpt: string) =>
          excerpt ? `${kind} «${nbsp}${excerpt}${nbsp}»` : kind,
        /** Its button's accessible name. */
        selectLabel: (item: string, page: string) => `Sélectionner${nbsp}: ${item} (page ${page})`,
        /** A collection's sample items (document/check/sampleContents.ts, `sampleItems`). */
        collection: (name: string) => `Collection «${nbsp}${name}${nbsp}»`,
        itemKinds: {
          articles: 'Article d’exemple',
          realisations: 'Réalisation d’exemple',
          produits: 'Produit d’exemple',
        },
        itemsHelp: `Ouvrez la collection dans «${nbsp}Collections${nbsp}» et enregistrez-les avec vos textes, ou supprimez-les.`,
      },
    },
    /** « En-tête du site » and « Pied de page du site »: the parts every page shares. */
    shared: {
      parts: { header: 'En-tête du site', footer: 'Pied de page du site' },
      /** On the canvas, over an element of a shared part hovered or selected. */
      common: 'Commun à toutes les pages',
      /** « Calques »: the page's own elements, between the header's and the footer's. */
      pageGroup: 'Cette page',
      show: { header: "Afficher l'en-tête du site", footer: 'Afficher le pied de page du site' },
      showHint: {
        header: "L'en-tête commun s'affiche en haut de cette page.",
        footer: "Le pied de page commun s'affiche sous le dernier élément de cette page.",
      },
      ownPart: {
        header: `Cette page a son propre en-tête${nbsp}: supprimez-le pour afficher celui du site.`,
        footer: `Cette page a son propre pied de page${nbsp}: supprimez-le pour afficher celui du site.`,
      },
      moveTo: {
        header: "Mettre dans l'en-tête du site",
        footer: 'Mettre dans le pied de page du site',
      },
      keepHere: 'Garder sur cette page seulement',
      moved: {
        header: `Section mise dans l'en-tête du site${nbsp}: elle s'affiche sur toutes les pages.`,
        footer: `Section mise dans le pied de page du site${nbsp}: elle s'affiche sur toutes les pages.`,
      },
      kept: 'Élément gardé sur cette page seulement.',
      refused: {
        header: `Impossible${nbsp}: l'en-tête du site a déjà un bandeau d'en-tête.`,
        footer: `Impossible${nbsp}: le pied de page du site a déjà un bandeau de pied de page.`,
        wrongBand: `Impossible${nbsp}: un bandeau d'en-tête va dans l'en-tête, un pied de page dans le pied de page.`,
        twoBands: `Impossible${nbsp}: cette page a déjà son propre bandeau à cet endroit.`,
        noSection: `Impossible${nbsp}: cet élément n'est dans aucune section pleine largeur.`,
        notShown: `Impossible${nbsp}: cette page n'affiche pas cette partie commune (Paramètres de la page).`,
      },
      deleteTitle: {
        header: `Supprimer l'en-tête de toutes les pages${nbsp}?`,
        footer: `Supprimer le pied de page de toutes les pages${nbsp}?`,
      },
      deleteText: {
        header: `Ces éléments forment tout l'en-tête du site${nbsp}: il disparaîtra de chaque page. Ctrl+Z le rétablit.`,
        footer: `Ces éléments forment tout le pied de page du site${nbsp}: il disparaîtra de chaque page. Ctrl+Z le rétablit.`,
      },
      deleteConfirm: 'Supprimer de toutes les pages',
      cancel: 'Annuler',
      /** After opening a site whose pages did not all share their header or footer. */
      keptOwn: {
        header: (count: number, names: string) =>
          count === 1
            ? `1 page garde son propre en-tête${nbsp}: ${names}`
            : `${count} pages gardent leur propre en-tête${nbsp}: ${names}`,
        footer: (count: number, names: string) =>
          count === 1
            ? `1 page garde son propre pied de page${nbsp}: ${names}`
            : `${count} pages gardent leur propre pied de page${nbsp}: ${names}`,
      },
      keptOwnClose: 'Fermer',
    },
    /** « Paramètres de la page », « Paramètres du site », the warning before deleting a linked page. */
    settings: {
      page: {
        title: 'Paramètres de la page',
        /** The Pages panel's button: the settings of the page on the canvas. */
        open: 'Paramètres de la page',
        which: (name: string, file: string) => `Page «${nbsp}${name}${nbsp}», fichier ${file}`,
        seoTitle: 'Titre de la page',
        seoTitleHint: (title: string) =>
          `Affiché dans l'onglet et par les moteurs de recherche. Vide${nbsp}: «${nbsp}${title}${nbsp}».`,
        description: 'Description',
        descriptionHint:
          'Les moteurs de recherche en affichent environ 150 à 160 caractères sous le titre.',
        image: 'Image de partage',
        imageHint: `Montrée quand la page est partagée sur un réseau social${nbsp}: une adresse en https://.`,
        noindex: 'Ne pas indexer cette page',
        noindexHint: 'Les moteurs de recherche ne la proposeront pas dans leurs résultats.',
      },
      site: {
        title: 'Paramètres du site',
        name: 'Nom du site',
        language: 'Langue',
        french: 'Français',
        languageHint: 'Toile crée pour l’instant des sites en français seulement.',
        favicon: 'Favicon',
        faviconHint: "Une adresse d'image, ou vide pour l'icône générée (à droite).",
        faviconGenerated: 'Icône générée pour le site',
        faviconChosen: 'Aperçu de la favicon choisie',
        siteUrl: 'Adresse du site',
        siteUrlPlaceholder: 'https://www.boulangerie-dupont.fr',
        siteUrlHint:
          'Facultative. Sert aux liens canoniques et au plan du site (sitemap). Sans https://, il est ajouté.',
        siteUrlSaved: (url: string) => `Enregistrée ainsi${nbsp}: ${url}`,
      },
      /** « 12 / 200 » under a limited field. */
      counter: (length: string, max: string) => `${length}${nbsp}/${nbsp}${max}`,
      save: 'Enregistrer',
      cancel: 'Annuler',
      notSaved: `Rien n'a été enregistré${nbsp}: corrigez les champs signalés, ou annulez.`,
      problems: {
        titleTooLong: (length: string, max: string) =>
          `Titre trop long${nbsp}: ${length}${nbsp}caractères, ${max} au plus.`,
        descriptionTooLong: (length: string, max: string) =>
          `Description trop longue${nbsp}: ${length}${nbsp}caractères, ${max} au plus.`,
        nameTooLong: (length: string, max: string) =>
          `Nom trop long${nbsp}: ${length}${nbsp}caractères, ${max} au plus.`,
        nameEmpty: 'Donnez un nom au site.',
        imageRefused: `Image refusée${nbsp}: utilisez une adresse en http:// ou https://, ou une image data:image.`,
        siteUrl: {
          scheme: `Adresse refusée${nbsp}: seules les adresses web en http:// ou https:// conviennent.`,
          format: `Adresse refusée${nbsp}: ce n'est pas une adresse web (par exemple https://www.boulangerie-dupont.fr).`,
          extra: `Adresse refusée${nbsp}: donnez l'adresse du site seule, sans «${nbsp}?${nbsp}», «${nbsp}#${nbsp}» ni identifiant.`,
          tooLong: (max: string) => `Adresse refusée${nbsp}: ${max}${nbsp}caractères au plus.`,
        },
      },
      /** In the confirmation of « Supprimer » when other pages link to the page. */
      linksWarning: (count: number, formatted: string, pages: string) =>
        count === 1
          ? `1 lien mène à cette page (${pages}). Il ne mènera plus nulle part${nbsp}; «${nbsp}Vérifier le site${nbsp}» le listera.`
          : `${formatted} liens mènent à cette page (${pages}). Ils ne mèneront plus nulle part${nbsp}; «${nbsp}Vérifier le site${nbsp}» les listera.`,
    },
    limits: {
      page: (max: string) =>
        `Cette page compte déjà ${max}${nbsp}éléments, le maximum. Rien n'a été ajouté${nbsp}: supprimez des éléments ou ajoutez une page.`,
      site: (max: string) =>
        `Ce site compte déjà ${max}${nbsp}éléments, le maximum. Rien n'a été ajouté${nbsp}: supprimez des éléments ou des pages.`,
      close: 'Fermer',
    },
    pages: {
      title: 'Pages',
      list: 'Pages du site',
      add: 'Ajouter une page',
      newPageName: 'Nouvelle page',
      home: "Page d'accueil",
      actions: (name: string) => `Actions de la page ${name}`,
      rename: 'Renommer',
      duplicate: 'Dupliquer',
      delete: 'Supprimer',
      setHome: "Définir comme page d'accueil",
      settings: 'Paramètres de la page',
      moveUp: 'Monter',
      moveDown: 'Descendre',
      /** The copy « Dupliquer » makes. */
      copyName: (name: string) => `${name} (copie)`,
      reorderHint: 'Alt + flèche haut ou bas pour déplacer la page',
      addDialogTitle: 'Ajouter une page',
      renameDialogTitle: 'Renommer la page',
      name: 'Nom de la page',
      slug: 'Adresse de la page',
      slugHelp: (file: string) => `Le fichier exporté sera ${file}.`,
      homeSlugHelp: `Page d'accueil${nbsp}: le fichier exporté sera index.html.`,
      cancel: 'Annuler',
      confirmAdd: 'Ajouter',
      confirmRename: 'Enregistrer',
      nameProblems: {
        empty: 'Donnez un nom à la page.',
        tooLong: (max: number) => `Le nom d'une page tient en ${max}${nbsp}caractères au plus.`,
      },
      slugProblems: {
        empty: `Donnez une adresse à la page, par exemple «${nbsp}a-propos${nbsp}».`,
        tooLong: (max: number) => `L'adresse tient en ${max}${nbsp}caractères au plus.`,
        format: `Utilisez seulement des lettres minuscules sans accent, des chiffres et des tirets, par exemple «${nbsp}a-propos${nbsp}».`,
        reserved: `Cette adresse est réservée aux fichiers du site exporté${nbsp}: choisissez-en une autre.`,
        taken: `Une autre page a déjà cette adresse${nbsp}: choisissez-en une autre.`,
      },
      limitReached: (max: number) =>
        `Un site compte au plus ${max}${nbsp}pages${nbsp}: supprimez-en une pour en ajouter une autre.`,
      deleteTitle: (name: string) => `Supprimer la page «${nbsp}${name}${nbsp}»${nbsp}?`,
      deleteBody: 'La page et ses éléments seront supprimés. Vous pourrez annuler avec Ctrl+Z.',
      confirmDelete: 'Supprimer la page',
      deleted: (name: string) => `Page ${name} supprimée.`,
      moved: (name: string, position: number, total: number) =>
        `Page ${name} déplacée en position ${position} sur ${total}.`,
    },
    /** The « Collections » entry under « Pages » (its dialog's words: `collections` below). */
    collectionsEntry: {
      title: 'Collections',
      add: 'Ajouter une collection',
      none: 'Articles, réalisations ou produits, chacun avec sa page.',
      /** Under a collection whose « Modèle de page » the canvas shows. */
      modelShown: 'Modèle de page affiché sur la toile',
    },
  },
  /** « Collections »: articles, realisations and products, their form and their page. */
  collections: {
    dialogTitle: 'Collections',
    kinds: { articles: 'Articles', realisations: 'Réalisations', produits: 'Produits' },
    kindHelp: {
      articles: 'Titre, date, image, résumé, contenu, auteur, catégories.',
      realisations: 'Titre, date, images, client, description, lien.',
      produits: "Nom, prix, image, description, lien d'achat.",
    },
    /** « Ajouter un article »… */
    addItem: {
      articles: 'Ajouter un article',
      realisations: 'Ajouter une réalisation',
      produits: 'Ajouter un produit',
    },
    newTitle: {
      articles: 'Nouvel article',
      realisations: 'Nouvelle réalisation',
      produits: 'Nouveau produit',
    },
    kindLabel: 'Type de collection',
    name: 'Nom de la collection',
    create: 'Créer la collection',
    cancel: 'Annuler',
    close: 'Fermer',
    back: 'Retour à la liste',
    list: (name: string) => `Éléments de «${nbsp}${name}${nbsp}»`,
    empty: 'Aucun élément pour le moment.',
    count: (n: number, formatted: string) =>
      n === 0 ? 'aucun élément' : n === 1 ? '1 élément' : `${formatted}${nbsp}éléments`,
    modelPage: 'Modèle de page',
    modelPageName: (name: string) => `Modèle ${name}`.slice(0, 60),
    modelPageHelp:
      'La page de chaque élément reprend ce modèle, ses éléments liés affichant les champs de l’élément.',
    rename: 'Renommer la collection',
    deleteCollection: 'Supprimer la collection',
    deleteTitle: (name: string) => `Supprimer la collection «${nbsp}${name}${nbsp}»${nbsp}?`,
    deleteBody:
      'Ses éléments et son modèle de page seront supprimés. Vous pourrez annuler avec Ctrl+Z.',
    confirmDelete: 'Supprimer',
    limit: (max: string) =>
      `Un site compte au plus ${max}${nbsp}collections${nbsp}: supprimez-en une pour en ajouter une autre.`,
    pagesFull: `Le site compte déjà le maximum de pages${nbsp}: une collection a besoin d'une page pour son modèle.`,
    itemLimit: (max: string) =>
      `Une collection compte au plus ${max}${nbsp}éléments${nbsp}: supprimez-en un pour en ajouter un autre.`,
    itemActions: (title: string) => `Actions de «${nbsp}${title}${nbsp}»`,
    edit: 'Modifier',
    duplicate: 'Dupliquer',
    moveUp: 'Monter',
    moveDown: 'Descendre',
    publish: 'Publier',
    unpublish: 'Passer en brouillon',
    delete: 'Supprimer',
    copyTitle: (title: string) => `${title} (copie)`,
    draft: 'Brouillon',
    published: 'Publié',
    /** An item a template or a section wrote, until the person saves it. */
    sample: 'Exemple',
    sampleHelp: `Contenu d'exemple${nbsp}: remplacez-le ou supprimez-le avant de publier.`,
    untitled: 'Sans titre',
    deleted: (title: string) => `«${nbsp}${title}${nbsp}» supprimé.`,
    saved: (title: string) => `«${nbsp}${title}${nbsp}» enregistré.`,
    /** The item form. */
    formTitle: (title: string) => `Modifier «${nbsp}${title}${nbsp}»`,
    fields: {
      title: 'Titre',
      name: 'Nom',
      date: 'Date',
      image: 'Image',
      images: 'Images',
      summary: 'Résumé',
      content: 'Contenu',
      description: 'Description',
      author: 'Auteur',
      categories: 'Catégories',
      client: 'Client',
      price: 'Prix',
      link: 'Lien',
      buyLink: "Lien d'achat",
      slug: 'Adresse de la page',
      status: 'Statut',
    },
    categoriesHelp: 'Séparées par des virgules, par exemple « Pain, Saison ».',
    priceHelp: 'En euros, par exemple « 12,50 ».',
    slugHelp: (file: string) => `Le fichier exporté sera ${file}.`,
    linkHelp: 'Une adresse web complète, par exemple « https://exemple.fr ».',
    keepDraft: 'Garder en brouillon (non publié)',
    save: 'Enregistrer',
    chooseImage: 'Choisir dans la Médiathèque',
    uploadImage: 'Importer une image',
    removeImage: "Retirer l'image",
    noImage: 'Aucune image.',
    imageAlt: (n: number) => `Image ${n}`,
    problems: {
      title: 'Donnez un titre.',
      name: 'Donnez un nom.',
      tooLong: (max: string) => `${max}${nbsp}caractères au plus.`,
      date: 'Une date valide, par exemple le 3 mars 2026.',
      price: `Un prix en euros, par exemple «${nbsp}12,50${nbsp}».`,
      link: `Une adresse web complète, commençant par https://, par exemple «${nbsp}https://exemple.fr${nbsp}».`,
      slugTaken: `Un autre élément de la collection a déjà cette adresse${nbsp}: choisissez-en une autre.`,
      slugEmpty: `Donnez une adresse, par exemple «${nbsp}mon-article${nbsp}».`,
      slugFormat: `Utilisez seulement des lettres minuscules sans accent, des chiffres et des tirets, par exemple «${nbsp}mon-article${nbsp}».`,
      slugReserved: `Cette adresse est réservée${nbsp}: choisissez-en une autre.`,
      categories: (max: string) => `${max}${nbsp}catégories au plus.`,
      content: 'Ce contenu ne peut pas être enregistré.',
      fix: 'Corrigez les champs signalés.',
    },
    /** The rich-text editor of « Contenu ». */
    rich: {
      label: (field: string) => `${field} (texte riche)`,
      toolbar: 'Mise en forme',
      loading: "Chargement de l'éditeur de texte…",
      paragraph: 'Paragraphe',
      h2: 'Titre 2',
      h3: 'Titre 3',
      bold: 'Gras',
      italic: 'Italique',
      bulletList: 'Liste à puces',
      orderedList: 'Liste numérotée',
      quote: 'Citation',
      link: 'Lien',
      unlink: 'Retirer le lien',
      linkPrompt: 'Adresse du lien',
      linkApply: 'Appliquer',
      linkRefused: `Adresse refusée${nbsp}: une adresse web (https://…), un e-mail (mailto:…) ou un téléphone (tel:…).`,
      picture: 'Insérer une image',
      pictureUpload: 'Fichier image pour le texte',
      pictureAlt: "Texte de remplacement de l'image",
      pictureAltHelp: "Ce que l'image montre, lu à qui ne la voit pas.",
      pictureMissing: `Cette image n'est pas dans ce navigateur${nbsp}: elle ne sera pas exportée.`,
      pictureLoading: "Chargement de l'image…",
      undo: 'Annuler',
      redo: 'Rétablir',
    },
    /** « Lier au champ » in « Propriétés », on a « Modèle de page ». */
    bind: {
      label: 'Lier au champ',
      none: 'Aucun (texte fixe)',
      help: 'Sur la page de chaque élément, ce bloc affiche ce champ.',
    },
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
    shortcutsTitle: 'Raccourcis clavier',
    shortcutsIntro:
      'Sur Mac, utilisez Cmd à la place de Ctrl. Les raccourcis ne s’appliquent pas pendant la saisie dans un champ.',
    shortcutsClose: 'Fermer',
    shortcutsKeys: 'Touches',
    shortcutsAction: 'Action',
    shortcuts: [
      ['Flèches', 'Déplacer les éléments sélectionnés de 1 px'],
      ['Maj + flèches', 'Déplacer les éléments sélectionnés de 20 px'],
      ['Maj + clic / Ctrl + clic', 'Ajouter un élément à la sélection, ou l’en retirer'],
      ['Glisser sur le canevas vide', 'Sélectionner les éléments entièrement dans le rectangle'],
      ['Ctrl + A', 'Sélectionner tous les éléments de la page'],
      ['Maj + Entrée sur un calque', 'Ajouter le calque à la sélection, ou l’en retirer'],
      ['Ctrl + G', 'Grouper les éléments sélectionnés'],
      ['Ctrl + Maj + G', 'Dissocier le groupe sélectionné'],
      ['Glisser', 'Déplacer l’élément, aligné sur la grille de 20 px et les repères'],
      ['Alt en glissant', 'Déplacer ou redimensionner librement, sans magnétisme'],
      ['Échap en glissant', 'Annuler le déplacement ou le redimensionnement en cours'],
      ['Ctrl + D', 'Dupliquer les éléments sélectionnés'],
      ['Ctrl + C', 'Copier les éléments sélectionnés'],
      ['Ctrl + V', 'Coller, aussi dans un autre projet de ce navigateur'],
      ['Tab / Maj + Tab', 'Sélectionner l’élément suivant / précédent'],
      ['Ctrl + Maj + ↑', 'Premier plan'],
      ['Ctrl + ↑', 'Avancer'],
      ['Ctrl + ↓', 'Reculer'],
      ['Ctrl + Maj + ↓', 'Arrière-plan'],
      ['Suppr / Retour arrière', 'Supprimer les éléments sélectionnés'],
      ['Échap', 'Désélectionner'],
      ['Ctrl + Z', 'Annuler'],
      ['Ctrl + Maj + Z / Ctrl + Y', 'Rétablir'],
      ['Double-clic / Entrée', 'Modifier le texte de l’élément sur le canevas'],
      ['Ctrl + Entrée', 'Valider le texte modifié sur le canevas'],
      ['Maj + Entrée', 'Aller à la ligne dans un texte modifié sur le canevas'],
      ['Échap pendant la saisie', 'Annuler la modification du texte'],
      ['Maj + F10 / clic droit', 'Ouvrir le menu des actions'],
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
        { label: 'E-mail', placeholder: 'vous@example.com' },
        { label: 'Message', placeholder: 'Votre message…' },
      ],
      contactButton: 'Envoyer',
    },
  },
  projects: {
    title: 'Mes projets',
    versions: {
      button: 'Historique des versions',
      title: 'Historique des versions',
      intro: `Toile garde une version de votre site toutes les 10${nbsp}minutes de travail, et avant chaque export, partage, import, changement de thème ou restauration. Les versions restent dans ce navigateur.`,
      loading: 'Chargement des versions…',
      empty: `Aucune version pour l’instant${nbsp}: la première est faite dès votre prochaine modification.`,
      listLabel: 'Versions du projet',
      saveNamed: 'Enregistrer cette version…',
      nameLabel: 'Nom de la version',
      nameConfirm: 'Enregistrer',
      nameCancel: 'Annuler',
      nameEmpty: 'Donnez un nom à cette version.',
      named: (name: string) => `Version «${nbsp}${name}${nbsp}» enregistrée.`,
      notSaved: `Cette page n’est pas encore un projet enregistré${nbsp}: modifiez-la ou sauvegardez-la, puis ses versions apparaîtront ici.`,
      preview: 'Aperçu',
      restore: 'Restaurer',
      download: 'Télécharger',
      close: 'Fermer',
      restoredInEditor: `Version restaurée. Ctrl+Z revient au site d’avant, qui est aussi gardé dans l’historique.`,
      restoredInList: `Version restaurée. Le site d’avant est gardé dans l’historique.`,
      unreadable: `Cette version ne peut pas être lue. Votre site n’a pas été modifié.`,
      restoreFailed: `La version n’a pas pu être restaurée. Votre site n’a pas été modifié.`,
      saveFailed: `La version n’a pas pu être enregistrée (l’espace de stockage est peut-être plein). Votre site n’a pas été modifié.`,
      listFailed: `L’historique ne peut pas être lu dans ce navigateur. Vos projets ne sont pas touchés.`,
      reasons: {
        auto: 'Enregistrement automatique',
        named: 'Version nommée',
        export: "Avant l'export",
        share: 'Avant le partage',
        import: "Avant l'import",
        templateContent: `Avant «${nbsp}Modifier le contenu du template${nbsp}»`,
        theme: 'Avant le changement de thème',
        restore: 'Avant la restauration',
        migration: 'Avant la mise à jour de Toile',
      },
      time: (hours: number, minutes: number) =>
        `${hours}${nbsp}h${nbsp}${String(minutes).padStart(2, '0')}`,
      today: (time: string) => `aujourd'hui à ${time}`,
      yesterday: (time: string) => `hier à ${time}`,
      onDay: (day: string, time: string) => `le ${day} à ${time}`,
      holds: (pages: number, elements: number) =>
        `${pages.toLocaleString('fr-FR')}${nbsp}page${pages > 1 ? 's' : ''}, ${elements.toLocaleString('fr-FR')}${nbsp}élément${elements > 1 ? 's' : ''}`,
      showOlder: (left: number) =>
        `Afficher des versions plus anciennes (${left.toLocaleString('fr-FR')} de plus)`,
    },
    ownFile: {
      save: 'Enregistrer dans un fichier…',
      savedIn: (fileName: string) => `Enregistré dans ${fileName}`,
      writing: (fileName: string) => `Enregistrement dans ${fileName}…`,
      open: 'Ouvrir un fichier…',
      permission: (fileName: string) =>
        `Toile enregistre ce projet dans ${fileName}. Après un rechargement, votre navigateur redemande votre accord pour écrire dans ce fichier${nbsp}: tant que vous ne l’avez pas donné, le projet reste enregistré dans ce navigateur seulement.`,
      allow: 'Autoriser',
      stop: 'Ne plus enregistrer dans ce fichier',
      writeFailed: (fileName: string) =>
        `Le fichier ${fileName} n’a pas pu être écrit. Votre projet reste enregistré dans ce navigateur${nbsp}; choisissez de nouveau un fichier avec «${nbsp}Enregistrer dans un fichier…${nbsp}».`,
      downloaded: (fileName: string) =>
        `Ce navigateur ne peut pas écrire dans un fichier choisi${nbsp}: une copie a été téléchargée (${fileName}).`,
      opened: (name: string) => `Projet «${nbsp}${name}${nbsp}» ouvert depuis son fichier.`,
      description: 'Projet Toile',
    },
    intro: `Vos projets sont enregistrés dans ce navigateur, sur cet appareil. Pour les transmettre, partagez-les par lien ou téléchargez-les en fichier.`,
    newProject: 'Nouveau projet',
    importProject: 'Importer un projet',
    importHint: 'Ouvrir un fichier de projet Toile (.toile.json)',
    /** Keeping projects safe: the browser's promise, reminders to copy, Safari, space. */
    keep: {
      protected: 'Stockage protégé par le navigateur',
      unprotected: `Ce navigateur peut effacer vos projets${nbsp}: gardez-en une copie dans un fichier`,
      saveToFile: 'Enregistrer dans un fichier',
      later: 'Plus tard',
      reminderTitle: 'Gardez une copie de ce projet',
      neverCopied: `Ce projet n’existe que dans ce navigateur, qui peut l’effacer. Enregistrez-le dans un fichier sur votre appareil pour ne jamais le perdre.`,
      stale: (date: string) =>
        `Ce projet a changé depuis sa dernière copie dans un fichier, le ${date}. Enregistrez-le de nouveau pour que votre copie soit à jour.`,
      safari: {
        title: 'Safari peut effacer vos projets',
        body: `Safari efface les données d’un site que vous n’avez pas ouvert pendant sept jours d’utilisation du navigateur, vos projets Toile compris. Gardez-en une copie dans un fichier.`,
        ios: `Pour l’éviter, ajoutez Toile à l’écran d’accueil${nbsp}: dans Safari, touchez le bouton Partager, puis «${nbsp}Sur l’écran d’accueil${nbsp}». Ouverts depuis l’écran d’accueil, vos projets ne sont plus soumis à cette règle.`,
        mac: `Pour l’éviter, ajoutez Toile au Dock${nbsp}: dans Safari, menu Fichier, puis «${nbsp}Ajouter au Dock${nbsp}». Ouverts depuis le Dock, vos projets ne sont plus soumis à cette règle.`,
        understood: 'J’ai compris',
      },
      space: {
        title: 'Espace de stockage presque plein',
        body: (free: string) =>
          `Il ne reste que ${free} libres pour Toile dans ce navigateur${nbsp}: bientôt, vos modifications ne pourront plus être enregistrées. Supprimez les anciennes versions (celles sans nom de plus de 24${nbsp}heures${nbsp}; vos projets restent) ou enregistrez vos projets dans un fichier.`,
        full: `L’espace de stockage de Toile dans ce navigateur est plein${nbsp}: vos modifications ne peuvent plus être enregistrées. Supprimez les anciennes versions (celles sans nom de plus de 24${nbsp}heures${nbsp}; vos projets restent) ou enregistrez vos projets dans un fichier.`,
        projectsHint: `Pour enregistrer un projet dans un fichier, utilisez le bouton «${nbsp}Télécharger le fichier${nbsp}» de sa carte.`,
        megabytes: (value: string) => `${value}${nbsp}Mo`,
        gigabytes: (value: string) => `${value}${nbsp}Go`,
        deleteOld: 'Supprimer les anciennes versions',
        deleting: 'Suppression des anciennes versions…',
        deleted: (n: number, formatted: string) =>
          n === 0
            ? 'Aucune ancienne version à supprimer.'
            : n === 1
              ? 'Une ancienne version a été supprimée.'
              : `${formatted}${nbsp}anciennes versions ont été supprimées.`,
        deleteFailed: `Les anciennes versions n’ont pas pu être supprimées${nbsp}: le stockage de ce navigateur ne répond pas. Vos projets n’ont pas été modifiés.`,
        close: 'Fermer',
      },
      /** A save refused for want of space (replaces the general quota message). */
      quota: {
        keptPrevious: `L’espace de stockage de ce navigateur est plein${nbsp}: vos dernières modifications n’ont pas pu être enregistrées, mais la version enregistrée précédente est intacte. Votre page n’est pas perdue. Elle reste ouverte ici, avec vos modifications${nbsp}: enregistrez-la dans un fichier, puis libérez de la place et réessayez.`,
        firstSave: `L’espace de stockage de ce navigateur est plein${nbsp}: votre page n’a pas pu être enregistrée. Elle reste ouverte ici${nbsp}: enregistrez-la dans un fichier, puis libérez de la place et réessayez.`,
      },
    },
    loading: 'Chargement des projets…',
    empty: 'Aucun projet enregistré pour l’instant',
    emptyHint: `Créez une page dans l'éditeur${nbsp}: elle est enregistrée automatiquement.`,
    listLabel: 'Projets enregistrés',
    count: (n: number) => (n > 1 ? `${n}${nbsp}projets` : `${n}${nbsp}projet`),
    modified: (relative: string) => `modifié ${relative}`,
    justNow: 'à l’instant',
    elementsCount: (n: number) => (n > 1 ? `${n}${nbsp}éléments` : `${n}${nbsp}élément`),
    pagesCount: (n: number) => (n > 1 ? `${n}${nbsp}pages` : `${n}${nbsp}page`),
    miniature: (name: string) => `Miniature de ${name}`,
    open: 'Ouvrir',
    rename: 'Renommer',
    duplicate: 'Dupliquer',
    download: 'Télécharger le fichier',
    delete: 'Supprimer',
    cancel: 'Annuler',
    copyName: (name: string) => `${name} (copie)`,
    /** The last edit of a tab closed before its save, kept beside a newer version. */
    rescuedName: (name: string) => `${name} (récupéré)`,
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
    openEditor: 'Ouvrir l’éditeur',
    sharedInvalidTitle: 'Lien de partage illisible',
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
      tooLong: `Avec ses images, cette page ne tient pas dans un lien de partage (1,5${nbsp}Mo au plus). Téléchargez plutôt une copie du projet${nbsp}: un fichier .toile.json qui contient la page et ses images, à envoyer puis à ouvrir avec «${nbsp}Importer un projet${nbsp}».`,
      preparing: 'Préparation du lien…',
      withPictures: (n: number) =>
        n > 1
          ? `Le lien contient aussi les ${n}${nbsp}images de la page.`
          : `Le lien contient aussi l'image de la page.`,
      missing: (n: number) =>
        n > 1
          ? `${n}${nbsp}images de cette page ne sont pas dans ce navigateur${nbsp}: le lien ne les contient pas.`
          : `Une image de cette page n'est pas dans ce navigateur${nbsp}: le lien ne la contient pas.`,
      close: 'Fermer',
    },
    sharedOpened: `Projet ouvert depuis un lien de partage. C'est une nouvelle copie${nbsp}: aucun de vos projets n'a été modifié.`,
    sharedInvalid: `Ce lien de partage est incomplet ou abîmé${nbsp}: il ne contient pas de projet Toile lisible. Aucun de vos projets n'a été modifié.`,
    sharedNewer: `Ce lien a été créé par une version plus récente de Toile. Rechargez la page pour mettre Toile à jour. Aucun de vos projets n'a été modifié.`,
    sharedPicturesTitle: 'Images du lien refusées',
    sharedNothingChanged: `Le lien n'a pas été ouvert${nbsp}: aucun de vos projets n'a été modifié.`,
    imported: (name: string) =>
      `«${nbsp}${name}${nbsp}» a été importé comme un nouveau projet. Vos autres projets n'ont pas été modifiés.`,
    file: {
      invalid: `Ce fichier n'est pas un projet Toile valide. Votre page actuelle n'a pas été modifiée.`,
      tooBig: (megabytes: number) =>
        `Ce fichier est trop volumineux pour être un projet Toile (${megabytes}${nbsp}Mo au plus). Votre page actuelle n'a pas été modifiée.`,
      newer: `Ce projet a été créé par une version plus récente de Toile. Rechargez la page pour mettre Toile à jour, puis réessayez. Votre page actuelle n'a pas été modifiée.`,
      empty: `Ce fichier est vide. Votre page actuelle n'a pas été modifiée.`,
      unreadable: `Ce fichier n'a pas pu être lu. Votre page actuelle n'a pas été modifiée.`,
      nothingImported: `Rien n'a été importé${nbsp}: votre page actuelle n'a pas été modifiée.`,
      unknownStyle: (style: string) =>
        `Ce fichier utilise ${style}, que son site ne définit pas${nbsp}: il n'a pas été ouvert. Votre page actuelle n'a pas été modifiée.`,
    },
    /** A colour or a text style a file or a link names without its site defining it. */
    unknownStyle: (kind: 'color' | 'textStyle', id: string) =>
      kind === 'color'
        ? `la couleur «${nbsp}${id}${nbsp}»`
        : `le style de texte «${nbsp}${id}${nbsp}»`,
    sharedUnknownStyleTitle: 'Lien de partage refusé',
    sharedUnknownStyle: (style: string) => `Ce lien utilise ${style}, que son site ne définit pas.`,
    /** Pictures carried by a project file or a share link (docs/decisions.md, « Pictures travel… »). */
    pictures: {
      one: (name?: string) => (name ? `L'image «${nbsp}${name}${nbsp}»` : 'Une image'),
      hash: (image: string) =>
        `${image} ne correspond pas à son contenu${nbsp}: elle a été modifiée ou abîmée en chemin.`,
      type: (image: string) =>
        `${image} n'est pas dans un format que Toile garde (WebP, PNG ou SVG).`,
      header: (image: string) => `${image} est abîmée ou n'est pas du format annoncé.`,
      svg: (image: string) =>
        `${image} est un dessin SVG qui contient un script, du code ou un renvoi vers un autre site${nbsp}: par sécurité, Toile ne la prend pas.`,
      tooBig: (image: string, max: number) => `${image} dépasse ${max}${nbsp}Mo.`,
      projectFull: (max: number) => `Les images de ce projet dépassent ${max}${nbsp}Mo.`,
      quota: `L'espace de stockage de ce navigateur est plein${nbsp}: les images du projet n'ont pas pu être enregistrées. Libérez de la place (d'anciens projets, des images inutilisées) puis réessayez.`,
      unavailable: `Le stockage de ce navigateur n'est pas disponible (navigation privée${nbsp}?)${nbsp}: les images du projet n'ont pas pu être enregistrées.`,
      missingInCopy: (n: number) =>
        n > 1
          ? `${n}${nbsp}images de ce projet ne sont pas dans ce navigateur${nbsp}: la copie ne les contient pas.`
          : `Une image de ce projet n'est pas dans ce navigateur${nbsp}: la copie ne la contient pas.`,
    },
    close: 'Fermer',
  },

  export: {
    untitled: 'Page Toile',
    /** A « Liste » that shows all its items, 12 a page: the links between its pages. */
    list: {
      previous: 'Page précédente',
      next: 'Page suivante',
      pages: (name: string) => `Pages de «${nbsp}${name}${nbsp}»`,
      pageTitle: (title: string, n: number) => `${title} — page${nbsp}${n}`,
    },
    /** The zip's pictures, on one line of its list. */
    pictures: (count: string) =>
      `images/ — vos images et leur version pour mobile (${count}${nbsp}fichiers)`,
    dialogTitle: 'Exporter la page',
    started: (file: string) => `Le téléchargement de «${nbsp}${file}${nbsp}» a commencé.`,
    /** `count`: the number of files, formatted the French way. */
    contents: (count: string) => `Le fichier ZIP contient ${count}${nbsp}fichiers${nbsp}:`,
    files: {
      /** A one-page site. */
      html: 'index.html — la page, à mettre en ligne telle quelle',
      css: 'styles.css — sa mise en forme',
      /** The stylesheet every page shares (`site.css`). */
      siteCss: (file: string) =>
        `${file} — la mise en forme commune à toutes les pages (couleurs du site, styles de texte)`,
      /** A site of several pages: each page, then its stylesheet. */
      homePage: (file: string, name: string) =>
        `${file} — la page d'accueil, «${nbsp}${name}${nbsp}»`,
      page: (file: string, name: string) => `${file} — la page «${nbsp}${name}${nbsp}»`,
      pageCss: (file: string) => `${file} — sa mise en forme`,
      project: `projet.json — le projet, à rouvrir dans Toile avec «${nbsp}Importer${nbsp}»`,
    },
    hosting: `Déposez index.html, site.css et styles.css chez l'hébergeur de votre choix${nbsp}: la page n'a besoin d'aucun script.`,
    hostingSite: `Déposez les fichiers HTML et CSS ensemble, dans un même dossier, chez l'hébergeur de votre choix${nbsp}: le site n'a besoin d'aucun script.`,
    downloadZip: 'Télécharger le ZIP',
    /** Where the site goes (features/export/hostChoice.ts): the zip is made for it. */
    hosts: {
      label: 'Où sera publié le site ?',
      names: {
        apache: 'Hébergement classique (Apache, FTP)',
        netlify: 'Netlify',
        github: 'GitHub Pages',
        nginx: 'Serveur nginx',
        local: 'Dossier local',
      },
      /** How to put the zip online there. */
      steps: {
        apache: `Déposez tout le contenu du ZIP par FTP à la racine du site, fichier caché .htaccess compris${nbsp}: les pages répondent sans .html (/a-propos).`,
        netlify: `Glissez le dossier décompressé sur app.netlify.com/drop${nbsp}; _headers et _redirects restent à la racine.`,
        github: `Envoyez tout le contenu du ZIP dans un dépôt (.nojekyll compris), puis Settings, Pages. Un sous-chemin (nom.github.io/site) convient.`,
        nginx: `Décompressez le ZIP sur le serveur${nbsp}; dans toile-nginx.conf, indiquez votre domaine et ce dossier, incluez-le, puis nginx -s reload.`,
        local: `Ouvrez index.html${nbsp}: les liens mènent aux fichiers des pages, sans serveur.`,
      },
      /** Another host chosen after the download: the zip downloaded was for the one before. */
      downloadAgain: (chosen: string) =>
        `Téléchargez à nouveau le ZIP pour «${nbsp}${chosen}${nbsp}».`,
      /** GitHub Pages and the site's address (« Paramètres du site »): what to set. */
      address: {
        missing: `Indiquez l’adresse du site (https://nom.github.io/depot) dans «${nbsp}Paramètres du site${nbsp}»${nbsp}: la page d’erreur et le plan du site en ont besoin.`,
        mismatch: (address: string) =>
          `${address} n’est pas une adresse GitHub Pages (https://nom.github.io/depot)${nbsp}: corrigez-la dans «${nbsp}Paramètres du site${nbsp}» ou déclarez ce domaine dans Settings, Pages.`,
      },
      /** The host's own files, in the list of the zip's files (`file`: its name). */
      file: (file: string) => `${file} — pour l’hébergeur (adresses, cache, sécurité)`,
    },
    viewCode: 'Voir le code',
    codeTitle: 'Code de la page',
    /** The page whose code « Voir le code » shows. */
    page: 'Page',
    htmlHeading: (file: string) => `HTML (${file})`,
    cssHeading: (file: string) => `CSS (${file})`,
    htmlCode: 'Code HTML',
    cssCode: 'Code CSS',
    copyHtml: 'Copier le code HTML',
    copyCss: 'Copier le code CSS',
    copiedHtml: 'Code HTML copié dans le presse-papiers.',
    copiedCss: 'Code CSS copié dans le presse-papiers.',
    /** « Voir le code »: the stylesheet every page shares. */
    siteCssCode: 'CSS commun à toutes les pages',
    copySiteCss: 'Copier le CSS commun',
    copiedSiteCss: 'CSS commun copié dans le presse-papiers.',
    copyFailed: `Copie impossible${nbsp}: sélectionnez le code et copiez-le (Ctrl${nbsp}+${nbsp}C).`,
    back: 'Retour',
    close: 'Fermer',
    failed: `L'export n'a pas pu être préparé. Votre page n'a pas été modifiée${nbsp}: réessayez.`,
    /** Before the download, when sample content is left (« Vérifier le site » lists it). */
    samples: {
      title: 'Contenu d’exemple',
      /** « 12 contenus d’exemple restent à remplacer » (`formatted`: the count in French). */
      count: (count: number, formatted: string) =>
        count > 1
          ? `${formatted}${nbsp}contenus d’exemple restent à remplacer`
          : `${formatted}${nbsp}contenu d’exemple reste à remplacer`,
      text: `Des textes, images ou coordonnées sont encore ceux que Toile ou le template a écrits${nbsp}: publiés tels quels, ils tromperaient vos visiteurs (un faux numéro de téléphone, une fausse adresse…).`,
      review: `Voir dans «${nbsp}Vérifier le site${nbsp}»`,
      exportAnyway: 'Exporter quand même',
      cancel: 'Annuler',
    },
    /** Comments of the stylesheets (never with anything the person typed: see renderPage). */
    cssIntro: (shared: string) =>
      `Styles propres à la page, après ceux que toutes les pages du site partagent (${shared})${nbsp}: la hauteur de la page, puis chaque élément, sur ordinateur, puis sur tablette et sur mobile à la fin de la feuille.`,
    siteCssIntro: `Site créé avec Toile, conçu pour 1${nbsp}152${nbsp}px de large${nbsp}: ordinateur à partir de 992${nbsp}px (réduit pour tenir en largeur jusqu'à 1${nbsp}152${nbsp}px), puis tablette (600 à 991${nbsp}px) et mobile (moins de 600${nbsp}px) à la fin de la feuille. Cette feuille est commune à toutes les pages${nbsp}; chacune a aussi la sienne.`,
    cssSharedParts: `Les éléments de l'en-tête et du pied de page du site, communs à toutes les pages (ce qui change d'une page à l'autre, comme la place du pied de page, est dans la feuille de chaque page)`,
    cssColors: `Les couleurs du site («${nbsp}Styles du site${nbsp}»)`,
    cssTextStyles:
      'Les styles de texte du site (tailles sur tablette et mobile à la fin de la feuille)',
    cssScale: `1 à partir de 1152${nbsp}px${nbsp}; en dessous, largeur de l'écran ÷ 1152${nbsp}px (tan(atan2(a, b)) = a ÷ b).`,
    /** What the export writes for search engines and social networks (docs/decisions.md, « SEO export »). */
    seo: {
      /** 404.html: the page a host shows for an address the site does not have. */
      notFoundTitle: 'Page introuvable',
      notFoundCode: 'Erreur 404',
      notFoundText: `La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse, ou repartez de la page d'accueil.`,
      notFoundHome: `Retour à l'accueil`,
      /** The site's own files, in the export dialog's list. */
      files: {
        icon: (file: string) => `${file} — l'icône du site, dans l'onglet du navigateur`,
        sharingImage: (file: string, name: string) =>
          `${file} — l'image de partage de la page «${nbsp}${name}${nbsp}»`,
        notFound: `404.html — la page «${nbsp}Page introuvable${nbsp}», pour les adresses inconnues`,
        sitemap: 'sitemap.xml — le plan du site, pour les moteurs de recherche',
        robots: 'robots.txt — les consignes aux moteurs de recherche',
        feed: (file: string) => `${file} — le flux Atom des articles, pour les lecteurs de flux`,
        /** A collection's pages, on one line. */
        itemPages: (files: string, count: string, name: string) =>
          `${files} — les pages de «${nbsp}${name}${nbsp}» (${count}${nbsp}pages, d'après son modèle de page), chacune avec sa mise en forme`,
      },
    },
  },

  preview: {
    title: 'Aperçu',
    back: "Retour à l'éditeur",
    devices: "Taille d'écran",
    desktop: screenNames.desktop,
    tablet: screenNames.tablet,
    mobile: screenNames.phone,
    width: (px: number) => `${px}${nbsp}px`,
    /** The page shown, among the site's pages. */
    page: 'Page',
    /** `title`: the page's title in a browser tab (its SEO title, else its name and the site's). */
    frameTitle: (title: string) => `Aperçu de la page «${nbsp}${title}${nbsp}»`,
    escapeHint: `Échap pour revenir à l'éditeur`,
  },

  templates: {
    categories: {
      business: 'Business',
      portfolio: 'Portfolio',
      landing: 'Landing Page',
      blog: 'Blog',
      ecommerce: 'E-commerce',
      medical: 'Médical',
      education: 'Éducation',
    },
    all: 'Tous les templates',
  },

  library: {
    title: 'Bibliothèque de Templates',
    subtitle: `Plus de 900${nbsp}templates professionnels pour lancer votre site en quelques minutes${nbsp}: choisissez un modèle, personnalisez-le, publiez.`,
    filtersLabel: 'Filtrer les templates',
    searchLabel: 'Rechercher un template',
    searchPlaceholder: 'Rechercher un template...',
    clearSearch: 'Effacer la recherche',
    categoryLabel: 'Catégorie',
    /** « Business (8) »: the count comes formatted the French way. */
    categoryOption: (label: string, count: string) => `${label} (${count})`,
    resultCount: (count: number, formatted: string) =>
      count > 1 ? `${formatted}${nbsp}templates` : `${formatted}${nbsp}template`,
    gridLabel: 'Templates',
    emptyTitle: 'Aucun template trouvé',
    emptyHint: 'Essayez de modifier vos critères de recherche ou de filtrage',
    clearFilters: 'Effacer les filtres',
    loading: 'Chargement des templates…',
    failedTitle: `Les templates n'ont pas pu être préparés`,
    failedBody: `Une erreur est survenue pendant leur génération. Vos projets ne sont pas touchés${nbsp}: réessayez.`,
    retry: 'Réessayer',
    preview: 'Aperçu',
    use: 'Utiliser',
    premium: 'Premium',
    thumbnailAlt: (name: string) => `Miniature du template ${name}`,
    ratingPrefix: `Note${nbsp}: `,
    ratingSuffix: ' sur 5',
    previewTitle: (name: string) => `Aperçu${nbsp}: ${name}`,
    previewFrame: (name: string) => `Page d'exemple du template ${name}`,
    previewHint: `Page réelle à 1${nbsp}152${nbsp}px de large, réduite pour tenir dans la fenêtre.`,
    useTemplate: 'Utiliser ce template',
    close: 'Fermer',
  },
  generator: {
    open: 'Créer avec l’IA',
    openHint: 'Décrivez votre activité : Toile propose trois sites complets, dans votre navigateur',
    title: 'Créer avec l’IA',
    intro: `Décrivez votre activité en une phrase ou deux${nbsp}: Toile en tire trois sites complets, pages, textes, couleurs et polices compris. Tout se passe dans votre navigateur${nbsp}: rien n’est envoyé.`,
    description: 'Décrivez votre site',
    descriptionPlaceholder: `Par exemple${nbsp}: une boulangerie bio à Lyon qui s’appelle Le Fournil`,
    descriptionCount: (count: string, max: string) => `${count}${nbsp}/${nbsp}${max} caractères`,
    examples: 'Exemples',
    exampleList: [
      'Une boulangerie bio à Lyon qui s’appelle Le Fournil',
      'Cabinet d’avocats en droit de la famille à Bordeaux, ton sobre',
      'Photographe de mariage à Annecy, style élégant, couleurs vert sauge',
    ],
    useExample: (text: string) => `Exemple${nbsp}: ${text}`,
    details: 'Précisions (facultatives)',
    name: 'Nom',
    nameHelp: 'Le nom de votre entreprise, s’il n’est pas dans la description',
    city: 'Ville',
    cityHelp: 'Là où vous recevez vos clients',
    tone: 'Ton',
    tones: {
      auto: 'Selon l’activité',
      sobre: 'Sobre',
      chaleureux: 'Chaleureux',
      audacieux: 'Audacieux',
      elegant: 'Élégant',
    },
    colour: 'Couleur principale',
    colourHelp: 'Un code comme #2563EB ou un nom comme bleu',
    colourPicker: 'Choisir la couleur principale',
    generate: 'Générer',
    cancel: 'Fermer',
    empty: `Décrivez votre site en quelques mots${nbsp}: votre activité, votre ville, le ton voulu.`,
    tooLong: (count: string, max: string) =>
      `Votre description compte ${count}${nbsp}caractères${nbsp}: raccourcissez-la à ${max} au plus.`,
    badColour: `Couleur non reconnue${nbsp}: écrivez un code comme #2563EB ou un nom comme bleu.`,
    recognised: (activity: string) => `Activité reconnue${nbsp}: ${activity}.`,
    recognisedTrade: (trade: string, family: string) =>
      `Activité reconnue${nbsp}: ${trade} (${family.charAt(0).toLowerCase()}${family.slice(1)}).`,
    nameChosen: (name: string) =>
      `Aucun nom trouvé dans la description${nbsp}: «${nbsp}${name}${nbsp}» est un nom provisoire. Écrivez le vôtre dans «${nbsp}Nom${nbsp}», puis générez de nouveau.`,
    nameChosenHelp: `Nom provisoire${nbsp}: écrivez le vôtre ici`,
    notRecognised: `Activité non reconnue${nbsp}: voici un site général, à adapter à votre métier.`,
    cityChosen: (city: string) =>
      `Aucune ville trouvée${nbsp}: les textes parlent de ${city}. Précisez la vôtre dans «${nbsp}Ville${nbsp}».`,
    summary: (name: string, city: string, tone: string) =>
      `Nom${nbsp}: ${name} · Ville${nbsp}: ${city} · Ton${nbsp}: ${tone}`,
    engineBuiltin: 'Textes écrits par le générateur intégré de Toile, dans votre navigateur.',
    engineModel: 'Textes écrits par le modèle de langue de votre navigateur, sur cet appareil.',
    engineWorking: `Le modèle de langue de votre navigateur réécrit les textes…`,
    engineFallback: `Le modèle de langue de votre navigateur n’a pas répondu à temps${nbsp}: les textes du générateur intégré sont gardés.`,
    proposals: 'Propositions',
    proposal: (n: number) => `Proposition ${n}`,
    proposalFrame: (n: number) => `Miniature de la proposition ${n}`,
    proposalFacts: (pages: number, heading: string, body: string) =>
      `${pages}${nbsp}pages · ${heading} et ${body}`,
    choose: (n: number) => `Ouvrir la proposition ${n} dans l’éditeur`,
    chooseShort: 'Ouvrir dans l’éditeur',
    opening: 'Ouverture…',
    ready: (count: number) => `${count} propositions prêtes.`,
    rewrite: 'Réécrire',
    rewriteHint: 'Proposer d’autres textes pour cette section',
    rewritten: 'Textes de la section réécrits',
    rewriteNone: `Rien à réécrire${nbsp}: cette section n’a pas de texte connu du générateur.`,
  },
  /** « Styles du site »: the site's colours and text styles, and themes. */
  siteStyles: {
    title: 'Styles du site',
    colors: 'Couleurs',
    textStyles: 'Styles de texte',
    themes: 'Thèmes',
    roles: {
      primary: 'Principale',
      secondary: 'Secondaire',
      accent: 'Accent',
      background: 'Fond',
      backgroundAlt: 'Fond alterné',
      text: 'Texte',
      textMuted: 'Texte discret',
    },
    textStyleNames: {
      h1: 'Titre 1',
      h2: 'Titre 2',
      h3: 'Titre 3',
      p: 'Paragraphe',
      small: 'Petit texte',
      button: 'Bouton',
    },
    /** An added colour's name when a site's own colours are read from its elements. */
    customColorName: (n: number) => `Couleur ${n}`,
    siteColors: 'Couleurs du site',
    customColor: 'Personnalisée',
    textStyle: 'Style de texte',
    noTextStyle: 'Aucun',
    modified: 'Modifié',
    backToStyle: 'Revenir au style',
    headingFont: 'Police des titres',
    bodyFont: 'Police du texte',
    uppercase: 'Majuscules',
    /** The « Styles du site » dialog (editor/panels/styles/). */
    dialog: {
      close: 'Fermer',
      tabs: 'Parties des styles du site',
      loading: 'Chargement…',
      link: 'Les couleurs et les styles de texte de toutes les pages se règlent à un seul endroit.',
      baseColors: 'Couleurs de base',
      addedColors: 'Couleurs ajoutées',
      noAddedColor: 'Aucune couleur ajoutée pour l’instant.',
      /** The accessible name of a colour's picker: « Couleur Principale ». */
      picker: (name: string) => `Couleur ${name}`,
      hex: 'Code hexadécimal',
      /** The accessible name of a colour's hex field. */
      hexOf: (name: string) => `Code hexadécimal de ${name}`,
      hexRefused: `Ce n’est pas une couleur${nbsp}: saisissez un code comme #0E7490. La couleur actuelle est conservée.`,
      nameLabel: 'Nom',
      nameOf: (name: string) => `Nom de ${name}`,
      nameProblems: {
        empty: 'Donnez un nom à la couleur.',
        tooLong: (max: number) => `Un nom de ${max} caractères au plus.`,
        taken: 'Une autre couleur du site porte déjà ce nom.',
      },
      remove: 'Supprimer',
      removeOf: (name: string) => `Supprimer ${name}`,
      removeTitle: (name: string) => `Supprimer «${nbsp}${name}${nbsp}»${nbsp}?`,
      removeUses: (n: string) =>
        n === '1'
          ? 'Cette couleur est utilisée une fois dans le site. Choisissez la couleur qui la remplace.'
          : `Cette couleur est utilisée ${n} fois dans le site. Choisissez la couleur qui la remplace.`,
      replaceBy: 'Remplacer par…',
      cancel: 'Annuler',
      add: 'Ajouter une couleur',
      newName: 'Nom de la nouvelle couleur',
      newValue: 'Nouvelle couleur',
      addedCount: (n: number, max: number) =>
        n <= 1 ? `${n} couleur ajoutée sur ${max}` : `${n} couleurs ajoutées sur ${max}`,
      full: (max: number) =>
        `${max} couleurs ajoutées au plus${nbsp}: supprimez-en une pour en ajouter une autre.`,
      contrast: 'Contraste',
      contrastFine: `Les textes de base se lisent bien${nbsp}: contraste de 4,5:1 au moins.`,
      buttonText: 'Texte des boutons',
      /** « Texte » sur « Fond »: 3,2:1. */
      contrastLow: (text: string, background: string, ratio: string) =>
        `«${nbsp}${text}${nbsp}» sur «${nbsp}${background}${nbsp}»${nbsp}: contraste de ${ratio}:1, moins que les 4,5:1 qu’il faut pour bien lire.`,
      proposal: (name: string, hex: string) =>
        `Proposition pour «${nbsp}${name}${nbsp}»${nbsp}: ${hex}`,
      applyProposal: (name: string, hex: string) => `Donner ${hex} à ${name}`,
      font: 'Police',
      sizes: 'Taille (px)',
      screens: screenNames,
      sizeRefused: (min: string, max: string) => `Une taille de ${min} à ${max}${nbsp}px.`,
      /** What each style's sample says. */
      samples: {
        h1: 'Titre 1 de votre site',
        h2: 'Titre 2 d’une section',
        h3: 'Titre 3 d’un bloc',
        p: 'Un paragraphe de votre site, tel que vos visiteurs le liront.',
        small: 'Un petit texte, une mention ou une légende.',
        button: 'Bouton',
      },
    },
  },
  /** « Thèmes », the tab of « Styles du site »: ready looks for the whole site. */
  siteThemes: {
    intro:
      'Un thème change d’un coup les couleurs, les polices et les tailles de texte de tout le site. Ctrl+Z le défait.',
    list: 'Thèmes prêts à l’emploi',
    /** The button of each theme; its visible label is « Appliquer ». */
    apply: 'Appliquer',
    applyTheme: (name: string) => `Appliquer le thème ${name}`,
    miniature: (name: string) => `Page d’accueil avec le thème ${name}`,
    fonts: (heading: string, body: string) =>
      heading === body ? heading : `${heading} et ${body}`,
    current: 'Thème actuel',
    applied: (name: string) => `Thème ${name} appliqué`,
  },
} as const;

export type Fr = typeof fr;
