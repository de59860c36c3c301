import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatInteger } from '../../common/numberFormat';
import { makeElementId } from '../../document/makeElementId';
import type { SiteDocument } from '../../document/types';
import { inlineStylesheets } from '../../document/render/htmlDocument';
import { fr } from '../../i18n/fr';
import { fontAssetUrlNow, loadFontAssets } from '../fonts';
import {
  buildProposal,
  generateSites,
  MAX_DESCRIPTION,
  readRequest,
  type Generated,
  type GenerateRequest,
} from './generate';
import { modelAvailable, writeWithModel } from './languageModel';
import { findColours, TONES, type Tone } from './understand/style';
import { tokens } from './understand/text';

const t = fr.generator;

/**
 * What becomes of the proposal a person chooses: the caller's (projects opens it as a new project,
 * projects/components/GenerateAndOpen.tsx); the address to go to once it is open.
 */
export type OpenSite = (site: SiteDocument) => Promise<string>;
const PREVIEW_WIDTH = 1152;
const PREVIEW_HEIGHT = 864;

type Engine = 'builtin' | 'model' | 'working' | 'fallback';

/** « #2563eb », « bleu marine » → #1B2A4A; '' → none; undefined when not a colour. */
function readColour(text: string): string[] | undefined {
  const value = text.trim();
  if (!value) return [];
  const found = findColours(value, tokens(`couleur ${value}`));
  return found.length > 0 ? found.slice(0, 1) : undefined;
}

/** One proposal: its home page drawn by the export's renderer, scaled down, and « Ouvrir ». */
function ProposalCard({
  generated,
  index,
  opening,
  onChoose,
}: {
  generated: Generated;
  index: number;
  opening: boolean;
  onChoose: () => void;
}) {
  const proposal = generated.proposals[index];
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScale(element.clientWidth / PREVIEW_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const n = index + 1;
  const titleId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        ref={box}
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${PREVIEW_WIDTH} / ${PREVIEW_HEIGHT}`,
          overflow: 'hidden',
          bgcolor: 'grey.100',
        }}
      >
        <iframe
          title={t.proposalFrame(n)}
          srcDoc={inlineStylesheets(proposal.preview.html, [
            proposal.preview.siteCss,
            proposal.preview.css,
          ])}
          // No script ever runs in it (its page forbids them too); the same origin lets it load
          // the app's own font files.
          sandbox="allow-same-origin"
          tabIndex={-1}
          loading="lazy"
          style={{
            width: PREVIEW_WIDTH,
            height: PREVIEW_HEIGHT,
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            pointerEvents: 'none',
            position: 'absolute',
            inset: 0,
          }}
        />
      </Box>
      <Stack sx={{ p: 1.5, gap: 1, flex: 1 }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {t.proposal(n)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.proposalFacts(
            proposal.site.pages.length,
            fontName(proposal.headingFont),
            fontName(proposal.bodyFont),
          )}
        </Typography>
        <Button
          variant="contained"
          onClick={onChoose}
          disabled={opening}
          aria-label={t.choose(n)}
          sx={{ mt: 'auto' }}
        >
          {opening ? t.opening : t.chooseShort}
        </Button>
      </Stack>
    </Box>
  );
}

/** « playfair-display » → « Playfair Display ». */
const fontName = (id: string) =>
  id
    .split('-')
    .map((w) => (/^\d+$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/**
 * « Créer avec l’IA »: a description (or one of the examples), optional name, city, tone and
 * colour, then three proposals drawn by the export's renderer; the chosen one goes to `onOpen`
 * (projects opens it in the editor as a new project), then to the address it gives. The generator runs here, in the browser; when the browser has its own
 * language model ready, it may write the main texts (languageModel.ts), and the dialog says which
 * engine wrote them. Loaded only when opened.
 */
export default function GenerateDialog({
  onClose,
  onOpen,
}: {
  onClose: () => void;
  onOpen: OpenSite;
}) {
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [description, setDescription] = useState('');
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [tone, setTone] = useState<Tone | 'auto'>('auto');
  const [colour, setColour] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [engine, setEngine] = useState<Engine>('builtin');
  const [opening, setOpening] = useState<number | null>(null);
  const run = useRef(0);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const results = useRef<HTMLDivElement>(null);

  const colours = readColour(colour);
  const tooLong = description.length > MAX_DESCRIPTION;

  const generate = async () => {
    if (colours === undefined) {
      setProblem(t.badColour);
      return;
    }
    const request: GenerateRequest = {
      description,
      name: name.trim() || undefined,
      city: city.trim() || undefined,
      tone: tone === 'auto' ? undefined : tone,
      colours,
    };
    const id = ++run.current;
    await loadFontAssets().catch(() => undefined);
    const fontUrl = fontAssetUrlNow();
    const outcome = generateSites(request, () => makeElementId(), undefined, fontUrl);
    if (id !== run.current) return;
    if (!outcome.ok) {
      setProblem(
        outcome.problem === 'empty'
          ? t.empty
          : t.tooLong(formatInteger(description.length), formatInteger(MAX_DESCRIPTION)),
      );
      setGenerated(null);
      descriptionRef.current?.focus();
      return;
    }
    setProblem(null);
    setGenerated(outcome.generated);
    setEngine('builtin');
    // The proposals below the form: brought into view, and the focus with them.
    requestAnimationFrame(() => {
      results.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      results.current?.focus({ preventScroll: true });
    });
    if (!(await modelAvailable())) return;
    setEngine('working');
    const read = readRequest(request);
    if (!read.ok || !('read' in read)) return;
    const written = await writeWithModel(read.read, request);
    if (id !== run.current) return;
    if (!written.ok) {
      setEngine('fallback');
      return;
    }
    const proposals = [0, 1, 2].map((k) =>
      buildProposal(read.read, request, k, () => makeElementId(), written.written[k], fontUrl),
    );
    setGenerated({ ...outcome.generated, proposals });
    setEngine('model');
  };

  const choose = async (index: number) => {
    if (!generated) return;
    setOpening(index);
    const path = await onOpen(generated.proposals[index].site);
    onClose();
    void navigate(path);
  };

  const u = generated?.understanding;
  const toneLabel = generated ? t.tones[generated.tone] : '';
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="generate-title"
    >
      <DialogTitle id="generate-title">{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.intro}</DialogContentText>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <TextField
            inputRef={descriptionRef}
            label={t.description}
            placeholder={t.descriptionPlaceholder}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void generate();
              }
            }}
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            autoFocus
            error={tooLong}
            helperText={
              tooLong
                ? t.tooLong(formatInteger(description.length), formatInteger(MAX_DESCRIPTION))
                : t.descriptionCount(
                    formatInteger(description.length),
                    formatInteger(MAX_DESCRIPTION),
                  )
            }
          />
          <Box
            role="group"
            aria-label={t.examples}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}
          >
            {t.exampleList.map((example) => (
              <Button
                key={example}
                size="small"
                variant="outlined"
                aria-label={t.useExample(example)}
                onClick={() => setDescription(example)}
                sx={{ textTransform: 'none', textAlign: 'left' }}
              >
                {example}
              </Button>
            ))}
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1.5 }}>
            {t.details}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            <TextField
              label={t.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
              // A name Toile chose (none in the description) is pointed out until one is typed.
              {...(generated?.nameChosen && !name.trim()
                ? { color: 'warning' as const, focused: true, helperText: t.nameChosenHelp }
                : { helperText: t.nameHelp })}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <TextField
              label={t.city}
              value={city}
              onChange={(e) => setCity(e.target.value)}
              helperText={t.cityHelp}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <TextField
              select
              label={t.tone}
              value={tone}
              onChange={(e) => setTone(e.target.value as Tone | 'auto')}
            >
              <MenuItem value="auto">{t.tones.auto}</MenuItem>
              {TONES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t.tones[value]}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label={t.colour}
                value={colour}
                onChange={(e) => setColour(e.target.value)}
                error={colours === undefined}
                helperText={colours === undefined ? t.badColour : t.colourHelp}
                slotProps={{ htmlInput: { maxLength: 30 } }}
                sx={{ flex: 1 }}
              />
              <Box
                component="input"
                type="color"
                aria-label={t.colourPicker}
                value={colours?.[0] ?? '#2563EB'}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                  setColour(e.target.value.toUpperCase())
                }
                sx={{
                  width: 48,
                  height: 56,
                  p: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'background.paper',
                  cursor: 'pointer',
                }}
              />
            </Stack>
          </Box>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
          <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              startIcon={<AutoAwesomeOutlined />}
              disabled={tooLong}
            >
              {t.generate}
            </Button>
          </Stack>
        </Box>
        {generated && u && (
          <Box
            ref={results}
            tabIndex={-1}
            aria-labelledby="generate-results"
            sx={{ mt: 3, outline: 'none' }}
          >
            <Typography id="generate-results" variant="h6" component="h2">
              {t.proposals}
            </Typography>
            <Box role="status" sx={{ my: 1 }}>
              <Typography variant="body2">
                {u.trade
                  ? t.recognisedTrade(generated.label, generated.activity.label)
                  : u.recognised
                    ? t.recognised(generated.label)
                    : t.notRecognised}{' '}
                {t.summary(generated.name, generated.city, toneLabel)}
              </Typography>
              {generated.nameChosen && (
                <Typography variant="body2">{t.nameChosen(generated.name)}</Typography>
              )}
              {generated.cityChosen && (
                <Typography variant="body2">{t.cityChosen(generated.city)}</Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {engine === 'model'
                  ? t.engineModel
                  : engine === 'working'
                    ? t.engineWorking
                    : engine === 'fallback'
                      ? t.engineFallback
                      : t.engineBuiltin}
              </Typography>
            </Box>
            <Box
              component="ul"
              aria-label={t.proposals}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              {generated.proposals.map((proposal) => (
                <ProposalCard
                  key={proposal.index}
                  generated={generated}
                  index={proposal.index}
                  opening={opening !== null}
                  onChoose={() => void choose(proposal.index)}
                />
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
