type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isBox = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && /^(checkbox|radio)$/i.test(field.type);

/** A drop-down shows something other than its markup's choice. */
const selectChanged = (select: HTMLSelectElement) => {
  const marked = [...select.options].filter((option) => option.defaultSelected);
  const shown = marked.length > 0 ? marked.at(-1) : [...select.options].find((option) => !option.disabled);
  return [...select.options].some((option) => option.selected !== (option === shown));
};

/** The prototype's `value` setter: it writes the field without telling React's value tracker. */
function setUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * Hands a React island, just live, what the visitor changed in its fields before (issue 39, point
 * 3: « keep the digits typed meanwhile »). A controlled field's state starts from the props, not
 * from the page: React 19 hydrates it keeping what the field shows but not telling the component,
 * which puts its own state back at the next render (the digits vanish). So each field the visitor
 * changed is made to change once more, the way React hears a person: its value tracker is set back
 * to the markup's value through the field's own setter, the typed value written again through the
 * prototype's, and an `input` event sent (`click()` for a box, `change` for a drop-down, the events
 * React listens to for each). React then calls the island's `onChange` with what was typed.
 */
export function replayTyped(slot: HTMLElement): void {
  for (const field of slot.querySelectorAll<Field>('input, select, textarea')) {
    if (field instanceof HTMLSelectElement) {
      if (selectChanged(field)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (isBox(field)) {
      // Only a box the visitor checked or unchecked; of a radio group, only the one now checked.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      const wanted = field.checked;
      field.checked = !wanted;
      field.click();
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      field.value = field.defaultValue;
      setUntracked(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
