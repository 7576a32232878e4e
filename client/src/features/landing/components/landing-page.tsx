import { BookHeart, Lock, MessageCircleHeart, Mic, Sparkles, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { SECTION_IDS, scrollToSection } from '../scroll-to.ts';
import { LandingHeader } from './landing-header.tsx';

const toSignUp = () => scrollToSection(SECTION_IDS.signUp, 'input[type="email"], h3');

const steps = [
  {
    icon: UserPlus,
    title: 'Request Early Access',
    text: 'Join the waitlist with your email. We will invite you, or the loved one you are helping, as soon as a place opens.',
  },
  {
    icon: Mic,
    title: 'Share Your Journey',
    text: 'Type a memory, upload letters and recordings, or talk it through in an interview. Heirloom notes when, where and who.',
  },
  {
    icon: BookHeart,
    title: 'Create and share memories',
    text: 'Clio, your writing companion, helps shape your memories into chapters and themes: a memoir your family keeps forever.',
  },
];

/**
 * The sign-up card comes from the app (it composes the waitlist feature); the page
 * hands it the way to its own "How it works" section.
 */
export function LandingPage({ renderSignUp }: { renderSignUp: (showHowItWorks: () => void) => ReactNode }) {
  return (
    <div className="min-h-screen">
      <LandingHeader />
      <main>
        <section
          id={SECTION_IDS.signUp}
          aria-labelledby="hero-title"
          className="scroll-mt-20 px-4 py-14 sm:px-6 sm:py-20"
        >
          <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
            <div>
              <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 font-semibold text-primary">
                <Sparkles aria-hidden="true" className="size-4" /> Now in private beta
              </p>
              <h1 id="hero-title" className="text-4xl leading-tight font-bold sm:text-5xl">
                Your life story, told in your own words and kept forever.
              </h1>
              <p className="mt-5 text-xl text-muted">
                Heirloom helps you record your memories, or a parent's or grandparent's, and gently shapes
                them into a memoir your family will treasure. Private by design: your stories stay on the
                server you choose.
              </p>
            </div>
            <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
              {renderSignUp(() => scrollToSection(SECTION_IDS.howItWorks))}
            </div>
          </div>
        </section>

        <section
          id={SECTION_IDS.howItWorks}
          aria-labelledby="how-title"
          className="scroll-mt-20 bg-surface px-4 py-16 sm:px-6"
        >
          <div className="mx-auto max-w-6xl">
            <h2 id="how-title" className="text-center text-3xl font-bold sm:text-4xl">
              How it works
            </h2>
            <ol className="mt-10 grid gap-6 md:grid-cols-3">
              {steps.map((step, index) => (
                <li key={step.title} className="rounded-2xl border border-line bg-background p-6">
                  <step.icon aria-hidden="true" className="size-9 text-primary" />
                  <p className="mt-4 font-semibold text-muted">Step {index + 1}</p>
                  <h3 className="text-xl font-bold">{step.title}</h3>
                  <p className="mt-2 text-muted">{step.text}</p>
                </li>
              ))}
            </ol>
            <div className="mt-10 text-center">
              <Button size="lg" onClick={toSignUp}>
                Secure Your Spot in the Beta
              </Button>
            </div>
          </div>
        </section>

        <section
          id={SECTION_IDS.about}
          aria-labelledby="about-title"
          className="scroll-mt-20 px-4 py-16 sm:px-6"
        >
          <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2">
            <div>
              <h2 id="about-title" className="text-3xl font-bold sm:text-4xl">
                About Heirloom
              </h2>
              <p className="mt-4 text-lg text-muted">
                Every family has stories that are only told at the kitchen table. Heirloom exists so they are
                not lost. It is open source and self-hostable: you, your family or someone you trust runs it,
                and nothing leaves that server unless you decide it should.
              </p>
            </div>
            <ul className="space-y-5">
              <li className="flex gap-4">
                <Lock aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
                <p>
                  <strong>Private by default.</strong> Works fully offline, with no cloud account. Export
                  everything as an archive whenever you like.
                </p>
              </li>
              <li className="flex gap-4">
                <MessageCircleHeart aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
                <p>
                  <strong>Made for every generation.</strong> Large, clear pages that work with a keyboard and
                  a screen reader, and plain words when something goes wrong.
                </p>
              </li>
            </ul>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="bg-primary px-4 py-16 text-primary-ink sm:px-6">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="cta-title" className="text-3xl font-bold sm:text-4xl">
              The best time to record a story is now.
            </h2>
            <p className="mt-3 text-lg opacity-95">
              Join the beta and start preserving the memories that matter most.
            </p>
            <Button size="lg" variant="outline" className="mt-8" onClick={toSignUp}>
              Join Beta Waitlist
            </Button>
          </div>
        </section>
      </main>
      <footer className="border-t border-line px-4 py-8 text-center text-muted sm:px-6">
        <p>© {new Date().getFullYear()} Heirloom. All rights reserved.</p>
      </footer>
    </div>
  );
}
