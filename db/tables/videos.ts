export interface VideosTable {
  id: number;
  nombre: string;
  url: string;
  /** Set when the video was uploaded to the studio's file store. */
  file_key: string | null;
  created_at: Date;
  updated_at: Date;
}
