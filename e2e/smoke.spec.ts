import { expect, test, apiContext, uniqueName } from "./fixtures";

test("xff keys rate limit", async () => {
  const same = await apiContext("10.200.0.1");
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) {
    const u = uniqueName("x");
    codes.push((await same.post("/api/auth/signup", { data: { username: u, email: `${u}@e2e.test`, password: "12345678" } })).status());
  }
  const other = await apiContext("10.200.0.2");
  const u = uniqueName("x");
  codes.push((await other.post("/api/auth/signup", { data: { username: u, email: `${u}@e2e.test`, password: "12345678" } })).status());
  console.log(codes);
  expect(codes).toEqual([201, 201, 201, 201, 201, 429, 201]);
});
