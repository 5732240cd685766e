import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { isHttpError } from "../../lib/httpError";
import { useShop } from "../../state/shop/ShopProvider";

/**
 * A social sign-in provider (transactions.md §4): obtains a provider token in the browser (Google with
 * scopes `profile email`, Facebook `public_profile,email`, SDK v8.0); the API verifies it. Facebook rejects
 * with `FB: not loaded` or `FB: invalid auth response`.
 *
 * @example
 * const provider: SocialProvider = { type: "google", label: "Google", signIn: async () => ({ token }) };
 */
export interface SocialProvider {
  readonly type: "google" | "facebook";
  readonly label: string;
  signIn(): Promise<{ readonly token: string }>;
}

/**
 * The Google Identity Services object the page gets from `https://accounts.google.com/gsi/client`.
 *
 * @example
 * const sdk: GoogleIdentity = window.google;
 */
export interface GoogleIdentity {
  readonly accounts: {
    readonly id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      prompt(
        listener?: (moment: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void,
      ): void;
    };
  };
}

/**
 * The Facebook JavaScript SDK (`FB`, v8.0) the page gets from `https://connect.facebook.net/pl_PL/sdk.js`.
 *
 * @example
 * const sdk: FacebookSdk = window.FB;
 */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
}

/** Loads a script once (the provider SDKs are fetched only when their provider is configured). */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) {
      resolve();
      return;
    }
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src}: not loaded`));
    document.head.appendChild(script);
  });
}

/** The page's Google Identity Services, loaded on the first sign-in. @returns `undefined` when it is missing */
async function loadGoogleSdk(): Promise<GoogleIdentity | undefined> {
  await loadScript("https://accounts.google.com/gsi/client").catch(() => undefined);
  return (window as unknown as { google?: GoogleIdentity }).google;
}

/** The page's Facebook SDK, loaded on the first sign-in. @returns `undefined` when it is missing */
async function loadFacebookSdk(): Promise<FacebookSdk | undefined> {
  await loadScript("https://connect.facebook.net/pl_PL/sdk.js").catch(() => undefined);
  return (window as unknown as { FB?: FacebookSdk }).FB;
}

/**
 * The Google provider over Google Identity Services (scopes `profile email`): its ID token goes to the API,
 * which verifies it (api-contract.md §4.4). `loadSdk` is the seam to the provider's script.
 *
 * @example
 * const provider = googleProvider("1234.apps.googleusercontent.com");
 */
export function googleProvider(
  clientId: string,
  loadSdk: () => Promise<GoogleIdentity | undefined> = loadGoogleSdk,
): SocialProvider {
  return {
    type: "google",
    label: "Google",
    async signIn() {
      const google = await loadSdk();
      if (!google) throw new Error("Google: not loaded");
      return new Promise((resolve, reject) => {
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) =>
            response.credential
              ? resolve({ token: response.credential })
              : reject(new Error("Google: invalid auth response")),
        });
        // One Tap may be suppressed (closed before, cool-down): say so instead of waiting forever.
        google.accounts.id.prompt((moment) => {
          if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.())
            reject(new Error("Google: invalid auth response"));
        });
      });
    },
  };
}

/**
 * The Facebook provider over the page's `FB` SDK (v8.0, scopes `public_profile,email`). It rejects with
 * `FB: not loaded` when the SDK is missing and `FB: invalid auth response` when the login gives no token
 * (transactions.md §4 Session). `loadSdk` is the seam to the provider's script.
 *
 * @example
 * const provider = facebookProvider("1234567890");
 */
export function facebookProvider(
  appId: string,
  loadSdk: () => Promise<FacebookSdk | undefined> = loadFacebookSdk,
): SocialProvider {
  return {
    type: "facebook",
    label: "Facebook",
    async signIn() {
      const fb = await loadSdk();
      if (!fb) throw new Error("FB: not loaded");
      fb.init({ appId, version: "v8.0" });
      return new Promise((resolve, reject) => {
        fb.login(
          (response) => {
            const token = response.authResponse?.accessToken;
            if (token) resolve({ token });
            else reject(new Error("FB: invalid auth response"));
          },
          { scope: "public_profile,email" },
        );
      });
    },
  };
}

/**
 * The providers the deployment configured (transactions.md §4: off unless configured).
 *
 * @example
 * configuredProviders({ google: null, facebook: "1234567890" }).map((p) => p.type); // ["facebook"]
 */
export function configuredProviders(social: {
  readonly google: string | null;
  readonly facebook: string | null;
}): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (social.google) providers.push(googleProvider(social.google));
  if (social.facebook) providers.push(facebookProvider(social.facebook));
  return providers;
}

/**
 * The social sign-in buttons: shown only for the providers configured (off by default). A provider's
 * refusal (`FB: not loaded`, `FB: invalid auth response`) and the API's answer are shown as an error.
 *
 * @example
 * <SocialSignIn providers={configuredProviders(shop.config.social)} onDone={() => navigate("/account")} />
 */
export function SocialSignIn(props: {
  readonly providers: readonly SocialProvider[];
  readonly onDone: () => void;
}) {
  const shop = useShop();
  const [busy, setBusy] = useState(false);
  if (props.providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      {props.providers.map((provider) => (
        <button
          key={provider.type}
          type="button"
          className="button"
          data-testid={`social-${provider.type}`}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={async () => {
            setBusy(true);
            try {
              const { token } = await provider.signIn();
              await shop.user.loginWithProvider({ type: provider.type, token });
              props.onDone();
            } catch (error) {
              shop.notify({
                type: "error",
                message: isHttpError(error)
                  ? error.apiError.message
                  : error instanceof Error
                    ? error.message
                    : plTx.common.genericError,
              });
            } finally {
              setBusy(false);
            }
          }}
        >
          {plTx.account.social(provider.label)}
        </button>
      ))}
    </div>
  );
}
