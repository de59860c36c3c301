import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useId, useRef, useState } from 'react';
import { useAppStore } from '../../../../app/hooks';
import type { EditorElement } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { uploadIntoImage } from './imageUpload';
import { MediaLibrary } from './MediaLibrary';

const t = fr.editor.media;

/** An image's « Importer une image » and « Médiathèque », in its properties panel. */
export function ImageMediaFields({ element }: { element: EditorElement }) {
  const store = useAppStore();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [libraryOpen, setLibraryOpen] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {t.upload}
        </Button>
        <Button
          variant="text"
          size="small"
          startIcon={<PhotoLibraryIcon />}
          onClick={() => setLibraryOpen(true)}
        >
          {t.library}
        </Button>
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml,.svg"
        hidden
        data-field="upload"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void uploadIntoImage(store, element.id, file);
        }}
      />
      <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary' }}>
        {t.uploadHint}
      </Typography>
      <MediaLibrary open={libraryOpen} onClose={() => setLibraryOpen(false)} />
    </Box>
  );
}

/** « Médiathèque » in the Éléments panel (the top bar must fit a 320 px phone). */
export function MediaLibraryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        fullWidth
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setOpen(true)}
        sx={{ mt: 2, justifyContent: 'flex-start' }}
      >
        {t.library}
      </Button>
      <MediaLibrary open={open} onClose={() => setOpen(false)} />
    </>
  );
}
