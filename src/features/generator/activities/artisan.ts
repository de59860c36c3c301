import { agree, capitalise, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/**
 * A craftsman of the building trades (plumber, electrician, joiner, painter, mason, roofer,
 * heating engineer…): services, work done, a free quote request. The texts fit every trade.
 */
export const artisan: Activity = {
  id: 'artisan',
  label: 'Artisan du bâtiment',
  noun: { word: 'entreprise', gender: 'f' },
  category: 'business',
  keywords: {
    strong: [
      'plombier',
      'plomberie',
      'électricien',
      'électricienne',
      'menuisier',
      'menuiserie',
      'ébéniste',
      'peintre en bâtiment',
      'maçon',
      'maçonnerie',
      'couvreur',
      'toiture',
      'zingueur',
      'chauffagiste',
      'charpentier',
      'carreleur',
      'carrelage',
      'serrurier',
      'rénovation',
      'artisan du bâtiment',
    ],
    weak: [
      'artisan',
      'travaux',
      'chantier',
      'devis',
      'dépannage',
      'bâtiment',
      'installation',
      'électricité',
      'chauffage',
      'peinture',
      'isolation',
      'salle de bains',
      'réparation',
      'urgence',
      'garantie décennale',
      'rge',
    ],
  },
  names: (city) => [`${city} Rénovation`, `Bâti ${city}`, `${city} Travaux`, `${city} Habitat`],
  pages: [
    { name: 'Accueil', sections: ['features', 'testimonials', 'figures', 'cta'] },
    { name: 'Réalisations', sections: ['gallery', 'team', 'faq'] },
    { name: 'Devis gratuit', sections: ['contact', 'hours'] },
  ],
  required: ['features', 'gallery', 'testimonials', 'contact'],
  texts: (b) => ({
    tagline: 'Rénovation · Dépannage · Devis gratuit',
    headerButton: 'Devis gratuit',
    heroes: [
      {
        eyebrow: `Artisan ${b.inCity} depuis ${b.since}`,
        title: `Vos travaux faits dans les règles de l’art ${b.inCity}`,
        text: `Rénovation, installation ou dépannage : nous venons voir, nous expliquons, nous chiffrons gratuitement et nous tenons les délais annoncés.`,
        button: 'Demander un devis gratuit',
        secondary: 'Voir nos réalisations',
        pictureAlt: `L’équipe ${b.ofName} sur un chantier`,
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Un seul interlocuteur, du devis à la fin du chantier',
        text: `Une visite sur place, un devis détaillé sous 48${nb}h, un chantier suivi jour après jour et rendu propre : c’est notre façon de travailler ${b.inCity} et alentour.`,
        button: 'Demander un devis',
        secondary: 'Nos services',
        pictureAlt: 'Un devis détaillé posé sur un plan',
      },
      {
        eyebrow: `Dépannage et rénovation ${b.inCity}`,
        title: `${b.name}, un artisan de confiance près de chez vous`,
        text: `Assurés en garantie décennale, nous intervenons chez les particuliers comme chez les professionnels, pour un petit dépannage ou une rénovation complète.`,
        button: 'Demander un devis',
        secondary: 'Voir nos réalisations',
        pictureAlt: 'Des outils rangés sur un établi',
      },
    ],
    pageHeroes: {
      Réalisations: {
        eyebrow: 'Nos réalisations',
        title: 'Des chantiers dont nous sommes fiers',
        text: `Quelques travaux menés ces derniers mois ${b.inCity} et dans les communes voisines, du premier appel à la réception du chantier.`,
        button: 'Demander un devis',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Une pièce rénovée, lumineuse et prête à vivre',
      },
      'Devis gratuit': {
        eyebrow: 'Devis gratuit',
        title: 'Parlez-nous de vos travaux',
        text: `Décrivez votre projet en quelques lignes : nous vous rappelons sous 48${nb}h pour convenir d’une visite. Le devis est gratuit et sans engagement.`,
        button: 'Nous appeler',
        secondary: 'Horaires',
        pictureAlt: 'Un mètre ruban et un carnet de chantier',
      },
    },
    features: {
      title: 'Nos services',
      intro: `Petits ou grands travaux, ${b.noun.our} intervient ${b.inCity} et dans les communes alentour.`,
      items: [
        {
          title: 'Rénovation',
          text: 'Une pièce ou un logement entier : nous reprenons l’existant, remettons aux normes et coordonnons les autres corps de métier.',
        },
        {
          title: 'Installation neuve',
          text: 'Construction, extension ou aménagement : des travaux neufs réalisés aux normes, avec des matériaux choisis avec vous.',
        },
        {
          title: 'Dépannage',
          text: `Une panne, une fuite, un dégât après un orage : nous intervenons sous 48${nb}h en semaine, plus vite en cas d’urgence.`,
        },
        {
          title: 'Conseil et devis gratuit',
          text: 'Nous venons voir sur place, vous conseillons sur les solutions et vous remettons un devis détaillé, sans engagement.',
        },
      ],
      pictureAlts: [
        'Un chantier de rénovation en cours',
        'Des matériaux prêts à être posés',
        'Une caisse à outils ouverte',
        'Un devis détaillé et son plan',
      ],
    },
    gallery: {
      title: 'Nos derniers chantiers',
      intro: `Avant, pendant et après : quelques réalisations ${b.ofName}.`,
      pictureAlts: [
        'Une pièce avant les travaux',
        'La même pièce après la rénovation',
        'L’équipe au travail sur un chantier',
        'Le détail des finitions',
        'Un chantier protégé et rangé',
        'Un intérieur rénové, prêt à vivre',
      ],
    },
    team: {
      title: 'L’équipe',
      intro: 'Des artisans qualifiés, qui travaillent ensemble depuis des années.',
      people: [
        {
          sex: 'male',
          role: 'Fondateur et artisan',
          bio: `Vingt ans de métier derrière lui, il a fondé ${b.noun.this} en ${b.since} et passe encore chaque jour sur les chantiers.`,
        },
        {
          sex: 'female',
          role: 'Cheffe de chantier',
          bio: 'Elle organise les interventions, suit l’avancement des travaux et vous tient au courant à chaque étape.',
        },
        {
          sex: 'male',
          role: 'Compagnon qualifié',
          bio: 'Titulaire d’un brevet professionnel, il réalise les travaux les plus délicats et transmet le métier aux apprentis.',
        },
        {
          sex: 'female',
          role: 'Responsable des devis',
          bio: 'Elle vous répond au téléphone, prépare les devis et monte avec vous les dossiers d’aides aux travaux.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous ont confié leurs travaux',
      items: [
        {
          quote: quote(
            'Devis clair, délais tenus et chantier laissé impeccable. Je recommande sans hésiter.',
          ),
          detail: 'Rénovation d’une salle de bains',
        },
        {
          quote: quote(
            `Une intervention le jour même pour une panne un samedi matin ${b.inCity} : merci pour votre réactivité !`,
          ),
          detail: 'Dépannage en urgence',
        },
        {
          quote: quote('De bons conseils sur les matériaux et un prix respecté à l’euro près.'),
          detail: 'Extension d’un pavillon',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de nous confier vos travaux, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Le devis est-il vraiment gratuit ?',
          answer:
            'Oui : la visite, les conseils et le devis détaillé sont gratuits et ne vous engagent à rien.',
        },
        {
          question: 'Dans quel secteur intervenez-vous ?',
          answer: `${capitalise(b.inCity)} et dans un rayon d’environ 30${nb}km ; au-delà, demandez-nous.`,
        },
        {
          question: 'Êtes-vous assurés ?',
          answer:
            'Oui, en responsabilité civile professionnelle et en garantie décennale : les attestations sont jointes à chaque devis.',
        },
        {
          question: 'Sous quel délai pouvez-vous commencer ?',
          answer: `Prévoyez en général deux à quatre semaines pour un chantier, et moins de 48${nb}h pour un dépannage.`,
        },
        {
          question: 'Puis-je bénéficier d’une TVA réduite ?',
          answer: `Dans un logement de plus de deux ans, la TVA des travaux est à 10${nb}%, et à 5,5${nb}% pour certains travaux d’économie d’énergie.`,
        },
        {
          question: 'Pouvez-vous m’aider à obtenir des aides ?',
          answer:
            'Oui, nous vous indiquons celles auxquelles vos travaux ouvrent droit et préparons avec vous les pièces du dossier.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} ${agree(b.noun.gender, 'installé', 'installée')} ${b.inCity}, que ses clients recommandent à leurs voisins.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de travaux dans la région' },
        { value: '250', label: 'chantiers menés à bien' },
        { value: `10${nb}ans`, label: 'de garantie décennale' },
        { value: `48${nb}h`, label: 'pour recevoir votre devis' },
      ],
    },
    ctas: [
      {
        title: 'Un projet de travaux ?',
        text: 'Décrivez-le en quelques lignes : la visite et le devis sont gratuits, sans engagement.',
        button: 'Demander un devis',
      },
      {
        title: 'Une urgence ?',
        text: 'Une panne, une fuite, un dégât après un orage : appelez-nous, nous intervenons au plus vite.',
        button: 'Nous appeler',
      },
    ],
    contact: {
      title: 'Demander un devis gratuit',
      intro: `Quelques informations suffisent : nous vous rappelons sous 48${nb}h pour fixer une visite.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Adresse du chantier', placeholder: 'Rue, quartier ou commune' },
        { label: 'Type de travaux', placeholder: 'Rénovation, installation, dépannage…' },
        { label: 'Message', placeholder: 'Décrivez votre projet, les délais souhaités…' },
      ],
      button: 'Envoyer ma demande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Du lundi au vendredi, de ${h(8)} à ${h(18)}.`,
      emailNote: `Devis envoyé sous 48${nb}h.`,
      addressNote: 'Le bureau vous reçoit sur rendez-vous.',
    },
    hours: {
      title: 'Horaires',
      intro: 'Le bureau vous répond en semaine ; les urgences sont prises tous les jours.',
      hoursTitle: 'Horaires du bureau',
      hours: [
        { days: 'Lundi au vendredi', time: `${span(h(8), h(12))}, ${span(h(13, 30), h(18))}` },
        { days: 'Samedi', time: 'Sur rendez-vous' },
        { days: 'Dimanche', time: 'Fermé' },
        { days: 'Urgences', time: `7${nb}jours sur 7` },
      ],
      addressTitle: 'Nous trouver',
      access: `Notre dépôt est ${b.inCity} ; nous nous déplaçons chez vous dans tout le secteur.`,
      note: 'Visite et devis gratuits, sans engagement.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de rénovation et de dépannage ${b.inCity}, ${agree(b.noun.gender, 'assuré', 'assurée')} en garantie décennale.`,
      columns: [
        { title: 'Services', lines: 'Rénovation\nInstallation neuve\nDépannage' },
        { title: 'Devis', lines: `Gratuit et sans engagement\nEnvoyé sous 48${nb}h` },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Travaux · Dépannages · Devis offert',
    headerButton: 'Devis offert',
    pageHeroes: {
      Réalisations: {
        eyebrow: 'Nos chantiers',
        title: 'Des travaux que nous sommes fiers de montrer',
        text: `Une sélection de chantiers conduits récemment ${b.inCity} et aux alentours, du premier coup de fil à la réception des travaux.`,
        button: 'Obtenir un devis',
        secondary: 'Questions courantes',
      },
      'Devis gratuit': {
        eyebrow: 'Devis offert',
        title: 'Racontez-nous votre projet',
        text: `Quelques lignes sur vos travaux suffisent : nous vous rappelons sous 48${nb}h pour fixer une visite. Le devis est offert et ne vous engage à rien.`,
        button: 'Appelez-nous',
      },
    },
    features: {
      title: 'Ce que nous faisons',
      intro: `Des petites réparations aux gros chantiers, ${b.noun.our} se déplace ${b.inCity} et dans tout le secteur.`,
      items: [
        {
          title: 'Remise à neuf',
          text: 'Une pièce ou tout un logement : nous reprenons l’existant, mettons aux normes et organisons le passage des autres métiers.',
        },
        {
          title: 'Travaux neufs',
          text: 'Construction, agrandissement ou aménagement : des ouvrages conformes aux normes, avec des matériaux choisis ensemble.',
        },
        {
          title: 'Interventions rapides',
          text: `Panne, fuite, dégât après un orage : nous venons sous 48${nb}h en semaine, et plus vite encore en cas d’urgence.`,
        },
        {
          title: 'Conseils et devis offerts',
          text: 'Nous nous déplaçons chez vous, vous présentons les solutions possibles et vous remettons un devis détaillé, sans obligation.',
        },
      ],
    },
    gallery: {
      title: 'Nos travaux récents',
      intro: `Quelques chantiers ${b.ofName}, avant, pendant et après les travaux.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Des gens de métier qualifiés, qui font équipe depuis longtemps.',
      people: [
        {
          bio: `Fort de vingt ans de métier, il a créé ${b.noun.this} en ${b.since} et se rend toujours chaque jour sur les chantiers.`,
        },
        {
          bio: 'Elle planifie les interventions, suit l’avancée des travaux et vous informe à chaque étape.',
        },
        {
          bio: 'Brevet professionnel en poche, il se charge des travaux les plus délicats et apprend le métier aux apprentis.',
        },
        {
          bio: 'Elle répond à vos appels, établit les devis et prépare avec vous les dossiers d’aides aux travaux.',
        },
      ],
    },
    testimonials: {
      title: 'Ce que disent nos clients',
      items: [
        {
          quote: quote(
            'Un devis limpide, des délais respectés et un chantier rendu propre. Je recommande vivement.',
          ),
        },
        {
          quote: quote(
            `Une panne un samedi matin ${b.inCity} et quelqu’un chez moi le jour même : bravo pour cette réactivité !`,
          ),
        },
        {
          quote: quote(
            'Des conseils avisés sur les matériaux, et le prix annoncé tenu au centime près.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions que l’on nous pose le plus souvent avant de commencer un chantier.',
      items: [
        {
          answer:
            'Oui : la visite, nos conseils et le devis détaillé ne vous coûtent rien et ne vous engagent pas.',
        },
        {
          answer: `${capitalise(b.inCity)} et jusqu’à 30${nb}km environ autour ; plus loin, posez-nous la question.`,
        },
        {
          answer:
            'Oui : responsabilité civile professionnelle et garantie décennale, avec les attestations jointes à chacun de nos devis.',
        },
        {
          answer: `Il faut en général deux à quatre semaines pour un chantier, et moins de 48${nb}h pour une panne.`,
        },
        {
          answer: `Pour un logement achevé depuis plus de deux ans, la TVA est de 10${nb}%, et de 5,5${nb}% pour certains travaux d’économie d’énergie.`,
        },
        {
          answer:
            'Oui : nous vous signalons les aides auxquelles vos travaux donnent droit et constituons le dossier avec vous.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.a)} ${agree(b.noun.gender, 'établi', 'établie')} ${b.inCity} depuis ${b.since}, dont les clients parlent volontiers à leurs voisins.`,
    },
    ctas: [
      {
        title: 'Des travaux en vue ?',
        text: 'Quelques lignes suffisent pour nous les décrire : visite et devis sont offerts, sans obligation.',
        button: 'Obtenir mon devis',
      },
      {
        title: 'C’est urgent ?',
        text: 'Panne, fuite ou dégât après un orage : téléphonez-nous, nous venons dès que possible.',
        button: 'Appelez-nous',
      },
    ],
    contact: {
      title: 'Obtenir un devis offert',
      intro: `Quelques détails nous suffisent : nous vous rappelons sous 48${nb}h pour convenir d’une visite.`,
      detailsTitle: 'Nous contacter',
      phoneNote: `En semaine, de ${h(8)} à ${h(18)}.`,
      emailNote: `Votre devis sous 48${nb}h.`,
      addressNote: 'Accueil au bureau sur rendez-vous.',
    },
    hours: {
      title: 'Nos horaires',
      intro: 'Le bureau est ouvert en semaine ; les urgences sont assurées tous les jours.',
      access: `Notre dépôt se trouve ${b.inCity}, et nous venons chez vous partout dans le secteur.`,
      note: 'Visite et devis offerts, sans obligation.',
    },
    footer: {
      text: `Rénovation et dépannage ${b.inCity} : ${b.noun.a} ${agree(b.noun.gender, 'couvert', 'couverte')} par la garantie décennale.`,
    },
  }),
};
