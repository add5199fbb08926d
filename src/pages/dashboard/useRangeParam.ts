import { useSearchParams } from 'react-router-dom';
import { isValidRange, presetRange, type DateRange } from './period';

/**
 * The page's date range, kept in the address (`?start_date=…&end_date=…`) so a reload, a shared
 * link or Back shows the same period; this month when the address names none.
 */
export function useRangeParam(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = {
    start_date: params.get('start_date') ?? '',
    end_date: params.get('end_date') ?? '',
  };
  const range = isValidRange(fromUrl) ? fromUrl : presetRange('this_month');
  const setRange = (next: DateRange) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('start_date', next.start_date);
        out.set('end_date', next.end_date);
        return out;
      },
      { replace: true },
    );
  return [range, setRange];
}
