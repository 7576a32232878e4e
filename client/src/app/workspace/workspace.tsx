import { useQueryClient } from '@tanstack/react-query';
import { Menu } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SheetContent } from '#client/components/ui/dialog.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { SessionExpiryWatch } from '#client/features/auth/components/session-expiry-watch.tsx';
import { InterviewDialogs } from '#client/features/interviews/components/interview-dialogs.tsx';
import { WorkspaceDialogs } from '#client/features/memories/components/workspace-dialogs.tsx';
import {
  useWorkspace,
  WORKSPACE_SECTIONS,
  WorkspaceProvider,
  type WorkspaceSectionId,
} from '#client/lib/workspace-context.tsx';
import type { CurrentUser } from '#shared/user.ts';
import { useFirstSection } from './first-section.ts';
import { refreshDashboardOnMemoryChange } from './refresh-dashboard-on-memory-change.ts';
import { SidebarNavigation, SidebarProfile, SidebarSignOut, WorkspaceSidebar } from './workspace-sidebar.tsx';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const sections: Record<WorkspaceSectionId, React.ComponentType> = {
  dashboard: named(() => import('./dashboard-screen.tsx'), 'DashboardScreen'),
  studio: named(() => import('#client/features/studio/components/studio-section.tsx'), 'StudioSection'),
  memories: named(
    () => import('#client/features/memories/components/memories-section.tsx'),
    'MemoriesSection',
  ),
  shared: named(() => import('./shared-with-me-screen.tsx'), 'SharedWithMeScreen'),
  archive: named(() => import('#client/features/archive/components/archive-section.tsx'), 'ArchiveSection'),
  account: named(() => import('./account-screen.tsx'), 'AccountScreen'),
};

const SIDEBAR_COLLAPSED_KEY = 'heirloom.sidebarCollapsed';

function useRememberedCollapse() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true');
  const toggle = () =>
    setCollapsed((value) => {
      localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(!value));
      return !value;
    });
  return [collapsed, toggle] as const;
}

function WorkspaceLayout({ user }: { user: CurrentUser }) {
  const { section } = useWorkspace();
  const [collapsed, toggleCollapsed] = useRememberedCollapse();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const label = WORKSPACE_SECTIONS.find((item) => item.id === section)!.label;
  const Section = sections[section];
  const firstRender = useRef(true);
  const focusHeadingOnClose = useRef(false);

  // Moving to another section moves focus to its heading, so screen readers announce it.
  useEffect(() => {
    document.title = `${label} · Heirloom`;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [label]);

  return (
    <div className="flex min-h-screen">
      <a
        href="#workspace-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:p-3"
      >
        Skip to content
      </a>
      <WorkspaceSidebar user={user} collapsed={collapsed} onToggle={toggleCollapsed} />
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-line bg-surface px-4 py-2 md:hidden">
          <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogPrimitive.Trigger className="rounded-lg p-2 hover:bg-accent" aria-label="Open navigation">
              <Menu aria-hidden="true" className="size-6" />
            </DialogPrimitive.Trigger>
            <SheetContent
              side="left"
              className="max-w-72! gap-6"
              aria-describedby={undefined}
              onCloseAutoFocus={(event) => {
                // After choosing a section, focus goes to its heading, not back to the menu button.
                if (!focusHeadingOnClose.current) return;
                focusHeadingOnClose.current = false;
                event.preventDefault();
                headingRef.current?.focus();
              }}
            >
              <DialogPrimitive.Title className="font-serif text-2xl font-bold text-primary">
                Heirloom
              </DialogPrimitive.Title>
              <SidebarProfile user={user} collapsed={false} />
              <SidebarNavigation
                collapsed={false}
                onNavigate={() => {
                  focusHeadingOnClose.current = true;
                  setDrawerOpen(false);
                }}
              />
            </SheetContent>
          </DialogPrimitive.Root>
          <span className="font-serif text-xl font-bold text-primary">Heirloom</span>
          <div className="ml-auto">
            <SidebarSignOut collapsed={false} />
          </div>
        </header>
        <main id="workspace-main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-8 sm:py-8">
          <h1 ref={headingRef} tabIndex={-1} className="mb-6 text-3xl font-bold outline-none">
            {label}
          </h1>
          <Suspense fallback={<p role="status">Loading {label}…</p>}>
            <Section />
          </Suspense>
        </main>
      </div>
      <WorkspaceDialogs />
      <InterviewDialogs />
    </div>
  );
}

export function Workspace({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  useEffect(() => refreshDashboardOnMemoryChange(queryClient), [queryClient]);
  const firstSection = useFirstSection();
  if (!firstSection)
    return (
      <p className="p-8 text-lg" role="status">
        Opening your workspace…
      </p>
    );
  return (
    <WorkspaceProvider firstSection={firstSection}>
      <TooltipProvider>
        <SessionExpiryWatch />
        <WorkspaceLayout user={user} />
      </TooltipProvider>
    </WorkspaceProvider>
  );
}
