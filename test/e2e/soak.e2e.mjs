// The soak test with the CI seed (test/soak/soak.mjs, test/soak/actions.mjs): CI_ACTIONS actions a
// person does in the editor, drawn from one seed, each followed by its checks (no console error,
// a valid document), with reloads, exports, imports, versions and undoing everything along the
// way. A failure names the seed and the shortest failing sequence found in two minutes. Longer
// runs and other seeds: `npm run soak -- --seed N --actions M`.
import { test } from './harness.mjs';
import { CI_ACTIONS, CI_SEED, SOAK_CONTEXT, soakInTest } from '../soak/soak.mjs';

test(
  `soak: ${CI_ACTIONS} actions of seed ${CI_SEED}, each checked; reload, export, import, undo everything`,
  async ({ page, problems, browser, baseURL }) => {
    await soakInTest({
      page,
      problems,
      browser,
      baseURL,
      seed: CI_SEED,
      count: CI_ACTIONS,
      shrinkSeconds: 120,
    });
  },
  // Alone (the other browser tests wait): about two and a half minutes on two cores, four beside
  // the others; a failure adds two to look for its sequence.
  { timeout: 720_000, alone: true, contextOptions: SOAK_CONTEXT },
);
