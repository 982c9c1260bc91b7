export interface NewsPostsTable {
  id: number;
  titulo: string;
  subtitulo: string;
  contenido: string;
  imagen_url: string;
  /** Studio wall clock, `YYYY-MM-DD HH:MM:SS`. */
  fecha: string;
  created_at: Date;
  updated_at: Date;
}
