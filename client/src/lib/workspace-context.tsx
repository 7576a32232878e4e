import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export const WORKSPACE_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'studio', label: 'Memoir Studio' },
  { id: 'memories', label: 'My Memories' },
  { id: 'archive', label: 'Archive' },
  { id: 'account', label: 'Account' },
] as const;
export type WorkspaceSectionId = (typeof WORKSPACE_SECTIONS)[number]['id'];

/** The workspace dialogs that several sections open (Dashboard quick actions, My Memories menu …). */
export type WorkspaceDialog =
  | 'add-memory'
  | 'add-files'
  | 'record-memory'
  | 'schedule-call'
  | 'interview'
  | null;

interface WorkspaceContextValue {
  section: WorkspaceSectionId;
  showSection: (section: WorkspaceSectionId) => void;
  dialog: WorkspaceDialog;
  openDialog: (dialog: Exclude<WorkspaceDialog, null>) => void;
  closeDialog: () => void;
  /** The booked interview that Start this interview opened the interview with (null: a new one). */
  interviewCallId: string | null;
  /** Opens the interview with Clio, for a booked interview when given its id. */
  startInterview: (scheduledCallId?: string) => void;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

/** Sections switch in place: the URL stays "/" (spec §2). */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const [section, setSection] = useState<WorkspaceSectionId>('dashboard');
  const [dialog, setDialog] = useState<WorkspaceDialog>(null);
  const [interviewCallId, setInterviewCallId] = useState<string | null>(null);
  const value = useMemo<WorkspaceContextValue>(
    () => ({
      section,
      showSection: setSection,
      dialog,
      openDialog: (next) => {
        if (next === 'interview') setInterviewCallId(null);
        setDialog(next);
      },
      closeDialog: () => setDialog(null),
      interviewCallId,
      startInterview: (scheduledCallId) => {
        setInterviewCallId(scheduledCallId ?? null);
        setDialog('interview');
      },
    }),
    [section, dialog, interviewCallId],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace() {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used inside WorkspaceProvider');
  return value;
}
