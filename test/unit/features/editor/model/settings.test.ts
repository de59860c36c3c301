import { makeStore } from '../../../../../src/app/store';
import { createElement } from '../../../../../src/document/createElement';
import { LIMITS } from '../../../../../src/document/limits';
import { parseSite } from '../../../../../src/document/schema/documentSchema';
import type { EditorElement, Link, SiteDocument } from '../../../../../src/document/types';
import {
  documentLoaded,
  pageSeoChanged,
  redone,
  selectCanUndo,
  selectDocument,
  siteSettingsChanged,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import { linksToPage } from '../../../../../src/features/editor/model/pageLinks';
import { normalizeSiteUrl } from '../../../../../src/features/editor/model/settings';
import { addPage } from '../../../../../src/features/editor/pageThunks';

function setup() {
  const store = makeStore();
  const site = () => selectDocument(store.getState());
  const past = () => store.getState().editor!.history.past.length;
  const home = () => site().pages[0];
  return { store, site, past, home };
}

const PICTURE = 'https://images.example.fr/vitrine.jpg';

describe('editor/pageSeoChanged', () => {
  it('stores the title, description, picture and « Ne pas indexer » as one step, undone and redone', () => {
    const { store, site, past, home } = setup();
    const before = site();
    store.dispatch(
      pageSeoChanged({
        pageId: home().id,
        seo: {
          title: '  Boulangerie   Dupont  ',
          description: 'Pain au levain,\ncroissants.',
          image: ` ${PICTURE} `,
          noindex: true,
        },
      }),
    );
    expect(home().seo).toEqual({
      title: 'Boulangerie Dupont',
      description: 'Pain au levain, croissants.',
      image: PICTURE,
      noindex: true,
    });
    expect(past()).toBe(1);
    store.dispatch(undone());
    expect(site()).toBe(before);
    store.dispatch(redone());
    expect(home().seo.title).toBe('Boulangerie Dupont');
  });

  it('changes only the fields given; an empty picture removes it', () => {
    const { store, home } = setup();
    store.dispatch(pageSeoChanged({ pageId: home().id, seo: { title: 'A', image: PICTURE } }));
    store.dispatch(pageSeoChanged({ pageId: home().id, seo: { image: '' } }));
    expect(home().seo).toEqual({ title: 'A', description: '', noindex: false });
    expect('image' in home().seo).toBe(false);
  });

  it('records nothing for a change that changes nothing', () => {
    const { store, site, past, home } = setup();
    const before = site();
    store.dispatch(pageSeoChanged({ pageId: home().id, seo: { title: ' ', noindex: false } }));
    expect(site()).toBe(before);
    expect(past()).toBe(0);
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it.each([
    ['a title beyond 200 characters', { title: 'x'.repeat(LIMITS.seoTitle + 1) }],
    ['a description beyond 500 characters', { description: 'x'.repeat(LIMITS.seoDescription + 1) }],
    ['a javascript: picture', { image: 'javascript:alert(1)' }],
    ['a relative picture', { image: 'images/photo.jpg' }],
  ])('refuses %s: the site is unchanged, even the good fields', (_, bad) => {
    const { store, site, past, home } = setup();
    const before = site();
    store.dispatch(pageSeoChanged({ pageId: home().id, seo: { noindex: true, ...bad } }));
    expect(site()).toBe(before);
    expect(past()).toBe(0);
  });

  it('keeps exactly 200 and 500 characters, and an unknown page changes nothing', () => {
    const { store, site, home } = setup();
    const title = 'é'.repeat(LIMITS.seoTitle);
    const description = 'd'.repeat(LIMITS.seoDescription);
    store.dispatch(pageSeoChanged({ pageId: home().id, seo: { title, description } }));
    expect(home().seo).toMatchObject({ title, description });
    const after = site();
    store.dispatch(pageSeoChanged({ pageId: 'nulle-part', seo: { title: 'B' } }));
    expect(site()).toBe(after);
  });

  it('changes the page named, not the one on the canvas', () => {
    const { store, site } = setup();
    store.dispatch(addPage('Contact'));
    const [accueil, contact] = site().pages;
    store.dispatch(pageSeoChanged({ pageId: accueil.id, seo: { title: 'Accueil — Dupont' } }));
    expect(site().pages[0].seo.title).toBe('Accueil — Dupont');
    expect(site().pages[1]).toBe(contact);
  });
});

describe('editor/siteSettingsChanged', () => {
  it('renames the site and sets its address and favicon, one step', () => {
    const { store, site, past } = setup();
    store.dispatch(
      siteSettingsChanged({
        name: '  Boulangerie  Dupont ',
        siteUrl: 'https://www.boulangerie-dupont.fr/',
        favicon: PICTURE,
      }),
    );
    expect(site().name).toBe('Boulangerie Dupont');
    expect(site().settings).toEqual({
      language: 'fr',
      siteUrl: 'https://www.boulangerie-dupont.fr',
      favicon: PICTURE,
    });
    expect(past()).toBe(1);
    store.dispatch(undone());
    expect(site().name).toBe('Nouveau Projet');
    expect(site().settings).toEqual({ language: 'fr' });
  });

  it('adds https:// to a bare address and removes trailing slashes', () => {
    const { store, site } = setup();
    store.dispatch(siteSettingsChanged({ siteUrl: 'www.boulangerie-dupont.fr//' }));
    expect(site().settings.siteUrl).toBe('https://www.boulangerie-dupont.fr');
    store.dispatch(siteSettingsChanged({ siteUrl: 'http://exemple.fr/boutique/' }));
    expect(site().settings.siteUrl).toBe('http://exemple.fr/boutique');
  });

  it('an empty address or favicon removes it (the generated icon is used)', () => {
    const { store, site, past } = setup();
    store.dispatch(siteSettingsChanged({ siteUrl: 'https://exemple.fr', favicon: PICTURE }));
    store.dispatch(siteSettingsChanged({ siteUrl: '  ', favicon: '' }));
    expect(site().settings).toEqual({ language: 'fr' });
    expect(past()).toBe(2);
  });

  it.each([
    ['a javascript: address', { siteUrl: 'javascript:alert(1)' }],
    ['a data: address', { siteUrl: 'data:text/html,<b>x</b>' }],
    ['an ftp address', { siteUrl: 'ftp://exemple.fr' }],
    ['words, not an address', { siteUrl: 'ma boulangerie' }],
    ['an address with a query', { siteUrl: 'https://exemple.fr/?page=1' }],
    ['an address with credentials', { siteUrl: 'https://moi:secret@exemple.fr' }],
    ['a javascript: favicon', { favicon: 'javascript:alert(1)' }],
    ['a blank name', { name: '   ' }],
    ['a name beyond 120 characters', { name: 'n'.repeat(LIMITS.name + 1) }],
  ])('refuses %s: nothing is stored, no step', (_, bad) => {
    const { store, site, past } = setup();
    const before = site();
    store.dispatch(siteSettingsChanged({ favicon: PICTURE, ...bad }));
    expect(site()).toBe(before);
    expect(past()).toBe(0);
  });

  it('records nothing when the values are those already kept', () => {
    const { store, site, past } = setup();
    store.dispatch(siteSettingsChanged({ name: 'Dupont', siteUrl: 'https://exemple.fr' }));
    const after = site();
    store.dispatch(
      siteSettingsChanged({ name: ' Dupont ', siteUrl: 'https://exemple.fr/', favicon: '' }),
    );
    expect(site()).toBe(after);
    expect(past()).toBe(1);
  });

  it('what it stores reads back through the schema', () => {
    const { store, site, home } = setup();
    store.dispatch(siteSettingsChanged({ siteUrl: 'exemple.fr', favicon: PICTURE }));
    store.dispatch(
      pageSeoChanged({ pageId: home().id, seo: { title: 'T', image: 'data:image/png;base64,AA' } }),
    );
    const read = parseSite(JSON.parse(JSON.stringify(site())));
    expect(read).toEqual(site());
  });
});

describe('model/settings normalizeSiteUrl', () => {
  it('says why an address is refused', () => {
    const reason = (input: string) => {
      const result = normalizeSiteUrl(input);
      return result.ok ? null : result.problem.reason;
    };
    expect(reason('javascript:alert(1)')).toBe('scheme');
    expect(reason('mailto:contact@exemple.fr')).toBe('scheme');
    expect(reason('boulangerie')).toBe('format');
    expect(reason('https://exemple.fr#haut')).toBe('extra');
    expect(reason(`https://exemple.fr/${'a'.repeat(2100)}`)).toBe('tooLong');
    expect(reason('exemple.fr:8080')).toBeNull();
    expect(normalizeSiteUrl('exemple.fr')).toEqual({
      ok: true,
      value: 'https://exemple.fr',
      schemeAdded: true,
    });
    expect(normalizeSiteUrl('')).toEqual({ ok: true, value: undefined, schemeAdded: false });
  });
});

describe('model/pageLinks linksToPage', () => {
  const linked = (id: string, link: Link): EditorElement => ({
    ...createElement('button', id),
    properties: { link },
  });

  function siteWithLinks(): SiteDocument {
    const { store, site } = setup();
    store.dispatch(addPage('À propos'));
    store.dispatch(addPage('Contact'));
    const [accueil, aPropos, contact] = site().pages;
    const document: SiteDocument = {
      ...site(),
      pages: [
        {
          ...accueil,
          elements: [
            linked('a1', { kind: 'page', pageId: aPropos.id }),
            linked('a2', { kind: 'anchor', pageId: aPropos.id, anchor: 'equipe' }),
            linked('a3', { kind: 'url', href: 'https://exemple.fr' }),
            linked('a4', { kind: 'page', pageId: contact.id }),
          ],
        },
        { ...aPropos, elements: [linked('b1', { kind: 'page', pageId: aPropos.id })] },
        {
          ...contact,
          elements: [
            createElement('text', 'c0'),
            linked('c1', { kind: 'page', pageId: aPropos.id, newTab: true }),
            linked('c2', { kind: 'email', address: 'a@exemple.fr' }),
          ],
        },
      ],
    };
    store.dispatch(documentLoaded({ document }));
    return selectDocument(store.getState());
  }

  it('counts the links of the other pages, by page, in the site order', () => {
    const site = siteWithLinks();
    const [accueil, aPropos, contact] = site.pages;
    expect(linksToPage(site, aPropos.id)).toEqual({
      total: 3,
      pages: [
        { pageId: accueil.id, name: 'Accueil', count: 2 },
        { pageId: contact.id, name: 'Contact', count: 1 },
      ],
    });
    expect(linksToPage(site, contact.id)).toEqual({
      total: 1,
      pages: [{ pageId: accueil.id, name: 'Accueil', count: 1 }],
    });
    expect(linksToPage(site, accueil.id)).toEqual({ total: 0, pages: [] });
  });
});
