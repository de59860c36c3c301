import { versionsToDrop } from '../../../../../src/features/projects/versions/retention';
import type { VersionMeta } from '../../../../../src/features/projects/versions/versionTypes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date(2026, 10, 29, 15, 0).getTime();

const version = (id: string, ago: number, reason: VersionMeta['reason'] = 'auto'): VersionMeta => ({
  id,
  projectId: 'p',
  createdAt: new Date(now - ago).toISOString(),
  reason,
  projectName: 'Site',
  pages: 1,
  elements: 1,
  size: 10,
});

describe('versions/retention', () => {
  it('keeps every version of the last 24 hours', () => {
    const recent = Array.from({ length: 144 }, (_, i) => version(`v${i}`, i * 10 * 60_000));
    expect(versionsToDrop(recent, now)).toEqual([]);
  });

  it('keeps the newest of each day for 30 days, then the newest of each week', () => {
    const versions = [
      version('yesterday-late', 26 * HOUR),
      version('two-days-9h', 2 * DAY + 6 * HOUR),
      version('two-days-8h', 2 * DAY + 7 * HOUR),
      version('two-days-7h', 2 * DAY + 8 * HOUR),
      version('forty-days', 40 * DAY),
      version('forty-days-earlier', 40 * DAY + HOUR),
      version('forty-one-days', 41 * DAY),
      version('ninety-days', 90 * DAY),
    ];
    const dropped = versionsToDrop(versions, now);
    expect(dropped).toEqual(
      expect.arrayContaining(['two-days-8h', 'two-days-7h', 'forty-days-earlier']),
    );
    expect(dropped).not.toContain('yesterday-late');
    expect(dropped).not.toContain('two-days-9h');
    expect(dropped).not.toContain('forty-days');
    expect(dropped).not.toContain('ninety-days');
    // 40 and 41 days ago: the same week or not, never both kept beyond what a week allows.
    const week = (ago: number) => {
      const d = new Date(now - ago);
      const day = Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY;
      return Math.floor((day + 3) / 7);
    };
    if (week(40 * DAY) === week(41 * DAY)) expect(dropped).toContain('forty-one-days');
    else expect(dropped).not.toContain('forty-one-days');
  });

  it('never drops a named version', () => {
    const versions = [
      version('a', 3 * DAY),
      version('b', 3 * DAY + HOUR, 'named'),
      version('c', 3 * DAY + 2 * HOUR, 'named'),
      version('d', 100 * DAY, 'named'),
      version('e', 100 * DAY + HOUR, 'named'),
    ];
    expect(versionsToDrop(versions, now)).toEqual([]);
  });

  it('keeps one a day over a month of hourly versions: about 30, plus the last day whole', () => {
    const hourly = Array.from({ length: 24 * 30 }, (_, i) => version(`h${i}`, i * HOUR));
    const dropped = new Set(versionsToDrop(hourly, now));
    const kept = hourly.filter((v) => !dropped.has(v.id));
    expect(kept.length).toBeGreaterThanOrEqual(24 + 28);
    expect(kept.length).toBeLessThanOrEqual(24 + 31);
  });
});
