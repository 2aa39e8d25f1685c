import { PROFILE_PICTURE_MAX_BYTES } from "@topset/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { makeImage, uploadPicture } from "../../test/fixtures/users.js";
import { storedFiles } from "../../test/fixtures/videos.js";

const t = useTestApp();

const avatars = () => storedFiles(t).filter((f) => f.startsWith("avatars/"));

describe("POST /api/v1/users/update-profile-picture/:id", () => {
  it("stores a 512×512 webp without EXIF, serves it, and removes the previous one", async () => {
    const user = await createUser(t);
    const res = await uploadPicture(t, user.id, user, await makeImage(800, 600));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Your profile picture has been updated!");
    const url: string = res.json().data[0].profile_picture_url;
    expect(url).toMatch(new RegExp(`^/api/v1/users/${user.id}/picture\\?v=\\d+$`));

    const pic = await request(t, { method: "GET", url, as: user });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers["content-type"]).toBe("image/webp");
    // The URL changes with every upload (?v=), so the browser may keep this one.
    expect(pic.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(pic.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(pic.rawPayload.includes("secret-exif-marker")).toBe(false);

    const firstKeys = avatars();
    const again = await uploadPicture(t, user.id, user, await makeImage(300, 900, "png"), {
      filename: "x.png",
      type: "image/png",
    });
    expect(again.statusCode, again.body).toBe(200);
    const after = avatars();
    expect(after).toHaveLength(firstKeys.length);
    expect(after).not.toEqual(firstKeys);
  });

  it("refuses a non-image with 415 whatever its name and type say, leaving nothing stored", async () => {
    const user = await createUser(t);
    const before = storedFiles(t).length;
    const fake = Buffer.from("<?php echo 'hi'; ?> definitely not a png");
    const res = await uploadPicture(t, user.id, user, fake, { filename: "me.png", type: "image/png" });
    expect(res.statusCode, res.body).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    const svgRes = await uploadPicture(t, user.id, user, svg, { filename: "a.svg", type: "image/svg+xml" });
    expect(svgRes.statusCode, svgRes.body).toBe(415);
    expect(storedFiles(t).length).toBe(before);
  });

  it("refuses more than 5 MB with 413 while streaming, leaving no partial file", async () => {
    const user = await createUser(t);
    const before = storedFiles(t).length;
    const big = Buffer.concat([await makeImage(64, 64), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]);
    const res = await uploadPicture(t, user.id, user, big);
    expect(res.statusCode, res.body).toBe(413);
    expect(storedFiles(t).length).toBe(before);
  });

  it("answers 400 without a picture, 403 for another member's account, 401 without login", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const image = await makeImage(64, 64);
    expect((await uploadPicture(t, other.id, user, image)).statusCode).toBe(403);
    expect((await uploadPicture(t, user.id, undefined, image)).statusCode).toBe(401);
    const none = await request(t, {
      method: "POST",
      url: `/api/v1/users/update-profile-picture/${user.id}`,
      as: user,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--\r\n",
    });
    expect(none.statusCode, none.body).toBe(400);
  });

  it("serves a picture to other members and 404 when there is none", async () => {
    const [user, viewer] = await Promise.all([createUser(t), createUser(t)]);
    expect(
      (await request(t, { method: "GET", url: `/api/v1/users/${user.id}/picture`, as: viewer })).statusCode,
    ).toBe(404);
    await uploadPicture(t, user.id, user, await makeImage(64, 64));
    const res = await request(t, { method: "GET", url: `/api/v1/users/${user.id}/picture`, as: viewer });
    expect(res.statusCode).toBe(200);
    expect((await request(t, { method: "GET", url: `/api/v1/users/${user.id}/picture` })).statusCode).toBe(
      401,
    );
  });
});
