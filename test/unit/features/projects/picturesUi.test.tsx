import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toBase64 } from '../../../../src/document/assets/portableAssets';
import { readProjectText } from '../../../../src/document/projectFile';
import { setMediaStore } from '../../../../src/features/media/mediaStore';
import { ShareDialog } from '../../../../src/features/projects/components/ShareDialog';
import { EditorRoute } from '../../../../src/features/projects/EditorRoute';
import {
  decodeSharePayload,
  encodeSharePayload,
} from '../../../../src/features/projects/shareLink';
import { renderRoutes, renderWithProviders } from '../../../renderWithProviders';
import {
  blobText,
  fakeMediaStore,
  installWebCrypto,
  png,
  portable,
  recordOf,
  siteUsing,
  type FakeMediaStore,
  type Picture,
} from './storage/picturesKit';

/** What a person reads: Testing Library sees non-breaking spaces as spaces. */
const nbsp = ' ';
let media: FakeMediaStore;

beforeAll(installWebCrypto);
beforeEach(() => {
  media = fakeMediaStore();
  setMediaStore(media);
});
afterEach(() => setMediaStore(null));

async function siteWith(picture: Picture) {
  const record = await recordOf(picture);
  media.records.set(record.id, record);
  return siteUsing([record.id], 'Boulangerie');
}

describe('« Partager » with pictures', () => {
  it('makes the link with the picture, and says so', async () => {
    const site = await siteWith({ type: 'image/png', width: 30, height: 20, bytes: png(30, 20) });
    renderWithProviders(<ShareDialog document={site} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Partager ce projet' });
    const link = (await within(dialog).findByRole('textbox', {
      name: 'Lien de partage',
    })) as HTMLInputElement;
    const decoded = decodeSharePayload(new URL(link.value).hash);
    expect(decoded.ok && decoded.assets?.map((a) => a.id)).toEqual([...media.records.keys()]);
    expect(dialog).toHaveTextContent("Le lien contient aussi l'image de la page.");
    expect(within(dialog).getByRole('button', { name: 'Copier le lien' })).toBeVisible();
  });

  it('beyond 1.5 MB, makes no link and offers « Télécharger une copie », pictures included', async () => {
    const big: Picture = {
      type: 'image/png',
      width: 800,
      height: 600,
      bytes: png(800, 600, 1_200_000, 3),
    };
    const site = await siteWith(big);
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:copie');
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<ShareDialog document={site} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Partager ce projet' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      `Avec ses images, cette page ne tient pas dans un lien de partage (1,5${nbsp}Mo au plus). Téléchargez plutôt une copie du projet`,
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Copier le lien' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Télécharger une copie' }));
    await screen.findByRole('dialog');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    const read = await readProjectText(await blobText(created[0]));
    expect(read.ok && read.project.assets[0].bytes).toEqual(big.bytes);
  });

  it('says which pictures are not in this browser, and so not in the link', async () => {
    const [id] = await portable({ type: 'image/png', width: 1, height: 1, bytes: png(1, 1) });
    renderWithProviders(<ShareDialog document={siteUsing([id])} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Partager ce projet' });
    expect(
      await within(dialog).findByText(
        `Une image de cette page n'est pas dans ce navigateur${nbsp}: le lien ne la contient pas.`,
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Lien de partage' })).toBeVisible();
  });
});

describe('opening a link whose pictures are refused', () => {
  it('shows why, in French, and the way to « Mes projets »', async () => {
    const picture: Picture = {
      type: 'image/png',
      width: 30,
      height: 20,
      bytes: png(30, 20),
      name: 'four.png',
    };
    const [id, entry] = await portable(picture);
    const altered = { [id]: { ...entry, data: toBase64(png(30, 20, 64, 2)) } };
    const fragment = encodeSharePayload(siteUsing([id]), altered);
    renderRoutes(
      [{ path: '/editor/partage', Component: EditorRoute }],
      `/editor/partage#${fragment}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Images du lien refusées' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        `L'image «${nbsp}four.png${nbsp}» ne correspond pas à son contenu${nbsp}: elle a été modifiée ou abîmée en chemin. Le lien n'a pas été ouvert${nbsp}: aucun de vos projets n'a été modifié.`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir mes projets' })).toHaveAttribute(
      'href',
      '/projets',
    );
    expect(media.puts).toEqual([]);
  });
});
