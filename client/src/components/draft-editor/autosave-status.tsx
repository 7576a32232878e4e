import { Button } from '#client/components/ui/button.tsx';
import type { AutosaveState } from './use-draft-autosave.ts';

const clockTime = (at: Date) => at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** One calm line under the editor saying where the draft's saving is; a problem is said in words. */
export function AutosaveStatus({ state, onSaveNow }: { state: AutosaveState; onSaveNow: () => void }) {
  const line =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'saved'
        ? `Saved at ${clockTime(state.at)}`
        : state.kind === 'waiting'
          ? 'Your changes will be saved in a moment.'
          : state.kind === 'failed'
            ? state.message
            : state.kind === 'conflict'
              ? 'Not saved: this chapter was changed in another window (see above).'
              : 'Your changes are saved as you type.';
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-3">
      <p
        role="status"
        data-testid="autosave-status"
        className={state.kind === 'failed' ? 'font-semibold text-destructive' : 'text-muted'}
      >
        {line}
      </p>
      {state.kind === 'failed' ? (
        <Button size="sm" variant="outline" onClick={onSaveNow}>
          Save now
        </Button>
      ) : null}
    </div>
  );
}
