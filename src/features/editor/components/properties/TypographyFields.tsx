import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { fr } from '../../../../i18n/fr';
import type { StylesChanges } from '../../model/elementChanges';
import { parseFontSize } from '../../../../document/validate/parseFontSize';
import {
  FONT_WEIGHTS,
  TEXT_ALIGNS,
  type ElementStyles,
  type TextAlign,
} from '../../../../document/types';
import { NumberField } from './NumberField';

const ALIGN_ICONS: Record<TextAlign, typeof FormatAlignLeft> = {
  left: FormatAlignLeft,
  center: FormatAlignCenter,
  right: FormatAlignRight,
};

/** Font size, weight (Normal / Gras / Léger) and alignment (Gauche / Centre / Droite). */
export function TypographyFields({
  styles,
  apply,
}: {
  styles: ElementStyles;
  apply: (changes: StylesChanges, mergeKey?: string) => void;
}) {
  const alignLabelId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <NumberField
          label={fr.editor.properties.fontSize}
          field="fontSize"
          value={styles.fontSize}
          parse={parseFontSize}
          min={1}
          apply={(fontSize, key) => apply({ fontSize }, key)}
        />
        <TextField
          select
          label={fr.editor.properties.fontWeight}
          size="small"
          value={styles.fontWeight}
          onChange={(event) =>
            apply({ fontWeight: event.target.value as ElementStyles['fontWeight'] })
          }
          slotProps={{ select: { native: true }, htmlInput: { 'data-field': 'fontWeight' } }}
        >
          {FONT_WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {fr.editor.properties.weights[weight]}
            </option>
          ))}
        </TextField>
      </Box>
      <Box>
        <Typography id={alignLabelId} variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
          {fr.editor.properties.textAlign}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          fullWidth
          aria-labelledby={alignLabelId}
          value={styles.textAlign}
          onChange={(_event, value: TextAlign | null) => {
            if (value) apply({ textAlign: value });
          }}
        >
          {TEXT_ALIGNS.map((align) => {
            const Icon = ALIGN_ICONS[align];
            return (
              <ToggleButton
                key={align}
                value={align}
                aria-label={fr.editor.properties.aligns[align]}
              >
                <Icon fontSize="small" />
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}
