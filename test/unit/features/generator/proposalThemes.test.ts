import { THEMES } from '../../../../src/content/themes';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { colorBindingCount } from '../../../../src/document/siteStyles/designStyles';
import { applyTheme, findColor } from '../../../../src/document/siteStyles/siteStyles';
import { COLOR_ROLES, type SiteDocument } from '../../../../src/document/types';
import { PROPOSAL_SCALE, proposalTheme } from '../../../../src/features/generator/design';
import { generateSites, type Proposal } from '../../../../src/features/generator/generate';
import { counter } from '../../../../src/features/templates/templatePages';
import { CORPUS } from '../../../fixtures/generatorCorpus';

/**
 * Each proposal of « Créer avec l’IA » is a theme applied to its site: the site's colours and
 * fonts are the proposal's theme's, every colour of its elements follows one of them, so another
 * theme restyles the whole generated site later.
 */

function proposals(description: string): Proposal[] {
  const outcome = generateSites({ description, year: 2026 }, counter());
  if (!outcome.ok) throw new Error(`no site for « ${description} »`);
  return outcome.generated.proposals;
}

const roleValues = (site: SiteDocument) =>
  Object.fromEntries(COLOR_ROLES.map((role) => [role, findColor(site.styles, role)!.value]));

const elementsOf = (site: SiteDocument) => site.pages.flatMap((page) => page.elements);

describe('a bakery’s three proposals', () => {
  const three = proposals('une boulangerie bio à Lyon qui s’appelle Le Fournil');

  it.each([0, 1, 2])('proposal %i is drawn in its own theme', (k) => {
    const { site, theme, palette } = three[k];
    expect(theme).toEqual(
      proposalTheme(
        palette,
        { headingFont: site.theme.headingFont, bodyFont: site.theme.bodyFont },
        k,
      ),
    );
    expect(theme.name).toBe(`Proposition ${k + 1}`);
    expect(theme.scale).toEqual(PROPOSAL_SCALE);
    expect(roleValues(site)).toEqual(theme.colors);
    expect(siteSchema.safeParse(site).success).toBe(true);
    expect(site.theme).toEqual({ headingFont: theme.fonts.heading, bodyFont: theme.fonts.body });
    // Its own theme applied again changes no colour: the site is that theme's.
    const again = applyTheme(site, theme);
    expect(elementsOf(again).map((e) => [e.styles.color, e.styles.backgroundColor])).toEqual(
      elementsOf(site).map((e) => [e.styles.color, e.styles.backgroundColor]),
    );
  });

  it('changes theme later: every page’s buttons, bands and footers take the new colours', () => {
    const { site } = three[0];
    const theme = THEMES.find((t) => t.id === 'ocean')!;
    const after = applyTheme(site, theme);
    const all = elementsOf(after);
    const buttons = all.filter(
      (e) => e.type === 'button' && e.properties.colors?.backgroundColor === 'primary',
    );
    expect(
      new Set(after.pages.filter((p) => p.elements.some((e) => buttons.includes(e)))).size,
    ).toBeGreaterThan(1);
    for (const b of buttons) expect(b.styles.backgroundColor).toBe(theme.colors.primary);
    for (const f of all.filter((e) => e.type === 'footer')) {
      expect(f.styles.backgroundColor).toBe(theme.colors.secondary);
    }
    // No element keeps a colour of the old theme's roles, except added colours that equal one.
    const old = new Set(Object.values(three[0].theme.colors));
    const kept = all.filter(
      (e) =>
        old.has(e.styles.backgroundColor) && !e.properties.colors?.backgroundColor?.startsWith('c'),
    );
    expect(kept).toEqual([]);
  });
});

it('leaves no colour of their own in the corpus briefs’ first proposals (the figure)', () => {
  const total = { bound: 0, raw: 0 };
  for (const c of CORPUS) {
    const count = colorBindingCount(proposals(c.description)[0].site);
    total.bound += count.bound;
    total.raw += count.raw;
  }
  // 34 briefs: 6,993 colour fields (the shared header's and footer's counted once), each
  // following a colour of the site.
  expect(total.raw).toBe(0);
  expect(total.bound).toBeGreaterThan(6500);
});
