import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { formatInteger } from '../../../../common/numberFormat';
import { checkSite, type SiteProblem } from '../../../../document/check/siteCheck';
import type { Screen } from '../../../../document/layout/screens';
import type { EditorElement, SiteDocument } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import {
  elementSelected,
  pageSelected,
  screenChanged,
  selectDocument,
  selectScreen,
} from '../../editorSlice';
import { elementLabel } from '../../canvas/CanvasElement';
import { problemText } from './problemText';
import { SampleContentList } from './SampleContentList';

const t = fr.editor.siteCheck;

/** On a 320 px phone: 12 px margins instead of MUI's 32 (as the settings dialogs). */
const paperSx = {
  mx: { xs: 1.5, sm: 4 },
  width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
} as const;

/** Problems that « Paramètres de la page » fixes. */
const isSettingsProblem = (problem: SiteProblem) =>
  problem.kind === 'missingTitle' || problem.kind === 'missingDescription';

/**
 * The screen to show for a problem seen on some screens only (a link too small on Mobile, a text
 * too light on Tablette and Mobile), when the canvas shows another; null to stay.
 */
function screenFor(problem: SiteProblem, current: Screen): Screen | null {
  if (problem.kind === 'smallTarget') return current === 'phone' ? null : 'phone';
  if (problem.kind === 'lowContrast' && !problem.screens.includes(current)) {
    return problem.screens[0] ?? null;
  }
  return null;
}

/** How the list names each element with a problem: its canvas name, « Image 2 » for pictures. */
function elementNames(site: SiteDocument, problems: readonly SiteProblem[]): Map<string, string> {
  const names = new Map<string, string>();
  const wanted = new Set(
    problems.flatMap((p) => ('elementId' in p ? [`${p.pageId} ${p.elementId}`] : [])),
  );
  for (const page of site.pages) {
    let images = 0;
    for (const element of page.elements as readonly EditorElement[]) {
      if (element.type === 'image') images += 1;
      const key = `${page.id} ${element.id}`;
      if (!wanted.has(key)) continue;
      names.set(
        key,
        element.type === 'image' ? t.imageNumber(formatInteger(images)) : elementLabel(element),
      );
    }
  }
  return names;
}

interface Group {
  pageId: string;
  pageName: string;
  problems: SiteProblem[];
}

function byPage(site: SiteDocument, problems: readonly SiteProblem[]): Group[] {
  const groups = new Map<string, Group>();
  const names = new Map(site.pages.map((p) => [p.id, p.name]));
  for (const problem of problems) {
    let group = groups.get(problem.pageId);
    if (!group) {
      group = { pageId: problem.pageId, pageName: names.get(problem.pageId) ?? '', problems: [] };
      groups.set(problem.pageId, group);
    }
    group.problems.push(problem);
  }
  return [...groups.values()];
}

/** The list, computed when the dialog opens and again whenever the site changes while it shows. */
function SiteCheckList({ onChoose }: { onChoose: (problem: SiteProblem) => void }) {
  const site = useAppSelector(selectDocument);
  const problems = useMemo(() => checkSite(site), [site]);
  const groups = useMemo(() => byPage(site, problems), [site, problems]);
  const names = useMemo(() => elementNames(site, problems), [site, problems]);
  const headingId = useId();

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t.intro}
      </Typography>
      {/* Said again when an edit made meanwhile changes the count. */}
      <Typography role="status" sx={{ fontWeight: 700, mb: 1 }}>
        {t.count(problems.length, formatInteger(problems.length))}
      </Typography>
      {problems.length === 0 ? (
        <Alert severity="success">{t.noneDetail}</Alert>
      ) : (
        groups.map((group, g) => (
          <Box
            component="section"
            key={group.pageId}
            aria-labelledby={`${headingId}-${g}`}
            sx={{ mt: 2 }}
          >
            <Typography
              id={`${headingId}-${g}`}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700 }}
            >
              {t.page(group.pageName)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.problems.map((problem, i) => {
                const { message, help } = problemText(problem);
                const element =
                  'elementId' in problem
                    ? names.get(`${problem.pageId} ${problem.elementId}`)
                    : undefined;
                let visible: string;
                let label: string;
                if (isSettingsProblem(problem)) {
                  visible = t.openSettings;
                  label = t.openSettingsLabel(message);
                } else if (element !== undefined) {
                  visible = t.select;
                  label = t.selectLabel(message, element);
                } else {
                  visible = t.showPage;
                  label = t.showPageLabel(group.pageName);
                }
                return (
                  <Box
                    component="li"
                    key={`${problem.kind} ${'elementId' in problem ? problem.elementId : ''} ${i}`}
                    sx={{
                      display: 'flex',
                      flexDirection: { xs: 'column', sm: 'row' },
                      alignItems: { xs: 'stretch', sm: 'center' },
                      gap: 1,
                      py: 1.25,
                      borderTop: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {message}
                      </Typography>
                      {element !== undefined && (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {element}
                        </Typography>
                      )}
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {help}
                      </Typography>
                    </Box>
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={label}
                      onClick={() => onChoose(problem)}
                      sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                    >
                      {visible}
                    </Button>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))
      )}
    </>
  );
}

/**
 * « Vérifier le site »: the problems of the whole site, page by page, each with a button that
 * shows its page and selects the element at fault (or opens « Paramètres de la page » for a
 * missing title or description, through `onPageSettings`), then closes the dialog; below them,
 * the sample content left to replace (« Contenu d’exemple à remplacer »), each with its button.
 */
export function SiteCheckDialog({
  open,
  onClose,
  onPageSettings,
}: {
  open: boolean;
  onClose: () => void;
  onPageSettings?: (pageId: string) => void;
}) {
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectScreen);
  const titleId = useId();

  const choose = (problem: SiteProblem) => {
    dispatch(pageSelected(problem.pageId));
    if ('elementId' in problem) dispatch(elementSelected(problem.elementId));
    const show = screenFor(problem, screen);
    if (show) dispatch(screenChanged(show));
    onClose();
    if (isSettingsProblem(problem)) onPageSettings?.(problem.pageId);
  };

  const select = (pageId: string, elementId?: string) => {
    dispatch(pageSelected(pageId));
    if (elementId) dispatch(elementSelected(elementId));
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: paperSx } }}
    >
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      {/* Focusable: the list scrolls on short screens, and the keyboard must reach it too. */}
      <DialogContent tabIndex={0}>
        <SiteCheckList onChoose={choose} />
        <SampleContentList onSelect={select} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
