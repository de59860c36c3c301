import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Comments cite what a reader of the repository has (docs/decisions.md, docs/architecture.md, a
 * test's name), never a document outside it nor a ticket number.
 */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'screenshots' ? [] : filesUnder(path);
    return /\.(ts|tsx|mjs|js|cjs)$/.test(name) ? [path] : [];
  });
}

const OUTSIDE = [/DESIGN\.md/, /\.\.\/shared\//, /\b[Ii]ssues? \d+/];

describe('repository hygiene', () => {
  it('no comment cites a document outside the repository or an issue number', () => {
    const offenders = [...filesUnder('src'), ...filesUnder('test')]
      .filter((file) => !file.endsWith('repoHygiene.test.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ file, line: i + 1, text: line }))
          .filter(({ text }) => OUTSIDE.some((pattern) => pattern.test(text))),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(offenders).toEqual([]);
  });
});
