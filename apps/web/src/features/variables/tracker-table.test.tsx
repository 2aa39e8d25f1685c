import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useState } from "react";
import { TrackerTable } from "./tracker-table";
import type { TrackerColumn } from "./tracker-view";

type Row = { id: number; created_at: string; sleep: number };
const rows: Row[] = [
  { id: 9, created_at: "2026-11-22T08:00:00.000Z", sleep: 8 },
  { id: 4, created_at: "2026-11-21T08:00:00.000Z", sleep: 6 },
];
const columns: TrackerColumn<Row>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "Hours Of Sleep", value: (row) => row.sleep, numeric: true },
];

let seen: number[] = [];
function Harness() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  seen = [...selected].sort();
  return (
    <TrackerTable rows={rows} columns={columns} selected={selected} onSelect={setSelected} caption="Page 1" />
  );
}

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

afterEach(cleanup);

describe("TrackerTable", () => {
  it("selects one row, then every visible row from the header box, then none", () => {
    render(<Harness />);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    fireEvent.click(box("Select ID 4"));
    expect(seen).toEqual([4]);
    expect(box("Select all rows").indeterminate).toBe(true);
    fireEvent.click(box("Select all rows"));
    expect(seen).toEqual([4, 9]);
    expect(box("Select all rows").checked).toBe(true);
    fireEvent.click(box("Select all rows"));
    expect(seen).toEqual([]);
  });
});
