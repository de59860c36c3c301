import { createElement } from '../../../../src/document/createElement';
import {
  CONTAINER_MIN_HEIGHT,
  elementBottom,
  elementBoxStyle,
} from '../../../../src/document/style/elementBoxStyle';
import {
  isSafeColour,
  safeImageSource,
  safeInteger,
  safeStyles,
} from '../../../../src/document/validate/safeStyles';

describe('isSafeColour', () => {
  it.each([
    '#abc',
    '#ABCD',
    '#3B82F6',
    '#3b82f680',
    'transparent',
    'Red',
    'rebeccapurple',
    'rgb(1, 2, 3)',
    'rgba(255,255,255,0.5)',
    ' #fff ',
  ])('accepts %j', (value) => expect(isSafeColour(value)).toBe(true));
  it.each([
    '',
    '#12',
    '#12345',
    '#ggg',
    'red;',
    'red}',
    'url(x)',
    'expression(alert(1))',
    'var(--x)',
    'currentColor',
    'rgb(1,2,3);background:url(x)',
    'rgb(256,0,0)',
    'hsl(0 0% 0%)',
    '</style>',
    'red\n}',
    12,
    null,
    undefined,
    {},
  ])('refuses %j', (value) => expect(isSafeColour(value)).toBe(false));
});

describe('safeInteger', () => {
  it('rounds and clamps numbers, and falls back for anything else', () => {
    expect(safeInteger(12.6, 0, 100, 5)).toBe(13);
    expect(safeInteger(-3, 0, 100, 5)).toBe(0);
    expect(safeInteger(1e9, 0, 100, 5)).toBe(100);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '12', '12px', null, undefined, {}]) {
      expect(safeInteger(bad, 0, 100, 5)).toBe(5);
    }
  });
});

describe('safeImageSource', () => {
  it('keeps http(s) (normalized) and data:image, refuses every other scheme', () => {
    expect(safeImageSource(' https://exemple.fr/a b.png ')).toBe('https://exemple.fr/a%20b.png');
    expect(safeImageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://exemple.fr/a.png',
      '//exemple.fr/a.png',
      'image.png',
      '',
      42,
    ]) {
      expect(safeImageSource(bad)).toBeNull();
    }
  });
});

describe('safeStyles and elementBoxStyle', () => {
  it('replaces missing or bad values with the spec defaults of the type', () => {
    const button = { ...createElement('button', 'b'), styles: {} } as never;
    expect(safeStyles(button)).toMatchObject({
      backgroundColor: '#3B82F6',
      borderRadius: 8,
      padding: 12,
      fontSize: 16,
      fontWeight: 'normal',
      textAlign: 'left',
    });
  });

  it('gives headers and footers #F3F4F6 when no background is set, and only then', () => {
    const header = createElement('header', 'h');
    expect(elementBoxStyle(header).backgroundColor).toBe('#F3F4F6');
    header.styles.backgroundColor = '#111827';
    expect(elementBoxStyle(header).backgroundColor).toBe('#111827');
    expect(elementBoxStyle(createElement('text', 't')).backgroundColor).toBe('transparent');
  });

  it('keeps a container at least 100 px high and counts it in the page height', () => {
    const container = createElement('container', 'c', { x: 0, y: 50 });
    expect(elementBoxStyle(container).minHeight).toBe(CONTAINER_MIN_HEIGHT);
    expect(elementBottom(container)).toBe(150);
    container.styles.margin = 10;
    expect(elementBottom(container)).toBe(170);
  });

  it('centres buttons, headers and footers vertically, aligned as asked', () => {
    const button = createElement('button', 'b');
    button.styles.textAlign = 'right';
    expect(elementBoxStyle(button)).toMatchObject({
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      textAlign: 'right',
    });
    expect(elementBoxStyle(createElement('text', 't')).display).toBe('block');
  });
});
