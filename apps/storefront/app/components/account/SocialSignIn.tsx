import { plTx } from "../../i18n/pl.transactions";
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

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      prompt(): void;
    };
  };
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

/**
 * The Google provider over Google Identity Services (scopes `profile email`): its ID token goes to the API,
 * which verifies it (api-contract.md §4.4).
 *
 * @example
 * const provider = googleProvider("1234.apps.googleusercontent.com");
 */
export function googleProvider(clientId: string): SocialProvider {
  return {
    type: "google",
    label: "Google",
    async signIn() {
      await loadScript("https://accounts.google.com/gsi/client");
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (!google) throw new Error("Google: not loaded");
      return new Promise((resolve, reject) => {
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) =>
            response.credential
              ? resolve({ token: response.credential })
              : reject(new Error("Google: invalid auth response")),
        });
        google.accounts.id.prompt();
      });
    },
  };
}

/**
 * The Facebook provider over the page's `FB` SDK (v8.0), when it is loaded.
 *
 * @example
 * const provider = facebookProvider("1234567890");
 */
export function facebookProvider(appId: string): SocialProvider {
  return {
    type: "facebook",
    label: "Facebook",
    async signIn() {
      await loadScript("https://connect.facebook.net/pl_PL/sdk.js").catch(() => undefined);
      type FacebookSdk = {
        init(options: { appId: string; version: string; cookie?: boolean }): void;
        login(
          callback: (response: { authResponse?: { accessToken?: string } }) => void,
          options: unknown,
        ): void;
      };
      const fb = (window as unknown as { FB?: FacebookSdk }).FB;
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
 * The social sign-in buttons: shown only for the providers configured (off by default).
 *
 * @example
 * <SocialSignIn providers={[facebookProvider()]} onDone={() => navigate("/account")} />
 */
export function SocialSignIn(props: {
  readonly providers: readonly SocialProvider[];
  readonly onDone: () => void;
}) {
  const shop = useShop();
  if (props.providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      {props.providers.map((provider) => (
        <button
          key={provider.type}
          type="button"
          className="button"
          onClick={async () => {
            try {
              const { token } = await provider.signIn();
              await shop.user.loginWithProvider({ type: provider.type, token });
              props.onDone();
            } catch (error) {
              shop.notify({
                type: "error",
                message: error instanceof Error ? error.message : plTx.common.genericError,
              });
            }
          }}
        >
          {plTx.account.social(provider.label)}
        </button>
      ))}
    </div>
  );
}
