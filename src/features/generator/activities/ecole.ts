import { capitalise, euros, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/** A school (languages, tutoring, training…): its courses and prices, its hours, an enrolment form. */
export const ecole: Activity = {
  id: 'ecole',
  label: 'École et formation',
  noun: { word: 'école', gender: 'f' },
  category: 'education',
  keywords: {
    strong: [
      'école de langues',
      'école de musique',
      'école',
      'soutien scolaire',
      'centre de formation',
      'organisme de formation',
      'cours particuliers',
      'cours de langues',
      'aide aux devoirs',
    ],
    weak: [
      'cours',
      'formation',
      'élève',
      'élèves',
      'apprendre',
      'professeur',
      'professeure',
      'enseignant',
      'enseignante',
      'formateur',
      'formatrice',
      'stage',
      'examen',
      'brevet',
      'bac',
      'langue',
      'anglais',
      'leçon',
      'devoirs',
      'inscription',
      'pédagogie',
      'solfège',
    ],
  },
  names: (city, ofCity) => [
    `Le Cartable ${ofCity}`,
    `Cap Savoir ${city}`,
    `Tremplin ${city}`,
    `Le Déclic ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'figures', 'testimonials', 'cta'] },
    { name: 'Cours et tarifs', sections: ['pricing', 'team', 'faq'] },
    { name: 'Inscription', sections: ['contact', 'hours'] },
  ],
  required: ['features', 'pricing', 'hours', 'contact'],
  texts: (b) => ({
    tagline: 'Cours en groupe · Cours particuliers · Stages',
    headerButton: 'S’inscrire',
    heroes: [
      {
        eyebrow: `${capitalise(b.noun.a)} ${b.inCity} depuis ${b.since}`,
        title: 'Progresser à son rythme, en petit groupe ou en cours particulier',
        text: `Enfants, adolescents ou adultes : ${b.noun.our} vous accueille ${b.inCity} pour des cours adaptés à votre niveau, toute l’année.`,
        button: 'S’inscrire',
        secondary: 'Voir les cours',
        pictureAlt: 'Un cours en petit groupe autour d’une grande table',
      },
      {
        eyebrow: 'Cours en groupe ou particuliers',
        title: 'Des progrès qui se voient dès le premier trimestre',
        text: `Un bilan de niveau à l’arrivée, des objectifs clairs et un point régulier avec chaque élève : ${b.noun.our} mise sur un suivi attentif.`,
        button: 'Réserver un cours d’essai',
        secondary: 'Nos tarifs',
        pictureAlt: 'Une professeure et son élève penchées sur un cahier',
      },
      {
        eyebrow: `Inscriptions ouvertes ${b.inCity}`,
        title: `${b.name}, ${b.noun.a} où l’on aime apprendre`,
        text: 'Petits groupes, professeurs diplômés et horaires adaptés aux emplois du temps de chacun : trouvez le cours qui vous convient.',
        button: 'S’inscrire',
        secondary: 'Découvrir les cours',
        pictureAlt: 'Des élèves attentifs pendant un cours',
      },
    ],
    pageHeroes: {
      'Cours et tarifs': {
        eyebrow: 'Cours et tarifs',
        title: 'Des formules pour chaque niveau et chaque emploi du temps',
        text: 'Cours en groupe à l’année, cours particuliers à la carte ou stages pendant les vacances : tous nos tarifs, sans surprise.',
        button: 'S’inscrire',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Un cahier ouvert et des manuels sur une table',
      },
      Inscription: {
        eyebrow: 'Inscription',
        title: `Inscrivez-vous ${b.atName}`,
        text: 'Dites-nous quel cours vous intéresse et quel est votre niveau : nous vous rappelons pour fixer un bilan et un premier cours d’essai.',
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: `L’accueil ${b.noun.of}`,
      },
    },
    features: {
      title: 'Nos cours',
      intro: 'Des cours pour tous les âges et tous les niveaux, de septembre à juin.',
      items: [
        {
          title: 'Cours en petit groupe',
          text: 'Six à huit élèves par groupe, une ou deux séances par semaine, avec le même professeur toute l’année.',
        },
        {
          title: 'Cours particuliers',
          text: 'Un professeur rien que pour vous, au rythme et sur les objectifs que vous choisissez.',
        },
        {
          title: 'Stages pendant les vacances',
          text: 'Des semaines intensives pour rattraper un retard, consolider les acquis ou prendre de l’avance.',
        },
        {
          title: 'Préparation aux examens',
          text: 'Entraînement sur des sujets réels et examens blancs corrigés, pour arriver serein le jour J.',
        },
      ],
      pictureAlts: [
        'Un petit groupe autour d’une table',
        'Un cours particulier',
        'Des élèves pendant un stage',
        'Une copie corrigée et annotée',
      ],
    },
    gallery: {
      title: `La vie ${b.noun.of}`,
      intro: `Quelques images ${b.ofName}, des cours du soir aux stages des vacances.`,
      pictureAlts: [
        'Un groupe d’adultes en cours du soir',
        'Une professeure au tableau',
        'Des enfants pendant un stage',
        'La bibliothèque et ses manuels',
        'Un élève concentré sur un exercice',
        'La remise des résultats en fin d’année',
      ],
    },
    pricing: {
      title: 'Nos tarifs',
      intro: 'Des formules claires, sans frais cachés, pour l’année ou à la carte.',
      plans: [
        {
          name: 'Cours en groupe',
          price: euros('95'),
          period: 'par mois, une séance par semaine',
          features: [
            `Groupes de 8${nb}élèves au plus`,
            'Supports de cours fournis',
            'Bilan de niveau offert',
          ],
          button: 'S’inscrire',
        },
        {
          name: 'Cours particulier',
          price: euros('38'),
          period: 'l’heure, à la carte',
          features: [
            'Programme sur mesure',
            'Horaires à votre choix',
            `Tarif dégressif dès 10${nb}heures`,
          ],
          button: 'Réserver',
        },
        {
          name: 'Stage intensif',
          price: euros('180'),
          period: 'la semaine, pendant les vacances',
          features: [
            `Cinq matinées de 3${nb}heures`,
            'Groupes de niveau',
            'Bilan écrit en fin de stage',
          ],
          button: 'S’inscrire',
        },
      ],
      featured: 'La plus choisie',
      listTitle: 'Autres prestations',
      listIntro: 'Les autres prestations, pour compléter votre formule.',
      list: [
        {
          name: 'Frais d’inscription',
          detail: 'Une fois par an et par famille',
          price: euros('30'),
        },
        {
          name: 'Bilan de niveau',
          detail: `Test et entretien de 45${nb}min, offert avec une formule à l’année`,
          price: euros('25'),
        },
        {
          name: `Carnet de 10${nb}heures`,
          detail: 'Cours particuliers, valable un an, heures à répartir librement',
          price: euros('350'),
        },
        {
          name: 'Examen blanc',
          detail: 'Sujet en conditions réelles et correction détaillée',
          price: euros('40'),
        },
      ],
      listNote: `Paiement possible en trois fois sans frais. Remise de 10${nb}% dès le deuxième inscrit d’une même famille.`,
    },
    team: {
      title: 'L’équipe pédagogique',
      intro: 'Des professeurs diplômés, qui aiment transmettre et savent encourager.',
      people: [
        {
          sex: 'female',
          role: 'Directrice pédagogique',
          bio: `Elle a fondé ${b.noun.this} en ${b.since} et reçoit chaque nouvel élève pour son bilan de niveau.`,
        },
        {
          sex: 'male',
          role: 'Professeur',
          bio: 'Quinze ans d’enseignement, et le talent de rendre simple ce qui paraissait compliqué.',
        },
        {
          sex: 'female',
          role: 'Professeure',
          bio: 'Elle anime les groupes d’enfants et d’adolescents, et prépare aux examens de fin d’année.',
        },
        {
          sex: 'male',
          role: 'Formateur pour adultes',
          bio: 'Il accompagne les adultes en reprise d’études ou en reconversion, le soir et le samedi.',
        },
      ],
    },
    testimonials: {
      title: 'Ils ont progressé avec nous',
      items: [
        {
          quote: quote(
            'Ma fille a repris confiance en quelques mois, et ses notes ont suivi. Merci à toute l’équipe !',
          ),
          detail: 'Maman d’une élève de quatrième',
        },
        {
          quote: quote(
            `Des cours du soir ${b.inCity} qui tiennent compte d’un emploi du temps chargé : exactement ce qu’il me fallait.`,
          ),
          detail: 'Élève adulte',
        },
        {
          quote: quote(
            'Le stage de février m’a vraiment aidé à préparer mon examen. Des professeurs clairs et toujours disponibles.',
          ),
          detail: 'Lycéen, en terminale',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de vous inscrire, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Peut-on faire un cours d’essai ?',
          answer:
            'Oui, le premier cours en groupe est gratuit et sans engagement, après un bilan de niveau.',
        },
        {
          question: 'Comment savoir quel niveau choisir ?',
          answer: `Un bilan de 45${nb}min avec un professeur permet de vous orienter vers le bon groupe.`,
        },
        {
          question: 'Combien d’élèves par groupe ?',
          answer: 'Huit au plus, pour que chacun participe et soit suivi de près.',
        },
        {
          question: 'Que se passe-t-il en cas d’absence ?',
          answer:
            'Prévenez-nous la veille : le cours peut être rattrapé dans un autre groupe du même niveau.',
        },
        {
          question: 'Peut-on s’inscrire en cours d’année ?',
          answer:
            'Oui, tant qu’il reste des places : le tarif est alors calculé sur les mois restants.',
        },
        {
          question: 'Peut-on payer en plusieurs fois ?',
          answer: 'Oui, en trois fois sans frais pour les formules à l’année.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, des élèves de tous âges accompagnés ${b.inCity}, de la première leçon aux examens.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'd’enseignement' },
        { value: '320', label: 'élèves cette année' },
        { value: `92${nb}%`, label: 'de réussite aux examens' },
        { value: '8', label: 'élèves au plus par groupe' },
      ],
    },
    ctas: [
      {
        title: 'Envie d’essayer ?',
        text: 'Le premier cours en groupe est offert : réservez votre place en une minute.',
        button: 'Réserver un cours d’essai',
      },
      {
        title: 'Une question sur votre niveau ?',
        text: 'Un professeur vous reçoit pour un bilan et vous conseille le cours adapté.',
        button: 'Demander un bilan',
      },
    ],
    contact: {
      title: 'Inscription',
      intro: `Remplissez ce formulaire : nous vous rappelons sous 48${nb}heures pour fixer le bilan de niveau.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Cours souhaité', placeholder: 'Cours en groupe, particulier, stage…' },
        { label: 'Âge et niveau', placeholder: 'Adulte débutant, élève de troisième…' },
        { label: 'Message', placeholder: 'Vos disponibilités, vos objectifs…' },
      ],
      button: 'Envoyer ma demande',
      detailsTitle: 'Nous joindre',
      phoneNote: 'Secrétariat du lundi au samedi, aux heures d’ouverture.',
      emailNote: `Réponse sous 48${nb}heures.`,
      addressNote: 'Locaux accessibles en fauteuil roulant.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Les cours ont lieu en fin de journée, le mercredi et le samedi matin.',
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi, mardi, jeudi, vendredi', time: span(h(16, 30), h(20, 30)) },
        { days: 'Mercredi', time: span(h(9), h(20, 30)) },
        { days: 'Samedi', time: span(h(9), h(13)) },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: `Au centre ${b.ofCity}, à deux pas des transports en commun.`,
      note: 'Pendant les vacances scolaires, seuls les stages ont lieu, le matin.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} ${b.inCity} : cours en groupe, cours particuliers et stages, pour les enfants comme pour les adultes.`,
      columns: [
        {
          title: 'Horaires',
          lines: `Lun. – ven. : ${span(h(16, 30), h(20, 30))}\nMer. : dès ${h(9)}\nSam. : ${span(h(9), h(13))}`,
        },
        {
          title: 'Inscriptions',
          lines: 'Toute l’année, selon les places\nPremier cours d’essai offert',
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Groupes · Leçons individuelles · Stages de vacances',
    headerButton: 'M’inscrire',
    pageHeroes: {
      'Cours et tarifs': {
        eyebrow: 'Formules et prix',
        title: 'Un cours adapté à chaque niveau et à chaque agenda',
        text: 'Groupes à l’année, leçons individuelles à la carte ou stages de vacances : voici tous nos prix, sans mauvaise surprise.',
        button: 'M’inscrire',
        secondary: 'Questions courantes',
      },
      Inscription: {
        eyebrow: 'Nous rejoindre',
        title: `Rejoignez les élèves ${b.ofName}`,
        text: 'Précisez le cours qui vous tente et votre niveau actuel : nous vous rappelons pour convenir d’un bilan et d’un premier cours d’essai.',
        button: 'Appelez-nous',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: 'Au programme',
      intro: 'De septembre à juin, des cours pour chaque âge et chaque niveau.',
      items: [
        {
          title: 'Petits groupes à l’année',
          text: 'De six à huit élèves, une ou deux séances hebdomadaires et un seul professeur de septembre à juin.',
        },
        {
          title: 'Leçons individuelles',
          text: 'Un enseignant pour vous seul, qui suit le rythme et les objectifs que vous fixez.',
        },
        {
          title: 'Stages des vacances scolaires',
          text: 'Une semaine intensive pour combler un retard, renforcer ses bases ou prendre une longueur d’avance.',
        },
        {
          title: 'Se préparer aux examens',
          text: 'Des sujets d’annales et des examens blancs corrigés, pour aborder le jour J en confiance.',
        },
      ],
    },
    gallery: {
      title: `${capitalise(b.noun.the)} au quotidien`,
      intro: `Des cours du soir aux stages de vacances, ${b.name} en quelques images.`,
    },
    pricing: {
      title: 'Les prix',
      intro: 'À l’année ou à la carte, des formules simples, sans aucun coût caché.',
      featured: 'La plus demandée',
      listTitle: 'En complément',
      listIntro: 'De quoi compléter la formule que vous avez choisie.',
      listNote: `Règlement possible en trois fois sans frais. Dès le deuxième inscrit d’une même famille, 10${nb}% de remise.`,
    },
    team: {
      title: 'Nos professeurs',
      intro: 'Diplômés, ils aiment partager leur savoir et savent redonner confiance.',
      people: [
        {
          bio: `Elle a créé ${b.noun.this} en ${b.since} et fait passer son bilan de niveau à chaque nouvel élève.`,
        },
        {
          bio: 'Il enseigne depuis quinze ans et sait rendre limpide ce qui semblait difficile.',
        },
        {
          bio: 'Elle prend en charge les groupes d’enfants et d’adolescents, et les prépare aux examens de juin.',
        },
        {
          bio: 'Le soir et le samedi, il suit les adultes qui reprennent leurs études ou changent de métier.',
        },
      ],
    },
    testimonials: {
      title: 'Ils en parlent mieux que nous',
      items: [
        {
          quote: quote(
            'En quelques mois, ma fille a retrouvé confiance en elle, et ses notes aussi. Bravo à toute l’équipe !',
          ),
        },
        {
          quote: quote(
            `Des cours du soir ${b.inCity} qui s’adaptent à un agenda bien rempli : c’est tout ce que je cherchais.`,
          ),
        },
        {
          quote: quote(
            'Grâce au stage de février, j’ai abordé mon examen bien mieux préparé. Des professeurs clairs et toujours là pour nous.',
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions qui reviennent le plus souvent avant une inscription.',
      items: [
        {
          answer:
            'Bien sûr : après le bilan de niveau, le premier cours en groupe est offert, sans engagement.',
        },
        {
          answer: `Un professeur vous reçoit 45${nb}min pour un bilan et vous oriente vers le bon groupe.`,
        },
        { answer: 'Jamais plus de huit : chacun prend la parole et reste bien suivi.' },
        {
          answer:
            'Si vous nous prévenez la veille, vous rattrapez le cours dans un autre groupe de même niveau.',
        },
        { answer: 'Oui, s’il reste de la place : vous ne payez alors que les mois qui restent.' },
        { answer: 'Oui : les formules à l’année se règlent en trois fois sans frais.' },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `De la première leçon jusqu’aux examens, nous suivons des élèves de tout âge ${b.inCity} depuis ${b.since}.`,
    },
    ctas: [
      {
        title: 'Un essai vous tente ?',
        text: 'Votre premier cours en groupe ne coûte rien : une minute suffit pour réserver.',
        button: 'Essayer un premier cours',
      },
      {
        title: 'Pas sûr de votre niveau ?',
        text: 'Après un bilan avec vous, un professeur vous indique le cours qui vous convient.',
        button: 'Réserver un bilan',
      },
    ],
    contact: {
      title: 'Nous rejoindre',
      intro: `Laissez-nous vos coordonnées : sous 48${nb}heures, nous vous appelons pour convenir du bilan de niveau.`,
      detailsTitle: 'Nous contacter',
      phoneNote: 'Le secrétariat répond du lundi au samedi, aux heures d’ouverture.',
      emailNote: `Nous répondons en 48${nb}heures.`,
      addressNote: 'Accès possible en fauteuil roulant.',
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'Cours en fin d’après-midi, le mercredi et le samedi matin.',
      access: `En plein centre ${b.ofCity}, tout près des transports en commun.`,
      note: 'Aux vacances scolaires, seuls les stages du matin sont maintenus.',
    },
    footer: {
      text: `Enfants comme adultes, ${b.noun.our} ${b.inCity} propose cours en groupe, cours particuliers et stages.`,
    },
  }),
};
