import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import {
  isItemDate,
  itemSlugProblem,
  KIND_FIELDS,
  modelPage,
  newItemSlug,
} from '../../../../document/collections/collections';
import { fieldLabel, formatPrice, parsePrice } from '../../../../document/collections/itemFields';
import { isSafeWebUrl } from '../../../../document/links';
import { itemPictures } from '../../../../document/assets/assetRefs';
import { trimmedRichText } from '../../../../document/collections/richText';
import { LIMITS } from '../../../../document/limits';
import { makeElementId } from '../../../../document/makeElementId';
import { slugify } from '../../../../document/slug';
import type {
  Collection,
  CollectionItem,
  ItemField,
  ItemPicture,
  RichText,
} from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { formatInteger } from '../../../../common/numberFormat';
import { useAssetUrl } from '../../../media';
import {
  FormPictures,
  usePictureChoice,
  type FormPicturesValue,
  type PictureReplaced,
} from './PictureChoice';

const t = fr.collections;
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** What the form holds while it is edited: every field as typed. */
interface Draft {
  title: string;
  slug: string;
  /** The address still follows the title (a new item whose address was not typed). */
  slugFollows: boolean;
  draft: boolean;
  date: string;
  image: ItemPicture | null;
  images: ItemPicture[];
  summary: string;
  content: RichText | undefined;
  contentValid: boolean;
  author: string;
  categories: string;
  client: string;
  price: string;
  link: string;
}

const today = () => new Date().toISOString().slice(0, 10);

function draftOf(item: CollectionItem | null, collection: Collection): Draft {
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    slugFollows: item === null,
    // A new item is published unless the person keeps it as a draft.
    draft: item?.draft === true,
    date: item?.date ?? (KIND_FIELDS[collection.kind].includes('date') ? today() : ''),
    image: item?.image ?? null,
    images: item?.images ?? [],
    summary: item?.summary ?? '',
    content: item?.content,
    contentValid: true,
    author: item?.author ?? '',
    categories: (item?.categories ?? []).join(', '),
    client: item?.client ?? '',
    price: item?.price === undefined ? '' : formatPrice(item.price).replace(/\s*€$/, ''),
    link: item?.link ?? '',
  };
}

type Problems = Partial<Record<ItemField | 'slug', string>>;

/** The item the form says, or the problems of its fields. */
function itemFrom(
  draft: Draft,
  collection: Collection,
  id: string,
): { item: CollectionItem } | { problems: Problems } {
  const fields = KIND_FIELDS[collection.kind];
  const problems: Problems = {};
  const title = draft.title.trim();
  if (!title) problems.title = collection.kind === 'produits' ? t.problems.name : t.problems.title;
  const slug = draft.slug.trim();
  const slugProblem = itemSlugProblem(collection, id, slug);
  if (slugProblem) {
    problems.slug =
      slugProblem === 'taken'
        ? t.problems.slugTaken
        : slugProblem === 'empty'
          ? t.problems.slugEmpty
          : slugProblem === 'reserved'
            ? t.problems.slugReserved
            : slugProblem === 'tooLong'
              ? t.problems.tooLong(formatInteger(LIMITS.slug))
              : t.problems.slugFormat;
  }
  const item: CollectionItem = { id, slug, title };
  if (draft.draft) item.draft = true;
  const has = (field: ItemField) => fields.includes(field);
  if (has('date') && draft.date) {
    if (isItemDate(draft.date)) item.date = draft.date;
    else problems.date = t.problems.date;
  }
  if (has('image') && draft.image) item.image = draft.image;
  if (has('images') && draft.images.length) item.images = draft.images;
  const text = (field: 'summary' | 'author' | 'client', max: number) => {
    const value = draft[field].trim();
    if (!value) return;
    if (value.length > max) problems[field] = t.problems.tooLong(formatInteger(max));
    else item[field] = value;
  };
  if (has('summary')) text('summary', LIMITS.itemSummary);
  if (has('author')) text('author', LIMITS.itemText);
  if (has('client')) text('client', LIMITS.itemText);
  if (has('content')) {
    const content = trimmedRichText(draft.content);
    if (!draft.contentValid) problems.content = t.problems.content;
    else if (content) item.content = content;
  }
  if (has('categories')) {
    const categories = [
      ...new Set(
        draft.categories
          .split(',')
          .map((c) => c.trim().slice(0, LIMITS.itemText))
          .filter(Boolean),
      ),
    ];
    if (categories.length > LIMITS.itemCategories) {
      problems.categories = t.problems.categories(formatInteger(LIMITS.itemCategories));
    } else if (categories.length) item.categories = categories;
  }
  if (has('price') && draft.price.trim()) {
    const cents = parsePrice(draft.price);
    if (cents === null) problems.price = t.problems.price;
    else item.price = cents;
  }
  if (has('link') && draft.link.trim()) {
    const link = draft.link.trim();
    if (isSafeWebUrl(link)) item.link = link;
    else problems.link = t.problems.link;
  }
  if (title.length > LIMITS.itemText)
    problems.title = t.problems.tooLong(formatInteger(LIMITS.itemText));
  return Object.keys(problems).length ? { problems } : { item };
}

/**
 * An item's form: its kind's fields (collections.ts, KIND_FIELDS), its page's address, « Garder en
 * brouillon ». « Enregistrer » checks every field and says under each what is wrong (nothing is
 * saved then); a saved item is one undo step. Typed markup stays text: the form never reads it as
 * HTML, and the export escapes it.
 */
export function ItemForm({
  collection,
  item,
  onSave,
  onDone,
}: {
  collection: Collection;
  item: CollectionItem | null;
  onSave: (item: CollectionItem) => void;
  onDone: () => void;
}) {
  const [id] = useState(() => item?.id ?? makeElementId());
  const [draft, setDraft] = useState(() => draftOf(item, collection));
  const [problems, setProblems] = useState<Problems>({});
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The fields holding pictures of their own (« Contenu »), told of a « Remplacer ».
  const listeners = useRef(new Set<PictureReplaced>());
  const fields = KIND_FIELDS[collection.kind];
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));
  const folder = useAppSelector((state) =>
    state.editor ? modelPage(state.editor.document, collection.id)?.slug : undefined,
  );

  const save = () => {
    const result = itemFrom(draft, collection, id);
    if ('problems' in result) {
      setProblems(result.problems);
      // The first field said wrong takes the focus.
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    onSave(result.item);
  };

  const textField = (
    field: 'title' | 'summary' | 'author' | 'client' | 'price' | 'link' | 'categories' | 'date',
    options: {
      multiline?: boolean;
      help?: string;
      type?: string;
      inputMode?: 'decimal' | 'url';
    } = {},
  ) => (
    <TextField
      key={field}
      label={fieldLabel(collection.kind, field)}
      value={draft[field]}
      type={options.type}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      required={field === 'title'}
      error={problems[field] !== undefined}
      helperText={problems[field] ?? options.help ?? ' '}
      onChange={(event) => {
        const value = event.target.value;
        const changes: Partial<Draft> = { [field]: value };
        if (field === 'title' && draft.slugFollows) {
          changes.slug = value.trim() ? newItemSlug(collection, value, id) : '';
        }
        set(changes);
        setProblems((p) => ({ ...p, [field]: undefined }));
      }}
      slotProps={{
        inputLabel: options.type === 'date' ? { shrink: true } : undefined,
        htmlInput: {
          maxLength:
            field === 'summary' ? LIMITS.itemSummary : field === 'link' ? 2048 : LIMITS.itemText,
          inputMode: options.inputMode,
        },
      }}
    />
  );

  // The pictures the form holds, saved or not, for its picture fields (PictureChoice.tsx).
  const pictureIds = itemPictures({
    image: draft.image ?? undefined,
    images: draft.images,
    content: draft.content,
  }).map((picture) => picture.assetId);
  const pictureKey = pictureIds.join(' ');
  const formPictures = useMemo<FormPicturesValue>(
    () => ({
      ids: pictureKey ? pictureKey.split(' ') : [],
      replaced: (from, to) => {
        const swap = (p: ItemPicture) => (p.assetId === from ? { ...p, assetId: to } : p);
        setDraft((d) => ({ ...d, image: d.image && swap(d.image), images: d.images.map(swap) }));
        for (const listener of listeners.current) listener(from, to);
      },
      listen: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [pictureKey],
  );

  return (
    <FormPictures value={formPictures}>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          ref={formRef}
          noValidate
          sx={{ gap: 1, pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {fields.map((field) => {
            switch (field) {
              case 'title':
                return textField('title');
              case 'date':
                return textField('date', { type: 'date' });
              case 'summary':
                return textField('summary', { multiline: true });
              case 'author':
                return textField('author');
              case 'client':
                return textField('client');
              case 'categories':
                return textField('categories', { help: t.categoriesHelp });
              case 'price':
                return textField('price', { help: t.priceHelp, inputMode: 'decimal' });
              case 'link':
                return textField('link', { help: t.linkHelp, inputMode: 'url', type: 'url' });
              case 'image':
                return (
                  <PictureField
                    key={field}
                    label={fieldLabel(collection.kind, field)}
                    pictures={draft.image ? [draft.image] : []}
                    max={1}
                    onChange={(pictures) => set({ image: pictures[0] ?? null })}
                  />
                );
              case 'images':
                return (
                  <PictureField
                    key={field}
                    label={fieldLabel(collection.kind, field)}
                    pictures={draft.images}
                    max={LIMITS.itemImages}
                    onChange={(pictures) => set({ images: pictures })}
                  />
                );
              case 'content':
                return (
                  <Box key={field} sx={{ mb: 2 }}>
                    <Suspense fallback={<Typography role="status">{t.rich.loading}</Typography>}>
                      <RichTextEditor
                        label={fieldLabel(collection.kind, field)}
                        value={draft.content}
                        onChange={(content) =>
                          content
                            ? set({ content, contentValid: true })
                            : set({ contentValid: false })
                        }
                      />
                    </Suspense>
                    {problems.content && (
                      <Typography role="alert" variant="caption" color="error">
                        {problems.content}
                      </Typography>
                    )}
                  </Box>
                );
              default:
                return null;
            }
          })}
          <TextField
            label={t.fields.slug}
            value={draft.slug}
            required
            error={problems.slug !== undefined}
            helperText={
              problems.slug ??
              t.slugHelp(`${folder ?? ''}/${draft.slug || slugify(draft.title) || '…'}.html`)
            }
            onChange={(event) => {
              set({ slug: event.target.value, slugFollows: false });
              setProblems((p) => ({ ...p, slug: undefined }));
            }}
            slotProps={{ htmlInput: { maxLength: LIMITS.slug } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.draft}
                onChange={(event) => set({ draft: event.target.checked })}
              />
            }
            label={t.keepDraft}
          />
          {Object.values(problems).some(Boolean) && (
            <Alert severity="error">{t.problems.fix}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t.cancel}</Button>
        <Button variant="contained" type="submit" form={formId}>
          {t.save}
        </Button>
      </DialogActions>
    </FormPictures>
  );
}

/** A picture's miniature, from the media store. */
function Miniature({ picture, label }: { picture: ItemPicture; label: string }) {
  const { url } = useAssetUrl(picture.assetId);
  return (
    <Box
      component="img"
      src={url}
      alt={picture.alt || label}
      sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
}

/**
 * « Image » or « Images »: pictures of the Médiathèque (« Choisir dans la Médiathèque ») or a file
 * of one's own (« Importer une image », which stores it there too).
 */
function PictureField({
  label,
  pictures,
  max,
  onChange,
}: {
  label: string;
  pictures: ItemPicture[];
  max: number;
  onChange: (pictures: ItemPicture[]) => void;
}) {
  const labelId = useId();
  const add = (picture: ItemPicture) =>
    onChange(max === 1 ? [picture] : [...pictures, picture].slice(0, max));
  const choice = usePictureChoice(add);
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {label}
      </Typography>
      {pictures.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t.noImage}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
          {pictures.map((picture, i) => (
            <Stack key={`${picture.assetId}-${i}`} sx={{ gap: 0.5, alignItems: 'flex-start' }}>
              <Miniature picture={picture} label={t.imageAlt(i + 1)} />
              <Button
                size="small"
                onClick={() => onChange(pictures.filter((_, j) => j !== i))}
                aria-label={`${t.removeImage} ${i + 1}`}
              >
                {t.removeImage}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={choice.choose}>
          {t.chooseImage}
        </Button>
        <Button variant="outlined" size="small" onClick={choice.upload}>
          {t.uploadImage}
        </Button>
      </Stack>
      {choice.ui}
    </Box>
  );
}
