import { capitalise, euros, h, nb, quote, span, thin } from '../../../content/grammar';
import type { Activity } from './types';

const years = (n: number) => `${n}${nb}${n > 1 ? 'ans' : 'an'}`;

/**
 * A lawyer's office: its areas of practice, its team, its fees, an appointment form. Its pages
 * show no client reviews (the profession's rules frown on them), though it has their texts.
 */
export const avocat: Activity = {
  id: 'avocat',
  label: 'Avocat',
  noun: { word: 'cabinet', gender: 'm' },
  category: 'business',
  keywords: {
    strong: ['avocat', 'avocate', 'cabinet d’avocats', 'juriste', 'barreau'],
    weak: [
      'droit',
      'juridique',
      'justice',
      'tribunal',
      'procès',
      'litige',
      'divorce',
      'succession',
      'contentieux',
      'prud’hommes',
      'défense',
      'pénal',
      'honoraires',
      'consultation',
      'conseil',
      'contrat',
      'plaidoirie',
    ],
  },
  names: (city, ofCity) => [
    `Cabinet ${city}`,
    `Avocats ${ofCity}`,
    `Thémis ${city}`,
    `Lex ${city} Avocats`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'figures', 'cta'] },
    { name: 'Équipe', sections: ['team', 'cta'] },
    { name: 'Honoraires', sections: ['pricing', 'faq'] },
    { name: 'Rendez-vous', sections: ['contact', 'hours'] },
  ],
  required: ['features', 'team', 'pricing', 'contact'],
  texts: (b) => ({
    tagline: 'Famille · Travail · Affaires · Pénal',
    headerButton: 'Prendre rendez-vous',
    heroes: [
      {
        eyebrow: `Cabinet d’avocats ${b.inCity}`,
        title: 'Vous conseiller, vous défendre, à chaque étape',
        text: `Droit de la famille, du travail, des affaires et droit pénal : le cabinet accompagne particuliers et entreprises depuis ${b.since}.`,
        button: 'Prendre rendez-vous',
        secondary: 'Nos domaines',
        pictureAlt: 'Une avocate reçoit un client dans son bureau',
      },
      {
        eyebrow: 'Conseil et contentieux',
        title: 'Un litige, une décision à prendre ? Parlons-en',
        text: `Nous analysons votre situation, vous exposons clairement vos options et leur coût, puis nous agissons, à l’amiable ou devant le tribunal.`,
        button: 'Demander un rendez-vous',
        secondary: 'Nos honoraires',
        pictureAlt: 'Des dossiers ouverts sur un bureau, un code civil à côté',
      },
      {
        eyebrow: `Depuis ${b.since} ${b.inCity}`,
        title: `${b.name} : le droit en clair, à vos côtés`,
        text: `Rendez-vous au cabinet, par téléphone ou en visioconférence, avec une convention d’honoraires claire dès le premier échange.`,
        button: 'Prendre rendez-vous',
        secondary: 'Rencontrer l’équipe',
        pictureAlt: 'La salle de réunion du cabinet',
      },
    ],
    pageHeroes: {
      Équipe: {
        eyebrow: 'L’équipe',
        title: 'Des avocats disponibles et joignables',
        text: 'Chaque dossier est suivi par un avocat référent, qui vous tient informé à chaque étape de la procédure.',
        button: 'Prendre rendez-vous',
        secondary: 'Nos domaines',
        pictureAlt: 'Les avocats du cabinet autour de la table de réunion',
      },
      Honoraires: {
        eyebrow: 'Honoraires',
        title: 'Des honoraires annoncés avant d’agir',
        text: 'Une convention d’honoraires fixe le prix de chaque mission avant tout engagement : forfait ou taux horaire, selon votre dossier.',
        button: 'Demander un devis',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Une convention d’honoraires posée sur le bureau',
      },
      'Rendez-vous': {
        eyebrow: 'Rendez-vous',
        title: 'Prenez rendez-vous avec un avocat',
        text: `Décrivez brièvement votre situation : nous vous proposons un créneau sous 48${nb}h, au cabinet ou en visioconférence.`,
        button: 'Nous appeler',
        secondary: 'Horaires et accès',
        pictureAlt: `L’entrée du cabinet ${b.inCity}`,
      },
    },
    features: {
      title: 'Nos domaines d’intervention',
      intro: 'Du conseil pour éviter le litige, une défense ferme quand il survient.',
      items: [
        {
          title: 'Droit de la famille',
          text: 'Divorce, résidence des enfants, pension alimentaire, succession : un accompagnement humain et ferme.',
        },
        {
          title: 'Droit du travail',
          text: 'Licenciement, rupture conventionnelle, prud’hommes : nous défendons salariés et employeurs.',
        },
        {
          title: 'Droit des affaires',
          text: 'Statuts de société, contrats commerciaux, recouvrement et conflits entre actionnaires.',
        },
        {
          title: 'Droit pénal',
          text: 'Garde à vue, audition, comparution : nous intervenons en urgence, y compris le week-end.',
        },
      ],
      pictureAlts: [
        'Deux mains signant une convention',
        'Un code du travail annoté',
        'Une poignée de main entre deux dirigeants',
        'La salle des pas perdus du palais de justice',
      ],
    },
    gallery: {
      title: 'Le cabinet',
      intro: `Nos bureaux ${b.inCity}, où nous vous recevons en toute confidentialité.`,
      pictureAlts: [
        'L’accueil du cabinet',
        'La salle de réunion',
        'Le bureau d’une avocate',
        'La bibliothèque juridique',
        'Une robe d’avocat suspendue avant l’audience',
        'La façade de l’immeuble',
      ],
    },
    pricing: {
      title: 'Nos honoraires',
      intro: 'Fixés par écrit avant toute mission, dans une convention d’honoraires.',
      plans: [
        {
          name: 'Consultation',
          price: euros('120'),
          period: `TTC, 45${nb}min au cabinet ou à distance`,
          features: [
            'Analyse de votre situation',
            'Vos options et leurs risques',
            'Déduite si vous nous confiez le dossier',
          ],
          button: 'Prendre rendez-vous',
        },
        {
          name: 'Divorce amiable',
          price: euros(`1${thin}500`),
          period: 'TTC par époux, au forfait',
          features: [
            'Convention rédigée et négociée',
            'Rendez-vous de signature',
            'Suivi jusqu’à l’enregistrement',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Entreprise',
          price: euros('250'),
          period: 'HT par mois, sans engagement',
          features: [
            'Questions juridiques illimitées',
            'Relecture de vos contrats',
            `Réponse sous 48${nb}h`,
          ],
          button: 'Nous contacter',
        },
      ],
      featured: 'Le plus demandé',
      listTitle: 'Autres prestations',
      listIntro: 'Tarifs indicatifs hors taxes, confirmés dans la convention d’honoraires.',
      list: [
        { name: 'Taux horaire', detail: 'Conseil, rédaction, audience', price: euros('220') },
        { name: 'Mise en demeure', detail: 'Rédaction et envoi', price: euros('250') },
        {
          name: 'Rupture conventionnelle',
          detail: 'Négociation et rédaction',
          price: euros('900'),
        },
        { name: 'Garde à vue', detail: 'Intervention en urgence', price: euros('400') },
      ],
      listNote:
        'Le cabinet accepte l’aide juridictionnelle et travaille avec votre assurance de protection juridique.',
    },
    team: {
      title: 'L’équipe',
      intro: 'Quatre personnes, un même souci : des dossiers suivis de près.',
      people: [
        {
          sex: 'female',
          role: 'Avocate fondatrice',
          bio: `Inscrite au barreau depuis quinze ans, elle a fondé ${b.noun.this} en ${b.since} et plaide en droit de la famille.`,
        },
        {
          sex: 'male',
          role: 'Avocat',
          bio: 'Il consacre sa pratique au droit du travail et défend salariés et employeurs devant les prud’hommes.',
        },
        {
          sex: 'female',
          role: 'Avocate collaboratrice',
          bio: 'Elle suit les dossiers de droit des affaires et de recouvrement.',
        },
        {
          sex: 'male',
          role: 'Assistant juridique',
          bio: 'Il organise vos rendez-vous, prépare les dossiers et répond à vos questions pratiques.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous ont fait confiance',
      items: [
        {
          quote: quote(
            'Des explications claires dès le premier rendez-vous, et un divorce réglé en trois mois.',
          ),
          detail: 'Divorce amiable',
        },
        {
          quote: quote(
            'Le cabinet a obtenu un accord avant l’audience : nous avons évité un long procès.',
          ),
          detail: 'Litige commercial',
        },
        {
          quote: quote(
            'Toujours joignable, même un samedi, au moment où j’en avais le plus besoin.',
          ),
          detail: 'Affaire pénale',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant un premier rendez-vous, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Combien coûte un premier rendez-vous ?',
          answer: `La consultation coûte ${euros('120')} TTC pour 45${nb}min ; elle est déduite si vous nous confiez ensuite votre dossier.`,
        },
        {
          question: 'Qu’est-ce que la convention d’honoraires ?',
          answer:
            'Un contrat signé avant toute mission : il fixe le mode de calcul des honoraires et les frais prévisibles.',
        },
        {
          question: 'Acceptez-vous l’aide juridictionnelle ?',
          answer:
            'Oui. Apportez votre dernier avis d’imposition : nous vérifions ensemble si vous y avez droit.',
        },
        {
          question: 'Mon assurance peut-elle payer les frais ?',
          answer:
            'Souvent, oui : votre garantie de protection juridique prend en charge une partie des honoraires, et nous vous aidons à la solliciter.',
        },
        {
          question: 'Peut-on se voir à distance ?',
          answer: 'Oui, par téléphone ou en visioconférence, aux mêmes conditions qu’au cabinet.',
        },
        {
          question: 'Que faut-il apporter ?',
          answer:
            'Les pièces de votre dossier : courriers, contrats, jugements, et si possible une chronologie des faits.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, un cabinet à taille humaine ${b.inCity}, au service des particuliers et des entreprises.`,
      items: [
        { value: years(b.year - b.since), label: 'd’exercice' },
        { value: '850', label: 'dossiers suivis' },
        { value: `48${nb}h`, label: 'pour un premier rendez-vous' },
        { value: `70${nb}%`, label: 'des litiges réglés à l’amiable' },
      ],
    },
    ctas: [
      {
        title: 'Une question juridique urgente ?',
        text: 'Garde à vue, licenciement, délai qui expire : appelez le cabinet, nous vous rappelons dans la journée.',
        button: 'Prendre rendez-vous',
      },
      {
        title: 'Un conseil pour votre entreprise ?',
        text: 'Contrats, recouvrement, relations avec vos salariés : un abonnement mensuel pour agir avant le litige.',
        button: 'Nous contacter',
      },
    ],
    contact: {
      title: 'Prendre rendez-vous',
      intro: `Quelques mots sur votre situation suffisent : nous vous proposons un créneau sous 48${nb}h.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'vous@exemple.fr' },
        { label: 'Téléphone', placeholder: '06 12 34 56 78' },
        { label: 'Domaine', placeholder: 'Famille, travail, affaires, pénal…' },
        { label: 'Disponibilités', placeholder: 'En semaine, plutôt le matin' },
        { label: 'Message', placeholder: 'Votre situation en quelques lignes…' },
      ],
      button: 'Demander un rendez-vous',
      detailsTitle: 'Le cabinet',
      phoneNote: `Du lundi au vendredi, de ${h(9)} à ${h(18)}.`,
      emailNote: 'Vos échanges sont couverts par le secret professionnel.',
      addressNote: 'Rendez-vous au cabinet, par téléphone ou en visioconférence.',
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Le cabinet vous reçoit sur rendez-vous, du lundi au samedi matin.',
      hoursTitle: 'Horaires du cabinet',
      hours: [
        { days: 'Lundi au jeudi', time: `${span(h(9), h(12, 30))}, ${span(h(14), h(19))}` },
        { days: 'Vendredi', time: span(h(9), h(17)) },
        { days: 'Samedi', time: `${span(h(9), h(12))}, sur rendez-vous` },
        { days: 'Dimanche', time: 'Urgences pénales uniquement' },
      ],
      addressTitle: 'Nous trouver',
      access: `Au cœur ${b.ofCity}, à deux pas des transports en commun.`,
      note: 'Le cabinet est accessible aux personnes à mobilité réduite.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} d’avocats ${b.inCity} : famille, travail, affaires et pénal.`,
      columns: [
        {
          title: 'Domaines',
          lines: 'Droit de la famille\nDroit du travail\nDroit des affaires\nDroit pénal',
        },
        { title: 'Rendez-vous', lines: 'Du lundi au samedi matin\nAu cabinet ou à distance' },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Famille · Social · Entreprises · Pénal',
    headerButton: 'Nous consulter',
    pageHeroes: {
      Équipe: {
        eyebrow: 'Nos avocats',
        title: 'Des avocats proches et faciles à joindre',
        text: 'Pour chaque dossier, un avocat référent, qui vous tient au courant de l’avancée de la procédure, pas à pas.',
        button: 'Nous consulter',
        secondary: 'Nos compétences',
      },
      Honoraires: {
        eyebrow: 'Nos tarifs',
        title: 'Le prix connu avant toute démarche',
        text: 'Avant tout engagement, une convention d’honoraires fixe le prix de la mission : au forfait ou au temps passé, selon votre dossier.',
        button: 'Obtenir un devis',
        secondary: 'Les questions posées',
      },
      'Rendez-vous': {
        eyebrow: 'Nous rencontrer',
        title: 'Rencontrez un avocat du cabinet',
        text: `Quelques mots sur votre situation suffisent : sous 48${nb}h, nous vous proposons un créneau, au cabinet ou à distance.`,
        button: 'Appeler le cabinet',
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: 'Nos domaines de compétence',
      intro: 'Conseiller pour prévenir le litige, défendre avec fermeté quand il éclate.',
      items: [
        {
          title: 'Famille et succession',
          text: 'Divorce, garde des enfants, pension alimentaire, héritage : nous vous accompagnons avec humanité et fermeté.',
        },
        {
          title: 'Relations de travail',
          text: 'Licenciement, rupture conventionnelle, conseil de prud’hommes : aux côtés des salariés comme des employeurs.',
        },
        {
          title: 'Vie des entreprises',
          text: 'Statuts de société, contrats commerciaux, impayés et différends entre actionnaires.',
        },
        {
          title: 'Défense pénale',
          text: 'Garde à vue, audition, comparution : nous nous déplaçons en urgence, même le week-end.',
        },
      ],
    },
    gallery: {
      title: 'Nos bureaux',
      intro: `Nos locaux ${b.inCity}, où chaque rendez-vous reste confidentiel.`,
    },
    pricing: {
      title: 'Les honoraires',
      intro: 'Écrits dans une convention d’honoraires, avant toute mission.',
      listTitle: 'Autres missions',
      listIntro: 'Prix indicatifs hors taxes, confirmés par la convention d’honoraires.',
      listNote:
        'Nous acceptons l’aide juridictionnelle et travaillons avec votre assureur de protection juridique.',
    },
    team: {
      title: 'Notre équipe',
      intro: 'Quatre personnes attachées à suivre chaque dossier de près.',
      people: [
        {
          bio: `Au barreau depuis quinze ans, elle a créé ${b.noun.this} en ${b.since} et plaide en droit de la famille.`,
        },
        {
          bio: 'Spécialiste du droit du travail, il défend employeurs comme salariés devant le conseil de prud’hommes.',
        },
        {
          bio: 'Elle suit les affaires des entreprises et le recouvrement des impayés.',
        },
        {
          bio: 'Il fixe vos rendez-vous, prépare les dossiers et répond à vos questions du quotidien.',
        },
      ],
    },
    testimonials: {
      title: 'Ils nous ont confié leur dossier',
      items: [
        {
          quote: quote(
            'Tout était clair dès le premier rendez-vous, et notre divorce a été réglé en trois mois.',
          ),
        },
        {
          quote: quote(
            'Un accord trouvé avant l’audience : grâce au cabinet, nous avons échappé à un long procès.',
          ),
        },
        {
          quote: quote('Joignable à tout moment, même un samedi, quand j’en avais le plus besoin.'),
        },
      ],
    },
    faq: {
      title: 'Les questions courantes',
      intro: 'Ce que l’on nous demande souvent avant un premier rendez-vous.',
      items: [
        {
          answer: `Elle coûte ${euros('120')} TTC pour 45${nb}min, et ce montant est déduit si vous nous confiez ensuite votre dossier.`,
        },
        {
          answer:
            'Un contrat signé avant toute intervention, qui précise le calcul des honoraires et les frais à prévoir.',
        },
        {
          answer:
            'Oui. Munissez-vous de votre dernier avis d’imposition : nous regardons ensemble si vous pouvez en bénéficier.',
        },
        {
          answer:
            'Bien souvent : la garantie de protection juridique couvre une partie des honoraires, et nous vous aidons à la faire jouer.',
        },
        {
          answer:
            'Tout à fait : par téléphone ou en visioconférence, dans les mêmes conditions qu’au cabinet.',
        },
        {
          answer:
            'Tous les documents utiles : courriers, contrats, décisions de justice, et si possible un résumé des faits dans l’ordre.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `Un cabinet à taille humaine ${b.inCity} depuis ${b.since}, aux côtés des particuliers comme des entreprises.`,
    },
    ctas: [
      {
        title: 'Une urgence juridique ?',
        text: 'Garde à vue, licenciement, délai sur le point d’expirer : appelez-nous, vous êtes rappelé dans la journée.',
        button: 'Demander un rappel',
      },
      {
        title: 'Votre entreprise a besoin d’un conseil ?',
        text: 'Contrats, impayés, relations avec vos équipes : un abonnement mensuel pour agir avant que le litige n’éclate.',
        button: 'Nous écrire',
      },
    ],
    contact: {
      title: 'Votre rendez-vous',
      intro: `Décrivez votre situation en quelques mots : un créneau vous est proposé sous 48${nb}h.`,
      detailsTitle: 'Nous joindre',
      phoneNote: `En semaine, de ${h(9)} à ${h(18)}.`,
      emailNote: 'Le secret professionnel protège tous vos échanges.',
      addressNote: 'Au cabinet, au téléphone ou en visioconférence.',
    },
    hours: {
      title: 'Accès et horaires',
      intro: 'Nous vous recevons sur rendez-vous, du lundi au samedi midi.',
      access: `En plein centre ${b.ofCity}, tout près des transports en commun.`,
      note: 'Les locaux sont accessibles aux personnes à mobilité réduite.',
    },
    footer: {
      text: `Avocats ${b.inCity} : droit de la famille, du travail, des affaires et droit pénal.`,
    },
  }),
};
