import SwapVert from '@mui/icons-material/SwapVert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ArrangedResource } from './ArrangeOrderDialog';

const ArrangeOrderDialog = lazy(() => import('./ArrangeOrderDialog'));

/** Opens the drag-to-reorder dialog, fetching its code on first use. */
export function ArrangeOrderButton({ r }: { r: ArrangedResource }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<SwapVert />} onClick={() => setOpen(true)}>
        {translate('screens.arrange')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ArrangeOrderDialog r={r} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
