import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Text typed into a chip input but not yet turned into a chip. Saving with Ctrl+Enter never leaves
 * the input, so the pane asks every input to commit what it holds before the form is submitted.
 */
export interface PendingEntries {
  register(commit: () => void): () => void;
  commitAll(): void;
}

const PendingEntryContext = createContext<PendingEntries | null>(null);

export function createPendingEntries(): PendingEntries {
  const commits = new Set<() => void>();
  return {
    register(commit) {
      commits.add(commit);
      return () => commits.delete(commit);
    },
    commitAll() {
      for (const commit of commits) commit();
    },
  };
}

export function PendingEntryProvider({
  value,
  children,
}: {
  value: PendingEntries;
  children: ReactNode;
}) {
  return <PendingEntryContext.Provider value={value}>{children}</PendingEntryContext.Provider>;
}

export const usePendingEntries = () => useContext(PendingEntryContext);

/** Registers this input's commit for as long as it is shown. */
export function useCommitOnSave(commit: () => void) {
  const entries = usePendingEntries();
  useEffect(() => {
    if (!entries) return;
    const unregister = entries.register(commit);
    return () => {
      unregister();
    };
  }, [entries, commit]);
}
