// Placeholder until this section is built.
export function DashboardSection() {
  return <p className="text-muted">This section is being prepared.</p>;
}
