import { pl } from "../../i18n/pl";
import type { SizeTableView } from "../../lib/catalogViews";
import { RichText } from "../RichText";

/** The size table (api-contract.md §12.8) in a disclosure. */
export function SizeTable({ table }: { table: SizeTableView }) {
  return (
    <details className="size-table">
      <summary>{pl.product.sizeTable}</summary>
      {table.descriptionHtml ? <RichText className="rich-text" html={table.descriptionHtml} /> : null}
      <div className="table-scroll">
        <table>
          <caption>
            {table.name} ({table.unit})
          </caption>
          <thead>
            <tr>
              <th scope="col">{pl.product.sizeColumn}</th>
              <th scope="col">{pl.product.euColumn}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                <td>{row.eu}</td>
                {table.columns.map((column) => (
                  <td key={column.key}>{row.values[column.key] ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
