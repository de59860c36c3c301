// Real web servers for the exported site (hosts.e2e.mjs): Debian's Apache with the zip's
// .htaccess (AllowOverride All, mod_rewrite, mod_headers, mod_deflate), and Debian's nginx with
// the zip's toile-nginx.conf (its `listen`, `server_name` and `root` set to this test's), each on a
// free port of 127.0.0.1, each started in the foreground and stopped by the test.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const APACHE = '/usr/sbin/apache2';
export const NGINX = '/usr/sbin/nginx';
const APACHE_MODULES = '/usr/lib/apache2/modules';

/** A port no one listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something answers HTTP on `url`, or rejects with the server's own log. */
async function answering(url, child, log) {
  let exited = null;
  child.once('exit', (code) => (exited = code));
  for (let tries = 0; tries < 300; tries++) {
    if (exited !== null) break;
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const errors = existsSync(log) ? readFileSync(log, 'utf8') : '';
  throw new Error(`the server did not answer on ${url} (exit ${exited}):\n${errors}`);
}

/** The folder readable by the servers' workers (www-data, nobody), whoever runs the test. */
function readableByAll(dir) {
  chmodSync(dir, 0o755);
}

/** Stops a server started here and waits until it is gone. */
function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Apache serving `root` (the unzipped export, its .htaccess read): { url, stop }. */
export async function startApache(root) {
  const port = await freePort();
  const work = mkdtempSync(join(tmpdir(), 'toile-apache-'));
  readableByAll(root);
  const modules = [
    'mpm_event',
    'authz_core',
    'authz_host',
    'dir',
    'mime',
    'rewrite',
    'headers',
    'filter',
    'deflate',
    'alias',
  ];
  const conf = join(work, 'apache2.conf');
  const errorLog = join(work, 'error.log');
  writeFileSync(
    conf,
    [
      `ServerRoot ${work}`,
      ...modules.map((m) => `LoadModule ${m}_module ${APACHE_MODULES}/mod_${m}.so`),
      `Listen 127.0.0.1:${port}`,
      'ServerName 127.0.0.1',
      `PidFile ${join(work, 'apache2.pid')}`,
      `Mutex file:${work} default`,
      `ErrorLog ${errorLog}`,
      'LogLevel warn',
      ...(process.getuid?.() === 0 ? ['User www-data', 'Group www-data'] : []),
      'TypesConfig /etc/mime.types',
      `DocumentRoot ${root}`,
      '<Directory />',
      '  AllowOverride None',
      '  Require all denied',
      '</Directory>',
      `<Directory ${root}>`,
      '  AllowOverride All',
      '  Require all granted',
      '</Directory>',
      '',
    ].join('\n'),
  );
  const child = spawn(APACHE, ['-f', conf, '-DFOREGROUND'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child, errorLog);
  return { url, stop: stopper(child), log: errorLog };
}

/** nginx serving `root` with the export's server block (`serverBlock`, its text): { url, stop }. */
export async function startNginx(root, serverBlock) {
  const port = await freePort();
  const work = mkdtempSync(join(tmpdir(), 'toile-nginx-'));
  readableByAll(root);
  const block = serverBlock
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/server_name [^;]+;/, 'server_name 127.0.0.1;')
    .replace(/root [^;]+;/, `root ${root};`);
  const conf = join(work, 'nginx.conf');
  const errorLog = join(work, 'error.log');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      ...(process.getuid?.() === 0 ? ['user www-data;'] : []),
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  client_body_temp_path ${work}/body;`,
      `  proxy_temp_path ${work}/proxy;`,
      `  fastcgi_temp_path ${work}/fastcgi;`,
      `  uwsgi_temp_path ${work}/uwsgi;`,
      `  scgi_temp_path ${work}/scgi;`,
      block,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-c', conf, '-p', work], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child, errorLog);
  return { url, stop: stopper(child), log: errorLog };
}
