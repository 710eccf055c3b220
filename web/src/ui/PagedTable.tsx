/** A read-only table of a page of rows, with its paging under it (reviews, the moderation log). */
import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Paging, type PageInfo } from './Paging';

export interface PagedTableProps<Row> {
  page: PageInfo & { content: readonly Row[] };
  /** The column headers, and each row's cells in the same order. */
  headers: readonly string[];
  cells: (row: Row) => readonly ReactNode[];
  rowKey: (row: Row) => string | number;
  className: string;
  onPage: (page: number) => void;
  pagingLabel?: string;
  /** What the table shows: names the box it scrolls in when wider than the window. */
  label: string;
}

export function PagedTable<Row>({
  page,
  headers,
  cells,
  rowKey,
  className,
  onPage,
  pagingLabel,
  label,
}: PagedTableProps<Row>) {
  return (
    <>
      {/* Wider than the window, it scrolls inside its own box, which keyboards can reach and screen readers name. */}
      <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
        <HTMLTable striped className={`entry-table ${className}`}>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.content.map((row) => (
              <tr key={rowKey(row)}>
                {cells(row).map((cell, i) => (
                  <td key={headers[i]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <Paging page={page} onPage={onPage} label={pagingLabel} />
    </>
  );
}
