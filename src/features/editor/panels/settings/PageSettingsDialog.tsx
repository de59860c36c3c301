import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { LIMITS } from '../../../../document/limits';
import { findPage, pageFileName, pageTitle } from '../../../../document/site';
import { SHARED_PARTS, type Page } from '../../../../document/types';
import { showsPart } from '../../../../document/sharedParts';
import { sharedOf } from '../../../../document/siteElements';
import { hasOwnBand } from '../../model/sharedParts';
import { fr } from '../../../../i18n/fr';
import { pageSeoChanged, selectDocument } from '../../editorSlice';
import {
  cleanSeoDescription,
  cleanSeoTitle,
  pageSeoProblems,
  type PageSeoProblems,
} from '../../model/settings';
import { settingsPaperSx } from './dialogLayout';
import { fieldHelp, problemText } from './settingsText';

const t = fr.editor.settings;

/**
 * « Paramètres de la page »: what page `pageId` tells search engines and social networks (its
 * title, description, sharing picture, « Ne pas indexer »). « Enregistrer » stores the whole
 * dialog as one undo step; « Annuler » (or Escape) forgets it. A value beyond its limit or
 * refused is named under its field and nothing is stored.
 */
export function PageSettingsDialog({
  pageId,
  open,
  onClose,
}: {
  pageId: string;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  // A boolean: the closed dialogs (one per page menu) re-render only when their page comes or goes.
  const exists = useAppSelector((state) => {
    const site = selectDocument(state);
    return findPage(site, pageId) !== undefined;
  });
  return (
    <Dialog
      open={open && exists}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: settingsPaperSx } }}
    >
      {/* Mounted while the dialog shows: each opening starts from the page as it is. */}
      <PageSettingsForm key={pageId} pageId={pageId} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function PageSettingsForm({
  pageId,
  titleId,
  onClose,
}: {
  pageId: string;
  titleId: string;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectDocument);
  const page = findPage(site, pageId);
  // The page as the dialog opened: a page deleted meanwhile (undo) keeps its last fields shown.
  const [opened] = useState(page);
  const shown: Page | undefined = page ?? opened;
  const [title, setTitle] = useState(shown?.seo.title ?? '');
  const [description, setDescription] = useState(shown?.seo.description ?? '');
  const [image, setImage] = useState(shown?.seo.image ?? '');
  const [noindex, setNoindex] = useState(shown?.seo.noindex ?? false);
  const [shows, setShows] = useState({
    header: shown ? showsPart(shown, 'header') : true,
    footer: shown ? showsPart(shown, 'footer') : true,
  });
  const shared = sharedOf(site);
  const [imageTouched, setImageTouched] = useState(false);
  const [refusedSave, setRefusedSave] = useState(false);
  const noindexHintId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  if (!shown) return null;

  const seo = { title, description, image, noindex };
  const problems: PageSeoProblems = pageSeoProblems(seo);
  const hasProblem = Object.keys(problems).length > 0;
  const imageProblem = (imageTouched || refusedSave) && problems.image;
  const defaultTitle = pageTitle(
    site,
    { ...shown, seo: { ...shown.seo, title: '' } },
    fr.export.untitled,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (hasProblem) {
      setRefusedSave(true);
      const first = problems.title ? titleRef : problems.description ? descriptionRef : imageRef;
      first.current?.focus();
      return;
    }
    if (page) dispatch(pageSeoChanged({ pageId, seo, shows }));
    onClose();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id={titleId}>{t.page.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t.page.which(shown.name, pageFileName(site, shown))}</DialogContentText>
        <TextField
          label={t.page.seoTitle}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={defaultTitle}
          inputRef={titleRef}
          autoFocus
          error={problems.title !== undefined}
          helperText={fieldHelp(
            problems.title
              ? problemText(problems.title, 'title')
              : t.page.seoTitleHint(defaultTitle),
            { length: cleanSeoTitle(title).length, max: LIMITS.seoTitle },
          )}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t.page.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          inputRef={descriptionRef}
          multiline
          minRows={3}
          maxRows={8}
          error={problems.description !== undefined}
          helperText={fieldHelp(
            problems.description
              ? problemText(problems.description, 'description')
              : t.page.descriptionHint,
            { length: cleanSeoDescription(description).length, max: LIMITS.seoDescription },
          )}
        />
        <TextField
          label={t.page.image}
          value={image}
          onChange={(event) => setImage(event.target.value)}
          onBlur={() => setImageTouched(true)}
          inputRef={imageRef}
          placeholder="https://"
          error={Boolean(imageProblem)}
          helperText={imageProblem ? problemText(imageProblem) : t.page.imageHint}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' },
          }}
        />
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={noindex}
                onChange={(event) => setNoindex(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': noindexHintId } }}
              />
            }
            label={t.page.noindex}
          />
          <FormHelperText id={noindexHintId} sx={{ mt: 0 }}>
            {t.page.noindexHint}
          </FormHelperText>
        </div>
        {SHARED_PARTS.filter((part) => shared[part].length > 0).map((part) => {
          // Its own header (an older site's) and the site's cannot both show.
          const own =
            hasOwnBand(shown, part) && shared[part].some((e) => e.type === part) && !shows[part];
          return (
            <div key={part}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={shows[part]}
                    disabled={own}
                    onChange={(event) => setShows({ ...shows, [part]: event.target.checked })}
                    slotProps={{ input: { 'aria-describedby': `${noindexHintId}-${part}` } }}
                  />
                }
                label={fr.editor.shared.show[part]}
              />
              <FormHelperText id={`${noindexHintId}-${part}`} sx={{ mt: 0 }}>
                {own ? fr.editor.shared.ownPart[part] : fr.editor.shared.showHint[part]}
              </FormHelperText>
            </div>
          );
        })}
        {refusedSave && hasProblem && <Alert severity="error">{t.notSaved}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="contained">
          {t.save}
        </Button>
      </DialogActions>
    </form>
  );
}
