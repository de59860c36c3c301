import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { announce } from '../../../../common/announce';
import {
  modifiedFields,
  takesTextStyle,
  type TextStyleField,
} from '../../../../document/siteStyles/textValues';
import { TEXT_STYLE_IDS, type EditorElement, type TextStyleId } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementStyleReset, elementTextStyleBound, selectDocument } from '../../editorSlice';

const NONE: readonly TextStyleField[] = [];

/**
 * The fields where a text or a button bound to a text style holds values of its own (« Modifié »);
 * none when it follows no style.
 */
export function useModifiedFields(element: EditorElement): readonly TextStyleField[] {
  const id = takesTextStyle(element) ? element.properties.textStyle : undefined;
  const style = useAppSelector((state) => (id ? selectDocument(state).styles.text[id] : null));
  return style ? modifiedFields(element, style) : NONE;
}

/** What a field modified from its style says beside it (its helper text). */
export const MODIFIED = fr.siteStyles.modified;

/**
 * « Style de texte » of a text or a button: « Aucun » or one of the site's six, which its
 * typography then follows (one undo step). Where its own values differ from the style's:
 * « Modifié », what differs, and « Revenir au style », which gives the style's values back.
 */
export function TextStyleFields({ element }: { element: EditorElement }) {
  const dispatch = useAppDispatch();
  const modified = useModifiedFields(element);
  const selectRef = useRef<HTMLSelectElement>(null);
  const markId = useId();
  const { id } = element;
  const bound = element.properties.textStyle;
  const t = fr.editor.bindings;
  const s = fr.siteStyles;
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <TextField
        select
        label={s.textStyle}
        size="small"
        inputRef={selectRef}
        value={bound ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          const styleId = (TEXT_STYLE_IDS as readonly string[]).includes(value)
            ? (value as TextStyleId)
            : null;
          dispatch(elementTextStyleBound({ id, styleId }));
        }}
        slotProps={{
          // « Aucun » is a value: the label stays above it.
          inputLabel: { shrink: true },
          select: { native: true },
          htmlInput: {
            'data-field': 'textStyle',
            ...(modified.length > 0 ? { 'aria-describedby': markId } : {}),
          },
        }}
      >
        <option value="">{s.noTextStyle}</option>
        {TEXT_STYLE_IDS.map((styleId) => (
          <option key={styleId} value={styleId}>
            {s.textStyleNames[styleId]}
          </option>
        ))}
      </TextField>
      {modified.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box
            id={markId}
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={s.modified}
              data-style-mark=""
            />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t.modifiedList(modified.map((field) => t.fields[field]).join(', '))}
            </Typography>
          </Box>
          <Button
            size="small"
            startIcon={<RestartAlt sx={{ fontSize: '16px !important' }} />}
            onClick={() => {
              dispatch(elementStyleReset({ id }));
              announce(t.restored);
              // The button goes away with the difference: the focus goes back to the style.
              requestAnimationFrame(() => selectRef.current?.focus());
            }}
            sx={{ textTransform: 'none', py: 0, minHeight: 28 }}
          >
            {s.backToStyle}
          </Button>
        </Box>
      )}
    </Box>
  );
}
