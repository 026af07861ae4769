import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { longDate, monthAndDay } from '../../src/utils/longDate';

describe('longDate', () => {
  const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  it("prints what Intl's English long date prints, in UTC", () => {
    for (const iso of ['2022-11-21T00:00:00.000Z', '2021-01-01', '2023-12-31T23:59:59Z', '2020-02-29', '2024-07-04']) {
      assert.equal(longDate(iso), intl.format(new Date(iso)), iso);
    }
  });

  it('prints the month and day alone as Intl does', () => {
    const monthDay = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    for (const iso of ['2022-11-21', '2021-01-01T23:00:00Z'])
      assert.equal(monthAndDay(iso), monthDay.format(new Date(iso)));
  });

  it('takes the day in UTC whatever the local time zone', () => {
    assert.equal(longDate('2022-05-31T23:30:00-02:00'), 'June 1, 2022');
  });
});
