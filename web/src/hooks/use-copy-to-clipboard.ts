import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Copiado!" stays visible (docs/product.md §9). */
export const COPIED_FEEDBACK_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = useCallback(async (text: string) => {
    const copied = await writeToClipboard(text);
    clearTimeout(resetTimer.current);
    setState(copied ? 'copied' : 'failed');
    if (copied) resetTimer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
  }, []);

  return { state, copy };
}

async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or insecure context (plain http on a phone): try the legacy path.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
