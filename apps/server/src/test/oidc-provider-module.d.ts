// The part of oidc-provider (untyped JavaScript) that the test provider in oidc-provider.ts uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  type Claims = Record<string, unknown> & { sub: string };

  export type Account = { accountId: string; claims(): Promise<Claims> | Claims };

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string };
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): Handler;
    Grant: new (init: { accountId: string; clientId: string }) => Grant;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
  export default Provider;
}
