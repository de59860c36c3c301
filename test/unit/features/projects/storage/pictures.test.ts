import { makeStore } from '../../../../../src/app/store';
import { ASSET_LIMITS } from '../../../../../src/document/assets/assetLimits';
import { contentHash } from '../../../../../src/document/assets/contentHash';
import {
  collectPortableAssets,
  fromBase64,
  moveAssetIds,
  parsePortableAssets,
  toBase64,
  type PortableAsset,
} from '../../../../../src/document/assets/portableAssets';
import {
  parseProjectFile,
  projectFileParts,
  projectFileText,
  readProjectFile,
  readProjectText,
} from '../../../../../src/document/projectFile';
import { addCollection, saveItem } from '../../../../../src/document/collections/edits';
import { newCollection } from '../../../../../src/document/collections/newCollection';
import type { SiteDocument } from '../../../../../src/document/types';
import { documentLoaded, selectDocument } from '../../../../../src/features/editor/editorSlice';
import { setMediaStore } from '../../../../../src/features/media/mediaStore';
import { sanitizeSvg } from '../../../../../src/features/media/svgSanitize';
import { storeCarriedAssets } from '../../../../../src/features/projects/carriedPictures';
import {
  projectFileFor,
  projectFilePicturesFor,
} from '../../../../../src/features/export/projectFileFor';
import { downloadProjectCopy } from '../../../../../src/features/projects/downloadProjectCopy';
import { prepareShareLink } from '../../../../../src/features/projects/prepareShareLink';
import {
  selectCurrentProjectId,
  selectProjectNotice,
  selectSharedLink,
} from '../../../../../src/features/projects/projectsSlice';
import {
  importProjectFile,
  openSharedLink,
  savesSettled,
} from '../../../../../src/features/projects/projectsThunks';
import {
  decodeSharePayload,
  encodeSharePayload,
  SHARE_LINK_MAX_CHARS,
  shareUrl,
} from '../../../../../src/features/projects/shareLink';
import { setProjectStorage } from '../../../../../src/features/projects/storage';
import { createMemoryProjectStore } from '../../../../../src/features/projects/storage/faults';
import {
  createProjectStorage,
  type ProjectStorage,
} from '../../../../../src/features/projects/storage/projectStorage';
import {
  blobBytesOf,
  blobText,
  fakeMediaStore,
  installWebCrypto,
  png,
  portable,
  recordOf,
  siteUsing,
  SVG,
  utf8,
  webp,
  type FakeMediaStore,
  type Picture,
} from './picturesKit';

const nbsp = '\u00a0';
const NOTHING_IMPORTED = `Rien n'a été importé${nbsp}: votre page actuelle n'a pas été modifiée.`;
const INVALID =
  "Ce fichier n'est pas un projet Toile valide. Votre page actuelle n'a pas été modifiée.";

const photo: Picture = {
  type: 'image/webp',
  width: 1600,
  height: 1200,
  bytes: webp(1600, 1200),
  phone: { bytes: webp(768, 576), width: 768, height: 576 },
  name: 'boulangerie.jpg',
  alt: 'La vitrine',
};
const flat: Picture = { type: 'image/png', width: 300, height: 100, bytes: png(300, 100) };
const drawing: Picture = {
  type: 'image/svg+xml',
  width: 40,
  height: 20,
  bytes: utf8(SVG),
  name: 'logo.svg',
};

let media: FakeMediaStore;
let storage: ProjectStorage;

beforeAll(installWebCrypto);
beforeEach(() => {
  media = fakeMediaStore();
  setMediaStore(media);
  storage = createProjectStorage(createMemoryProjectStore());
  setProjectStorage(storage);
});
afterEach(() => setMediaStore(null));

const idOf = (picture: Picture) => contentHash(picture.bytes);

/** The media store holding `pictures`, and a site using each of them. */
async function storedSite(pictures: Picture[], name?: string) {
  const records = await Promise.all(pictures.map((p) => recordOf(p)));
  for (const record of records) media.records.set(record.id, record);
  return siteUsing(
    records.map((r) => r.id),
    name,
  );
}

/** A project file's text carrying `entries`, with a site that uses each entry's id. */
function fileCarrying(entries: [string, unknown][], site?: SiteDocument): string {
  const document = site ?? siteUsing(entries.map(([id]) => id));
  return JSON.stringify({
    format: 'toile-project',
    schemaVersion: 5,
    document,
    assets: Object.fromEntries(entries),
  });
}

const bytesOfRecord = async (id: string) => blobBytesOf(media.records.get(id)!.bytes);

describe('the project file carries the pictures', () => {
  it('writes every picture the site uses (only those) and reads them back, bytes for bytes', async () => {
    const site = await storedSite([photo, flat, drawing]);
    const unused = await recordOf({ ...flat, width: 10, height: 10, bytes: png(10, 10, 16, 9) });
    media.records.set(unused.id, unused);
    const { assets, missing } = await collectPortableAssets(site, media.getMany);
    expect(missing).toEqual([]);
    const ids = await Promise.all([photo, flat, drawing].map(idOf));
    expect(Object.keys(assets)).toEqual(ids);
    expect(assets[ids[0]]).toEqual({
      type: 'image/webp',
      width: 1600,
      height: 1200,
      data: toBase64(photo.bytes),
      phone: { width: 768, height: 576, data: toBase64(photo.phone!.bytes) },
      name: 'boulangerie.jpg',
      alt: 'La vitrine',
    });

    const exportedAt = new Date('2026-11-23T10:00:00Z');
    const text = projectFileText(site, { assets, exportedAt });
    expect(text).toContain('\n  "assets": {\n');
    // The site stays indented for a person; one line per picture.
    expect(text).toContain('\n  "format": "toile-project",\n');
    expect(JSON.parse(text).assets).toEqual(assets);
    const read = await readProjectText(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.project.document).toEqual(site);
    expect(read.project.assets.map((a) => a.id)).toEqual(ids);
    expect(read.project.assets[0]).toEqual({
      id: ids[0],
      type: 'image/webp',
      width: 1600,
      height: 1200,
      bytes: photo.bytes,
      phone: { bytes: photo.phone!.bytes, width: 768, height: 576 },
      name: 'boulangerie.jpg',
      alt: 'La vitrine',
    });
    expect(read.project.assets[2].bytes).toEqual(utf8(SVG));
    // The Blob's parts make the same file.
    expect(await blobText(new Blob(projectFileParts(site, { assets, exportedAt })))).toBe(text);
  });

  it("carries the pictures of the collections' items: « Image » and those inside « Contenu »", async () => {
    const records = await Promise.all([photo, flat].map((p) => recordOf(p)));
    for (const record of records) media.records.set(record.id, record);
    const [cover, inside] = records.map((r) => r.id);
    let site = siteUsing([]);
    const made = newCollection(site, 'articles', 'Actualités');
    site = addCollection(site, made.collection, made.page);
    site = saveItem(site, made.collection.id, {
      id: 'a1',
      slug: 'four',
      title: 'Le four',
      image: { assetId: cover, alt: 'Le four' },
      content: {
        type: 'doc',
        content: [{ type: 'image', attrs: { assetId: inside, alt: 'La pâte' } }],
      },
    });
    const { assets, missing } = await collectPortableAssets(site, media.getMany);
    expect(missing).toEqual([]);
    expect(Object.keys(assets)).toEqual([cover, inside]);
    // Read back whole (an item's pictures were « used » by nothing before: the file was refused).
    const read = await readProjectText(projectFileText(site, { assets }));
    if (!read.ok) throw new Error(read.message);
    expect(read.project.document).toEqual(site);
    expect(read.project.assets.map((a) => a.id)).toEqual([cover, inside]);
    // Ids moved by a carried drawing move in the items too.
    const moved = moveAssetIds(site, new Map([[inside, cover]]));
    const item = moved.collections![0].items[0];
    expect(item.content!.content[0]).toEqual({
      type: 'image',
      attrs: { assetId: cover, alt: 'La pâte' },
    });
    expect(item.image).toEqual({ assetId: cover, alt: 'Le four' });
  });

  it("gives the export's projet.json the same pictures", async () => {
    const site = await storedSite([photo, drawing]);
    const exportedAt = new Date('2026-11-23T10:00:00Z');
    const assets = await projectFilePicturesFor(site);
    const text = projectFileFor(site, exportedAt, assets);
    expect(text).toBe(projectFileText(site, { exportedAt, assets }));
    const read = await readProjectText(text);
    expect(read.ok && read.project.assets.map((a) => a.id)).toEqual(Object.keys(assets));
    expect(Object.keys(assets)).toHaveLength(2);
    expect(projectFileFor(site, exportedAt)).not.toContain('"assets"');
  });

  it('writes a site without pictures as before: no `assets`', async () => {
    const site = siteUsing([]);
    const { assets } = await collectPortableAssets(site, media.getMany);
    const exportedAt = new Date('2026-11-23T10:00:00Z');
    expect(projectFileText(site, { assets, exportedAt })).toBe(
      projectFileText(site, { exportedAt }),
    );
    expect(JSON.parse(projectFileText(site, { assets }))).not.toHaveProperty('assets');
  });

  it('names the pictures this browser does not hold, and leaves them out', async () => {
    const held = await recordOf(flat);
    media.records.set(held.id, held);
    const absent = await idOf(drawing);
    const { assets, missing } = await collectPortableAssets(
      siteUsing([held.id, absent]),
      media.getMany,
    );
    expect(Object.keys(assets)).toEqual([held.id]);
    expect(missing).toEqual([absent]);
  });

  it('stores the pictures of an imported file, then opens and saves the project', async () => {
    const site = await storedSite([photo, drawing], 'Importé');
    const { assets } = await collectPortableAssets(site, media.getMany);
    media = fakeMediaStore();
    setMediaStore(media);
    const store = makeStore();
    const file = new Blob([projectFileText(site, { assets })]);
    expect(await store.dispatch(importProjectFile(file))).toBe(true);
    await savesSettled();
    expect(selectDocument(store.getState())).toEqual(site);
    const [photoId, drawingId] = await Promise.all([idOf(photo), idOf(drawing)]);
    expect([...media.records.keys()]).toEqual([photoId, drawingId]);
    const stored = media.records.get(photoId)!;
    expect(stored).toMatchObject({
      type: 'image/webp',
      width: 1600,
      height: 1200,
      name: 'boulangerie.jpg',
      alt: 'La vitrine',
      size: photo.bytes.length + photo.phone!.bytes.length,
      phone: { width: 768, height: 576 },
    });
    expect(stored.bytes.type).toBe('image/webp');
    expect(stored.phone!.bytes.type).toBe('image/webp');
    expect(await bytesOfRecord(photoId)).toEqual(photo.bytes);
    expect(await bytesOfRecord(drawingId)).toEqual(utf8(SVG));
    const id = selectCurrentProjectId(store.getState())!;
    const saved = await storage.load(id);
    expect(saved.status === 'found' && saved.record.document).toEqual(site);
  });

  it('keeps a picture this browser already holds as it is', async () => {
    const site = await storedSite([photo]);
    const { assets } = await collectPortableAssets(site, media.getMany);
    const id = await idOf(photo);
    media.records.set(id, { ...media.records.get(id)!, alt: 'Mon texte à moi', name: 'a.jpg' });
    const store = makeStore();
    expect(
      await store.dispatch(importProjectFile(new Blob([projectFileText(site, { assets })]))),
    ).toBe(true);
    expect(media.records.get(id)).toMatchObject({ alt: 'Mon texte à moi', name: 'a.jpg' });
  });

  it('keeps a file of an older Toile, without pictures, opening', async () => {
    const store = makeStore();
    const site = siteUsing([await idOf(flat)]);
    expect(await store.dispatch(importProjectFile(new Blob([projectFileText(site)])))).toBe(true);
    expect(selectDocument(store.getState())).toEqual(site);
    expect(media.records.size).toBe(0);
  });

  it('stores a drawing as the sanitizer gives it, and the site follows its new id', async () => {
    // Passes the SVG check (no script, handler or outside reference), but DOMPurify drops <animate>.
    const odd = utf8(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/><animate attributeName="x" to="3"/></svg>',
    );
    const oddId = await contentHash(odd);
    const clean = await sanitizeSvg(new TextDecoder().decode(odd));
    if (!clean.ok) throw new Error('sanitizer');
    const cleanId = await contentHash(await blobBytesOf(clean.bytes));
    expect(cleanId).not.toBe(oddId);
    const entry = await portable({ ...drawing, bytes: odd }, oddId);
    const store = makeStore();
    expect(await store.dispatch(importProjectFile(new Blob([fileCarrying([entry])])))).toBe(true);
    expect([...media.records.keys()]).toEqual([cleanId]);
    expect(new TextDecoder().decode(await bytesOfRecord(cleanId))).not.toContain('animate');
    const image = selectDocument(store.getState()).pages[0].elements[1];
    expect(image.properties.assetId).toBe(cleanId);
  });

  it('is all or nothing: a full disk on the second picture removes the first, and imports nothing', async () => {
    const site = await storedSite([photo, flat, drawing]);
    const { assets } = await collectPortableAssets(site, media.getMany);
    media = fakeMediaStore();
    media.failPut = 2;
    setMediaStore(media);
    const store = makeStore();
    store.dispatch(documentLoaded({ document: siteUsing([], 'Ma page') }));
    const before = selectDocument(store.getState());
    const file = new Blob([projectFileText(site, { assets })]);
    expect(await store.dispatch(importProjectFile(file))).toBe(false);
    expect(media.records.size).toBe(0);
    expect(media.deleted).toEqual([await idOf(photo)]);
    expect(selectDocument(store.getState())).toBe(before);
    expect(selectCurrentProjectId(store.getState())).toBeNull();
    expect(selectProjectNotice(store.getState())).toEqual({
      kind: 'error',
      message: `L'espace de stockage de ce navigateur est plein${nbsp}: les images du projet n'ont pas pu être enregistrées. Libérez de la place (d'anciens projets, des images inutilisées) puis réessayez. ${NOTHING_IMPORTED}`,
    });
    expect((await storage.list()).projects).toEqual([]);
  });

  it('does not delete, on a full disk, a picture that was already there', async () => {
    const site = await storedSite([photo, flat]);
    const { assets } = await collectPortableAssets(site, media.getMany);
    const photoRecord = media.records.get(await idOf(photo))!;
    media = fakeMediaStore([photoRecord]);
    media.failPut = 2;
    setMediaStore(media);
    const result = await storeCarriedAssets(
      site,
      await readProjectText(projectFileText(site, { assets })).then((r) =>
        r.ok ? r.project.assets : [],
      ),
    );
    expect(result).toEqual({ ok: false, problem: 'quota' });
    expect(media.deleted).toEqual([]);
    expect([...media.records.keys()]).toEqual([photoRecord.id]);
  });
});

describe('the project file refuses bad pictures, whole, in French', () => {
  /** Reads `text` as a chosen file, into a store with an open page: nothing may change. */
  async function refused(text: string): Promise<string> {
    const store = makeStore();
    store.dispatch(documentLoaded({ document: siteUsing([], 'Ma page') }));
    const before = selectDocument(store.getState());
    expect(await store.dispatch(importProjectFile(new Blob([text])))).toBe(false);
    expect(selectDocument(store.getState())).toBe(before);
    expect(media.records.size).toBe(0);
    expect(media.puts).toEqual([]);
    const notice = selectProjectNotice(store.getState());
    if (notice?.kind !== 'error') throw new Error('no message');
    return notice.message;
  }

  it('a picture whose id is not the sha-256 of its bytes (altered on the way)', async () => {
    const [id, entry] = await portable(photo);
    const altered = { ...entry, data: toBase64(webp(1600, 1201)) };
    expect(await refused(fileCarrying([[id, altered]]))).toBe(
      `L'image «${nbsp}boulangerie.jpg${nbsp}» ne correspond pas à son contenu${nbsp}: elle a été modifiée ou abîmée en chemin. ${NOTHING_IMPORTED}`,
    );
  });

  it('a type Toile does not store (a JPEG, a GIF, an HTML page)', async () => {
    for (const type of ['image/jpeg', 'image/gif', 'text/html']) {
      const entry = await portable({ ...flat, type });
      expect(await refused(fileCarrying([entry]))).toBe(
        `Une image n'est pas dans un format que Toile garde (WebP, PNG ou SVG). ${NOTHING_IMPORTED}`,
      );
    }
  });

  it('bytes that are not what the type says, or not the size it says, or cut short', async () => {
    const cases: Picture[] = [
      { ...flat, type: 'image/webp' },
      { ...photo, type: 'image/png' },
      { ...flat, width: 301 },
      { ...flat, bytes: png(300, 100).subarray(0, 60) },
      { ...drawing, type: 'image/png' },
      { ...flat, type: 'image/svg+xml' },
      { ...drawing, width: 41 },
      { ...photo, phone: { ...photo.phone!, width: 700 } },
      { ...photo, phone: { ...photo.phone!, bytes: utf8(SVG) } },
    ];
    for (const picture of cases) {
      expect(await refused(fileCarrying([await portable(picture)]))).toMatch(
        /^(L'image «.+»|Une image) est abîmée ou n'est pas du format annoncé\. Rien n'a été importé/,
      );
    }
  });

  it('a drawing with a script, a handler or an outside reference', async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><image href="https://ailleurs.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><foreignObject><div/></foreignObject></svg>',
    ]) {
      const entry = await portable({ ...drawing, bytes: utf8(svg) });
      expect(await refused(fileCarrying([entry]))).toBe(
        `L'image «${nbsp}logo.svg${nbsp}» est un dessin SVG qui contient un script, du code ou un renvoi vers un autre site${nbsp}: par sécurité, Toile ne la prend pas. ${NOTHING_IMPORTED}`,
      );
    }
  });

  it('a picture over 25 Mo, and pictures over 300 Mo, before decoding anything', async () => {
    const over = 'A'.repeat(4 * Math.ceil((ASSET_LIMITS.fileBytes + 3) / 3));
    const [id, entry] = await portable(flat);
    // Read as text (a file of 35 Mo through jsdom's FileReader is slow; the import is the same).
    expect(parseProjectFile(fileCarrying([[id, { ...entry, data: over }]]))).toEqual({
      ok: false,
      message: `Une image dépasse 25${nbsp}Mo. ${NOTHING_IMPORTED}`,
    });
    const phoneOver = { ...entry, phone: { width: 10, height: 10, data: over } };
    const phoneRefused = parseProjectFile(fileCarrying([[id, phoneOver]]));
    expect(phoneRefused.ok ? '' : phoneRefused.message).toMatch(/^Une image dépasse 25/);

    // Thirteen pictures of 24 Mo: each allowed, together over the project's 300 Mo.
    const big = 'A'.repeat(4 * Math.floor((24 * 1024 * 1024) / 3));
    const ids = Array.from({ length: 13 }, (_, i) => `${'x'.repeat(42)}${i.toString(36)}`);
    const raw = Object.fromEntries(ids.map((i) => [i, { ...entry, data: big }]));
    expect(parsePortableAssets(raw, siteUsing(ids))).toEqual({ ok: false, problem: 'projectFull' });
    // Twelve of them are no project over its limit: on to checking their characters.
    const twelve = Object.fromEntries(
      ids.slice(0, 12).map((i) => [i, { ...entry, data: `${big.slice(4)}@@@@` }]),
    );
    expect(parsePortableAssets(twelve, siteUsing(ids.slice(0, 12)))).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });

  it('pictures the site does not use, odd ids, bad base64, a bad form', async () => {
    const [id, entry] = await portable(flat);
    const other = await idOf(photo);
    const cases: string[] = [
      // A picture no image of the site shows.
      fileCarrying([[id, entry]], siteUsing([other])),
      fileCarrying([[id, { ...entry, data: `${entry.data.slice(0, -4)}@@@@` }]]),
      fileCarrying([[id, { ...entry, data: entry.data.slice(1) }]]),
      fileCarrying([[id, { ...entry, extra: true }]]),
      fileCarrying([[id, { ...entry, width: 0 }]]),
      fileCarrying([[id, { ...entry, width: 1.5 }]]),
      fileCarrying([
        [id, { ...drawing, data: entry.data, phone: { width: 1, height: 1, data: '' } }],
      ]),
      fileCarrying([[id, null]]),
      JSON.stringify({ ...JSON.parse(fileCarrying([[id, entry]])), assets: [entry] }),
      JSON.stringify({ ...JSON.parse(fileCarrying([[id, entry]])), assets: 'images' }),
    ];
    for (const text of cases) expect(await refused(text)).toBe(INVALID);
    // `__proto__` is an own key of what JSON.parse makes: refused, and nothing polluted.
    const proto = fileCarrying([[id, entry]]).replace(`"${id}":`, '"__proto__":');
    expect(await refused(proto)).toBe(INVALID);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it('checks the form while parsing, and the bytes when reading the file', async () => {
    const [id, entry] = await portable(photo);
    const text = fileCarrying([[id, { ...entry, data: toBase64(webp(1600, 1201)) }]]);
    // In form, the file is right…
    const parsed = parseProjectFile(text);
    expect(parsed.ok && parsed.project.assets?.map((a) => a.id)).toEqual([id]);
    // …its bytes are not.
    const read = await readProjectFile(new Blob([text]));
    expect(read.ok).toBe(false);
  });
});

describe('base64 and ids', () => {
  it('encodes and decodes every byte, and refuses what is not strict base64', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64(toBase64(all))).toEqual(all);
    expect(fromBase64('')).toEqual(new Uint8Array());
    for (const bad of ['A', 'AB=C', 'AB C', 'ABC-', 'A===']) expect(fromBase64(bad)).toBeNull();
  });

  it('moves ids on every page, and keeps the same site when nothing moves', () => {
    const site = siteUsing(['a', 'b', 'a']);
    expect(moveAssetIds(site, new Map())).toBe(site);
    const moved = moveAssetIds(site, new Map([['a', 'c']]));
    expect(moved.pages[0].elements.map((e) => e.properties.assetId)).toEqual([
      undefined,
      'c',
      'b',
      'c',
    ]);
  });
});

describe('share links carry the pictures', () => {
  it('round trip: the payload carries them, opening the link stores them first', async () => {
    const site = await storedSite([photo, drawing], 'Partagé');
    const { assets } = await collectPortableAssets(site, media.getMany);
    const fragment = new URL(shareUrl('https://toile.example', site, assets)).hash;
    const decoded = decodeSharePayload(fragment);
    expect(decoded.ok && decoded.document).toEqual(site);
    expect(decoded.ok && decoded.assets?.map((a) => a.id)).toEqual(Object.keys(assets));

    media = fakeMediaStore();
    setMediaStore(media);
    const store = makeStore();
    expect(await store.dispatch(openSharedLink(fragment, 'visite'))).toBe('opened');
    expect(selectDocument(store.getState())).toEqual(site);
    expect([...media.records.keys()]).toEqual(Object.keys(assets));
    expect(await bytesOfRecord(await idOf(photo))).toEqual(photo.bytes);
    expect(selectSharedLink(store.getState())).toEqual({ visit: 'visite', result: 'opened' });
  });

  it('a link with a refused picture opens nothing, stores nothing, and says why', async () => {
    const [id, entry] = await portable(photo);
    const site = siteUsing([id], 'Partagé');
    const bad = { [id]: { ...entry, data: toBase64(webp(1600, 1201)) } } as Record<
      string,
      PortableAsset
    >;
    const store = makeStore();
    store.dispatch(documentLoaded({ document: siteUsing([], 'Ma page') }));
    const before = selectDocument(store.getState());
    expect(await store.dispatch(openSharedLink(`#${encodeSharePayload(site, bad)}`, 'v'))).toBe(
      'refused',
    );
    expect(selectDocument(store.getState())).toBe(before);
    expect(media.puts).toEqual([]);
    expect(selectSharedLink(store.getState())).toEqual({
      visit: 'v',
      result: 'refused',
      message: `L'image «${nbsp}boulangerie.jpg${nbsp}» ne correspond pas à son contenu${nbsp}: elle a été modifiée ou abîmée en chemin. Le lien n'a pas été ouvert${nbsp}: aucun de vos projets n'a été modifié.`,
    });
    // Refused in form (a type Toile does not keep): refused before decoding.
    const jpeg = { [id]: { ...entry, type: 'image/jpeg' } };
    expect(decodeSharePayload(encodeSharePayload(site, jpeg))).toEqual({
      ok: false,
      reason: 'pictures',
      problem: 'type',
      name: 'boulangerie.jpg',
    });
    // A damaged form is a damaged link.
    expect(decodeSharePayload(encodeSharePayload(site, { [id]: { ...entry, width: -1 } }))).toEqual(
      {
        ok: false,
        reason: 'invalid',
      },
    );
  });

  it('a full disk while opening a link opens nothing and leaves nothing stored', async () => {
    const site = await storedSite([photo, flat]);
    const { assets } = await collectPortableAssets(site, media.getMany);
    media = fakeMediaStore();
    media.failPut = 2;
    setMediaStore(media);
    const store = makeStore();
    expect(await store.dispatch(openSharedLink(`#${encodeSharePayload(site, assets)}`))).toBe(
      'refused',
    );
    expect(media.records.size).toBe(0);
    const shared = selectSharedLink(store.getState());
    expect(shared?.result === 'refused' && shared.message).toMatch(
      /^L'espace de stockage de ce navigateur est plein/,
    );
  });

  it('makes a link with its pictures up to 1.5 MB, and none beyond', async () => {
    // Photos are incompressible: ~0.85 MB of bytes make a link just under 1.5 MB, ~1 MB just over.
    const under: Picture = {
      type: 'image/png',
      width: 800,
      height: 600,
      bytes: png(800, 600, 850_000, 7),
    };
    const over: Picture = {
      type: 'image/png',
      width: 800,
      height: 600,
      bytes: png(800, 600, 1_050_000, 8),
    };
    const origin = 'https://toile.example';

    const small = await storedSite([under], 'Sous la limite');
    const made = await prepareShareLink(origin, small);
    if (!made.ok) throw new Error('no link');
    expect(made.url.length).toBeLessThanOrEqual(SHARE_LINK_MAX_CHARS);
    expect(made.url.length).toBeGreaterThan(1_300_000);
    expect(made).toMatchObject({ pictures: 1, missing: 0 });
    const decoded = decodeSharePayload(new URL(made.url).hash);
    expect(decoded.ok && decoded.assets?.[0].id).toBe(await idOf(under));

    const large = await storedSite([over], 'Au-delà');
    const { assets } = await collectPortableAssets(large, media.getMany);
    // Under the ceiling before compression, over it after: the link is measured, not guessed.
    expect(assets[await idOf(over)].data.length).toBeLessThan(SHARE_LINK_MAX_CHARS);
    expect(shareUrl(origin, large, assets).length).toBeGreaterThan(SHARE_LINK_MAX_CHARS);
    expect(await prepareShareLink(origin, large)).toEqual({
      ok: false,
      reason: 'tooLong',
      missing: 0,
    });

    // Far beyond, the link is not even made.
    const huge = await storedSite([{ ...over, bytes: png(800, 600, 1_200_000, 9) }]);
    expect(await prepareShareLink(origin, huge)).toEqual({
      ok: false,
      reason: 'tooLong',
      missing: 0,
    });
  });

  it('a page without pictures still makes its link; missing pictures are counted', async () => {
    const site = siteUsing([await idOf(flat)]);
    const made = await prepareShareLink('https://toile.example', site);
    expect(made).toMatchObject({ ok: true, pictures: 0, missing: 1 });
    expect(made.ok && decodeSharePayload(new URL(made.url).hash)).toEqual({
      ok: true,
      document: site,
    });
  });
});

describe('« Télécharger une copie » carries the pictures', () => {
  let created: Blob[];
  beforeEach(() => {
    created = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:copie');
    URL.revokeObjectURL = () => undefined;
  });

  it('downloads a file with the pictures, which « Importer un projet » reads back', async () => {
    const site = await storedSite([photo, flat], 'Boulangerie');
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const store = makeStore();
    await store.dispatch(downloadProjectCopy(site));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    expect(created).toHaveLength(1);
    const read = await readProjectText(await blobText(created[0]));
    expect(read.ok && read.project.assets.map((a) => a.id)).toEqual(
      await Promise.all([photo, flat].map(idOf)),
    );
    expect(selectProjectNotice(store.getState())).toBeNull();
  });

  it('says when pictures this browser lacks are not in the copy', async () => {
    const site = siteUsing([await idOf(photo), await idOf(flat)]);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const store = makeStore();
    await store.dispatch(downloadProjectCopy(site));
    jest.restoreAllMocks();
    expect(created).toHaveLength(1);
    expect(selectProjectNotice(store.getState())).toEqual({
      kind: 'warning',
      message: `2${nbsp}images de ce projet ne sont pas dans ce navigateur${nbsp}: la copie ne les contient pas.`,
    });
  });

  it('still downloads the site when the media store cannot be read', async () => {
    setMediaStore({
      ...fakeMediaStore(),
      getMany: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
    });
    const site = siteUsing([await idOf(photo)]);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await makeStore().dispatch(downloadProjectCopy(site));
    jest.restoreAllMocks();
    const read = await readProjectText(await blobText(created[0]));
    expect(read.ok && read.project.document).toEqual(site);
  });
});
