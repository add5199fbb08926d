/**
 * What heads every PDF: the centre's name and its logo, both from the general settings. pdfkit draws
 * PNG and JPEG images; the site also takes a GIF or WebP logo (browsers show those), and a PDF
 * leaves such a logo out rather than fail (docs/DOMAIN.md "PDF documents").
 */
import { fileTypeFromBuffer } from 'file-type';
import { centreName } from '../../domain/site/centre-name';
import type { Context } from '../../resources/context';

export interface Letterhead {
  centre: string;
  /** The logo's bytes, when it is one a PDF can draw. */
  logo?: Buffer;
}

const DRAWABLE = new Set(['image/png', 'image/jpeg']);

async function drawableLogo({ db, storage }: Pick<Context, 'db' | 'storage'>) {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('group', '=', 'general')
    .where('name', '=', 'logo')
    .executeTakeFirst();
  const logo = row?.value ? await storage.bytes(String(row.value)) : undefined;
  return logo && DRAWABLE.has((await fileTypeFromBuffer(logo))?.mime ?? '') ? logo : undefined;
}

export async function letterheadOf(ctx: Pick<Context, 'db' | 'storage'>): Promise<Letterhead> {
  const [centre, logo] = await Promise.all([centreName(ctx.db), drawableLogo(ctx)]);
  return logo ? { centre, logo } : { centre };
}
