import { capitalise, euros, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/** A café, bar or tea room: its menu, its hours, the place in pictures. */
export const cafe: Activity = {
  id: 'cafe',
  label: 'Café',
  noun: { word: 'café', gender: 'm' },
  category: 'business',
  keywords: {
    strong: [
      'café',
      'bar',
      'salon de thé',
      'coffee shop',
      'coffeeshop',
      'barista',
      'torréfacteur',
      'cafétéria',
    ],
    weak: [
      'expresso',
      'cappuccino',
      'thé',
      'chocolat chaud',
      'brunch',
      'goûter',
      'petit-déjeuner',
      'apéritif',
      'cocktail',
      'bière',
      'comptoir',
      'terrasse',
      'torréfaction',
      'tasse',
    ],
  },
  names: (_city, ofCity) => [
    `Le Comptoir ${ofCity}`,
    `La Tasse ${ofCity}`,
    `L’Escale ${ofCity}`,
    `Le Café ${ofCity}`,
  ],
  pages: [
    {
      name: 'Accueil',
      sections: ['features', 'restaurantMenu', 'testimonials', 'hours', 'cta'],
    },
    { name: 'La carte', sections: ['restaurantMenu', 'faq'] },
    { name: 'Le lieu', sections: ['gallery', 'team', 'figures'] },
    { name: 'Contact', sections: ['contact', 'hours'] },
  ],
  required: ['restaurantMenu', 'hours', 'gallery'],
  texts: (b) => ({
    tagline: 'Cafés de spécialité · Gâteaux maison · Brunch',
    headerButton: 'Réserver',
    heroes: [
      {
        eyebrow: `Café ${b.inCity} depuis ${b.since}`,
        title: `Votre pause café ${b.inCity}, du matin au soir`,
        text: `Des grains torréfiés tout près, des gâteaux faits maison et une terrasse au soleil : entrez, la machine est déjà chaude.`,
        button: 'Voir la carte',
        secondary: 'Nos horaires',
        pictureAlt: `Le comptoir ${b.ofName}, tasses alignées`,
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Chaque tasse préparée à la minute',
        text: `Nos baristas moulent le grain à chaque commande et règlent la machine tout au long de la journée, pour un expresso rond et un cappuccino bien mousseux.`,
        button: 'Voir la carte',
        secondary: 'Découvrir le lieu',
        pictureAlt: 'Un cappuccino et son cœur dessiné dans la mousse',
      },
      {
        eyebrow: `Brunch, goûter et apéritif ${b.inCity}`,
        title: `${b.name}, ${b.noun.the} où l’on se sent chez soi`,
        text: `Un brunch généreux le week-end, des thés choisis pour le goûter et un verre en terrasse en fin de journée : on vous garde une place.`,
        button: 'Réserver le brunch',
        secondary: 'Voir la carte',
        pictureAlt: 'Une table de brunch garnie près de la fenêtre',
      },
    ],
    pageHeroes: {
      'La carte': {
        eyebrow: 'La carte',
        title: 'Ce que l’on sert en ce moment',
        text: `Cafés, thés, boissons fraîches, gâteaux maison et brunch du week-end : une carte courte, qui suit les saisons.`,
        button: 'Réserver le brunch',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un expresso et une part de gâteau sur le comptoir',
      },
      'Le lieu': {
        eyebrow: 'Le lieu',
        title: `Bienvenue ${b.atName}`,
        text: `Une grande table pour travailler, des fauteuils pour lire, une terrasse au soleil : chacun y trouve son coin.`,
        button: 'Voir les horaires',
        secondary: 'Voir la carte',
        pictureAlt: 'Les fauteuils près de la vitrine',
      },
      Contact: {
        eyebrow: 'Contact',
        title: 'Réserver une table ou nous écrire',
        text: `Brunch du week-end, anniversaire, soirée privée : dites-nous ce qui vous ferait plaisir, nous répondons dans la journée.`,
        button: 'Nous écrire',
        secondary: 'Horaires et accès',
        pictureAlt: `La terrasse ${b.ofName} aux beaux jours`,
      },
    },
    features: {
      title: `Pourquoi s’arrêter ${b.atName}`,
      intro: 'Un lieu simple et chaleureux, pour un expresso au comptoir ou un après-midi entier.',
      items: [
        {
          title: 'Un café de spécialité',
          text: 'Des grains choisis chez un torréfacteur voisin, moulus à la minute pour chaque tasse.',
        },
        {
          title: 'Des gâteaux maison',
          text: 'Cake au citron, fondant au chocolat et tarte du moment, préparés chaque matin sur place.',
        },
        {
          title: 'Le brunch du week-end',
          text: `Le samedi et le dimanche, de ${h(10)} à ${h(14)} : salé, sucré, jus pressé et boisson chaude.`,
        },
        {
          title: 'Une terrasse au calme',
          text: 'Une vingtaine de places au soleil, pour un thé glacé ou un verre en fin de journée.',
        },
      ],
      pictureAlts: [
        'Des grains de café fraîchement torréfiés',
        'Une part de fondant au chocolat',
        'Une table de brunch',
        'La terrasse au soleil',
      ],
    },
    restaurantMenu: {
      title: 'La carte',
      intro: `Servie toute la journée. Brunch le week-end, de ${h(10)} à ${h(14)} : ${euros('24')} par personne.`,
      categories: [
        {
          name: 'Boissons chaudes',
          dishes: [
            {
              name: 'Expresso',
              detail: 'Le grain du moment, torréfié tout près',
              price: euros('2'),
            },
            {
              name: 'Cappuccino',
              detail: 'Double expresso, lait mousseux',
              price: euros('4,20'),
            },
            {
              name: 'Chocolat chaud',
              detail: 'Chocolat noir fondu, lait entier',
              price: euros('4,50'),
            },
          ],
        },
        {
          name: 'À grignoter',
          dishes: [
            {
              name: 'Fondant au chocolat',
              detail: 'Servi tiède, crème fouettée',
              price: euros('5'),
            },
            {
              name: 'Cake au citron',
              detail: 'Glaçage acidulé, la part',
              price: euros('4'),
            },
            {
              name: 'Tartine de saison',
              detail: 'Houmous, légumes rôtis, herbes fraîches',
              price: euros('8,50'),
            },
          ],
        },
      ],
      pictureAlts: ['Un cappuccino sur le comptoir', 'Une part de fondant au chocolat'],
    },
    gallery: {
      title: 'Le lieu en images',
      intro: `Quelques images ${b.ofName}, du comptoir à la terrasse.`,
      pictureAlts: [
        'Le comptoir et le moulin à café',
        'Un barista verse le lait dans un cappuccino',
        'Les fauteuils près de la vitrine',
        'La terrasse un matin de printemps',
        'Une table de brunch',
        'Une théière et deux tasses',
      ],
    },
    team: {
      title: 'L’équipe',
      intro: 'Derrière le comptoir, une équipe qui connaît votre commande par cœur.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice',
          bio: `Après des années derrière le comptoir des autres, elle a ouvert ${b.noun.this} en ${b.since}.`,
        },
        {
          sex: 'male',
          role: 'Barista',
          bio: 'Il règle le moulin chaque matin et dessine des cœurs dans la mousse de lait.',
        },
        {
          sex: 'female',
          role: 'Cuisinière',
          bio: 'Elle prépare les gâteaux et le brunch, et change la tarte au gré des saisons.',
        },
        {
          sex: 'male',
          role: 'Serveur',
          bio: 'Il veille sur la terrasse et connaît tous les habitués par leur prénom.',
        },
      ],
    },
    testimonials: {
      title: 'Ils passent nous voir',
      items: [
        {
          quote: quote(
            `Le meilleur cappuccino ${b.ofCity}, et un accueil qui donne envie de revenir.`,
          ),
          detail: 'Habituée du matin',
        },
        {
          quote: quote('Le brunch du dimanche est copieux et délicieux. Pensez à réserver !'),
          detail: 'Brunch en famille',
        },
        {
          quote: quote(
            'Mon endroit préféré pour travailler l’après-midi : calme, lumineux, et le thé est parfait.',
          ),
          detail: 'Cliente du quartier',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de passer, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Faut-il réserver pour le brunch ?',
          answer: 'C’est conseillé le samedi et le dimanche ; en semaine, venez quand vous voulez.',
        },
        {
          question: 'Avez-vous des laits végétaux ?',
          answer: 'Oui : avoine, amande et soja, sans supplément.',
        },
        {
          question: 'Peut-on travailler sur place ?',
          answer:
            'Bien sûr : prises pour recharger, connexion sans fil et grandes tables vous attendent en semaine.',
        },
        {
          question: 'Vendez-vous votre café en grains ?',
          answer: `Oui, le grain du moment est vendu en sachets de 250${nb}g, moulu à la demande.`,
        },
        {
          question: 'Les chiens sont-ils acceptés ?',
          answer:
            'Oui, tenus en laisse, à l’intérieur comme en terrasse : une gamelle d’eau les attend.',
        },
        {
          question: 'Peut-on réserver le lieu pour une soirée ?',
          answer: 'Oui, pour un anniversaire ou un pot de départ, jusqu’à trente personnes.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} de quartier ${b.inCity}, où l’on vient pour une tasse et où l’on reste pour l’ambiance.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'derrière le comptoir' },
        { value: '300', label: 'tasses servies chaque jour' },
        { value: '30', label: 'places à l’intérieur' },
        { value: '20', label: 'places en terrasse' },
      ],
    },
    ctas: [
      {
        title: 'Une table pour le brunch ?',
        text: 'Réservez votre place pour samedi ou dimanche, en une minute.',
        button: 'Réserver le brunch',
      },
      {
        title: 'Un anniversaire, un pot de départ ?',
        text: 'Le lieu peut vous être réservé en soirée, jusqu’à trente personnes : parlons-en.',
        button: 'Nous contacter',
      },
    ],
    contact: {
      title: 'Réserver ou nous écrire',
      intro:
        'Une table pour le brunch, une soirée privée, une question : nous répondons dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Pour vous rappeler si besoin' },
        { label: 'Date et heure', placeholder: `Dimanche à ${h(11)}` },
        { label: 'Nombre de personnes', placeholder: '4' },
        { label: 'Message', placeholder: 'Une table en terrasse, une occasion à fêter…' },
      ],
      button: 'Envoyer la demande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Aux heures d’ouverture, dès ${h(8)}.`,
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Accès de plain-pied, terrasse aux beaux jours.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: `La machine tourne dès ${h(8)} en semaine ; le brunch est servi le week-end.`,
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi', time: 'Fermé' },
        { days: 'Mardi au vendredi', time: span(h(8), h(19)) },
        { days: 'Samedi', time: span(h(9), h(20)) },
        { days: 'Dimanche', time: span(h(9), h(17)) },
      ],
      addressTitle: 'Nous trouver',
      access: `En centre-ville ${b.ofCity}, à deux pas des transports en commun.`,
      note: 'Connexion sans fil gratuite : demandez le code au comptoir.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de quartier ${b.inCity}, ouvert du mardi au dimanche.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Mar. – ven. : ${span(h(8), h(19))}\nSam. : ${span(h(9), h(20))}\nDim. : ${span(h(9), h(17))}`,
        },
        {
          title: 'Le brunch',
          lines: `Samedi et dimanche\n${span(h(10), h(14))}, sur réservation`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Café de spécialité · Douceurs maison · Brunch',
    pageHeroes: {
      'La carte': {
        eyebrow: 'Notre carte',
        title: 'Ce que nous servons ces jours-ci',
        text: `Une carte courte et de saison : cafés, thés, boissons fraîches, gâteaux faits ici et brunch le week-end.`,
        button: 'Réserver ma place',
        secondary: 'Questions courantes',
      },
      'Le lieu': {
        eyebrow: 'L’endroit',
        title: `Installez-vous ${b.atName}`,
        text: `Travailler à la grande table, lire dans un fauteuil, profiter du soleil en terrasse : à chacun son coin.`,
        button: 'Nos horaires',
        secondary: 'Notre carte',
      },
      Contact: {
        eyebrow: 'Nous joindre',
        title: 'Une table à réserver, une question ?',
        text: `Un brunch le week-end, un anniversaire, une soirée rien qu’à vous : racontez-nous votre envie, la réponse arrive dans la journée.`,
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: `Ce qui vous attend ${b.atName}`,
      intro:
        'Un endroit chaleureux et sans façon, le temps d’un expresso au comptoir ou de tout un après-midi.',
      items: [
        {
          title: 'Un grain d’exception',
          text: 'Le grain vient d’un torréfacteur du quartier et passe au moulin juste avant chaque tasse.',
        },
        {
          title: 'Des douceurs faites ici',
          text: 'Chaque matin, nous préparons le cake au citron, le fondant au chocolat et la tarte du moment.',
        },
        {
          title: 'Brunch le week-end',
          text: `De ${h(10)} à ${h(14)} chaque samedi et dimanche : du salé, du sucré, un jus pressé et une boisson chaude.`,
        },
        {
          title: 'Une terrasse tranquille',
          text: 'Vingt places environ au soleil, pour un thé glacé ou un verre à l’heure de l’apéritif.',
        },
      ],
    },
    restaurantMenu: {
      title: 'Notre carte',
      intro: `Servie du matin au soir. Le samedi et le dimanche, brunch de ${h(10)} à ${h(14)} à ${euros('24')} par personne.`,
    },
    gallery: {
      title: 'L’endroit en images',
      intro: `${b.name} en images, du comptoir jusqu’à la terrasse.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Au comptoir, des visages qui savent déjà ce que vous allez commander.',
      people: [
        {
          bio: `Elle a longtemps servi chez les autres avant de créer ${b.noun.this} en ${b.since}.`,
        },
        {
          bio: 'Chaque matin, il ajuste le moulin ; toute la journée, il dessine des cœurs dans la mousse.',
        },
        { bio: 'Gâteaux et brunch sont son domaine ; sa tarte change avec les saisons.' },
        { bio: 'Il s’occupe de la terrasse et appelle chaque habitué par son prénom.' },
      ],
    },
    testimonials: {
      title: 'Nos habitués en parlent',
      items: [
        { quote: quote(`Un accueil qui fait revenir, et le meilleur cappuccino ${b.ofCity}.`) },
        {
          quote: quote('Copieux et savoureux, le brunch du dimanche. N’oubliez pas de réserver !'),
        },
        {
          quote: quote(
            'Pour travailler l’après-midi, rien de mieux : du calme, de la lumière et un thé parfait.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Ce qu’on nous demande le plus, avant même de passer la porte.',
      items: [
        { answer: 'Mieux vaut le faire le week-end ; en semaine, passez sans prévenir.' },
        { answer: 'Oui, avoine, amande ou soja, sans rien payer de plus.' },
        {
          answer:
            'Avec plaisir : en semaine, vous trouverez de grandes tables, des prises et une connexion sans fil.',
        },
        {
          answer: `Oui, en sachets de 250${nb}g : le grain du moment, moulu si vous le souhaitez.`,
        },
        {
          answer: 'Oui, en laisse, dedans comme dehors, et une gamelle d’eau est prévue pour eux.',
        },
        { answer: 'Oui, trente personnes au plus, pour fêter un anniversaire ou un départ.' },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Ouvert ${b.inCity} en ${b.since}, ${b.noun.a} de quartier où l’on entre pour une tasse et où l’on s’attarde pour l’ambiance.`,
    },
    ctas: [
      {
        title: 'Le brunch vous tente ?',
        text: 'Une minute suffit pour réserver votre place samedi ou dimanche.',
        button: 'Réserver ma place',
      },
      {
        title: 'Une fête, un départ à célébrer ?',
        text: 'Le soir, l’endroit peut être à vous, pour trente personnes au plus : discutons-en.',
        button: 'Nous écrire',
      },
    ],
    contact: {
      title: 'Réservation et questions',
      intro: 'Brunch, soirée privée ou simple question : vous aurez notre réponse dans la journée.',
      detailsTitle: 'Nous contacter',
      phoneNote: `Dès ${h(8)}, pendant nos heures d’ouverture.`,
      emailNote: 'Nous répondons le jour même.',
      addressNote: 'Entrée sans marche ; terrasse ouverte aux beaux jours.',
    },
    hours: {
      title: 'Horaires et adresse',
      intro: `En semaine, la machine est chaude dès ${h(8)} ; le week-end, place au brunch.`,
      access: `Au centre ${b.ofCity}, tout près des transports en commun.`,
      note: 'Le réseau sans fil est gratuit : le code vous attend au comptoir.',
    },
    footer: {
      text: `${capitalise(b.noun.your)} de quartier ${b.inCity}, ouvert six jours sur sept.`,
    },
  }),
};
