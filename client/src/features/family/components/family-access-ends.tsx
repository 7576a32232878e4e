import { familyAccessEnds } from '#shared/family-words.ts';
import { useFamilyMembers } from '../api/family-members.ts';

/**
 * In the Delete My Account dialog (decision 1525): who in the family loses what was shared, by name while the
 * list is short, and which invitations stop working. Nothing when the storyteller shares with nobody; if the list
 * cannot be read, a sentence that is true either way.
 */
export function FamilyAccessEnds() {
  const members = useFamilyMembers();
  if (members.isPending) return null;
  const sentences = members.isError
    ? ['Anyone you share your stories with will no longer see them.']
    : familyAccessEnds(members.data);
  if (sentences.length === 0) return null;
  return (
    <div
      className="space-y-1 rounded-lg border-l-4 border-destructive bg-background px-4 py-3 break-words"
      data-testid="family-access-ends"
    >
      {sentences.map((sentence) => (
        <p key={sentence} className="font-semibold">
          {sentence}
        </p>
      ))}
    </div>
  );
}
