/** A campaign's recipients as `GET /api/{resource}/{id}/deliveries` answers them. */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface Delivery {
  id: number;
  user_name: string;
  address: string | null;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

export interface DeliveryPage {
  rows: Delivery[];
  total: number;
  counts: Record<DeliveryStatus, number>;
  campaignStatus: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const textOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const statusOf = (v: unknown): DeliveryStatus =>
  (DELIVERY_STATUSES as readonly unknown[]).includes(v) ? (v as DeliveryStatus) : 'queued';

export function parseDeliveryPage(body: unknown): DeliveryPage {
  const data = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  const meta = isRecord(body) && isRecord(body.meta) ? body.meta : {};
  const counts = isRecord(meta.counts) ? meta.counts : {};
  return {
    rows: data.filter(isRecord).map((row) => ({
      id: Number(row.id),
      user_name: String(row.user_name ?? ''),
      address: textOrNull(row.address),
      status: statusOf(row.status),
      attempts: Number(row.attempts ?? 0),
      last_error: textOrNull(row.last_error),
      sent_at: textOrNull(row.sent_at),
    })),
    total: Number(meta.total ?? 0),
    counts: {
      queued: Number(counts.queued ?? 0),
      sent: Number(counts.sent ?? 0),
      failed: Number(counts.failed ?? 0),
    },
    campaignStatus: String(meta.campaign_status ?? ''),
  };
}

/** Still moving: worth refreshing until every recipient has an outcome. */
export const inProgress = (page: DeliveryPage | undefined) =>
  page !== undefined && (page.counts.queued > 0 || page.campaignStatus !== 'done');
