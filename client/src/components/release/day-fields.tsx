import { Input } from '#client/components/ui/input.tsx';

/** The three parts of a day as typed, before they are put together. */
export interface DayParts {
  day: string;
  month: string;
  year: string;
}

export const emptyDayParts: DayParts = { day: '', month: '', year: '' };

/** yyyy-mm-dd from Day, Month and Year boxes; null when they do not make a real calendar day. */
export function isoDayFromParts({ day, month, year }: DayParts): string | null {
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(m) - 1 ||
    date.getUTCDate() !== Number(d)
  )
    return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** Today where the person is, as yyyy-mm-dd. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Why a typed opening day cannot be used, or null when it can: it must be a real day after today (a release for
 * today is simply a release now).
 */
export function opensOnProblem(parts: DayParts, now = new Date()): string | null {
  const day = isoDayFromParts(parts);
  if (!day) return 'Please give the day, month and year as numbers, for example 1 6 2030.';
  if (day <= todayIso(now)) return 'Please choose a day after today.';
  return null;
}

/**
 * A day as three boxes, Day, Month and Year (the GOV.UK date pattern the birthday uses too, decision 804):
 * easier to type and to read back than a date picker.
 */
export function DayFields({
  id,
  legend,
  hint = 'For example, 1 6 2030',
  value,
  onChange,
  problem,
}: {
  /** The id of the Day box, which takes focus when the day needs fixing. */
  id: string;
  legend: string;
  hint?: string;
  value: DayParts;
  onChange: (parts: DayParts) => void;
  problem?: string | null;
}) {
  const [hintId, errorId] = [`${id}-hint`, `${id}-error`];
  const box = (part: keyof DayParts, label: string, width: string, boxId: string) => (
    <div>
      <label htmlFor={boxId} className="mb-1 block">
        {label}
      </label>
      <Input
        id={boxId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={part === 'year' ? 4 : 2}
        value={value[part]}
        onChange={(event) => onChange({ ...value, [part]: event.target.value })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        className={width}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-1.5 font-semibold">{legend}</legend>
      <p id={hintId} className="mb-2 text-muted">
        {hint}
      </p>
      <div className="flex gap-3">
        {box('day', 'Day', 'w-20', id)}
        {box('month', 'Month', 'w-20', `${id}-month`)}
        {box('year', 'Year', 'w-28', `${id}-year`)}
      </div>
      {problem ? (
        <p id={errorId} className="mt-1.5 font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
