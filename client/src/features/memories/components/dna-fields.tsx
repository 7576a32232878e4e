import { Input, Label } from '#client/components/ui/input.tsx';
import { DNA_FIELD_MAX } from '#shared/memories.ts';
import { TagInput } from './tag-input.tsx';

interface DnaFieldsProps {
  /** Prefix of the inputs' ids (`<prefix>-when`, `<prefix>-where`), unique per dialog. */
  idPrefix: string;
  value: { whenHappened: string; whereHappened: string; people: string[] };
  set: {
    setWhen: (value: string) => void;
    setWhere: (value: string) => void;
    setPeople: (people: string[]) => void;
  };
  /** Edit Memory drops repeated names quietly; the Memory DNA dialog keeps what was typed. */
  ignoreDuplicatePeople?: boolean;
  placeholders?: { when: string; where: string };
}

/** The when, where and who of a memory's Memory DNA, as Edit Memory and the Memory DNA dialog ask them. */
export function DnaFields({
  idPrefix,
  value,
  set,
  ignoreDuplicatePeople = false,
  placeholders,
}: DnaFieldsProps) {
  const textFields = [
    { name: 'when', label: 'When did it happen?', text: value.whenHappened, onChange: set.setWhen },
    { name: 'where', label: 'Where did it happen?', text: value.whereHappened, onChange: set.setWhere },
  ] as const;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {textFields.map((field) => (
          <div key={field.name}>
            <Label htmlFor={`${idPrefix}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${idPrefix}-${field.name}`}
              value={field.text}
              maxLength={DNA_FIELD_MAX}
              onChange={(event) => field.onChange(event.target.value)}
              placeholder={placeholders?.[field.name]}
            />
          </div>
        ))}
      </div>
      <TagInput
        label="People involved"
        tags={value.people}
        onTagsChange={set.setPeople}
        ignoreDuplicates={ignoreDuplicatePeople}
      />
    </>
  );
}
