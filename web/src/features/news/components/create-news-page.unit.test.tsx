// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { CreateNewsPage } from './create-news-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pickImage = (file: File) => fireEvent.change(screen.getByLabelText('Imagen'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Crear Noticia|Creando/ }));
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });

describe('Crear Noticia', () => {
  it('requires title, content and an image before sending anything', async () => {
    const api = mockApi({});
    renderWithProviders(<CreateNewsPage />);
    submit();
    expect(await screen.findByText('Por favor selecciona una imagen')).toBeTruthy();
    expect(screen.getByText('El título es obligatorio.')).toBeTruthy();
    expect(screen.getByText('El contenido es obligatorio.')).toBeTruthy();
    pickImage(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    fill('Título', 'Hola');
    fill('Contenido', 'Texto');
    submit();
    expect(await screen.findByText('La imagen debe ser JPEG, PNG, WebP o GIF.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('uploads the image, then creates the post; the button says Creando... and is disabled meanwhile', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'POST /api/noticias/uploadNoticiaImage': () => json(200, { publicUrl: '/api/noticias/images/a.png' }),
      'POST /api/noticias/crearNoticia': async () => {
        await held;
        return json(201, { id: 1, titulo: 'Hola', subtitulo: '', contenido: 'Texto', fecha: '2026-11-16 12:00:00', imagen_url: '/api/noticias/images/a.png' });
      },
    });
    renderWithProviders(<CreateNewsPage />);
    fill('Título', ' Hola ');
    fill('Contenido', 'Texto');
    pickImage(png);
    submit();
    const busy = await screen.findByRole('button', { name: 'Creando...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Noticia creada')).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/noticias/uploadNoticiaImage', '/api/noticias/crearNoticia']);
    expect(api.calls[0]!.body).toMatchObject({ fileName: 'foto.png', fileType: 'image/png', fileData: 'iVBORw==' });
    expect(api.calls[1]!.body).toEqual({ titulo: 'Hola', subtitulo: '', contenido: 'Texto', imagen_url: '/api/noticias/images/a.png' });
    await waitFor(() => expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe(''));
  });

  it('shows the server’s Spanish detail when the image is refused', async () => {
    mockApi({ 'POST /api/noticias/uploadNoticiaImage': () => problem(400, 'INVALID_IMAGE', 'La imagen está dañada o incompleta y no se puede mostrar.') });
    renderWithProviders(<CreateNewsPage />);
    fill('Título', 'Hola');
    fill('Contenido', 'Texto');
    pickImage(png);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('La imagen está dañada o incompleta y no se puede mostrar.');
  });
});
