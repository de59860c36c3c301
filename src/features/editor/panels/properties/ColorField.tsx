import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fr } from '../../../../i18n/fr';
import { parseHexColor } from '../../../../document/validate/parseHexColor';
import { useId } from 'react';
import { useFieldEdit } from './useFieldEdit';
import {
  ColorChip,
  SiteColorSwatches,
  siteColorName,
  type SiteColorBinding,
} from './SiteColorSwatches';

/** What `<input type="color">` can show for a stored colour (it knows only #rrggbb). */
function pickerValue(colour: string, fallback: string): string {
  return (parseHexColor(colour) ?? fallback).toLowerCase();
}

/**
 * A colour: a picker and a hex field side by side, both with their own French name. The
 * background may also be transparent (the default of most elements). With `site`, « Couleurs du
 * site » come first (SiteColorSwatches): a swatch chosen, the field follows that colour and shows
 * its name; then « Personnalisée », the picker and the hex field, whose value is the field's own
 * (`apply`, which unbinds it).
 */
export function ColorField({
  field,
  label,
  hexLabel,
  value,
  apply,
  allowTransparent = false,
  site,
}: {
  field: string;
  label: string;
  hexLabel: string;
  value: string;
  apply: (colour: string, mergeKey?: string) => void;
  allowTransparent?: boolean;
  site?: SiteColorBinding;
}) {
  const boundNameId = useId();
  const followed = site?.bound ? site.colors.find((color) => color.id === site.bound) : undefined;
  const transparent = value.toLowerCase() === 'transparent';
  const picker = useFieldEdit({
    field: `${field}-picker`,
    value: pickerValue(value, '#ffffff'),
    parse: (text) => {
      const colour = parseHexColor(text);
      return colour ? { ok: true, value: colour } : { ok: false };
    },
    apply,
  });
  const hex = useFieldEdit({
    field: `${field}-hex`,
    value,
    parse: (text) => {
      const colour = parseHexColor(text, allowTransparent);
      if (colour) return { ok: true, value: colour };
      return { ok: false, pending: /^#?[0-9a-f]{0,5}$/i.test(text.trim()) };
    },
    apply,
  });
  return (
    <Box data-color-field={field}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.75 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {followed && (
          <Box
            id={boundNameId}
            component="span"
            data-bound-color={followed.id}
            sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', typography: 'body2' }}
          >
            <ColorChip value={followed.value} />
            {siteColorName(followed)}
          </Box>
        )}
      </Box>
      {site && (
        <Box sx={{ mb: 1 }}>
          <SiteColorSwatches
            fieldLabel={label}
            describedBy={followed ? boundNameId : undefined}
            colors={site.colors}
            selected={site.bound}
            onChoose={site.bind}
          />
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {fr.siteStyles.customColor}
          </Typography>
        </Box>
      )}
      <Box
        {...(site ? { role: 'group', 'aria-label': fr.editor.bindings.custom(label) } : {})}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <Box
          component="input"
          type="color"
          aria-label={label}
          data-field={`${field}-picker`}
          value={picker.value}
          onFocus={picker.onFocus}
          onBlur={picker.onBlur}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            picker.onChange(event.target.value)
          }
          sx={{
            width: 40,
            height: 40,
            p: 0.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            cursor: 'pointer',
            flexShrink: 0,
          }}
        />
        <TextField
          label={hexLabel}
          size="small"
          fullWidth
          value={hex.value}
          onFocus={hex.onFocus}
          onBlur={hex.onBlur}
          onChange={(event) => hex.onChange(event.target.value)}
          error={hex.refused}
          helperText={hex.refused ? fr.editor.properties.colorRejected : undefined}
          slotProps={{
            htmlInput: { 'data-field': `${field}-hex`, spellCheck: false, maxLength: 12 },
            formHelperText: { role: 'alert' },
          }}
        />
      </Box>
      {allowTransparent && (
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={transparent}
              onChange={(event) => apply(event.target.checked ? 'transparent' : '#FFFFFF')}
            />
          }
          label={fr.editor.properties.transparent}
          slotProps={{ typography: { variant: 'body2' } }}
        />
      )}
    </Box>
  );
}
