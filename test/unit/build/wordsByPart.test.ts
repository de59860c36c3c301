/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { partModule, readingParts, readParts } from '../../../build/wordsByPart';
import { fr } from '../../../src/i18n/fr';

const WORDS = resolve('src/i18n/fr.ts');
const words = readParts(WORDS);
const at = resolve('src/features/editor/panels/Sample.tsx');

/** A part's module run as the build runs it: its default export. */
function run(name: string): unknown {
  const code = partModule(name, words);
  if (code === null) throw new Error(`no part ${name}`);
  return new Function(code.replace(/export default /, 'return '))();
}

/** What a function of fr says for sample arguments (or how it fails), so that both sides compare. */
function called(fn: (...args: unknown[]) => unknown): unknown {
  try {
    return fn('1', '2', '3');
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

/** The leaves of a part, by path. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'function') return [[path, called(value as () => unknown)]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  }
  return [[path, value]];
}

describe('the build loads each part of fr as a module of its own', () => {
  test('the parts are the parts of fr, and each module holds the same words', () => {
    expect([...words.parts.keys()]).toEqual(Object.keys(fr));
    for (const name of Object.keys(fr)) {
      expect(leaves(run(name))).toEqual(leaves(fr[name as keyof typeof fr]));
    }
  });

  test('a module reading parts by name imports those parts only', () => {
    const code = [
      "import { fr, type Fr } from '../../../i18n/fr';",
      'const title = fr.editor.topBar;',
      'export const f = (t: Fr) => [title, fr.projects.title, fr.editor, { fr: 1 }.fr, t];',
    ].join('\n');
    const out = readingParts(code, at, WORDS, words.parts);
    expect(out).not.toBeNull();
    expect(out).toContain("import { type Fr } from '../../../i18n/fr';");
    expect(out).toContain("import __words_editor from '\0toile-words:editor';");
    expect(out).toContain("import __words_projects from '\0toile-words:projects';");
    expect(out).toContain('const title = __words_editor.topBar;');
    expect(out).toContain('[title, __words_projects.title, __words_editor, { fr: 1 }.fr, t]');
    expect(out).not.toMatch(/import \{ fr/);
  });

  test.each([
    ['fr passed whole', 'const all = fr;'],
    ['a part named by a value', "const part = fr['editor'];"],
    ['a part fr does not have', 'const x = fr.nowhere;'],
  ])('a module using fr otherwise keeps the whole module: %s', (_, line) => {
    const code = `import { fr } from '../../../i18n/fr';\n${line}\nexport { fr };`;
    expect(readingParts(code, at, WORDS, words.parts)).toBeNull();
  });

  test('a module importing another fr is left as it is', () => {
    const code = "import { fr } from './fr';\nexport const x = fr.editor;";
    expect(readingParts(code, at, WORDS, words.parts)).toBeNull();
  });

  test('every module of src that imports fr reads it by part (none loads all the words)', () => {
    const files = execFileSync('git', ['grep', '-l', 'i18n/fr', '--', 'src'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('i18n/fr.ts'));
    expect(files.length).toBeGreaterThan(100);
    const whole = files.filter((file) => {
      const id = resolve(file);
      const code = readFileSync(id, 'utf8');
      return (
        /import \{[^}]*\bfr\b[^}]*\} from '[./]+(i18n\/)?fr'/.test(code) &&
        readingParts(code, id, WORDS, words.parts) === null
      );
    });
    expect(whole).toEqual([]);
  });
});
