/** docs/product.md §2: titles are shown without a file extension ("Sentadilla.mp4" → "Sentadilla"), in the library and the plan editor's picker. */
export const videoTitle = (nombre: string) => nombre.replace(/\.[A-Za-z0-9]{2,5}$/, '');
