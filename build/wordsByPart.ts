import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The interface's words are one module, src/i18n/fr.ts: one object `fr` with a part per feature
 * (`fr.landing`, `fr.editor`, `fr.projects`…). Built as it is, that module is one chunk that every
 * screen loads: the landing page carried the editor's words (about 12 KB of its 150). In the build,
 * this plugin makes each part of `fr` a module of its own and gives each module that imports `fr`
 * only the parts it reads, so a screen loads the words of what it runs. The source does not change:
 * one module, one `fr`; Jest and the dev server read it as it is.
 *
 * A module whose every use of `fr` reads a part by name (`fr.editor.title`, `const t = fr.projects`)
 * imports those parts' modules instead, each `fr.editor` becoming the part's import; any other use
 * (`fr[key]`, `fr` passed whole) keeps the whole module: it still works, only heavier
 * (test/bench/size.mjs `--check` holds each screen's weight).
 *
 * The parts of the screens where a person works (WORK_PARTS) go together into one chunk: the editor
 * and « Mes projets » read nearly all of them, and French words compress far better together than
 * spread over the chunks of the code that shows them. None may be read by the landing page or the
 * library, or they would load them all (size.mjs would fail).
 */
const WORDS = resolve('src/i18n/fr.ts');
const PART = '\0toile-words:';
const WORK_PARTS = new Set(['editor', 'projects', 'export', 'manipulation', 'siteStyles']);

export type Parts = { prelude: string; parts: Map<string, string> };

const unwrapped = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrapped(node.expression)
    : node;

/** fr.ts's top-level statements but `fr` (helpers, constants) and the text of each part. */
export function readParts(file = WORDS): Parts {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const prelude: string[] = [];
  const parts = new Map<string, string>();
  for (const statement of source.statements) {
    const declaration = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations[0]
      : undefined;
    const isFr = declaration && ts.isIdentifier(declaration.name) && declaration.name.text === 'fr';
    if (!isFr) {
      if (!ts.isTypeAliasDeclaration(statement)) prelude.push(statement.getText(source));
      continue;
    }
    const literal = declaration.initializer && unwrapped(declaration.initializer);
    if (!literal || !ts.isObjectLiteralExpression(literal)) {
      throw new Error('wordsByPart: `fr` is no longer an object literal');
    }
    for (const property of literal.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) {
        throw new Error(`wordsByPart: not \`name: value\` in fr: ${property.getText(source)}`);
      }
      parts.set(property.name.text, property.initializer.getText(source));
    }
  }
  return { prelude: prelude.join('\n'), parts };
}

/** Each `fr.<part>` of a module, or null when one use of `fr` is not `fr.<part>`. */
function partsRead(source: ts.SourceFile, imported: ts.Identifier, known: Map<string, string>) {
  const read: ts.PropertyAccessExpression[] = [];
  let whole = false;
  const visit = (node: ts.Node) => {
    if (whole) return;
    if (ts.isIdentifier(node) && node.text === 'fr' && node !== imported) {
      const parent = node.parent;
      // A property named `fr` (`{ fr: … }`, `x.fr`) is not a use of the import.
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node);
      const isPart =
        ts.isPropertyAccessExpression(parent) &&
        parent.expression === node &&
        known.has(parent.name.text);
      if (isPart) read.push(parent);
      else if (!isName) whole = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return whole ? null : read;
}

/** The module of one part of `fr` (JavaScript): fr.ts's helpers, and the part as its default. */
export function partModule(name: string, { prelude, parts }: Parts): string | null {
  const initializer = parts.get(name);
  if (initializer === undefined) return null;
  return ts.transpileModule(`${prelude}\nexport default ${initializer};\n`, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
}

/**
 * The module `code` (file `id`, TypeScript) importing from `words` only the parts of `fr` it reads
 * (`import __words_editor from '\0toile-words:editor'`, each `fr.editor` made `__words_editor`), or
 * null when it does not import `fr` or uses it otherwise than `fr.<part>`.
 */
export function readingParts(
  code: string,
  id: string,
  words: string,
  known: Map<string, string>,
): string | null {
  if (!code.includes('i18n/fr')) return null;
  const kind = id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, kind);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!specifier.startsWith('.') || `${resolve(dirname(id), specifier)}.ts` !== words) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return null;
    const imported = bindings.elements.find((e) => !e.isTypeOnly && e.name.text === 'fr');
    if (!imported || imported.propertyName) return null;
    const read = partsRead(source, imported.name, known);
    if (!read) return null;
    const others = bindings.elements.filter((e) => e !== imported).map((e) => e.getText(source));
    const names = [...new Set(read.map((use) => use.name.text))].sort();
    const imports = [
      others.length ? `import { ${others.join(', ')} } from '${specifier}';` : '',
      ...names.map((name) => `import __words_${name} from '${PART}${name}';`),
    ].join('\n');
    // Each `fr.editor` becomes `__words_editor`, from the last to the first; then the import.
    let out = code;
    for (const use of read.sort((a, b) => b.getStart(source) - a.getStart(source))) {
      out = `${out.slice(0, use.getStart(source))}__words_${use.name.text}${out.slice(use.getEnd())}`;
    }
    const start = statement.getStart(source);
    return out.slice(0, start) + imports + out.slice(statement.getEnd());
  }
  return null;
}

export function wordsByPart(): Plugin {
  let words: Parts | null = null;
  const parts = () => (words ??= readParts());
  const isWorkPart = (id: string) => id.startsWith(PART) && WORK_PARTS.has(id.slice(PART.length));
  return {
    name: 'toile-words-by-part',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'words', test: isWorkPart }],
            },
          },
        },
      },
    }),
    buildStart() {
      words = null;
      this.addWatchFile(WORDS);
    },
    resolveId(source) {
      return source.startsWith(PART) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PART)) return null;
      const name = id.slice(PART.length);
      const code = partModule(name, parts());
      if (code === null) this.error(`wordsByPart: fr has no part ${name}`);
      return code;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id === WORDS) return null;
      const out = readingParts(code, id, WORDS, parts().parts);
      return out === null ? null : { code: out, map: null };
    },
  };
}
