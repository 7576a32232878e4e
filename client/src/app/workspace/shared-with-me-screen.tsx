import { SharedWithMeSection } from '#client/features/family/components/shared-with-me-section.tsx';
import { DnaFields } from '#client/features/memories/components/dna-fields.tsx';

/** An editor fills in when, where and who with the same fields as My Memories: the app hands them over. */
export function SharedWithMeScreen() {
  return <SharedWithMeSection dnaFields={DnaFields} />;
}
