import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/labelled-field.tsx';
import { SIMPLE_EMAIL_SHAPE } from '#shared/waitlist-rules.ts';

const SAMPLE_PEOPLE = ['sarah.miller@example.com', 'james.miller@example.com'];

/**
 * Spec §2 Legacy Controls: a static sample of sharing by email. No calls are
 * made and nothing is saved, and the page says so, so nobody believes access was granted.
 */
export function LegacyControls() {
  const [people, setPeople] = useState(SAMPLE_PEOPLE);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim().toLowerCase();
    if (!SIMPLE_EMAIL_SHAPE.test(trimmed)) {
      setProblem('Please enter a valid email address, like name@example.com.');
      return;
    }
    setProblem(undefined);
    if (!people.includes(trimmed)) setPeople([...people, trimmed]);
    setEmail('');
  };

  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Share your legacy</h2>
        <p className="mt-1 text-muted">
          Choose who may see your memories. This is a preview: sharing is not active yet, and this list is not
          saved.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {/* The problem is shown under the whole row (not under the box), so it is tied here by hand. */}
        <TextField
          id={inputId}
          label="Share by email"
          containerClassName="flex-1"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onValueChange={setEmail}
        />
        <Button type="submit">Add Access</Button>
      </form>
      {problem ? (
        <p id={errorId} className="-mt-3 font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
      <section aria-labelledby={`${inputId}-list`}>
        <h3 id={`${inputId}-list`} className="mb-2 text-xl font-bold">
          People with access
        </h3>
        {people.length === 0 ? (
          <p className="text-muted">Nobody has access yet.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
            {people.map((person) => (
              <li key={person} className="flex items-center justify-between gap-3 px-4 py-2">
                <span className="min-w-0 break-all">{person}</span>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${person}`}
                  onClick={() => setPeople(people.filter((other) => other !== person))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
