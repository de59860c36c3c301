import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../../app/hooks';
import {
  canonicalFontId,
  faceFor,
  findFont,
  fontFamilyCss,
  SYSTEM_FONT_ID,
  SYSTEM_FONT_STACK,
  type FontFaceKey,
} from '../../../../document/fonts/fonts';
import { themeFontId } from '../../../../document/fonts/resolveFont';
import {
  LETTER_SPACING,
  LINE_HEIGHT,
  parseDecimal,
  roundTypography,
} from '../../../../document/fonts/typography';
import { fontWidths } from '../../../../document/fonts/fontWidths';
import { roomForWords } from '../../../../document/layout/roomForWords';
import { setTextStyle } from '../../../../document/siteStyles/siteStyles';
import { LIMITS } from '../../../../document/limits';
import {
  FONT_WEIGHT_CSS,
  FONT_WEIGHTS,
  STYLE_SCREENS,
  TEXT_STYLE_IDS,
  type FontWeight,
  type SiteTheme,
  type TextStyle,
  type TextStyleId,
} from '../../../../document/types';
import { formatInteger } from '../../../../common/numberFormat';
import { fr } from '../../../../i18n/fr';
import { useFontFaces } from '../../../fonts';
import { selectDocument, textStyleChanged } from '../../editorSlice';
import { FontSelect } from '../properties/FontSelect';
import { StyleNumberField } from './StyleNumberField';

const t = fr.siteStyles.dialog;
const fonts = fr.editor.fonts;

/** French decimals as typed and read: « 1,5 », « -0,5 ». */
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2, useGrouping: false });
const formatDecimal = (value: number) => decimal.format(value).replace('\u2212', '-');

/** The font a style draws with: a known font id, or 'system'. */
function styleFontId(style: TextStyle, theme: SiteTheme): string {
  if (style.font === 'heading' || style.font === 'body') return themeFontId(theme, style.font);
  return canonicalFontId(style.font) ?? SYSTEM_FONT_ID;
}

/** A size in pixels as the site keeps it (a whole number within the limits), or null. */
function parseSize(text: string): number | null {
  const value = parseDecimal(text);
  if (value === null) return null;
  const size = Math.round(value);
  return size >= LIMITS.fontSize.min && size <= LIMITS.fontSize.max ? size : null;
}

/** A decimal within the editor's bounds, to the hundredth, or null. */
const parseWithin =
  ({ editorMin, editorMax }: { editorMin: number; editorMax: number }) =>
  (text: string): number | null => {
    const value = parseDecimal(text);
    return value !== null && value >= editorMin && value <= editorMax
      ? roundTypography(value)
      : null;
  };

/**
 * « Styles de texte »: « Titre 1 » to « Bouton », each with a live sample in its own style (the
 * site's fonts, loaded on demand), its font, its size on each screen, weight, line height, letter
 * spacing and « Majuscules ». Every change is one undo step, and every text bound to the style
 * follows it, on every page.
 */
export function TextStylesPanel() {
  const site = useAppSelector(selectDocument);
  const { theme } = site;
  const styles = site.styles.text;
  const faces: FontFaceKey[] = [];
  for (const id of TEXT_STYLE_IDS) {
    const font = findFont(styleFontId(styles[id], theme));
    if (font) faces.push(faceFor(font, FONT_WEIGHT_CSS[styles[id].weight], false));
  }
  useFontFaces(faces);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {TEXT_STYLE_IDS.map((id) => (
        <TextStyleFields key={id} id={id} style={styles[id]} theme={theme} />
      ))}
    </Box>
  );
}

function TextStyleFields({
  id,
  style,
  theme,
}: {
  id: TextStyleId;
  style: TextStyle;
  theme: SiteTheme;
}) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const name = fr.siteStyles.textStyleNames[id];
  const change = (next: Partial<TextStyle>) => {
    const changed = { ...style, ...next };
    // The texts that follow the style, grown where their words no longer fit (roomForWords.ts).
    const site = selectDocument(store.getState());
    const layout = roomForWords(site, setTextStyle(site, id, changed), fontWidths);
    dispatch(textStyleChanged({ id, style: changed, layout }));
  };
  const fontName = (role: 'heading' | 'body') =>
    findFont(themeFontId(theme, role))?.name ?? fonts.systemShort;
  const leading = [
    {
      value: 'heading',
      label: `${fr.siteStyles.headingFont} (${fontName('heading')})`,
      family: fontFamilyCss(findFont(themeFontId(theme, 'heading'))),
    },
    {
      value: 'body',
      label: `${fr.siteStyles.bodyFont} (${fontName('body')})`,
      family: fontFamilyCss(findFont(themeFontId(theme, 'body'))),
    },
    { value: SYSTEM_FONT_ID, label: fonts.system, family: SYSTEM_FONT_STACK },
  ];
  const font = findFont(styleFontId(style, theme));
  const fontValue =
    style.font === 'heading' || style.font === 'body'
      ? style.font
      : (canonicalFontId(style.font) ?? SYSTEM_FONT_ID);
  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, px: 0.5 }}>
        {name}
      </Typography>
      <Box
        data-sample={id}
        sx={{
          fontFamily: font ? fontFamilyCss(font) : SYSTEM_FONT_STACK,
          fontSize: style.sizes.desktop,
          fontWeight: FONT_WEIGHT_CSS[style.weight],
          lineHeight: style.lineHeight,
          letterSpacing: `${style.letterSpacing}px`,
          textTransform: style.uppercase ? 'uppercase' : 'none',
          overflowWrap: 'anywhere',
          color: 'text.primary',
          maxHeight: 240,
          overflow: 'hidden',
        }}
      >
        {t.samples[id]}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FontSelect
          label={t.font}
          field={`${id}-font`}
          value={fontValue}
          leading={leading}
          onChange={(value) => change({ font: value })}
        />
        <TextField
          select
          label={fr.editor.properties.fontWeight}
          size="small"
          value={style.weight}
          onChange={(event) => change({ weight: event.target.value as FontWeight })}
          slotProps={{ select: { native: true } }}
        >
          {FONT_WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {fr.editor.properties.weights[weight]}
            </option>
          ))}
        </TextField>
      </Box>
      <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {t.sizes}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
          {STYLE_SCREENS.map((screen) => (
            <StyleNumberField
              key={screen}
              label={t.screens[screen]}
              value={style.sizes[screen]}
              format={formatInteger}
              parse={parseSize}
              refused={t.sizeRefused(
                formatInteger(LIMITS.fontSize.min),
                formatInteger(LIMITS.fontSize.max),
              )}
              apply={(size) => change({ sizes: { ...style.sizes, [screen]: size } })}
            />
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <StyleNumberField
          label={fonts.lineHeight}
          value={style.lineHeight}
          format={formatDecimal}
          parse={parseWithin(LINE_HEIGHT)}
          inputMode="decimal"
          refused={fonts.lineHeightRefused(
            formatDecimal(LINE_HEIGHT.editorMin),
            formatDecimal(LINE_HEIGHT.editorMax),
          )}
          apply={(lineHeight) => change({ lineHeight })}
        />
        <StyleNumberField
          label={fonts.letterSpacing}
          value={style.letterSpacing}
          format={formatDecimal}
          parse={parseWithin(LETTER_SPACING)}
          inputMode="decimal"
          hint={fonts.letterSpacingHint(
            formatDecimal(LETTER_SPACING.editorMin),
            formatDecimal(LETTER_SPACING.editorMax),
          )}
          refused={fonts.letterSpacingRefused(
            formatDecimal(LETTER_SPACING.editorMin),
            formatDecimal(LETTER_SPACING.editorMax),
          )}
          apply={(letterSpacing) => change({ letterSpacing })}
        />
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={style.uppercase}
            onChange={(event) => change({ uppercase: event.target.checked })}
          />
        }
        label={fr.siteStyles.uppercase}
      />
    </Box>
  );
}
