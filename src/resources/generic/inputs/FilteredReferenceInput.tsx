import { useEffect, useRef, type ReactNode } from 'react';
import { ReferenceInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

interface FilteredReferenceInputProps {
  source: string;
  reference: string;
  /** The filter every choice meets (active rows…), before the one of the parent field. */
  filter: Record<string, unknown>;
  /** This form's field whose value the choices' `column` must equal. */
  parent: string;
  column: string;
  children: ReactNode;
}

/**
 * A reference input whose choices belong to another field of the form (an expense's sub types to
 * its type): only rows whose `column` equals that field are offered, and the value is cleared
 * when that field changes, so a stale pair is never sent.
 */
export function FilteredReferenceInput({
  source,
  reference,
  filter,
  parent,
  column,
  children,
}: FilteredReferenceInputProps) {
  const parentValue: unknown = useWatch({ name: parent });
  const { setValue } = useFormContext();
  const previous = useRef(parentValue);
  useEffect(() => {
    if (previous.current === parentValue) return;
    previous.current = parentValue;
    setValue(source, null, { shouldDirty: true });
  }, [parentValue, setValue, source]);
  const none = parentValue === null || parentValue === undefined || parentValue === '';
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      filter={{ ...filter, [column]: none ? 0 : parentValue }}
    >
      {children}
    </ReferenceInput>
  );
}
