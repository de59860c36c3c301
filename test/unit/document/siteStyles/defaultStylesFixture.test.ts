import { readFileSync, writeFileSync } from 'node:fs';
import { defaultSiteStyles } from '../../../../src/document/siteStyles/siteStyles';

/**
 * Browser tests and benchmarks load sites through the test build's store hook, written in plain
 * JavaScript (test/siteOf.mjs): they give a site the styles of a new site from this fixture, which
 * must stay what the app makes (`FIXTURE_WRITE=1` writes it again).
 */
const FIXTURE = 'test/fixtures/default-site-styles.json';

test('the fixture of a new site’s styles is what defaultSiteStyles makes', () => {
  if (process.env.FIXTURE_WRITE === '1') {
    writeFileSync(FIXTURE, `${JSON.stringify(defaultSiteStyles(), null, 2)}\n`);
  }
  expect(JSON.parse(readFileSync(FIXTURE, 'utf8'))).toEqual(defaultSiteStyles());
});
