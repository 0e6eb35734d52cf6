import { useRef, useState } from 'react';
import type { CardInputs } from './card-fields';
import { cardDetailsOf, EMPTY_CARD, validateCard, type CardErrors, type CardField, type CardInput } from './card-validation';
import type { CardDetails } from './tokenize-card';

const FIELD_ORDER: CardField[] = ['name', 'number', 'expiry', 'cvc'];

/**
 * A card form's state: what is typed, each field's problem (gone once that field changes), and
 * `check`, which shows every problem and focuses the first, or answers the card for the gateway.
 */
export function useCardForm() {
  const [values, setValues] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const inputs = useRef<CardInputs>({});
  const onChange = (next: CardInput) => {
    setErrors((found) => Object.fromEntries(Object.entries(found).filter(([field]) => next[field as CardField] === values[field as CardField])));
    setValues(next);
  };
  /** The card for the gateway, or null when a field is wrong (each problem shown, the first field focused). */
  const check = (now: Date = new Date()): CardDetails | null => {
    const found = validateCard(values, now);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (!first) return cardDetailsOf(values);
    inputs.current[first]?.focus();
    return null;
  };
  const reset = () => {
    setValues(EMPTY_CARD);
    setErrors({});
  };
  return { check, reset, fields: { values, errors, onChange, inputs } };
}
