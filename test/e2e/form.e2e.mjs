// « Formulaire » (docs/decisions.md, 18) from the palette to the published page: added, drawn on
// the canvas with nothing focusable inside it, a label edited, « Envoyer vers une adresse web »
// refusing an http: address with its French message and taking an https one, then exported,
// served by a plain static server and checked at 1,440 and 320 px: each input named by its
// <label for>, required fields stopping an empty submit (the browser's own validation, `:invalid`),
// the page's CSP allowing form-action to that address only, inputs a finger tall (16 px text on
// the phone), the text placed under the form still under it, valid HTML (W3C Nu), no serious axe
// violation, no request leaving the served folder; screenshots of both.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatNuErrors, nuErrors } from '../nu.mjs';
import { exportedFiles, serveFolder, writeFiles } from './exportedSite.mjs';
import { expectAccessible, SCREENSHOTS, test } from './harness.mjs';

const NBSP = '\u00a0';
const SERVICE = 'https://formspree.io/f/abc';

test('« Formulaire »: added, edited, exported as a real form that validates and sends only to its service', async ({
  page,
  context,
  shot,
}) => {
  await page.goto('/editor?bench=1');
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  await page
    .getByRole('region', { name: 'Éléments' })
    .getByRole('button', { name: 'Formulaire', exact: true })
    .click();
  const element = page.getByRole('group', { name: `Formulaire${NBSP}: Envoyer` });
  await element.waitFor();
  // A drawing on the canvas: no input, button or link to reach inside the element.
  const inside = element.locator('input, textarea, select, button, a, [tabindex]');
  assert.equal(await inside.count(), 0, 'nothing focusable inside the form on the canvas');
  assert.match(await element.innerText(), /Nom \*[\s\S]*Téléphone[\s\S]*Envoyer/);

  const properties = page.getByRole('region', { name: 'Propriétés' });
  const section = properties.getByRole('region', { name: 'Formulaire' });
  const label = section.getByLabel('Libellé').first();
  await label.fill('Votre nom');
  await label.press('Enter');
  await element.getByText('Votre nom *').waitFor();

  await section.getByLabel('Destination').selectOption('web');
  const url = section.getByLabel('Adresse du service');
  await url.fill('http://formspree.io/f/abc');
  await url.press('Enter');
  const alert = section.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /Adresse refusée.*Seule une adresse en https:\/\//);
  await url.fill(SERVICE);
  await url.press('Enter');
  await alert.waitFor({ state: 'detached' });
  await shot('editor');
  await expectAccessible(page, 'the editor with a form selected');

  // A text under the form: on a phone the form grows, the text must stay below it.
  await page
    .getByRole('region', { name: 'Éléments' })
    .getByRole('button', { name: 'Texte', exact: true })
    .click();
  const y = properties.getByLabel('Position Y');
  const height = await page
    .locator('[data-element-type="form"]')
    .evaluate((node) => parseFloat(node.style.height));
  await y.fill(String(100 + height + 40));
  await y.press('Enter');

  const { files } = await exportedFiles(page);
  const html = files['index.html'];
  assert.match(
    html,
    /<form class="el form-1" method="post" action="https:\/\/formspree\.io\/f\/abc">/,
  );
  assert.match(html, /form-action https:\/\/formspree\.io\/f\/abc">/);
  assertValid(await nuErrors([{ name: 'index.html', html }]));

  const dir = mkdtempSync(join(tmpdir(), 'toile-form-'));
  writeFiles(dir, files);
  const { url: site } = await serveFolder(dir);
  for (const [name, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 320, height: 640 }],
  ]) {
    const visitor = await context.browser().newPage({ viewport, locale: 'fr-FR' });
    const requests = [];
    visitor.on('request', (request) => requests.push(request.url()));
    await visitor.goto(`${site}/index.html`);
    const facts = await visitor.evaluate(() => {
      const form = document.querySelector('form');
      const controls = [...form.querySelectorAll('input:not([name="_gotcha"]), textarea')];
      const labelled = controls.every(
        (c) => c.labels.length === 1 && c.labels[0].textContent.trim() !== '',
      );
      const visible = controls.map((c) => c.getBoundingClientRect());
      const text = document.querySelector('p.el').getBoundingClientRect();
      const csp = document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute('content');
      return {
        labelled,
        names: controls.map((c) => c.labels[0].textContent),
        valid: form.checkValidity(),
        inputHeights: controls.filter((c) => c.type !== 'checkbox').map((c) => c.offsetHeight),
        fontSize: parseFloat(getComputedStyle(controls[0]).fontSize),
        formBottom: form.getBoundingClientRect().bottom,
        textTop: text.top,
        inside: visible.every((r) => r.left >= 0 && r.right <= window.innerWidth + 0.5),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        csp,
        honeypot: (() => {
          const hp = form.querySelector('[name="_gotcha"]');
          const r = hp.closest('.form-hp').getBoundingClientRect();
          return { tabIndex: hp.tabIndex, size: r.width * r.height };
        })(),
      };
    });
    await expectAccessible(visitor, `the exported form (${name})`);
    assert.ok(facts.labelled, `${name}: every input has its label`);
    assert.deepEqual(facts.names, [
      'Votre nom *',
      'E-mail *',
      'Téléphone',
      'Message *',
      "J'accepte que mes données soient utilisées pour répondre à ma demande. *",
    ]);
    assert.equal(facts.valid, false, `${name}: an empty form is not valid`);
    for (const h of facts.inputHeights) assert.ok(h >= 44, `${name}: an input ${h} px tall`);
    if (name === 'phone') assert.ok(facts.fontSize >= 16, `phone: inputs at ${facts.fontSize} px`);
    assert.ok(facts.inside, `${name}: the inputs inside the window`);
    assert.ok(facts.overflow <= 0, `${name}: no horizontal scroll (${facts.overflow} px)`);
    assert.ok(
      facts.textTop >= facts.formBottom - 0.5,
      `${name}: the text under the form stays under it (${facts.textTop} < ${facts.formBottom})`,
    );
    assert.equal(
      facts.csp,
      `script-src 'none'; object-src 'none'; base-uri 'none'; form-action ${SERVICE}`,
    );
    assert.equal(facts.honeypot.tabIndex, -1);
    assert.ok(facts.honeypot.size <= 1, 'the honeypot is out of sight');

    // An empty submit: the browser stops it, the first required field is :invalid.
    await visitor.getByRole('button', { name: 'Envoyer' }).click();
    assert.equal(await visitor.locator('#form-1_nom:invalid').count(), 1);
    assert.equal(
      await visitor.evaluate(() => document.activeElement?.id),
      'form-1_nom',
      `${name}: the browser brings the first missing field forward`,
    );
    assert.equal(visitor.url(), `${site}/index.html`, `${name}: nothing was sent`);
    await visitor.getByLabel('Votre nom').fill('Léa Martin');
    await visitor.getByLabel('E-mail').fill('pas-une-adresse');
    assert.equal(await visitor.locator('#form-1_email:invalid').count(), 1, 'e-mail checked');
    await visitor.screenshot({
      path: join(SCREENSHOTS, `form--exported-${name}.png`),
      fullPage: true,
    });
    const elsewhere = requests.filter((r) => !r.startsWith(site) && !r.startsWith('data:'));
    assert.deepEqual(elsewhere, [], `${name}: no request leaves the site`);
    await visitor.close();
  }
});

function assertValid(errors) {
  assert.equal(errors.length, 0, `the Nu checker found\n${formatNuErrors(errors)}`);
}
