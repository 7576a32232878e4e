/** Smoothly scrolls to the section with this id (instantly when the person prefers reduced motion). */
export function scrollToSection(id: string, focusSelector?: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard focus along with the view, so the next Tab starts there.
  const target = (focusSelector ? section.querySelector<HTMLElement>(focusSelector) : null) ?? section;
  if (target === section && !section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export const SECTION_IDS = { signUp: 'join-the-beta', howItWorks: 'how-it-works', about: 'about' } as const;
