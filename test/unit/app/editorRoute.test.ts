import {
  documentKey,
  EDITOR_SHELL_SUBPATH,
  editorPath,
  editorRoute,
  type EditorRoute,
} from '../../../src/app/editorRoute';
import { normalizedPath, prerenderedFileFor } from '../../../src/app/prerendered';
import { pageTitle } from '../../../src/common/navigation';
import { fr } from '../../../src/i18n/fr';

describe('editorRoute', () => {
  it.each<[string, EditorRoute]>([
    ['/editor', { kind: 'new' }],
    ['/editor/', { kind: 'new' }],
    ['/editor/5', { kind: 'template', templateId: '5' }],
    ['/editor/5/', { kind: 'template', templateId: '5' }],
    ['/editor/boulangerie-martin', { kind: 'template', templateId: 'boulangerie-martin' }],
    ['/editor/projet/abc', { kind: 'project', projectId: 'abc' }],
    ['/editor/projet/abc/', { kind: 'project', projectId: 'abc' }],
    ['/editor/partage', { kind: 'share' }],
    ['/editor/partage/', { kind: 'share' }],
  ])('reads %s', (path, route) => {
    expect(editorRoute(path)).toEqual(route);
  });

  it('reads its words whatever their case, as the router matches them; ids keep theirs', () => {
    expect(editorRoute('/Editor')).toEqual({ kind: 'new' });
    expect(editorRoute('/EDITOR/Partage')).toEqual({ kind: 'share' });
    expect(editorRoute('/editor/Projet/AbC')).toEqual({ kind: 'project', projectId: 'AbC' });
    expect(editorRoute('/editor/Mon-Modele')).toEqual({
      kind: 'template',
      templateId: 'Mon-Modele',
    });
  });

  it('decodes ids, and keeps an id with invalid percent-encoding as written', () => {
    expect(editorRoute('/editor/projet/a%20b%C3%A9')).toEqual({
      kind: 'project',
      projectId: 'a bé',
    });
    expect(editorRoute('/editor/caf%C3%A9')).toEqual({ kind: 'template', templateId: 'café' });
    expect(editorRoute('/editor/%E0%A4%A')).toEqual({ kind: 'template', templateId: '%E0%A4%A' });
    expect(editorRoute('/editor/projet/%')).toEqual({ kind: 'project', projectId: '%' });
    // A slash written into an id stays in the id: the address has one segment.
    expect(editorRoute('/editor/projet/a%2Fb')).toEqual({ kind: 'project', projectId: 'a/b' });
  });

  it.each([
    '/',
    '',
    'editor',
    '/templates',
    '/projets',
    '/editorx',
    '/editors/5',
    '/x/editor',
    '/editor/projet',
    '/editor/projet/',
    '/editor/projet/a/b',
    '/editor/partage/x',
    '/editor/5/x',
    '/editor//5',
    '/editor/projet//a',
    '//editor',
  ])('reads %j as no editor address', (path) => {
    expect(editorRoute(path)).toBeNull();
  });

  it('writes each kind’s address, which it reads back', () => {
    const routes: EditorRoute[] = [
      { kind: 'new' },
      { kind: 'template', templateId: '7' },
      { kind: 'template', templateId: 'a/b é' },
      { kind: 'project', projectId: 'V1StGXR8_Z5jdHi6B-myT' },
      { kind: 'project', projectId: 'a/b?c#d' },
      { kind: 'share' },
    ];
    for (const route of routes) expect(editorRoute(editorPath(route))).toEqual(route);
    expect(editorPath({ kind: 'project', projectId: 'a b' })).toBe('/editor/projet/a%20b');
    expect(editorPath({ kind: 'share' })).toBe('/editor/partage');
  });

  it('keys the document of a new page and a template; a project and a share link bring theirs', () => {
    expect(documentKey({ kind: 'new' })).toBe('');
    expect(documentKey({ kind: 'template', templateId: '5' })).toBe('5');
    expect(documentKey({ kind: 'project', projectId: 'abc' })).toBeNull();
    expect(documentKey({ kind: 'share' })).toBeNull();
  });
});

describe('what reads editorRoute', () => {
  const paths = [
    '/editor',
    '/editor/5',
    '/editor/5/',
    '/Editor/5',
    '/editor/projet',
    '/editor/projet/abc',
    '/editor/partage',
    '/editor/a/b',
    '/editor//5',
    '/templates',
    '/',
  ];

  it('the shell’s pattern (service worker, test server) is the template kind', () => {
    for (const path of paths) {
      const normalized = normalizedPath(path);
      expect([path, EDITOR_SHELL_SUBPATH.test(normalized)]).toEqual([
        path,
        editorRoute(normalized)?.kind === 'template',
      ]);
    }
  });

  it('the shell is served for a new page and a template, not what brings its own document', () => {
    for (const path of paths) {
      const kind = editorRoute(path)?.kind;
      const shell = kind === 'new' || kind === 'template' ? 'editor.html' : null;
      expect([path, prerenderedFileFor(path)]).toEqual([
        path,
        path === '/templates' ? 'templates.html' : path === '/' ? 'index.html' : shell,
      ]);
    }
  });

  it('the tab’s title is the editor’s at every editor address, else not found', () => {
    const editor = fr.app.pageTitle(fr.app.screens.editor);
    for (const path of paths.filter((p) => p.startsWith('/editor') || p.startsWith('/Editor'))) {
      expect([path, pageTitle(path) === editor]).toEqual([path, editorRoute(path) !== null]);
    }
  });
});
