import { rightsGroups } from '@glad/contracts';
import { Checkbox, SimpleGrid } from '@mantine/core';

/** The rights groups (docs/spec.md §3 rights) as checkboxes with their Russian names and what each allows. */
export function RightsCheckboxes({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Group label="Права" value={value} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="sm">
        {rightsGroups.map((g) => (
          <Checkbox key={g.id} value={g.id} label={g.label} description={g.help} disabled={disabled} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
