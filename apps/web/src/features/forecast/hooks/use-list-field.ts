import type { ForecastData } from '@planner/domain';
import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';

type ListName = 'streams' | 'costs' | 'equity' | 'loans' | 'grants' | 'assets';

let nextId = 0;
const newId = () => `item-${(nextId += 1)}`;

/**
 * Adds and removes items of one of the form's lists, with a stable key per item. A small stand-in
 * for react-hook-form's useFieldArray, which would grow the form chunk /login shares past its budget.
 */
export function useListField<N extends ListName>(form: UseFormReturn<ForecastData>, name: N) {
  const [ids, setIds] = React.useState(() => form.getValues(name).map(newId));
  return {
    ids,
    append(item: ForecastData[N][number]) {
      form.setValue(name, [...form.getValues(name), item] as never, { shouldDirty: true });
      setIds((list) => [...list, newId()]);
    },
    /** Puts `item` in place of the item at `index`, remounting its uncontrolled fields. */
    replace(index: number, item: ForecastData[N][number]) {
      const items = form.getValues(name).map((old, i) => (i === index ? item : old));
      form.setValue(name, items as never, { shouldDirty: true, shouldValidate: true });
      setIds((list) => list.map((id, i) => (i === index ? newId() : id)));
    },
    remove(index: number) {
      const items = form.getValues(name).filter((_, i) => i !== index);
      form.setValue(name, items as never, { shouldDirty: true, shouldValidate: true });
      setIds((list) => list.filter((_, i) => i !== index));
    },
  };
}
