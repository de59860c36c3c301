import { capitalise, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/**
 * A health practice (physiotherapist, osteopath, dentist, doctor, psychologist, midwife, nurse…):
 * its care, its practitioners, its hours, practical answers (reimbursement) and an appointment
 * form. The texts fit every one of these professions: « les praticiens », « les soins ».
 */
export const sante: Activity = {
  id: 'sante',
  label: 'Cabinet de santé',
  noun: { word: 'cabinet', gender: 'm' },
  category: 'medical',
  keywords: {
    strong: [
      'cabinet médical',
      'cabinet paramédical',
      'maison de santé',
      'centre de santé',
      'kinésithérapeute',
      'kinésithérapie',
      'kiné',
      'masseur-kinésithérapeute',
      'ostéopathe',
      'ostéo',
      'ostéopathie',
      'dentiste',
      'chirurgien-dentiste',
      'cabinet dentaire',
      'orthodontiste',
      'médecin généraliste',
      'médecin',
      'psychologue',
      'psy',
      'psychothérapeute',
      'sage-femme',
      'infirmier',
      'infirmière',
      'cabinet infirmier',
      'orthophoniste',
      'podologue',
      'diététicien',
      'diététicienne',
    ],
    weak: [
      'santé',
      'patient',
      'patients',
      'patientèle',
      'soins',
      'consultation',
      'rendez-vous',
      'rééducation',
      'ordonnance',
      'mutuelle',
      'carte vitale',
      'conventionné',
      'praticien',
      'praticienne',
      'téléconsultation',
      'douleur',
    ],
  },
  names: (city, ofCity) => [
    `Pôle Santé ${city}`,
    `Espace Santé ${city}`,
    `Santé ${city} Centre`,
    `Le Cabinet ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'team', 'hours', 'cta'] },
    { name: 'Infos pratiques', sections: ['faq', 'figures', 'gallery'] },
    { name: 'Rendez-vous', sections: ['contact', 'hours'] },
  ],
  required: ['features', 'team', 'hours', 'contact', 'faq'],
  texts: (b) => ({
    tagline: 'Consultations et soins sur rendez-vous',
    headerButton: 'Prendre rendez-vous',
    heroes: [
      {
        eyebrow: `${capitalise(b.noun.a)} ${b.inCity} depuis ${b.since}`,
        title: 'Des soins attentifs, sur rendez-vous, près de chez vous',
        text: `Les praticiens ${b.ofName} vous reçoivent du lundi au samedi, prennent le temps de vous écouter et vous expliquent chaque étape.`,
        button: 'Prendre rendez-vous',
        secondary: 'Horaires et accès',
        pictureAlt: `L’entrée ${b.ofName}, lumineuse et de plain-pied`,
      },
      {
        eyebrow: 'Soins et consultations',
        title: 'Une équipe de praticiens à votre écoute',
        text: `Prévention, suivi au long cours ou besoin plus urgent : ${b.noun.our} vous accompagne à chaque étape, en lien avec les autres professionnels qui vous suivent.`,
        button: 'Prendre rendez-vous',
        secondary: 'Découvrir les soins',
        pictureAlt: 'Une praticienne reçoit une patiente en consultation',
      },
      {
        eyebrow: `Sur rendez-vous ${b.inCity}`,
        title: `${b.name}, ${b.noun.a} à taille humaine`,
        text: 'Des créneaux chaque jour, des rendez-vous en fin de journée et le samedi matin, un accès de plain-pied : venir doit rester simple.',
        button: 'Prendre rendez-vous',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Le bureau de consultation, clair et calme',
      },
    ],
    pageHeroes: {
      'Infos pratiques': {
        eyebrow: 'Infos pratiques',
        title: 'Tout savoir avant votre rendez-vous',
        text: 'Documents à apporter, remboursement, délais, accès : les réponses aux questions que vous nous posez le plus souvent.',
        button: 'Prendre rendez-vous',
        secondary: 'Nous contacter',
        pictureAlt: `Le comptoir d’accueil ${b.noun.of}`,
      },
      'Rendez-vous': {
        eyebrow: 'Rendez-vous',
        title: `Prendre rendez-vous ${b.atName}`,
        text: 'Indiquez le motif et vos disponibilités : le secrétariat vous propose un créneau dans les meilleurs délais. En cas d’urgence vitale, appelez le 15.',
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: `L’entrée ${b.noun.of}, de plain-pied`,
      },
    },
    features: {
      title: 'Soins et consultations',
      intro:
        'Chaque praticien vous reçoit dans son domaine, avec le même souci d’écoute et de clarté.',
      items: [
        {
          title: 'Consultations',
          text: 'Un temps d’écoute, un examen attentif et des explications claires sur les soins proposés.',
        },
        {
          title: 'Suivi au long cours',
          text: 'Un dossier tenu à jour et, autant que possible, le même praticien d’un rendez-vous à l’autre.',
        },
        {
          title: 'Prévention et conseils',
          text: 'Des conseils concrets pour prendre soin de vous entre deux rendez-vous, et éviter les rechutes.',
        },
        {
          title: 'Coordination des soins',
          text: 'Avec votre accord, nous échangeons avec les autres professionnels de santé qui vous suivent.',
        },
      ],
      pictureAlts: [
        'Un praticien en consultation',
        'Le dossier de suivi à l’écran',
        'Une praticienne donne des conseils',
        'Deux praticiens échangent sur un dossier',
      ],
    },
    gallery: {
      title: `${capitalise(b.noun.the)} en images`,
      intro: 'Des lieux calmes, lumineux et accessibles, pensés pour vous accueillir.',
      pictureAlts: [
        'L’accueil et le secrétariat',
        'L’espace d’attente, clair et calme',
        'Un bureau de consultation',
        'Le matériel, désinfecté après chaque rendez-vous',
        'L’entrée de plain-pied',
        'L’équipe réunie',
      ],
    },
    team: {
      title: 'Les praticiens',
      intro: `Une équipe qui travaille ensemble ${b.inCity} depuis ${b.since}.`,
      people: [
        {
          sex: 'female',
          role: 'Praticienne fondatrice',
          bio: `Elle a ouvert ${b.noun.this} en ${b.since}, après dix ans d’exercice à l’hôpital.`,
        },
        {
          sex: 'male',
          role: 'Praticien associé',
          bio: 'Il consulte en fin de journée et le samedi matin, et suit plus particulièrement les enfants et les adolescents.',
        },
        {
          sex: 'female',
          role: 'Praticienne',
          bio: 'Elle a rejoint l’équipe il y a trois ans et s’occupe notamment du suivi des personnes âgées.',
        },
        {
          sex: 'female',
          role: 'Secrétaire médicale',
          bio: 'Elle organise les rendez-vous, répond à vos questions et vous accueille à votre arrivée.',
        },
      ],
    },
    testimonials: {
      title: 'Ce que disent les patients',
      items: [
        {
          quote: quote(
            'Une écoute rare et des explications claires. Je me suis senti en confiance dès le premier rendez-vous.',
          ),
          detail: 'Suivi depuis deux ans',
        },
        {
          quote: quote(
            'Un rendez-vous obtenu dans la semaine, une équipe calme et ponctuelle : cela change tout.',
          ),
          detail: 'Première consultation',
        },
        {
          quote: quote('Toute la famille y est suivie, des enfants aux grands-parents.'),
          detail: 'Patiente depuis l’ouverture',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Remboursement, documents, délais : l’essentiel avant votre rendez-vous.',
      items: [
        {
          question: 'Les soins sont-ils remboursés ?',
          answer:
            'Les actes des praticiens conventionnés sont pris en charge par l’Assurance maladie, et votre mutuelle complète le reste. Chaque praticien vous indique sa situation à la prise de rendez-vous.',
        },
        {
          question: 'Pratiquez-vous le tiers payant ?',
          answer:
            'Oui, sur la part de l’Assurance maladie, et avec la plupart des mutuelles : pensez à apporter votre attestation.',
        },
        {
          question: 'Que faut-il apporter ?',
          answer:
            'Votre carte Vitale, votre attestation de mutuelle et, si vous en avez, vos ordonnances et examens récents.',
        },
        {
          question: 'Quels sont les délais de rendez-vous ?',
          answer:
            'En général moins d’une semaine, et des créneaux sont gardés chaque jour pour les demandes urgentes.',
        },
        {
          question: 'Comment annuler un rendez-vous ?',
          answer: `Prévenez le secrétariat au moins 24${nb}heures à l’avance, pour que le créneau profite à quelqu’un d’autre.`,
        },
        {
          question: `${capitalise(b.noun.the)} est-il accessible ?`,
          answer:
            'Oui, de plain-pied, avec une place de stationnement réservée aux personnes à mobilité réduite.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, une équipe de proximité au service des habitants ${b.ofCity}.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'au service des patients' },
        { value: '4', label: 'praticiens' },
        { value: `6${nb}jours`, label: 'sur 7, sur rendez-vous' },
        { value: `48${nb}h`, label: 'de délai moyen pour un rendez-vous' },
      ],
    },
    ctas: [
      {
        title: 'Besoin d’un rendez-vous ?',
        text: 'Demandez votre créneau en ligne : le secrétariat vous répond dans la journée.',
        button: 'Prendre rendez-vous',
      },
      {
        title: 'Une question avant de venir ?',
        text: 'Remboursement, documents, accès : tout est dans nos infos pratiques.',
        button: 'Infos pratiques',
      },
    ],
    contact: {
      title: 'Demander un rendez-vous',
      intro:
        'Le secrétariat vous propose un créneau dans la journée. Pour une urgence vitale, appelez le 15.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom et votre prénom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Praticien souhaité', placeholder: 'Indifférent, ou son nom' },
        { label: 'Disponibilités', placeholder: 'Mardi après-midi, samedi matin…' },
        { label: 'Message', placeholder: 'Le motif de votre demande, en quelques mots' },
      ],
      button: 'Envoyer la demande',
      detailsTitle: 'Nous joindre',
      phoneNote: `Secrétariat du lundi au vendredi, de ${h(8, 30)} à ${h(18)}.`,
      emailNote: 'Réponse dans la journée, hors urgence.',
      addressNote: `${capitalise(b.noun.the)} est de plain-pied, accessible en fauteuil roulant.`,
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Consultations sur rendez-vous uniquement, y compris le samedi matin.',
      hoursTitle: 'Horaires des consultations',
      hours: [
        {
          days: 'Lundi, mardi, jeudi',
          time: `${span(h(8), h(12, 30))}, ${span(h(14), h(19, 30))}`,
        },
        { days: 'Mercredi et vendredi', time: `${span(h(8), h(12, 30))}, ${span(h(14), h(18))}` },
        { days: 'Samedi', time: span(h(8, 30), h(12)) },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: `Au cœur ${b.ofCity}, avec un arrêt de bus et un parking à proximité.`,
      note: 'En dehors de ces horaires, en cas d’urgence, appelez le 15.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} ${b.inCity} : consultations et soins sur rendez-vous, du lundi au samedi.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Lun. – ven. : ${span(h(8), h(19, 30))}\nSam. : ${span(h(8, 30), h(12))}\nDim. : fermé`,
        },
        {
          title: 'Rendez-vous',
          lines: 'En ligne ou par téléphone\nUrgence vitale : le 15',
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Sur rendez-vous : consultations et soins',
    headerButton: 'Réserver un créneau',
    pageHeroes: {
      'Infos pratiques': {
        eyebrow: 'Bon à savoir',
        title: 'L’essentiel avant de venir nous voir',
        text: 'Remboursement, pièces à prévoir, délais et accès : voici nos réponses aux questions qui reviennent le plus.',
        button: 'Réserver un créneau',
        secondary: 'Nous écrire',
      },
      'Rendez-vous': {
        eyebrow: 'Réservation',
        title: `Votre rendez-vous ${b.atName}`,
        text: 'Précisez la raison de votre venue et vos disponibilités : le secrétariat vous trouve un créneau au plus vite. Urgence vitale : composez le 15.',
        button: 'Appelez-nous',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: 'Ce que nous proposons',
      intro:
        'Chacun dans sa spécialité, nos praticiens partagent la même attention à l’écoute et aux explications.',
      items: [
        {
          title: 'La consultation',
          text: 'On vous écoute, on vous examine avec soin, puis on vous explique clairement les soins envisagés.',
        },
        {
          title: 'Suivi dans la durée',
          text: 'Un dossier toujours à jour et, dans la mesure du possible, un seul praticien à chaque visite.',
        },
        {
          title: 'Prévenir plutôt que guérir',
          text: 'Des gestes simples à adopter chez vous entre deux visites, pour éviter que le problème ne revienne.',
        },
        {
          title: 'Des soins coordonnés',
          text: 'Si vous êtes d’accord, nous gardons le lien avec les autres soignants qui vous suivent.',
        },
      ],
    },
    gallery: {
      title: `Visite ${b.noun.of}`,
      intro: 'Un lieu paisible, clair et accessible à tous, conçu pour vous recevoir.',
    },
    team: {
      title: 'Notre équipe',
      intro: `Des praticiens qui exercent côte à côte ${b.inCity} depuis ${b.since}.`,
      people: [
        {
          bio: `Après dix ans à l’hôpital, elle a fondé ${b.noun.this} en ${b.since}.`,
        },
        {
          bio: 'Présent le soir et le samedi matin, il s’occupe surtout des enfants et des adolescents.',
        },
        {
          bio: 'Arrivée dans l’équipe voilà trois ans, elle suit en particulier les personnes âgées.',
        },
        {
          bio: 'Elle gère l’agenda des rendez-vous, vous renseigne et vous reçoit dès que vous arrivez.',
        },
      ],
    },
    testimonials: {
      title: 'La parole aux patients',
      items: [
        {
          quote: quote(
            'Dès la première visite, je me suis senti en confiance : on m’écoute vraiment et on m’explique tout clairement.',
          ),
        },
        {
          quote: quote(
            'Une équipe sereine et à l’heure, un créneau trouvé dans la semaine : quelle différence !',
          ),
        },
        {
          quote: quote(
            'Des petits-enfants aux grands-parents, toute notre famille est suivie ici.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Ce qu’il faut savoir avant de venir : remboursement, papiers, délais.',
      items: [
        {
          answer:
            'L’Assurance maladie rembourse les actes des praticiens conventionnés, le reste étant complété par votre mutuelle. Chacun vous précise sa situation dès la prise de rendez-vous.',
        },
        {
          answer:
            'Oui, pour la part de l’Assurance maladie et avec la majorité des mutuelles : n’oubliez pas votre attestation.',
        },
        {
          answer:
            'La carte Vitale, l’attestation de mutuelle et, le cas échéant, vos dernières ordonnances et derniers examens.',
        },
        {
          answer:
            'Le plus souvent moins de sept jours, avec chaque jour des créneaux réservés aux demandes urgentes.',
        },
        {
          answer: `Avertissez le secrétariat 24${nb}heures avant au minimum, afin que le créneau serve à un autre patient.`,
        },
        {
          answer:
            'Oui : tout est de plain-pied, et une place de parking est réservée aux personnes à mobilité réduite.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Une équipe proche de vous, qui soigne les habitants ${b.ofCity} depuis ${b.since}.`,
    },
    ctas: [
      {
        title: 'Il vous faut un créneau ?',
        text: 'Faites votre demande en ligne : réponse du secrétariat dans la journée.',
        button: 'Réserver un créneau',
      },
      {
        title: 'Un doute avant votre visite ?',
        text: 'Remboursement, papiers à prévoir, accès : nos infos pratiques répondent à tout.',
        button: 'Bon à savoir',
      },
    ],
    contact: {
      title: 'Votre demande de rendez-vous',
      intro:
        'Dans la journée, le secrétariat vous soumet un créneau. Urgence vitale : composez le 15.',
      detailsTitle: 'Nos coordonnées',
      phoneNote: `Le secrétariat répond en semaine, de ${h(8, 30)} à ${h(18)}.`,
      emailNote: 'Nous répondons le jour même, hors urgence.',
      addressNote: `Entrée de plain-pied : on accède ${b.noun.to} en fauteuil roulant.`,
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'On consulte uniquement sur rendez-vous, samedi matin compris.',
      access: `En plein centre ${b.ofCity}, près d’un arrêt de bus et d’un parking.`,
      note: 'Urgence en dehors de ces horaires : composez le 15.',
    },
    footer: {
      text: `Du lundi au samedi, ${b.noun.our} ${b.inCity} assure consultations et soins sur rendez-vous.`,
    },
  }),
};
