import { createContext, Suspense, use, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppSelector, useAppStore } from '../../../../app/hooks';
import { assetIdsOf } from '../../../../document/assets/assetRefs';
import type { ItemPicture } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { MediaLibraryDialog, runUpload, type MediaLibraryItem } from '../../../media';
import { assetReplaced, selectDocument } from '../../editorSlice';
import { projectPictures } from '../media/projectPictures';

/**
 * The pictures an open item form holds and the site does not show yet (a picture imported into
 * « Image » before « Enregistrer »): the Médiathèque lists them too, so one just imported can be
 * put in « Contenu » as well.
 */
export const FormPictures = createContext<readonly string[]>([]);

export interface PictureChoice {
  /** « Choisir dans la Médiathèque »: the project's pictures, « Utiliser » picks one. */
  choose: () => void;
  /** « Importer une image »: a file of one's own, stored in the Médiathèque too. */
  upload: () => void;
  /** The dialog and the file input: rendered where the hook is used. */
  ui: ReactNode;
}

/**
 * Picking a picture for an item (« Image », « Images », a picture inside « Contenu »): from the
 * Médiathèque, or a new file. « Remplacer » in the Médiathèque replaces the picture everywhere in
 * the site and tells `onReplaced`, for what the form holds and the site does not yet.
 */
export function usePictureChoice(
  onChosen: (picture: ItemPicture) => void,
  onReplaced: (from: string, to: string) => void,
  /** The file input's name (one form may hold several choices). */
  uploadLabel: string = fr.collections.uploadImage,
): PictureChoice {
  const store = useAppStore();
  const site = useAppSelector(selectDocument);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const inForm = use(FormPictures);
  const items = useMemo<MediaLibraryItem[]>(
    // `site`: the list follows the site (a picture replaced while the dialog shows).
    () => (libraryOpen && site ? projectPictures(store.getState(), inForm) : []),
    [libraryOpen, site, inForm, store],
  );
  const projectIds = () => assetIdsOf(selectDocument(store.getState()));
  const ui = (
    <>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={uploadLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          void runUpload(file, projectIds(), (asset) =>
            onChosen({ assetId: asset.id, alt: asset.alt ?? '' }),
          );
        }}
      />
      {libraryOpen && (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            open
            onClose={() => setLibraryOpen(false)}
            items={items}
            canUse
            onUse={(asset) => {
              onChosen({ assetId: asset.id, alt: asset.alt ?? '' });
              setLibraryOpen(false);
            }}
            onReplace={(from, file) => {
              // « Remplacer »: everywhere in the site (the editor's Médiathèque does the same).
              void runUpload(file, projectIds(), (asset) => {
                store.dispatch(assetReplaced({ from, to: asset.id }));
                onReplaced(from, asset.id);
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
  return { choose: () => setLibraryOpen(true), upload: () => fileRef.current?.click(), ui };
}
