import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { LIMITS } from '../../../../document/limits';
import { fr } from '../../../../i18n/fr';
import { selectDocument, siteSettingsChanged } from '../../editorSlice';
import {
  cleanImageAddress,
  cleanSiteName,
  normalizeSiteUrl,
  siteSettingsProblems,
  type SiteSettingsProblems,
} from '../../model/settings';
import { FaviconPreview } from './FaviconPreview';
import { SiteFontFields } from './SiteFontFields';
import { settingsPaperSx } from './dialogLayout';
import { fieldHelp, problemText } from './settingsText';

const t = fr.editor.settings;

/**
 * « Paramètres du site »: its name, its language (French only, said so), its favicon (a picture
 * address, or the generated icon) and its public address. « Enregistrer » stores the whole dialog
 * as one undo step; « Annuler » forgets it; a refused value is named under its field and nothing
 * is stored.
 */
export function SiteSettingsDialog({
  open,
  onClose,
  onOpenStyles,
}: {
  open: boolean;
  onClose: () => void;
  /** Opens « Styles du site » over this dialog (what is typed here stays). */
  onOpenStyles?: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: settingsPaperSx } }}
    >
      {/* Mounted while the dialog shows: each opening starts from the site as it is. */}
      <SiteSettingsForm titleId={titleId} onClose={onClose} onOpenStyles={onOpenStyles} />
    </Dialog>
  );
}

function SiteSettingsForm({
  titleId,
  onClose,
  onOpenStyles,
}: {
  titleId: string;
  onClose: () => void;
  onOpenStyles?: () => void;
}) {
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectDocument);
  const [name, setName] = useState(site.name);
  const [favicon, setFavicon] = useState(site.settings.favicon ?? '');
  const [siteUrl, setSiteUrl] = useState(site.settings.siteUrl ?? '');
  const [fonts, setFonts] = useState(() => ({
    headingFont: site.theme.headingFont,
    bodyFont: site.theme.bodyFont,
  }));
  const [touched, setTouched] = useState({ favicon: false, siteUrl: false });
  const [refusedSave, setRefusedSave] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const faviconRef = useRef<HTMLInputElement>(null);
  const siteUrlRef = useRef<HTMLInputElement>(null);

  // The theme's fonts only when chosen here: a font this version does not know stays as it was.
  const fontChange = {
    ...(fonts.headingFont !== site.theme.headingFont && { headingFont: fonts.headingFont }),
    ...(fonts.bodyFont !== site.theme.bodyFont && { bodyFont: fonts.bodyFont }),
  };
  const change = { name, favicon, siteUrl, ...fontChange };
  const problems: SiteSettingsProblems = siteSettingsProblems(change);
  const hasProblem = Object.keys(problems).length > 0;
  const show = (field: 'favicon' | 'siteUrl') =>
    (touched[field] || refusedSave) && problems[field] ? problems[field] : null;
  const faviconProblem = show('favicon');
  const siteUrlProblem = show('siteUrl');
  const url = normalizeSiteUrl(siteUrl);
  const urlChanged = url.ok && url.value !== undefined && url.value !== siteUrl.trim();
  const chosenFavicon = cleanImageAddress(favicon);
  const touch = (field: 'favicon' | 'siteUrl') => () =>
    setTouched((was) => (was[field] ? was : { ...was, [field]: true }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (hasProblem) {
      setRefusedSave(true);
      const first = problems.name ? nameRef : problems.favicon ? faviconRef : siteUrlRef;
      first.current?.focus();
      return;
    }
    dispatch(siteSettingsChanged(change));
    onClose();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id={titleId}>{t.site.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t.site.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          inputRef={nameRef}
          autoFocus
          required
          error={problems.name !== undefined}
          helperText={fieldHelp(problems.name ? problemText(problems.name, 'name') : '', {
            length: cleanSiteName(name).length,
            max: LIMITS.name,
          })}
          sx={{ mt: 1 }}
        />
        <TextField
          select
          label={t.site.language}
          value="fr"
          helperText={t.site.languageHint}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="fr">{t.site.french}</option>
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <TextField
            label={t.site.favicon}
            value={favicon}
            onChange={(event) => setFavicon(event.target.value)}
            onBlur={touch('favicon')}
            inputRef={faviconRef}
            placeholder="https://"
            error={faviconProblem !== null}
            helperText={faviconProblem ? problemText(faviconProblem) : t.site.faviconHint}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' },
            }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Box sx={{ pt: 1.5 }}>
            <FaviconPreview
              site={site}
              name={name}
              address={chosenFavicon && !problems.favicon ? chosenFavicon : null}
            />
          </Box>
        </Box>
        <TextField
          label={t.site.siteUrl}
          value={siteUrl}
          onChange={(event) => setSiteUrl(event.target.value)}
          onBlur={touch('siteUrl')}
          inputRef={siteUrlRef}
          placeholder={t.site.siteUrlPlaceholder}
          error={siteUrlProblem !== null}
          helperText={
            siteUrlProblem
              ? problemText(siteUrlProblem)
              : urlChanged && url.ok
                ? t.site.siteUrlSaved(url.value ?? '')
                : t.site.siteUrlHint
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' },
          }}
        />
        <SiteFontFields
          value={fonts}
          problems={problems}
          onChange={(role, font) => setFonts((was) => ({ ...was, [role]: font }))}
        />
        {onOpenStyles && (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Typography variant="body2" color="text.secondary">
              {fr.siteStyles.dialog.link}
            </Typography>
            <Button variant="outlined" startIcon={<PaletteOutlined />} onClick={onOpenStyles}>
              {fr.siteStyles.title}
            </Button>
          </Box>
        )}
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
