/** PostgREST's `max_rows` (supabase/config.toml): a read is done page after page of this size. */
export const PAGE_SIZE = 1000;

/**
 * Every row of a paged read: `page(from, to)` asks for rows `from` to `to` included (supabase-js's
 * `.range`), until a page comes back short.
 */
export async function allPages<Row>(page: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: unknown }>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { data, error } = await page(offset, offset + PAGE_SIZE - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE_SIZE) return rows;
  }
}
