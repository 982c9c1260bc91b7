import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormStack } from '../../../components/form-stack';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { isApiError } from '../../../lib/api-client';
import { useCreateNews } from '../api/news-mutations';
import { checkNewsImage } from '../news-format';
import { FormMessage } from './form-message';
import { emptyNewsForm, NewsFields, validateNewsForm, type NewsFormErrors } from './news-fields';

type Outcome = { tone: 'success' | 'error'; text: string; detail?: string } | null;

/** /admin/crearNoticias (docs/product.md §2 Admin: Crear Noticia). */
export function CreateNewsPage() {
  const create = useCreateNews();
  const [values, setValues] = useState(emptyNewsForm);
  const [errors, setErrors] = useState<NewsFormErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A new File object resets the file input (it is uncontrolled).
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewsForm(values, true, checkNewsImage(values.image));
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync({ titulo: values.titulo.trim(), subtitulo: values.subtitulo.trim(), contenido: values.contenido.trim(), image: values.image! });
      setValues(emptyNewsForm);
      setFormKey((k) => k + 1);
      setOutcome({ tone: 'success', text: 'Noticia creada' });
    } catch (failure) {
      setOutcome({ tone: 'error', text: isApiError(failure) ? failure.detail : 'Error desconocido' });
    }
  };

  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>Crear Noticia</PageTitle>
          <PageSubtitle>Se publica en la pantalla principal de todos los socios.</PageSubtitle>
        </div>
        <ButtonLink to="/admin/noticias" $variant="secondary">
          Ver noticias
        </ButtonLink>
      </PageHeader>
      <Card>
        <FormStack key={formKey} onSubmit={(e) => void submit(e)} noValidate aria-label="Crear Noticia">
          <NewsFields values={values} errors={errors} onChange={setValues} />
          {outcome && <FormMessage $tone={outcome.tone}>{outcome.text}</FormMessage>}
          <Submit type="submit" $size="lg" disabled={create.isPending}>
            {create.isPending ? 'Creando...' : 'Crear Noticia'}
          </Submit>
        </FormStack>
      </Card>
    </Page>
  );
}


const Submit = styled(Button)`
  @media (min-width: 700px) {
    align-self: flex-end;
  }
`;
