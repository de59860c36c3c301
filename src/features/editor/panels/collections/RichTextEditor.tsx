import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertPhotoOutlined from '@mui/icons-material/InsertPhotoOutlined';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { use, useEffect, useId, useState } from 'react';
import {
  isAllowedRichLink,
  richTextFrom,
  EMPTY_RICH_TEXT,
} from '../../../../document/collections/richText';
import { LIMITS } from '../../../../document/limits';
import type { ItemPicture, RichText } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { FormPictures, usePictureChoice } from './PictureChoice';
import { RichPicture } from './RichPicture';

const t = fr.collections.rich;

export interface RichTextEditorProps {
  /** The field's name (« Contenu », « Description »): the editing area's accessible name. */
  label: string;
  value: RichText | undefined;
  /** Each change, read into Toile's rich content (null: something Toile does not keep). */
  onChange: (value: RichText | null) => void;
}

/**
 * The rich-text editor of an item's « Contenu » (Tiptap, on ProseMirror; docs/decisions.md):
 * paragraphs, titles 2 and 3, bold, italic, links (http, https, mailto, tel only), bulleted and
 * numbered lists, quotes, pictures of the Médiathèque (RichPicture.tsx). Its schema is the
 * StarterKit without code, rules, strike-through nor underline, so pasted content keeps only what
 * Toile allows (ProseMirror drops the rest as it parses). Loaded when an item's form opens.
 */
export default function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const labelId = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState('');
  // The « Insérer une image » button while its menu is open.
  const [pictureMenu, setPictureMenu] = useState<HTMLElement | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isAllowedRichLink(url),
          HTMLAttributes: { rel: 'noopener', target: null },
        },
      }),
      RichPicture,
    ],
    content: value ?? EMPTY_RICH_TEXT,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'toile-rich-text',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(richTextFrom(changed.getJSON())),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      image: e.isActive('image'),
      alt: e.isActive('image') ? String(e.getAttributes('image').alt ?? '') : '',
    }),
  });
  const chain = () => editor.chain().focus();
  // A picture goes where the cursor is.
  const picture = usePictureChoice((chosen: ItemPicture) => {
    chain().insertContent({ type: RichPicture.name, attrs: chosen }).run();
  }, t.pictureUpload);
  // « Remplacer » from any field of the form: the pictures shown here follow.
  const { listen } = use(FormPictures);
  useEffect(
    () =>
      listen((from, to) => {
        const { tr } = editor.state;
        editor.state.doc.descendants((node, position) => {
          if (node.type.name === RichPicture.name && node.attrs.assetId === from) {
            tr.setNodeMarkup(position, undefined, { ...node.attrs, assetId: to });
          }
        });
        if (tr.docChanged) editor.view.dispatch(tr);
      }),
    [listen, editor],
  );
  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (!isAllowedRichLink(href)) {
      setLinkProblem(t.linkRefused);
      return;
    }
    chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
    setLinkProblem('');
  };
  const toggle = (
    name: Exclude<keyof typeof state, 'image' | 'alt'>,
    text: string,
    icon: React.ReactNode,
    run: () => boolean,
  ) => (
    <ToggleButton
      value={name}
      size="small"
      selected={state[name]}
      aria-label={text}
      title={text}
      onChange={() => run()}
      sx={{ border: 0 }}
    >
      {icon}
    </ToggleButton>
  );
  return (
    <Box>
      <Typography
        id={labelId}
        variant="body2"
        component="p"
        sx={{ mb: 0.5, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Stack
          role="toolbar"
          aria-label={t.toolbar}
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {toggle(
            'h2',
            t.h2,
            // Its name shown as it is read (a « T2 » shown under the name « Titre 2 » is not).
            <Box component="span" sx={{ fontWeight: 700, px: 0.5, fontSize: 13 }}>
              {t.h2}
            </Box>,
            () => chain().toggleHeading({ level: 2 }).run(),
          )}
          {toggle(
            'h3',
            t.h3,
            // Its name shown as it is read (a « T2 » shown under the name « Titre 2 » is not).
            <Box component="span" sx={{ fontWeight: 700, px: 0.5, fontSize: 13 }}>
              {t.h3}
            </Box>,
            () => chain().toggleHeading({ level: 3 }).run(),
          )}
          {toggle('bold', t.bold, <FormatBold fontSize="small" />, () =>
            chain().toggleBold().run(),
          )}
          {toggle('italic', t.italic, <FormatItalic fontSize="small" />, () =>
            chain().toggleItalic().run(),
          )}
          {toggle('bulletList', t.bulletList, <FormatListBulleted fontSize="small" />, () =>
            chain().toggleBulletList().run(),
          )}
          {toggle('orderedList', t.orderedList, <FormatListNumbered fontSize="small" />, () =>
            chain().toggleOrderedList().run(),
          )}
          {toggle('quote', t.quote, <FormatQuote fontSize="small" />, () =>
            chain().toggleBlockquote().run(),
          )}
          <IconButton
            size="small"
            aria-label={t.link}
            title={t.link}
            aria-pressed={state.link}
            onClick={() =>
              setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://')
            }
          >
            <InsertLink fontSize="small" />
          </IconButton>
          {state.link && (
            <IconButton
              size="small"
              aria-label={t.unlink}
              title={t.unlink}
              onClick={() => chain().extendMarkRange('link').unsetLink().run()}
            >
              <LinkOff fontSize="small" />
            </IconButton>
          )}
          <IconButton
            size="small"
            aria-label={t.picture}
            title={t.picture}
            aria-haspopup="menu"
            aria-expanded={pictureMenu !== null}
            onClick={(event) => setPictureMenu(event.currentTarget)}
          >
            <InsertPhotoOutlined fontSize="small" />
          </IconButton>
          <Menu
            anchorEl={pictureMenu}
            open={pictureMenu !== null}
            onClose={() => setPictureMenu(null)}
          >
            <MenuItem
              onClick={() => {
                setPictureMenu(null);
                picture.choose();
              }}
            >
              {fr.collections.chooseImage}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setPictureMenu(null);
                picture.upload();
              }}
            >
              {fr.collections.uploadImage}
            </MenuItem>
          </Menu>
        </Stack>
        {picture.ui}
        {state.image && (
          <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
            <TextField
              size="small"
              fullWidth
              label={t.pictureAlt}
              helperText={t.pictureAltHelp}
              value={state.alt}
              onChange={(event) =>
                editor
                  .chain()
                  .updateAttributes(RichPicture.name, {
                    alt: event.target.value.slice(0, LIMITS.alt),
                  })
                  .run()
              }
            />
          </Box>
        )}
        {linking !== null && (
          <Stack direction="row" sx={{ gap: 1, p: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              autoFocus
              label={t.linkPrompt}
              value={linking}
              error={linkProblem !== ''}
              helperText={linkProblem || ' '}
              onChange={(event) => {
                setLinking(event.target.value);
                setLinkProblem('');
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setLinking(null);
                }
              }}
              sx={{ flex: 1 }}
            />
            <Button onClick={applyLink}>{t.linkApply}</Button>
          </Stack>
        )}
        <Box
          sx={{
            p: 1.5,
            minHeight: 160,
            '& .toile-rich-text': { outline: 'none', minHeight: 140 },
            '& .toile-rich-text > :first-of-type': { mt: 0 },
            '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0 },
            '& figure': { m: '0 0 12px' },
            '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
    </Box>
  );
}
