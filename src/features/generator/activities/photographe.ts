import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

const years = (n: number) => `${n}${nb}${n > 1 ? 'ans' : 'an'}`;

/** A photographer or a videographer: a gallery, the prices of the shoots, a booking form. */
export const photographe: Activity = {
  id: 'photographe',
  label: 'Photographe',
  noun: { word: 'studio', gender: 'm' },
  category: 'portfolio',
  keywords: {
    strong: [
      'photographe',
      'photographie',
      'studio photo',
      'vidéaste',
      'vidéographe',
      'portraitiste',
      'shooting',
      'reportage photo',
    ],
    weak: [
      'photo',
      'mariage',
      'séance',
      'reportage',
      'vidéo',
      'film',
      'album',
      'tirage',
      'retouche',
      'book',
      'naissance',
      'grossesse',
      'famille',
      'corporate',
      'drone',
      'argentique',
    ],
  },
  names: (city, ofCity) => [
    `Studio ${city}`,
    `L’Œil ${ofCity}`,
    `Lumières ${ofCity}`,
    `Instants ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'gallery', 'figures', 'testimonials', 'cta'] },
    { name: 'Tarifs', sections: ['pricing', 'faq', 'cta'] },
    { name: 'Réserver', sections: ['contact', 'hours'] },
  ],
  required: ['gallery', 'pricing', 'contact'],
  texts: (b) => ({
    tagline: 'Mariage · Portrait · Entreprise',
    headerButton: 'Réserver',
    heroes: [
      {
        eyebrow: `Photographe ${b.inCity} depuis ${b.since}`,
        title: `Mariages, portraits et entreprises ${b.inCity}`,
        text: `Des images naturelles, prises sur le vif ou en studio, retouchées une à une et livrées dans une galerie privée.`,
        button: 'Réserver une séance',
        secondary: 'Voir la galerie',
        pictureAlt: 'Un couple photographié en lumière naturelle, au coucher du soleil',
      },
      {
        eyebrow: `Photo et vidéo ${b.inCity}`,
        title: 'La bonne lumière, le bon moment, sans pose forcée',
        text: `Nous prenons le temps de vous mettre à l’aise : les plus belles images naissent quand on oublie l’appareil.`,
        button: 'Réserver une séance',
        secondary: 'Nos tarifs',
        pictureAlt: 'Un portrait en lumière douce devant un fond uni',
      },
      {
        eyebrow: 'Reportage, portrait et film',
        title: `${b.name} : votre mariage en photos et en film`,
        text: `Des préparatifs à la soirée, nous suivons votre journée avec discrétion et vous livrons un album et un film de quelques minutes.`,
        button: 'Vérifier la date',
        secondary: 'Voir la galerie',
        pictureAlt: 'Des mariés à la sortie de la mairie, sous les applaudissements',
      },
    ],
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Tarifs',
        title: 'Des formules claires, sans frais cachés',
        text: `Chaque formule comprend la séance, la retouche des images et leur livraison en galerie privée. Déplacements offerts ${b.inCity}.`,
        button: 'Réserver une séance',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un album de mariage ouvert sur une table',
      },
      Réserver: {
        eyebrow: 'Réservation',
        title: 'Parlons de votre séance',
        text: `Dites-nous la date, le lieu et ce que vous imaginez : nous répondons sous 48${nb}h avec nos disponibilités et un devis détaillé.`,
        button: 'Nous appeler',
        secondary: 'Voir les tarifs',
        pictureAlt: `Le fond de studio et les éclairages, prêts pour une séance`,
      },
    },
    features: {
      title: 'Ce que nous photographions',
      intro: 'Trois métiers, un même regard : naturel, lumineux et sans mise en scène appuyée.',
      items: [
        {
          title: 'Mariages',
          text: 'Des préparatifs à la soirée, un reportage discret et complet, avec un album à la clé.',
        },
        {
          title: 'Portraits et familles',
          text: 'En studio ou en extérieur : portraits individuels, grossesse, naissance, photos de famille.',
        },
        {
          title: 'Entreprises',
          text: 'Portraits d’équipe, reportages dans vos locaux, photos de vos produits pour tous vos supports.',
        },
        {
          title: 'Films',
          text: `Un film de trois à cinq minutes, tourné et monté par notre vidéaste, pour revivre la journée.`,
        },
      ],
      pictureAlts: [
        'Des mariés à la sortie de la mairie',
        'Un portrait de famille en extérieur',
        'Le portrait d’une dirigeante dans ses bureaux',
        'Une caméra montée sur son stabilisateur',
      ],
    },
    gallery: {
      title: 'Quelques images récentes',
      intro: `Mariages, portraits et reportages réalisés ${b.inCity} et dans la région.`,
      pictureAlts: [
        'Les mariés échangent leurs alliances',
        'Un portrait en noir et blanc, en studio',
        'Une future maman en lumière naturelle',
        'Un nouveau-né endormi dans les bras de son père',
        'Une équipe photographiée dans ses locaux',
        'Le premier regard des mariés, dans un parc',
      ],
    },
    pricing: {
      title: 'Nos formules',
      intro: 'La séance, la retouche et la livraison en galerie privée sont toujours comprises.',
      plans: [
        {
          name: 'Portrait',
          price: euros('180'),
          period: 'la séance d’une heure',
          features: [
            'En studio ou en extérieur',
            `15${nb}photos retouchées`,
            'Galerie privée en ligne',
          ],
          button: 'Réserver',
        },
        {
          name: 'Mariage',
          price: euros(`1${thin}900`),
          period: 'la journée complète',
          features: [
            'Des préparatifs à la soirée',
            `400${nb}photos retouchées`,
            `Un album de 30${nb}pages`,
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Entreprise',
          price: euros('450'),
          period: 'HT, la demi-journée',
          features: [
            'Portraits d’équipe ou reportage',
            'Droits d’usage professionnels',
            `Livraison sous 5${nb}jours ouvrés`,
          ],
          button: 'Demander un devis',
        },
      ],
      featured: 'La plus demandée',
      listTitle: 'Options et tirages',
      listIntro: 'À ajouter à une formule ou à commander après la séance.',
      list: [
        {
          name: 'Film de mariage',
          detail: `3 à 5${nb}min, tourné et monté par notre vidéaste`,
          price: euros(`1${thin}200`),
        },
        {
          name: 'Heure supplémentaire',
          detail: 'Reportage prolongé, le jour même',
          price: euros('150'),
        },
        {
          name: 'Tirage d’art',
          detail: `30 × 40${nb}cm, papier baryté`,
          price: euros('65'),
        },
        {
          name: 'Album supplémentaire',
          detail: `30${nb}pages, pour les parents ou les témoins`,
          price: euros('290'),
        },
      ],
      listNote: `Déplacements offerts à moins de 30${nb}km ${b.ofCity}. Un acompte de 30${nb}% réserve votre date.`,
    },
    team: {
      title: 'L’équipe',
      intro: 'Une petite équipe, de la prise de vue à la retouche.',
      people: [
        {
          sex: 'female',
          role: 'Photographe et fondatrice',
          bio: `Elle photographie les mariages depuis plus de dix ans et a ouvert ${b.noun.this} en ${b.since}.`,
        },
        {
          sex: 'male',
          role: 'Photographe',
          bio: 'Il se charge des portraits en studio et des reportages pour les entreprises.',
        },
        {
          sex: 'male',
          role: 'Vidéaste',
          bio: 'Il filme les mariages et en tire des films courts, fidèles à l’émotion de la journée.',
        },
        {
          sex: 'female',
          role: 'Retoucheuse',
          bio: 'Elle trie, retouche et harmonise chaque image avant la livraison.',
        },
      ],
    },
    testimonials: {
      title: 'Ce qu’en disent nos clients',
      items: [
        {
          quote: quote(
            'Des photos pleines de vie : nous revivons notre mariage à chaque page de l’album.',
          ),
          detail: 'Mariage en juin',
        },
        {
          quote: quote(
            'Je déteste être prise en photo, et pourtant j’adore mes portraits. Merci pour votre patience !',
          ),
          detail: 'Séance portrait',
        },
        {
          quote: quote(
            'Des portraits d’équipe homogènes, livrés en quatre jours, juste à temps pour notre nouveau site.',
          ),
          detail: 'Séance entreprise',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de réserver, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Combien de temps à l’avance faut-il réserver ?',
          answer:
            'Pour un mariage, six mois à un an avant la date ; pour un portrait, deux à trois semaines suffisent en général.',
        },
        {
          question: 'Quand recevrons-nous les photos ?',
          answer:
            'Sous une semaine pour une entreprise, deux pour un portrait et six pour un mariage, dans une galerie privée.',
        },
        {
          question: 'Vous déplacez-vous ?',
          answer: `Oui, dans toute la région : les déplacements sont offerts à moins de 30${nb}km ${b.ofCity}.`,
        },
        {
          question: 'Peut-on choisir les photos retouchées ?',
          answer:
            'Pour un portrait, oui : vous choisissez vos images dans la galerie, et nous les retouchons une à une.',
        },
        {
          question: 'Les fichiers sont-ils en haute définition ?',
          answer:
            'Oui, vous recevez des fichiers en haute définition prêts à imprimer, et une version allégée pour les écrans.',
        },
        {
          question: 'Comment réserver une date ?',
          answer: `Après un premier échange, un contrat et un acompte de 30${nb}% réservent votre date.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, des mariages, des portraits et des reportages ${b.inCity} et dans toute la région.`,
      items: [
        { value: years(b.year - b.since), label: 'derrière l’objectif' },
        { value: '180', label: 'mariages photographiés' },
        { value: `12${thin}000`, label: 'photos livrées chaque année' },
        { value: `3${nb}semaines`, label: 'de délai moyen de livraison' },
      ],
    },
    ctas: [
      {
        title: 'Une date à bloquer ?',
        text: 'Les samedis de mai à septembre partent vite : vérifiez nos disponibilités dès maintenant.',
        button: 'Vérifier la date',
      },
      {
        title: 'Des portraits pour votre équipe ?',
        text: 'Nous venons dans vos locaux avec un studio mobile, le temps d’une demi-journée.',
        button: 'Demander un devis',
      },
    ],
    contact: {
      title: 'Réserver une séance',
      intro: `Décrivez votre projet : nous répondons sous 48${nb}h avec nos disponibilités et un devis.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'vous@exemple.fr' },
        { label: 'Téléphone', placeholder: '06 12 34 56 78' },
        { label: 'Type de séance', placeholder: 'Mariage, portrait, entreprise…' },
        { label: 'Date et lieu', placeholder: `Samedi 12 juin, ${b.city}` },
        { label: 'Message', placeholder: 'Ce que vous imaginez, le nombre d’invités…' },
      ],
      button: 'Envoyer la demande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Du mardi au samedi, de ${h(10)} à ${h(18)}.`,
      emailNote: `Réponse sous 48${nb}h.`,
      addressNote: 'Le studio vous reçoit sur rendez-vous uniquement.',
    },
    hours: {
      title: 'Le studio',
      intro: 'Les séances en studio se font sur rendez-vous, en semaine comme le samedi.',
      hoursTitle: 'Horaires du studio',
      hours: [
        { days: 'Lundi', time: 'Fermé' },
        { days: 'Mardi au vendredi', time: span(h(10), h(19)) },
        { days: 'Samedi', time: span(h(9), h(18)) },
        { days: 'Dimanche', time: 'Mariages uniquement' },
      ],
      addressTitle: 'Venir au studio',
      access: `À quelques minutes du centre ${b.ofCity}, avec un stationnement facile.`,
      note: 'Le studio est accessible en fauteuil roulant.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de photo et de vidéo ${b.inCity} : mariages, portraits et entreprises.`,
      columns: [
        { title: 'Séances', lines: 'Mariages\nPortraits et familles\nEntreprises' },
        { title: 'Le studio', lines: 'Sur rendez-vous\nDu mardi au samedi' },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Mariages · Portraits · Professionnels',
    headerButton: 'Prendre date',
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Nos prix',
        title: 'Des formules lisibles, sans surprise',
        text: `La séance, la retouche de chaque image et la galerie privée sont toujours incluses. Déplacements gratuits ${b.inCity}.`,
        button: 'Prendre rendez-vous',
        secondary: 'Les questions posées',
      },
      Réserver: {
        eyebrow: 'Prendre date',
        title: 'Racontez-nous votre projet',
        text: `Indiquez la date, le lieu et vos envies : sous 48${nb}h, nous revenons vers vous avec nos disponibilités et un devis précis.`,
        button: 'Appeler le studio',
        secondary: 'Consulter les prix',
      },
    },
    features: {
      title: 'Nos domaines de prédilection',
      intro:
        'Trois domaines, une même approche : de la lumière naturelle, des images vraies, aucune pose figée.',
      items: [
        {
          title: 'Votre mariage',
          text: 'Un reportage complet et discret, des préparatifs jusqu’à la soirée, et un bel album pour finir.',
        },
        {
          title: 'Familles et portraits',
          text: 'Au studio ou dehors : portraits seuls, grossesse, nouveau-nés et photos en famille.',
        },
        {
          title: 'Professionnels',
          text: 'Portraits de vos équipes, reportages sur place, images de vos produits pour chacun de vos supports.',
        },
        {
          title: 'Vidéo',
          text: 'Un court film de trois à cinq minutes, tourné puis monté par notre vidéaste, pour revivre le grand jour.',
        },
      ],
    },
    gallery: {
      title: 'Nos dernières images',
      intro: `Mariages, portraits et reportages photographiés ${b.inCity} et aux alentours.`,
    },
    pricing: {
      title: 'Les formules',
      intro: 'Séance, retouche et galerie privée en ligne : tout est compris, toujours.',
      listTitle: 'Suppléments et tirages',
      listIntro: 'En complément d’une formule, ou à commander une fois la séance faite.',
      listNote: `Déplacements gratuits jusqu’à 30${nb}km ${b.ofCity}. Votre date est retenue contre un acompte de 30${nb}%.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Une équipe réduite, de la prise de vue jusqu’à la retouche.',
      people: [
        {
          bio: `Photographe de mariage depuis plus de dix ans, elle a créé ${b.noun.this} en ${b.since}.`,
        },
        { bio: 'Il s’occupe des portraits au studio et des reportages en entreprise.' },
        {
          bio: 'Il tourne les mariages et en fait des films courts, fidèles aux émotions du jour.',
        },
        { bio: 'Elle sélectionne, retouche et harmonise chaque photo avant de vous la livrer.' },
      ],
    },
    testimonials: {
      title: 'Ils nous ont fait confiance',
      items: [
        {
          quote: quote(
            'Des images si vivantes que chaque page de l’album nous replonge dans notre mariage.',
          ),
        },
        {
          quote: quote(
            'Moi qui fuis les objectifs, je suis ravie de mes portraits. Merci d’avoir été si patients !',
          ),
        },
        {
          quote: quote(
            'Des portraits d’équipe harmonieux, reçus en quatre jours, pile pour le lancement de notre site.',
          ),
        },
      ],
    },
    faq: {
      title: 'Les questions courantes',
      intro: 'Ce que l’on nous demande le plus souvent avant de réserver.',
      items: [
        {
          answer:
            'Pour un mariage, prévoyez six mois à un an ; pour un portrait, deux ou trois semaines à l’avance suffisent le plus souvent.',
        },
        {
          answer:
            'Une semaine pour une entreprise, deux pour un portrait, six pour un mariage : tout arrive dans votre galerie privée.',
        },
        {
          answer: `Oui, partout dans la région, et sans frais de déplacement à moins de 30${nb}km ${b.ofCity}.`,
        },
        {
          answer:
            'Oui pour un portrait : vous faites votre sélection dans la galerie, puis nous retouchons chaque image.',
        },
        {
          answer:
            'Oui : des fichiers haute définition prêts pour l’impression, et une version plus légère pour les écrans.',
        },
        {
          answer: `Un premier échange, puis un contrat et un acompte de 30${nb}% : votre date est alors bloquée.`,
        },
      ],
    },
    figures: {
      title: `Les chiffres ${b.ofName}`,
      text: `Mariages, portraits et reportages ${b.inCity} et dans toute la région, depuis ${b.since}.`,
    },
    ctas: [
      {
        title: 'Votre date est fixée ?',
        text: 'De mai à septembre, les samedis se réservent tôt : consultez nos disponibilités sans attendre.',
        button: 'Dates disponibles',
      },
      {
        title: 'Des portraits d’équipe à faire ?',
        text: 'Le temps d’une demi-journée, nous installons un studio mobile dans vos bureaux.',
        button: 'Obtenir un devis',
      },
    ],
    contact: {
      title: 'Votre séance photo',
      intro: `Parlez-nous de votre projet : sous 48${nb}h, vous recevez nos disponibilités et un devis.`,
      detailsTitle: 'Nous contacter',
      phoneNote: `Du mardi au samedi, entre ${h(10)} et ${h(18)}.`,
      emailNote: `Retour sous 48${nb}h.`,
      addressNote: 'Accueil au studio, uniquement sur rendez-vous.',
    },
    hours: {
      title: 'Notre studio',
      intro: 'En semaine comme le samedi, les séances au studio ont lieu sur rendez-vous.',
      access: `Tout près du centre ${b.ofCity}, avec un stationnement aisé.`,
      note: 'Accès de plain-pied pour les fauteuils roulants.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} photo et vidéo ${b.inCity} pour les mariages, les portraits et les entreprises.`,
    },
  }),
};
