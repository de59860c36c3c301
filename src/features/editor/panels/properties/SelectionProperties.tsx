import { deleteElementsAsking } from '../../sharedPartsThunks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { announce } from '../../../../common/announce';
import { formatInteger } from '../../../../common/numberFormat';
import { isFlowScreen } from '../../../../document/layout/screens';
import { parseFontSize } from '../../../../document/validate/parseFontSize';
import { parseHexColor } from '../../../../document/validate/parseHexColor';
import { fr } from '../../../../i18n/fr';
import type { BoundColorField, EditorElement } from '../../../../document/types';
import {
  elementsColorBound,
  elementsDuplicated,
  elementsGrouped,
  elementsUpdated,
  selectElements,
  selectScreen,
  selectSelection,
  selectSelectionFields,
} from '../../editorSlice';
import type { StylesChanges } from '../../model/elementChanges';
import { AlignButtons } from './AlignButtons';
import { MixedField } from './MixedField';
import { ColorChip, SiteColorSwatches, siteColorName, useSiteColors } from './SiteColorSwatches';
import type { FieldParse } from './useFieldEdit';
import { ZOrderButtons } from './ZOrderButtons';

const colour =
  (allowTransparent: boolean) =>
  (text: string): FieldParse<string> => {
    const value = parseHexColor(text, allowTransparent);
    return value === null ? { ok: false, pending: text.trim().length < 4 } : { ok: true, value };
  };

const wholeNumber = (text: string): FieldParse<number> => {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) && value >= 0 ? { ok: true, value } : { ok: false, pending: true };
};

const fontSize = (text: string): FieldParse<number> =>
  text.trim() === '' ? { ok: false, pending: true } : { ok: true, value: parseFontSize(text) };

const NONE: string[] = [];

/** The colour of the site all of `ids` follow in `field`, if they all follow the same. */
function sharedBinding(
  elements: readonly EditorElement[],
  ids: readonly string[],
  field: BoundColorField,
): string | undefined {
  const wanted = new Set(ids);
  let shared: string | undefined;
  for (const element of elements) {
    if (!wanted.has(element.id)) continue;
    const bound = element.properties.colors?.[field];
    if (bound === undefined || (shared !== undefined && bound !== shared)) return undefined;
    shared = bound;
  }
  return shared;
}

/**
 * A colour field of the selection: « Couleurs du site » (a swatch binds every selected element that
 * has the field, one step: `elementsColorBound`), then the hex field, « Mixte » where they differ,
 * whose value is each one's own (which unbinds them).
 */
function SelectionColorField({
  ids,
  field,
  label,
  values,
  allowTransparent,
  apply,
}: {
  ids: string[];
  field: 'color' | 'backgroundColor';
  label: string;
  values: string[];
  allowTransparent: boolean;
  apply: (value: string, mergeKey: string) => void;
}) {
  const dispatch = useAppDispatch();
  const colors = useSiteColors();
  const bound = useAppSelector((state) => sharedBinding(selectElements(state), ids, field));
  const followed = colors.find((color) => color.id === bound);
  const boundNameId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {followed && (
          <Box
            id={boundNameId}
            component="span"
            sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', typography: 'body2' }}
          >
            <ColorChip value={followed.value} />
            {siteColorName(followed)}
          </Box>
        )}
      </Box>
      <SiteColorSwatches
        fieldLabel={label}
        describedBy={followed ? boundNameId : undefined}
        colors={colors}
        selected={bound}
        onChoose={(colorId) => dispatch(elementsColorBound({ ids, field, colorId }))}
      />
      <MixedField
        label={label}
        field={field}
        values={values}
        parse={colour(allowTransparent)}
        refusedText={fr.editor.properties.colorRejected}
        apply={apply}
      />
    </Box>
  );
}

/**
 * « Propriétés » for several selected elements: how many, « Aligner » and « Répartir », the
 * fields they share (their common value, or « Mixte »; a colour of the site for their colours), the z-order, duplicate and delete them
 * all. Every action is one undo step.
 *
 * How many shows at once; the rest follows the new selection in a deferred render (React's
 * `useDeferredValue`, interruptible), after the canvas has shown it: selecting 500 with the
 * rectangle does not wait for the panel. Meanwhile the fields of the previous selection stay.
 */
export function SelectionProperties() {
  const ids = useAppSelector(selectSelection);
  // On the first render none: the fields come just after.
  const shown = useDeferredValue(ids, NONE);
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {fr.editor.selection.count(formatInteger(ids.length))}
      </Typography>
      <Divider sx={{ mb: 2 }} />
      {shown.length > 1 && <SelectionFieldsOf key={shown.join(',')} ids={shown} />}
    </>
  );
}

/** The actions and shared fields of the elements `ids`. */
const SelectionFieldsOf = memo(function SelectionFieldsOf({ ids }: { ids: string[] }) {
  const dispatch = useAppDispatch();
  // The fields only, not the elements: moving the selection changes neither.
  const fields = useAppSelector((state) => selectSelectionFields(state, ids));
  const screen = useAppSelector(selectScreen);
  const p = fr.editor.properties;
  const t = fr.editor.selection;
  const { groupable } = fields;
  const applyStyles = (changes: StylesChanges, mergeKey: string) =>
    dispatch(elementsUpdated({ ids, changes: { styles: changes }, mergeKey }));

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {!isFlowScreen(screen) && <AlignButtons ids={ids} />}
      <Box component="section" sx={{ display: 'grid', gap: 1.5 }} aria-label={p.colors}>
        <SelectionColorField
          ids={ids}
          field="color"
          label={p.textColor}
          values={fields.color}
          allowTransparent={false}
          apply={(color, mergeKey) => applyStyles({ color }, mergeKey)}
        />
        <SelectionColorField
          ids={ids}
          field="backgroundColor"
          label={p.backgroundColor}
          values={fields.backgroundColor}
          allowTransparent
          apply={(backgroundColor, mergeKey) => applyStyles({ backgroundColor }, mergeKey)}
        />
      </Box>
      <Box component="section" sx={{ display: 'grid', gap: 1.5 }} aria-label={p.appearance}>
        {!isFlowScreen(screen) && (
          <MixedField
            label={p.fontSize}
            field="fontSize"
            numeric
            values={fields.fontSize}
            parse={fontSize}
            apply={(size, mergeKey) => applyStyles({ fontSize: size }, mergeKey)}
          />
        )}
        <MixedField
          label={p.borderRadius}
          field="borderRadius"
          numeric
          values={fields.borderRadius}
          parse={wholeNumber}
          apply={(borderRadius, mergeKey) => applyStyles({ borderRadius }, mergeKey)}
        />
        <MixedField
          label={p.padding}
          field="padding"
          numeric
          values={fields.padding}
          parse={wholeNumber}
          apply={(padding, mergeKey) => applyStyles({ padding }, mergeKey)}
        />
      </Box>
      {!isFlowScreen(screen) && <ZOrderButtons ids={ids} />}
      {!isFlowScreen(screen) && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Button
            variant="outlined"
            disabled={!groupable}
            onClick={() => {
              dispatch(elementsGrouped(ids));
              announce(t.grouped);
            }}
            sx={{ textTransform: 'none', minHeight: 44 }}
          >
            {t.group}
          </Button>
          {!groupable && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t.groupRefused}
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => dispatch(elementsDuplicated(ids))}
          sx={{ textTransform: 'none', minHeight: 44 }}
        >
          {t.duplicateAll}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            dispatch(deleteElementsAsking(ids));
            announce(t.deleted(formatInteger(ids.length)));
          }}
          sx={{ textTransform: 'none', minHeight: 44 }}
        >
          {t.deleteAll}
        </Button>
      </Box>
    </Box>
  );
});
