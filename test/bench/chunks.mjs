// What each chunk of a build holds: its minified bytes attributed to the modules they come from,
// through the chunk's source map (packages grouped, MUI by component). Run on a build with source
// maps, which `size.mjs` then still measures apart:
//   npx vite build --sourcemap --outDir /tmp/dist-map && TOILE_DIST=/tmp/dist-map node test/bench/chunks.mjs [name…]
// A name is a chunk's name without its hash (`AppRoot`, `client`); none prints every chunk. Set
// TOP=n for the n largest modules of each (14 by default). Figures for docs/performance.md.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const dir = resolve(process.env.TOILE_DIST ?? 'dist', 'assets');
const wanted = process.argv.slice(2);
const top = Number(process.env.TOP) || 14;
const kb = (n) => (n / 1024).toFixed(1);

/** A module's group: a package (MUI by component), or the app's file under src/. */
function group(source) {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (!inPackage) return source.replace(/^.*?\bsrc\//, 'src/');
  const [, name, rest] = inPackage;
  return name === '@mui/material' ? `${name}/${rest.split('/')[0]}` : name;
}

const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
if (!chunks.some((f) => existsSync(resolve(dir, `${f}.map`))))
  throw new Error(`${dir} has no source maps: build it with --sourcemap`);
for (const file of chunks) {
  const name = file.replace(/-[\w-]{8}\.js$/, '');
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const mapFile = resolve(dir, `${file}.map`);
  if (!existsSync(mapFile)) continue;
  const code = readFileSync(resolve(dir, file), 'utf8');
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const bytes = new Map();
  decode(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    segments.forEach((segment, i) => {
      if (segment.length < 2) return;
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      const key = group(map.sources[segment[1]]);
      bytes.set(key, (bytes.get(key) ?? 0) + end - segment[0]);
    });
  });
  const largest = [...bytes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, size]) => `${key} ${kb(size)}`);
  const gzipped = gzipSync(code.replace(/\n\/\/# sourceMappingURL=.*$/, ''), { level: 9 }).length;
  console.log(`${name}: ${kb(gzipped)} KB gzipped, ${kb(code.length)} KB minified`);
  console.log(`  ${largest.join(', ')}`);
}
