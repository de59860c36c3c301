// Pictures of one's own leave Toile only inside the export: a picture uploaded in the editor is
// exported as images/<id>.webp (and its phone variant), the page's <img> names it with srcset,
// width, height and alt, and the exported site, served as static files, loads it from its own
// folder — no request to another host, from the editor or from the published page.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportedFiles, serveFolder, uploadPhoto, writeFiles } from './exportedSite.mjs';
import { PHONE, test } from './harness.mjs';

test('an uploaded picture is exported as images/<id>.webp and the published page loads only its own files', async ({
  page,
  browser,
}) => {
  await page.goto('/editor');
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  await uploadPhoto(page);
  const properties = page.getByRole('region', { name: 'Propriétés' });
  await properties.getByRole('textbox', { name: 'Texte alternatif' }).fill('Une miche de pain');
  await properties.getByRole('textbox', { name: 'Texte alternatif' }).blur();

  // Across most of the page: a computer needs the full picture.
  const width = properties.getByLabel('Largeur', { exact: true });
  await width.fill('960');
  await width.press('Tab');
  const height = properties.getByLabel('Hauteur', { exact: true });
  await height.fill('720');
  await height.press('Tab');

  const { files, bytes } = await exportedFiles(page);
  const pictures = Object.keys(files).filter((name) => name.startsWith('images/'));
  assert.equal(pictures.length, 2, pictures.join(', '));
  const [full, phone] = pictures;
  assert.match(full, /^images\/[A-Za-z0-9_-]{43}\.webp$/);
  assert.equal(phone, full.replace('.webp', '-mobile.webp'));
  const html = files['index.html'];
  assert.ok(html.includes(`<img src="${full}" srcset="${phone} 768w, ${full} 1600w"`), html);
  assert.match(html, /width="1600" height="1200" alt="Une miche de pain"/);
  assert.doesNotMatch(html, /blob:/);

  // Served as static files, on a computer and a phone: the picture loads from the site's folder
  // (the phone variant on a phone), and nothing is asked of another host.
  const root = mkdtempSync(join(tmpdir(), 'toile-pictures-'));
  writeFiles(root, bytes);
  const { url } = await serveFolder(root);
  // 960 px wide on a computer: the full picture; across a phone (358 px): its variant.
  for (const [viewport, scale, expected] of [
    [{ width: 1440, height: 900 }, 1, full],
    [PHONE, 1, phone],
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
    const site = await context.newPage();
    const requests = [];
    site.on('request', (request) => requests.push(request.url()));
    await site.goto(`${url}/`);
    await site.waitForFunction(() => document.querySelector('.page img')?.complete);
    const loaded = await site.evaluate(() => {
      const img = document.querySelector('.page img');
      return { current: img.currentSrc, width: img.naturalWidth };
    });
    assert.ok(
      loaded.current.endsWith(expected),
      `${viewport.width} at ${scale}×: ${loaded.current}`,
    );
    assert.ok(loaded.width > 0);
    const origin = new URL(url).origin;
    assert.deepEqual(
      requests.filter((r) => !r.startsWith(origin) && !r.startsWith('data:')),
      [],
      'no request to another host',
    );
    await context.close();
  }
});
