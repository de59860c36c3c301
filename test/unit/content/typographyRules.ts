/**
 * The typography of ../shared/FRENCH.md that a text can be checked for: no straight apostrophe
 * or double quote, a no-break space (U+00A0, or the narrow U+202F) before « ; : ! ? » and « % »,
 * and inside « guillemets ». Each problem is named with the place it was found.
 */
const NO_BREAK = /[\u00a0\u202f]/;

export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  const at = (i: number) => `« ${text.slice(Math.max(0, i - 12), i + 12)} »`;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const before = text[i - 1] ?? '';
    if (c === "'") problems.push(`straight apostrophe in ${at(i)}`);
    else if (c === '"') problems.push(`straight double quote in ${at(i)}`);
    else if (';:!?%'.includes(c)) {
      // « ?! » and « !! » keep one space before the first sign only.
      if (!NO_BREAK.test(before) && !';:!?'.includes(before)) {
        problems.push(`no no-break space before « ${c} » in ${at(i)}`);
      }
    } else if (c === '«' && !NO_BREAK.test(text[i + 1] ?? '')) {
      problems.push(`no no-break space after « « » in ${at(i)}`);
    } else if (c === '»' && !NO_BREAK.test(before)) {
      problems.push(`no no-break space before « » » in ${at(i)}`);
    }
  }
  return problems;
}
