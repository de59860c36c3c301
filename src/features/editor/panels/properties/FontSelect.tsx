import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ComponentProps, ReactNode } from 'react';
import {
  FONT_CATEGORIES,
  FONTS,
  findFont,
  fontFamilyCss,
  SYSTEM_FONT_STACK,
  type FontFaceKey,
} from '../../../../document/fonts/fonts';
import { fr } from '../../../../i18n/fr';
import { ensureFontFaces } from '../../../fonts';

/** Each font's upright regular face: what a picker shows its name in. */
const PREVIEW_FACES: readonly FontFaceKey[] = FONTS.map((font) => ({
  fontId: font.id,
  weight: 400,
  style: 'normal',
}));

/**
 * A kind of fonts over its names in the list: seen, not an option (MUI's Select makes every child
 * an option, so its role and state are dropped), and hidden from screen readers, which hear the
 * fonts' names alone.
 */
function KindHeading(props: ComponentProps<typeof ListSubheader>) {
  const rest: Record<string, unknown> = { ...props };
  delete rest.role;
  delete rest['aria-selected'];
  return <ListSubheader {...rest} aria-hidden="true" />;
}
// Not a stop of the list's keyboard navigation (as MUI's own ListSubheader).
(KindHeading as unknown as { muiSkipListHighlight: boolean }).muiSkipListHighlight = true;

/** An entry before the fonts: « Police du site (Inter) », « Police du système ». */
export interface LeadingOption {
  value: string;
  label: string;
  /** The CSS font-family it shows in. */
  family: string;
}

/**
 * A font picker (« Police », « Police des titres », « Police du texte »): its leading options,
 * then the thirteen fonts by kind, each name written in its own font. The fonts' faces are added
 * only when the list opens (fontLoader.ts), and the list shows each name in its font once loaded
 * (fallback letters until then). A list box, keyboard usable as any.
 */
export function FontSelect({
  label,
  value,
  leading,
  onChange,
  field,
  helperText,
}: {
  label: string;
  /** A font id, or one of `leading`'s values. */
  value: string;
  leading: readonly LeadingOption[];
  onChange: (value: string) => void;
  /** `data-field` of the input, as the other property fields. */
  field: string;
  helperText?: ReactNode;
}) {
  const t = fr.editor.fonts;
  const familyOf = (v: string) =>
    leading.find((option) => option.value === v)?.family ??
    (findFont(v) ? fontFamilyCss(findFont(v)) : SYSTEM_FONT_STACK);
  const items: ReactNode[] = leading.map((option) => (
    <MenuItem
      key={`leading-${option.value}`}
      value={option.value}
      sx={{ fontFamily: option.family }}
    >
      {option.label}
    </MenuItem>
  ));
  for (const category of FONT_CATEGORIES) {
    items.push(<KindHeading key={`category-${category}`}>{t.categories[category]}</KindHeading>);
    for (const font of FONTS.filter((f) => f.category === category)) {
      items.push(
        <MenuItem key={font.id} value={font.id} sx={{ fontFamily: fontFamilyCss(font) }}>
          {font.name}
        </MenuItem>,
      );
    }
  }
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      slotProps={{
        select: {
          onOpen: () => void ensureFontFaces(PREVIEW_FACES),
          // '' is an option (« Police du site (…) »): shown, not taken for no value.
          displayEmpty: true,
          renderValue: (selected) => {
            const v = String(selected);
            const text =
              leading.find((option) => option.value === v)?.label ?? findFont(v)?.name ?? v;
            return <span style={{ fontFamily: familyOf(v) }}>{text}</span>;
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
        htmlInput: { 'data-field': field },
        inputLabel: { shrink: true },
      }}
    >
      {items}
    </TextField>
  );
}
