export * as fieldStyles from './Field.css.ts';
export { Field, type FieldControlProps, type FieldProps } from './Field.tsx';
export { Select } from './Select.tsx';
export { Textarea } from './Textarea.tsx';
export { TextInput } from './TextInput.tsx';
