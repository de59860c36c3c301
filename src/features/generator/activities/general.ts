import { capitalise, h, nb, quote } from '../../../content/grammar';
import type { Activity } from './types';

/**
 * The general site, for a description whose activity Toile does not know: what any small
 * business's site shows (what it offers, who it is, how to reach it), in words true of any.
 */
export const general: Activity = {
  id: 'general',
  label: 'Site général',
  noun: { word: 'entreprise', gender: 'f' },
  category: 'business',
  keywords: { strong: [], weak: [] },
  names: (city, ofCity) => [`Atelier ${ofCity}`, `Maison ${ofCity}`, `Studio ${city}`],
  pages: [
    { name: 'Accueil', sections: ['features', 'figures', 'testimonials', 'cta'] },
    { name: 'À propos', sections: ['team', 'faq'] },
    { name: 'Contact', sections: ['contact', 'hours'] },
  ],
  required: ['features', 'contact'],
  texts: (b) => ({
    tagline: `Votre partenaire ${b.inCity}`,
    headerButton: 'Nous contacter',
    heroes: [
      {
        eyebrow: `${b.name}, ${b.inCity}`,
        title: `Bienvenue chez ${b.name}`,
        text: `Une équipe ${b.inCity} qui prend le temps de vous écouter et de vous répondre, avant, pendant et après votre demande.`,
        button: 'Nous contacter',
        secondary: 'Ce que nous proposons',
        pictureAlt: `L’accueil ${b.ofName}`,
      },
      {
        eyebrow: `Depuis ${b.since} ${b.inCity}`,
        title: 'Un savoir-faire local, un service attentif',
        text: `Nous accompagnons nos clients ${b.ofCity} et des environs avec le même soin, quelle que soit leur demande.`,
        button: 'Prendre contact',
        secondary: 'Qui sommes-nous ?',
        pictureAlt: `L’équipe ${b.ofName} au travail`,
      },
      {
        eyebrow: b.name,
        title: `Parlons de votre projet ${b.inCity}`,
        text: 'Dites-nous ce dont vous avez besoin : nous vous répondons vite, clairement et sans engagement.',
        button: 'Écrire un message',
        secondary: 'Nos atouts',
        pictureAlt: `Les locaux ${b.ofName}`,
      },
    ],
    pageHeroes: {
      'À propos': {
        eyebrow: 'À propos',
        title: `${b.name}, une équipe ${b.inCity}`,
        text: `Depuis ${b.since}, nous avons grandi avec nos clients, en gardant la même façon de travailler : simplement et sérieusement.`,
        button: 'Nous contacter',
        secondary: 'Questions fréquentes',
        pictureAlt: `L’équipe ${b.ofName}`,
      },
      Contact: {
        eyebrow: 'Contact',
        title: 'Écrivez-nous, nous vous répondons vite',
        text: 'Une question, une demande de devis ou de rendez-vous : laissez-nous un message.',
        button: 'Écrire un message',
        secondary: 'Horaires',
        pictureAlt: `L’entrée ${b.ofName}`,
      },
    },
    features: {
      title: 'Ce que nous vous proposons',
      intro: `${capitalise(b.noun.a)} à taille humaine, proche de ses clients.`,
      items: [
        {
          title: 'Une écoute attentive',
          text: 'Nous commençons toujours par comprendre votre besoin, sans jargon ni précipitation.',
        },
        {
          title: 'Des réponses rapides',
          text: 'Un message reçoit sa réponse dans la journée ouvrée, un devis sous quarante-huit heures.',
        },
        {
          title: 'Un interlocuteur unique',
          text: 'La même personne suit votre demande du premier échange jusqu’au bout.',
        },
        {
          title: 'Un ancrage local',
          text: `Nous travaillons ${b.inCity} et dans les communes voisines, avec des partenaires de la région.`,
        },
      ],
      pictureAlts: [
        'Un échange autour d’une table',
        'Un message reçu',
        'Une poignée de main',
        `Une rue ${b.ofCity}`,
      ],
    },
    team: {
      title: 'L’équipe',
      intro: 'Quatre personnes que vous retrouverez à chaque étape.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice',
          bio: `Elle a créé ${b.name} en ${b.since} et suit chaque nouveau client.`,
        },
        {
          sex: 'male',
          role: 'Responsable clientèle',
          bio: 'Il répond à vos questions et organise les rendez-vous.',
        },
        {
          sex: 'female',
          role: 'Chargée de projets',
          bio: 'Elle coordonne les demandes et veille au respect des délais.',
        },
        {
          sex: 'male',
          role: 'Assistant',
          bio: 'Il prépare les dossiers et vous tient informé de leur avancée.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous ont fait confiance',
      items: [
        {
          quote: quote('Une équipe à l’écoute, des réponses claires et rapides. Je recommande.'),
          detail: 'Client depuis trois ans',
        },
        {
          quote: quote(
            'Un vrai suivi du début à la fin, et toujours la même personne au téléphone.',
          ),
          detail: `Cliente ${b.ofCity}`,
        },
        {
          quote: quote('Sérieux, ponctuels et agréables : exactement ce que nous cherchions.'),
          detail: 'Client professionnel',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Ce que l’on nous demande le plus souvent.',
      items: [
        {
          question: 'Comment vous contacter ?',
          answer:
            'Par le formulaire du site, par téléphone ou par e-mail : nous répondons dans la journée ouvrée.',
        },
        {
          question: 'Intervenez-vous hors de votre ville ?',
          answer: `Oui, ${b.inCity} et dans les communes voisines ; au-delà, demandez-nous.`,
        },
        { question: 'Vos devis sont-ils gratuits ?', answer: 'Oui, et sans engagement.' },
        {
          question: 'Quels moyens de paiement acceptez-vous ?',
          answer: 'Carte bancaire, virement et chèque.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, au service de nos clients ${b.ofCity} et des environs.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'd’expérience' },
        { value: '4', label: 'personnes dans l’équipe' },
        { value: '24\u00a0h', label: 'pour vous répondre' },
        { value: '100\u00a0%', label: 'de devis gratuits' },
      ],
    },
    ctas: [
      {
        title: 'Un projet, une question ?',
        text: 'Écrivez-nous : nous vous répondons dans la journée.',
        button: 'Nous contacter',
      },
      {
        title: 'Parlons-en de vive voix',
        text: 'Appelez-nous ou passez nous voir, aux heures d’ouverture.',
        button: 'Nos horaires',
      },
    ],
    contact: {
      title: 'Nous écrire',
      intro: 'Laissez-nous votre message : nous vous répondons dans la journée ouvrée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'vous@exemple.fr' },
        { label: 'Message', placeholder: 'Votre message…' },
      ],
      button: 'Envoyer',
      detailsTitle: 'Nos coordonnées',
      phoneNote: `Du lundi au vendredi, de ${h(9)} à ${h(18)}.`,
      emailNote: 'Réponse dans la journée ouvrée.',
      addressNote: 'Sur rendez-vous de préférence.',
    },
    hours: {
      title: 'Horaires',
      intro: 'Nous vous accueillons en semaine, et le samedi matin.',
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi au vendredi', time: `${h(9)} – ${h(18)}` },
        { days: 'Samedi', time: `${h(9)} – ${h(12)}` },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: `Au centre ${b.ofCity}, accessible en transports en commun.`,
      note: 'Sur rendez-vous en dehors de ces horaires.',
    },
    footer: {
      text: `${b.name}, ${b.inCity}. Au service de nos clients depuis ${b.since}.`,
      columns: [
        { title: 'Horaires', lines: `Lun. – ven. : ${h(9)} – ${h(18)}\nSam. : ${h(9)} – ${h(12)}` },
        { title: 'Zone', lines: `${b.city} et environs` },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: `À votre service ${b.inCity}`,
    headerButton: 'Nous écrire',
    pageHeroes: {
      'À propos': {
        eyebrow: 'Qui sommes-nous',
        title: `L’équipe ${b.ofName}, ${b.inCity}`,
        text: `Nous grandissons avec nos clients depuis ${b.since}, sans changer notre manière de travailler : avec simplicité et sérieux.`,
        button: 'Nous écrire',
        secondary: 'Questions courantes',
      },
      Contact: {
        eyebrow: 'Nous écrire',
        title: 'Un message, et nous revenons vite vers vous',
        text: 'Pour une question, un devis ou un rendez-vous, il suffit de nous laisser un message.',
        button: 'Nous écrire',
      },
    },
    features: {
      title: 'Pourquoi nous choisir',
      intro: `${capitalise(b.noun.a)} à échelle humaine, au plus près de ses clients.`,
      items: [
        {
          title: 'Prendre le temps d’écouter',
          text: 'Avant tout, nous cherchons à bien saisir ce dont vous avez besoin, sans jargon et sans hâte.',
        },
        {
          title: 'Une réponse sans attendre',
          text: 'Une réponse à votre message dans la journée ouvrée, et un devis en quarante-huit heures.',
        },
        {
          title: 'Une seule personne dédiée',
          text: 'Du premier échange à la fin, la même personne suit votre demande.',
        },
        {
          title: 'Des racines locales',
          text: `Nous intervenons ${b.inCity} et aux alentours, entourés de partenaires de la région.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Au service des clients ${b.ofCity} et de ses environs depuis ${b.since}.`,
    },
    testimonials: {
      title: 'Ce que disent nos clients',
      items: [
        {
          quote: quote(
            'Des gens attentifs, qui répondent vite et clairement. Je vous les conseille.',
          ),
        },
        {
          quote: quote(
            'Suivi du début à la fin, et toujours le même interlocuteur quand j’appelle.',
          ),
        },
        {
          quote: quote('Fiables, à l’heure et agréables : tout ce que nous attendions.'),
        },
      ],
    },
    team: {
      title: 'Notre équipe',
      intro: 'Quatre visages qui vous accompagnent d’un bout à l’autre.',
      people: [
        {
          bio: `Elle a fondé ${b.name} en ${b.since} et accompagne elle-même chaque nouveau client.`,
        },
        { bio: 'Il organise les rendez-vous et répond à toutes vos questions.' },
        { bio: 'Elle coordonne les demandes et s’assure que les délais sont tenus.' },
        { bio: 'Il monte les dossiers et vous informe de leur progression.' },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions qui reviennent le plus.',
      items: [
        {
          answer:
            'Via le formulaire du site, par téléphone ou par e-mail : vous avez une réponse dans la journée ouvrée.',
        },
        {
          answer: `Oui : ${b.inCity} et dans les communes alentour ; plus loin, posez-nous la question.`,
        },
        { answer: 'Toujours, sans engagement.' },
        { answer: 'Chèque, virement ou carte bancaire.' },
      ],
    },
    ctas: [
      {
        title: 'Une question ou un projet ?',
        text: 'Envoyez-nous un message : réponse dans la journée.',
        button: 'Nous écrire',
      },
      {
        title: 'Vous préférez en parler ?',
        text: 'Passez nous voir ou téléphonez-nous pendant nos heures d’ouverture.',
        button: 'Horaires',
      },
    ],
    contact: {
      title: 'Envoyer un message',
      intro: 'Écrivez-nous ici : vous recevez une réponse dans la journée ouvrée.',
      detailsTitle: 'Nous joindre',
      phoneNote: `En semaine, de ${h(9)} à ${h(18)}.`,
      emailNote: 'Nous répondons dans la journée ouvrée.',
      addressNote: 'De préférence sur rendez-vous.',
    },
    hours: {
      title: 'Nos horaires',
      intro: 'Accueil du lundi au vendredi, ainsi que le samedi matin.',
      access: `Dans le centre ${b.ofCity}, tout près des transports en commun.`,
      note: 'En dehors de ces heures, sur rendez-vous.',
    },
    footer: {
      text: `Depuis ${b.since}, ${b.name} est au service de ses clients ${b.inCity}.`,
    },
  }),
};
