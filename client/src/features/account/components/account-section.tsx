import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useCurrentUser } from '../../auth/api/get-current-user.ts';
import { AboutMeForm } from './about-me-form.tsx';
import { LegacyControls } from './legacy-controls.tsx';
import { ManageSubscription } from './manage-subscription.tsx';

/** Spec §2 Account: four tabs. */
export function AccountSection() {
  const { user } = useCurrentUser();
  return (
    <Tabs defaultValue="about-me">
      <TabsList aria-label="Account" className="max-w-4xl">
        <TabsTrigger value="about-me" className="whitespace-nowrap px-3! text-[0.95rem]">
          About Me
        </TabsTrigger>
        <TabsTrigger value="legacy-controls" className="whitespace-nowrap px-3! text-[0.95rem]">
          Legacy Controls
        </TabsTrigger>
        <TabsTrigger value="subscription" className="whitespace-nowrap px-3! text-[0.95rem]">
          Manage Subscription
        </TabsTrigger>
        <TabsTrigger value="communication" className="whitespace-nowrap px-3! text-[0.95rem]">
          Communication Preferences
        </TabsTrigger>
      </TabsList>
      <TabsContent value="about-me">{user ? <AboutMeForm user={user} /> : null}</TabsContent>
      <TabsContent value="legacy-controls">
        <LegacyControls />
      </TabsContent>
      <TabsContent value="subscription">
        <ManageSubscription />
      </TabsContent>
      <TabsContent value="communication">
        <p className="text-muted">Coming soon...</p>
      </TabsContent>
    </Tabs>
  );
}
