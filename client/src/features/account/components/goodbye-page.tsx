import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { accountWasDeletedHere } from '../account-deleted.ts';

/**
 * `/goodbye` (decision 1525): where someone lands once their account is deleted. It says plainly that it is done,
 * what that means for a copy they saved and for their family, and what they can do next; not the landing page,
 * which speaks to newcomers. Focus starts on the heading, so a screen reader says first what happened. Opened
 * in a tab where no account was just deleted, it goes to the home page instead of saying something untrue.
 */
export function GoodbyePage() {
  const [deletedHere] = useState(accountWasDeletedHere);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!deletedHere) {
      window.location.replace('/');
      return;
    }
    document.title = 'Your account has been deleted · Heirloom';
    heading.current?.focus();
  }, [deletedHere]);

  if (!deletedHere) return null;
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b border-line bg-surface px-5 py-3">
        <p className="font-serif text-2xl font-bold text-primary">Heirloom</p>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-5 py-8">
        <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold break-words">
          Your account and stories have been deleted
        </h1>
        <p className="text-xl">
          Everything you kept in Heirloom has been removed for good, and you are signed out on every device.
        </p>
        <section aria-labelledby="goodbye-next" className="flex flex-col gap-3">
          <h2 id="goodbye-next" className="text-2xl font-bold">
            What you can do now
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-6 text-lg">
            <li>
              If you saved a copy with Export Archive, keep that file somewhere safe. It holds your memories
              and recordings, and it opens without Heirloom.
            </li>
            <li>The people you shared your stories with can no longer see them.</li>
            <li>
              You are welcome back at any time: make a new account, and bring a saved copy back in with Import
              Archive.
            </li>
          </ul>
        </section>
        <p>
          <a href="/" className={buttonVariants({ variant: 'outline' })}>
            Go to the Heirloom home page
          </a>
        </p>
      </main>
    </div>
  );
}
