import type { SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Field, FieldLabel } from '../../../components/field';
import { Select } from '../../../components/select';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled native select (the phone's own picker), styled like TextField. */
export function SelectField({ label, placeholder, options, id, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <NarrowField>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Select id={selectId} {...selectProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </NarrowField>
  );
}

// Its grid cell may be narrower than the longest option.
const NarrowField = styled(Field)`
  min-width: 0;
`;
