/**
 * The typography rules of French copy (as the guide and the interface write it) as one check a
 * content test runs on every text: no straight apostrophe (« l’atelier », not « l'atelier »), a
 * no-break space (U+00A0 or the narrow U+202F) before « ; : ! ? » and « % », and no-break spaces inside guillemets.
 * Returns one line per problem, naming the character and what surrounds it; none when the text is
 * right. Web addresses (« https://… », « mailto:… »), times written « 12:30 » and a doubled mark
 * (« ?! ») are not sentences and are left alone.
 */

const NO_BREAK = /[\u00a0\u202f]/;
const ADDRESS = /\b(?:https?:\/\/|mailto:|tel:|www\.)\S*/gi;

function around(text: string, at: number): string {
  return `« ${text.slice(Math.max(0, at - 12), at + 12)} »`;
}

export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  // Addresses are blanked out (same length, so positions still point into the text).
  const prose = text.replace(ADDRESS, (url) => ' '.repeat(url.length));
  for (let i = 0; i < prose.length; i += 1) {
    const c = prose[i];
    const before = i > 0 ? prose[i - 1] : '';
    const after = i + 1 < prose.length ? prose[i + 1] : '';
    if (c === "'") problems.push(`straight apostrophe ' (write ’) in ${around(text, i)}`);
    else if (c === '"') problems.push(`straight quote " (write « ») in ${around(text, i)}`);
    else if (';:!?%'.includes(c)) {
      if (c === ':' && /\d/.test(before) && /\d/.test(after)) continue; // 12:30
      if ('!?'.includes(c) && '!?'.includes(before) && before !== '') continue; // ?!
      if (!NO_BREAK.test(before)) {
        const what = before === ' ' ? 'a plain space' : before === '' ? 'nothing' : `« ${before} »`;
        problems.push(`${what} before « ${c} » (write a no-break space) in ${around(text, i)}`);
      }
    } else if (c === '«') {
      if (!NO_BREAK.test(after)) problems.push(`no no-break space after « in ${around(text, i)}`);
    } else if (c === '»') {
      if (!NO_BREAK.test(before)) problems.push(`no no-break space before » in ${around(text, i)}`);
    }
  }
  return problems;
}
