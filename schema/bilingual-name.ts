/**
 * A name the centre gives in English and, optionally, in Bangla (docs/CONFIG.md, "Reference data
 * in both languages"), for answers that carry both rather than a record of a resource: a SAT
 * section's or score scale's name inside an attempt or a stored score.
 */
export function nameInLanguage(
  name: string,
  nameBn: string | null | undefined,
  language: string,
): string {
  return language === 'bn' && typeof nameBn === 'string' && nameBn.trim() !== '' ? nameBn : name;
}
