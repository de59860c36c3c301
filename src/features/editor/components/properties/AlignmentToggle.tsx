import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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
    <ToggleButtonGroup
      exclusive
      size="small"
      fullWidth
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      value={value}
      onChange={(_event, next: TextAlign | null) => onChange(next)}
    >
      {TEXT_ALIGNS.map((align) => {
        const Icon = ALIGN_ICONS[align];
        return (
          <ToggleButton key={align} value={align} aria-label={fr.editor.properties.aligns[align]}>
            <Icon fontSize="small" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
