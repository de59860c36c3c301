import { composition } from '../../document/sharedParts';
import type { SiteDocument } from '../../document/types';
import { formActionSources } from '../../document/render/formMarkup';
import { itemPages } from '../../document/render/itemPages';
import { listPages } from '../../document/render/listPages';
import { pagePolicy } from '../../document/render/htmlDocument';
import { pagesInExportOrder } from '../../document/render/renderSite';
import { siteBaseUrl } from '../../document/render/seo';
import { HASHED_NAME, NAME_HASH_LENGTH } from '../../document/render/fingerprint';
import type { ExportHost } from './hostChoice';

/**
 * The small files each host needs beside the pages (hostChoice.ts says which hosts): clean
 * addresses, the site's 404 page, long caching of what never changes under its name,
 * compression and the security headers. Loaded with the zip's code and the export dialog.
 */

/** What a host's own file is, for the list of the zip's files. */
export type HostFileKind =
  'htaccess' | 'netlifyHeaders' | 'netlifyRedirects' | 'nojekyll' | 'nginx';

export interface HostFile {
  name: string;
  kind: HostFileKind;
  text: string;
}

/**
 * Files named after nothing but what they hold, as a regular expression on a file's name: the
 * stylesheets, fonts, icon and sharing pictures by a hash of their content
 * (document/render/fingerprint.ts, `HASHED_NAME`), the person's pictures by the sha-256 of their
 * bytes, base64url (document/render/pictureFiles.ts). A changed file gets a new name, so these
 * are kept a year; every other file is asked again each time.
 */
const HASHED_FILE = `\\.[0-9a-f]{${NAME_HASH_LENGTH}}\\.(css|woff2|svg|png|webp|jpe?g|gif|avif|ico)`;
const PICTURE_FILE = '[A-Za-z0-9_-]{43}(-mobile)?\\.(webp|png|svg)';
const LASTING_PATTERN = `(${HASHED_FILE}|^${PICTURE_FILE})$`;
/** The same, on a path (nginx's `location`): a picture's name follows `/images/`. */
const LASTING_PATH_PATTERN = `(${HASHED_FILE}|^/images/${PICTURE_FILE})$`;
const YEAR = 'public, max-age=31536000, immutable';
/** Pages, stylesheets and the sitemap: kept, but asked again each time (a cheap 304 when unchanged). */
const FRESH = 'no-cache';

/**
 * The policy every page states in its head (render/htmlDocument.ts), as a header for the whole
 * site: no script, no plugin, no `<base>`, forms only to the services the site's forms name, and
 * the pages framed only by the site itself (which a `<meta>` cannot say).
 */
export function contentSecurityPolicy(site: SiteDocument): string {
  const actions = new Set<string>();
  // Every page, the collections' « Modèles de page » too: their items' pages show their forms.
  for (const page of site.pages) {
    for (const source of formActionSources(composition(site, page).page.elements)) {
      actions.add(source);
    }
  }
  return `${pagePolicy([...actions])}; frame-ancestors 'self'`;
}

const SECURITY = (site: SiteDocument): [string, string][] => [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Content-Security-Policy', contentSecurityPolicy(site)],
];

/** A header's value inside double quotes (Apache, nginx): its quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function htaccess(site: SiteDocument): string {
  const security = SECURITY(site)
    .map(([name, value]) => `  Header always set ${name} ${quoted(value)}`)
    .join('\n');
  return `# Toile : les réglages du site pour Apache (hébergement classique).
# À la racine du site, à côté d’index.html. Il demande mod_rewrite et mod_headers (présents chez
# les hébergeurs mutualisés) ; sans eux, les pages restent servies par leur nom de fichier.
Options -Indexes -MultiViews
DirectoryIndex index.html
ErrorDocument 404 /404.html

<IfModule mod_rewrite.c>
  RewriteEngine On
  # /index.html mène à /, /a-propos.html à /a-propos (redirection permanente).
  RewriteCond %{THE_REQUEST} \\s/+(.*/)?index\\.html[\\s?]
  RewriteRule ^ /%1 [R=301,L]
  RewriteCond %{THE_REQUEST} \\s/+([^?\\s]+)\\.html[\\s?]
  RewriteCond %1 !^404$
  RewriteRule ^ /%1 [R=301,L]
  # /a-propos sert a-propos.html.
  RewriteCond %{REQUEST_FILENAME} !-f
  RewriteCond %{REQUEST_FILENAME} !-d
  RewriteCond %{REQUEST_FILENAME}.html -f
  RewriteRule ^(.*[^/])$ $1.html [L]
</IfModule>

<IfModule mod_headers.c>
${security}
  Header set Cache-Control ${quoted(FRESH)}
  <FilesMatch "${LASTING_PATTERN}">
    Header set Cache-Control ${quoted(YEAR)}
  </FilesMatch>
</IfModule>

<IfModule mod_deflate.c>
  AddOutputFilterByType DEFLATE text/html text/css text/plain application/xml image/svg+xml
</IfModule>

AddDefaultCharset utf-8
AddType font/woff2 .woff2
AddType image/webp .webp
`;
}

/**
 * Netlify merges the values of a header that several rules give a file, so only what lasts says
 * how long: its fonts and pictures by folder, its other files named by content one by one. The
 * rest keeps Netlify's own `max-age=0, must-revalidate`.
 */
function netlifyHeaders(site: SiteDocument, names: readonly string[]): string {
  const security = SECURITY(site)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  const lasting = ['/fonts/*', '/images/*'];
  for (const name of names) {
    if (!name.includes('/') && HASHED_NAME.test(name)) lasting.push(`/${name}`);
  }
  return `/*
${security}
${lasting.map((path) => `${path}\n  Cache-Control: ${YEAR}\n`).join('')}`;
}

/** Netlify serves `a-propos.html` at `/a-propos` and its 404.html by itself; the `.html` forms go there. */
function netlifyRedirects(site: SiteDocument): string {
  // The site's pages, its items' pages and its lists' next pages (`articles/page-2`).
  const pages = [
    ...pagesInExportOrder(site),
    ...itemPages(site).map(({ page }) => page),
    ...listPages(site).map(({ page }) => page),
  ];
  const lines = pages.map((page) =>
    page.id === site.homePageId ? '/index.html / 301!' : `/${page.slug}.html /${page.slug} 301!`,
  );
  return `${lines.join('\n')}\n`;
}

function nginxConf(site: SiteDocument): string {
  const security = SECURITY(site)
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
    .join('\n    ');
  return `# Toile : le bloc server de nginx pour ce site.
# Remplacez server_name et root (le dossier où le ZIP est décompressé), incluez ce fichier dans
# la configuration de nginx (include /etc/nginx/sites-enabled/toile-nginx.conf;), puis : nginx -s reload
server {
    listen 80;
    server_name exemple.fr;
    root /var/www/exemple.fr;
    index index.html;
    charset utf-8;

    gzip on;
    gzip_types text/css text/plain application/xml image/svg+xml;

    # The headers of the redirects below (each block below that adds headers repeats them: nginx
    # does not pass them down to it).
    ${security}

    error_page 404 /404.html;
    location = /404.html {
        internal;
        ${security}
        add_header Cache-Control ${quoted(FRESH)} always;
    }

    # /index.html mène à /, /a-propos.html à /a-propos (redirection permanente).
    if ($request_uri ~ ^/(.*/)?index\\.html(\\?|$)) {
        return 301 /$1;
    }
    if ($request_uri ~ ^/(?!404\\.html)([^?]+)\\.html(\\?|$)) {
        return 301 /$1;
    }

    # /a-propos sert a-propos.html.
    location / {
        try_files $uri $uri.html $uri/ =404;
        ${security}
        add_header Cache-Control ${quoted(FRESH)} always;
    }

    location ~* "${LASTING_PATH_PATTERN}" {
        try_files $uri =404;
        ${security}
        add_header Cache-Control ${quoted(YEAR)} always;
    }
}
`;
}

/** A GitHub Pages address: a person's or an organisation's site, or a project's under its name. */
const GITHUB_PAGES_ADDRESS =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]{0,38})\.github\.io(?:\/[A-Za-z0-9._-]+)?$/i;

/**
 * What is wrong with the site's address (« Paramètres du site ») for `host`, or null: GitHub Pages
 * serves a project under a sub-path (`https://nom.github.io/depot`), where the 404 page, the
 * sitemap and the canonical links need the whole address. `missing`: the site has none;
 * `mismatch`: it has another form (right only with a domain of one's own declared on GitHub).
 */
export function hostAddressProblem(
  host: ExportHost,
  site: SiteDocument,
): { kind: 'missing' } | { kind: 'mismatch'; address: string } | null {
  if (host !== 'github') return null;
  const base = siteBaseUrl(site);
  if (base === null) return { kind: 'missing' };
  return GITHUB_PAGES_ADDRESS.test(base) ? null : { kind: 'mismatch', address: base };
}

/**
 * The files `host` needs beside the site's own, in the zip's root; `names`: the site's files as
 * the zip names them (some hosts list those named by content).
 */
export function hostFiles(
  host: ExportHost,
  site: SiteDocument,
  names: readonly string[] = [],
): HostFile[] {
  switch (host) {
    case 'apache':
      return [{ name: '.htaccess', kind: 'htaccess', text: htaccess(site) }];
    case 'netlify':
      return [
        { name: '_headers', kind: 'netlifyHeaders', text: netlifyHeaders(site, names) },
        { name: '_redirects', kind: 'netlifyRedirects', text: netlifyRedirects(site) },
      ];
    case 'github':
      return [{ name: '.nojekyll', kind: 'nojekyll', text: '' }];
    case 'nginx':
      return [{ name: 'toile-nginx.conf', kind: 'nginx', text: nginxConf(site) }];
    case 'local':
      return [];
  }
}
