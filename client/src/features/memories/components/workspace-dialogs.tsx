// The dialogs any section can open through useWorkspace().openDialog(); filled in by the memories feature.
export function WorkspaceDialogs() {
  return null;
}
