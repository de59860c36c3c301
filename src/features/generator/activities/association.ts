import {
  agree,
  atBusiness,
  capitalise,
  euros,
  h,
  nb,
  quote,
  span,
  thin,
} from '../../../content/grammar';
import type { Activity } from './types';

/** A non-profit association: its actions, its figures, its news, a membership and volunteer form. */
export const association: Activity = {
  id: 'association',
  label: 'Association',
  noun: { word: 'association', gender: 'f' },
  category: 'landing',
  keywords: {
    strong: [
      'association',
      'asso',
      'club',
      'bénévole',
      'bénévoles',
      'bénévolat',
      'loi 1901',
      'amicale',
      'comité des fêtes',
      'centre social',
      'ong',
      'fédération',
    ],
    weak: [
      'collectif',
      'adhérent',
      'adhérents',
      'adhésion',
      'adhérer',
      'cotisation',
      'solidarité',
      'solidaire',
      'entraide',
      'quartier',
      'habitants',
      'membres',
      'assemblée générale',
      'humanitaire',
      'insertion',
      'don',
      'dons',
    ],
  },
  names: (city, ofCity) => [
    `${city} Solidaire`,
    `Cœur ${ofCity}`,
    `Collectif ${city}`,
    `${city} Ensemble`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'figures', 'articles', 'cta'] },
    { name: 'Actualités', sections: ['articles', 'gallery', 'testimonials'] },
    { name: 'Adhérer', sections: ['pricing', 'contact', 'hours', 'faq'] },
  ],
  required: ['features', 'figures', 'articles', 'contact'],
  texts: (b) => ({
    tagline: 'Association loi 1901 · Solidarité · Vie locale',
    headerButton: 'Adhérer',
    heroes: [
      {
        eyebrow: `Association loi 1901 ${b.inCity}`,
        title: `Agir ensemble pour faire vivre ${b.city}`,
        text: `Depuis ${b.since}, des bénévoles donnent un peu de leur temps pour rompre l’isolement, s’entraider et animer la vie locale.`,
        button: 'Adhérer',
        secondary: 'Nos actions',
        pictureAlt: `Des bénévoles ${b.ofName} réunis autour d’une table`,
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Une heure de votre temps, c’est déjà beaucoup',
        text: 'Un après-midi par mois ou un soir par semaine : il y a une place pour vous, quelles que soient vos compétences.',
        button: 'Devenir bénévole',
        secondary: 'Nos actualités',
        pictureAlt: 'Deux bénévoles trient les dons d’une collecte',
      },
      {
        eyebrow: 'Solidarité et vie locale',
        title: `${b.name} : une porte ouverte à toutes et à tous`,
        text: 'Rencontres, sorties, entraide : nos activités sont gratuites ou à petit prix, pour que personne ne reste à l’écart.',
        button: 'Adhérer',
        secondary: 'Nous découvrir',
        pictureAlt: 'Une rencontre entre voisins dans le quartier',
      },
    ],
    pageHeroes: {
      Actualités: {
        eyebrow: 'Actualités',
        title: 'Ce qui se passe chez nous',
        text: `Nos dernières actions, les prochains rendez-vous et la vie ${b.noun.of}, racontés par les bénévoles.`,
        button: 'Adhérer',
        secondary: 'Témoignages',
        pictureAlt: 'Un panneau d’affichage couvert d’annonces',
      },
      Adhérer: {
        eyebrow: 'Adhésion',
        title: `Rejoignez ${b.name}`,
        text: 'Adhérent, bénévole ou les deux : remplissez le formulaire, nous vous recontactons pour vous accueillir.',
        button: 'Adhérer',
        secondary: 'Les cotisations',
        pictureAlt: 'L’accueil d’un nouvel adhérent à la permanence',
      },
    },
    features: {
      title: 'Nos actions',
      intro: 'Quatre façons d’agir, pensées avec les habitants et pour eux.',
      items: [
        {
          title: 'Rencontres et entraide',
          text: 'Des permanences chaque semaine pour échanger, se conseiller et rompre l’isolement.',
        },
        {
          title: 'Aide aux démarches',
          text: 'Des bénévoles vous accompagnent pour un dossier, un courrier ou une démarche en ligne.',
        },
        {
          title: 'Sorties et culture',
          text: 'Visites, spectacles, balades : des sorties à petit prix, ouvertes à tous les âges.',
        },
        {
          title: 'Collectes solidaires',
          text: 'Habits, jouets, denrées : nous collectons et redistribuons aux familles qui en ont besoin.',
        },
      ],
      pictureAlts: [
        'La permanence d’accueil du samedi',
        'Une bénévole aide à remplir un dossier',
        'Une sortie au musée',
        'Des cartons de collecte prêts à partir',
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.our} grandit grâce à celles et ceux qui donnent de leur temps ${b.inCity}.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'd’actions sur le terrain' },
        { value: '180', label: 'adhérents' },
        { value: '35', label: 'bénévoles actifs' },
        { value: `1${thin}200`, label: 'personnes aidées chaque année' },
      ],
    },
    articles: {
      title: 'Actualités',
      intro: `Les dernières nouvelles ${b.noun.of}.`,
      items: [
        {
          date: `4 octobre ${b.year}`,
          title: 'Collecte d’automne : merci à tous !',
          excerpt: `Plus de 800${nb}kilos d’habits, de jouets et de denrées rassemblés en un week-end, redistribués dans la semaine.`,
          pictureAlt: 'Des bénévoles trient les dons de la collecte',
        },
        {
          date: `21 septembre ${b.year}`,
          title: 'Bienvenue aux nouveaux bénévoles',
          excerpt:
            'Douze personnes nous ont rejoints à la rentrée : rencontre avec celles et ceux qui font vivre nos permanences.',
          pictureAlt: 'Les nouveaux bénévoles réunis à la rentrée',
        },
        {
          date: `15 juin ${b.year}`,
          title: 'Assemblée générale : le bilan de l’année',
          excerpt:
            'Actions menées, projets pour l’an prochain et nouveau bureau élu : l’essentiel de notre assemblée générale.',
          pictureAlt: 'Les adhérents réunis pour l’assemblée générale',
        },
      ],
      more: 'Toutes les actualités',
    },
    gallery: {
      title: 'Nos actions en images',
      intro: 'Permanences, sorties et collectes : quelques moments partagés cette année.',
      pictureAlts: [
        'Des bénévoles à la permanence du samedi',
        'Une sortie en plein air',
        'La collecte de jouets avant Noël',
        'Un moment d’échange entre voisins',
        'Les adhérents à l’assemblée générale',
        'Une balade à la découverte du quartier',
      ],
    },
    pricing: {
      title: 'Les cotisations',
      intro: 'L’adhésion vaut douze mois et donne accès à toutes nos activités.',
      plans: [
        {
          name: 'Adhésion individuelle',
          price: euros('20'),
          period: 'par an',
          features: [
            'Accès à toutes les activités',
            'Droit de vote à l’assemblée générale',
            'Les nouvelles de l’année',
          ],
          button: 'Adhérer',
        },
        {
          name: 'Adhésion famille',
          price: euros('35'),
          period: 'par an, pour tout le foyer',
          features: [
            'Tous les membres du foyer',
            'Sorties à tarif réduit',
            'Droit de vote à l’assemblée générale',
          ],
          button: 'Adhérer',
        },
        {
          name: 'Membre bienfaiteur',
          price: euros('60'),
          period: 'par an, ou plus',
          features: [
            'Tous les avantages de l’adhésion',
            'Un soutien direct à nos actions',
            'Une invitation aux temps forts',
          ],
          button: 'Adhérer',
        },
      ],
      featured: 'La plus choisie',
      listTitle: 'Autres façons de nous soutenir',
      listIntro: 'Chaque geste, même modeste, fait avancer nos actions.',
      list: [
        {
          name: 'Adhésion solidaire',
          detail: 'Étudiants, demandeurs d’emploi, petits budgets',
          price: euros('5'),
        },
        {
          name: 'Don ponctuel',
          detail: 'Du montant de votre choix, en une fois',
          price: `Dès ${euros('10')}`,
        },
        {
          name: 'Don mensuel',
          detail: 'Chaque mois, modifiable à tout moment',
          price: `Dès ${euros('5')}`,
        },
        {
          name: 'Sortie offerte',
          detail: 'Une sortie pour une famille qui n’en a pas les moyens',
          price: euros('25'),
        },
      ],
      listNote:
        'Les dons à une association d’intérêt général ouvrent droit à une réduction d’impôt, sous conditions.',
    },
    team: {
      title: 'Le bureau',
      intro: `Des bénévoles élus par les adhérents, qui font vivre ${b.noun.the} au quotidien.`,
      people: [
        {
          sex: 'female',
          role: 'Présidente',
          bio: `Membre fondatrice en ${b.since}, elle coordonne les actions et représente ${b.noun.the} auprès des partenaires.`,
        },
        {
          sex: 'male',
          role: 'Trésorier',
          bio: 'Il veille sur le budget et sur chaque euro confié par les adhérents et les donateurs.',
        },
        {
          sex: 'female',
          role: 'Secrétaire',
          bio: 'Elle accueille les nouveaux adhérents et rédige les nouvelles que vous lisez ici.',
        },
        {
          sex: 'male',
          role: 'Coordinateur des bénévoles',
          bio: 'Il organise les plannings et s’assure que chacun trouve sa place.',
        },
      ],
    },
    testimonials: {
      title: 'Ils en parlent',
      items: [
        {
          quote: quote(
            'Je suis venue pour un dossier, je suis restée comme bénévole. On s’y sent utile.',
          ),
          detail: 'Bénévole depuis deux ans',
        },
        {
          quote: quote(`Grâce aux sorties, mes enfants ont découvert ${b.city} autrement. Merci !`),
          detail: 'Adhérente avec sa famille',
        },
        {
          quote: quote(
            'Une équipe accueillante, qui écoute vraiment. Je me sens moins seul depuis que je viens.',
          ),
          detail: 'Adhérent retraité',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de nous rejoindre, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Faut-il habiter le quartier pour adhérer ?',
          answer: `Non, ${b.noun.our} est ${agree(b.noun.gender, 'ouvert', 'ouverte')} à toutes et à tous, ${b.inCity} comme alentour.`,
        },
        {
          question: 'Combien de temps faut-il donner ?',
          answer:
            'Ce que vous pouvez : une heure par mois suffit, et vous choisissez les actions qui vous plaisent.',
        },
        {
          question: 'Faut-il des compétences particulières ?',
          answer:
            'Aucune : un bénévole expérimenté accompagne chaque nouveau venu lors de ses premières actions.',
        },
        {
          question: 'À quoi sert la cotisation ?',
          answer:
            'Elle finance nos assurances, le matériel et une partie des sorties à petit prix.',
        },
        {
          question: 'Mon don réduit-il mes impôts ?',
          answer: `S’il y ouvre droit, nous vous adressons un reçu fiscal : 66${nb}% de son montant viennent alors en réduction de votre impôt, dans la limite de 20${nb}% de vos revenus.`,
        },
        {
          question: 'Peut-on adhérer en cours d’année ?',
          answer: 'Oui, à tout moment : l’adhésion vaut douze mois à partir de votre inscription.',
        },
      ],
    },
    ctas: [
      {
        title: 'Envie de vous engager ?',
        text: 'Une heure par mois suffit pour changer les choses près de chez vous.',
        button: 'Devenir bénévole',
      },
      {
        title: 'Soutenir nos actions',
        text: 'Adhérer ou faire un don, c’est permettre à nos actions de continuer toute l’année.',
        button: 'Adhérer',
      },
    ],
    contact: {
      title: 'Adhérer ou devenir bénévole',
      intro:
        'Laissez-nous vos coordonnées : un membre du bureau vous recontacte pour vous accueillir.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Je souhaite', placeholder: 'Adhérer, devenir bénévole, les deux…' },
        { label: 'Disponibilités', placeholder: 'Le samedi matin, un soir par semaine…' },
        { label: 'Message', placeholder: 'Vos envies, vos compétences, une question…' },
      ],
      button: 'Envoyer',
      detailsTitle: 'Nous joindre',
      phoneNote: 'Pendant les permanences.',
      emailNote: 'Un bénévole vous répond sous quelques jours.',
      addressNote: 'Permanences au local, sans rendez-vous.',
    },
    hours: {
      title: 'Nos permanences',
      intro: 'Passez nous voir au local, sans rendez-vous, pendant les permanences.',
      hoursTitle: 'Jours de permanence',
      hours: [
        { days: 'Mardi', time: span(h(17), h(19)) },
        { days: 'Mercredi', time: span(h(14), h(18)) },
        { days: 'Samedi', time: span(h(10), h(12)) },
        { days: 'Autres jours', time: 'Sur rendez-vous' },
      ],
      addressTitle: 'Le local',
      access: `Au cœur ${b.ofCity}, accessible en fauteuil roulant.`,
      note: 'Fermé entre Noël et le jour de l’an.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} loi 1901 ${b.inCity}, ${agree(b.noun.gender, 'ouvert', 'ouverte')} à toutes et à tous.`,
      columns: [
        {
          title: 'Permanences',
          lines: `Mar. : ${span(h(17), h(19))}\nMer. : ${span(h(14), h(18))}\nSam. : ${span(h(10), h(12))}`,
        },
        { title: 'Nous soutenir', lines: `Adhésion dès ${euros('5')}\nDons et bénévolat` },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Loi 1901 · Entraide · Vie de quartier',
    headerButton: 'Adhérez',
    pageHeroes: {
      Actualités: {
        eyebrow: 'Nouvelles',
        title: 'Les nouvelles de chez nous',
        text: `Les bénévoles racontent nos actions récentes, les rendez-vous à venir et le quotidien ${b.noun.of}.`,
        button: 'Adhérez',
        secondary: 'Leurs avis',
      },
      Adhérer: {
        eyebrow: 'Nous rejoindre',
        title: `Adhérez ${atBusiness(b.name, 'à')}`,
        text: 'Membre, bénévole ou les deux à la fois : laissez-nous vos coordonnées, nous vous rappelons pour vous accueillir.',
        button: 'Adhérez',
        secondary: 'Nos cotisations',
      },
    },
    features: {
      title: 'Ce que nous faisons',
      intro: 'Quatre manières d’agir, imaginées pour les habitants et avec eux.',
      items: [
        {
          title: 'Se retrouver, s’entraider',
          text: 'Chaque semaine, des permanences pour discuter, se conseiller et sortir de l’isolement.',
        },
        {
          title: 'Aide administrative',
          text: 'Un dossier, un courrier, une démarche en ligne : des bénévoles vous aident à en venir à bout.',
        },
        {
          title: 'Sorties et découvertes',
          text: 'Visites, spectacles, promenades : des sorties à petit prix, pour tous les âges.',
        },
        {
          title: 'Dons et redistribution',
          text: 'Habits, jouets, nourriture : nous récoltons les dons et les remettons aux familles qui en ont besoin.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.our)} grandit depuis ${b.since} grâce à toutes les personnes qui lui offrent de leur temps ${b.inCity}.`,
    },
    articles: {
      title: 'Nos nouvelles',
      intro: `Ce qui se passe en ce moment ${b.noun.to}.`,
    },
    gallery: {
      title: 'Quelques moments en photos',
      intro: 'Des souvenirs de cette année, entre permanences, sorties et collectes.',
    },
    pricing: {
      title: 'Nos cotisations',
      intro: 'Valable un an, l’adhésion vous ouvre toutes nos activités.',
      listTitle: 'D’autres manières de nous aider',
      listIntro: 'Même le plus petit geste aide nos actions à avancer.',
      listNote:
        'Sous conditions, un don à une association d’intérêt général donne droit à une réduction d’impôt.',
    },
    testimonials: {
      title: 'Témoignages',
      items: [
        {
          quote: quote(
            'Venue pour un dossier, je suis restée pour donner un coup de main. Ici, on se sent utile.',
          ),
        },
        {
          quote: quote(
            `Avec les sorties, mes enfants voient ${b.city} d’un autre œil. Un grand merci !`,
          ),
        },
        {
          quote: quote(
            'Des gens chaleureux, vraiment à l’écoute. Depuis que je viens, je me sens moins isolé.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions que l’on nous pose souvent avant de nous rejoindre.',
      items: [
        {
          answer: `Non : ${b.noun.our} accueille tout le monde, ${b.inCity} comme dans les environs.`,
        },
        {
          answer:
            'Le temps dont vous disposez : une heure par mois, c’est déjà bien, et vous choisissez vos actions.',
        },
        {
          answer:
            'Non, aucune : un bénévole expérimenté accompagne chaque nouveau venu lors de ses premières actions.',
        },
        {
          answer: 'À payer nos assurances, notre matériel et une partie des sorties à petit prix.',
        },
        {
          answer: `Si votre don y ouvre droit, vous recevez un reçu fiscal : 66${nb}% du montant sont déduits de votre impôt, dans la limite de 20${nb}% de vos revenus.`,
        },
        {
          answer:
            'Oui, quand vous voulez : l’adhésion court sur douze mois à partir du jour de votre inscription.',
        },
      ],
    },
    ctas: [
      {
        title: 'Prêt à vous engager ?',
        text: 'Une heure par mois, et les choses changent déjà près de chez vous.',
        button: 'Je m’engage',
      },
      {
        title: 'Nous aider à agir',
        text: 'En adhérant ou en donnant, vous permettez à nos actions de se poursuivre toute l’année.',
        button: 'Adhérez',
      },
    ],
    contact: {
      title: 'Devenir membre ou bénévole',
      intro:
        'Vos coordonnées suffisent : un membre du bureau vous rappelle pour vous souhaiter la bienvenue.',
      detailsTitle: 'Nous contacter',
      phoneNote: 'Aux heures de permanence.',
      emailNote: 'Réponse d’un bénévole en quelques jours.',
      addressNote: 'Au local, sans rendez-vous, aux permanences.',
    },
    hours: {
      title: 'Quand nous trouver',
      intro: 'Pendant les permanences, venez au local sans prendre rendez-vous.',
      access: `En centre-ville ${b.ofCity}, accès en fauteuil roulant.`,
      note: 'Fermeture entre Noël et le Nouvel An.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} loi 1901 qui accueille tout le monde ${b.inCity}.`,
    },
  }),
};
