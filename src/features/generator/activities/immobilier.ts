import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

const years = (n: number) => `${n}${nb}${n > 1 ? 'ans' : 'an'}`;

/** An estate agency: properties for sale, its services, its fees, an estimation request form. */
export const immobilier: Activity = {
  id: 'immobilier',
  label: 'Agence immobilière',
  noun: { word: 'agence', gender: 'f' },
  category: 'business',
  keywords: {
    strong: [
      'agence immobilière',
      'agent immobilier',
      'agente immobilière',
      'immobilier',
      'immobilière',
      'transaction immobilière',
      'gestion locative',
      'mandataire immobilier',
      'conseiller immobilier',
      'conseillère immobilière',
      'négociateur immobilier',
      'syndic de copropriété',
    ],
    weak: [
      'transaction',
      'location',
      'appartement',
      'maison',
      'estimation',
      'vendre',
      'louer',
      'logement',
      'terrain',
      'mandat',
      'propriétaire',
      'locataire',
      'copropriété',
      'syndic',
      'visite',
    ],
  },
  names: (city, ofCity) => [
    `Immo ${city}`,
    `Les Clés ${ofCity}`,
    `L’Adresse ${city}`,
    `Domicile ${city}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['products', 'features', 'figures', 'testimonials', 'cta'] },
    { name: 'Honoraires', sections: ['pricing', 'faq', 'cta'] },
    { name: 'L’agence', sections: ['team', 'hours'] },
    { name: 'Estimation', sections: ['contact'] },
  ],
  required: ['products', 'features', 'contact'],
  texts: (b) => ({
    tagline: 'Vente · Location · Gestion locative',
    headerButton: 'Estimer mon bien',
    heroes: [
      {
        eyebrow: `Agence immobilière ${b.inCity} depuis ${b.since}`,
        title: 'Vendre, acheter, louer : un conseiller près de chez vous',
        text: `Nous connaissons chaque quartier ${b.ofCity} et ses prix réels : estimation juste, visites ciblées et accompagnement jusqu’à l’acte.`,
        button: 'Estimer mon bien',
        secondary: 'Voir nos biens',
        pictureAlt: 'Une conseillère remet les clés à un jeune couple',
      },
      {
        eyebrow: 'Estimation gratuite',
        title: 'Combien vaut votre bien aujourd’hui ?',
        text: `Une visite, une analyse des ventes récentes du quartier et un avis de valeur écrit sous 48${nb}h, sans engagement.`,
        button: 'Demander une estimation',
        secondary: 'Nos honoraires',
        pictureAlt: 'Un conseiller prend les mesures d’une pièce lors d’une estimation',
      },
      {
        eyebrow: 'Transaction et gestion locative',
        title: `${b.name} : vendre et louer en toute sérénité`,
        text: 'Une équipe disponible, un retour écrit après chaque visite et des honoraires affichés : votre projet est entre de bonnes mains.',
        button: 'Nous confier votre bien',
        secondary: 'Rencontrer l’équipe',
        pictureAlt: 'La vitrine de l’agence et ses annonces',
      },
    ],
    pageHeroes: {
      Honoraires: {
        eyebrow: 'Honoraires',
        title: 'Nos honoraires, affichés en toute transparence',
        text: 'Le barème de l’agence s’applique à chaque mandat ; il vous est remis avant toute signature.',
        button: 'Demander une estimation',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un mandat de vente posé sur le bureau',
      },
      'L’agence': {
        eyebrow: 'L’agence',
        title: 'Des conseillers qui connaissent le quartier',
        text: `Une équipe installée ${b.inCity} depuis ${b.since}, qui suit chaque dossier de la première visite à la signature.`,
        button: 'Prendre rendez-vous',
        secondary: 'Horaires et accès',
        pictureAlt: 'L’équipe devant la vitrine de l’agence',
      },
      Estimation: {
        eyebrow: 'Estimation gratuite',
        title: 'Faites estimer votre bien',
        text: 'Décrivez votre bien en quelques lignes : un conseiller vous rappelle pour fixer une visite, puis vous remet un avis de valeur écrit.',
        button: 'Nous appeler',
        secondary: 'Nos honoraires',
        pictureAlt: 'Une pièce de vie lumineuse, visitée lors d’une estimation',
      },
    },
    products: {
      title: 'Nos biens à vendre',
      intro: `Une sélection de biens ${b.inCity} et alentour, à visiter sur rendez-vous.`,
      items: [
        {
          name: `Appartement 3${nb}pièces`,
          detail: `68${nb}m², balcon, proche des commerces`,
          price: euros(`245${thin}000`),
          pictureAlt: 'Le séjour d’un appartement de trois pièces',
        },
        {
          name: 'Maison familiale',
          detail: `5${nb}pièces, 120${nb}m², jardin de 400${nb}m²`,
          price: euros(`395${thin}000`),
          pictureAlt: 'Une maison familiale et son jardin',
        },
        {
          name: 'Deux-pièces lumineux',
          detail: `42${nb}m², dernier étage avec ascenseur`,
          price: euros(`169${thin}000`),
          pictureAlt: 'Un deux-pièces lumineux sous les toits',
        },
        {
          name: 'Terrain à bâtir',
          detail: `650${nb}m², viabilisé, au calme`,
          price: euros(`98${thin}000`),
          pictureAlt: 'Un terrain à bâtir bordé d’arbres',
        },
      ],
      button: 'Visiter',
      featuredEyebrow: 'Le coup de cœur de l’agence',
      featuredText: `Une maison familiale au calme, à quelques minutes du centre : cinq pièces, un jardin arboré et un sous-sol complet. Prix honoraires inclus, à la charge du vendeur.`,
    },
    features: {
      title: 'Nos services',
      intro: 'Vendre, acheter, louer ou confier la gestion de vos logements.',
      items: [
        {
          title: 'Estimation gratuite',
          text: `Un avis de valeur écrit, fondé sur les ventes récentes du quartier, remis sous 48${nb}h.`,
        },
        {
          title: 'Vente',
          text: 'Photos soignées, visites ciblées et retour écrit après chaque visite, jusqu’à l’acte.',
        },
        {
          title: 'Location',
          text: 'Sélection des locataires, dossiers vérifiés, bail et état des lieux rédigés par l’agence.',
        },
        {
          title: 'Gestion locative',
          text: 'Loyers encaissés, charges régularisées, travaux suivis : vous n’avez plus rien à gérer.',
        },
      ],
      pictureAlts: [
        'Une conseillère prend des mesures dans une pièce',
        'Un panneau de vente devant une maison',
        'La remise des clés à de nouveaux locataires',
        'Un relevé de loyers sur un bureau',
      ],
    },
    gallery: {
      title: 'Biens vendus et loués',
      intro: `Quelques biens vendus ou loués récemment ${b.inCity} et alentour.`,
      pictureAlts: [
        'Un appartement ancien aux moulures d’origine',
        'Une maison de ville avec cour',
        'Un séjour lumineux ouvert sur un balcon',
        'Un immeuble en pierre de taille',
        'Une maison contemporaine et son jardin',
        'La vitrine de l’agence',
      ],
    },
    pricing: {
      title: 'Nos honoraires',
      intro: 'Barème en vigueur, remis avant toute signature de mandat.',
      plans: [
        {
          name: 'Location',
          price: euros('10'),
          period: 'TTC par m² habitable, part du locataire',
          features: ['Recherche et visites', 'Vérification des dossiers', 'Bail et état des lieux'],
          button: 'Louer mon bien',
        },
        {
          name: 'Vente',
          price: `5${nb}%`,
          period: 'TTC du prix de vente, à la charge du vendeur',
          features: [
            'Estimation et avis de valeur',
            'Diffusion et visites ciblées',
            'Accompagnement jusqu’à l’acte',
          ],
          button: 'Estimer mon bien',
        },
        {
          name: 'Gestion locative',
          price: `7${nb}%`,
          period: 'HT des loyers encaissés',
          features: ['Encaissement et relances', 'Régularisation des charges', 'Suivi des travaux'],
          button: 'Nous confier un bien',
        },
      ],
      featured: 'La plus demandée',
      listTitle: 'Autres prestations',
      listIntro: 'Pour un besoin ponctuel.',
      list: [
        {
          name: 'État des lieux',
          detail: 'Par m² habitable, part du locataire',
          price: euros('3'),
        },
        {
          name: 'Rédaction de bail',
          detail: 'Sans recherche de locataire',
          price: euros('250'),
        },
        {
          name: 'Vente de terrain',
          detail: 'Du prix de vente, à la charge du vendeur',
          price: `6${nb}%`,
        },
        {
          name: 'Local professionnel',
          detail: 'Du loyer annuel hors charges, à la location',
          price: `15${nb}%`,
        },
      ],
      listNote: 'Honoraires TTC sauf mention contraire, au taux de TVA en vigueur.',
    },
    team: {
      title: 'L’équipe',
      intro: 'Des conseillers qui vivent et travaillent dans le quartier.',
      people: [
        {
          sex: 'female',
          role: 'Directrice de l’agence',
          bio: `Dans le métier depuis quinze ans, elle a ouvert ${b.noun.this} en ${b.since}.`,
        },
        {
          sex: 'male',
          role: 'Conseiller en vente',
          bio: 'Il estime les biens, organise les visites et accompagne acheteurs et vendeurs jusqu’à l’acte.',
        },
        {
          sex: 'female',
          role: 'Gestionnaire locative',
          bio: `Elle suit plus de 200${nb}logements : loyers, charges, travaux et relations avec les locataires.`,
        },
        {
          sex: 'male',
          role: 'Chargé de location',
          bio: 'Il sélectionne les locataires, rédige les baux et réalise les états des lieux.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous ont fait confiance',
      items: [
        {
          quote: quote(
            'Notre appartement vendu en cinq semaines, au prix estimé, avec un suivi impeccable jusqu’à la signature.',
          ),
          detail: 'Vente d’un trois-pièces',
        },
        {
          quote: quote(
            'Je leur confie deux logements depuis des années : plus aucun souci de loyers ni de travaux.',
          ),
          detail: 'Propriétaire bailleur',
        },
        {
          quote: quote(
            'Une conseillère à l’écoute, qui nous a trouvé la maison idéale sans nous faire perdre de temps.',
          ),
          detail: 'Premier achat',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Vendre, acheter ou louer : voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'L’estimation est-elle vraiment gratuite ?',
          answer:
            'Oui, et sans engagement : la visite et l’avis de valeur écrit ne vous coûtent rien.',
        },
        {
          question: 'Quels diagnostics faut-il pour vendre ?',
          answer:
            'Cela dépend de l’âge et du lieu : performance énergétique, amiante, termites… Nous les commandons pour vous.',
        },
        {
          question: 'Combien de temps faut-il pour vendre ?',
          answer:
            'Deux mois en moyenne lorsque le prix est juste, de la mise en vente au compromis.',
        },
        {
          question: 'Que comprend la gestion locative ?',
          answer:
            'L’encaissement des loyers, les relances, la régularisation des charges et le suivi des travaux, avec un relevé chaque mois.',
        },
        {
          question: 'Proposez-vous un mandat exclusif ?',
          answer:
            'Oui, avec une diffusion renforcée et un point chaque semaine ; il peut être résilié après trois mois.',
        },
        {
          question: 'Pouvez-vous nous aider à financer un achat ?',
          answer:
            'Nous travaillons avec des courtiers de confiance, qui comparent pour vous les offres de prêt.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} indépendante ${b.inCity}, qui connaît chaque rue ${b.ofCity}.`,
      items: [
        { value: years(b.year - b.since), label: 'au service des propriétaires' },
        { value: '320', label: 'biens vendus' },
        { value: '210', label: 'logements en gestion' },
        { value: `8${nb}semaines`, label: 'de délai moyen de vente' },
      ],
    },
    ctas: [
      {
        title: 'Vous pensez à vendre ?',
        text: `Une estimation gratuite et un avis de valeur écrit sous 48${nb}h, sans engagement.`,
        button: 'Estimer mon bien',
      },
      {
        title: 'Un logement à mettre en location ?',
        text: 'Confiez-nous la recherche du locataire, le bail et la gestion : vous percevez vos loyers, sans souci.',
        button: 'Nous confier un bien',
      },
    ],
    contact: {
      title: 'Demander une estimation',
      intro: `Quelques mots sur votre bien : un conseiller vous rappelle sous 24${nb}h pour fixer la visite.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'vous@exemple.fr' },
        { label: 'Téléphone', placeholder: '06 12 34 56 78' },
        { label: 'Adresse du bien', placeholder: `12 rue des Lilas, ${b.city}` },
        { label: 'Type et surface', placeholder: `Maison, 110${nb}m²` },
        { label: 'Message', placeholder: 'Votre projet, vos délais, l’état du bien…' },
      ],
      button: 'Demander une estimation',
      detailsTitle: 'L’agence',
      phoneNote: `Du lundi au samedi, de ${h(9)} à ${h(19)}.`,
      emailNote: `Réponse sous 24${nb}h.`,
      addressNote: 'Nos annonces sont affichées en vitrine.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'L’agence vous accueille du lundi au samedi ; les visites sont possibles en soirée.',
      hoursTitle: 'Horaires de l’agence',
      hours: [
        { days: 'Lundi', time: span(h(14), h(19)) },
        { days: 'Mardi au vendredi', time: `${span(h(9), h(12, 30))}, ${span(h(14), h(19))}` },
        { days: 'Samedi', time: span(h(9), h(17)) },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: `En plein centre ${b.ofCity}, à deux pas des transports en commun.`,
      note: 'Visites de biens possibles en soirée et le samedi, sur rendez-vous.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} immobilière ${b.inCity} : vente, location et gestion locative.`,
      columns: [
        { title: 'Services', lines: 'Vente et estimation\nLocation\nGestion locative' },
        {
          title: 'Horaires',
          lines: `Lun. : ${span(h(14), h(19))}\nMar. – ven. : ${span(h(9), h(19))}\nSam. : ${span(h(9), h(17))}`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Estimation · Vente · Location · Gestion',
    headerButton: 'Estimation gratuite',
    pageHeroes: {
      Honoraires: {
        eyebrow: 'Nos tarifs',
        title: 'Des honoraires clairs, affichés pour tous',
        text: 'Chaque mandat suit le barème de l’agence, qui vous est remis avant de signer quoi que ce soit.',
        button: 'Faire estimer mon bien',
        secondary: 'Les questions posées',
      },
      'L’agence': {
        eyebrow: 'Notre équipe',
        title: 'Des conseillers ancrés dans votre quartier',
        text: `Installés ${b.inCity} depuis ${b.since}, nous suivons chaque dossier, de la première visite jusqu’à la signature.`,
        button: 'Nous rencontrer',
        secondary: 'Accès et horaires',
      },
      Estimation: {
        eyebrow: 'Avis de valeur gratuit',
        title: 'Votre bien, à sa juste valeur',
        text: 'Quelques lignes sur votre bien suffisent : un conseiller vous rappelle, vient le visiter et vous remet un avis de valeur écrit.',
        button: 'Appeler l’agence',
        secondary: 'Les honoraires',
      },
    },
    products: {
      title: 'Biens en vente',
      intro: `Des biens choisis ${b.inCity} et aux alentours, à découvrir sur rendez-vous.`,
      featuredEyebrow: 'Notre coup de cœur du moment',
      featuredText: `Au calme, à quelques minutes du centre, une maison familiale de cinq pièces avec jardin arboré et sous-sol complet. Honoraires inclus, à la charge du vendeur.`,
    },
    features: {
      title: 'Ce que nous faisons',
      intro: 'Vente, achat, location ou gestion de vos logements : nous nous en chargeons.',
      items: [
        {
          title: 'Avis de valeur offert',
          text: `Sous 48${nb}h, une estimation écrite, appuyée sur les dernières ventes du quartier.`,
        },
        {
          title: 'Vendre',
          text: 'Photos soignées, visiteurs triés, retour écrit après chaque visite, jusqu’à la signature.',
        },
        {
          title: 'Louer',
          text: 'Choix des locataires, vérification des dossiers, bail et état des lieux préparés par nos soins.',
        },
        {
          title: 'Gérer vos logements',
          text: 'Encaissement des loyers, régularisation des charges, suivi des travaux : nous nous occupons de tout.',
        },
      ],
    },
    gallery: {
      title: 'Nos ventes et locations',
      intro: `Des biens vendus ou loués ces derniers mois ${b.inCity} et aux alentours.`,
    },
    pricing: {
      title: 'Les honoraires',
      intro: 'Le barème en vigueur, remis avant de signer un mandat.',
      listTitle: 'Prestations à la carte',
      listIntro: 'Pour une demande ponctuelle.',
      listNote: 'Sauf mention contraire, honoraires TTC, au taux de TVA applicable.',
    },
    team: {
      title: 'Notre équipe',
      intro: 'Des conseillers qui habitent et travaillent dans votre quartier.',
      people: [
        {
          bio: `Quinze ans d’expérience dans le métier ; elle a créé ${b.noun.this} en ${b.since}.`,
        },
        {
          bio: 'Il évalue les biens, mène les visites et suit acheteurs et vendeurs jusqu’à la signature de l’acte.',
        },
        {
          bio: `Loyers, charges, travaux, lien avec les locataires : elle gère plus de 200${nb}logements.`,
        },
        { bio: 'Il choisit les locataires, prépare les baux et s’occupe des états des lieux.' },
      ],
    },
    testimonials: {
      title: 'Ils nous ont confié leur projet',
      items: [
        {
          quote: quote(
            'Vendu en cinq semaines au prix de l’estimation, et suivi de près jusqu’à la signature.',
          ),
        },
        {
          quote: quote(
            'Depuis des années, ils gèrent deux de mes logements : loyers et travaux ne m’inquiètent plus.',
          ),
        },
        {
          quote: quote(
            'Une conseillère attentive, qui nous a trouvé la maison rêvée sans nous faire perdre une minute.',
          ),
        },
      ],
    },
    faq: {
      title: 'Les questions courantes',
      intro: 'Vente, achat ou location : ce que l’on nous demande le plus souvent.',
      items: [
        {
          answer:
            'Oui, et vous ne vous engagez à rien : visite et avis de valeur écrit sont gratuits.',
        },
        {
          answer:
            'Tout dépend de l’âge et de la situation du bien : performance énergétique, amiante, termites… Nous nous en occupons.',
        },
        {
          answer:
            'En moyenne deux mois entre la mise en vente et le compromis, quand le prix est bien fixé.',
        },
        {
          answer:
            'Encaissement et relances des loyers, régularisation des charges, suivi des travaux, et un relevé mensuel.',
        },
        {
          answer:
            'Oui : il offre une diffusion plus large et un point hebdomadaire, et se résilie au bout de trois mois.',
        },
        {
          answer:
            'Des courtiers de confiance, avec qui nous travaillons, comparent pour vous les offres de crédit.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.a)} indépendante ${b.inCity} depuis ${b.since}, qui connaît toutes les rues ${b.ofCity}.`,
    },
    ctas: [
      {
        title: 'Envie de vendre ?',
        text: `Estimation gratuite et avis de valeur écrit en 48${nb}h, sans aucun engagement.`,
        button: 'Faire une estimation',
      },
      {
        title: 'Vous souhaitez louer votre logement ?',
        text: 'Recherche du locataire, bail, gestion : confiez-nous tout et recevez vos loyers en toute tranquillité.',
        button: 'Confier mon bien',
      },
    ],
    contact: {
      title: 'Faire estimer votre bien',
      intro: `Décrivez votre bien en quelques mots : sous 24${nb}h, un conseiller vous rappelle pour organiser la visite.`,
      detailsTitle: 'Nous joindre',
      phoneNote: `Du lundi au samedi, entre ${h(9)} et ${h(19)}.`,
      emailNote: `Retour sous 24${nb}h.`,
      addressNote: 'Toutes nos annonces sont visibles en vitrine.',
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'Nous vous recevons du lundi au samedi, et les visites peuvent se faire le soir.',
      access: `Au cœur ${b.ofCity}, tout près des transports en commun.`,
      note: 'Sur rendez-vous, les visites de biens ont lieu aussi le soir et le samedi.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} immobilière ${b.inCity} pour vendre, louer et faire gérer vos biens.`,
    },
  }),
};
