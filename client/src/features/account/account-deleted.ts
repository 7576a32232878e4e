/**
 * The goodbye page says "Your account and stories have been deleted" only in the tab where that just happened
 * (decision 1525): the dialog leaves this mark in the tab's session storage before it goes there, so someone who
 * types the page's address is sent to the home page instead of being told something untrue.
 */
const ACCOUNT_DELETED_KEY = 'heirloom.account-deleted';

export function markAccountDeleted() {
  try {
    sessionStorage.setItem(ACCOUNT_DELETED_KEY, new Date().toISOString());
  } catch {
    // Storage refused (a private window with storage off): the goodbye page then leads to the home page.
  }
}

export function accountWasDeletedHere(): boolean {
  try {
    return sessionStorage.getItem(ACCOUNT_DELETED_KEY) !== null;
  } catch {
    return false;
  }
}
