import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '#client/lib/utils.ts';

/**
 * A dashboard panel whose heading is a button that folds it away and back
 * (every panel starts open).
 */
export function DashboardPanel({
  title,
  icon,
  children,
  className,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <section className={cn('rounded-2xl border border-line bg-surface shadow-sm', className)}>
      <h2 className="text-xl font-bold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-5 py-3 text-left hover:bg-accent/60"
        >
          <span aria-hidden="true" className="text-primary [&_svg]:size-6">
            {icon}
          </span>
          <span className="flex-1">{title}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-6 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={contentId} hidden={!open} className="px-5 pb-5">
        {children}
      </div>
    </section>
  );
}

/** A topic tag as the dashboard shows it. */
export function TopicChip({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-[0.95rem] font-semibold text-ink">
      {children}
    </span>
  );
}
