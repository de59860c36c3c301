import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import {
  MAX_COLOR_NAME_LENGTH,
  cleanHexColor,
  colorNameProblem,
  customColorCount,
  findColor,
} from '../../../../document/siteStyles/siteStyles';
import { MAX_CUSTOM_COLORS } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { selectDocument, siteColorAdded } from '../../editorSlice';

const t = fr.siteStyles.dialog;

/**
 * « Ajouter une couleur »: a name (not empty, not too long, not another colour's) and a colour,
 * the primary one to start with; at most MAX_CUSTOM_COLORS added. One undo step.
 */
export function AddColorForm() {
  const dispatch = useAppDispatch();
  const styles = useAppSelector(selectDocument).styles;
  const count = customColorCount(styles);
  const full = count >= MAX_CUSTOM_COLORS;
  const [name, setName] = useState('');
  const [value, setValue] = useState(() => findColor(styles, 'primary')?.value ?? '#000000');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (full) return;
    const found = colorNameProblem(styles, name, fr.siteStyles.roles);
    if (found) {
      setProblem(
        found === 'tooLong' ? t.nameProblems.tooLong(MAX_COLOR_NAME_LENGTH) : t.nameProblems[found],
      );
      return;
    }
    dispatch(siteColorAdded({ name: name.trim(), value }));
    setName('');
    setProblem(null);
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 1, pt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label={t.newValue}
          value={value.toLowerCase()}
          disabled={full}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const clean = cleanHexColor(event.target.value);
            if (clean) setValue(clean);
          }}
          sx={{
            width: 44,
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
          label={t.newName}
          size="small"
          value={name}
          disabled={full}
          onChange={(event) => {
            setName(event.target.value);
            if (problem) setProblem(null);
          }}
          error={problem !== null}
          helperText={problem ?? undefined}
          sx={{ flex: '1 1 200px' }}
          slotProps={{
            htmlInput: {
              maxLength: MAX_COLOR_NAME_LENGTH + 10,
              autoComplete: 'off',
              'aria-invalid': problem !== null,
            },
            formHelperText: { role: 'alert' },
          }}
        />
        <Button type="submit" variant="outlined" disabled={full} sx={{ minHeight: 40 }}>
          {t.add}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {full ? t.full(MAX_CUSTOM_COLORS) : t.addedCount(count, MAX_CUSTOM_COLORS)}
      </Typography>
    </Box>
  );
}
