import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import type { SiteDocument } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { usePreviewAction } from '../../../export';
import { noticeShown } from '../../projectsSlice';
import { formatVersionDate } from '../versionDate';
import {
  downloadVersion,
  listVersions,
  nameStoredVersion,
  restoreVersion,
  versionDocument,
  versionOfOpenProject,
} from '../versionsThunks';
import type { VersionMeta } from '../versionTypes';
import { warmVersionReader } from '../versionWorkerClient';

const t = fr.projects.versions;

/** Versions drawn at first, then this many more at each « Afficher des versions plus anciennes ». */
const SHOWN_AT_FIRST = 30;

type Listing =
  { status: 'loading' } | { status: 'ready'; versions: VersionMeta[] } | { status: 'failed' };

/** A version's line: its name or why it was made. */
export const versionLabel = (version: VersionMeta) =>
  version.reason === 'named' && version.name ? version.name : t.reasons[version.reason];

/**
 * « Historique des versions » of one project: « Enregistrer cette version… » (named), then its
 * versions, newest first, each with its date in French, its name or why it was made, what it holds,
 * and « Aperçu » (read-only, every page), « Restaurer » and « Télécharger ».
 * `inEditor`: the project is the one open in the editor (restoring is a step Ctrl+Z undoes).
 */
export function VersionHistoryDialog({
  projectId,
  inEditor,
  onClose,
}: {
  /** Null: the editor's page is not a saved project yet. */
  projectId: string | null;
  inEditor: boolean;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(
    null,
  );
  const [naming, setNaming] = useState<{ name: string; touched: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(SHOWN_AT_FIRST);
  const previewed = useRef<SiteDocument | null>(null);
  const { onPreview, dialog: previewDialog } = usePreviewAction(() => previewed.current!);

  // Read again after each change made here (a named version, a restore from « Mes projets »).
  const [readings, setReadings] = useState(0);
  const reload = () => setReadings((n) => n + 1);
  // The worker readies its checks while the list is read: « Restaurer » will not wait for them.
  useEffect(warmVersionReader, []);
  useEffect(() => {
    if (!projectId) return;
    let current = true;
    listVersions(projectId).then(
      (versions) => current && setListing({ status: 'ready', versions }),
      () => current && setListing({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [projectId, readings]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const saveNamed = () =>
    act(async () => {
      const name = naming?.name.trim() ?? '';
      if (!name || !projectId) {
        setNaming((n) => n && { ...n, touched: true });
        return;
      }
      const made = inEditor
        ? await dispatch(versionOfOpenProject('named', name))
        : await nameStoredVersion(projectId, name);
      setNaming(null);
      setMessage(
        made
          ? { severity: 'success', text: t.named(name) }
          : { severity: 'error', text: t.saveFailed },
      );
      reload();
    });

  const preview = (version: VersionMeta) =>
    act(async () => {
      const document = await versionDocument(version).catch(() => null);
      if (!document) return setMessage({ severity: 'error', text: t.unreadable });
      previewed.current = document;
      onPreview();
    });

  const restore = (version: VersionMeta) =>
    act(async () => {
      const result = await dispatch(restoreVersion(version));
      if (result !== 'restored') {
        setMessage({
          severity: 'error',
          text: result === 'unreadable' ? t.unreadable : t.restoreFailed,
        });
        return;
      }
      const text = inEditor ? t.restoredInEditor : t.restoredInList;
      dispatch(noticeShown({ kind: 'done', message: text }));
      onClose();
    });

  const download = (version: VersionMeta) =>
    act(async () => {
      if (!(await downloadVersion(version).catch(() => false))) {
        setMessage({ severity: 'error', text: t.unreadable });
      }
    });

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.intro}</DialogContentText>
        {!projectId ? (
          <Alert severity="info">{t.notSaved}</Alert>
        ) : (
          <>
            {naming ? (
              <Box
                component="form"
                onSubmit={(event) => {
                  event.preventDefault();
                  void saveNamed();
                }}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}
              >
                <TextField
                  autoFocus
                  size="small"
                  label={t.nameLabel}
                  value={naming.name}
                  onChange={(event) => setNaming({ ...naming, name: event.target.value })}
                  error={naming.touched && naming.name.trim() === ''}
                  helperText={naming.touched && naming.name.trim() === '' ? t.nameEmpty : ' '}
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                  sx={{ flex: '1 1 14rem' }}
                />
                <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 0.25 }}>
                  {t.nameConfirm}
                </Button>
                <Button onClick={() => setNaming(null)} sx={{ mt: 0.25 }}>
                  {t.nameCancel}
                </Button>
              </Box>
            ) : (
              <Button
                variant="outlined"
                onClick={() => setNaming({ name: '', touched: false })}
                sx={{ mb: 2 }}
              >
                {t.saveNamed}
              </Button>
            )}
            {message && (
              <Alert
                severity={message.severity}
                role={message.severity === 'error' ? 'alert' : 'status'}
                sx={{ mb: 2 }}
              >
                {message.text}
              </Alert>
            )}
            {listing.status === 'loading' && <Typography>{t.loading}</Typography>}
            {listing.status === 'failed' && <Alert severity="error">{t.listFailed}</Alert>}
            {listing.status === 'ready' && listing.versions.length === 0 && (
              <Typography color="text.secondary">{t.empty}</Typography>
            )}
            {listing.status === 'ready' && listing.versions.length > 0 && (
              <List aria-label={t.listLabel} disablePadding>
                {listing.versions.slice(0, shown).map((version) => (
                  <VersionLine
                    key={version.id}
                    version={version}
                    busy={busy}
                    onPreview={() => void preview(version)}
                    onRestore={() => void restore(version)}
                    onDownload={() => void download(version)}
                  />
                ))}
              </List>
            )}
            {listing.status === 'ready' && listing.versions.length > shown && (
              <Button onClick={() => setShown((n) => n + SHOWN_AT_FIRST)} sx={{ mt: 1 }}>
                {t.showOlder(listing.versions.length - shown)}
              </Button>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
      {previewDialog}
    </Dialog>
  );
}

function VersionLine({
  version,
  busy,
  onPreview,
  onRestore,
  onDownload,
}: {
  version: VersionMeta;
  busy: boolean;
  onPreview: () => void;
  onRestore: () => void;
  onDownload: () => void;
}) {
  const dateId = useId();
  const date = formatVersionDate(version.createdAt);
  return (
    <ListItem aria-labelledby={dateId} divider sx={{ display: 'block', px: 0, py: 1.5 }}>
      <Typography id={dateId} sx={{ fontWeight: 600 }}>
        {date}
      </Typography>
      <Typography variant="body2">{versionLabel(version)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t.holds(version.pages, version.elements)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={onPreview} disabled={busy}>
          {t.preview}
        </Button>
        <Button size="small" variant="outlined" onClick={onRestore} disabled={busy}>
          {t.restore}
        </Button>
        <Button size="small" onClick={onDownload} disabled={busy}>
          {t.download}
        </Button>
      </Stack>
    </ListItem>
  );
}
