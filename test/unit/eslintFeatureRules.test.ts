import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * The feature rules of eslint.config.js (FEATURE_USES, FEATURE_ENTRIES): no import between two
 * features but those FEATURE_USES allows, through the used feature's entries, `import type` and
 * `import()` included; FEATURE_USES itself without a cycle and with a line for every feature; so
 * no two features import each other. Checked on tiny trees of features in temporary folders, with
 * a copy of the real config, by ESLint's command line (the config is an ES module, which Jest's
 * module system does not load); the runs go side by side.
 */
const root = resolve(__dirname, '../..');
const eslintBin = join(root, 'node_modules/eslint/bin/eslint.js');
const realConfig = readFileSync(join(root, 'eslint.config.js'), 'utf8');

interface Outcome {
  status: number | null;
  /** The rules each file breaks, by its path in the tree; files with none left out. */
  findings: Record<string, (string | null)[]>;
  stderr: string;
}

const folders: string[] = [];

/** ESLint on a tree of `files` with `config` (the real one by default). */
function lintTree(files: Record<string, string>, config = realConfig): Promise<Outcome> {
  const tmp = mkdtempSync(join(tmpdir(), 'toile-lint-'));
  folders.push(tmp);
  symlinkSync(join(root, 'node_modules'), join(tmp, 'node_modules'), 'dir');
  const all = { 'package.json': '{ "type": "module" }\n', 'eslint.config.js': config, ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(tmp, path)), { recursive: true });
    writeFileSync(join(tmp, path), text);
  }
  return new Promise((done, fail) => {
    const run = spawn(process.execPath, [eslintBin, '--format', 'json', 'src'], { cwd: tmp });
    let stdout = '';
    let stderr = '';
    run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    run.on('error', fail);
    run.on('close', (status) => {
      const results: { filePath: string; messages: { ruleId: string | null }[] }[] = stdout
        ? JSON.parse(stdout)
        : [];
      const findings = Object.fromEntries(
        results
          .filter((r) => r.messages.length > 0)
          .map((r) => [r.filePath.slice(tmp.length + 1), r.messages.map((m) => m.ruleId)]),
      );
      done({ status, findings, stderr });
    });
  });
}

const lines = (...text: string[]) => [...text, ''].join('\n');

/** Features that use each other as the real FEATURE_USES allows (projects → editor → templates…). */
const CLEAN = {
  'src/features/templates/index.ts': lines(`export const template = 'modèle';`),
  'src/features/templates/types.ts': lines(`export interface Recipe {`, `  name: string;`, `}`),
  'src/features/generator/index.ts': lines(
    `import type { Recipe } from '../templates/types';`,
    `export type Made = Recipe;`,
  ),
  'src/features/generator/rewrite.ts': lines(`export const rewrite = (text: string) => text;`),
  'src/features/generator/generate.ts': lines(`export const generate = () => 'site';`),
  'src/features/editor/index.ts': lines(
    `import { template } from '../templates';`,
    `export const editor = () => template;`,
    `export const rewriteLater = () => import('../generator/rewrite');`,
  ),
  'src/features/projects/index.ts': lines(
    `import type { Made } from '../generator';`,
    `import { editor } from '../editor';`,
    `export type Project = Made;`,
    `export const project = () => editor();`,
  ),
};

/** Each closes a cycle between two features (by values, by types only, by import()) or goes past
 * a feature's entries. */
const PLANTED = {
  'src/features/editor/valueCycle.ts': lines(
    `import { project } from '../projects';`,
    `export const both = () => project();`,
  ),
  'src/features/generator/typeCycle.ts': lines(
    `import type { Project } from '../projects';`,
    `export type Owner = Project;`,
  ),
  'src/features/templates/lazyCycle.ts': lines(`export const later = () => import('../editor');`),
  'src/features/projects/pastEntries.ts': lines(
    `export { generate } from '../generator/generate';`,
  ),
};

const TEMPLATES_LINE = /^ {2}templates: \[\],$/m;

let clean: Promise<Outcome>;
let planted: Promise<Outcome>;
let cyclic: Promise<Outcome>;
let newcomer: Promise<Outcome>;

beforeAll(() => {
  clean = lintTree(CLEAN);
  planted = lintTree({ ...CLEAN, ...PLANTED });
  cyclic = lintTree(CLEAN, realConfig.replace(TEMPLATES_LINE, "  templates: ['editor'],"));
  newcomer = lintTree({
    ...CLEAN,
    'src/features/newcomer/index.ts': lines(`export const hello = 'bonjour';`),
  });
});

afterAll(async () => {
  await Promise.allSettled([clean, planted, cyclic, newcomer]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the feature rules (eslint.config.js)', () => {
  it('pass on features that use each other only as FEATURE_USES allows', async () => {
    const { status, findings, stderr } = await clean;
    expect(stderr).toBe('');
    expect(findings).toEqual({});
    expect(status).toBe(0);
  });

  it('fail on a cycle between features (by values, types only or import()) and past entries', async () => {
    const { status, findings } = await planted;
    expect(findings).toEqual({
      'src/features/editor/valueCycle.ts': ['import-x/no-restricted-paths'],
      'src/features/generator/typeCycle.ts': ['import-x/no-restricted-paths'],
      'src/features/templates/lazyCycle.ts': ['import-x/no-restricted-paths'],
      'src/features/projects/pastEntries.ts': ['import-x/no-restricted-paths'],
    });
    expect(status).toBe(1);
  });

  it('fail to load when FEATURE_USES has a cycle, naming it', async () => {
    expect(realConfig).toMatch(TEMPLATES_LINE);
    const { status, stderr } = await cyclic;
    // Named from whichever of its features the search meets first.
    expect(stderr).toMatch(
      /FEATURE_USES has a cycle: (templates → editor → templates|editor → templates → editor)\./,
    );
    expect(status).toBe(2);
  });

  it('fail to load when a feature has no line in FEATURE_USES', async () => {
    const { status, stderr } = await newcomer;
    expect(stderr).toContain('FEATURE_USES has no line for features/newcomer.');
    expect(status).toBe(2);
  });
});
