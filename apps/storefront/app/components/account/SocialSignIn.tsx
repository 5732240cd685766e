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

/** The Facebook provider over the page's `FB` SDK (v8.0), when it is loaded. */
export function facebookProvider(): SocialProvider {
  return {
    type: "facebook",
    label: "Facebook",
    signIn: () =>
      new Promise((resolve, reject) => {
        const fb = (
          window as unknown as {
            FB?: { login(cb: (r: { authResponse?: { accessToken?: string } }) => void, o: unknown): void };
          }
        ).FB;
        if (!fb) {
          reject(new Error("FB: not loaded"));
          return;
        }
        fb.login(
          (response) => {
            const token = response.authResponse?.accessToken;
            if (token) resolve({ token });
            else reject(new Error("FB: invalid auth response"));
          },
          { scope: "public_profile,email" },
        );
      }),
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
