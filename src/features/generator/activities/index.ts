import agence from '../../../content/activities/agence.json';
import architecte from '../../../content/activities/architecte.json';
import artisan from '../../../content/activities/artisan.json';
import association from '../../../content/activities/association.json';
import avocat from '../../../content/activities/avocat.json';
import beaute from '../../../content/activities/beaute.json';
import boulangerie from '../../../content/activities/boulangerie.json';
import boutique from '../../../content/activities/boutique.json';
import cafe from '../../../content/activities/cafe.json';
import coiffeur from '../../../content/activities/coiffeur.json';
import comptable from '../../../content/activities/comptable.json';
import ecole from '../../../content/activities/ecole.json';
import epicerie from '../../../content/activities/epicerie.json';
import evenementiel from '../../../content/activities/evenementiel.json';
import fleuriste from '../../../content/activities/fleuriste.json';
import garage from '../../../content/activities/garage.json';
import generalContent from '../../../content/activities/general.json';
import hebergement from '../../../content/activities/hebergement.json';
import immobilier from '../../../content/activities/immobilier.json';
import musique from '../../../content/activities/musique.json';
import photographe from '../../../content/activities/photographe.json';
import restaurant from '../../../content/activities/restaurant.json';
import sante from '../../../content/activities/sante.json';
import sport from '../../../content/activities/sport.json';
import traiteur from '../../../content/activities/traiteur.json';
import yoga from '../../../content/activities/yoga.json';
import shared from '../../../content/activities/shared.json';
import { fillAll } from '../../../content/fill';
import { activityFacts, nameFacts } from './facts';
import type { Activity, ActivityContent } from './types';

/*
 * The activities the generator knows. Their words are content files,
 * src/content/activities/<id>.json (words and placeholders, checked by
 * test/unit/content/activitiesContent.test.ts), and a text several of them say is written once,
 * in src/content/activities/shared.json; here each becomes an `Activity` whose texts are those
 * words filled with the facts of a business (./facts.ts).
 */

/** A text several activities say, written once in shared.json: `"@shared:<key>"` in their files. */
const SHARED_TEXT = /^@shared:(.+)$/;
const SHARED: Readonly<Record<string, string>> = shared;

/** The content with each `"@shared:<key>"` replaced by its words, once, when the file loads. */
function withSharedTexts(value: unknown): unknown {
  if (typeof value === 'string') {
    const key = SHARED_TEXT.exec(value)?.[1];
    if (key === undefined) return value;
    const text = SHARED[key];
    if (text === undefined) throw new Error(`content: no shared text « ${key} »`);
    return text;
  }
  if (Array.isArray(value)) return value.map(withSharedTexts);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withSharedTexts(v)]));
  }
  return value;
}

export function activityOf(json: unknown): Activity {
  // The content tests check every file against the schema of an activity's content.
  const content = withSharedTexts(json) as ActivityContent;
  const { names, texts, rewrite, ...rest } = content;
  return {
    ...rest,
    names: (city, ofCity) => fillAll(names, nameFacts(city, ofCity)),
    texts: (b) => fillAll(texts, activityFacts(b)),
    ...(rewrite ? { rewrite: (b) => fillAll(rewrite, activityFacts(b)) } : {}),
  };
}

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
  generalContent,
].map(activityOf);

/** The general site: what a description no activity recognises gets. */
export const general = ACTIVITIES[ACTIVITIES.length - 1];
