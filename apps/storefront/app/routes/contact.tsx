import { ContactForm } from "../components/forms/ContactForm";
import { plTx } from "../i18n/pl.transactions";

export function meta() {
  return [{ title: `${plTx.contact.title} | Outlet` }];
}

/** `/kontakt`: the contact form. */
export default function ContactRoute() {
  return (
    <section className="contact" aria-labelledby="contact-title">
      <h1 id="contact-title" className="page-title" tabIndex={-1}>
        {plTx.contact.title}
      </h1>
      <ContactForm />
    </section>
  );
}
