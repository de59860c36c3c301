import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../../src/app/store';
import { elementAdded } from '../../../../src/features/editor/editorSlice';
import { createElement } from '../../../../src/document/createElement';
import { createSite } from '../../../../src/document/site';
import type { SiteDocument } from '../../../../src/document/types';
import { ProjectSaveStatus } from '../../../../src/features/projects/components/ProjectSaveStatus';
import { SaveErrorBanner } from '../../../../src/features/projects/components/SaveErrorBanner';
import { ShareDialog } from '../../../../src/features/projects/components/ShareDialog';
import { EditorRoute } from '../../../../src/features/projects/EditorRoute';
import { makeProjectRecord } from '../../../../src/features/projects/model/projectRecord';
import { ProjectsPage } from '../../../../src/features/projects/ProjectsPage';
import {
  saveFailed,
  saveStarted,
  saveSucceeded,
  documentEdited,
} from '../../../../src/features/projects/projectsSlice';
import { decodeSharePayload } from '../../../../src/features/projects/shareLink';
import { setProjectStorage } from '../../../../src/features/projects/storage';
import { createMemoryProjectStore } from '../../../../src/features/projects/storage/faults';
import {
  createProjectStorage,
  type ProjectStorage,
} from '../../../../src/features/projects/storage/projectStorage';
import { renderRoutes, renderWithProviders } from '../../../renderWithProviders';
import { expectedSiteOf, fixture, threePageSite, threePageSiteShared } from './projectsSites';

let storage: ProjectStorage;
let raw: ReturnType<typeof createMemoryProjectStore>;
beforeEach(() => {
  raw = createMemoryProjectStore();
  storage = createProjectStorage(raw);
  setProjectStorage(storage);
});
afterEach(() => setProjectStorage(null));

/** A one-page site of a text and a button. */
const page = (name: string): SiteDocument =>
  createSite({
    name,
    homePageId: 'accueil',
    elements: [createElement('text', 't1'), createElement('button', 'b1')],
  });

describe('ProjectSaveStatus', () => {
  it('says each state of the save machine in the spec’s and the issue’s words', () => {
    const store = makeStore();
    renderWithProviders(<ProjectSaveStatus />, { store });
    const status = () => screen.getByRole('status').textContent;
    expect(status()).toBe('Non sauvegardé');
    act(() => {
      store.dispatch(saveStarted({ id: 'p' }));
    });
    expect(status()).toBe('Enregistrement…');
    const record = makeProjectRecord('p', 1, page('x'), new Date());
    act(() => {
      store.dispatch(saveSucceeded({ id: 'p', record, changedSince: false }));
    });
    expect(status()).toBe('Sauvegardé');
    act(() => {
      store.dispatch(documentEdited());
    });
    expect(status()).toBe('Modifications non enregistrées');
    act(() => {
      store.dispatch(saveStarted({ id: 'p' }));
    });
    act(() => {
      store.dispatch(saveFailed({ id: 'p', kind: 'quota' }));
    });
    expect(status()).toBe("Échec de l'enregistrement");
  });
});

describe('SaveErrorBanner', () => {
  it('explains the fault, offers « Réessayer » and « Télécharger une copie », and the retry saves', async () => {
    const store = makeStore();
    store.dispatch(elementAdded('text'));
    store.dispatch(saveStarted({ id: 'p' }));
    store.dispatch(saveFailed({ id: 'p', kind: 'quota' }));
    renderWithProviders(<SaveErrorBanner />, { store });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/espace de stockage de ce navigateur est plein/);
    expect(alert).toHaveTextContent(/Elle reste ouverte ici/);
    expect(within(alert).getByRole('button', { name: 'Télécharger une copie' })).toBeVisible();
    expect(within(alert).queryByRole('button', { name: 'Remplacer par cette version' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((await storage.load('p')).status).toBe('found');
  });

  it('offers to replace a damaged record', () => {
    const store = makeStore();
    store.dispatch(saveStarted({ id: 'p' }));
    store.dispatch(saveFailed({ id: 'p', kind: 'corrupted' }));
    renderWithProviders(<SaveErrorBanner />, { store });
    expect(screen.getByRole('button', { name: 'Remplacer par cette version' })).toBeVisible();
  });
});

describe('ShareDialog', () => {
  it('shows the link carrying the whole site, the note, and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const doc = threePageSiteShared();
    renderWithProviders(<ShareDialog document={doc} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Partager ce projet' });
    expect(within(dialog).getByText('Préparation du lien…')).toBeVisible();
    const link = (await within(dialog).findByRole('textbox', {
      name: 'Lien de partage',
    })) as HTMLInputElement;
    expect(link.value).toMatch(/^http:\/\/localhost\/editor\/partage#/);
    expect(decodeSharePayload(new URL(link.value).hash)).toEqual({ ok: true, document: doc });
    expect(dialog).toHaveTextContent('Le lien contient la page elle-même');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(await within(dialog).findByText('Lien copié dans le presse-papiers.')).toBeVisible();
  });
});

describe('EditorRoute', () => {
  it('says « Projet introuvable » for an unknown id, with the way to « Mes projets »', async () => {
    renderRoutes(
      [{ path: '/editor/projet/:projectId', Component: EditorRoute }],
      '/editor/projet/inconnu',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projet introuvable' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir mes projets' })).toHaveAttribute(
      'href',
      '/projets',
    );
  });

  it('says so for a damaged share link', async () => {
    renderRoutes([{ path: '/editor/partage', Component: EditorRoute }], '/editor/partage#abimé');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien de partage illisible' }),
    ).toBeVisible();
  });
});

describe('ProjectsPage', () => {
  it('lists the projects with « modifié il y a 5 minutes », renames, deletes and undoes', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await storage.save(makeProjectRecord('a', 1, page('Café des arts'), fiveMinutesAgo), {
      expectedRevision: null,
    });
    renderRoutes([{ path: '/projets', Component: ProjectsPage }], '/projets');
    const card = await screen.findByRole('article', { name: 'Café des arts' });
    expect(card).toHaveTextContent(/modifié il y a 5\sminutes/);
    expect(within(card).getByRole('img', { name: 'Miniature de Café des arts' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Ouvrir' })).toHaveAttribute(
      'href',
      '/editor/projet/a',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Renommer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le projet' });
    const field = within(dialog).getByRole('textbox', { name: 'Nom du projet' });
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    expect(within(dialog).getByText('Le nom ne peut pas être vide.')).toBeVisible();
    await userEvent.type(field, 'Café du port');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    const renamed = await screen.findByRole('article', { name: 'Café du port' });
    const stored = await storage.load('a');
    expect(stored.status === 'found' && stored.record).toMatchObject({
      name: 'Café du port',
      revision: 2,
    });

    await userEvent.click(within(renamed).getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer ce projet\u00a0?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect((await storage.load('a')).status).toBe('missing');
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('article', { name: 'Café du port' })).toBeVisible();
    expect((await storage.load('a')).status).toBe('found');
  });

  it('counts the pages and elements of each site, an older one’s too, which it upgrades', async () => {
    const v2 = fixture('project-v2-record.json');
    raw.data.set(v2.id, v2);
    await storage.save(makeProjectRecord('site', 1, threePageSite(), new Date()), {
      expectedRevision: null,
    });
    await storage.save(
      makeProjectRecord(
        'partage',
        1,
        { ...threePageSiteShared(), name: 'Boulangerie partagée' },
        new Date(),
      ),
      { expectedRevision: null },
    );
    renderRoutes([{ path: '/projets', Component: ProjectsPage }], '/projets');
    const site = await screen.findByRole('article', { name: 'Boulangerie Martin' });
    expect(site).toHaveTextContent(/3\spages · 12\séléments/);
    // The shared header's element counts once.
    const shared = await screen.findByRole('article', { name: 'Boulangerie partagée' });
    expect(shared).toHaveTextContent(/3\spages · 12\séléments/);
    const old = await screen.findByRole('article', { name: 'Fleuriste des Halles' });
    expect(old).toHaveTextContent(/1\spage · 6\séléments/);
    expect(within(old).getByRole('link', { name: 'Ouvrir' })).toHaveAttribute(
      'href',
      '/editor/projet/v2-fleuriste',
    );
    await waitFor(() =>
      expect(raw.data.get(v2.id)).toEqual({
        ...v2,
        schemaVersion: 5,
        document: expectedSiteOf(v2.document),
      }),
    );
  });

  it('says when there is no project yet', async () => {
    renderRoutes([{ path: '/projets', Component: ProjectsPage }], '/projets');
    expect(await screen.findByText('Aucun projet enregistré pour l’instant')).toBeVisible();
  });
});
