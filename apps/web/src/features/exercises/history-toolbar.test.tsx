import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HistoryToolbar } from "./history-toolbar";

afterEach(cleanup);

function renderToolbar() {
  const onSearch = vi.fn();
  const onShowNotes = vi.fn();
  render(
    <HistoryToolbar
      page={1}
      onSearch={onSearch}
      showNotes={false}
      onShowNotes={onShowNotes}
      makeCsv={() => ""}
    />,
  );
  const box = screen.getByRole("searchbox", { name: "Search notes or weight on this page" });
  const button = screen.getByRole("button", { name: "Search" }) as HTMLButtonElement;
  return { onSearch, onShowNotes, box, button };
}

describe("HistoryToolbar", () => {
  it("searches the typed text once submitted; the button waits for some text", async () => {
    const { onSearch, box, button } = renderToolbar();
    expect(button.disabled).toBe(true);
    fireEvent.change(box, { target: { value: "   " } });
    await act(async () => {});
    expect(button.disabled).toBe(true);

    fireEvent.change(box, { target: { value: " paused " } });
    await waitFor(() => expect(button.disabled).toBe(false));
    onSearch.mockClear();
    fireEvent.click(button);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith("paused"));
  });

  it("shows every set again when the box is emptied, without a submit", async () => {
    const { onSearch, box } = renderToolbar();
    fireEvent.change(box, { target: { value: "100" } });
    await act(async () => {});
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: "" } });
    expect(onSearch).toHaveBeenCalledWith("");
  });

  it("toggles the notes column", () => {
    const { onShowNotes } = renderToolbar();
    fireEvent.click(screen.getByLabelText("Show notes"));
    expect(onShowNotes).toHaveBeenCalledWith(true);
  });
});
