const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as English text ("November 21, 2022"), in UTC: what `Intl.DateTimeFormat('en', { day:
 * 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })` prints, without Intl. A page's
 * first Intl date format loads the locale's calendar data, a long task on a phone's main thread
 * while the page hydrates; the site is in English only. Every date the site prints (pages,
 * social cards) comes from here.
 */
export function longDate(date: string | Date): string {
  return `${monthAndDay(date)}, ${new Date(date).getUTCFullYear()}`;
}

/** The month and day as English text ("November 21"), in UTC. */
export function monthAndDay(date: string | Date): string {
  const value = new Date(date);
  return `${MONTHS[value.getUTCMonth()]} ${value.getUTCDate()}`;
}
