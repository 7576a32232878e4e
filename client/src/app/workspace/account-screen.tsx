import { AccountSection } from '#client/features/account/components/account-section.tsx';
import { FamilyAccessEnds } from '#client/features/family/components/family-access-ends.tsx';
import { LegacyControls } from '#client/features/family/components/legacy-controls.tsx';

/**
 * The account's Legacy Controls tab is the family circle's, and so is what Delete My Account says the family
 * loses: the app composes the two features.
 */
export function AccountScreen() {
  return <AccountSection legacyControls={<LegacyControls />} familyAccessEnds={<FamilyAccessEnds />} />;
}
