import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import {
  checkDiscovery,
  listProviders,
  providerForm,
  registerProvider,
  removeProvider,
  replaceClientSecret,
  SSO_SCOPES,
} from "#app/accounts/identity-providers.server.ts";
import { redirectUrlOf } from "#app/accounts/sso.ts";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { env } from "#app/platform/env.server.ts";
import { securityEvent } from "#app/platform/logger.server.ts";
import { formatDateTime, useTimeZone } from "#app/site/dates.ts";
import type { Route } from "./+types/sso.ts";

// Schools' and companies' sign-in services (docs/sso.md). An operator registers a provider
// after a test of its discovery document; the client secret is stored encrypted and never
// shown again, and can only be replaced.

export async function loader() {
  return { providers: await listProviders(), siteUrl: env.SITE_URL, scopes: SSO_SCOPES.join(" ") };
}

const secretForm = z.object({ id: z.string(), clientSecret: providerForm.shape.clientSecret });

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const userId = sessionOf({ context })?.user.id ?? null;
  switch (values.intent) {
    case "test": {
      const issuer = providerForm.shape.issuer.safeParse(values.issuer ?? "");
      if (!issuer.success)
        return data({ intent: "test", id: values.id, problem: issuer.error.issues[0]?.message }, { status: 400 });
      const result = await checkDiscovery(issuer.data);
      return result.ok
        ? { intent: "test", id: values.id, passed: `${issuer.data} answers as an OpenID Connect provider should.` }
        : data({ intent: "test", id: values.id, problem: result.problem }, { status: 400 });
    }
    case "register": {
      const kept: Record<string, string | undefined> = { ...values, clientSecret: "" };
      const parsed = providerForm.safeParse(values);
      if (!parsed.success)
        return data({ intent: "register", errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
      const result = await registerProvider({ ...parsed.data, registeredBy: userId });
      if (!result.ok) {
        const errors = { [result.field]: result.message } as FieldErrors;
        return data({ intent: "register", errors, values: kept }, { status: 400 });
      }
      securityEvent("sso-provider-changed", { userId, provider: parsed.data.id, change: "registered" });
      return { intent: "register", registered: parsed.data.name };
    }
    case "replace-secret": {
      const parsed = secretForm.safeParse(values);
      if (!parsed.success)
        return data(
          { intent: "replace-secret", id: values.id, problem: parsed.error.issues[0]?.message },
          { status: 400 },
        );
      if (!(await replaceClientSecret(parsed.data.id, parsed.data.clientSecret))) throw data(null, { status: 404 });
      securityEvent("sso-provider-changed", { userId, provider: parsed.data.id, change: "secret-replaced" });
      return { intent: "replace-secret", id: parsed.data.id, passed: "The new client secret is saved." };
    }
    case "remove": {
      if (!values.id || !(await removeProvider(values.id))) throw data(null, { status: 404 });
      securityEvent("sso-provider-changed", { userId, provider: values.id, change: "removed" });
      return { intent: "remove", removed: values.id };
    }
    default:
      return data({ intent: "unknown", problem: "Choose register, test, replace secret or remove." }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "School sign-in · Admin · Synapse" },
  { name: "robots", content: "noindex" },
];

export default function SsoProviders({ loaderData, actionData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { providers, siteUrl } = loaderData;
  const registering = actionData && "errors" in actionData ? actionData : undefined;
  const outcome = (id: string) =>
    actionData && "id" in actionData && actionData.id === id
      ? "problem" in actionData
        ? { tone: "text-bad", text: actionData.problem }
        : "passed" in actionData
          ? { tone: "text-good", text: actionData.passed }
          : null
      : null;
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">School and work sign-in</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Learners whose email domain belongs to a provider below sign in through it (OpenID Connect, code flow with PKCE,
        scopes “{loaderData.scopes}”). Register Synapse with the provider first, with the redirect URL shown for the
        identifier you choose; docs/sso.md explains each step.
      </p>
      <p role="status" className="mt-4 text-sm">
        {actionData && "registered" in actionData ? `${actionData.registered} is registered.` : ""}
        {actionData && "removed" in actionData ? `The provider “${actionData.removed}” is removed.` : ""}
      </p>

      <h2 className="mt-8 font-semibold text-xl">Providers</h2>
      {providers.length === 0 ? (
        <p className="mt-2">
          No provider is registered yet: every learner signs in with a password or an emailed link.
        </p>
      ) : (
        <ul className="mt-4 space-y-6">
          {providers.map((p) => {
            const said = outcome(p.id);
            return (
              <li key={p.id} className="rounded-xl border border-line bg-surface p-5">
                <h3 className="font-semibold text-lg">{p.name}</h3>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                  <dt className="font-semibold">Identifier</dt>
                  <dd>{p.id}</dd>
                  <dt className="font-semibold">Issuer</dt>
                  <dd className="wrap-anywhere">{p.issuer}</dd>
                  <dt className="font-semibold">Client ID</dt>
                  <dd className="wrap-anywhere">{p.clientId}</dd>
                  <dt className="font-semibold">Client secret</dt>
                  <dd>Stored encrypted; last changed {formatDateTime(p.updatedAt, timeZone)}</dd>
                  <dt className="font-semibold">Redirect URL</dt>
                  <dd className="wrap-anywhere">{redirectUrlOf(siteUrl, p.id)}</dd>
                  <dt className="font-semibold">Email domains</dt>
                  <dd>{p.domains.join(", ")}</dd>
                  <dt className="font-semibold">Passwords</dt>
                  <dd>{p.requireSso ? "Refused: these domains must sign in here" : "Allowed as well"}</dd>
                </dl>
                <div className="mt-4 flex flex-wrap items-end gap-3">
                  <Form method="post">
                    <input type="hidden" name="intent" value="test" />
                    <input type="hidden" name="id" value={p.id} />
                    <input type="hidden" name="issuer" value={p.issuer} />
                    <button type="submit" className={secondaryButtonClass} disabled={busy}>
                      Test connection
                    </button>
                  </Form>
                  <Form method="post" className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="replace-secret" />
                    <input type="hidden" name="id" value={p.id} />
                    <TextField name="clientSecret" label="New client secret" type="password" autoComplete="off" />
                    <button type="submit" className={secondaryButtonClass} disabled={busy}>
                      Replace secret
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={p.id} />
                    <button type="submit" className={secondaryButtonClass} disabled={busy}>
                      Remove {p.name}
                    </button>
                  </Form>
                </div>
                <p role="status" className={`mt-3 text-sm ${said?.tone ?? ""}`}>
                  {said?.text ?? ""}
                </p>
              </li>
            );
          })}
        </ul>
      )}

      <h2 className="mt-10 font-semibold text-xl">Register a provider</h2>
      <Form method="post" className="mt-4 max-w-xl space-y-5" noValidate>
        <TextField
          name="name"
          label="Name learners see"
          defaultValue={registering?.values.name}
          error={registering?.errors.name}
        />
        <TextField
          name="id"
          label="Identifier"
          hint={`Lowercase letters, digits and hyphens. The redirect URL is ${siteUrl}/api/auth/sso/callback/ followed by it.`}
          defaultValue={registering?.values.id}
          error={registering?.errors.id}
        />
        <TextField
          name="issuer"
          label="Issuer URL"
          hint="Exactly as the provider publishes it, such as https://login.example.edu. Synapse reads its /.well-known/openid-configuration."
          defaultValue={registering?.values.issuer}
          error={registering?.errors.issuer}
        />
        <TextField
          name="clientId"
          label="Client ID"
          autoComplete="off"
          defaultValue={registering?.values.clientId}
          error={registering?.errors.clientId}
        />
        <TextField
          name="clientSecret"
          label="Client secret"
          type="password"
          autoComplete="off"
          hint="Stored encrypted and never shown again."
          error={registering?.errors.clientSecret}
        />
        <TextField
          name="domains"
          label="Email domains"
          hint="The domains whose learners sign in here, separated by commas, such as riverside.edu, pupils.riverside.edu."
          defaultValue={registering?.values.domains}
          error={registering?.errors.domains}
        />
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="requireSso"
            defaultChecked={registering?.values.requireSso === "on"}
            className="mt-1 size-4 accent-(--color-accent)"
          />
          <span>Require this sign-in for these domains: their learners cannot use a password or an emailed link.</span>
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="register" className={buttonClass} disabled={busy}>
            Test and register
          </button>
        </div>
      </Form>
    </>
  );
}
