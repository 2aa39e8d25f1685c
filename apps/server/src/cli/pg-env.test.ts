import { describe, expect, it } from "vitest";
import { pgConnectionEnv, pgToolEnv } from "./pg-env.js";

describe("pgConnectionEnv", () => {
  it("splits DATABASE_URL into libpq variables, decoding the password", () => {
    expect(pgConnectionEnv("postgres://top%40set:p%40ss%2Fw%3Ard@db.example.test:5433/topset_prod")).toEqual({
      PGHOST: "db.example.test",
      PGPORT: "5433",
      PGUSER: "top@set",
      PGPASSWORD: "p@ss/w:rd",
      PGDATABASE: "topset_prod",
    });
  });

  it("passes sslmode on and reads IPv6 and socket hosts", () => {
    expect(pgConnectionEnv("postgresql://u:pw@[::1]/db?sslmode=require")).toEqual({
      PGHOST: "::1",
      PGUSER: "u",
      PGPASSWORD: "pw",
      PGDATABASE: "db",
      PGSSLMODE: "require",
    });
    expect(pgConnectionEnv("postgres:///topset?host=%2Fvar%2Frun%2Fpostgresql")).toEqual({
      PGHOST: "/var/run/postgresql",
      PGDATABASE: "topset",
    });
  });

  it("refuses a URL that is not PostgreSQL's", () => {
    expect(() => pgConnectionEnv("mysql://u:pw@host/db")).toThrow(/postgres/);
  });
});

describe("pgToolEnv", () => {
  it("keeps the rest of the environment but not inherited connection settings", () => {
    const env = pgToolEnv("postgres://u:secret@host/db", {
      PATH: "/usr/bin",
      PGPORT: "6000",
      PGSSLMODE: "disable",
    });
    expect(env).toEqual({
      PATH: "/usr/bin",
      PGHOST: "host",
      PGUSER: "u",
      PGPASSWORD: "secret",
      PGDATABASE: "db",
    });
  });
});
