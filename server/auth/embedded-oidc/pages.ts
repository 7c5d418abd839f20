/**
 * The embedded provider's pages: the product's own sign-in form (English and Spanish,
 * accessible: labelled fields, a live error region, keyboard-only usable), and quiet logout pages.
 */
export type PageLanguage = 'en' | 'es';

const texts = {
  en: {
    title: 'Sign in to Care Portal',
    heading: 'Sign in',
    intro: 'Use your work e-mail and password.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The e-mail or password is not correct. Check them and try again.',
    throttled: 'Too many failed attempts. Wait 15 minutes and try again.',
    language: 'Español',
    signingOut: 'Signing you out…',
    signedOut: 'You are signed out. You can close this window.',
    errorTitle: 'Sign-in could not be completed',
    errorBody: 'Close this window and start signing in again from the portal.',
  },
  es: {
    title: 'Iniciar sesión en Care Portal',
    heading: 'Iniciar sesión',
    intro: 'Use su correo electrónico y contraseña del trabajo.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    invalid: 'El correo electrónico o la contraseña no son correctos. Revíselos e inténtelo de nuevo.',
    throttled: 'Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.',
    language: 'English',
    signingOut: 'Cerrando su sesión…',
    signedOut: 'Su sesión está cerrada. Puede cerrar esta ventana.',
    errorTitle: 'No se pudo completar el inicio de sesión',
    errorBody: 'Cierre esta ventana y vuelva a iniciar sesión desde el portal.',
  },
} as const;

export function pickLanguage(query: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  if (query === 'es' || query === 'en') return query;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The pages' one stylesheet, inline (allowed by its hash: see `IDENTITY_PAGE_INLINE`). */
const style = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1f2933;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem;width:min(92vw,380px)}
h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;padding:.6rem;margin-top:.35rem;border:1px solid #7b8794;border-radius:6px;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{background:#fde8e8;color:#9b1c1c;border-radius:6px;padding:.6rem;margin-top:1rem}
.lang{display:block;margin-top:1rem;text-align:right;color:#1d4ed8}`;

const AUTO_SUBMIT = 'document.forms[0].submit()';

/** The inline script and style the pages carry: the Content-Security-Policy allows exactly these. */
export const IDENTITY_PAGE_INLINE = { scripts: [AUTO_SUBMIT], styles: [style] };

function page(lang: PageLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(options: {
  lang: PageLanguage;
  action: string;
  switchLanguageHref: string;
  email?: string;
  failed?: 'invalid' | 'throttled' | undefined;
}): string {
  const t = texts[options.lang];
  const error = options.failed
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(options.failed === 'throttled' ? t.throttled : t.invalid)}</p>`
    : '';
  const describedBy = options.failed ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    options.lang,
    t.title,
    `<h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.intro)}</p>${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
<label for="email">${escapeHtml(t.email)}</label><input id="email" name="email" type="email" required autocomplete="username" value="${escapeHtml(options.email ?? '')}"${describedBy} autofocus>
<label for="password">${escapeHtml(t.password)}</label><input id="password" name="password" type="password" required autocomplete="current-password"${describedBy}>
<input type="hidden" name="lang" value="${options.lang}">
<button type="submit">${escapeHtml(t.submit)}</button></form>
<a class="lang" href="${escapeHtml(options.switchLanguageHref)}" lang="${options.lang === 'en' ? 'es' : 'en'}">${escapeHtml(t.language)}</a>`,
  );
}

/** The provider's logout confirmation, submitted at once: the portal already asked the user. */
export function logoutPage(lang: PageLanguage, form: string): string {
  const t = texts[lang];
  const autoSubmit = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(lang, t.signingOut, `<h1>${escapeHtml(t.signingOut)}</h1>${autoSubmit}<script>${AUTO_SUBMIT}</script>`);
}

export function signedOutPage(lang: PageLanguage): string {
  const t = texts[lang];
  return page(lang, t.signedOut, `<h1>${escapeHtml(t.signedOut)}</h1>`);
}

export function errorPage(lang: PageLanguage): string {
  const t = texts[lang];
  return page(lang, t.errorTitle, `<h1>${escapeHtml(t.errorTitle)}</h1><p>${escapeHtml(t.errorBody)}</p>`);
}
