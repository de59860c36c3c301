import { formatVersionDate } from '../../../../../src/features/projects/versions/versionDate';

const NBSP = '\u00a0';
const now = new Date(2026, 10, 29, 16, 0);
const at = (day: number, h: number, m: number, year = 2026, month = 10) =>
  new Date(year, month, day, h, m).toISOString();

describe('versions/formatVersionDate', () => {
  it('says today, yesterday, a day of this year and of another', () => {
    expect(formatVersionDate(at(29, 14, 32), now)).toBe(`aujourd'hui à 14${NBSP}h${NBSP}32`);
    expect(formatVersionDate(at(28, 9, 5), now)).toBe(`hier à 9${NBSP}h${NBSP}05`);
    expect(formatVersionDate(at(12, 9, 5), now)).toMatch(/^le 12 novembre à 9\sh\s05$/);
    expect(formatVersionDate(at(3, 23, 0, 2025, 2), now)).toMatch(/^le 3 mars 2025 à 23\sh\s00$/);
  });

  it('knows yesterday across a month', () => {
    const first = new Date(2026, 11, 1, 8, 0);
    expect(formatVersionDate(new Date(2026, 10, 30, 22, 10).toISOString(), first)).toBe(
      `hier à 22${NBSP}h${NBSP}10`,
    );
  });
});
