import type { ReactNode } from 'react';

/** One row of a {@link NumbersTable}: what it counts, then its numbers in the columns' order. */
export interface NumbersRow {
  label: string;
  values: readonly ReactNode[];
}

/** Props of {@link NumbersTable}. */
export interface NumbersTableProps {
  /** The insight's title, read as the table's name. */
  caption: string;
  /** The header of every column, the row labels' first. */
  columns: readonly string[];
  rows: readonly NumbersRow[];
}

/** An insight's numbers as a table (docs/product.md#insights): the accessible alternative to its chart. */
export function NumbersTable({ caption, columns, rows }: NumbersTableProps) {
  return (
    <table className="table table-sm insight-numbers">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, values }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {values.map((value, index) => (
              // A table's columns are fixed: a cell's place is its identity.
              <td key={index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
