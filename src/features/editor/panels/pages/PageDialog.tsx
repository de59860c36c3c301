import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { LIMITS } from '../../../../document/limits';
import { uniqueSlug } from '../../../../document/slug';
import type { Page } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { pageRenamed, selectDocument } from '../../editorSlice';
import { cleanPageName, pageNameProblem, pageSlugProblem } from '../../model/pages';
import { addPage } from '../../pageThunks';

const t = fr.editor.pages;
export type PageDialogMode = 'add' | 'rename';

function nameMessage(name: string): string | null {
  const problem = pageNameProblem(name);
  if (problem === 'empty') return t.nameProblems.empty;
  if (problem === 'tooLong') return t.nameProblems.tooLong(LIMITS.pageName);
  return null;
}

/**
 * « Ajouter une page » and « Renommer »: the page's name and its address (slug). The address
 * follows the name until the person edits it; both are checked as they type, and a refused
 * value changes nothing (the dialog says why, in French).
 */
export function PageDialog({
  mode,
  page,
  onClose,
}: {
  mode: PageDialogMode;
  page?: Page;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectDocument);
  const titleId = useId();
  const pageId = page?.id ?? null;
  const others = site.pages.filter((p) => p.id !== pageId).map((p) => p.slug);
  const isHome = page !== undefined && page.id === site.homePageId;
  const [name, setName] = useState(page?.name ?? t.newPageName);
  const [slug, setSlug] = useState(page?.slug ?? uniqueSlug(t.newPageName, others));
  const [slugTouched, setSlugTouched] = useState(
    page !== undefined && page.slug !== uniqueSlug(page.name, others),
  );
  const [submitted, setSubmitted] = useState(false);

  const nameError = nameMessage(name);
  const slugProblemKind = pageSlugProblem(site, pageId, slug);
  const slugError =
    slugProblemKind === null
      ? null
      : slugProblemKind === 'tooLong'
        ? t.slugProblems.tooLong(LIMITS.slug)
        : t.slugProblems[slugProblemKind];

  const onNameChange = (value: string) => {
    setName(value);
    if (!slugTouched) setSlug(uniqueSlug(value, others));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || slugError) return;
    if (mode === 'add') {
      dispatch(addPage(cleanPageName(name), slug));
    } else if (page) {
      // One step: the name and the address the person sees.
      dispatch(pageRenamed({ pageId: page.id, name, slug }));
    }
    onClose();
  };

  const showName = submitted || name !== (page?.name ?? t.newPageName);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>
          {mode === 'add' ? t.addDialogTitle : t.renameDialogTitle}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t.name}
            value={name}
            onChange={(event) => onNameChange(event.target.value)}
            error={showName && nameError !== null}
            helperText={showName && nameError ? nameError : ' '}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: LIMITS.pageName + 20 } }}
          />
          <TextField
            label={t.slug}
            value={slug}
            onChange={(event) => {
              setSlugTouched(true);
              setSlug(event.target.value);
            }}
            error={slugError !== null}
            helperText={slugError ?? (isHome ? t.homeSlugHelp : t.slugHelp(`${slug}.html`))}
            required
            slotProps={{
              htmlInput: { maxLength: LIMITS.slug + 20, spellCheck: false, autoCapitalize: 'none' },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained">
            {mode === 'add' ? t.confirmAdd : t.confirmRename}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
