import type { OidcPopupMessage } from '@planner/domain';

/**
 * Served as /api/auth/oidc/popup.js so the page runs under `script-src 'self'`: it posts the result
 * to the opener, only at our origin, and closes the popup.
 */
export const POPUP_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('oidc-result').textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(data.message, data.origin);
    window.close();
  }
})();
`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that cannot end its <script> block early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The page the provider's redirect lands on in the popup. */
export function renderPopupPage(message: OidcPopupMessage, appOrigin: string): string {
  const text = message.ok ? 'You are signed in. You can close this window.' : message.message;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${message.ok ? 'Signed in' : 'Sign-in failed'}</title>
<script type="application/json" id="oidc-result">${scriptJson({ origin: appOrigin, message })}</script>
<script src="/api/auth/oidc/popup.js" defer></script>
</head>
<body>
<main>
<p role="${message.ok ? 'status' : 'alert'}">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(appOrigin)}/">Back to the app</a></p>
</main>
</body>
</html>
`;
}
