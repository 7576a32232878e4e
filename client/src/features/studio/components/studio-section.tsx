import { useState } from 'react';
import { OnboardingChat } from './onboarding-chat.tsx';
import { ProjectList } from './project-list.tsx';
import { ProjectWorkspace } from './project-workspace.tsx';

type StudioView = { name: 'list' } | { name: 'create' } | { name: 'project'; projectId: string };

/** Memoir Studio: the project list, the creation wizard, and one project's workspace. */
export function StudioSection() {
  const [view, setView] = useState<StudioView>({ name: 'list' });
  const showList = () => setView({ name: 'list' });
  const openProject = (projectId: string) => setView({ name: 'project', projectId });

  if (view.name === 'create') return <OnboardingChat onCancel={showList} onCreated={openProject} />;
  if (view.name === 'project') return <ProjectWorkspace projectId={view.projectId} onBack={showList} />;
  return <ProjectList onCreate={() => setView({ name: 'create' })} onOpen={openProject} />;
}
