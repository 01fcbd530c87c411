// Five-field cron (minute hour day-of-month month day-of-week, UTC) for the in-process queue's schedules; pg-boss
// reads the same expressions itself. Resolution is one minute, as pg-boss's (one job per minute slot).

const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
] as const;

const parseField = (text: string, { min, max }: { min: number; max: number }): Set<number> => {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    const [from, to] =
      range === '*'
        ? [min, max]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), Number(range)];
    if (![from, to, step].every(Number.isInteger) || step < 1 || from! < min || to! > max || from! > to!) {
      throw new Error(`cron: "${text}" is not a field between ${min} and ${max}`);
    }
    for (let value = from!; value <= to!; value += step) values.add(value);
  }
  return values;
};

/** Whether the minute starting at `at` (UTC) is a tick of `cron`; throws on an expression it cannot read. */
export const isCronTick = (cron: string, at: Date): boolean => {
  const texts = cron.trim().split(/\s+/);
  if (texts.length !== FIELDS.length) throw new Error(`cron: "${cron}" needs five fields`);
  const [minutes, hours, days, months, weekdays] = texts.map((text, index) =>
    parseField(text, FIELDS[index]!),
  );
  if (weekdays!.has(7)) weekdays!.add(0);
  const dayMatches = days!.has(at.getUTCDate());
  const weekdayMatches = weekdays!.has(at.getUTCDay());
  // Classic cron: when both day fields are restricted, either one matching is enough.
  const day =
    texts[2] !== '*' && texts[4] !== '*' ? dayMatches || weekdayMatches : dayMatches && weekdayMatches;
  return (
    minutes!.has(at.getUTCMinutes()) &&
    hours!.has(at.getUTCHours()) &&
    months!.has(at.getUTCMonth() + 1) &&
    day
  );
};

/** The start of the minute `now` falls in. */
export const minuteOf = (now: Date): Date => new Date(Math.floor(now.getTime() / 60_000) * 60_000);
