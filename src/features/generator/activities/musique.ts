import { capitalise, euros, nb, quote, thin } from '../../../content/grammar';
import type { Activity } from './types';

/** Musicians, a band, a singer or a DJ: concert dates and news, pictures, formulas, a booking form. */
export const musique: Activity = {
  id: 'musique',
  label: 'Musique et concerts',
  noun: { word: 'groupe', gender: 'm' },
  category: 'portfolio',
  keywords: {
    strong: [
      'musicien',
      'musicienne',
      'musiciens',
      'groupe de musique',
      'groupe de rock',
      'groupe de jazz',
      'chanteur',
      'chanteuse',
      'dj',
      'disc-jockey',
      'orchestre',
      'concert',
      'concerts',
      'fanfare',
      'chorale',
      'pianiste',
      'guitariste',
      'violoniste',
    ],
    weak: [
      'musique',
      'groupe',
      'scène',
      'répertoire',
      'jazz',
      'rock',
      'pop',
      'soirée',
      'bal',
      'album',
      'chanson',
      'reprises',
      'mariage',
      'piano',
      'guitare',
      'sonorisation',
    ],
  },
  names: (city) => [`${city} Musique`, `Tempo ${city}`, `Octave ${city}`, `Mélodie ${city}`],
  pages: [
    { name: 'Accueil', sections: ['features', 'articles', 'testimonials', 'cta'] },
    { name: 'Concerts', sections: ['articles', 'gallery', 'team'] },
    { name: 'Formules', sections: ['pricing', 'testimonials', 'faq'] },
    { name: 'Contact', sections: ['contact'] },
  ],
  required: ['articles', 'gallery', 'pricing', 'contact'],
  texts: (b) => ({
    tagline: 'Concerts · Mariages · Soirées',
    headerButton: 'Réserver une date',
    heroes: [
      {
        eyebrow: `Sur scène ${b.inCity} depuis ${b.since}`,
        title: 'De la musique vivante pour vos plus belles soirées',
        text: 'Concerts, mariages, fêtes privées : un répertoire qui fait danser toutes les générations, joué en direct avec le son qui convient au lieu.',
        button: 'Réserver une date',
        secondary: 'Voir les concerts',
        pictureAlt: `${b.name} sur scène, sous les projecteurs`,
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Un répertoire taillé pour votre soirée',
        text: 'Des grands standards aux tubes d’aujourd’hui, nous choisissons les morceaux avec vous, jusqu’à la chanson de votre première danse.',
        button: 'Voir les formules',
        secondary: 'Nous contacter',
        pictureAlt: 'Une guitare et un micro sur scène',
      },
      {
        eyebrow: 'Concerts et soirées privées',
        title: `${b.name}, le groupe qui fait danser vos soirées`,
        text: `Retrouvez-nous sur les scènes ${b.ofCity} et des environs, ou faites venir la musique chez vous, le temps d’une soirée.`,
        button: 'Voir les dates',
        secondary: 'Réserver une date',
        pictureAlt: 'Le public danse devant la scène',
      },
    ],
    pageHeroes: {
      Concerts: {
        eyebrow: 'Concerts',
        title: 'Nos prochaines dates et nos nouvelles',
        text: `Concerts publics, festivals et nouvelles ${b.noun.of} : venez nous écouter ${b.inCity} et ailleurs.`,
        button: 'Réserver une date',
        secondary: 'En images',
        pictureAlt: 'La scène éclairée avant le concert',
      },
      Formules: {
        eyebrow: 'Formules',
        title: 'Une formule pour chaque soirée',
        text: 'Mariage, anniversaire, soirée d’entreprise : le son, les lumières et le déplacement sont compris dans nos prix.',
        button: 'Demander un devis',
        secondary: 'Questions fréquentes',
        pictureAlt: 'Des musiciens jouent lors d’un mariage en plein air',
      },
      Contact: {
        eyebrow: 'Contact',
        title: 'Réservez votre date',
        text: `Indiquez la date, le lieu et le type de soirée : nous vous répondons sous 48${nb}h avec un devis.`,
        button: 'Nous appeler',
        secondary: 'Voir les formules',
        pictureAlt: 'Une table de mixage prête pour la soirée',
      },
    },
    features: {
      title: 'Ce que nous vous proposons',
      intro: 'Une musique jouée en direct, pensée pour votre public et pour votre lieu.',
      items: [
        {
          title: 'Un répertoire sur mesure',
          text: 'Jazz, pop, rock, chanson française : nous préparons avec vous la liste des morceaux.',
        },
        {
          title: 'Du duo au groupe complet',
          text: 'Un duo acoustique pour l’apéritif, tous les musiciens pour faire danser : l’effectif s’adapte à votre soirée.',
        },
        {
          title: 'Son et lumières compris',
          text: 'Nous venons avec notre matériel et notre technicien : vous n’avez qu’à profiter.',
        },
        {
          title: 'Une soirée sans temps mort',
          text: 'Entre deux parties, la musique continue : nous assurons les enchaînements jusqu’au bout de la nuit.',
        },
      ],
      pictureAlts: [
        'Une partition annotée sur un pupitre',
        'Un duo acoustique en plein air',
        'Les projecteurs de la scène',
        'La piste de danse pleine',
      ],
    },
    articles: {
      title: 'Agenda et nouvelles',
      intro: `Nos concerts ${b.inCity} et ailleurs, et les nouvelles ${b.noun.of}.`,
      items: [
        {
          date: `18 octobre ${b.year}`,
          title: 'À l’affiche du festival d’automne',
          excerpt:
            'Nous ouvrons la soirée du samedi : les places sont en vente auprès du festival.',
          pictureAlt: 'Le public d’un festival à la tombée de la nuit',
        },
        {
          date: `6 septembre ${b.year}`,
          title: 'Trois nouveaux morceaux au répertoire',
          excerpt:
            'Des classiques de la chanson française revisités, à découvrir lors de nos prochaines dates.',
          pictureAlt: 'Les musiciens en répétition',
        },
        {
          date: `21 juin ${b.year}`,
          title: 'Concert gratuit pour la Fête de la musique',
          excerpt: `Deux heures de concert en plein air ${b.inCity}, à la tombée de la nuit : venez danser avec nous.`,
          pictureAlt: 'La scène installée en plein air',
        },
      ],
      more: 'Toutes les dates',
    },
    gallery: {
      title: 'Sur scène',
      intro: 'Concerts, mariages et soirées : quelques souvenirs de nos dernières dates.',
      pictureAlts: [
        'Le micro sous les projecteurs',
        'La basse et la batterie en plein concert',
        'Des mariés sur la piste de danse',
        'Un concert en plein air au coucher du soleil',
        'Les instruments prêts avant la balance',
        'Le public reprend le refrain en chœur',
      ],
    },
    team: {
      title: 'Les musiciens',
      intro: 'Des musiciens qui jouent ensemble depuis des années, et ça s’entend.',
      people: [
        {
          sex: 'female',
          role: 'Chanteuse',
          bio: 'Sa voix passe du jazz à la chanson française, et elle sait faire chanter tout le public.',
        },
        {
          sex: 'male',
          role: 'Guitariste',
          bio: `Il a fondé ${b.noun.this} en ${b.since} et signe la plupart des arrangements.`,
        },
        {
          sex: 'male',
          role: 'Batteur',
          bio: 'Il tient le tempo et sait quand faire monter l’ambiance sur la piste.',
        },
        {
          sex: 'female',
          role: 'Claviériste',
          bio: 'Elle passe du piano à l’orgue et chante les chœurs sur la plupart des morceaux.',
        },
      ],
    },
    pricing: {
      title: 'Nos formules',
      intro: `Prix TTC, son, lumières et déplacement compris dans un rayon de 50${nb}km.`,
      plans: [
        {
          name: 'Apéritif en duo',
          price: euros('450'),
          period: 'deux heures, deux musiciens',
          features: [
            'Répertoire acoustique au choix',
            'Sonorisation discrète',
            'Pour la cérémonie ou l’apéritif',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Soirée dansante',
          price: euros(`1${thin}400`),
          period: 'quatre heures, le groupe au complet',
          features: [
            'Quatre musiciens et un technicien',
            'Son et lumières de scène',
            'Vos morceaux préférés au programme',
          ],
          button: 'Demander un devis',
        },
        {
          name: 'Mariage complet',
          price: euros(`2${thin}200`),
          period: 'de la cérémonie à la fin de la nuit',
          features: [
            'Duo pour la cérémonie et l’apéritif',
            'Groupe au complet pour la soirée',
            'Musique d’ambiance entre les parties',
          ],
          button: 'Demander un devis',
        },
      ],
      featured: 'La plus demandée',
      listTitle: 'Options',
      listIntro: 'À ajouter à toutes les formules.',
      list: [
        {
          name: 'Heure supplémentaire',
          detail: 'Le groupe au complet',
          price: euros('250'),
        },
        {
          name: 'Chanson de la première danse',
          detail: 'Apprise et arrangée pour vous',
          price: euros('150'),
        },
        {
          name: `Déplacement au-delà de 50${nb}km`,
          detail: 'Le kilomètre, aller et retour compris',
          price: euros('0,60'),
        },
        {
          name: 'Éclairage de la piste',
          detail: 'Jeux de lumières et machine à brouillard',
          price: euros('200'),
        },
      ],
      listNote: `Un acompte de 30${nb}% réserve la date ; le solde est réglé le jour de la soirée.`,
    },
    testimonials: {
      title: 'Ils ont dansé avec nous',
      items: [
        {
          quote: quote('La piste n’a pas désempli de la soirée. Nos invités en parlent encore !'),
          detail: 'Mariage en juillet',
        },
        {
          quote: quote(
            'Des musiciens à l’écoute, ponctuels et d’une grande gentillesse. Une soirée réussie.',
          ),
          detail: 'Soirée d’entreprise',
        },
        {
          quote: quote(`Le meilleur concert de l’été ${b.inCity}, de l’énergie du début à la fin.`),
          detail: 'Spectatrice d’un concert en plein air',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: 'Avant de réserver votre date, voici ce que l’on nous demande souvent.',
      items: [
        {
          question: 'Combien de temps à l’avance faut-il réserver ?',
          answer:
            'Pour un samedi de mai à septembre, six mois à un an ; le reste de l’année, quelques semaines suffisent souvent.',
        },
        {
          question: 'Peut-on choisir les morceaux ?',
          answer:
            'Oui : nous vous envoyons notre répertoire et vous composez la liste, avec vos incontournables et ce qu’il ne faut surtout pas jouer.',
        },
        {
          question: 'De quoi avez-vous besoin sur place ?',
          answer:
            'De deux prises de courant, d’un espace de quatre mètres sur trois et d’un repas pour les musiciens.',
        },
        {
          question: 'Jouez-vous en extérieur ?',
          answer:
            'Oui, à l’abri en cas de pluie : nous regardons ensemble la configuration du lieu.',
        },
        {
          question: 'Vous déplacez-vous loin ?',
          answer: `Le déplacement est compris dans un rayon de 50${nb}km autour ${b.ofCity} ; au-delà, il est indiqué dans le devis.`,
        },
        {
          question: 'Comment se passe le paiement ?',
          answer: `Un acompte de 30${nb}% réserve la date ; le solde est réglé le jour de la soirée, sur facture.`,
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} ${b.ofCity} qui fait danser la région, un week-end après l’autre.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'sur scène' },
        { value: '120', label: 'concerts et soirées' },
        { value: '150', label: 'morceaux au répertoire' },
        { value: '4', label: 'musiciens sur scène' },
      ],
    },
    ctas: [
      {
        title: 'Une date à réserver ?',
        text: 'Dites-nous quand et où : nous vérifions nos disponibilités et vous envoyons un devis.',
        button: 'Réserver une date',
      },
      {
        title: 'Venez nous écouter',
        text: 'Retrouvez toutes nos dates de concert et venez danser avec nous.',
        button: 'Voir l’agenda',
      },
    ],
    contact: {
      title: 'Réserver une date',
      intro: `Quelques informations sur votre soirée suffisent : nous vous répondons sous 48${nb}h.`,
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Téléphone', placeholder: 'Votre numéro' },
        { label: 'Date et lieu', placeholder: `Samedi 14 juin, ${b.city}` },
        { label: 'Type de soirée', placeholder: 'Mariage, anniversaire, soirée d’entreprise…' },
        {
          label: 'Message',
          placeholder: 'Nombre d’invités, style de musique, chanson de la première danse…',
        },
      ],
      button: 'Demander un devis',
      detailsTitle: 'Nous joindre',
      phoneNote: 'En semaine, en journée.',
      emailNote: `Devis envoyé sous 48${nb}h.`,
      addressNote: `Nous jouons ${b.inCity} et dans toute la région.`,
    },
    footer: {
      text: `${capitalise(b.noun.a)} ${b.ofCity}, en concert et pour vos mariages et soirées.`,
      columns: [
        { title: 'Formules', lines: 'Apéritif en duo\nSoirée dansante\nMariage complet' },
        {
          title: 'Réservations',
          lines: `Devis sous 48${nb}h\nDéplacement compris jusqu’à 50${nb}km`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Sur scène · Mariages · Fêtes',
    headerButton: 'Retenir une date',
    pageHeroes: {
      Concerts: {
        eyebrow: 'Agenda',
        title: 'Les dates à venir et les dernières nouvelles',
        text: `Festivals, concerts ouverts à tous et actualité ${b.noun.of} : venez nous entendre ${b.inCity} ou plus loin.`,
        button: 'Retenir une date',
        secondary: 'Photos',
      },
      Formules: {
        eyebrow: 'Nos formules',
        title: 'À chaque soirée sa formule',
        text: 'Mariage, anniversaire ou fête d’entreprise : nos prix incluent la sonorisation, l’éclairage et le déplacement.',
        button: 'Obtenir un devis',
        secondary: 'Questions courantes',
      },
      Contact: {
        eyebrow: 'Nous écrire',
        title: 'Retenez votre date',
        text: `Dites-nous quand, où et pour quel genre de soirée : votre devis vous parvient sous 48${nb}h.`,
        button: 'Appelez-nous',
        secondary: 'Nos formules',
      },
    },
    features: {
      title: 'Ce que nous apportons',
      intro: 'Du vrai direct, adapté à votre public et à l’endroit où vous recevez.',
      items: [
        {
          title: 'Un répertoire à votre goût',
          text: 'Jazz, pop, rock ou chanson française : la liste des morceaux se construit avec vous.',
        },
        {
          title: 'Du duo à la formation complète',
          text: 'Un duo acoustique à l’apéritif, toute la formation pour lancer la danse : l’effectif suit le rythme de votre soirée.',
        },
        {
          title: 'Sono et éclairage inclus',
          text: 'Nous arrivons avec notre matériel et notre technicien : à vous de profiter.',
        },
        {
          title: 'Pas un seul temps mort',
          text: 'La musique ne s’arrête pas entre deux parties : nous enchaînons jusqu’au bout de la nuit.',
        },
      ],
    },
    articles: {
      title: 'Dates et actualité',
      intro: `Les dates ${b.noun.of}, ${b.inCity} comme ailleurs, et ses dernières nouvelles.`,
    },
    gallery: {
      title: 'En concert',
      intro: 'Quelques images de nos dernières dates, entre concerts, mariages et soirées.',
    },
    team: {
      title: 'Nos musiciens',
      intro: 'Des années de scène ensemble, et cela se sent dans chaque morceau.',
      people: [
        {
          bio: 'Du jazz à la chanson française, sa voix change de registre, et elle fait chanter toute la salle.',
        },
        {
          bio: `Fondateur ${b.noun.of} en ${b.since}, il écrit l’essentiel des arrangements.`,
        },
        {
          bio: 'Gardien du tempo, il sent le moment de faire monter l’ambiance sur la piste.',
        },
        {
          bio: 'Entre piano et orgue, elle assure aussi les chœurs sur la plupart des titres.',
        },
      ],
    },
    pricing: {
      title: 'Formules et tarifs',
      intro: `Tarifs TTC, sonorisation, éclairage et trajet inclus jusqu’à 50${nb}km.`,
      listTitle: 'En option',
      listIntro: 'Possibles avec chaque formule.',
      listNote: `La date est retenue avec un acompte de 30${nb}% ; le reste se règle le jour même.`,
    },
    testimonials: {
      title: 'Sur la piste avec nous',
      items: [
        {
          quote: quote(
            'Toute la soirée, la piste était pleine. Nos invités s’en souviennent encore !',
          ),
        },
        {
          quote: quote(
            'Ponctuels, attentifs et adorables, ces musiciens ont fait de notre soirée une réussite.',
          ),
        },
        {
          quote: quote(
            `Une énergie folle du premier au dernier morceau : le plus beau concert de l’été ${b.inCity}.`,
          ),
        },
      ],
    },
    faq: {
      title: 'Questions courantes',
      intro: 'Les questions que l’on nous pose souvent avant de retenir une date.',
      items: [
        {
          answer:
            'De six mois à un an pour un samedi entre mai et septembre ; en dehors de cette période, quelques semaines suffisent souvent.',
        },
        {
          answer:
            'Bien sûr : vous recevez notre répertoire et vous faites votre liste, avec les morceaux indispensables et ceux à éviter absolument.',
        },
        {
          answer:
            'Deux prises électriques, un espace de quatre mètres sur trois et un repas pour les musiciens.',
        },
        {
          answer:
            'Oui, à condition d’être abrités s’il pleut : nous étudions ensemble la disposition du lieu.',
        },
        {
          answer: `Jusqu’à 50${nb}km autour ${b.ofCity}, le trajet est inclus ; plus loin, le devis le précise.`,
        },
        {
          answer: `La date est retenue avec un acompte de 30${nb}% ; le reste se paie sur facture, le jour de la soirée.`,
        },
      ],
    },
    ctas: [
      {
        title: 'Une soirée en vue ?',
        text: 'Donnez-nous le jour et le lieu : nous regardons si nous sommes libres et vous adressons un devis.',
        button: 'Retenir une date',
      },
      {
        title: 'Venez nous voir jouer',
        text: 'Toutes nos dates de concert sont ici : venez danser avec nous.',
        button: 'Nos dates',
      },
    ],
    contact: {
      title: 'Retenir une date',
      intro: `Il suffit de quelques détails sur votre soirée : réponse sous 48${nb}h.`,
      detailsTitle: 'Nous contacter',
      phoneNote: 'La journée, en semaine.',
      emailNote: `Votre devis sous 48${nb}h.`,
      addressNote: `Concerts ${b.inCity} et partout dans la région.`,
    },
    footer: {
      text: `${capitalise(b.noun.a)} ${b.ofCity} qui joue en concert, à vos mariages et à vos fêtes.`,
    },
  }),
};
