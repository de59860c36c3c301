import { NAV_ITEMS, isNavActive, pageTitle } from '../../../src/common/navigation';

describe('header highlight rule', () => {
  const cases: Array<[string, string]> = [
    ['/', '/'],
    ['/templates', '/templates'],
    ['/templates?q=blog', '/templates'],
    ['/editor', '/editor'],
    ['/editor/7', '/editor'],
    ['/editor/999', '/editor'],
    ['/editor/projet/abc', '/editor'],
    ['/editor/', '/editor'],
    ['/editor/partage', '/editor'],
    ['/projets', '/projets'],
    ['/projets/', '/projets'],
  ];
  it.each(cases)('on %s highlights exactly %s', (path, expected) => {
    const pathname = path.split('?')[0];
    const active = NAV_ITEMS.filter((item) => isNavActive(item.to, pathname)).map((i) => i.to);
    expect(active).toEqual([expected]);
  });

  it('highlights nothing on an unknown path', () => {
    expect(NAV_ITEMS.filter((item) => isNavActive(item.to, '/inconnu'))).toEqual([]);
  });

  it('does not treat a longer word as a child path', () => {
    expect(isNavActive('/editor', '/editorial')).toBe(false);
    expect(isNavActive('/projets', '/projetsX')).toBe(false);
    expect(isNavActive('/templates', '/templatesX')).toBe(false);
  });
});

describe('pageTitle', () => {
  it('names each screen in the tab, in French', () => {
    expect(pageTitle('/')).toBe('Toile — Créez des sites web en quelques minutes');
    expect(pageTitle('/templates')).toBe('Bibliothèque de Templates — Toile');
    expect(pageTitle('/templates/')).toBe('Bibliothèque de Templates — Toile');
    expect(pageTitle('/editor')).toBe('Éditeur — Toile');
    expect(pageTitle('/editor/7')).toBe('Éditeur — Toile');
    expect(pageTitle('/editor/projet/abc')).toBe('Éditeur — Toile');
    expect(pageTitle('/projets')).toBe('Mes projets — Toile');
    expect(pageTitle('/nulle-part')).toBe('Page introuvable — Toile');
    expect(pageTitle('/editeur')).toBe('Page introuvable — Toile');
    // As the router matches: whatever the case; an editor address, not any path below /editor.
    expect(pageTitle('/Templates')).toBe('Bibliothèque de Templates — Toile');
    expect(pageTitle('/editor/partage')).toBe('Éditeur — Toile');
    expect(pageTitle('/editor/a/b')).toBe('Page introuvable — Toile');
    expect(pageTitle('//')).toBe('Toile — Créez des sites web en quelques minutes');
  });
});
