import { agree, atBusiness, nb } from '../../../content/grammar';
import type { Facts } from '../../../content/fill';
import type { Business } from './types';

/**
 * What an activity's content file may say of the business: `{name}`, `{inCity}`, `{noun.the}`…
 * (src/content/activities/<id>.json). Everything a placeholder cannot compute itself is computed
 * here, once: `{years}` (« 12 ans », since the business opened), `{toName}` (« au Fournil »,
 * « à Léa Martin »: `atName` without « chez ») and `{noun.e}` (« e » after a feminine noun:
 * « ouvert{noun.e} »). `{trade}` is the trade as the person named it (« salle d’escalade de
 * bloc »), for the family content files (src/content/families/), whose texts serve every trade of
 * a family.
 */
export function activityFacts(b: Business): Facts {
  const years = b.year - b.since;
  const { noun } = b;
  return {
    name: b.name,
    ofName: b.ofName,
    atName: b.atName,
    // One joins an association « à » it, never « chez » it: « Adhérez au Fournil ».
    toName: atBusiness(b.name, 'à'),
    city: b.city,
    inCity: b.inCity,
    ofCity: b.ofCity,
    since: b.since,
    year: b.year,
    years: `${years}${nb}${years > 1 ? 'ans' : 'an'}`,
    'noun.word': noun.word,
    'noun.a': noun.a,
    'noun.the': noun.the,
    'noun.of': noun.of,
    'noun.to': noun.to,
    'noun.our': noun.our,
    'noun.your': noun.your,
    'noun.this': noun.this,
    'noun.e': agree(noun.gender, '', 'e'),
    trade: b.trade,
  };
}

/** The facts a business's suggested names may use: `{city}`, `{ofCity}`. */
export const nameFacts = (city: string, ofCity: string): Facts => ({ city, ofCity });

/** Every fact a content file may name (the content tests check each placeholder against it). */
export const FACT_NAMES: readonly string[] = Object.keys(
  activityFacts({
    name: '',
    ofName: '',
    atName: '',
    city: '',
    inCity: '',
    ofCity: '',
    noun: { word: '', gender: 'm', a: '', the: '', of: '', to: '', our: '', your: '', this: '' },
    trade: '',
    details: [],
    since: 0,
    year: 0,
  }),
);
