import { createContext, useContext } from 'react';
import type { EditOperation } from '../api/edit-plan';
import type { PlanEditorEvent } from '../machines/plan-editor.machine';

type EditorApi = {
  send: (event: PlanEditorEvent) => void;
  run: (operation: EditOperation) => void;
  /** Opens the ¿Estás seguro? dialog; `action` runs on confirm. */
  ask: (description: string, action: () => void) => void;
  openBlockId: number | null;
};

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  const api = useContext(EditorContext);
  if (!api) throw new Error('useEditor outside the plan editor');
  return api;
}
