/** A constant of ours as an SQL string literal (seed rows in migrations only; requests always bind their values). */
export function sqlText(value) {
  return `'${String(value).replace(/'/g, "''")}'`;
}
