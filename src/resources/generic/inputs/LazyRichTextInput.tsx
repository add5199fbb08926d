import { lazy, Suspense } from 'react';
import { LinearProgress, type Validator } from 'react-admin';

/** The editor (tiptap) is large; only forms with a rich text field download it. */
const RichTextInput = lazy(() => import('./RichTextEditor'));

export function LazyRichTextInput(props: { source: string; label: string; validate: Validator[] }) {
  return (
    <Suspense fallback={<LinearProgress />}>
      <RichTextInput {...props} />
    </Suspense>
  );
}
