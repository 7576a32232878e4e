import {
  CalendarClock,
  FilePlus2,
  Library,
  type LucideIcon,
  MessagesSquare,
  Mic,
  PenLine,
  Phone,
  UserRound,
  Zap,
} from 'lucide-react';
import { useAppConfig } from '#client/lib/get-app-config.ts';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { telLink } from '#shared/phone-sessions.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

const actionStyles =
  'flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-line bg-background p-3 text-center font-semibold hover:border-primary hover:bg-accent [&_svg]:size-7 [&_svg]:text-primary';

function Action({ icon: Icon, label, onClick }: { icon: LucideIcon; label: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" className={`${actionStyles} w-full`} onClick={onClick}>
        <Icon aria-hidden="true" />
        {label}
      </button>
    </li>
  );
}

/**
 * Quick Actions (View Memories, Add Memory, Add Files, Book an interview, Manage Account), with Start an Interview
 * and Record a Memory (issue 12). Call Agent only when the operator set a number (decision 809); without one,
 * Start an Interview is how an interview begins.
 */
export function QuickActionsPanel() {
  const { showSection, openDialog } = useWorkspace();
  const agentNumber = useAppConfig().data?.agentPhoneNumber?.trim();
  return (
    <DashboardPanel title="Quick Actions" icon={<Zap />} className="lg:col-span-2">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        <Action icon={Library} label="View Memories" onClick={() => showSection('memories')} />
        <Action icon={MessagesSquare} label="Start an Interview" onClick={() => openDialog('interview')} />
        <Action icon={Mic} label="Record a Memory" onClick={() => openDialog('record-memory')} />
        <Action icon={PenLine} label="Add Memory" onClick={() => openDialog('add-memory')} />
        <Action icon={FilePlus2} label="Add Files" onClick={() => openDialog('add-files')} />
        {agentNumber ? (
          <li>
            <a href={telLink(agentNumber)} className={actionStyles}>
              <Phone aria-hidden="true" />
              Call Agent
            </a>
          </li>
        ) : null}
        <Action icon={CalendarClock} label="Book an interview" onClick={() => openDialog('schedule-call')} />
        <Action icon={UserRound} label="Manage Account" onClick={() => showSection('account')} />
      </ul>
    </DashboardPanel>
  );
}
