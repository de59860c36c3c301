import { KEEP_KEYS } from '../../../../../src/features/projects/keep/keepStore';
import { LATER_FOR, MINUTE } from '../../../../../src/features/projects/keep/workRules';
import {
  editMade,
  laterUntil,
  onWorkChanged,
  remindLater,
  unsavedWorkDropped,
  unsavedWorkSaved,
  workedMinutes,
} from '../../../../../src/features/projects/keep/work';

const now = Date.parse('2026-11-29T12:00:00Z');

beforeEach(() => {
  localStorage.clear();
  unsavedWorkDropped();
});

describe('keep/work', () => {
  it('remembers each project’s minutes apart, and tells once per new minute', () => {
    const heard = jest.fn();
    const stop = onWorkChanged(heard);
    editMade('a', now);
    editMade('a', now + 1000);
    editMade('a', now + MINUTE);
    editMade('b', now);
    stop();
    expect(workedMinutes('a')).toBe(2);
    expect(workedMinutes('b')).toBe(1);
    expect(workedMinutes('c')).toBe(0);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('gives a new page’s minutes to the project its first save makes', () => {
    editMade(null, now);
    editMade(null, now + MINUTE);
    unsavedWorkSaved('p');
    expect(workedMinutes('p')).toBe(2);
    unsavedWorkSaved('q');
    expect(workedMinutes('q')).toBe(0);
  });

  it('forgets a new page’s minutes when another page is opened', () => {
    editMade(null, now);
    unsavedWorkDropped();
    unsavedWorkSaved('p');
    expect(workedMinutes('p')).toBe(0);
  });

  it('« Plus tard » holds a project for seven days', () => {
    expect(laterUntil('p')).toBeNull();
    remindLater('p', now);
    expect(laterUntil('p')).toBe(now + LATER_FOR);
    expect(laterUntil('other')).toBeNull();
  });

  it('reads damaged memory as none', () => {
    localStorage.setItem(KEEP_KEYS.work, '{"p": {"minutes": "lots"}}');
    localStorage.setItem(KEEP_KEYS.later, 'not json');
    expect(workedMinutes('p')).toBe(0);
    expect(laterUntil('p')).toBeNull();
    editMade('p', now);
    expect(workedMinutes('p')).toBe(1);
  });
});
