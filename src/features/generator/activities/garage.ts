import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

/** A car and motorbike garage: its services, its prices, its hours, an appointment form. */
export const garage: Activity = {
  id: 'garage',
  label: 'Garage automobile',
  noun: { word: 'garage', gender: 'm' },
  category: 'business',
  keywords: {
    strong: [
      'garage',
      'garagiste',
      'garage automobile',
      'mécanicien',
      'mécanicienne',
      'mécanique auto',
      'carrosserie',
      'carrossier',
      'contrôle technique',
      'entretien auto',
      'réparation automobile',
      'centre auto',
      'moto',
      'motos',
      'scooter',
    ],
    weak: [
      'voiture',
      'automobile',
      'auto',
      'véhicule',
      'utilitaire',
      'vidange',
      'pneus',
      'freins',
      'révision',
      'diagnostic',
      'pare-brise',
      'climatisation',
      'entretien',
      'réparation',
      'dépannage',
      'toutes marques',
    ],
  },
  names: (city, ofCity) => [
    `Garage ${ofCity}`,
    `${city} Auto`,
    `Mécanique ${city}`,
    `Auto ${city}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'testimonials', 'figures', 'hours', 'cta'] },
    { name: 'Tarifs', sections: ['pricing', 'faq'] },
    { name: 'Rendez-vous', sections: ['contact', 'hours'] },
  ],
  required: ['features', 'pricing', 'hours', 'contact'],
  texts: (b) => ({
    tagline: 'Entretien · Réparation · Toutes marques',
    headerButton: 'Prendre rendez-vous',
    heroes: [
      {
        eyebrow: `Garage ${b.inCity} depuis ${b.since}`,
        title: `Entretien et réparation toutes marques ${b.inCity}`,
        text: 'Révision, freins, pneus, diagnostic : un devis avant chaque intervention, des pièces de qualité d’origine et votre véhicule prêt à l’heure dite.',
        button: 'Prendre rendez-vous',
        secondary: 'Voir nos tarifs',
        pictureAlt: `L’atelier ${b.ofName}, une voiture sur le pont`,
      },
      {
        eyebrow: `${capitalise(b.noun.your)} ${b.inCity}`,
        title: 'Des prix affichés, un devis avant chaque réparation',
        text: 'Pas de mauvaise surprise : nous vous appelons avant toute intervention imprévue et nous vous montrons les pièces changées.',
        button: 'Voir nos tarifs',
        secondary: 'Prendre rendez-vous',
        pictureAlt: 'Un mécanicien contrôle les freins d’une voiture',
      },
      {
        eyebrow: `Voitures, utilitaires et motos ${b.inCity}`,
        title: `${b.name}, votre véhicule entre de bonnes mains`,
        text: 'Un entretien conforme au carnet du constructeur, qui préserve votre garantie, pour toutes les marques et tous les âges.',
        button: 'Prendre rendez-vous',
        secondary: 'Nos services',
        pictureAlt: 'Une moto en révision à l’atelier',
      },
    ],
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Tarifs',
        title: 'Des prix clairs, pièces et main-d’œuvre comprises',
        text: 'Nos forfaits les plus demandés, pour une citadine. Pour tout autre véhicule, le devis est gratuit.',
        button: 'Prendre rendez-vous',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Le comptoir d’accueil de l’atelier',
      },
      'Rendez-vous': {
        eyebrow: 'Rendez-vous',
        title: 'Réservez votre créneau à l’atelier',
        text: 'Indiquez votre véhicule et l’intervention souhaitée : nous vous confirmons le jour et l’heure de dépôt dans la journée.',
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: 'Des clés de voiture posées sur le comptoir',
      },
    },
    features: {
      title: 'Nos services',
      intro: 'Un atelier équipé pour toutes les marques : voitures, utilitaires et motos.',
      items: [
        {
          title: 'Entretien et révision',
          text: 'Vidange, filtres, courroie de distribution : un entretien selon le carnet du constructeur, tampon à l’appui.',
        },
        {
          title: 'Freinage et pneus',
          text: 'Plaquettes, disques, pneus été ou hiver : montage, équilibrage et parallélisme le jour même.',
        },
        {
          title: 'Diagnostic électronique',
          text: 'Un voyant allumé ? Notre valise lit les codes défaut de toutes les marques et trouve la panne.',
        },
        {
          title: 'Carrosserie',
          text: 'Rayures, chocs, pare-brise : nous réparons et remettons à la teinte d’origine, en lien avec votre assurance.',
        },
      ],
      pictureAlts: [
        'Une vidange en cours sur le pont',
        'Un pneu neuf sur l’équilibreuse',
        'La valise de diagnostic branchée sous le volant',
        'Une aile de voiture remise à neuf',
      ],
    },
    pricing: {
      title: 'Nos forfaits',
      intro: 'Prix TTC pour une citadine, pièces et main-d’œuvre comprises.',
      plans: [
        {
          name: 'Vidange',
          price: euros('79'),
          period: 'huile et filtre compris',
          features: [
            'Huile adaptée au constructeur',
            'Filtre à huile neuf',
            'Contrôle des niveaux et des pneus',
          ],
          button: 'Prendre rendez-vous',
        },
        {
          name: 'Révision complète',
          price: euros('189'),
          period: 'selon le carnet d’entretien',
          features: [
            'Vidange et quatre filtres',
            'Contrôle de 40 points de sécurité',
            'Carnet tamponné, garantie préservée',
          ],
          button: 'Prendre rendez-vous',
        },
        {
          name: 'Pré-contrôle technique',
          price: euros('49'),
          period: 'avant votre passage au centre',
          features: [
            'Les points du contrôle vérifiés',
            'Devis des réparations éventuelles',
            'Conduite au centre sur demande',
          ],
          button: 'Réserver',
        },
      ],
      featured: 'Le plus demandé',
      listTitle: 'Autres interventions',
      listIntro: 'Les prix les plus demandés ; pour le reste, le devis est gratuit.',
      list: [
        {
          name: 'Plaquettes de frein avant',
          detail: 'Pièces et pose, contrôle des disques',
          price: euros('119'),
        },
        {
          name: 'Recharge de climatisation',
          detail: 'Contrôle d’étanchéité compris',
          price: euros('69'),
        },
        {
          name: 'Montage de quatre pneus',
          detail: 'Équilibrage et valves neuves, pneus en sus',
          price: euros('60'),
        },
        {
          name: 'Diagnostic électronique',
          detail: 'Lecture des codes défaut, déduit si réparation',
          price: euros('45'),
        },
      ],
      listNote: 'Un véhicule de prêt sur réservation, selon disponibilité.',
    },
    team: {
      title: 'L’équipe',
      intro: 'Des mécaniciens qualifiés, à jour des motorisations récentes, hybrides comprises.',
      people: [
        {
          sex: 'male',
          role: 'Gérant et mécanicien',
          bio: `Il a repris ${b.noun.this} en ${b.since} après quinze ans en concession.`,
        },
        {
          sex: 'female',
          role: 'Mécanicienne',
          bio: 'Spécialiste du diagnostic, elle vient à bout des pannes électroniques les plus tenaces.',
        },
        {
          sex: 'male',
          role: 'Carrossier',
          bio: 'Il redresse, ponce et remet à la teinte : après son passage, les chocs ne se voient plus.',
        },
        {
          sex: 'female',
          role: 'Responsable de l’accueil',
          bio: 'Elle planifie les rendez-vous, prépare les devis et vous rend vos clés en vous expliquant tout.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous confient leur véhicule',
      items: [
        {
          quote: quote(
            'Un devis respecté à l’euro près et une voiture rendue propre. Enfin un garage honnête !',
          ),
          detail: 'Révision complète',
        },
        {
          quote: quote(
            `Tombé en panne un lundi matin ${b.inCity}, reparti le soir même. Merci à toute l’équipe.`,
          ),
          detail: 'Réparation en urgence',
        },
        {
          quote: quote(
            'Ils ont pris le temps de m’expliquer ce qui devait être changé et ce qui pouvait attendre.',
          ),
          detail: 'Entretien d’une moto',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Ce que l’on nous demande le plus souvent à l’accueil.',
      items: [
        {
          question: 'Faire entretenir ma voiture chez vous annule-t-il la garantie ?',
          answer:
            'Non : un entretien conforme au carnet du constructeur, avec des pièces de qualité équivalente, préserve la garantie.',
        },
        {
          question: 'Travaillez-vous sur toutes les marques ?',
          answer: 'Oui : voitures françaises et étrangères, utilitaires légers et motos.',
        },
        {
          question: 'Proposez-vous un véhicule de prêt ?',
          answer:
            'Oui, sur réservation et selon disponibilité, pour les interventions de plus d’une journée.',
        },
        {
          question: 'Me prévenez-vous avant une réparation imprévue ?',
          answer: 'Toujours : aucune intervention hors devis n’est faite sans votre accord.',
        },
        {
          question: 'Combien de temps dure une révision ?',
          answer: `Prévoyez une demi-journée : déposez votre véhicule à ${h(8)}, il est prêt en début d’après-midi.`,
        },
        {
          question: 'Peut-on payer en plusieurs fois ?',
          answer: `Oui, en trois fois sans frais à partir de ${euros('300')} de réparation.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} de quartier ${b.inCity}, qui entretient les véhicules des mêmes familles d’année en année.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'au service des automobilistes' },
        { value: `1${thin}500`, label: 'véhicules entretenus par an' },
        { value: '40', label: 'points contrôlés à chaque révision' },
        { value: '4', label: 'ponts dans l’atelier' },
      ],
    },
    ctas: [
      {
        title: 'Votre révision approche ?',
        text: 'Prenez rendez-vous en ligne : nous vous confirmons le créneau dans la journée.',
        button: 'Prendre rendez-vous',
      },
      {
        title: 'Un bruit, un voyant allumé ?',
        text: 'Passez nous voir : le diagnostic est déduit de la facture si la réparation est faite chez nous.',
        button: 'Nous contacter',
      },
    ],
    contact: {
      title: 'Prendre rendez-vous',
      intro:
        'Dites-nous ce dont votre véhicule a besoin : nous confirmons le rendez-vous dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Véhicule', placeholder: 'Marque, modèle et année' },
        { label: 'Date souhaitée', placeholder: 'Mardi 12 au matin' },
        { label: 'Message', placeholder: 'Révision, freins, un bruit, un voyant allumé…' },
      ],
      button: 'Demander un rendez-vous',
      detailsTitle: 'Nous joindre',
      phoneNote: 'Aux heures d’ouverture de l’atelier.',
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Parking devant l’atelier pour déposer votre véhicule.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: `L’atelier ouvre à ${h(8)} : déposez votre véhicule en partant au travail.`,
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi au vendredi', time: `${span(h(8), h(12))}, ${span(h(14), h(18, 30))}` },
        { days: 'Samedi', time: span(h(8), h(12)) },
        { days: 'Dimanche', time: 'Fermé' },
        { days: 'Jours fériés', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: `Facile d’accès ${b.inCity}, avec un parking devant l’atelier.`,
      note: 'Une boîte à clés permet de déposer votre véhicule la veille au soir.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} toutes marques ${b.inCity} : entretien, réparation, pneus et carrosserie.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Lun. – ven. : ${span(h(8), h(18, 30))}\nSam. : ${span(h(8), h(12))}`,
        },
        { title: 'Services', lines: 'Entretien et révision\nFreins et pneus\nCarrosserie' },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Révision · Dépannage · Tous véhicules',
    headerButton: 'Réserver un créneau',
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Nos prix',
        title: 'Des tarifs transparents, pièces et main-d’œuvre incluses',
        text: 'Voici nos forfaits phares pour une citadine. Pour un autre véhicule, nous établissons un devis gratuit.',
        button: 'Réserver un créneau',
        secondary: 'Questions courantes',
      },
      'Rendez-vous': {
        eyebrow: 'Réservation',
        title: 'Choisissez votre passage à l’atelier',
        text: 'Précisez votre véhicule et ce qu’il lui faut : nous vous confirmons dans la journée le jour et l’heure du dépôt.',
        button: 'Appelez-nous',
        secondary: 'Venir à l’atelier',
      },
    },
    features: {
      title: 'Nos interventions',
      intro: 'Voitures, utilitaires et motos : notre atelier est outillé pour toutes les marques.',
      items: [
        {
          title: 'Révision et vidange',
          text: 'Vidange, filtres, courroie de distribution : nous suivons le carnet du constructeur et le tamponnons à chaque passage.',
        },
        {
          title: 'Freins et pneumatiques',
          text: 'Plaquettes, disques, pneus d’été ou d’hiver : montage, équilibrage et réglage du parallélisme dans la journée.',
        },
        {
          title: 'Recherche de panne',
          text: 'Un voyant s’allume ? Notre valise lit les codes défaut de toutes les marques et localise la panne.',
        },
        {
          title: 'Tôlerie et peinture',
          text: 'Rayures, chocs, pare-brise : nous réparons et repeignons à la teinte d’origine, en relation directe avec votre assurance.',
        },
      ],
    },
    pricing: {
      title: 'Forfaits et tarifs',
      intro: 'Tarifs TTC pour une petite citadine, pièces et main-d’œuvre incluses.',
      listTitle: 'Autres prestations',
      listIntro: 'Nos tarifs les plus courants ; pour tout le reste, devis gratuit.',
      listNote: 'Véhicule de prêt sur réservation, si disponible.',
    },
    testimonials: {
      title: 'Nos clients en parlent',
      items: [
        {
          quote: quote(
            'Le devis tenu au centime près, la voiture rendue nettoyée. Enfin un garage de confiance !',
          ),
        },
        {
          quote: quote(
            `En panne un lundi matin ${b.inCity}, de nouveau sur la route le soir. Bravo à toute l’équipe.`,
          ),
        },
        {
          quote: quote(
            'On m’a expliqué patiemment ce qu’il fallait remplacer tout de suite et ce qui pouvait attendre.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions que l’on nous pose le plus souvent à l’atelier.',
      items: [
        {
          answer:
            'Non : tant que l’entretien suit le carnet du constructeur, avec des pièces de qualité équivalente, la garantie reste valable.',
        },
        { answer: 'Oui : voitures françaises ou étrangères, petits utilitaires et motos.' },
        {
          answer:
            'Oui, sur réservation et dans la limite des disponibilités, quand l’intervention dure plus d’une journée.',
        },
        { answer: 'Toujours : rien n’est fait en dehors du devis sans votre feu vert.' },
        {
          answer: `Il faut une demi-journée : laissez votre véhicule à ${h(8)}, vous le récupérez en début d’après-midi.`,
        },
        {
          answer: `Oui : trois versements sans frais, pour toute réparation à partir de ${euros('300')}.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.a)} de proximité ${b.inCity} depuis ${b.since}, à qui les mêmes familles confient leurs véhicules année après année.`,
    },
    ctas: [
      {
        title: 'Bientôt l’heure de la révision ?',
        text: 'Réservez en ligne : le créneau vous est confirmé dans la journée.',
        button: 'Réserver un créneau',
      },
      {
        title: 'Un voyant, un bruit suspect ?',
        text: 'Venez nous voir : si la réparation est faite à l’atelier, le diagnostic est déduit de la facture.',
        button: 'Nous écrire',
      },
    ],
    contact: {
      title: 'Réserver un créneau',
      intro:
        'Expliquez-nous ce qu’il faut faire sur votre véhicule : le rendez-vous vous est confirmé dans la journée.',
      detailsTitle: 'Nous contacter',
      phoneNote: 'Pendant les heures d’ouverture.',
      emailNote: 'Nous répondons le jour même.',
      addressNote: 'Un parking devant l’atelier pour laisser votre véhicule.',
    },
    hours: {
      title: 'Venir à l’atelier',
      intro: `Ouverture à ${h(8)} : laissez votre véhicule sur le chemin du travail.`,
      access: `Un atelier simple d’accès ${b.inCity}, parking devant la porte.`,
      note: 'Grâce à la boîte à clés, vous pouvez laisser votre véhicule dès la veille au soir.',
    },
    footer: {
      text: `${capitalise(b.noun.your)} toutes marques ${b.inCity} pour l’entretien, les réparations, les pneus et la carrosserie.`,
    },
  }),
};
