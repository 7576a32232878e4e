import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sharedStorytellersQueryOptions } from '#client/features/family/api/shared-storytellers.ts';
import { takeSectionToOpen, type WorkspaceSectionId } from '#client/lib/workspace-context.tsx';
import { comesToReadOthersStories } from '#shared/family.ts';

/**
 * The section the workspace opens on: the one a page of its own asked for (an accepted invitation asks for Shared
 * with me); else Shared with me for someone who has accepted invitations but holds nothing of their own, who comes
 * to read (decision 1524); else the Dashboard. Null while Shared with me's list is read, so an empty Dashboard
 * never flashes first. That list is the one Shared with me shows, so opening there asks nothing twice.
 */
export function useFirstSection(): WorkspaceSectionId | null {
  const [requested] = useState(takeSectionToOpen);
  const shared = useQuery({ ...sharedStorytellersQueryOptions(), enabled: requested === null });
  if (requested) return requested;
  // Not knowing must not keep anyone out: the Dashboard, as before.
  if (shared.isError) return 'dashboard';
  if (!shared.data) return null;
  return comesToReadOthersStories(shared.data) ? 'shared' : 'dashboard';
}
