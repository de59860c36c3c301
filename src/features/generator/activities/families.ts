import artisanat from '../../../content/families/artisanat.json';
import bouche from '../../../content/families/bouche.json';
import commerce from '../../../content/families/commerce.json';
import conseil from '../../../content/families/conseil.json';
import cours from '../../../content/families/cours.json';
import creation from '../../../content/families/creation.json';
import lieu from '../../../content/families/lieu.json';
import loisir from '../../../content/families/loisir.json';
import producteur from '../../../content/families/producteur.json';
import service from '../../../content/families/service.json';
import soin from '../../../content/families/soin.json';
import { activityOf } from '.';
import type { Activity } from './types';

/*
 * The families of trades: what the generator writes for a trade that none of its activities is
 * (a climbing gym, an optician, a market gardener). The trades lexicon (src/content/trades.json)
 * gives each trade its family; the family's content file, src/content/families/<id>.json, gives
 * the site's pages and sections and its texts, written for every trade of the family: the
 * business's noun (`{noun.the}`: the trade's own, « la salle d’escalade ») and the trade as the
 * person named it (`{trade}`: « salle d’escalade de bloc ») fill them, and nothing in them is true
 * of one trade only. Same format and checks as the activities' files.
 */

/** The families, in the lexicon's order of families (src/features/generator/trades/schema.ts). */
export const FAMILIES: readonly Activity[] = [
  commerce,
  bouche,
  producteur,
  artisanat,
  service,
  soin,
  loisir,
  cours,
  creation,
  conseil,
  lieu,
].map(activityOf);

/**
 * The family each activity belongs to: an activity is its family's trade written by hand (« Je
 * suis menuisier » makes the artisan's site, of the family `artisanat`).
 */
export const FAMILY_OF_ACTIVITY: Readonly<Record<string, string>> = {
  restaurant: 'bouche',
  boulangerie: 'bouche',
  cafe: 'lieu',
  traiteur: 'bouche',
  fleuriste: 'commerce',
  boutique: 'commerce',
  epicerie: 'bouche',
  photographe: 'creation',
  avocat: 'conseil',
  architecte: 'conseil',
  agence: 'creation',
  comptable: 'conseil',
  immobilier: 'conseil',
  ecole: 'cours',
  sport: 'loisir',
  yoga: 'soin',
  coiffeur: 'service',
  beaute: 'soin',
  sante: 'soin',
  artisan: 'artisanat',
  garage: 'service',
  hebergement: 'lieu',
  association: 'lieu',
  musique: 'cours',
  evenementiel: 'service',
};
