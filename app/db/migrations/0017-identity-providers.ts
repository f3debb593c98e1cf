import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Schools' and companies' own sign-in services (issue 31): OpenID Connect providers an operator
// registers, and the email domains each one owns. A domain is the primary key of its row, so
// two providers can never claim it, on SQLite and PostgreSQL alike. The client secret is kept
// encrypted with a key derived from AUTH_SECRET (app/accounts/identity-providers.server.ts).
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

export const identityProviders: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("identity_provider")
      .addColumn("id", "text", (c) => c.primaryKey())
      // The identifier in the redirect URL, chosen by the operator.
      .addColumn("provider_id", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("issuer", "text", (c) => c.notNull())
      .addColumn("client_id", "text", (c) => c.notNull())
      .addColumn("client_secret", "text", (c) => c.notNull())
      .addColumn("require_sso", "integer", (c) => c.notNull().defaultTo(0))
      // The columns Better Auth's SSO plugin expects its provider table to have (it checks at
      // start-up). It is given the providers from here, secret decrypted, and never reads them
      // itself; `oidc_config` holds no secret, and `domain` repeats the domains below.
      .addColumn("oidc_config", "text")
      .addColumn("saml_config", "text")
      .addColumn("domain", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("organization_id", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("identity_provider_domain")
      .addColumn("domain", "text", (c) => c.primaryKey())
      .addColumn("provider_id", "text", (c) =>
        c.notNull().references("identity_provider.provider_id").onDelete("cascade"),
      )
      .execute();
    await db.schema
      .createIndex("identity_provider_domain_provider")
      .on("identity_provider_domain")
      .columns(["provider_id"])
      .execute();
  },
};
