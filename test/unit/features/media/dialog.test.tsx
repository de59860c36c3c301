import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssetRecord, MediaStore } from '../../../../src/features/media/mediaStore';
import { setMediaStore } from '../../../../src/features/media/mediaStore';
import { MediaLibraryDialog } from '../../../../src/features/media/MediaLibraryDialog';
import { problemMessage } from '../../../../src/features/media/uploadStatus';
import { formatBytes } from '../../../../src/features/media/formatBytes';
import { renderWithProviders } from '../../../renderWithProviders';

const nbsp = '\u00a0';
const A = 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0';
const B = 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg';

const record = (id: string, name: string, extra: Partial<AssetRecord> = {}): AssetRecord => ({
  id,
  type: 'image/webp',
  width: 1600,
  height: 1200,
  bytes: new Blob(['x'], { type: 'image/webp' }),
  name,
  size: 245 * 1024,
  createdAt: 0,
  ...extra,
});

/** An in-memory media store, as the tests put it in place of IndexedDB. */
function fakeStore(records: AssetRecord[]): MediaStore & { records: Map<string, AssetRecord> } {
  const map = new Map(records.map((r) => [r.id, r]));
  return {
    records: map,
    get: async (id) => map.get(id),
    getMany: async (ids) => ids.map((id) => map.get(id)),
    put: async (r) => (map.has(r.id) ? 'existing' : (map.set(r.id, r), 'stored')),
    setAlt: async (id, alt) => {
      const r = map.get(id);
      if (r) map.set(id, { ...r, alt });
    },
    delete: async (id) => {
      map.delete(id);
    },
  };
}

beforeAll(() => {
  URL.createObjectURL = () => 'blob:fake';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => setMediaStore(null));

function setUp({ canUse = true } = {}) {
  const store = fakeStore([
    record(A, 'pain.jpg', { alt: 'Une miche' }),
    record(B, 'four.png', { size: 12.4 * 1024 * 1024 }),
  ]);
  setMediaStore(store);
  const onUse = jest.fn();
  const onReplace = jest.fn();
  renderWithProviders(
    <MediaLibraryDialog
      open
      onClose={() => undefined}
      items={[
        { id: A, count: 2 },
        { id: B, count: 0 },
      ]}
      canUse={canUse}
      onUse={onUse}
      onReplace={onReplace}
    />,
  );
  return { store, onUse, onReplace };
}

const row = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('« Médiathèque »', () => {
  it('lists each picture with its dimensions, weight and uses, in French', async () => {
    setUp();
    const pain = await row('pain.jpg');
    expect(pain.textContent).toContain(`1${'\u202f'}600${nbsp}×${nbsp}1${'\u202f'}200${nbsp}px`);
    expect(pain.textContent).toContain(`245${nbsp}Ko`);
    expect(pain).toHaveTextContent('Utilisée 2 fois');
    const four = await row('four.png');
    expect(four.textContent).toContain(`12,4${nbsp}Mo`);
    expect(four).toHaveTextContent('Inutilisée');
  });

  it('« Supprimer » only when unused: it erases the picture from the store', async () => {
    const { store } = setUp();
    const pain = await row('pain.jpg');
    expect(within(pain).getByRole('button', { name: /Supprimer/ })).toBeDisabled();
    const four = await row('four.png');
    await userEvent.click(
      within(four).getByRole('button', { name: `Supprimer «${nbsp}four.png${nbsp}»` }),
    );
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(`«${nbsp}four.png${nbsp}» a été supprimée de ce navigateur.`);
    expect(store.records.has(B)).toBe(false);
    expect(store.records.has(A)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'four.png' })).toBeNull());
  });

  it('« Utiliser » hands the picture to the editor; without a selected image it is disabled', async () => {
    const { onUse } = setUp();
    await userEvent.click(within(await row('pain.jpg')).getByRole('button', { name: /^Utiliser/ }));
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ id: A, alt: 'Une miche' }));
  });

  it('« Utiliser » is disabled when no image is selected, and says why', async () => {
    setUp({ canUse: false });
    expect(within(await row('pain.jpg')).getByRole('button', { name: /^Utiliser/ })).toBeDisabled();
    expect(screen.getByText(/Sélectionnez une image/)).toBeInTheDocument();
  });

  it('« Remplacer » passes the chosen file on; the default alternative text is saved on leaving the field', async () => {
    const { store, onReplace } = setUp();
    const four = await row('four.png');
    const file = new File(['x'], 'nouveau.png', { type: 'image/png' });
    const input = four.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file);
    expect(onReplace).toHaveBeenCalledWith(B, file);
    const alt = within(four).getByRole('textbox', { name: 'Texte alternatif par défaut' });
    await userEvent.type(alt, 'Le four à bois');
    await act(async () => alt.blur());
    await screen.findByText('Texte alternatif enregistré.');
    expect(store.records.get(B)?.alt).toBe('Le four à bois');
  });
});

describe('upload messages', () => {
  it('names the limits in French', () => {
    expect(problemMessage('tooBig')).toContain(`25,0${nbsp}Mo au plus`);
    expect(problemMessage('tooManyPixels')).toContain(`40${nbsp}millions de pixels`);
    expect(problemMessage('projectFull')).toContain(`300,0${nbsp}Mo`);
    expect(problemMessage('quota')).toMatch(/Rien n'a été modifié/);
    expect(formatBytes(1536)).toBe(`2${nbsp}Ko`);
  });
});
