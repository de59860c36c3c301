import fc from 'fast-check';
import { isAllowedImageUrl } from '../../../../src/document/validate/isAllowedImageUrl';
import { parseFontSize } from '../../../../src/document/validate/parseFontSize';
import { parseHexColor } from '../../../../src/document/validate/parseHexColor';
import { parseIntegerField } from '../../../../src/document/validate/parseIntegerField';
import { parseImageUrl } from '../../../../src/features/editor/panels/properties/ContentField';

describe('parseIntegerField (position, size, corners, padding)', () => {
  it.each([
    ['120', 120],
    ['  42 ', 42],
    ['-15', -15],
    ['12.7', 12],
    ['12,7', 12],
    ['30px', 30],
    ['', 0],
    ['abc', 0],
    ['-', 0],
    ['NaN', 0],
  ])('« %s » → %d', (input, expected) => {
    expect(parseIntegerField(input)).toBe(expected);
  });

  it('reads any integer back as itself, and never returns NaN', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => parseIntegerField(String(n)) === n),
    );
    fc.assert(fc.property(fc.string(), (s) => Number.isInteger(parseIntegerField(s))));
  });
});

describe('parseFontSize', () => {
  it.each([
    ['24', 24],
    ['18.5', 18],
    ['', 16],
    ['grand', 16],
    ['0', 16],
    ['-4', 16],
  ])('« %s » → %d', (input, expected) => {
    expect(parseFontSize(input)).toBe(expected);
  });

  it('always gives a positive integer', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const size = parseFontSize(s);
        return Number.isInteger(size) && size > 0;
      }),
    );
  });
});

describe('isAllowedImageUrl', () => {
  it.each([
    'https://exemple.fr/photo.jpg',
    'http://exemple.fr/photo.png',
    '  https://cdn.exemple.com/a b.jpg ',
    'HTTPS://EXEMPLE.FR/X.PNG',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;charset=utf-8,%3Csvg%3E',
  ])('accepts %s', (url) => {
    expect(isAllowedImageUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://exemple.fr/a.png',
    '/images/a.png',
    'exemple.fr/a.png',
    'https://',
    'blob:https://exemple.fr/123',
    '',
  ])('refuses %s', (url) => {
    expect(isAllowedImageUrl(url)).toBe(false);
  });
});

describe('the image URL field', () => {
  it('applies an allowed address', () => {
    expect(parseImageUrl(' https://exemple.fr/a.png ')).toEqual({
      ok: true,
      value: 'https://exemple.fr/a.png',
    });
  });
  it('waits while an allowed address is being typed, refuses anything else', () => {
    expect(parseImageUrl('htt')).toEqual({ ok: false, pending: true });
    expect(parseImageUrl('data:im')).toEqual({ ok: false, pending: true });
    expect(parseImageUrl('javascript:alert(1)')).toEqual({ ok: false, pending: false });
  });
});

describe('parseHexColor', () => {
  it.each([
    ['#3b82f6', '#3B82F6'],
    ['3B82F6', '#3B82F6'],
    ['#abc', '#AABBCC'],
    [' #000000 ', '#000000'],
  ])('« %s » → %s', (input, expected) => {
    expect(parseHexColor(input)).toBe(expected);
  });

  it('refuses what is not a hex colour, and transparent unless allowed', () => {
    for (const bad of ['', '#12', '#12345', '#GGGGGG', 'red', 'url(x)', 'transparent']) {
      expect(parseHexColor(bad)).toBeNull();
    }
    expect(parseHexColor('Transparent', true)).toBe('transparent');
  });
});
