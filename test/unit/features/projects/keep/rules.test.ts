import {
  DAY,
  LATER_FOR,
  MEBIBYTE,
  MINUTE,
  lowSpace,
  reminderDue,
  safariPlatform,
  type ReminderFacts,
} from '../../../../../src/features/projects/keep/rules';
import {
  workAdded,
  workAfterEdit,
  type Work,
} from '../../../../../src/features/projects/keep/workRules';

const now = Date.parse('2026-11-29T12:00:00Z');

describe('keep/rules: minutes of work', () => {
  it('counts each minute with a change once', () => {
    let work: Work | undefined;
    for (const seconds of [0, 10, 59]) work = workAfterEdit(work, now + seconds * 1000);
    expect(work?.minutes).toBe(1);
    work = workAfterEdit(work, now + MINUTE);
    work = workAfterEdit(work, now + MINUTE + 30_000);
    expect(work.minutes).toBe(2);
  });

  it('does not count the minutes without a change (a pause, a tab left open)', () => {
    let work = workAfterEdit(undefined, now);
    work = workAfterEdit(work, now + 3 * 60 * MINUTE);
    expect(work.minutes).toBe(2);
  });

  it('returns the same count for another change in the same minute (nothing to write)', () => {
    const work = workAfterEdit(undefined, now);
    expect(workAfterEdit(work, now + 1000)).toBe(work);
  });

  it('adds a new page’s minutes to its project’s, a shared minute once', () => {
    const a = { minutes: 3, last: 100 };
    expect(workAdded(a, { minutes: 2, last: 100 })).toEqual({ minutes: 4, last: 100 });
    expect(workAdded(a, { minutes: 2, last: 101 })).toEqual({ minutes: 5, last: 101 });
    expect(workAdded(undefined, a)).toBe(a);
    expect(workAdded(a, undefined)).toBe(a);
  });
});

describe('keep/rules: when a reminder is due', () => {
  const facts = (over: Partial<ReminderFacts>): ReminderFacts => ({
    now,
    changedAt: now - MINUTE,
    copiedAt: null,
    workedMinutes: 0,
    laterUntil: null,
    ...over,
  });

  it('never copied: after 30 minutes of work, not before', () => {
    expect(reminderDue(facts({ workedMinutes: 29 }))).toBeNull();
    expect(reminderDue(facts({ workedMinutes: 30 }))).toEqual({ kind: 'neverCopied' });
  });

  it('copied: when changed since a copy seven days old or older', () => {
    const copiedAt = now - 7 * DAY;
    expect(reminderDue(facts({ copiedAt }))).toEqual({ kind: 'stale', copiedAt });
    expect(reminderDue(facts({ copiedAt: copiedAt + MINUTE }))).toBeNull();
    // Not changed since the copy: the file holds it all.
    expect(reminderDue(facts({ copiedAt, changedAt: copiedAt }))).toBeNull();
    expect(reminderDue(facts({ copiedAt, changedAt: null }))).toBeNull();
  });

  it('a recent copy needs no reminder, whatever the work', () => {
    expect(reminderDue(facts({ copiedAt: now - DAY, workedMinutes: 500 }))).toBeNull();
  });

  it('« Plus tard » holds both reminders for seven days', () => {
    const laterUntil = now - MINUTE + LATER_FOR;
    expect(reminderDue(facts({ workedMinutes: 40, laterUntil }))).toBeNull();
    expect(
      reminderDue(facts({ workedMinutes: 40, laterUntil, now: now - MINUTE + LATER_FOR })),
    ).toEqual({ kind: 'neverCopied' });
    const copiedAt = now - 30 * DAY;
    expect(reminderDue(facts({ copiedAt, laterUntil }))).toBeNull();
    expect(reminderDue(facts({ copiedAt, laterUntil: now }))).toEqual({
      kind: 'stale',
      copiedAt,
    });
  });
});

describe('keep/rules: space', () => {
  const GB = 1024 * MEBIBYTE;

  it('is short under 50 Mo free', () => {
    expect(lowSpace({ quota: 100 * GB, usage: 100 * GB - 49 * MEBIBYTE })).toBe(49 * MEBIBYTE);
    expect(lowSpace({ quota: 300 * MEBIBYTE, usage: 240 * MEBIBYTE })).toBeNull();
  });

  it('is short under 10 % of the quota free', () => {
    expect(lowSpace({ quota: 10 * GB, usage: 9.1 * GB })).toBeCloseTo(0.9 * GB);
    expect(lowSpace({ quota: 10 * GB, usage: 8.9 * GB })).toBeNull();
  });

  it('says nothing without a usable estimate', () => {
    expect(lowSpace(null)).toBeNull();
    expect(lowSpace({ usage: 10 })).toBeNull();
    expect(lowSpace({ usage: 10, quota: 0 })).toBeNull();
    expect(lowSpace({ usage: NaN, quota: 100 })).toBeNull();
  });

  it('counts an overused quota as nothing free', () => {
    expect(lowSpace({ usage: 2 * GB, quota: GB })).toBe(0);
  });
});

describe('keep/rules: Safari’s seven-day rule', () => {
  const UA = {
    safariMac:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    chromeMac:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    edgeMac:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    firefoxMac:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
    safariIphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    chromeIphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    firefoxIpad:
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
    chromeWindows:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    androidChrome:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    epiphanyLinux:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  };

  it('is Safari on a Mac, and every browser of iOS and iPadOS', () => {
    expect(safariPlatform(UA.safariMac)).toBe('mac');
    expect(safariPlatform(UA.safariIphone)).toBe('ios');
    expect(safariPlatform(UA.chromeIphone)).toBe('ios');
    expect(safariPlatform(UA.firefoxIpad)).toBe('ios');
  });

  it('is an iPad asking for the desktop site (a Mac’s Safari with a touch screen)', () => {
    expect(safariPlatform(UA.safariMac, { maxTouchPoints: 5 })).toBe('ios');
  });

  it('is not Chrome, Edge or Firefox on a Mac, nor Windows, Android or Linux', () => {
    for (const ua of [
      UA.chromeMac,
      UA.edgeMac,
      UA.firefoxMac,
      UA.chromeWindows,
      UA.androidChrome,
      UA.epiphanyLinux,
    ]) {
      expect(safariPlatform(ua)).toBeNull();
    }
  });

  it('is not Toile opened from the home screen or the Dock', () => {
    expect(safariPlatform(UA.safariIphone, { standalone: true })).toBeNull();
    expect(safariPlatform(UA.safariMac, { standalone: true })).toBeNull();
  });
});
