/**
 * After Book this interview, focus goes to what was just made (decisions 802, 810): the new booking in Upcoming
 * interviews. The list may show it while the sheet is still closing (focus cannot leave an open sheet) or only
 * later (the list is asked again), so both ends try: the sheet as it closes, and the booking's item when it
 * appears. Whichever succeeds first ends the wait.
 */
let bookingToFocus: string | null = null;

export function focusBookingWhenShown(id: string) {
  bookingToFocus = id;
}

/** Moves focus to the words of the booking waiting for it, if they are on the page. */
export function focusWaitingBooking() {
  if (!bookingToFocus) return;
  const words = document.querySelector<HTMLElement>(`[data-booking-when="${CSS.escape(bookingToFocus)}"]`);
  words?.focus();
  if (words && document.activeElement === words) bookingToFocus = null;
}
