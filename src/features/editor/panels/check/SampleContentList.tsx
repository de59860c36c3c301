import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { formatInteger } from '../../../../common/numberFormat';
import { sampleContents, type SampleContent } from '../../../../document/check/sampleContents';
import { fr } from '../../../../i18n/fr';
import { selectDocument } from '../../editorSlice';

const t = fr.editor.siteCheck.samples;

/** An excerpt shortened to what a line can show. */
const shortened = (value: string) => (value.length > 60 ? `${value.slice(0, 59)}…` : value);

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
  onSelect: (pageId: string, elementId: string) => void;
}) {
  const site = useAppSelector(selectDocument);
  const samples = useMemo(() => sampleContents(site), [site]);
  const groups = useMemo(() => {
    const names = new Map(site.pages.map((p) => [p.id, p.name]));
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
  }, [site, samples]);
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
        {samples.length === 0 ? t.none : t.intro}
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>
        {t.count(samples.length, formatInteger(samples.length))}
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
            {group.items.map((item) => {
              const line = t.item(t.kinds[item.kind], shortened(item.excerpt));
              return (
                <Box
                  component="li"
                  key={item.elementId}
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
                  <Typography
                    variant="body2"
                    sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {line}
                  </Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t.selectLabel(line, group.pageName)}
                    onClick={() => onSelect(item.pageId, item.elementId)}
                    sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  >
                    {fr.editor.siteCheck.select}
                  </Button>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
