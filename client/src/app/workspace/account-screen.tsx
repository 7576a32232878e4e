import { AccountSection } from '#client/features/account/components/account-section.tsx';
import { LegacyControls } from '#client/features/family/components/legacy-controls.tsx';

/** The account's Legacy Controls tab is the family circle's: the app composes the two features. */
export function AccountScreen() {
  return <AccountSection legacyControls={<LegacyControls />} />;
}
