import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nanoid } from '@reduxjs/toolkit';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import {
  MAX_COLOR_NAME_LENGTH,
  cleanHexColor,
  colorNameProblem,
  isColorRole,
} from '../../../../document/siteStyles/siteStyles';
import type { SiteColor } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { selectDocument, siteColorChanged, siteColorRenamed } from '../../editorSlice';
import { colorName } from './colorNames';

const t = fr.siteStyles.dialog;

/** Six hex digits, with or without `#`: a colour applied as it is typed. */
const FULL_HEX = /^\s*#?[0-9a-f]{6}\s*$/i;
/** What may still become a colour while typing (« # », « #0E7 »…). */
const UNFINISHED_HEX = /^\s*#?[0-9a-f]{0,5}\s*$/i;

/**
 * One colour of the site: its picker (« Couleur Principale ») and its hex field, both applied as
 * they change, each focus of a field one undo step (`mergeKey`); a text that is not a colour says
 * so under the field and changes nothing. An added colour also has its name (renamed when the
 * field is left or on Entrée) and « Supprimer ».
 */
export function ColorRow({
  color,
  onRemove,
}: {
  color: SiteColor;
  onRemove?: (color: SiteColor) => void;
}) {
  const dispatch = useAppDispatch();
  const name = colorName(color);
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const hexSession = useRef('');
  const pickerSession = useRef('');

  const apply = (value: string, session: string) =>
    dispatch(siteColorChanged({ id: color.id, value, mergeKey: `color-${color.id}:${session}` }));

  const onHexChange = (text: string) => {
    setDraft(text);
    if (FULL_HEX.test(text)) {
      apply(cleanHexColor(text)!, hexSession.current);
      setRefused(false);
    } else {
      setRefused(!UNFINISHED_HEX.test(text));
    }
  };
  /** Leaving the field, or Entrée: a short form (« #abc ») applies; anything else is refused. */
  const commitHex = () => {
    if (draft === null) return;
    const clean = cleanHexColor(draft);
    if (clean) {
      if (clean !== color.value) apply(clean, hexSession.current);
      setRefused(false);
    } else {
      setRefused(true);
    }
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        columnGap: 1.5,
        rowGap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="input"
        type="color"
        aria-label={t.picker(name)}
        value={color.value.toLowerCase()}
        onFocus={() => {
          pickerSession.current = nanoid(8);
        }}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const clean = cleanHexColor(event.target.value);
          if (!clean) return;
          if (!pickerSession.current) pickerSession.current = nanoid(8);
          apply(clean, pickerSession.current);
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
      <Box sx={{ flex: '1 1 160px', minWidth: 0, alignSelf: 'center' }}>
        {isColorRole(color.id) ? (
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        ) : (
          <ColorNameField color={color} name={name} />
        )}
      </Box>
      <TextField
        label={t.hex}
        size="small"
        value={draft ?? color.value}
        onFocus={() => {
          hexSession.current = nanoid(8);
          setDraft(color.value);
        }}
        onChange={(event) => onHexChange(event.target.value)}
        onBlur={() => {
          commitHex();
          setDraft(null);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitHex();
          }
        }}
        error={refused}
        helperText={refused ? t.hexRefused : undefined}
        sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
        slotProps={{
          htmlInput: {
            'aria-label': t.hexOf(name),
            spellCheck: false,
            autoComplete: 'off',
            maxLength: 12,
            'aria-invalid': refused,
          },
          formHelperText: { role: 'alert' },
        }}
      />
      {onRemove && (
        <Button
          color="error"
          aria-label={t.removeOf(name)}
          onClick={() => onRemove(color)}
          sx={{ alignSelf: 'center' }}
        >
          {t.remove}
        </Button>
      )}
    </Box>
  );
}

/** An added colour's name, renamed when the field is left or on Entrée, if the name is free. */
function ColorNameField({ color, name }: { color: SiteColor; name: string }) {
  const dispatch = useAppDispatch();
  const styles = useAppSelector(selectDocument).styles;
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const commit = () => {
    if (draft === null || draft.trim() === name) {
      setProblem(null);
      return true;
    }
    const found = colorNameProblem(styles, draft, fr.siteStyles.roles, color.id);
    if (found) {
      setProblem(
        found === 'tooLong' ? t.nameProblems.tooLong(MAX_COLOR_NAME_LENGTH) : t.nameProblems[found],
      );
      return false;
    }
    setProblem(null);
    dispatch(siteColorRenamed({ id: color.id, name: draft.trim() }));
    return true;
  };
  return (
    <TextField
      label={t.nameLabel}
      size="small"
      fullWidth
      value={draft ?? name}
      onFocus={() => setDraft(name)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        commit();
        setDraft(null);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      error={problem !== null}
      helperText={problem ?? undefined}
      slotProps={{
        htmlInput: {
          'aria-label': t.nameOf(name),
          maxLength: MAX_COLOR_NAME_LENGTH + 10,
          autoComplete: 'off',
          'aria-invalid': problem !== null,
        },
        formHelperText: { role: 'alert' },
      }}
    />
  );
}
