import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ReferenceDefaults as Defaults, Resource } from '../../../../schema';
import { keyOfName } from '../../../config';

const empty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The resource's defaults from a chosen reference (`defaultsFrom`, docs/CONFIG.md): when the
 * reference is chosen or changed, each of its fields that is empty, or still holds what this
 * filled in, takes the chosen record's value. A value the user typed is never overwritten, and
 * the record's saved values are left alone until the reference changes.
 */
export function ReferenceDefaults({ r }: { r: Resource }) {
  return (
    <>
      {r.defaultsFrom.map((spec) => (
        <DefaultsOf key={spec.reference} r={r} spec={spec} />
      ))}
    </>
  );
}

function DefaultsOf({ r, spec }: { r: Resource; spec: Defaults }) {
  const chosen: unknown = useWatch({ name: spec.reference });
  const { getValues, setValue } = useFormContext();
  const dataProvider = useDataProvider();
  const previous = useRef(chosen);
  const filled = useRef<Record<string, unknown>>({});
  const field = r.fields[spec.reference];
  const target = field?.type === 'reference' ? keyOfName(field.resource) : undefined;
  useEffect(() => {
    if (previous.current === chosen) return;
    previous.current = chosen;
    if (empty(chosen) || !target) return;
    let current = true;
    dataProvider
      .getOne(target, { id: chosen as string | number })
      .then(({ data }) => {
        if (!current) return;
        for (const [own, theirs] of Object.entries(spec.defaults)) {
          const now: unknown = getValues(own);
          const value: unknown = data[theirs];
          if (empty(value) || !(empty(now) || now === filled.current[own])) continue;
          filled.current[own] = value;
          setValue(own, value, { shouldDirty: true });
        }
      })
      // A record the user may not read gives no defaults; the fields stay as they are.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [chosen, target, dataProvider, getValues, setValue, spec]);
  return null;
}
