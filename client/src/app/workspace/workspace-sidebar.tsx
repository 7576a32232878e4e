import {
  Archive,
  BookOpen,
  ChevronsLeft,
  ChevronsRight,
  LayoutDashboard,
  Library,
  LogOut,
  UserRound,
  Users,
} from 'lucide-react';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { signOutOnClick } from '#client/lib/sign-out.ts';
import { cn } from '#client/lib/utils.ts';
import { useWorkspace, WORKSPACE_SECTIONS, type WorkspaceSectionId } from '#client/lib/workspace-context.tsx';
import type { CurrentUser } from '#shared/user.ts';

const sectionIcons: Record<WorkspaceSectionId, typeof LayoutDashboard> = {
  dashboard: LayoutDashboard,
  studio: BookOpen,
  memories: Library,
  shared: Users,
  archive: Archive,
  account: UserRound,
};

/** First name, or the part of the email before the at-sign. */
export const displayName = (user: CurrentUser) =>
  user.firstName?.trim() || user.email.split('@')[0] || user.email;

export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  const name = displayName(user);
  return user.profileImageUrl ? (
    <img
      src={user.profileImageUrl}
      alt=""
      className={cn('size-11 shrink-0 rounded-full object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-xl font-bold text-primary-ink',
        className,
      )}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

export function SidebarNavigation({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { section, showSection } = useWorkspace();
  return (
    <nav aria-label="Workspace">
      <ul className="flex flex-col gap-1">
        {WORKSPACE_SECTIONS.map((item) => {
          const Icon = sectionIcons[item.id];
          const button = (
            <button
              type="button"
              aria-current={section === item.id ? 'page' : undefined}
              aria-label={collapsed ? item.label : undefined}
              onClick={() => {
                showSection(item.id);
                onNavigate?.();
              }}
              className={cn(
                'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 font-semibold text-muted hover:bg-accent hover:text-ink',
                section === item.id && 'bg-accent text-primary',
                collapsed && 'justify-center px-0!',
              )}
            >
              <Icon aria-hidden="true" className="size-6 shrink-0" />
              {collapsed ? null : <span>{item.label}</span>}
            </button>
          );
          return (
            <li key={item.id}>{collapsed ? <Tooltip content={item.label}>{button}</Tooltip> : button}</li>
          );
        })}
      </ul>
    </nav>
  );
}

export function SidebarProfile({ user, collapsed }: { user: CurrentUser; collapsed: boolean }) {
  const memberSince = `Member since ${new Date(user.createdAt).getFullYear()}`;
  return (
    <div className={cn('flex items-center gap-3', collapsed && 'justify-center')}>
      <UserAvatar user={user} />
      {collapsed ? (
        // Hidden from sight when collapsed, but screen readers still hear who is signed in.
        <p className="sr-only">
          {displayName(user)}, {memberSince}
        </p>
      ) : (
        <div className="min-w-0">
          <p className="truncate font-semibold" data-testid="sidebar-name">
            {displayName(user)}
          </p>
          <p className="text-[0.9rem] text-muted">{memberSince}</p>
        </div>
      )}
    </div>
  );
}

/**
 * Sign out, always in sight at the foot of the sidebar and the phone's drawer: people look for it there, not under
 * Manage Subscription (where the spec's Logout also stays).
 */
export function SidebarSignOut({ collapsed }: { collapsed: boolean }) {
  const link = (
    <a
      href="/api/logout"
      onClick={signOutOnClick}
      aria-label={collapsed ? 'Sign out' : undefined}
      className={cn(
        'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 font-semibold text-muted hover:bg-accent hover:text-ink',
        collapsed && 'justify-center px-0!',
      )}
    >
      <LogOut aria-hidden="true" className="size-6 shrink-0" />
      {collapsed ? null : <span>Sign out</span>}
    </a>
  );
  return collapsed ? <Tooltip content="Sign out">{link}</Tooltip> : link;
}

/** The desktop sidebar: w-64 expanded, w-16 collapsed. */
export function WorkspaceSidebar({
  user,
  collapsed,
  onToggle,
}: {
  user: CurrentUser;
  collapsed: boolean;
  onToggle: () => void;
}) {
  return (
    <aside
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 flex-col gap-6 border-r border-line bg-surface py-4 transition-[width] md:flex',
        collapsed ? 'w-16 px-2' : 'w-64 px-4',
      )}
      data-collapsed={collapsed}
      data-testid="sidebar"
    >
      <div className={cn('flex items-center', collapsed ? 'justify-center' : 'justify-between')}>
        {collapsed ? null : <span className="font-serif text-2xl font-bold text-primary">Heirloom</span>}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-accent"
        >
          {collapsed ? (
            <ChevronsRight aria-hidden="true" className="size-5" />
          ) : (
            <ChevronsLeft aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <SidebarProfile user={user} collapsed={collapsed} />
      <SidebarNavigation collapsed={collapsed} />
      <div className="mt-auto">
        <SidebarSignOut collapsed={collapsed} />
      </div>
    </aside>
  );
}
