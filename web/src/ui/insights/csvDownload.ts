import { type Table, toCsv } from "../../../../engine/insights/tables"

/** Saves a table as a CSV file named for its report, club and period. */
export const downloadCsv = (table: Table, name: string) => {
  const url = URL.createObjectURL(new Blob([toCsv(table)], { type: "text/csv;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = `${name}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
