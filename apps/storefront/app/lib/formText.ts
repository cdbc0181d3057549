/**
 * A posted form's text field.
 *
 * @param form - the posted form
 * @param name - the field's name
 * @returns its value, or '' when it is missing or a file
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
