import { FAMILY_ROLE_HINTS, FAMILY_ROLE_LABELS, FAMILY_ROLES, type FamilyRole } from '#shared/family.ts';

/** Reader, Contributor or Editor, each with the sentence that says what it may do. */
export function RoleChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: FamilyRole;
  onChange: (role: FamilyRole) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">What may they do?</legend>
      <div className="flex flex-col gap-2">
        {FAMILY_ROLES.map((role) => {
          const id = `${name}-${role}`;
          return (
            <label
              key={role}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-accent/60"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={role}
                checked={value === role}
                onChange={() => onChange(role)}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <span>
                <span className="block font-semibold">{FAMILY_ROLE_LABELS[role]}</span>
                <span id={`${id}-hint`} className="block text-muted">
                  {FAMILY_ROLE_HINTS[role]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
