import type { Config } from 'vega-lite';
import type { Locale } from '../schemas/common.ts';

/** A vega number and time locale definition (d3-format and d3-time-format). */
export type ChartLocaleDefinition = Required<NonNullable<Config['locale']>>;

// Numbers as docs/conventions.md §6 sets them: en-US 12,345.67, it-IT 12.345,67 (grouping always, also for 4 digits),
// an ASCII minus and no space before % — the same output as Intl with useGrouping 'always'.
const enUS: ChartLocaleDefinition = {
  number: { decimal: '.', thousands: ',', grouping: [3], currency: ['€', ''], minus: '-', percent: '%' },
  time: {
    dateTime: '%x, %X',
    date: '%-m/%-d/%Y',
    time: '%-I:%M:%S %p',
    periods: ['AM', 'PM'],
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: [
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
    ],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
};

const itIT: ChartLocaleDefinition = {
  number: {
    decimal: ',',
    thousands: '.',
    grouping: [3],
    currency: ['', '\u00a0€'],
    minus: '-',
    percent: '%',
  },
  time: {
    dateTime: '%A %e %B %Y, %X',
    date: '%d/%m/%Y',
    time: '%H:%M:%S',
    periods: ['AM', 'PM'],
    days: ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'],
    shortDays: ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'],
    months: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
    shortMonths: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  },
};

/** Number and time formatting of charts per locale, handed to vega through the spec's `config.locale`. */
export const chartLocales: Readonly<Record<Locale, ChartLocaleDefinition>> = { 'en-US': enUS, 'it-IT': itIT };

/** The d3 format strings charts use; separators come from the locale. */
export const chartFormats = {
  /** A fraction as a percentage, one decimal at most: 0.125 → 12.5% / 12,5%. */
  percent: ',.1~%',
  /** A value with two decimals (PAI, ratios; sfdr-pai-and-taxonomy.md §5.13). */
  decimal2: ',.2f',
  /** A value with up to two decimals, trailing zeros dropped. */
  decimal2Trim: ',.2~f',
  /** Scores and index values, one decimal. */
  decimal1: ',.1f',
  /** Day and month on a time axis of a few weeks. */
  dayMonth: '%-d %b',
  /** Month and year on a time axis of up to two years. */
  monthYear: '%b %Y',
  /** Year on a longer time axis. */
  year: '%Y',
  /** A full date in tooltips. */
  date: '%x',
} as const;
