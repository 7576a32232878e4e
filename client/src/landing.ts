/**
 * The landing page's only script at first (issue 16 part 2, decision 1611): about two kilobytes that wait for the
 * visitor. The page arrives already written (prerender.tsx), its links work without JavaScript, and reading or
 * scrolling needs none; so React, the app and the schemas load and hydrate the page only when the person first
 * reaches for it (a pointer over the page, a touch, a key, a focus). What they did in the meantime is not lost: a
 * button pressed or a form sent before React took over is pressed again once it has, and what was typed or chosen
 * in the form is handed to it.
 */

const root = document.getElementById('root');
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** React has the page and every press held before that has been made again: presses go straight to React. */
let live = false;
let started = false;
const pressed: HTMLElement[] = [];
/** The held press being made again for React, let through. */
let replaying: HTMLElement | null = null;

function start() {
  if (started || !root) return;
  started = true;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
  void import('./hydrate-landing.tsx').then(async ({ hydrateLanding }) => {
    const fields = formState(root);
    await hydrateLanding(root);
    handOverFormState(fields);
    // React applies what the fields told it before the next task: the presses see the form as the person left it.
    await new Promise((resolve) => setTimeout(resolve));
    replayHeldPresses();
    live = true;
  }, retryOnNextGesture);
}

/**
 * Makes the held presses again, in the order they were made. A press made while React was taking over (after it
 * had the page, before this ran) was held too and comes last, so the person's last press is the one that stands:
 * "Learn More" then "Join" ends at the sign-up form, never back at "How it works".
 */
function replayHeldPresses() {
  for (let button = pressed.shift(); button; button = pressed.shift()) {
    if (!button.isConnected) continue;
    replaying = button;
    try {
      button.click();
    } finally {
      replaying = null;
    }
  }
}

/** The app's scripts did not arrive (the connection dropped): the next gesture asks for them again. */
function retryOnNextGesture() {
  started = false;
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
}

/** A button pressed before React has taken over: held back, and pressed again once it has. */
function holdPress(event: Event) {
  if (live || !root) return;
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button || button === replaying || !root.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  if (!pressed.includes(button)) pressed.push(button);
  start();
}

/** A form sent before React has taken over (Enter in a field) is not sent by the browser: React sends it. */
function holdSubmit(event: Event) {
  // A held submit button pressed again sends its form through React's own handler.
  if (live || replaying || !root) return;
  event.preventDefault();
  const form = event.target as HTMLFormElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button && !pressed.includes(button)) pressed.push(button);
  start();
}

interface Field {
  input: HTMLInputElement;
  /** What the person left in it before React took over. */
  value: string;
  checked: boolean;
  /** What the written page held. */
  initialValue: string;
  initialChecked: boolean;
}

function formState(container: HTMLElement): Field[] {
  return [...container.querySelectorAll('input')].map((input) => ({
    input,
    value: input.value,
    checked: input.checked,
    initialValue: input.defaultValue,
    initialChecked: input.defaultChecked,
  }));
}

/**
 * React's state starts from the written page, whatever the person typed or chose before it took over, and its next
 * render puts that back on screen. Each field React still holds at the written page's value, but the person changed,
 * is changed again the way React notices (an `input` event, a click), so the form holds what the person left.
 */
function handOverFormState(fields: Field[]) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const field of fields) {
    const { input } = field;
    if (!input.isConnected) continue;
    // After hydration the default value and checkedness are what React's state holds.
    if (input.type === 'radio' || input.type === 'checkbox') {
      const held = input.defaultChecked;
      const wanted =
        input.checked !== held ? input.checked : held === field.initialChecked ? field.checked : held;
      if (wanted === held || (input.type === 'radio' && !wanted)) continue;
      input.checked = !wanted;
      input.click();
    } else if (setValue) {
      const held = input.defaultValue;
      const wanted = input.value !== held ? input.value : held === field.initialValue ? field.value : held;
      if (wanted === held) continue;
      input.value = held;
      setValue.call(input, wanted);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * A while after the page has loaded, when the phone is idle, the browser fetches the app's scripts ahead (a
 * prefetch: into its cache, not run), so the first gesture waits only for React to take the page over, not for the
 * network. Not sooner: on a slow connection they would share it with the page's own first paint.
 */
function fetchAppAhead(container: HTMLElement) {
  const files = container.dataset.appScripts?.split(' ').filter(Boolean) ?? [];
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

const FETCH_AHEAD_AFTER_LOAD_MS = 2000;

function whenSettled(run: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run) : run());
  const later = () => setTimeout(idle, FETCH_AHEAD_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

if (root) {
  whenSettled(() => {
    if (!started) fetchAppAhead(root);
  });
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('click', holdPress, true);
  document.addEventListener('submit', holdSubmit, true);
}
