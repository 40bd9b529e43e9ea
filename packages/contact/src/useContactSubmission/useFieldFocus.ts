import type { OfferField } from '@ecole/supabase/job-offer';
import { useRef } from 'react';
import type { ContactFields } from '../ContactForm/validateFields.ts';

export type ContactControl = HTMLInputElement | HTMLTextAreaElement;
export type OfferControl = HTMLInputElement | HTMLSelectElement;

export interface FieldFocus {
  /** Keeps each control (the field lists' `controlRef`). */
  contactControlRef: (name: keyof ContactFields, element: ContactControl | null) => void;
  offerControlRef: (field: OfferField, element: OfferControl | null) => void;
  /** Puts the focus on a field, the first to correct. */
  focus: (field: keyof ContactFields | OfferField) => void;
}

/** The form's controls by name, for the focus on the first field to correct. */
export function useFieldFocus(): FieldFocus {
  const controlsRef = useRef<Partial<Record<keyof ContactFields | OfferField, ContactControl | OfferControl | null>>>({});
  const keep = (name: keyof ContactFields | OfferField, element: ContactControl | OfferControl | null) => {
    controlsRef.current[name] = element;
  };
  return { contactControlRef: keep, offerControlRef: keep, focus: (field) => controlsRef.current[field]?.focus() };
}
