import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { DEFAULT_FORM_ACCENT } from '../../../../document/form';
import { fieldLabel, formOf, newField } from '../../../../document/formFields';
import { LIMITS } from '../../../../document/limits';
import { parseEmailAddress, parseFormUrl } from '../../../../document/links';
import {
  FORM_FIELD_KINDS,
  type EditorElement,
  type FormDestination,
  type FormField,
  type FormFieldKind,
  type FormSettings,
} from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementUpdated } from '../../editorSlice';
import { ColorField } from './ColorField';
import { addressCommit, CommitField } from './CommitField';
import { useColorBinding } from './SiteColorSwatches';

const t = fr.editor.form;

type DestinationKind = 'none' | FormDestination['kind'];
const DESTINATIONS: readonly DestinationKind[] = ['none', 'email', 'web'];

/** One field of the form: its label, kind, « Obligatoire », its moves and its removal. */
function FieldRow({
  field,
  index,
  count,
  change,
  move,
  remove,
}: {
  field: FormField;
  index: number;
  count: number;
  change: (next: FormField) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}) {
  const name = fieldLabel(field);
  return (
    <Box
      role="group"
      aria-label={`${t.field(index + 1)} (${name})`}
      sx={{ display: 'grid', gap: 1, p: 1.25, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <CommitField
        key={field.label}
        label={t.label}
        field={`form-label-${field.id}`}
        initial={field.label}
        // Left empty, the label says the field's kind.
        read={(text) => ({ ok: true, value: text.trim() || t.kinds[field.kind] })}
        apply={(label) => change({ ...field, label })}
      />
      <TextField
        select
        label={t.kind}
        size="small"
        value={field.kind}
        onChange={(event) => {
          const kind = event.target.value as FormFieldKind;
          // A label that named the old kind names the new one.
          const named = field.label === t.kinds[field.kind] || field.label === t.consentLabel;
          const label = named ? (kind === 'consent' ? t.consentLabel : t.kinds[kind]) : field.label;
          change({ ...field, kind, label });
        }}
        slotProps={{ select: { native: true }, htmlInput: { 'data-field': 'form-kind' } }}
      >
        {FORM_FIELD_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t.kinds[kind]}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <FormControlLabel
          sx={{ mr: 'auto' }}
          control={
            <Checkbox
              size="small"
              checked={field.required}
              onChange={(event) => change({ ...field, required: event.target.checked })}
            />
          }
          label={t.required}
        />
        <IconButton
          size="small"
          aria-label={t.up(name)}
          title={t.up(name)}
          disabled={index === 0}
          onClick={() => move(-1)}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t.down(name)}
          title={t.down(name)}
          disabled={index === count - 1}
          onClick={() => move(1)}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t.remove(name)}
          title={t.remove(name)}
          onClick={remove}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

/**
 * « Formulaire » of a form (docs/decisions.md, 18): its fields (label, type, « Obligatoire »,
 * moved up or down, deleted), « Ajouter un champ », where it sends (« Envoyer par e-mail », an
 * address and a subject; « Envoyer vers une adresse web », https only) and its button's colour.
 * Each change is one undo step; an address that cannot be one is refused with a French message
 * and the destination stays as it was.
 */
export function FormFields({ element }: { element: EditorElement }) {
  const dispatch = useAppDispatch();
  const form = formOf(element);
  const { fields, destination } = form;
  const accent = useColorBinding(element, 'accent');
  const set = (next: Partial<FormSettings>, mergeKey?: string) =>
    dispatch(elementUpdated({ id: element.id, changes: { form: { ...form, ...next } }, mergeKey }));
  const setFields = (next: FormField[]) => set({ fields: next });
  const setDestination = (next: FormDestination | undefined) => {
    const copy: FormSettings = { ...form };
    if (next) copy.destination = next;
    else delete copy.destination;
    dispatch(elementUpdated({ id: element.id, changes: { form: copy } }));
  };
  // The kind chosen before its address is typed, while the destination is the one it was for.
  const [draft, setDraft] = useState<{ kind: DestinationKind; for: FormDestination | undefined }>();
  const kind: DestinationKind =
    draft && draft.for === destination ? draft.kind : (destination?.kind ?? 'none');
  const full = fields.length >= LIMITS.formFields;

  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [field] = next.splice(index, 1);
    next.splice(index + by, 0, field);
    setFields(next);
  };

  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <FieldRow
              field={field}
              index={index}
              count={fields.length}
              change={(next) => setFields(fields.map((f) => (f.id === field.id ? next : f)))}
              move={(by) => move(index, by)}
              remove={() => setFields(fields.filter((f) => f.id !== field.id))}
            />
          </li>
        ))}
      </Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddOutlined />}
        disabled={full}
        onClick={() => setFields([...fields, newField('text', fields)])}
      >
        {t.add}
      </Button>
      {full && (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {t.full(LIMITS.formFields)}
        </Typography>
      )}
      <TextField
        select
        label={t.destination}
        size="small"
        value={kind}
        onChange={(event) => {
          const next = event.target.value as DestinationKind;
          setDraft(undefined);
          if (next === kind) return;
          if (next === 'none') return setDestination(undefined);
          setDraft({ kind: next, for: destination });
        }}
        helperText={kind === 'none' ? t.noDestination : undefined}
        slotProps={{ select: { native: true }, htmlInput: { 'data-field': 'form-destination' } }}
      >
        {DESTINATIONS.map((d) => (
          <option key={d} value={d}>
            {t.destinations[d]}
          </option>
        ))}
      </TextField>
      {kind === 'email' && (
        <>
          <CommitField
            key={`email-${destination?.kind === 'email' ? destination.address : ''}`}
            label={t.address}
            field="form-email"
            type="email"
            initial={destination?.kind === 'email' ? destination.address : ''}
            read={addressCommit(parseEmailAddress, t.emailRefused)}
            apply={(address) =>
              setDestination({
                kind: 'email',
                address,
                subject: destination?.kind === 'email' ? destination.subject : t.defaultSubject,
              })
            }
          />
          {destination?.kind === 'email' && (
            <CommitField
              key={`subject-${destination.subject}`}
              label={t.subject}
              field="form-subject"
              initial={destination.subject}
              read={(text) =>
                text.length <= LIMITS.formSubject ? { ok: true, value: text.trim() } : null
              }
              apply={(subject) => setDestination({ ...destination, subject })}
            />
          )}
        </>
      )}
      {kind === 'web' && (
        <CommitField
          key={`web-${destination?.kind === 'web' ? destination.url : ''}`}
          label={t.url}
          field="form-url"
          type="url"
          helper={t.urlHint}
          initial={destination?.kind === 'web' ? destination.url : ''}
          read={addressCommit(parseFormUrl, t.urlRefused)}
          apply={(url) => setDestination({ kind: 'web', url })}
        />
      )}
      <ColorField
        field="accent"
        label={t.accent}
        hexLabel={t.accentHex}
        value={form.accent ?? DEFAULT_FORM_ACCENT}
        site={accent}
        apply={(accent, key) => set({ accent }, key)}
      />
    </>
  );
}
