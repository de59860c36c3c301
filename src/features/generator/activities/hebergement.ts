import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

/** A place to stay (hotel, guest house, gîte, campsite): its rooms, pictures, surroundings, a booking request. */
export const hebergement: Activity = {
  id: 'hebergement',
  label: 'Hébergement',
  noun: { word: 'maison', gender: 'f' },
  category: 'blog',
  keywords: {
    strong: [
      'hôtel',
      'hôtelier',
      'hôtelière',
      'hôtellerie',
      'chambre d’hôtes',
      'chambres d’hôtes',
      'maison d’hôtes',
      'gîte',
      'camping',
      'location saisonnière',
      'location de vacances',
      'meublé de tourisme',
    ],
    weak: [
      'hébergement',
      'chambre',
      'chambres',
      'nuit',
      'nuitée',
      'séjour',
      'vacances',
      'vacanciers',
      'voyageurs',
      'petit-déjeuner',
      'tourisme',
      'piscine',
      'randonnée',
      'week-end',
      'hôtes',
      'emplacement',
      'mobil-home',
      'auberge',
      'étoiles',
    ],
  },
  names: (city, ofCity) => [
    `Le Clos ${ofCity}`,
    `Villa ${city}`,
    `Le Gîte ${ofCity}`,
    `Le Nid ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'products', 'testimonials', 'cta'] },
    { name: 'Chambres', sections: ['products', 'gallery', 'faq'] },
    { name: 'Réserver', sections: ['contact', 'hours'] },
  ],
  required: ['products', 'gallery', 'features', 'contact'],
  texts: (b) => ({
    tagline: 'Chambres · Petit-déjeuner · Séjours',
    headerButton: 'Réserver',
    heroes: [
      {
        eyebrow: `Séjourner ${b.inCity}`,
        title: `Une adresse au calme pour découvrir ${b.city}`,
        text: 'Des chambres confortables, un petit-déjeuner maison et des hôtes qui connaissent la région par cœur.',
        button: 'Réserver un séjour',
        secondary: 'Voir les chambres',
        pictureAlt: `La façade ${b.ofName} au soleil du soir`,
      },
      {
        eyebrow: `Bienvenue ${b.atName}`,
        title: 'Des chambres où l’on dort vraiment bien',
        text: 'Literie de qualité, draps de lin, salle d’eau privative et silence garanti : ici, on vient pour se reposer.',
        button: 'Voir les chambres',
        secondary: 'Réserver',
        pictureAlt: 'Une chambre lumineuse aux draps de lin',
      },
      {
        eyebrow: `Vacances et week-ends ${b.inCity}`,
        title: `${b.name}, le point de départ de vos balades`,
        text: 'Sentiers, villages, producteurs : nous partageons nos bonnes adresses pour que votre séjour ait un vrai goût de vacances.',
        button: 'Réserver un séjour',
        secondary: 'Les environs',
        pictureAlt: 'Un chemin de campagne au petit matin',
      },
    ],
    pageHeroes: {
      Chambres: {
        eyebrow: 'Les chambres',
        title: 'Quatre chambres, une même idée du confort',
        text: 'Prix par nuit, petit-déjeuner compris pour tous les voyageurs. Taxe de séjour en sus.',
        button: 'Réserver',
        secondary: 'Questions fréquentes',
        pictureAlt: 'La chambre sous les toits et ses poutres anciennes',
      },
      Réserver: {
        eyebrow: 'Réservation',
        title: `Réservez votre séjour ${b.atName}`,
        text: 'Indiquez vos dates et le nombre de voyageurs : nous vous confirmons la disponibilité dans la journée.',
        button: 'Nous appeler',
        secondary: 'Arrivées et départs',
        pictureAlt: 'Des serviettes pliées sur un lit fait de frais',
      },
    },
    features: {
      title: `Autour de ${b.noun.our}`,
      intro: `Séjourner ${b.atName}, c’est aussi découvrir ${b.city} et ses environs.`,
      items: [
        {
          title: 'Le centre à quelques minutes',
          text: `Le cœur ${b.ofCity}, ses rues anciennes et ses monuments sont tout proches : la voiture peut rester garée.`,
        },
        {
          title: 'Balades et randonnées',
          text: 'Des sentiers balisés partent des environs : nous vous prêtons les topoguides et vous indiquons nos itinéraires préférés.',
        },
        {
          title: 'Producteurs et marchés',
          text: 'Fermes, marchés du matin, bonnes tables du coin : nous vous donnons nos adresses, testées et approuvées.',
        },
        {
          title: 'Un accueil sur mesure',
          text: 'Arrivée tardive, lit bébé, idée de sortie : dites-nous ce qu’il vous faut, nous nous occupons du reste.',
        },
      ],
      pictureAlts: [
        'Une rue ancienne du centre',
        'Un sentier de randonnée à travers champs',
        'Un marché de producteurs le matin',
        'Un coin lecture près de la cheminée',
      ],
    },
    products: {
      title: 'Nos chambres',
      intro:
        'Toutes avec salle d’eau privative et literie de qualité. Prix par nuit, petit-déjeuner compris.',
      items: [
        {
          name: 'Chambre double',
          detail: `Lit de 160, vue sur le jardin, 2${nb}personnes`,
          price: euros('85'),
          pictureAlt: 'La chambre double et sa fenêtre sur le jardin',
        },
        {
          name: 'Chambre sous les toits',
          detail: `Poutres apparentes, lit de 140, 2${nb}personnes`,
          price: euros('75'),
          pictureAlt: 'La chambre sous les toits, mansardée',
        },
        {
          name: 'Chambre supérieure',
          detail: 'Lit de 180, baignoire, balcon privé',
          price: euros('110'),
          pictureAlt: 'La chambre supérieure et son balcon',
        },
        {
          name: 'Suite familiale',
          detail: `Deux chambres, jusqu’à 4${nb}personnes`,
          price: euros('140'),
          pictureAlt: 'La suite familiale et ses lits pour les enfants',
        },
      ],
      button: 'Réserver',
      featuredEyebrow: 'La chambre préférée de nos hôtes',
      featuredText:
        'La chambre sous les toits : poutres anciennes, lumière du matin et calme absolu. Réservez-la tôt, elle part vite en haute saison.',
    },
    gallery: {
      title: `${capitalise(b.noun.the)} en images`,
      intro: 'Les chambres, le jardin et les environs, au fil des saisons.',
      pictureAlts: [
        'Une chambre double aux draps blancs',
        'Le jardin au printemps',
        'La table du petit-déjeuner',
        'La façade au soleil couchant',
        'Une salle d’eau lumineuse',
        'Le paysage des environs au petit matin',
      ],
    },
    team: {
      title: 'Vos hôtes',
      intro: 'Une petite équipe qui aime recevoir et faire découvrir sa région.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice',
          bio: `Elle a ouvert ${b.noun.this} en ${b.since} et connaît chaque sentier des environs.`,
        },
        {
          sex: 'male',
          role: 'Responsable de l’accueil',
          bio: 'Il vous accueille à votre arrivée et prépare le petit-déjeuner chaque matin.',
        },
        {
          sex: 'female',
          role: 'Gouvernante',
          bio: 'Elle veille sur les chambres et le linge : tout est impeccable quand vous arrivez.',
        },
        {
          sex: 'male',
          role: 'Jardinier',
          bio: 'Il entretient le jardin et le verger qui donne les fruits des confitures du matin.',
        },
      ],
    },
    testimonials: {
      title: 'Ils ont séjourné chez nous',
      items: [
        {
          quote: quote(
            'Une chambre ravissante, un calme absolu et le meilleur petit-déjeuner de nos vacances.',
          ),
          detail: 'Séjour en couple',
        },
        {
          quote: quote(
            `Idéal pour découvrir ${b.city} et ses environs, avec des hôtes d’une grande gentillesse !`,
          ),
          detail: 'Week-end en famille',
        },
        {
          quote: quote('Nous sommes revenus trois années de suite : on s’y sent comme chez soi.'),
          detail: 'Habitués de l’été',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de réserver, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'À quelle heure peut-on arriver ?',
          answer: `Les arrivées se font de ${h(16)} à ${h(20)} ; prévenez-nous pour une arrivée plus tardive.`,
        },
        {
          question: 'Le petit-déjeuner est-il compris ?',
          answer:
            'Oui, il est servi chaque matin : produits locaux, fruits du verger et confitures maison.',
        },
        {
          question: 'Les animaux sont-ils acceptés ?',
          answer:
            'Les chiens bien élevés sont les bienvenus dans deux de nos chambres, sur demande.',
        },
        {
          question: 'Y a-t-il un parking ?',
          answer:
            'Oui, un parking privé et gratuit, avec une borne de recharge pour votre voiture.',
        },
        {
          question: 'Quelles sont les conditions d’annulation ?',
          answer:
            'L’annulation est gratuite jusqu’à sept jours avant l’arrivée ; au-delà, la première nuit reste due.',
        },
        {
          question: 'Accueillez-vous les enfants ?',
          answer:
            'Avec plaisir : lit bébé, chaise haute et suite familiale sont à votre disposition.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.our} ${b.inCity} accueille des voyageurs venus de toute la France et d’ailleurs.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'à recevoir des voyageurs' },
        { value: '4', label: 'chambres et suites' },
        { value: `2${thin}000`, label: 'nuits passées chez nous' },
        { value: `10${nb}min`, label: 'du centre' },
      ],
    },
    ctas: [
      {
        title: 'Envie de partir quelques jours ?',
        text: 'Vérifiez nos disponibilités et réservez directement, au meilleur prix.',
        button: 'Réserver un séjour',
      },
      {
        title: 'Un séjour en famille ou entre amis ?',
        text: 'Réservez plusieurs chambres ou la suite familiale : nous préparons tout pour votre arrivée.',
        button: 'Nous contacter',
      },
    ],
    contact: {
      title: 'Demande de réservation',
      intro:
        'Indiquez vos dates et le nombre de voyageurs : nous confirmons la disponibilité dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Dates du séjour', placeholder: 'Du vendredi 12 au dimanche 14' },
        { label: 'Nombre de voyageurs', placeholder: '2 adultes, 1 enfant' },
        {
          label: 'Message',
          placeholder: 'Chambre souhaitée, heure d’arrivée, une occasion à fêter…',
        },
      ],
      button: 'Envoyer la demande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Tous les jours, de ${h(8)} à ${h(20)}.`,
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Parking privé et gratuit sur place.',
    },
    hours: {
      title: 'Arrivées et départs',
      intro: 'Nous vous attendons aux heures ci-dessous ; pour une arrivée tardive, prévenez-nous.',
      hoursTitle: 'Horaires d’accueil',
      hours: [
        { days: 'Arrivées', time: span(h(16), h(20)) },
        { days: 'Départs', time: `Avant ${h(11)}` },
        { days: 'Petit-déjeuner', time: span(h(8), h(10, 30)) },
        { days: 'Ouverture', time: 'Toute l’année' },
      ],
      addressTitle: 'Venir chez nous',
      access: `À quelques minutes du centre ${b.ofCity}, facile d’accès en voiture comme en train.`,
      note: 'Parking privé et gratuit, borne de recharge sur demande.',
    },
    footer: {
      text: `Chambres et séjours ${b.inCity}, petit-déjeuner maison compris.`,
      columns: [
        {
          title: 'Séjours',
          lines: `Arrivées : ${span(h(16), h(20))}\nDéparts : avant ${h(11)}`,
        },
        {
          title: 'Réservations',
          lines: `En ligne ou par téléphone\nAnnulation gratuite à 7${nb}jours`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Nuits · Petits-déjeuners · Vacances',
    headerButton: 'Réservez',
    pageHeroes: {
      Chambres: {
        eyebrow: 'Nos chambres',
        title: 'Quatre chambres pensées pour votre confort',
        text: 'Tarifs à la nuit, avec le petit-déjeuner de chaque voyageur inclus. Taxe de séjour en plus.',
        button: 'Réservez',
        secondary: 'Questions courantes',
      },
      Réserver: {
        eyebrow: 'Réserver',
        title: `Venez séjourner ${b.atName}`,
        text: 'Donnez-nous vos dates et le nombre de voyageurs : vous saurez dans la journée si nous pouvons vous recevoir.',
        button: 'Appelez-nous',
        secondary: 'Horaires d’accueil',
      },
    },
    features: {
      title: `Les environs ${b.noun.of}`,
      intro: `Un séjour ${b.atName}, c’est aussi l’occasion de découvrir ${b.city} et sa région.`,
      items: [
        {
          title: 'Le centre tout proche',
          text: `Le cœur ${b.ofCity}, ses vieilles rues et ses monuments sont à deux pas : inutile de reprendre la voiture.`,
        },
        {
          title: 'À pied, sur les sentiers',
          text: 'Des chemins balisés partent tout près : nous vous prêtons les topoguides et partageons nos parcours favoris.',
        },
        {
          title: 'Marchés et bonnes adresses',
          text: 'Fermes, marchés matinaux, bonnes tables des alentours : nous partageons nos adresses, toutes essayées et approuvées.',
        },
        {
          title: 'Un accueil attentif',
          text: 'Arrivée tard le soir, lit bébé, idée de balade : dites-nous ce dont vous avez besoin, nous nous chargeons du reste.',
        },
      ],
    },
    products: {
      title: 'Les chambres',
      intro:
        'Chacune a sa salle d’eau privative et une excellente literie. Tarifs à la nuit, petit-déjeuner inclus.',
      featuredEyebrow: 'Le coup de cœur de nos hôtes',
      featuredText:
        'Sous les toits, des poutres anciennes, le soleil du matin et un silence total. En haute saison, elle est vite prise : pensez à la réserver tôt.',
    },
    gallery: {
      title: `${capitalise(b.noun.our)} en photos`,
      intro: 'Chambres, jardin et paysages alentour, saison après saison.',
    },
    testimonials: {
      title: 'Ils sont venus chez nous',
      items: [
        {
          quote: quote(
            'Une chambre charmante, un silence parfait et le petit-déjeuner le plus réussi de tout notre voyage.',
          ),
        },
        {
          quote: quote(
            `Le lieu parfait pour visiter ${b.city} et sa région, et des hôtes adorables !`,
          ),
        },
        {
          quote: quote('Trois étés de suite que nous revenons : on s’y sent vraiment à la maison.'),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions que l’on nous pose le plus souvent avant une réservation.',
      items: [
        {
          answer: `Entre ${h(16)} et ${h(20)} ; si vous arrivez plus tard, dites-le-nous à l’avance.`,
        },
        {
          answer:
            'Oui, chaque matin : produits de la région, fruits du verger et confitures faites ici.',
        },
        {
          answer: 'Sur demande, les chiens bien élevés sont acceptés dans deux de nos chambres.',
        },
        {
          answer: 'Oui, un parking privé gratuit, équipé d’une borne pour recharger votre voiture.',
        },
        {
          answer:
            'Vous pouvez annuler sans frais jusqu’à sept jours avant votre arrivée ; ensuite, la première nuit est facturée.',
        },
        { answer: 'Bien sûr : lit bébé, chaise haute et suite familiale vous attendent.' },
      ],
    },
    ctas: [
      {
        title: 'Envie d’une petite escapade ?',
        text: 'Consultez nos disponibilités et réservez en direct, au meilleur tarif.',
        button: 'Voir les dates',
      },
      {
        title: 'Vous venez en famille ou entre amis ?',
        text: 'Prenez plusieurs chambres ou la suite familiale : tout sera prêt pour vous accueillir.',
        button: 'Nous écrire',
      },
    ],
    contact: {
      title: 'Réserver votre séjour',
      intro:
        'Vos dates et le nombre de voyageurs suffisent : nous vous confirmons la disponibilité le jour même.',
      detailsTitle: 'Nous contacter',
      phoneNote: `Chaque jour, de ${h(8)} à ${h(20)}.`,
      emailNote: 'Nous répondons le jour même.',
      addressNote: 'Un parking privé gratuit vous attend.',
    },
    hours: {
      title: 'Vos heures d’arrivée',
      intro: 'Voici nos heures d’accueil ; si vous arrivez tard, pensez à nous prévenir.',
      access: `Tout près du centre ${b.ofCity}, on y vient facilement en train comme en voiture.`,
      note: 'Stationnement privé gratuit, avec une borne de recharge si besoin.',
    },
    footer: {
      text: `Des chambres pour vos séjours ${b.inCity}, avec le petit-déjeuner maison.`,
    },
  }),
};
