import { type ReactNode, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useCurrentUser } from '#client/lib/get-current-user.ts';
import { AboutMeForm } from './about-me-form.tsx';
import { NEW_EMAIL_FIELD_ID } from './change-email-form.tsx';
import { ManageSubscription } from './manage-subscription.tsx';

const ACCOUNT_TABS = [
  { value: 'about-me', label: 'About Me' },
  { value: 'legacy-controls', label: 'Legacy Controls' },
  { value: 'subscription', label: 'Manage Subscription' },
  { value: 'communication', label: 'Communication Preferences' },
] as const;

/**
 * Account: four tabs (About Me, Legacy Controls, Manage Subscription, Communication Preferences). Legacy Controls
 * is the family feature's, handed in by the app (decision 641), and so is what Delete My Account says the family
 * loses (decision 1525).
 */
export function AccountSection({
  legacyControls,
  familyAccessEnds,
}: {
  legacyControls: ReactNode;
  familyAccessEnds: ReactNode;
}) {
  const { user } = useCurrentUser();
  const [tab, setTab] = useState('about-me');
  /** About Me's "Change email" opens Manage Subscription at the new-email field. */
  const goToChangeEmail = () => {
    setTab('subscription');
    requestAnimationFrame(() => document.getElementById(NEW_EMAIL_FIELD_ID)?.focus());
  };
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Account" className="max-w-4xl">
        {ACCOUNT_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="whitespace-nowrap px-3! text-[0.95rem]">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="about-me">
        {user ? <AboutMeForm user={user} onChangeEmail={goToChangeEmail} /> : null}
      </TabsContent>
      <TabsContent value="legacy-controls">{legacyControls}</TabsContent>
      <TabsContent value="subscription">
        <ManageSubscription familyAccessEnds={familyAccessEnds} />
      </TabsContent>
      <TabsContent value="communication">
        <p className="text-muted">Coming soon...</p>
      </TabsContent>
    </Tabs>
  );
}
