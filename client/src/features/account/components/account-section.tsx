// Placeholder until this section is built.
export function AccountSection() {
  return <p className="text-muted">This section is being prepared.</p>;
}
