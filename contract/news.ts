import { Type } from 'typebox';
import { Body, Id, NonBlank } from './http';

export const NewsSchema = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  subtitulo: Type.String(),
  contenido: Type.String(),
  fecha: Type.String(),
  imagen_url: Type.String(),
});

const Titulo = NonBlank(200);
const Subtitulo = Type.String({ maxLength: 300 });
// A long post is a few screens on a phone; more belongs in a linked document.
const Contenido = NonBlank(20_000);
const ImagenUrl = Type.String({ maxLength: 300 });

export const UploadImageBody = Body({
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
  fileType: Type.Optional(Type.String({ maxLength: 100 })),
  fileData: Type.String({ minLength: 0 }),
});

export const CreateNewsBody = Body({
  titulo: Titulo,
  subtitulo: Type.Optional(Type.Union([Subtitulo, Type.Null()])),
  contenido: Contenido,
  imagen_url: Type.Optional(Type.Union([ImagenUrl, Type.Null()])),
  fecha: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
});

export const UpdateNewsBody = Body({
  id: Id,
  titulo: Titulo,
  subtitulo: Type.Optional(Type.Union([Subtitulo, Type.Null()])),
  contenido: Contenido,
  imagen_url: Type.Optional(Type.Union([ImagenUrl, Type.Null()])),
});

export const NewsIdBody = Body({ id: Id });
