import { useState } from 'react';
import type { ProductDetail } from '../catalogue/types';
import { initialSelection, type Selection } from './selection';

/** The selection of one product; it starts over when another product is shown. */
export function useSelection(product: ProductDetail | null | undefined): [Selection | null, (next: Selection) => void] {
  const [state, setState] = useState<{ uid: string; selection: Selection } | null>(null);
  if (!product) return [null, () => undefined];
  const selection = state?.uid === product.uid ? state.selection : initialSelection(product);
  return [selection, (next) => setState({ uid: product.uid, selection: next })];
}
