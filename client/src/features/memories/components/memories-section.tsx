// Placeholder until this section is built.
export function MemoriesSection() {
  return <p className="text-muted">This section is being prepared.</p>;
}
