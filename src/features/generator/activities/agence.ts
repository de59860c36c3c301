import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

const years = (n: number) => `${n}${nb}${n > 1 ? 'ans' : 'an'}`;

/**
 * A web or communication agency, a graphic designer, a freelance developer: its services, its
 * portfolio, its prices, a quote form.
 */
export const agence: Activity = {
  id: 'agence',
  label: 'Agence web et communication',
  noun: { word: 'agence', gender: 'f' },
  category: 'landing',
  keywords: {
    strong: [
      'agence web',
      'agence de communication',
      'agence digitale',
      'agence marketing',
      'graphiste',
      'développeur',
      'développeur web',
      'développeuse web',
      'développeur freelance',
      'webdesigner',
      'web designer',
      'consultant marketing',
      'consultante marketing',
      'community manager',
      'directeur artistique',
      'directrice artistique',
    ],
    weak: [
      'communication',
      'marketing',
      'référencement',
      'seo',
      'logo',
      'identité visuelle',
      'charte graphique',
      'réseaux sociaux',
      'digital',
      'numérique',
      'freelance',
      'indépendant',
      'refonte',
      'application',
      'publicité',
      'stratégie',
    ],
  },
  names: (city, ofCity) => [`Pixel ${city}`, `Onde ${city}`, `L’Agence ${ofCity}`, `Carré ${city}`],
  pages: [
    { name: 'Accueil', sections: ['features', 'figures', 'team', 'cta'] },
    { name: 'Réalisations', sections: ['gallery', 'testimonials', 'cta'] },
    { name: 'Tarifs', sections: ['pricing', 'faq'] },
    { name: 'Contact', sections: ['contact'] },
  ],
  required: ['features', 'gallery', 'pricing', 'contact'],
  texts: (b) => ({
    tagline: 'Sites · Identité visuelle · Communication',
    headerButton: 'Demander un devis',
    heroes: [
      {
        eyebrow: `Agence web et communication ${b.inCity}`,
        title: 'Un site clair, une image forte, des clients qui vous trouvent',
        text: 'Identité visuelle, site sur mesure, référencement et réseaux sociaux : nous aidons les TPE et PME de la région à se faire connaître.',
        button: 'Demander un devis',
        secondary: 'Nos réalisations',
        pictureAlt: 'Une maquette de site affichée sur un écran et un téléphone',
      },
      {
        eyebrow: 'Identité visuelle et communication',
        title: 'Une image qui vous ressemble, partout où l’on vous voit',
        text: 'Logo, charte graphique, supports imprimés et publications : un même style, du dépliant aux réseaux sociaux.',
        button: 'Parler de votre projet',
        secondary: 'Nos tarifs',
        pictureAlt: 'Des planches de logo et une palette de couleurs',
      },
      {
        eyebrow: `Depuis ${b.since} ${b.inCity}`,
        title: `${b.name} : un seul interlocuteur pour votre image`,
        text: 'Stratégie, graphisme, développement et suivi : une petite équipe, des délais tenus et des résultats mesurés chaque mois.',
        button: 'Demander un devis',
        secondary: 'Rencontrer l’équipe',
        pictureAlt: 'L’équipe en atelier de travail devant un tableau blanc',
      },
    ],
    pageHeroes: {
      Réalisations: {
        eyebrow: 'Réalisations',
        title: 'Quelques projets dont nous sommes fiers',
        text: `Sites, identités visuelles et campagnes réalisés pour des entreprises ${b.ofCity} et d’ailleurs.`,
        button: 'Demander un devis',
        secondary: 'Nos tarifs',
        pictureAlt: 'Un site d’entreprise affiché sur un ordinateur portable',
      },
      Tarifs: {
        eyebrow: 'Tarifs',
        title: 'Des prix annoncés, des délais tenus',
        text: 'Trois formules pour démarrer, des prestations à l’unité pour aller plus loin : chaque devis est détaillé ligne par ligne.',
        button: 'Demander un devis',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un cahier des charges annoté',
      },
      Contact: {
        eyebrow: 'Contact',
        title: 'Parlons de votre projet',
        text: `Décrivez votre besoin en quelques lignes : nous vous rappelons sous 48${nb}h et vous envoyons un devis gratuit.`,
        button: 'Nous appeler',
        secondary: 'Nos réalisations',
        pictureAlt: `Les bureaux de l’agence ${b.inCity}`,
      },
    },
    features: {
      title: 'Nos services',
      intro: 'De l’idée au lancement, puis au quotidien.',
      items: [
        {
          title: 'Sites sur mesure',
          text: 'Des sites rapides, accessibles et faciles à mettre à jour, pensés d’abord pour le mobile.',
        },
        {
          title: 'Identité visuelle',
          text: 'Logo, couleurs, typographies et charte graphique, pour une image cohérente sur tous vos supports.',
        },
        {
          title: 'Référencement',
          text: 'Audit, contenus et suivi mensuel pour apparaître dans les recherches de votre secteur.',
        },
        {
          title: 'Réseaux sociaux',
          text: 'Ligne éditoriale, visuels et publications, pour animer votre communauté sans y passer vos soirées.',
        },
      ],
      pictureAlts: [
        'Des maquettes de pages sur un écran',
        'Des déclinaisons de logo sur papier',
        'Un tableau de bord de statistiques',
        'Des visuels préparés pour les réseaux sociaux',
      ],
    },
    gallery: {
      title: 'Nos réalisations',
      intro: 'Sites, identités et campagnes, pour des clients de tous secteurs.',
      pictureAlts: [
        'Le site d’un fabricant de meubles, sur ordinateur',
        'L’identité visuelle d’une jeune entreprise',
        'Une application mobile de suivi de livraison',
        'Une campagne d’affichage en centre-ville',
        'Des publications pour les réseaux sociaux',
        'Un rapport annuel mis en page',
      ],
    },
    pricing: {
      title: 'Nos formules',
      intro: 'Serveur et nom de domaine compris la première année.',
      plans: [
        {
          name: 'Site vitrine',
          price: euros(`1${thin}900`),
          period: `HT, livré en 4${nb}semaines`,
          features: [`Jusqu’à 6${nb}pages`, 'Adapté au mobile', 'Prise en main incluse'],
          button: 'Demander un devis',
        },
        {
          name: 'Site et identité',
          price: euros(`3${thin}400`),
          period: `HT, livré en 6${nb}semaines`,
          features: [
            'Logo et charte graphique',
            `Site jusqu’à 10${nb}pages`,
            'Référencement de départ',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Accompagnement',
          price: euros('390'),
          period: 'HT par mois, sans engagement',
          features: [
            'Mises à jour et sauvegardes',
            'Suivi du référencement',
            `8${nb}publications par mois`,
          ],
          button: 'Nous contacter',
        },
      ],
      featured: 'La plus choisie',
      listTitle: 'Prestations à l’unité',
      listIntro: 'Pour un besoin précis, ou pour compléter une formule.',
      list: [
        {
          name: 'Création de logo',
          detail: 'Trois pistes, deux allers-retours',
          price: euros('650'),
        },
        { name: 'Audit de référencement', detail: 'Rapport et plan d’action', price: euros('490') },
        {
          name: 'Journée de développement',
          detail: 'Évolutions de votre site existant',
          price: euros('550'),
        },
        {
          name: 'Rédaction de contenus',
          detail: 'Par page, pensée pour les moteurs de recherche',
          price: euros('120'),
        },
      ],
      listNote: `Prix hors taxes. Un acompte de 30${nb}% est demandé au lancement du projet.`,
    },
    team: {
      title: 'L’équipe',
      intro: 'Une équipe resserrée : vous parlez toujours aux personnes qui font.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice, stratégie',
          bio: `Forte de dix ans de marketing, elle a créé ${b.noun.this} en ${b.since} et pilote chaque projet.`,
        },
        {
          sex: 'male',
          role: 'Directeur artistique',
          bio: 'Il dessine les identités visuelles et veille à la cohérence de chaque support.',
        },
        {
          sex: 'male',
          role: 'Développeur',
          bio: 'Il construit des sites rapides et accessibles, et les fait vivre dans la durée.',
        },
        {
          sex: 'female',
          role: 'Responsable des réseaux sociaux',
          bio: 'Elle écrit, planifie et analyse les publications de nos clients.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous font confiance',
      items: [
        {
          quote: quote(
            'Notre nouveau site nous amène des demandes de devis chaque semaine. Nous aurions dû le faire plus tôt !',
          ),
          detail: 'PME industrielle',
        },
        {
          quote: quote('Un logo et une charte qui nous ressemblent enfin, livrés dans les temps.'),
          detail: 'Jeune entreprise',
        },
        {
          quote: quote(
            'Des échanges simples, des conseils concrets et des chiffres suivis chaque mois.',
          ),
          detail: 'Accompagnement mensuel',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de vous lancer, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Combien de temps faut-il pour créer un site ?',
          answer:
            'Quatre à six semaines en général, selon le nombre de pages et la rapidité des échanges.',
        },
        {
          question: 'Pourrai-je modifier mon site moi-même ?',
          answer:
            'Oui : une prise en main d’une heure et un guide vous permettent de changer textes et images en autonomie.',
        },
        {
          question: 'Le site m’appartient-il ?',
          answer:
            'Oui : à la fin du projet, le site, ses fichiers et le nom de domaine sont à votre nom.',
        },
        {
          question: 'Travaillez-vous à distance ?',
          answer:
            'Oui, en visioconférence ; et si vous êtes dans la région, nous venons volontiers vous rencontrer.',
        },
        {
          question: 'Mon site sera-t-il bien référencé ?',
          answer:
            'Chaque site est livré optimisé pour les moteurs de recherche ; le suivi mensuel permet ensuite de gagner des places.',
        },
        {
          question: 'Comment se passe le paiement ?',
          answer: `Un acompte de 30${nb}% au lancement, le solde à la mise en ligne ; les formules mensuelles sont sans engagement.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, des entreprises ${b.ofCity} et de toute la région nous confient leur image.`,
      items: [
        { value: years(b.year - b.since), label: 'au service des entreprises' },
        { value: '120', label: 'sites mis en ligne' },
        { value: '60', label: 'identités visuelles créées' },
        { value: `48${nb}h`, label: 'pour recevoir votre devis' },
      ],
    },
    ctas: [
      {
        title: 'Un projet de site ou de logo ?',
        text: `Décrivez-le en quelques lignes : vous recevez un devis détaillé et gratuit sous 48${nb}h.`,
        button: 'Demander un devis',
      },
      {
        title: 'Votre site a besoin d’un coup de neuf ?',
        text: 'Nous analysons gratuitement votre site actuel et vous disons, sans jargon, ce qui freine vos visiteurs.',
        button: 'Demander un audit',
      },
    ],
    contact: {
      title: 'Demander un devis',
      intro: `Parlez-nous de votre projet : vous recevez un devis détaillé sous 48${nb}h.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'Entreprise', placeholder: 'Le nom de votre entreprise' },
        { label: 'E-mail', placeholder: 'vous@exemple.fr' },
        { label: 'Téléphone', placeholder: '06 12 34 56 78' },
        { label: 'Besoin', placeholder: 'Site, logo, référencement, réseaux sociaux…' },
        { label: 'Message', placeholder: 'Votre projet, vos délais, les sites que vous aimez…' },
      ],
      button: 'Envoyer ma demande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Du lundi au vendredi, de ${h(9)} à ${h(18)}.`,
      emailNote: `Devis sous 48${nb}h.`,
      addressNote: 'Rendez-vous à l’agence ou en visioconférence.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Nous vous recevons à l’agence sur rendez-vous, du lundi au vendredi.',
      hoursTitle: 'Horaires de l’agence',
      hours: [
        { days: 'Lundi au jeudi', time: span(h(9), h(18)) },
        { days: 'Vendredi', time: span(h(9), h(17)) },
        { days: 'Samedi', time: 'Fermé' },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: `Au cœur ${b.ofCity}, à deux pas des transports en commun.`,
      note: 'En août, une permanence assure le suivi de vos sites.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} web et de communication ${b.inCity}, au service des TPE et PME.`,
      columns: [
        {
          title: 'Services',
          lines: 'Sites sur mesure\nIdentité visuelle\nRéférencement\nRéseaux sociaux',
        },
        { title: 'L’agence', lines: `Du lundi au vendredi\nDevis gratuit sous 48${nb}h` },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Sites web · Logos et chartes · Communication',
    headerButton: 'Obtenir un devis',
    pageHeroes: {
      Réalisations: {
        eyebrow: 'Nos projets',
        title: 'Des projets qui nous rendent fiers',
        text: `Sites, identités visuelles et campagnes menés pour des entreprises ${b.ofCity} et bien au-delà.`,
        button: 'Obtenir un devis',
        secondary: 'Voir les tarifs',
      },
      Tarifs: {
        eyebrow: 'Nos prix',
        title: 'Des prix affichés, des délais respectés',
        text: 'Trois formules pour se lancer, des prestations à la carte pour aller plus loin : chaque devis est chiffré ligne à ligne.',
        button: 'Obtenir un devis',
        secondary: 'Les questions posées',
      },
      Contact: {
        eyebrow: 'Nous écrire',
        title: 'Racontez-nous votre projet',
        text: `Quelques lignes sur votre besoin suffisent : sous 48${nb}h, nous vous rappelons avec un devis gratuit.`,
        button: 'Appeler l’agence',
        secondary: 'Voir nos projets',
      },
    },
    features: {
      title: 'Ce que nous faisons',
      intro: 'De l’idée à la mise en ligne, et chaque jour après.',
      items: [
        {
          title: 'Sites à votre mesure',
          text: 'Des sites légers, accessibles et simples à modifier, conçus d’abord pour les téléphones.',
        },
        {
          title: 'Logo et charte',
          text: 'Logo, palette, polices et charte graphique : une image homogène sur chacun de vos supports.',
        },
        {
          title: 'Visibilité',
          text: 'Audit, rédaction et suivi chaque mois pour remonter dans les recherches de votre domaine.',
        },
        {
          title: 'Vos réseaux sociaux',
          text: 'Ligne éditoriale, visuels et publications : votre communauté s’anime sans vous prendre vos soirées.',
        },
      ],
    },
    gallery: {
      title: 'Projets récents',
      intro: 'Sites, identités visuelles et campagnes, pour des clients de tous horizons.',
    },
    pricing: {
      title: 'Les formules',
      intro: 'Hébergement et nom de domaine inclus la première année.',
      listTitle: 'Prestations à la carte',
      listIntro: 'Pour une demande précise, ou en complément d’une formule.',
      listNote: `Prix HT. Le lancement du projet se fait contre un acompte de 30${nb}%.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Une petite équipe : vous échangez toujours avec ceux qui réalisent.',
      people: [
        {
          bio: `Après dix ans dans le marketing, elle a créé ${b.noun.this} en ${b.since} ; elle conduit chaque projet.`,
        },
        { bio: 'Il conçoit les identités visuelles et garantit l’unité de chaque support.' },
        { bio: 'Il développe des sites légers et accessibles, et les entretient dans la durée.' },
        { bio: 'Elle rédige, programme et mesure les publications de nos clients.' },
      ],
    },
    testimonials: {
      title: 'Ils nous ont fait confiance',
      items: [
        {
          quote: quote(
            'Depuis sa mise en ligne, notre site nous apporte des demandes de devis chaque semaine. Il fallait s’y mettre plus tôt !',
          ),
        },
        { quote: quote('Enfin un logo et une charte à notre image, reçus à la date prévue.') },
        {
          quote: quote(
            'Des échanges faciles, des conseils utiles et des résultats suivis chaque mois.',
          ),
        },
      ],
    },
    faq: {
      title: 'Les questions courantes',
      intro: 'Ce que l’on nous demande souvent avant de se lancer.',
      items: [
        {
          answer:
            'En général quatre à six semaines, selon le nombre de pages et le rythme de nos échanges.',
        },
        {
          answer:
            'Oui : grâce à une heure de prise en main et à un guide, vous modifiez textes et images sans aide.',
        },
        {
          answer:
            'Oui : une fois le projet terminé, le site, ses fichiers et le nom de domaine vous appartiennent.',
        },
        {
          answer:
            'Oui, en visioconférence ; et dans la région, nous nous déplaçons avec plaisir pour vous rencontrer.',
        },
        {
          answer:
            'Chaque site est optimisé pour les moteurs de recherche dès sa livraison ; le suivi mensuel le fait ensuite monter dans les résultats.',
        },
        {
          answer: `Un acompte de 30${nb}% au lancement, le reste à la mise en ligne ; aucun engagement pour les formules mensuelles.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Des entreprises ${b.ofCity} et de toute la région nous confient leur image depuis ${b.since}.`,
    },
    ctas: [
      {
        title: 'Un site ou un logo en tête ?',
        text: `Décrivez votre projet en quelques lignes : sous 48${nb}h, vous recevez un devis gratuit et détaillé.`,
        button: 'Obtenir un devis',
      },
      {
        title: 'Votre site a pris un coup de vieux ?',
        text: 'Nous étudions gratuitement votre site actuel et vous expliquons, en termes simples, ce qui gêne vos visiteurs.',
        button: 'Demander une analyse',
      },
    ],
    contact: {
      title: 'Obtenir un devis',
      intro: `Présentez-nous votre projet : sous 48${nb}h, vous recevez un devis détaillé.`,
      detailsTitle: 'Nous contacter',
      phoneNote: `En semaine, de ${h(9)} à ${h(18)}.`,
      emailNote: `Devis envoyé en 48${nb}h.`,
      addressNote: 'À l’agence ou en visioconférence, comme vous préférez.',
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'Nous vous accueillons sur rendez-vous à l’agence, en semaine.',
      access: `En plein centre ${b.ofCity}, tout près des transports en commun.`,
      note: 'Au mois d’août, une permanence veille sur vos sites.',
    },
    footer: {
      text: `Web et communication ${b.inCity} : ${b.noun.our} accompagne les TPE et les PME.`,
    },
  }),
};
