import { followersSchema, idParam, successSchema, userIdParamSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { badRequest, notFound, tooManyRequests } from "../../lib/http-errors.js";
import { me } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import {
  deleteFollow,
  findActiveUser,
  insertFollow,
  listFollowers,
  listFollowings,
  toFollowEntry,
} from "./follows.queries.js";

const HOUR = 3_600_000;
/** Follow and unfollow calls per account (security targets: social writes, 300 per 3 h). */
export const followLimit = { max: 300, timeWindow: 3 * HOUR };

const idParams = z.object({ id: idParam });
const pairSchema = successSchema(z.object({ follower_id: z.number(), following_id: z.number() }));

/** Mounted under /api/v1 behind requireUser. Follow lists are public to any logged-in user (profiles show them). */
export const followsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["follows"];
  const limiter = createAccountLimiter(app, "follows", followLimit);

  async function writeAllowed(req: Parameters<typeof me>[0], userId: number) {
    if (!(await limiter(req, String(userId)))) throw tooManyRequests();
  }

  app.post(
    "/users/:id/follow",
    { schema: { tags, params: idParams, response: { 200: pairSchema, 201: pairSchema } } },
    async (req, reply) => {
      const caller = me(req);
      const pair = { followerId: caller.id, followingId: req.params.id };
      if (pair.followingId === caller.id) {
        throw badRequest("You cannot follow yourself.", [{ msg: "You cannot follow yourself.", path: "id" }]);
      }
      await writeAllowed(req, caller.id);
      const target = await findActiveUser(db, pair.followingId);
      if (!target) throw notFound("User");
      const created = await insertFollow(db, pair);
      const data = [{ follower_id: pair.followerId, following_id: pair.followingId }];
      return created
        ? reply.status(201).send(ok(`You are now following ${target.username}!`, data))
        : ok(`You are already following ${target.username}.`, data);
    },
  );

  app.delete(
    "/users/:id/follow",
    { schema: { tags, params: idParams, response: { 200: pairSchema } } },
    async (req) => {
      const caller = me(req);
      await writeAllowed(req, caller.id);
      const pair = { followerId: caller.id, followingId: req.params.id };
      const removed = await deleteFollow(db, pair);
      if (!removed && !(await findActiveUser(db, pair.followingId))) throw notFound("User");
      return ok("Unfollowed.", [{ follower_id: pair.followerId, following_id: pair.followingId }]);
    },
  );

  app.delete(
    "/users/:id/follower",
    { schema: { tags, params: idParams, response: { 200: pairSchema } } },
    async (req) => {
      const caller = me(req);
      await writeAllowed(req, caller.id);
      const pair = { followerId: req.params.id, followingId: caller.id };
      const removed = await deleteFollow(db, pair);
      if (!removed && !(await findActiveUser(db, pair.followerId))) throw notFound("User");
      return ok("Follower removed.", [{ follower_id: pair.followerId, following_id: pair.followingId }]);
    },
  );

  app.get(
    "/users/:userId/followers",
    { schema: { tags, params: userIdParamSchema, response: { 200: successSchema(followersSchema) } } },
    async (req) => {
      const { userId } = req.params;
      const [user, followers, followings] = await Promise.all([
        findActiveUser(db, userId),
        listFollowers(db, userId),
        listFollowings(db, userId),
      ]);
      if (!user) throw notFound("User");
      return ok("Followers", [
        {
          user: {
            ...toFollowEntry(user),
            followers: followers.map(toFollowEntry),
            followings: followings.map(toFollowEntry),
          },
        },
      ]);
    },
  );
};
