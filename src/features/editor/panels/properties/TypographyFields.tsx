import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { fr } from '../../../../i18n/fr';
import type { StylesChanges } from '../../model/elementChanges';
import { parseFontSize } from '../../../../document/validate/parseFontSize';
import { FONT_WEIGHTS, type EditorElement, type ElementStyles } from '../../../../document/types';
import { NumberField } from './NumberField';
import { AlignmentToggle } from './AlignmentToggle';
import { FontFields } from './FontFields';
import type { TextStyleField } from '../../../../document/siteStyles/textValues';
import { MODIFIED } from './TextStyleFields';

/**
 * Font size, weight (Normal / Gras / Léger) and alignment (Gauche / Centre / Droite); with the
 * element, its « Police », « Italique », « Souligné », « Interligne » and « Espacement des
 * lettres » first (FontFields.tsx). A field whose value differs from the element's text style
 * (`modified`) says « Modifié ».
 */
export function TypographyFields({
  styles,
  apply,
  element,
  modified = [],
}: {
  styles: ElementStyles;
  apply: (changes: StylesChanges, mergeKey?: string) => void;
  element?: EditorElement;
  modified?: readonly TextStyleField[];
}) {
  const alignLabelId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {element && <FontFields element={element} modified={modified} />}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <NumberField
          label={fr.editor.properties.fontSize}
          field="fontSize"
          value={styles.fontSize}
          parse={parseFontSize}
          min={1}
          helperText={modified.includes('desktop') ? MODIFIED : undefined}
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
          helperText={modified.includes('weight') ? MODIFIED : undefined}
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
        <AlignmentToggle
          labelledBy={alignLabelId}
          value={styles.textAlign}
          onChange={(value) => {
            if (value) apply({ textAlign: value });
          }}
        />
      </Box>
    </Box>
  );
}
