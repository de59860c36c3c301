import TextField from '@mui/material/TextField';
import { fr } from '../../../../i18n/fr';
import { isAllowedImageUrl } from '../../../../document/validate/isAllowedImageUrl';
import type { EditorElement } from '../../../../document/types';
import { useFieldEdit, type FieldParse } from './useFieldEdit';

/** The beginnings of an allowed address: while typing one, the field does not complain yet. */
const ALLOWED_PREFIXES = ['https://', 'http://', 'data:image/'];
const isUnfinishedAddress = (text: string) =>
  text.trim() === '' ||
  ALLOWED_PREFIXES.some((prefix) => prefix.startsWith(text.trim().toLowerCase()));

export function parseImageUrl(text: string): FieldParse<string> {
  if (isAllowedImageUrl(text)) return { ok: true, value: text.trim() };
  return { ok: false, pending: isUnfinishedAddress(text) };
}

/**
 * The content of the element: its text, or for an image a URL field « URL de l'image » that
 * applies only http(s) and data:image addresses (anything else: a French message, and the
 * current picture stays).
 */
export function ContentField({
  element,
  apply,
}: {
  element: EditorElement;
  apply: (content: string, mergeKey: string) => void;
}) {
  const isImage = element.type === 'image';
  const edit = useFieldEdit<string>({
    field: 'content',
    value: element.content,
    parse: isImage ? parseImageUrl : (text) => ({ ok: true, value: text }),
    apply,
  });
  const errorId = `image-url-error-${element.id}`;
  return (
    <TextField
      label={isImage ? fr.editor.properties.imageUrl : fr.editor.properties.content}
      type={isImage ? 'url' : 'text'}
      size="small"
      fullWidth
      multiline={!isImage}
      minRows={isImage ? undefined : 2}
      maxRows={isImage ? undefined : 8}
      value={edit.value}
      onFocus={edit.onFocus}
      onBlur={edit.onBlur}
      onChange={(event) => edit.onChange(event.target.value)}
      error={edit.refused}
      helperText={edit.refused ? fr.editor.properties.imageUrlRejected : undefined}
      slotProps={{
        htmlInput: { 'data-field': 'content', spellCheck: !isImage },
        formHelperText: { id: errorId, role: 'alert' },
      }}
    />
  );
}
