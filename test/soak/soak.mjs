// The soak test: a seeded random sequence of what a person does in the editor (actions.mjs), in
// real Chromium against the build for tests (dist-test/, `npm run build:test` first).
//
// After every action, cheap checks: no console error, page error or Content-Security-Policy
// violation, and the editor's document valid for the site schema (the test build's
// `window.__toileSiteProblems`, with `?bench=1`). The expensive ones are actions of their own, or
// run at checkpoints: « reload » undoes everything (back to the document the history started
// from), redoes everything (back to where it was), saves, reloads and compares the document;
// « export » compares the zip's projet.json with the document; « import » reopens it and compares
// again; the end of the run undoes everything with Ctrl+Z, redoes it with Ctrl+Y, and reloads.
// Undoing everything returns to the document the history starts from: the first page, or the
// last reload or import (both start a new history), unless the history dropped its oldest steps
// (more than 500), which the run then says.
//
// A failure prints the seed and the action, then looks for the shortest sequence that still fails
// the same check (delta debugging over the failing prefix, each try in a fresh browser context,
// bounded in time), prints it and writes it to test/e2e/screenshots/soak-seed-<seed>.json, which
// `--replay` runs again.
//
// Usage: node test/soak/soak.mjs [--seed N] [--actions M] [--shrink-seconds S] [--replay file]
//        npm run soak -- --seed N --actions M
// SOAK_TRACE=1 prints each action as it ends, with its time.
// The browser tests run the CI seed (test/e2e/soak.e2e.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS } from '../builds.mjs';
import { SCREENSHOTS, launchBrowser, runTest } from '../e2e/harness.mjs';
import { startServer } from '../e2e/server.mjs';
import { ACTIONS, HISTORY_LIMIT, describeAction, generateActions, save } from './actions.mjs';

/** The seed and length CI runs (test/e2e/soak.e2e.mjs). */
export const CI_SEED = 20261129;
export const CI_ACTIONS = 2000;

/**
 * The soak's browser: a person whose system asks for less motion, for whom menus and dialogs open
 * and close at once (the app's theme honours it), so that the run spends its time on the editor's
 * work, not on waiting for fades.
 */
export const SOAK_CONTEXT = { reducedMotion: 'reduce' };

/** A check that failed: after action `index` (the sequence's length: at the end). */
export class SoakFailure extends Error {
  constructor(index, check, detail) {
    super(`[${check}] ${detail}`);
    this.index = index;
    this.check = check;
    this.detail = detail;
  }
}

/** JSON with every object's keys sorted: two documents equal as data give the same text. */
export function canonical(value) {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** Where two JSON values first differ: « pages.1.elements.3.styles.position.x: 140 ≠ 100 ». */
export function firstDifference(a, b, path = []) {
  const show = (v) => {
    const text = JSON.stringify(v) ?? 'absent';
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  };
  if (canonical(a) === canonical(b)) return null;
  const objects = a && b && typeof a === 'object' && typeof b === 'object';
  if (!objects || Array.isArray(a) !== Array.isArray(b)) {
    return `${path.join('.') || '(racine)'}: ${show(a)} ≠ ${show(b)}`;
  }
  if (Array.isArray(a) && a.length !== b.length) {
    const shorter = Math.min(a.length, b.length);
    for (let i = 0; i < shorter; i++) {
      const inner = firstDifference(a[i], b[i], [...path, i]);
      if (inner) return inner;
    }
    return `${path.join('.') || '(racine)'}: ${a.length} ≠ ${b.length} entrées`;
  }
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const inner = firstDifference(a[key], b[key], [...path, key]);
    if (inner) return inner;
  }
  return null;
}

/** In the page: the editor's document as canonical JSON (the same function as `canonical`). */
const DOCUMENT_TEXT = `JSON.stringify(window.__toileStore.getState().editor.document, (_k, v) =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]))
    : v)`;

/** In the page: what the checks and the next action need to know, and the schema's verdict. */
async function snapshot() {
  const { editor, projects } = window.__toileStore.getState();
  const site = editor.document;
  // The schema's verdict on a document object already checked is the same: an action that
  // changed nothing (a selection, a refused value) does not check it again.
  window.__soakVerdicts ??= new WeakMap();
  let problems = window.__soakVerdicts.get(site);
  if (!problems) {
    problems = await window.__toileSiteProblems(site);
    window.__soakVerdicts.set(site, problems);
  }
  const page =
    site.pages.find((p) => p.id === editor.pageId) ??
    site.pages.find((p) => p.id === site.homePageId);
  const shared = site.shared ?? { header: [], footer: [] };
  // The page as the canvas draws it: the site's header, the page's own elements, its footer.
  const elements = [
    ...(page.showHeader === false ? [] : shared.header),
    ...page.elements,
    ...(page.showFooter === false ? [] : shared.footer),
  ];
  const open = [
    ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]'),
  ]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }))
    .map(
      (el) =>
        el.getAttribute('aria-label') ??
        document.getElementById(el.getAttribute('aria-labelledby'))?.textContent ??
        el.getAttribute('role'),
    );
  // The state the next action starts from, and the one the last action started from: what a
  // failure's report keeps (`failure.before`), to replay it where it can be read step by step.
  window.__soakPrevious = window.__soakBefore;
  window.__soakBefore = {
    document: site,
    pageId: editor.pageId,
    screen: editor.screen,
    selection: editor.selection,
    selectedId: editor.selectedId,
  };
  return {
    problems: problems.slice(0, 5),
    past: editor.history.past.length,
    future: editor.history.future.length,
    pageId: editor.pageId,
    pages: site.pages.map((p) => ({ id: p.id })),
    elements: elements.map((e) => ({ id: e.id, type: e.type })),
    selection: editor.selection,
    selectedId: editor.selectedId,
    screen: editor.screen,
    status: projects?.status ?? null,
    projectId: projects?.currentId ?? null,
    open,
  };
}

/** The state of one run: the page, what the checks remember, and the checks themselves. */
function createContext(page, problems) {
  const seen = { console: 0, csp: 0, foreign: 0 };
  const ctx = {
    page,
    index: -1,
    snap: null,
    /** The document the history starts from (canonical JSON), and whether it is still reachable. */
    baseline: null,
    baselineLost: false,
    /** The projet.json of the last export, which « import » opens. */
    lastExport: null,
    /** Named versions by project: { [projectId]: { [name]: document text } }. */
    versions: {},

    fail(check, detail) {
      const failure = new SoakFailure(ctx.index, check, detail);
      failure.snapped = ctx.snapped;
      throw failure;
    },

    documentText: () => page.evaluate(DOCUMENT_TEXT),
    canonical,

    /** Fails check `check` when the two documents (canonical JSON) differ, saying where. */
    compare(expected, actual, check, what) {
      if (expected === actual) return;
      const where = firstDifference(JSON.parse(expected), JSON.parse(actual));
      ctx.fail(check, `${what} diffère de celui attendu : ${where ?? 'ordre des clés'}`);
    },

    /** A new history starts (a reload, an import): undoing everything leads back to `text`. */
    startHistory(text) {
      ctx.baseline = text;
      ctx.baselineLost = false;
    },

    /** Waits until the editor shows its document (after a navigation or a reload). */
    async editorReady() {
      await page.waitForFunction(
        () => {
          const state = window.__toileStore?.getState();
          if (!state?.editor || !state.projects || !window.__toileSiteProblems) return false;
          const match = location.pathname.match(/^\/editor\/projet\/(.+)$/);
          if (match && state.projects.currentId !== decodeURIComponent(match[1])) return false;
          return (
            document.querySelector('[data-canvas]') !== null &&
            !document.querySelector('.toile-shell') &&
            !document.getElementById('root')?.hasAttribute('aria-busy')
          );
        },
        null,
        { timeout: 30_000 },
      );
    },

    /** The checks after each action (and before the first: `index` -1). */
    async check() {
      const fresh = (list, key) => {
        const news = list.slice(seen[key]);
        seen[key] = list.length;
        return news;
      };
      const errors = fresh(problems.consoleErrors, 'console');
      if (errors.length) ctx.fail('console', errors.join('\n  '));
      const csp = fresh(problems.cspViolations, 'csp');
      if (csp.length) ctx.fail('csp', csp.join('\n  '));
      const foreign = fresh(problems.foreignRequests, 'foreign');
      if (foreign.length) ctx.fail('foreign', foreign.join('\n  '));
      let snap = await page.evaluate(snapshot);
      ctx.snapped = true;
      if (snap.problems.length) {
        ctx.fail('invalid', `le document n'est pas valide : ${snap.problems.join(' ; ')}`);
      }
      if (snap.open.length) {
        // A dialog or menu the action closed may still be fading out.
        await page
          .waitForFunction(
            () =>
              ![
                ...document.querySelectorAll(
                  '[role="dialog"], [role="alertdialog"], [role="menu"]',
                ),
              ].some((el) => el.checkVisibility({ visibilityProperty: true })),
            null,
            { timeout: 3_000 },
          )
          .catch(() => ctx.fail('dialog', `resté ouvert : ${snap.open.join(', ')}`));
        snap = await page.evaluate(snapshot);
      }
      if (snap.past >= HISTORY_LIMIT) ctx.baselineLost = true;
      ctx.snap = snap;
    },

    /**
     * Undoes every step, compares with the document the history started from, redoes every step
     * and compares with the document before. `via`: 'store' dispatches the very actions the
     * buttons dispatch, in one go (fast: a checkpoint in the run); 'keyboard' presses Ctrl+Z and
     * Ctrl+Y as a person does (the end of the run).
     */
    async checkpoint(via) {
      const before = await ctx.documentText();
      // Steps back (or forward) until `side` of the history holds `keep` steps.
      const steps = async (type, key, side, keep) => {
        const length = () =>
          page.evaluate(
            (which) => window.__toileStore.getState().editor.history[which].length,
            side,
          );
        if (via === 'store') {
          return page.evaluate(
            ({ type: action, side: which, rest, limit }) => {
              const store = window.__toileStore;
              let n = 0;
              while (store.getState().editor.history[which].length > rest && n <= limit) {
                store.dispatch({ type: action });
                n += 1;
              }
              return n;
            },
            { type, side, rest: keep, limit: HISTORY_LIMIT },
          );
        }
        // Ctrl+Z / Ctrl+Y heard by the editor: the focus out of any field.
        await page.evaluate(() => document.activeElement?.blur());
        let n = 0;
        for (let rounds = 0; rounds < 20; rounds++) {
          const left = (await length()) - keep;
          if (left <= 0) break;
          for (let i = 0; i < left; i++) await page.keyboard.press(key);
          n += left;
        }
        return n;
      };
      // What was undone before stays undone: redoing goes back to `before`, not beyond.
      const future = await page.evaluate(
        () => window.__toileStore.getState().editor.history.future.length,
      );
      const undone = await steps('editor/undone', 'Control+z', 'past', 0);
      const start = await ctx.documentText();
      if (!ctx.baselineLost) {
        ctx.compare(
          ctx.baseline,
          start,
          'undo-all',
          `le document après avoir tout annulé (${undone} pas)`,
        );
      }
      const redone = await steps('editor/redone', 'Control+y', 'future', future);
      ctx.compare(
        before,
        await ctx.documentText(),
        'redo-all',
        `le document après avoir tout rétabli (${redone} pas)`,
      );
      return { undone, redone };
    },
  };
  return ctx;
}

/**
 * Runs `actions` in a fresh editor in `page` (a fresh browser context), with the checks after
 * each and (`finalChecks`) at the end. Throws a SoakFailure at the first failed check; returns
 * counts.
 */
export async function runSequence(options) {
  try {
    return await runActions(options);
  } catch (error) {
    if (error instanceof SoakFailure && options.page && !options.page.isClosed()) {
      // The state before the failing action (the snapshot after it, if one was taken, moved it).
      error.before = await options.page
        .evaluate(
          (snapped) => (snapped ? window.__soakPrevious : window.__soakBefore),
          error.snapped,
        )
        .catch(() => undefined);
    }
    throw error;
  }
}

async function runActions({ page, problems, actions, log = () => {}, finalChecks = true }) {
  // SOAK_TRACE=1: one line per action, with its time and the page's main-thread CPU time.
  const trace = process.env.SOAK_TRACE === '1';
  const cdp = trace ? await page.context().newCDPSession(page) : null;
  if (cdp) await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpu = async () => {
    if (!cdp) return 0;
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
  };
  const ctx = createContext(page, problems);
  const started = Date.now();
  const stats = { done: 0, skipped: 0, kinds: {}, skippedKinds: {}, ms: {} };
  // Generous for a busy machine; a stuck action still fails in seconds, not minutes.
  page.setDefaultTimeout(15_000);
  await page.goto('/editor?bench=1');
  await ctx.editorReady();
  ctx.startHistory(await ctx.documentText());
  await ctx.check();
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i];
    ctx.index = i;
    let outcome;
    ctx.snapped = false;
    const t0 = Date.now();
    const cpu0 = await cpu();
    try {
      outcome = await ACTIONS[action.kind].run(ctx, action);
    } catch (error) {
      if (error instanceof SoakFailure) throw error;
      // Playwright's call log, its start and its end (what the action was waiting for when it
      // timed out: a check it kept retrying, or nothing, when the page stopped answering).
      const lines = String(error?.message ?? error).split('\n');
      const kept =
        lines.length > 18
          ? [...lines.slice(0, 6), `… (${lines.length - 16} lignes)`, ...lines.slice(-10)]
          : lines;
      // Whether the page answers now: a page busy for long does not, within two seconds.
      const answers = await Promise.race([
        ctx.page.evaluate(() => true).catch(() => false),
        new Promise((done) => setTimeout(() => done(false), 2_000)),
      ]);
      kept.push(answers ? 'la page répond.' : 'la page ne répond pas en 2 s.');
      throw new SoakFailure(i, `action ${action.kind}`, kept.join('\n  '));
    }
    const t1 = Date.now();
    await ctx.check();
    stats.checkMs = (stats.checkMs ?? 0) + Date.now() - t1;
    stats.ms[action.kind] = (stats.ms[action.kind] ?? 0) + Date.now() - t0;
    if (trace) {
      // A reload starts the page's clock again: no figure then.
      const used = Math.round((await cpu()) - cpu0);
      if (used > 0) stats.cpuMs = (stats.cpuMs ?? 0) + used;
      log(
        `  ${String(i).padStart(5)} ${String(Date.now() - t0).padStart(5)} ms (CPU ${(used > 0 ? String(used) : '?').padStart(4)} ms) ${outcome === 'skipped' ? '(sans objet) ' : ''}${describeAction(action)}`,
      );
    }
    stats.done += 1;
    if (outcome === 'skipped') {
      stats.skipped += 1;
      stats.skippedKinds[action.kind] = (stats.skippedKinds[action.kind] ?? 0) + 1;
    } else stats.kinds[action.kind] = (stats.kinds[action.kind] ?? 0) + 1;
    if ((i + 1) % 250 === 0) {
      log(
        `  ${i + 1}/${actions.length} actions, ${((Date.now() - started) / 1000).toFixed(0)} s, ${stats.skipped} sans objet, ${stats.kinds.reload ?? 0} rechargements`,
      );
    }
  }
  stats.seconds = (Date.now() - started) / 1000;
  if (!finalChecks) return stats;
  // The end: everything undone and redone with the keyboard, then saved and reloaded.
  ctx.index = actions.length;
  const { undone } = await ctx.checkpoint('keyboard');
  await ctx.check();
  await save(ctx, 'button');
  const before = await ctx.documentText();
  await page.reload();
  await ctx.editorReady();
  ctx.compare(before, await ctx.documentText(), 'reload', 'le document après rechargement');
  await ctx.check();
  stats.finalUndo = undone;
  stats.baselineLost = ctx.baselineLost;
  stats.seconds = (Date.now() - started) / 1000;
  return stats;
}

/** A passed run in one line: its time, and each kind of action, how often and how long. */
function summary(stats) {
  const kinds = Object.entries(stats.kinds)
    .sort(([a], [b]) => (stats.ms[b] ?? 0) - (stats.ms[a] ?? 0))
    .map(([kind, n]) => `${kind} ${n} (${((stats.ms[kind] ?? 0) / 1000).toFixed(1)} s)`)
    .join(', ');
  const skipped = Object.entries(stats.skippedKinds)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const lost = stats.baselineLost ? " ; l'historique a dépassé 500 pas : début non vérifié" : '';
  const cpu = stats.cpuMs ? `, CPU de la page ${(stats.cpuMs / 1000).toFixed(1)} s` : '';
  return `${stats.done} actions en ${stats.seconds.toFixed(1)} s (contrôles ${((stats.checkMs ?? 0) / 1000).toFixed(1)} s${cpu}), ${stats.skipped} sans objet (${skipped}), ${stats.finalUndo} pas annulés à la fin${lost} ; ${kinds}`;
}

/** One run of `actions` in a fresh context of `browser`: null when it passes, else the failure. */
async function tryActions(browser, baseURL, actions, timeout, finalChecks) {
  try {
    await runTest(browser, baseURL, {
      name: 'soak-shrink',
      fn: ({ page, problems }) => runSequence({ page, problems, actions, finalChecks }),
      options: { timeout, contextOptions: SOAK_CONTEXT },
    });
    return null;
  } catch (error) {
    return error instanceof SoakFailure
      ? error
      : new SoakFailure(actions.length, 'run', String(error));
  }
}

const sameFailure = (a, b) => a && b && a.check === b.check;

/**
 * The shortest sub-sequence of `actions` found, within `seconds`, that still fails the check
 * `failure` failed, each try in a fresh context. The failing action stays last in every try;
 * before it, first nothing, then ever longer runs of the actions just before it (a failure often
 * needs only a few), then delta debugging (ddmin: the halves, quarters… alone, then without
 * each of them). Returns { actions, failure, tries, seconds, confirmed }.
 */
export async function shrink({ browser, baseURL, actions, failure, seconds, log = () => {} }) {
  const started = Date.now();
  const left = () => started + seconds * 1000 - Date.now();
  const end = Math.min(actions.length, failure.index);
  let prefix = actions.slice(0, end);
  let last = actions.slice(end, end + 1);
  let found = null;
  let tries = 0;
  // A failure at an action needs no checks at the end: a try that passes it stops there.
  const atEnd = failure.index >= actions.length;
  /** Whether `candidate` (then the failing action) fails the same way; keeps it if so. */
  const fails = async (candidate) => {
    if (left() < 5_000) return false;
    tries += 1;
    const t0 = Date.now();
    const result = await tryActions(browser, baseURL, [...candidate, ...last], left(), atEnd);
    if (!sameFailure(result, failure)) {
      log(
        `    essai ${tries} : ${candidate.length + last.length} actions, ${result ? `autre échec (${result.check})` : 'passe'} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
      );
      return false;
    }
    // It may fail earlier now: that action becomes the last one.
    if (result.index < candidate.length) {
      last = [candidate[result.index]];
      prefix = candidate.slice(0, result.index);
    } else prefix = candidate;
    found = result;
    log(
      `    essai ${tries} : ${prefix.length + last.length} actions échouent encore (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
    return true;
  };
  if (!(await fails([]))) {
    for (let size = 16; size <= prefix.length / 2 && left() > 5_000; size *= 4) {
      if (await fails(prefix.slice(-size))) break;
    }
  }
  let n = 2;
  while (prefix.length > 0 && left() > 5_000) {
    const size = Math.ceil(prefix.length / n);
    const chunks = [];
    for (let start = 0; start < prefix.length; start += size) {
      chunks.push([start, Math.min(prefix.length, start + size)]);
    }
    let reduced = false;
    for (const [a, b] of chunks) {
      if (await fails(prefix.slice(a, b))) {
        n = 2;
        reduced = true;
        break;
      }
    }
    if (!reduced && chunks.length > 2) {
      for (const [a, b] of chunks) {
        if (await fails([...prefix.slice(0, a), ...prefix.slice(b)])) {
          n = Math.max(n - 1, 2);
          reduced = true;
          break;
        }
      }
    }
    if (!reduced) {
      if (n >= prefix.length) break;
      n = Math.min(n * 2, prefix.length);
    }
  }
  // Nothing smaller failed: does the whole prefix fail again from a fresh page?
  if (!found) await fails(prefix);
  return {
    actions: [...prefix, ...last],
    failure: found ?? failure,
    tries,
    seconds: (Date.now() - started) / 1000,
    confirmed: found !== null,
  };
}

/** The report of a failure and of its shortest sequence; writes the sequence for --replay. */
function report({ seed, failure, action, shrunk }) {
  const file = join(SCREENSHOTS, `soak-seed-${seed ?? 'replay'}.json`);
  writeFileSync(file, `${JSON.stringify({ seed, actions: shrunk.actions }, null, 2)}\n`);
  const state = join(SCREENSHOTS, `soak-seed-${seed ?? 'replay'}-before.json`);
  if (failure.before) writeFileSync(state, `${JSON.stringify(failure.before, null, 2)}\n`);
  const lines = [
    `Soak : échec avec la graine ${seed} à l'action n° ${failure.index}${action ? ` (${describeAction(action)})` : ' (contrôles de fin)'} :`,
    `  ${failure.message}`,
    shrunk.confirmed
      ? `Plus courte suite trouvée qui échoue encore (${shrunk.actions.length} actions, ${shrunk.tries} essais en ${shrunk.seconds.toFixed(0)} s), graine ${seed} :`
      : `L'échec ne s'est pas reproduit depuis une page neuve (ou le temps a manqué) : la suite jusqu'à l'échec, graine ${seed} :`,
    ...shrunk.actions.map(
      (a, i) => `  ${String(i + 1).padStart(4)}. [n° ${a.n ?? '?'}] ${describeAction(a)}`,
    ),
    `  puis : ${shrunk.failure.message}`,
    ...(failure.before
      ? [
          `L'état de l'éditeur avant l'action qui échoue (document, page, écran, sélection) : ${state}`,
        ]
      : []),
    `Rejouer : node test/soak/soak.mjs --replay ${file}`,
    ...(seed === null || seed === undefined
      ? []
      : [
          `Réduire plus longtemps : node test/soak/soak.mjs --seed ${seed} --actions ${action ? failure.index + 1 : failure.index} --shrink-seconds 900`,
        ]),
  ];
  return lines.join('\n');
}

/**
 * The soak in a browser test (test/e2e/soak.e2e.mjs): `count` actions of `seed` in the test's
 * page; on failure, the shortest failing sequence (at most `shrinkSeconds`) in the error.
 */
export async function soakInTest({
  page,
  problems,
  browser,
  baseURL,
  seed,
  count,
  shrinkSeconds,
  log = console.log,
}) {
  const actions = generateActions(seed, count).map((a, n) => ({ ...a, n }));
  log(`    soak : graine ${seed}, ${count} actions`);
  try {
    const stats = await runSequence({ page, problems, actions, log });
    log(`    soak : ${summary(stats)}`);
    return stats;
  } catch (error) {
    if (!(error instanceof SoakFailure)) throw error;
    log(`    soak : échec à l'action n° ${error.index} ${error.message}; réduction…`);
    const shrunk = await shrink({
      browser,
      baseURL,
      actions,
      failure: error,
      seconds: shrinkSeconds,
      log,
    });
    throw new Error(report({ seed, failure: error, action: actions[error.index], shrunk }), {
      cause: error,
    });
  }
}

function parseArgs(argv) {
  const options = { seed: CI_SEED, actions: CI_ACTIONS, shrinkSeconds: 300, replay: null };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (name === '--seed') options.seed = Number(value());
    else if (name === '--actions') options.actions = Number(value());
    else if (name === '--shrink-seconds') options.shrinkSeconds = Number(value());
    else if (name === '--replay') options.replay = value();
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(options.seed)) throw new Error('--seed takes an integer');
  if (!Number.isInteger(options.actions) || options.actions < 1) {
    throw new Error('--actions takes a positive integer');
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(resolve(BUILDS.test.dir, 'index.html'))) {
    console.error(`${BUILDS.test.dir} is missing: run \`npm run build:test\` first.`);
    process.exit(1);
  }
  let seed = options.seed;
  let actions;
  if (options.replay) {
    const saved = JSON.parse(readFileSync(options.replay, 'utf8'));
    seed = saved.seed ?? null;
    actions = saved.actions;
    console.log(`Soak : rejoue ${actions.length} actions de ${options.replay} (graine ${seed})`);
  } else {
    actions = generateActions(seed, options.actions).map((a, n) => ({ ...a, n }));
    console.log(`Soak : graine ${seed}, ${actions.length} actions`);
  }
  const { server, url } = await startServer(BUILDS.test.dir);
  const browser = await launchBrowser();
  let code = 0;
  try {
    let failure = null;
    let stats = null;
    try {
      await runTest(browser, url, {
        name: `soak-seed-${seed}`,
        fn: async ({ page, problems }) => {
          stats = await runSequence({ page, problems, actions, log: console.log });
        },
        options: { timeout: 3_600_000, contextOptions: SOAK_CONTEXT },
      });
    } catch (error) {
      failure =
        error instanceof SoakFailure
          ? error
          : new SoakFailure(actions.length, 'run', String(error));
    }
    if (!failure) {
      console.log(`Soak réussi, graine ${seed} : ${summary(stats)}`);
    } else {
      code = 1;
      console.log(`Soak : échec à l'action n° ${failure.index} ${failure.message}`);
      console.log(`Réduction (au plus ${options.shrinkSeconds} s)…`);
      const shrunk = await shrink({
        browser,
        baseURL: url,
        actions,
        failure,
        seconds: options.shrinkSeconds,
        log: console.log,
      });
      console.log(report({ seed, failure, action: actions[failure.index], shrunk }));
    }
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
