import { agence } from './agence';
import { architecte } from './architecte';
import { artisan } from './artisan';
import { association } from './association';
import { avocat } from './avocat';
import { beaute } from './beaute';
import { boulangerie } from './boulangerie';
import { boutique } from './boutique';
import { cafe } from './cafe';
import { coiffeur } from './coiffeur';
import { comptable } from './comptable';
import { ecole } from './ecole';
import { epicerie } from './epicerie';
import { evenementiel } from './evenementiel';
import { fleuriste } from './fleuriste';
import { garage } from './garage';
import { general } from './general';
import { hebergement } from './hebergement';
import { immobilier } from './immobilier';
import { musique } from './musique';
import { photographe } from './photographe';
import { restaurant } from './restaurant';
import { sante } from './sante';
import { sport } from './sport';
import { traiteur } from './traiteur';
import { yoga } from './yoga';
import type { Activity } from './types';

/** The activities the generator knows, the general site last (understand.ts relies on it). */
export const ACTIVITIES: readonly Activity[] = [
  restaurant,
  boulangerie,
  cafe,
  traiteur,
  fleuriste,
  boutique,
  epicerie,
  photographe,
  avocat,
  architecte,
  agence,
  comptable,
  immobilier,
  ecole,
  sport,
  yoga,
  coiffeur,
  beaute,
  sante,
  artisan,
  garage,
  hebergement,
  association,
  musique,
  evenementiel,
  general,
];

export { general };
