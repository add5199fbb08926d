/** "Kamal Uddin Rahman" → first "Kamal", last "Uddin Rahman": how one name field fills two. */
export function splitName(name: string): { first_name: string; last_name: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.length > 0 ? rest.join(' ') : null };
}
