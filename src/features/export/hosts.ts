import { composition } from '../../document/sharedParts';
import type { SiteDocument } from '../../document/types';
import { formActionSources } from '../../document/render/formMarkup';
import { pagePolicy } from '../../document/render/htmlDocument';
import { pagesInExportOrder } from '../../document/render/renderSite';
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

/** Files named after nothing but what they hold (pictures by their id, fonts by their version). */
const LASTING_PATTERN = 'woff2|webp|avif|png|jpe?g|gif|svg|ico';
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
  for (const page of pagesInExportOrder(site)) {
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
  <FilesMatch "\\.(${LASTING_PATTERN})$">
    Header set Cache-Control ${quoted(YEAR)}
  </FilesMatch>
  <FilesMatch "\\.(html|css|xml|txt)$">
    Header set Cache-Control ${quoted(FRESH)}
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

function netlifyHeaders(site: SiteDocument): string {
  const security = SECURITY(site)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  return `/*
${security}
  Cache-Control: ${FRESH}
/fonts/*
  Cache-Control: ${YEAR}
/images/*
  Cache-Control: ${YEAR}
`;
}

/** Netlify serves `a-propos.html` at `/a-propos` and its 404.html by itself; the `.html` forms go there. */
function netlifyRedirects(site: SiteDocument): string {
  const lines = pagesInExportOrder(site).map((page) =>
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

    location ~* \\.(${LASTING_PATTERN})$ {
        try_files $uri =404;
        ${security}
        add_header Cache-Control ${quoted(YEAR)} always;
    }
}
`;
}

/** The files `host` needs beside the site's own, in the zip's root. */
export function hostFiles(host: ExportHost, site: SiteDocument): HostFile[] {
  switch (host) {
    case 'apache':
      return [{ name: '.htaccess', kind: 'htaccess', text: htaccess(site) }];
    case 'netlify':
      return [
        { name: '_headers', kind: 'netlifyHeaders', text: netlifyHeaders(site) },
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
