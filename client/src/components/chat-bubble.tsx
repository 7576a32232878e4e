import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

interface ChatBubbleProps {
  author: 'user' | 'assistant';
  /** `li` when the conversation is a list, `div` when it is a log. */
  as?: 'div' | 'li';
  /** What tests and styles read the message as; defaults to the author. */
  dataRole?: string;
  /** The bubble's width and how its text wraps differ between the studio and the wizard. */
  bodyClassName?: string;
  children: ReactNode;
}

/** One message of a conversation with Clio: the speaker's name above a bubble on their side. */
export function ChatBubble({
  author,
  as: Element = 'div',
  dataRole,
  bodyClassName,
  children,
}: ChatBubbleProps) {
  return (
    <Element
      className={cn('flex flex-col gap-1', author === 'user' ? 'items-end' : 'items-start')}
      data-role={dataRole ?? author}
    >
      <span className="text-[0.9rem] font-semibold text-muted">{author === 'user' ? 'You' : 'Clio'}</span>
      <div
        className={cn(
          'rounded-2xl px-4 py-3',
          author === 'user'
            ? 'rounded-tr-sm bg-primary text-primary-ink [&_a]:text-primary-ink! [&_code]:text-ink'
            : 'rounded-tl-sm border border-line bg-surface',
          bodyClassName,
        )}
      >
        {children}
      </div>
    </Element>
  );
}
