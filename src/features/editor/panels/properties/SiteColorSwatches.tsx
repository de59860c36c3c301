import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { colorFieldsOf } from '../../../../document/siteStyles/siteStyles';
import type {
  BoundColorField,
  ColorRole,
  EditorElement,
  SiteColor,
} from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementColorBound, selectDocument } from '../../editorSlice';

/** A colour field's link to the site's colours: which it follows, and how to follow one. */
export interface SiteColorBinding {
  colors: readonly SiteColor[];
  /** The id of the colour the field follows, if any. */
  bound: string | undefined;
  bind: (colorId: string) => void;
}

/** A colour of the site as a person reads it: a role's French name, or the name given. */
export function siteColorName(color: SiteColor): string {
  return color.name ?? fr.siteStyles.roles[color.id as ColorRole] ?? color.id;
}

/** The site's colours (the same array while none changes). */
export function useSiteColors(): SiteColor[] {
  return useAppSelector((state) => selectDocument(state).styles.colors);
}

/**
 * How the colour field `field` of `element` follows a colour of the site (« Couleurs du site »):
 * undefined for a field of no use to its type (an image's text colour).
 */
export function useColorBinding(
  element: EditorElement,
  field: BoundColorField,
): SiteColorBinding | undefined {
  const dispatch = useAppDispatch();
  const colors = useSiteColors();
  if (!colorFieldsOf(element).includes(field)) return undefined;
  return {
    colors,
    bound: element.properties.colors?.[field],
    bind: (colorId) => dispatch(elementColorBound({ id: element.id, field, colorId })),
  };
}

/** A colour's small square, beside its name or as a swatch's face. */
export function ColorChip({ value, size = 16 }: { value: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 0.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: value,
      }}
    />
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * « Couleurs du site »: one button per colour of the site, named by the colour (« Principale »,
 * « Couleur 1 »), pressed when the field follows it. One stop of the Tab key: the arrow keys, Home
 * and End move among the swatches, Entrée or Espace chooses one.
 */
export function SiteColorSwatches({
  fieldLabel,
  describedBy,
  colors,
  selected,
  onChoose,
}: {
  /** The field's name: the group is « Couleur du texte : couleurs du site ». */
  fieldLabel: string;
  /** The id of what names the colour followed (« Principale »), if any. */
  describedBy?: string;
  colors: readonly SiteColor[];
  /** The id of the colour the field follows, if any. */
  selected: string | undefined;
  onChoose: (colorId: string) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = colors.findIndex((color) => color.id === selected);
  const tabStop = selectedIndex === -1 ? 0 : selectedIndex;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    buttons?.[move(index, colors.length)]?.focus();
  };
  return (
    <Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {fr.siteStyles.siteColors}
      </Typography>
      <Box
        ref={listRef}
        role="group"
        aria-label={fr.editor.bindings.swatches(fieldLabel)}
        aria-describedby={describedBy}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}
      >
        {colors.map((color, index) => {
          const name = siteColorName(color);
          const pressed = color.id === selected;
          return (
            <Box
              key={color.id}
              component="button"
              type="button"
              aria-label={name}
              aria-pressed={pressed}
              title={fr.editor.bindings.swatchTitle(name, color.value)}
              tabIndex={index === tabStop ? 0 : -1}
              data-color-id={color.id}
              onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, index)}
              onClick={() => {
                if (!pressed) onChoose(color.id);
              }}
              sx={{
                width: 32,
                height: 32,
                p: 0,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: color.value,
                cursor: 'pointer',
                outline: pressed ? '2px solid' : 'none',
                outlineColor: 'text.primary',
                outlineOffset: 2,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
