/**
 * Stored-XSS corpus for e2e/security-xss.spec.ts. Each payload would run
 * script (set `window.__xss` or open an alert) if the app ever rendered text as
 * HTML, an attribute, a URL or markdown it should not. All fit the shortest
 * text field (100 characters) and contain no NUL (which the API refuses).
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click me</a>',
  '[click me](javascript:alert(1))',
  '![x](x" onerror="alert(1))',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<marquee onstart=alert(1)>hi</marquee>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, meant literally.
  '${alert(1)}',
  'javascript:alert(1)',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<style>@import "javascript:alert(1)";</style>',
  '<template><script>alert(1)</script></template>',
  '\u202E<script>alert(1)</script>',
  'x\u200B<img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

/** Payloads that survive as file names (no slashes: a path is cut to its last part). */
export const FILE_NAME_PAYLOADS = XSS_PAYLOADS.filter((payload) => !/[\\/"]/.test(payload)).slice(0, 6);
