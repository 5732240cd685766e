import { ProfileForm } from "../components/account/ProfileForm";
import { plTx } from "../i18n/pl.transactions";

/** `/account`: the account details (profile). */
export default function AccountIndexRoute() {
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="page-title" tabIndex={-1}>
        {plTx.account.profile}
      </h1>
      <ProfileForm />
    </section>
  );
}
