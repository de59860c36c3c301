import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import {
  elementsUngrouped,
  elementUpdated,
  selectElements,
  selectScreen,
  selectSelectedElement,
  selectSelection,
} from '../../editorSlice';
import type { StylesChanges } from '../../model/elementChanges';
import { parseIntegerField } from '../../../../document/validate/parseIntegerField';
import { isFlowScreen } from '../../../../document/layout/screens';
import { HEADING_LEVELS, type EditorElement, type HeadingLevel } from '../../../../document/types';
import { takesTextStyle } from '../../../../document/siteStyles/textValues';
import Button from '@mui/material/Button';
import { announce } from '../../../../common/announce';
import { isGroup } from '../../model/group';
import { isLocked } from '../../../../document/lockHide';
import { ColorField } from './ColorField';
import { useColorBinding } from './SiteColorSwatches';
import { TextStyleFields, useModifiedFields } from './TextStyleFields';
import { AltTextField } from './AltTextField';
import { BindFieldSelect } from './BindFieldSelect';
import { ImageMediaFields } from '../media/ImageMediaFields';
import { ContentField } from './ContentField';
import { FormFields } from './FormFields';
import { AnchorField, LinkFields } from './LinkFields';
import { LINKABLE_TYPES } from '../../model/updateElement';
import { NumberField } from './NumberField';
import { ScreenOverrideFields } from './ScreenOverrideFields';
import { TypographyFields } from './TypographyFields';
import { ZOrderButtons } from './ZOrderButtons';
import { AlignButtons } from './AlignButtons';
import { RewriteSectionButton } from './RewriteSectionButton';
import { SharedPartButtons } from './SharedPartButtons';
import { SelectionProperties } from './SelectionProperties';
import { ListFields } from './ListFields';

/** Decision 1: typography shows for text AND button (the spec's intended reading). */
const HAS_TYPOGRAPHY = new Set<EditorElement['type']>(['text', 'button', 'menu', 'form']);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography
        id={id}
        variant="overline"
        component="h3"
        sx={{ color: 'text.secondary', lineHeight: 1.5, fontWeight: 700 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const pair = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 } as const;

/** The fields a locked element (« Verrouiller ») keeps as they are: where it is, its size. */
const GEOMETRY = new Set(['x', 'y', 'width', 'height']);

function ElementProperties({ element }: { element: EditorElement }) {
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectScreen);
  const { id, styles } = element;
  const locked = isLocked(element);
  const group = useAppSelector((state) => isGroup(selectElements(state), id));
  const p = fr.editor.properties;
  const textColor = useColorBinding(element, 'color');
  const background = useColorBinding(element, 'backgroundColor');
  const modified = useModifiedFields(element);
  const applyStyles = (changes: StylesChanges, mergeKey?: string) =>
    dispatch(elementUpdated({ id, changes: { styles: changes }, mergeKey }));
  const integer = (
    field: 'x' | 'y' | 'width' | 'height' | 'borderRadius' | 'padding',
    label: string,
    value: number,
    toChanges: (n: number) => StylesChanges,
  ) => (
    <NumberField
      label={label}
      field={field}
      value={value}
      parse={parseIntegerField}
      apply={(n, key) => applyStyles(toChanges(n), key)}
      disabled={locked && GEOMETRY.has(field)}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {locked && (
        <Typography variant="body2" role="note" sx={{ color: 'text.secondary' }}>
          {fr.editor.selection.lockedNote}
        </Typography>
      )}
      {group && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {fr.editor.selection.groupNote}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => {
              dispatch(elementsUngrouped(id));
              announce(fr.editor.selection.ungrouped);
            }}
            sx={{ textTransform: 'none', minHeight: 44 }}
          >
            {fr.editor.selection.ungroup}
          </Button>
        </Box>
      )}
      <RewriteSectionButton id={id} />
      <SharedPartButtons id={id} />
      <BindFieldSelect element={element} />
      {element.type === 'list' ? (
        <Section title={fr.editor.list.section}>
          <ListFields element={element} />
        </Section>
      ) : element.type === 'menu' ? (
        // A menu's items are the site's pages: nothing to type.
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {fr.editor.menu.hint}
        </Typography>
      ) : (
        <ContentField
          element={element}
          apply={(content, mergeKey) =>
            dispatch(elementUpdated({ id, changes: { content }, mergeKey }))
          }
        />
      )}
      {element.type === 'form' && (
        <Section title={fr.editor.form.section}>
          <FormFields element={element} />
        </Section>
      )}
      {element.type === 'image' && <ImageMediaFields element={element} />}
      {element.type === 'image' && <AltTextField element={element} />}
      {element.type === 'text' && (
        <TextField
          select
          label={p.level}
          size="small"
          value={element.properties.level ?? 'p'}
          onChange={(event) =>
            dispatch(elementUpdated({ id, changes: { level: event.target.value as HeadingLevel } }))
          }
          slotProps={{ select: { native: true }, htmlInput: { 'data-field': 'level' } }}
        >
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={level}>
              {p.levels[level]}
            </option>
          ))}
        </TextField>
      )}
      {takesTextStyle(element) && <TextStyleFields element={element} />}
      {isFlowScreen(screen) ? (
        // Tablette and Mobile: positions are automatic; what changes here is this screen's only.
        <ScreenOverrideFields key={screen} element={element} screen={screen} />
      ) : (
        <>
          <Section title={p.position}>
            <Box sx={pair}>
              {integer('x', p.positionX, styles.position.x, (x) => ({ position: { x } }))}
              {integer('y', p.positionY, styles.position.y, (y) => ({ position: { y } }))}
            </Box>
          </Section>
          <Section title={p.size}>
            <Box sx={pair}>
              {integer('width', p.width, styles.size.width, (width) => ({ size: { width } }))}
              {integer('height', p.height, styles.size.height, (height) => ({
                size: { height },
              }))}
            </Box>
          </Section>
        </>
      )}
      <Section title={p.colors}>
        <ColorField
          field="color"
          label={p.textColor}
          hexLabel={p.textColorHex}
          value={styles.color}
          site={textColor}
          apply={(color, key) => applyStyles({ color }, key)}
        />
        <ColorField
          field="backgroundColor"
          label={p.backgroundColor}
          hexLabel={p.backgroundColorHex}
          value={styles.backgroundColor}
          allowTransparent
          site={background}
          apply={(backgroundColor, key) => applyStyles({ backgroundColor }, key)}
        />
      </Section>
      {/* Font size and alignment have their own fields on Tablette and Mobile (above). */}
      {HAS_TYPOGRAPHY.has(element.type) && !isFlowScreen(screen) && (
        <Section title={p.typography}>
          <TypographyFields
            styles={styles}
            apply={applyStyles}
            element={element}
            modified={modified}
          />
        </Section>
      )}
      <Section title={p.appearance}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {integer('borderRadius', p.borderRadius, styles.borderRadius, (borderRadius) => ({
            borderRadius,
          }))}
          {integer('padding', p.padding, styles.padding, (padding) => ({ padding }))}
        </Box>
      </Section>
      {LINKABLE_TYPES.has(element.type) ? (
        <Section title={fr.editor.links.section}>
          <LinkFields element={element} />
          <AnchorField element={element} />
        </Section>
      ) : (
        <AnchorField element={element} />
      )}
      {/* Layering is Ordinateur's: the other screens read the page in order, nothing overlaps. */}
      {!isFlowScreen(screen) && <AlignButtons ids={[id]} />}
      {!isFlowScreen(screen) && <ZOrderButtons ids={[id]} />}
    </Box>
  );
}

/**
 * The right panel « Propriétés »: the selected element's fields, or a hint when nothing is
 * selected. Keyed by the element's id, so switching elements never carries a draft over.
 */
export function PropertiesPanel() {
  const several = useAppSelector((state) => selectSelection(state).length > 1);
  // With several selected their own panel shows: the last one pressed, moved with them, is not
  // read here (the whole panel would render again at every move of the selection).
  const element = useAppSelector((state) =>
    selectSelection(state).length > 1 ? undefined : selectSelectedElement(state),
  );
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {fr.editor.properties.title}
      </Typography>
      {several ? (
        <SelectionProperties />
      ) : element ? (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {fr.editor.types[element.type]}
          </Typography>
          <Divider sx={{ mb: 2 }} />
          <ElementProperties key={element.id} element={element} />
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {fr.editor.properties.empty}
        </Typography>
      )}
    </Box>
  );
}
