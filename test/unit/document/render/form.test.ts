import { createElement } from '../../../../src/document/createElement';
import { formActionSource, isFormSettings } from '../../../../src/document/form';
import { defaultForm, formHeight } from '../../../../src/document/formFields';
import { parseFormUrl } from '../../../../src/document/links';
import { renderPage } from '../../../../src/document/render/renderPage';
import { renderSitePage } from '../../../../src/document/render/renderSite';
import { elementSchema, parseSite } from '../../../../src/document/schema/documentSchema';
import { createSite } from '../../../../src/document/site';
import type { EditorElement, FormSettings, SiteDocument } from '../../../../src/document/types';
import { screenStyles } from '../../../../src/document/layout/screenStyles';
import { pageLayout } from '../../../../src/document/layout/flowLayout';

/** « Formulaire »: its data, its export as a real <form>, its page's CSP (docs/decisions.md, 18). */

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

function formElement(id: string, form: Partial<FormSettings> = {}, y = 100): EditorElement {
  const element = createElement('form', id, { x: 100, y });
  return { ...element, properties: { form: { ...element.properties.form!, ...form } } };
}

const site = (elements: EditorElement[]): SiteDocument =>
  createSite({ name: 'Le Fournil', homePageId: 'accueil', elements });

function exported(elements: EditorElement[]) {
  const s = site(elements);
  const { html, css } = renderSitePage(s, s.pages[0]);
  return { doc: parse(html), html, css };
}

const csp = (doc: Document) =>
  doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;

const WEB = { kind: 'web', url: 'https://formspree.io/f/abc' } as const;
const MAIL = {
  kind: 'email',
  address: 'bonjour@fournil.fr',
  subject: 'Demande depuis le site',
} as const;

describe('the form element', () => {
  it('is made with Nom, E-mail, Téléphone, Message and the consent box, its button « Envoyer »', () => {
    const element = createElement('form', 'f');
    expect(element.content).toBe('Envoyer');
    expect(element.properties.form!.fields).toEqual([
      { id: 'nom', kind: 'name', label: 'Nom', required: true },
      { id: 'email', kind: 'email', label: 'E-mail', required: true },
      { id: 'telephone', kind: 'phone', label: 'Téléphone', required: false },
      { id: 'message', kind: 'message', label: 'Message', required: true },
      {
        id: 'consentement',
        kind: 'consent',
        label: "J'accepte que mes données soient utilisées pour répondre à ma demande.",
        required: true,
      },
    ]);
    // Tall enough for its fields.
    expect(element.styles.size.height).toBe(formHeight(defaultForm(), 480, 16, 0));
    expect(element.styles.size.height).toBeGreaterThan(5 * 44 + 120);
  });

  it('is accepted by the schema with either destination, refused with a bad one', () => {
    const ok = (form: unknown) =>
      elementSchema.safeParse({ ...createElement('form', 'f'), properties: { form } }).success;
    expect(ok(defaultForm())).toBe(true);
    expect(ok({ ...defaultForm(), destination: WEB, accent: '#112233' })).toBe(true);
    expect(ok({ ...defaultForm(), destination: MAIL })).toBe(true);
    for (const destination of [
      { kind: 'web', url: 'http://formspree.io/f/abc' },
      { kind: 'web', url: 'javascript:alert(1)' },
      { kind: 'web', url: 'data:text/html,<b>x</b>' },
      { kind: 'web', url: 'https://user:pass@exemple.fr/f' },
      { kind: 'email', address: 'pas une adresse', subject: '' },
      { kind: 'email', address: 'a@b.fr' },
      { kind: 'web', url: WEB.url, extra: 1 },
    ]) {
      expect(ok({ ...defaultForm(), destination })).toBe(false);
    }
    const fields = defaultForm().fields;
    expect(ok({ fields: [fields[0], fields[0]] })).toBe(false); // ids unique
    expect(ok({ fields: [{ ...fields[0], kind: 'password' }] })).toBe(false);
    expect(ok({ fields: [{ ...fields[0], id: 'Nom !' }] })).toBe(false);
    expect(ok({ fields: [{ ...fields[0], onclick: 'x' }] })).toBe(false);
    expect(
      ok({ fields: Array.from({ length: 21 }, (_, i) => ({ ...fields[0], id: `f${i}` })) }),
    ).toBe(false);
    expect(ok({ ...defaultForm(), accent: 'url(x)' })).toBe(false);
    expect(isFormSettings({ fields: [], __proto__: {} })).toBe(true);
    // A whole site with a form reads back.
    const s = site([formElement('f', { destination: WEB })]);
    expect(parseSite(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('takes only https addresses as a web destination', () => {
    expect(parseFormUrl('https://formspree.io/f/abc')).toEqual({
      ok: true,
      value: 'https://formspree.io/f/abc',
    });
    expect(parseFormUrl('formspree.io/f/abc')).toEqual({
      ok: true,
      value: 'https://formspree.io/f/abc',
    });
    for (const refused of [
      'http://formspree.io/f/abc',
      'HTTP://formspree.io/f/abc',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://exemple.fr/f',
      'mailto:a@b.fr',
      'pas une adresse',
      '',
    ]) {
      expect(parseFormUrl(refused)).toEqual({ ok: false });
    }
  });
});

describe('the exported form', () => {
  it('is a real form posting to its service, each field labelled, required, autocompleted', () => {
    const { doc } = exported([formElement('f', { destination: WEB })]);
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('https://formspree.io/f/abc');
    expect(form.hasAttribute('enctype')).toBe(false);
    expect(form.hasAttribute('novalidate')).toBe(false);
    const control = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    const labelOf = (input: Element) => doc.querySelector(`label[for="${input.id}"]`)!.textContent;
    expect(labelOf(control('nom'))).toBe('Nom *');
    expect(control('nom').type).toBe('text');
    expect(control('nom').getAttribute('autocomplete')).toBe('name');
    expect(control('nom').required).toBe(true);
    expect(control('email').type).toBe('email');
    expect(control('email').getAttribute('autocomplete')).toBe('email');
    expect(control('telephone').type).toBe('tel');
    expect(control('telephone').getAttribute('autocomplete')).toBe('tel');
    expect(control('telephone').required).toBe(false);
    expect(labelOf(control('telephone'))).toBe('Téléphone');
    expect(control('message').tagName).toBe('TEXTAREA');
    expect(control('consentement').type).toBe('checkbox');
    expect(control('consentement').required).toBe(true);
    // The honeypot: out of reach, hidden from screen readers, never autofilled.
    const honeypot = control('_gotcha');
    expect(honeypot.getAttribute('tabindex')).toBe('-1');
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.required).toBe(false);
    const submit = form.querySelector('button')!;
    expect(submit.type).toBe('submit');
    expect(submit.textContent).toBe('Envoyer');
    // The browser's own validation: an empty required field stops the sending.
    expect(form.checkValidity()).toBe(false);
  });

  it('sends an e-mail as plain text with its subject, no honeypot (no service to read it)', () => {
    const { doc } = exported([formElement('f', { destination: MAIL })]);
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(
      'mailto:bonjour@fournil.fr?subject=Demande%20depuis%20le%20site',
    );
    expect(form.getAttribute('enctype')).toBe('text/plain');
    expect(form.querySelector('[name="_gotcha"]')).toBeNull();
    expect(csp(doc)).toMatch(/form-action mailto:$/);
  });

  it("allows form-action to the destination only; 'none' on pages without a form", () => {
    expect(csp(exported([createElement('text', 't')]).doc)).toMatch(/form-action 'none'$/);
    // A form with no destination yet cannot send.
    const none = exported([formElement('f')]).doc;
    expect(none.querySelector('form')!.hasAttribute('action')).toBe(false);
    expect(csp(none)).toMatch(/form-action 'none'$/);
    expect(csp(exported([formElement('f', { destination: WEB })]).doc)).toBe(
      "script-src 'none'; object-src 'none'; base-uri 'none'; form-action https://formspree.io/f/abc",
    );
    // CSP matches no query: the exact path is allowed.
    expect(formActionSource({ kind: 'web', url: 'https://exemple.fr/envoi?cle=1#x' })).toBe(
      'https://exemple.fr/envoi',
    );
    expect(formActionSource({ kind: 'web', url: 'https://exemple.fr:8443/' })).toBe(
      'https://exemple.fr:8443',
    );
    // A path a source expression cannot hold: the origin.
    expect(formActionSource({ kind: 'web', url: 'https://exemple.fr/a;b,c' })).toBe(
      'https://exemple.fr',
    );
    // Two forms: both destinations, each once.
    const two = exported([
      formElement('a', { destination: WEB }),
      formElement('b', { destination: MAIL }, 900),
      formElement('c', { destination: WEB }, 1700),
    ]).doc;
    expect(csp(two)).toMatch(/form-action https:\/\/formspree\.io\/f\/abc mailto:$/);
  });

  it('gives every input an id unique on the page, two forms included', () => {
    const { doc } = exported([
      formElement('a', { destination: WEB }),
      formElement('b', { destination: WEB }, 900),
    ]);
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.querySelectorAll('form')).toHaveLength(2);
    for (const label of doc.querySelectorAll('label')) {
      expect(doc.getElementById(label.htmlFor)).not.toBeNull();
    }
  });

  it('writes an empty label as its kind, and escapes what a person typed', () => {
    const fields = defaultForm().fields.map((f, i) =>
      i === 0
        ? { ...f, label: '  ' }
        : i === 1
          ? { ...f, label: '<img src=x onerror=alert(1)>' }
          : f,
    );
    const element = { ...formElement('f', { fields, destination: WEB }), content: '<b>Go</b>' };
    const { doc, html } = exported([element]);
    expect(doc.querySelector('label[for$="_nom"]')!.textContent).toBe('Nom *');
    expect(doc.querySelector('img')).toBeNull();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(doc.querySelector('button')!.textContent).toBe('<b>Go</b>');
  });

  it('styles its inputs a finger tall, 16 px or more on phones, and grows with its fields there', () => {
    const element = formElement('f', { destination: WEB });
    const small = { ...element, styles: { ...element.styles, fontSize: 12 } };
    const { css, siteCss } = renderPage({ elements: [small] });
    // The forms' rules are shared (site.css); the form's accent is its own.
    expect(siteCss).toMatch(
      /\.form-field > input,\n\.form-field > textarea \{[^}]*min-height: 44px;/,
    );
    expect(siteCss).toMatch(/\.form-submit \{[^}]*min-height: 44px;/);
    expect(css).toMatch(/\.form-1 \.form-submit \{\n {2}background: #2563EB;\n {2}color: #FFFFFF;/);
    const root = pageLayout([small]);
    const phone = screenStyles(root, 'phone').get(root.children[0])!;
    expect(phone.fontSize).toBe('16px');
    expect(phone.height).toBe('auto');
    expect(phone.width).toBe('auto');
    // A site without a form carries none of its rules.
    const page = renderPage({ elements: [createElement('text', 't')] });
    expect(page.css + page.siteCss).not.toContain('.form-');
  });
});
