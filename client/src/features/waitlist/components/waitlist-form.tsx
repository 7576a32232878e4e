import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/labelled-field.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import { type WaitlistRole, waitlistEmailProblem } from '#shared/waitlist-rules.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';

/** "Already on the list!" stays 5 seconds. */
const ALREADY_ON_LIST_TOAST_MS = 5000;

const roleChoices: { value: WaitlistRole; label: string }[] = [
  { value: 'self', label: "I'm sharing my story" },
  { value: 'family', label: "I'm helping a loved one" },
];

const validateEmail = waitlistEmailProblem;

/** The beta sign-up form: validates on submit, then again on every change. */
export function WaitlistForm({ onJoined, onLearnMore }: { onJoined: () => void; onLearnMore: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WaitlistRole>('self');
  const [emailError, setEmailError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const join = useJoinWaitlist();
  const emailId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = validateEmail(email);
    setEmailError(problem);
    if (problem) return;
    join.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (result) => {
          if (result.alreadyExists) {
            toast({
              title: 'Already on the list!',
              description: "You're already on our waitlist - we'll be in touch soon!",
              duration: ALREADY_ON_LIST_TOAST_MS,
            });
            return;
          }
          onJoined();
        },
        onError: (error) => {
          toast({
            title: 'Something went wrong',
            description: errorMessage(error, 'Failed to join waitlist. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Join the beta waitlist">
      <TextField
        id={emailId}
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        problem={emailError}
        onValueChange={(value) => {
          setEmail(value);
          if (submitted) setEmailError(validateEmail(value));
        }}
      />
      <fieldset>
        <legend className="mb-2 font-semibold">How will you use Heirloom?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {roleChoices.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name="role"
                value={choice.value}
                checked={role === choice.value}
                onChange={() => setRole(choice.value)}
                className="size-5 accent-primary"
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={join.isPending}>
          {join.isPending ? 'Joining...' : 'Join the Beta Waitlist'}
        </Button>
        <Button variant="outline" size="lg" onClick={onLearnMore}>
          Learn More
        </Button>
      </div>
      <p className="text-muted">Free beta access • No spam, ever • Unsubscribe anytime</p>
    </form>
  );
}
