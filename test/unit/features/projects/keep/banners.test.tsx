import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../../../src/app/store';
import { createSite } from '../../../../../src/document/site';
import { SaveErrorBanner } from '../../../../../src/features/projects/components/SaveErrorBanner';
import { copyMade } from '../../../../../src/features/projects/file/copies';
import { KEEP_KEYS } from '../../../../../src/features/projects/keep/keepStore';
import { ProtectionStatus } from '../../../../../src/features/projects/keep/ProtectionStatus';
import { ReminderBanner } from '../../../../../src/features/projects/keep/ReminderBanner';
import { DAY, MEBIBYTE, MINUTE } from '../../../../../src/features/projects/keep/rules';
import { SafariNotice } from '../../../../../src/features/projects/keep/SafariNotice';
import { SpaceWarning } from '../../../../../src/features/projects/keep/SpaceWarning';
import { makeProjectRecord } from '../../../../../src/features/projects/model/projectRecord';
import {
  projectOpened,
  saveFailed,
  saveStarted,
  saveSucceeded,
} from '../../../../../src/features/projects/projectsSlice';
import { renderWithProviders } from '../../../../renderWithProviders';

const mockDeleteOldVersions = jest.fn(async () => 3);
jest.mock('../../../../../src/features/projects/versions/deleteOldVersions', () => ({
  deleteOldVersions: () => mockDeleteOldVersions(),
}));
const mockSaveProjectToFile = jest.fn(() => async () => true);
jest.mock('../../../../../src/features/projects/file/saveProjectToFile', () => ({
  saveProjectToFile: () => mockSaveProjectToFile(),
}));

const nbsp = '\u00a0';
/** Testing Library reads every run of spaces, no-break ones included, as one space. */
const read = (text: string) => text.replaceAll(nbsp, ' ');
const now = Date.parse('2026-11-29T12:00:00Z');
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const realUserAgent = navigator.userAgent;

function storageApi(api: object | undefined) {
  Object.defineProperty(navigator, 'storage', { value: api, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});
afterEach(() => {
  storageApi(undefined);
  Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true });
});

/** A store with project `p` open, last saved at `updatedAt`. */
function openProject(updatedAt = new Date(now).toISOString()) {
  const store = makeStore();
  store.dispatch(projectOpened({ id: 'p', revision: 1, updatedAt }));
  return store;
}

describe('ReminderBanner', () => {
  beforeEach(() => jest.useFakeTimers({ now, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('after 30 minutes of work never copied, offers the file and « Plus tard »', async () => {
    localStorage.setItem(KEEP_KEYS.work, JSON.stringify({ p: { minutes: 29, last: 0 } }));
    renderWithProviders(<ReminderBanner />, { store: openProject() });
    expect(screen.queryByText('Gardez une copie de ce projet')).toBeNull();

    localStorage.setItem(KEEP_KEYS.work, JSON.stringify({ p: { minutes: 30, last: 0 } }));
    act(() => jest.advanceTimersByTime(MINUTE));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Ce projet n’existe que dans ce navigateur');
    expect(
      within(banner).getByRole('button', { name: 'Enregistrer dans un fichier' }),
    ).toBeVisible();

    await userEvent.click(within(banner).getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('status')).toBeNull();
    const until = JSON.parse(localStorage.getItem(KEEP_KEYS.later)!).p;
    expect(until).toBeGreaterThanOrEqual(now + MINUTE + 7 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY);
  });

  it('changed since a copy a week old: says its date; the copy made hides it', async () => {
    copyMade('p', 'download', new Date(now - 8 * DAY));
    const { store } = renderWithProviders(<ReminderBanner />, { store: openProject() });
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(
      'Ce projet a changé depuis sa dernière copie dans un fichier, le 21 novembre 2026.',
    );
    await userEvent.click(
      within(banner).getByRole('button', { name: 'Enregistrer dans un fichier' }),
    );
    expect(mockSaveProjectToFile).toHaveBeenCalledTimes(1);
    act(() => copyMade('p', 'file', new Date(Date.now())));
    expect(screen.queryByRole('status')).toBeNull();
    // A save after the copy does not bring it back before a week.
    const record = makeProjectRecord(
      'p',
      2,
      createSite({ name: 'x', homePageId: 'accueil' }),
      new Date(Date.now()),
    );
    act(() => {
      store.dispatch(saveSucceeded({ id: 'p', record, changedSince: false }));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('SpaceWarning', () => {
  it('says how much is left and deletes the old versions', async () => {
    const estimate = jest.fn(async () => ({ usage: 960 * MEBIBYTE, quota: 1000 * MEBIBYTE }));
    storageApi({ estimate });
    renderWithProviders(<SpaceWarning where="projects" trigger={1} />);
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent('Espace de stockage presque plein');
    expect(warning).toHaveTextContent(read(`Il ne reste que 40${nbsp}Mo libres`));
    expect(warning).toHaveTextContent('Télécharger le fichier');
    // « Mes projets » has no open project to save.
    expect(
      within(warning).queryByRole('button', { name: 'Enregistrer dans un fichier' }),
    ).toBeNull();
    await userEvent.click(
      within(warning).getByRole('button', { name: 'Supprimer les anciennes versions' }),
    );
    await within(warning).findByText(read(`3${nbsp}anciennes versions ont été supprimées.`));
    expect(mockDeleteOldVersions).toHaveBeenCalledTimes(1);
    expect(estimate).toHaveBeenCalledTimes(2);
  });

  it('in the editor offers the file too; nothing when there is room', async () => {
    storageApi({ estimate: async () => ({ usage: 10 * MEBIBYTE, quota: 8 * 1024 * MEBIBYTE }) });
    const { unmount } = renderWithProviders(<SpaceWarning where="editor" trigger={1} />);
    await act(async () => {});
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    // 1,5 Go left of 20 Go: under 10 %.
    storageApi({
      estimate: async () => ({ usage: 18.5 * 1024 * MEBIBYTE, quota: 20 * 1024 * MEBIBYTE }),
    });
    renderWithProviders(<SpaceWarning where="editor" trigger={1} />);
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent(read(`Il ne reste que 1,5${nbsp}Go libres`));
    expect(
      within(warning).getByRole('button', { name: 'Enregistrer dans un fichier' }),
    ).toBeVisible();
    await userEvent.click(within(warning).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('SafariNotice', () => {
  it('shows once ever, in Safari, once there is something to keep', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: SAFARI_MAC, configurable: true });
    const first = renderWithProviders(<SafariNotice ready={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    first.rerender(<SafariNotice ready />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Safari peut effacer vos projets');
    expect(notice).toHaveTextContent('Ajouter au Dock');
    await userEvent.click(within(notice).getByRole('button', { name: 'J’ai compris' }));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();

    renderWithProviders(<SafariNotice ready />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not shown in Chrome', () => {
    renderWithProviders(<SafariNotice ready />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(KEEP_KEYS.safari)).toBeNull();
  });
});

describe('ProtectionStatus', () => {
  it.each([
    [true, 'Stockage protégé par le navigateur'],
    [false, `Ce navigateur peut effacer vos projets${nbsp}: gardez-en une copie dans un fichier`],
  ])('persisted() = %s reads « %s »', async (answer, text) => {
    storageApi({ persisted: async () => answer });
    renderWithProviders(<ProtectionStatus />);
    expect(await screen.findByText(read(text))).toBeVisible();
  });
});

describe('SaveErrorBanner, space', () => {
  it('says the version saved before is whole and offers the file', async () => {
    const store = openProject();
    store.dispatch(saveStarted({ id: 'p' }));
    store.dispatch(saveFailed({ id: 'p', kind: 'quota' }));
    renderWithProviders(<SaveErrorBanner />, { store });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('la version enregistrée précédente est intacte');
    expect(alert).toHaveTextContent('Elle reste ouverte ici');
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Enregistrer dans un fichier' }),
    );
    await waitFor(() => expect(mockSaveProjectToFile).toHaveBeenCalledTimes(1));
  });
});
