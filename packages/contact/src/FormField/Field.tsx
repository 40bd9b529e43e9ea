// The design system's field (label, hint, error wired to the control), where the contact forms
// have always taken it.
export { Field, type FieldControlProps, type FieldProps } from '@ecole/ui/Field';
