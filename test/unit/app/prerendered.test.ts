import { holdEarlyInput } from '../../../src/app/earlyInput';
import { readFileSync } from 'node:fs';
import {
  EDITOR_SHELL_SUBPATH,
  PRERENDERED_PAGES,
  normalizedPath,
  prerenderedFileFor,
  prerenderedRoute,
  showsEditorShell,
} from '../../../src/app/prerendered';

function rootWith(route: string | null, html = '<main><p>Bonjour</p></main>') {
  const root = document.createElement('div');
  root.id = 'root';
  if (route !== null) root.dataset.prerendered = route;
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

const at = (href: string) => new URL(href, 'https://toile.test') as unknown as Location;

describe('prerenderedRoute', () => {
  it('names the landing page, the library and the editor, each in its own file', () => {
    expect(PRERENDERED_PAGES.map((p) => [p.route, p.file])).toEqual([
      ['/', 'index.html'],
      ['/templates', 'templates.html'],
      ['/editor', 'editor.html'],
    ]);
  });

  it('never hydrates the editor: its file holds a shell the app replaces', () => {
    expect(prerenderedRoute(rootWith('/editor'), at('/editor'))).toBeNull();
  });

  it('hydrates only markup made for the address', () => {
    expect(prerenderedRoute(rootWith('/'), at('/'))).toBe('/');
    expect(prerenderedRoute(rootWith('/templates'), at('/templates'))).toBe('/templates');
    expect(prerenderedRoute(rootWith('/templates'), at('/templates/'))).toBe('/templates');
    // A host serving the landing page's file for every path: the app renders afresh.
    expect(prerenderedRoute(rootWith('/'), at('/templates'))).toBeNull();
    expect(prerenderedRoute(rootWith('/'), at('/editor'))).toBeNull();
    // The unrendered shell.
    expect(prerenderedRoute(rootWith(null, ''), at('/'))).toBeNull();
    expect(prerenderedRoute(rootWith('/templates', ''), at('/templates'))).toBeNull();
    // An unknown marker is never trusted.
    expect(prerenderedRoute(rootWith('/projets'), at('/projets'))).toBeNull();
  });

  it('does not hydrate the library under a search: its markup shows every template', () => {
    expect(prerenderedRoute(rootWith('/templates'), at('/templates?q=blog'))).toBeNull();
    expect(prerenderedRoute(rootWith('/templates'), at('/templates?categorie=blog'))).toBeNull();
    // The landing page reads nothing from the address.
    expect(prerenderedRoute(rootWith('/'), at('/?bench=1'))).toBe('/');
  });

  it('normalizes trailing slashes', () => {
    expect(normalizedPath('/')).toBe('/');
    expect(normalizedPath('//')).toBe('/');
    expect(normalizedPath('/templates/')).toBe('/templates');
    expect(normalizedPath('/editor/7')).toBe('/editor/7');
  });
});

describe('the editor shell', () => {
  it('is served for /editor and /editor/{templateId}, not a saved project nor a share link', () => {
    expect(prerenderedFileFor('/')).toBe('index.html');
    expect(prerenderedFileFor('/templates/')).toBe('templates.html');
    expect(prerenderedFileFor('/editor')).toBe('editor.html');
    expect(prerenderedFileFor('/editor/')).toBe('editor.html');
    expect(prerenderedFileFor('/editor/5')).toBe('editor.html');
    expect(prerenderedFileFor('/editor/999')).toBe('editor.html');
    expect(prerenderedFileFor('/editor/partage')).toBeNull();
    expect(prerenderedFileFor('/editor/projet')).toBeNull();
    expect(prerenderedFileFor('/editor/projet/abc')).toBeNull();
    expect(prerenderedFileFor('/editor/5/x')).toBeNull();
    expect(prerenderedFileFor('/projets')).toBeNull();
    expect(prerenderedFileFor('/inconnue')).toBeNull();
  });

  it('stays on screen only at an address it was made for', () => {
    expect(showsEditorShell(rootWith('/editor'), at('/editor'))).toBe(true);
    expect(showsEditorShell(rootWith('/editor'), at('/editor/5?page=accueil'))).toBe(true);
    // A host serving editor.html too widely: the app clears it.
    expect(showsEditorShell(rootWith('/editor'), at('/editor/partage#x'))).toBe(false);
    expect(showsEditorShell(rootWith('/editor'), at('/editor/projet/abc'))).toBe(false);
    expect(showsEditorShell(rootWith('/editor'), at('/projets'))).toBe(false);
    expect(showsEditorShell(rootWith('/editor', ''), at('/editor'))).toBe(false);
    expect(showsEditorShell(rootWith('/templates'), at('/editor'))).toBe(false);
    expect(showsEditorShell(rootWith(null, ''), at('/editor'))).toBe(false);
  });

  it('is served by the test server by the same rule (its copy of the pattern)', () => {
    const server = readFileSync('test/e2e/server.mjs', 'utf8');
    expect(server).toContain(`const EDITOR_SHELL_SUBPATH = ${String(EDITOR_SHELL_SUBPATH)};`);
  });
});

describe('holdEarlyInput', () => {
  it('holds a click on a button and replays it on the same button once handed over', () => {
    const root = rootWith('/', '<button type="button">Aperçu</button><a href="#x">Lien</a>');
    const button = root.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const { handOver } = holdEarlyInput(root);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    handOver();
    expect(clicks).toEqual([false]);
    // Afterwards, clicks pass through untouched.
    button.click();
    expect(clicks).toEqual([false, false]);
  });

  it('leaves links and what lies outside the root alone', () => {
    const root = rootWith('/', '<a href="#x">Lien</a>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const { handOver } = holdEarlyInput(root);
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(onLink);
    const onOutside = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(onOutside);
    expect(onLink.defaultPrevented).toBe(false);
    expect(onOutside.defaultPrevented).toBe(false);
    handOver();
  });

  it('holds a press on a list box (mouse button or opening key) and replays it', () => {
    const root = rootWith('/templates', '<div role="combobox" tabindex="0">Catégorie</div>');
    const box = root.querySelector<HTMLElement>('[role="combobox"]')!;
    const seen: string[] = [];
    box.addEventListener('mousedown', (e) => seen.push(`mousedown ${e.button}`));
    box.addEventListener('keydown', (e) => seen.push(`keydown ${e.key}`));

    let { handOver } = holdEarlyInput(root);
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 });
    box.dispatchEvent(press);
    // Held, unseen by the page (React, once listening, must not handle it as well).
    expect(press.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    handOver();
    expect(seen).toEqual(['mousedown 0']);

    ({ handOver } = holdEarlyInput(root));
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    box.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    const down = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      bubbles: true,
      cancelable: true,
    });
    box.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    seen.length = 0;
    handOver();
    expect(seen).toEqual(['keydown ArrowDown']);

    // Already open when handed over: no second press.
    ({ handOver } = holdEarlyInput(root));
    box.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    box.setAttribute('aria-expanded', 'true');
    seen.length = 0;
    handOver();
    expect(seen).toEqual([]);
  });

  it('announces text typed before hydration, even after the field was put back', () => {
    const root = rootWith('/templates', '<input type="text" aria-label="Rechercher" value="">');
    const field = root.querySelector('input')!;
    const announced: string[] = [];
    const { handOver } = holdEarlyInput(root);
    field.value = 'portfolio';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // The app's first update puts back the value it holds.
    field.value = '';
    field.addEventListener('input', () => announced.push(field.value));
    handOver();
    expect(field.value).toBe('portfolio');
    expect(announced).toEqual(['portfolio']);
  });

  it('announces an option chosen in a native select before hydration', () => {
    const root = rootWith(
      '/templates',
      '<select aria-label="Catégorie"><option value="all">Tous</option><option value="blog">Blog</option></select>',
    );
    const select = root.querySelector('select')!;
    const announced: string[] = [];
    const { handOver } = holdEarlyInput(root);
    select.value = 'blog';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The app's first update puts back the value it holds.
    select.value = 'all';
    select.addEventListener('change', () => announced.push(select.value));
    handOver();
    expect(select.value).toBe('blog');
    expect(announced).toEqual(['blog']);
  });

  it('does nothing once the root is gone', () => {
    const root = rootWith('/', '<button type="button">Menu</button>');
    const button = root.querySelector('button')!;
    const clicks: number[] = [];
    button.addEventListener('click', () => clicks.push(1));
    const { handOver } = holdEarlyInput(root);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    root.remove();
    handOver();
    expect(clicks).toEqual([]);
  });

  it('when the app cannot start, lets go of everything without replaying it', () => {
    const root = rootWith('/', '<button type="button">Menu</button>');
    const button = root.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const { release } = holdEarlyInput(root);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    release();
    expect(clicks).toEqual([]);
    // The page's buttons are no longer held.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(clicks).toEqual([false]);
  });
});
