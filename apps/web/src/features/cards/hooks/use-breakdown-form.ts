import { readBreakdown, type Card } from '@scout/shared/domain';
import { useMemo, useState } from 'react';
import { useUpdateCardBreakdown } from '../api/update-card-breakdown';
import {
  buildBreakdownPatch,
  formValuesFromBreakdown,
  isFormDirty,
  rebaseFormValues,
  type BreakdownFormValues,
  type BreakdownSource,
  type CustomFieldRow,
  type FormErrors,
} from '../breakdown-form-values';
import { failureMessage, type NotifyFn } from '../card-notice';
import type { ScalarField } from '../grid-cell-values';

interface FormState {
  /** The card's breakdown the values were last based on. */
  source: BreakdownSource;
  values: BreakdownFormValues;
}

export interface BreakdownFormController {
  values: BreakdownFormValues;
  errors: FormErrors;
  dirty: boolean;
  saving: boolean;
  setField(field: ScalarField, text: string): void;
  setCustom(rows: CustomFieldRow[]): void;
  save(): Promise<void>;
  discard(): void;
}

/**
 * The card form's state: text per field, rebased when the card changes under it (a refetch after a
 * conflict keeps the person's edits), saved as one updateCardBreakdown of the changed fields.
 */
export function useBreakdownForm(reportId: string, card: Card, notify: NotifyFn): BreakdownFormController {
  const source = useMemo(() => readBreakdown(card), [card]);
  const [form, setForm] = useState<FormState>(() => ({ source, values: formValuesFromBreakdown(source) }));
  const [errors, setErrors] = useState<FormErrors>({});
  const mutation = useUpdateCardBreakdown(reportId, { optimistic: false });

  // The card changed (saved, refetched): adjust during render, as React recommends for derived state.
  if (form.source !== source) {
    setForm({ source, values: rebaseFormValues(formValuesFromBreakdown(form.source), form.values, formValuesFromBreakdown(source)) });
  }

  const setField = (field: ScalarField, text: string) => {
    setForm((current) => ({ ...current, values: { ...current.values, fields: { ...current.values.fields, [field]: text } } }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const setCustom = (rows: CustomFieldRow[]) => {
    setForm((current) => ({ ...current, values: { ...current.values, custom: rows } }));
    if (errors.customFields) setErrors(({ customFields: _cleared, ...rest }) => rest);
  };

  const save = async () => {
    const { patch, errors: found } = buildBreakdownPatch(form.source, form.values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify({ severity: 'warning', message: 'Some fields need fixing before the card can be saved.' });
      return;
    }
    if (Object.keys(patch).length === 0) return;
    const sent = form.values;
    try {
      const saved = await mutation.mutateAsync({ cardId: card.id, patch });
      const stored = readBreakdown(saved);
      // What was sent now reads as the server stored it; anything typed since stays.
      setForm((current) => ({ source: current.source, values: rebaseFormValues(sent, current.values, formValuesFromBreakdown(stored)) }));
      notify({ severity: 'success', message: `Card #${card.cardNumber} saved` });
    } catch (error) {
      notify({ severity: 'error', message: failureMessage(error, `Saving card #${card.cardNumber}`) });
    }
  };

  const discard = () => {
    setForm({ source, values: formValuesFromBreakdown(source) });
    setErrors({});
  };

  return {
    values: form.values,
    errors,
    dirty: isFormDirty(form.source, form.values),
    saving: mutation.isPending,
    setField,
    setCustom,
    save,
    discard,
  };
}
