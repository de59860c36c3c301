import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { formatInteger } from '../../common/numberFormat';
import { LIMITS } from '../../document/limits';
import { fr } from '../../i18n/fr';
import { forgetAssetUrl, useAssetUrl } from './assetUrls';
import { formatBytes } from './formatBytes';
import { getMediaStore, type AssetRecord } from './mediaStore';

const t = fr.editor.media.dialog;

export interface MediaLibraryItem {
  id: string;
  /** How many elements of the site show it. */
  count: number;
}

export interface MediaLibraryDialogProps {
  open: boolean;
  onClose: () => void;
  /** The project's pictures: those its document (or its undo history) uses. */
  items: readonly MediaLibraryItem[];
  /** An image is selected: « Utiliser » puts the picture in it. */
  canUse: boolean;
  onUse: (asset: AssetRecord) => void;
  /** « Remplacer »: the new file, for every element showing `id`. */
  onReplace: (id: string, file: File) => void;
}

type Loaded = { status: 'loading' } | { status: 'ready'; records: Map<string, AssetRecord> };

function StorageLine() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const estimate = navigator.storage?.estimate?.() ?? Promise.resolve({});
    estimate
      .then(({ usage, quota }) => {
        if (!live) return;
        if (usage === undefined || quota === undefined) setText(t.storageUnknown);
        else setText(t.storage(formatBytes(usage), formatBytes(Math.max(0, quota - usage))));
      })
      .catch(() => live && setText(t.storageUnknown));
    return () => {
      live = false;
    };
  }, []);
  return text ? (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
  ) : null;
}

function AltField({ record, onSaved }: { record: AssetRecord; onSaved: (alt: string) => void }) {
  const [value, setValue] = useState(record.alt ?? '');
  const save = () => {
    const alt = value.trim().slice(0, LIMITS.alt);
    if (alt === (record.alt ?? '')) return;
    void getMediaStore()
      .setAlt(record.id, alt || undefined)
      .then(() => onSaved(alt));
  };
  return (
    <TextField
      label={t.altLabel}
      size="small"
      fullWidth
      multiline
      maxRows={3}
      value={value}
      helperText={t.altHint}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      slotProps={{ htmlInput: { maxLength: LIMITS.alt } }}
    />
  );
}

function Thumbnail({ id, name }: { id: string; name: string }) {
  const { url } = useAssetUrl(id);
  return (
    <Box
      sx={{
        width: { xs: 72, sm: 96 },
        height: { xs: 72, sm: 96 },
        flexShrink: 0,
        borderRadius: 1,
        bgcolor: 'grey.100',
        overflow: 'hidden',
        // A checkerboard shows what is see-through.
        backgroundImage:
          'conic-gradient(#E2E8F0 25%, transparent 0 50%, #E2E8F0 0 75%, transparent 0)',
        backgroundSize: '16px 16px',
      }}
    >
      {url && (
        <img
          src={url}
          alt={t.thumbnail(name)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}

function AssetRow({
  record,
  count,
  canUse,
  onUse,
  onReplace,
  onDelete,
  onAltSaved,
}: {
  record: AssetRecord;
  count: number;
  canUse: boolean;
  onUse: () => void;
  onReplace: (file: File) => void;
  onDelete: () => void;
  onAltSaved: (alt: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const usedHintId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        alignItems: 'flex-start',
      }}
    >
      <Thumbnail id={record.id} name={record.name} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1 }}>
        <Box>
          <Typography
            id={nameId}
            variant="subtitle2"
            component="h3"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {record.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t.dimensions(formatInteger(record.width), formatInteger(record.height))}
            {` · ${formatBytes(record.size)} · `}
            {t.uses(count)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="contained"
            disabled={!canUse}
            onClick={onUse}
            aria-label={t.useLabel(record.name)}
          >
            {t.use}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => input.current?.click()}
            aria-label={t.replaceLabel(record.name)}
          >
            {t.replace}
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/*,.svg"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onReplace(file);
            }}
          />
          <Button
            size="small"
            color="error"
            variant="outlined"
            disabled={count > 0}
            onClick={onDelete}
            aria-label={t.deleteLabel(record.name)}
            aria-describedby={count > 0 ? usedHintId : undefined}
          >
            {t.delete}
          </Button>
        </Box>
        {count > 0 && (
          <Typography id={usedHintId} variant="caption" sx={{ color: 'text.secondary' }}>
            {t.deleteUsed}
          </Typography>
        )}
        <AltField record={record} onSaved={onAltSaved} />
      </Box>
    </Box>
  );
}

/**
 * « Médiathèque »: the project's pictures with their size, weight and uses; « Utiliser » (in the
 * selected image), « Remplacer » (everywhere, one undo step), « Supprimer » (only unused ones,
 * erased from this browser), « Texte alternatif par défaut »; the storage used and left.
 */
export function MediaLibraryDialog({
  open,
  onClose,
  items,
  canUse,
  onUse,
  onReplace,
}: MediaLibraryDialogProps) {
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const key = items.map((item) => item.id).join(' ');
  useEffect(() => {
    if (!open) return;
    let live = true;
    const ids = key ? key.split(' ') : [];
    getMediaStore()
      .getMany(ids)
      .then(
        (records) => {
          if (!live) return;
          const map = new Map<string, AssetRecord>();
          records.forEach((record) => record && map.set(record.id, record));
          setLoaded({ status: 'ready', records: map });
        },
        () => live && setLoaded({ status: 'ready', records: new Map() }),
      );
    return () => {
      live = false;
    };
  }, [open, key, refresh]);

  const records = loaded.status === 'ready' ? loaded.records : null;
  const shown = records ? items.filter((item) => records.has(item.id)) : [];

  const remove = async (record: AssetRecord) => {
    await getMediaStore().delete(record.id);
    forgetAssetUrl(record.id);
    setNotice(t.deleted(record.name));
    setRefresh((n) => n + 1);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          sx: {
            mx: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ px: { xs: 1.5, sm: 3 } }}>
        {t.title}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, px: { xs: 1.5, sm: 3 } }}>
        <Typography variant="body2">{t.intro}</Typography>
        <StorageLine />
        {!canUse && shown.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t.selectImageFirst}
          </Typography>
        )}
        {notice && (
          <Alert
            severity="success"
            role="status"
            onClose={() => setNotice(null)}
            closeText={t.close}
          >
            {notice}
          </Alert>
        )}
        {loaded.status === 'loading' ? (
          <Typography role="status">{t.loading}</Typography>
        ) : shown.length === 0 ? (
          <Typography variant="body2">{t.empty}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {shown.map((item) => {
              const record = records!.get(item.id)!;
              return (
                <AssetRow
                  key={item.id}
                  record={record}
                  count={item.count}
                  canUse={canUse}
                  onUse={() => onUse(record)}
                  onReplace={(file) => onReplace(item.id, file)}
                  onDelete={() => void remove(record)}
                  onAltSaved={(alt) => {
                    records!.set(item.id, { ...record, alt: alt || undefined });
                    setNotice(t.altSaved);
                  }}
                />
              );
            })}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default MediaLibraryDialog;
