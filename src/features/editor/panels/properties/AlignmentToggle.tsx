import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import ToggleButton from '@mui/material/ToggleButton';
import { ToggleGroup } from '../../../../common/ToggleGroup';
import { fr } from '../../../../i18n/fr';
import { TEXT_ALIGNS, type TextAlign } from '../../../../document/types';

const ALIGN_ICONS: Record<TextAlign, typeof FormatAlignLeft> = {
  left: FormatAlignLeft,
  center: FormatAlignCenter,
  right: FormatAlignRight,
};

/**
 * « Gauche », « Centre », « Droite »: three toggle buttons, one pressed. `onChange` gets the
 * button pressed, or null when the person presses the one already pressed.
 */
export function AlignmentToggle({
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  value: TextAlign;
  onChange: (value: TextAlign | null) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  return (
    <ToggleGroup fullWidth aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {TEXT_ALIGNS.map((align) => {
        const Icon = ALIGN_ICONS[align];
        return (
          <ToggleButton
            key={align}
            value={align}
            size="small"
            fullWidth
            selected={value === align}
            onChange={() => onChange(value === align ? null : align)}
            aria-label={fr.editor.properties.aligns[align]}
          >
            <Icon fontSize="small" />
          </ToggleButton>
        );
      })}
    </ToggleGroup>
  );
}
