/** A minimal Polish page for answers the server gives without rendering the shop (429). Pure. */
export function tooManyRendersPage(retryAfterSeconds: number): string {
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Zbyt wiele zapytań | Outlet</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}a{color:#6b5528}</style>
</head><body><main><h1>Zbyt wiele zapytań</h1>
<p>Z Twojego adresu przyszło w krótkim czasie bardzo wiele zapytań. Spróbuj ponownie za ${retryAfterSeconds} s.</p>
<p><a href="/">Wróć na stronę główną</a></p></main></body></html>`;
}
