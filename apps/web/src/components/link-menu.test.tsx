import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { listOlIcon } from "./icons";
import { LinkMenu } from "./link-menu";

afterEach(cleanup);

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <p>outside</p>
            <LinkMenu toggle="Library" items={[{ to: "/exercises", label: "Exercises", icon: listOlIcon }]} />
          </>
        ),
      },
      { path: "/exercises", element: <p>exercises screen</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole("button", { name: "Library" });
}

const menuShown = () => document.querySelector(".dropdown-menu")?.classList.contains("show");

describe("LinkMenu", () => {
  it("opens on a tap, says so, and follows a link", async () => {
    const toggle = renderMenu();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(menuShown()).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Exercises" })));
    expect(screen.getByText("exercises screen")).toBeTruthy();
  });

  it("closes on Escape, giving the focus back, and on a tap outside", () => {
    const toggle = renderMenu();
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(menuShown()).toBe(false);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByText("outside"));
    expect(menuShown()).toBe(false);
  });
});
