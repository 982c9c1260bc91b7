import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-stack';
import { errorDetail } from '../../../lib/api-client';
import type { Noticia } from '../api/get-news';
import { useUpdateNews } from '../api/news-mutations';
import { checkNewsImage } from '../news-format';
import { FormMessage } from './form-message';
import { NewsFields, validateNewsForm, type NewsFormErrors } from './news-fields';

/** The admin's edit modal; opened per post, closed on success. */
export function EditNewsDialog({ noticia, onClose }: { noticia: Noticia; onClose: () => void }) {
  const update = useUpdateNews();
  const [values, setValues] = useState({ titulo: noticia.titulo, subtitulo: noticia.subtitulo, contenido: noticia.contenido, image: null as File | null });
  const [errors, setErrors] = useState<NewsFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewsForm(values, false, checkNewsImage(values.image));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({ id: noticia.id, titulo: values.titulo.trim(), subtitulo: values.subtitulo.trim(), contenido: values.contenido.trim(), image: values.image });
      onClose();
    } catch (error) {
      setFailure(errorDetail(error));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()} title="Editar noticia">
      <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label="Editar noticia">
        <NewsFields values={values} errors={errors} onChange={setValues} currentImage={noticia.imagen_url} />
        {failure && (
          <FormMessage $tone="error">
            No se pudo actualizar la noticia<span>{failure}</span>
          </FormMessage>
        )}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Guardando...' : 'Guardar cambios'}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
