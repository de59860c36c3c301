import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { formatInteger } from '../../../../common/numberFormat';
import {
  sampleContents,
  sampleItems,
  type SampleContent,
  type SampleItem,
} from '../../../../document/check/sampleContents';
import { fr } from '../../../../i18n/fr';
import { selectDocument } from '../../editorSlice';

const t = fr.editor.siteCheck.samples;

/** An excerpt shortened to what a line can show. */
const shortened = (value: string) => (value.length > 60 ? `${value.slice(0, 59)}…` : value);

/** One line of the list: what it is, and « Sélectionner ». */
function Line({
  text,
  pageName,
  onSelect,
}: {
  text: string;
  pageName: string;
  onSelect: () => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        aria-label={t.selectLabel(text, pageName)}
        onClick={onSelect}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {fr.editor.siteCheck.select}
      </Button>
    </Box>
  );
}

interface Group {
  pageId: string;
  pageName: string;
  items: SampleContent[];
}

/**
 * « Contenu d’exemple à remplacer » in « Vérifier le site »: every text, picture and contact
 * detail still as Toile or a template wrote it (document/check/sampleContents.ts), page by page,
 * each with a button that shows its page and selects it. Computed again whenever the site
 * changes while the dialog shows: an edited text leaves the list.
 */
export function SampleContentList({
  onSelect,
}: {
  /** Shows the page and selects the element (none: the page alone). */
  onSelect: (pageId: string, elementId?: string) => void;
}) {
  const site = useAppSelector(selectDocument);
  const samples = useMemo(() => sampleContents(site), [site]);
  const items = useMemo(() => sampleItems(site), [site]);
  const itemGroups = useMemo(() => {
    const byCollection = new Map<string, SampleItem[]>();
    for (const item of items) {
      byCollection.set(item.collectionId, [...(byCollection.get(item.collectionId) ?? []), item]);
    }
    return [...byCollection.values()];
  }, [items]);
  const total = samples.length + items.length;
  const names = useMemo(() => new Map(site.pages.map((p) => [p.id, p.name])), [site.pages]);
  const groups = useMemo(() => {
    const byPage = new Map<string, Group>();
    for (const item of samples) {
      let group = byPage.get(item.pageId);
      if (!group) {
        group = { pageId: item.pageId, pageName: names.get(item.pageId) ?? '', items: [] };
        byPage.set(item.pageId, group);
      }
      group.items.push(item);
    }
    return [...byPage.values()];
  }, [names, samples]);
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
        {total === 0 ? t.none : t.intro}
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>
        {t.count(total, formatInteger(total))}
      </Typography>
      {groups.map((group, g) => (
        <Box
          component="section"
          key={group.pageId}
          aria-labelledby={`${headingId}-${g}`}
          sx={{ mt: 2 }}
        >
          <Typography
            id={`${headingId}-${g}`}
            component="h4"
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
          >
            {fr.editor.siteCheck.page(group.pageName)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.items.map((item) => (
              <Line
                key={item.elementId}
                text={t.item(t.kinds[item.kind], shortened(item.excerpt))}
                pageName={group.pageName}
                onSelect={() => onSelect(item.pageId, item.elementId)}
              />
            ))}
          </Box>
        </Box>
      ))}
      {itemGroups.map((group, g) => (
        <Box
          component="section"
          key={group[0].collectionId}
          aria-labelledby={`${headingId}-c${g}`}
          sx={{ mt: 2 }}
        >
          <Typography
            id={`${headingId}-c${g}`}
            component="h4"
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
          >
            {t.collection(group[0].collectionName)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {t.itemsHelp}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.map((item) => (
              <Line
                key={item.itemId}
                text={t.item(t.itemKinds[item.kind], shortened(item.title))}
                pageName={names.get(item.pageId) ?? ''}
                onSelect={() => onSelect(item.pageId, item.elementId)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
