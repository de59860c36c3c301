import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import {
  overrideChanged,
  overrideReset,
  screenOrderMoved,
  selectElements,
} from '../../editorSlice';
import { elementScreenStyle, orderPlace, type OverrideKey } from '../../model/overrides';
import { screenFontSize } from '../../../../document/layout/screenStyles';
import { elementBoxStyle } from '../../../../document/style/elementBoxStyle';
import { parseFontSize } from '../../../../document/validate/parseFontSize';
import { parseIntegerField } from '../../../../document/validate/parseIntegerField';
import {
  type EditorElement,
  type Override,
  type OverrideScreen,
  type TextAlign,
} from '../../../../document/types';
import { AlignmentToggle } from './AlignmentToggle';
import { useFieldEdit } from './useFieldEdit';

const s = fr.editor.screens;
/**
 * One field of « Sur l'écran … »: when the person changed it on this screen, a visible « Modifié
 * sur cet écran » (also the field's accessible description, through `describedBy`) and
 * « Rétablir », which gives the automatic value back.
 */
function OverrideRow({
  modified,
  resetLabel,
  onReset,
  children,
}: {
  modified: boolean;
  resetLabel: string;
  onReset: () => void;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const markId = useId();
  const rowRef = useRef<HTMLDivElement>(null);
  // « Rétablir » goes away once pressed: the keyboard's focus goes to the field it reset.
  const resetAndFocus = () => {
    onReset();
    requestAnimationFrame(() =>
      rowRef.current?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus(),
    );
  };
  return (
    <Box ref={rowRef} sx={{ display: 'grid', gap: 0.75 }}>
      {children(modified ? markId : undefined)}
      {modified && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            id={markId}
            size="small"
            color="primary"
            variant="outlined"
            label={s.modified}
            data-override-mark=""
          />
          <Button
            size="small"
            startIcon={<RestartAlt sx={{ fontSize: '16px !important' }} />}
            aria-label={resetLabel}
            onClick={resetAndFocus}
            sx={{ textTransform: 'none', py: 0, minHeight: 28 }}
          >
            {s.resetShort}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * A number of this screen (font size, width, height). Empty while typing changes nothing (the
 * automatic value stays); otherwise the spec's rule of the field (parseFontSize: non-numeric is 16,
 * parseIntegerField: 0), clamped to the document's limits by the slice.
 */
function OverrideNumberField({
  label,
  field,
  value,
  automatic,
  parse,
  apply,
  describedBy,
}: {
  label: string;
  field: string;
  value: number | undefined;
  automatic: string;
  parse: (text: string) => number;
  apply: (value: number, mergeKey: string) => void;
  describedBy: string | undefined;
}) {
  const helperId = useId();
  const edit = useFieldEdit({
    field,
    value: value === undefined ? '' : String(value),
    parse: (text) =>
      text.trim() === '' ? { ok: false, pending: true } : { ok: true, value: parse(text) },
    apply,
  });
  const describedByIds = [value === undefined ? helperId : null, describedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      value={edit.value}
      placeholder={s.automatic}
      onFocus={edit.onFocus}
      onBlur={edit.onBlur}
      onChange={(event) => edit.onChange(event.target.value)}
      helperText={value === undefined ? automatic : undefined}
      slotProps={{
        formHelperText: { id: helperId },
        htmlInput: {
          inputMode: 'numeric',
          step: 1,
          min: 0,
          'data-field': `${field}`,
          'aria-describedby': describedByIds || undefined,
        },
      }}
    />
  );
}

/**
 * « Sur l'écran Mobile » / « Sur l'écran Tablette »: what the person changes of the selected
 * element on that screen only (its overrides). Hide it, move it up or down in the page's order,
 * its font size and alignment (elements with text), its width and height (Tablette).
 */
export function ScreenOverrideFields({
  element,
  screen,
}: {
  element: EditorElement;
  screen: OverrideScreen;
}) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const orderId = useId();
  const alignId = useId();
  const elements = useAppSelector(selectElements);
  const { id } = element;
  const override: Override = element.overrides?.[screen] ?? {};
  const place = useMemo(() => orderPlace(elements, id, screen), [elements, id, screen]);
  const change = (changes: Partial<Override>, mergeKey?: string) =>
    dispatch(overrideChanged({ id, screen, changes, mergeKey }));
  const reset = (key: OverrideKey) => () => dispatch(overrideReset({ id, screen, key }));
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const move = (direction: -1 | 1) => () => {
    dispatch(screenOrderMoved({ id, screen, direction }));
    // At the end of the order the button pressed turns off: the focus goes to the other one.
    const [pressed, other] = direction < 0 ? [upRef, downRef] : [downRef, upRef];
    requestAnimationFrame(() => {
      if (pressed.current?.disabled) other.current?.focus();
    });
  };
  const hasText = element.type !== 'image';
  const base = elementBoxStyle(element);
  // The alignment this screen shows when the person set none (a menu's items line up on the
  // left on a phone, for one): the export's own value.
  const automaticAlign = useMemo(
    () =>
      (elementScreenStyle(elements, id, screen)?.textAlign as TextAlign | undefined) ??
      base.textAlign,
    [elements, id, screen, base.textAlign],
  );
  const px = (n: number) => fr.preview.width(n);

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-screen-overrides={screen}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography
        id={titleId}
        variant="overline"
        component="h3"
        sx={{ color: 'text.secondary', lineHeight: 1.5, fontWeight: 700 }}
      >
        {s.section(s.names[screen])}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: -1 }}>
        {s.hint}
      </Typography>

      <OverrideRow
        modified={override.hidden === true}
        resetLabel={s.reset.hidden}
        onReset={reset('hidden')}
      >
        {(describedBy) => (
          <FormControlLabel
            label={s.hide}
            control={
              <Switch
                checked={override.hidden === true}
                onChange={(event) => change({ hidden: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': describedBy } }}
              />
            }
          />
        )}
      </OverrideRow>

      {place && (
        <OverrideRow
          modified={override.order !== undefined}
          resetLabel={s.reset.order}
          onReset={reset('order')}
        >
          {(describedBy) => (
            <Box
              role="group"
              aria-labelledby={orderId}
              aria-describedby={describedBy}
              sx={{ display: 'grid', gap: 0.75 }}
            >
              <Typography id={orderId} variant="body2" sx={{ fontWeight: 600 }}>
                {s.order}
              </Typography>
              {place.position >= 0 && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {s.orderPlace(place.position + 1, place.count)}
                </Typography>
              )}
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                <Button
                  ref={upRef}
                  size="small"
                  variant="outlined"
                  startIcon={<KeyboardArrowUp />}
                  disabled={place.position <= 0}
                  onClick={move(-1)}
                  sx={{ textTransform: 'none' }}
                >
                  {s.moveUp}
                </Button>
                <Button
                  ref={downRef}
                  size="small"
                  variant="outlined"
                  startIcon={<KeyboardArrowDown />}
                  disabled={place.position < 0 || place.position >= place.count - 1}
                  onClick={move(1)}
                  sx={{ textTransform: 'none' }}
                >
                  {s.moveDown}
                </Button>
              </Box>
            </Box>
          )}
        </OverrideRow>
      )}

      {hasText && (
        <OverrideRow
          modified={override.fontSize !== undefined}
          resetLabel={s.reset.fontSize}
          onReset={reset('fontSize')}
        >
          {(describedBy) => (
            <OverrideNumberField
              label={s.fontSize}
              field={`${screen}.fontSize`}
              value={override.fontSize}
              automatic={s.automaticValue(px(screenFontSize(base.fontSize, screen)))}
              parse={parseFontSize}
              apply={(fontSize, key) => change({ fontSize }, key)}
              describedBy={describedBy}
            />
          )}
        </OverrideRow>
      )}

      {hasText && (
        <OverrideRow
          modified={override.textAlign !== undefined}
          resetLabel={s.reset.textAlign}
          onReset={reset('textAlign')}
        >
          {(describedBy) => (
            <Box>
              <Typography id={alignId} variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
                {s.textAlign}
              </Typography>
              <AlignmentToggle
                labelledBy={alignId}
                describedBy={describedBy}
                value={override.textAlign ?? automaticAlign}
                // A press on the automatic value (which MUI reads as « none ») keeps it, as the
                // person's choice on this screen.
                onChange={(value) => change({ textAlign: value ?? automaticAlign })}
              />
              {override.textAlign === undefined && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {s.automatic}
                </Typography>
              )}
            </Box>
          )}
        </OverrideRow>
      )}

      {screen === 'tablet' && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {(['width', 'height'] as const).map((key) => (
            <OverrideRow
              key={key}
              modified={override[key] !== undefined}
              resetLabel={s.reset[key]}
              onReset={reset(key)}
            >
              {(describedBy) => (
                <OverrideNumberField
                  label={s[key]}
                  field={`${screen}.${key}`}
                  value={override[key]}
                  automatic={s.automatic}
                  parse={parseIntegerField}
                  apply={(n, mergeKey) => change({ [key]: n }, mergeKey)}
                  describedBy={describedBy}
                />
              )}
            </OverrideRow>
          ))}
        </Box>
      )}
    </Box>
  );
}
