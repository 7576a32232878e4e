import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { SECTION_IDS, scrollToSection } from '../scroll-to.ts';

const actions = [
  { label: 'How It Works', go: () => scrollToSection(SECTION_IDS.howItWorks) },
  { label: 'About', go: () => scrollToSection(SECTION_IDS.about) },
] as const;
const joinBeta = () => scrollToSection(SECTION_IDS.signUp, 'input[type="email"]');

/** Sticky header; on narrow screens the three actions live in a menu that closes once one is chosen. */
export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const choose = (go: () => void) => {
    setMenuOpen(false);
    go();
  };
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-background/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6"
      >
        <a href="/" className="inline-flex min-h-11 items-center font-serif text-2xl font-bold text-primary">
          Heirloom
        </a>
        <div className="hidden items-center gap-2 md:flex">
          {actions.map((action) => (
            <Button key={action.label} variant="ghost" onClick={action.go}>
              {action.label}
            </Button>
          ))}
          <a
            href="/api/login"
            className="inline-flex min-h-11 items-center px-3 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </a>
          <Button onClick={joinBeta}>Join Beta Waitlist</Button>
        </div>
        <div className="flex items-center gap-2 md:hidden">
          <a
            href="/api/login"
            className="inline-flex min-h-11 items-center px-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </a>
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls="landing-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </nav>
      {menuOpen ? (
        <div id="landing-menu" className="border-t border-line bg-background px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {actions.map((action) => (
              <li key={action.label}>
                <Button variant="ghost" className="w-full justify-start!" onClick={() => choose(action.go)}>
                  {action.label}
                </Button>
              </li>
            ))}
            <li>
              <Button className="w-full" onClick={() => choose(joinBeta)}>
                Join Beta Waitlist
              </Button>
            </li>
          </ul>
        </div>
      ) : null}
    </header>
  );
}
