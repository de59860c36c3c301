import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { formatInteger } from '../../../../common/numberFormat';
import { fr } from '../../../../i18n/fr';
import { SITE_URL_MAX, type SettingsProblem } from '../../model/settings';

const t = fr.editor.settings;

/** Which field a length problem is about: each says it its own way. */
export type LimitedField = 'title' | 'description' | 'name';

/** The French sentence for a problem of the settings dialogs (model/settings.ts). */
export function problemText(problem: SettingsProblem, field?: LimitedField): string {
  switch (problem.kind) {
    case 'tooLong': {
      const length = formatInteger(problem.length);
      const max = formatInteger(problem.max);
      if (field === 'description') return t.problems.descriptionTooLong(length, max);
      if (field === 'name') return t.problems.nameTooLong(length, max);
      return t.problems.titleTooLong(length, max);
    }
    case 'empty':
      return t.problems.nameEmpty;
    case 'imageRefused':
      return t.problems.imageRefused;
    case 'siteUrlRefused':
      return problem.reason === 'tooLong'
        ? t.problems.siteUrl.tooLong(formatInteger(SITE_URL_MAX))
        : t.problems.siteUrl[problem.reason];
  }
}

/** A field's help: its message (an error or a hint) and, for a limited text, « 12 / 200 ». */
export function fieldHelp(message: ReactNode, counter?: { length: number; max: number }) {
  if (!counter) return message;
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
      <span>{message}</span>
      <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {t.counter(formatInteger(counter.length), formatInteger(counter.max))}
      </Box>
    </Box>
  );
}
