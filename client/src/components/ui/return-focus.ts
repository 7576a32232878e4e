/**
 * Where keyboard focus goes when a dialog closes: back to what opened it, so a person using the keyboard or a
 * screen reader carries on from where they were instead of starting again from the top of the page.
 *
 * Radix returns focus to whatever had it when the dialog opened, which is often nothing useful here: a menu item
 * that has gone with its menu, or the page itself when one dialog leads to the next (Add Memory, then Memory DNA).
 * So the opener is worked out when a dialog opens, and a dialog opened from nothing in particular inherits the
 * opener of the dialog before it.
 */

let openerOfLastDialog: HTMLElement | null = null;

/** The control a person used to open a dialog: a menu item stands for the button that opened its menu. */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  return menu.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
}

/** Call as a dialog opens, before it moves focus inside itself. */
export function rememberOpener(): HTMLElement | null {
  const opener =
    openerOf(document.activeElement) ?? (openerOfLastDialog?.isConnected ? openerOfLastDialog : null);
  openerOfLastDialog = opener;
  return opener;
}

/**
 * Call as a dialog closes. When the opener has gone (the row it sat on was deleted), focus goes to the section's
 * heading, so the next Tab starts from a known place rather than the top of the page.
 */
export function returnFocus(opener: HTMLElement | null) {
  // One dialog leading to the next (Add Memory, then Memory DNA): the next one has focus and keeps it.
  if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'))
    return;
  const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>('main h1');
  target?.focus();
}
