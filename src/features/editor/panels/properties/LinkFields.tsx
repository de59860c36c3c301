import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { parseEmailAddress, parsePhoneNumber, parseWebAddress } from '../../../../document/links';
import { slugify } from '../../../../document/slug';
import type { EditorElement, Link, Page } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementUpdated, selectCurrentPageId, selectPages } from '../../editorSlice';
import { elementLabel } from '../../canvas/CanvasElement';
import { addressCommit, CommitField, type Commit } from './CommitField';

const t = fr.editor.links;

type Kind = 'none' | Link['kind'];
const KINDS: readonly Kind[] = ['none', 'page', 'anchor', 'url', 'email', 'phone'];

/** The elements of `page` that links can target, by their anchor. */
function anchorsOf(page: Page | undefined): EditorElement[] {
  return page ? page.elements.filter((e) => e.properties.anchor !== undefined) : [];
}

/**
 * « Lien » of a text, button or picture: « Type de lien » (Aucun, Page du site, Section d'une
 * page, Adresse web, E-mail, Téléphone), what it leads to, « Ouvrir dans un nouvel onglet ». Each
 * change is one undo step; an address that cannot be one is refused with a French message and the
 * link stays as it was.
 */
export function LinkFields({ element }: { element: EditorElement }) {
  const dispatch = useAppDispatch();
  const pages = useAppSelector(selectPages);
  const currentPageId = useAppSelector(selectCurrentPageId);
  const link = element.properties.link;
  // The kind chosen before its address is typed, valid only while the link is the one it was for.
  const [draft, setDraft] = useState<{ kind: Kind; pageId?: string; for: Link | undefined }>();
  const current = draft && draft.for === link ? draft : undefined;
  const kind: Kind = current?.kind ?? link?.kind ?? 'none';
  const setLink = (next: Link | null) =>
    dispatch(elementUpdated({ id: element.id, changes: { link: next } }));
  const newTab = link !== undefined && 'newTab' in link && link.newTab === true;
  const keepTab = <L extends Link>(next: L): L =>
    newTab && next.kind !== 'email' && next.kind !== 'phone' ? { ...next, newTab: true } : next;

  const choose = (next: Kind) => {
    setDraft(undefined);
    if (next === kind) return;
    if (next === 'none') return setLink(null);
    if (next === 'page') {
      const target = pages.find((p) => p.id !== currentPageId) ?? pages[0];
      return setLink(keepTab({ kind: 'page', pageId: target.id }));
    }
    if (next === 'anchor') {
      const ordered = [
        ...pages.filter((p) => p.id === currentPageId),
        ...pages.filter((p) => p.id !== currentPageId),
      ];
      const page = ordered.find((p) => anchorsOf(p).length > 0);
      if (page) {
        const anchor = anchorsOf(page)[0].properties.anchor!;
        return setLink(keepTab({ kind: 'anchor', pageId: page.id, anchor }));
      }
      return setDraft({ kind: 'anchor', pageId: currentPageId, for: link });
    }
    setDraft({ kind: next, for: link });
  };

  const anchorPageId =
    current?.pageId ?? (link?.kind === 'anchor' ? link.pageId : undefined) ?? currentPageId;
  const anchorPage = pages.find((p) => p.id === anchorPageId);
  const anchorOptions = anchorsOf(anchorPage);
  const missingPage =
    (link?.kind === 'page' || link?.kind === 'anchor') && !pages.some((p) => p.id === link.pageId);
  const canOpenNewTab = link !== undefined && link.kind !== 'email' && link.kind !== 'phone';

  return (
    <>
      <TextField
        select
        label={t.kind}
        size="small"
        value={kind}
        onChange={(event) => choose(event.target.value as Kind)}
        slotProps={{ select: { native: true }, htmlInput: { 'data-field': 'link-kind' } }}
      >
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t.kinds[k]}
          </option>
        ))}
      </TextField>
      {kind === 'page' && (
        <TextField
          select
          label={t.page}
          size="small"
          value={link?.kind === 'page' ? link.pageId : ''}
          error={missingPage}
          helperText={missingPage ? t.missingPage : undefined}
          onChange={(event) => setLink(keepTab({ kind: 'page', pageId: event.target.value }))}
          slotProps={{ select: { native: true }, htmlInput: { 'data-field': 'link-page' } }}
        >
          {missingPage && <option value={link?.kind === 'page' ? link.pageId : ''}>—</option>}
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.name}
            </option>
          ))}
        </TextField>
      )}
      {kind === 'anchor' && (
        <>
          <TextField
            select
            label={t.anchorPage}
            size="small"
            value={anchorPageId}
            error={missingPage}
            helperText={missingPage ? t.missingPage : undefined}
            onChange={(event) => {
              const page = pages.find((p) => p.id === event.target.value);
              const first = anchorsOf(page)[0]?.properties.anchor;
              if (page && first)
                setLink(keepTab({ kind: 'anchor', pageId: page.id, anchor: first }));
              else setDraft({ kind: 'anchor', pageId: event.target.value, for: link });
            }}
            slotProps={{
              select: { native: true },
              htmlInput: { 'data-field': 'link-anchor-page' },
            }}
          >
            {missingPage && <option value={anchorPageId}>—</option>}
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.name}
              </option>
            ))}
          </TextField>
          {anchorOptions.length > 0 ? (
            <TextField
              select
              label={t.anchor}
              size="small"
              value={
                link?.kind === 'anchor' && link.pageId === anchorPageId
                  ? link.anchor
                  : anchorOptions[0].properties.anchor
              }
              onChange={(event) =>
                setLink(
                  keepTab({ kind: 'anchor', pageId: anchorPageId, anchor: event.target.value }),
                )
              }
              slotProps={{ select: { native: true }, htmlInput: { 'data-field': 'link-anchor' } }}
            >
              {link?.kind === 'anchor' &&
                link.pageId === anchorPageId &&
                !anchorOptions.some((e) => e.properties.anchor === link.anchor) && (
                  <option value={link.anchor}>{`#${link.anchor}`}</option>
                )}
              {anchorOptions.map((e) => (
                <option key={e.id} value={e.properties.anchor}>
                  {t.anchorOption(e.properties.anchor!, elementLabel(e))}
                </option>
              ))}
            </TextField>
          ) : (
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
              {t.noAnchor}
            </Typography>
          )}
        </>
      )}
      {kind === 'url' && (
        <CommitField
          key="url"
          label={t.url}
          field="link-url"
          type="url"
          helper={t.urlHint}
          initial={link?.kind === 'url' ? link.href : ''}
          read={addressCommit(parseWebAddress, t.urlRefused)}
          apply={(href) => href && setLink(keepTab({ kind: 'url', href }))}
        />
      )}
      {kind === 'email' && (
        <CommitField
          key="email"
          label={t.email}
          field="link-email"
          type="email"
          initial={link?.kind === 'email' ? link.address : ''}
          read={addressCommit(parseEmailAddress, t.emailRefused)}
          apply={(address) => address && setLink({ kind: 'email', address })}
        />
      )}
      {kind === 'phone' && (
        <CommitField
          key="phone"
          label={t.phone}
          field="link-phone"
          type="tel"
          initial={link?.kind === 'phone' ? link.number : ''}
          read={addressCommit(parsePhoneNumber, t.phoneRefused)}
          apply={(number) => number && setLink({ kind: 'phone', number })}
        />
      )}
      {(kind === 'page' || kind === 'anchor' || kind === 'url') && (
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={newTab}
              disabled={!canOpenNewTab}
              onChange={(event) => {
                if (!link || !canOpenNewTab) return;
                const next = { ...link, newTab: true } as Link & { newTab?: boolean };
                if (!event.target.checked) delete next.newTab;
                setLink(next);
              }}
            />
          }
          label={t.newTab}
        />
      )}
    </>
  );
}

/**
 * « Ancre »: a name links can target this element by (`nos-services`, unique on its page). What
 * is typed becomes one (« Nos services » → nos-services) when the person leaves the field.
 */
export function AnchorField({ element }: { element: EditorElement }) {
  const dispatch = useAppDispatch();
  const pages = useAppSelector(selectPages);
  const currentPageId = useAppSelector(selectCurrentPageId);
  const anchor = element.properties.anchor ?? '';
  const page = pages.find((p) => p.id === currentPageId);
  const read = (text: string): Commit<string | null> => {
    if (text.trim() === '') return anchor ? { ok: true, value: null } : null;
    const slug = slugify(text);
    if (!slug) return { ok: false, message: t.anchorRefused(text.trim()) };
    if (slug === anchor) return null;
    if (page?.elements.some((e) => e.id !== element.id && e.properties.anchor === slug)) {
      return { ok: false, message: t.anchorTaken(slug) };
    }
    return { ok: true, value: slug };
  };
  return (
    <CommitField
      label={t.anchorField}
      field="anchor"
      initial={anchor}
      read={read}
      apply={(value) => dispatch(elementUpdated({ id: element.id, changes: { anchor: value } }))}
      helper={anchor ? t.anchorHint(anchor) : t.anchorEmptyHint}
    />
  );
}
