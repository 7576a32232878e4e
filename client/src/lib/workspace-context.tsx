import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export const WORKSPACE_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'studio', label: 'Memoir Studio' },
  { id: 'memories', label: 'My Memories' },
  { id: 'shared', label: 'Shared with me' },
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

/**
 * What a dialog opens with: the question being answered (a next-chapter idea, Today's question), and words the
 * person already gave (an answer to Clio), so nothing has to be remembered or typed twice.
 */
export interface DialogPrefill {
  question?: string;
  name?: string;
  text?: string;
  /** Called with the new memory's id once it is saved. */
  onSaved?: (memoryId: string) => void;
}

interface WorkspaceContextValue {
  section: WorkspaceSectionId;
  showSection: (section: WorkspaceSectionId) => void;
  dialog: WorkspaceDialog;
  /** What the open dialog was opened with (null when nothing). */
  prefill: DialogPrefill | null;
  openDialog: (dialog: Exclude<WorkspaceDialog, null>, prefill?: DialogPrefill) => void;
  closeDialog: () => void;
  /** The booked interview that Start this interview opened the interview with (null: a new one). */
  interviewCallId: string | null;
  /** Opens the interview with Clio, for a booked interview when given its id. */
  startInterview: (scheduledCallId?: string) => void;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

const SECTION_TO_OPEN_KEY = 'heirloom.openSection';

/**
 * Opens the workspace on a section the next time it loads (after a page of its own, such as an accepted
 * invitation, sends the person to "/"). Remembered for this tab only, and used once.
 */
export function openWorkspaceOn(section: WorkspaceSectionId) {
  sessionStorage.setItem(SECTION_TO_OPEN_KEY, section);
}

/** Read once per page load: a first render that suspends runs the state initialiser again. */
let sectionToOpen: string | null | undefined;

/** The section a page of its own asked the workspace to open on, or null when none did. */
export function takeSectionToOpen(): WorkspaceSectionId | null {
  if (sectionToOpen === undefined) {
    sectionToOpen = sessionStorage.getItem(SECTION_TO_OPEN_KEY);
    sessionStorage.removeItem(SECTION_TO_OPEN_KEY);
  }
  return WORKSPACE_SECTIONS.find((item) => item.id === sectionToOpen)?.id ?? null;
}

/** Sections switch in place: the URL stays "/". */
export function WorkspaceProvider({
  firstSection,
  children,
}: {
  firstSection: WorkspaceSectionId;
  children: ReactNode;
}) {
  const [section, setSection] = useState<WorkspaceSectionId>(firstSection);
  const [dialog, setDialog] = useState<WorkspaceDialog>(null);
  const [interviewCallId, setInterviewCallId] = useState<string | null>(null);
  const [prefill, setPrefill] = useState<DialogPrefill | null>(null);
  const value = useMemo<WorkspaceContextValue>(
    () => ({
      section,
      showSection: setSection,
      dialog,
      prefill,
      openDialog: (next, with_) => {
        if (next === 'interview') setInterviewCallId(null);
        setPrefill(with_ ?? null);
        setDialog(next);
      },
      closeDialog: () => setDialog(null),
      interviewCallId,
      startInterview: (scheduledCallId) => {
        setInterviewCallId(scheduledCallId ?? null);
        setPrefill(null);
        setDialog('interview');
      },
    }),
    [section, dialog, interviewCallId, prefill],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace() {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used inside WorkspaceProvider');
  return value;
}
