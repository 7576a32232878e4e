import { useState } from 'react';
import { Input } from '#client/components/ui/input.tsx';

/** The three parts of a date as typed, before they are put together. */
interface DateParts {
  day: string;
  month: string;
  year: string;
}

function partsOf(isoDay: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return { day: '', month: '', year: '' };
  return { day: String(Number(match[3])), month: String(Number(match[2])), year: match[1] ?? '' };
}

/**
 * The date the form sends: yyyy-mm-dd, blank when nothing is typed. Parts that are not numbers are sent as typed,
 * so the shared rule (shared/profile.ts) refuses them with its plain message instead of a guess being saved.
 */
export function dayFromParts({ day, month, year }: DateParts): string {
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!d && !m && !y) return '';
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return `${y}-${m}-${d}`;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/**
 * Birthday as Day, Month and Year boxes (the GOV.UK "memorable date" pattern): easier to type and to read back
 * than a date picker, and the same date is saved.
 */
export function BirthdayFields({
  id,
  value,
  onChange,
  invalid,
  errorId,
}: {
  /** The id of the Day box, which takes focus when the birthday needs fixing. */
  id: string;
  value: string;
  onChange: (isoDay: string) => void;
  invalid: boolean;
  errorId?: string;
}) {
  const [parts, setParts] = useState<DateParts>(() => partsOf(value));
  const hintId = `${id}-hint`;
  const change = (part: keyof DateParts, typed: string) => {
    const next = { ...parts, [part]: typed };
    setParts(next);
    onChange(dayFromParts(next));
  };
  const box = (part: keyof DateParts, label: string, width: string, autoComplete: string, boxId: string) => (
    <div>
      <label htmlFor={boxId} className="mb-1 block">
        {label}
      </label>
      <Input
        id={boxId}
        name={`birthday-${part}`}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={part === 'year' ? 4 : 2}
        value={parts[part]}
        onChange={(event) => change(part, event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        className={width}
      />
    </div>
  );
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="mb-1.5 font-semibold">Birthday</legend>
      <p id={hintId} className="mb-2 text-muted">
        For example, 14 3 1948
      </p>
      <div className="flex gap-3">
        {box('day', 'Day', 'w-20', 'bday-day', id)}
        {box('month', 'Month', 'w-20', 'bday-month', `${id}-month`)}
        {box('year', 'Year', 'w-28', 'bday-year', `${id}-year`)}
      </div>
    </fieldset>
  );
}
