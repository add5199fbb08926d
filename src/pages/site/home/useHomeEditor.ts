import { useState } from 'react';
import { useGetList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { keyOfName } from '../../../config';
import { useAppNotify } from '../../../lib/notify';
import { serverMessage, useAppDataProvider } from '../../../providers/data';
import { HOME_KINDS, reorder, type HomeKind, type HomeLists } from './homeContent';

const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'position', order: 'ASC' },
} as const;

export interface Draft {
  kind: HomeKind;
  id: Identifier;
  values: Record<string, string>;
}

/**
 * The home page editor's state: the three lists in their order, changed in place (drag, switch)
 * and saved at once, and the quick edit's draft, shown in the preview before it is saved.
 */
export function useHomeEditor() {
  const translate = useTranslate();
  const notify = useAppNotify();
  const dataProvider = useAppDataProvider();
  const sliders = useGetList(keyOfName('slider'), ALL);
  const promotions = useGetList(keyOfName('promotion'), ALL);
  const sections = useGetList(keyOfName('home-section'), ALL);
  const queries = { slider: sliders, promotion: promotions, 'home-section': sections };
  // The lists as changed here (moved, switched, edited) since they were loaded.
  const [changed, setChanged] = useState<Partial<HomeLists>>({});
  const [draft, setDraft] = useState<Draft | null>(null);
  const lists: HomeLists | null =
    sliders.data && promotions.data && sections.data
      ? {
          slider: changed.slider ?? sliders.data,
          promotion: changed.promotion ?? promotions.data,
          'home-section': changed['home-section'] ?? sections.data,
        }
      : null;

  const setList = (kind: HomeKind, rows: RaRecord[]) =>
    setChanged((current) => ({ ...current, [kind]: rows }));

  const move = async (kind: HomeKind, activeId: Identifier, overId: Identifier) => {
    if (!lists) return;
    const before = lists[kind];
    const after = reorder(before, activeId, overId);
    if (after === before) return;
    setList(kind, after);
    try {
      await dataProvider.arrangeOrder(
        kind,
        after.map((r) => r.id),
      );
      notify.success(translate('app.site.home.order_saved'));
    } catch (error) {
      setList(kind, before);
      notify.error(serverMessage(error) ?? translate('app.notify.arrange_error'));
    }
  };

  const toggle = async (kind: HomeKind, id: Identifier) => {
    if (!lists) return;
    const before = lists[kind];
    setList(
      kind,
      before.map((r) =>
        r.id === id ? { ...r, is_active: !(r.is_active === true || r.is_active === 1) } : r,
      ),
    );
    try {
      const result = await dataProvider.toggle(keyOfName(kind), id);
      notify.success(result.message || translate('app.notify.done'));
    } catch (error) {
      setList(kind, before);
      notify.error(serverMessage(error) ?? translate('app.notify.generic_error'));
    }
  };

  const saveDraft = async () => {
    if (!lists || !draft) return;
    const previous = lists[draft.kind].find((r) => r.id === draft.id);
    if (!previous) return;
    try {
      const { data } = await dataProvider.update(keyOfName(draft.kind), {
        id: draft.id,
        data: draft.values,
        previousData: previous,
      });
      setList(
        draft.kind,
        lists[draft.kind].map((r) => (r.id === draft.id ? { ...r, ...data } : r)),
      );
      setDraft(null);
      notify.success(translate('app.site.home.saved'));
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
    }
  };

  /** The lists as the preview shows them: with the unsaved draft applied. */
  const shown: HomeLists | null =
    lists && draft
      ? {
          ...lists,
          [draft.kind]: lists[draft.kind].map((r) =>
            r.id === draft.id ? { ...r, ...draft.values } : r,
          ),
        }
      : lists;

  const error = HOME_KINDS.map((k) => queries[k].error).find(Boolean);
  const retry = () => HOME_KINDS.forEach((k) => void queries[k].refetch());
  return {
    lists: shown,
    isPending: lists === null,
    error,
    retry,
    move,
    toggle,
    draft,
    setDraft,
    saveDraft,
  };
}
