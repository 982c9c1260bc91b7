import { useEffect, useState, type FormEvent } from 'react';

/**
 * A studio settings form: the values as edited from what the server holds, "saved" once Guardar answered (and
 * cleared by the next edit), and the submit that sends them. A refused save leaves the form as typed; the mutation
 * shows its error.
 */
export function useSettingsForm<Values>(initial: Values, save: (values: Values) => Promise<unknown>) {
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(false), [form]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save(form).then(() => setSaved(true), () => {});
  };
  return { form, setForm, saved, onSubmit };
}
