/**
 * Makes src/features/generator/understand/communes.ts, the generator's list of French communes,
 * from the official administrative division (`@etalab/decoupage-administratif`, INSEE's codes and
 * populations): every current commune of at least 2,000 inhabitants, most populated first, as
 * « name|postcode » lines. Paris, Lyon and Marseille's arrondissements are read from their number
 * (« Lyon 7e »), not listed. Run: `node test/tools/communes.mjs`; the Jest test
 * generator.communes.test.ts checks that the file matches what this makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const MIN_POPULATION = 2000;
export const TARGET = fileURLToPath(
  new URL('../../src/features/generator/understand/communes.ts', import.meta.url),
);

export function communesLines() {
  const all = JSON.parse(
    readFileSync(require.resolve('@etalab/decoupage-administratif/data/communes.json'), 'utf8'),
  );
  return all
    .filter((c) => c.type === 'commune-actuelle' && (c.population ?? 0) >= MIN_POPULATION)
    .sort((a, b) => b.population - a.population || a.nom.localeCompare(b.nom, 'fr'))
    .map((c) => `${c.nom}|${c.codesPostaux?.[0] ?? ''}`);
}

/**
 * The departments and regions, « name|code|seat|postcode » lines (the seat: the commune of their
 * prefecture, with its postcode): a description that names one names no business, and gives its
 * seat as the city when it names no commune.
 */
export function areasLines() {
  const read = (file) =>
    JSON.parse(
      readFileSync(require.resolve(`@etalab/decoupage-administratif/data/${file}.json`), 'utf8'),
    );
  const communes = new Map(
    read('communes')
      .filter((c) => c.type === 'commune-actuelle')
      .map((c) => [c.code, c]),
  );
  const line = (area) => {
    const seat = communes.get(area.chefLieu);
    return `${area.nom}|${area.code}|${seat?.nom ?? ''}|${seat?.codesPostaux?.[0] ?? ''}`;
  };
  return [...read('departements').map(line), ...read('regions').map(line)];
}

export function communesModule() {
  const lines = communesLines();
  const areas = areasLines();
  return [
    '// Made by test/tools/communes.mjs from @etalab/decoupage-administratif: do not edit.',
    `/** The ${lines.length} French communes of at least ${MIN_POPULATION} inhabitants, most populated first: « name|postcode » lines. */`,
    `export const COMMUNES = ${JSON.stringify(lines.join('\n'))};`,
    `/** The ${areas.length} departments and regions: « name|code|seat|postcode » lines (the seat: their prefecture's commune). */`,
    `export const AREAS = ${JSON.stringify(areas.join('\n'))};`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TARGET, communesModule());
  console.log(`${communesLines().length} communes written to ${TARGET}`);
}
