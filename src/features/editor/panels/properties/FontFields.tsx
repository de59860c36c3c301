import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import {
  canonicalFontId,
  findFont,
  fontFamilyCss,
  SYSTEM_FONT_ID,
  SYSTEM_FONT_STACK,
} from '../../../../document/fonts/fonts';
import { isHeading, themeFontId } from '../../../../document/fonts/resolveFont';
import { LETTER_SPACING, LINE_HEIGHT, parseDecimal } from '../../../../document/fonts/typography';
import { PAGE_LINE_HEIGHT } from '../../../../document/style/elementBoxStyle';
import type { TextStyleField } from '../../../../document/siteStyles/textValues';
import type { EditorElement } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { FontSelect } from './FontSelect';
import { elementUpdated, selectDocument } from '../../editorSlice';
import type { ElementChanges } from '../../model/elementChanges';
import {
  acceptableLetterSpacing,
  acceptableLineHeight,
  UNDERLINE_TYPES,
} from '../../model/updateElement';
import { useFieldEdit, type FieldParse } from './useFieldEdit';
import { MODIFIED } from './TextStyleFields';

const t = fr.editor.fonts;

/** The types « Majuscules » shows for: what a person reads as words (a form's are its labels). */
const UPPERCASE_TYPES: ReadonlySet<EditorElement['type']> = new Set(['text', 'button', 'menu']);

/** French decimals, as a person reads and types them: « 1,5 », « -0,5 ». */
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2, useGrouping: false });
const formatDecimal = (value: number) => decimal.format(value).replace('\u2212', '-');

/** A draft that may still become a number: « », « - », « , ». */
const unfinished = (text: string) => /^\s*[-−–]?\d*[,.]?\s*$/.test(text);

/**
 * A decimal field's parse: a number within `accept` (the default value stores no property: the
 * model drops it).
 */
function decimalParse(accept: (n: number) => boolean) {
  return (text: string): FieldParse<number> => {
    const value = parseDecimal(text);
    if (value !== null && accept(value)) return { ok: true, value };
    // Not a number yet (« - », « 1, »…): wait; a number out of bounds: refused at once.
    return { ok: false, pending: value === null && unfinished(text) };
  };
}

/** A number with a decimal comma (« Interligne », « Espacement des lettres »). */
function DecimalField({
  label,
  field,
  value,
  accept,
  apply,
  hint,
  refused,
}: {
  label: string;
  field: string;
  value: number;
  accept: (n: number) => boolean;
  apply: (value: number, mergeKey: string) => void;
  hint: string;
  refused: string;
}) {
  const edit = useFieldEdit<number>({
    field,
    value: formatDecimal(value),
    parse: decimalParse(accept),
    apply,
  });
  return (
    <TextField
      label={label}
      size="small"
      value={edit.value}
      error={edit.refused}
      helperText={edit.refused ? refused : hint}
      onFocus={edit.onFocus}
      onBlur={edit.onBlur}
      onChange={(event) => edit.onChange(event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-field': field } }}
    />
  );
}

/**
 * « Police » (the site's font by default, the system's, or one of the thirteen), « Italique »,
 * « Souligné » (not on a menu: it underlines its current page), « Majuscules » (not on a form),
 * « Interligne » and « Espacement des lettres ». Each change is one undo step; a refused value
 * changes nothing and says why. A field whose value differs from the element's text style
 * (`modified`) says « Modifié ».
 */
export function FontFields({
  element,
  modified = [],
}: {
  element: EditorElement;
  modified?: readonly TextStyleField[];
}) {
  const dispatch = useAppDispatch();
  const uppercaseMarkId = useId();
  const hint = (field: TextStyleField, text: string) =>
    modified.includes(field) ? fr.editor.bindings.modifiedHint(text) : text;
  const theme = useAppSelector(selectDocument).theme;
  const { id, properties } = element;
  const update = (changes: ElementChanges, mergeKey?: string) =>
    dispatch(elementUpdated({ id, changes, mergeKey }));

  const siteFontId = themeFontId(theme, isHeading(element) ? 'heading' : 'body');
  const siteFont = findFont(siteFontId);
  const leading = [
    {
      value: '',
      label: t.siteFont(siteFont?.name ?? t.systemShort),
      family: fontFamilyCss(siteFont),
    },
    { value: SYSTEM_FONT_ID, label: t.system, family: SYSTEM_FONT_STACK },
  ];
  const italic = properties.italic === true;
  const underline = properties.underline === true;
  const uppercase = properties.uppercase === true;
  const show = (n: number) => formatDecimal(n);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FontSelect
        label={t.font}
        field="font"
        // A font this version does not know draws in the site's font: so says the list.
        value={canonicalFontId(properties.font) ?? ''}
        leading={leading}
        helperText={modified.includes('font') ? MODIFIED : undefined}
        onChange={(font) => update({ font: font === '' ? null : font })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <ToggleButton
          value="italic"
          size="small"
          selected={italic}
          onChange={() => update({ italic: !italic })}
          sx={{ gap: 0.5, textTransform: 'none', flex: '1 1 auto' }}
        >
          <FormatItalic fontSize="small" />
          {t.italic}
        </ToggleButton>
        {UNDERLINE_TYPES.has(element.type) && (
          <ToggleButton
            value="underline"
            size="small"
            selected={underline}
            onChange={() => update({ underline: !underline })}
            sx={{ gap: 0.5, textTransform: 'none', flex: '1 1 auto' }}
          >
            <FormatUnderlined fontSize="small" />
            {t.underline}
          </ToggleButton>
        )}
      </Box>
      {UPPERCASE_TYPES.has(element.type) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={uppercase}
                onChange={(event) => update({ uppercase: event.target.checked })}
                slotProps={{
                  input: {
                    'data-field': 'uppercase',
                    ...(modified.includes('uppercase')
                      ? { 'aria-describedby': uppercaseMarkId }
                      : {}),
                  } as React.InputHTMLAttributes<HTMLInputElement>,
                }}
              />
            }
            label={fr.siteStyles.uppercase}
            slotProps={{ typography: { variant: 'body2' } }}
            // The small switch's track in line with the fields' edges.
            sx={{ ml: '-7px' }}
          />
          {modified.includes('uppercase') && (
            <Typography id={uppercaseMarkId} variant="caption" sx={{ color: 'text.secondary' }}>
              {MODIFIED}
            </Typography>
          )}
        </Box>
      )}
      <DecimalField
        label={t.lineHeight}
        field="lineHeight"
        value={properties.lineHeight ?? PAGE_LINE_HEIGHT}
        accept={acceptableLineHeight}
        apply={(lineHeight, key) => update({ lineHeight }, key)}
        hint={hint(
          'lineHeight',
          t.lineHeightHint(show(LINE_HEIGHT.editorMin), show(LINE_HEIGHT.editorMax)),
        )}
        refused={t.lineHeightRefused(show(LINE_HEIGHT.editorMin), show(LINE_HEIGHT.editorMax))}
      />
      <DecimalField
        label={t.letterSpacing}
        field="letterSpacing"
        value={properties.letterSpacing ?? 0}
        accept={acceptableLetterSpacing}
        apply={(letterSpacing, key) => update({ letterSpacing }, key)}
        hint={hint(
          'letterSpacing',
          t.letterSpacingHint(show(LETTER_SPACING.editorMin), show(LETTER_SPACING.editorMax)),
        )}
        refused={t.letterSpacingRefused(
          show(LETTER_SPACING.editorMin),
          show(LETTER_SPACING.editorMax),
        )}
      />
    </Box>
  );
}
