import AddOutlined from '@mui/icons-material/AddOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { findCollection, modelPage } from '../../../../document/collections/collections';
import {
  addCollection,
  deleteCollection,
  deleteItem,
  duplicateItem,
  hasRoomForCollection,
  moveItem,
  renameCollection,
  saveItem,
} from '../../../../document/collections/edits';
import { formatItemDate } from '../../../../document/collections/itemFields';
import { LIMITS } from '../../../../document/limits';
import { makeElementId } from '../../../../document/makeElementId';
import {
  COLLECTION_KINDS,
  type Collection,
  type CollectionItem,
  type CollectionKind,
} from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { formatInteger } from '../../../../common/numberFormat';
import { pageSelected, selectDocument } from '../../editorSlice';
import { editCollections } from './editCollections';
import { ItemForm } from './ItemForm';
import { newCollection } from '../../../../document/collections/newCollection';

const t = fr.collections;

/** What the dialog is open on: a new collection, or one of them. */
export type CollectionsDialogTarget = { mode: 'new' } | { mode: 'collection'; id: string };

export interface CollectionsDialogProps {
  target: CollectionsDialogTarget;
  onTarget: (target: CollectionsDialogTarget) => void;
  onClose: () => void;
  /** After « Modèle de page » shows the model on the canvas (a phone's drawer then closes). */
  onShown?: () => void;
}

/**
 * « Collections »: a new collection (its kind and name), or one collection: its items in a list
 * (virtualised: up to 1 000), each edited in its form, duplicated, moved, published or kept as
 * « Brouillon », deleted; its « Modèle de page » shown on the canvas; the collection renamed or
 * deleted. Every change is one undo step (editor/collectionReducers.ts).
 */
export function CollectionsDialog({ target, onTarget, onClose, onShown }: CollectionsDialogProps) {
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectDocument);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const titleId = useId();
  const [editing, setEditing] = useState<{ itemId: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const collection = target.mode === 'collection' ? findCollection(site, target.id) : undefined;
  // The collection gone (undone, deleted): nothing to show.
  if (target.mode === 'collection' && !collection) return null;
  const item =
    collection && editing?.itemId ? collection.items.find((i) => i.id === editing.itemId) : null;
  const title = !collection
    ? t.dialogTitle
    : editing
      ? item
        ? t.formTitle(item.title || t.untitled)
        : t.newTitle[collection.kind]
      : collection.name;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={!wide}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {!collection ? (
        <NewCollection
          onCreated={(id) => onTarget({ mode: 'collection', id })}
          onCancel={onClose}
        />
      ) : editing ? (
        <ItemForm
          key={editing.itemId ?? 'new'}
          collection={collection}
          item={item ?? null}
          onDone={() => setEditing(null)}
          onSave={(saved: CollectionItem) => {
            dispatch(editCollections('itemSaved', (s) => saveItem(s, collection.id, saved)));
            setAnnouncement(t.saved(saved.title || t.untitled));
            setEditing(null);
          }}
        />
      ) : (
        <CollectionView
          collection={collection}
          onEdit={(itemId) => setEditing({ itemId })}
          onClose={onClose}
          onShown={onShown}
          announce={setAnnouncement}
        />
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Dialog>
  );
}

/** « Ajouter une collection »: its kind and name. */
function NewCollection({
  onCreated,
  onCancel,
}: {
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectDocument);
  const [kind, setKind] = useState<CollectionKind>('articles');
  const [name, setName] = useState<string>(t.kinds.articles);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState('');
  const kindId = useId();
  const full = (site.collections?.length ?? 0) >= LIMITS.collections;
  const create = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem(t.problems.name);
      return;
    }
    if (!hasRoomForCollection(site)) {
      setProblem(full ? t.limit(formatInteger(LIMITS.collections)) : t.pagesFull);
      return;
    }
    const made = newCollection(site, kind, trimmed.slice(0, LIMITS.pageName));
    dispatch(
      editCollections('collectionAdded', (s) => addCollection(s, made.collection, made.page)),
    );
    onCreated(made.collection.id);
  };
  return (
    <>
      <DialogContent>
        <Stack
          component="form"
          id="toile-new-collection"
          noValidate
          sx={{ gap: 2, pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            create();
          }}
        >
          <FormLabel id={kindId}>{t.kindLabel}</FormLabel>
          <RadioGroup
            aria-labelledby={kindId}
            value={kind}
            onChange={(event) => {
              const next = event.target.value as CollectionKind;
              setKind(next);
              if (!touched) setName(t.kinds[next]);
            }}
          >
            {COLLECTION_KINDS.map((k) => (
              <FormControlLabel
                key={k}
                value={k}
                control={<Radio />}
                label={
                  <span>
                    {t.kinds[k]}
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {t.kindHelp[k]}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
          <TextField
            label={t.name}
            value={name}
            required
            error={problem !== ''}
            helperText={problem || ' '}
            onChange={(event) => {
              setTouched(true);
              setProblem('');
              setName(event.target.value);
            }}
            slotProps={{ htmlInput: { maxLength: LIMITS.pageName } }}
          />
          {full && <Alert severity="info">{t.limit(formatInteger(LIMITS.collections))}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button variant="contained" type="submit" form="toile-new-collection" disabled={full}>
          {t.create}
        </Button>
      </DialogActions>
    </>
  );
}

/** The height of an item's row in the list, for the virtualizer. */
const ROW = 56;

/** One collection: its actions, then its items. */
function CollectionView({
  collection,
  onEdit,
  onClose,
  onShown,
  announce,
}: {
  collection: Collection;
  onEdit: (itemId: string | null) => void;
  onClose: () => void;
  onShown?: () => void;
  announce: (text: string) => void;
}) {
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectDocument);
  const [name, setName] = useState(collection.name);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const [menu, setMenu] = useState<{ anchor: HTMLElement; item: CollectionItem } | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const items = collection.items;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is used as documented
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW,
    overscan: 8,
  });
  const full = items.length >= LIMITS.itemsPerCollection;
  const page = modelPage(site, collection.id);
  const commitName = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setName(collection.name);
      return;
    }
    if (trimmed !== collection.name) {
      dispatch(
        editCollections('collectionRenamed', (s) => renameCollection(s, collection.id, trimmed)),
      );
    }
  };
  const act = (
    action: 'duplicate' | 'up' | 'down' | 'publish' | 'delete',
    item: CollectionItem,
  ) => {
    setMenu(null);
    const index = items.indexOf(item);
    const collectionId = collection.id;
    if (action === 'duplicate') {
      if (full) {
        setMessage(t.itemLimit(formatInteger(LIMITS.itemsPerCollection)));
        return;
      }
      const copyTitle = t.copyTitle(item.title || t.untitled);
      const copyId = makeElementId();
      dispatch(
        editCollections('itemDuplicated', (s) =>
          duplicateItem(s, collectionId, item.id, copyId, copyTitle),
        ),
      );
    } else if (action === 'up' || action === 'down') {
      const toIndex = index + (action === 'up' ? -1 : 1);
      dispatch(editCollections('itemMoved', (s) => moveItem(s, collectionId, item.id, toIndex)));
    } else if (action === 'publish') {
      const next = { ...item };
      if (item.draft) delete next.draft;
      else next.draft = true;
      dispatch(editCollections('itemSaved', (s) => saveItem(s, collectionId, next)));
    } else {
      dispatch(editCollections('itemDeleted', (s) => deleteItem(s, collectionId, item.id)));
      announce(t.deleted(item.title || t.untitled));
    }
  };
  return (
    <>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t.name}
            value={name}
            size="small"
            onChange={(event) => setName(event.target.value)}
            onBlur={commitName}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitName();
            }}
            slotProps={{ htmlInput: { maxLength: LIMITS.pageName } }}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => {
                if (full) setMessage(t.itemLimit(formatInteger(LIMITS.itemsPerCollection)));
                else onEdit(null);
              }}
            >
              {t.addItem[collection.kind]}
            </Button>
            {page && (
              <Button
                variant="outlined"
                onClick={() => {
                  dispatch(pageSelected(page.id));
                  onClose();
                  onShown?.();
                }}
              >
                {t.modelPage}
              </Button>
            )}
            <Button color="error" onClick={() => setConfirming(true)}>
              {t.deleteCollection}
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t.modelPageHelp}
          </Typography>
          {message && (
            <Alert severity="warning" onClose={() => setMessage('')}>
              {message}
            </Alert>
          )}
          {confirming && (
            <Alert
              severity="warning"
              role="alertdialog"
              aria-label={t.deleteTitle(collection.name)}
              action={
                <Stack direction="row" sx={{ gap: 1 }}>
                  <Button color="inherit" onClick={() => setConfirming(false)}>
                    {t.cancel}
                  </Button>
                  <Button
                    color="error"
                    variant="contained"
                    onClick={() => {
                      dispatch(
                        editCollections('collectionDeleted', (s) =>
                          deleteCollection(s, collection.id),
                        ),
                      );
                      onClose();
                    }}
                  >
                    {t.confirmDelete}
                  </Button>
                </Stack>
              }
            >
              <strong>{t.deleteTitle(collection.name)}</strong> {t.deleteBody}
            </Alert>
          )}
          <Typography id={listId} variant="subtitle2" component="h3">
            {t.list(collection.name)} — {t.count(items.length, formatInteger(items.length))}
          </Typography>
          {items.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t.empty}</Typography>
          ) : (
            <Box ref={scrollRef} sx={{ maxHeight: '50vh', overflowY: 'auto' }}>
              <Box
                component="ul"
                aria-labelledby={listId}
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  position: 'relative',
                  height: virtualizer.getTotalSize(),
                }}
              >
                {virtualizer.getVirtualItems().map((row) => {
                  const item = items[row.index];
                  const label = item.title || t.untitled;
                  return (
                    <Box
                      component="li"
                      key={item.id}
                      aria-setsize={items.length}
                      aria-posinset={row.index + 1}
                      sx={{
                        position: 'absolute',
                        top: 0,
                        left: 0,
                        right: 0,
                        height: ROW,
                        transform: `translateY(${row.start}px)`,
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        borderBottom: 1,
                        borderColor: 'divider',
                      }}
                    >
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography noWrap sx={{ fontWeight: 600 }}>
                          {label}
                        </Typography>
                        {item.date && (
                          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                            {formatItemDate(item.date)}
                          </Typography>
                        )}
                      </Box>
                      {item.sample && (
                        <Chip
                          size="small"
                          label={t.sample}
                          title={t.sampleHelp}
                          variant="outlined"
                        />
                      )}
                      <Chip
                        size="small"
                        label={item.draft ? t.draft : t.published}
                        color={item.draft ? 'default' : 'success'}
                        variant="outlined"
                      />
                      <Button
                        size="small"
                        onClick={() => onEdit(item.id)}
                        aria-label={`${t.edit} ${label}`}
                      >
                        {t.edit}
                      </Button>
                      <IconButton
                        size="small"
                        aria-label={t.itemActions(label)}
                        aria-haspopup="menu"
                        onClick={(event) => setMenu({ anchor: event.currentTarget, item })}
                      >
                        <MoreVert fontSize="small" />
                      </IconButton>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu && [
          <MenuItem key="duplicate" onClick={() => act('duplicate', menu.item)}>
            {t.duplicate}
          </MenuItem>,
          <MenuItem
            key="up"
            disabled={items.indexOf(menu.item) === 0}
            onClick={() => act('up', menu.item)}
          >
            {t.moveUp}
          </MenuItem>,
          <MenuItem
            key="down"
            disabled={items.indexOf(menu.item) === items.length - 1}
            onClick={() => act('down', menu.item)}
          >
            {t.moveDown}
          </MenuItem>,
          <MenuItem key="publish" onClick={() => act('publish', menu.item)}>
            {menu.item.draft ? t.publish : t.unpublish}
          </MenuItem>,
          <MenuItem key="delete" onClick={() => act('delete', menu.item)}>
            {t.delete}
          </MenuItem>,
        ]}
      </Menu>
    </>
  );
}
