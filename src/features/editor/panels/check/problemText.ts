import { formatInteger } from '../../../../common/numberFormat';
import { shownRatio } from '../../../../document/check/contrast';
import type { SiteProblem } from '../../../../document/check/siteCheck';
import type { Screen } from '../../../../document/layout/screens';
import { fr } from '../../../../i18n/fr';

const t = fr.editor.siteCheck;

/** A contrast ratio in French, to the hundredth at most: « 4,48 », « 4,5 », « 3 ». */
const ratioFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A typed address, shortened to what a line can show. */
const shortened = (value: string) => (value.length > 60 ? `${value.slice(0, 59)}…` : value);

/** « Ordinateur », « Tablette et Mobile », « Ordinateur, Tablette et Mobile ». */
function screenList(screens: readonly Screen[]): string {
  const names = screens.map((s) => fr.editor.screens.names[s]);
  if (names.length <= 1) return names.join('');
  return t.and(names.slice(0, -1).join(', '), names[names.length - 1]);
}

/** What the dialog says of a problem: one line, then what to do. */
export function problemText(problem: SiteProblem): { message: string; help: string } {
  switch (problem.kind) {
    case 'missingTitle':
      return { message: t.missingTitle(problem.pageName), help: t.missingTitleHelp };
    case 'missingDescription':
      return { message: t.missingDescription(problem.pageName), help: t.missingDescriptionHelp };
    case 'noH1':
      return { message: t.noH1(problem.pageName), help: t.noH1Help };
    case 'manyH1':
      return {
        message: t.manyH1(formatInteger(problem.count), problem.pageName),
        help: t.manyH1Help,
      };
    case 'brokenLink': {
      const { link } = problem;
      let message: string;
      if (problem.reason === 'missingPage') message = t.brokenLink.missingPage;
      else if (problem.reason === 'missingAnchor' && link.kind === 'anchor') {
        message = t.brokenLink.missingAnchor(link.anchor, problem.targetPageName ?? '');
      } else if (link.kind === 'email') message = t.brokenLink.email(shortened(link.address));
      else if (link.kind === 'phone') message = t.brokenLink.phone(shortened(link.number));
      else message = t.brokenLink.url(shortened(link.kind === 'url' ? link.href : ''));
      return { message, help: t.brokenLinkHelp };
    }
    case 'missingAlt':
      return { message: t.missingAlt, help: t.missingAltHelp };
    case 'lowContrast': {
      const base = t.lowContrast(
        ratioFormat.format(shownRatio(problem.ratio, problem.required)),
        ratioFormat.format(problem.required),
      );
      const everywhere = problem.screens.length === 3;
      return {
        message: everywhere ? base : t.lowContrastOn(base, screenList(problem.screens)),
        help: t.lowContrastHelp(problem.color, problem.background),
      };
    }
    case 'smallTarget': {
      const what = t.smallTarget[problem.target];
      // Rounded down: 23,9 px is not 24.
      const px = (n: number) => formatInteger(Math.floor(n));
      return {
        message:
          problem.width === null
            ? t.targetHeight(what, px(problem.height))
            : t.targetSize(what, px(problem.width), px(problem.height)),
        help: problem.shape === 'words' ? t.smallTextLinkHelp : t.smallBoxHelp,
      };
    }
  }
}
