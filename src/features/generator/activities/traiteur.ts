import { capitalise, euros, nb, quote, thin } from '../../../content/grammar';
import type { Activity } from './types';

/** A caterer: its formulas and prices, its receptions in pictures, a quote request form. */
export const traiteur: Activity = {
  id: 'traiteur',
  label: 'Traiteur',
  noun: { word: 'traiteur', gender: 'm' },
  category: 'business',
  keywords: {
    strong: [
      'traiteur',
      'buffet',
      'buffets',
      'cocktail dînatoire',
      'plateau repas',
      'plateaux repas',
      'service traiteur',
    ],
    weak: [
      'réception',
      'réceptions',
      'pièces cocktail',
      'petits fours',
      'verrines',
      'mignardises',
      'convives',
      'invités',
      'repas de fête',
      'vaisselle',
      'devis',
      'livraison',
      'mariage',
    ],
  },
  names: (_city, ofCity) => [
    `Les Saveurs ${ofCity}`,
    `Les Délices ${ofCity}`,
    `La Tablée ${ofCity}`,
    `Petits Plats ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'gallery', 'pricing', 'testimonials', 'cta'] },
    { name: 'Formules', sections: ['pricing', 'faq', 'cta'] },
    { name: 'La maison', sections: ['team', 'figures', 'gallery'] },
    { name: 'Devis', sections: ['contact', 'testimonials'] },
  ],
  required: ['pricing', 'contact', 'gallery'],
  texts: (b) => ({
    tagline: 'Cocktails · Buffets · Repas de fête',
    headerButton: 'Demander un devis',
    heroes: [
      {
        eyebrow: `Traiteur ${b.inCity} depuis ${b.since}`,
        title: 'Des buffets faits maison pour toutes vos réceptions',
        text: `Mariages, anniversaires, repas d’affaires : nous cuisinons, livrons et installons, pour que vous profitiez de vos invités.`,
        button: 'Demander un devis',
        secondary: 'Voir nos formules',
        pictureAlt: 'Un buffet dressé pour une réception',
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Une cuisine de fête, préparée le jour même',
        text: `Nos pièces cocktail et nos plats sont cuisinés le matin de votre réception, avec des produits de la région ${b.ofCity}.`,
        button: 'Voir nos formules',
        secondary: 'Demander un devis',
        pictureAlt: 'Des pièces cocktail alignées sur un plateau',
      },
      {
        eyebrow: `Cocktails, buffets et repas assis ${b.inCity}`,
        title: `${b.name}, vos réceptions clés en main`,
        text: `De dix à trois cents convives, un seul interlocuteur pour le menu, la vaisselle et le service : vous n’avez plus qu’à lever votre verre.`,
        button: 'Demander un devis',
        secondary: 'Découvrir la maison',
        pictureAlt: 'Une longue table de mariage dressée en plein air',
      },
    ],
    pageHeroes: {
      Formules: {
        eyebrow: 'Nos formules',
        title: 'Une formule pour chaque réception',
        text: `Cocktail, buffet ou repas servi à table : des prix clairs par convive, ajustés à votre nombre d’invités et à vos envies.`,
        button: 'Demander un devis',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un buffet froid aux couleurs de saison',
      },
      'La maison': {
        eyebrow: 'La maison',
        title: `En cuisine ${b.atName}`,
        text: `Des cuisiniers et des serveurs qui préparent chaque réception comme si c’était la leur.`,
        button: 'Demander un devis',
        secondary: 'Nos formules',
        pictureAlt: 'La cuisine en pleine préparation d’un cocktail',
      },
      Devis: {
        eyebrow: 'Devis gratuit',
        title: 'Parlons de votre réception',
        text: `Date, lieu, nombre d’invités, envies : décrivez-nous votre projet, nous vous envoyons une proposition chiffrée sous 48${nb}heures.`,
        button: 'Nous appeler',
        secondary: 'Nos formules',
        pictureAlt: 'Un serveur propose une coupe de champagne',
      },
    },
    features: {
      title: 'Une réception sans souci',
      intro: 'De la première dégustation au dernier plat desservi, nous nous occupons de tout.',
      items: [
        {
          title: 'Tout est fait maison',
          text: 'Pièces cocktail, plats et desserts sont cuisinés dans notre laboratoire, le jour même.',
        },
        {
          title: 'Des produits de saison',
          text: `Viandes, poissons et légumes viennent de producteurs de la région ${b.ofCity}.`,
        },
        {
          title: 'Livraison et installation',
          text: 'Nous livrons, dressons le buffet et repartons avec la vaisselle sale.',
        },
        {
          title: 'Des serveurs attentionnés',
          text: 'Un service discret et souriant, du cocktail de bienvenue jusqu’au dessert.',
        },
      ],
      pictureAlts: [
        'Des verrines préparées en cuisine',
        'Des légumes de saison sur le plan de travail',
        'Un buffet dressé sur une nappe blanche',
        'Un serveur plateau en main',
      ],
    },
    gallery: {
      title: 'Nos réceptions en images',
      intro: `Quelques tables et buffets ${b.ofName}, du cocktail au repas de mariage.`,
      pictureAlts: [
        'Un buffet de mariage en plein air',
        'Des verrines salées sur un plateau',
        'Une table dressée pour un repas assis',
        'Le service du cocktail en plein air',
        'Des mignardises sur un présentoir',
        'La préparation des plats en cuisine',
      ],
    },
    pricing: {
      title: 'Nos formules',
      intro: 'Prix par convive, à partir de vingt personnes, livraison comprise.',
      plans: [
        {
          name: 'Cocktail',
          price: euros('18'),
          period: 'par convive',
          features: [
            '12 pièces salées et sucrées',
            'Boissons sans alcool',
            'Serviettes et plateaux compris',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Buffet',
          price: euros('32'),
          period: 'par convive',
          features: [
            'Entrées, plat chaud et desserts',
            'Vaisselle et nappage compris',
            'Installation et rangement',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Repas servi à table',
          price: euros('55'),
          period: 'par convive, service compris',
          features: [
            'Menu en trois plats',
            'Serveurs pendant tout le repas',
            'Dégustation offerte avant le jour J',
          ],
          button: 'Demander un devis',
        },
      ],
      featured: 'La plus choisie',
      listTitle: 'À la carte',
      listIntro: `Pour compléter une formule ou recevoir en petit comité, à commander 72${nb}heures à l’avance.`,
      list: [
        {
          name: 'Plateau de pièces salées',
          detail: '30 pièces : mini-quiches, verrines, feuilletés',
          price: euros('45'),
        },
        {
          name: 'Plateau repas',
          detail: 'Entrée, plat et dessert, livré frais',
          price: euros('19,50'),
        },
        {
          name: 'Plateau de mignardises',
          detail: '30 douceurs : tartelettes, macarons, choux',
          price: euros('42'),
        },
        {
          name: 'Service à l’heure',
          detail: 'Un serveur, en semaine comme le week-end',
          price: euros('35'),
        },
      ],
      listNote: `Livraison offerte ${b.inCity} et dans les communes voisines dès 20 convives.`,
    },
    team: {
      title: 'L’équipe',
      intro: 'Des cuisiniers et des serveurs qui aiment recevoir.',
      people: [
        {
          sex: 'male',
          role: 'Fondateur et chef',
          bio: `Après quinze ans dans de grandes cuisines, il compose les menus ${b.ofName} depuis ${b.since}.`,
        },
        {
          sex: 'female',
          role: 'Responsable des réceptions',
          bio: 'Elle vous accompagne du premier rendez-vous au jour J et coordonne l’équipe sur place.',
        },
        {
          sex: 'male',
          role: 'Second de cuisine',
          bio: 'Il prépare les pièces cocktail et veille à ce que chaque plateau parte à l’heure.',
        },
        {
          sex: 'female',
          role: 'Cheffe de rang',
          bio: 'Elle dirige le service pendant le repas et veille à ce qu’aucun verre ne reste vide.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous ont fait confiance',
      items: [
        {
          quote: quote(
            'Un buffet de mariage magnifique et délicieux : nos invités en parlent encore.',
          ),
          detail: `Mariage, 120${nb}invités`,
        },
        {
          quote: quote(
            'Livraison à l’heure, plateaux superbes, rien à redire. Nous recommandons pour tous nos repas d’équipe.',
          ),
          detail: 'Déjeuner d’affaires',
        },
        {
          quote: quote(
            `Pour les 80${nb}ans de ma mère, tout était parfait, du cocktail au gâteau.`,
          ),
          detail: 'Anniversaire en famille',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Ce que l’on nous demande avant une réception.',
      items: [
        {
          question: 'Combien de temps à l’avance réserver ?',
          answer: `Deux à trois mois pour un mariage, deux semaines pour un cocktail ou un buffet, 72${nb}heures pour des plateaux.`,
        },
        {
          question: 'À partir de combien de personnes ?',
          answer:
            'Nos formules commencent à vingt convives ; en dessous, composez votre commande à la carte.',
        },
        {
          question: 'Peut-on goûter avant de choisir ?',
          answer:
            'Oui, elle est offerte pour tout repas servi à table et toute réception de plus de cinquante convives.',
        },
        {
          question: 'Proposez-vous des menus végétariens ?',
          answer:
            'Oui, et nous adaptons chaque formule aux allergies et aux régimes de vos invités.',
        },
        {
          question: 'La vaisselle est-elle comprise ?',
          answer:
            'Oui, vaisselle, verrerie et nappage sont compris dans le buffet et le repas servi à table.',
        },
        {
          question: 'Livrez-vous hors de la ville ?',
          answer: `Oui, dans un rayon de 50${nb}km autour ${b.ofCity}, avec un supplément selon la distance.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.the} des grandes occasions ${b.inCity} et aux alentours.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de réceptions réussies' },
        { value: '250', label: 'réceptions par an' },
        { value: `12${thin}000`, label: 'convives servis l’an dernier' },
        { value: '15', label: 'cuisiniers et serveurs' },
      ],
    },
    ctas: [
      {
        title: 'Une réception en vue ?',
        text: `Décrivez-nous votre projet : votre devis gratuit vous arrive sous 48${nb}heures.`,
        button: 'Demander un devis',
      },
      {
        title: 'Un repas d’équipe à prévoir ?',
        text: 'Plateaux repas et buffets livrés sur votre lieu de travail, dès dix personnes.',
        button: 'Commander des plateaux',
      },
    ],
    contact: {
      title: 'Demander un devis',
      intro: `Quelques détails suffisent : nous revenons vers vous avec une proposition sous 48${nb}heures.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Pour vous rappeler' },
        { label: 'Date de la réception', placeholder: 'Samedi 12 juin' },
        { label: 'Nombre d’invités', placeholder: '80' },
        { label: 'Message', placeholder: 'Le lieu, la formule souhaitée, vos envies…' },
      ],
      button: 'Envoyer ma demande',
      detailsTitle: 'Nous joindre',
      phoneNote: 'Du lundi au vendredi, en journée.',
      emailNote: `Réponse sous 48${nb}heures.`,
      addressNote: 'Dégustations sur rendez-vous.',
    },
    footer: {
      text: `${capitalise(b.noun.the)} de vos réceptions ${b.inCity} : cocktails, buffets et repas servis à table.`,
      columns: [
        {
          title: 'Réceptions',
          lines: `Cocktails et buffets\nMariages et anniversaires\nRepas d’affaires`,
        },
        { title: 'Devis', lines: `Gratuit, sous 48${nb}heures\nDégustation sur rendez-vous` },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Buffets · Cocktails · Repas festifs',
    headerButton: 'Obtenir un devis',
    pageHeroes: {
      Formules: {
        eyebrow: 'Formules et prix',
        title: 'À chaque réception sa formule',
        text: `Cocktail, buffet ou repas à table, avec des tarifs lisibles par convive, adaptés à vos envies et au nombre de vos invités.`,
        button: 'Obtenir un devis',
        secondary: 'Questions courantes',
      },
      'La maison': {
        eyebrow: 'Qui nous sommes',
        title: `Dans la cuisine ${b.ofName}`,
        text: `Cuisiniers et serveurs préparent chacune de vos réceptions comme s’ils recevaient eux-mêmes.`,
        button: 'Obtenir un devis',
        secondary: 'Les formules',
      },
      Devis: {
        eyebrow: 'Devis offert',
        title: 'Racontez-nous votre réception',
        text: `La date, le lieu, le nombre d’invités, vos envies : présentez-nous votre projet et recevez un chiffrage sous 48${nb}heures.`,
        button: 'Appelez-nous',
        secondary: 'Les formules',
      },
    },
    features: {
      title: 'Recevoir en toute sérénité',
      intro:
        'Nous prenons tout en main, de la première dégustation jusqu’au dernier plat débarrassé.',
      items: [
        {
          title: 'Tout est cuisiné ici',
          text: 'Le jour même, notre laboratoire prépare les pièces cocktail, les plats et les desserts.',
        },
        {
          title: 'La saison dans l’assiette',
          text: `Nos viandes, nos poissons et nos légumes sont achetés aux producteurs de la région ${b.ofCity}.`,
        },
        {
          title: 'Livraison et mise en place',
          text: 'Nous apportons tout, montons le buffet et remportons la vaisselle sale.',
        },
        {
          title: 'Un service aux petits soins',
          text: 'Discrets et souriants, nos serveurs sont là de l’apéritif d’accueil au dessert.',
        },
      ],
    },
    gallery: {
      title: 'Nos tables, en images',
      intro: `Des buffets et des tables signés ${b.name}, du cocktail jusqu’au dîner de mariage.`,
    },
    pricing: {
      title: 'Formules et tarifs',
      intro: 'Tarifs par convive, livraison incluse, dès vingt personnes.',
      listTitle: 'À l’unité',
      listIntro: `En plus d’une formule ou pour une réception intime, à commander 72${nb}heures avant.`,
      listNote: `Dès 20 convives, nous livrons gratuitement ${b.inCity} et dans les communes alentour.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'En cuisine comme au service, le goût de bien recevoir.',
      people: [
        {
          bio: `Formé pendant quinze ans dans de grandes cuisines, il signe les menus ${b.ofName} depuis ${b.since}.`,
        },
        {
          bio: 'Du premier rendez-vous au jour J, elle est à vos côtés, puis dirige l’équipe sur place.',
        },
        {
          bio: 'Les pièces cocktail, c’est lui ; il s’assure aussi que chaque plateau part à l’heure.',
        },
        { bio: 'Pendant le repas, elle mène le service et ne laisse jamais un verre vide.' },
      ],
    },
    testimonials: {
      title: 'Ils nous ont choisis',
      items: [
        {
          quote: quote('Nos invités parlent encore de ce buffet de mariage, aussi beau que bon.'),
        },
        {
          quote: quote(
            'Des plateaux superbes, livrés à l’heure, rien à dire. Notre choix pour chacun de nos repas d’équipe.',
          ),
        },
        {
          quote: quote(`Du cocktail au gâteau, un sans-faute pour les 80${nb}ans de ma mère.`),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions qu’on nous pose avant de recevoir.',
      items: [
        {
          answer: `Prévoyez deux à trois mois pour un mariage, deux semaines pour un cocktail ou un buffet et 72${nb}heures pour des plateaux.`,
        },
        {
          answer:
            'Dès vingt convives pour nos formules ; pour moins, choisissez vos plats à la carte.',
        },
        {
          answer:
            'Oui : la dégustation est gratuite pour un repas servi à table ou une réception au-delà de cinquante convives.',
        },
        {
          answer: 'Oui, et chaque formule s’adapte aux régimes et aux allergies de vos invités.',
        },
        {
          answer:
            'Oui : pour le buffet et le repas servi à table, vaisselle, verres et nappes sont inclus.',
        },
        {
          answer: `Oui, jusqu’à 50${nb}km autour ${b.ofCity}, moyennant un supplément qui dépend de la distance.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.the)} des grands jours ${b.inCity} et dans les environs, depuis ${b.since}.`,
    },
    ctas: [
      {
        title: 'Une réception à préparer ?',
        text: `Présentez-nous votre projet et recevez un devis offert sous 48${nb}heures.`,
        button: 'Obtenir un devis',
      },
      {
        title: 'Un déjeuner d’équipe à organiser ?',
        text: 'Dès dix personnes, nous livrons plateaux repas et buffets jusqu’à votre bureau.',
        button: 'Commander vos plateaux',
      },
    ],
    contact: {
      title: 'Votre devis',
      intro: `Il suffit de quelques détails pour recevoir notre proposition sous 48${nb}heures.`,
      detailsTitle: 'Nous contacter',
      phoneNote: 'En semaine, aux heures de bureau.',
      emailNote: `Une réponse sous 48${nb}heures.`,
      addressNote: 'Pour déguster, prenez rendez-vous.',
    },
    footer: {
      text: `Cocktails, buffets, repas servis à table : ${b.noun.your} pour recevoir ${b.inCity}.`,
    },
  }),
};
