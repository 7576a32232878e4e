import { Input, Label } from '#client/components/ui/input.tsx';
import { DNA_FIELD_MAX } from '#shared/memories.ts';
import { TagInput } from './tag-input.tsx';

interface DnaFieldsProps {
  /** Prefix of the inputs' ids (`<prefix>-when`, `<prefix>-where`), unique per dialog. */
  idPrefix: string;
  whenHappened: string;
  onWhenChange: (value: string) => void;
  whereHappened: string;
  onWhereChange: (value: string) => void;
  people: string[];
  onPeopleChange: (people: string[]) => void;
  /** Edit Memory drops repeated names quietly; the Memory DNA dialog keeps what was typed (spec §5). */
  ignoreDuplicatePeople?: boolean;
  placeholders?: { when: string; where: string };
}

/** The when, where and who of a memory's Memory DNA, as Edit Memory and the Memory DNA dialog ask them. */
export function DnaFields({
  idPrefix,
  whenHappened,
  onWhenChange,
  whereHappened,
  onWhereChange,
  people,
  onPeopleChange,
  ignoreDuplicatePeople = false,
  placeholders,
}: DnaFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${idPrefix}-when`}>When did it happen?</Label>
          <Input
            id={`${idPrefix}-when`}
            value={whenHappened}
            maxLength={DNA_FIELD_MAX}
            onChange={(event) => onWhenChange(event.target.value)}
            placeholder={placeholders?.when}
          />
        </div>
        <div>
          <Label htmlFor={`${idPrefix}-where`}>Where did it happen?</Label>
          <Input
            id={`${idPrefix}-where`}
            value={whereHappened}
            maxLength={DNA_FIELD_MAX}
            onChange={(event) => onWhereChange(event.target.value)}
            placeholder={placeholders?.where}
          />
        </div>
      </div>
      <TagInput
        label="People involved"
        tags={people}
        onTagsChange={onPeopleChange}
        ignoreDuplicates={ignoreDuplicatePeople}
      />
    </>
  );
}
