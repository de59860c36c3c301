import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

/** A hairdresser or a barber: prices of the services, the team, the hours, an appointment form. */
export const coiffeur: Activity = {
  id: 'coiffeur',
  label: 'Coiffeur et barbier',
  noun: { word: 'salon', gender: 'm' },
  category: 'portfolio',
  keywords: {
    strong: [
      'coiffeur',
      'coiffeuse',
      'coiffure',
      'salon de coiffure',
      'coiffeur visagiste',
      'coloriste',
      'barbier',
      'barber',
      'barbershop',
    ],
    weak: [
      'coupe',
      'coloration',
      'brushing',
      'balayage',
      'mèches',
      'barbe',
      'rasage',
      'cheveux',
      'shampooing',
      'lissage',
      'permanente',
      'chignon',
      'tondeuse',
      'ciseaux',
    ],
  },
  names: (city, ofCity) => [
    `Côté Coiffure ${city}`,
    `Le Peigne ${ofCity}`,
    `Le Miroir ${ofCity}`,
    `Boucles ${city}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'team', 'testimonials', 'cta'] },
    { name: 'Tarifs', sections: ['pricing', 'gallery', 'faq'] },
    { name: 'Rendez-vous', sections: ['contact', 'hours'] },
  ],
  required: ['pricing', 'team', 'hours', 'contact'],
  texts: (b) => ({
    tagline: 'Coupe · Couleur · Barbe',
    headerButton: 'Prendre rendez-vous',
    heroes: [
      {
        eyebrow: `${capitalise(b.noun.a)} de coiffure ${b.inCity}`,
        title: 'Une coupe qui vous ressemble, et qui tient',
        text: `Femmes, hommes et enfants : ${b.noun.our} vous reçoit ${b.inCity}, avec ou sans rendez-vous, pour une coupe, une couleur ou une barbe.`,
        button: 'Prendre rendez-vous',
        secondary: 'Voir les tarifs',
        pictureAlt: `${capitalise(b.noun.the)} ${b.ofName}, ses fauteuils et ses miroirs`,
      },
      {
        eyebrow: 'Coupe, couleur et barbe',
        title: 'Des conseils avant les ciseaux',
        text: 'Chaque rendez-vous commence par un diagnostic : nature du cheveu, forme du visage, temps que vous voulez y consacrer le matin. Ensuite seulement, on coupe.',
        button: 'Prendre rendez-vous',
        secondary: 'Nos prestations',
        pictureAlt: 'Une coiffeuse conseille une cliente devant le miroir',
      },
      {
        eyebrow: `Depuis ${b.since} ${b.inCity}`,
        title: `${b.name}, ${b.noun.a} où l’on prend son temps`,
        text: 'Un accueil chaleureux, des colorations respectueuses du cheveu et une équipe qui écoute avant de proposer.',
        button: 'Réserver en ligne',
        secondary: 'Horaires et accès',
        pictureAlt: 'Un barbier taille une barbe au rasoir',
      },
    ],
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Tarifs',
        title: 'Nos prestations et leurs prix',
        text: 'Shampooing et coiffage compris dans chaque coupe. Pour une couleur ou un balayage, le prix exact vous est donné après le diagnostic.',
        button: 'Prendre rendez-vous',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Les produits de coiffage sur l’étagère',
      },
      'Rendez-vous': {
        eyebrow: 'Rendez-vous',
        title: `Prenez rendez-vous ${b.atName}`,
        text: 'Choisissez la prestation et le moment qui vous arrangent : nous confirmons votre rendez-vous dans la journée.',
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: `L’entrée ${b.noun.of}`,
      },
    },
    features: {
      title: 'Nos prestations',
      intro: 'Pour les femmes, les hommes et les enfants, avec ou sans rendez-vous.',
      items: [
        {
          title: 'Coupe et coiffage',
          text: 'Une coupe adaptée à votre visage et à votre quotidien, finie au séchoir ou au fer.',
        },
        {
          title: 'Couleur et balayage',
          text: 'Colorations sans ammoniaque, balayages et mèches, pour un résultat naturel ou franc.',
        },
        {
          title: 'Barbe et rasage',
          text: 'Taille, contours au rasoir et serviette chaude, comme chez le barbier d’autrefois.',
        },
        {
          title: 'Chignons et coiffures de fête',
          text: `Un essai avant le grand jour, puis la coiffure le matin même, ${b.noun.to} ou chez vous.`,
        },
      ],
      pictureAlts: [
        'Une coupe courte aux ciseaux',
        'Un balayage blond lumineux',
        'Une barbe taillée au rasoir',
        'Un chignon bas et structuré',
      ],
    },
    gallery: {
      title: 'Nos coupes en images',
      intro: `Coupes, couleurs et barbes réalisées ${b.noun.to}, au fil des saisons.`,
      pictureAlts: [
        'Un carré court au brushing lisse',
        'Un balayage blond lumineux',
        'Une barbe taillée au rasoir',
        'Un chignon de fête',
        'Une coupe courte dégradée',
        `${capitalise(b.noun.the)} et ses fauteuils`,
      ],
    },
    pricing: {
      title: 'Nos tarifs',
      intro: 'Shampooing et coiffage compris, sans supplément caché.',
      plans: [
        {
          name: 'Coupe homme',
          price: euros('24'),
          period: 'shampooing et coiffage compris',
          features: [
            'Diagnostic et conseils',
            'Coupe aux ciseaux ou à la tondeuse',
            'Finitions au rasoir',
          ],
          button: 'Réserver',
        },
        {
          name: 'Coupe femme',
          price: euros('42'),
          period: 'shampooing et brushing compris',
          features: ['Diagnostic et conseils', 'Coupe sur mesure', 'Brushing ou coiffage naturel'],
          button: 'Réserver',
        },
        {
          name: 'Couleur et coupe',
          price: euros('85'),
          period: 'selon la longueur des cheveux',
          features: [
            'Coloration sans ammoniaque',
            'Coupe et brushing',
            'Conseils d’entretien à la maison',
          ],
          button: 'Réserver',
        },
      ],
      featured: 'La plus demandée',
      listTitle: 'Autres prestations',
      listIntro: `Les autres prestations ${b.noun.of}.`,
      list: [
        {
          name: 'Taille de barbe',
          detail: 'Contours au rasoir et serviette chaude',
          price: euros('18'),
        },
        {
          name: 'Coupe enfant',
          detail: `Jusqu’à 12${nb}ans, shampooing compris`,
          price: euros('16'),
        },
        {
          name: 'Balayage ou mèches',
          detail: 'Selon la longueur, patine comprise',
          price: euros('70'),
        },
        {
          name: 'Chignon',
          detail: 'Pour une occasion, essai compris',
          price: euros('55'),
        },
      ],
      listNote: `Tarif étudiant : 15${nb}% de remise sur les coupes, du mardi au jeudi.`,
    },
    team: {
      title: 'L’équipe',
      intro: 'Des coiffeurs passionnés, à l’affût des nouvelles techniques de coupe et de couleur.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice et coloriste',
          bio: `Elle a ouvert ${b.noun.this} en ${b.since} ; la couleur est sa spécialité, du blond polaire au châtain naturel.`,
        },
        {
          sex: 'male',
          role: 'Barbier',
          bio: 'Il taille les barbes au rasoir et signe les coupes courtes les plus nettes du quartier.',
        },
        {
          sex: 'female',
          role: 'Coiffeuse',
          bio: 'Elle adore les coupes courtes et les chignons de fête, et prend le temps de conseiller chacun.',
        },
        {
          sex: 'male',
          role: 'Apprenti coiffeur',
          bio: 'En brevet professionnel, il s’occupe des shampooings et apprend chaque jour aux côtés de l’équipe.',
        },
      ],
    },
    testimonials: {
      title: 'Ils en parlent',
      items: [
        {
          quote: quote(
            'Enfin une coiffeuse qui écoute ! Ma coupe est exactement celle que j’espérais, et facile à coiffer le matin.',
          ),
          detail: 'Cliente depuis trois ans',
        },
        {
          quote: quote(
            `Le meilleur barbier ${b.ofCity} : rasage impeccable et serviette chaude, je ne vais plus ailleurs.`,
          ),
          detail: 'Client, coupe et barbe',
        },
        {
          quote: quote(
            'Mon balayage est lumineux et naturel, tout le monde me demande où je suis allée.',
          ),
          detail: 'Cliente, couleur et balayage',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant votre rendez-vous, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Faut-il prendre rendez-vous ?',
          answer:
            'C’est conseillé, surtout le samedi. En semaine, nous prenons aussi sans rendez-vous selon les places.',
        },
        {
          question: 'Combien de temps dure une couleur ?',
          answer: `Comptez entre ${h(1, 30)} et ${h(2)} avec la coupe, selon la longueur et la technique.`,
        },
        {
          question: 'Coiffez-vous les enfants ?',
          answer: `Oui, dès 3${nb}ans, avec un tarif enfant jusqu’à 12${nb}ans.`,
        },
        {
          question: 'Vos colorations sont-elles sans ammoniaque ?',
          answer: 'Oui, et nous proposons des colorations végétales pour les cheveux sensibles.',
        },
        {
          question: 'Pouvez-vous me coiffer pour une cérémonie ?',
          answer: `Oui, avec un essai quelques semaines avant, puis la coiffure le jour J ${b.noun.to} ou chez vous.`,
        },
        {
          question: 'Quels moyens de paiement acceptez-vous ?',
          answer: `Carte bancaire, espèces et chèques cadeaux ${b.noun.of}.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} de quartier ${b.inCity}, fidèle à ses habitués.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de coupes et de couleurs' },
        { value: '4', label: 'coiffeurs passionnés' },
        { value: '6', label: 'fauteuils de coiffage' },
        { value: `1${thin}200`, label: 'clients fidèles' },
      ],
    },
    ctas: [
      {
        title: 'Envie de changement ?',
        text: 'Réservez votre coupe en ligne en une minute, ou passez nous voir.',
        button: 'Prendre rendez-vous',
      },
      {
        title: 'Une cérémonie en vue ?',
        text: 'Chignon, coiffure de fête ou barbe soignée : réservez un essai quelques semaines avant.',
        button: 'Réserver un essai',
      },
    ],
    contact: {
      title: 'Prendre rendez-vous',
      intro:
        'Dites-nous ce qui vous ferait plaisir : nous confirmons votre rendez-vous dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Prestation', placeholder: 'Coupe, couleur, barbe…' },
        { label: 'Date et heure souhaitées', placeholder: `Samedi à ${h(10)}` },
        { label: 'Message', placeholder: 'Une envie particulière, un coiffeur préféré…' },
      ],
      button: 'Envoyer la demande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Aux heures d’ouverture ${b.noun.of}.`,
      emailNote: 'Réponse dans la journée.',
      addressNote: 'Accessible en fauteuil roulant, stationnement dans la rue.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Avec ou sans rendez-vous, du mardi au samedi, et le jeudi en nocturne.',
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Dimanche et lundi', time: 'Fermé' },
        { days: 'Mardi, mercredi, vendredi', time: span(h(9), h(19)) },
        { days: 'Jeudi', time: span(h(9), h(21)) },
        { days: 'Samedi', time: span(h(8, 30), h(18)) },
      ],
      addressTitle: 'Nous trouver',
      access: `Au cœur ${b.ofCity}, à deux pas des commerces et des transports.`,
      note: `Nocturne le jeudi jusqu’à ${h(21)}, sur rendez-vous.`,
    },
    footer: {
      text: `${capitalise(b.noun.a)} de coiffure ${b.inCity} : coupe, couleur et barbe, pour les femmes, les hommes et les enfants.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Mar. – ven. : ${span(h(9), h(19))}\nJeu. : jusqu’à ${h(21)}\nSam. : ${span(h(8, 30), h(18))}`,
        },
        {
          title: 'Rendez-vous',
          lines: 'En ligne ou par téléphone\nSans rendez-vous selon les places',
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Coupes, couleurs et barbes',
    headerButton: 'Réserver un créneau',
    pageHeroes: {
      Tarifs: {
        eyebrow: 'Les prix',
        title: 'Toutes nos prestations, tous nos prix',
        text: 'Chaque coupe inclut shampooing et coiffage. Couleur ou balayage : le prix précis vous est annoncé une fois le diagnostic fait.',
        button: 'Réserver un créneau',
        secondary: 'Questions courantes',
      },
      'Rendez-vous': {
        eyebrow: 'Réservation',
        title: `Réservez votre place ${b.atName}`,
        text: 'Indiquez la prestation et l’horaire qui vous conviennent : la confirmation vous parvient dans la journée.',
        button: 'Appelez-nous',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: 'Ce que nous faisons',
      intro: 'Femmes, hommes ou enfants, que vous ayez réservé ou non.',
      items: [
        {
          title: 'Coupe et mise en forme',
          text: 'Une coupe pensée pour votre visage et votre vie de tous les jours, terminée au séchoir ou au fer.',
        },
        {
          title: 'Coloration et mèches',
          text: 'Couleurs sans ammoniaque, mèches et balayages, pour un effet discret ou affirmé.',
        },
        {
          title: 'Barbe soignée',
          text: 'Taille, contours nets au rasoir et serviette chaude, à la manière des barbiers d’antan.',
        },
        {
          title: 'Coiffures pour les grands jours',
          text: `Un premier essai en amont, puis la coiffure le matin de la cérémonie, chez vous ou ${b.noun.to}.`,
        },
      ],
    },
    gallery: {
      title: 'Quelques réalisations',
      intro: `Au fil des saisons, des coupes, couleurs et barbes faites ${b.noun.to}.`,
    },
    pricing: {
      title: 'Nos prix',
      intro: 'Aucun supplément caché : shampooing et coiffage sont inclus.',
      featured: 'La plus choisie',
      listTitle: 'Prestations en plus',
      listIntro: `Tout ce que ${b.noun.the} propose en plus.`,
      listNote: `Étudiants : 15${nb}% de moins sur les coupes, du mardi au jeudi.`,
    },
    team: {
      title: 'Notre équipe',
      intro:
        'Une équipe passionnée, qui suit de près les dernières techniques de coupe et de couleur.',
      people: [
        {
          bio: `Elle a créé ${b.noun.this} en ${b.since} et excelle en couleur, du châtain naturel au blond polaire.`,
        },
        {
          bio: 'Rasoir en main, il sculpte les barbes et réalise les coupes courtes les plus précises du quartier.',
        },
        {
          bio: 'Passionnée de coupes courtes et de chignons, elle prend toujours le temps de bien conseiller.',
        },
        {
          bio: 'Il prépare son brevet professionnel, fait les shampooings et progresse chaque jour avec l’équipe.',
        },
      ],
    },
    testimonials: {
      title: 'Leurs avis',
      items: [
        {
          quote: quote(
            'Une coiffeuse qui écoute, enfin ! J’ai la coupe dont je rêvais, et elle se coiffe en deux minutes le matin.',
          ),
        },
        {
          quote: quote(
            `Rasage parfait et serviette chaude : pour moi, c’est le meilleur barbier ${b.ofCity}, je n’irai plus ailleurs.`,
          ),
        },
        {
          quote: quote(
            'Un balayage naturel et plein de lumière : on me demande sans arrêt où je l’ai fait.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Ce que l’on nous demande le plus souvent avant un rendez-vous.',
      items: [
        {
          answer:
            'Mieux vaut réserver, le samedi surtout. En semaine, nous vous recevons aussi sans rendez-vous s’il y a de la place.',
        },
        {
          answer: `Entre ${h(1, 30)} et ${h(2)}, coupe comprise, suivant la longueur et la technique choisie.`,
        },
        { answer: `Bien sûr, à partir de 3${nb}ans, et à prix enfant jusqu’à 12${nb}ans.` },
        {
          answer: 'Oui, et les cheveux sensibles peuvent aussi choisir une coloration végétale.',
        },
        {
          answer: `Bien sûr : un essai quelques semaines plus tôt, puis la coiffure le jour J, chez vous ou ${b.noun.to}.`,
        },
        { answer: 'Nous prenons la carte, les espèces et nos chèques cadeaux.' },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Depuis ${b.since} ${b.inCity}, ${b.noun.a} de proximité que ses habitués retrouvent.`,
    },
    ctas: [
      {
        title: 'Besoin de nouveauté ?',
        text: 'Une minute suffit pour réserver en ligne, sinon passez directement.',
        button: 'Réserver un créneau',
      },
      {
        title: 'Un grand jour approche ?',
        text: 'Pour un chignon, une coiffure habillée ou une barbe nette, prévoyez un essai quelques semaines avant.',
        button: 'Prévoir un essai',
      },
    ],
    contact: {
      title: 'Réserver un créneau',
      intro: 'Indiquez-nous votre envie : votre rendez-vous est confirmé dans la journée.',
      detailsTitle: 'Nous contacter',
      phoneNote: `Quand ${b.noun.the} est ouvert.`,
      emailNote: 'Nous répondons le jour même.',
      addressNote: 'Accès en fauteuil roulant, places de stationnement dans la rue.',
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'Du mardi au samedi, réservé ou non, avec une nocturne le jeudi.',
      access: `En plein centre ${b.ofCity}, tout près des commerces et des transports.`,
      note: `Le jeudi, rendez-vous possibles jusqu’à ${h(21)}.`,
    },
    footer: {
      text: `Coupe, couleur et barbe ${b.inCity} : ${b.noun.our} de coiffure reçoit femmes, hommes et enfants.`,
    },
  }),
};
