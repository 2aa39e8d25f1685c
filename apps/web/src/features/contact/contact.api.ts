import type { contactSchema } from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";

const answer = z.object({ message: z.string().catch("") });

export const sendContactMessage = (input: z.output<typeof contactSchema>) =>
  api.send(answer, "/api/contact", { method: "POST", body: input, auth: false });
