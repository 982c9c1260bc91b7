import { Type } from 'typebox';
import { Body, Id, NonBlank } from './http';

export const VideoSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), url: Type.String() });

export const VideoPageSchema = Type.Object({
  data: Type.Array(VideoSchema),
  pagination: Type.Object({ total: Type.Integer(), page: Type.Integer(), limit: Type.Integer(), totalPages: Type.Integer() }),
});

// Query strings arrive as strings; pagination.ts turns them into numbers with Spanish errors.
export const VideoPageQuery = Type.Object({
  page: Type.Optional(Type.String({ maxLength: 12 })),
  limit: Type.Optional(Type.String({ maxLength: 12 })),
  /** Part of a name, any case: searches the whole library (the plan editor's video picker), then pages. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});

const Nombre = NonBlank(200);

export const AddVideoBody = Body({ nombre: Nombre, url: Type.String({ minLength: 1, maxLength: 2048 }) });
export const RenameVideoBody = Body({ id: Id, nombre: Nombre });
export const VideoIdBody = Body({ id: Id });
