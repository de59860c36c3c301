// The W3C Nu HTML checker (the devDependency vnu-jar) from Node: every document of a batch in one
// Java process, since the JVM takes seconds to start. Needs Java (`java` on the PATH or
// $JAVA_HOME); on Debian or Ubuntu: `sudo apt-get install default-jre-headless`.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const VNU_JAR = String(require('vnu-jar'));

export const JAVA_MISSING =
  'The W3C Nu HTML checker (vnu-jar) needs Java, and none was found (`java` on the PATH or ' +
  '$JAVA_HOME/bin/java). Install it, e.g. on Debian or Ubuntu: ' +
  '`sudo apt-get install default-jre-headless`.';

function javaCommand() {
  const home = process.env.JAVA_HOME;
  const inHome = home && join(home, 'bin', 'java');
  return inHome && existsSync(inHome) ? inHome : 'java';
}

function runJava(args) {
  return new Promise((done, fail) => {
    execFile(javaCommand(), args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error?.code === 'ENOENT') fail(new Error(JAVA_MISSING));
      else if (error && typeof error.code !== 'number') fail(error);
      else done({ status: error?.code ?? 0, stdout, stderr });
    });
  });
}

/**
 * Checks HTML documents with the Nu checker and returns its errors (warnings left out), each
 * `{ name, line, column, message, extract }`. `documents`: file paths, or `{ name, html }` (written
 * to a temporary folder, under their name). An empty array means every document is valid.
 * Rejects with JAVA_MISSING's message when there is no Java.
 */
export async function nuErrors(documents) {
  if (!documents.length) return [];
  const folder = mkdtempSync(join(tmpdir(), 'toile-nu-'));
  const names = new Map();
  try {
    const files = documents.map((doc, index) => {
      if (typeof doc === 'string') {
        const path = resolve(doc);
        names.set(path, doc);
        return path;
      }
      // A folder per document keeps the names as given (and apart when two are the same).
      const path = join(folder, String(index), doc.name.replace(/[^\w.-]+/g, '_'));
      mkdirSync(join(folder, String(index)));
      writeFileSync(path, doc.html);
      names.set(path, doc.name);
      return path;
    });
    const { status, stderr } = await runJava([
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--format',
      'json',
      ...files,
    ]);
    let report;
    try {
      report = JSON.parse(stderr);
    } catch {
      throw new Error(`the Nu checker failed (exit ${status}):\n${stderr}`);
    }
    return report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => {
        const path = m.url?.startsWith('file:') ? fileURLToPath(m.url) : (m.url ?? '');
        return {
          name: names.get(path) ?? path,
          line: m.lastLine,
          column: m.firstColumn,
          message: m.message,
          extract: m.extract,
        };
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * One line per error, for an assertion's message: `name:line:column message « extract »`; the
 * first `limit` only.
 */
export function formatNuErrors(errors, limit = 40) {
  const more = errors.length > limit ? [`… and ${errors.length - limit} more`] : [];
  const lines = errors.slice(0, limit).map((e) => {
    const extract = e.extract ? ` « ${e.extract.replace(/\s+/g, ' ').slice(0, 160)} »` : '';
    return `${e.name}:${e.line ?? '?'}:${e.column ?? '?'} ${e.message}${extract}`;
  });
  return [...lines, ...more].join('\n');
}

// `node test/nu.mjs file.html…`: the errors of these files, exit 1 when there is one.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const errors = await nuErrors(process.argv.slice(2));
    if (errors.length) console.log(formatNuErrors(errors, Infinity));
    console.log(`${errors.length} error(s) in ${process.argv.length - 2} file(s)`);
    process.exit(errors.length ? 1 : 0);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
