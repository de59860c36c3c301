import { agree, capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

/** A beauty salon or a spa: its treatments and their prices, its hours, a booking form. */
export const beaute: Activity = {
  id: 'beaute',
  label: 'Institut de beauté',
  noun: { word: 'institut', gender: 'm' },
  category: 'ecommerce',
  keywords: {
    strong: [
      'institut de beauté',
      'salon de beauté',
      'centre de beauté',
      'esthéticienne',
      'esthéticien',
      'institut d’esthétique',
      'centre esthétique',
      'soins esthétiques',
      'spa',
      'onglerie',
      'prothésiste ongulaire',
      'manucure',
      'soins du visage',
      'soin du visage',
      'massage bien-être',
      'beauté des mains',
    ],
    weak: [
      'beauté',
      'esthétique',
      'soin',
      'soins',
      'massage',
      'modelage',
      'épilation',
      'maquillage',
      'ongles',
      'vernis',
      'semi-permanent',
      'cils',
      'sourcils',
      'hammam',
      'gommage',
      'cosmétiques',
      'bien-être',
      'détente',
    ],
  },
  names: (city, ofCity) => [
    `L’Écrin ${ofCity}`,
    `Éclat ${city}`,
    `L’Instant ${ofCity}`,
    `Douceur ${city}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'gallery', 'testimonials', 'cta'] },
    { name: 'Tarifs', sections: ['pricing', 'team', 'faq'] },
    { name: 'Réserver', sections: ['contact', 'hours'] },
  ],
  required: ['features', 'pricing', 'hours', 'contact'],
  texts: (b) => ({
    tagline: 'Soins du visage · Modelages · Beauté des mains',
    headerButton: 'Réserver un soin',
    heroes: [
      {
        eyebrow: `${capitalise(b.noun.a)} de beauté ${b.inCity}`,
        title: 'Une parenthèse de douceur, rien que pour vous',
        text: `Soins du visage, modelages, épilations et beauté des mains : ${b.noun.our} vous accueille ${b.inCity} dans un cadre calme et chaleureux.`,
        button: 'Réserver un soin',
        secondary: 'Voir les tarifs',
        pictureAlt: `La cabine de soin ${b.ofName}`,
      },
      {
        eyebrow: 'Soins du visage et du corps',
        title: 'Des soins pensés pour votre peau',
        text: 'Chaque soin commence par un diagnostic : nous choisissons avec vous les gestes et les produits qui conviennent à votre peau.',
        button: 'Réserver un soin',
        secondary: 'Découvrir nos soins',
        pictureAlt: 'Une esthéticienne prépare un soin du visage',
      },
      {
        eyebrow: `Depuis ${b.since} ${b.inCity}`,
        title: `${b.name}, ${b.noun.a} où l’on prend soin de vous`,
        text: 'Des esthéticiennes diplômées, des cosmétiques choisis avec exigence et le temps qu’il faut pour chaque rendez-vous.',
        button: 'Prendre rendez-vous',
        secondary: 'Horaires et accès',
        pictureAlt: 'Des flacons de cosmétiques sur une étagère en bois',
      },
    ],
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Soins et tarifs',
        title: 'Nos soins et leurs tarifs',
        text: 'Des prix clairs, annoncés avant le soin. Forfaits et cartes cadeaux se réservent en ligne ou à l’accueil.',
        button: 'Réserver un soin',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Une pose de vernis semi-permanent',
      },
      Réserver: {
        eyebrow: 'Réservation',
        title: `Réservez votre soin ${b.atName}`,
        text: 'Indiquez le soin et le moment qui vous conviennent : nous confirmons votre rendez-vous dans la journée.',
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: `L’accueil ${b.noun.of}`,
      },
    },
    features: {
      title: 'Nos soins',
      intro: 'Pour le visage, le corps et les mains, avec des produits choisis pour leur qualité.',
      items: [
        {
          title: 'Soins du visage',
          text: 'Nettoyage, gommage, masque et modelage, adaptés à votre type de peau et à la saison.',
        },
        {
          title: 'Modelages du corps',
          text: 'Californien, aux pierres chaudes ou aux huiles tièdes, pour relâcher les tensions.',
        },
        {
          title: 'Épilations',
          text: 'À la cire tiède ou au fil, pour le visage et le corps, en douceur.',
        },
        {
          title: 'Beauté des mains et des pieds',
          text: 'Manucure, beauté des pieds et vernis semi-permanent, qui tient jusqu’à trois semaines.',
        },
      ],
      pictureAlts: [
        'Un masque appliqué au pinceau',
        'Une table de modelage et ses serviettes',
        'Les pots de cire tiède',
        'Une manucure en cours',
      ],
    },
    gallery: {
      title: `${capitalise(b.noun.the)} en images`,
      intro: 'Des cabines calmes, une lumière douce et des produits choisis.',
      pictureAlts: [
        'La cabine de soin du visage',
        'Une table de modelage prête à accueillir',
        'Les flacons de cosmétiques',
        'Une manucure au vernis rouge',
        'Des serviettes chaudes roulées',
        'L’accueil et son fauteuil d’attente',
      ],
    },
    pricing: {
      title: 'Nos soins phares',
      intro: 'Des rituels complets, pour vous faire du bien ou pour offrir.',
      plans: [
        {
          name: 'Soin du visage éclat',
          price: euros('59'),
          period: `1${nb}heure`,
          features: [
            'Diagnostic de peau',
            'Gommage et masque adaptés',
            'Modelage du visage et de la nuque',
          ],
          button: 'Réserver',
        },
        {
          name: 'Modelage relaxant',
          price: euros('69'),
          period: `1${nb}heure`,
          features: [
            'Huile tiède au choix',
            'Dos, jambes, bras et nuque',
            'Un temps de repos après le soin',
          ],
          button: 'Réserver',
        },
        {
          name: 'Rituel détente',
          price: euros('119'),
          period: `2${nb}heures`,
          features: [
            'Soin du visage éclat',
            'Modelage relaxant du corps',
            'Beauté des mains express',
          ],
          button: 'Réserver',
        },
      ],
      featured: 'Le plus choisi',
      listTitle: 'Épilations et beauté des mains',
      listIntro: 'Les soins courts, à réserver seuls ou en plus d’un forfait.',
      list: [
        {
          name: 'Épilation des sourcils',
          detail: 'À la cire ou au fil, ligne redessinée',
          price: euros('14'),
        },
        {
          name: 'Épilation demi-jambes',
          detail: 'Cire tiède, adaptée aux peaux sensibles',
          price: euros('22'),
        },
        {
          name: 'Manucure',
          detail: 'Limage, cuticules, soin et vernis classique',
          price: euros('28'),
        },
        {
          name: 'Vernis semi-permanent',
          detail: 'Mains, tenue jusqu’à trois semaines',
          price: euros('35'),
        },
      ],
      listNote: 'Cartes cadeaux disponibles pour tous les soins, valables un an.',
    },
    team: {
      title: 'L’équipe',
      intro: 'Des esthéticiennes diplômées, attentives à chaque peau et à chaque envie.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice et esthéticienne',
          bio: `Elle a ouvert ${b.noun.this} en ${b.since} après dix ans en spa ; les soins du visage sont sa spécialité.`,
        },
        {
          sex: 'female',
          role: 'Esthéticienne',
          bio: 'Experte des modelages, elle adapte chaque geste à vos tensions et à vos envies.',
        },
        {
          sex: 'female',
          role: 'Prothésiste ongulaire',
          bio: 'Elle réalise manucures, poses et décors d’ongles avec une précision remarquable.',
        },
        {
          sex: 'male',
          role: 'Esthéticien',
          bio: 'Il reçoit une clientèle masculine de plus en plus nombreuse, pour les soins du visage comme pour les épilations.',
        },
      ],
    },
    testimonials: {
      title: 'Elles et ils en parlent',
      items: [
        {
          quote: quote(
            'Un soin du visage exceptionnel : ma peau n’a jamais été aussi lumineuse. Merci pour vos conseils !',
          ),
          detail: 'Cliente depuis deux ans',
        },
        {
          quote: quote(
            `Le modelage aux pierres chaudes est un vrai moment hors du temps. Le meilleur institut ${b.ofCity}.`,
          ),
          detail: 'Cliente, rituel détente',
        },
        {
          quote: quote(
            'Mon vernis semi-permanent tient trois semaines sans bouger, et l’accueil est toujours adorable.',
          ),
          detail: 'Cliente, beauté des mains',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant votre premier soin, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Faut-il réserver à l’avance ?',
          answer:
            'C’est préférable, surtout le samedi : les soins se font uniquement sur rendez-vous.',
        },
        {
          question: 'Quels produits utilisez-vous ?',
          answer:
            'Des cosmétiques fabriqués en France, dont une gamme bio pour les peaux sensibles.',
        },
        {
          question: 'Puis-je offrir un soin ?',
          answer: `Oui, avec une carte cadeau valable un an, à acheter ${b.noun.to} ou à commander par téléphone.`,
        },
        {
          question: 'Et si je suis enceinte ?',
          answer:
            'Certains modelages sont adaptés à la grossesse : signalez-la en réservant, nous vous conseillerons.',
        },
        {
          question: 'Comment annuler un rendez-vous ?',
          answer: `Au moins 24${nb}heures à l’avance, pour que le créneau profite à quelqu’un d’autre.`,
        },
        {
          question: 'Recevez-vous les hommes ?',
          answer: 'Bien sûr : soins du visage, épilations et modelages sont ouverts à tous.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} de quartier ${b.inCity}, ${agree(b.noun.gender, 'attentif', 'attentive')} à chaque peau.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de soins et de conseils' },
        { value: '3', label: 'cabines de soin' },
        { value: '25', label: 'soins au choix' },
        { value: `1${thin}500`, label: 'clientes et clients fidèles' },
      ],
    },
    ctas: [
      {
        title: 'Envie d’une pause ?',
        text: 'Réservez votre soin en ligne en une minute, ou appelez-nous.',
        button: 'Réserver un soin',
      },
      {
        title: 'Un cadeau à faire ?',
        text: 'La carte cadeau se choisit pour un soin ou pour un montant, et se garde un an.',
        button: 'Offrir une carte cadeau',
      },
    ],
    contact: {
      title: 'Réserver un soin',
      intro:
        'Dites-nous ce qui vous ferait plaisir : nous confirmons votre rendez-vous dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Soin souhaité', placeholder: 'Soin du visage, modelage, manucure…' },
        { label: 'Date et heure', placeholder: `Vendredi à ${h(17)}` },
        { label: 'Message', placeholder: 'Une peau sensible, une allergie, une question…' },
      ],
      button: 'Envoyer la demande',
      detailsTitle: 'Nous joindre',
      phoneNote: 'Entre deux soins : nous vous rappelons rapidement.',
      emailNote: 'Réponse dans la journée.',
      addressNote: `Stationnement gratuit devant ${b.noun.the}.`,
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Soins uniquement sur rendez-vous, en journée comme en fin de journée.',
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Dimanche et lundi', time: 'Fermé' },
        { days: 'Mardi, mercredi, vendredi', time: span(h(9, 30), h(19)) },
        { days: 'Jeudi', time: span(h(11), h(20, 30)) },
        { days: 'Samedi', time: span(h(9), h(17)) },
      ],
      addressTitle: 'Nous trouver',
      access: `Au cœur ${b.ofCity}, à quelques pas des commerces et des transports.`,
      note: 'Arrivez cinq minutes avant votre rendez-vous pour profiter pleinement de votre soin.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de beauté ${b.inCity} : soins du visage, modelages, épilations et beauté des mains.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Mar. – ven. : ${span(h(9, 30), h(19))}\nJeu. : jusqu’à ${h(20, 30)}\nSam. : ${span(h(9), h(17))}`,
        },
        {
          title: 'Cartes cadeaux',
          lines: 'Pour tous les soins\nValables un an',
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Soins visage et corps · Épilations · Ongles',
    headerButton: 'Mon rendez-vous',
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Prestations et prix',
        title: 'Tous nos soins, tous nos prix',
        text: 'Le prix vous est toujours donné avant le soin. Forfaits et cartes cadeaux se prennent en ligne ou sur place.',
        button: 'Mon rendez-vous',
        secondary: 'Questions courantes',
      },
      Réserver: {
        eyebrow: 'Rendez-vous',
        title: `Votre rendez-vous ${b.atName}`,
        text: 'Choisissez votre soin et l’horaire qui vous arrange : la confirmation vous parvient dans la journée.',
        button: 'Appelez-nous',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: 'Vos soins',
      intro: 'Visage, corps et mains, avec des produits sélectionnés avec exigence.',
      items: [
        {
          title: 'Pour le visage',
          text: 'Nettoyage, gommage, masque puis modelage, selon votre peau et le moment de l’année.',
        },
        {
          title: 'Pour le corps',
          text: 'Modelage californien, aux huiles tièdes ou aux pierres chaudes, pour dénouer les tensions.',
        },
        {
          title: 'Cire et fil',
          text: 'Cire tiède ou fil, sur le visage comme sur le corps, tout en douceur.',
        },
        {
          title: 'Mains et pieds soignés',
          text: 'Soin des mains et des pieds, puis vernis semi-permanent pour trois semaines de tenue.',
        },
      ],
    },
    gallery: {
      title: `Visite ${b.noun.of}`,
      intro: 'Une lumière tamisée, des cabines paisibles et des produits sélectionnés.',
    },
    pricing: {
      title: 'Nos incontournables',
      intro: 'Des rituels complets, à s’offrir ou à offrir.',
      featured: 'Le préféré',
      listTitle: 'Épilations, mains et ongles',
      listIntro: 'Des soins rapides, seuls ou pour compléter un forfait.',
      listNote: 'Tous les soins existent en carte cadeau, valable une année.',
    },
    team: {
      title: 'Notre équipe',
      intro: 'Diplômées, nos esthéticiennes s’adaptent à chaque peau et à chaque souhait.',
      people: [
        {
          bio: `Après dix ans en spa, elle a créé ${b.noun.this} en ${b.since} ; elle excelle dans les soins du visage.`,
        },
        {
          bio: 'Spécialiste du modelage, elle ajuste chaque geste à vos tensions et à ce que vous souhaitez.',
        },
        {
          bio: 'Manucures, poses et décors d’ongles : elle travaille avec une minutie rare.',
        },
        {
          bio: 'Soins du visage ou épilations, il accueille des hommes toujours plus nombreux à franchir la porte.',
        },
      ],
    },
    testimonials: {
      title: 'Leurs mots sur nos soins',
      items: [
        {
          quote: quote(
            'Jamais ma peau n’avait été aussi éclatante qu’après ce soin du visage. Et merci pour les conseils !',
          ),
        },
        {
          quote: quote(
            `Un modelage aux pierres chaudes qui fait oublier le temps. Pour moi, le meilleur institut ${b.ofCity}.`,
          ),
        },
        {
          quote: quote(
            'Trois semaines plus tard, mon vernis semi-permanent est intact, et l’accueil reste toujours charmant.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Ce que l’on nous demande le plus souvent avant un premier soin.',
      items: [
        {
          answer:
            'Mieux vaut s’y prendre tôt, le samedi surtout : nous recevons seulement sur rendez-vous.',
        },
        {
          answer:
            'Des produits de fabrication française, avec une gamme bio pour les peaux sensibles.',
        },
        {
          answer: `Bien sûr : la carte cadeau, valable un an, s’achète ${b.noun.to} ou se commande par téléphone.`,
        },
        {
          answer:
            'Plusieurs modelages conviennent aux futures mamans : dites-le-nous en réservant, nous vous guiderons.',
        },
        {
          answer: `Prévenez-nous 24${nb}heures avant au minimum, afin que le créneau serve à quelqu’un d’autre.`,
        },
        {
          answer:
            'Évidemment : visage, épilations, modelages, tous nos soins s’adressent aussi aux hommes.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.a)} de proximité ${b.inCity} depuis ${b.since}, à l’écoute de chaque peau.`,
    },
    ctas: [
      {
        title: 'Besoin de souffler ?',
        text: 'Une minute suffit pour réserver en ligne, ou passez-nous un coup de fil.',
        button: 'Mon rendez-vous',
      },
      {
        title: 'Une idée de cadeau ?',
        text: 'Pour un soin précis ou une somme libre, la carte cadeau reste valable un an.',
        button: 'Offrir un bon cadeau',
      },
    ],
    contact: {
      title: 'Votre rendez-vous',
      intro: 'Indiquez-nous votre envie : votre rendez-vous est confirmé dans la journée.',
      detailsTitle: 'Nous contacter',
      phoneNote: 'Si nous sommes en cabine, nous vous rappelons vite.',
      emailNote: 'Nous répondons le jour même.',
      addressNote: `On se gare gratuitement devant ${b.noun.the}.`,
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'Sur rendez-vous seulement, en journée comme après le travail.',
      access: `En plein centre ${b.ofCity}, tout près des commerces et des transports.`,
      note: 'Venez cinq minutes en avance : votre soin n’en sera que plus agréable.',
    },
    footer: {
      text: `${b.name}, ${b.noun.a} de beauté ${b.inCity} : visage, modelages, épilations et soin des mains.`,
    },
  }),
};
