/** A notification as `GET /api/user/notification` lists it. */
export interface AppNotification {
  id: number | string;
  subject: string;
  message: string;
  link: string | null;
  is_seen: boolean;
  created_at: string | null;
}

export interface NotificationPage {
  items: AppNotification[];
  total: number;
  unseen: number;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function toNotification(raw: unknown): AppNotification | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'number' && typeof r.id !== 'string') return undefined;
  return {
    id: r.id,
    subject: str(r.subject),
    message: str(r.message),
    link: str(r.link) || null,
    // Laravel sends 0/1 as often as booleans.
    is_seen: r.is_seen === true || r.is_seen === 1 || r.is_seen === '1',
    created_at: str(r.created_at) || null,
  };
}

/** `{data: [...], meta: {total, unseen}}`; unseen falls back to counting the page. */
export function parseNotificationPage(body: unknown): NotificationPage {
  const b = (body ?? {}) as { data?: unknown; meta?: { total?: unknown; unseen?: unknown } };
  const items = (Array.isArray(b.data) ? b.data : []).flatMap((r) => toNotification(r) ?? []);
  const total = Number(b.meta?.total);
  const unseen = Number(b.meta?.unseen);
  return {
    items,
    total: Number.isFinite(total) ? total : items.length,
    unseen: Number.isFinite(unseen) ? unseen : items.filter((n) => !n.is_seen).length,
  };
}

/** The page after the user opened one: that one seen, the unseen count one lower. */
export function markSeen(page: NotificationPage, id: AppNotification['id']): NotificationPage {
  const target = page.items.find((n) => n.id === id);
  if (!target || target.is_seen) return page;
  return {
    ...page,
    items: page.items.map((n) => (n.id === id ? { ...n, is_seen: true } : n)),
    unseen: Math.max(0, page.unseen - 1),
  };
}

/**
 * The page with a notification pushed live (added at the front of the list), counted
 * as unseen; one already listed is not added twice.
 */
export function prependNotification(page: NotificationPage, raw: unknown): NotificationPage {
  const pushed = toNotification(raw);
  if (!pushed || page.items.some((n) => String(n.id) === String(pushed.id))) return page;
  return {
    items: [pushed, ...page.items],
    total: page.total + 1,
    unseen: page.unseen + (pushed.is_seen ? 0 : 1),
  };
}
