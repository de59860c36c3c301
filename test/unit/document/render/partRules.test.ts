import { partRulesOnce } from '../../../../src/document/render/partRules';
import type { PartRule } from '../../../../src/document/render/renderPage';

const rule = (name: string, screen: PartRule['screen'], ...declarations: string[]): PartRule => ({
  name,
  screen,
  declarations,
});

describe('partRulesOnce: the shared parts’ rules every page writes alike, written once', () => {
  it('moves what every page drawing a class writes the same, and keeps what differs', () => {
    const { written, css } = partRulesOnce([
      [rule('f-footer-1', 'desktop', 'left: 0;', 'top: 400px;', 'color: #FFFFFF;')],
      [rule('f-footer-1', 'desktop', 'left: 0;', 'top: 900px;', 'color: #FFFFFF;')],
      // A page that hides the footer draws none of its classes: it has no say.
      [rule('h-text-1', 'desktop', 'left: 0;')],
    ]);
    expect(written.get('f-footer-1 desktop')).toEqual(new Set(['left: 0;', 'color: #FFFFFF;']));
    expect(written.get('h-text-1 desktop')).toEqual(new Set(['left: 0;']));
    expect(css).toContain('.f-footer-1 {\n  left: 0;\n  color: #FFFFFF;\n}');
    expect(css).not.toContain('top:');
  });

  it('keeps on every screen a property a page keeps on Ordinateur, which would win there', () => {
    const { written } = partRulesOnce([
      [
        rule('f-footer-1', 'desktop', 'top: 400px;', 'width: 1152px;'),
        rule('f-footer-1', 'tablet', 'top: auto;', 'width: auto;', 'margin: 32px 0 0;'),
      ],
      [
        rule('f-footer-1', 'desktop', 'top: 900px;', 'width: 1152px;'),
        rule('f-footer-1', 'tablet', 'top: auto;', 'width: auto;', 'margin: 16px 0 0;'),
      ],
    ]);
    expect(written.get('f-footer-1 desktop')).toEqual(new Set(['width: 1152px;']));
    // `top` stays with the pages on the tablet too; `margin` differs; `width` moves.
    expect(written.get('f-footer-1 tablet')).toEqual(new Set(['width: auto;']));
  });

  it('moves a screen’s rule only when every page drawing the class has it', () => {
    const { written } = partRulesOnce([
      [rule('f-text-1', 'desktop', 'left: 0;'), rule('f-text-1', 'phone', 'font-size: 17px;')],
      [rule('f-text-1', 'desktop', 'left: 0;')],
    ]);
    expect(written.has('f-text-1 phone')).toBe(false);
  });

  it('moves a form’s button rule whole when every page writes it alike', () => {
    const accent = '.f-form-1 .form-submit {\n  background: #C2410C;\n  color: #FFFFFF;\n}';
    const { written, css } = partRulesOnce([
      [rule('f-form-1', 'accent', accent)],
      [rule('f-form-1', 'accent', accent)],
    ]);
    expect(written.get('f-form-1 accent')).toEqual(new Set([accent]));
    expect(css).toContain(accent);
  });

  it('writes nothing when no page shows a shared part', () => {
    expect(partRulesOnce([[], []])).toEqual({ written: new Map(), css: '' });
  });
});
