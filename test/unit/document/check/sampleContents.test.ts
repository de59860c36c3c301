import {
  sampleContents,
  sampleCount,
  sampleItems,
} from '../../../../src/document/check/sampleContents';
import { addCollection, saveItem } from '../../../../src/document/collections/edits';
import { newListSettings } from '../../../../src/document/collections/list';
import { newCollection } from '../../../../src/document/collections/newCollection';
import { createSite } from '../../../../src/document/site';
import { createElement } from '../../../../src/document/createElement';
import { defaultForm } from '../../../../src/document/formFields';
import type {
  CollectionItem,
  EditorElement,
  ElementProperties,
  ElementType,
  Page,
} from '../../../../src/document/types';

const nb = '\u00a0';

/** An element of `type` saying `content`, marked as sample content unless told. */
function el(
  id: string,
  type: ElementType,
  content: string,
  properties: ElementProperties = {},
  sample = true,
): EditorElement {
  const base = createElement(type, id);
  return {
    ...base,
    content,
    properties: { ...base.properties, ...properties, ...(sample ? { sample: true } : {}) },
  };
}

const page = (id: string, elements: EditorElement[]): Page => ({
  id,
  name: id,
  slug: id,
  seo: { title: 'Titre', description: 'Description', noindex: false },
  elements,
});

describe('sampleContents: the sample content « Vérifier le site » lists', () => {
  it('lists every marked element the export writes, page by page, saying what each is', () => {
    const form = el('form', 'form', 'Envoyer', {
      form: {
        ...defaultForm(),
        destination: { kind: 'email', address: 'contact@example.com', subject: 'Demande' },
      },
    });
    const site = {
      pages: [
        page('accueil', [
          el('bande', 'container', ''),
          el('titre', 'text', 'Bienvenue\nchez nous'),
          el('bouton', 'button', 'Commander'),
          el('mien', 'text', 'Mes propres mots', {}, false),
          el('cache', 'text', 'Caché', { hidden: true }),
          el('photo', 'image', '', { alt: 'La devanture' }),
        ]),
        page('contact', [
          el('tel', 'text', `05${nb}35${nb}49${nb}65${nb}47`, {
            link: { kind: 'phone', number: '0535496547' },
          }),
          el('mail', 'button', 'Nous écrire', {
            link: { kind: 'email', address: 'contact@example.com' },
          }),
          el('mail2', 'text', 'Écrivez à contact@example.com'),
          el('rue', 'text', `12 rue de l’Exemple\n38000${nb}Grenoble`),
          form,
        ]),
      ],
    };
    expect(sampleContents(site)).toEqual([
      { pageId: 'accueil', elementId: 'titre', kind: 'text', excerpt: 'Bienvenue chez nous' },
      { pageId: 'accueil', elementId: 'bouton', kind: 'button', excerpt: 'Commander' },
      { pageId: 'accueil', elementId: 'photo', kind: 'picture', excerpt: 'La devanture' },
      {
        pageId: 'contact',
        elementId: 'tel',
        kind: 'phone',
        excerpt: `05${nb}35${nb}49${nb}65${nb}47`,
      },
      { pageId: 'contact', elementId: 'mail', kind: 'email', excerpt: 'Nous écrire' },
      {
        pageId: 'contact',
        elementId: 'mail2',
        kind: 'email',
        excerpt: 'Écrivez à contact@example.com',
      },
      {
        pageId: 'contact',
        elementId: 'rue',
        kind: 'street',
        excerpt: `12 rue de l’Exemple 38000${nb}Grenoble`,
      },
      { pageId: 'contact', elementId: 'form', kind: 'form', excerpt: 'contact@example.com' },
    ]);
  });

  it('finds none in a site without marks (a project saved before them)', () => {
    const site = { pages: [page('accueil', [el('titre', 'text', 'Bonjour', {}, false)])] };
    expect(sampleContents(site)).toEqual([]);
  });

  it('reads a page again once its elements change', () => {
    const elements = [el('titre', 'text', 'Bonjour')];
    const first = { pages: [page('accueil', elements)] };
    expect(sampleContents(first)).toHaveLength(1);
    const edited = { pages: [page('accueil', [el('titre', 'text', 'Salut', {}, false)])] };
    expect(sampleContents(edited)).toEqual([]);
    expect(sampleContents(first)).toHaveLength(1);
  });
});

describe('sampleItems: the sample items of the collections, which the export writes too', () => {
  it('lists the published sample items of a shown collection, and counts them for the export', () => {
    let site = createSite({
      name: 'Le Fournil',
      homePageId: 'accueil',
      elements: [el('titre', 'text', 'Bienvenue')],
    });
    const made = newCollection(site, 'articles', 'Actualités');
    site = addCollection(site, made.collection, made.page);
    const id = made.collection.id;
    const items: CollectionItem[] = [
      { id: 'a1', slug: 'a1', title: 'Les  pains\nde saison', sample: true },
      { id: 'a2', slug: 'a2', title: 'Un brouillon', sample: true, draft: true },
      { id: 'a3', slug: 'a3', title: 'Le mien' },
    ];
    for (const item of items) site = saveItem(site, id, item);
    // `saveItem` is the form's: it makes an item the person's. A template's samples come as they are.
    site = {
      ...site,
      collections: site.collections!.map((c) => ({ ...c, items })),
    };
    expect(sampleItems(site)).toEqual([
      {
        collectionId: id,
        collectionName: 'Actualités',
        kind: 'articles',
        itemId: 'a1',
        title: 'Les pains de saison',
        // No « Liste » shows it: « Sélectionner » shows its « Modèle de page ».
        pageId: made.page.id,
        elementId: made.page.elements[0].id,
      },
    ]);
    // A « Liste » of the collection on the home page: that is what « Sélectionner » selects.
    const list = {
      ...createElement('list', 'liste'),
      properties: { list: newListSettings(id) },
    };
    const listed = {
      ...site,
      pages: site.pages.map((p) =>
        p.id === 'accueil' ? { ...p, elements: [...p.elements, list] } : p,
      ),
    };
    expect(sampleItems(listed)[0]).toMatchObject({ pageId: 'accueil', elementId: 'liste' });
    expect(sampleCount(site)).toBe(2);
    // A collection without its « Modèle de page » writes nothing.
    const withoutModel = { ...site, pages: site.pages.filter((p) => p.collection !== id) };
    expect(sampleItems(withoutModel)).toEqual([]);
  });
});
