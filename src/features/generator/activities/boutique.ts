import { capitalise, euros, h, nb, quote, span } from '../../../content/grammar';
import type { Activity } from './types';

/** A clothes shop, in town and online: its new pieces, delivery and returns, a contact form. */
export const boutique: Activity = {
  id: 'boutique',
  label: 'Boutique',
  noun: { word: 'boutique', gender: 'f' },
  category: 'ecommerce',
  keywords: {
    strong: [
      'boutique de vêtements',
      'magasin de vêtements',
      'vêtements',
      'prêt-à-porter',
      'concept store',
      'vente en ligne',
      'boutique en ligne',
      'e-commerce',
      'e-boutique',
      'site marchand',
      'friperie',
      'créateur de mode',
      'créatrice de mode',
    ],
    weak: [
      'boutique',
      'magasin',
      'mode',
      'créateur',
      'créatrice',
      'collection',
      'accessoires',
      'bijoux',
      'sacs',
      'chaussures',
      'marque',
      'tendance',
      'panier',
      'retours',
      'expédition',
    ],
  },
  names: (_city, ofCity) => [
    `La Penderie ${ofCity}`,
    `Le Vestiaire ${ofCity}`,
    `L’Étiquette ${ofCity}`,
    `La Garde-Robe ${ofCity}`,
  ],
  pages: [
    { name: 'Accueil', sections: ['features', 'products', 'testimonials', 'cta'] },
    { name: 'Nouveautés', sections: ['products', 'gallery', 'cta'] },
    { name: 'Livraison', sections: ['faq', 'features'] },
    { name: 'Contact', sections: ['contact', 'hours'] },
  ],
  required: ['products', 'faq', 'contact'],
  texts: (b) => ({
    tagline: 'Prêt-à-porter · Accessoires · Boutique en ligne',
    headerButton: 'Voir les nouveautés',
    heroes: [
      {
        eyebrow: `Boutique de vêtements ${b.inCity} depuis ${b.since}`,
        title: 'Des vêtements bien faits, pensés pour durer',
        text: `Des matières naturelles, des coupes simples et des pièces fabriquées en petites séries en Europe : la garde-robe que l’on garde longtemps.`,
        button: 'Voir les nouveautés',
        secondary: 'Livraison et retours',
        pictureAlt: `La vitrine ${b.ofName}`,
      },
      {
        eyebrow: `${capitalise(b.noun.the)} ${b.ofName}`,
        title: 'Les nouveautés de la saison sont arrivées',
        text: `Chemises en lin, mailles douces et robes légères : à essayer ${b.noun.to} ou à commander en ligne, livrées en 48${nb}heures.`,
        button: 'Découvrir les nouveautés',
        secondary: 'Nous rendre visite',
        pictureAlt: 'Une chemise en lin sur un portant',
      },
      {
        eyebrow: `Prêt-à-porter et accessoires ${b.inCity}`,
        title: `${b.name}, des pièces choisies une à une`,
        text: `Une sélection de jeunes marques et de créateurs indépendants, des conseils sincères et des retours gratuits pendant 30${nb}jours.`,
        button: 'Voir les nouveautés',
        secondary: 'Nous contacter',
        pictureAlt: 'Des pulls pliés sur une table en bois',
      },
    ],
    pageHeroes: {
      Nouveautés: {
        eyebrow: 'Nouveautés',
        title: 'Les pièces de la saison',
        text: `Des basiques bien coupés et quelques pièces fortes, en quantités limitées. Livraison offerte dès ${euros('80')} d’achat.`,
        button: 'Commander',
        secondary: 'Livraison et retours',
        pictureAlt: 'Un portant de pièces de la saison',
      },
      Livraison: {
        eyebrow: 'Livraison et retours',
        title: 'Commander en toute sérénité',
        text: `Expédition sous 24${nb}heures, retours gratuits pendant 30${nb}jours, remboursement rapide : voici comment cela fonctionne.`,
        button: 'Voir les nouveautés',
        secondary: 'Nous contacter',
        pictureAlt: 'Un colis prêt à partir, noué d’un ruban',
      },
      Contact: {
        eyebrow: 'Contact',
        title: 'Une question sur une taille, une commande ?',
        text: `Écrivez-nous ou passez nous voir : nous répondons dans la journée et vous conseillons volontiers en cabine.`,
        button: 'Nous écrire',
        secondary: 'Horaires et accès',
        pictureAlt: `Les portants ${b.ofName}`,
      },
    },
    features: {
      title: 'Nos engagements',
      intro: `Moins de pièces, mieux choisies, et un service comme ${b.noun.to}, même en ligne.`,
      items: [
        {
          title: 'Des matières durables',
          text: 'Lin, coton biologique, laine recyclée : des tissus choisis pour bien vieillir.',
        },
        {
          title: 'Des marques indépendantes',
          text: 'De jeunes créateurs et de petits ateliers européens, que nous rencontrons avant de vendre leurs pièces.',
        },
        {
          title: `Livraison en 48${nb}heures`,
          text: `Expédition sous 24${nb}heures, livraison offerte dès ${euros('80')} d’achat.`,
        },
        {
          title: 'Retours gratuits',
          text: 'Trente jours pour changer d’avis, avec une étiquette de retour prépayée.',
        },
      ],
      pictureAlts: [
        'Des rouleaux de lin naturel',
        'Une étiquette cousue main',
        'Un colis prêt à partir',
        'Une cabine d’essayage',
      ],
    },
    products: {
      title: 'Nouveautés',
      intro: `Les pièces qui viennent d’arriver, ${b.noun.to} et en ligne.`,
      items: [
        {
          name: 'Chemise en lin',
          detail: 'Lin lavé, coupe droite, du XS au XL',
          price: euros('79'),
          pictureAlt: 'Une chemise en lin écru',
        },
        {
          name: 'Pull en laine recyclée',
          detail: 'Maille épaisse, trois couleurs',
          price: euros('95'),
          pictureAlt: 'Un pull en laine couleur moutarde',
        },
        {
          name: 'Robe portefeuille',
          detail: 'Viscose fluide, motif imprimé',
          price: euros('89'),
          pictureAlt: 'Une robe portefeuille imprimée',
        },
        {
          name: 'Sac cabas en cuir',
          detail: 'Cuir tanné végétal, fabriqué en France',
          price: euros('120'),
          pictureAlt: 'Un sac cabas en cuir naturel',
        },
      ],
      button: 'Ajouter au panier',
      featuredEyebrow: 'La pièce de la saison',
      featuredText: `Notre chemise en lin lavé, coupée au Portugal dans un petit atelier familial : légère l’été, parfaite sous un pull l’hiver, elle s’assouplit au fil des lavages.`,
    },
    gallery: {
      title: 'La saison en images',
      intro: `Les pièces de la saison, et quelques images ${b.ofName}.`,
      pictureAlts: [
        'Une chemise en lin portée avec un jean brut',
        'La vitrine et ses portants',
        'Des pulls pliés en piles',
        'Un sac en cuir posé sur un tabouret',
        'Une robe imprimée sur un cintre',
        'Les portants de la nouvelle saison',
      ],
    },
    team: {
      title: 'L’équipe',
      intro: 'Une petite équipe, en magasin comme derrière vos colis.',
      people: [
        {
          sex: 'female',
          role: 'Fondatrice',
          bio: `Ancienne acheteuse pour de grandes marques, elle a ouvert ${b.noun.this} en ${b.since} pour ne vendre que ce qu’elle porterait.`,
        },
        {
          sex: 'female',
          role: 'Conseillère de vente',
          bio: 'Elle connaît chaque coupe par cœur et vous trouve la bonne taille du premier coup.',
        },
        {
          sex: 'male',
          role: 'Responsable des expéditions',
          bio: `Il prépare, emballe et expédie chaque commande en moins de 24${nb}heures.`,
        },
        {
          sex: 'male',
          role: 'Responsable de la vente en ligne',
          bio: 'Il met en ligne les nouveautés et répond chaque jour à vos messages.',
        },
      ],
    },
    testimonials: {
      title: 'Ils ont aimé',
      items: [
        {
          quote: quote(
            'Commande reçue en deux jours, joliment emballée, et la taille était parfaite.',
          ),
          detail: 'Commande en ligne',
        },
        {
          quote: quote(
            'Enfin un magasin où l’on prend le temps de vous conseiller, sans insister.',
          ),
          detail: `Cliente ${b.ofName}`,
        },
        {
          quote: quote('Un échange de taille fait en trois jours, sans la moindre difficulté.'),
          detail: 'Échange d’un pull',
        },
      ],
    },
    faq: {
      title: 'Livraison et retours',
      intro: 'Tout ce qu’il faut savoir avant et après votre commande.',
      items: [
        {
          question: 'Quels sont les délais de livraison ?',
          answer: `Les commandes partent sous 24${nb}heures ouvrées et arrivent en 48${nb}heures en France métropolitaine.`,
        },
        {
          question: 'Combien coûte la livraison ?',
          answer: `${euros('4,90')} en point relais, offerte dès ${euros('80')} d’achat.`,
        },
        {
          question: 'Puis-je retourner un article ?',
          answer: `Oui, pendant 30${nb}jours et gratuitement, avec l’étiquette prépayée jointe à votre colis.`,
        },
        {
          question: 'Quand suis-je remboursé ?',
          answer:
            'Sous cinq jours ouvrés après réception de votre retour, sur la carte utilisée pour la commande.',
        },
        {
          question: 'Puis-je retirer ma commande sur place ?',
          answer: `Oui, gratuitement ${b.noun.to}, dès le lendemain de votre commande.`,
        },
        {
          question: 'Comment choisir ma taille ?',
          answer:
            'Chaque fiche donne les mesures du vêtement ; en cas de doute, écrivez-nous, nous mesurons pour vous.',
        },
      ],
    },
    figures: {
      title: `${b.name} en quelques chiffres`,
      text: `Depuis ${b.since}, ${b.noun.a} ${b.inCity} et en ligne, pour s’habiller mieux et moins souvent.`,
      items: [
        { value: `${b.year - b.since}${nb}ans`, label: 'de conseils et de coups de cœur' },
        { value: '25', label: 'marques indépendantes' },
        { value: `48${nb}h`, label: 'pour être livré' },
        { value: `30${nb}jours`, label: 'pour changer d’avis' },
      ],
    },
    ctas: [
      {
        title: 'Les nouveautés sont en ligne',
        text: 'Des quantités limitées : découvrez-les avant tout le monde.',
        button: 'Voir les nouveautés',
      },
      {
        title: 'Besoin d’un conseil de taille ?',
        text: 'Écrivez-nous : nous mesurons la pièce et vous répondons dans la journée.',
        button: 'Nous écrire',
      },
    ],
    contact: {
      title: 'Nous contacter',
      intro:
        'Une question sur une commande, une taille ou un retour : nous répondons dans la journée.',
      fields: [
        { label: 'Nom', placeholder: 'Votre nom' },
        { label: 'E-mail', placeholder: 'Votre adresse e-mail' },
        { label: 'Numéro de commande', placeholder: 'Si vous en avez un' },
        { label: 'Message', placeholder: 'Votre question, la pièce et la taille concernées…' },
      ],
      button: 'Envoyer',
      detailsTitle: 'Nous joindre',
      phoneNote: `Du mardi au samedi, de ${h(10)} à ${h(19)}.`,
      emailNote: 'Réponse dans la journée, même le samedi.',
      addressNote: `Retrait gratuit des commandes ${b.noun.to}.`,
    },
    hours: {
      title: 'Horaires et accès',
      intro: 'Venez essayer nos pièces et retirer vos commandes passées en ligne.',
      hoursTitle: 'Horaires d’ouverture',
      hours: [
        { days: 'Lundi', time: 'Fermé' },
        { days: 'Mardi au vendredi', time: span(h(10), h(19)) },
        { days: 'Samedi', time: span(h(10), h(19, 30)) },
        { days: 'Dimanche', time: 'Fermé' },
      ],
      addressTitle: 'Nous trouver',
      access: `En centre-ville ${b.ofCity}, à deux pas des transports en commun.`,
      note: 'Les commandes passées en ligne sont prêtes à retirer dès le lendemain.',
    },
    footer: {
      text: `${capitalise(b.noun.a)} de vêtements ${b.inCity} et en ligne : matières durables, marques indépendantes.`,
      columns: [
        {
          title: 'Livraison',
          lines: `Expédition sous 24${nb}heures\nOfferte dès ${euros('80')}\nRetours gratuits pendant 30${nb}jours`,
        },
        {
          title: 'Horaires',
          lines: `Mar. – ven. : ${span(h(10), h(19))}\nSam. : ${span(h(10), h(19, 30))}`,
        },
      ],
    },
  }),
  rewrite: (b) => ({
    tagline: 'Vêtements · Accessoires · Vente en ligne',
    headerButton: 'Voir les arrivages',
    pageHeroes: {
      Nouveautés: {
        eyebrow: 'Les arrivages',
        title: 'Nos pièces pour cette saison',
        text: `Quelques pièces fortes et des essentiels bien coupés, en petites quantités. Dès ${euros('80')} d’achat, la livraison est offerte.`,
        secondary: 'Envois et retours',
      },
      Livraison: {
        eyebrow: 'Expédition et retours',
        title: 'Commander l’esprit tranquille',
        text: `Envoi en 24${nb}heures, 30${nb}jours pour retourner gratuitement, remboursement sans attendre : tout est expliqué ici.`,
        button: 'Voir les arrivages',
        secondary: 'Nous écrire',
      },
      Contact: {
        eyebrow: 'Nous joindre',
        title: 'Un doute sur une taille ou une commande ?',
        text: `Envoyez-nous un message ou venez ${b.noun.to} : la réponse arrive le jour même, et nos conseils vous attendent en cabine.`,
        secondary: 'Accès et horaires',
      },
    },
    features: {
      title: 'Nos promesses',
      intro:
        'Moins de pièces, choisies avec soin, et en ligne un accueil aussi attentif qu’en magasin.',
      items: [
        {
          title: 'Des tissus qui durent',
          text: 'Du lin, du coton bio, de la laine recyclée : des matières sélectionnées pour vieillir en beauté.',
        },
        {
          title: 'Des créateurs indépendants',
          text: 'Jeunes marques et petits ateliers européens : nous les rencontrons tous avant de vendre leurs pièces.',
        },
        {
          title: `Chez vous en 48${nb}heures`,
          text: `Envoi en 24${nb}heures, et frais de port offerts à partir de ${euros('80')}.`,
        },
        {
          title: 'Retour offert',
          text: 'Trente jours pour changer d’avis : l’étiquette de retour est déjà payée.',
        },
      ],
    },
    products: {
      title: 'Du nouveau',
      intro: `Tout juste arrivées, en ligne comme ${b.noun.to}.`,
      featuredEyebrow: 'Coup de cœur de saison',
      featuredText: `Coupée au Portugal par un petit atelier familial, notre chemise en lin lavé se porte seule l’été et sous un pull l’hiver ; chaque lavage la rend plus souple.`,
    },
    gallery: {
      title: 'Cette saison, en images',
      intro: `Quelques vues ${b.ofName} et des pièces du moment.`,
    },
    team: {
      title: 'Notre équipe',
      intro: 'Quelques visages, au magasin comme à la préparation de vos colis.',
      people: [
        {
          bio: `Elle achetait pour de grandes marques ; en ${b.since}, elle a créé ${b.noun.this} pour ne proposer que ce qu’elle aimerait porter.`,
        },
        { bio: 'Elle sait tout de chaque coupe et trouve votre taille dès le premier essai.' },
        {
          bio: `En moins de 24${nb}heures, chaque commande est préparée, emballée et envoyée par ses soins.`,
        },
        {
          bio: 'Il publie les nouvelles pièces sur le site et vous répond tous les jours.',
        },
      ],
    },
    testimonials: {
      title: 'Ils en parlent',
      items: [
        { quote: quote('Livrée en deux jours, dans un joli paquet, et à la bonne taille.') },
        {
          quote: quote(
            'Un magasin où l’on vous conseille avec patience et sans pousser à l’achat, enfin !',
          ),
        },
        { quote: quote('Trois jours pour échanger ma taille, et aucune complication.') },
      ],
    },
    faq: {
      title: 'Expédition et retours',
      intro: 'L’essentiel à savoir, avant comme après votre achat.',
      items: [
        {
          answer: `En France métropolitaine, votre colis part en 24${nb}heures ouvrées et vous parvient en 48${nb}heures.`,
        },
        { answer: `En point relais, ${euros('4,90')} ; gratuite à partir de ${euros('80')}.` },
        {
          answer: `Oui, sans frais pendant 30${nb}jours : l’étiquette prépayée se trouve dans votre colis.`,
        },
        {
          answer:
            'Cinq jours ouvrés au plus après l’arrivée de votre retour, sur la carte qui a servi à payer.',
        },
        { answer: `Oui, sans frais, ${b.noun.to}, à partir du lendemain.` },
        {
          answer:
            'Les mesures de chaque vêtement figurent sur sa fiche ; un doute ? Écrivez-nous, nous prenons les mesures pour vous.',
        },
      ],
    },
    figures: {
      title: `${b.name} en chiffres`,
      text: `${capitalise(b.noun.a)} ${b.inCity} et en ligne depuis ${b.since} : s’habiller moins souvent, mais mieux.`,
    },
    ctas: [
      {
        title: 'Du nouveau sur le site',
        text: 'Les pièces partent vite : soyez parmi les premiers à les voir.',
        button: 'Voir les arrivages',
      },
      {
        title: 'Un doute sur votre taille ?',
        text: 'Envoyez-nous un message : nous mesurons la pièce et répondons le jour même.',
      },
    ],
    contact: {
      title: 'Nous écrire',
      intro:
        'Commande, taille, retour : posez-nous votre question, la réponse arrive dans la journée.',
      detailsTitle: 'Nos coordonnées',
      phoneNote: `De ${h(10)} à ${h(19)}, du mardi au samedi.`,
      emailNote: 'Nous répondons le jour même, samedi compris.',
      addressNote: `Vos commandes se retirent gratuitement ${b.noun.to}.`,
    },
    hours: {
      title: 'Horaires et adresse',
      intro: 'Passez essayer nos vêtements ou chercher ce que vous avez commandé en ligne.',
      access: `Au centre ${b.ofCity}, tout près des transports en commun.`,
      note: 'Commandé en ligne, votre article vous attend dès le lendemain.',
    },
    footer: {
      text: `Matières durables et marques indépendantes : ${b.noun.your} de vêtements ${b.inCity} et en ligne.`,
    },
  }),
};
