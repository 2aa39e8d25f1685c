import type { Meet } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { attemptInputs, planMeet } from "./meet-plan";

const meet = {
  id: 1,
  event: "SBD",
  weight_unit: "kg",
  attempts: [
    { lift: "squat", attempt: 1, weight: 180, made: true },
    { lift: "squat", attempt: 2, weight: 190, made: null },
    { lift: "bench", attempt: 1, weight: 120, made: false },
  ],
} as unknown as Meet;

describe("attemptInputs", () => {
  it("keeps every recorded attempt of an unplanned lift and applies the weights chosen on screen", () => {
    const plans = planMeet(meet, undefined);
    expect(attemptInputs(plans, { squat: { 3: { weight: 200, made: null } } })).toEqual([
      { lift: "squat", attempt: 1, weight: 180, made: true },
      { lift: "squat", attempt: 2, weight: 190, made: null },
      { lift: "squat", attempt: 3, weight: 200, made: null },
      { lift: "bench", attempt: 1, weight: 120, made: false },
    ]);
  });

  it("answers the recorded attempts as they are when nothing is chosen", () => {
    expect(attemptInputs(planMeet(meet, undefined))).toEqual(meet.attempts.map((a) => ({ ...a })));
  });
});
