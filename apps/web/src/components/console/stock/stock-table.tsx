import { consoleCarPath } from "@forecourt/core/console/console-paths";
import { saleStateLabel } from "@forecourt/core/console/stock-list-query";
import { formatPrice } from "@forecourt/core/locale/format-price";
import type { stockListOf } from "@/server/console/queries/stock";
import { ConsoleTable } from "../kit/console-table.tsx";

type StockCar = Awaited<ReturnType<typeof stockListOf>>["list"]["cars"][number];

/** One page of the stock list: each car, its stock number, site, price, state, tag and locks. */
export function StockTable({ cars }: { cars: readonly StockCar[] }) {
  return (
    <ConsoleTable
      caption="Cars, most recently changed first"
      columns={["Car", "Stock no.", "Site", "Price", "State", "Tag", "Locked"]}
    >
      {cars.map((car) => (
        <tr key={car.id} className="border-b border-slate-200 align-top">
          <td className="p-2">
            <a className="text-blue-800 underline" href={consoleCarPath(car.id)}>
              {car.name}
            </a>
          </td>
          <td className="p-2 font-mono text-xs">{car.stockNumber}</td>
          <td className="p-2">{car.siteName}</td>
          <td className="whitespace-nowrap p-2">
            {car.price === null ? "—" : formatPrice(car.price)}
          </td>
          <td className="p-2">{saleStateLabel(car)}</td>
          <td className="p-2">{car.tag ?? "—"}</td>
          <td className="p-2">{car.lockedFields.length || "—"}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
