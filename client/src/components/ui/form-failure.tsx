import { CircleAlert } from 'lucide-react';

/**
 * Why a form could not be saved, shown beside its buttons as well as in the notice at the top: the notice can be
 * dismissed or replaced, and this stays where the person is looking until they try again.
 */
export function FormFailure({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-2 font-semibold text-destructive" data-testid="form-failure">
      <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
      {message}
    </p>
  );
}
