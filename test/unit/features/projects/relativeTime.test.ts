import { formatAgo, formatModified } from '../../../../src/features/projects/relativeTime';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('projects/relativeTime', () => {
  it.each<[number, string]>([
    [10, 'à l’instant'],
    [5 * 60, 'il y a 5 minutes'],
    [60, 'il y a 1 minute'],
    [3 * 3600, 'il y a 3 heures'],
    [86_400, 'hier'],
    [3 * 86_400, 'il y a 3 jours'],
    [60 * 86_400, 'il y a 2 mois'],
    [800 * 86_400, 'il y a 2 ans'],
  ])('%i s ago reads « %s »', (seconds, text) => {
    expect(formatAgo(ago(seconds), now).replace(/\u00a0|\u202f/g, ' ')).toBe(text);
  });

  it('writes « modifié il y a 5 minutes »', () => {
    expect(formatModified(ago(5 * 60), now).replace(/\u00a0|\u202f/g, ' ')).toBe(
      'modifié il y a 5 minutes',
    );
  });
});
