import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import { type LifeOrder, type LifeOrderMemory, lifeYearSchema } from '#shared/life-order.ts';
import { memoryKey } from '#shared/manuscript.ts';
import { useFixYear, useLifeOrder, yearFixable } from '../api/life-order.ts';

/** Where the birth year the checks go by came from, said plainly. */
function birthLine(order: LifeOrder) {
  if (order.birthYear === null)
    return 'Add your birthday in your profile, or a memory of where you were born, so dates before it can be checked.';
  return order.birthYearFrom === 'profile'
    ? `You were born in ${order.birthYear} (from your profile).`
    : `You were born in ${order.birthYear} (from your memory of where you were born).`;
}

/** The flagged date of one memory and its fix: a year her words name, or one she types. One step, one save. */
function YearFix({
  memory,
  onFixed,
}: {
  memory: LifeOrderMemory;
  onFixed: (memory: LifeOrderMemory, year: string) => void;
}) {
  const fix = useFixYear(onFixed);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const suggestions = [...new Set(memory.flags.flatMap((flag) => flag.years))];

  const save = (year: string) => {
    const checked = lifeYearSchema.safeParse(year);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please type the year as four digits, like 1952.');
      return;
    }
    setProblem(null);
    fix.mutate(
      { memory, year: checked.data },
      {
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.code === 'STALE_MEMORY'
              ? `This ${memory.answer ? 'answer' : 'memory'} was changed in another window. The list now shows the saved copy; please choose the year again.`
              : errorMessage(error, 'The year could not be saved. Please try again.'),
          ),
      },
    );
  };

  if (!yearFixable(memory))
    return (
      <p className="text-[0.95rem]">This year cannot be changed here. Please change it in My Memories.</p>
    );
  return (
    <div className="flex flex-col gap-2">
      {suggestions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {suggestions.map((year) => (
            <Button
              key={year}
              size="sm"
              variant="outline"
              disabled={fix.isPending}
              onClick={() => save(String(year))}
              aria-label={`It was ${year}: save ${year} for “${memory.name}”`}
            >
              It was {year}
            </Button>
          ))}
        </div>
      ) : null}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save(typed);
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={inputId}>
            {suggestions.length > 0 ? 'Or type the right year' : 'The right year'}
          </Label>
          <Input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            className="w-32!"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
          />
        </div>
        <Button
          type="submit"
          size="sm"
          disabled={fix.isPending}
          aria-label={`Save year for “${memory.name}”`}
        >
          Save year
        </Button>
      </form>
      {problem ? (
        <p id={`${inputId}-problem`} role="alert" className="font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Your life in order" (docs/decisions/912), before the book: her memories by year, the dates that look wrong
 * marked with what looks wrong, and each fixed in one step. A fixed year moves the memory here and in her
 * chapters (their order follows the years until she sets her own).
 */
export function LifeOrderScreen({ onBack }: { onBack: () => void }) {
  const order = useLifeOrder();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The memory just given a year: focus goes to it in its new place. */
  const [fixedKey, setFixedKey] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLElement>());

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (!fixedKey || order.isFetching) return;
    items.current.get(fixedKey)?.focus();
    setFixedKey(null);
  }, [fixedKey, order.isFetching]);

  const memories = order.data?.memories ?? [];
  const flagged = memories.filter((memory) => memory.flags.length > 0).length;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" className="-ml-3" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Project
        </Button>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-bold">
        Your life in order
      </h2>
      <p className="max-w-3xl">
        Your memories by the year they happened. Your chapters and your book follow these years until you move
        a chapter or a memory yourself. Please check the dates marked “Check this year”.
      </p>
      {order.data ? <p className="text-muted">{birthLine(order.data)}</p> : null}
      <p role="status" className={notice ? 'font-semibold' : 'sr-only'}>
        {notice}
      </p>
      {order.isPending ? (
        <p className="text-muted">Loading your memories…</p>
      ) : order.isError ? (
        <p role="alert" className="text-destructive">
          Your memories could not be loaded. Please go back and try again.
        </p>
      ) : memories.length === 0 ? (
        <p className="text-muted">No memories yet. Add a memory, and it will take its place here.</p>
      ) : (
        <>
          <p className="font-semibold">
            {flagged === 0
              ? 'No dates look wrong.'
              : flagged === 1
                ? '1 date to check.'
                : `${flagged} dates to check.`}
          </p>
          <ol aria-label="Your memories by year" className="flex flex-col gap-2">
            {memories.map((memory) => {
              const key = memoryKey(memory);
              const checkId = `${key}-check`;
              return (
                <li
                  key={key}
                  className={
                    memory.flags.length > 0
                      ? 'rounded-xl border-2 border-primary bg-surface p-3'
                      : 'rounded-xl border border-line bg-surface p-3'
                  }
                >
                  <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
                    <p className="min-w-20 font-serif text-2xl font-bold" aria-hidden="true">
                      {memory.year ?? '—'}
                    </p>
                    <div className="flex min-w-0 flex-1 flex-col gap-2">
                      <h3
                        ref={(element) => {
                          if (element) items.current.set(key, element);
                          else items.current.delete(key);
                        }}
                        tabIndex={-1}
                        className="text-lg font-semibold break-words"
                      >
                        <span className="sr-only">{memory.year ? `${memory.year}: ` : 'No year: '}</span>
                        {memory.name}
                      </h3>
                      <p className="text-[0.95rem] text-muted">
                        {memory.source}
                        {memory.whenHappened ? ` · ${memory.whenHappened}` : ' · No date yet'}
                      </p>
                      {memory.flags.length > 0 ? (
                        <section aria-labelledby={checkId} className="flex flex-col gap-2">
                          <p id={checkId} className="flex items-center gap-2 font-semibold">
                            <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-primary" />
                            Check this year
                          </p>
                          <ul className="list-disc pl-6">
                            {memory.flags.map((flag) => (
                              <li key={flag.rule}>{flag.message}</li>
                            ))}
                          </ul>
                          <YearFix
                            memory={memory}
                            onFixed={(fixed, year) => {
                              setNotice(`“${fixed.name}” is now in ${year}.`);
                              setFixedKey(memoryKey(fixed));
                            }}
                          />
                        </section>
                      ) : null}
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
