import { createContext, Suspense, use, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppSelector, useAppStore } from '../../../../app/hooks';
import { assetIdsOf } from '../../../../document/assets/assetRefs';
import type { ItemPicture } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { MediaLibraryDialog, runUpload, type MediaLibraryItem } from '../../../media';
import { assetReplaced, selectDocument } from '../../editorSlice';
import { projectPictures } from '../media/projectPictures';

/** A picture replaced by « Remplacer » (its id before, its id after). */
export type PictureReplaced = (from: string, to: string) => void;

/** What an open item form shares with its picture fields. */
export interface FormPicturesValue {
  /**
   * The pictures the form holds, saved or not (a picture imported into « Image » before
   * « Enregistrer »): the Médiathèque lists them as used — one just imported can go into
   * « Contenu » as well, and none of them can be deleted from under the form.
   */
  ids: readonly string[];
  /** « Remplacer » from any of its fields: every field of the form follows. */
  replaced: PictureReplaced;
  /** A field that holds pictures of its own (the rich-text editor) hears of replacements. */
  listen: (listener: PictureReplaced) => () => void;
}

export const FormPictures = createContext<FormPicturesValue>({
  ids: [],
  replaced: () => {},
  listen: () => () => {},
});

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
 * the site and in every field of the form (`FormPictures`), which the site does not hold yet.
 */
export function usePictureChoice(
  onChosen: (picture: ItemPicture) => void,
  /** The file input's name (one form may hold several choices). */
  uploadLabel: string = fr.collections.uploadImage,
): PictureChoice {
  const store = useAppStore();
  const site = useAppSelector(selectDocument);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const form = use(FormPictures);
  const items = useMemo<MediaLibraryItem[]>(
    // `site`: the list follows the site (a picture replaced while the dialog shows).
    () => (libraryOpen && site ? projectPictures(store.getState(), form.ids) : []),
    [libraryOpen, site, form.ids, store],
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
                form.replaced(from, asset.id);
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
  return { choose: () => setLibraryOpen(true), upload: () => fileRef.current?.click(), ui };
}
